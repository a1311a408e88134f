//! The numbered values the parts store (stages, buffer, variable and resource types, system
//! values, component types, precisions): each a `u32` newtype that keeps unknown values,
//! with a name per known value for display and serialization.

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
