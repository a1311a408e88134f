//! The operations the benchmarks time, shared by the native benchmark
//! (`benches/formats.rs`, `benches/sim.rs`, `benches/render.rs`) and the wasm package's benchmark
//! functions (`crates/web/src/api/bench.rs`), so that the native and the wasm figures measure exactly the same code;
//! and the generated input and operations of the native-only name-index benchmark
//! (`benches/names.rs`, [`names`]).
//!
//! Each function does one whole operation on a file's bytes and returns how much work it
//! did (bytes produced, or pixels decoded), which the caller turns into a rate and which
//! also keeps the optimiser from dropping the work. Not part of the crate's API.

#![forbid(unsafe_code)]

pub mod names;
pub mod render;
pub mod sim;

use fxr_formats::dcx::{self, DcxAlgorithm};
use fxr_formats::dds::TextureFormat;
use fxr_formats::{FormatError, bnd4, fxr, tpf};

/// Decompresses a DCX file through [`dcx::read`]; returns the decompressed size.
pub fn dcx_read(data: &[u8]) -> Result<usize, FormatError> {
    Ok(dcx::read(data)?.data.len())
}

/// Decompresses the same payload as [`dcx_read`] by calling the compression library
/// directly (flate2's zlib decoder, zstd's bulk decoder, oozextract's Kraken decoder) with
/// the header's sizes; returns the decompressed size. The difference between the two is
/// what the DCX wrapper adds: header checks, bounds and size checks, the unwind guard.
pub fn dcx_library(data: &[u8]) -> Result<usize, String> {
    use std::io::Read;
    let header = dcx::peek(data).map_err(|e| e.to_string())?;
    let start = dcx::HEADER_SIZE;
    let end = start
        .checked_add(header.compressed_size as usize)
        .ok_or("compressed size overflows")?;
    let payload = data.get(start..end).ok_or("payload is truncated")?;
    let expected = header.uncompressed_size as usize;
    match header.compression.algorithm {
        DcxAlgorithm::Deflate => {
            let mut out = Vec::with_capacity(expected);
            flate2::read::ZlibDecoder::new(payload)
                .read_to_end(&mut out)
                .map_err(|e| e.to_string())?;
            Ok(out.len())
        }
        DcxAlgorithm::Zstd => {
            let out = zstd::bulk::decompress(payload, expected).map_err(|e| e.to_string())?;
            Ok(out.len())
        }
        DcxAlgorithm::Kraken => {
            let mut out = vec![0u8; expected];
            oozextract::Extractor::new()
                .read_from_slice(payload, &mut out)
                .map_err(|e| format!("{e:?}"))
        }
        DcxAlgorithm::Edge => Err("EDGE has no library here".into()),
    }
}

/// Decompresses a DCX file and returns its contents, to prepare the input of a benchmark
/// of what the DCX holds (a binder, a texture pack). Other files are returned as they are.
pub fn unwrap_dcx(data: &[u8]) -> Result<Vec<u8>, FormatError> {
    if dcx::is_dcx(data) {
        Ok(dcx::read(data)?.data)
    } else {
        Ok(data.to_vec())
    }
}

/// Parses an FXR file; returns the number of nodes (the work is the parse).
pub fn fxr_read(data: &[u8]) -> Result<usize, FormatError> {
    Ok(fxr::read(data)?.root.count_nodes())
}

/// Writes a parsed FXR file; returns the written size.
pub fn fxr_write(effect: &fxr::Fxr) -> Result<usize, FormatError> {
    Ok(fxr::write(effect)?.len())
}

/// Reads a BND4 binder (entries are copied, not decompressed); returns the entry count.
pub fn bnd4_read(data: &[u8]) -> Result<usize, FormatError> {
    Ok(bnd4::read(data)?.entries.len())
}

/// Reads a TPF texture pack and parses each texture's DDS header and surfaces; returns the
/// texture count.
pub fn tpf_read(data: &[u8]) -> Result<usize, FormatError> {
    let pack = tpf::read(data)?;
    for texture in &pack.textures {
        texture.dds()?;
    }
    Ok(pack.textures.len())
}

/// Whether a format is BC6H (the HDR block format of Elden Ring's environment cubemaps).
fn is_bc6h(format: TextureFormat) -> bool {
    matches!(format, TextureFormat::Bc6hUf16 | TextureFormat::Bc6hSf16)
}

/// Reads a TPF and decodes every surface (each face, each mip) of its BC6H textures to
/// floats with [`fxr_formats::dds::Dds::decode_rgba32f`]; returns the pixels decoded.
pub fn tpf_decode_bc6h(data: &[u8]) -> Result<u64, FormatError> {
    let mut pixels = 0u64;
    for texture in &tpf::read(data)?.textures {
        let dds = texture.dds()?;
        if !is_bc6h(dds.format) {
            continue;
        }
        for surface in &dds.surfaces {
            let image = dds.decode_rgba32f(surface.layer, surface.mip)?;
            pixels += u64::from(image.width) * u64::from(image.height) * u64::from(image.depth);
        }
    }
    Ok(pixels)
}

/// One BC6H surface's blocks, the input of [`bc6h_library`].
#[derive(Debug, Clone)]
pub struct Bc6hSurface {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// BC6H_SF16 rather than BC6H_UF16.
    pub signed: bool,
    /// The 16-byte blocks, row by row.
    pub blocks: Vec<u8>,
}

/// The BC6H surfaces of a TPF, extracted outside the timing for [`bc6h_library`].
pub fn bc6h_surfaces(data: &[u8]) -> Result<Vec<Bc6hSurface>, FormatError> {
    let mut surfaces = Vec::new();
    for texture in &tpf::read(data)?.textures {
        let dds = texture.dds()?;
        if !is_bc6h(dds.format) {
            continue;
        }
        let signed = dds.format == TextureFormat::Bc6hSf16;
        for surface in &dds.surfaces {
            surfaces.push(Bc6hSurface {
                width: surface.width,
                height: surface.height,
                signed,
                blocks: surface.data.clone(),
            });
        }
    }
    Ok(surfaces)
}

/// Decodes the blocks of [`bc6h_surfaces`] with `bcdec_rs` directly, each 4x4 block into
/// one scratch buffer of RGB floats (no image is assembled); returns the pixels decoded
/// (blocks clipped to the surface size, as [`tpf_decode_bc6h`] counts them).
pub fn bc6h_library(surfaces: &[Bc6hSurface]) -> u64 {
    let mut pixels = 0u64;
    let mut rgb = [0f32; 48];
    for surface in surfaces {
        for block in surface.blocks.chunks_exact(16) {
            bcdec_rs::bc6h_float(block, &mut rgb, 12, surface.signed);
        }
        std::hint::black_box(&rgb);
        pixels += u64::from(surface.width) * u64::from(surface.height);
    }
    pixels
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::testutil::sample;

    /// The baseline must do the same work as ours, or the ratio means nothing.
    #[test]
    fn library_baselines_produce_what_ours_produces() {
        for name in [
            "er/systex.tpf.dcx",
            "er/C[c3000]_WP_Crossbow_Metal.matbin.zstd.dcx",
            "er/m10_00_0100.gparam.dcx",
        ] {
            let Some(data) = sample(name) else { return };
            let stated = dcx::peek(&data).expect(name).uncompressed_size as usize;
            assert_eq!(dcx_read(&data).expect(name), stated, "{name}");
            assert_eq!(dcx_library(&data).expect(name), stated, "{name}");
        }
        let Some(pack) = sample("er/sysenvtex.tpf") else {
            return;
        };
        let pixels = tpf_decode_bc6h(&pack).expect("decode");
        // The BC6H cubemap: 6 faces of 128x128 with 7 mips (128 down to 2) = 6 * 21844.
        assert_eq!(pixels, 131_064);
        assert_eq!(
            bc6h_library(&bc6h_surfaces(&pack).expect("surfaces")),
            pixels
        );
    }

    #[test]
    fn operations_refuse_garbage() {
        assert!(dcx_read(b"not a dcx").is_err());
        assert!(dcx_library(b"not a dcx").is_err());
        assert!(fxr_read(b"FXR\0").is_err());
        assert!(bnd4_read(b"BND4").is_err());
        assert!(tpf_decode_bc6h(b"TPF\0").is_err());
    }
}
