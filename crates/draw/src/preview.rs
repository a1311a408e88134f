//! One effect frame, start to finish: play to a time, frame the camera if asked, build the draw
//! list. Shared by the command line, the tests and the browser viewer so all three draw the
//! same frame for the same inputs.

use crate::build::{build, view_buffer};
use crate::families::DrawProgram;
use crate::list::DrawList;
use crate::options::DrawOptions;
use crate::settings::RenderSettings;
use crate::source::TextureSource;
use fxr_sim::playback::{Frame, Playback};
use fxr_sim::still;

/// An effect being played and drawn: its playback, and its appearances resolved for drawing
/// once, when it was loaded.
#[derive(Debug)]
pub struct Player {
    /// The playback.
    pub playback: Playback,
    /// The effect's appearances, resolved for drawing.
    pub draws: DrawProgram,
}

impl Player {
    /// Draws what `playback` plays.
    pub fn new(playback: Playback) -> Self {
        let draws = DrawProgram::new(playback.program());
        Player { playback, draws }
    }

    /// Plays to `time` and builds the frame's draw list. With `auto_camera` the settings'
    /// camera is first moved to frame the particles alive at that time (keeping its angles);
    /// it stays as it is when nothing is alive. Models are read from `source`.
    pub fn frame_and_draws(
        &mut self,
        time: f32,
        settings: &mut RenderSettings,
        options: &DrawOptions,
        auto_camera: bool,
        source: &dyn TextureSource,
    ) -> (Frame, DrawList) {
        if auto_camera
            && let Some((min, max)) = still::bounds(&mut self.playback, time, &settings.view_info())
        {
            settings.camera = settings.camera.framing(min, max);
        }
        let frame = self.playback.frame(time, &settings.view_info());
        let vs = view_buffer(&settings.camera, settings.width, settings.height);
        let options = DrawOptions {
            transparent: settings.transparent(),
            ..options.clone()
        };
        let list = build(
            &self.draws,
            &frame,
            &self.playback.options().externals,
            &options,
            vs,
            source,
        );
        (frame, list)
    }
}
