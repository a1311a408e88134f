//! Textures on the GPU: uploads of decoded images, and the placeholder for missing textures.

use super::Gpu;

/// A texture with its view, ready to bind.
#[derive(Debug, Clone)]
pub struct GpuTexture {
    /// The texture.
    pub texture: wgpu::Texture,
    /// Its default view.
    pub view: wgpu::TextureView,
}

impl GpuTexture {
    /// Uploads an 8-bit RGBA image (rows top to bottom) without mipmaps.
    pub fn from_rgba8(gpu: &Gpu, label: &str, width: u32, height: u32, pixels: &[u8]) -> Self {
        let size = wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        };
        let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some(label),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8Unorm,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        gpu.queue.write_texture(
            texture.as_image_copy(),
            pixels,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(4 * width),
                rows_per_image: Some(height),
            },
            size,
        );
        GpuTexture {
            view: texture.create_view(&Default::default()),
            texture,
        }
    }
}
