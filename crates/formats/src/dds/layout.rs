//! What a header describes: the format, the kind (2D, cube, volume, array) and the size of
//! every surface.
//!
//! every mip from the largest down. A mip is `max(1, size >> level)` in each dimension;
//! block-compressed formats round width and height up to whole 4×4 blocks, and a volume mip
//! holds all of its depth slices. Bytes after the last mip are kept as [`Dds::trailing`].
//!
//! **FromSoftware quirk**: DX10 cubemaps carry array size 6 (SoulsFormats rewrites it to 1).
//! A cube with array size 6 is read as one cube of six faces; the header keeps the 6, so the
//! file writes back byte for byte.

use super::format::MASK_FORMATS;
use super::header::{
    DDPF_ALPHA, DDPF_FOURCC, DDPF_RGB, DDSCAPS2_CUBEMAP, DDSCAPS2_CUBEMAP_ALL_FACES,
    DDSCAPS2_VOLUME, DIMENSION_TEXTURE1D, DIMENSION_TEXTURE2D, DIMENSION_TEXTURE3D, DdsHeader,
    MISC_TEXTURE_CUBE,
};
use super::{FORMAT, TextureFormat, TextureKind};
use crate::binary::Limits;
use crate::error::{FormatError, Result};

/// What the header says about the surfaces, computed once for reading and writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Layout {
    pub(super) format: TextureFormat,
    pub(super) kind: TextureKind,
    pub(super) width: u32,
    pub(super) height: u32,
    pub(super) depth: u32,
    pub(super) mip_count: u32,
    pub(super) layer_count: u32,
    /// Bytes of one layer's mip chain.
    layer_bytes: u64,
    /// Bytes of all surfaces.
    pub(super) total_bytes: u64,
}

/// The most mips a chain can have: a u32 dimension halves to 1 in 31 steps.
const MAX_MIPS: u32 = 32;

/// The size of mip `mip` of a dimension.
pub(super) fn mip_dim(size: u32, mip: u32) -> u32 {
    size.checked_shr(mip).unwrap_or(0).max(1)
}

impl Layout {
    /// Works out format, kind and sizes from a header, refusing what cannot be read.
    pub(super) fn of(header: &DdsHeader, limits: &Limits) -> Result<Layout> {
        let format = header_format(header)?;
        if header.width == 0 {
            return Err(FormatError::invalid(FORMAT, 0x10, "width", "at least 1", 0));
        }
        if header.height == 0 {
            return Err(FormatError::invalid(
                FORMAT,
                0x0C,
                "height",
                "at least 1",
                0,
            ));
        }
        let mip_count = header.mip_map_count.max(1);
        if mip_count > MAX_MIPS {
            return Err(FormatError::invalid(
                FORMAT,
                0x1C,
                "mip count",
                format!("at most {MAX_MIPS}"),
                mip_count,
            ));
        }
        let kind = header_kind(header)?;
        let depth = if kind == TextureKind::Volume {
            header.depth.max(1)
        } else {
            1
        };
        let layer_count = kind.layer_count().ok_or_else(|| {
            FormatError::invalid(FORMAT, 0x8C, "array size", "fewer cubes", "too many")
        })?;

        let too_large = |requested: u64| FormatError::TooLarge {
            format: FORMAT,
            offset: 0x0C,
            what: "texture (all layers and mips)",
            requested,
            limit: limits.max_alloc,
        };
        let mut layer_bytes: u64 = 0;
        let mut layer_texels: u64 = 0;
        for mip in 0..mip_count {
            let (w, h, d) = (
                mip_dim(header.width, mip),
                mip_dim(header.height, mip),
                mip_dim(depth, mip),
            );
            let bytes = format
                .surface_bytes(w, h, d)
                .ok_or_else(|| too_large(u64::MAX))?;
            let texels = u64::from(w)
                .checked_mul(u64::from(h))
                .and_then(|t| t.checked_mul(u64::from(d)))
                .ok_or_else(|| too_large(u64::MAX))?;
            layer_bytes = layer_bytes
                .checked_add(bytes)
                .ok_or_else(|| too_large(u64::MAX))?;
            layer_texels = layer_texels
                .checked_add(texels)
                .ok_or_else(|| too_large(u64::MAX))?;
        }
        let total_bytes = layer_bytes
            .checked_mul(u64::from(layer_count))
            .ok_or_else(|| too_large(u64::MAX))?;
        let total_texels = layer_texels
            .checked_mul(u64::from(layer_count))
            .ok_or_else(|| too_large(u64::MAX))?;
        limits.check(FORMAT, 0x0C, "texture (all layers and mips)", total_bytes)?;
        limits.check(
            FORMAT,
            0x0C,
            "texel count (all layers and mips)",
            total_texels,
        )?;
        Ok(Layout {
            format,
            kind,
            width: header.width,
            height: header.height,
            depth,
            mip_count,
            layer_count,
            layer_bytes,
            total_bytes,
        })
    }

    /// Width, height, depth and byte size of one mip.
    pub(super) fn mip(&self, mip: u32) -> (u32, u32, u32, u64) {
        let (w, h, d) = (
            mip_dim(self.width, mip),
            mip_dim(self.height, mip),
            mip_dim(self.depth, mip),
        );
        // `of` checked every mip's size, so this cannot overflow.
        let bytes = self.format.surface_bytes(w, h, d).unwrap_or(0);
        (w, h, d, bytes)
    }
}

/// The format a header describes.
fn header_format(header: &DdsHeader) -> Result<TextureFormat> {
    let pf = &header.pixel_format;
    if let Some(dx10) = &header.dx10 {
        return TextureFormat::from_dxgi(dx10.dxgi_format).ok_or_else(|| {
            FormatError::Unsupported {
                format: FORMAT,
                offset: 0x80,
                what: "DXGI format",
                detail: format!("DXGI_FORMAT {} is not decoded", dx10.dxgi_format),
            }
        });
    }
    if pf.flags & DDPF_FOURCC != 0 {
        return TextureFormat::from_four_cc(pf.four_cc).ok_or_else(|| FormatError::Unsupported {
            format: FORMAT,
            offset: 0x54,
            what: "fourCC",
            detail: format!(
                "{} is not a known texture format",
                describe_four_cc(pf.four_cc)
            ),
        });
    }
    let masks = [pf.r_mask, pf.g_mask, pf.b_mask, pf.a_mask];
    MASK_FORMATS
        .iter()
        .find(|m| {
            m.bit_count == pf.rgb_bit_count
                && m.masks == masks
                && (pf.flags & (DDPF_RGB | DDPF_ALPHA)) == (m.flags & (DDPF_RGB | DDPF_ALPHA))
        })
        .map(|m| m.format)
        .ok_or_else(|| FormatError::Unsupported {
            format: FORMAT,
            offset: 0x50,
            what: "pixel format",
            detail: format!(
                "flags {:#x}, {} bits, masks {:#x} {:#x} {:#x} {:#x} match no supported format",
                pf.flags, pf.rgb_bit_count, pf.r_mask, pf.g_mask, pf.b_mask, pf.a_mask
            ),
        })
}

/// A fourCC as text when it is printable, as a number otherwise.
pub fn describe_four_cc(code: u32) -> String {
    let bytes = code.to_le_bytes();
    if bytes.iter().all(|b| b.is_ascii_graphic() || *b == b' ') {
        format!("{:?}", String::from_utf8_lossy(&bytes))
    } else {
        format!("D3DFORMAT {code}")
    }
}

/// The kind a header describes (2D, cube, volume, array), applying the cube quirk.
fn header_kind(header: &DdsHeader) -> Result<TextureKind> {
    if let Some(dx10) = &header.dx10 {
        if dx10.array_size == 0 {
            return Err(FormatError::invalid(
                FORMAT,
                0x8C,
                "array size",
                "at least 1",
                0,
            ));
        }
        let cube = dx10.misc_flag & MISC_TEXTURE_CUBE != 0;
        return match dx10.resource_dimension {
            DIMENSION_TEXTURE3D => {
                if cube || dx10.array_size != 1 {
                    Err(FormatError::invalid(
                        FORMAT,
                        0x88,
                        "3D texture flags",
                        "no cube flag and array size 1",
                        format!(
                            "misc flag {:#x}, array size {}",
                            dx10.misc_flag, dx10.array_size
                        ),
                    ))
                } else {
                    Ok(TextureKind::Volume)
                }
            }
            DIMENSION_TEXTURE2D if cube => Ok(match dx10.array_size {
                // FromSoftware writes 6 (the face count) for a single cube.
                1 | 6 => TextureKind::Cube,
                n => TextureKind::CubeArray(n),
            }),
            DIMENSION_TEXTURE1D | DIMENSION_TEXTURE2D => {
                if cube {
                    Err(FormatError::invalid(
                        FORMAT,
                        0x88,
                        "misc flag",
                        "no cube flag on a 1D texture",
                        "cube",
                    ))
                } else if dx10.array_size == 1 {
                    Ok(TextureKind::Texture2D)
                } else {
                    Ok(TextureKind::Array(dx10.array_size))
                }
            }
            other => Err(FormatError::invalid(
                FORMAT,
                0x84,
                "resource dimension",
                "2 (1D), 3 (2D) or 4 (3D)",
                other,
            )),
        };
    }
    if header.caps2 & DDSCAPS2_VOLUME != 0 {
        return Ok(TextureKind::Volume);
    }
    if header.caps2 & DDSCAPS2_CUBEMAP != 0 {
        if header.caps2 & DDSCAPS2_CUBEMAP_ALL_FACES != DDSCAPS2_CUBEMAP_ALL_FACES {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: 0x70,
                what: "cubemap",
                detail: format!("only some faces are present (caps2 {:#x})", header.caps2),
            });
        }
        return Ok(TextureKind::Cube);
    }
    Ok(TextureKind::Texture2D)
}
