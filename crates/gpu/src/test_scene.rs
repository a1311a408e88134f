//! The render test scene: a spinning textured billboard over a background.
//!
//! It exercises the whole path (device, texture upload, an instanced draw from a WGSL file,
//! the HDR target, the tonemap, the readback) with nothing from a file, so the same picture
//! can be compared natively (lavapipe) and in the browser (SwiftShader) with one golden image.

use super::sprite::{SpriteInstance, SpritePipeline, ViewConstants};
use super::texture::GpuTexture;
use crate::{error::RenderError, gpu::Gpu, readback, targets::FrameTargets, tonemap::Tonemapper};
use fxr_draw::OrbitCamera;
use fxr_draw::settings::TonemapOptions;
use fxr_formats::images::RgbaImage;
use glam::{Mat4, Quat, Vec3};
use wgpu::util::DeviceExt;

/// The texture's size in pixels.
const TEXTURE_SIZE: u32 = 64;

/// A disc in four coloured quadrants (red top left, green top right, blue bottom left, white
/// bottom right) with a soft edge, so a flipped or turned quad shows in the picture.
pub fn quadrant_texture() -> Vec<u8> {
    let n = TEXTURE_SIZE;
    let mut pixels = Vec::with_capacity((n * n * 4) as usize);
    for y in 0..n {
        for x in 0..n {
            let fx = (x as f32 + 0.5) / n as f32 - 0.5;
            let fy = (y as f32 + 0.5) / n as f32 - 0.5;
            let r = (fx * fx + fy * fy).sqrt() * 2.0;
            let alpha = ((1.0 - r) * 4.0).clamp(0.0, 1.0);
            let rgb = match (fx < 0.0, fy < 0.0) {
                (true, true) => [255, 40, 40],
                (false, true) => [40, 255, 40],
                (true, false) => [40, 80, 255],
                (false, false) => [255, 255, 255],
            };
            pixels.extend_from_slice(&[rgb[0], rgb[1], rgb[2], (alpha * 255.0).round() as u8]);
        }
    }
    pixels
}

/// The billboard at time `t` seconds: 2 m wide at (0, 1, 0), facing the default camera,
/// turning a quarter turn per second about its facing axis.
pub fn instance_at(t: f32) -> SpriteInstance {
    let camera = OrbitCamera::default();
    let facing = Quat::from_rotation_y(camera.yaw) * Quat::from_rotation_x(camera.pitch);
    let spin = Quat::from_rotation_z(t * std::f32::consts::FRAC_PI_2);
    let world = Mat4::from_scale_rotation_translation(
        Vec3::new(2.0, 2.0, 1.0),
        facing * spin,
        Vec3::new(0.0, 1.0, 0.0),
    );
    SpriteInstance::from_matrix(world, [255, 255, 255, 255], [0.0, 0.0, 1.0, 1.0])
}

/// The background colour of the test scene (linear).
pub const BACKGROUND: wgpu::Color = wgpu::Color {
    r: 0.02,
    g: 0.03,
    b: 0.05,
    a: 1.0,
};

/// Everything the test scene needs on the GPU.
#[derive(Debug)]
pub struct TestScene {
    pipeline: SpritePipeline,
    tonemapper: Tonemapper,
    texture_bind_group: wgpu::BindGroup,
    view_buffer: wgpu::Buffer,
    view_bind_group: wgpu::BindGroup,
    instance_buffer: wgpu::Buffer,
    targets: FrameTargets,
}

impl TestScene {
    /// Uploads the texture and compiles the programs for a frame size.
    pub fn new(gpu: &Gpu, width: u32, height: u32) -> Self {
        let targets = FrameTargets::new(gpu, width, height, false);
        let pipeline = SpritePipeline::new(gpu, targets.scene_format());
        let texture = GpuTexture::from_rgba8(
            gpu,
            "quadrants",
            TEXTURE_SIZE,
            TEXTURE_SIZE,
            &quadrant_texture(),
        );
        let view_buffer = gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("VSCommonBuffer"),
            size: std::mem::size_of::<ViewConstants>() as u64,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let instance_buffer = gpu
            .device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("test billboard"),
                contents: bytemuck::bytes_of(&instance_at(0.0)),
                usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
            });
        TestScene {
            texture_bind_group: pipeline.texture_bind_group(gpu, &texture),
            view_bind_group: pipeline.view_bind_group(gpu, &view_buffer),
            tonemapper: Tonemapper::new(gpu),
            pipeline,
            view_buffer,
            instance_buffer,
            targets,
        }
    }

    /// Resizes the targets if the output size changed.
    pub fn resize(&mut self, gpu: &Gpu, width: u32, height: u32) {
        if (self.targets.width, self.targets.height) != (width.max(1), height.max(1)) {
            self.targets = FrameTargets::new(gpu, width, height, false);
        }
    }

    /// Draws the scene at time `t` into `output` (a view of a texture of `output_format`
    /// with the targets' size).
    pub fn render(
        &mut self,
        gpu: &Gpu,
        t: f32,
        output: &wgpu::TextureView,
        output_format: wgpu::TextureFormat,
    ) {
        let constants = ViewConstants::new(
            &OrbitCamera::default(),
            self.targets.width,
            self.targets.height,
        );
        gpu.queue
            .write_buffer(&self.view_buffer, 0, bytemuck::bytes_of(&constants));
        gpu.queue.write_buffer(
            &self.instance_buffer,
            0,
            bytemuck::bytes_of(&instance_at(t)),
        );
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("scene"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &self.targets.scene_view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(BACKGROUND),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                    view: &self.targets.depth_view,
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
            self.pipeline.draw(
                &mut pass,
                &self.view_bind_group,
                &self.texture_bind_group,
                &self.instance_buffer,
                1,
            );
        }
        self.tonemapper.encode(
            gpu,
            &mut encoder,
            &self.targets.scene_view,
            output,
            output_format,
            // The foundation's picture, fixed before the effect previews' default curve
            // changed: values as computed.
            TonemapOptions {
                curve: fxr_draw::settings::ToneCurve::Clamp,
                ..TonemapOptions::default()
            },
            false,
        );
        gpu.queue.submit([encoder.finish()]);
    }

    /// Draws the scene at time `t` offscreen and reads the pixels back.
    pub async fn render_to_image(&mut self, gpu: &Gpu, t: f32) -> Result<RgbaImage, RenderError> {
        let output = self.targets.create_output(gpu);
        let view = output.create_view(&Default::default());
        self.render(gpu, t, &view, output.format());
        let pixels = readback::read_rgba8(gpu, &output).await?;
        RgbaImage::new(output.width(), output.height(), pixels)
            .ok_or_else(|| RenderError::Device("readback size".into()))
    }
}
