//! The renderer benchmark, shared by `cargo bench --bench render` and the browser benchmark
//! page so both time the same work: frames of N billboards or multi-texture billboards drawn
//! by the effect programs, against the same N quads drawn by a minimal instanced-quad
//! pipeline (the render test scene's sprite) on the same device in the same run. The ratio of
//! the two frame times is the figure: what the engine's programs cost over drawing quads.
//!
//! Each frame is submitted and waited for by reading one pixel back, so a frame time is the
//! GPU's time to draw it plus a small fixed round trip both sides pay alike.
//!
//! The passes benchmark ([`measure_passes`]) times the screen-space passes: a frame of an
//! effect (built with the demo builder, played and turned into draws as the viewer does) of
//! [`PASSES_BILLBOARDS`] billboards and [`PASSES_SHEETS`] distortion sheets (push, with a
//! normal map) with bloom on (the billboards drawn by their GlowD programs into the glow
//! target, then the bloom chain), against the same frame without them (the sheets' draws
//! left out, the billboards by their plain programs, the chain off), and with each of the
//! two alone, frames alternating in the same run.
//!
//! The GPU particles' scale benchmark ([`particles`]) steps, evaluates and draws up to a
//! million GPU particles a frame with the compute programs and on the CPU.

pub mod particles;

use fxr_draw::OrbitCamera;
use fxr_draw::constants::{Buffer, PS_COMMON, Provenance, Value};
use fxr_draw::settings::{BloomOptions, RenderSettings};
use fxr_draw::source::NoTextures;
use fxr_draw::{Depth, Draw, DrawList, Family, Variant, blend_for_mode};
use fxr_gpu::effects::EffectRenderer;
use fxr_gpu::sprite::{SpritePipeline, ViewConstants};
use fxr_gpu::texture::GpuTexture;
use fxr_gpu::{Gpu, RenderError, readback, targets::FrameTargets};
use fxr_sim::appearance::AppearanceKind;
use fxr_sim::instances::{BillboardInstance, Instances, MultiTextureInstance};
use fxr_sim::playback::{Frame, NodeDraw};
use glam::Vec3;

/// The frame size of every measurement.
pub const SIZE: u32 = 512;

/// A camera 24 m from the centre of the 10 m cube the quads fill.
fn camera() -> OrbitCamera {
    OrbitCamera {
        target: Vec3::ZERO,
        yaw: 0.4,
        pitch: 0.3,
        distance: 24.0,
        ..OrbitCamera::default()
    }
}

/// `n` quads of 0.25 m facing the camera at pseudo-random places in a 10 m cube (a fixed
/// sequence, so every run draws the same frame).
fn rows(n: usize) -> Vec<[[f32; 4]; 3]> {
    let mut state = 0x1234_5678u32;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        (state as f32 / u32::MAX as f32) * 10.0 - 5.0
    };
    let view = camera().view_info();
    (0..n)
        .map(|_| {
            let p = Vec3::new(next(), next(), next());
            let (x, y, z) = (view.right * 0.25, view.up * 0.25, -view.forward);
            [
                [x.x, y.x, z.x, p.x],
                [x.y, y.y, z.y, p.y],
                [x.z, y.z, z.z, p.z],
            ]
        })
        .collect()
}

/// A frame of `n` instances of `family` (Billboard or MultiTexture) and its one draw.
pub fn synthetic_frame(family: Family, n: usize) -> (Frame, DrawList) {
    let rows = rows(n);
    let (kind, action_type, instances) = match family {
        Family::MultiTexture => (
            AppearanceKind::MultiTextureBillboard,
            604,
            Instances::MultiTexture(
                rows.iter()
                    .map(|r| MultiTextureInstance {
                        rows: *r,
                        color: [255, 200, 150, 200],
                        layer_colors: [[255; 4], [200, 200, 255, 160], [255, 220, 200, 120]],
                        color_scale: [1.0; 4],
                        tex0: [0.0, 0.0, 0.1, 0.2],
                        tex1: [0.3, 0.4, 1.0, 1.0],
                        tex2: [0.5, 0.5, 1.5, 1.5],
                        tex3: [0.0; 4],
                        params: [0.0; 4],
                    })
                    .collect(),
            ),
        ),
        _ => (
            AppearanceKind::Billboard,
            603,
            Instances::Billboard(
                rows.iter()
                    .map(|r| BillboardInstance {
                        rows: *r,
                        color: [255, 200, 150, 200],
                        color_scale: [1.0; 4],
                        cell: [0.0; 4],
                        cell_size: [1.0, 1.0, 0.0, 0.0],
                        params: [0.0; 4],
                    })
                    .collect(),
            ),
        ),
    };
    let count = instances.len();
    let frame = Frame {
        time: 0.0,
        effect_time: 0.0,
        state: 0,
        levels_of_detail: Vec::new(),
        water_pushes: Vec::new(),
        gpu_particles_left_out: 0,
        draws: vec![NodeDraw {
            node: "bench".into(),
            config: 0,
            action_type,
            kind,
            active_time: 0.0,
            instances,
            gpu: None,
        }],
    };
    let mut ps = Buffer::new(PS_COMMON);
    let p = Provenance::Ours { note: "benchmark" };
    ps.set("g_vColorScale", Value::Floats([1.0; 4]), p.clone());
    ps.set("g_ps_ColorBlendType", Value::Int(0), p.clone());
    ps.set("g_ps_TexBlendType2", Value::Int(0), p.clone());
    ps.set("g_ps_TexBlendType3", Value::Int(2), p.clone());
    ps.set("g_ps_BlendingMode", Value::Int(2), p.clone());
    ps.set("g_transductionAlphaToColorScale", Value::Float(1.0), p);
    let (blend, _, rule) = blend_for_mode(4, false);
    let (instances, runs) = fxr_draw::build::frame_instances(&frame);
    let draw = Draw {
        instance_bytes: runs[0].clone(),
        program: "benchmark".into(),
        family,
        variant: Variant::default(),
        node: "bench".into(),
        action_type,
        frame_draw: 0,
        first_instance: 0,
        instance_count: count,
        textures: Vec::new(),
        columns: 1,
        blend,
        blend_rule: rule,
        depth: Depth {
            compare: "GreaterEqual",
            write: false,
        },
        ps,
        model: None,
        gpu_particles: None,
    };
    let vs = fxr_draw::view_buffer(&camera(), SIZE, SIZE);
    let lights = fxr_draw::Lights {
        ambient: 0.35,
        directional: 0.65,
        points: Vec::new(),
        spots: Vec::new(),
        note: "the benchmark's fixed preset",
    };
    (
        frame,
        DrawList {
            vs,
            draws: vec![draw],
            lights,
            instances,
            gpu_particles: Vec::new(),
        },
    )
}

/// The minimal instanced-quad pipeline and its resources.
struct Baseline {
    pipeline: SpritePipeline,
    targets: FrameTargets,
    view_group: wgpu::BindGroup,
    texture_group: wgpu::BindGroup,
    instances: wgpu::Buffer,
    count: u32,
}

impl Baseline {
    fn new(gpu: &Gpu, rows: &[[[f32; 4]; 3]]) -> Self {
        use wgpu::util::DeviceExt;
        let targets = FrameTargets::new(gpu, SIZE, SIZE, false);
        let pipeline = SpritePipeline::new(gpu, targets.scene_format());
        let view = gpu
            .device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("baseline view"),
                contents: bytemuck::bytes_of(&ViewConstants::new(&camera(), SIZE, SIZE)),
                usage: wgpu::BufferUsages::UNIFORM,
            });
        let texture = GpuTexture::from_rgba8(
            gpu,
            "baseline",
            64,
            64,
            &fxr_gpu::texture::placeholder_pixels(1),
        );
        let sprites: Vec<fxr_gpu::sprite::SpriteInstance> = rows
            .iter()
            .map(|r| fxr_gpu::sprite::SpriteInstance {
                rows: *r,
                color: [255, 200, 150, 200],
                cell: [0.0, 0.0, 1.0, 1.0],
            })
            .collect();
        let instances = gpu
            .device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("baseline instances"),
                contents: bytemuck::cast_slice(&sprites),
                usage: wgpu::BufferUsages::VERTEX,
            });
        Baseline {
            view_group: pipeline.view_bind_group(gpu, &view),
            texture_group: pipeline.texture_bind_group(gpu, &texture),
            pipeline,
            targets,
            instances,
            count: rows.len() as u32,
        }
    }

    fn encode(&self, gpu: &Gpu) {
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("baseline"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &self.targets.scene_view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                    view: &self.targets.depth_view,
                    depth_ops: Some(wgpu::Operations {
                        load: wgpu::LoadOp::Clear(0.0),
                        store: wgpu::StoreOp::Store,
                    }),
                    stencil_ops: None,
                }),
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
            self.pipeline.draw(
                &mut pass,
                &self.view_group,
                &self.texture_group,
                &self.instances,
                self.count,
            );
        }
        gpu.queue.submit([encoder.finish()]);
    }
}

/// One measurement: milliseconds per frame of the effect program and of the baseline, and of
/// each with no instance, which tells the draws' cost from what a frame pays whatever it
/// draws (the effect renderer's opaque pass, glow and tonemap; the baseline's clear).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Timing {
    /// Instances per frame.
    pub instances: usize,
    /// Median milliseconds per frame with the effect program.
    pub program_ms: f64,
    /// Median milliseconds per frame with the minimal quad pipeline.
    pub baseline_ms: f64,
    /// Median milliseconds per frame of the effect renderer drawing no instance.
    pub program_empty_ms: f64,
    /// Median milliseconds per frame of the baseline drawing no instance.
    pub baseline_empty_ms: f64,
}

impl Timing {
    /// program / baseline.
    pub fn ratio(&self) -> f64 {
        self.program_ms / self.baseline_ms.max(1e-9)
    }

    /// The draws alone: (program - its empty frame) / (baseline - its empty frame).
    pub fn draws_ratio(&self) -> f64 {
        (self.program_ms - self.program_empty_ms)
            / (self.baseline_ms - self.baseline_empty_ms).max(1e-9)
    }
}

/// Waits for everything submitted so far by reading one pixel back.
async fn finish(gpu: &Gpu, texture: &wgpu::Texture) -> Result<(), RenderError> {
    readback::read_rgba8(gpu, texture).await.map(|_| ())
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

/// Times `frames` frames of `n` instances of `family` (alternating with the baseline, after
/// two warm-up frames each). `now` gives milliseconds (`Instant` natively,
/// `performance.now()` in the browser).
pub async fn measure(
    gpu: &Gpu,
    family: Family,
    n: usize,
    frames: usize,
    now: &dyn Fn() -> f64,
) -> Result<Timing, RenderError> {
    let (_, list) = synthetic_frame(family, n);
    let (_, empty_list) = synthetic_frame(family, 0);
    let baseline = Baseline::new(gpu, &rows(n));
    let mut empty_baseline = Baseline::new(gpu, &rows(1));
    empty_baseline.count = 0;
    let mut renderer = EffectRenderer::new(gpu);
    let settings = RenderSettings {
        width: SIZE,
        height: SIZE,
        camera: camera(),
        grid: false,
        ..Default::default()
    };
    let (probe, output, output_view) = bench_targets(gpu);
    // Program, baseline and their empty frames in turn, after two warm-up rounds.
    let mut times: [Vec<f64>; 4] = Default::default();
    for k in 0..frames + 2 {
        for (slot, times) in times.iter_mut().enumerate() {
            let start = now();
            match slot {
                0 | 2 => {
                    let list = if slot == 0 { &list } else { &empty_list };
                    renderer.render(
                        gpu,
                        &NoTextures,
                        list,
                        &settings,
                        &output_view,
                        output.format(),
                    );
                }
                1 => baseline.encode(gpu),
                _ => empty_baseline.encode(gpu),
            }
            finish(gpu, &probe).await?;
            if k >= 2 {
                times.push(now() - start);
            }
        }
    }
    let [program, base, program_empty, base_empty] = times.map(median);
    Ok(Timing {
        instances: n,
        program_ms: program,
        baseline_ms: base,
        program_empty_ms: program_empty,
        baseline_empty_ms: base_empty,
    })
}

/// Billboards in the passes frame.
pub const PASSES_BILLBOARDS: u32 = 10_000;

/// Distortion sheets in the passes frame (the benchmark's case: 50).
pub const PASSES_SHEETS: u32 = 50;

/// The passes frame's effect: one node bursting `billboards` additive billboards with
/// bloom (GlowD) once, in a 10 m cube about the origin, and one bursting `sheets` push
/// distortion sheets of 4 m with a normal map, in a 6 m cube; everything lives for ever and
/// keeps still, so every frame after the burst is the same.
pub fn passes_effect(
    billboards: u32,
    sheets: u32,
) -> Result<fxr_formats::fxr::Fxr, fxr_demo::DemoError> {
    use fxr_demo::builder::{
        ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, root_node,
    };
    use fxr_formats::fxr::Game;
    const ER: Game = Game::EldenRing;
    let act = |t: u16| ActionBuilder::er(t);
    let burst = |count: u32| -> Result<_, fxr_demo::DemoError> {
        Ok(act(300)?
            .constant("interval", &[1.0])?
            .constant("perEmission", &[count as f32])?
            .constant("totalEmissions", &[1.0])?
            .build())
    };
    let cube = |size: f32| -> Result<_, fxr_demo::DemoError> {
        Ok(act(404)?
            .flag("emitInside", true)?
            .constant("sizeX", &[size])?
            .constant("sizeY", &[size])?
            .constant("sizeZ", &[size])?
            .build())
    };
    let billboard = act(603)?
        .int("blendMode", 4)?
        .flag("uniformScale", true)?
        .constant("width", &[0.25])?
        .constant("color1", &[1.0, 0.8, 0.6, 0.8])?
        .flag("bloom", true)?
        .floats("bloomColor", &[1.0, 0.7, 0.4, 0.6])?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[12.0])?
        .build();
    let sheet = act(607)?
        .int("mode", 1)?
        .int("normalMap", 1)?
        .constant("sizeX", &[4.0])?
        .constant("sizeY", &[4.0])?
        .constant("intensity", &[0.6])?
        .constant("normalMapSpeedU", &[0.1])?
        .constant("normalMapSpeedV", &[0.15])?
        .constant("normalMapScaleU", &[1.5])?
        .constant("normalMapScaleV", &[1.5])?
        .build();
    let forever = || -> Result<_, fxr_demo::DemoError> {
        Ok(act(129)?.constant("duration", &[-1.0])?.build())
    };
    let sprites = ConfigBuilder::er()?
        .with([burst(billboards)?, cube(10.0)?, forever()?, billboard])?
        .build();
    let sheets = ConfigBuilder::er()?
        .with([burst(sheets)?, cube(6.0)?, forever()?, sheet])?
        .build();
    let nodes = vec![
        basic_node(ER, vec![sprites], &[0], Vec::new())?,
        basic_node(ER, vec![sheets], &[0], Vec::new())?,
    ];
    Ok(effect(90_001, vec![playing_state()], root_node(ER, nodes)?))
}

/// Which screen-space passes a frame of the passes benchmark has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Passes {
    /// Neither: the billboards by their plain programs, no sheets, bloom off (the baseline).
    None,
    /// The glow target and the bloom chain.
    Bloom,
    /// The distortion sheets.
    Sheets,
    /// Both: the measured frame.
    Both,
}

impl Passes {
    /// Every kind, the baseline first.
    pub const ALL: [Passes; 4] = [Passes::None, Passes::Bloom, Passes::Sheets, Passes::Both];

    fn bloom(self) -> bool {
        matches!(self, Passes::Bloom | Passes::Both)
    }

    fn sheets(self) -> bool {
        matches!(self, Passes::Sheets | Passes::Both)
    }
}

/// One kind of passes frame: what it draws and with which settings.
pub type PassesCase = (Passes, DrawList, RenderSettings);

/// The passes frame played and built into draws as the viewer does, and each kind's draw
/// list and settings (the frame's instances are shared).
pub fn passes_frames(billboards: u32, sheets: u32) -> Result<(Frame, Vec<PassesCase>), String> {
    use fxr_sim::playback::{Playback, PlaybackOptions};
    let fxr = passes_effect(billboards, sheets).map_err(|e| e.to_string())?;
    let program = fxr_sim::program::compile(&fxr).map_err(|e| e.to_string())?;
    let playback = Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
    let mut settings = RenderSettings {
        width: SIZE,
        height: SIZE,
        camera: camera(),
        grid: false,
        ..Default::default()
    };
    let (frame, full) = fxr_draw::Player::new(playback).frame_and_draws(
        0.5,
        &mut settings,
        &fxr_draw::DrawOptions::default(),
        false,
        &fxr_draw::source::NoTextures,
    );
    let lists = Passes::ALL
        .iter()
        .map(|&passes| {
            let mut list = full.clone();
            list.draws
                .retain(|d| passes.sheets() || d.family != Family::Distortion);
            for d in &mut list.draws {
                d.variant.glow &= passes.bloom();
            }
            let bloom = BloomOptions {
                enabled: passes.bloom(),
                ..settings.bloom
            };
            (
                passes,
                list,
                RenderSettings {
                    bloom,
                    ..settings.clone()
                },
            )
        })
        .collect();
    Ok((frame, lists))
}

/// The passes benchmark's figures: median milliseconds per frame of each kind.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PassesTiming {
    /// Billboards in the frame.
    pub billboards: u32,
    /// Distortion sheets in the frames that have them.
    pub sheets: u32,
    /// Neither pass (the baseline).
    pub base_ms: f64,
    /// Glow target and bloom chain.
    pub bloom_ms: f64,
    /// The sheets.
    pub sheets_ms: f64,
    /// Both.
    pub both_ms: f64,
    /// bloom / baseline: the median of the ratios of frames drawn one after the other.
    pub bloom_ratio: f64,
    /// sheets / baseline, paired the same way.
    pub sheets_ratio: f64,
    /// both / baseline, paired the same way.
    pub both_ratio: f64,
}

impl PassesTiming {
    /// A kind's frame time over the baseline's (paired: a change in a shared machine's load
    /// falls on both frames of a pair).
    pub fn ratio(&self, passes: Passes) -> f64 {
        match passes {
            Passes::None => 1.0,
            Passes::Bloom => self.bloom_ratio,
            Passes::Sheets => self.sheets_ratio,
            Passes::Both => self.both_ratio,
        }
    }
}

/// Times `frames` rounds of one frame of each kind of [`passes_frames`] in turn (after two
/// warm-up rounds), each waited for by reading a pixel back; the ratios are the medians of
/// each round's ratios to its baseline frame. `now` gives milliseconds.
pub async fn measure_passes(
    gpu: &Gpu,
    billboards: u32,
    sheets: u32,
    frames: usize,
    now: &dyn Fn() -> f64,
) -> Result<PassesTiming, RenderError> {
    let (_, lists) = passes_frames(billboards, sheets).map_err(RenderError::Device)?;
    let drawn = lists.last().map_or(0, |(_, l, _)| {
        l.draws
            .iter()
            .filter(|d| d.family == Family::Distortion)
            .count()
    });
    if drawn != sheets as usize {
        return Err(RenderError::Device(format!(
            "the passes frame has {drawn} sheets, not {sheets}"
        )));
    }
    let mut renderer = EffectRenderer::new(gpu);
    let (probe, output, output_view) = bench_targets(gpu);
    let mut times = vec![Vec::new(); lists.len()];
    for k in 0..frames + 2 {
        for (i, (_, list, settings)) in lists.iter().enumerate() {
            let start = now();
            renderer.render(
                gpu,
                &NoTextures,
                list,
                settings,
                &output_view,
                output.format(),
            );
            finish(gpu, &probe).await?;
            if k >= 2 {
                times[i].push(now() - start);
            }
        }
    }
    let paired = |k: usize| {
        median(
            times[k]
                .iter()
                .zip(&times[0])
                .map(|(t, base)| t / base.max(1e-9))
                .collect(),
        )
    };
    let (bloom_ratio, sheets_ratio, both_ratio) = (paired(1), paired(2), paired(3));
    let mut medians = times.into_iter().map(median);
    let mut next = || medians.next().unwrap_or(0.0);
    Ok(PassesTiming {
        billboards,
        sheets,
        base_ms: next(),
        bloom_ms: next(),
        sheets_ms: next(),
        both_ms: next(),
        bloom_ratio,
        sheets_ratio,
        both_ratio,
    })
}

/// The benches' targets: a one-pixel probe to wait on, and the frame's output with its view.
fn bench_targets(gpu: &Gpu) -> (wgpu::Texture, wgpu::Texture, wgpu::TextureView) {
    let usage = wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC;
    let probe =
        fxr_gpu::gpu_helpers::target(gpu, "probe", fxr_gpu::targets::OUTPUT_FORMAT, 1, 1, usage);
    let output = fxr_gpu::gpu_helpers::target(
        gpu,
        "bench output",
        fxr_gpu::targets::OUTPUT_FORMAT,
        SIZE,
        SIZE,
        usage,
    );
    let view = output.create_view(&Default::default());
    (probe, output, view)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The four frames differ only in the passes: the same billboards, the sheets only where
    /// asked, the glow programs only with bloom.
    #[test]
    fn passes_frames_differ_only_in_the_passes() {
        let (frame, lists) = passes_frames(500, 7).expect("passes frame");
        assert_eq!(frame.instance_count(), 507);
        for (passes, list, settings) in &lists {
            let sheets = list
                .draws
                .iter()
                .filter(|d| d.family == Family::Distortion)
                .count();
            let billboards: usize = list
                .draws
                .iter()
                .filter(|d| d.family == Family::Billboard)
                .map(|d| d.instance_count)
                .sum();
            let glows = list.draws.iter().filter(|d| d.variant.glow).count();
            assert_eq!(billboards, 500, "{passes:?}");
            assert_eq!(sheets, if passes.sheets() { 7 } else { 0 }, "{passes:?}");
            assert_eq!(glows > 0, passes.bloom(), "{passes:?}");
            assert_eq!(settings.bloom.enabled, passes.bloom(), "{passes:?}");
        }
    }

    #[test]
    fn synthetic_frames_have_the_asked_instances() {
        let (frame, list) = synthetic_frame(Family::MultiTexture, 1000);
        assert_eq!(frame.instance_count(), 1000);
        assert_eq!(list.draws[0].instance_count, 1000);
        assert!(frame.draws[0].instances.all_finite());
    }
}
