//! The tonemap pass from the HDR scene target to the output (see `shaders/tonemap.wgsl`).

use super::gpu_helpers::{
    bind_group, bind_group_layout, cleared, fullscreen_pipeline, pipeline_layout, texture_entry,
    uniform_buffer, uniform_entry, wgsl_module,
};
use crate::{gpu::Gpu, shaders};
use fxr_draw::settings::TonemapOptions;
use std::collections::HashMap;

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct TonemapParams {
    exposure: f32,
    curve: u32,
    transparent: u32,
    encode_srgb: u32,
}

/// The tonemap program, with one pipeline per output format.
#[derive(Debug)]
pub struct Tonemapper {
    module: wgpu::ShaderModule,
    layout: wgpu::BindGroupLayout,
    pipeline_layout: wgpu::PipelineLayout,
    pipelines: HashMap<wgpu::TextureFormat, wgpu::RenderPipeline>,
    params: wgpu::Buffer,
}

impl Tonemapper {
    /// Compiles the program.
    pub fn new(gpu: &Gpu) -> Self {
        let module = wgsl_module(gpu, "tonemap.wgsl", shaders::TONEMAP);
        let fragment = wgpu::ShaderStages::FRAGMENT;
        let layout = bind_group_layout(
            gpu,
            "tonemap",
            &[
                texture_entry(0, fragment, false),
                uniform_entry(1, fragment),
            ],
        );
        let pipeline_layout = pipeline_layout(gpu, "tonemap", &[&layout]);
        let params = uniform_buffer(
            gpu,
            "tonemap params",
            std::mem::size_of::<TonemapParams>() as u64,
        );
        Tonemapper {
            module,
            layout,
            pipeline_layout,
            pipelines: HashMap::new(),
            params,
        }
    }

    fn pipeline(&mut self, gpu: &Gpu, format: wgpu::TextureFormat) -> &wgpu::RenderPipeline {
        let (module, layout) = (&self.module, &self.pipeline_layout);
        self.pipelines.entry(format).or_insert_with(|| {
            fullscreen_pipeline(
                gpu,
                "tonemap",
                layout,
                module,
                "fs_main",
                wgpu::ColorTargetState {
                    format,
                    blend: None,
                    write_mask: wgpu::ColorWrites::ALL,
                },
            )
        })
    }

    /// Records the pass from `scene` into `output`.
    pub fn encode(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        scene: &wgpu::TextureView,
        output: &wgpu::TextureView,
        output_format: wgpu::TextureFormat,
        options: TonemapOptions,
        transparent: bool,
    ) {
        let params = TonemapParams {
            exposure: options.exposure,
            curve: options.curve as u32,
            transparent: u32::from(transparent),
            encode_srgb: u32::from(!output_format.is_srgb()),
        };
        gpu.queue
            .write_buffer(&self.params, 0, bytemuck::bytes_of(&params));
        let bind_group = bind_group(
            gpu,
            "tonemap",
            &self.layout,
            [
                wgpu::BindingResource::TextureView(scene),
                self.params.as_entire_binding(),
            ],
        );
        let pipeline = self.pipeline(gpu, output_format);
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("tonemap"),
            color_attachments: &[Some(cleared(output, wgpu::Color::TRANSPARENT))],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        pass.draw(0..3, 0..1);
    }
}
