//! The texture formats: their `DXGI_FORMAT` numbers, the legacy fourCCs and bit masks
//! that name them in a header without a DX10 extension, and their sizes.

use super::header::{DDPF_ALPHA, DDPF_ALPHA_PIXELS, DDPF_RGB, four_cc};

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
pub(super) const ALL_FORMATS: [TextureFormat; 44] = {
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
pub(super) struct MaskFormat {
    pub(super) format: TextureFormat,
    pub(super) flags: u32,
    pub(super) bit_count: u32,
    pub(super) masks: [u32; 4],
}

/// Legacy uncompressed layouts, used both to read and to write so the two cannot disagree.
pub(super) const MASK_FORMATS: [MaskFormat; 10] = [
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
    pub(super) fn mask_format(self) -> Option<&'static MaskFormat> {
        MASK_FORMATS.iter().find(|m| m.format == self)
    }
}

impl std::fmt::Display for TextureFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
