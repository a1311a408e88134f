//! The effect renderer: executes a frame's draw list with one wgpu pipeline per program
//! family and variant.
//!
//! A frame: the opaque pass clears the HDR scene target to the background and draws the
//! optional ground grid with depth (writing the linear depth the soft programs read); the
//! effect pass draws every draw in order into the scene and glow targets, tested against the
//! reversed depth GREATER_EQUAL and writing none; the tonemap pass writes the output.

use super::constants::{PS_COMMON, VS_COMMON};
use super::draws::{Blend, BlendComponent, Draw, DrawList, Factor, Family, Operation, Variant};
use super::targets::DEPTH_FORMAT;
use super::texture::{
    GpuTexture, PLACEHOLDER_SIZE, Upload, flat_normal_pixels, placeholder_pixels,
};
use super::{Gpu, OrbitCamera, RenderError, TonemapOptions, Tonemapper, readback, shaders};
use crate::formats::dds::Dds;
use crate::images::RgbaImage;
use crate::sim::instances::{BillboardInstance, MultiTextureInstance};
use crate::sim::playback::Frame;
use std::collections::{BTreeSet, HashMap};

/// Where the renderer finds the textures an effect names (the opened files).
pub trait TextureSource {
    /// The texture with id `id` (`sNNNNN`), if opened.
    fn dds(&self, id: i32) -> Option<&Dds>;
}

impl TextureSource for crate::library::Library {
    fn dds(&self, id: i32) -> Option<&Dds> {
        self.texture(id).map(|t| t.dds.as_ref())
    }
}

/// No textures at all: every texture is the placeholder.
pub struct NoTextures;

impl TextureSource for NoTextures {
    fn dds(&self, _id: i32) -> Option<&Dds> {
        None
    }
}

/// The viewer's settings for a frame.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RenderSettings {
    /// Output width.
    pub width: u32,
    /// Output height.
    pub height: u32,
    /// The camera.
    pub camera: OrbitCamera,
    /// Background colour, straight sRGB RGBA (alpha 0: transparent output).
    pub background: [u8; 4],
    /// Draw the ground grid.
    pub grid: bool,
    /// Exposure and tone curve.
    pub tonemap: TonemapOptions,
    /// The bloom chain spreading the glow target into the picture.
    pub bloom: BloomOptions,
}

/// The bloom chain's options (ours: the notes say the frame's glow chain spreads the glow
/// target into the picture, not how).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BloomOptions {
    /// Whether the glow target is spread into the picture.
    pub enabled: bool,
    /// How much of the spread glow is added.
    pub strength: f32,
    /// How far it spreads: the number of halvings (1 to 8).
    pub radius: u32,
}

impl Default for BloomOptions {
    fn default() -> Self {
        BloomOptions {
            enabled: true,
            strength: 1.0,
            radius: 5,
        }
    }
}

impl Default for RenderSettings {
    fn default() -> Self {
        RenderSettings {
            width: 512,
            height: 512,
            camera: OrbitCamera::default(),
            background: [20, 22, 28, 255],
            grid: true,
            tonemap: TonemapOptions::default(),
            bloom: BloomOptions::default(),
        }
    }
}

impl RenderSettings {
    /// Whether the output keeps coverage in alpha.
    pub fn transparent(&self) -> bool {
        self.background[3] < 255
    }

    /// The background as linear, premultiplied colour for the HDR target.
    pub fn background_linear(&self) -> wgpu::Color {
        let lin = |c: u8| {
            let v = f64::from(c) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let a = f64::from(self.background[3]) / 255.0;
        wgpu::Color {
            r: lin(self.background[0]) * a,
            g: lin(self.background[1]) * a,
            b: lin(self.background[2]) * a,
            a,
        }
    }
}

/// The targets of one frame size.
#[derive(Debug)]
struct Targets {
    width: u32,
    height: u32,
    transparent: bool,
    scene: wgpu::Texture,
    scene_view: wgpu::TextureView,
    glow: wgpu::Texture,
    glow_view: wgpu::TextureView,
    linear_depth_view: wgpu::TextureView,
    depth_view: wgpu::TextureView,
    /// The frame drawn so far, copied before each distortion or radial blur sheet.
    frame_copy: wgpu::Texture,
    frame_copy_view: wgpu::TextureView,
    /// The bloom chain: the glow at half, quarter... size.
    bloom_levels: Vec<(wgpu::Texture, wgpu::TextureView)>,
}

/// The glow target's format: R11G11B10 float as the engine's (seeds 000), else RGBA16F.
fn glow_format(gpu: &Gpu) -> wgpu::TextureFormat {
    if gpu.rg11b10_renderable {
        wgpu::TextureFormat::Rg11b10Ufloat
    } else {
        wgpu::TextureFormat::Rgba16Float
    }
}

/// The linear depth target's format.
const LINEAR_DEPTH_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::R32Float;

/// A 2D texture of one mip level and one sample (every target of the renderer and its benches).
pub(crate) fn target(
    gpu: &Gpu,
    label: &str,
    format: wgpu::TextureFormat,
    width: u32,
    height: u32,
    usage: wgpu::TextureUsages,
) -> wgpu::Texture {
    gpu.device.create_texture(&wgpu::TextureDescriptor {
        label: Some(label),
        size: wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage,
        view_formats: &[],
    })
}

impl Targets {
    fn new(
        gpu: &Gpu,
        width: u32,
        height: u32,
        transparent: bool,
        scene_format: wgpu::TextureFormat,
    ) -> Self {
        use wgpu::TextureUsages as U;
        let (width, height) = (width.max(1), height.max(1));
        let scene = target(
            gpu,
            "scene",
            scene_format,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING | U::COPY_SRC,
        );
        let glow = target(
            gpu,
            "glow",
            glow_format(gpu),
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
        );
        let linear = target(
            gpu,
            "linear depth",
            LINEAR_DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
        );
        let depth = target(
            gpu,
            "depth",
            DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT,
        );
        let frame_copy = target(
            gpu,
            "frame copy",
            scene_format,
            width,
            height,
            U::TEXTURE_BINDING | U::COPY_DST,
        );
        let mut bloom_levels = Vec::new();
        let (mut w, mut h) = (width, height);
        for _ in 0..8 {
            w = (w / 2).max(1);
            h = (h / 2).max(1);
            let t = target(
                gpu,
                "bloom level",
                glow_format(gpu),
                w,
                h,
                U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
            );
            let v = t.create_view(&Default::default());
            bloom_levels.push((t, v));
        }
        Targets {
            width,
            height,
            transparent,
            scene_view: scene.create_view(&Default::default()),
            scene,
            glow_view: glow.create_view(&Default::default()),
            glow,
            linear_depth_view: linear.create_view(&Default::default()),
            depth_view: depth.create_view(&Default::default()),
            frame_copy_view: frame_copy.create_view(&Default::default()),
            frame_copy,
            bloom_levels,
        }
    }
}

/// What makes two pipelines differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PipelineKey {
    /// Program family.
    pub family: Family,
    /// Variant switches.
    pub variant: Variant,
    /// Blend (None: written as is, for float conformance targets).
    pub blend: Option<Blend>,
    /// The colour target's format.
    pub color_format: wgpu::TextureFormat,
    /// The glow target's format.
    pub glow_format: wgpu::TextureFormat,
    /// Which of the two targets the pipeline writes.
    pub targets: TargetSet,
}

/// The targets a pipeline writes. Devices without independent blend (WebGL2) cannot write the
/// colour and the glow targets with different write masks in one draw, so there every run of
/// effect draws is drawn twice: once into the colour target, once (the GlowD variants only)
/// into the glow target. The targets do not interact within a run, so the result is the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TargetSet {
    /// Colour and glow in one draw.
    Both,
    /// The colour target alone (the glow slot left empty).
    Color,
    /// The glow target alone (the colour slot left empty).
    Glow,
}

fn factor(f: Factor) -> wgpu::BlendFactor {
    match f {
        Factor::Zero => wgpu::BlendFactor::Zero,
        Factor::One => wgpu::BlendFactor::One,
        Factor::SrcAlpha => wgpu::BlendFactor::SrcAlpha,
        Factor::InvSrcAlpha => wgpu::BlendFactor::OneMinusSrcAlpha,
        Factor::DestColor => wgpu::BlendFactor::Dst,
    }
}

fn component(c: BlendComponent) -> wgpu::BlendComponent {
    wgpu::BlendComponent {
        src_factor: factor(c.src),
        dst_factor: factor(c.dst),
        operation: match c.op {
            Operation::Add => wgpu::BlendOperation::Add,
            Operation::ReverseSubtract => wgpu::BlendOperation::ReverseSubtract,
        },
    }
}

/// The WGSL of a family, with the shared part in front.
pub fn family_source(family: Family) -> Option<String> {
    let body = match family {
        Family::Billboard => shaders::BILLBOARD,
        Family::MultiTexture => shaders::MULTI_TEXTURE,
        Family::Line => shaders::LINE,
        Family::Tracer => shaders::TRACER,
        Family::Distortion => shaders::DISTORTION,
        Family::RadialBlur => shaders::RADIAL_BLUR,
        Family::Light => return None,
    };
    Some(format!("{}\n{}", shaders::COMMON, body))
}

const BILLBOARD_ATTRIBUTES: [wgpu::VertexAttribute; 8] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4, 5 => Float32x4, 6 => Float32x4, 7 => Float32x4
];

const MULTI_TEXTURE_ATTRIBUTES: [wgpu::VertexAttribute; 13] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Unorm8x4, 5 => Unorm8x4, 6 => Unorm8x4,
    7 => Float32x4, 8 => Float32x4, 9 => Float32x4, 10 => Float32x4, 11 => Float32x4, 12 => Float32x4
];

const LINE_ATTRIBUTES: [wgpu::VertexAttribute; 5] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Unorm8x4, 3 => Unorm8x4, 4 => Float32x4
];

const TRACER_ATTRIBUTES: [wgpu::VertexAttribute; 7] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Float32x4, 4 => Float32x4, 5 => Unorm8x4, 6 => Float32x4
];

const DISTORTION_ATTRIBUTES: [wgpu::VertexAttribute; 6] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4, 5 => Float32x4
];

const RADIAL_BLUR_ATTRIBUTES: [wgpu::VertexAttribute; 5] = wgpu::vertex_attr_array![
    0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4
];

/// The byte size of one instance of a family.
fn instance_size(family: Family) -> usize {
    match family {
        Family::Billboard => std::mem::size_of::<BillboardInstance>(),
        Family::MultiTexture => std::mem::size_of::<MultiTextureInstance>(),
        Family::Line => std::mem::size_of::<crate::sim::instances::LineInstance>(),
        Family::Tracer => std::mem::size_of::<crate::sim::instances::TracerInstance>(),
        Family::Distortion => std::mem::size_of::<crate::sim::instances::DistortionInstance>(),
        Family::RadialBlur => std::mem::size_of::<crate::sim::instances::RadialBlurInstance>(),
        Family::Light => std::mem::size_of::<crate::sim::instances::LightInstance>(),
    }
}

fn vertex_layout(family: Family) -> Option<wgpu::VertexBufferLayout<'static>> {
    let attributes: &'static [wgpu::VertexAttribute] = match family {
        Family::Billboard => &BILLBOARD_ATTRIBUTES,
        Family::MultiTexture => &MULTI_TEXTURE_ATTRIBUTES,
        Family::Line => &LINE_ATTRIBUTES,
        Family::Tracer => &TRACER_ATTRIBUTES,
        Family::Distortion => &DISTORTION_ATTRIBUTES,
        Family::RadialBlur => &RADIAL_BLUR_ATTRIBUTES,
        Family::Light => return None,
    };
    let stride = instance_size(family);
    Some(wgpu::VertexBufferLayout {
        array_stride: stride as u64,
        step_mode: wgpu::VertexStepMode::Instance,
        attributes,
    })
}

/// How many textures a family binds in group 2.
fn texture_count(family: Family) -> u32 {
    match family {
        Family::Billboard | Family::Distortion | Family::RadialBlur => 2,
        Family::MultiTexture => 3,
        Family::Tracer => 1,
        Family::Line | Family::Light => 0,
    }
}

/// The families with programs.
const FAMILIES: [Family; 6] = [
    Family::Billboard,
    Family::MultiTexture,
    Family::Line,
    Family::Tracer,
    Family::Distortion,
    Family::RadialBlur,
];

/// Whether a family's draws read the frame drawn so far (copied before each of them).
fn reads_frame(family: Family) -> bool {
    matches!(family, Family::Distortion | Family::RadialBlur)
}

fn texture_entry(
    binding: u32,
    visibility: wgpu::ShaderStages,
    filterable: bool,
) -> wgpu::BindGroupLayoutEntry {
    wgpu::BindGroupLayoutEntry {
        binding,
        visibility,
        ty: wgpu::BindingType::Texture {
            sample_type: wgpu::TextureSampleType::Float { filterable },
            view_dimension: wgpu::TextureViewDimension::D2,
            multisampled: false,
        },
        count: None,
    }
}

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
    bloom: super::bloom::Bloom,
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
                size: (16 + super::draws::Lights::MAX * 8) as u64 * 4,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }),
            bloom: super::bloom::Bloom::new(gpu),
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

    /// The pipeline for a key, compiled on first use.
    pub fn pipeline(&mut self, gpu: &Gpu, key: PipelineKey) -> Option<&wgpu::RenderPipeline> {
        if !self.pipelines.contains_key(&key) {
            let module = self.modules.get(&key.family)?;
            let textures = self.texture_layouts.get(&key.family)?;
            let layout = gpu
                .device
                .create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                    label: Some("effect"),
                    bind_group_layouts: &[
                        Some(&self.frame_layout),
                        Some(&self.draw_layout),
                        Some(textures),
                    ],
                    immediate_size: 0,
                });
            let constants = [
                ("SOFT", f64::from(u8::from(key.variant.soft))),
                (
                    "BLEND_FRAMES",
                    f64::from(u8::from(key.variant.blend_frames)),
                ),
                ("GLOW", f64::from(u8::from(key.variant.glow))),
                ("OCTAGON", f64::from(u8::from(key.variant.octagon))),
            ];
            let options = wgpu::PipelineCompilationOptions {
                constants: &constants,
                zero_initialize_workgroup_memory: false,
            };
            let blend = key.blend.map(|b| wgpu::BlendState {
                color: component(b.color),
                alpha: component(b.alpha),
            });
            let vertex = vertex_layout(key.family)?;
            let pipeline = gpu
                .device
                .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                    label: Some(&format!("{:?} {:?}", key.family, key.variant)),
                    layout: Some(&layout),
                    vertex: wgpu::VertexState {
                        module,
                        entry_point: Some("vs_main"),
                        compilation_options: options.clone(),
                        buffers: &[Some(vertex)],
                    },
                    // The engine culls nothing (seeds 000, State).
                    primitive: wgpu::PrimitiveState {
                        topology: wgpu::PrimitiveTopology::TriangleList,
                        cull_mode: None,
                        ..Default::default()
                    },
                    // Reversed depth tested GREATER_EQUAL, never written.
                    depth_stencil: Some(wgpu::DepthStencilState {
                        format: DEPTH_FORMAT,
                        depth_write_enabled: Some(false),
                        depth_compare: Some(wgpu::CompareFunction::GreaterEqual),
                        stencil: Default::default(),
                        bias: Default::default(),
                    }),
                    multisample: Default::default(),
                    fragment: Some(wgpu::FragmentState {
                        module,
                        entry_point: Some("fs_main"),
                        compilation_options: options,
                        targets: &[
                            (key.targets != TargetSet::Glow).then_some(wgpu::ColorTargetState {
                                format: key.color_format,
                                blend,
                                write_mask: wgpu::ColorWrites::ALL,
                            }),
                            // One blend for both targets (seeds 000, the glow target); only the
                            // GlowD programs write the glow.
                            (key.targets != TargetSet::Color).then_some(wgpu::ColorTargetState {
                                format: key.glow_format,
                                blend,
                                write_mask: if key.variant.glow {
                                    wgpu::ColorWrites::ALL
                                } else {
                                    wgpu::ColorWrites::empty()
                                },
                            }),
                        ],
                    }),
                    multiview_mask: None,
                    cache: None,
                });
            self.pipelines.insert(key, pipeline);
        }
        self.pipelines.get(&key)
    }

    /// The placeholder for a flipbook of `columns` columns (a disc per cell).
    fn placeholder(&mut self, gpu: &Gpu, columns: u32) -> wgpu::TextureView {
        let columns = columns.clamp(1, 16);
        self.placeholders
            .entry(columns)
            .or_insert_with(|| {
                let size = PLACEHOLDER_SIZE * columns;
                GpuTexture::from_rgba8(gpu, "placeholder", size, size, &placeholder_pixels(columns))
            })
            .view
            .clone()
    }

    fn texture_view(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        id: i32,
        normal: bool,
        columns: u32,
    ) -> wgpu::TextureView {
        if id <= 0 {
            return if normal {
                self.flat_normal.view.clone()
            } else {
                self.placeholder(gpu, columns)
            };
        }
        if let Some((t, _)) = self.textures.get(&id) {
            return t.view.clone();
        }
        match source
            .dds(id)
            .map(|d| GpuTexture::from_dds(gpu, &format!("s{id:05}"), d))
        {
            Some(Ok((t, upload))) => {
                let view = t.view.clone();
                self.textures.insert(id, (t, upload));
                view
            }
            _ => {
                self.missing.insert(id);
                if normal {
                    self.flat_normal.view.clone()
                } else {
                    self.placeholder(gpu, columns)
                }
            }
        }
    }

    fn ensure_targets(&mut self, gpu: &Gpu, width: u32, height: u32, transparent: bool) {
        let fits = self.targets.as_ref().is_some_and(|t| {
            (t.width, t.height, t.transparent) == (width.max(1), height.max(1), transparent)
        });
        if !fits {
            self.targets = Some(Targets::new(
                gpu,
                width,
                height,
                transparent,
                gpu.scene_format(transparent),
            ));
        }
    }

    /// Uploads the constants of every draw, the lights, and every frame draw's instances;
    /// returns each draw's byte range in the instance buffer.
    fn write_buffers(&mut self, gpu: &Gpu, frame: &Frame, list: &DrawList) -> Vec<(u64, u64)> {
        // PSCommonBuffer of every draw, at dynamic offsets.
        let ps_size = (list.draws.len().max(1) as u64) * self.ps_stride;
        if self.ps_buffer.as_ref().is_none_or(|b| b.size() < ps_size) {
            self.ps_buffer = Some(gpu.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("PSCommonBuffer"),
                size: ps_size.next_power_of_two(),
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }));
        }
        let mut ps_bytes = vec![0u8; ps_size as usize];
        for (i, d) in list.draws.iter().enumerate() {
            let at = i * self.ps_stride as usize;
            ps_bytes[at..at + d.ps.bytes.len()].copy_from_slice(&d.ps.bytes);
        }
        if let Some(b) = &self.ps_buffer {
            gpu.queue.write_buffer(b, 0, &ps_bytes);
        }
        gpu.queue.write_buffer(&self.vs_buffer, 0, &list.vs.bytes);
        gpu.queue
            .write_buffer(&self.lights_buffer, 0, &list.lights.bytes());
        // Every frame draw's instances once (sheets of one node share them), 4-byte aligned.
        let mut starts = Vec::with_capacity(frame.draws.len());
        let mut bytes = Vec::new();
        for nd in &frame.draws {
            starts.push(bytes.len() as u64);
            bytes.extend_from_slice(nd.instances.bytes());
            while bytes.len() % 4 != 0 {
                bytes.push(0);
            }
        }
        let needed = (bytes.len() as u64).max(16);
        if self
            .instance_buffer
            .as_ref()
            .is_none_or(|b| b.size() < needed)
        {
            self.instance_buffer = Some(gpu.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("instances"),
                size: needed.next_power_of_two(),
                usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }));
        }
        if let (Some(b), false) = (&self.instance_buffer, bytes.is_empty()) {
            gpu.queue.write_buffer(b, 0, &bytes);
        }
        list.draws
            .iter()
            .map(|d| {
                let size = instance_size(d.family) as u64;
                let start =
                    starts.get(d.frame_draw).copied().unwrap_or(0) + d.first_instance as u64 * size;
                (start, d.instance_count as u64 * size)
            })
            .collect()
    }

    /// Draws a frame into `output` (a view of `output_format`, of the settings' size).
    pub fn render(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        frame: &Frame,
        list: &DrawList,
        settings: &RenderSettings,
        output: &wgpu::TextureView,
        output_format: wgpu::TextureFormat,
    ) {
        self.ensure_targets(gpu, settings.width, settings.height, settings.transparent());
        let offsets = self.write_buffers(gpu, frame, list);
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        self.encode_opaque(gpu, &mut encoder, settings);
        self.encode_effects(gpu, &mut encoder, source, frame, list, &offsets);
        let glows = list.draws.iter().any(|d| d.variant.glow);
        if let (true, true, Some(targets)) = (settings.bloom.enabled, glows, &self.targets) {
            let format = targets.scene.format();
            self.bloom.encode(
                gpu,
                &mut encoder,
                &targets.glow,
                &targets.bloom_levels,
                &targets.scene_view,
                format,
                settings.bloom.strength,
                settings.bloom.radius,
            );
        }
        let Some(targets) = &self.targets else { return };
        self.tonemapper.encode(
            gpu,
            &mut encoder,
            &targets.scene_view,
            output,
            output_format,
            settings.tonemap,
            settings.transparent(),
        );
        gpu.queue.submit([encoder.finish()]);
    }

    fn encode_opaque(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        settings: &RenderSettings,
    ) {
        let Some(scene_format) = self.targets.as_ref().map(|t| t.scene.format()) else {
            return;
        };
        let grid_key = (scene_format, self.split_targets);
        if !self.grid_pipelines.contains_key(&grid_key) {
            let pipeline = grid_pipeline(
                gpu,
                &self.grid_module,
                &self.grid_layout,
                scene_format,
                self.split_targets,
            );
            self.grid_pipelines.insert(grid_key, pipeline);
        }
        let Some(targets) = &self.targets else { return };
        let view = settings.camera.view();
        let projection = settings
            .camera
            .projection(targets.width as f32 / targets.height as f32);
        let mut params = Vec::with_capacity(160);
        params.extend_from_slice(bytemuck::cast_slice(&(projection * view).to_cols_array()));
        params.extend_from_slice(bytemuck::cast_slice(&view.to_cols_array()));
        params.extend_from_slice(bytemuck::cast_slice(&[
            0.35f32 * 0.6,
            0.38 * 0.6,
            0.45 * 0.6,
            0.6,
            20.0,
            5.0,
            0.0,
            0.0,
        ]));
        gpu.queue.write_buffer(&self.grid_buffer, 0, &params);
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("opaque"),
            color_attachments: &[
                Some(wgpu::RenderPassColorAttachment {
                    view: &targets.scene_view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(settings.background_linear()),
                        store: wgpu::StoreOp::Store,
                    },
                }),
                Some(wgpu::RenderPassColorAttachment {
                    view: &targets.linear_depth_view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color {
                            r: f64::from(super::camera::FAR),
                            g: 0.0,
                            b: 0.0,
                            a: 1.0,
                        }),
                        store: wgpu::StoreOp::Store,
                    },
                }),
            ],
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &targets.depth_view,
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
        let Some(pipeline) = self.grid_pipelines.get(&grid_key).filter(|_| settings.grid) else {
            return;
        };
        let bind = gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("grid"),
            layout: &self.grid_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: self.grid_buffer.as_entire_binding(),
            }],
        });
        if self.split_targets {
            // The grid writes the colour alone, in a pass of its own ([`TargetSet`]).
            drop(pass);
            pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("grid"),
                color_attachments: &[
                    Some(wgpu::RenderPassColorAttachment {
                        view: &targets.scene_view,
                        depth_slice: None,
                        resolve_target: None,
                        ops: wgpu::Operations {
                            load: wgpu::LoadOp::Load,
                            store: wgpu::StoreOp::Store,
                        },
                    }),
                    None,
                ],
                depth_stencil_attachment: Some(depth_loaded(&targets.depth_view)),
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
        }
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, &bind, &[]);
        pass.draw(0..6, 0..1);
    }

    fn frame_group(&self, gpu: &Gpu, linear_depth: &wgpu::TextureView) -> wgpu::BindGroup {
        gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("frame"),
            layout: &self.frame_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: self.vs_buffer.as_entire_binding(),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::TextureView(linear_depth),
                },
                wgpu::BindGroupEntry {
                    binding: 2,
                    resource: wgpu::BindingResource::Sampler(&self.wrap_sampler),
                },
                wgpu::BindGroupEntry {
                    binding: 3,
                    resource: wgpu::BindingResource::Sampler(&self.clamp_sampler),
                },
                wgpu::BindGroupEntry {
                    binding: 4,
                    resource: self.lights_buffer.as_entire_binding(),
                },
            ],
        })
    }

    /// The textures a draw binds, in its family's order.
    fn draw_textures(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        d: &Draw,
        frame_copy: &wgpu::TextureView,
    ) -> Vec<wgpu::TextureView> {
        if reads_frame(d.family) {
            // The frame copy, then the normal map (distortion) or the mask (radial blur).
            let id = d.textures.first().map_or(0, |b| b.id);
            let second = if d.family == Family::Distortion {
                self.texture_view(gpu, source, id, true, 1)
            } else if id > 0 {
                self.texture_view(gpu, source, id, false, 1)
            } else {
                self.white.view.clone()
            };
            return vec![frame_copy.clone(), second];
        }
        (0..texture_count(d.family) as usize)
            .map(|k| {
                let binding = d.textures.get(k);
                let normal = binding.is_some_and(|b| b.slot.contains("normal"));
                // Only the first texture is a flipbook (layers 2 and 3 are not cells).
                let columns = if k == 0 { d.columns } else { 1 };
                self.texture_view(gpu, source, binding.map_or(0, |b| b.id), normal, columns)
            })
            .collect()
    }

    fn encode_effects(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        source: &dyn TextureSource,
        _frame: &Frame,
        list: &DrawList,
        ranges: &[(u64, u64)],
    ) {
        let (Some(ps_buffer), Some(instances)) =
            (self.ps_buffer.clone(), self.instance_buffer.clone())
        else {
            return;
        };
        let Some(targets) = &self.targets else { return };
        let (scene_format, glow) = (targets.scene.format(), glow_format(gpu));
        let frame_copy_view = targets.frame_copy_view.clone();
        let frame_group = self.frame_group(gpu, &targets.linear_depth_view);
        let draw_group = gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("PSCommonBuffer"),
            layout: &self.draw_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer: &ps_buffer,
                    offset: 0,
                    size: wgpu::BufferSize::new(PS_COMMON.size as u64),
                }),
            }],
        });
        // Pipelines and texture groups first (they borrow self mutably), then the passes.
        let mut prepared = Vec::with_capacity(list.draws.len());
        for (i, d) in list.draws.iter().enumerate() {
            let Some(layout) = self.texture_layouts.get(&d.family).cloned() else {
                continue;
            };
            let key = PipelineKey {
                family: d.family,
                variant: d.variant,
                blend: Some(d.blend),
                color_format: scene_format,
                glow_format: glow,
                targets: TargetSet::Both,
            };
            let keys = if self.split_targets {
                vec![
                    PipelineKey {
                        targets: TargetSet::Color,
                        ..key
                    },
                    PipelineKey {
                        targets: TargetSet::Glow,
                        ..key
                    },
                ]
            } else {
                vec![key]
            };
            if keys.iter().any(|&k| self.pipeline(gpu, k).is_none()) || ranges[i].1 == 0 {
                continue;
            }
            let views = self.draw_textures(gpu, source, d, &frame_copy_view);
            let entries: Vec<_> = views
                .iter()
                .enumerate()
                .map(|(k, v)| wgpu::BindGroupEntry {
                    binding: k as u32,
                    resource: wgpu::BindingResource::TextureView(v),
                })
                .collect();
            let group = gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("textures"),
                layout: &layout,
                entries: &entries,
            });
            prepared.push((i, key, group));
        }
        let Some(targets) = &self.targets else { return };
        // A pass runs until a draw that reads the frame drawn so far: the pass ends, the scene
        // is copied, and a new pass goes on (seeds 000: the frame is copied before each sheet).
        let mut k = 0;
        let mut first_pass = true;
        while k < prepared.len() || first_pass {
            let mut end = k;
            while end < prepared.len()
                && (end == k || !reads_frame(list.draws[prepared[end].0].family))
            {
                end += 1;
            }
            if let Some((i, _, _)) = prepared.get(k)
                && reads_frame(list.draws[*i].family)
            {
                encoder.copy_texture_to_texture(
                    targets.scene.as_image_copy(),
                    targets.frame_copy.as_image_copy(),
                    wgpu::Extent3d {
                        width: targets.width,
                        height: targets.height,
                        depth_or_array_layers: 1,
                    },
                );
            }
            let load = |clear: wgpu::Color| {
                if first_pass {
                    wgpu::LoadOp::Clear(clear)
                } else {
                    wgpu::LoadOp::Load
                }
            };
            let colour = wgpu::RenderPassColorAttachment {
                view: &targets.scene_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                },
            };
            // The glow target is cleared before the effects (seeds 000). With split targets it
            // is cleared in a pass of its own, where it is the first attachment: wgpu's GL
            // backend (30.0) clears the n-th *present* attachment of a pass, so a clear of the
            // glow in slot 1 behind an empty slot 0 would miss it.
            if first_pass && self.split_targets {
                encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("glow clear"),
                    color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                        view: &targets.glow_view,
                        depth_slice: None,
                        resolve_target: None,
                        ops: wgpu::Operations {
                            load: wgpu::LoadOp::Clear(wgpu::Color::TRANSPARENT),
                            store: wgpu::StoreOp::Store,
                        },
                    })],
                    depth_stencil_attachment: None,
                    timestamp_writes: None,
                    occlusion_query_set: None,
                    multiview_mask: None,
                });
            }
            let glow_load = if self.split_targets {
                wgpu::LoadOp::Load
            } else {
                load(wgpu::Color::TRANSPARENT)
            };
            let glow_target = wgpu::RenderPassColorAttachment {
                view: &targets.glow_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: glow_load,
                    store: wgpu::StoreOp::Store,
                },
            };
            let sets: &[(TargetSet, [Option<wgpu::RenderPassColorAttachment>; 2])] =
                if self.split_targets {
                    &[
                        (TargetSet::Color, [Some(colour.clone()), None]),
                        (TargetSet::Glow, [None, Some(glow_target.clone())]),
                    ]
                } else {
                    &[(
                        TargetSet::Both,
                        [Some(colour.clone()), Some(glow_target.clone())],
                    )]
                };
            for (set, attachments) in sets {
                let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("effects"),
                    color_attachments: attachments,
                    depth_stencil_attachment: Some(depth_loaded(&targets.depth_view)),
                    timestamp_writes: None,
                    occlusion_query_set: None,
                    multiview_mask: None,
                });
                pass.set_bind_group(0, &frame_group, &[]);
                for (i, key, group) in &prepared[k..end] {
                    let d = &list.draws[*i];
                    if *set == TargetSet::Glow && !d.variant.glow {
                        continue;
                    }
                    let Some(pipeline) = self.pipelines.get(&PipelineKey {
                        targets: *set,
                        ..*key
                    }) else {
                        continue;
                    };
                    let (start, len) = ranges[*i];
                    pass.set_pipeline(pipeline);
                    pass.set_bind_group(1, &draw_group, &[(*i as u64 * self.ps_stride) as u32]);
                    pass.set_bind_group(2, group, &[]);
                    pass.set_vertex_buffer(0, instances.slice(start..start + len));
                    pass.draw(0..vertices_per_instance(d), 0..d.instance_count as u32);
                }
            }
            first_pass = false;
            k = end;
        }
    }

    /// Draws a frame offscreen and reads it back (straight alpha RGBA).
    pub async fn render_to_image(
        &mut self,
        gpu: &Gpu,
        source: &dyn TextureSource,
        frame: &Frame,
        list: &DrawList,
        settings: &RenderSettings,
    ) -> Result<RgbaImage, RenderError> {
        let output = target(
            gpu,
            "output",
            super::targets::OUTPUT_FORMAT,
            settings.width.max(1),
            settings.height.max(1),
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        );
        let view = output.create_view(&Default::default());
        self.render(gpu, source, frame, list, settings, &view, output.format());
        let pixels = readback::read_rgba8(gpu, &output).await?;
        RgbaImage::new(output.width(), output.height(), pixels)
            .ok_or_else(|| RenderError::Device("readback size".into()))
    }
}

/// The scene's depth as the effect passes use it: loaded and kept (effects test it, and only
/// the opaque pass clears it).
fn depth_loaded(view: &wgpu::TextureView) -> wgpu::RenderPassDepthStencilAttachment<'_> {
    wgpu::RenderPassDepthStencilAttachment {
        view,
        depth_ops: Some(wgpu::Operations {
            load: wgpu::LoadOp::Load,
            store: wgpu::StoreOp::Store,
        }),
        stencil_ops: None,
    }
}

fn vertices_per_instance(d: &Draw) -> u32 {
    if d.variant.octagon { 18 } else { 6 }
}

fn grid_pipeline(
    gpu: &Gpu,
    module: &wgpu::ShaderModule,
    layout: &wgpu::BindGroupLayout,
    scene_format: wgpu::TextureFormat,
    colour_only: bool,
) -> wgpu::RenderPipeline {
    let device = &gpu.device;
    let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some("grid"),
        bind_group_layouts: &[Some(layout)],
        immediate_size: 0,
    });
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("grid"),
        layout: Some(&pipeline_layout),
        vertex: wgpu::VertexState {
            module,
            entry_point: Some("vs_main"),
            compilation_options: Default::default(),
            buffers: &[],
        },
        primitive: wgpu::PrimitiveState {
            cull_mode: None,
            ..Default::default()
        },
        // The grid is a guide behind the effect, not a floor: it neither hides particles
        // below y = 0 nor makes soft particles fade against it.
        depth_stencil: Some(wgpu::DepthStencilState {
            format: DEPTH_FORMAT,
            depth_write_enabled: Some(false),
            depth_compare: Some(wgpu::CompareFunction::Always),
            stencil: Default::default(),
            bias: Default::default(),
        }),
        multisample: Default::default(),
        fragment: Some(wgpu::FragmentState {
            module,
            entry_point: Some("fs_main"),
            compilation_options: Default::default(),
            targets: &[
                Some(wgpu::ColorTargetState {
                    format: scene_format,
                    blend: Some(wgpu::BlendState::PREMULTIPLIED_ALPHA_BLENDING),
                    write_mask: wgpu::ColorWrites::ALL,
                }),
                (!colour_only).then_some(wgpu::ColorTargetState {
                    format: LINEAR_DEPTH_FORMAT,
                    blend: None,
                    write_mask: wgpu::ColorWrites::empty(),
                }),
            ],
        }),
        multiview_mask: None,
        cache: None,
    })
}

/// One draw of designed inputs for [`EffectRenderer::render_probe`].
pub struct ProbeDraw<'a> {
    /// The family.
    pub family: Family,
    /// The variant.
    pub variant: Variant,
    /// The PSCommonBuffer.
    pub ps: &'a super::constants::Buffer,
    /// The instances, as bytes of the family's instance record.
    pub instances: &'a [u8],
    /// How many instances.
    pub count: u32,
    /// The family's textures, in binding order.
    pub textures: Vec<&'a GpuTexture>,
    /// The blend (used when the probe target is blendable: [`ProbeTarget::blendable`]).
    pub blend: Option<Blend>,
}

/// The target of a probe render.
pub struct ProbeTarget<'a> {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// RGBA16F targets with each draw's blend (else RGBA32F written as is).
    pub blendable: bool,
    /// What the colour target is cleared to (linear, as stored).
    pub clear: [f64; 4],
    /// The linear view depth the programs read (else cleared to the far plane).
    pub linear_depth: Option<&'a GpuTexture>,
}

/// What a probe render read back: the colour target and the glow target, RGBA floats.
pub struct ProbeResult {
    /// The colour target.
    pub color: Vec<f32>,
    /// The glow target.
    pub glow: Vec<f32>,
}

impl EffectRenderer {
    /// Renders designed draws into an RGBA 32-bit float target of `width` x `height` with no
    /// blending, and reads the floats back: how the conformance tests compare the programs
    /// with CPU evaluations of the notes' formulas.
    pub async fn render_probe(
        &mut self,
        gpu: &Gpu,
        vs: &super::constants::Buffer,
        width: u32,
        height: u32,
        draws: &[ProbeDraw<'_>],
    ) -> Result<Vec<f32>, RenderError> {
        let target = ProbeTarget {
            width,
            height,
            blendable: false,
            clear: [0.0; 4],
            linear_depth: None,
        };
        Ok(self.render_probe_with(gpu, vs, &target, draws).await?.color)
    }

    /// [`EffectRenderer::render_probe`] with a chosen target: blendable, cleared to a colour,
    /// with a designed linear depth; reads back both the colour and the glow target.
    pub async fn render_probe_with(
        &mut self,
        gpu: &Gpu,
        vs: &super::constants::Buffer,
        probe: &ProbeTarget<'_>,
        draws: &[ProbeDraw<'_>],
    ) -> Result<ProbeResult, RenderError> {
        use wgpu::TextureUsages as U;
        let (width, height) = (probe.width, probe.height);
        let color_format = if probe.blendable {
            wgpu::TextureFormat::Rgba16Float
        } else {
            wgpu::TextureFormat::Rgba32Float
        };
        let color = target(
            gpu,
            "probe",
            color_format,
            width,
            height,
            U::RENDER_ATTACHMENT | U::COPY_SRC,
        );
        let glow = target(
            gpu,
            "probe glow",
            wgpu::TextureFormat::Rgba16Float,
            width,
            height,
            U::RENDER_ATTACHMENT | U::COPY_SRC,
        );
        let linear = target(
            gpu,
            "probe depth",
            LINEAR_DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT | U::TEXTURE_BINDING,
        );
        let depth = target(
            gpu,
            "probe z",
            DEPTH_FORMAT,
            width,
            height,
            U::RENDER_ATTACHMENT,
        );
        let (color_view, glow_view, linear_view, depth_view) = (
            color.create_view(&Default::default()),
            glow.create_view(&Default::default()),
            probe.linear_depth.map_or_else(
                || linear.create_view(&Default::default()),
                |t| t.view.clone(),
            ),
            depth.create_view(&Default::default()),
        );
        gpu.queue.write_buffer(&self.vs_buffer, 0, &vs.bytes);
        let stride = self.ps_stride as usize;
        let mut ps_bytes = vec![0u8; stride * draws.len().max(1)];
        for (i, d) in draws.iter().enumerate() {
            ps_bytes[i * stride..i * stride + d.ps.bytes.len()].copy_from_slice(&d.ps.bytes);
        }
        let ps_buffer = gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("probe PSCommonBuffer"),
            size: ps_bytes.len() as u64,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        gpu.queue.write_buffer(&ps_buffer, 0, &ps_bytes);
        gpu.queue.write_buffer(
            &self.lights_buffer,
            0,
            &super::draws::Lights {
                ambient: 1.0,
                directional: 0.0,
                points: Vec::new(),
                note: "probes: ambient 1, the colour as the vertex carries it",
            }
            .bytes(),
        );
        let frame_group = self.frame_group(gpu, &linear_view);
        let draw_group = gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("probe PSCommonBuffer"),
            layout: &self.draw_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer: &ps_buffer,
                    offset: 0,
                    size: wgpu::BufferSize::new(PS_COMMON.size as u64),
                }),
            }],
        });
        let mut prepared = Vec::new();
        for d in draws {
            let key = PipelineKey {
                family: d.family,
                variant: d.variant,
                blend: if probe.blendable { d.blend } else { None },
                color_format,
                glow_format: wgpu::TextureFormat::Rgba16Float,
                targets: TargetSet::Both,
            };
            if self.pipeline(gpu, key).is_none() {
                return Err(RenderError::Unsupported(format!(
                    "no program for {:?}",
                    d.family
                )));
            }
            let layout = self
                .texture_layouts
                .get(&d.family)
                .ok_or_else(|| RenderError::Unsupported("textures".into()))?;
            let entries: Vec<_> = d
                .textures
                .iter()
                .enumerate()
                .map(|(k, t)| wgpu::BindGroupEntry {
                    binding: k as u32,
                    resource: wgpu::BindingResource::TextureView(&t.view),
                })
                .collect();
            let group = gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("probe textures"),
                layout,
                entries: &entries,
            });
            let buffer = wgpu::util::DeviceExt::create_buffer_init(
                &gpu.device,
                &wgpu::util::BufferInitDescriptor {
                    label: Some("probe instances"),
                    contents: d.instances,
                    usage: wgpu::BufferUsages::VERTEX,
                },
            );
            prepared.push((key, group, buffer));
        }
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        if probe.linear_depth.is_none() {
            // Nothing nearer than the far plane, as over an empty scene.
            encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("probe depth clear"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &linear_view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color {
                            r: f64::from(super::camera::FAR),
                            g: 0.0,
                            b: 0.0,
                            a: 1.0,
                        }),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
        }
        let [r, g, b, a] = probe.clear;
        let clear = wgpu::Color { r, g, b, a };
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("probe"),
                color_attachments: &[
                    Some(wgpu::RenderPassColorAttachment {
                        view: &color_view,
                        depth_slice: None,
                        resolve_target: None,
                        ops: wgpu::Operations {
                            load: wgpu::LoadOp::Clear(clear),
                            store: wgpu::StoreOp::Store,
                        },
                    }),
                    // The glow target starts as the colour target does, so a test can see the
                    // blend applied to both.
                    Some(wgpu::RenderPassColorAttachment {
                        view: &glow_view,
                        depth_slice: None,
                        resolve_target: None,
                        ops: wgpu::Operations {
                            load: wgpu::LoadOp::Clear(clear),
                            store: wgpu::StoreOp::Store,
                        },
                    }),
                ],
                depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                    view: &depth_view,
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
            pass.set_bind_group(0, &frame_group, &[]);
            for (i, ((key, group, buffer), d)) in prepared.iter().zip(draws).enumerate() {
                let Some(pipeline) = self.pipelines.get(key) else {
                    continue;
                };
                pass.set_pipeline(pipeline);
                pass.set_bind_group(1, &draw_group, &[(i * stride) as u32]);
                pass.set_bind_group(2, group, &[]);
                pass.set_vertex_buffer(0, buffer.slice(..));
                pass.draw(0..if d.variant.octagon { 18 } else { 6 }, 0..d.count);
            }
        }
        gpu.queue.submit([encoder.finish()]);
        Ok(ProbeResult {
            color: readback::read_rgba_f32(gpu, &color).await?,
            glow: readback::read_rgba_f32(gpu, &glow).await?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vertex inputs are written three times: the instance structs the simulation fills
    /// (`sim::instances`, `#[repr(C)]` and `Pod`, so without padding), the attributes the
    /// pipelines declare, and the WGSL `@location`s. The attributes must tile the struct
    /// exactly (each starting where the last ended, ending at its size), and every location
    /// the family's vertex program reads must be an attribute with as many components of the
    /// same kind (floats, or unsigned integers).
    #[test]
    fn vertex_attributes_match_the_instances_and_the_wgsl() {
        use naga::{Binding, ScalarKind, ShaderStage, TypeInner};
        for family in FAMILIES {
            let layout = vertex_layout(family).expect("a family with a program");
            let mut end = 0;
            for a in layout.attributes {
                assert_eq!(a.offset, end, "{family:?} location {}", a.shader_location);
                end += a.format.size();
            }
            // Two records end with an explicit pad that no program reads
            // (`DistortionInstance::pad`, 12 bytes; `RadialBlurInstance::pad`, 4).
            let trailing_pad = match family {
                Family::Distortion => 12,
                Family::RadialBlur => 4,
                _ => 0,
            };
            assert_eq!(
                end + trailing_pad,
                layout.array_stride,
                "{family:?}: the instance's size"
            );

            let source = family_source(family).expect("a program");
            let module = naga::front::wgsl::parse_str(&source).expect("parses");
            let entry = module
                .entry_points
                .iter()
                .find(|e| e.stage == ShaderStage::Vertex)
                .expect("a vertex program");
            // (location, components, kind) of every input with a location.
            let mut inputs = Vec::new();
            let mut add = |binding: &Option<Binding>, ty: naga::Handle<naga::Type>| {
                if let Some(Binding::Location { location, .. }) = binding {
                    let (components, kind) = match module.types[ty].inner {
                        TypeInner::Scalar(s) => (1, s.kind),
                        TypeInner::Vector { size, scalar } => (size as u32, scalar.kind),
                        ref other => panic!("{family:?} location {location}: {other:?}"),
                    };
                    inputs.push((*location, components, kind));
                }
            };
            for argument in &entry.function.arguments {
                add(&argument.binding, argument.ty);
                if let TypeInner::Struct { members, .. } = &module.types[argument.ty].inner {
                    for m in members {
                        add(&m.binding, m.ty);
                    }
                }
            }
            assert_eq!(
                inputs.len(),
                layout.attributes.len(),
                "{family:?}: the WGSL reads {} locations, the pipeline declares {}",
                inputs.len(),
                layout.attributes.len()
            );
            for (location, components, kind) in inputs {
                let a = layout
                    .attributes
                    .iter()
                    .find(|a| a.shader_location == location)
                    .unwrap_or_else(|| panic!("{family:?}: no attribute at location {location}"));
                let (want_components, want_kind) = match a.format {
                    wgpu::VertexFormat::Float32 => (1, ScalarKind::Float),
                    wgpu::VertexFormat::Float32x2 => (2, ScalarKind::Float),
                    wgpu::VertexFormat::Float32x3 => (3, ScalarKind::Float),
                    wgpu::VertexFormat::Float32x4 | wgpu::VertexFormat::Unorm8x4 => {
                        (4, ScalarKind::Float)
                    }
                    wgpu::VertexFormat::Uint32 => (1, ScalarKind::Uint),
                    other => panic!("{family:?} location {location}: {other:?} not checked"),
                };
                assert_eq!(
                    (components, kind),
                    (want_components, want_kind),
                    "{family:?} location {location}"
                );
            }
        }
    }
}
