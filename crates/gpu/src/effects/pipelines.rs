//! The effect programs' pipelines: what makes two differ ([`PipelineKey`]), the engine's
//! blend as wgpu's, the layouts and modules built from each family's table entry
//! (`families`), and the opaque pass's grid.

use super::families::{FAMILIES, family_source, texture_count, topology, vertex_layout};
use super::targets::LINEAR_DEPTH_FORMAT;
use crate::gpu_helpers::{
    bind_group_layout, depth_test, generated_pipeline, pipeline_layout, sampler_entry,
    texture_entry, uniform_entry, wgsl_module,
};
use crate::{gpu::Gpu, shaders};
use fxr_draw::constants::PS_COMMON;
use fxr_draw::{Blend, BlendComponent, Factor, Family, Operation, Variant};
use std::collections::HashMap;

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

/// A model mesh's vertex ([`fxr_formats::flver::ModelVertex`]): position, normal, UV,
/// colour.
const MESH_ATTRIBUTES: [wgpu::VertexAttribute; 4] = wgpu::vertex_attr_array![
    6 => Float32x3, 7 => Float32x3, 8 => Float32x2, 9 => Unorm8x4
];

/// The second vertex buffer of the model family: the mesh's vertices.
pub(super) fn mesh_layout() -> wgpu::VertexBufferLayout<'static> {
    wgpu::VertexBufferLayout {
        array_stride: std::mem::size_of::<fxr_formats::flver::ModelVertex>() as u64,
        step_mode: wgpu::VertexStepMode::Vertex,
        attributes: &MESH_ATTRIBUTES,
    }
}

/// The programs' layouts and modules and the pipelines compiled from them (on first use), with
/// the opaque pass's grid.
#[derive(Debug)]
pub(super) struct Programs {
    /// Group 0: VSCommonBuffer, the linear depth, the two samplers, LightBuffer.
    pub(super) frame_layout: wgpu::BindGroupLayout,
    /// Group 1: PSCommonBuffer at a dynamic offset.
    pub(super) draw_layout: wgpu::BindGroupLayout,
    /// Group 2: each family's textures.
    pub(super) texture_layouts: HashMap<Family, wgpu::BindGroupLayout>,
    pub(super) modules: HashMap<Family, wgpu::ShaderModule>,
    pub(super) pipelines: HashMap<PipelineKey, wgpu::RenderPipeline>,
    pub(super) grid_module: wgpu::ShaderModule,
    pub(super) grid_layout: wgpu::BindGroupLayout,
    /// By scene format and whether the grid writes the colour alone (split targets).
    pub(super) grid_pipelines: HashMap<(wgpu::TextureFormat, bool), wgpu::RenderPipeline>,
}

impl Programs {
    /// Compiles every family's program and the grid's, and makes their layouts.
    pub(super) fn new(gpu: &Gpu) -> Self {
        let both = wgpu::ShaderStages::VERTEX | wgpu::ShaderStages::FRAGMENT;
        let frame_layout = bind_group_layout(
            gpu,
            "frame",
            &[
                uniform_entry(0, both),
                // The lens flare's vertex program reads it too (its source's visible share).
                texture_entry(1, both, false),
                sampler_entry(2, both),
                sampler_entry(3, both),
                uniform_entry(4, both),
            ],
        );
        // PSCommonBuffer: every draw's constants in one buffer, at dynamic offsets.
        let draw_layout = bind_group_layout(
            gpu,
            "PSCommonBuffer",
            &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: both,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: true,
                    min_binding_size: wgpu::BufferSize::new(PS_COMMON.size as u64),
                },
                count: None,
            }],
        );
        let mut texture_layouts = HashMap::new();
        let mut modules = HashMap::new();
        for family in FAMILIES {
            let entries: Vec<_> = (0..texture_count(family))
                .map(|i| texture_entry(i, wgpu::ShaderStages::FRAGMENT, true))
                .collect();
            texture_layouts.insert(family, bind_group_layout(gpu, "textures", &entries));
            if let Some(source) = family_source(family) {
                modules.insert(family, wgsl_module(gpu, &format!("{family:?}"), &source));
            }
        }
        let grid_module = wgsl_module(gpu, "background.wgsl", shaders::BACKGROUND);
        let grid_layout = bind_group_layout(gpu, "grid", &[uniform_entry(0, both)]);
        Programs {
            frame_layout,
            draw_layout,
            texture_layouts,
            modules,
            pipelines: HashMap::new(),
            grid_module,
            grid_layout,
            grid_pipelines: HashMap::new(),
        }
    }

    /// The pipeline for a key, compiled on first use.
    pub(super) fn pipeline(
        &mut self,
        gpu: &Gpu,
        key: PipelineKey,
    ) -> Option<&wgpu::RenderPipeline> {
        if !self.pipelines.contains_key(&key) {
            let module = self.modules.get(&key.family)?;
            let textures = self.texture_layouts.get(&key.family)?;
            let layout = pipeline_layout(
                gpu,
                "effect",
                &[&self.frame_layout, &self.draw_layout, textures],
            );
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
            let buffers = [
                Some(vertex),
                (key.family == Family::Model).then(mesh_layout),
            ];
            let buffers = if key.family == Family::Model {
                &buffers[..]
            } else {
                &buffers[..1]
            };
            let pipeline = gpu
                .device
                .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                    label: Some(&format!("{:?} {:?}", key.family, key.variant)),
                    layout: Some(&layout),
                    vertex: wgpu::VertexState {
                        module,
                        entry_point: Some("vs_main"),
                        compilation_options: options.clone(),
                        buffers,
                    },
                    // The engine culls nothing (seeds 000, State); nor do the models (ours: their
                    // face sets' cull flag is listed, not applied).
                    primitive: wgpu::PrimitiveState {
                        topology: topology(key.family),
                        cull_mode: None,
                        ..Default::default()
                    },
                    // Reversed depth tested GREATER_EQUAL, never written; lens flares are drawn
                    // over the scene (their occlusion is measured in their vertex program, ours).
                    depth_stencil: Some(depth_test(
                        if key.family == Family::LensFlare {
                            wgpu::CompareFunction::Always
                        } else {
                            wgpu::CompareFunction::GreaterEqual
                        },
                        false,
                    )),
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
}

pub(super) fn grid_pipeline(
    gpu: &Gpu,
    module: &wgpu::ShaderModule,
    layout: &wgpu::BindGroupLayout,
    scene_format: wgpu::TextureFormat,
    colour_only: bool,
) -> wgpu::RenderPipeline {
    generated_pipeline(
        gpu,
        "grid",
        &pipeline_layout(gpu, "grid", &[layout]),
        module,
        ["vs_main", "fs_main"],
        &[
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
        // The grid is a guide behind the effect, not a floor: it neither hides particles
        // below y = 0 nor makes soft particles fade against it.
        Some(depth_test(wgpu::CompareFunction::Always, false)),
    )
}
