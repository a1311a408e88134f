//! Writing: a file as stored (refused when the fields disagree with the header), and new
//! textures from their surfaces with a standard header.

use super::header::{
    DDPF_FOURCC, DDSCAPS_COMPLEX, DDSCAPS_MIPMAP, DDSCAPS_TEXTURE, DDSCAPS2_CUBEMAP,
    DDSCAPS2_CUBEMAP_ALL_FACES, DDSCAPS2_VOLUME, DDSD_CAPS, DDSD_DEPTH, DDSD_HEIGHT,
    DDSD_LINEAR_SIZE, DDSD_MIPMAP_COUNT, DDSD_PITCH, DDSD_PIXEL_FORMAT, DDSD_WIDTH,
    DIMENSION_TEXTURE2D, DIMENSION_TEXTURE3D, DdsHeader, Dx10Header, FOURCC_DX10,
    MISC_TEXTURE_CUBE, PixelFormat, write_header_fields,
};
use super::layout::Layout;
use super::{Dds, FORMAT, TextureFormat, TextureKind, read};
use crate::binary::{Limits, Writer};
use crate::error::{FormatError, Result};

/// Writes a DDS file: the header as stored, then the surfaces and trailing bytes.
///
/// Fails if the derived fields or the surfaces disagree with the header, since the result
/// would not read back as the same texture.
pub fn write(dds: &Dds) -> Result<Vec<u8>> {
    let layout = Layout::of(
        &dds.header,
        &Limits {
            max_alloc: u64::MAX,
        },
    )?;
    let mismatch = |what: &'static str, expected: String, found: String| {
        FormatError::invalid(
            FORMAT,
            0,
            what,
            format!("{expected} (from the header)"),
            found,
        )
    };
    let derived = [
        ("width", layout.width, dds.width),
        ("height", layout.height, dds.height),
        ("depth", layout.depth, dds.depth),
        ("mip count", layout.mip_count, dds.mip_count),
    ];
    for (what, expected, found) in derived {
        if expected != found {
            return Err(mismatch(what, expected.to_string(), found.to_string()));
        }
    }
    if layout.format != dds.format {
        return Err(mismatch(
            "format",
            layout.format.to_string(),
            dds.format.to_string(),
        ));
    }
    if layout.kind != dds.kind {
        return Err(mismatch(
            "kind",
            format!("{:?}", layout.kind),
            format!("{:?}", dds.kind),
        ));
    }
    let expected_count = u64::from(layout.layer_count) * u64::from(layout.mip_count);
    if dds.surfaces.len() as u64 != expected_count {
        return Err(mismatch(
            "surface count",
            expected_count.to_string(),
            dds.surfaces.len().to_string(),
        ));
    }
    let mut expected_surfaces = (0..layout.layer_count)
        .flat_map(|layer| (0..layout.mip_count).map(move |mip| (layer, mip)));
    for surface in &dds.surfaces {
        let Some((layer, mip)) = expected_surfaces.next() else {
            break;
        };
        let (w, h, d, bytes) = layout.mip(mip);
        let found = (
            surface.layer,
            surface.mip,
            surface.width,
            surface.height,
            surface.depth,
        );
        if found != (layer, mip, w, h, d) || surface.data.len() as u64 != bytes {
            return Err(mismatch(
                "surface",
                format!("layer {layer} mip {mip}: {w}x{h}x{d}, {bytes} bytes"),
                format!(
                    "layer {} mip {}: {}x{}x{}, {} bytes",
                    found.0,
                    found.1,
                    found.2,
                    found.3,
                    found.4,
                    surface.data.len()
                ),
            ));
        }
    }

    let mut w = Writer::new();
    write_header_fields(&mut w, &dds.header);
    for surface in &dds.surfaces {
        w.bytes(&surface.data);
    }
    w.bytes(&dds.trailing);
    Ok(w.into_bytes())
}

/// Builds a standard header for a new texture: a legacy fourCC or bit masks where the
/// format and kind allow it, a DX10 header otherwise.
fn build_header(
    format: TextureFormat,
    kind: TextureKind,
    width: u32,
    height: u32,
    depth: u32,
    mip_count: u32,
) -> Result<DdsHeader> {
    let invalid = |what: &'static str, expected: &str, found: String| {
        FormatError::invalid(FORMAT, 0, what, expected, found)
    };
    match kind {
        TextureKind::Array(n) if n < 2 => {
            return Err(invalid(
                "array layer count",
                "2 or more (use Texture2D for one)",
                n.to_string(),
            ));
        }
        TextureKind::CubeArray(n) if n < 2 || n == 6 => {
            return Err(invalid(
                "cube array count",
                "2 or more, and not 6 (array size 6 reads as one cube)",
                n.to_string(),
            ));
        }
        _ => {}
    }
    if kind != TextureKind::Volume && depth != 1 {
        return Err(invalid(
            "depth",
            "1 for a texture that is not a volume",
            depth.to_string(),
        ));
    }
    let compressed = format.is_block_compressed();
    let top = format
        .surface_bytes(width, height, 1)
        .and_then(|b| u32::try_from(b).ok())
        .ok_or_else(|| invalid("size", "a top mip below 4 GiB", format!("{width}x{height}")))?;
    let pitch = if compressed {
        top
    } else {
        width
            .checked_mul(format.bytes_per_block())
            .ok_or_else(|| invalid("width", "a row below 4 GiB", width.to_string()))?
    };
    let mut flags = DDSD_CAPS | DDSD_HEIGHT | DDSD_WIDTH | DDSD_PIXEL_FORMAT;
    flags |= if compressed {
        DDSD_LINEAR_SIZE
    } else {
        DDSD_PITCH
    };
    if mip_count > 1 {
        flags |= DDSD_MIPMAP_COUNT;
    }
    if kind == TextureKind::Volume {
        flags |= DDSD_DEPTH;
    }
    let mut caps = DDSCAPS_TEXTURE;
    if mip_count > 1 || kind != TextureKind::Texture2D {
        caps |= DDSCAPS_COMPLEX;
    }
    if mip_count > 1 {
        caps |= DDSCAPS_MIPMAP;
    }
    let caps2 = match kind {
        TextureKind::Cube | TextureKind::CubeArray(_) => {
            DDSCAPS2_CUBEMAP | DDSCAPS2_CUBEMAP_ALL_FACES
        }
        TextureKind::Volume => DDSCAPS2_VOLUME,
        _ => 0,
    };
    let legacy_kind = matches!(
        kind,
        TextureKind::Texture2D | TextureKind::Cube | TextureKind::Volume
    );
    let (pixel_format, dx10) = match (legacy_kind, format.four_cc(), format.mask_format()) {
        (true, Some(code), _) => (
            PixelFormat {
                flags: DDPF_FOURCC,
                four_cc: code,
                ..PixelFormat::default()
            },
            None,
        ),
        (true, None, Some(m)) => (
            PixelFormat {
                flags: m.flags,
                four_cc: 0,
                rgb_bit_count: m.bit_count,
                r_mask: m.masks[0],
                g_mask: m.masks[1],
                b_mask: m.masks[2],
                a_mask: m.masks[3],
            },
            None,
        ),
        _ => (
            PixelFormat {
                flags: DDPF_FOURCC,
                four_cc: FOURCC_DX10,
                ..PixelFormat::default()
            },
            Some(Dx10Header {
                dxgi_format: format.dxgi(),
                resource_dimension: if kind == TextureKind::Volume {
                    DIMENSION_TEXTURE3D
                } else {
                    DIMENSION_TEXTURE2D
                },
                misc_flag: if matches!(kind, TextureKind::Cube | TextureKind::CubeArray(_)) {
                    MISC_TEXTURE_CUBE
                } else {
                    0
                },
                array_size: match kind {
                    TextureKind::Array(n) | TextureKind::CubeArray(n) => n,
                    _ => 1,
                },
                misc_flags2: 0,
            }),
        ),
    };
    Ok(DdsHeader {
        flags,
        height,
        width,
        pitch_or_linear_size: pitch,
        depth,
        mip_map_count: mip_count,
        reserved1: [0; 11],
        pixel_format,
        caps,
        caps2,
        caps3: 0,
        caps4: 0,
        reserved2: 0,
        dx10,
    })
}

impl Dds {
    /// A new texture from its surfaces, given as one buffer in file order (each layer's mips
    /// from the largest down, layer after layer), with a standard header.
    pub fn new(
        format: TextureFormat,
        kind: TextureKind,
        width: u32,
        height: u32,
        depth: u32,
        mip_count: u32,
        chain: &[u8],
    ) -> Result<Dds> {
        let header = build_header(format, kind, width, height, depth, mip_count)?;
        let mut w = Writer::new();
        write_header_fields(&mut w, &header);
        let mut file = w.into_bytes();
        file.extend_from_slice(chain);
        let dds = read(&file)?;
        if !dds.trailing.is_empty() {
            return Err(FormatError::invalid(
                FORMAT,
                0,
                "surface data length",
                format!("{} bytes", chain.len().saturating_sub(dds.trailing.len())),
                chain.len(),
            ));
        }
        Ok(dds)
    }
}
