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

mod decode;
mod format;
mod header;
mod layout;
mod read;
#[cfg(test)]
mod tests;
mod write;

pub use decode::{DecodedImage, half_to_f32};
pub use format::TextureFormat;
pub use header::{
    DATA_OFFSET, DATA_OFFSET_DX10, DDPF_ALPHA, DDPF_ALPHA_PIXELS, DDPF_FOURCC, DDPF_LUMINANCE,
    DDPF_RGB, DDSCAPS_COMPLEX, DDSCAPS_MIPMAP, DDSCAPS_TEXTURE, DDSCAPS2_CUBEMAP,
    DDSCAPS2_CUBEMAP_ALL_FACES, DDSCAPS2_VOLUME, DDSD_CAPS, DDSD_DEPTH, DDSD_HEIGHT,
    DDSD_LINEAR_SIZE, DDSD_MIPMAP_COUNT, DDSD_PITCH, DDSD_PIXEL_FORMAT, DDSD_WIDTH,
    DIMENSION_TEXTURE1D, DIMENSION_TEXTURE2D, DIMENSION_TEXTURE3D, DdsHeader, Dx10Header,
    FOURCC_DX10, HEADER_SIZE, MAGIC, MISC_TEXTURE_CUBE, PIXEL_FORMAT_SIZE, PixelFormat, four_cc,
};
pub use layout::describe_four_cc;
pub use read::{check_with_limits, read, read_with_limits};
pub use write::write;

const FORMAT: &str = "DDS";

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

impl Dds {
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
}

/// Fuzzing hook: read; if that succeeds, write, read the output back (must succeed), write
/// again, and require both writes to be equal. Also decodes the first surface.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    use crate::binary::Limits;
    let limits = Limits { max_alloc: 1 << 24 };
    let Ok(dds) = read_with_limits(data, &limits) else {
        return;
    };
    let _ = dds.decode_rgba8(0, 0);
    super::oracle::stable_write("DDS", &dds, read, write, false);
}
