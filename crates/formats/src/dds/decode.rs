//! Decoding surfaces to RGBA (floats, or bytes for display) on the CPU: block-compressed
//! formats through `bcdec_rs`, the uncompressed ones pixel by pixel.

use super::{Dds, FORMAT, Surface, TextureFormat};
use crate::binary::Limits;
use crate::error::{FormatError, Result};

/// An image decoded to four channels (R, G, B, A) per pixel: rows top to bottom, and for a
/// volume the depth slices one after another.
#[derive(Debug, Clone, PartialEq)]
pub struct DecodedImage<T> {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Depth in pixels (1 except for volumes).
    pub depth: u32,
    /// `width * height * depth * 4` values.
    pub pixels: Vec<T>,
}

impl Dds {
    /// Decodes one surface to floats, the CPU fallback when the GPU cannot sample the
    /// format. Values are as stored: sRGB data stays sRGB-encoded, snorm data lies in −1..1,
    /// HDR data is unclamped. Channels a format lacks read as a GPU would sample them
    /// (missing colour 0, missing alpha 1; A8 gives (0, 0, 0, a)).
    pub fn decode_rgba32f(&self, layer: u32, mip: u32) -> Result<DecodedImage<f32>> {
        let surface = self.surface(layer, mip).ok_or_else(|| {
            FormatError::invalid(
                FORMAT,
                0,
                "surface",
                format!(
                    "a layer below {} and a mip below {}",
                    self.layer_count(),
                    self.mip_count
                ),
                format!("layer {layer}, mip {mip}"),
            )
        })?;
        decode_surface(self.format, surface)
    }

    /// Decodes one surface to bytes for display: [`Dds::decode_rgba32f`] clamped to 0..1
    /// and scaled to 0..255 (HDR values above 1 saturate; sRGB data stays sRGB-encoded).
    pub fn decode_rgba8(&self, layer: u32, mip: u32) -> Result<DecodedImage<u8>> {
        let image = self.decode_rgba32f(layer, mip)?;
        Ok(DecodedImage {
            width: image.width,
            height: image.height,
            depth: image.depth,
            pixels: image.pixels.iter().map(|&v| unit_to_u8(v)).collect(),
        })
    }
}

/// 0..1 to 0..255, rounding; NaN becomes 0.
fn unit_to_u8(v: f32) -> u8 {
    if v.is_nan() {
        0
    } else {
        (v.clamp(0.0, 1.0) * 255.0).round() as u8
    }
}

/// Converts an IEEE half float (binary16) to f32, exactly (subnormals, infinities, NaN).
pub fn half_to_f32(half: u16) -> f32 {
    let sign = u32::from(half >> 15) << 31;
    let exponent = u32::from((half >> 10) & 0x1F);
    let mantissa = u32::from(half & 0x3FF);
    let bits = match (exponent, mantissa) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: m × 2^-24, exact in f32.
            let magnitude = m as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -magnitude } else { magnitude };
        }
        (0x1F, m) => sign | 0x7F80_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// An 11-bit (6-bit mantissa) or 10-bit (5-bit mantissa) unsigned float, as in
/// R11G11B10_FLOAT, converted through the half-float layout they share.
fn small_float_to_f32(value: u32, mantissa_bits: u32) -> f32 {
    let mantissa = value & ((1 << mantissa_bits) - 1);
    let exponent = (value >> mantissa_bits) & 0x1F;
    half_to_f32(((exponent << 10) | (mantissa << (10 - mantissa_bits))) as u16)
}

/// Decodes a surface of `format` to RGBA floats.
fn decode_surface(format: TextureFormat, surface: &Surface) -> Result<DecodedImage<f32>> {
    let (width, height, depth) = (surface.width, surface.height, surface.depth);
    let pixel_count = u64::from(width)
        .checked_mul(u64::from(height))
        .and_then(|p| p.checked_mul(u64::from(depth)))
        .unwrap_or(u64::MAX);
    let out_bytes = pixel_count.saturating_mul(16);
    Limits::default().check(FORMAT, 0, "decoded image", out_bytes)?;
    let expected = format
        .surface_bytes(width, height, depth)
        .unwrap_or(u64::MAX);
    if surface.data.len() as u64 != expected {
        return Err(FormatError::invalid(
            FORMAT,
            0,
            "surface size",
            format!("{expected} bytes"),
            surface.data.len(),
        ));
    }
    let pixels = if format.is_block_compressed() {
        decode_blocks(format, surface)
    } else {
        decode_uncompressed(format, &surface.data)
    };
    Ok(DecodedImage {
        width,
        height,
        depth,
        pixels,
    })
}

/// Decodes one 4×4 block to 16 RGBA float pixels, row by row.
fn decode_block(format: TextureFormat, block: &[u8], out: &mut [f32; 64]) {
    use TextureFormat::*;
    match format {
        Bc1Unorm | Bc1UnormSrgb | Bc2Unorm | Bc2UnormSrgb | Bc3Unorm | Bc3UnormSrgb | Bc7Unorm
        | Bc7UnormSrgb => {
            let mut rgba = [0u8; 64];
            match format {
                Bc1Unorm | Bc1UnormSrgb => bcdec_rs::bc1(block, &mut rgba, 16),
                Bc2Unorm | Bc2UnormSrgb => bcdec_rs::bc2(block, &mut rgba, 16),
                Bc3Unorm | Bc3UnormSrgb => bcdec_rs::bc3(block, &mut rgba, 16),
                _ => bcdec_rs::bc7(block, &mut rgba, 16),
            }
            for (o, &v) in out.iter_mut().zip(rgba.iter()) {
                *o = f32::from(v) / 255.0;
            }
        }
        Bc4Unorm | Bc4Snorm => {
            let mut red = [0f32; 16];
            bcdec_rs::bc4_float(block, &mut red, 4, format == Bc4Snorm);
            for (o, r) in out.chunks_exact_mut(4).zip(red) {
                o.copy_from_slice(&[r, 0.0, 0.0, 1.0]);
            }
        }
        Bc5Unorm | Bc5Snorm => {
            let mut rg = [0f32; 32];
            bcdec_rs::bc5_float(block, &mut rg, 8, format == Bc5Snorm);
            for (o, v) in out.chunks_exact_mut(4).zip(rg.chunks_exact(2)) {
                o.copy_from_slice(&[v[0], v[1], 0.0, 1.0]);
            }
        }
        Bc6hUf16 | Bc6hSf16 => {
            let mut rgb = [0f32; 48];
            bcdec_rs::bc6h_float(block, &mut rgb, 12, format == Bc6hSf16);
            for (o, v) in out.chunks_exact_mut(4).zip(rgb.chunks_exact(3)) {
                o.copy_from_slice(&[v[0], v[1], v[2], 1.0]);
            }
        }
        _ => {}
    }
}

/// Decodes a block-compressed surface, clipping the blocks at the right and bottom edges.
fn decode_blocks(format: TextureFormat, surface: &Surface) -> Vec<f32> {
    let (width, height) = (surface.width as usize, surface.height as usize);
    let block_bytes = format.bytes_per_block() as usize;
    let blocks_x = width.div_ceil(4);
    let blocks_y = height.div_ceil(4);
    let slice_pixels = width * height;
    let mut pixels = vec![0f32; slice_pixels * surface.depth as usize * 4];
    let mut block_rgba = [0f32; 64];
    for (index, block) in surface.data.chunks_exact(block_bytes).enumerate() {
        let slice = index / (blocks_x * blocks_y);
        let within = index % (blocks_x * blocks_y);
        let (bx, by) = (within % blocks_x, within / blocks_x);
        decode_block(format, block, &mut block_rgba);
        for row in 0..4 {
            let y = by * 4 + row;
            if y >= height {
                break;
            }
            let columns = 4.min(width - bx * 4);
            let start = ((slice * height + y) * width + bx * 4) * 4;
            let (Some(dst), Some(src)) = (
                pixels.get_mut(start..start + columns * 4),
                block_rgba.get(row * 16..row * 16 + columns * 4),
            ) else {
                continue;
            };
            dst.copy_from_slice(src);
        }
    }
    pixels
}

/// Decodes an uncompressed surface pixel by pixel.
fn decode_uncompressed(format: TextureFormat, data: &[u8]) -> Vec<f32> {
    use TextureFormat::*;
    let bpp = format.bytes_per_block() as usize;
    let mut pixels = Vec::with_capacity(data.len() / bpp * 4);
    let u8n = |v: u8| f32::from(v) / 255.0;
    let s8n = |v: u8| (f32::from(v as i8) / 127.0).max(-1.0);
    let u16n = |v: u16| f32::from(v) / 65535.0;
    let s16n = |v: u16| (f32::from(v as i16) / 32767.0).max(-1.0);
    let bits = |v: u32, shift: u32, count: u32| {
        ((v >> shift) & ((1 << count) - 1)) as f32 / ((1u32 << count) - 1) as f32
    };
    for p in data.chunks_exact(bpp) {
        let b = |i: usize| p.get(i).copied().unwrap_or(0);
        let h = |i: usize| u16::from_le_bytes([b(2 * i), b(2 * i + 1)]);
        let w = |i: usize| u32::from_le_bytes([b(4 * i), b(4 * i + 1), b(4 * i + 2), b(4 * i + 3)]);
        let f = |i: usize| f32::from_bits(w(i));
        let rgba: [f32; 4] = match format {
            Rgba32Float => [f(0), f(1), f(2), f(3)],
            Rgb32Float => [f(0), f(1), f(2), 1.0],
            Rg32Float => [f(0), f(1), 0.0, 1.0],
            R32Float => [f(0), 0.0, 0.0, 1.0],
            Rgba16Float => [
                half_to_f32(h(0)),
                half_to_f32(h(1)),
                half_to_f32(h(2)),
                half_to_f32(h(3)),
            ],
            Rg16Float => [half_to_f32(h(0)), half_to_f32(h(1)), 0.0, 1.0],
            R16Float => [half_to_f32(h(0)), 0.0, 0.0, 1.0],
            Rgba16Unorm => [u16n(h(0)), u16n(h(1)), u16n(h(2)), u16n(h(3))],
            Rgba16Snorm => [s16n(h(0)), s16n(h(1)), s16n(h(2)), s16n(h(3))],
            Rg16Unorm => [u16n(h(0)), u16n(h(1)), 0.0, 1.0],
            Rg16Snorm => [s16n(h(0)), s16n(h(1)), 0.0, 1.0],
            R16Unorm => [u16n(h(0)), 0.0, 0.0, 1.0],
            R16Snorm => [s16n(h(0)), 0.0, 0.0, 1.0],
            Rgb10A2Unorm => {
                let v = w(0);
                [
                    bits(v, 0, 10),
                    bits(v, 10, 10),
                    bits(v, 20, 10),
                    bits(v, 30, 2),
                ]
            }
            Rg11B10Float => {
                let v = w(0);
                [
                    small_float_to_f32(v & 0x7FF, 6),
                    small_float_to_f32((v >> 11) & 0x7FF, 6),
                    small_float_to_f32((v >> 22) & 0x3FF, 5),
                    1.0,
                ]
            }
            Rgba8Unorm | Rgba8UnormSrgb => [u8n(b(0)), u8n(b(1)), u8n(b(2)), u8n(b(3))],
            Rgba8Snorm => [s8n(b(0)), s8n(b(1)), s8n(b(2)), s8n(b(3))],
            Bgra8Unorm | Bgra8UnormSrgb => [u8n(b(2)), u8n(b(1)), u8n(b(0)), u8n(b(3))],
            Bgrx8Unorm | Bgrx8UnormSrgb => [u8n(b(2)), u8n(b(1)), u8n(b(0)), 1.0],
            Rg8Unorm => [u8n(b(0)), u8n(b(1)), 0.0, 1.0],
            Rg8Snorm => [s8n(b(0)), s8n(b(1)), 0.0, 1.0],
            R8Unorm => [u8n(b(0)), 0.0, 0.0, 1.0],
            R8Snorm => [s8n(b(0)), 0.0, 0.0, 1.0],
            A8Unorm => [0.0, 0.0, 0.0, u8n(b(0))],
            B5G6R5Unorm => {
                let v = u32::from(h(0));
                [bits(v, 11, 5), bits(v, 5, 6), bits(v, 0, 5), 1.0]
            }
            B5G5R5A1Unorm => {
                let v = u32::from(h(0));
                [bits(v, 10, 5), bits(v, 5, 5), bits(v, 0, 5), bits(v, 15, 1)]
            }
            B4G4R4A4Unorm => {
                let v = u32::from(h(0));
                [bits(v, 8, 4), bits(v, 4, 4), bits(v, 0, 4), bits(v, 12, 4)]
            }
            // Block formats never reach here.
            _ => [0.0, 0.0, 0.0, 0.0],
        };
        pixels.extend_from_slice(&rgba);
    }
    pixels
}
