//! The effect renderer: executes a frame's draw list with one wgpu pipeline per program
//! family and variant.
//!
//! A frame: the opaque pass clears the HDR scene target to the background and draws the
//! optional ground grid with depth (writing the linear depth the soft programs read); the
//! effect pass draws every draw in order into the scene and glow targets, tested against the
//! reversed depth GREATER_EQUAL and writing none; the tonemap pass writes the output.
//!
//! The parts: [`settings`] (what a frame is asked for), [`targets`] (the targets of one frame
//! size), [`pipelines`] (keys, blend, each family's program and layout), [`textures`] (the
//! texture cache), [`frame`] (the passes), `probe` (designed draws, for the tests) and `tests`.

mod frame;
mod pipelines;
mod probe;
mod settings;
mod targets;
mod textures;

#[cfg(test)]
mod tests;

pub use pipelines::{PipelineKey, TargetSet, family_source};
pub use probe::{ProbeDraw, ProbeResult, ProbeTarget};
pub use settings::{BloomOptions, RenderSettings};
pub(crate) use targets::target;
pub use textures::{NoTextures, TextureSource};

use crate::render::constants::{PS_COMMON, VS_COMMON};
use crate::render::draws::Family;
use crate::render::texture::{GpuTexture, Upload, flat_normal_pixels};
use crate::render::{Gpu, Tonemapper, shaders};
use pipelines::{FAMILIES, texture_count, texture_entry};
use std::collections::{BTreeSet, HashMap};
use targets::Targets;

/// The pipelines, layouts, samplers and textures of the effect programs.
#[derive(Debug)]
pub struct EffectRenderer {
    frame_layout: wgpu::BindGroupLayout,
    draw_layout: wgpu::BindGroupLayout,
    texture_layouts: HashMap<Family, wgpu::BindGroupLayout>,
    modules: HashMap<Family, wgpu::ShaderModule>,
    pipelines: HashMap<PipelineKey, wgpu::RenderPipeline>,
    wrap_sampler: wgpu::Sampler,
    clamp_sampler: wgpu::Sampler,
    placeholders: HashMap<u32, GpuTexture>,
    flat_normal: GpuTexture,
    white: GpuTexture,
    lights_buffer: wgpu::Buffer,
    bloom: crate::render::bloom::Bloom,
    textures: HashMap<i32, (GpuTexture, Upload)>,
    missing: BTreeSet<i32>,
    grid_pipelines: HashMap<(wgpu::TextureFormat, bool), wgpu::RenderPipeline>,
    /// Draw the colour and the glow targets in separate passes ([`TargetSet`]): on devices
    /// without independent blend, or when asked (tests compare the two ways).
    split_targets: bool,
    /// Whether the device can write both targets in one draw (independent blend).
    can_combine_targets: bool,
    grid_module: wgpu::ShaderModule,
    grid_layout: wgpu::BindGroupLayout,
    grid_buffer: wgpu::Buffer,
    tonemapper: Tonemapper,
    targets: Option<Targets>,
    vs_buffer: wgpu::Buffer,
    ps_buffer: Option<wgpu::Buffer>,
    instance_buffer: Option<wgpu::Buffer>,
    ps_stride: u64,
}

impl EffectRenderer {
    /// Compiles the programs' shared layouts and the opaque pass.
    pub fn new(gpu: &Gpu) -> Self {
        let device = &gpu.device;
        let both = wgpu::ShaderStages::VERTEX | wgpu::ShaderStages::FRAGMENT;
        let frame_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("frame"),
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: both,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    },
                    count: None,
                },
                texture_entry(1, wgpu::ShaderStages::FRAGMENT, false),
                wgpu::BindGroupLayoutEntry {
                    binding: 2,
                    visibility: both,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 3,
                    visibility: both,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 4,
                    visibility: both,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    },
                    count: None,
                },
            ],
        });
        let draw_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("PSCommonBuffer"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: both,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: true,
                    min_binding_size: wgpu::BufferSize::new(PS_COMMON.size as u64),
                },
                count: None,
            }],
        });
        let mut texture_layouts = HashMap::new();
        let mut modules = HashMap::new();
        for family in FAMILIES {
            let entries: Vec<_> = (0..texture_count(family))
                .map(|i| texture_entry(i, wgpu::ShaderStages::FRAGMENT, true))
                .collect();
            texture_layouts.insert(
                family,
                device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                    label: Some("textures"),
                    entries: &entries,
                }),
            );
            if let Some(source) = family_source(family) {
                modules.insert(
                    family,
                    device.create_shader_module(wgpu::ShaderModuleDescriptor {
                        label: Some(&format!("{family:?}")),
                        source: wgpu::ShaderSource::Wgsl(source.into()),
                    }),
                );
            }
        }
        let sampler = |label, mode| {
            device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some(label),
                address_mode_u: mode,
                address_mode_v: mode,
                mag_filter: wgpu::FilterMode::Linear,
                min_filter: wgpu::FilterMode::Linear,
                mipmap_filter: wgpu::MipmapFilterMode::Linear,
                ..Default::default()
            })
        };
        let grid_module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("background.wgsl"),
            source: wgpu::ShaderSource::Wgsl(shaders::BACKGROUND.into()),
        });
        let grid_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("grid"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::VERTEX | wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            }],
        });
        let grid_buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("grid"),
            size: 160,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let align = u64::from(device.limits().min_uniform_buffer_offset_alignment).max(1);
        EffectRenderer {
            frame_layout,
            draw_layout,
            texture_layouts,
            modules,
            pipelines: HashMap::new(),
            wrap_sampler: sampler("g_WrapLinearSampler", wgpu::AddressMode::Repeat),
            clamp_sampler: sampler("g_ClampLinearSampler", wgpu::AddressMode::ClampToEdge),
            placeholders: HashMap::new(),
            flat_normal: GpuTexture::from_rgba8(gpu, "flat normal", 4, 4, &flat_normal_pixels()),
            white: GpuTexture::from_rgba8(gpu, "white", 1, 1, &[255; 4]),
            lights_buffer: device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("LightBuffer"),
                size: (16 + crate::render::draws::Lights::MAX * 8) as u64 * 4,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }),
            bloom: crate::render::bloom::Bloom::new(gpu),
            textures: HashMap::new(),
            missing: BTreeSet::new(),
            grid_pipelines: HashMap::new(),
            split_targets: !gpu
                .adapter_handle
                .get_downlevel_capabilities()
                .flags
                .contains(wgpu::DownlevelFlags::INDEPENDENT_BLEND),
            can_combine_targets: gpu
                .adapter_handle
                .get_downlevel_capabilities()
                .flags
                .contains(wgpu::DownlevelFlags::INDEPENDENT_BLEND),
            grid_module,
            grid_layout,
            grid_buffer,
            tonemapper: Tonemapper::new(gpu),
            targets: None,
            vs_buffer: device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("VSCommonBuffer"),
                size: VS_COMMON.size as u64,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }),
            ps_buffer: None,
            instance_buffer: None,
            ps_stride: (PS_COMMON.size as u64).div_ceil(align) * align,
        }
    }

    /// Draws the colour and glow targets in separate passes even where one pass could
    /// write both (as devices without independent blend must; see [`TargetSet`]).
    pub fn set_split_targets(&mut self, split: bool) {
        self.split_targets = split || !self.can_combine_targets;
    }

    /// Whether the colour and the glow targets are drawn in separate passes.
    pub fn split_targets(&self) -> bool {
        self.split_targets
    }

    /// Texture ids drawn as the placeholder because no opened file has them.
    pub fn missing_textures(&self) -> &BTreeSet<i32> {
        &self.missing
    }

    /// How each loaded texture was uploaded.
    pub fn uploads(&self) -> impl Iterator<Item = (i32, Upload)> + '_ {
        self.textures.iter().map(|(&id, (_, u))| (id, *u))
    }

    /// Forgets uploaded textures (after the user opens other files).
    pub fn clear_textures(&mut self) {
        self.textures.clear();
        self.missing.clear();
    }
}
