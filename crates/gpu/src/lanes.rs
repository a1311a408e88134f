//! Showing one lane of a material preview (`shaders/lanes.wgsl`): a float target (the lit
//! picture, a G-buffer lane, a water term) drawn as 8-bit RGBA bytes, for the page and the
//! golden images.

use super::gpu_helpers::{
    bind_group, bind_group_layout, cleared, fullscreen_pipeline, pipeline_layout, target,
    texture_entry, uniform_buffer, uniform_entry, wgsl_module,
};
use crate::{error::RenderError, gpu::Gpu, readback, shaders};
use fxr_formats::images::RgbaImage;

/// How a lane's values become displayed bytes.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub enum LaneDisplay {
    /// Linear colour: times the exposure, clamped, sRGB-encoded.
    Colour {
        /// Multiplier before clamping.
        exposure: f32,
    },
    /// The stored rgb clamped to 0..1 as is (factors, masks).
    Raw,
    /// A signed vector: `rgb * 0.5 + 0.5` (normals).
    Signed,
    /// One channel (0..3) as grey.
    Channel(u32),
}

impl LaneDisplay {
    fn words(self) -> [u32; 4] {
        match self {
            LaneDisplay::Colour { exposure } => [0, 0, exposure.to_bits(), 0],
            LaneDisplay::Raw => [1, 0, 1f32.to_bits(), 0],
            LaneDisplay::Signed => [2, 0, 1f32.to_bits(), 0],
            LaneDisplay::Channel(c) => [3, c.min(3), 1f32.to_bits(), 0],
        }
    }
}

/// The lane program.
#[derive(Debug)]
pub struct LanePresenter {
    pipeline: wgpu::RenderPipeline,
    layout: wgpu::BindGroupLayout,
    params: wgpu::Buffer,
}

/// The format lanes are shown in (bytes as displayed).
pub const LANE_OUTPUT_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

impl LanePresenter {
    /// Compiles the program.
    pub fn new(gpu: &Gpu) -> Self {
        let module = wgsl_module(gpu, "lanes.wgsl", shaders::LANES);
        let fragment = wgpu::ShaderStages::FRAGMENT;
        let layout = bind_group_layout(
            gpu,
            "lanes",
            &[
                texture_entry(0, fragment, false),
                uniform_entry(1, fragment),
            ],
        );
        let pipeline = fullscreen_pipeline(
            gpu,
            "lanes",
            &pipeline_layout(gpu, "lanes", &[&layout]),
            &module,
            "fs_main",
            wgpu::ColorTargetState {
                format: LANE_OUTPUT_FORMAT,
                blend: None,
                write_mask: wgpu::ColorWrites::ALL,
            },
        );
        let params = uniform_buffer(gpu, "lane params", 16);
        LanePresenter {
            pipeline,
            layout,
            params,
        }
    }

    /// Draws `lane` (a float texture) as displayed bytes into `output` (a view of a
    /// [`LANE_OUTPUT_FORMAT`] texture of the same size).
    pub fn encode(
        &self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        lane: &wgpu::TextureView,
        output: &wgpu::TextureView,
        display: LaneDisplay,
    ) {
        gpu.queue
            .write_buffer(&self.params, 0, bytemuck::cast_slice(&display.words()));
        let group = bind_group(
            gpu,
            "lanes",
            &self.layout,
            [
                wgpu::BindingResource::TextureView(lane),
                self.params.as_entire_binding(),
            ],
        );
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("lanes"),
            color_attachments: &[Some(cleared(output, wgpu::Color::BLACK))],
            ..Default::default()
        });
        pass.set_pipeline(&self.pipeline);
        pass.set_bind_group(0, &group, &[]);
        pass.draw(0..3, 0..1);
    }

    /// Draws `lane` as displayed bytes offscreen and reads them back.
    pub async fn to_image(
        &self,
        gpu: &Gpu,
        lane: &wgpu::Texture,
        display: LaneDisplay,
    ) -> Result<RgbaImage, RenderError> {
        let (width, height) = (lane.width(), lane.height());
        let output = target(
            gpu,
            "lane output",
            LANE_OUTPUT_FORMAT,
            width,
            height,
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        );
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        self.encode(
            gpu,
            &mut encoder,
            &lane.create_view(&Default::default()),
            &output.create_view(&Default::default()),
            display,
        );
        gpu.queue.submit([encoder.finish()]);
        let pixels = readback::read_rgba8(gpu, &output).await?;
        RgbaImage::new(width, height, pixels)
            .ok_or_else(|| RenderError::Device("lane readback size".into()))
    }
}
