//! Textures on the GPU: parsed DDS textures uploaded (BC formats as such where the device has
//! `texture-compression-bc`, decoded on the CPU otherwise), and the placeholders drawn when
//! an effect names a texture nobody opened.

use crate::{error::RenderError, gpu::Gpu};
use fxr_formats::dds::{Dds, TextureFormat};

/// A texture with its view, ready to bind.
#[derive(Debug, Clone)]
pub struct GpuTexture {
    /// The texture.
    pub texture: wgpu::Texture,
    /// Its default view.
    pub view: wgpu::TextureView,
}

/// How a texture went to the GPU (the inspector's texture panel says it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Upload {
    /// Uploaded in its stored (block-compressed or plain) format.
    AsStored,
    /// Decoded on the CPU to 8-bit RGBA (the device lacks the format).
    Decoded8,
    /// Decoded on the CPU to 16-bit float RGBA (HDR formats).
    DecodedHdr,
}

/// The wgpu format a block-compressed DDS format uploads as.
fn bc_format(format: TextureFormat) -> Option<wgpu::TextureFormat> {
    use wgpu::TextureFormat as W;
    Some(match format {
        TextureFormat::Bc1Unorm => W::Bc1RgbaUnorm,
        TextureFormat::Bc1UnormSrgb => W::Bc1RgbaUnormSrgb,
        TextureFormat::Bc2Unorm => W::Bc2RgbaUnorm,
        TextureFormat::Bc2UnormSrgb => W::Bc2RgbaUnormSrgb,
        TextureFormat::Bc3Unorm => W::Bc3RgbaUnorm,
        TextureFormat::Bc3UnormSrgb => W::Bc3RgbaUnormSrgb,
        TextureFormat::Bc4Unorm => W::Bc4RUnorm,
        TextureFormat::Bc4Snorm => W::Bc4RSnorm,
        TextureFormat::Bc5Unorm => W::Bc5RgUnorm,
        TextureFormat::Bc5Snorm => W::Bc5RgSnorm,
        TextureFormat::Bc6hUf16 => W::Bc6hRgbUfloat,
        TextureFormat::Bc6hSf16 => W::Bc6hRgbFloat,
        TextureFormat::Bc7Unorm => W::Bc7RgbaUnorm,
        TextureFormat::Bc7UnormSrgb => W::Bc7RgbaUnormSrgb,
        _ => return None,
    })
}

/// The wgpu format an uncompressed DDS format uploads as without conversion.
fn plain_format(format: TextureFormat) -> Option<wgpu::TextureFormat> {
    use wgpu::TextureFormat as W;
    Some(match format {
        TextureFormat::Rgba8Unorm => W::Rgba8Unorm,
        TextureFormat::Rgba8UnormSrgb => W::Rgba8UnormSrgb,
        TextureFormat::Bgra8Unorm => W::Bgra8Unorm,
        TextureFormat::Bgra8UnormSrgb => W::Bgra8UnormSrgb,
        TextureFormat::Rgba16Float => W::Rgba16Float,
        _ => return None,
    })
}

impl GpuTexture {
    /// Uploads an 8-bit RGBA image (rows top to bottom) without mipmaps.
    pub fn from_rgba8(gpu: &Gpu, label: &str, width: u32, height: u32, pixels: &[u8]) -> Self {
        Self::from_pixels(
            gpu,
            label,
            wgpu::TextureFormat::Rgba8Unorm,
            width,
            height,
            4,
            pixels,
        )
    }

    /// Uploads one 2D surface of `format` with `bytes_per_pixel`.
    pub fn from_pixels(
        gpu: &Gpu,
        label: &str,
        format: wgpu::TextureFormat,
        width: u32,
        height: u32,
        bytes_per_pixel: u32,
        pixels: &[u8],
    ) -> Self {
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
            format,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        gpu.queue.write_texture(
            texture.as_image_copy(),
            pixels,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(bytes_per_pixel * width),
                rows_per_image: Some(height),
            },
            size,
        );
        GpuTexture {
            view: texture.create_view(&Default::default()),
            texture,
        }
    }

    /// Uploads the first layer of a DDS (an effect texture is 2D; a cube or array gives its
    /// first face) with its mip chain: as stored where the device takes the format, else
    /// decoded on the CPU.
    pub fn from_dds(gpu: &Gpu, label: &str, dds: &Dds) -> Result<(Self, Upload), RenderError> {
        let layer = 0;
        if let Some(format) = bc_format(dds.format)
            .filter(|_| gpu.bc_textures)
            .or_else(|| plain_format(dds.format))
        {
            // BC textures need block-aligned sizes on the GPU; smaller mips are padded by the
            // format itself, so only mip 0 is checked.
            let aligned = !format.is_compressed()
                || (dds.width.is_multiple_of(4) && dds.height.is_multiple_of(4));
            if aligned && dds.depth == 1 {
                return Ok((
                    Self::upload_mips(gpu, label, format, dds, layer)?,
                    Upload::AsStored,
                ));
            }
        }
        let hdr = dds.format.is_hdr();
        if hdr {
            let image = dds
                .decode_rgba32f(layer, 0)
                .map_err(|e| RenderError::Unsupported(e.to_string()))?;
            let halves: Vec<u8> = image
                .pixels
                .iter()
                .flat_map(|v| half::f16::from_f32(*v).to_le_bytes())
                .collect();
            let t = Self::from_pixels(
                gpu,
                label,
                wgpu::TextureFormat::Rgba16Float,
                image.width,
                image.height,
                8,
                &halves,
            );
            return Ok((t, Upload::DecodedHdr));
        }
        let image = dds
            .decode_rgba8(layer, 0)
            .map_err(|e| RenderError::Unsupported(e.to_string()))?;
        // The decoder leaves sRGB values encoded, so they upload as an sRGB view (the program
        // reads the texel as the texture's view gives it, seeds 000).
        let format = if dds.format.is_srgb() {
            wgpu::TextureFormat::Rgba8UnormSrgb
        } else {
            wgpu::TextureFormat::Rgba8Unorm
        };
        Ok((
            Self::from_pixels(
                gpu,
                label,
                format,
                image.width,
                image.height,
                4,
                &image.pixels,
            ),
            Upload::Decoded8,
        ))
    }

    fn upload_mips(
        gpu: &Gpu,
        label: &str,
        format: wgpu::TextureFormat,
        dds: &Dds,
        layer: u32,
    ) -> Result<Self, RenderError> {
        let mips = dds.mip_count.clamp(1, 16);
        let size = wgpu::Extent3d {
            width: dds.width,
            height: dds.height,
            depth_or_array_layers: 1,
        };
        let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some(label),
            size,
            mip_level_count: mips,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        let (block_w, block_h) = format.block_dimensions();
        let block_bytes = format.block_copy_size(None).unwrap_or(4);
        for mip in 0..mips {
            let surface = dds.surface(layer, mip).ok_or_else(|| {
                RenderError::Unsupported(format!("{label}: mip {mip} is missing"))
            })?;
            let blocks_w = surface.width.div_ceil(block_w);
            let blocks_h = surface.height.div_ceil(block_h);
            let physical = wgpu::Extent3d {
                width: blocks_w * block_w,
                height: blocks_h * block_h,
                depth_or_array_layers: 1,
            };
            let mip_size = size.mip_level_size(mip, wgpu::TextureDimension::D2);
            gpu.queue.write_texture(
                wgpu::TexelCopyTextureInfo {
                    texture: &texture,
                    mip_level: mip,
                    origin: wgpu::Origin3d::ZERO,
                    aspect: wgpu::TextureAspect::All,
                },
                &surface.data,
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(blocks_w * block_bytes),
                    rows_per_image: Some(blocks_h),
                },
                // Compressed copies cover whole blocks; plain ones exactly the mip.
                if format.is_compressed() {
                    physical
                } else {
                    mip_size
                },
            );
        }
        Ok(GpuTexture {
            view: texture.create_view(&Default::default()),
            texture,
        })
    }
}

/// The placeholders' size in pixels (one cell of a flipbook's).
pub const PLACEHOLDER_SIZE: u32 = 64;

/// The squares of the placeholder's checker along a cell's side.
pub const PLACEHOLDER_CHECKS: u32 = 8;

/// The placeholder's alpha in its light and its dark squares, before the disc's edge fades it.
///
/// Ours, bounded so that a missing texture cannot stand in for more light than real ones
/// give: of the 28 colour textures of the corpus's Dark Souls 3 resource binder and Nightreign
/// binders, the mean of luma² × alpha (what an additive draw adds, g_ps_ColorBlendType 0 squaring
/// the texel) is 0.011 at the median and 0.284 at the ninetieth percentile, and the share of
/// texels whose luma × alpha passes 0.5 is 0.5 % at the median. The former placeholder, an
/// opaque white disc, gave 0.36 and 36 %: drawn over a lens flare layer tens of metres across
/// (several frames wide from the framing camera), its opaque middle covered the whole frame and
/// turned it white. This one gives about 0.1 and none (no texel above 0.45).
pub const PLACEHOLDER_ALPHA: [f32; 2] = [0.45, 0.1];

/// The texture drawn where an effect names a texture nobody opened: a white checker
/// ([`PLACEHOLDER_CHECKS`] squares a side, alpha [`PLACEHOLDER_ALPHA`]) that reads as missing,
/// inside a disc whose edge fades it (full within 40 % of the radius, nothing from 95 % out), so
/// a missing texture still shows the particle's shape, colour and size but never more light
/// than a dim real texture would. For a flipbook of `columns` columns the disc repeats in every
/// cell, so each frame shows a whole one. The texture is `PLACEHOLDER_SIZE * columns` pixels
/// square, straight (not premultiplied) alpha.
pub fn placeholder_pixels(columns: u32) -> Vec<u8> {
    let cell = PLACEHOLDER_SIZE;
    let n = cell * columns.clamp(1, 16);
    let mut pixels = Vec::with_capacity((n * n * 4) as usize);
    for y in 0..n {
        for x in 0..n {
            let alpha = placeholder_alpha(x % cell, y % cell);
            pixels.extend_from_slice(&[255, 255, 255, (alpha * 255.0).round() as u8]);
        }
    }
    pixels
}

/// The placeholder's alpha at pixel (`x`, `y`) of a cell: the checker's times the disc's edge.
fn placeholder_alpha(x: u32, y: u32) -> f32 {
    let cell = PLACEHOLDER_SIZE;
    let centred = |v: u32| (v as f32 + 0.5) / cell as f32 * 2.0 - 1.0;
    let (fx, fy) = (centred(x), centred(y));
    let r = libm::sqrtf(fx * fx + fy * fy);
    let edge = ((0.95 - r) / 0.55).clamp(0.0, 1.0);
    let edge = edge * edge * (3.0 - 2.0 * edge);
    let square = cell / PLACEHOLDER_CHECKS;
    let light = (x / square + y / square).is_multiple_of(2);
    edge * PLACEHOLDER_ALPHA[usize::from(!light)]
}

/// A flat normal map (the tangent-space normal straight out), for missing normal maps.
pub fn flat_normal_pixels() -> Vec<u8> {
    [128u8, 128, 255, 255].repeat(4 * 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholder_is_a_dim_checker_clear_at_the_rim() {
        let p = placeholder_pixels(1);
        let n = PLACEHOLDER_SIZE as usize;
        let alpha = |x: usize, y: usize| p[(y * n + x) * 4 + 3];
        let [light, dark] = PLACEHOLDER_ALPHA.map(|a| (a * 255.0).round() as u8);
        // The middle's four squares alternate light and dark.
        let s = n / PLACEHOLDER_CHECKS as usize;
        assert_eq!(alpha(n / 2, n / 2), light);
        assert_eq!(alpha(n / 2 - s, n / 2), dark);
        assert_eq!(alpha(n / 2, n / 2 - s), dark);
        assert_eq!(alpha(n / 2 - s, n / 2 - s), light);
        assert_eq!(alpha(0, 0), 0);
        assert_eq!(alpha(n / 2, 0), 0);
        // Nowhere brighter than the light squares; every texel white.
        assert!(
            p.chunks_exact(4)
                .all(|t| t[3] <= light && t[..3] == [255; 3])
        );
        // What an additive draw adds on average (luma² × alpha; luma 1): about a tenth of an
        // opaque white texture.
        let mean = p
            .chunks_exact(4)
            .map(|t| f64::from(t[3]) / 255.0)
            .sum::<f64>()
            / (n * n) as f64;
        assert!((0.05..0.15).contains(&mean), "mean alpha {mean}");
        // An atlas of 4 columns repeats the disc in every cell.
        let atlas = placeholder_pixels(4);
        let m = n * 4;
        let a = |x: usize, y: usize| atlas[(y * m + x) * 4 + 3];
        assert_eq!(a(n / 2 + 3 * n, n / 2 + 2 * n), light);
        assert_eq!(a(3 * n, 2 * n), 0);
    }

    #[test]
    fn every_bc_format_has_a_gpu_format() {
        for f in [
            TextureFormat::Bc1Unorm,
            TextureFormat::Bc3UnormSrgb,
            TextureFormat::Bc5Unorm,
            TextureFormat::Bc6hUf16,
            TextureFormat::Bc7UnormSrgb,
        ] {
            assert!(bc_format(f).is_some(), "{f:?}");
        }
        assert!(bc_format(TextureFormat::Rgba8Unorm).is_none());
    }
}
