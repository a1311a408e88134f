//! The header: its flags and fields, read and written as stored so a file writes back byte
//! for byte.
//!
//! | offset | type     | meaning |
//! |--------|----------|---------|
//! | 0x00   | char[4]  | `DDS ` |
//! | 0x04   | u32      | header size, always 124 |
//! | 0x08   | u32      | flags (`DDSD_*`: caps 0x1, height 0x2, width 0x4, pitch 0x8, pixel format 0x1000, mip count 0x20000, linear size 0x80000, depth 0x800000) |
//! | 0x0C   | u32      | height in pixels |
//! | 0x10   | u32      | width in pixels |
//! | 0x14   | u32      | row pitch (uncompressed) or size of the top mip (compressed) |
//! | 0x18   | u32      | depth (volume textures; others write 0 or 1) |
//! | 0x1C   | u32      | mip count (0 means 1) |
//! | 0x20   | u32[11]  | reserved |
//! | 0x4C   | u32      | pixel format size, always 32 |
//! | 0x50   | u32      | pixel format flags (alpha pixels 0x1, alpha 0x2, fourCC 0x4, RGB 0x40, luminance 0x20000) |
//! | 0x54   | u32      | fourCC: `DXT1`, `DXT3`, `DXT5`, `ATI1`, `BC4U`, `BC4S`, `ATI2`, `BC5U`, `BC5S`, `DX10`, or a numeric D3DFORMAT (36, 110–116) |
//! | 0x58   | u32      | bits per pixel (uncompressed) |
//! | 0x5C   | u32[4]   | red, green, blue, alpha bit masks (uncompressed) |
//! | 0x6C   | u32      | caps (complex 0x8, texture 0x1000, mipmap 0x400000) |
//! | 0x70   | u32      | caps2 (cubemap 0x200, the six faces 0x400–0x8000, volume 0x200000) |
//! | 0x74   | u32[3]   | caps3, caps4, reserved |
//! | 0x80   | —        | pixel data, or when the fourCC is `DX10` the DX10 header: |
//! | 0x80   | u32      | DXGI format |
//! | 0x84   | u32      | resource dimension (2 = 1D, 3 = 2D, 4 = 3D) |
//! | 0x88   | u32      | misc flag (0x4 = texture cube) |
//! | 0x8C   | u32      | array size (number of layers, or of cubes for a cube) |
//! | 0x90   | u32      | misc flags 2 (alpha mode) |
//! | 0x94   | —        | pixel data |

use crate::binary::{Reader, Writer};
use crate::error::Result;

/// The file magic.
pub const MAGIC: &[u8; 4] = b"DDS ";
/// The size of the main header after the magic.
pub const HEADER_SIZE: u32 = 124;
/// The size of the pixel format structure.
pub const PIXEL_FORMAT_SIZE: u32 = 32;
/// Where pixel data starts without a DX10 header.
pub const DATA_OFFSET: usize = 0x80;
/// Where pixel data starts with a DX10 header.
pub const DATA_OFFSET_DX10: usize = 0x94;

/// Header flag: the caps fields are valid.
pub const DDSD_CAPS: u32 = 0x1;
/// Header flag: the height is valid.
pub const DDSD_HEIGHT: u32 = 0x2;
/// Header flag: the width is valid.
pub const DDSD_WIDTH: u32 = 0x4;
/// Header flag: the pitch field is a row pitch.
pub const DDSD_PITCH: u32 = 0x8;
/// Header flag: the pixel format is valid.
pub const DDSD_PIXEL_FORMAT: u32 = 0x1000;
/// Header flag: the mip count is valid.
pub const DDSD_MIPMAP_COUNT: u32 = 0x20000;
/// Header flag: the pitch field is the byte size of the top mip.
pub const DDSD_LINEAR_SIZE: u32 = 0x80000;
/// Header flag: the depth is valid.
pub const DDSD_DEPTH: u32 = 0x800000;

/// Pixel format flag: the alpha mask is valid.
pub const DDPF_ALPHA_PIXELS: u32 = 0x1;
/// Pixel format flag: an alpha-only format.
pub const DDPF_ALPHA: u32 = 0x2;
/// Pixel format flag: the fourCC names the format.
pub const DDPF_FOURCC: u32 = 0x4;
/// Pixel format flag: uncompressed RGB described by the masks.
pub const DDPF_RGB: u32 = 0x40;
/// Pixel format flag: luminance (grey) data.
pub const DDPF_LUMINANCE: u32 = 0x20000;

/// Caps flag: more than one surface (mips, cube faces, volume slices).
pub const DDSCAPS_COMPLEX: u32 = 0x8;
/// Caps flag: always set.
pub const DDSCAPS_TEXTURE: u32 = 0x1000;
/// Caps flag: the texture has mips.
pub const DDSCAPS_MIPMAP: u32 = 0x400000;

/// Caps2 flag: a cubemap.
pub const DDSCAPS2_CUBEMAP: u32 = 0x200;
/// Caps2 flags: all six cube faces present (+X −X +Y −Y +Z −Z).
pub const DDSCAPS2_CUBEMAP_ALL_FACES: u32 = 0xFC00;
/// Caps2 flag: a volume texture.
pub const DDSCAPS2_VOLUME: u32 = 0x200000;

/// DX10 resource dimension: 1D texture.
pub const DIMENSION_TEXTURE1D: u32 = 2;
/// DX10 resource dimension: 2D texture (also cubes).
pub const DIMENSION_TEXTURE2D: u32 = 3;
/// DX10 resource dimension: 3D (volume) texture.
pub const DIMENSION_TEXTURE3D: u32 = 4;
/// DX10 misc flag: the 2D texture is a cube.
pub const MISC_TEXTURE_CUBE: u32 = 0x4;

/// Builds a fourCC from its four characters.
pub const fn four_cc(code: &[u8; 4]) -> u32 {
    u32::from_le_bytes(*code)
}

/// The fourCC that announces a DX10 header.
pub const FOURCC_DX10: u32 = four_cc(b"DX10");

/// The pixel format structure at 0x4C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct PixelFormat {
    /// `DDPF_*` flags.
    pub flags: u32,
    /// The fourCC (see [`four_cc`]), or 0.
    pub four_cc: u32,
    /// Bits per pixel for uncompressed formats.
    pub rgb_bit_count: u32,
    /// Red bit mask.
    pub r_mask: u32,
    /// Green bit mask.
    pub g_mask: u32,
    /// Blue bit mask.
    pub b_mask: u32,
    /// Alpha bit mask.
    pub a_mask: u32,
}

/// The DX10 extension header at 0x80, present when the fourCC is `DX10`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Dx10Header {
    /// `DXGI_FORMAT` number.
    pub dxgi_format: u32,
    /// 2 = 1D, 3 = 2D, 4 = 3D.
    pub resource_dimension: u32,
    /// 0x4 = texture cube.
    pub misc_flag: u32,
    /// Number of layers, or of cubes (FromSoftware writes 6 for one cube).
    pub array_size: u32,
    /// Alpha mode.
    pub misc_flags2: u32,
}

/// Every field of the header, kept so a file writes back byte for byte.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct DdsHeader {
    /// `DDSD_*` flags.
    pub flags: u32,
    /// Height in pixels.
    pub height: u32,
    /// Width in pixels.
    pub width: u32,
    /// Row pitch or top mip size (informative; not used to read).
    pub pitch_or_linear_size: u32,
    /// Depth in pixels (volume textures).
    pub depth: u32,
    /// Mip count as stored (0 means 1).
    pub mip_map_count: u32,
    /// Reserved words, usually zero.
    pub reserved1: [u32; 11],
    /// The pixel format.
    pub pixel_format: PixelFormat,
    /// `DDSCAPS_*` flags.
    pub caps: u32,
    /// `DDSCAPS2_*` flags.
    pub caps2: u32,
    /// Unused.
    pub caps3: u32,
    /// Unused.
    pub caps4: u32,
    /// Unused.
    pub reserved2: u32,
    /// The DX10 header, present iff the fourCC is `DX10`.
    pub dx10: Option<Dx10Header>,
}

/// Reads the header (and DX10 header), leaving the reader at the pixel data.
pub(super) fn read_header(r: &mut Reader<'_>) -> Result<DdsHeader> {
    r.expect_magic(MAGIC)?;
    r.expect_u32(HEADER_SIZE, "header size")?;
    let flags = r.u32("flags")?;
    let height = r.u32("height")?;
    let width = r.u32("width")?;
    let pitch_or_linear_size = r.u32("pitch or linear size")?;
    let depth = r.u32("depth")?;
    let mip_map_count = r.u32("mip count")?;
    let mut reserved1 = [0u32; 11];
    for word in &mut reserved1 {
        *word = r.u32("reserved")?;
    }
    r.expect_u32(PIXEL_FORMAT_SIZE, "pixel format size")?;
    let pixel_format = PixelFormat {
        flags: r.u32("pixel format flags")?,
        four_cc: r.u32("fourCC")?,
        rgb_bit_count: r.u32("bits per pixel")?,
        r_mask: r.u32("red mask")?,
        g_mask: r.u32("green mask")?,
        b_mask: r.u32("blue mask")?,
        a_mask: r.u32("alpha mask")?,
    };
    let caps = r.u32("caps")?;
    let caps2 = r.u32("caps2")?;
    let caps3 = r.u32("caps3")?;
    let caps4 = r.u32("caps4")?;
    let reserved2 = r.u32("reserved")?;
    let dx10 = if pixel_format.flags & DDPF_FOURCC != 0 && pixel_format.four_cc == FOURCC_DX10 {
        Some(Dx10Header {
            dxgi_format: r.u32("DXGI format")?,
            resource_dimension: r.u32("resource dimension")?,
            misc_flag: r.u32("misc flag")?,
            array_size: r.u32("array size")?,
            misc_flags2: r.u32("misc flags 2")?,
        })
    } else {
        None
    };
    Ok(DdsHeader {
        flags,
        height,
        width,
        pitch_or_linear_size,
        depth,
        mip_map_count,
        reserved1,
        pixel_format,
        caps,
        caps2,
        caps3,
        caps4,
        reserved2,
        dx10,
    })
}

/// Writes the magic, the header and the DX10 header if present.
pub(super) fn write_header_fields(w: &mut Writer, h: &DdsHeader) {
    w.bytes(MAGIC);
    w.u32(HEADER_SIZE);
    w.u32(h.flags);
    w.u32(h.height);
    w.u32(h.width);
    w.u32(h.pitch_or_linear_size);
    w.u32(h.depth);
    w.u32(h.mip_map_count);
    for word in h.reserved1 {
        w.u32(word);
    }
    let pf = &h.pixel_format;
    w.u32(PIXEL_FORMAT_SIZE);
    w.u32(pf.flags);
    w.u32(pf.four_cc);
    w.u32(pf.rgb_bit_count);
    w.u32(pf.r_mask);
    w.u32(pf.g_mask);
    w.u32(pf.b_mask);
    w.u32(pf.a_mask);
    w.u32(h.caps);
    w.u32(h.caps2);
    w.u32(h.caps3);
    w.u32(h.caps4);
    w.u32(h.reserved2);
    if let Some(dx10) = &h.dx10 {
        w.u32(dx10.dxgi_format);
        w.u32(dx10.resource_dimension);
        w.u32(dx10.misc_flag);
        w.u32(dx10.array_size);
        w.u32(dx10.misc_flags2);
    }
}
