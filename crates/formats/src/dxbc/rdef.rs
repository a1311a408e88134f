//! RDEF, the reflection: constant buffers with their variables and types, and the
//! resource bindings; read here, encoded by [`write_rdef`](super::write_rdef).
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

use super::{
    CbufferType, FORMAT, ProgramType, ReturnType, ShaderInputType, ShaderVersion, SrvDimension,
    VariableClass, VariableType, string_at,
};
use crate::binary::Reader;
use crate::error::{FormatError, Result};

/// How deep struct members may nest before the reader gives up.
pub(super) const MAX_TYPE_DEPTH: u32 = 32;
/// How many type descriptions one RDEF may expand to (shared types count each time).
const MAX_TYPE_NODES: u32 = 1 << 16;

/// A struct member.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Member {
    /// The member's name.
    pub name: String,
    /// Its byte offset within the struct.
    pub offset: u32,
    /// Its type.
    pub type_desc: TypeDesc,
}

/// The type of a variable or member.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct TypeDesc {
    /// Scalar, vector, matrix, struct, object…
    pub class: VariableClass,
    /// float, int, uint, …
    pub base_type: VariableType,
    /// Rows (1 for scalars and vectors).
    pub rows: u16,
    /// Columns (vector width).
    pub columns: u16,
    /// Array length, 0 when not an array.
    pub elements: u16,
    /// The members of a struct.
    pub members: Vec<Member>,
    /// The HLSL type name (SM5 and later), e.g. `float4`.
    pub name: Option<String>,
}

/// A variable of a constant buffer.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Variable {
    /// The variable's name.
    pub name: String,
    /// Byte offset in the buffer.
    pub start_offset: u32,
    /// Byte size (arrays: up to the end of the last element, not padded).
    pub size: u32,
    /// `D3D_SVF_*` flags (2 = used by the shader).
    pub flags: u32,
    /// Its type.
    pub type_desc: TypeDesc,
    /// The default value's bytes, if the file has one.
    pub default_value: Option<Vec<u8>>,
    /// SM5: first texture slot, texture count, first sampler slot, sampler count
    /// (0xFFFFFFFF = none).
    pub texture_sampler_slots: Option<[u32; 4]>,
}

impl Variable {
    /// Whether the shader reads the variable.
    pub fn is_used(&self) -> bool {
        self.flags & 2 != 0
    }
}

/// A constant buffer (or tbuffer, or structured buffer layout).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ConstantBuffer {
    /// The buffer's name.
    pub name: String,
    /// What kind of buffer.
    pub buffer_type: CbufferType,
    /// Byte size (a multiple of 16 for cbuffers).
    pub size: u32,
    /// `D3D_CBUFFER_FLAGS`.
    pub flags: u32,
    /// The variables in declaration order.
    pub variables: Vec<Variable>,
}

/// A resource the shader binds: constant buffer, texture, sampler, UAV…
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ResourceBinding {
    /// The resource's name (array elements bound one by one appear as `tex[0]`).
    pub name: String,
    /// What it is.
    pub input_type: ShaderInputType,
    /// The component type a texture returns.
    pub return_type: ReturnType,
    /// The shape of a texture or buffer.
    pub dimension: SrvDimension,
    /// Samples of a multisampled texture (0xFFFFFFFF when not applicable).
    pub sample_count: u32,
    /// The first register.
    pub bind_point: u32,
    /// The number of registers.
    pub bind_count: u32,
    /// `D3D_SHADER_INPUT_FLAGS` (bits 2–3: texture components − 1; 2 = comparison sampler).
    pub flags: u32,
    /// The register space (SM5.1 and later).
    pub space: Option<u32>,
    /// The binding id (SM5.1 and later).
    pub id: Option<u32>,
}

impl ResourceBinding {
    /// The HLSL register, e.g. `t0`, `s1`, `b0`.
    pub fn register(&self) -> String {
        format!("{}{}", self.input_type.register_letter(), self.bind_point)
    }

    /// The number of components a texture returns (1–4).
    pub fn texture_components(&self) -> u32 {
        ((self.flags >> 2) & 3) + 1
    }
}

/// The reflection data of RDEF.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Reflection {
    /// The target the shader was compiled for.
    pub target: ShaderVersion,
    /// Compile flags.
    pub flags: u32,
    /// The compiler that made the shader.
    pub creator: String,
    /// Constant buffers.
    pub constant_buffers: Vec<ConstantBuffer>,
    /// Resource bindings.
    pub bindings: Vec<ResourceBinding>,
    /// SM5 and later: the interface slot count from the RD11 header.
    pub interface_slot_count: Option<u32>,
}

impl Reflection {
    /// The constant buffer with this name.
    pub fn constant_buffer(&self, name: &str) -> Option<&ConstantBuffer> {
        self.constant_buffers.iter().find(|c| c.name == name)
    }

    /// The binding with this name.
    pub fn binding(&self, name: &str) -> Option<&ResourceBinding> {
        self.bindings.iter().find(|b| b.name == name)
    }
}

/// Record sizes of an RDEF (from its RD11 header in SM5, fixed before).
#[derive(Debug, Clone, Copy)]
struct RdefSizes {
    binding: u64,
    variable: u64,
    type_desc: u64,
}

/// The RD11 magic of SM 5.1 and later.
pub(super) const RD11_REVERSED: u32 = 0x2544_1313;

/// Reads RDEF.
pub(super) fn read_rdef(data: &[u8]) -> Result<Reflection> {
    let mut r = Reader::new(data, FORMAT);
    let cb_count = r.u32("constant buffer count")?;
    let cb_offset = r.u32("constant buffer offset")?;
    let binding_count = r.u32("binding count")?;
    let binding_offset = r.u32("binding offset")?;
    let minor = r.u8("target minor version")?;
    let major = r.u8("target major version")?;
    let program_code = r.u16("program type")?;
    let flags = r.u32("compile flags")?;
    let creator_offset = r.u32("creator offset")?;

    let mut sizes = RdefSizes {
        binding: 32,
        variable: 24,
        type_desc: 16,
    };
    let mut interface_slot_count = None;
    if major >= 5 {
        let magic_at = r.pos();
        let magic = r.u32("RD11 magic")?;
        if magic != u32::from_le_bytes(*b"RD11") && magic != RD11_REVERSED {
            return Err(FormatError::BadMagic {
                format: FORMAT,
                offset: magic_at as u64,
                expected: "RD11".into(),
                found: String::from_utf8_lossy(&magic.to_le_bytes()).into_owned(),
            });
        }
        let expect = |r: &mut Reader<'_>, what: &'static str, allowed: &[u32]| -> Result<u32> {
            let at = r.pos();
            let v = r.u32(what)?;
            if allowed.contains(&v) {
                Ok(v)
            } else {
                Err(r.invalid(at, what, format!("one of {allowed:?}"), v))
            }
        };
        expect(&mut r, "RDEF header size", &[0x3C])?;
        expect(&mut r, "constant buffer record size", &[24])?;
        sizes.binding = u64::from(expect(&mut r, "binding record size", &[32, 40])?);
        sizes.variable = u64::from(expect(&mut r, "variable record size", &[40])?);
        sizes.type_desc = u64::from(expect(&mut r, "type record size", &[36])?);
        expect(&mut r, "member record size", &[12])?;
        interface_slot_count = Some(r.u32("interface slot count")?);
    }

    r.check_count(
        u64::from(cb_offset),
        u64::from(cb_count),
        24,
        "constant buffers",
    )?;
    r.check_count(
        u64::from(binding_offset),
        u64::from(binding_count),
        sizes.binding,
        "resource bindings",
    )?;
    let mut budget = MAX_TYPE_NODES;
    let mut constant_buffers = Vec::with_capacity(cb_count as usize);
    for i in 0..u64::from(cb_count) {
        let mut c = r.at(u64::from(cb_offset) + i * 24, "constant buffer")?;
        let name_offset = c.u32("constant buffer name offset")?;
        let var_count = c.u32("variable count")?;
        let var_offset = c.u32("variable offset")?;
        let size = c.u32("constant buffer size")?;
        let cb_flags = c.u32("constant buffer flags")?;
        let buffer_type = CbufferType(c.u32("constant buffer type")?);
        r.check_count(
            u64::from(var_offset),
            u64::from(var_count),
            sizes.variable,
            "variables",
        )?;
        let mut variables = Vec::with_capacity(var_count as usize);
        for j in 0..u64::from(var_count) {
            let at = u64::from(var_offset) + j * sizes.variable;
            variables.push(read_variable(&r, at, sizes, &mut budget)?);
        }
        constant_buffers.push(ConstantBuffer {
            name: string_at(&r, name_offset, "constant buffer name")?,
            buffer_type,
            size,
            flags: cb_flags,
            variables,
        });
    }

    let mut bindings = Vec::with_capacity(binding_count as usize);
    for i in 0..u64::from(binding_count) {
        let mut b = r.at(u64::from(binding_offset) + i * sizes.binding, "binding")?;
        let name_offset = b.u32("binding name offset")?;
        let input_type = ShaderInputType(b.u32("binding type")?);
        let return_type = ReturnType(b.u32("return type")?);
        let dimension = SrvDimension(b.u32("dimension")?);
        let sample_count = b.u32("sample count")?;
        let bind_point = b.u32("bind point")?;
        let bind_count = b.u32("bind count")?;
        let binding_flags = b.u32("binding flags")?;
        let (space, id) = if sizes.binding >= 40 {
            (Some(b.u32("register space")?), Some(b.u32("binding id")?))
        } else {
            (None, None)
        };
        bindings.push(ResourceBinding {
            name: string_at(&r, name_offset, "binding name")?,
            input_type,
            return_type,
            dimension,
            sample_count,
            bind_point,
            bind_count,
            flags: binding_flags,
            space,
            id,
        });
    }

    Ok(Reflection {
        target: ShaderVersion {
            program_type: ProgramType::from_rdef_code(program_code),
            major,
            minor,
        },
        flags,
        creator: if creator_offset == 0 {
            String::new()
        } else {
            string_at(&r, creator_offset, "creator")?
        },
        constant_buffers,
        bindings,
        interface_slot_count,
    })
}

/// Reads one variable record at `at`.
fn read_variable(r: &Reader<'_>, at: u64, sizes: RdefSizes, budget: &mut u32) -> Result<Variable> {
    let mut v = r.at(at, "variable")?;
    let name_offset = v.u32("variable name offset")?;
    let start_offset = v.u32("variable start offset")?;
    let size = v.u32("variable size")?;
    let flags = v.u32("variable flags")?;
    let type_offset = v.u32("variable type offset")?;
    let default_offset = v.u32("default value offset")?;
    let texture_sampler_slots = if sizes.variable >= 40 {
        Some([
            v.u32("start texture")?,
            v.u32("texture count")?,
            v.u32("start sampler")?,
            v.u32("sampler count")?,
        ])
    } else {
        None
    };
    let default_value = if default_offset == 0 {
        None
    } else {
        Some(
            r.slice(u64::from(default_offset), u64::from(size), "default value")?
                .to_vec(),
        )
    };
    Ok(Variable {
        name: string_at(r, name_offset, "variable name")?,
        start_offset,
        size,
        flags,
        type_desc: read_type(r, type_offset, sizes, 0, budget)?,
        default_value,
        texture_sampler_slots,
    })
}

/// Reads a type description and, recursively, its members (depth and total count bounded).
fn read_type(
    r: &Reader<'_>,
    offset: u32,
    sizes: RdefSizes,
    depth: u32,
    budget: &mut u32,
) -> Result<TypeDesc> {
    if depth > MAX_TYPE_DEPTH {
        return Err(FormatError::invalid(
            FORMAT,
            u64::from(offset),
            "type nesting",
            format!("at most {MAX_TYPE_DEPTH} levels"),
            "deeper (or cyclic) struct members",
        ));
    }
    *budget = budget.checked_sub(1).ok_or(FormatError::TooLarge {
        format: FORMAT,
        offset: u64::from(offset),
        what: "type descriptions",
        requested: u64::from(MAX_TYPE_NODES) + 1,
        limit: u64::from(MAX_TYPE_NODES),
    })?;
    let mut t = r.at(u64::from(offset), "type")?;
    let class = VariableClass(u32::from(t.u16("type class")?));
    let base_type = VariableType(u32::from(t.u16("base type")?));
    let rows = t.u16("rows")?;
    let columns = t.u16("columns")?;
    let elements = t.u16("elements")?;
    let member_count = t.u16("member count")?;
    let member_offset = t.u32("member offset")?;
    let name = if sizes.type_desc >= 36 {
        t.skip(16, "type interface fields")?;
        match t.u32("type name offset")? {
            0 => None,
            name_offset => Some(string_at(r, name_offset, "type name")?),
        }
    } else {
        None
    };
    r.check_count(
        u64::from(member_offset),
        u64::from(member_count),
        12,
        "struct members",
    )?;
    let mut members = Vec::with_capacity(usize::from(member_count));
    for i in 0..u64::from(member_count) {
        let mut m = r.at(u64::from(member_offset) + i * 12, "struct member")?;
        let name_offset = m.u32("member name offset")?;
        let type_offset = m.u32("member type offset")?;
        let member_offset_in_struct = m.u32("member offset")?;
        members.push(Member {
            name: string_at(r, name_offset, "member name")?,
            offset: member_offset_in_struct,
            type_desc: read_type(r, type_offset, sizes, depth + 1, budget)?,
        });
    }
    Ok(TypeDesc {
        class,
        base_type,
        rows,
        columns,
        elements,
        members,
        name,
    })
}
