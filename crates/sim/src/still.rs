//! An effect's still: the time (and, where needed, the external value) its thumbnail in the
//! visual index and its cell in the contact sheet are drawn at, one rule for both, and the box
//! around its live particles a camera frames.

use super::content;
use super::instances::ViewInfo;
use super::playback::{Playback, PlaybackOptions};
use super::program::EffectProgram;
use glam::Vec3;
use std::sync::Arc;

/// The box around the particles alive at `time` (what a camera frames), or `None` when none
/// is. GPU particles are evaluated on the CPU for it even when the renderer computes them, so
/// the framing is the same on every device.
pub fn bounds(playback: &mut Playback, time: f32, view: &ViewInfo) -> Option<(Vec3, Vec3)> {
    let capacity = playback.gpu_particle_capacity();
    playback.set_gpu_particle_capacity(0);
    let probe = playback.frame(time, view);
    playback.set_gpu_particle_capacity(capacity);
    let bounds = probe.bounds();
    playback.recycle(probe);
    bounds
}

/// The span the still-time rule looks at (seconds), and its step.
pub const STILL_SPAN: f32 = 5.0;
/// See [`STILL_SPAN`].
pub const STILL_STEP: f32 = 0.25;

/// The time an effect's still is drawn at, one rule for the visual index's thumbnails and
/// the contact sheet's cells (ours): within its first [`STILL_SPAN`] seconds, every
/// [`STILL_STEP`], the earliest time whose live instances reach nine tenths of the most seen
/// (the effect's first peak, before a long tail of the same count); when nothing is alive at
/// any of those, the same over each step (1/30 s) before the first [`STILL_STEP`] (a short
/// burst); `None` when nothing is alive at any of those times. GPU particles are counted as the CPU evaluates them, so every
/// device picks the same time.
pub fn still_time(playback: &mut Playback, view: &ViewInfo) -> Option<f32> {
    let capacity = playback.gpu_particle_capacity();
    playback.set_gpu_particle_capacity(0);
    let steps = (STILL_SPAN / STILL_STEP).round() as u32;
    let regular: Vec<f32> = (1..=steps).map(|k| k as f32 * STILL_STEP).collect();
    let mut chosen = first_peak(playback, view, &regular);
    if chosen.is_none() {
        // A burst over before the first quarter second: looked for step by step (30 Hz).
        let early: Vec<f32> = (1..(STILL_STEP * 30.0) as u32)
            .map(|k| k as f32 / 30.0)
            .collect();
        chosen = first_peak(playback, view, &early);
    }
    playback.set_gpu_particle_capacity(capacity);
    chosen
}

/// The earliest of `times` whose live instances reach nine tenths of the most among them;
/// `None` when none is alive at any.
fn first_peak(playback: &mut Playback, view: &ViewInfo, times: &[f32]) -> Option<f32> {
    let counts: Vec<(f32, usize)> = times
        .iter()
        .map(|&t| {
            let frame = playback.frame(t, view);
            let live = frame.instance_count();
            playback.recycle(frame);
            (t, live)
        })
        .collect();
    let most = counts.iter().map(|c| c.1).max().unwrap_or(0);
    if most == 0 {
        return None;
    }
    counts
        .iter()
        .find(|(_, live)| *live * 10 >= most * 9)
        .map(|(t, _)| *t)
}

/// An effect's still: when to draw it and with which playback options.
#[derive(Debug, Clone)]
pub struct Still {
    /// The time ([`still_time`]).
    pub time: f32,
    /// The options to play it with: the caller's, or with an external value set that takes
    /// the effect into the state whose particles show.
    pub options: PlaybackOptions,
    /// When an external value was set for it: what was set and the state it showed
    /// ("state 1, external value 3 = 1"), to say on the still.
    pub state_note: Option<String>,
}

/// Picks an effect's still, one rule for the contact sheet and the index (ours): the
/// still-time rule with the caller's options; when nothing is alive then, the external values
/// [`content::state_trials`] proposes, one at a time (a value the caller set is kept), the
/// first whose playback shows particles; `Err` with why nothing shows
/// ([`content::why_nothing_shows`]) when none does. GPU particles are counted on the CPU.
pub fn choose_still(
    program: &Arc<EffectProgram>,
    options: &PlaybackOptions,
    view: &ViewInfo,
) -> Result<Still, String> {
    let mut playback = Playback::new(program.clone(), options.clone());
    if let Some(time) = still_time(&mut playback, view) {
        return Ok(Still {
            time,
            options: options.clone(),
            state_note: None,
        });
    }
    for (id, value) in content::state_trials(program) {
        if options.externals.0.contains_key(&id) {
            continue;
        }
        let mut tried = options.clone();
        tried.externals.0.insert(id, value);
        let mut playback = Playback::new(program.clone(), tried.clone());
        if let Some(time) = still_time(&mut playback, view) {
            let state = playback.state_at(time).state;
            return Ok(Still {
                time,
                options: tried,
                state_note: Some(format!("state {state}, external value {id} = {value}")),
            });
        }
    }
    Err(content::why_nothing_shows(program))
}
