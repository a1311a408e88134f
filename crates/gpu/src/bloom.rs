//! The bloom chain (`shaders/bloom.wgsl`): the glow target halved a few times, then added back
//! up with a tent filter, and the result added to the scene times the strength. Ours: the
//! notes record that the frame's glow chain spreads the glow target, not how.

use super::gpu_helpers::{
    bind_group, bind_group_layout, cleared, fullscreen_pipeline, loaded, pipeline_layout,
    sampler_entry, texture_entry, uniform_entry, wgsl_module,
};
use crate::{gpu::Gpu, shaders};
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
        let module = wgsl_module(gpu, "bloom.wgsl", shaders::BLOOM);
        let fragment = wgpu::ShaderStages::FRAGMENT;
        let layout = bind_group_layout(
            gpu,
            "bloom",
            &[
                texture_entry(0, fragment, true),
                sampler_entry(1, fragment),
                uniform_entry(2, fragment),
            ],
        );
        let pipeline_layout = pipeline_layout(gpu, "bloom", &[&layout]);
        let sampler = gpu.device.create_sampler(&wgpu::SamplerDescriptor {
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
                fullscreen_pipeline(
                    gpu,
                    entry,
                    layout,
                    module,
                    entry,
                    wgpu::ColorTargetState {
                        format,
                        // Added light keeps the target's alpha (coverage).
                        blend: additive.then_some(wgpu::BlendState {
                            color: add,
                            alpha: keep,
                        }),
                        write_mask: wgpu::ColorWrites::ALL,
                    },
                )
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
        let group = bind_group(
            gpu,
            "bloom",
            &self.layout,
            [
                wgpu::BindingResource::TextureView(&view),
                wgpu::BindingResource::Sampler(&self.sampler),
                params.as_entire_binding(),
            ],
        );
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some(entry),
            color_attachments: &[Some(if additive {
                loaded(target)
            } else {
                cleared(target, wgpu::Color::TRANSPARENT)
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
