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
