//! Input, output and patch constant signatures.
//!
//! ISGN, OSGN, PCSG: 24-byte elements; OSG5: 28; ISG1, OSG1, PSG1: 32. A u32 count, a u32
//! offset of the elements (8); each element is [u32 stream (OSG5 and the `1` variants)],
//! name offset, semantic index, system value, component type, register, u8 mask, u8
//! read/write mask, u16 0, [u32 min precision (the `1` variants)].

use super::{ComponentType, FORMAT, MinPrecision, SystemValue, string_at};
use crate::binary::Reader;
use crate::error::Result;

/// One element of an input, output or patch constant signature.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct SignatureElement {
    /// The geometry shader stream (OSG5 and the `1` variants; 0 otherwise).
    pub stream: u32,
    /// The semantic name, e.g. `TEXCOORD`.
    pub semantic_name: String,
    /// The semantic index, e.g. 1 for `TEXCOORD1`.
    pub semantic_index: u32,
    /// The system value, if any.
    pub system_value: SystemValue,
    /// The component type.
    pub component_type: ComponentType,
    /// The register.
    pub register: u32,
    /// Components present (bit 0 = x … bit 3 = w).
    pub mask: u8,
    /// Inputs: components the shader reads; outputs: components it never writes.
    pub rw_mask: u8,
    /// The minimum precision (`1` variants; default otherwise).
    pub min_precision: MinPrecision,
}

/// `xyzw` letters of a component mask, e.g. 0b0011 → `xy`.
pub fn mask_letters(mask: u8) -> String {
    "xyzw"
        .chars()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, c)| c)
        .collect()
}

/// A signature part.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Signature {
    /// The part it came from (`ISGN`, `OSG1`, …).
    pub four_cc: String,
    /// Its elements in file order.
    pub elements: Vec<SignatureElement>,
}

/// Reads a signature part.
pub(super) fn read_signature(four_cc: &str, data: &[u8]) -> Result<Signature> {
    let (has_stream, has_min_precision, element_size) = match four_cc {
        "OSG5" => (true, false, 28),
        "ISG1" | "OSG1" | "PSG1" => (true, true, 32),
        _ => (false, false, 24),
    };
    let mut r = Reader::new(data, FORMAT);
    let count = r.u32("signature element count")?;
    let elements_offset = r.u32("signature element offset")?;
    r.check_count(
        u64::from(elements_offset),
        u64::from(count),
        element_size,
        "signature elements",
    )?;
    r.seek(u64::from(elements_offset), "signature elements")?;
    let mut elements = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let stream = if has_stream { r.u32("stream")? } else { 0 };
        let name_offset = r.u32("semantic name offset")?;
        let semantic_index = r.u32("semantic index")?;
        let system_value = SystemValue(r.u32("system value")?);
        let component_type = ComponentType(r.u32("component type")?);
        let register = r.u32("register")?;
        let mask = r.u8("mask")?;
        let rw_mask = r.u8("read/write mask")?;
        r.skip(2, "mask padding")?;
        let min_precision = MinPrecision(if has_min_precision {
            r.u32("min precision")?
        } else {
            0
        });
        elements.push(SignatureElement {
            stream,
            semantic_name: string_at(&r, name_offset, "semantic name")?,
            semantic_index,
            system_value,
            component_type,
            register,
            mask,
            rw_mask,
            min_precision,
        });
    }
    Ok(Signature {
        four_cc: four_cc.to_string(),
        elements,
    })
}
