//! An effect's still drawn aside (the visual index's thumbnails, a picture of an effect at a
//! time): its own playback from the start, so what the session plays is untouched.

use crate::error::SessionError;
use crate::session::Session;
use fxr_draw::{DrawList, Player, RenderSettings};
use fxr_sim::playback::PlaybackOptions;

/// An effect's frame drawn aside, and what it shows.
#[derive(Debug)]
pub struct StillFrame {
    /// Its draw list.
    pub list: DrawList,
    /// The live instances it holds.
    pub instances: usize,
    /// The time drawn; `None` when the still rule found nothing alive (1 s drawn).
    pub time: Option<f32>,
    /// The state drawn and the external value set for it, when not the first state.
    pub state_note: Option<String>,
    /// Why nothing shows, when the still rule found nothing alive.
    pub empty: Option<String>,
}

impl Session {
    /// Effect `id` at `time` with `seed`, as `settings` ask (their camera framing the live
    /// particles with `auto_camera`). `time` `None`: the still rule's
    /// (`fxr_sim::still::choose_still`, the contact sheet's too), which may set an external
    /// value to show a later state; when nothing is alive in the effect's first seconds it
    /// draws 1 s and says why.
    pub fn still(
        &self,
        id: i32,
        time: Option<f32>,
        seed: u32,
        settings: &mut RenderSettings,
        auto_camera: bool,
    ) -> Result<StillFrame, SessionError> {
        let program = fxr_sim::compile_effect(&self.library, id)?;
        let options = PlaybackOptions {
            seed,
            externals: self.externals.clone(),
            ..Default::default()
        };
        let (chosen, options, state_note, empty) = match time {
            Some(t) => (Some(t), options, None, None),
            None => match fxr_sim::still::choose_still(&program, &options, &settings.view_info()) {
                Ok(still) => (Some(still.time), still.options, still.state_note, None),
                Err(why) => (None, options, None, Some(why)),
            },
        };
        let mut player = Player::new(self.playback(program, options));
        let (frame, list) = player.frame_and_draws(
            chosen.unwrap_or(1.0),
            settings,
            &self.draw_options,
            auto_camera,
            &self.library,
        );
        Ok(StillFrame {
            list,
            instances: frame.instance_count(),
            time: chosen,
            state_note,
            empty,
        })
    }
}
