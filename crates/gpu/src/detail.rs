//! The character detail preview (seeds 004; `shaders/detail.wgsl`): the detail-blend G-buffer
//! program on a sphere (or, for designed inputs, a plane filling the view), writing the
//! G-buffer lanes the notes describe and a lit picture.
//!
//! | target | rgb                                  | a          |
//! |--------|--------------------------------------|------------|
//! | 0      | albedo lane                          | gloss      |
//! | 1      | tangent-space normal (z not rebuilt) | `f`        |
//! | 2      | Sekiro's F0 (Elden Ring: 0)          | Elden Ring's metallic (Sekiro: 0) |
//! | 3      | the lit picture (ours)               | coverage   |
//!
//! Four RGBA16F targets: 32 bytes a pixel, within WebGL2's limits; uniforms and textures
//! only. The textures a material names are `.tif` sources no opened file holds, so the
//! preview uses generated ones ([`DetailTextures::generated`]); the tests bind designed ones.

use super::gpu_helpers::{
    self, bind_group, bind_group_layout, cleared, depth_cleared, depth_test, generated_pipeline,
    pipeline_layout, sampler_entry, texture_entry, uniform_buffer, uniform_entry, wgsl_module,
};
use super::lanes::{LaneDisplay, LanePresenter};
use super::targets::DEPTH_FORMAT;
use super::texture::GpuTexture;
use crate::{error::RenderError, gpu::Gpu, readback, shaders};
use fxr_draw::OrbitCamera;
use fxr_draw::materials::detail::{DetailParams, MAX_DETAILS};
use fxr_formats::images::RgbaImage;
use fxr_library::materials::DetailForm;
use glam::Vec3;

/// The G-buffer targets' format.
pub const DETAIL_TARGET_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba16Float;

/// What the program is drawn on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DetailShape {
    /// A unit sphere seen by the settings' camera.
    Sphere,
    /// A plane filling the view, coordinate (0, 0) at the top left (one texel a pixel when
    /// the textures have the picture's size and the sampler is nearest).
    Plane,
}

/// The textures by role: base albedo, base normal, base mask, detail colours and normals.
#[derive(Debug, Clone)]
pub struct DetailTextures {
    /// `A` (an sRGB texture, so it samples linear).
    pub base_albedo: GpuTexture,
    /// `N`: xy the normal, z the gloss scale, alpha Elden Ring's blend masks.
    pub base_normal: GpuTexture,
    /// `M`: red and green the weights (ours), blue the reflectance mask.
    pub mask: GpuTexture,
    /// `D_i` (sRGB).
    pub colours: [GpuTexture; MAX_DETAILS],
    /// `K_i`: xy the normal, z the gloss.
    pub normals: [GpuTexture; MAX_DETAILS],
}

/// The generated textures' size.
pub const GENERATED_SIZE: u32 = 128;

/// A small integer hash in 0..1 (deterministic noise for the generated textures).
fn hash(x: u32, y: u32, seed: u32) -> f32 {
    let mut h =
        x.wrapping_mul(0x27d4_eb2d) ^ y.wrapping_mul(0x1656_67b1) ^ seed.wrapping_mul(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    (h & 0xffff) as f32 / 65535.0
}

fn generate(size: u32, texel: impl Fn(f32, f32, u32, u32) -> [f32; 4]) -> Vec<u8> {
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (
                (x as f32 + 0.5) / size as f32,
                (y as f32 + 0.5) / size as f32,
            );
            out.extend(texel(u, v, x, y).map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8));
        }
    }
    out
}

/// The generated textures' pixels by role (RGBA8; albedos and detail colours are sRGB
/// encoded): `[base albedo, base normal, mask, colour 0..2, normal 0..2]`.
pub fn generated_pixels(size: u32) -> [Vec<u8>; 9] {
    let tau = std::f32::consts::TAU;
    let seam = |t: f32| ((t * 4.0).fract() - 0.5).abs() * 2.0;
    [
        // A warm leather-like base with panel seams.
        generate(size, |u, v, x, y| {
            let grain = 0.9 + 0.1 * hash(x / 4, y / 4, 1);
            let s = if seam(u).max(seam(v)) > 0.94 {
                0.55
            } else {
                1.0
            };
            [0.62 * grain * s, 0.5 * grain * s, 0.4 * grain * s, 1.0]
        }),
        // The base normal: grooves at the seams; z (the gloss scale) high; alpha a ramp along
        // u (Elden Ring's blend masks: the three details side by side).
        generate(size, |u, v, _, _| {
            let gx = if seam(u) > 0.94 {
                (tau * u * 4.0).sin() * 0.35
            } else {
                0.0
            };
            let gy = if seam(v) > 0.94 {
                (tau * v * 4.0).sin() * 0.35
            } else {
                0.0
            };
            [0.5 + gx, 0.5 + gy, 0.95, u]
        }),
        // The mask: red on the middle band of v, green on the bottom band, blue a coarse
        // checker of reflectance.
        generate(size, |u, v, _, _| {
            let band = |lo: f32, hi: f32| {
                ((v - lo) * 20.0).clamp(0.0, 1.0) * ((hi - v) * 20.0).clamp(0.0, 1.0)
            };
            let check = if ((u * 4.0) as u32 + (v * 4.0) as u32).is_multiple_of(2) {
                0.85
            } else {
                0.15
            };
            [band(0.33, 1.0), band(0.66, 1.0), check, 1.0]
        }),
        // Detail 0: an sRGB mid grey (0.216 linear: times 4.55 it leaves the base as it is) with
        // a faint grain.
        generate(size, |_, _, x, y| {
            let g = 0.502 + 0.04 * (hash(x, y, 2) - 0.5);
            [g, g, g, 1.0]
        }),
        // Detail 1: a blue-grey metal with scratches.
        generate(size, |u, v, x, y| {
            let scratch = if hash((u * 40.0 + v * 7.0) as u32, 0, 3) > 0.85 {
                1.15
            } else {
                1.0
            };
            let n = 0.95 + 0.05 * hash(x, y, 4);
            [
                0.42 * scratch * n,
                0.47 * scratch * n,
                0.55 * scratch * n,
                1.0,
            ]
        }),
        // Detail 2: rust speckles.
        generate(size, |_, _, x, y| {
            let s = hash(x / 3, y / 3, 5);
            [0.55 + 0.2 * s, 0.32 + 0.1 * s, 0.2, 1.0]
        }),
        // Normal 0: a fine weave, middling gloss.
        generate(size, |u, v, _, _| {
            [
                0.5 + 0.12 * (tau * u * 16.0).sin(),
                0.5 + 0.12 * (tau * v * 16.0).sin(),
                0.5,
                1.0,
            ]
        }),
        // Normal 1: scratches along u, glossy.
        generate(size, |u, v, _, _| {
            let s = if hash((u * 40.0 + v * 7.0) as u32, 0, 3) > 0.85 {
                0.2
            } else {
                0.0
            };
            [0.5, 0.5 + s, 0.85, 1.0]
        }),
        // Normal 2: bumps, rough.
        generate(size, |u, v, _, _| {
            [
                0.5 + 0.2 * (tau * u * 8.0).sin() * (tau * v * 8.0).cos(),
                0.5 + 0.2 * (tau * u * 8.0).cos() * (tau * v * 8.0).sin(),
                0.15,
                1.0,
            ]
        }),
    ]
}

impl DetailTextures {
    /// The generated textures (see [`generated_pixels`]).
    pub fn generated(gpu: &Gpu) -> Self {
        let n = GENERATED_SIZE;
        let [albedo, normal, mask, c0, c1, c2, k0, k1, k2] = generated_pixels(n);
        let srgb = |label, px: &[u8]| {
            GpuTexture::from_pixels(gpu, label, wgpu::TextureFormat::Rgba8UnormSrgb, n, n, 4, px)
        };
        let plain = |label, px: &[u8]| GpuTexture::from_rgba8(gpu, label, n, n, px);
        DetailTextures {
            base_albedo: srgb("detail base albedo", &albedo),
            base_normal: plain("detail base normal", &normal),
            mask: plain("detail mask", &mask),
            colours: [
                srgb("detail colour 0", &c0),
                srgb("detail colour 1", &c1),
                srgb("detail colour 2", &c2),
            ],
            normals: [
                plain("detail normal 0", &k0),
                plain("detail normal 1", &k1),
                plain("detail normal 2", &k2),
            ],
        }
    }
}

/// The view and the light.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DetailSettings {
    /// Sphere or plane.
    pub shape: DetailShape,
    /// The camera (the sphere is at the origin with radius 1).
    pub camera: OrbitCamera,
    /// Towards the sun.
    pub sun_direction: Vec3,
    /// The sun's colour (linear).
    pub sun_colour: [f32; 3],
    /// The ambient light.
    pub ambient: f32,
    /// How many times the details repeat over the base coordinate.
    pub detail_tiling: f32,
    /// Nearest sampling (the designed inputs'); else linear and repeating.
    pub nearest: bool,
}

impl Default for DetailSettings {
    fn default() -> Self {
        DetailSettings {
            shape: DetailShape::Sphere,
            camera: OrbitCamera {
                target: Vec3::ZERO,
                yaw: 0.5,
                pitch: 0.3,
                distance: 3.3,
                fov_y: 40f32.to_radians(),
            },
            sun_direction: Vec3::new(-0.5, 0.7, -0.6).normalize(),
            sun_colour: [2.6, 2.5, 2.3],
            ambient: 0.25,
            detail_tiling: 4.0,
            nearest: false,
        }
    }
}

/// A lane of the detail preview.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DetailLane {
    /// The lit picture.
    Lit,
    /// The albedo lane.
    Albedo,
    /// The tangent-space normal.
    Normal,
    /// The gloss.
    Gloss,
    /// `f`.
    Reflectance,
    /// Sekiro's F0.
    F0,
    /// Elden Ring's metallic.
    Metallic,
}

impl DetailLane {
    /// Every lane, in the order a selector lists them.
    pub const ALL: [DetailLane; 7] = [
        DetailLane::Lit,
        DetailLane::Albedo,
        DetailLane::Normal,
        DetailLane::Gloss,
        DetailLane::Reflectance,
        DetailLane::F0,
        DetailLane::Metallic,
    ];

    /// The lane's name (`lit`, `albedo`, ...).
    pub fn name(self) -> &'static str {
        match self {
            DetailLane::Lit => "lit",
            DetailLane::Albedo => "albedo",
            DetailLane::Normal => "normal",
            DetailLane::Gloss => "gloss",
            DetailLane::Reflectance => "reflectance",
            DetailLane::F0 => "f0",
            DetailLane::Metallic => "metallic",
        }
    }

    /// The lane named `name`.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The lanes a form writes (Sekiro: F0; Elden Ring: metallic).
    pub fn for_form(form: DetailForm) -> Vec<DetailLane> {
        Self::ALL
            .into_iter()
            .filter(|l| {
                !matches!(
                    (form, l),
                    (DetailForm::Sekiro, DetailLane::Metallic)
                        | (DetailForm::EldenRing, DetailLane::F0)
                )
            })
            .collect()
    }
}

/// The four targets of one render, on the GPU.
#[derive(Debug)]
pub struct DetailTargets {
    /// Albedo and gloss, normal and f, F0 and metallic, lit (see the module documentation).
    pub lanes: [wgpu::Texture; 4],
}

/// One render read back: RGBA floats per pixel of each target.
#[derive(Debug, Clone, PartialEq)]
pub struct DetailReadback {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// The four targets.
    pub lanes: [Vec<f32>; 4],
}

impl DetailReadback {
    /// The four floats of pixel (x, y) of target `lane`.
    pub fn texel(&self, lane: usize, x: u32, y: u32) -> [f32; 4] {
        let i = ((y * self.width + x) * 4) as usize;
        match self.lanes.get(lane).and_then(|d| d.get(i..i + 4)) {
            Some(s) => [s[0], s[1], s[2], s[3]],
            None => [f32::NAN; 4],
        }
    }
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct DetailUniforms {
    view_proj: [[f32; 4]; 4],
    eye: [f32; 4],
    sun_dir: [f32; 4],
    sun_colour: [f32; 4],
    tints: [[f32; 4]; 3],
    colour_gain: [f32; 4],
    gloss_bias: [f32; 4],
    reflectance_bias: [f32; 4],
    options: [f32; 4],
    switches: [f32; 4],
}

fn uniforms(p: &DetailParams, s: &DetailSettings, width: u32, height: u32) -> DetailUniforms {
    let aspect = width.max(1) as f32 / height.max(1) as f32;
    let eye = s.camera.eye();
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    let three = |v: [f32; 3]| [v[0], v[1], v[2], 0.0];
    DetailUniforms {
        view_proj: (s.camera.projection(aspect) * s.camera.view()).to_cols_array_2d(),
        eye: [eye.x, eye.y, eye.z, flag(s.shape == DetailShape::Plane)],
        sun_dir: [
            s.sun_direction.x,
            s.sun_direction.y,
            s.sun_direction.z,
            s.ambient,
        ],
        sun_colour: [
            s.sun_colour[0],
            s.sun_colour[1],
            s.sun_colour[2],
            s.detail_tiling,
        ],
        tints: p.tints.map(three),
        colour_gain: [p.colour[0], p.colour[1], p.colour[2], p.gain],
        gloss_bias: three(p.gloss_bias),
        reflectance_bias: three(p.reflectance_bias),
        options: [
            p.desaturation,
            p.normal_strength,
            p.detail_count() as f32,
            flag(p.form == DetailForm::EldenRing),
        ],
        switches: [
            p.mask_term_detail as f32,
            flag(p.first_scale_half),
            flag(p.steep_transition),
            flag(p.weights_from_normal_alpha),
        ],
    }
}

/// The detail program and its pipeline.
#[derive(Debug)]
pub struct DetailRenderer {
    layout: wgpu::BindGroupLayout,
    pipeline: wgpu::RenderPipeline,
    uniforms: wgpu::Buffer,
    linear: wgpu::Sampler,
    nearest: wgpu::Sampler,
    presenter: LanePresenter,
}

/// The sphere's triangles (64 columns by 32 rows of quads).
const SPHERE_VERTICES: u32 = 64 * 32 * 6;

impl DetailRenderer {
    /// Compiles the program.
    pub fn new(gpu: &Gpu) -> Self {
        let module = wgsl_module(gpu, "detail.wgsl", shaders::DETAIL);
        let fragment = wgpu::ShaderStages::FRAGMENT;
        let mut entries = vec![uniform_entry(0, wgpu::ShaderStages::VERTEX_FRAGMENT)];
        for binding in 1..=9 {
            entries.push(texture_entry(binding, fragment, true));
        }
        entries.push(sampler_entry(10, fragment));
        let layout = bind_group_layout(gpu, "detail", &entries);
        let pipeline_layout = pipeline_layout(gpu, "detail", &[&layout]);
        let target = Some(wgpu::ColorTargetState {
            format: DETAIL_TARGET_FORMAT,
            blend: None,
            write_mask: wgpu::ColorWrites::ALL,
        });
        let pipeline = generated_pipeline(
            gpu,
            "detail",
            &pipeline_layout,
            &module,
            ["vs_main", "fs_main"],
            &[target.clone(), target.clone(), target.clone(), target],
            Some(depth_test(wgpu::CompareFunction::GreaterEqual, true)),
        );
        let uniforms = uniform_buffer(
            gpu,
            "detail uniforms",
            std::mem::size_of::<DetailUniforms>() as u64,
        );
        let sampler = |label, filter| {
            gpu.device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some(label),
                address_mode_u: wgpu::AddressMode::Repeat,
                address_mode_v: wgpu::AddressMode::Repeat,
                mag_filter: filter,
                min_filter: filter,
                ..Default::default()
            })
        };
        DetailRenderer {
            layout,
            pipeline,
            uniforms,
            linear: sampler("detail linear", wgpu::FilterMode::Linear),
            nearest: sampler("detail nearest", wgpu::FilterMode::Nearest),
            presenter: LanePresenter::new(gpu),
        }
    }

    /// Draws the program into four fresh targets of `width` x `height`.
    pub fn render(
        &self,
        gpu: &Gpu,
        params: &DetailParams,
        textures: &DetailTextures,
        settings: &DetailSettings,
        width: u32,
        height: u32,
    ) -> Result<DetailTargets, RenderError> {
        use wgpu::TextureUsages as U;
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(RenderError::Unsupported(format!(
                "a detail preview of {width}x{height}"
            )));
        }
        let target =
            |label, format, usage| gpu_helpers::target(gpu, label, format, width, height, usage);
        let lane_usage = U::RENDER_ATTACHMENT | U::TEXTURE_BINDING | U::COPY_SRC;
        let lanes = [
            target("detail albedo", DETAIL_TARGET_FORMAT, lane_usage),
            target("detail normal", DETAIL_TARGET_FORMAT, lane_usage),
            target("detail f0", DETAIL_TARGET_FORMAT, lane_usage),
            target("detail lit", DETAIL_TARGET_FORMAT, lane_usage),
        ];
        let depth = target("detail depth", DEPTH_FORMAT, U::RENDER_ATTACHMENT);
        gpu.queue.write_buffer(
            &self.uniforms,
            0,
            bytemuck::bytes_of(&uniforms(params, settings, width, height)),
        );
        let t = textures;
        let views = [
            &t.base_albedo,
            &t.base_normal,
            &t.mask,
            &t.colours[0],
            &t.colours[1],
            &t.colours[2],
            &t.normals[0],
            &t.normals[1],
            &t.normals[2],
        ];
        let sampler = if settings.nearest {
            &self.nearest
        } else {
            &self.linear
        };
        // Binding 0 the uniforms, 1 to 9 the textures, 10 the sampler.
        let mut resources = vec![self.uniforms.as_entire_binding()];
        for texture in views {
            resources.push(wgpu::BindingResource::TextureView(&texture.view));
        }
        resources.push(wgpu::BindingResource::Sampler(sampler));
        let group = bind_group(gpu, "detail", &self.layout, resources);
        let lane_views: Vec<wgpu::TextureView> = lanes
            .iter()
            .map(|l| l.create_view(&Default::default()))
            .collect();
        let depth_view = depth.create_view(&Default::default());
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        {
            let background = [
                wgpu::Color::TRANSPARENT,
                wgpu::Color::TRANSPARENT,
                wgpu::Color::TRANSPARENT,
                wgpu::Color {
                    r: 0.03,
                    g: 0.032,
                    b: 0.038,
                    a: 0.0,
                },
            ];
            let attachments: Vec<_> = lane_views
                .iter()
                .zip(background)
                .map(|(view, clear)| Some(cleared(view, clear)))
                .collect();
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("detail"),
                color_attachments: &attachments,
                depth_stencil_attachment: Some(depth_cleared(&depth_view)),
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
            pass.set_pipeline(&self.pipeline);
            pass.set_bind_group(0, &group, &[]);
            let vertices = match settings.shape {
                DetailShape::Sphere => SPHERE_VERTICES,
                DetailShape::Plane => 6,
            };
            pass.draw(0..vertices, 0..1);
        }
        gpu.queue.submit([encoder.finish()]);
        Ok(DetailTargets { lanes })
    }

    /// Reads the four targets back as floats.
    pub async fn read_back(
        &self,
        gpu: &Gpu,
        targets: &DetailTargets,
    ) -> Result<DetailReadback, RenderError> {
        let [a, b, c, d] = &targets.lanes;
        Ok(DetailReadback {
            width: a.width(),
            height: a.height(),
            lanes: [
                readback::read_rgba_f32(gpu, a).await?,
                readback::read_rgba_f32(gpu, b).await?,
                readback::read_rgba_f32(gpu, c).await?,
                readback::read_rgba_f32(gpu, d).await?,
            ],
        })
    }

    /// One lane as displayed bytes (colour lanes sRGB-encoded, factors as grey, the normal
    /// as `n * 0.5 + 0.5`).
    pub async fn lane_image(
        &self,
        gpu: &Gpu,
        targets: &DetailTargets,
        lane: DetailLane,
    ) -> Result<RgbaImage, RenderError> {
        let [albedo, normal, f0, lit] = &targets.lanes;
        let (texture, display) = match lane {
            DetailLane::Lit => (lit, LaneDisplay::Colour { exposure: 1.0 }),
            DetailLane::Albedo => (albedo, LaneDisplay::Colour { exposure: 1.0 }),
            DetailLane::Normal => (normal, LaneDisplay::Signed),
            DetailLane::Gloss => (albedo, LaneDisplay::Channel(3)),
            DetailLane::Reflectance => (normal, LaneDisplay::Channel(3)),
            DetailLane::F0 => (f0, LaneDisplay::Raw),
            DetailLane::Metallic => (f0, LaneDisplay::Channel(3)),
        };
        self.presenter.to_image(gpu, texture, display).await
    }

    /// The preview of a material: the generated textures on the sphere.
    pub async fn preview(
        &self,
        gpu: &Gpu,
        params: &DetailParams,
        textures: &DetailTextures,
        settings: &DetailSettings,
        lane: DetailLane,
        width: u32,
        height: u32,
    ) -> Result<RgbaImage, RenderError> {
        let targets = self.render(gpu, params, textures, settings, width, height)?;
        self.lane_image(gpu, &targets, lane).await
    }
}
