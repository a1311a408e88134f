//! Vertex members: their types and semantics, how each (semantic, type) pair is stored, and
//! the decoding of a mesh into plain arrays a renderer can upload.
//!
//! | type (hex)              | bytes | semantics and how they decode                                    |
//! |-------------------------|-------|------------------------------------------------------------------|
//! | Float1 (0x00)           | 4     | none known (refused)                                             |
//! | Float2 (0x01)           | 8     | UV: two f32, as stored (no UV factor)                            |
//! | Float3 (0x02)           | 12    | position, normal: three f32; UV: x, y (z dropped)               |
//! | Float4 (0x03)           | 16    | position (w dropped), normal (w dropped), tangent, colour RGBA; UV: two UVs |
//! | Byte4A (0x10)           | 4     | normal, tangent, bitangent: (u8 - 127) / 127; bone weights: i8 / 127; colour: u8 / 255; UV: two i16 / factor |
//! | Byte4B (0x11)           | 4     | bone indices: four u8; normal, tangent, bitangent: (u8 - 127) / 127; UV: two i16 / factor |
//! | Short2toFloat2 (0x12)   | 4     | normal: w, z, y, x as i8 / 127; bone indices: four u8; UV: two i16 / factor |
//! | Byte4C (0x13)           | 4     | bone weights, colour: u8 / 255; normal, tangent, bitangent: (u8 - 127) / 127; UV: two i16 / factor |
//! | Byte4D (0x14)           | 4     | tangent: w, z, y, x as i8 / 127                                  |
//! | UV (0x15)               | 4     | UV: two i16 / factor                                             |
//! | UVPair (0x16)           | 8     | UV: two UVs of two i16 / factor; bone weights: four i16 / 32767  |
//! | UShort2 (0x17)          | 4     | bone indices: two u16                                            |
//! | ShortBoneIndices (0x18) | 8     | bone indices: four u16; normal (Armored Core 6): i16 / 127 - 1   |
//! | Short4toFloat4A (0x1A)  | 8     | bone weights, normal, tangent: i16 / 32767                       |
//! | Half2 (0x2D)            | 4     | UV: two i16 / factor                                             |
//! | Short4toFloat4B (0x2E)  | 8     | normal: (u16 - 32767) / 32767; UV: x, y of four i16 / factor     |
//! | Byte4E (0x2F)           | 4     | bone indices: four u8; normal, tangent, bitangent: (u8 - 127) / 127 |
//! | EdgeCompressed (0xF0)   | 1     | PS3 edge compression (refused)                                   |
//!
//! Semantics: position 0, bone weights 1, bone indices 2, normal 3, UV 5, tangent 6,
//! bitangent 7, vertex colour 10. The UV factor is 2048 from version 0x2000F, 1024 before.
//! Normals keep their fourth value in the stored bytes only. SoulsFormatsNEXT reads a few of
//! the rarer pairs differently (UVPair bone weights as offset u16 / 65535, Byte4C UVs as four
//! u8 / 255, Short4toFloat4B UVs as two UVs); the table follows the original SoulsFormats.

use super::{FORMAT, FaceSet, Flver, uv_factor};
use crate::binary::Limits;
use crate::error::{FormatError, Result};

/// How a member's value is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[repr(u32)]
pub enum MemberType {
    /// One f32.
    Float1 = 0x00,
    /// Two f32.
    Float2 = 0x01,
    /// Three f32.
    Float3 = 0x02,
    /// Four f32.
    Float4 = 0x03,
    /// Four bytes (signed weights, centred normals, unit colours).
    Byte4A = 0x10,
    /// Four unsigned bytes.
    Byte4B = 0x11,
    /// Four bytes read as a reversed signed normal, or two i16 UVs.
    Short2toFloat2 = 0x12,
    /// Four bytes (unit weights and colours, centred normals).
    Byte4C = 0x13,
    /// Four signed bytes, reversed (tangents).
    Byte4D = 0x14,
    /// Two i16 scaled by the UV factor.
    UV = 0x15,
    /// Four i16: two UVs, or bone weights.
    UVPair = 0x16,
    /// Two u16 (bone indices).
    UShort2 = 0x17,
    /// Four u16 (bone indices).
    ShortBoneIndices = 0x18,
    /// Four normalised i16.
    Short4toFloat4A = 0x1A,
    /// Two 16-bit values (UVs).
    Half2 = 0x2D,
    /// Four 16-bit values (centred normals, UVs).
    Short4toFloat4B = 0x2E,
    /// Four bytes.
    Byte4E = 0x2F,
    /// PS3 edge compression.
    EdgeCompressed = 0xF0,
}

impl MemberType {
    /// Every type, in value order.
    pub const ALL: [MemberType; 18] = [
        MemberType::Float1,
        MemberType::Float2,
        MemberType::Float3,
        MemberType::Float4,
        MemberType::Byte4A,
        MemberType::Byte4B,
        MemberType::Short2toFloat2,
        MemberType::Byte4C,
        MemberType::Byte4D,
        MemberType::UV,
        MemberType::UVPair,
        MemberType::UShort2,
        MemberType::ShortBoneIndices,
        MemberType::Short4toFloat4A,
        MemberType::Half2,
        MemberType::Short4toFloat4B,
        MemberType::Byte4E,
        MemberType::EdgeCompressed,
    ];

    /// The type with this stored value.
    pub fn from_u32(v: u32) -> Option<MemberType> {
        Self::ALL.into_iter().find(|t| *t as u32 == v)
    }

    /// The stored size in bytes.
    pub fn size(self) -> usize {
        match self {
            MemberType::EdgeCompressed => 1,
            MemberType::Float2
            | MemberType::UVPair
            | MemberType::ShortBoneIndices
            | MemberType::Short4toFloat4A
            | MemberType::Short4toFloat4B => 8,
            MemberType::Float3 => 12,
            MemberType::Float4 => 16,
            _ => 4,
        }
    }
}

/// What a member's value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[repr(u32)]
pub enum Semantic {
    /// The vertex's position.
    Position = 0,
    /// Weights of the bones the vertex follows.
    BoneWeights = 1,
    /// The bones the vertex follows (indices into the mesh's bone indices, or the bones).
    BoneIndices = 2,
    /// The normal.
    Normal = 3,
    /// Texture coordinates.
    UV = 5,
    /// A tangent (w: the bitangent's sign).
    Tangent = 6,
    /// The bitangent.
    Bitangent = 7,
    /// A vertex colour.
    VertexColor = 10,
}

impl Semantic {
    /// Every semantic, in value order.
    pub const ALL: [Semantic; 8] = [
        Semantic::Position,
        Semantic::BoneWeights,
        Semantic::BoneIndices,
        Semantic::Normal,
        Semantic::UV,
        Semantic::Tangent,
        Semantic::Bitangent,
        Semantic::VertexColor,
    ];

    /// The semantic with this stored value.
    pub fn from_u32(v: u32) -> Option<Semantic> {
        Self::ALL.into_iter().find(|s| *s as u32 == v)
    }
}

/// How one stored scalar becomes a float.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scalar {
    /// An f32 as is.
    F32,
    /// (u8 - 127) / 127.
    U8Centred,
    /// i8 / 127.
    S8,
    /// u8 / 255.
    U8Unit,
    /// An integer u8.
    U8Int,
    /// i16 / 32767.
    S16,
    /// (u16 - 32767) / 32767.
    U16Centred,
    /// i16 / 127 - 1 (Armored Core 6 normals).
    S16Ac6,
    /// An integer u16.
    U16Int,
    /// i16 / the UV factor.
    S16Uv,
}

impl Scalar {
    fn size(self) -> usize {
        match self {
            Scalar::F32 => 4,
            Scalar::U8Centred | Scalar::S8 | Scalar::U8Unit | Scalar::U8Int => 1,
            _ => 2,
        }
    }

    fn decode(self, b: &[u8], uv: f32) -> f32 {
        let u16v = || u16::from_le_bytes([b[0], b.get(1).copied().unwrap_or(0)]);
        match self {
            Scalar::F32 => f32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            Scalar::U8Centred => (f32::from(b[0]) - 127.0) / 127.0,
            Scalar::S8 => f32::from(b[0] as i8) / 127.0,
            Scalar::U8Unit => f32::from(b[0]) / 255.0,
            Scalar::U8Int => f32::from(b[0]),
            Scalar::S16 => f32::from(u16v() as i16) / 32767.0,
            Scalar::U16Centred => (f32::from(u16v()) - 32767.0) / 32767.0,
            Scalar::S16Ac6 => f32::from(u16v() as i16) / 127.0 - 1.0,
            Scalar::U16Int => f32::from(u16v()),
            Scalar::S16Uv => f32::from(u16v() as i16) / uv,
        }
    }

    /// The stored integer behind a decoded value (a normal's fourth value holds a bone index
    /// in the same scalar form as its direction).
    fn stored_integer(self, v: f32) -> f32 {
        match self {
            Scalar::U8Centred => v * 127.0 + 127.0,
            Scalar::S8 => v * 127.0,
            Scalar::S16 => v * 32767.0,
            Scalar::U16Centred => v * 32767.0 + 32767.0,
            Scalar::S16Ac6 => (v + 1.0) * 127.0,
            Scalar::U8Unit => v * 255.0,
            Scalar::S16Uv | Scalar::F32 | Scalar::U8Int | Scalar::U16Int => v,
        }
    }

    /// The largest integer the scalar stores (none for floats).
    fn largest_integer(self) -> Option<u32> {
        match self {
            Scalar::F32 => None,
            Scalar::U8Centred | Scalar::U8Unit | Scalar::U8Int => Some(255),
            Scalar::S8 => Some(127),
            Scalar::S16 | Scalar::S16Ac6 | Scalar::S16Uv => Some(32767),
            Scalar::U16Centred | Scalar::U16Int => Some(65535),
        }
    }

    /// The decoded value of a stored integer ([`Scalar::stored_integer`]'s inverse).
    fn value_of_stored_integer(self, i: f32) -> f32 {
        match self {
            Scalar::U8Centred => (i - 127.0) / 127.0,
            Scalar::S8 => i / 127.0,
            Scalar::S16 => i / 32767.0,
            Scalar::U16Centred => (i - 32767.0) / 32767.0,
            Scalar::S16Ac6 => i / 127.0 - 1.0,
            Scalar::U8Unit => i / 255.0,
            Scalar::S16Uv | Scalar::F32 | Scalar::U8Int | Scalar::U16Int => i,
        }
    }

    fn encode(self, v: f32, uv: f32, out: &mut Vec<u8>) {
        let clamp = |x: f32, lo: f32, hi: f32| x.round().clamp(lo, hi);
        match self {
            Scalar::F32 => out.extend(v.to_le_bytes()),
            Scalar::U8Centred => out.push(clamp(v * 127.0 + 127.0, 0.0, 255.0) as u8),
            Scalar::S8 => out.push(clamp(v * 127.0, -128.0, 127.0) as i8 as u8),
            Scalar::U8Unit => out.push(clamp(v * 255.0, 0.0, 255.0) as u8),
            Scalar::U8Int => out.push(clamp(v, 0.0, 255.0) as u8),
            Scalar::S16 => out.extend((clamp(v * 32767.0, -32768.0, 32767.0) as i16).to_le_bytes()),
            Scalar::U16Centred => {
                out.extend((clamp(v * 32767.0 + 32767.0, 0.0, 65535.0) as u16).to_le_bytes())
            }
            Scalar::S16Ac6 => {
                out.extend((clamp((v + 1.0) * 127.0, -32768.0, 32767.0) as i16).to_le_bytes())
            }
            Scalar::U16Int => out.extend((clamp(v, 0.0, 65535.0) as u16).to_le_bytes()),
            Scalar::S16Uv => out.extend((clamp(v * uv, -32768.0, 32767.0) as i16).to_le_bytes()),
        }
    }
}

/// Where a member's decoded value goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Channel {
    Position,
    Normal,
    Tangent,
    Bitangent,
    Uv,
    Color,
    BoneIndices,
    BoneWeights,
}

/// How a (semantic, type) pair is stored: `count` scalars of one kind, maybe in reverse
/// order (w, z, y, x), giving `uv_sets` UVs for a UV member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Codec {
    pub channel: Channel,
    pub scalar: Scalar,
    pub count: usize,
    pub reversed: bool,
    pub uv_sets: usize,
}

/// The storage of a (semantic, type) pair, or `None` when the pair is not known.
pub(crate) fn codec(semantic: Semantic, t: MemberType) -> Option<Codec> {
    use MemberType as T;
    use Scalar as S;
    let c = |channel, scalar, count| Codec {
        channel,
        scalar,
        count,
        reversed: false,
        uv_sets: 0,
    };
    let uv = |scalar, count, uv_sets| Codec {
        channel: Channel::Uv,
        scalar,
        count,
        reversed: false,
        uv_sets,
    };
    let reversed = |channel| Codec {
        channel,
        scalar: S::S8,
        count: 4,
        reversed: true,
        uv_sets: 0,
    };
    Some(match semantic {
        Semantic::Position => match t {
            T::Float3 => c(Channel::Position, S::F32, 3),
            T::Float4 => c(Channel::Position, S::F32, 4),
            _ => return None,
        },
        Semantic::BoneWeights => match t {
            T::Byte4A => c(Channel::BoneWeights, S::S8, 4),
            T::Byte4C => c(Channel::BoneWeights, S::U8Unit, 4),
            T::UVPair | T::Short4toFloat4A => c(Channel::BoneWeights, S::S16, 4),
            _ => return None,
        },
        Semantic::BoneIndices => match t {
            T::Byte4B | T::Byte4E | T::Short2toFloat2 => c(Channel::BoneIndices, S::U8Int, 4),
            T::ShortBoneIndices => c(Channel::BoneIndices, S::U16Int, 4),
            T::UShort2 => c(Channel::BoneIndices, S::U16Int, 2),
            _ => return None,
        },
        Semantic::Normal => match t {
            T::Float3 => c(Channel::Normal, S::F32, 3),
            T::Float4 => c(Channel::Normal, S::F32, 4),
            T::Byte4A | T::Byte4B | T::Byte4C | T::Byte4E => c(Channel::Normal, S::U8Centred, 4),
            T::Short2toFloat2 => reversed(Channel::Normal),
            T::Short4toFloat4A => c(Channel::Normal, S::S16, 4),
            T::Short4toFloat4B => c(Channel::Normal, S::U16Centred, 4),
            T::ShortBoneIndices => c(Channel::Normal, S::S16Ac6, 4),
            _ => return None,
        },
        Semantic::UV => match t {
            T::Float2 => uv(S::F32, 2, 1),
            T::Float3 => uv(S::F32, 3, 1),
            T::Float4 => uv(S::F32, 4, 2),
            T::Byte4A | T::Byte4B | T::Short2toFloat2 | T::Byte4C | T::UV | T::Half2 => {
                uv(S::S16Uv, 2, 1)
            }
            T::UVPair => uv(S::S16Uv, 4, 2),
            T::Short4toFloat4B => uv(S::S16Uv, 4, 1),
            _ => return None,
        },
        Semantic::Tangent => match t {
            T::Float4 => c(Channel::Tangent, S::F32, 4),
            T::Byte4A | T::Byte4B | T::Byte4C | T::Byte4E => c(Channel::Tangent, S::U8Centred, 4),
            T::Short4toFloat4A => c(Channel::Tangent, S::S16, 4),
            T::Byte4D => reversed(Channel::Tangent),
            _ => return None,
        },
        Semantic::Bitangent => match t {
            T::Byte4A | T::Byte4B | T::Byte4C | T::Byte4E => c(Channel::Bitangent, S::U8Centred, 4),
            _ => return None,
        },
        Semantic::VertexColor => match t {
            T::Float4 => c(Channel::Color, S::F32, 4),
            T::Byte4A | T::Byte4C => c(Channel::Color, S::U8Unit, 4),
            _ => return None,
        },
    })
}

/// A mesh's vertices as plain arrays, one entry per vertex (empty when the layout lacks the
/// member). Repeatable members (UVs, tangents, colours) give one array per set, in the order
/// of the layouts; of a single member stored twice, the first is kept.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize)]
pub struct Vertices {
    /// Positions.
    pub positions: Vec<[f32; 3]>,
    /// Normals.
    pub normals: Vec<[f32; 3]>,
    /// The bone a static mesh's vertex is bound to, which the normal's fourth value holds
    /// when the normal is stored with four values (empty otherwise; SoulsFormats' `NormalW`). The writer stores it there (0 for vertices it lacks).
    pub normal_bones: Vec<u32>,
    /// Tangent sets (xyz, w the bitangent's sign).
    pub tangents: Vec<Vec<[f32; 4]>>,
    /// Bitangents.
    pub bitangents: Vec<[f32; 4]>,
    /// UV sets.
    pub uvs: Vec<Vec<[f32; 2]>>,
    /// Colour sets, RGBA from 0 to 1.
    pub colors: Vec<Vec<[f32; 4]>>,
    /// Bone indices (into the mesh's bone indices when it has some, else the bones).
    pub bone_indices: Vec<[u32; 4]>,
    /// Bone weights.
    pub bone_weights: Vec<[f32; 4]>,
}

impl Vertices {
    /// The number of vertices (that of the positions).
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether there are no vertices.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }
}

/// A face set decoded to a triangle list.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct DecodedFaceSet {
    /// The face set's flags (LOD, motion blur).
    pub flags: u32,
    /// Whether back faces are culled.
    pub cull_backfaces: bool,
    /// Three vertex indices per triangle.
    pub triangles: Vec<u32>,
}

impl DecodedFaceSet {
    /// Whether the set draws the full model (no LOD or motion-blur flag).
    pub fn is_main(&self) -> bool {
        self.flags & (super::FACE_SET_LOD1 | super::FACE_SET_LOD2 | super::FACE_SET_MOTION_BLUR)
            == 0
    }
}

/// A mesh decoded for drawing: GPU-agnostic arrays and triangle lists.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct DecodedMesh {
    /// The material (index into [`Flver::materials`]).
    pub material_index: u32,
    /// The bone a static mesh follows (-1: none).
    pub default_bone_index: i32,
    /// What the vertices' bone indices refer to (empty: the bones themselves).
    pub bone_indices: Vec<i32>,
    /// The vertices.
    pub vertices: Vertices,
    /// Every face set of the mesh, as triangle lists.
    pub face_sets: Vec<DecodedFaceSet>,
}

impl DecodedMesh {
    /// The triangles of the full-detail face set (the first without LOD or motion-blur flags,
    /// else the first set), three indices each; empty without face sets.
    pub fn triangles(&self) -> &[u32] {
        self.face_sets
            .iter()
            .find(|f| f.is_main())
            .or(self.face_sets.first())
            .map_or(&[], |f| &f.triangles)
    }

    /// The box around the vertices, or `None` without vertices.
    pub fn bounds(&self) -> Option<super::BoundingBox> {
        super::BoundingBox::around(self.vertices.positions.iter().copied())
    }
}

fn decode_error(
    what: &'static str,
    expected: impl std::fmt::Display,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, 0, what, expected, found)
}

impl Flver {
    /// Decodes mesh `index` with the default [`Limits`]; see [`Flver::decode_mesh_with_limits`].
    pub fn decode_mesh(&self, index: usize) -> Result<DecodedMesh> {
        self.decode_mesh_with_limits(index, &Limits::default())
    }

    /// Decodes mesh `index`: its vertices from every vertex buffer it reads, and each face
    /// set as a triangle list. Fails (offset 0: the data is no longer the file) when a
    /// reference is out of range, the buffers disagree on the vertex count, a buffer's size
    /// is not its layout's, or a triangle names a vertex the mesh does not have.
    pub fn decode_mesh_with_limits(&self, index: usize, limits: &Limits) -> Result<DecodedMesh> {
        let mesh = self
            .meshes
            .get(index)
            .ok_or_else(|| decode_error("mesh", format!("below {}", self.meshes.len()), index))?;
        let uv = uv_factor(self.header.version);
        let vertex_count = self.mesh_vertex_count(mesh);
        let mut out = Vertices::default();
        for &b in &mesh.vertex_buffer_indices {
            let buffer = self.vertex_buffers.get(b as usize).ok_or_else(|| {
                decode_error(
                    "mesh vertex buffer",
                    format!("below {}", self.vertex_buffers.len()),
                    b,
                )
            })?;
            if buffer.vertex_count as usize != vertex_count {
                return Err(decode_error(
                    "vertex buffer vertex count",
                    vertex_count,
                    buffer.vertex_count,
                ));
            }
            let layout = self
                .buffer_layouts
                .get(buffer.layout_index as usize)
                .ok_or_else(|| {
                    decode_error(
                        "vertex buffer layout",
                        format!("below {}", self.buffer_layouts.len()),
                        buffer.layout_index,
                    )
                })?;
            let stride = layout.size();
            if buffer.data.len() != stride * vertex_count {
                return Err(decode_error(
                    "vertex buffer size",
                    stride * vertex_count,
                    buffer.data.len(),
                ));
            }
            // Each decoded member takes at most 32 bytes a vertex.
            let decoded = (vertex_count as u64)
                .saturating_mul(layout.members.len() as u64)
                .saturating_mul(32);
            limits.check(FORMAT, 0, "decoded vertices", decoded)?;
            let mut offset = 0;
            for member in &layout.members {
                let size = member.member_type.size();
                let codec = codec(member.semantic, member.member_type).ok_or_else(|| {
                    decode_error(
                        "member type",
                        format!("a known form of {:?}", member.semantic),
                        format!("{:?}", member.member_type),
                    )
                })?;
                decode_member(
                    &mut out,
                    codec,
                    &buffer.data,
                    stride,
                    offset,
                    vertex_count,
                    uv,
                );
                offset += size;
            }
        }
        let mut face_sets = Vec::with_capacity(mesh.face_set_indices.len());
        for &f in &mesh.face_set_indices {
            let fs: &FaceSet = self.face_sets.get(f as usize).ok_or_else(|| {
                decode_error(
                    "mesh face set",
                    format!("below {}", self.face_sets.len()),
                    f,
                )
            })?;
            let triangles = fs.triangles(vertex_count);
            if let Some(&bad) = triangles.iter().find(|&&i| i as usize >= vertex_count) {
                return Err(decode_error(
                    "face set index",
                    format!("below the vertex count {vertex_count}"),
                    bad,
                ));
            }
            face_sets.push(DecodedFaceSet {
                flags: fs.flags,
                cull_backfaces: fs.cull_backfaces,
                triangles,
            });
        }
        Ok(DecodedMesh {
            material_index: mesh.material_index,
            default_bone_index: mesh.default_bone_index,
            bone_indices: mesh.bone_indices.clone(),
            vertices: out,
            face_sets,
        })
    }
}

/// The member's scalars of vertex `v`, in x, y, z, w order.
fn scalars(codec: Codec, data: &[u8], at: usize, uv: f32) -> [f32; 4] {
    let mut v = [0.0f32; 4];
    let size = codec.scalar.size();
    for (i, slot) in v.iter_mut().enumerate().take(codec.count) {
        let b = &data[at + i * size..at + (i + 1) * size];
        *slot = codec.scalar.decode(b, uv);
    }
    if codec.reversed {
        v.reverse();
    }
    v
}

fn decode_member(
    out: &mut Vertices,
    codec: Codec,
    data: &[u8],
    stride: usize,
    offset: usize,
    count: usize,
    uv: f32,
) {
    let values = (0..count).map(|v| scalars(codec, data, v * stride + offset, uv));
    match codec.channel {
        Channel::Position if out.positions.is_empty() => {
            out.positions = values.map(|s| [s[0], s[1], s[2]]).collect();
        }
        Channel::Normal if out.normals.is_empty() => {
            let all: Vec<[f32; 4]> = values.collect();
            out.normals = all.iter().map(|s| [s[0], s[1], s[2]]).collect();
            // The fourth value as the integer it stores.
            // Reversed members (w, z, y, x) are turned back by `scalars`: w is still last.
            if codec.count == 4 {
                let bone = |w: f32| codec.scalar.stored_integer(w).round().max(0.0) as u32;
                out.normal_bones = all.iter().map(|s| bone(s[3])).collect();
            }
        }
        Channel::Bitangent if out.bitangents.is_empty() => out.bitangents = values.collect(),
        Channel::BoneWeights if out.bone_weights.is_empty() => out.bone_weights = values.collect(),
        Channel::BoneIndices if out.bone_indices.is_empty() => {
            out.bone_indices = values.map(|s| s.map(|x| x as u32)).collect();
        }
        Channel::Tangent => out.tangents.push(values.collect()),
        Channel::Color => out.colors.push(values.collect()),
        Channel::Uv => {
            let all: Vec<[f32; 4]> = values.collect();
            out.uvs.push(all.iter().map(|s| [s[0], s[1]]).collect());
            if codec.uv_sets == 2 {
                out.uvs.push(all.iter().map(|s| [s[2], s[3]]).collect());
            }
        }
        // A single member stored a second time: the first is kept.
        _ => {}
    }
}

/// Encodes `vertices` in `layout`'s format (for building models; a read model keeps its
/// bytes). Singles (position, normal…) are written for every member that stores them;
/// repeatable members take the next unused set. Fails when the layout needs something the
/// vertices lack.
pub fn encode_vertices(
    layout: &super::BufferLayout,
    vertices: &Vertices,
    version: u32,
) -> Result<Vec<u8>> {
    let uv = uv_factor(version);
    let count = vertices.len();
    let missing = |what: &'static str| decode_error(what, "a value for every vertex", "none");
    let mut columns: Vec<(Codec, Vec<[f32; 4]>)> = Vec::new();
    let (mut uv_set, mut tangent_set, mut color_set) = (0, 0, 0);
    for member in &layout.members {
        let codec = codec(member.semantic, member.member_type).ok_or_else(|| {
            decode_error(
                "member type",
                format!("a known form of {:?}", member.semantic),
                format!("{:?}", member.member_type),
            )
        })?;
        let pad3 = |v: &[[f32; 3]]| -> Vec<[f32; 4]> {
            v.iter().map(|p| [p[0], p[1], p[2], 0.0]).collect()
        };
        let column: Vec<[f32; 4]> = match codec.channel {
            Channel::Position => pad3(&vertices.positions),
            Channel::Normal => {
                // The fourth value holds the vertex's bone where one is given; one the member
                // cannot store is refused, not cut.
                if let (Some(largest), Some(&bone)) = (
                    codec.scalar.largest_integer(),
                    vertices.normal_bones.iter().max(),
                ) && bone > largest
                {
                    return Err(decode_error(
                        "normal bone index",
                        format!("at most {largest} in a {:?} normal", member.member_type),
                        bone,
                    ));
                }
                let bone = |k: usize| {
                    let stored = vertices.normal_bones.get(k).map_or(0.0, |&b| b as f32);
                    codec.scalar.value_of_stored_integer(stored)
                };
                vertices
                    .normals
                    .iter()
                    .enumerate()
                    .map(|(k, n)| [n[0], n[1], n[2], bone(k)])
                    .collect()
            }
            Channel::Bitangent => vertices.bitangents.clone(),
            Channel::BoneWeights => vertices.bone_weights.clone(),
            Channel::BoneIndices => vertices
                .bone_indices
                .iter()
                .map(|i| i.map(|x| x as f32))
                .collect(),
            Channel::Tangent => {
                tangent_set += 1;
                vertices
                    .tangents
                    .get(tangent_set - 1)
                    .cloned()
                    .unwrap_or_default()
            }
            Channel::Color => {
                color_set += 1;
                vertices
                    .colors
                    .get(color_set - 1)
                    .cloned()
                    .unwrap_or_default()
            }
            Channel::Uv => {
                let first = vertices.uvs.get(uv_set).ok_or_else(|| missing("UV set"))?;
                let second = if codec.uv_sets == 2 {
                    Some(
                        vertices
                            .uvs
                            .get(uv_set + 1)
                            .ok_or_else(|| missing("UV set"))?,
                    )
                } else {
                    None
                };
                uv_set += codec.uv_sets;
                (0..first.len())
                    .map(|i| {
                        let a = first[i];
                        let b = second.and_then(|s| s.get(i)).copied().unwrap_or([0.0; 2]);
                        [a[0], a[1], b[0], b[1]]
                    })
                    .collect()
            }
        };
        if column.len() != count {
            return Err(missing(match codec.channel {
                Channel::Position => "positions",
                Channel::Normal => "normals",
                Channel::Tangent => "tangents",
                Channel::Bitangent => "bitangents",
                Channel::Uv => "UVs",
                Channel::Color => "colours",
                Channel::BoneIndices => "bone indices",
                Channel::BoneWeights => "bone weights",
            }));
        }
        columns.push((codec, column));
    }
    let mut out = Vec::with_capacity(layout.size() * count);
    for v in 0..count {
        for (codec, column) in &columns {
            let mut s = column[v];
            if codec.reversed {
                s.reverse();
            }
            for &x in s.iter().take(codec.count) {
                codec.scalar.encode(x, uv, &mut out);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_codec_fills_its_member_exactly() {
        for t in MemberType::ALL {
            for s in Semantic::ALL {
                if let Some(c) = codec(s, t) {
                    assert_eq!(c.count * c.scalar.size(), t.size(), "{s:?} {t:?}");
                }
            }
        }
        assert_eq!(MemberType::from_u32(0x2F), Some(MemberType::Byte4E));
        assert_eq!(MemberType::from_u32(0x19), None);
        assert_eq!(Semantic::from_u32(10), Some(Semantic::VertexColor));
        assert_eq!(Semantic::from_u32(4), None);
    }

    #[test]
    fn scalars_decode_as_documented() {
        // (scalar, stored bytes, UV factor, value).
        let cases: [(Scalar, &[u8], f32, f32); 10] = [
            (Scalar::F32, &1.5f32.to_le_bytes(), 2048.0, 1.5),
            (Scalar::U8Centred, &[254], 2048.0, 1.0),
            (Scalar::U8Centred, &[127], 2048.0, 0.0),
            (Scalar::S8, &[0x81], 2048.0, -1.0),
            (Scalar::U8Unit, &[255], 2048.0, 1.0),
            (Scalar::S16, &[0xFF, 0x7F], 2048.0, 1.0),
            (Scalar::U16Centred, &[0xFF, 0x7F], 2048.0, 0.0),
            (Scalar::S16Ac6, &[254, 0], 2048.0, 1.0),
            (Scalar::S16Uv, &[0x00, 0x08], 2048.0, 1.0),
            (Scalar::S16Uv, &[0x00, 0x08], 1024.0, 2.0),
        ];
        for (scalar, bytes, uv, value) in cases {
            assert_eq!(scalar.decode(bytes, uv), value, "{scalar:?} {bytes:02x?}");
            let mut back = Vec::new();
            scalar.encode(value, uv, &mut back);
            assert_eq!(back, bytes, "{scalar:?} {value}");
        }
    }

    /// A normal's fourth value stores the vertex's bone: written and read back, and refused
    /// when the member's bytes cannot hold it.
    #[test]
    fn normal_bones_round_trip_and_are_refused_when_too_large() {
        use super::super::{BufferLayout, LayoutMember};
        let layout = BufferLayout {
            members: vec![
                LayoutMember::new(MemberType::Float3, Semantic::Position, 0),
                LayoutMember::new(MemberType::Byte4B, Semantic::Normal, 0),
            ],
        };
        let mut vertices = Vertices {
            positions: vec![[0.0; 3]; 3],
            normals: vec![[0.0, 0.0, 1.0]; 3],
            normal_bones: vec![0, 7, 255],
            ..Default::default()
        };
        let bytes = encode_vertices(&layout, &vertices, 0x20014).unwrap();
        let mut back = Vertices::default();
        let codec = codec(Semantic::Normal, MemberType::Byte4B).unwrap();
        decode_member(&mut back, codec, &bytes, 16, 12, 3, 2048.0);
        assert_eq!(back.normal_bones, vec![0, 7, 255]);
        vertices.normal_bones[1] = 300;
        let error = encode_vertices(&layout, &vertices, 0x20014).unwrap_err();
        assert!(error.to_string().contains("normal bone index"), "{error}");
    }
}
