//! The water preview (seeds 002; `shaders/water.wgsl`): a generated opaque scene (a sky and a
//! sloped floor with a pattern, so absorption, refraction and the shore show), a copy of its
//! lit picture and of its depth, then the lake's forward program over them.
//!
//! The passes, as the notes record the frame (one recorded Elden Ring frame: a full-screen
//! copy of the lit composite made right before the water draws, a copy of the depth, the
//! draws blending SRC_ALPHA, INV_SRC_ALPHA and testing depth GREATER_EQUAL):
//!
//! | pass    | reads                                  | writes                                          |
//! |---------|----------------------------------------|-------------------------------------------------|
//! | opaque  | (generated; or designed inputs)        | `scene` (RGBA16F, linear), `depth_copy` (R32F, the stored reversed depth), the depth buffer |
//! | copy    | `scene`                                | `scene_copy`                                    |
//! | water   | `scene_copy`, `depth_copy`, the four material textures | `scene` (the blend done in the program: `mix(copy, water, alpha)`, which is what SRC_ALPHA, INV_SRC_ALPHA gives over the copied composite; WebGL2 cannot blend one of several targets alone), and three term targets for the lanes and the tests |
//!
//! The term targets (RGBA16F): `terms[0]` = absorption rgb and the transmission weight;
//! `terms[1]` = body blend, alpha, caustics' luminance, 1 where the refraction's offset
//! sample was used; `terms[2]` = world normal and the depth of water. Everything is uniforms
//! and textures (no storage buffers), so the program runs on WebGL2 as on WebGPU.

use super::gpu_helpers::{
    bind_group, bind_group_layout, cleared, depth_cleared, depth_loaded, depth_test,
    generated_pipeline, loaded, pipeline_layout, sampler_entry, target, texture_entry,
    uniform_buffer, uniform_entry, wgsl_module,
};
use super::lanes::{LaneDisplay, LanePresenter};
use super::targets::DEPTH_FORMAT;
use super::texture::GpuTexture;
use crate::{error::RenderError, gpu::Gpu, readback, shaders};
use fxr_draw::OrbitCamera;
use fxr_draw::materials::water::{WaterParams, depth_constants};
use fxr_formats::images::RgbaImage;
use glam::{Mat4, Vec3};

/// The format of the colour and term targets.
pub const WATER_TARGET_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba16Float;
/// The depth copy's format.
pub const DEPTH_COPY_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::R32Float;

/// Where the picture is seen from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WaterView {
    /// Projection times view (reversed depth).
    pub view_proj: Mat4,
    /// The camera's position.
    pub eye: Vec3,
    /// The near distance.
    pub near: f32,
    /// The far distance.
    pub far: f32,
    /// The vertical angle one pixel spans at the middle of the picture, as `2 tan(fov/2) /
    /// height` (the waves choose their texture level by it).
    pub pixel_angle: f32,
}

impl WaterView {
    /// The preview's default camera: over the shore, looking out over the lake.
    pub fn preview_camera() -> OrbitCamera {
        OrbitCamera {
            target: Vec3::new(0.0, 0.0, 3.0),
            yaw: 20f32.to_radians(),
            pitch: 19f32.to_radians(),
            distance: 15.0,
            fov_y: 50f32.to_radians(),
        }
    }

    /// The view of an orbit camera for a picture size.
    pub fn from_camera(camera: &OrbitCamera, width: u32, height: u32) -> Self {
        let aspect = width.max(1) as f32 / height.max(1) as f32;
        let pixel_angle = 2.0 * (camera.fov_y * 0.5).tan() / height.max(1) as f32;
        WaterView {
            view_proj: camera.projection(aspect) * camera.view(),
            eye: camera.eye(),
            near: fxr_draw::camera::NEAR,
            far: fxr_draw::camera::FAR,
            pixel_angle,
        }
    }

    /// Straight down onto the point (x, y, z) from `height` metres above it (the tests': the
    /// middle pixel of an odd-sized picture is then at exactly that distance).
    pub fn looking_down(at: Vec3, height: f32, fov_y: f32, width: u32, height_px: u32) -> Self {
        let eye = at + Vec3::new(0.0, height, 0.0);
        let view = glam::camera::lh::view::look_at_mat4(eye, at, Vec3::Z);
        let projection = OrbitCamera {
            fov_y,
            ..OrbitCamera::default()
        }
        .projection(width.max(1) as f32 / height_px.max(1) as f32);
        let pixel_angle = 2.0 * (fov_y * 0.5).tan() / height_px.max(1) as f32;
        WaterView {
            view_proj: projection * view,
            eye,
            near: fxr_draw::camera::NEAR,
            far: fxr_draw::camera::FAR,
            pixel_angle,
        }
    }
}

/// What the frame supplies besides the material.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WaterSettings {
    /// Seconds (the waves and the caustics move with it).
    pub time: f32,
    /// The hour of the day (chooses the caustics' colour).
    pub hour: f32,
    /// The instance's alpha.
    pub instance_alpha: f32,
    /// Towards the sun.
    pub sun_direction: Vec3,
    /// The sun's colour (linear).
    pub sun_colour: [f32; 3],
    /// The light set's `Vec_0.w` in the sun highlight's smoothness rule (ours: 1).
    pub vec0_w: f32,
    /// The water plane's height.
    pub plane_y: f32,
    /// The plane's half extent in metres.
    pub plane_extent: f32,
    /// How far normal map A is pulled towards 0.5 (the notes' `TEXCOORD4.y`; ours: 0).
    pub wave_pull: f32,
    /// Cells a side of the floor's grid.
    pub floor_cells: u32,
}

impl Default for WaterSettings {
    fn default() -> Self {
        WaterSettings {
            time: 0.0,
            hour: 12.0,
            instance_alpha: 1.0,
            sun_direction: Vec3::new(-0.4, 0.8, 0.45).normalize(),
            sun_colour: [3.0, 2.85, 2.6],
            vec0_w: 1.0,
            plane_y: 0.0,
            plane_extent: 400.0,
            wave_pull: 0.0,
            floor_cells: 160,
        }
    }
}

/// The opaque scene the water is drawn over.
#[derive(Debug, Clone, Copy)]
pub enum WaterScene<'a> {
    /// The generated sky and floor.
    Floor,
    /// Designed inputs (the tests'): the lit picture (RGBA floats, rows top to bottom) and the
    /// stored (reversed) depth per pixel; the depth buffer is left at the far plane, so the
    /// water covers every pixel its plane does.
    Designed {
        /// The lit picture, `width * height * 4` floats.
        colour: &'a [f32],
        /// The stored depth, `width * height` floats.
        stored_depth: &'a [f32],
    },
}

/// The water's four textures: normal maps B (`Texture2D_0`) and A (`Texture2D_2`), the
/// caustic mask (`Texture2D_3`) and the flow map (`Texture2D_4`).
#[derive(Debug, Clone)]
pub struct WaterTextures {
    /// Normal map B.
    pub normal_b: GpuTexture,
    /// Normal map A.
    pub normal_a: GpuTexture,
    /// The caustic mask (red).
    pub mask: GpuTexture,
    /// The flow map (red, green around 0.5).
    pub flow: GpuTexture,
}

/// The generated textures' size.
pub const GENERATED_SIZE: u32 = 128;

/// A tileable wave normal map: the normal of a sum of sines with whole frequencies over the
/// tile, x and y encoded `n * 0.5 + 0.5` in red and green (the program rebuilds z from them).
/// Blue is a smooth offset field (one period a tile): normal map A's blue channel offsets B's
/// coordinate (seeds 002), and a smooth field keeps that offset from amplifying the filtering
/// differences between GPUs. Alpha is the height.
pub fn wave_normal_pixels(size: u32, waves: &[(f32, f32, f32, f32)]) -> Vec<u8> {
    let tau = std::f32::consts::TAU;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            let (mut dx, mut dy, mut h) = (0.0f32, 0.0f32, 0.0f32);
            for &(fx, fy, amplitude, phase) in waves {
                let a = tau * (fx * u + fy * v) + phase;
                h += amplitude * a.sin();
                dx += amplitude * a.cos() * tau * fx / size as f32 * 8.0;
                dy += amplitude * a.cos() * tau * fy / size as f32 * 8.0;
            }
            let n = Vec3::new(-dx, -dy, 1.0).normalize();
            let enc = |c: f32| ((c * 0.5 + 0.5).clamp(0.0, 1.0) * 255.0).round() as u8;
            let offset = 0.5 + 0.2 * (tau * u).sin() * (tau * v).cos();
            out.extend_from_slice(&[
                enc(n.x),
                enc(n.y),
                (offset * 255.0).round() as u8,
                enc(h.clamp(-1.0, 1.0)),
            ]);
        }
    }
    out
}

/// A tileable caustic network: bright thin lines where two warped sine fields cross zero.
pub fn caustic_pixels(size: u32) -> Vec<u8> {
    let tau = std::f32::consts::TAU;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            let a = (tau * (3.0 * u + 0.35 * (tau * 2.0 * v).sin())).sin();
            let b = (tau * (3.0 * v + 0.35 * (tau * 2.0 * u).sin())).sin();
            let line = (1.0 - a.abs().min(b.abs()) * 5.0).clamp(0.0, 1.0);
            let m = (line * line * 255.0).round() as u8;
            out.extend_from_slice(&[m, m, m, 255]);
        }
    }
    out
}

/// A tileable flow map: a slow swirl, red and green around 0.5.
pub fn flow_pixels(size: u32) -> Vec<u8> {
    let tau = std::f32::consts::TAU;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            let fx = (tau * v).sin() * 0.4;
            let fy = (tau * u).cos() * 0.4;
            let enc = |c: f32| ((c * 0.5 + 0.5) * 255.0).round() as u8;
            out.extend_from_slice(&[enc(fx), enc(fy), 128, 255]);
        }
    }
    out
}

/// Uploads a square RGBA8 image with its mip chain (2x2 box averages down to 1x1), so the
/// waves far away average out instead of sparkling.
fn upload_with_mips(gpu: &Gpu, label: &str, size: u32, pixels: &[u8]) -> GpuTexture {
    let levels = 32 - size.max(1).leading_zeros();
    let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
        label: Some(label),
        size: wgpu::Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        mip_level_count: levels,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    });
    let mut level = pixels.to_vec();
    let mut n = size;
    for mip in 0..levels {
        gpu.queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &texture,
                mip_level: mip,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            &level,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(4 * n),
                rows_per_image: Some(n),
            },
            wgpu::Extent3d {
                width: n,
                height: n,
                depth_or_array_layers: 1,
            },
        );
        if n == 1 {
            break;
        }
        let half = n / 2;
        let at = |x: u32, y: u32, c: u32| {
            u32::from(
                level
                    .get(((y * n + x) * 4 + c) as usize)
                    .copied()
                    .unwrap_or(0),
            )
        };
        let mut next = Vec::with_capacity((half * half * 4) as usize);
        for y in 0..half {
            for x in 0..half {
                for c in 0..4 {
                    let sum = at(2 * x, 2 * y, c)
                        + at(2 * x + 1, 2 * y, c)
                        + at(2 * x, 2 * y + 1, c)
                        + at(2 * x + 1, 2 * y + 1, c);
                    next.push(((sum + 2) / 4) as u8);
                }
            }
        }
        level = next;
        n = half;
    }
    GpuTexture {
        view: texture.create_view(&Default::default()),
        texture,
    }
}

fn uniform_texture(gpu: &Gpu, label: &str, texel: [f32; 4]) -> GpuTexture {
    let bytes: Vec<u8> = texel
        .iter()
        .flat_map(|c| half::f16::from_f32(*c).to_le_bytes())
        .collect();
    GpuTexture::from_pixels(
        gpu,
        label,
        wgpu::TextureFormat::Rgba16Float,
        1,
        1,
        8,
        &bytes,
    )
}

impl WaterTextures {
    /// Generated textures, for materials whose textures nobody opened (all of them: a
    /// material names `.tif` sources, not the packed textures).
    pub fn generated(gpu: &Gpu) -> Self {
        let n = GENERATED_SIZE;
        let b = wave_normal_pixels(
            n,
            &[
                (3.0, 1.0, 0.35, 0.0),
                (-2.0, 4.0, 0.25, 1.3),
                (7.0, -5.0, 0.1, 2.1),
            ],
        );
        let a = wave_normal_pixels(
            n,
            &[
                (1.0, 2.0, 0.4, 0.7),
                (5.0, 3.0, 0.2, 2.9),
                (-6.0, 9.0, 0.08, 0.4),
            ],
        );
        WaterTextures {
            normal_b: upload_with_mips(gpu, "water normal B", n, &b),
            normal_a: upload_with_mips(gpu, "water normal A", n, &a),
            mask: upload_with_mips(gpu, "caustic mask", n, &caustic_pixels(n)),
            flow: upload_with_mips(gpu, "flow map", n, &flow_pixels(n)),
        }
    }

    /// One texel each (the tests': a flat `normal` such as (0.5, 0.5, 1, 1) gives the plane's
    /// own normal exactly).
    pub fn uniform(gpu: &Gpu, normal: [f32; 4], mask: [f32; 4], flow: [f32; 4]) -> Self {
        WaterTextures {
            normal_b: uniform_texture(gpu, "water normal B", normal),
            normal_a: uniform_texture(gpu, "water normal A", normal),
            mask: uniform_texture(gpu, "caustic mask", mask),
            flow: uniform_texture(gpu, "flow map", flow),
        }
    }
}

/// A lane of the water preview.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WaterLane {
    /// The composite with the water.
    Lit,
    /// Absorption per channel.
    Absorption,
    /// The transmission weight (Fresnel).
    Transmission,
    /// The body blend.
    Body,
    /// The draw's alpha (the shore fade).
    Alpha,
    /// The caustics' luminance.
    Caustics,
    /// The world normal.
    Normal,
}

impl WaterLane {
    /// Every lane, in the order a selector lists them.
    pub const ALL: [WaterLane; 7] = [
        WaterLane::Lit,
        WaterLane::Absorption,
        WaterLane::Transmission,
        WaterLane::Body,
        WaterLane::Alpha,
        WaterLane::Caustics,
        WaterLane::Normal,
    ];

    /// The lane's name (`lit`, `absorption`, ...).
    pub fn name(self) -> &'static str {
        match self {
            WaterLane::Lit => "lit",
            WaterLane::Absorption => "absorption",
            WaterLane::Transmission => "transmission",
            WaterLane::Body => "body",
            WaterLane::Alpha => "alpha",
            WaterLane::Caustics => "caustics",
            WaterLane::Normal => "normal",
        }
    }

    /// The lane named `name`.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// The targets of one water render, on the GPU.
#[derive(Debug)]
pub struct WaterTargets {
    /// The composite.
    pub scene: wgpu::Texture,
    /// The term targets (see the module documentation).
    pub terms: [wgpu::Texture; 3],
}

/// One water render read back: RGBA floats per pixel of each target.
#[derive(Debug, Clone, PartialEq)]
pub struct WaterReadback {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// The composite.
    pub colour: Vec<f32>,
    /// The term targets.
    pub terms: [Vec<f32>; 3],
}

impl WaterReadback {
    /// The four floats of pixel (x, y) of `target` (0 = the composite, 1..3 = the terms).
    pub fn texel(&self, target: usize, x: u32, y: u32) -> [f32; 4] {
        let data = match target {
            0 => &self.colour,
            t => match self.terms.get(t - 1) {
                Some(d) => d,
                None => return [f32::NAN; 4],
            },
        };
        let i = ((y * self.width + x) * 4) as usize;
        match data.get(i..i + 4) {
            Some(s) => [s[0], s[1], s[2], s[3]],
            None => [f32::NAN; 4],
        }
    }
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct WaterUniforms {
    view_proj: [[f32; 4]; 4],
    inv_view_proj: [[f32; 4]; 4],
    eye_time: [f32; 4],
    screen: [f32; 4],
    frame: [f32; 4],
    sun_dir: [f32; 4],
    sun_colour: [f32; 4],
    f0: [f32; 4],
    f1: [f32; 4],
    f2: [f32; 4],
    f3: [f32; 4],
    scroll: [f32; 4],
    skew: [f32; 4],
    sigma: [f32; 4],
    body_colour: [f32; 4],
    hour_colours: [[f32; 4]; 4],
    plane: [f32; 4],
}

fn uniforms(
    p: &WaterParams,
    view: &WaterView,
    s: &WaterSettings,
    width: u32,
    height: u32,
) -> WaterUniforms {
    let (x, z) = depth_constants(view.near, view.far);
    let (w, h) = (width as f32, height as f32);
    let c3 = |c: [f32; 3], w: f32| [c[0], c[1], c[2], w];
    WaterUniforms {
        view_proj: view.view_proj.to_cols_array_2d(),
        inv_view_proj: view.view_proj.inverse().to_cols_array_2d(),
        eye_time: [view.eye.x, view.eye.y, view.eye.z, s.time],
        screen: [w, h, 1.0 / w, 1.0 / h],
        frame: [x, z, s.hour, s.instance_alpha],
        sun_dir: [
            s.sun_direction.x,
            s.sun_direction.y,
            s.sun_direction.z,
            s.vec0_w,
        ],
        sun_colour: c3(s.sun_colour, p.smoothness),
        f0: [p.refraction, p.shore, p.body_strength, p.caustic_intensity],
        f1: [p.caustic_speed, p.wave_b, p.wave_speed, p.caustic_scale],
        f2: [p.body_near, p.body_far, p.body_offset, p.body_gain],
        f3: [
            p.caustic_fade_near,
            p.caustic_fade_far,
            p.tiling[0],
            p.tiling[1],
        ],
        scroll: [p.scroll_a[0], p.scroll_a[1], p.scroll_b[0], p.scroll_b[1]],
        skew: [p.skew_b[0], p.skew_b[1], s.wave_pull, 0.0],
        sigma: c3(p.sigma, 0.0),
        body_colour: c3(p.body_colour, 1.0),
        hour_colours: p.hour_colours.map(|c| c3(c, 1.0)),
        plane: [
            s.plane_y,
            s.plane_extent,
            view.pixel_angle,
            s.floor_cells.clamp(1, 1024) as f32,
        ],
    }
}

/// The water program and its pipelines.
#[derive(Debug)]
pub struct WaterRenderer {
    opaque_layout: wgpu::BindGroupLayout,
    water_layout: wgpu::BindGroupLayout,
    sky: wgpu::RenderPipeline,
    floor: wgpu::RenderPipeline,
    water: wgpu::RenderPipeline,
    uniforms: wgpu::Buffer,
    sampler: wgpu::Sampler,
    clamped: wgpu::Sampler,
    presenter: LanePresenter,
}

impl WaterRenderer {
    /// Compiles the programs.
    pub fn new(gpu: &Gpu) -> Self {
        let module = wgsl_module(gpu, "water.wgsl", shaders::WATER);
        let (both, fragment) = (
            wgpu::ShaderStages::VERTEX_FRAGMENT,
            wgpu::ShaderStages::FRAGMENT,
        );
        let opaque_layout = bind_group_layout(gpu, "water opaque", &[uniform_entry(0, both)]);
        let water_layout = bind_group_layout(
            gpu,
            "water",
            &[
                uniform_entry(0, both),
                texture_entry(1, fragment, true),
                texture_entry(2, fragment, false),
                texture_entry(3, fragment, true),
                texture_entry(4, fragment, true),
                texture_entry(5, fragment, true),
                texture_entry(6, fragment, true),
                sampler_entry(7, fragment),
                sampler_entry(8, fragment),
            ],
        );
        let pipeline = |label: &str,
                        layout: &wgpu::BindGroupLayout,
                        vs: &str,
                        fs: &str,
                        targets: &[Option<wgpu::ColorTargetState>],
                        compare: wgpu::CompareFunction,
                        write: bool| {
            generated_pipeline(
                gpu,
                label,
                &pipeline_layout(gpu, label, &[layout]),
                &module,
                [vs, fs],
                targets,
                Some(depth_test(compare, write)),
            )
        };
        let colour = |format| {
            Some(wgpu::ColorTargetState {
                format,
                blend: None,
                write_mask: wgpu::ColorWrites::ALL,
            })
        };
        let opaque_targets = [colour(WATER_TARGET_FORMAT), colour(DEPTH_COPY_FORMAT)];
        let water_targets = [
            colour(WATER_TARGET_FORMAT),
            colour(WATER_TARGET_FORMAT),
            colour(WATER_TARGET_FORMAT),
            colour(WATER_TARGET_FORMAT),
        ];
        let sky = pipeline(
            "water sky",
            &opaque_layout,
            "vs_sky",
            "fs_sky",
            &opaque_targets,
            wgpu::CompareFunction::Always,
            false,
        );
        let floor = pipeline(
            "water floor",
            &opaque_layout,
            "vs_floor",
            "fs_floor",
            &opaque_targets,
            wgpu::CompareFunction::GreaterEqual,
            true,
        );
        // seeds 002: the water draws test depth GREATER_EQUAL (the depth is reversed) and do
        // not write it.
        let water = pipeline(
            "water",
            &water_layout,
            "vs_water",
            "fs_water",
            &water_targets,
            wgpu::CompareFunction::GreaterEqual,
            false,
        );
        let uniforms = uniform_buffer(
            gpu,
            "water uniforms",
            std::mem::size_of::<WaterUniforms>() as u64,
        );
        let sampler = gpu.device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("water wrap"),
            address_mode_u: wgpu::AddressMode::Repeat,
            address_mode_v: wgpu::AddressMode::Repeat,
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            mipmap_filter: wgpu::MipmapFilterMode::Linear,
            ..Default::default()
        });
        let clamped = gpu.device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("water copy"),
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            ..Default::default()
        });
        WaterRenderer {
            opaque_layout,
            water_layout,
            sky,
            floor,
            water,
            uniforms,
            sampler,
            clamped,
            presenter: LanePresenter::new(gpu),
        }
    }

    /// Draws the opaque scene, copies it and draws the water over it; the targets stay on the
    /// GPU for [`WaterRenderer::read_back`] or [`WaterRenderer::lane_image`].
    #[allow(clippy::too_many_arguments)]
    pub fn render(
        &self,
        gpu: &Gpu,
        params: &WaterParams,
        textures: &WaterTextures,
        view: &WaterView,
        settings: &WaterSettings,
        scene: WaterScene<'_>,
        width: u32,
        height: u32,
    ) -> Result<WaterTargets, RenderError> {
        use wgpu::TextureUsages as U;
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(RenderError::Unsupported(format!(
                "a water preview of {width}x{height}"
            )));
        }
        let pixels = (width as usize) * (height as usize);
        let scene_texture = target(
            gpu,
            "water scene",
            WATER_TARGET_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING | U::COPY_SRC | U::COPY_DST,
        );
        let scene_copy = target(
            gpu,
            "water scene copy",
            WATER_TARGET_FORMAT,
            width,
            height,
            U::TEXTURE_BINDING | U::COPY_DST,
        );
        let depth_copy = target(
            gpu,
            "water depth copy",
            DEPTH_COPY_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING | U::COPY_DST,
        );
        let depth = target(
            gpu,
            "water depth",
            DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT,
        );
        let term = |label| {
            target(
                gpu,
                label,
                WATER_TARGET_FORMAT,
                width,
                height,
                U::RENDER_ATTACHMENT | U::TEXTURE_BINDING | U::COPY_SRC,
            )
        };
        let terms = [
            term("water terms 0"),
            term("water terms 1"),
            term("water terms 2"),
        ];
        let views = |t: &wgpu::Texture| t.create_view(&Default::default());
        let (scene_view, depth_copy_view, depth_view) =
            (views(&scene_texture), views(&depth_copy), views(&depth));
        let term_views = [views(&terms[0]), views(&terms[1]), views(&terms[2])];

        gpu.queue.write_buffer(
            &self.uniforms,
            0,
            bytemuck::bytes_of(&uniforms(params, view, settings, width, height)),
        );
        let size = wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        };
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        match scene {
            WaterScene::Designed {
                colour,
                stored_depth,
            } => {
                if colour.len() != pixels * 4 || stored_depth.len() != pixels {
                    return Err(RenderError::Unsupported(format!(
                        "designed inputs of {} and {} floats for {width}x{height}",
                        colour.len(),
                        stored_depth.len()
                    )));
                }
                let halves: Vec<u8> = colour
                    .iter()
                    .flat_map(|c| half::f16::from_f32(*c).to_le_bytes())
                    .collect();
                let layout = |bpp: u32| wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(width * bpp),
                    rows_per_image: Some(height),
                };
                gpu.queue
                    .write_texture(scene_texture.as_image_copy(), &halves, layout(8), size);
                gpu.queue.write_texture(
                    depth_copy.as_image_copy(),
                    bytemuck::cast_slice(stored_depth),
                    layout(4),
                    size,
                );
                // The depth buffer at the far plane: nothing hides the water.
                encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("water depth clear"),
                    depth_stencil_attachment: Some(depth_cleared(&depth_view)),
                    ..Default::default()
                });
            }
            WaterScene::Floor => {
                let group = bind_group(
                    gpu,
                    "water opaque",
                    &self.opaque_layout,
                    [self.uniforms.as_entire_binding()],
                );
                let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("water opaque"),
                    color_attachments: &[
                        Some(cleared(&scene_view, wgpu::Color::BLACK)),
                        Some(cleared(&depth_copy_view, wgpu::Color::TRANSPARENT)),
                    ],
                    depth_stencil_attachment: Some(depth_cleared(&depth_view)),
                    timestamp_writes: None,
                    occlusion_query_set: None,
                    multiview_mask: None,
                });
                pass.set_bind_group(0, &group, &[]);
                pass.set_pipeline(&self.sky);
                pass.draw(0..3, 0..1);
                pass.set_pipeline(&self.floor);
                let cells = settings.floor_cells.clamp(1, 1024);
                pass.draw(0..cells * cells * 6, 0..1);
            }
        }
        // seeds 002: a copy of the lit composite, made right before the water draws.
        encoder.copy_texture_to_texture(
            scene_texture.as_image_copy(),
            scene_copy.as_image_copy(),
            size,
        );
        let scene_copy_view = views(&scene_copy);
        let group = bind_group(
            gpu,
            "water",
            &self.water_layout,
            [
                self.uniforms.as_entire_binding(),
                wgpu::BindingResource::TextureView(&scene_copy_view),
                wgpu::BindingResource::TextureView(&depth_copy_view),
                wgpu::BindingResource::TextureView(&textures.normal_b.view),
                wgpu::BindingResource::TextureView(&textures.normal_a.view),
                wgpu::BindingResource::TextureView(&textures.mask.view),
                wgpu::BindingResource::TextureView(&textures.flow.view),
                wgpu::BindingResource::Sampler(&self.sampler),
                wgpu::BindingResource::Sampler(&self.clamped),
            ],
        );
        {
            let attachment = |view| Some(cleared(view, wgpu::Color::TRANSPARENT));
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("water"),
                color_attachments: &[
                    Some(loaded(&scene_view)),
                    attachment(&term_views[0]),
                    attachment(&term_views[1]),
                    attachment(&term_views[2]),
                ],
                depth_stencil_attachment: Some(depth_loaded(&depth_view)),
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
            pass.set_pipeline(&self.water);
            pass.set_bind_group(0, &group, &[]);
            pass.draw(0..6, 0..1);
        }
        gpu.queue.submit([encoder.finish()]);
        Ok(WaterTargets {
            scene: scene_texture,
            terms,
        })
    }

    /// Reads every target back as floats.
    pub async fn read_back(
        &self,
        gpu: &Gpu,
        targets: &WaterTargets,
    ) -> Result<WaterReadback, RenderError> {
        Ok(WaterReadback {
            width: targets.scene.width(),
            height: targets.scene.height(),
            colour: readback::read_rgba_f32(gpu, &targets.scene).await?,
            terms: [
                readback::read_rgba_f32(gpu, &targets.terms[0]).await?,
                readback::read_rgba_f32(gpu, &targets.terms[1]).await?,
                readback::read_rgba_f32(gpu, &targets.terms[2]).await?,
            ],
        })
    }

    /// One lane as displayed bytes.
    pub async fn lane_image(
        &self,
        gpu: &Gpu,
        targets: &WaterTargets,
        lane: WaterLane,
    ) -> Result<RgbaImage, RenderError> {
        let (texture, display) = match lane {
            WaterLane::Lit => (&targets.scene, LaneDisplay::Colour { exposure: 1.0 }),
            WaterLane::Absorption => (&targets.terms[0], LaneDisplay::Raw),
            WaterLane::Transmission => (&targets.terms[0], LaneDisplay::Channel(3)),
            WaterLane::Body => (&targets.terms[1], LaneDisplay::Channel(0)),
            WaterLane::Alpha => (&targets.terms[1], LaneDisplay::Channel(1)),
            WaterLane::Caustics => (&targets.terms[1], LaneDisplay::Channel(2)),
            WaterLane::Normal => (&targets.terms[2], LaneDisplay::Signed),
        };
        self.presenter.to_image(gpu, texture, display).await
    }

    /// The preview of a material's water: the generated scene from the default camera.
    pub async fn preview(
        &self,
        gpu: &Gpu,
        params: &WaterParams,
        textures: &WaterTextures,
        settings: &WaterSettings,
        lane: WaterLane,
        width: u32,
        height: u32,
    ) -> Result<RgbaImage, RenderError> {
        let view = WaterView::from_camera(&WaterView::preview_camera(), width, height);
        let targets = self.render(
            gpu,
            params,
            textures,
            &view,
            settings,
            WaterScene::Floor,
            width,
            height,
        )?;
        self.lane_image(gpu, &targets, lane).await
    }
}
