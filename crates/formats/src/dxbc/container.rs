//! Reading the container: the header, the part table, and each known part handed to its
//! reader (errors inside a part carry their offset in the whole container); the program
//! part's version token and length.
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
//! SHEX/SHDR: a version token (bits 0–3 minor, 4–7 major, 16–31 program type), the length
//! in dwords, then the tokens (kept as bytes). A DXIL part starts with the same version
//! token.
//!
//! [`checksum`]: super::checksum()

use super::checksum::checksum_of;
use super::rdef::read_rdef;
use super::signature::read_signature;
use super::stat::read_stats;
use super::{Dxbc, FORMAT, MAGIC, Part, Program, ShaderVersion};
use crate::binary::Reader;
use crate::error::{FormatError, Result};

/// The size of the container header before the part offsets.
const HEADER_SIZE: u64 = 0x20;

/// Runs `parse` and moves the offset of any error by `base`, so errors inside a part name
/// an offset in the whole container.
fn in_part<T>(base: u64, parse: impl FnOnce() -> Result<T>) -> Result<T> {
    parse().map_err(|mut e| {
        match &mut e {
            FormatError::UnexpectedEof { offset, .. }
            | FormatError::BadMagic { offset, .. }
            | FormatError::Invalid { offset, .. }
            | FormatError::TooLarge { offset, .. }
            | FormatError::Unsupported { offset, .. }
            | FormatError::Decompress { offset, .. }
            | FormatError::Unreadable { offset, .. } => *offset = offset.saturating_add(base),
        }
        e
    })
}

/// Reads a DXBC or DXIL container.
pub fn read(data: &[u8]) -> Result<Dxbc> {
    let mut r = Reader::new(data, FORMAT);
    r.expect_magic(MAGIC)?;
    let checksum = r.array::<16>("checksum")?;
    r.expect_u32(1, "container version")?;
    let size_at = r.pos();
    let total_size = r.u32("total size")?;
    if u64::from(total_size) > data.len() as u64 || u64::from(total_size) < HEADER_SIZE {
        return Err(r.invalid(
            size_at,
            "total size",
            format!("0x20 to the data length {}", data.len()),
            total_size,
        ));
    }
    let data = data.get(..total_size as usize).unwrap_or(data);
    let mut r = Reader::new(data, FORMAT).at(0x1C, "part count")?;
    let count = r.u32("part count")?;
    r.check_count(HEADER_SIZE, u64::from(count), 4, "part offsets")?;
    let mut parts = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let offset = r.u32("part offset")?;
        let mut p = r.at(u64::from(offset), "part")?;
        let four_cc = p.array::<4>("part fourCC")?;
        let size = p.u32("part size")?;
        let data = p.bytes(u64::from(size), "part data")?.to_vec();
        parts.push(Part {
            four_cc: four_cc.iter().map(|&b| char::from(b)).collect(),
            offset,
            size,
            data,
        });
    }

    let mut dxbc = Dxbc {
        checksum,
        checksum_valid: checksum_of(data) == checksum,
        total_size,
        parts: Vec::new(),
        reflection: None,
        input_signature: None,
        output_signature: None,
        patch_constant_signature: None,
        stats: None,
        program: None,
    };
    for part in &parts {
        let base = u64::from(part.offset) + 8;
        let bytes = part.data.as_slice();
        match part.four_cc.as_str() {
            "RDEF" if dxbc.reflection.is_none() => {
                dxbc.reflection = Some(in_part(base, || read_rdef(bytes))?);
            }
            "ISGN" | "ISG1" if dxbc.input_signature.is_none() => {
                dxbc.input_signature =
                    Some(in_part(base, || read_signature(&part.four_cc, bytes))?);
            }
            "OSGN" | "OSG5" | "OSG1" if dxbc.output_signature.is_none() => {
                dxbc.output_signature =
                    Some(in_part(base, || read_signature(&part.four_cc, bytes))?);
            }
            "PCSG" | "PSG1" if dxbc.patch_constant_signature.is_none() => {
                dxbc.patch_constant_signature =
                    Some(in_part(base, || read_signature(&part.four_cc, bytes))?);
            }
            "STAT" if dxbc.stats.is_none() => {
                dxbc.stats = Some(in_part(base, || read_stats(bytes))?);
            }
            "SHEX" | "SHDR" | "DXIL" if dxbc.program.is_none() => {
                dxbc.program = Some(in_part(base, || read_program(&part.four_cc, bytes))?);
            }
            _ => {}
        }
    }
    dxbc.parts = parts;
    Ok(dxbc)
}

/// Reads the version token and length of a program part.
fn read_program(four_cc: &str, data: &[u8]) -> Result<Program> {
    let mut r = Reader::new(data, FORMAT);
    let version = ShaderVersion::from_token(r.u32("program version token")?);
    let length_dwords = r.u32("program length")?;
    Ok(Program {
        four_cc: four_cc.to_string(),
        version,
        length_dwords,
        bytes: data.to_vec(),
    })
}
