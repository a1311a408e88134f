//! The GPU particles' scale benchmark (stepping and drawing 1,000,000 GPU particles per frame
//! against the CPU path at the same count), shared by `cargo bench --bench render`
//! and the browser benchmark page.
//!
//! The effect is generated here ([`effect`]): one node hosting one GPU particle system (10000,
//! or 10001 with a wind and a turbulence volume acting on it) that emits every frame so that
//! the asked number of particles is alive at every measured frame (lifetime 1 s). Each
//! measured frame plays it one step further (`Playback::frame`: the step, the emissions'
//! schedule and, on the CPU path, the evaluation), builds its draws as the viewer does
//! (`render::preview::frame_and_draws`) and draws it, three ways in turn:
//!
//! - **on the GPU**: the frame leaves the particles to the renderer's compute programs
//!   (`Playback::set_gpu_particle_capacity(u64::MAX)`), which write the billboard instances and
//!   the indirect draw's arguments on the device;
//! - **on the CPU**: the frame carries the CPU's evaluation of the same particles
//!   (`sim::gpu_particles::evaluate`, the WebGL2 path), uploaded as instances;
//! - **the baseline**: the CPU path's frame drawn again, no step and no evaluation: the upload
//!   and draw of the same instances alone.
//!
//! Each frame is waited for by reading a pixel back, so a time is everything the frame costs,
//! CPU and device. The ratios are paired: each frame's time over the other path's frame of the
//! same round (the same simulation time), so a change in a shared machine's load falls on both.
//!
//! The last round's GPU and CPU frames are read back (outside the timing) and compared with
//! each other and with the frame drawn without particles: a device that silently fails the
//! compute programs (a shader its compiler rejects) would otherwise give a fast, empty "GPU"
//! frame.

use super::{SIZE, bench_targets, camera, finish, median};
use fxr_demo::DemoError;
use fxr_draw::settings::RenderSettings;
use fxr_draw::source::NoTextures;
use fxr_draw::{DrawList, DrawOptions};
use fxr_formats::fxr::Fxr;
use fxr_gpu::effects::EffectRenderer;
use fxr_gpu::{Gpu, RenderError, readback};
use fxr_sim::playback::{Playback, PlaybackOptions};
use std::sync::Arc;

/// Live particles of the scale case.
pub const LARGE: u32 = 1_000_000;

/// Live particles of the viewer's case (the viewer is to stay interactive with 100,000
/// GPU particles).
pub const VIEWER: u32 = 100_000;

/// The particles' lifetime in frames of the file's 30 Hz (1 s).
const LIFETIME_FRAMES: u32 = 30;

/// The first measured frame's time: past the first lifetime, so the live count has settled.
const START_SECONDS: f32 = 1.5;

/// The benchmark's effect: a node hosting one GPU particle system for ever, emitting every
/// frame `live / 30` particles that live 1 s, so `live` particles are alive from the first
/// second on (a few more at times: an emission of a frame may outlive the boundary by float
/// rounding). They start in an 8 m box about the origin, drift slowly, and are small (0.06 m:
/// about two pixels at the benchmark's camera) and additive, so the frame measures the
/// particles rather than the fill. With `forces` the system is the Correct variant (10001)
/// and two force volumes act on every particle, a wind (10300) and a turbulence (10303)
/// sphere holding the whole cloud: each particle is then integrated from its birth by fixed
/// steps instead of in closed form.
pub fn effect(live: u32, forces: bool) -> Result<Fxr, DemoError> {
    effect_blended(live, forces, 4)
}

/// [`effect`] with another blendMode: 2 (Normal) needs its particles back to front, so its
/// frames pay the sort that the additive 4 skips.
pub fn effect_blended(live: u32, forces: bool, blend_mode: i32) -> Result<Fxr, DemoError> {
    use fxr_demo::builder::{
        ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, root_node,
    };
    use fxr_formats::fxr::Game;
    const ER: Game = Game::EldenRing;
    let act = |t: u16| ActionBuilder::er(t);
    let forever =
        || -> Result<_, DemoError> { Ok(act(129)?.constant("duration", &[-1.0])?.build()) };
    let per_frame = live.div_ceil(LIFETIME_FRAMES).min(i32::MAX as u32) as i32;
    let system = act(if forces { 10001 } else { 10000 })?
        .int("emitterShape", 1)?
        .floats("emitterSize", &[8.0, 8.0, 8.0])?
        .int("emissionParticleCount", per_frame)?
        .int("emissionParticleCountMin", 0)?
        .int("emissionParticleCountMax", 0)?
        .int("emissionIntervalMin", 1)?
        .int("emissionIntervalMax", 1)?
        .int("particleDuration", LIFETIME_FRAMES as i32)?
        .floats("particleSpeed", &[0.0, 0.3, 0.0])?
        .floats("particleSpeedMin", &[-0.3, -0.3, -0.3])?
        .floats("particleSpeedMax", &[0.3, 0.3, 0.3])?
        .floats("particleRotationVariance", &[0.0, 0.0, 180.0])?
        .flag("particleUniformScale", true)?
        .float("particleSizeX", 0.06)?
        .float("particleSizeXMax", 0.02)?
        .constant("color", &[1.0, 0.6, 0.3, 1.0])?
        .floats("colorMin", &[-0.2, -0.2, -0.1, 0.0])?
        .floats("colorMax", &[0.0, 0.3, 0.2, 0.0])?
        .int("blendMode", blend_mode)?
        .build();
    let host = ConfigBuilder::er()?.with([forever()?, system])?.build();
    let mut nodes = vec![basic_node(ER, vec![host], &[0], Vec::new())?];
    if forces {
        let wind = act(10300)?
            .constant("force", &[0.6])?
            .int("shape", 0)?
            .build();
        let turbulence = act(10303)?
            .constant("force", &[1.5])?
            .int("shape", 1)?
            .float("sphereRadius", 10.0)?
            .float("noiseScale", 0.6)?
            .build();
        for force in [wind, turbulence] {
            let config = ConfigBuilder::er()?.with([forever()?, force])?.build();
            nodes.push(basic_node(ER, vec![config], &[0], Vec::new())?);
        }
    }
    Ok(effect(90_002, vec![playing_state()], root_node(ER, nodes)?))
}

/// The benchmark's figures for one particle count: median milliseconds per frame of each way,
/// and the paired ratios.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct GpuParticlesTiming {
    /// Particles asked to be alive.
    pub particles: u32,
    /// Whether a wind and a turbulence act on them (10001) or not (10000).
    pub forces: bool,
    /// Whether the draw sorts its particles back to front (a Normal blend) or keeps their
    /// stable order (the additive blend, which does not need one).
    pub sorted: bool,
    /// Particles the CPU path drew (the median over the measured frames): the live count.
    pub drawn: u32,
    /// Whether the device ran the compute programs; else the renderer evaluated the "GPU"
    /// frame on the CPU too (a device without compute, or past its storage limit).
    pub computed: bool,
    /// Step, compute programs and draw.
    pub gpu_ms: f64,
    /// Step, CPU evaluation, upload and draw.
    pub cpu_ms: f64,
    /// The baseline: upload and draw of the CPU path's instances (no step, no evaluation).
    pub draw_ms: f64,
    /// cpu / gpu, paired by round: how many times faster the compute programs make a frame.
    pub cpu_over_gpu: f64,
    /// gpu / baseline, paired the same way.
    pub gpu_over_draw: f64,
    /// cpu / baseline, paired the same way.
    pub cpu_over_draw: f64,
    /// The fraction of the pixels the particles changed (against the same frame drawn
    /// without them) in the last GPU frame.
    pub gpu_covered: f64,
    /// The same in the last CPU frame.
    pub cpu_covered: f64,
    /// The fraction of the pixels whose colour differs by more than 8/255 in a channel
    /// between the last GPU and CPU frames (the same particles, in the same order).
    pub differing: f64,
}

/// The fraction of pixels whose colour channels differ by more than 8 between two images.
fn differing(a: &[u8], b: &[u8]) -> f64 {
    let n = a
        .chunks_exact(4)
        .zip(b.chunks_exact(4))
        .filter(|(p, q)| (0..3).any(|c| p[c].abs_diff(q[c]) > 8))
        .count();
    n as f64 / (a.len() / 4).max(1) as f64
}

/// Times `frames` rounds (after one warm-up round, which also simulates up to the start) of a
/// frame of [`effect`]`(live, forces)` on the GPU, on the CPU and the baseline, in turn, each
/// waited for by reading a pixel back. `now` gives milliseconds.
pub async fn measure(
    gpu: &Gpu,
    live: u32,
    forces: bool,
    frames: usize,
    now: &dyn Fn() -> f64,
) -> Result<GpuParticlesTiming, RenderError> {
    measure_blended(gpu, live, forces, 4, frames, now).await
}

/// [`measure`] of [`effect_blended`]: `blend_mode` 2 measures the sorted draw.
pub async fn measure_blended(
    gpu: &Gpu,
    live: u32,
    forces: bool,
    blend_mode: i32,
    frames: usize,
    now: &dyn Fn() -> f64,
) -> Result<GpuParticlesTiming, RenderError> {
    let fxr =
        effect_blended(live, forces, blend_mode).map_err(|e| RenderError::Device(e.to_string()))?;
    let program =
        fxr_sim::program::compile(&fxr).map_err(|e| RenderError::Device(e.to_string()))?;
    let program = Arc::new(program);
    // One renderer each, so each keeps its own buffers at their size from frame to frame.
    let mut gpu_renderer = EffectRenderer::new(gpu);
    let mut cpu_renderer = EffectRenderer::new(gpu);
    let mut on_gpu = Playback::new(program.clone(), PlaybackOptions::default());
    on_gpu.set_gpu_particle_capacity(gpu_renderer.gpu_particle_capacity());
    let mut on_gpu = fxr_draw::Player::new(on_gpu);
    let mut on_cpu = Playback::new(program, PlaybackOptions::default());
    on_cpu.set_gpu_particle_capacity(0);
    let mut on_cpu = fxr_draw::Player::new(on_cpu);
    let settings = RenderSettings {
        width: SIZE,
        height: SIZE,
        camera: camera(),
        grid: false,
        ..Default::default()
    };
    // `frame_and_draws` takes the settings to move the camera, which it does not do here.
    let mut frame_settings = settings.clone();
    let (probe, output, output_view) = bench_targets(gpu);
    let options = DrawOptions::default();
    let dt = on_gpu.playback.dt();
    let first = (START_SECONDS / dt).round() as usize;
    let mut times: [Vec<f64>; 3] = Default::default();
    let mut drawn = Vec::new();
    let mut images = (0.0, 0.0, 0.0);
    let mut computed = gpu_renderer.computes_particles();
    for k in 0..frames + 1 {
        let t = (first + k) as f32 * dt;
        let draw = |renderer: &mut EffectRenderer, list: &DrawList| {
            renderer.render(
                gpu,
                &NoTextures,
                list,
                &settings,
                &output_view,
                output.format(),
            );
        };
        // (a) On the GPU.
        let start = now();
        let (frame, list) =
            on_gpu.frame_and_draws(t, &mut frame_settings, &options, false, &NoTextures);
        draw(&mut gpu_renderer, &list);
        finish(gpu, &probe).await?;
        let gpu_ms = now() - start;
        let last = k == frames;
        let gpu_image = if last {
            readback::read_rgba8(gpu, &output).await?
        } else {
            Vec::new()
        };
        // The CPU evaluates the draws past the device's storage limit: say so.
        computed &= frame
            .draws
            .iter()
            .filter_map(|d| d.gpu.as_deref())
            .all(|g| !g.evaluated_on_cpu);
        on_gpu.playback.recycle(frame);
        // (b) On the CPU.
        let start = now();
        let (frame, list) =
            on_cpu.frame_and_draws(t, &mut frame_settings, &options, false, &NoTextures);
        draw(&mut cpu_renderer, &list);
        finish(gpu, &probe).await?;
        let cpu_ms = now() - start;
        if last {
            let cpu_image = readback::read_rgba8(gpu, &output).await?;
            // The background: the same frame without its draws (after the timing).
            let mut empty_list = list.clone();
            empty_list.draws.clear();
            draw(&mut cpu_renderer, &empty_list);
            let background = readback::read_rgba8(gpu, &output).await?;
            images = (
                differing(&gpu_image, &background),
                differing(&cpu_image, &background),
                differing(&gpu_image, &cpu_image),
            );
        }
        // The baseline: the same instances drawn again.
        let start = now();
        draw(&mut cpu_renderer, &list);
        finish(gpu, &probe).await?;
        let draw_ms = now() - start;
        drawn.push(frame.instance_count() as f64);
        on_cpu.playback.recycle(frame);
        if k >= 1 {
            for (v, ms) in times.iter_mut().zip([gpu_ms, cpu_ms, draw_ms]) {
                v.push(ms);
            }
        }
    }
    let paired = |a: usize, b: usize| {
        median(
            times[a]
                .iter()
                .zip(&times[b])
                .map(|(x, y)| x / y.max(1e-9))
                .collect(),
        )
    };
    let (cpu_over_gpu, gpu_over_draw, cpu_over_draw) = (paired(1, 0), paired(0, 2), paired(1, 2));
    let [gpu_ms, cpu_ms, draw_ms] = times.map(median);
    Ok(GpuParticlesTiming {
        particles: live,
        forces,
        sorted: fxr_sim::gpu_particles::params::blend_needs_sorting(blend_mode),
        drawn: median(drawn) as u32,
        computed,
        gpu_ms,
        cpu_ms,
        draw_ms,
        cpu_over_gpu,
        gpu_over_draw,
        cpu_over_draw,
        gpu_covered: images.0,
        cpu_covered: images.1,
        differing: images.2,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The effect keeps the asked number alive (within an emission) at the measured times,
    /// with and without forces, and leaves them to the renderer when asked.
    #[test]
    fn the_effect_keeps_the_asked_count_alive() {
        for forces in [false, true] {
            let fxr = effect(3000, forces).expect("effect");
            let program = Arc::new(fxr_sim::program::compile(&fxr).expect("compile"));
            let mut playback = Playback::new(program.clone(), PlaybackOptions::default());
            let view = camera().view_info();
            for k in 0..3 {
                let t = START_SECONDS + k as f32 / 30.0;
                let frame = playback.frame(t, &view);
                let n = frame.instance_count();
                assert!(
                    (2900..=3200).contains(&n),
                    "{n} alive at {t} s (forces: {forces})"
                );
            }
            let mut left = Playback::new(program, PlaybackOptions::default());
            left.set_gpu_particle_capacity(u64::MAX);
            let frame = left.frame(START_SECONDS, &view);
            let gpu = frame.draws[0].gpu.as_deref().expect("a GPU particle draw");
            assert!(!gpu.evaluated_on_cpu);
            assert_eq!(gpu.forces.len(), if forces { 2 } else { 0 });
            assert!((3000..=3200).contains(&gpu.candidates()));
        }
    }
}
