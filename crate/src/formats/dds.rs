//! DDS (DirectDraw Surface) textures: the image inside every PC TPF entry.
//!
//! Sources: formats.md §6, SoulsFormatsNEXT `Formats/TPF/DDS.cs`, and Microsoft's DDS and
//! DXGI documentation. Little-endian throughout.
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
//!
//! Pixel data holds, for each layer (array element or cube face in the order +X −X +Y −Y +Z −Z),
//! every mip from the largest down. A mip is `max(1, size >> level)` in each dimension;
//! block-compressed formats round width and height up to whole 4×4 blocks, and a volume mip
//! holds all of its depth slices. Bytes after the last mip are kept as [`Dds::trailing`].
//!
//! **FromSoftware quirk**: DX10 cubemaps carry array size 6 (SoulsFormats rewrites it to 1).
//! A cube with array size 6 is read as one cube of six faces; the header keeps the 6, so the
//! file writes back byte for byte.

use super::binary::{Limits, Reader, Writer};
use super::error::{FormatError, Result};

const FORMAT: &str = "DDS";

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

/// Texture formats, numbered as in `DXGI_FORMAT` (the number is the discriminant).
///
/// A legacy header's fourCC or bit masks map onto these; typeless DXGI formats read as their
/// UNORM counterpart (the header keeps the original number).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[repr(u32)]
pub enum TextureFormat {
    /// Four 32-bit floats.
    Rgba32Float = 2,
    /// Three 32-bit floats.
    Rgb32Float = 6,
    /// Four 16-bit floats (D3DFORMAT 113 in a legacy header; ER's irradiance cubes).
    Rgba16Float = 10,
    /// Four 16-bit unsigned normalized values (D3DFORMAT 36).
    Rgba16Unorm = 11,
    /// Four 16-bit signed normalized values (D3DFORMAT 110).
    Rgba16Snorm = 13,
    /// Two 32-bit floats (D3DFORMAT 115).
    Rg32Float = 16,
    /// 10-bit red, green, blue and 2-bit alpha, unsigned normalized.
    Rgb10A2Unorm = 24,
    /// 11-bit red and green and 10-bit blue unsigned floats.
    Rg11B10Float = 26,
    /// Four bytes in R, G, B, A order.
    Rgba8Unorm = 28,
    /// Four bytes in R, G, B, A order, colour in sRGB.
    Rgba8UnormSrgb = 29,
    /// Four signed bytes in R, G, B, A order.
    Rgba8Snorm = 31,
    /// Two 16-bit floats (D3DFORMAT 112).
    Rg16Float = 34,
    /// Two 16-bit unsigned normalized values.
    Rg16Unorm = 35,
    /// Two 16-bit signed normalized values.
    Rg16Snorm = 37,
    /// One 32-bit float (D3DFORMAT 114).
    R32Float = 41,
    /// Two bytes, unsigned normalized.
    Rg8Unorm = 49,
    /// Two signed bytes.
    Rg8Snorm = 51,
    /// One 16-bit float (D3DFORMAT 111).
    R16Float = 54,
    /// One 16-bit unsigned normalized value.
    R16Unorm = 56,
    /// One 16-bit signed normalized value.
    R16Snorm = 58,
    /// One byte, unsigned normalized.
    R8Unorm = 61,
    /// One signed byte.
    R8Snorm = 63,
    /// One byte of alpha.
    A8Unorm = 65,
    /// BC1 (DXT1): 8-byte blocks, RGB with 1-bit alpha.
    Bc1Unorm = 71,
    /// BC1 with sRGB colour.
    Bc1UnormSrgb = 72,
    /// BC2 (DXT3): 16-byte blocks, explicit 4-bit alpha.
    Bc2Unorm = 74,
    /// BC2 with sRGB colour.
    Bc2UnormSrgb = 75,
    /// BC3 (DXT5): 16-byte blocks, interpolated alpha.
    Bc3Unorm = 77,
    /// BC3 with sRGB colour.
    Bc3UnormSrgb = 78,
    /// BC4 (ATI1): 8-byte blocks, one unsigned channel.
    Bc4Unorm = 80,
    /// BC4 with a signed channel.
    Bc4Snorm = 81,
    /// BC5 (ATI2): 16-byte blocks, two unsigned channels.
    Bc5Unorm = 83,
    /// BC5 with signed channels.
    Bc5Snorm = 84,
    /// 16-bit 5:6:5 with blue in the low bits.
    B5G6R5Unorm = 85,
    /// 16-bit 5:5:5:1 with blue in the low bits.
    B5G5R5A1Unorm = 86,
    /// Four bytes in B, G, R, A order.
    Bgra8Unorm = 87,
    /// Four bytes in B, G, R, unused order.
    Bgrx8Unorm = 88,
    /// Four bytes in B, G, R, A order, colour in sRGB.
    Bgra8UnormSrgb = 91,
    /// Four bytes in B, G, R, unused order, colour in sRGB.
    Bgrx8UnormSrgb = 93,
    /// BC6H: 16-byte blocks of unsigned half-float RGB (HDR).
    Bc6hUf16 = 95,
    /// BC6H: 16-byte blocks of signed half-float RGB (HDR).
    Bc6hSf16 = 96,
    /// BC7: 16-byte blocks, RGBA.
    Bc7Unorm = 98,
    /// BC7 with sRGB colour.
    Bc7UnormSrgb = 99,
    /// 16-bit 4:4:4:4 with blue in the low bits.
    B4G4R4A4Unorm = 115,
}

/// Every [`TextureFormat`], for lookups by number.
const ALL_FORMATS: [TextureFormat; 44] = {
    use TextureFormat::*;
    [
        Rgba32Float,
        Rgb32Float,
        Rgba16Float,
        Rgba16Unorm,
        Rgba16Snorm,
        Rg32Float,
        Rgb10A2Unorm,
        Rg11B10Float,
        Rgba8Unorm,
        Rgba8UnormSrgb,
        Rgba8Snorm,
        Rg16Float,
        Rg16Unorm,
        Rg16Snorm,
        R32Float,
        Rg8Unorm,
        Rg8Snorm,
        R16Float,
        R16Unorm,
        R16Snorm,
        R8Unorm,
        R8Snorm,
        A8Unorm,
        Bc1Unorm,
        Bc1UnormSrgb,
        Bc2Unorm,
        Bc2UnormSrgb,
        Bc3Unorm,
        Bc3UnormSrgb,
        Bc4Unorm,
        Bc4Snorm,
        Bc5Unorm,
        Bc5Snorm,
        B5G6R5Unorm,
        B5G5R5A1Unorm,
        Bgra8Unorm,
        Bgrx8Unorm,
        Bgra8UnormSrgb,
        Bgrx8UnormSrgb,
        Bc6hUf16,
        Bc6hSf16,
        Bc7Unorm,
        Bc7UnormSrgb,
        B4G4R4A4Unorm,
    ]
};

/// Typeless DXGI formats and the format they are read as.
const TYPELESS_FORMATS: [(u32, TextureFormat); 10] = [
    (27, TextureFormat::Rgba8Unorm),
    (70, TextureFormat::Bc1Unorm),
    (73, TextureFormat::Bc2Unorm),
    (76, TextureFormat::Bc3Unorm),
    (79, TextureFormat::Bc4Unorm),
    (82, TextureFormat::Bc5Unorm),
    (90, TextureFormat::Bgra8Unorm),
    (92, TextureFormat::Bgrx8Unorm),
    (94, TextureFormat::Bc6hUf16),
    (97, TextureFormat::Bc7Unorm),
];

/// Legacy fourCCs and their formats. Reading accepts every entry; writing uses the first
/// entry of a format, so the aliases (`DXT2`, `DXT4`, `BC4U`, `BC5U`) come after the usual
/// codes. DXT2 and DXT4 are the premultiplied-alpha variants of DXT3 and DXT5.
const FOURCC_FORMATS: [(u32, TextureFormat); 19] = [
    (four_cc(b"DXT1"), TextureFormat::Bc1Unorm),
    (four_cc(b"DXT3"), TextureFormat::Bc2Unorm),
    (four_cc(b"DXT5"), TextureFormat::Bc3Unorm),
    (four_cc(b"ATI1"), TextureFormat::Bc4Unorm),
    (four_cc(b"BC4S"), TextureFormat::Bc4Snorm),
    (four_cc(b"ATI2"), TextureFormat::Bc5Unorm),
    (four_cc(b"BC5S"), TextureFormat::Bc5Snorm),
    (36, TextureFormat::Rgba16Unorm),
    (110, TextureFormat::Rgba16Snorm),
    (111, TextureFormat::R16Float),
    (112, TextureFormat::Rg16Float),
    (113, TextureFormat::Rgba16Float),
    (114, TextureFormat::R32Float),
    (115, TextureFormat::Rg32Float),
    (116, TextureFormat::Rgba32Float),
    (four_cc(b"DXT2"), TextureFormat::Bc2Unorm),
    (four_cc(b"DXT4"), TextureFormat::Bc3Unorm),
    (four_cc(b"BC4U"), TextureFormat::Bc4Unorm),
    (four_cc(b"BC5U"), TextureFormat::Bc5Unorm),
];

/// An uncompressed legacy pixel format: flags, bits per pixel, and the R, G, B, A masks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct MaskFormat {
    format: TextureFormat,
    flags: u32,
    bit_count: u32,
    masks: [u32; 4],
}

/// Legacy uncompressed layouts, used both to read and to write so the two cannot disagree.
const MASK_FORMATS: [MaskFormat; 10] = [
    MaskFormat {
        format: TextureFormat::Bgra8Unorm,
        flags: DDPF_RGB | DDPF_ALPHA_PIXELS,
        bit_count: 32,
        masks: [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0xFF00_0000],
    },
    MaskFormat {
        format: TextureFormat::Rgba8Unorm,
        flags: DDPF_RGB | DDPF_ALPHA_PIXELS,
        bit_count: 32,
        masks: [0x0000_00FF, 0x0000_FF00, 0x00FF_0000, 0xFF00_0000],
    },
    MaskFormat {
        format: TextureFormat::Bgrx8Unorm,
        flags: DDPF_RGB,
        bit_count: 32,
        masks: [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0],
    },
    MaskFormat {
        format: TextureFormat::Rgb10A2Unorm,
        flags: DDPF_RGB | DDPF_ALPHA_PIXELS,
        bit_count: 32,
        masks: [0x0000_03FF, 0x000F_FC00, 0x3FF0_0000, 0xC000_0000],
    },
    MaskFormat {
        format: TextureFormat::Rg16Unorm,
        flags: DDPF_RGB,
        bit_count: 32,
        masks: [0x0000_FFFF, 0xFFFF_0000, 0, 0],
    },
    MaskFormat {
        format: TextureFormat::B5G6R5Unorm,
        flags: DDPF_RGB,
        bit_count: 16,
        masks: [0xF800, 0x07E0, 0x001F, 0],
    },
    MaskFormat {
        format: TextureFormat::B5G5R5A1Unorm,
        flags: DDPF_RGB | DDPF_ALPHA_PIXELS,
        bit_count: 16,
        masks: [0x7C00, 0x03E0, 0x001F, 0x8000],
    },
    MaskFormat {
        format: TextureFormat::B4G4R4A4Unorm,
        flags: DDPF_RGB | DDPF_ALPHA_PIXELS,
        bit_count: 16,
        masks: [0x0F00, 0x00F0, 0x000F, 0xF000],
    },
    MaskFormat {
        format: TextureFormat::R8Unorm,
        flags: DDPF_RGB,
        bit_count: 8,
        masks: [0xFF, 0, 0, 0],
    },
    MaskFormat {
        format: TextureFormat::A8Unorm,
        flags: DDPF_ALPHA,
        bit_count: 8,
        masks: [0, 0, 0, 0xFF],
    },
];

impl TextureFormat {
    /// The `DXGI_FORMAT` number.
    pub fn dxgi(self) -> u32 {
        self as u32
    }

    /// The format of a `DXGI_FORMAT` number, reading typeless formats as UNORM.
    pub fn from_dxgi(value: u32) -> Option<TextureFormat> {
        ALL_FORMATS
            .iter()
            .copied()
            .find(|f| f.dxgi() == value)
            .or_else(|| {
                TYPELESS_FORMATS
                    .iter()
                    .find(|(v, _)| *v == value)
                    .map(|(_, f)| *f)
            })
    }

    /// The format of a legacy fourCC (a four-character code or a D3DFORMAT number).
    pub fn from_four_cc(code: u32) -> Option<TextureFormat> {
        FOURCC_FORMATS
            .iter()
            .find(|(c, _)| *c == code)
            .map(|(_, f)| *f)
    }

    /// The legacy fourCC this format is written with, if it has one.
    pub fn four_cc(self) -> Option<u32> {
        FOURCC_FORMATS
            .iter()
            .find(|(_, f)| *f == self)
            .map(|(c, _)| *c)
    }

    /// Whether the format stores 4×4 blocks (BC1–BC7).
    pub fn is_block_compressed(self) -> bool {
        use TextureFormat::*;
        matches!(
            self,
            Bc1Unorm
                | Bc1UnormSrgb
                | Bc2Unorm
                | Bc2UnormSrgb
                | Bc3Unorm
                | Bc3UnormSrgb
                | Bc4Unorm
                | Bc4Snorm
                | Bc5Unorm
                | Bc5Snorm
                | Bc6hUf16
                | Bc6hSf16
                | Bc7Unorm
                | Bc7UnormSrgb
        )
    }

    /// Whether the colour channels are sRGB-encoded (decoding returns them as stored, so a
    /// renderer uploads such data to an sRGB texture format).
    pub fn is_srgb(self) -> bool {
        use TextureFormat::*;
        matches!(
            self,
            Rgba8UnormSrgb
                | Bc1UnormSrgb
                | Bc2UnormSrgb
                | Bc3UnormSrgb
                | Bgra8UnormSrgb
                | Bgrx8UnormSrgb
                | Bc7UnormSrgb
        )
    }

    /// Whether values may lie outside 0..1 (floats and BC6H).
    pub fn is_hdr(self) -> bool {
        use TextureFormat::*;
        matches!(
            self,
            Rgba32Float
                | Rgb32Float
                | Rgba16Float
                | Rg32Float
                | Rg11B10Float
                | Rg16Float
                | R32Float
                | R16Float
                | Bc6hUf16
                | Bc6hSf16
        )
    }

    /// Bytes per 4×4 block for block-compressed formats, bytes per pixel otherwise.
    pub fn bytes_per_block(self) -> u32 {
        use TextureFormat::*;
        match self {
            Bc1Unorm | Bc1UnormSrgb | Bc4Unorm | Bc4Snorm => 8,
            Bc2Unorm | Bc2UnormSrgb | Bc3Unorm | Bc3UnormSrgb | Bc5Unorm | Bc5Snorm | Bc6hUf16
            | Bc6hSf16 | Bc7Unorm | Bc7UnormSrgb => 16,
            Rgba32Float => 16,
            Rgb32Float => 12,
            Rgba16Float | Rgba16Unorm | Rgba16Snorm | Rg32Float => 8,
            Rgb10A2Unorm | Rg11B10Float | Rgba8Unorm | Rgba8UnormSrgb | Rgba8Snorm | Rg16Float
            | Rg16Unorm | Rg16Snorm | R32Float | Bgra8Unorm | Bgrx8Unorm | Bgra8UnormSrgb
            | Bgrx8UnormSrgb => 4,
            Rg8Unorm | Rg8Snorm | R16Float | R16Unorm | R16Snorm | B5G6R5Unorm | B5G5R5A1Unorm
            | B4G4R4A4Unorm => 2,
            R8Unorm | R8Snorm | A8Unorm => 1,
        }
    }

    /// The byte size of one surface of `width × height × depth` pixels, or `None` on
    /// overflow. Block formats round width and height up to whole blocks.
    pub fn surface_bytes(self, width: u32, height: u32, depth: u32) -> Option<u64> {
        let (columns, rows) = if self.is_block_compressed() {
            (u64::from(width.div_ceil(4)), u64::from(height.div_ceil(4)))
        } else {
            (u64::from(width), u64::from(height))
        };
        columns
            .checked_mul(rows)?
            .checked_mul(u64::from(depth))?
            .checked_mul(u64::from(self.bytes_per_block()))
    }

    /// The DXGI-style name, e.g. `BC6H_UF16`.
    pub fn name(self) -> &'static str {
        use TextureFormat::*;
        match self {
            Rgba32Float => "R32G32B32A32_FLOAT",
            Rgb32Float => "R32G32B32_FLOAT",
            Rgba16Float => "R16G16B16A16_FLOAT",
            Rgba16Unorm => "R16G16B16A16_UNORM",
            Rgba16Snorm => "R16G16B16A16_SNORM",
            Rg32Float => "R32G32_FLOAT",
            Rgb10A2Unorm => "R10G10B10A2_UNORM",
            Rg11B10Float => "R11G11B10_FLOAT",
            Rgba8Unorm => "R8G8B8A8_UNORM",
            Rgba8UnormSrgb => "R8G8B8A8_UNORM_SRGB",
            Rgba8Snorm => "R8G8B8A8_SNORM",
            Rg16Float => "R16G16_FLOAT",
            Rg16Unorm => "R16G16_UNORM",
            Rg16Snorm => "R16G16_SNORM",
            R32Float => "R32_FLOAT",
            Rg8Unorm => "R8G8_UNORM",
            Rg8Snorm => "R8G8_SNORM",
            R16Float => "R16_FLOAT",
            R16Unorm => "R16_UNORM",
            R16Snorm => "R16_SNORM",
            R8Unorm => "R8_UNORM",
            R8Snorm => "R8_SNORM",
            A8Unorm => "A8_UNORM",
            Bc1Unorm => "BC1_UNORM",
            Bc1UnormSrgb => "BC1_UNORM_SRGB",
            Bc2Unorm => "BC2_UNORM",
            Bc2UnormSrgb => "BC2_UNORM_SRGB",
            Bc3Unorm => "BC3_UNORM",
            Bc3UnormSrgb => "BC3_UNORM_SRGB",
            Bc4Unorm => "BC4_UNORM",
            Bc4Snorm => "BC4_SNORM",
            Bc5Unorm => "BC5_UNORM",
            Bc5Snorm => "BC5_SNORM",
            B5G6R5Unorm => "B5G6R5_UNORM",
            B5G5R5A1Unorm => "B5G5R5A1_UNORM",
            Bgra8Unorm => "B8G8R8A8_UNORM",
            Bgrx8Unorm => "B8G8R8X8_UNORM",
            Bgra8UnormSrgb => "B8G8R8A8_UNORM_SRGB",
            Bgrx8UnormSrgb => "B8G8R8X8_UNORM_SRGB",
            Bc6hUf16 => "BC6H_UF16",
            Bc6hSf16 => "BC6H_SF16",
            Bc7Unorm => "BC7_UNORM",
            Bc7UnormSrgb => "BC7_UNORM_SRGB",
            B4G4R4A4Unorm => "B4G4R4A4_UNORM",
        }
    }

    /// The legacy mask layout of this format, if it has one.
    fn mask_format(self) -> Option<&'static MaskFormat> {
        MASK_FORMATS.iter().find(|m| m.format == self)
    }
}

impl std::fmt::Display for TextureFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The shape of a texture: how many layers it has and what they mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TextureKind {
    /// One 2D image (1D textures read as 2D images of height 1).
    Texture2D,
    /// Six 2D faces, +X −X +Y −Y +Z −Z.
    Cube,
    /// One 3D image; each mip holds its depth slices.
    Volume,
    /// An array of this many (2 or more) 2D layers.
    Array(u32),
    /// An array of this many (2 or more, never 6: see the module's quirk) cubes.
    CubeArray(u32),
}

impl TextureKind {
    /// The number of layers (faces or array elements) the data holds.
    pub fn layer_count(self) -> Option<u32> {
        match self {
            TextureKind::Texture2D | TextureKind::Volume => Some(1),
            TextureKind::Cube => Some(6),
            TextureKind::Array(n) => Some(n),
            TextureKind::CubeArray(n) => n.checked_mul(6),
        }
    }
}

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

/// One mip level of one layer (array element or cube face).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Surface {
    /// The layer: array element, or cube face (0..6 = +X −X +Y −Y +Z −Z, then the next cube).
    pub layer: u32,
    /// The mip level, 0 = largest.
    pub mip: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Depth in pixels (1 except for volumes).
    pub depth: u32,
    /// The stored bytes (serialized as their count).
    #[serde(serialize_with = "serialize_byte_count")]
    pub data: Vec<u8>,
}

/// A parsed DDS file.
///
/// `header` is what [`write`] writes; the other fields are derived from it by [`read`] and
/// [`Dds::new`], and [`write`] refuses a `Dds` whose fields disagree with its header.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Dds {
    /// The raw header.
    pub header: DdsHeader,
    /// Width of mip 0 in pixels.
    pub width: u32,
    /// Height of mip 0 in pixels.
    pub height: u32,
    /// Depth of mip 0 (1 except for volumes).
    pub depth: u32,
    /// Number of mips per layer (at least 1).
    pub mip_count: u32,
    /// The pixel format.
    pub format: TextureFormat,
    /// 2D, cube, volume or array.
    pub kind: TextureKind,
    /// Every surface, layer by layer, each layer from mip 0 down.
    pub surfaces: Vec<Surface>,
    /// Bytes after the last surface (serialized as their count).
    #[serde(serialize_with = "serialize_byte_count")]
    pub trailing: Vec<u8>,
}

/// Serializes a byte buffer as its length, so JSON dumps stay readable.
pub(crate) fn serialize_byte_count<S: serde::Serializer>(
    bytes: &[u8],
    serializer: S,
) -> std::result::Result<S::Ok, S::Error> {
    serializer.serialize_u64(bytes.len() as u64)
}

/// What the header says about the surfaces, computed once for reading and writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Layout {
    format: TextureFormat,
    kind: TextureKind,
    width: u32,
    height: u32,
    depth: u32,
    mip_count: u32,
    layer_count: u32,
    /// Bytes of one layer's mip chain.
    layer_bytes: u64,
    /// Bytes of all surfaces.
    total_bytes: u64,
}

/// The most mips a chain can have: a u32 dimension halves to 1 in 31 steps.
const MAX_MIPS: u32 = 32;

/// The size of mip `mip` of a dimension.
fn mip_dim(size: u32, mip: u32) -> u32 {
    size.checked_shr(mip).unwrap_or(0).max(1)
}

impl Layout {
    /// Works out format, kind and sizes from a header, refusing what cannot be read.
    fn of(header: &DdsHeader, limits: &Limits) -> Result<Layout> {
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
    fn mip(&self, mip: u32) -> (u32, u32, u32, u64) {
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

/// Reads the header (and DX10 header), leaving the reader at the pixel data.
fn read_header(r: &mut Reader<'_>) -> Result<DdsHeader> {
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

/// Reads a DDS file with the default limits.
pub fn read(data: &[u8]) -> Result<Dds> {
    read_with_limits(data, &Limits::default())
}

/// Reads a DDS file, refusing textures whose surfaces (bytes or texels) exceed `limits`.
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Dds> {
    let mut r = Reader::new(data, FORMAT);
    let header = read_header(&mut r)?;
    let layout = Layout::of(&header, limits)?;
    let data_start = r.pos() as u64;
    let available = r.remaining() as u64;
    if layout.total_bytes > available {
        return Err(FormatError::UnexpectedEof {
            format: FORMAT,
            offset: data_start,
            what: "surfaces (every mip of every layer)",
            needed: layout.total_bytes,
            available,
        });
    }
    // Every surface holds at least one byte and all of them fit in the data, so this count
    // is bounded by the input length.
    let surface_count = u64::from(layout.layer_count) * u64::from(layout.mip_count);
    let mut surfaces = Vec::with_capacity(usize::try_from(surface_count).unwrap_or(0));
    for layer in 0..layout.layer_count {
        for mip in 0..layout.mip_count {
            let (width, height, depth, bytes) = layout.mip(mip);
            let data = r.bytes(bytes, "surface")?.to_vec();
            surfaces.push(Surface {
                layer,
                mip,
                width,
                height,
                depth,
                data,
            });
        }
    }
    let trailing = r.bytes(r.remaining() as u64, "trailing bytes")?.to_vec();
    Ok(Dds {
        header,
        width: layout.width,
        height: layout.height,
        depth: layout.depth,
        mip_count: layout.mip_count,
        format: layout.format,
        kind: layout.kind,
        surfaces,
        trailing,
    })
}

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

    /// The surface of a layer (array element or cube face) and mip.
    pub fn surface(&self, layer: u32, mip: u32) -> Option<&Surface> {
        if mip >= self.mip_count {
            return None;
        }
        let index = u64::from(layer) * u64::from(self.mip_count) + u64::from(mip);
        self.surfaces.get(usize::try_from(index).ok()?)
    }

    /// The number of layers (cube faces or array elements).
    pub fn layer_count(&self) -> u32 {
        self.kind.layer_count().unwrap_or(0)
    }

    /// A one-line description, e.g. `BC6H_UF16 Cube 128x128, 7 mips`.
    pub fn summary(&self) -> String {
        let depth = if self.kind == TextureKind::Volume {
            format!("x{}", self.depth)
        } else {
            String::new()
        };
        format!(
            "{} {:?} {}x{}{}, {} mip{}",
            self.format,
            self.kind,
            self.width,
            self.height,
            depth,
            self.mip_count,
            if self.mip_count == 1 { "" } else { "s" }
        )
    }

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

/// Writes the magic, the header and the DX10 header if present.
fn write_header_fields(w: &mut Writer, h: &DdsHeader) {
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

/// Fuzzing hook: read; if that succeeds, write, read the output back (must succeed), write
/// again, and require both writes to be equal. Also decodes the first surface.
#[doc(hidden)]
pub fn fuzz(data: &[u8]) {
    let limits = Limits { max_alloc: 1 << 24 };
    let Ok(dds) = read_with_limits(data, &limits) else {
        return;
    };
    let _ = dds.decode_rgba8(0, 0);
    super::oracle::stable_write("DDS", &dds, read, write, false);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::testutil::{sample, sweep_corruptions};

    /// The two DDS files inside ER's sysenvtex.tpf (offsets and sizes from its entry table).
    fn sysenvtex_dds() -> Option<(Vec<u8>, Vec<u8>)> {
        let tpf = sample("er/sysenvtex.tpf")?;
        Some((tpf[108..3308].to_vec(), tpf[3308..].to_vec()))
    }

    /// Packs values LSB first into a 16-byte block, as BC6H and BC7 store their fields.
    fn pack_bits(fields: &[(u32, u32)]) -> [u8; 16] {
        let mut value: u128 = 0;
        let mut at = 0;
        for &(v, bits) in fields {
            value |= u128::from(v) << at;
            at += bits;
        }
        assert_eq!(at, 128, "a block has 128 bits");
        value.to_le_bytes()
    }

    fn single_block(format: TextureFormat, block: &[u8]) -> Dds {
        Dds::new(format, TextureKind::Texture2D, 4, 4, 1, 1, block).unwrap()
    }

    #[test]
    fn half_floats_convert_exactly() {
        let cases: [(u16, f32); 9] = [
            (0x0000, 0.0),
            (0x3C00, 1.0),
            (0xC000, -2.0),
            (0x3555, 0.333_251_95),
            (0x7BFF, 65504.0),
            (0x0400, 6.103_515_6e-5),
            (0x0001, 5.960_464_5e-8),
            (0x7C00, f32::INFINITY),
            (0xFC00, f32::NEG_INFINITY),
        ];
        for (bits, value) in cases {
            assert_eq!(half_to_f32(bits), value, "{bits:#06x}");
        }
        assert!(half_to_f32(0x7E00).is_nan());
        assert_eq!(half_to_f32(0x8000).to_bits(), 0x8000_0000, "negative zero");
    }

    #[test]
    fn four_ccs_map_both_ways() {
        // (fourCC as stored at 0x54, format): reading maps the code to the format, and a
        // new texture of that format is written with the first code of the table.
        let cases: [(&[u8; 4], TextureFormat, bool); 14] = [
            (b"DXT1", TextureFormat::Bc1Unorm, true),
            (b"DXT3", TextureFormat::Bc2Unorm, true),
            (b"DXT5", TextureFormat::Bc3Unorm, true),
            (b"ATI1", TextureFormat::Bc4Unorm, true),
            (b"BC4U", TextureFormat::Bc4Unorm, false),
            (b"BC4S", TextureFormat::Bc4Snorm, true),
            (b"ATI2", TextureFormat::Bc5Unorm, true),
            (b"BC5U", TextureFormat::Bc5Unorm, false),
            (b"BC5S", TextureFormat::Bc5Snorm, true),
            (&[36, 0, 0, 0], TextureFormat::Rgba16Unorm, true),
            (&[111, 0, 0, 0], TextureFormat::R16Float, true),
            (&[113, 0, 0, 0], TextureFormat::Rgba16Float, true),
            (&[115, 0, 0, 0], TextureFormat::Rg32Float, true),
            (&[116, 0, 0, 0], TextureFormat::Rgba32Float, true),
        ];
        for (code, format, written) in cases {
            let chain = vec![0u8; format.surface_bytes(4, 4, 1).unwrap() as usize];
            let mut bytes =
                write(&Dds::new(format, TextureKind::Texture2D, 4, 4, 1, 1, &chain).unwrap())
                    .unwrap();
            if written {
                assert_eq!(
                    &bytes[0x54..0x58],
                    code,
                    "{format:?} is written with {code:?}"
                );
            }
            bytes[0x54..0x58].copy_from_slice(code);
            assert_eq!(read(&bytes).unwrap().format, format, "{code:?}");
        }
    }

    #[test]
    fn bit_masks_map_both_ways() {
        for m in MASK_FORMATS {
            let chain = vec![0u8; m.format.surface_bytes(2, 2, 1).unwrap() as usize];
            let dds = Dds::new(m.format, TextureKind::Texture2D, 2, 2, 1, 1, &chain).unwrap();
            assert!(
                dds.header.dx10.is_none(),
                "{:?} has a legacy header",
                m.format
            );
            assert_eq!(dds.header.pixel_format.rgb_bit_count, m.bit_count);
            assert_eq!(read(&write(&dds).unwrap()).unwrap().format, m.format);
        }
        // BGRA8 as a DDS tool writes it: flags 0x41, 32 bits, masks at 0x5C.
        let chain = [0u8; 4];
        let bytes = write(
            &Dds::new(
                TextureFormat::Bgra8Unorm,
                TextureKind::Texture2D,
                1,
                1,
                1,
                1,
                &chain,
            )
            .unwrap(),
        )
        .unwrap();
        assert_eq!(&bytes[0x50..0x54], &0x41u32.to_le_bytes());
        assert_eq!(
            &bytes[0x58..0x6C],
            &[
                32, 0, 0, 0, 0, 0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF, 0, 0, 0, 0, 0, 0, 0xFF
            ]
        );
    }

    #[test]
    fn dxgi_numbers_are_the_discriminants() {
        assert_eq!(TextureFormat::Rgba16Float.dxgi(), 10);
        assert_eq!(TextureFormat::Bc1Unorm.dxgi(), 71);
        assert_eq!(TextureFormat::Bc6hUf16.dxgi(), 95);
        assert_eq!(TextureFormat::Bc7UnormSrgb.dxgi(), 99);
        assert_eq!(TextureFormat::B4G4R4A4Unorm.dxgi(), 115);
        for f in ALL_FORMATS {
            assert_eq!(TextureFormat::from_dxgi(f.dxgi()), Some(f));
        }
        assert_eq!(
            TextureFormat::from_dxgi(97),
            Some(TextureFormat::Bc7Unorm),
            "typeless"
        );
        assert_eq!(TextureFormat::from_dxgi(1000), None);
    }

    #[test]
    fn surface_sizes_round_up_to_blocks() {
        assert_eq!(TextureFormat::Bc1Unorm.surface_bytes(1, 1, 1), Some(8));
        assert_eq!(TextureFormat::Bc1Unorm.surface_bytes(5, 4, 1), Some(16));
        assert_eq!(
            TextureFormat::Bc6hUf16.surface_bytes(128, 128, 1),
            Some(16384)
        );
        assert_eq!(TextureFormat::Rgba16Float.surface_bytes(8, 8, 1), Some(512));
        assert_eq!(TextureFormat::Rgba8Unorm.surface_bytes(3, 2, 5), Some(120));
        assert_eq!(
            TextureFormat::Rgba32Float.surface_bytes(u32::MAX, u32::MAX, u32::MAX),
            None
        );
    }

    #[test]
    fn bc1_block_decodes_by_hand() {
        // Endpoints red (0xF800) and blue (0x001F); colour0 > colour1 selects four colours:
        // index 0 = red, 1 = blue, 2 = (2·red + blue)/3, 3 = (red + 2·blue)/3.
        // Row 0 uses indices 0,1,2,3 (0b11_10_01_00 = 0xE4); the other rows index 0.
        let block = [0x00, 0xF8, 0x1F, 0x00, 0xE4, 0x00, 0x00, 0x00];
        let image = single_block(TextureFormat::Bc1Unorm, &block)
            .decode_rgba8(0, 0)
            .unwrap();
        assert_eq!(
            &image.pixels[0..16],
            &[
                255, 0, 0, 255, 0, 0, 255, 255, 170, 0, 85, 255, 85, 0, 170, 255
            ]
        );
        assert_eq!(&image.pixels[16..20], &[255, 0, 0, 255]);
        // Swapped endpoints (colour0 <= colour1) select three colours and transparent black:
        // index 2 = (blue + red)/2, index 3 = (0, 0, 0, 0).
        let block = [0x1F, 0x00, 0x00, 0xF8, 0xE4, 0x00, 0x00, 0x00];
        let image = single_block(TextureFormat::Bc1Unorm, &block)
            .decode_rgba8(0, 0)
            .unwrap();
        assert_eq!(
            &image.pixels[0..16],
            &[0, 0, 255, 255, 255, 0, 0, 255, 128, 0, 128, 255, 0, 0, 0, 0]
        );
    }

    #[test]
    fn bc7_mode6_block_decodes_by_hand() {
        // Mode 6 (bit 6 set): one subset, 7-bit RGBA endpoints plus one p-bit each, 4-bit
        // indices (the first one 3 bits). Endpoint 0 = (127, 0, 0, 127) with p-bit 1 →
        // (255, 1, 1, 255); endpoint 1 = (0, 127, 0, 127) with p-bit 0 → (0, 254, 0, 254).
        // Pixel 0 has index 0 (endpoint 0); pixel 1 has index 15 (endpoint 1); the rest 0.
        let block = pack_bits(&[
            (0b100_0000, 7),
            (127, 7),
            (0, 7), // R0, R1
            (0, 7),
            (127, 7), // G0, G1
            (0, 7),
            (0, 7), // B0, B1
            (127, 7),
            (127, 7), // A0, A1
            (1, 1),
            (0, 1),  // p-bits
            (0, 3),  // pixel 0
            (15, 4), // pixel 1
            (0, 56), // pixels 2..15
        ]);
        let image = single_block(TextureFormat::Bc7Unorm, &block)
            .decode_rgba8(0, 0)
            .unwrap();
        assert_eq!(&image.pixels[0..8], &[255, 1, 1, 255, 0, 254, 0, 254]);
        assert_eq!(&image.pixels[60..64], &[255, 1, 1, 255]);
    }

    #[test]
    fn bc6h_mode11_block_decodes_by_hand() {
        // Mode 11 (5-bit mode field 0b00011): one region, two 10-bit endpoints, no
        // transform. Unsigned unquantizing maps x to (x·64 + 32), and the final scale ·31/64
        // gives half bits: x = 495 → 31712·31/64 = 15360 = 0x3C00 = 1.0.
        // Endpoint 0 = (495, 0, 0) = red 1.0; endpoint 1 = (0, 495, 0) = green 1.0.
        // Pixel 0 has index 0, pixel 1 index 15, the rest index 0.
        let block = pack_bits(&[
            (0b00011, 5),
            (495, 10),
            (0, 10),
            (0, 10), // rw gw bw
            (0, 10),
            (495, 10),
            (0, 10), // rx gx bx
            (0, 3),
            (15, 4),
            (0, 56),
        ]);
        let image = single_block(TextureFormat::Bc6hUf16, &block)
            .decode_rgba32f(0, 0)
            .unwrap();
        assert_eq!(
            &image.pixels[0..8],
            &[1.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0]
        );
        assert_eq!(&image.pixels[8..12], &[1.0, 0.0, 0.0, 1.0]);
    }

    #[test]
    fn uncompressed_formats_decode_by_hand() {
        let one = |format, bytes: &[u8]| {
            Dds::new(format, TextureKind::Texture2D, 1, 1, 1, 1, bytes)
                .unwrap()
                .decode_rgba32f(0, 0)
                .unwrap()
                .pixels
        };
        assert_eq!(
            one(TextureFormat::Bgra8Unorm, &[0, 51, 255, 102]),
            [1.0, 0.2, 0.0, 0.4]
        );
        assert_eq!(
            one(TextureFormat::Rgba8Snorm, &[127, 0x81, 0x80, 0]),
            [1.0, -1.0, -1.0, 0.0]
        );
        assert_eq!(
            one(
                TextureFormat::Rgba16Float,
                &[0x00, 0x3C, 0x00, 0xC0, 0x00, 0x00, 0x00, 0x38]
            ),
            [1.0, -2.0, 0.0, 0.5]
        );
        assert_eq!(
            one(TextureFormat::B5G6R5Unorm, &0xF800u16.to_le_bytes()),
            [1.0, 0.0, 0.0, 1.0]
        );
        assert_eq!(one(TextureFormat::A8Unorm, &[255]), [0.0, 0.0, 0.0, 1.0]);
        // R11G11B10: red 1.0 = exponent 15, mantissa 0 → 15 << 6 = 0x3C0; green 2.0 → 16 << 6.
        let v: u32 = 0x3C0 | (0x400 << 11) | ((15 << 5) << 22);
        assert_eq!(
            one(TextureFormat::Rg11B10Float, &v.to_le_bytes()),
            [1.0, 2.0, 1.0, 1.0]
        );
    }

    /// Deterministic bytes for fixture surfaces.
    fn pattern(len: usize, seed: u32) -> Vec<u8> {
        let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
        (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                state as u8
            })
            .collect()
    }

    /// Generated textures covering formats, kinds and sizes that are not multiples of 4.
    fn fixtures() -> Vec<Dds> {
        let specs: [(TextureFormat, TextureKind, u32, u32, u32, u32); 8] = [
            (
                TextureFormat::Rgba8Unorm,
                TextureKind::Texture2D,
                16,
                8,
                1,
                5,
            ),
            (TextureFormat::Bc1Unorm, TextureKind::Texture2D, 10, 6, 1, 4),
            (TextureFormat::Bc3Unorm, TextureKind::Texture2D, 8, 8, 1, 2),
            (TextureFormat::Bc6hUf16, TextureKind::Cube, 8, 8, 1, 4),
            (TextureFormat::Rgba16Float, TextureKind::Cube, 4, 4, 1, 3),
            (
                TextureFormat::Bc7UnormSrgb,
                TextureKind::Array(3),
                4,
                4,
                1,
                1,
            ),
            (TextureFormat::Rgba8Unorm, TextureKind::Volume, 4, 4, 4, 3),
            (
                TextureFormat::Bc4Unorm,
                TextureKind::CubeArray(2),
                4,
                4,
                1,
                1,
            ),
        ];
        specs
            .iter()
            .enumerate()
            .map(|(i, &(format, kind, w, h, d, mips))| {
                let layers = kind.layer_count().unwrap();
                let per_layer: u64 = (0..mips)
                    .map(|m| {
                        format
                            .surface_bytes(mip_dim(w, m), mip_dim(h, m), mip_dim(d, m))
                            .unwrap()
                    })
                    .sum();
                let chain = pattern((per_layer * u64::from(layers)) as usize, i as u32);
                Dds::new(format, kind, w, h, d, mips, &chain).unwrap()
            })
            .collect()
    }

    #[test]
    fn fixtures_round_trip() {
        for dds in fixtures() {
            let bytes = write(&dds).unwrap();
            let again = read(&bytes).unwrap();
            assert_eq!(again, dds, "{}", dds.summary());
            assert_eq!(write(&again).unwrap(), bytes);
            for s in &dds.surfaces {
                let image = dds.decode_rgba32f(s.layer, s.mip).unwrap();
                assert_eq!(image.pixels.len() as u32, s.width * s.height * s.depth * 4);
            }
        }
    }

    #[test]
    fn fixture_headers_are_standard() {
        let f = fixtures();
        // BC6H has no fourCC, so its cube uses a DX10 header with array size 1.
        let dx10 = f[3].header.dx10.unwrap();
        assert_eq!(
            (
                dx10.dxgi_format,
                dx10.resource_dimension,
                dx10.misc_flag,
                dx10.array_size
            ),
            (95, 3, 4, 1)
        );
        assert_eq!(f[3].header.caps2, 0xFE00);
        // RGBA16F uses fourCC 113 like the ER sample.
        assert_eq!(f[4].header.pixel_format.four_cc, 113);
        assert_eq!(f[4].header.dx10, None);
        // The volume announces its depth.
        assert_eq!(f[6].header.caps2, DDSCAPS2_VOLUME);
        assert_eq!(f[6].header.flags & DDSD_DEPTH, DDSD_DEPTH);
        assert_eq!(f[6].surfaces[1].data.len(), 2 * 2 * 2 * 4);
        // Mip sizes of the 10x6 BC1: 3x2 blocks, 2x1, 1x1, 1x1.
        let sizes: Vec<usize> = f[1].surfaces.iter().map(|s| s.data.len()).collect();
        assert_eq!(sizes, [48, 16, 8, 8]);
    }

    #[test]
    fn new_refuses_shapes_that_do_not_read_back() {
        let chain = vec![0u8; 6 * 6 * 16];
        assert!(
            Dds::new(
                TextureFormat::Bc7Unorm,
                TextureKind::CubeArray(6),
                4,
                4,
                1,
                1,
                &chain
            )
            .is_err()
        );
        assert!(
            Dds::new(
                TextureFormat::Bc7Unorm,
                TextureKind::Array(1),
                4,
                4,
                1,
                1,
                &chain[..16]
            )
            .is_err()
        );
        // A chain one byte short, or one byte long.
        assert!(
            Dds::new(
                TextureFormat::Bc7Unorm,
                TextureKind::Texture2D,
                4,
                4,
                1,
                1,
                &chain[..15]
            )
            .is_err()
        );
        assert!(
            Dds::new(
                TextureFormat::Bc7Unorm,
                TextureKind::Texture2D,
                4,
                4,
                1,
                1,
                &chain[..17]
            )
            .is_err()
        );
    }

    #[test]
    fn write_refuses_fields_that_disagree_with_the_header() {
        let mut dds = fixtures().remove(1);
        dds.width = 12;
        assert!(write(&dds).is_err());
        let mut dds = fixtures().remove(1);
        dds.surfaces[2].data.pop();
        assert!(write(&dds).is_err());
        let mut dds = fixtures().remove(1);
        dds.surfaces.swap(0, 1);
        assert!(write(&dds).is_err());
    }

    #[test]
    fn short_data_is_refused_with_its_offset() {
        let bytes = write(&fixtures()[0]).unwrap();
        let err = read(&bytes[..bytes.len() - 1]).unwrap_err();
        match err {
            FormatError::UnexpectedEof {
                offset,
                needed,
                available,
                ..
            } => {
                assert_eq!(offset, 0x80);
                assert_eq!(available + 1, needed);
            }
            other => panic!("expected UnexpectedEof, got {other:?}"),
        }
    }

    #[test]
    fn limits_refuse_huge_textures() {
        let mut header = fixtures()[0].header.clone();
        header.width = 1 << 20;
        header.height = 1 << 20;
        let mut w = Writer::new();
        write_header_fields(&mut w, &header);
        let bytes = w.into_bytes();
        assert!(matches!(read(&bytes), Err(FormatError::TooLarge { .. })));
        // Fixture 0 holds (128 + 32 + 8 + 2 + 1) × 4 = 684 bytes of surfaces.
        let small = Limits { max_alloc: 683 };
        assert!(matches!(
            read_with_limits(&write(&fixtures()[0]).unwrap(), &small),
            Err(FormatError::TooLarge { .. })
        ));
        // A huge array size cannot make the reader loop or allocate: the size check comes first.
        let mut header = fixtures()[5].header.clone();
        header.dx10.as_mut().unwrap().array_size = u32::MAX;
        let mut w = Writer::new();
        write_header_fields(&mut w, &header);
        assert!(read(&w.into_bytes()).is_err());
    }

    #[test]
    fn er_sysenvtex_cubes() {
        let Some((irradiance, reflection)) = sysenvtex_dds() else {
            return;
        };
        let a = read(&irradiance).unwrap();
        assert_eq!(a.format, TextureFormat::Rgba16Float);
        assert_eq!(a.header.pixel_format.four_cc, 113);
        assert_eq!(
            (a.kind, a.width, a.height, a.mip_count),
            (TextureKind::Cube, 8, 8, 1)
        );
        assert_eq!(a.surfaces.len(), 6);
        assert!(a.trailing.is_empty());

        let b = read(&reflection).unwrap();
        assert_eq!(b.format, TextureFormat::Bc6hUf16);
        let dx10 = b.header.dx10.unwrap();
        assert_eq!(
            (dx10.dxgi_format, dx10.misc_flag, dx10.array_size),
            (95, 4, 6),
            "the FromSoftware quirk"
        );
        assert_eq!(
            (b.kind, b.width, b.height, b.mip_count),
            (TextureKind::Cube, 128, 128, 7)
        );
        assert_eq!(b.surfaces.len(), 42);
        assert_eq!(
            b.surface(5, 6).unwrap().data.len(),
            16,
            "the 2x2 mip is one block"
        );
        assert!(b.trailing.is_empty());

        assert_eq!(write(&a).unwrap(), irradiance);
        assert_eq!(write(&b).unwrap(), reflection);
    }

    #[test]
    fn er_sysenvtex_decodes_to_plausible_hdr() {
        let Some((irradiance, reflection)) = sysenvtex_dds() else {
            return;
        };
        let mean_rgb = |dds: &Dds, layer, mip| {
            let image = dds.decode_rgba32f(layer, mip).unwrap();
            assert!(
                image
                    .pixels
                    .iter()
                    .all(|v| v.is_finite() && *v >= 0.0 && *v < 1000.0)
            );
            assert!(image.pixels.chunks_exact(4).all(|p| p[3] == 1.0));
            let rgb: Vec<f32> = image
                .pixels
                .chunks_exact(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect();
            rgb.iter().sum::<f32>() / rgb.len() as f32
        };
        let a = read(&irradiance).unwrap();
        let b = read(&reflection).unwrap();
        let mut irradiance_means = Vec::new();
        for face in 0..6 {
            irradiance_means.push(mean_rgb(&a, face, 0));
            for mip in 0..7 {
                mean_rgb(&b, face, mip);
            }
        }
        // The irradiance cube averages about 0.005 (read as halves by hand).
        let irradiance_mean = irradiance_means.iter().sum::<f32>() / 6.0;
        assert!(
            (0.004..0.0055).contains(&irradiance_mean),
            "{irradiance_mean}"
        );
        // The reflection cube's 2x2 mips average the environment, as the irradiance cube
        // does: the two means agree within 25% (measured: 0.00466 against 0.00463), which a
        // wrong BC6H mode, scale or sign handling would not give.
        let reflection_mean = (0..6).map(|f| mean_rgb(&b, f, 6)).sum::<f32>() / 6.0;
        let ratio = reflection_mean / irradiance_mean;
        assert!(
            (0.8..1.25).contains(&ratio),
            "reflection {reflection_mean}, irradiance {irradiance_mean}"
        );
    }

    #[test]
    fn corruptions_never_panic() {
        if let Some((irradiance, reflection)) = sysenvtex_dds() {
            sweep_corruptions(&irradiance, false, read);
            sweep_corruptions(&reflection, false, read);
        }
        for dds in fixtures() {
            sweep_corruptions(&write(&dds).unwrap(), false, |d| {
                let dds = read(d)?;
                dds.decode_rgba32f(0, 0)
            });
        }
    }

    #[test]
    fn fuzz_hook_accepts_samples_and_fixtures() {
        if let Some((irradiance, reflection)) = sysenvtex_dds() {
            fuzz(&irradiance);
            fuzz(&reflection);
        }
        for dds in fixtures() {
            fuzz(&write(&dds).unwrap());
        }
        fuzz(b"DDS ");
        fuzz(&[]);
    }
}
