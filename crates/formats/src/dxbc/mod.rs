//! DXBC shader containers (Shader Model 4/5 bytecode, and the DXIL containers of SM6):
//! the part table, reflection (RDEF), signatures, statistics and the program's version.
//!
//! Writing: [`write`] lays out a container's parts (as stored) after the part table and
//! recomputes the total size and the checksum; [`write_rdef`] and [`write_signature`] encode
//! a reflection and a signature as fxc lays them out (byte for byte on the samples), and
//! [`Dxbc::from_parts`] with [`empty_program`] builds new containers, e.g. programs that
//! carry only their reflection.
//!
//! Sources: formats.md §7; the reflection readers of Wine and vkd3d-shader for the RDEF,
//! signature and STAT layouts; checked against two fxc-compiled samples (fkaa/dxbc) and
//! their HLSL. Little-endian. Every offset inside a part is relative to the part's data.
//!
//! Container:
//!
//! | offset | type     | meaning |
//! |--------|----------|---------|
//! | 0x00   | char[4]  | `DXBC` |
//! | 0x04   | u8[16]   | checksum: a modified MD5 of bytes 0x14..total size (see [`checksum`]) |
//! | 0x14   | u32      | 1 |
//! | 0x18   | u32      | total size |
//! | 0x1C   | u32      | part count |
//! | 0x20   | u32[n]   | part offsets; each part is a fourCC, a u32 data size, then the data |
//!
//! RDEF (reflection):
//!
//! | offset | type | meaning |
//! |--------|------|---------|
//! | 0x00   | u32  | constant buffer count, 0x04 u32 their offset |
//! | 0x08   | u32  | resource binding count, 0x0C u32 their offset |
//! | 0x10   | u8, u8, u16 | target minor, major, program type (0xFFFF pixel, 0xFFFE vertex, `GS` 0x4753, `HS` 0x4853, `DS` 0x4453, `CS` 0x4353) |
//! | 0x14   | u32  | compile flags |
//! | 0x18   | u32  | creator string offset |
//! | 0x1C   | —    | SM5+: `RD11` (5.0) or 0x25441313 (5.1+), then u32 sizes: header 0x3C, constant buffer 24, binding 32 (40 with space and id), variable 40, type 36, member 12, and the interface slot count |
//!
//! Constant buffer (24): name, variable count, variable offset, size, flags, type
//! (0 cbuffer, 1 tbuffer, 2 interface pointers, 3 resource bind info).
//! Variable (24, SM5 40): name, start offset, size, flags (2 = used), type offset,
//! default value offset (0 = none); SM5 adds start texture, texture count, start sampler,
//! sampler count (0xFFFFFFFF = none).
//! Type (16, SM5 36): u16 class, type, rows, columns, elements, member count; u32 member
//! offset; SM5 adds four unknown u32 and a name offset. Member (12): name, type offset, offset.
//! Binding (32, 5.1 40): name, input type, return type, dimension, sample count, bind point,
//! bind count, flags; 5.1 adds register space and id.
//!
//! Signatures (ISGN, OSGN, PCSG: 24-byte elements; OSG5: 28; ISG1, OSG1, PSG1: 32): u32
//! count, u32 offset of the elements (8); each element is [u32 stream (OSG5 and the `1`
//! variants)], name offset, semantic index, system value, component type, register,
//! u8 mask, u8 read/write mask, u16 0, [u32 min precision (the `1` variants)].
//!
//! STAT: 37 u32 counters (fewer in old files); see [`STAT_FIELDS`].
//! SHEX/SHDR: a version token (bits 0–3 minor, 4–7 major, 16–31 program type), the length
//! in dwords, then the tokens (kept as bytes). A DXIL part starts with the same version
//! token; DXIL containers (SM6) carry no RDEF, so their reflection is unavailable here.

/// The file name extension of a pixel program in the effect shader bundle
/// (`gxffxshader.shaderbnd.dcx`: `GXFfxtessellateTexture.ppo`).
pub const PIXEL_PROGRAM_EXTENSION: &str = ".ppo";

mod checksum;
mod codes;
mod container;
mod rdef;
mod signature;
mod stat;
mod summary;
#[cfg(test)]
mod tests;
mod write;

pub use checksum::checksum;
pub use codes::{
    CbufferType, ComponentType, MinPrecision, ProgramType, ReturnType, ShaderInputType,
    SrvDimension, SystemValue, VariableClass, VariableType,
};
pub use container::read;
pub use rdef::{ConstantBuffer, Member, Reflection, ResourceBinding, TypeDesc, Variable};
pub use signature::{Signature, SignatureElement, mask_letters};
pub use stat::{STAT_FIELDS, Stats};
pub use write::{empty_program, write, write_rdef, write_signature};

use crate::binary::Reader;
use crate::error::Result;

const FORMAT: &str = "DXBC";

/// The file magic.
pub const MAGIC: &[u8; 4] = b"DXBC";

/// Reads a zero-terminated ASCII string at an offset of the part.
fn string_at(r: &Reader<'_>, offset: u32, what: &'static str) -> Result<String> {
    Ok(String::from_utf8_lossy(r.cstr_at(u64::from(offset), what)?).into_owned())
}

/// A shader model and stage, from RDEF or the program's version token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct ShaderVersion {
    /// The stage.
    pub program_type: ProgramType,
    /// Major shader model.
    pub major: u8,
    /// Minor shader model.
    pub minor: u8,
}

impl ShaderVersion {
    /// Decodes a version token: bits 0–3 minor, 4–7 major, 16–31 program type.
    pub fn from_token(token: u32) -> ShaderVersion {
        ShaderVersion {
            program_type: ProgramType(token >> 16),
            major: ((token >> 4) & 0xF) as u8,
            minor: (token & 0xF) as u8,
        }
    }
}

impl ShaderVersion {
    /// The version token of this version (the inverse of [`ShaderVersion::from_token`]).
    pub fn token(self) -> u32 {
        (self.program_type.0 << 16)
            | (u32::from(self.major & 0xF) << 4)
            | u32::from(self.minor & 0xF)
    }
}

impl std::fmt::Display for ShaderVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}_{}_{} ({})",
            self.program_type.target_prefix(),
            self.major,
            self.minor,
            self.program_type
        )
    }
}

/// One part of the container.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Part {
    /// The part's fourCC (`RDEF`, `SHEX`, `DXIL`, …), one character per byte (Latin-1, so
    /// any four bytes read are written back as they were).
    pub four_cc: String,
    /// The offset of the part's header in the container.
    pub offset: u32,
    /// The size of the part's data (after its 8-byte header).
    pub size: u32,
    /// The part's data (serialized as its byte count).
    #[serde(serialize_with = "super::dds::serialize_byte_count")]
    pub data: Vec<u8>,
}

/// The program part: SM4/5 bytecode (SHEX/SHDR) or DXIL.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Program {
    /// `SHEX`, `SHDR` or `DXIL`.
    pub four_cc: String,
    /// Stage and shader model from the version token.
    pub version: ShaderVersion,
    /// The length the program declares, in dwords.
    pub length_dwords: u32,
    /// The whole part data (serialized as its byte count).
    #[serde(serialize_with = "super::dds::serialize_byte_count")]
    pub bytes: Vec<u8>,
}

/// A parsed container.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Dxbc {
    /// The stored checksum.
    pub checksum: [u8; 16],
    /// Whether the stored checksum matches the bytes ([`checksum`]).
    pub checksum_valid: bool,
    /// The total size the header gives.
    pub total_size: u32,
    /// Every part in table order.
    pub parts: Vec<Part>,
    /// RDEF, if present.
    pub reflection: Option<Reflection>,
    /// ISGN or ISG1.
    pub input_signature: Option<Signature>,
    /// OSGN, OSG5 or OSG1.
    pub output_signature: Option<Signature>,
    /// PCSG or PSG1 (hull and domain shaders).
    pub patch_constant_signature: Option<Signature>,
    /// STAT.
    pub stats: Option<Stats>,
    /// SHEX, SHDR or DXIL.
    pub program: Option<Program>,
}

impl Dxbc {
    /// Whether this is an SM6 DXIL container (a `DXIL` part).
    pub fn is_dxil(&self) -> bool {
        self.part("DXIL").is_some()
    }

    /// The first part with this fourCC.
    pub fn part(&self, four_cc: &str) -> Option<&Part> {
        self.parts.iter().find(|p| p.four_cc == four_cc)
    }

    /// Why there is no reflection, if there is none.
    pub fn reflection_unavailable(&self) -> Option<&'static str> {
        match (&self.reflection, self.is_dxil()) {
            (Some(_), _) => None,
            (None, true) => Some(
                "DXIL (Shader Model 6) container: its reflection lives in the LLVM bitcode, which is not parsed",
            ),
            (None, false) => Some("the container has no RDEF part (reflection was stripped)"),
        }
    }
}

/// Fuzzing hook: read; if that works, write, read the written bytes (must succeed), write
/// again and check both writes are identical. The reflection is checked the same way: its
/// RDEF encoding must read back as the same reflection and encode to the same bytes.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    use rdef::read_rdef;
    let Ok(dxbc) = read(data) else {
        return;
    };
    let _ = dxbc.summary();
    let _ = serde_json::to_string(&dxbc);
    super::oracle::stable_write("DXBC", &dxbc, read, write, false);
    if let Some(reflection) = &dxbc.reflection
        && let Some((_, decoded)) =
            super::oracle::stable_write("DXBC RDEF", reflection, read_rdef, write_rdef, false)
    {
        assert_eq!(
            &decoded, reflection,
            "RDEF encoding loses or changes the reflection"
        );
    }
}
