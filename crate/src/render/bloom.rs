//! The bloom chain (`shaders/bloom.wgsl`): the glow target halved a few times, then added back
//! up with a tent filter, and the result added to the scene times the strength. Ours: the
//! notes record that the frame's glow chain spreads the glow target, not how.

use super::{Gpu, shaders};
use std::collections::HashMap;

/// The chain's pipelines and their layout.
#[derive(Debug)]
pub struct Bloom {
    module: wgpu::ShaderModule,
    layout: wgpu::BindGroupLayout,
    pipeline_layout: wgpu::PipelineLayout,
    sampler: wgpu::Sampler,
    /// (format, entry point, additive) → pipeline.
    pipelines: HashMap<(wgpu::TextureFormat, &'static str, bool), wgpu::RenderPipeline>,
}

impl Bloom {
    /// Compiles the chain's program.
    pub fn new(gpu: &Gpu) -> Self {
        let device = &gpu.device;
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("bloom.wgsl"),
            source: wgpu::ShaderSource::Wgsl(shaders::BLOOM.into()),
        });
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("bloom"),
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    },
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 1,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 2,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    },
                    count: None,
                },
            ],
        });
        let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("bloom"),
            bind_group_layouts: &[Some(&layout)],
            immediate_size: 0,
        });
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("bloom"),
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            ..Default::default()
        });
        Bloom {
            module,
            layout,
            pipeline_layout,
            sampler,
            pipelines: HashMap::new(),
        }
    }

    fn pipeline(
        &mut self,
        gpu: &Gpu,
        format: wgpu::TextureFormat,
        entry: &'static str,
        additive: bool,
    ) -> wgpu::RenderPipeline {
        let (module, layout) = (&self.module, &self.pipeline_layout);
        self.pipelines
            .entry((format, entry, additive))
            .or_insert_with(|| {
                let add = wgpu::BlendComponent {
                    src_factor: wgpu::BlendFactor::One,
                    dst_factor: wgpu::BlendFactor::One,
                    operation: wgpu::BlendOperation::Add,
                };
                let keep = wgpu::BlendComponent {
                    src_factor: wgpu::BlendFactor::Zero,
                    dst_factor: wgpu::BlendFactor::One,
                    operation: wgpu::BlendOperation::Add,
                };
                gpu.device
                    .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                        label: Some(entry),
                        layout: Some(layout),
                        vertex: wgpu::VertexState {
                            module,
                            entry_point: Some("vs_main"),
                            compilation_options: Default::default(),
                            buffers: &[],
                        },
                        primitive: Default::default(),
                        depth_stencil: None,
                        multisample: Default::default(),
                        fragment: Some(wgpu::FragmentState {
                            module,
                            entry_point: Some(entry),
                            compilation_options: Default::default(),
                            targets: &[Some(wgpu::ColorTargetState {
                                format,
                                // Added light keeps the target's alpha (coverage).
                                blend: additive.then_some(wgpu::BlendState {
                                    color: add,
                                    alpha: keep,
                                }),
                                write_mask: wgpu::ColorWrites::ALL,
                            })],
                        }),
                        multiview_mask: None,
                        cache: None,
                    })
            })
            .clone()
    }

    fn pass(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        source: &wgpu::Texture,
        target: &wgpu::TextureView,
        format: wgpu::TextureFormat,
        entry: &'static str,
        additive: bool,
        strength: f32,
    ) {
        let pipeline = self.pipeline(gpu, format, entry, additive);
        let texel = [
            1.0 / source.width() as f32,
            1.0 / source.height() as f32,
            strength,
            0.0,
        ];
        let params = wgpu::util::DeviceExt::create_buffer_init(
            &gpu.device,
            &wgpu::util::BufferInitDescriptor {
                label: Some("bloom params"),
                contents: bytemuck::cast_slice(&texel),
                usage: wgpu::BufferUsages::UNIFORM,
            },
        );
        let view = source.create_view(&Default::default());
        let group = gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("bloom"),
            layout: &self.layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(&self.sampler),
                },
                wgpu::BindGroupEntry {
                    binding: 2,
                    resource: params.as_entire_binding(),
                },
            ],
        });
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some(entry),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: target,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: if additive {
                        wgpu::LoadOp::Load
                    } else {
                        wgpu::LoadOp::Clear(wgpu::Color::TRANSPARENT)
                    },
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &group, &[]);
        pass.draw(0..3, 0..1);
    }

    /// Records the chain: `glow` halved into `levels[0..radius]`, added back up level by
    /// level, and the first level added to `scene` times `strength`.
    #[allow(clippy::too_many_arguments)]
    pub fn encode(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        glow: &wgpu::Texture,
        levels: &[(wgpu::Texture, wgpu::TextureView)],
        scene: &wgpu::TextureView,
        scene_format: wgpu::TextureFormat,
        strength: f32,
        radius: u32,
    ) {
        let n = (radius.clamp(1, 8) as usize).min(levels.len());
        if n == 0 {
            return;
        }
        let format = levels[0].0.format();
        // Down: glow → level 0 → level 1 ...
        self.pass(
            gpu,
            encoder,
            glow,
            &levels[0].1,
            format,
            "fs_down",
            false,
            1.0,
        );
        for i in 1..n {
            self.pass(
                gpu,
                encoder,
                &levels[i - 1].0,
                &levels[i].1,
                format,
                "fs_down",
                false,
                1.0,
            );
        }
        // Up: each smaller level added onto the next larger one.
        for i in (1..n).rev() {
            self.pass(
                gpu,
                encoder,
                &levels[i].0,
                &levels[i - 1].1,
                format,
                "fs_up",
                true,
                1.0,
            );
        }
        // Into the picture: the levels' sum, averaged so the radius does not change the
        // brightness.
        self.pass(
            gpu,
            encoder,
            &levels[0].0,
            scene,
            scene_format,
            "fs_up",
            true,
            strength / n as f32,
        );
    }
}
