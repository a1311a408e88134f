//! A session: the files opened, the effect selected and playing, what the user set about it
//! (external values, draw options, constant overrides, hidden nodes, edits), and the last
//! frame built, which the inspector describes. The web viewer and the command line drive one
//! each; both draw its frames' lists with their renderer.

use crate::error::SessionError;
use fxr_draw::{DrawList, DrawOptions, Override, Player, RenderSettings};
use fxr_inspect::FrameView;
use fxr_library::{Backing, EffectSummary, Library, OpenSummary};
use fxr_sim::curve::ExternalValues;
use fxr_sim::instances::ViewInfo;
use fxr_sim::playback::{Frame, Playback, PlaybackOptions};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

/// The most overrides in force at once.
pub const MAX_OVERRIDES: usize = 1024;

/// The effect a session plays.
#[derive(Debug)]
pub struct Selection {
    /// The effect's id.
    pub id: i32,
    /// Its playback, and its appearances resolved for drawing.
    pub player: Player,
}

/// A node of the playing effect as the inspector lists it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct NodeState {
    /// Its path, as the draw list names it ("0/2/1"; "…/@id/…" through a proxy).
    pub path: String,
    /// Its live particles at the time asked for.
    pub particles: usize,
    /// Whether its draws are hidden.
    pub hidden: bool,
}

/// What a frame shows beyond its draws: the sounds fired so far (listed, not played), the
/// level each levels-of-detail node shows, the water pushes under way, and whether the work
/// bound cut the warm-up short.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EffectEvents {
    /// Sounds fired up to the frame's time, in order.
    pub sounds: Vec<fxr_sim::node::SoundEvent>,
    /// Sounds past the kept number, counted only.
    pub sounds_dropped: u32,
    /// Each levels-of-detail node's level shown.
    pub levels_of_detail: Vec<fxr_sim::playback::LevelOfDetailShown>,
    /// The water pushes under way.
    pub water_pushes: Vec<fxr_sim::playback::WaterPushShown>,
    /// The initial simulation time, when the work bound cut it short.
    pub warmup_cut: Option<fxr_sim::playback::WarmupCut>,
}

/// The files opened, the effect playing and what the user set about it.
#[derive(Debug, Default)]
pub struct Session {
    pub(crate) library: Library,
    pub(crate) selection: Option<Selection>,
    pub(crate) externals: ExternalValues,
    pub(crate) draw_options: DrawOptions,
    pub(crate) overrides: Vec<Override>,
    pub(crate) hidden: BTreeSet<String>,
    /// The effect whose edited version is in its file's place, if any: one at a time, so
    /// that another effect's edits never linger unseen.
    pub(crate) edited: Option<i32>,
    pub(crate) gpu_particle_capacity: u64,
    pub(crate) last: Option<(Frame, DrawList)>,
    /// The names files opened (`names.rs`), and their index once asked for.
    pub(crate) names: fxr_names::NameSources,
    pub(crate) name_index: std::sync::OnceLock<fxr_names::NameIndex>,
}

impl Session {
    /// A session with nothing open, whose frames leave to the renderer's compute programs
    /// the GPU particle draws of up to `gpu_particle_capacity` candidates
    /// (`EffectRenderer::gpu_particle_capacity`; 0: the CPU evaluates them all).
    pub fn new(gpu_particle_capacity: u64) -> Self {
        Session {
            gpu_particle_capacity,
            ..Session::default()
        }
    }

    /// A session over files already opened.
    pub fn with_library(library: Library, gpu_particle_capacity: u64) -> Self {
        Session {
            library,
            gpu_particle_capacity,
            ..Session::default()
        }
    }

    /// The opened files.
    pub fn library(&self) -> &Library {
        &self.library
    }

    /// Opens a file whose bytes stay where they are (a JavaScript buffer, a file on disk):
    /// its headers are read now, each entry when needed.
    pub fn open(
        &mut self,
        name: &str,
        backing: Arc<dyn Backing>,
    ) -> Result<OpenSummary, SessionError> {
        Ok(self.library.open_backed(name, backing)?)
    }

    /// Opens a file's bytes, which the library keeps.
    pub fn open_owned(&mut self, name: &str, bytes: Vec<u8>) -> Result<OpenSummary, SessionError> {
        Ok(self.library.open_owned(name, bytes)?)
    }

    /// Every opened effect, as the effect list shows it.
    pub fn effects(&self) -> Vec<EffectSummary> {
        self.library
            .effects()
            .filter_map(|(&id, _)| self.library.summary(id))
            .collect()
    }

    /// Plays effect `id` with `seed`, stepping at `rate` Hz (30 or 60), with the session's
    /// external values. Node paths and node overrides belong to the effect they were made
    /// on: choosing another effect drops them.
    pub fn select(&mut self, id: i32, seed: u32, rate: u32) -> Result<(), SessionError> {
        let program = fxr_sim::compile_effect(&self.library, id)?;
        self.library.played();
        let options = PlaybackOptions {
            seed,
            rate,
            externals: self.externals.clone(),
            ..Default::default()
        };
        if self.selected() != Some(id) {
            self.hidden.clear();
            self.overrides.retain(|o| o.node.is_none());
        }
        self.selection = Some(Selection {
            id,
            player: Player::new(self.playback(program, options)),
        });
        self.last = None;
        Ok(())
    }

    /// Says which effect will play once what is being opened is listed (`None`: the first
    /// listed), so that it is parsed once, for its row and its playback together
    /// ([`Library::will_play`]).
    pub fn will_play(&mut self, effect: Option<i32>) {
        self.library.will_play(effect);
    }

    /// Plays nothing.
    pub fn deselect(&mut self) {
        self.selection = None;
        self.last = None;
    }

    /// The effect playing.
    pub fn selected(&self) -> Option<i32> {
        self.selection.as_ref().map(|s| s.id)
    }

    /// The effect playing, with its playback.
    pub fn selection(&self) -> Option<&Selection> {
        self.selection.as_ref()
    }

    /// A playback of `program` that leaves to the renderer what it can compute.
    pub(crate) fn playback(
        &self,
        program: Arc<fxr_sim::program::EffectProgram>,
        options: PlaybackOptions,
    ) -> Playback {
        let mut playback = Playback::new(program, options);
        playback.set_gpu_particle_capacity(self.gpu_particle_capacity);
        playback
    }

    /// Plays the selected effect again from the start with `options` (cached states were
    /// computed with the old ones).
    pub(crate) fn restart(&mut self, options: PlaybackOptions) {
        if let Some(selection) = &self.selection {
            let program = selection.player.playback.program().clone();
            let playback = self.playback(program, options);
            if let Some(selection) = &mut self.selection {
                selection.player = Player::new(playback);
            }
        }
        self.last = None;
    }

    /// The external values set (the game's inputs: time of day...); unset ones are 0.
    pub fn externals(&self) -> &ExternalValues {
        &self.externals
    }

    /// Sets the external values and restarts the playing effect with them.
    pub fn set_externals(&mut self, externals: ExternalValues) {
        self.externals = externals;
        if let Some(selection) = &self.selection {
            let options = PlaybackOptions {
                externals: self.externals.clone(),
                ..selection.player.playback.options().clone()
            };
            self.restart(options);
        }
    }

    /// The draw options (the notes' unknowns we chose).
    pub fn draw_options(&self) -> &DrawOptions {
        &self.draw_options
    }

    /// Replaces the draw options; out-of-range numbers are refused with the field's name.
    pub fn set_draw_options(&mut self, options: DrawOptions) -> Result<(), SessionError> {
        check_draw_options(&options).map_err(SessionError::Refused)?;
        self.draw_options = options;
        self.last = None;
        Ok(())
    }

    /// Plays the selected effect to `time` and builds its draw list as `settings` ask (the
    /// hidden nodes left out, the overrides applied); it is kept as the last frame, which the
    /// inspector describes. `None` when nothing plays.
    pub fn frame(
        &mut self,
        time: f32,
        settings: &mut RenderSettings,
        auto_camera: bool,
    ) -> Option<&(Frame, DrawList)> {
        let selection = self.selection.as_mut()?;
        // The last frame's instance arrays are refilled rather than allocated again.
        if let Some((last, _)) = self.last.take() {
            selection.player.playback.recycle(last);
        }
        let (frame, mut list) = selection.player.frame_and_draws(
            time,
            settings,
            &self.draw_options,
            auto_camera,
            &self.library,
        );
        list.hide_nodes(&self.hidden);
        list.apply_overrides(&self.overrides);
        self.last = Some((frame, list));
        self.last.as_ref()
    }

    /// The last frame built, as the inspector reads it.
    pub fn last(&self) -> Option<FrameView<'_>> {
        let (frame, list) = self.last.as_ref()?;
        let program = self.selection.as_ref()?.player.playback.program();
        Some(FrameView {
            program,
            frame,
            list,
        })
    }

    /// Forgets the last frame (what it showed no longer holds).
    pub fn invalidate(&mut self) {
        self.last = None;
    }

    /// Moves `settings`' camera to frame the particles alive at `time` (keeping its angles);
    /// whether anything was alive to frame.
    pub fn frame_camera(&mut self, time: f32, settings: &mut RenderSettings) -> bool {
        let Some(selection) = self.selection.as_mut() else {
            return false;
        };
        let view = settings.view_info();
        match fxr_sim::still::bounds(&mut selection.player.playback, time, &view) {
            Some((min, max)) => {
                settings.camera = settings.camera.framing(min, max);
                true
            }
            None => false,
        }
    }

    /// What the frame at `time` shows beyond its draws; `None` when nothing plays.
    pub fn events(&mut self, time: f32, view: &ViewInfo) -> Option<EffectEvents> {
        let playback = &mut self.selection.as_mut()?.player.playback;
        let sounds = playback.sounds(time);
        let frame = playback.frame(time, view);
        let events = EffectEvents {
            sounds: sounds.events,
            sounds_dropped: sounds.dropped,
            levels_of_detail: frame.levels_of_detail.clone(),
            water_pushes: frame.water_pushes.clone(),
            warmup_cut: playback.warmup_cut(),
        };
        playback.recycle(frame);
        Some(events)
    }

    /// The nodes of the playing effect with their live particles at `time`: every node of
    /// its tree in order, then the nodes reached through proxies that are alive.
    pub fn nodes(&mut self, time: f32) -> Result<Vec<NodeState>, SessionError> {
        let Some(selection) = self.selection.as_mut() else {
            return Ok(Vec::new());
        };
        let counts: BTreeMap<String, usize> = selection
            .player
            .playback
            .particle_counts(time)
            .into_iter()
            .collect();
        let mut paths = match self.library.effect(selection.id) {
            Some(entry) => fxr_inspect::describe::node_paths(entry.fxr()?),
            None => Vec::new(),
        };
        let known: BTreeSet<String> = paths.iter().cloned().collect();
        paths.extend(counts.keys().filter(|p| !known.contains(*p)).cloned());
        Ok(paths
            .into_iter()
            .map(|path| NodeState {
                hidden: self.hidden.contains(&path),
                particles: counts.get(&path).copied().unwrap_or(0),
                path,
            })
            .collect())
    }

    /// Hides or shows the draws of the node at `path`.
    pub fn set_node_hidden(&mut self, path: &str, hidden: bool) {
        if hidden {
            self.hidden.insert(path.to_string());
        } else {
            self.hidden.remove(path);
        }
        self.last = None;
    }

    /// The hidden node paths.
    pub fn hidden(&self) -> &BTreeSet<String> {
        &self.hidden
    }

    /// Sets an override (one for the same node, buffer and variable is replaced); a
    /// variable, count or value that does not fit the buffer's layout is refused.
    pub fn set_override(&mut self, o: Override) -> Result<(), SessionError> {
        o.check().map_err(|e| {
            SessionError::Refused(format!("override of {}.{}: {e}", o.buffer, o.name))
        })?;
        if self.overrides.len() >= MAX_OVERRIDES {
            return Err(SessionError::Refused(format!(
                "override: at most {MAX_OVERRIDES} at once"
            )));
        }
        self.overrides
            .retain(|x| (&x.node, &x.buffer, &x.name) != (&o.node, &o.buffer, &o.name));
        self.overrides.push(o);
        self.last = None;
        Ok(())
    }

    /// Removes the override of `buffer`.`name` for `node` (none: the one for every draw).
    pub fn remove_override(&mut self, node: Option<String>, buffer: &str, name: &str) {
        self.overrides
            .retain(|x| !(x.node == node && x.buffer == buffer && x.name == name));
        self.last = None;
    }

    /// Removes every override.
    pub fn clear_overrides(&mut self) {
        self.overrides.clear();
        self.last = None;
    }

    /// The overrides in force, in the order they apply.
    pub fn overrides(&self) -> &[Override] {
        &self.overrides
    }
}

/// Checks the draw options' numbers against their ranges, naming the field.
fn check_draw_options(options: &DrawOptions) -> Result<(), String> {
    let finite_in = |v: f32, lo: f32, hi: f32| v.is_finite() && (lo..=hi).contains(&v);
    if !options
        .unlit_factor
        .is_none_or(|k| finite_in(k, 0.0, 100.0))
    {
        return Err("draw options: unlit_factor must be from 0 to 100".into());
    }
    if !options
        .unlit_factors
        .values()
        .iter()
        .all(|&v| finite_in(v, 0.0, 100.0))
    {
        return Err("draw options: unlit_factors must each be from 0 to 100".into());
    }
    if !finite_in(options.distortion_opacity, 0.0, 1000.0) {
        return Err("draw options: distortion_opacity must be from 0 to 1000".into());
    }
    if !finite_in(options.pre_exposure, 1e-6, 1e6)
        || !finite_in(options.stir_wave_number, -1e4, 1e4)
    {
        return Err(
            "draw options: pre_exposure (above 0) and stir_wave_number must be finite and bounded"
                .into(),
        );
    }
    if !options
        .light_preset
        .iter()
        .all(|&v| finite_in(v, 0.0, 100.0))
        || options.max_sheets > 4096
    {
        return Err("draw options: light_preset from 0 to 100, max_sheets at most 4096".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The effect said to play keeps its row's tree until it plays: selecting an effect ends
    /// what was said, and the rows made after drop their trees again.
    #[test]
    fn playing_an_effect_ends_the_one_said_to_play() {
        let mut session = Session::new(0);
        let binder = fxr_demo::demo_binder().expect("the demo binder builds");
        session
            .open_owned(fxr_demo::DEMO_BINDER_NAME, binder)
            .expect("opens");
        session.will_play(Some(1001));
        assert_eq!(session.library().about_to_play(), Some(Some(1001)));
        session.select(1000, 1, 30).expect("plays");
        assert_eq!(session.library().about_to_play(), None);
        session.will_play(None);
        assert_eq!(session.library().about_to_play(), Some(None));
        session.select(1001, 1, 30).expect("plays");
        assert_eq!(session.library().about_to_play(), None);
    }
}
