//! Showing one lane of a material preview (`shaders/lanes.wgsl`): a float target (the lit
//! picture, a G-buffer lane, a water term) drawn as 8-bit RGBA bytes, for the page and the
//! golden images.

use super::{Gpu, RenderError, readback, shaders};
use crate::images::RgbaImage;

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
        let module = gpu
            .device
            .create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some("lanes.wgsl"),
                source: wgpu::ShaderSource::Wgsl(shaders::LANES.into()),
            });
        let layout = gpu
            .device
            .create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some("lanes"),
                entries: &[
                    wgpu::BindGroupLayoutEntry {
                        binding: 0,
                        visibility: wgpu::ShaderStages::FRAGMENT,
                        ty: wgpu::BindingType::Texture {
                            sample_type: wgpu::TextureSampleType::Float { filterable: false },
                            view_dimension: wgpu::TextureViewDimension::D2,
                            multisampled: false,
                        },
                        count: None,
                    },
                    wgpu::BindGroupLayoutEntry {
                        binding: 1,
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
        let pipeline_layout = gpu
            .device
            .create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: Some("lanes"),
                bind_group_layouts: &[Some(&layout)],
                immediate_size: 0,
            });
        let pipeline = gpu
            .device
            .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("lanes"),
                layout: Some(&pipeline_layout),
                vertex: wgpu::VertexState {
                    module: &module,
                    entry_point: Some("vs_main"),
                    compilation_options: Default::default(),
                    buffers: &[],
                },
                fragment: Some(wgpu::FragmentState {
                    module: &module,
                    entry_point: Some("fs_main"),
                    compilation_options: Default::default(),
                    targets: &[Some(wgpu::ColorTargetState {
                        format: LANE_OUTPUT_FORMAT,
                        blend: None,
                        write_mask: wgpu::ColorWrites::ALL,
                    })],
                }),
                primitive: Default::default(),
                depth_stencil: None,
                multisample: Default::default(),
                multiview_mask: None,
                cache: None,
            });
        let params = gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("lane params"),
            size: 16,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
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
        let group = gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("lanes"),
            layout: &self.layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(lane),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: self.params.as_entire_binding(),
                },
            ],
        });
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("lanes"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: output,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                    store: wgpu::StoreOp::Store,
                },
            })],
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
        let output = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("lane output"),
            size: wgpu::Extent3d {
                width,
                height,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: LANE_OUTPUT_FORMAT,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        });
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
