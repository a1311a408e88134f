//! Writing: the container (its parts laid out as stored after the part table, the total
//! size and the checksum recomputed), new containers from parts, and the encoders of RDEF
//! and of the signatures, which lay the parts out as fxc does.

use super::checksum::checksum_of;
use super::rdef::{MAX_TYPE_DEPTH, RD11_REVERSED};
use super::{
    Dxbc, FORMAT, MAGIC, MinPrecision, Part, ProgramType, Reflection, ShaderVersion, Signature,
    TypeDesc, read,
};
use crate::binary::Writer;
use crate::error::{FormatError, Result};

/// The filler fxc writes between a string and the next 4-byte-aligned record.
const FILL: u8 = 0xAB;
/// The `ret` instruction of SM4/5 bytecode (opcode 0x3E, length 1).
const RET_TOKEN: u32 = 0x0100_003E;

impl Part {
    /// A part to be written: its fourCC and data (offset and size are set when written).
    pub fn new(four_cc: &str, data: Vec<u8>) -> Part {
        Part {
            four_cc: four_cc.to_string(),
            offset: 0,
            size: u32::try_from(data.len()).unwrap_or(u32::MAX),
            data,
        }
    }
}

impl Dxbc {
    /// Builds a container from parts (in table order): writes it ([`write`]) and reads it
    /// back, so the parsed views (reflection, signatures, program) describe the parts.
    pub fn from_parts(parts: Vec<Part>) -> Result<Dxbc> {
        read(&assemble(&parts)?)
    }
}

/// An error of the writer: `offset` is where in the output the value would have gone.
fn unwritable(
    offset: usize,
    what: &'static str,
    expected: impl std::fmt::Display,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, offset as u64, what, expected, found)
}

/// An output position or length as the u32 the format stores.
fn to_u32(value: usize, what: &'static str) -> Result<u32> {
    u32::try_from(value).map_err(|_| FormatError::TooLarge {
        format: FORMAT,
        offset: value as u64,
        what,
        requested: value as u64,
        limit: u64::from(u32::MAX),
    })
}

/// The four bytes of a fourCC written as text (one character per byte).
fn four_cc_bytes(text: &str, at: usize) -> Result<[u8; 4]> {
    let bytes: Vec<u8> = text
        .chars()
        .map_while(|c| u8::try_from(u32::from(c)).ok())
        .collect();
    match <[u8; 4]>::try_from(bytes.as_slice()) {
        Ok(b) if text.chars().count() == 4 => Ok(b),
        _ => Err(unwritable(
            at,
            "part fourCC",
            "four characters U+0000 to U+00FF",
            format!("{text:?}"),
        )),
    }
}

/// Writes a container: the header, the part table and the parts in the order of
/// `dxbc.parts`, each part's stored bytes as they are (the parsed views are not re-encoded:
/// to change the reflection, replace the RDEF part's data with [`write_rdef`]'s). The total
/// size and the checksum are recomputed, so a container whose stored checksum was wrong is
/// written with a correct one.
pub fn write(dxbc: &Dxbc) -> Result<Vec<u8>> {
    assemble(&dxbc.parts)
}

/// Lays out parts one after the other after the part table (as fxc does) and signs them.
fn assemble(parts: &[Part]) -> Result<Vec<u8>> {
    let mut w = Writer::new();
    w.bytes(MAGIC);
    w.zeros(16);
    w.u32(1);
    let total = w.reserve_u32();
    w.u32(to_u32(parts.len(), "part count")?);
    let offsets: Vec<_> = parts.iter().map(|_| w.reserve_u32()).collect();
    for (part, slot) in parts.iter().zip(offsets) {
        let at = to_u32(w.pos(), "part offset")?;
        w.fill_u32(slot, at);
        w.bytes(&four_cc_bytes(&part.four_cc, w.pos())?);
        w.u32(to_u32(part.data.len(), "part size")?);
        w.bytes(&part.data);
    }
    let size = to_u32(w.pos(), "total size")?;
    w.fill_u32(total, size);
    let mut out = w.into_bytes();
    let sum = checksum_of(&out);
    out[4..20].copy_from_slice(&sum);
    Ok(out)
}

/// The data of a SHEX part holding no code: the version token, the length (3 dwords) and
/// `ret`. A container with it is a well-formed program that does nothing.
pub fn empty_program(version: ShaderVersion) -> Vec<u8> {
    [version.token(), 3, RET_TOKEN]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect()
}

/// The strings of one part, each written once: fxc points every use of an equal string at
/// its first copy (a cbuffer's name is its binding's; a member named like a variable shares
/// the variable's name; `float` is written once for every float type).
#[derive(Default)]
struct Strings {
    offsets: std::collections::HashMap<String, u32>,
}

impl Strings {
    /// The offset of `text`, writing it (zero-terminated) if it is not in the part yet.
    fn put(&mut self, w: &mut Writer, text: &str, what: &'static str) -> Result<u32> {
        if let Some(&at) = self.offsets.get(text) {
            return Ok(at);
        }
        if text.contains('\0') {
            return Err(unwritable(
                w.pos(),
                what,
                "a string without NUL",
                format!("{text:?}"),
            ));
        }
        let at = to_u32(w.pos(), what)?;
        w.bytes(text.as_bytes());
        w.u8(0);
        self.offsets.insert(text.to_string(), at);
        Ok(at)
    }
}

/// Pads with fxc's filler to a 4-byte boundary.
fn align(w: &mut Writer) {
    while !w.pos().is_multiple_of(4) {
        w.u8(FILL);
    }
}

/// RDEF's 16-bit program code of a stage (the inverse of [`ProgramType::from_rdef_code`]).
fn rdef_code(program_type: ProgramType, at: usize) -> Result<u16> {
    match program_type.0 {
        0 => Ok(0xFFFF),
        1 => Ok(0xFFFE),
        2 => Ok(0x4753),
        3 => Ok(0x4853),
        4 => Ok(0x4453),
        5 => Ok(0x4353),
        other => other
            .checked_sub(0x10000)
            .and_then(|code| u16::try_from(code).ok())
            .ok_or_else(|| {
                unwritable(
                    at,
                    "program type",
                    "a stage RDEF can name (pixel to compute)",
                    program_type,
                )
            }),
    }
}

/// A 16-bit field of a type record.
fn to_u16(value: u32, at: usize, what: &'static str) -> Result<u16> {
    u16::try_from(value).map_err(|_| unwritable(at, what, "a value below 65536", value))
}

/// Encodes a reflection as an RDEF part. The layout is fxc's as the samples show it:
///
/// | order | what |
/// |---|---|
/// | 1 | header (0x1C bytes; SM5 and later: the RD11 block, 0x3C in all) |
/// | 2 | binding records, then their names |
/// | 3 | constant buffer records, then the names no binding already wrote |
/// | 4 | per buffer: its variable records, then per variable its name, its type (type name, member names and types, member records, the type record) and its default value |
/// | 5 | the creator string |
///
/// Every string is written once (later uses point at the first); strings end on fxc's 0xAB
/// filler to the next 4-byte boundary; a variable's type tree shares the record of equal
/// types within it (the members of a struct of floats point at one float record) but not
/// with other variables. Reproduces both fxc samples byte for byte; the sharing rules come
/// from those and from one more fxc 9.29 blob with a struct, so other fxc versions may lay
/// structs out otherwise. The four interface fields of an SM5 type record are written as
/// zeros (the reader does not keep them: interface classes are not reproduced).
///
/// Fails (naming the output offset) on what RDEF cannot hold: SM5 parts need the
/// interface slot count and every variable's texture and sampler slots, SM4 parts neither
/// nor type names; bindings all with a register space (5.1) or all without; default values
/// of the variable's size.
pub fn write_rdef(reflection: &Reflection) -> Result<Vec<u8>> {
    let sm5 = reflection.target.major >= 5;
    let mut w = Writer::new();
    let mut strings = Strings::default();

    let spaces = reflection
        .bindings
        .iter()
        .filter(|b| b.space.is_some() && b.id.is_some())
        .count();
    let with_space = match spaces {
        0 => false,
        n if n == reflection.bindings.len() && sm5 => true,
        _ => {
            return Err(unwritable(
                0x08,
                "binding register spaces",
                "all bindings with a space and id (SM 5.1 and later) or none",
                format!("{spaces} of {}", reflection.bindings.len()),
            ));
        }
    };
    if sm5 != reflection.interface_slot_count.is_some() {
        return Err(unwritable(
            0x38,
            "interface slot count",
            "a count exactly when the target is SM5 or later",
            format!(
                "{:?} for {}",
                reflection.interface_slot_count, reflection.target
            ),
        ));
    }

    w.u32(to_u32(
        reflection.constant_buffers.len(),
        "constant buffer count",
    )?);
    let cb_offset = w.reserve_u32();
    w.u32(to_u32(reflection.bindings.len(), "binding count")?);
    let binding_offset = w.reserve_u32();
    w.u8(reflection.target.minor);
    w.u8(reflection.target.major);
    w.u16(rdef_code(reflection.target.program_type, w.pos())?);
    w.u32(reflection.flags);
    let creator_offset = w.reserve_u32();
    if let Some(slots) = reflection.interface_slot_count {
        w.u32(if with_space {
            RD11_REVERSED
        } else {
            u32::from_le_bytes(*b"RD11")
        });
        for size in [0x3C, 24, if with_space { 40 } else { 32 }, 40, 36, 12] {
            w.u32(size);
        }
        w.u32(slots);
    }

    // Bindings. fxc points the binding table at the end of the header even when it is empty.
    let at = to_u32(w.pos(), "binding offset")?;
    w.fill_u32(binding_offset, at);
    let mut names = Vec::with_capacity(reflection.bindings.len());
    for b in &reflection.bindings {
        names.push(w.reserve_u32());
        for v in [
            b.input_type.0,
            b.return_type.0,
            b.dimension.0,
            b.sample_count,
            b.bind_point,
            b.bind_count,
            b.flags,
        ] {
            w.u32(v);
        }
        if with_space {
            w.u32(b.space.unwrap_or(0));
            w.u32(b.id.unwrap_or(0));
        }
    }
    for (b, slot) in reflection.bindings.iter().zip(names) {
        let at = strings.put(&mut w, &b.name, "binding name")?;
        w.fill_u32(slot, at);
    }
    align(&mut w);

    // Constant buffers.
    if !reflection.constant_buffers.is_empty() {
        let at = to_u32(w.pos(), "constant buffer offset")?;
        w.fill_u32(cb_offset, at);
    }
    let mut records = Vec::with_capacity(reflection.constant_buffers.len());
    for cb in &reflection.constant_buffers {
        let name = w.reserve_u32();
        w.u32(to_u32(cb.variables.len(), "variable count")?);
        let variables = w.reserve_u32();
        w.u32(cb.size);
        w.u32(cb.flags);
        w.u32(cb.buffer_type.0);
        records.push((name, variables));
    }
    for (cb, (slot, _)) in reflection.constant_buffers.iter().zip(&records) {
        let at = strings.put(&mut w, &cb.name, "constant buffer name")?;
        w.fill_u32(*slot, at);
    }
    for (cb, (_, variables_slot)) in reflection.constant_buffers.iter().zip(records) {
        align(&mut w);
        if !cb.variables.is_empty() {
            let at = to_u32(w.pos(), "variable offset")?;
            w.fill_u32(variables_slot, at);
        }
        let mut slots = Vec::with_capacity(cb.variables.len());
        for v in &cb.variables {
            let name = w.reserve_u32();
            w.u32(v.start_offset);
            w.u32(v.size);
            w.u32(v.flags);
            let type_slot = w.reserve_u32();
            let default = w.reserve_u32();
            match (sm5, v.texture_sampler_slots) {
                (true, Some(four)) => four.iter().for_each(|&x| w.u32(x)),
                (false, None) => {}
                (_, other) => {
                    return Err(unwritable(
                        w.pos(),
                        "variable texture and sampler slots",
                        "slots exactly when the target is SM5 or later",
                        format!("{other:?} for {}", reflection.target),
                    ));
                }
            }
            slots.push((name, type_slot, default));
        }
        for (v, (name, type_slot, default)) in cb.variables.iter().zip(slots) {
            let at = strings.put(&mut w, &v.name, "variable name")?;
            w.fill_u32(name, at);
            let mut shared = std::collections::HashMap::new();
            let at = write_type(&mut w, &mut strings, &mut shared, &v.type_desc, sm5, 0)?;
            w.fill_u32(type_slot, at);
            if let Some(bytes) = &v.default_value {
                align(&mut w);
                if bytes.len() as u64 != u64::from(v.size) {
                    return Err(unwritable(
                        w.pos(),
                        "default value",
                        format!("{} bytes (the variable's size)", v.size),
                        bytes.len(),
                    ));
                }
                let at = to_u32(w.pos(), "default value offset")?;
                w.fill_u32(default, at);
                w.bytes(bytes);
            }
        }
    }

    if !reflection.creator.is_empty() {
        let at = strings.put(&mut w, &reflection.creator, "creator")?;
        w.fill_u32(creator_offset, at);
    }
    align(&mut w);
    Ok(w.into_bytes())
}

/// Writes a type (and, first, its name and members) unless an equal type of the same
/// variable was written already; returns its record's offset.
fn write_type<'t>(
    w: &mut Writer,
    strings: &mut Strings,
    shared: &mut std::collections::HashMap<&'t TypeDesc, u32>,
    t: &'t TypeDesc,
    sm5: bool,
    depth: u32,
) -> Result<u32> {
    if let Some(&at) = shared.get(t) {
        return Ok(at);
    }
    if depth > MAX_TYPE_DEPTH {
        return Err(unwritable(
            w.pos(),
            "type nesting",
            format!("at most {MAX_TYPE_DEPTH} levels"),
            "deeper struct members",
        ));
    }
    let name = match (&t.name, sm5) {
        (Some(name), true) => strings.put(w, name, "type name")?,
        (None, _) => 0,
        (Some(name), false) => {
            return Err(unwritable(
                w.pos(),
                "type name",
                "no type names before SM5",
                format!("{name:?}"),
            ));
        }
    };
    let mut members = Vec::with_capacity(t.members.len());
    for m in &t.members {
        let member_name = strings.put(w, &m.name, "member name")?;
        let member_type = write_type(w, strings, shared, &m.type_desc, sm5, depth + 1)?;
        members.push((member_name, member_type, m.offset));
    }
    align(w);
    let member_offset = if members.is_empty() {
        0
    } else {
        to_u32(w.pos(), "member offset")?
    };
    for (member_name, member_type, offset) in members {
        w.u32(member_name);
        w.u32(member_type);
        w.u32(offset);
    }
    let at = w.pos();
    w.u16(to_u16(t.class.0, at, "type class")?);
    w.u16(to_u16(t.base_type.0, at, "base type")?);
    w.u16(t.rows);
    w.u16(t.columns);
    w.u16(t.elements);
    w.u16(to_u16(
        u32::try_from(t.members.len()).unwrap_or(u32::MAX),
        at,
        "member count",
    )?);
    w.u32(member_offset);
    if sm5 {
        w.zeros(16);
        w.u32(name);
    }
    let at = to_u32(at, "type offset")?;
    shared.insert(t, at);
    Ok(at)
}

/// Encodes a signature part (`ISGN`, `OSGN`, `PCSG`: 24-byte elements; `OSG5`: 28; `ISG1`,
/// `OSG1`, `PSG1`: 32) as fxc lays it out: the count, the element offset 8, the elements,
/// then each semantic name once, ending on 0xAB filler to 4 bytes. Fails when an element
/// carries a stream or a minimum precision its part has no field for.
pub fn write_signature(signature: &Signature) -> Result<Vec<u8>> {
    let (has_stream, has_min_precision) = match signature.four_cc.as_str() {
        "OSG5" => (true, false),
        "ISG1" | "OSG1" | "PSG1" => (true, true),
        "ISGN" | "OSGN" | "PCSG" => (false, false),
        other => {
            return Err(unwritable(
                0,
                "signature fourCC",
                "ISGN, OSGN, PCSG, OSG5, ISG1, OSG1 or PSG1",
                format!("{other:?}"),
            ));
        }
    };
    let mut w = Writer::new();
    let mut strings = Strings::default();
    w.u32(to_u32(signature.elements.len(), "signature element count")?);
    w.u32(8);
    let mut names = Vec::with_capacity(signature.elements.len());
    for e in &signature.elements {
        if has_stream {
            w.u32(e.stream);
        } else if e.stream != 0 {
            return Err(unwritable(
                w.pos(),
                "stream",
                format!("0 ({} has no stream field)", signature.four_cc),
                e.stream,
            ));
        }
        names.push(w.reserve_u32());
        for v in [
            e.semantic_index,
            e.system_value.0,
            e.component_type.0,
            e.register,
        ] {
            w.u32(v);
        }
        w.u8(e.mask);
        w.u8(e.rw_mask);
        w.u16(0);
        if has_min_precision {
            w.u32(e.min_precision.0);
        } else if e.min_precision != MinPrecision::DEFAULT {
            return Err(unwritable(
                w.pos(),
                "min precision",
                format!("default ({} has no precision field)", signature.four_cc),
                e.min_precision,
            ));
        }
    }
    for (e, slot) in signature.elements.iter().zip(names) {
        let at = strings.put(&mut w, &e.semantic_name, "semantic name")?;
        w.fill_u32(slot, at);
    }
    align(&mut w);
    Ok(w.into_bytes())
}
