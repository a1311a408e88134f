//! The render targets of a frame: the HDR scene colour, the reversed depth, and the output.

use crate::gpu::Gpu;

/// The depth format: 32-bit float, cleared to 0 (the far plane, depth being reversed).
pub const DEPTH_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Depth32Float;

/// The format of an offscreen output that is read back (bytes as displayed, RGBA order).
pub const OUTPUT_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

/// The scene targets of one frame size.
#[derive(Debug)]
pub struct FrameTargets {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The linear HDR scene colour (RG11B10 float or RGBA16 float).
    pub scene: wgpu::Texture,
    /// A view of `scene`.
    pub scene_view: wgpu::TextureView,
    /// The reversed depth buffer.
    pub depth: wgpu::Texture,
    /// A view of `depth`.
    pub depth_view: wgpu::TextureView,
}

impl FrameTargets {
    /// Makes the targets for a frame size; `needs_alpha` for a transparent background.
    pub fn new(gpu: &Gpu, width: u32, height: u32, needs_alpha: bool) -> Self {
        let size = wgpu::Extent3d {
            width: width.max(1),
            height: height.max(1),
            depth_or_array_layers: 1,
        };
        let scene = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("scene"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: gpu.scene_format(needs_alpha),
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                | wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        });
        let depth = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("depth"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: DEPTH_FORMAT,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::TEXTURE_BINDING,
            view_formats: &[],
        });
        FrameTargets {
            width: size.width,
            height: size.height,
            scene_view: scene.create_view(&Default::default()),
            depth_view: depth.create_view(&Default::default()),
            scene,
            depth,
        }
    }

    /// The scene colour format.
    pub fn scene_format(&self) -> wgpu::TextureFormat {
        self.scene.format()
    }

    /// An offscreen output texture of the frame's size that can be read back.
    pub fn create_output(&self, gpu: &Gpu) -> wgpu::Texture {
        gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("output"),
            size: wgpu::Extent3d {
                width: self.width,
                height: self.height,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: OUTPUT_FORMAT,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        })
    }
}
