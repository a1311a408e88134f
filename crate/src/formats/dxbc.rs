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

use super::binary::{Reader, Writer};
use super::error::{FormatError, Result};

const FORMAT: &str = "DXBC";

/// The file magic.
pub const MAGIC: &[u8; 4] = b"DXBC";
/// The size of the container header before the part offsets.
const HEADER_SIZE: u64 = 0x20;
/// How deep struct members may nest before the reader gives up.
const MAX_TYPE_DEPTH: u32 = 32;
/// How many type descriptions one RDEF may expand to (shared types count each time).
const MAX_TYPE_NODES: u32 = 1 << 16;

/// Declares a set of named values that keeps unknown values: a `u32` newtype with a
/// constant per known value, its name, and a serialization as the name (or the number).
macro_rules! code_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $konst:ident = $value:expr => $text:literal,)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $name(pub u32);

        impl $name {
            $($(#[$vdoc])* pub const $konst: $name = $name($value);)*

            /// The documented name of the value, if it is known.
            pub fn name(self) -> Option<&'static str> {
                match self.0 {
                    $($value => Some($text),)*
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self.name() {
                    Some(text) => f.write_str(text),
                    None => write!(f, "unknown ({})", self.0),
                }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
                match self.name() {
                    Some(text) => s.serialize_str(text),
                    None => s.serialize_u32(self.0),
                }
            }
        }
    };
}

code_enum! {
    /// The shader stage, numbered as in the version token (`D3D12_SHADER_VERSION_TYPE`).
    ProgramType {
        /// Pixel shader.
        PIXEL = 0 => "pixel",
        /// Vertex shader.
        VERTEX = 1 => "vertex",
        /// Geometry shader.
        GEOMETRY = 2 => "geometry",
        /// Hull shader.
        HULL = 3 => "hull",
        /// Domain shader.
        DOMAIN = 4 => "domain",
        /// Compute shader.
        COMPUTE = 5 => "compute",
        /// DXIL library.
        LIBRARY = 6 => "library",
        /// Ray generation shader.
        RAY_GENERATION = 7 => "ray generation",
        /// Intersection shader.
        INTERSECTION = 8 => "intersection",
        /// Any-hit shader.
        ANY_HIT = 9 => "any hit",
        /// Closest-hit shader.
        CLOSEST_HIT = 10 => "closest hit",
        /// Miss shader.
        MISS = 11 => "miss",
        /// Callable shader.
        CALLABLE = 12 => "callable",
        /// Mesh shader.
        MESH = 13 => "mesh",
        /// Amplification shader.
        AMPLIFICATION = 14 => "amplification",
    }
}

impl ProgramType {
    /// The program type of RDEF's 16-bit code (0xFFFF pixel, 0xFFFE vertex, `GS`, `HS`,
    /// `DS`, `CS`); unknown codes are kept as `0x10000 + code`.
    pub fn from_rdef_code(code: u16) -> ProgramType {
        match code {
            0xFFFF => ProgramType::PIXEL,
            0xFFFE => ProgramType::VERTEX,
            0x4753 => ProgramType::GEOMETRY,
            0x4853 => ProgramType::HULL,
            0x4453 => ProgramType::DOMAIN,
            0x4353 => ProgramType::COMPUTE,
            other => ProgramType(0x10000 + u32::from(other)),
        }
    }

    /// The HLSL target prefix (`ps`, `vs`, `gs`, `hs`, `ds`, `cs`, `lib`, `ms`, `as`).
    pub fn target_prefix(self) -> &'static str {
        match self.0 {
            0 => "ps",
            1 => "vs",
            2 => "gs",
            3 => "hs",
            4 => "ds",
            5 => "cs",
            6 => "lib",
            13 => "ms",
            14 => "as",
            _ => "?",
        }
    }
}

code_enum! {
    /// `D3D_CBUFFER_TYPE`.
    CbufferType {
        /// A constant buffer.
        CBUFFER = 0 => "cbuffer",
        /// A texture buffer.
        TBUFFER = 1 => "tbuffer",
        /// Interface pointers.
        INTERFACE_POINTERS = 2 => "interface pointers",
        /// The element layout of a structured buffer.
        RESOURCE_BIND_INFO = 3 => "resource bind info",
    }
}

code_enum! {
    /// `D3D_SHADER_VARIABLE_CLASS`.
    VariableClass {
        /// A scalar.
        SCALAR = 0 => "scalar",
        /// A vector.
        VECTOR = 1 => "vector",
        /// A row-major matrix.
        MATRIX_ROWS = 2 => "matrix (rows)",
        /// A column-major matrix.
        MATRIX_COLUMNS = 3 => "matrix (columns)",
        /// An object (texture, sampler, buffer).
        OBJECT = 4 => "object",
        /// A struct.
        STRUCT = 5 => "struct",
        /// An interface class.
        INTERFACE_CLASS = 6 => "interface class",
        /// An interface pointer.
        INTERFACE_POINTER = 7 => "interface pointer",
    }
}

code_enum! {
    /// `D3D_SHADER_VARIABLE_TYPE` (the common values).
    VariableType {
        /// void.
        VOID = 0 => "void",
        /// bool.
        BOOL = 1 => "bool",
        /// int.
        INT = 2 => "int",
        /// float.
        FLOAT = 3 => "float",
        /// string.
        STRING = 4 => "string",
        /// Texture.
        TEXTURE = 5 => "texture",
        /// Texture1D.
        TEXTURE1D = 6 => "Texture1D",
        /// Texture2D.
        TEXTURE2D = 7 => "Texture2D",
        /// Texture3D.
        TEXTURE3D = 8 => "Texture3D",
        /// TextureCube.
        TEXTURECUBE = 9 => "TextureCube",
        /// sampler.
        SAMPLER = 10 => "sampler",
        /// uint.
        UINT = 19 => "uint",
        /// uint8.
        UINT8 = 20 => "uint8",
        /// Buffer.
        BUFFER = 25 => "Buffer",
        /// cbuffer.
        CBUFFER = 26 => "cbuffer",
        /// tbuffer.
        TBUFFER = 27 => "tbuffer",
        /// Texture1DArray.
        TEXTURE1DARRAY = 28 => "Texture1DArray",
        /// Texture2DArray.
        TEXTURE2DARRAY = 29 => "Texture2DArray",
        /// Texture2DMS.
        TEXTURE2DMS = 32 => "Texture2DMS",
        /// Texture2DMSArray.
        TEXTURE2DMSARRAY = 33 => "Texture2DMSArray",
        /// TextureCubeArray.
        TEXTURECUBEARRAY = 34 => "TextureCubeArray",
        /// double.
        DOUBLE = 39 => "double",
        /// RWTexture1D.
        RWTEXTURE1D = 40 => "RWTexture1D",
        /// RWTexture1DArray.
        RWTEXTURE1DARRAY = 41 => "RWTexture1DArray",
        /// RWTexture2D.
        RWTEXTURE2D = 42 => "RWTexture2D",
        /// RWTexture2DArray.
        RWTEXTURE2DARRAY = 43 => "RWTexture2DArray",
        /// RWTexture3D.
        RWTEXTURE3D = 44 => "RWTexture3D",
        /// RWBuffer.
        RWBUFFER = 45 => "RWBuffer",
        /// ByteAddressBuffer.
        BYTEADDRESS_BUFFER = 46 => "ByteAddressBuffer",
        /// RWByteAddressBuffer.
        RWBYTEADDRESS_BUFFER = 47 => "RWByteAddressBuffer",
        /// StructuredBuffer.
        STRUCTURED_BUFFER = 48 => "StructuredBuffer",
        /// RWStructuredBuffer.
        RWSTRUCTURED_BUFFER = 49 => "RWStructuredBuffer",
        /// AppendStructuredBuffer.
        APPEND_STRUCTURED_BUFFER = 50 => "AppendStructuredBuffer",
        /// ConsumeStructuredBuffer.
        CONSUME_STRUCTURED_BUFFER = 51 => "ConsumeStructuredBuffer",
        /// min8float.
        MIN8FLOAT = 52 => "min8float",
        /// min10float.
        MIN10FLOAT = 53 => "min10float",
        /// min16float.
        MIN16FLOAT = 54 => "min16float",
        /// min12int.
        MIN12INT = 55 => "min12int",
        /// min16int.
        MIN16INT = 56 => "min16int",
        /// min16uint.
        MIN16UINT = 57 => "min16uint",
        /// int16_t.
        INT16 = 58 => "int16_t",
        /// uint16_t.
        UINT16 = 59 => "uint16_t",
        /// float16_t.
        FLOAT16 = 60 => "float16_t",
        /// int64_t.
        INT64 = 61 => "int64_t",
        /// uint64_t.
        UINT64 = 62 => "uint64_t",
    }
}

code_enum! {
    /// `D3D_SHADER_INPUT_TYPE`: what a resource binding is.
    ShaderInputType {
        /// A constant buffer (register b).
        CBUFFER = 0 => "cbuffer",
        /// A texture buffer (register t).
        TBUFFER = 1 => "tbuffer",
        /// A texture (register t).
        TEXTURE = 2 => "texture",
        /// A sampler (register s).
        SAMPLER = 3 => "sampler",
        /// A typed read-write resource (register u).
        UAV_RWTYPED = 4 => "RW typed UAV",
        /// A structured buffer (register t).
        STRUCTURED = 5 => "structured buffer",
        /// A read-write structured buffer (register u).
        UAV_RWSTRUCTURED = 6 => "RW structured UAV",
        /// A byte-address buffer (register t).
        BYTEADDRESS = 7 => "byte address buffer",
        /// A read-write byte-address buffer (register u).
        UAV_RWBYTEADDRESS = 8 => "RW byte address UAV",
        /// An append structured buffer (register u).
        UAV_APPEND_STRUCTURED = 9 => "append structured UAV",
        /// A consume structured buffer (register u).
        UAV_CONSUME_STRUCTURED = 10 => "consume structured UAV",
        /// A read-write structured buffer with a counter (register u).
        UAV_RWSTRUCTURED_WITH_COUNTER = 11 => "RW structured UAV with counter",
        /// A ray-tracing acceleration structure (register t).
        RT_ACCELERATION_STRUCTURE = 12 => "acceleration structure",
        /// A sampler feedback texture (register u).
        UAV_FEEDBACK_TEXTURE = 13 => "feedback texture UAV",
    }
}

impl ShaderInputType {
    /// The HLSL register letter: `b`, `t`, `s` or `u`.
    pub fn register_letter(self) -> char {
        match self.0 {
            0 => 'b',
            3 => 's',
            4 | 6 | 8 | 9 | 10 | 11 | 13 => 'u',
            _ => 't',
        }
    }
}

code_enum! {
    /// `D3D_RESOURCE_RETURN_TYPE`: the component type a texture returns.
    ReturnType {
        /// No return type (cbuffers, samplers).
        NONE = 0 => "none",
        /// unorm.
        UNORM = 1 => "unorm",
        /// snorm.
        SNORM = 2 => "snorm",
        /// int.
        SINT = 3 => "sint",
        /// uint.
        UINT = 4 => "uint",
        /// float.
        FLOAT = 5 => "float",
        /// Mixed.
        MIXED = 6 => "mixed",
        /// double.
        DOUBLE = 7 => "double",
        /// Continued.
        CONTINUED = 8 => "continued",
    }
}

code_enum! {
    /// `D3D_SRV_DIMENSION`: the shape of a texture or buffer binding.
    SrvDimension {
        /// Unknown (cbuffers, samplers).
        UNKNOWN = 0 => "unknown",
        /// Buffer.
        BUFFER = 1 => "Buffer",
        /// Texture1D.
        TEXTURE1D = 2 => "Texture1D",
        /// Texture1DArray.
        TEXTURE1DARRAY = 3 => "Texture1DArray",
        /// Texture2D.
        TEXTURE2D = 4 => "Texture2D",
        /// Texture2DArray.
        TEXTURE2DARRAY = 5 => "Texture2DArray",
        /// Texture2DMS.
        TEXTURE2DMS = 6 => "Texture2DMS",
        /// Texture2DMSArray.
        TEXTURE2DMSARRAY = 7 => "Texture2DMSArray",
        /// Texture3D.
        TEXTURE3D = 8 => "Texture3D",
        /// TextureCube.
        TEXTURECUBE = 9 => "TextureCube",
        /// TextureCubeArray.
        TEXTURECUBEARRAY = 10 => "TextureCubeArray",
        /// An extended buffer (structured or raw).
        BUFFEREX = 11 => "BufferEx",
    }
}

code_enum! {
    /// The system value of a signature element (`D3D_NAME`; pixel shader outputs such as
    /// SV_Target store 0 and are named by their semantic).
    SystemValue {
        /// Not a system value.
        UNDEFINED = 0 => "undefined",
        /// SV_Position.
        POSITION = 1 => "SV_Position",
        /// SV_ClipDistance.
        CLIP_DISTANCE = 2 => "SV_ClipDistance",
        /// SV_CullDistance.
        CULL_DISTANCE = 3 => "SV_CullDistance",
        /// SV_RenderTargetArrayIndex.
        RENDER_TARGET_ARRAY_INDEX = 4 => "SV_RenderTargetArrayIndex",
        /// SV_ViewportArrayIndex.
        VIEWPORT_ARRAY_INDEX = 5 => "SV_ViewportArrayIndex",
        /// SV_VertexID.
        VERTEX_ID = 6 => "SV_VertexID",
        /// SV_PrimitiveID.
        PRIMITIVE_ID = 7 => "SV_PrimitiveID",
        /// SV_InstanceID.
        INSTANCE_ID = 8 => "SV_InstanceID",
        /// SV_IsFrontFace.
        IS_FRONT_FACE = 9 => "SV_IsFrontFace",
        /// SV_SampleIndex.
        SAMPLE_INDEX = 10 => "SV_SampleIndex",
        /// Quad edge tessellation factor.
        FINAL_QUAD_EDGE_TESSFACTOR = 11 => "SV_TessFactor (quad edge)",
        /// Quad inside tessellation factor.
        FINAL_QUAD_INSIDE_TESSFACTOR = 12 => "SV_InsideTessFactor (quad)",
        /// Triangle edge tessellation factor.
        FINAL_TRI_EDGE_TESSFACTOR = 13 => "SV_TessFactor (triangle edge)",
        /// Triangle inside tessellation factor.
        FINAL_TRI_INSIDE_TESSFACTOR = 14 => "SV_InsideTessFactor (triangle)",
        /// Line detail tessellation factor.
        FINAL_LINE_DETAIL_TESSFACTOR = 15 => "SV_TessFactor (line detail)",
        /// Line density tessellation factor.
        FINAL_LINE_DENSITY_TESSFACTOR = 16 => "SV_TessFactor (line density)",
        /// SV_Barycentrics.
        BARYCENTRICS = 23 => "SV_Barycentrics",
        /// SV_ShadingRate.
        SHADING_RATE = 24 => "SV_ShadingRate",
        /// SV_CullPrimitive.
        CULL_PRIMITIVE = 25 => "SV_CullPrimitive",
        /// SV_Target.
        TARGET = 64 => "SV_Target",
        /// SV_Depth.
        DEPTH = 65 => "SV_Depth",
        /// SV_Coverage.
        COVERAGE = 66 => "SV_Coverage",
        /// SV_DepthGreaterEqual.
        DEPTH_GREATER_EQUAL = 67 => "SV_DepthGreaterEqual",
        /// SV_DepthLessEqual.
        DEPTH_LESS_EQUAL = 68 => "SV_DepthLessEqual",
        /// SV_StencilRef.
        STENCIL_REF = 69 => "SV_StencilRef",
        /// SV_InnerCoverage.
        INNER_COVERAGE = 70 => "SV_InnerCoverage",
    }
}

code_enum! {
    /// `D3D_REGISTER_COMPONENT_TYPE` of a signature element.
    ComponentType {
        /// Unknown.
        UNKNOWN = 0 => "unknown",
        /// 32-bit unsigned integer.
        UINT32 = 1 => "uint",
        /// 32-bit signed integer.
        SINT32 = 2 => "int",
        /// 32-bit float.
        FLOAT32 = 3 => "float",
    }
}

code_enum! {
    /// `D3D_MIN_PRECISION` of a signature element (`1` signature variants only).
    MinPrecision {
        /// Full precision.
        DEFAULT = 0 => "default",
        /// min16float.
        FLOAT_16 = 1 => "min16float",
        /// min10float.
        FLOAT_2_8 = 2 => "min10float",
        /// min16int.
        SINT_16 = 4 => "min16int",
        /// min16uint.
        UINT_16 = 5 => "min16uint",
        /// Any 16-bit type.
        ANY_16 = 0xF0 => "any16",
        /// Any 10-bit type.
        ANY_10 = 0xF1 => "any10",
    }
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

/// Names of the STAT counters, in file order (the meanings of Wine's and vkd3d-shader's
/// readers, checked against the samples: e.g. `sample_instructions` counts `Sample` calls).
pub const STAT_FIELDS: [&str; 37] = [
    "instruction_count",
    "temp_register_count",
    "def_count",
    "dcl_count",
    "float_instruction_count",
    "int_instruction_count",
    "uint_instruction_count",
    "static_flow_control_count",
    "dynamic_flow_control_count",
    "macro_instruction_count",
    "temp_array_count",
    "array_instruction_count",
    "cut_instruction_count",
    "emit_instruction_count",
    "sample_instructions",
    "load_instructions",
    "sample_compare_instructions",
    "sample_bias_instructions",
    "sample_gradient_instructions",
    "mov_instruction_count",
    "movc_instruction_count",
    "conversion_instruction_count",
    "bitwise_instruction_count",
    "input_primitive",
    "gs_output_topology",
    "gs_max_output_vertex_count",
    "gather_instructions",
    "lod_instructions",
    "is_sample_frequency",
    "gs_instance_count",
    "control_point_count",
    "hs_output_primitive",
    "hs_partitioning",
    "tessellator_domain",
    "barrier_instructions",
    "interlocked_instructions",
    "texture_store_instructions",
];

/// The STAT counters, as raw words; [`Stats::get`] reads them by name.
#[derive(Debug, Clone, PartialEq)]
pub struct Stats {
    /// Every u32 of the part.
    pub values: Vec<u32>,
}

impl Stats {
    /// A counter by its [`STAT_FIELDS`] name.
    pub fn get(&self, name: &str) -> Option<u32> {
        let index = STAT_FIELDS.iter().position(|n| *n == name)?;
        self.values.get(index).copied()
    }

    /// Every counter with its name (`unknown_N` past the known ones).
    pub fn named(&self) -> Vec<(String, u32)> {
        self.values
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let name = STAT_FIELDS
                    .get(i)
                    .map(|n| n.to_string())
                    .unwrap_or_else(|| format!("unknown_{i}"));
                (name, v)
            })
            .collect()
    }
}

impl serde::Serialize for Stats {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let named = self.named();
        let mut map = s.serialize_map(Some(named.len()))?;
        for (name, value) in &named {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
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

    /// A readable multi-line description for the command line.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        let kind = if self.is_dxil() {
            "DXIL container"
        } else {
            "DXBC"
        };
        out.push_str(&format!(
            "{kind}, {} bytes, checksum {}\n",
            self.total_size,
            if self.checksum_valid {
                "valid"
            } else {
                "INVALID"
            }
        ));
        if let Some(p) = &self.program {
            out.push_str(&format!(
                "program: {} {} ({} dwords)\n",
                p.four_cc, p.version, p.length_dwords
            ));
        }
        out.push_str("parts:");
        for p in &self.parts {
            out.push_str(&format!(" {} ({} bytes)", p.four_cc, p.size));
        }
        out.push('\n');
        match &self.reflection {
            Some(r) => {
                out.push_str(&format!("target: {}, creator: {}\n", r.target, r.creator));
                for cb in &r.constant_buffers {
                    out.push_str(&format!(
                        "{} {} ({} bytes)\n",
                        cb.buffer_type, cb.name, cb.size
                    ));
                    for v in &cb.variables {
                        summarize_variable(&mut out, v);
                    }
                }
                for b in &r.bindings {
                    let space = b.space.map(|s| format!(", space{s}")).unwrap_or_default();
                    let count = if b.bind_count == 1 {
                        String::new()
                    } else {
                        format!(" ×{}", b.bind_count)
                    };
                    // Textures show their shape and return type; other kinds need neither.
                    let shape = if b.dimension == SrvDimension::UNKNOWN {
                        String::new()
                    } else {
                        format!(
                            " {}<{}{}>",
                            b.dimension,
                            b.return_type,
                            b.texture_components()
                        )
                    };
                    out.push_str(&format!(
                        "binding {}: {}{} : register({}{}){}\n",
                        b.name,
                        b.input_type,
                        shape,
                        b.register(),
                        space,
                        count
                    ));
                }
            }
            None => {
                if let Some(reason) = self.reflection_unavailable() {
                    out.push_str(&format!("reflection unavailable: {reason}\n"));
                }
            }
        }
        // An input's second mask is what the shader reads; an output's, what it never writes.
        for (title, rw_label, sig) in [
            ("input", "read", &self.input_signature),
            ("output", "never written", &self.output_signature),
            (
                "patch constant",
                "never written",
                &self.patch_constant_signature,
            ),
        ] {
            let Some(sig) = sig else { continue };
            out.push_str(&format!("{title} signature ({}):\n", sig.four_cc));
            for e in &sig.elements {
                let system_value = if e.system_value == SystemValue::UNDEFINED {
                    String::new()
                } else {
                    format!(" {}", e.system_value)
                };
                out.push_str(&format!(
                    "  {}{} {} v{}.{} ({} {}){}\n",
                    e.semantic_name,
                    e.semantic_index,
                    e.component_type,
                    e.register,
                    mask_letters(e.mask),
                    rw_label,
                    mask_letters(e.rw_mask),
                    system_value
                ));
            }
        }
        if let Some(stats) = &self.stats {
            let nonzero: Vec<String> = stats
                .named()
                .into_iter()
                .filter(|(_, v)| *v != 0)
                .map(|(n, v)| format!("{n}={v}"))
                .collect();
            out.push_str(&format!("stats: {}\n", nonzero.join(" ")));
        }
        out
    }
}

/// One line per variable (and nested lines per struct member).
fn summarize_variable(out: &mut String, v: &Variable) {
    let t = &v.type_desc;
    let array = if t.elements > 0 {
        format!("[{}]", t.elements)
    } else {
        String::new()
    };
    out.push_str(&format!(
        "  {} {}{} @ {} ({} bytes{})\n",
        t.name.as_deref().unwrap_or("?"),
        v.name,
        array,
        v.start_offset,
        v.size,
        if v.is_used() { ", used" } else { "" }
    ));
}

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
            | FormatError::Decompress { offset, .. } => *offset = offset.saturating_add(base),
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

/// Reads STAT: every u32 of the part.
fn read_stats(data: &[u8]) -> Result<Stats> {
    let mut r = Reader::new(data, FORMAT);
    let mut values = Vec::with_capacity(data.len() / 4);
    while r.remaining() >= 4 {
        values.push(r.u32("statistic")?);
    }
    Ok(Stats { values })
}

/// Reads a zero-terminated ASCII string at an offset of the part.
fn string_at(r: &Reader<'_>, offset: u32, what: &'static str) -> Result<String> {
    Ok(String::from_utf8_lossy(r.cstr_at(u64::from(offset), what)?).into_owned())
}

/// Reads a signature part.
fn read_signature(four_cc: &str, data: &[u8]) -> Result<Signature> {
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

/// Record sizes of an RDEF (from its RD11 header in SM5, fixed before).
#[derive(Debug, Clone, Copy)]
struct RdefSizes {
    binding: u64,
    variable: u64,
    type_desc: u64,
}

/// The RD11 magic of SM 5.1 and later.
const RD11_REVERSED: u32 = 0x2544_1313;

/// Reads RDEF.
fn read_rdef(data: &[u8]) -> Result<Reflection> {
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

// ---------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------

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

/// The container checksum of `data` (a whole container): a modified MD5 over bytes
/// 0x14..end. The message is padded differently from MD5: the last block carries the bit
/// count in its first word and `(bits >> 2) | 1` in its last word.
pub fn checksum(data: &[u8]) -> [u8; 16] {
    checksum_of(data)
}

fn checksum_of(data: &[u8]) -> [u8; 16] {
    let message = data.get(0x14..).unwrap_or(&[]);
    let bits = (message.len() as u32).wrapping_mul(8);
    let mut state = [0x6745_2301u32, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476];
    let k = md5_constants();
    let full = message.len() / 64 * 64;
    let (blocks, last) = message.split_at(full);
    for block in blocks.chunks_exact(64) {
        md5_block(&mut state, &k, block);
    }
    let mut block = [0u8; 64];
    if last.len() >= 56 {
        // The tail and the 0x80 marker fill one block; the sizes go in a block of their own.
        block[..last.len()].copy_from_slice(last);
        block[last.len()] = 0x80;
        md5_block(&mut state, &k, &block);
        let mut sizes = [0u8; 64];
        sizes[..4].copy_from_slice(&bits.to_le_bytes());
        sizes[60..].copy_from_slice(&((bits >> 2) | 1).to_le_bytes());
        md5_block(&mut state, &k, &sizes);
    } else {
        block[..4].copy_from_slice(&bits.to_le_bytes());
        block[4..4 + last.len()].copy_from_slice(last);
        block[4 + last.len()] = 0x80;
        block[60..].copy_from_slice(&((bits >> 2) | 1).to_le_bytes());
        md5_block(&mut state, &k, &block);
    }
    let mut out = [0u8; 16];
    for (chunk, word) in out.chunks_exact_mut(4).zip(state) {
        chunk.copy_from_slice(&word.to_le_bytes());
    }
    out
}

/// MD5's constants: the integer part of |sin(i + 1)| · 2^32 (exact in f64).
fn md5_constants() -> [u32; 64] {
    let mut k = [0u32; 64];
    for (i, v) in k.iter_mut().enumerate() {
        *v = ((i as f64 + 1.0).sin().abs() * 4_294_967_296.0) as u32;
    }
    k
}

/// The MD5 compression function on one 64-byte block.
fn md5_block(state: &mut [u32; 4], k: &[u32; 64], block: &[u8]) {
    const SHIFTS: [u32; 16] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
    let mut words = [0u32; 16];
    for (w, c) in words.iter_mut().zip(block.chunks_exact(4)) {
        *w = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    let [mut a, mut b, mut c, mut d] = *state;
    for i in 0..64usize {
        let (f, g) = match i / 16 {
            0 => ((b & c) | (!b & d), i),
            1 => ((d & b) | (!d & c), (5 * i + 1) % 16),
            2 => (b ^ c ^ d, (3 * i + 5) % 16),
            _ => (c ^ (b | !d), (7 * i) % 16),
        };
        let rotated = a
            .wrapping_add(f)
            .wrapping_add(k[i])
            .wrapping_add(words[g])
            .rotate_left(SHIFTS[(i / 16) * 4 + i % 4]);
        a = d;
        d = c;
        c = b;
        b = b.wrapping_add(rotated);
    }
    state[0] = state[0].wrapping_add(a);
    state[1] = state[1].wrapping_add(b);
    state[2] = state[2].wrapping_add(c);
    state[3] = state[3].wrapping_add(d);
}

/// Fuzzing hook: read; if that works, write, read the written bytes (must succeed), write
/// again and check both writes are identical. The reflection is checked the same way: its
/// RDEF encoding must read back as the same reflection and encode to the same bytes.
#[doc(hidden)]
pub fn fuzz(data: &[u8]) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::testutil::{sample, sweep_corruptions};

    /// (semantic, index, system value, component type, register, mask, rw mask).
    type Element<'a> = (&'a str, u32, SystemValue, ComponentType, u32, u8, u8);

    fn elements(sig: &Signature) -> Vec<Element<'_>> {
        sig.elements
            .iter()
            .map(|e| {
                (
                    e.semantic_name.as_str(),
                    e.semantic_index,
                    e.system_value,
                    e.component_type,
                    e.register,
                    e.mask,
                    e.rw_mask,
                )
            })
            .collect()
    }

    /// (name, start offset, size, class, base type, rows, columns, elements, type name, used).
    type Var<'a> = (
        &'a str,
        u32,
        u32,
        VariableClass,
        VariableType,
        u16,
        u16,
        u16,
        Option<&'a str>,
        bool,
    );

    fn variables(cb: &ConstantBuffer) -> Vec<Var<'_>> {
        cb.variables
            .iter()
            .map(|v| {
                let t = &v.type_desc;
                (
                    v.name.as_str(),
                    v.start_offset,
                    v.size,
                    t.class,
                    t.base_type,
                    t.rows,
                    t.columns,
                    t.elements,
                    t.name.as_deref(),
                    v.is_used(),
                )
            })
            .collect()
    }

    /// (name, register, input type, dimension, return type, sample count).
    fn bindings(
        r: &Reflection,
    ) -> Vec<(&str, String, ShaderInputType, SrvDimension, ReturnType, u32)> {
        r.bindings
            .iter()
            .map(|b| {
                (
                    b.name.as_str(),
                    b.register(),
                    b.input_type,
                    b.dimension,
                    b.return_type,
                    b.sample_count,
                )
            })
            .collect()
    }

    /// Builds a container from parts, with a correct checksum (for synthetic tests).
    fn container(parts: &[(&[u8; 4], Vec<u8>)]) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[0; 16]);
        out.extend_from_slice(&1u32.to_le_bytes());
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&(parts.len() as u32).to_le_bytes());
        let mut offset = 0x20 + 4 * parts.len();
        for (_, data) in parts {
            out.extend_from_slice(&(offset as u32).to_le_bytes());
            offset += 8 + data.len();
        }
        for (code, data) in parts {
            out.extend_from_slice(*code);
            out.extend_from_slice(&(data.len() as u32).to_le_bytes());
            out.extend_from_slice(data);
        }
        let total = out.len() as u32;
        out[0x18..0x1C].copy_from_slice(&total.to_le_bytes());
        let sum = checksum(&out);
        out[4..20].copy_from_slice(&sum);
        out
    }

    /// Plain MD5 built on the same compression function, to check it against RFC 1321.
    fn md5(message: &[u8]) -> [u8; 16] {
        let k = md5_constants();
        let mut state = [0x6745_2301u32, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476];
        let mut padded = message.to_vec();
        padded.push(0x80);
        while padded.len() % 64 != 56 {
            padded.push(0);
        }
        padded.extend_from_slice(&((message.len() as u64) * 8).to_le_bytes());
        for block in padded.chunks_exact(64) {
            md5_block(&mut state, &k, block);
        }
        let mut out = [0u8; 16];
        for (c, w) in out.chunks_exact_mut(4).zip(state) {
            c.copy_from_slice(&w.to_le_bytes());
        }
        out
    }

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn md5_matches_rfc_1321() {
        assert_eq!(hex(&md5(b"")), "d41d8cd98f00b204e9800998ecf8427e");
        assert_eq!(hex(&md5(b"abc")), "900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(
            hex(&md5(
                b"12345678901234567890123456789012345678901234567890123456789012345678901234567890"
            )),
            "57edf4a22be3c955ac49da2e2107b67a"
        );
    }

    #[test]
    fn mask_letters_name_components() {
        for (mask, letters) in [
            (0x0F, "xyzw"),
            (0x03, "xy"),
            (0x0C, "zw"),
            (0x02, "y"),
            (0, ""),
        ] {
            assert_eq!(mask_letters(mask), letters);
        }
    }

    #[test]
    fn version_tokens_decode() {
        // (token, program type, major, minor, text)
        let cases = [
            (0x0000_0050, ProgramType::PIXEL, 5, 0, "ps_5_0 (pixel)"),
            (0x0001_0040, ProgramType::VERTEX, 4, 0, "vs_4_0 (vertex)"),
            (0x0005_0051, ProgramType::COMPUTE, 5, 1, "cs_5_1 (compute)"),
            (0x0000_0066, ProgramType::PIXEL, 6, 6, "ps_6_6 (pixel)"),
        ];
        for (token, program_type, major, minor, text) in cases {
            let v = ShaderVersion::from_token(token);
            assert_eq!(
                (v.program_type, v.major, v.minor),
                (program_type, major, minor)
            );
            assert_eq!(v.to_string(), text);
        }
        assert_eq!(ProgramType::from_rdef_code(0xFFFE), ProgramType::VERTEX);
        assert_eq!(ProgramType::from_rdef_code(0x4353), ProgramType::COMPUTE);
    }

    #[test]
    fn simple_shader_matches_its_hlsl() {
        let Some(bytes) = sample("dxbc/shader.dxbc") else {
            return;
        };
        let hlsl = String::from_utf8(sample("dxbc/shader.hlsl").unwrap()).unwrap();
        // The live (uncommented) part of the source declares what the reflection must show.
        for decl in [
            "cbuffer CB : register(b0)",
            "float4 A[10];",
            "Texture2D T : register(t0);",
            "SamplerState S : register(s0);",
        ] {
            assert!(hlsl.contains(decl), "{decl}");
        }
        let dxbc = read(&bytes).unwrap();
        assert!(dxbc.checksum_valid);
        assert!(!dxbc.is_dxil());
        assert_eq!(dxbc.total_size, 992);
        let parts: Vec<(&str, u32)> = dxbc
            .parts
            .iter()
            .map(|p| (p.four_cc.as_str(), p.size))
            .collect();
        assert_eq!(
            parts,
            [
                ("RDEF", 316),
                ("ISGN", 68),
                ("OSGN", 44),
                ("SHEX", 324),
                ("STAT", 148)
            ]
        );

        // Compiled with `fxc /E vs /T ps_5_0`: a pixel shader despite the entry's name.
        let program = dxbc.program.as_ref().unwrap();
        assert_eq!(program.version.to_string(), "ps_5_0 (pixel)");
        assert_eq!(program.length_dwords * 4, 324);

        let r = dxbc.reflection.as_ref().unwrap();
        assert_eq!(
            r.target,
            ShaderVersion {
                program_type: ProgramType::PIXEL,
                major: 5,
                minor: 0
            }
        );
        assert_eq!(r.creator, "Microsoft (R) HLSL Shader Compiler 10.1");
        assert_eq!(r.interface_slot_count, Some(0));
        // cbuffer CB { float4 A[10]; }: ten 16-byte elements from offset 0 = 160 bytes.
        let cb = r.constant_buffer("CB").unwrap();
        assert_eq!((cb.buffer_type, cb.size), (CbufferType::CBUFFER, 160));
        assert_eq!(
            variables(cb),
            [(
                "A",
                0,
                160,
                VariableClass::VECTOR,
                VariableType::FLOAT,
                1,
                4,
                10,
                Some("float4"),
                true
            )]
        );
        assert_eq!(
            bindings(r),
            [
                (
                    "S",
                    "s0".to_string(),
                    ShaderInputType::SAMPLER,
                    SrvDimension::UNKNOWN,
                    ReturnType::NONE,
                    0
                ),
                (
                    "T",
                    "t0".to_string(),
                    ShaderInputType::TEXTURE,
                    SrvDimension::TEXTURE2D,
                    ReturnType::FLOAT,
                    u32::MAX
                ),
                (
                    "CB",
                    "b0".to_string(),
                    ShaderInputType::CBUFFER,
                    SrvDimension::UNKNOWN,
                    ReturnType::NONE,
                    0
                ),
            ]
        );
        assert_eq!(
            r.binding("T").unwrap().texture_components(),
            4,
            "Texture2D T holds float4"
        );

        // struct PSInput { float4 color : COLOR; float2 uv : UV; }: COLOR is never read
        // (read mask 0); UV is read in x and y.
        let input = dxbc.input_signature.as_ref().unwrap();
        assert_eq!(input.four_cc, "ISGN");
        assert_eq!(
            elements(input),
            [
                (
                    "COLOR",
                    0,
                    SystemValue::UNDEFINED,
                    ComponentType::FLOAT32,
                    0,
                    0x0F,
                    0x00
                ),
                (
                    "UV",
                    0,
                    SystemValue::UNDEFINED,
                    ComponentType::FLOAT32,
                    1,
                    0x03,
                    0x03
                ),
            ]
        );
        // float2 vs(...) : SV_TARGET0 → o0.xy; z and w are never written (0x0C).
        let output = dxbc.output_signature.as_ref().unwrap();
        assert_eq!(
            elements(output),
            [(
                "SV_TARGET",
                0,
                SystemValue::UNDEFINED,
                ComponentType::FLOAT32,
                0,
                0x03,
                0x0C
            )]
        );

        // The nine SHEX instructions: round_z, mul, ftoi, round_z, ishl, iadd, sample_l,
        // mul, ret: 4 float, 2 int, 3 conversions, one temp register.
        let stats = dxbc.stats.as_ref().unwrap();
        assert_eq!(stats.values.len(), 37);
        for (name, value) in [
            ("instruction_count", 9),
            ("temp_register_count", 1),
            ("float_instruction_count", 4),
            ("int_instruction_count", 2),
            ("conversion_instruction_count", 3),
            ("static_flow_control_count", 1),
            ("load_instructions", 1),
            ("sample_instructions", 0),
        ] {
            assert_eq!(stats.get(name), Some(value), "{name}");
        }
        let summary = dxbc.summary();
        assert!(summary.contains("binding T: texture Texture2D<float4> : register(t0)"));
        assert!(summary.contains("binding S: sampler : register(s0)"));
        assert!(summary.contains("UV0 float v1.xy (read xy)"));
        assert!(summary.contains("SV_TARGET0 float v0.xy (never written zw)"));
    }

    #[test]
    fn complex_shader_matches_its_hlsl() {
        let Some(bytes) = sample("dxbc/complex_shader.dxbc") else {
            return;
        };
        let hlsl = String::from_utf8(sample("dxbc/complex_shader.hlsl").unwrap()).unwrap();
        for decl in [
            "float4 cool;",
            "int4 zeek;",
            "int2 arr[127];",
            "Texture2DMS <float4,2> tex3;",
            "Texture2D <float4> tex4[6];",
        ] {
            assert!(hlsl.contains(decl), "{decl}");
        }
        let dxbc = read(&bytes).unwrap();
        // The stored checksum does not match: neither this implementation nor a separate
        // script following the DXC reference algorithm reproduces it, while shader.dxbc's
        // matches. The sample was probably edited after compiling.
        assert!(!dxbc.checksum_valid);
        assert_eq!(
            dxbc.program.as_ref().unwrap().version.to_string(),
            "ps_5_0 (pixel)"
        );
        let r = dxbc.reflection.as_ref().unwrap();

        // HLSL packing of cbuffer cbuf0 by hand: cool float4 at 0 (16 bytes); zeek int4 at
        // 16 (16 bytes); arr int2[127] at 32: each element starts a 16-byte register, the
        // last one holds only its 8 bytes, so 126·16 + 8 = 2024 bytes; the buffer rounds
        // 32 + 2024 = 2056 up to 2064.
        let cb = r.constant_buffer("cbuf0").unwrap();
        assert_eq!(cb.size, 2064);
        assert_eq!(
            variables(cb),
            [
                (
                    "cool",
                    0,
                    16,
                    VariableClass::VECTOR,
                    VariableType::FLOAT,
                    1,
                    4,
                    0,
                    Some("float4"),
                    true
                ),
                (
                    "zeek",
                    16,
                    16,
                    VariableClass::VECTOR,
                    VariableType::INT,
                    1,
                    4,
                    0,
                    Some("int4"),
                    true
                ),
                (
                    "arr",
                    32,
                    2024,
                    VariableClass::VECTOR,
                    VariableType::INT,
                    1,
                    2,
                    127,
                    Some("int2"),
                    true
                ),
            ]
        );
        assert!(cb.variables.iter().all(|v| v.default_value.is_none()));

        // Registers in declaration order; only tex4[0] and tex4[1] are used, so they are
        // bound one by one at t4 and t5.
        let t = |n: &'static str, reg: &str, dim| {
            (
                n,
                reg.to_string(),
                ShaderInputType::TEXTURE,
                dim,
                ReturnType::FLOAT,
                u32::MAX,
            )
        };
        let mut expected = vec![
            (
                "samp0",
                "s0".to_string(),
                ShaderInputType::SAMPLER,
                SrvDimension::UNKNOWN,
                ReturnType::NONE,
                0,
            ),
            (
                "samp1",
                "s1".to_string(),
                ShaderInputType::SAMPLER,
                SrvDimension::UNKNOWN,
                ReturnType::NONE,
                0,
            ),
            t("tex0", "t0", SrvDimension::TEXTURE2D),
            t("tex1", "t1", SrvDimension::TEXTURECUBE),
            t("tex2", "t2", SrvDimension::TEXTURE3D),
            t("tex3", "t3", SrvDimension::TEXTURE2DMS),
            t("tex4[0]", "t4", SrvDimension::TEXTURE2D),
            t("tex4[1]", "t5", SrvDimension::TEXTURE2D),
            (
                "cbuf0",
                "b0".to_string(),
                ShaderInputType::CBUFFER,
                SrvDimension::UNKNOWN,
                ReturnType::NONE,
                0,
            ),
        ];
        expected[5].5 = 2; // Texture2DMS<float4, 2>
        assert_eq!(bindings(r), expected);

        // PS(...) inputs, packed by the compiler: TEXCOORD0 reads only yzw (x is multiplied
        // by 0 in the dot product); TEXCOORD1_centroid is TEXCOORD1; the uint system values
        // share v3 and v5. SV_Coverage is not a signature element (it is vCoverage).
        use ComponentType as C;
        use SystemValue as S;
        assert_eq!(
            elements(dxbc.input_signature.as_ref().unwrap()),
            [
                ("TEXCOORD", 0, S::UNDEFINED, C::FLOAT32, 0, 0x0F, 0x0E),
                ("TEXCOORD", 1, S::UNDEFINED, C::FLOAT32, 1, 0x0F, 0x01),
                ("SV_POSITION", 0, S::POSITION, C::FLOAT32, 2, 0x0F, 0x01),
                (
                    "SV_RenderTargetArrayIndex",
                    0,
                    S::RENDER_TARGET_ARRAY_INDEX,
                    C::UINT32,
                    3,
                    0x01,
                    0x01
                ),
                (
                    "SV_ViewportArrayIndex",
                    0,
                    S::VIEWPORT_ARRAY_INDEX,
                    C::UINT32,
                    3,
                    0x02,
                    0x02
                ),
                (
                    "SV_PrimitiveID",
                    0,
                    S::PRIMITIVE_ID,
                    C::UINT32,
                    3,
                    0x04,
                    0x04
                ),
                (
                    "SV_CullDistance",
                    0,
                    S::CULL_DISTANCE,
                    C::FLOAT32,
                    4,
                    0x01,
                    0x01
                ),
                (
                    "SV_ClipDistance",
                    0,
                    S::CLIP_DISTANCE,
                    C::FLOAT32,
                    4,
                    0x02,
                    0x02
                ),
                (
                    "SV_SampleIndex",
                    0,
                    S::SAMPLE_INDEX,
                    C::UINT32,
                    5,
                    0x01,
                    0x01
                ),
                (
                    "SV_IsFrontFace",
                    0,
                    S::IS_FRONT_FACE,
                    C::UINT32,
                    5,
                    0x02,
                    0x02
                ),
            ]
        );
        assert_eq!(
            elements(dxbc.output_signature.as_ref().unwrap()),
            [("SV_TARGET", 0, S::UNDEFINED, C::FLOAT32, 0, 0x0F, 0x00)]
        );

        // Counters that can be read off the source: six Sample calls (tex0 twice, tex1,
        // tex2, tex4[0], tex4[1]), one Load (tex3), one SampleBias, two SampleGrad (blah and
        // blah2 inlined), 16 indexable temps (x[8], y[4], z[4]), and per-sample execution
        // because SV_SampleIndex is read.
        let stats = dxbc.stats.as_ref().unwrap();
        for (name, value) in [
            ("instruction_count", 210),
            ("temp_register_count", 13),
            ("temp_array_count", 16),
            ("sample_instructions", 6),
            ("load_instructions", 1),
            ("sample_bias_instructions", 1),
            ("sample_gradient_instructions", 2),
            ("is_sample_frequency", 1),
        ] {
            assert_eq!(stats.get(name), Some(value), "{name}");
        }
        let json = serde_json::to_string(&dxbc).unwrap();
        assert!(json.contains("\"input_type\":\"texture\""));
    }

    #[test]
    fn checksum_detects_changes() {
        let Some(mut bytes) = sample("dxbc/shader.dxbc") else {
            return;
        };
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert!(!read(&bytes).unwrap().checksum_valid);
    }

    /// A synthetic SM6 container: no RDEF; signatures in ISG1/OSG1; a DXIL part.
    fn dxil_container() -> Vec<u8> {
        // ISG1 with one element: stream 0, name at 0x28, index 0, SV_Position, float, v0,
        // mask xyzw, read xy, min precision min16float.
        let mut isg1 = Vec::new();
        for v in [1u32, 8, 0, 0x28, 0, 1, 3, 0, 0x030F, 1] {
            isg1.extend_from_slice(&v.to_le_bytes());
        }
        isg1.extend_from_slice(b"SV_Position\0");
        let mut osg1 = Vec::new();
        for v in [1u32, 8, 0, 0x28, 0, 0, 3, 0, 0x000F, 0] {
            osg1.extend_from_slice(&v.to_le_bytes());
        }
        osg1.extend_from_slice(b"SV_Target\0\0\0");
        // DXIL: version token ps_6_0, length in dwords, then "DXIL", version, offset, size.
        let mut dxil = Vec::new();
        for v in [
            0x0000_0060u32,
            6,
            u32::from_le_bytes(*b"DXIL"),
            0x100,
            16,
            0,
        ] {
            dxil.extend_from_slice(&v.to_le_bytes());
        }
        container(&[
            (b"SFI0", vec![0; 8]),
            (b"ISG1", isg1),
            (b"OSG1", osg1),
            (b"PSV0", vec![0; 52]),
            (b"HASH", vec![0; 20]),
            (b"DXIL", dxil),
        ])
    }

    #[test]
    fn dxil_containers_list_parts_without_reflection() {
        let dxbc = read(&dxil_container()).unwrap();
        assert!(dxbc.checksum_valid);
        assert!(dxbc.is_dxil());
        let parts: Vec<(&str, u32)> = dxbc
            .parts
            .iter()
            .map(|p| (p.four_cc.as_str(), p.size))
            .collect();
        assert_eq!(
            parts,
            [
                ("SFI0", 8),
                ("ISG1", 52),
                ("OSG1", 52),
                ("PSV0", 52),
                ("HASH", 20),
                ("DXIL", 24)
            ]
        );
        assert!(dxbc.reflection.is_none());
        assert!(dxbc.reflection_unavailable().unwrap().contains("DXIL"));
        assert_eq!(
            dxbc.program.as_ref().unwrap().version.to_string(),
            "ps_6_0 (pixel)"
        );
        let input = &dxbc.input_signature.as_ref().unwrap().elements[0];
        assert_eq!(
            (
                input.semantic_name.as_str(),
                input.system_value,
                input.mask,
                input.rw_mask,
                input.min_precision
            ),
            (
                "SV_Position",
                SystemValue::POSITION,
                0x0F,
                0x03,
                MinPrecision::FLOAT_16
            )
        );
        assert_eq!(
            dxbc.output_signature.as_ref().unwrap().elements[0].semantic_name,
            "SV_Target"
        );
        assert!(dxbc.summary().contains("reflection unavailable"));
    }

    #[test]
    fn errors_inside_parts_carry_container_offsets() {
        let Some(mut bytes) = sample("dxbc/shader.dxbc") else {
            return;
        };
        // RDEF's data starts at 0x34 + 8 = 0x3C; its binding count at +8 claims 1000
        // records, more than the part holds.
        bytes[0x3C + 8..0x3C + 12].copy_from_slice(&1000u32.to_le_bytes());
        match read(&bytes) {
            Err(FormatError::UnexpectedEof { offset, what, .. }) => {
                assert_eq!(what, "resource bindings");
                assert_eq!(offset, 0x3C + 0x3C, "the binding table at RDEF+0x3C");
            }
            other => panic!("expected UnexpectedEof, got {other:?}"),
        }
    }

    #[test]
    fn cyclic_struct_members_are_refused() {
        // A cbuffer with one variable whose struct type lists itself as its member.
        let mut rdef = Vec::new();
        let words: [u32; 7] = [1, 0x1C, 0, 0, 0xFFFF_0400, 0, 0];
        for w in words {
            rdef.extend_from_slice(&w.to_le_bytes());
        }
        // 0x1C: cbuffer: name 0x5C, 1 variable at 0x34, size 16, flags 0, type 0.
        for w in [0x5Cu32, 1, 0x34, 16, 0, 0] {
            rdef.extend_from_slice(&w.to_le_bytes());
        }
        // 0x34: variable (SM4, 24 bytes): name 0x5C, offset 0, size 16, flags 2, type 0x4C, no default.
        for w in [0x5Cu32, 0, 16, 2, 0x4C, 0] {
            rdef.extend_from_slice(&w.to_le_bytes());
        }
        // 0x4C: type: struct, 1 member at 0x60. 0x5C: name "s". 0x60: member → type 0x4C.
        for h in [5u16, 0, 1, 1, 0, 1] {
            rdef.extend_from_slice(&h.to_le_bytes());
        }
        rdef.extend_from_slice(&0x60u32.to_le_bytes());
        rdef.extend_from_slice(b"s\0\0\0");
        for w in [0x5Cu32, 0x4C, 0] {
            rdef.extend_from_slice(&w.to_le_bytes());
        }
        let bytes = container(&[(b"RDEF", rdef)]);
        match read(&bytes) {
            Err(FormatError::Invalid { what, .. }) => assert_eq!(what, "type nesting"),
            other => panic!("expected a nesting error, got {other:?}"),
        }
    }

    #[test]
    fn corruptions_never_panic() {
        // The fuzz oracle runs on every corrupted copy too: whatever reads must write back
        // stably, and its reflection must encode and read back unchanged.
        let parse = |d: &[u8]| {
            fuzz(d);
            let dxbc = read(d)?;
            let _ = dxbc.summary();
            Ok(dxbc)
        };
        for name in ["dxbc/shader.dxbc", "dxbc/complex_shader.dxbc"] {
            if let Some(bytes) = sample(name) {
                sweep_corruptions(&bytes, false, parse);
            }
        }
        sweep_corruptions(&dxil_container(), false, parse);
    }

    #[test]
    fn version_tokens_encode_back() {
        for token in [
            0x0000_0050u32,
            0x0001_0040,
            0x0005_0051,
            0x0000_0066,
            0x0004_0050,
        ] {
            assert_eq!(ShaderVersion::from_token(token).token(), token);
        }
        let ps = ShaderVersion {
            program_type: ProgramType::PIXEL,
            major: 5,
            minor: 0,
        };
        // ps_5_0, three dwords, ret.
        assert_eq!(
            empty_program(ps),
            [0x50, 0, 0, 0, 3, 0, 0, 0, 0x3E, 0, 0, 0x01]
        );
    }

    #[test]
    fn samples_write_back_byte_for_byte() {
        let Some(bytes) = sample("dxbc/shader.dxbc") else {
            return;
        };
        let dxbc = read(&bytes).unwrap();
        assert_eq!(write(&dxbc).unwrap(), bytes);

        // complex_shader.dxbc's stored checksum does not match its bytes (see above): the
        // writer signs what it writes, so only the 16 checksum bytes differ.
        let Some(bytes) = sample("dxbc/complex_shader.dxbc") else {
            return;
        };
        let dxbc = read(&bytes).unwrap();
        let written = write(&dxbc).unwrap();
        assert_eq!(written.len(), bytes.len());
        assert_eq!(written[..4], bytes[..4]);
        assert_eq!(written[20..], bytes[20..]);
        assert_ne!(written[4..20], bytes[4..20]);
        let again = read(&written).unwrap();
        assert!(again.checksum_valid);
        assert_eq!(again.parts, dxbc.parts);
        assert_eq!(again.reflection, dxbc.reflection);
    }

    /// fxc's own RDEF and signature parts are what the encoders write for the reflection and
    /// signatures read from them.
    #[test]
    fn encoders_reproduce_fxc_parts() {
        for name in ["dxbc/shader.dxbc", "dxbc/complex_shader.dxbc"] {
            let Some(bytes) = sample(name) else {
                return;
            };
            let dxbc = read(&bytes).unwrap();
            let reflection = dxbc.reflection.as_ref().unwrap();
            assert_eq!(
                write_rdef(reflection).unwrap(),
                dxbc.part("RDEF").unwrap().data,
                "{name} RDEF"
            );
            for sig in [&dxbc.input_signature, &dxbc.output_signature] {
                let sig = sig.as_ref().unwrap();
                assert_eq!(
                    write_signature(sig).unwrap(),
                    dxbc.part(&sig.four_cc).unwrap().data,
                    "{name} {}",
                    sig.four_cc
                );
            }
        }
    }

    fn scalar(base_type: VariableType, name: &str, elements: u16) -> TypeDesc {
        TypeDesc {
            class: VariableClass::SCALAR,
            base_type,
            rows: 1,
            columns: 1,
            elements,
            members: Vec::new(),
            name: Some(name.to_string()),
        }
    }

    fn variable(name: &str, start_offset: u32, size: u32, type_desc: TypeDesc) -> Variable {
        Variable {
            name: name.to_string(),
            start_offset,
            size,
            flags: 0,
            type_desc,
            default_value: None,
            texture_sampler_slots: Some([u32::MAX, 0, u32::MAX, 0]),
        }
    }

    /// `cbuffer c1 { float a; float b[2]; int i; struct s { float a; float b; } t; }` as
    /// ps_5_0 reflects it, with t used and a default value on i.
    fn struct_reflection() -> Reflection {
        let float = scalar(VariableType::FLOAT, "float", 0);
        let s = TypeDesc {
            class: VariableClass::STRUCT,
            base_type: VariableType::VOID,
            rows: 1,
            columns: 2,
            elements: 0,
            members: vec![
                Member {
                    name: "a".into(),
                    offset: 0,
                    type_desc: float.clone(),
                },
                Member {
                    name: "b".into(),
                    offset: 4,
                    type_desc: float.clone(),
                },
            ],
            name: Some("s".into()),
        };
        let mut i = variable("i", 36, 4, scalar(VariableType::INT, "int", 0));
        i.default_value = Some(7i32.to_le_bytes().to_vec());
        let mut t = variable("t", 48, 8, s);
        t.flags = 2;
        Reflection {
            target: ShaderVersion {
                program_type: ProgramType::PIXEL,
                major: 5,
                minor: 0,
            },
            flags: 0x100,
            creator: "fxr-view test".into(),
            constant_buffers: vec![ConstantBuffer {
                name: "c1".into(),
                buffer_type: CbufferType::CBUFFER,
                size: 64,
                flags: 0,
                variables: vec![
                    variable("a", 0, 4, float),
                    variable("b", 16, 20, scalar(VariableType::FLOAT, "float", 2)),
                    i,
                    t,
                ],
            }],
            bindings: vec![ResourceBinding {
                name: "c1".into(),
                input_type: ShaderInputType::CBUFFER,
                return_type: ReturnType::NONE,
                dimension: SrvDimension::UNKNOWN,
                sample_count: 0,
                bind_point: 0,
                bind_count: 1,
                flags: 0,
                space: None,
                id: None,
            }],
            interface_slot_count: Some(0),
        }
    }

    fn u32_at(data: &[u8], at: usize) -> u32 {
        u32::from_le_bytes(data[at..at + 4].try_into().unwrap())
    }

    #[test]
    fn rdef_encoding_reads_back_and_shares_as_fxc_does() {
        let reflection = struct_reflection();
        let rdef = write_rdef(&reflection).unwrap();
        assert_eq!(read_rdef(&rdef).unwrap(), reflection);
        assert_eq!(rdef.len() % 4, 0);

        // The layout facts of fxc's struct blob: the cbuffer's name is its binding's (one
        // "c1"), "float", "a" and "b" are written once; the struct's two float members point
        // at one record, which is not the top-level a's; the member records lie just before
        // the struct's record.
        let count = |needle: &[u8]| rdef.windows(needle.len()).filter(|w| *w == needle).count();
        assert_eq!(count(b"c1\0"), 1);
        assert_eq!(count(b"float\0"), 1);
        assert_eq!(count(b"\0a\0"), 1);
        let cb_offset = u32_at(&rdef, 4) as usize;
        assert_eq!(
            u32_at(&rdef, 0x3C),
            u32_at(&rdef, cb_offset),
            "binding and cbuffer share the name"
        );
        let variables = u32_at(&rdef, cb_offset + 8) as usize;
        let type_of = |index: usize| u32_at(&rdef, variables + index * 40 + 16) as usize;
        let t_type = type_of(3);
        let members = u32_at(&rdef, t_type + 12) as usize;
        assert_eq!(members + 2 * 12, t_type);
        let member_a_type = u32_at(&rdef, members + 4);
        let member_b_type = u32_at(&rdef, members + 12 + 4);
        assert_eq!(member_a_type, member_b_type);
        assert_ne!(member_a_type as usize, type_of(0));
        // The member names point at the variables' names.
        assert_eq!(u32_at(&rdef, members), u32_at(&rdef, variables));
        // i's default value follows its type.
        let default = u32_at(&rdef, variables + 2 * 40 + 20) as usize;
        assert_eq!(&rdef[default..default + 4], &7i32.to_le_bytes());
        // The creator comes last, then the filler.
        let creator = u32_at(&rdef, 0x18) as usize;
        assert_eq!(&rdef[creator..creator + 14], b"fxr-view test\0");
        assert!(rdef[creator + 14..].iter().all(|&b| b == 0xAB) && rdef.len() - creator - 14 < 4);
    }

    #[test]
    fn rdef_encoding_reads_back_for_sm4_and_sm5_1() {
        // SM4: 24-byte variables, 16-byte types without names, no RD11 block.
        let mut sm4 = struct_reflection();
        sm4.target.major = 4;
        sm4.interface_slot_count = None;
        for v in &mut sm4.constant_buffers[0].variables {
            v.texture_sampler_slots = None;
            fn strip(t: &mut TypeDesc) {
                t.name = None;
                t.members.iter_mut().for_each(|m| strip(&mut m.type_desc));
            }
            strip(&mut v.type_desc);
        }
        let rdef = write_rdef(&sm4).unwrap();
        assert_eq!(
            u32_at(&rdef, 0x0C),
            0x1C,
            "the bindings follow the SM4 header"
        );
        assert_eq!(read_rdef(&rdef).unwrap(), sm4);

        // SM 5.1: 40-byte bindings with space and id, the reversed magic.
        let mut sm51 = struct_reflection();
        sm51.target.minor = 1;
        sm51.bindings[0].space = Some(3);
        sm51.bindings[0].id = Some(0);
        let rdef = write_rdef(&sm51).unwrap();
        assert_eq!(u32_at(&rdef, 0x1C), RD11_REVERSED);
        assert_eq!(u32_at(&rdef, 0x28), 40);
        assert_eq!(read_rdef(&rdef).unwrap(), sm51);

        // No buffers and no bindings: fxc still points the binding table at 0x3C, and the
        // creator follows the header.
        let empty = Reflection {
            constant_buffers: Vec::new(),
            bindings: Vec::new(),
            ..struct_reflection()
        };
        let rdef = write_rdef(&empty).unwrap();
        assert_eq!(
            [
                u32_at(&rdef, 0),
                u32_at(&rdef, 4),
                u32_at(&rdef, 8),
                u32_at(&rdef, 12),
                u32_at(&rdef, 0x18)
            ],
            [0, 0, 0, 0x3C, 0x3C]
        );
        assert_eq!(read_rdef(&rdef).unwrap(), empty);
    }

    #[test]
    fn encoders_refuse_what_the_format_cannot_hold() {
        let base = struct_reflection();
        let what = |r: &Reflection| match write_rdef(r) {
            Err(FormatError::Invalid { what, .. }) => what,
            other => panic!("expected an error, got {other:?}"),
        };
        let mut r = base.clone();
        r.interface_slot_count = None;
        assert_eq!(what(&r), "interface slot count");
        let mut r = base.clone();
        r.bindings.push(ResourceBinding {
            space: Some(0),
            id: Some(0),
            ..base.bindings[0].clone()
        });
        assert_eq!(what(&r), "binding register spaces");
        let mut r = base.clone();
        r.constant_buffers[0].variables[0].texture_sampler_slots = None;
        assert_eq!(what(&r), "variable texture and sampler slots");
        let mut r = base.clone();
        r.constant_buffers[0].variables[2].default_value = Some(vec![1, 2]);
        assert_eq!(what(&r), "default value");
        let mut r = base.clone();
        r.constant_buffers[0].variables[0].name = "a\0b".into();
        assert_eq!(what(&r), "variable name");
        let mut r = base.clone();
        r.target.program_type = ProgramType::LIBRARY;
        assert_eq!(what(&r), "program type");
        let mut r = base.clone();
        r.target.major = 4;
        r.interface_slot_count = None;
        r.constant_buffers[0]
            .variables
            .iter_mut()
            .for_each(|v| v.texture_sampler_slots = None);
        assert_eq!(what(&r), "type name");

        let element = SignatureElement {
            stream: 1,
            semantic_name: "SV_Target".into(),
            semantic_index: 0,
            system_value: SystemValue::UNDEFINED,
            component_type: ComponentType::FLOAT32,
            register: 0,
            mask: 0xF,
            rw_mask: 0,
            min_precision: MinPrecision::DEFAULT,
        };
        let sig = Signature {
            four_cc: "OSGN".into(),
            elements: vec![element.clone()],
        };
        assert!(matches!(
            write_signature(&sig),
            Err(FormatError::Invalid { what: "stream", .. })
        ));
        let sig = Signature {
            four_cc: "OSG5".into(),
            elements: vec![element],
        };
        assert!(write_signature(&sig).is_ok());
        let sig = Signature {
            four_cc: "SHEX".into(),
            elements: Vec::new(),
        };
        assert!(write_signature(&sig).is_err());

        let part = |code: &str| Dxbc::from_parts(vec![Part::new(code, vec![0; 4])]);
        assert!(matches!(
            part("RDEFX"),
            Err(FormatError::Invalid {
                what: "part fourCC",
                offset: 0x24,
                ..
            })
        ));
        assert!(matches!(
            part("RD€F"),
            Err(FormatError::Invalid {
                what: "part fourCC",
                ..
            })
        ));
        // Any byte is a character (Latin-1), so unusual fourCCs survive a round trip.
        let odd = part("\u{FF}\u{1}AB").unwrap();
        assert_eq!(odd.parts[0].four_cc, "\u{FF}\u{1}AB");
        assert_eq!(&write(&odd).unwrap()[0x24..0x28], &[0xFF, 1, b'A', b'B']);
    }

    /// A pixel program built from parts: reflection, two render targets, no code.
    fn built_program() -> Dxbc {
        let reflection = struct_reflection();
        let target = |index| SignatureElement {
            stream: 0,
            semantic_name: "SV_Target".into(),
            semantic_index: index,
            system_value: SystemValue::TARGET,
            component_type: ComponentType::FLOAT32,
            register: index,
            mask: 0xF,
            rw_mask: 0,
            min_precision: MinPrecision::DEFAULT,
        };
        let osgn = Signature {
            four_cc: "OSGN".into(),
            elements: vec![target(0), target(1)],
        };
        Dxbc::from_parts(vec![
            Part::new("RDEF", write_rdef(&reflection).unwrap()),
            Part::new("OSGN", write_signature(&osgn).unwrap()),
            Part::new("SHEX", empty_program(reflection.target)),
        ])
        .unwrap()
    }

    #[test]
    fn containers_build_from_parts_and_round_trip() {
        let dxbc = built_program();
        assert!(dxbc.checksum_valid);
        assert_eq!(dxbc.reflection.as_ref(), Some(&struct_reflection()));
        let outputs = dxbc.output_signature.as_ref().unwrap();
        assert_eq!(
            outputs
                .elements
                .iter()
                .map(|e| (e.semantic_index, e.register))
                .collect::<Vec<_>>(),
            [(0, 0), (1, 1)]
        );
        let program = dxbc.program.as_ref().unwrap();
        assert_eq!(
            (program.version.to_string().as_str(), program.length_dwords),
            ("ps_5_0 (pixel)", 3)
        );
        // Parts follow the table in order.
        let offsets: Vec<u32> = dxbc.parts.iter().map(|p| p.offset).collect();
        assert_eq!(offsets[0], 0x20 + 3 * 4);
        for (w, p) in offsets.windows(2).zip(&dxbc.parts) {
            assert_eq!(w[1], w[0] + 8 + p.size);
        }
        let bytes = write(&dxbc).unwrap();
        let again = read(&bytes).unwrap();
        assert_eq!(again, dxbc);
        assert_eq!(write(&again).unwrap(), bytes);
    }

    #[test]
    fn built_containers_survive_corruption() {
        let bytes = write(&built_program()).unwrap();
        sweep_corruptions(&bytes, false, |d| {
            let dxbc = read(d)?;
            let _ = dxbc.summary();
            Ok(dxbc)
        });
        fuzz(&bytes);
    }

    #[test]
    fn fuzz_hook_accepts_samples() {
        for name in ["dxbc/shader.dxbc", "dxbc/complex_shader.dxbc"] {
            if let Some(bytes) = sample(name) {
                fuzz(&bytes);
            }
        }
        fuzz(&dxil_container());
        fuzz(&write(&built_program()).unwrap());
        fuzz(b"DXBC");
    }
}
