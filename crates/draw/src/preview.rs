//! One effect frame, start to finish: play to a time, frame the camera if asked, build the draw
//! list. Shared by the command line, the tests and the browser viewer so all three draw the
//! same frame for the same inputs.

use super::draws::{self, DrawList, DrawOptions};
use super::settings::RenderSettings;
use super::source::TextureSource;
use fxr_sim::instances::ViewInfo;
use fxr_sim::playback::{Frame, Playback};
use glam::Vec3;

/// The box around the particles alive at `time` (what a camera frames), or `None` when none
/// is. GPU particles are evaluated on the CPU for it even when the renderer computes them, so
/// the framing is the same on every device.
pub fn bounds(playback: &mut Playback, time: f32, view: &ViewInfo) -> Option<(Vec3, Vec3)> {
    let on_cpu = playback.gpu_particles_on_cpu();
    playback.set_gpu_particles_on_cpu(true);
    let probe = playback.frame(time, view);
    playback.set_gpu_particles_on_cpu(on_cpu);
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
/// (the effect's first peak, before a long tail of the same count), or `None` when nothing is
/// alive at any of those times. GPU particles are counted as the CPU evaluates them, so every
/// device picks the same time.
pub fn still_time(playback: &mut Playback, view: &ViewInfo) -> Option<f32> {
    let on_cpu = playback.gpu_particles_on_cpu();
    playback.set_gpu_particles_on_cpu(true);
    let steps = (STILL_SPAN / STILL_STEP).round() as u32;
    let counts: Vec<(f32, usize)> = (1..=steps)
        .map(|k| {
            let t = k as f32 * STILL_STEP;
            let frame = playback.frame(t, view);
            let live = frame.instance_count();
            playback.recycle(frame);
            (t, live)
        })
        .collect();
    playback.set_gpu_particles_on_cpu(on_cpu);
    let most = counts.iter().map(|c| c.1).max().unwrap_or(0);
    if most == 0 {
        return None;
    }
    counts
        .iter()
        .find(|(_, live)| *live * 10 >= most * 9)
        .map(|(t, _)| *t)
}

/// Plays `playback` to `time` and builds the frame's draw list. With `auto_camera` the
/// settings' camera is first moved to frame the particles alive at that time (keeping its
/// angles); it stays as it is when nothing is alive. Models are read from `source`.
pub fn frame_and_draws(
    playback: &mut Playback,
    time: f32,
    settings: &mut RenderSettings,
    options: &DrawOptions,
    auto_camera: bool,
    source: &dyn TextureSource,
) -> (Frame, DrawList) {
    if auto_camera && let Some((min, max)) = bounds(playback, time, &settings.view_info()) {
        settings.camera = settings.camera.framing(min, max);
    }
    let frame = playback.frame(time, &settings.view_info());
    let vs = draws::view_buffer(&settings.camera, settings.width, settings.height);
    let options = DrawOptions {
        transparent: settings.transparent(),
        ..options.clone()
    };
    let list = draws::build(
        playback.program(),
        &frame,
        &playback.options().externals,
        &options,
        vs,
        source,
    );
    (frame, list)
}
