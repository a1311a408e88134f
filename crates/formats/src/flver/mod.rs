//! FLVER2: the model format of Dark Souls 2 to Elden Ring Nightreign (`*.flver`, usually
//! inside a `*.flver.dcx` or a binder). A model is a set of meshes; each mesh names a material,
//! draws one or more face sets (index lists: the full model, its LODs, a motion-blur variant)
//! and reads its vertices from one or more vertex buffers whose bytes a buffer layout describes.
//!
//! This reader takes versions 0x20010 (Dark Souls 2) to 0x20021, little-endian: 0x20013 and
//! 0x20014 are Dark Souls 3 and Bloodborne, 0x20016 and 0x2001A Sekiro (0x2001A also Elden
//! Ring), 0x2001B Armored Core 6, 0x20021 Elden Ring Nightreign. 0x20021 has the records,
//! sizes and member types of 0x2001A; its models differ only in where an empty bone-index list
//! points (below). Big-endian (console) files, edge-compressed face sets and vertex buffers
//! (PS3) and SpeedTree layouts are refused with
//! [`FormatError::Unsupported`](crate::FormatError::Unsupported) naming the offset. Strings are
//! UTF-16LE, or Shift-JIS when the header's `unicode` byte is 0.
//!
//! **Header** (0x80 bytes):
//!
//! | offset | type    | meaning                                                              |
//! |--------|---------|----------------------------------------------------------------------|
//! | 0x00   | char[6] | magic `FLVER\0`                                                      |
//! | 0x06   | char[2] | byte order: `L\0` (little) or `B\0` (big, refused)                   |
//! | 0x08   | u32     | version                                                              |
//! | 0x0C   | u32     | data offset: where index and vertex data start                       |
//! | 0x10   | u32     | data length                                                          |
//! | 0x14   | i32 ×5  | counts: dummies, materials, bones, meshes, vertex buffers            |
//! | 0x28   | f32 ×6  | bounding box min, max                                                |
//! | 0x40   | i32     | face count, without motion-blur sets and degenerate strip triangles  |
//! | 0x44   | i32     | total face count (see [`Flver::face_counts`])                        |
//! | 0x48   | u8      | index size of every face set (0, 16 or 32; 8 = edge-compressed); 0 from 0x20013, each face set then says |
//! | 0x49   | u8      | 1 = UTF-16 strings, 0 = Shift-JIS                                    |
//! | 0x4A   | u8 ×2   | unknown                                                              |
//! | 0x4C   | i32     | unknown                                                              |
//! | 0x50   | i32 ×3  | counts: face sets, buffer layouts, textures                          |
//! | 0x5C   | u8 ×2   | unknown, then two zero bytes                                         |
//! | 0x60   | i32 ×2  | zero                                                                 |
//! | 0x68   | i32     | unknown (0 to 5); from 0x20014 its high half -32768 marks a SpeedTree model |
//! | 0x6C   | i32 ×2  | zero                                                                 |
//! | 0x74   | i32     | unknown (0 or 0x10)                                                  |
//! | 0x78   | i32 ×2  | zero                                                                 |
//!
//! Then, one after the other: the dummies (0x40 each), materials (0x20), bones (0x80), meshes
//! (0x30), face sets (0x20), vertex buffers (0x20), buffer layouts (0x10), textures (0x20) and,
//! from 0x2001A, the skeleton set (0x20). Everything else is reached through offsets, which
//! are from the file start except those of index and vertex data (from the data offset).
//!
//! | record        | layout                                                                       |
//! |---------------|------------------------------------------------------------------------------|
//! | dummy         | f32×3 position, u8×4 colour (ARGB; BGRA in 0x20010), f32×3 forward, i16 reference id, i16 parent bone, f32×3 upward, i16 attach bone, u8 flag, u8 use-upward, i32, i32, 8 zero bytes |
//! | material      | u32 name offset, u32 MTD/MATBIN path offset, i32 texture count, i32 first texture, i32 flags, u32 GX list offset (0 = none), i32 unknown, i32 0 |
//! | bone          | f32×3 translation, u32 name offset, f32×3 rotation (radians), i16 parent, i16 first child, f32×3 scale, i16 next sibling, i16 previous sibling, f32×3 box min, i32 unknown, f32×3 box max, 0x34 zero bytes |
//! | mesh          | u8 dynamic, 3 zero bytes, i32 material, i32 0, i32 0, i32 default bone, i32 bone count, u32 box offset (0 = none), u32 bone indices offset (with no bone indices: see [`EmptyBoneIndices`]), i32 face set count, u32 face set indices offset, i32 vertex buffer count, u32 vertex buffer indices offset |
//! | mesh box      | f32×3 min, f32×3 max; from 0x2001A f32×3 more (unknown)                      |
//! | face set      | u32 flags, u8 triangle strip, u8 cull back faces, i16 unknown, i32 index count, u32 index offset (data), i32 index bytes, i32 0, i32 index size (0 = the header's, 16, 32), i32 0 |
//! | vertex buffer | i32 buffer index (0x60000000 bits = edge-compressed), i32 layout, i32 vertex size, i32 vertex count, i32 0, i32 0, i32 buffer bytes, u32 buffer offset (data) |
//! | buffer layout | i32 member count, i32 0, i32 0, u32 members offset                           |
//! | member (0x14) | i32 unknown (0 to 2), i32 offset in the vertex, u32 type, u32 semantic, i32 index |
//! | texture       | u32 path offset, u32 type name offset, f32×2 scale, u8, u8, 2 zero bytes, f32×3 |
//! | skeleton set  | i16 count, i16 count, u32 offset, u32 offset, 20 zero bytes; entries of 0x10: i16×4 parent/child/next/previous, i32 bone, i32 0 |
//! | GX list       | items (char[4] id, i32 unknown, i32 length with this header, bytes) until an id of 0x7FFFFFFF or -1; that terminator has an i32 and an i32 length, then length - 12 zero bytes |
//!
//! Face set flags: 0x01000000 and 0x02000000 mark LOD levels 1 and 2, 0x40000000 edge
//! compression, 0x80000000 a motion-blur set. A triangle strip restarts at index 0xFFFF (when
//! the mesh has fewer than 0xFFFF vertices) or 0xFFFFFFFF; a strip triangle with two equal
//! indices is degenerate and drawn as nothing, but still flips the winding. Member types and
//! semantics, and how each decodes, are in [`vertex`]; UVs stored as integers are divided by
//! 2048 from version 0x2000F (1024 before).
//!
//! The writer lays a file out in the order above, then: layout members, mesh boxes, mesh bone
//! indices, face set indices, vertex buffer indices, GX lists, material and texture strings,
//! bone names (each group 16-byte aligned), then the data (each face set's indices and each
//! vertex buffer 16-byte aligned, mesh by mesh). Game files are laid out the same way, so a
//! read file is written back byte for byte (every model of the real-file sample is).
//!
//! Two things the records do not fix differ between files; the reader records them in
//! [`FileLayout`] and the writer reproduces them:
//!
//! - **An empty bone-index list** points at the start of the bone-index group (Dark Souls 3 to
//!   Elden Ring) or is 0 (Nightreign's 0x20021 models): [`EmptyBoneIndices`].
//! - **GX lists** are written once per list in the order materials first name them, and a
//!   material whose list is the same as the end of a list written before it points into that
//!   list instead of a copy (two Elden Ring models: a material's `GX00` list points at the
//!   `GX00` item inside another material's `GXMD`, `GX00` list): [`GxListSharing`].
//!
//! Sources: SoulsFormats' FLVER2 (JKAnderson/SoulsFormats and soulsmods/SoulsFormatsNEXT,
//! which reads 0x20021 as 0x2001A), checked against the Bloodborne samples and the real-file
//! corpus (`docs/corpus.md`: Dark Souls 3, Elden Ring and Nightreign effect models).

mod fixture;
pub mod geometry;
mod read;
pub mod summary;
pub mod vertex;
mod write;

#[cfg(test)]
mod tests;

pub use fixture::{fixture, fixture_layouts, fixture_vertices};
pub use geometry::{MeshGeometry, ModelGeometry, ModelTexture, ModelVertex};
pub use read::{check_header, read, read_with_limits};
pub use vertex::{DecodedFaceSet, DecodedMesh, MemberType, Semantic, Vertices};
pub use write::write;

/// The name errors are reported under.
pub const FORMAT: &str = "FLVER";

/// The oldest version read (Dark Souls 2).
pub const MIN_VERSION: u32 = 0x20010;
/// The newest version read (Elden Ring Nightreign).
pub const MAX_VERSION: u32 = 0x20021;

/// The versions the games wrote, and who wrote them.
pub const KNOWN_VERSIONS: [(u32, &str); 8] = [
    (0x20010, "Dark Souls 2"),
    (0x20013, "Dark Souls 3, Bloodborne"),
    (0x20014, "Dark Souls 3, Bloodborne"),
    (0x20016, "Sekiro (test models)"),
    (0x20017, "Elden Ring (some models)"),
    (0x2001A, "Sekiro, Elden Ring"),
    (0x2001B, "Armored Core 6"),
    (0x20021, "Elden Ring Nightreign"),
];

/// Face set flag: the first level of detail.
pub const FACE_SET_LOD1: u32 = 0x0100_0000;
/// Face set flag: the second level of detail.
pub const FACE_SET_LOD2: u32 = 0x0200_0000;
/// Face set flag: edge-compressed indices (PS3; not read).
pub const FACE_SET_EDGE_COMPRESSED: u32 = 0x4000_0000;
/// Face set flag: the set drawn for motion blur.
pub const FACE_SET_MOTION_BLUR: u32 = 0x8000_0000;

/// The bits of a vertex buffer's index that mark an edge-compressed buffer.
pub const BUFFER_EDGE_COMPRESSED: i32 = 0x6000_0000;

/// A model.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Flver {
    /// The header's values (counts and offsets are derived from the lists below).
    pub header: Header,
    /// Points attached to bones that effects and game logic refer to by id.
    pub dummies: Vec<Dummy>,
    /// Materials, usually one per mesh.
    pub materials: Vec<Material>,
    /// GX lists (shader settings): one per offset materials point at, in the order materials
    /// first name them; several materials may share one.
    pub gx_lists: Vec<GxList>,
    /// Bones (the FLVER's nodes), in file order.
    pub bones: Vec<Bone>,
    /// Meshes, each drawing face sets with a material.
    pub meshes: Vec<Mesh>,
    /// Every face set of the file; meshes refer to them by index.
    pub face_sets: Vec<FaceSet>,
    /// Every vertex buffer of the file; meshes refer to them by index.
    pub vertex_buffers: Vec<VertexBuffer>,
    /// The vertex formats vertex buffers refer to by index.
    pub buffer_layouts: Vec<BufferLayout>,
    /// The skeleton set of versions 0x2001A and later (`None` before).
    pub skeletons: Option<SkeletonSet>,
    /// How the file placed what its records leave open (recorded when read, kept when written).
    #[serde(default)]
    pub file_layout: FileLayout,
}

/// How a file placed what its records leave open: where an empty bone-index list points and
/// whether GX lists share their ends. The reader records what the file shows and, where it
/// shows nothing (no mesh without bone indices, no list that could have been shared), the
/// games' way for the version ([`FileLayout::for_version`]); either way the file is written
/// back with the same bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct FileLayout {
    /// Where a mesh without bone indices points its bone-index offset.
    pub empty_bone_indices: EmptyBoneIndices,
    /// Whether a GX list that is the end of one written before it is stored again.
    pub gx_lists: GxListSharing,
}

impl FileLayout {
    /// The games' way for a version: empty bone-index lists at 0 from 0x20021 (Nightreign),
    /// at the group's start before; GX lists sharing their ends.
    pub fn for_version(version: u32) -> FileLayout {
        FileLayout {
            empty_bone_indices: if version >= 0x20021 {
                EmptyBoneIndices::Zero
            } else {
                EmptyBoneIndices::GroupStart
            },
            gx_lists: GxListSharing::SharedEnds,
        }
    }
}

/// Where a mesh without bone indices points its (unused) bone-index offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum EmptyBoneIndices {
    /// At the start of the bone-index group, where the first mesh's list would be (Dark
    /// Souls 3, Bloodborne, Sekiro, Elden Ring).
    #[default]
    GroupStart,
    /// At 0 (Nightreign, version 0x20021).
    Zero,
}

/// Whether GX lists that end alike share their bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum GxListSharing {
    /// Lists are written in [`Flver::gx_lists`] order; one that is the same as the end of a
    /// list written before it (items and terminator) is not written, and its materials point
    /// into the earlier list, at its first item (the games' files, seen in Elden Ring).
    #[default]
    SharedEnds,
    /// Every list is written whole, even one that repeats the end of another (some tools).
    Separate,
}

/// The header's own values.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Header {
    /// The version, [`MIN_VERSION`] to [`MAX_VERSION`].
    pub version: u32,
    /// The model's bounding box as stored.
    pub bounding_box: BoundingBox,
    /// Faces without motion-blur sets and degenerate strip triangles, as stored.
    pub face_count: i32,
    /// Every face, as stored.
    pub total_face_count: i32,
    /// The index size of every face set (0 from 0x20013: each face set says; else 16 or 32).
    pub index_size: u8,
    /// Strings are UTF-16LE (`true`) or Shift-JIS.
    pub unicode: bool,
    /// Unknown bytes at 0x4A and 0x4B.
    pub unk4a: [u8; 2],
    /// Unknown (0x4C).
    pub unk4c: i32,
    /// Unknown bytes at 0x5C and 0x5D.
    pub unk5c: [u8; 2],
    /// Unknown (0x68).
    pub unk68: i32,
    /// Unknown (0x74).
    pub unk74: i32,
}

/// An axis-aligned box.
#[derive(Debug, Clone, Copy, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct BoundingBox {
    /// The smallest corner.
    pub min: [f32; 3],
    /// The largest corner.
    pub max: [f32; 3],
}

impl BoundingBox {
    /// The box around `points`, or `None` when there are none.
    pub fn around(points: impl IntoIterator<Item = [f32; 3]>) -> Option<BoundingBox> {
        let mut iter = points.into_iter();
        let first = iter.next()?;
        let mut b = BoundingBox {
            min: first,
            max: first,
        };
        for p in iter {
            for (i, &x) in p.iter().enumerate() {
                b.min[i] = b.min[i].min(x);
                b.max[i] = b.max[i].max(x);
            }
        }
        Some(b)
    }
}

/// A dummy polygon: a named point with a direction, attached to a bone.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Dummy {
    /// Position, relative to the parent bone.
    pub position: [f32; 3],
    /// Colour bytes as stored (ARGB; BGRA in version 0x20010).
    pub color: [u8; 4],
    /// Forward direction.
    pub forward: [f32; 3],
    /// The id effects and scripts refer to.
    pub reference_id: i16,
    /// The bone the position is relative to (-1: none).
    pub parent_bone: i16,
    /// Upward direction.
    pub upward: [f32; 3],
    /// The bone the dummy moves with (-1: none).
    pub attach_bone: i16,
    /// Unknown flag (0x2E).
    pub flag1: bool,
    /// Whether `upward` is used.
    pub use_upward_vector: bool,
    /// Unknown (0x30).
    pub unk30: i32,
    /// Unknown (0x34).
    pub unk34: i32,
}

/// A material: a name, the material definition it uses and its textures.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Material {
    /// The material's name.
    pub name: String,
    /// The material definition: an `.mtd` path (DS3, BB, Sekiro) or `.matxml` (ER, AC6: look
    /// up the `.matbin` of the same name).
    pub mtd: String,
    /// Textures, in file order.
    pub textures: Vec<Texture>,
    /// Unknown flags (0x10).
    pub flags: i32,
    /// The GX list (index into [`Flver::gx_lists`]), if any.
    pub gx_index: Option<u32>,
    /// Unknown (0x18; an index in later games).
    pub unk18: i32,
}

/// A texture of a material.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Texture {
    /// The shader slot it fills, e.g. `g_DiffuseTexture`.
    pub type_name: String,
    /// The texture's source path (a `.tif` or `.dds`); its file name names the texture.
    pub path: String,
    /// UV scale.
    pub scale: [f32; 2],
    /// Unknown byte (0x10; tiling mode of U in later readers).
    pub unk10: u8,
    /// Unknown byte (0x11; tiling mode of V in later readers).
    pub unk11: u8,
    /// Unknown floats (0x14, 0x18, 0x1C).
    pub unk14: [f32; 3],
}

/// A list of GX items, shader settings a material points at.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GxList {
    /// The items before the terminator.
    pub items: Vec<GxItem>,
    /// The terminator's id: 0x7FFFFFFF or -1.
    pub terminator_id: i32,
    /// The terminator's second value (100 in the games).
    pub terminator_unk: i32,
    /// The zero bytes after the terminator.
    pub terminator_padding: u32,
}

/// One GX item.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GxItem {
    /// The id: four characters (`GXMD`…), or an i32 in version 0x20010.
    pub id: [u8; 4],
    /// Unknown (0x04).
    pub unk04: i32,
    /// The item's bytes after its 12-byte header.
    pub data: Vec<u8>,
}

/// A bone (node) of the model's skeleton.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Bone {
    /// The bone's name.
    pub name: String,
    /// Translation relative to the parent.
    pub translation: [f32; 3],
    /// Euler rotation in radians (applied X, then Z, then Y; see [`Flver::bone_transform`]).
    pub rotation: [f32; 3],
    /// Scale.
    pub scale: [f32; 3],
    /// Parent bone (-1: none).
    pub parent_index: i16,
    /// First child (-1: none).
    pub child_index: i16,
    /// Next sibling (-1: none).
    pub next_sibling_index: i16,
    /// Previous sibling (-1: none).
    pub previous_sibling_index: i16,
    /// The bone's bounding box.
    pub bounding_box: BoundingBox,
    /// Unknown (0x3C; flags in later readers).
    pub unk3c: i32,
}

/// A mesh: what to draw with one material.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Mesh {
    /// Whether the vertices are skinned by bone weights (else each follows one bone).
    pub dynamic: bool,
    /// The material (index into [`Flver::materials`]).
    pub material_index: u32,
    /// The bone a static mesh follows (-1: none).
    pub default_bone_index: i32,
    /// The bones the vertices' bone indices refer to (empty: they index [`Flver::bones`]).
    pub bone_indices: Vec<i32>,
    /// The mesh's bounding box, if stored.
    pub bounding_box: Option<MeshBoundingBox>,
    /// The face sets drawn (indices into [`Flver::face_sets`]).
    pub face_set_indices: Vec<u32>,
    /// The vertex buffers read (indices into [`Flver::vertex_buffers`]); together they give
    /// each vertex its members.
    pub vertex_buffer_indices: Vec<u32>,
}

/// A mesh's bounding box.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MeshBoundingBox {
    /// The box.
    pub bounds: BoundingBox,
    /// Three more floats from version 0x2001A (unknown); `None` before.
    pub unk: Option<[f32; 3]>,
}

/// A face set: an index list drawing a mesh's vertices.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FaceSet {
    /// Flags: [`FACE_SET_LOD1`], [`FACE_SET_LOD2`], [`FACE_SET_MOTION_BLUR`]…
    pub flags: u32,
    /// A triangle strip (else a triangle list).
    pub triangle_strip: bool,
    /// Whether back faces are culled.
    pub cull_backfaces: bool,
    /// Unknown (0x06).
    pub unk06: i16,
    /// The stored index size: 0 (the header's), 16 or 32.
    pub index_size: u32,
    /// The indices, widened to 32 bits (a 16-bit strip restart stays 0xFFFF).
    pub indices: Vec<u32>,
}

/// A vertex buffer: some members of every vertex of a mesh.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct VertexBuffer {
    /// The stored buffer index (the buffer's place among its mesh's buffers).
    pub buffer_index: i32,
    /// The layout (index into [`Flver::buffer_layouts`]).
    pub layout_index: u32,
    /// How many vertices the buffer holds.
    pub vertex_count: u32,
    /// The vertex bytes, `vertex_count` times the layout's size.
    pub data: Vec<u8>,
}

/// A vertex format: the members of each vertex of a buffer, in order.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct BufferLayout {
    /// The members, packed in this order.
    pub members: Vec<LayoutMember>,
}

impl BufferLayout {
    /// The size of one vertex in bytes.
    pub fn size(&self) -> usize {
        self.members.iter().map(|m| m.member_type.size()).sum()
    }
}

/// One member of a vertex.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LayoutMember {
    /// Unknown (0x00; 0, 1 or 2: a stream number in later readers).
    pub unk00: i32,
    /// How the value is stored.
    pub member_type: MemberType,
    /// What the value is.
    pub semantic: Semantic,
    /// Which one, for semantics that repeat (UV 0, UV 1…).
    pub index: i32,
}

impl LayoutMember {
    /// A member with `unk00` 0.
    pub fn new(member_type: MemberType, semantic: Semantic, index: i32) -> Self {
        LayoutMember {
            unk00: 0,
            member_type,
            semantic,
            index,
        }
    }
}

/// The skeleton set of versions 0x2001A and later: two hierarchies over the bones.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct SkeletonSet {
    /// The base skeleton.
    pub base: Vec<SkeletonBone>,
    /// Every skeleton.
    pub all: Vec<SkeletonBone>,
}

/// One entry of a skeleton.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SkeletonBone {
    /// Parent entry (-1: none).
    pub parent_index: i16,
    /// First child (-1: none).
    pub first_child_index: i16,
    /// Next sibling (-1: none).
    pub next_sibling_index: i16,
    /// Previous sibling (-1: none).
    pub previous_sibling_index: i16,
    /// The bone (index into [`Flver::bones`]).
    pub bone_index: i32,
}

impl FaceSet {
    /// Whether the set is a level of detail (not the full model).
    pub fn is_lod(&self) -> bool {
        self.flags & (FACE_SET_LOD1 | FACE_SET_LOD2) != 0
    }

    /// Whether the set is drawn for motion blur.
    pub fn is_motion_blur(&self) -> bool {
        self.flags & FACE_SET_MOTION_BLUR != 0
    }

    /// Whether the set draws the full model (no LOD or motion-blur flag).
    pub fn is_main(&self) -> bool {
        !self.is_lod() && !self.is_motion_blur()
    }

    /// Whether `index` restarts a strip, for a mesh of `vertex_count` vertices.
    pub fn is_restart(index: u32, vertex_count: usize) -> bool {
        index == u32::MAX || (index == 0xFFFF && vertex_count < 0xFFFF)
    }

    /// The set as a triangle list: strips are converted (restarts and degenerate triangles
    /// dropped, every other triangle's winding flipped back), lists are returned whole
    /// (without a last incomplete triangle). `vertex_count` decides whether 0xFFFF restarts.
    pub fn triangles(&self, vertex_count: usize) -> Vec<u32> {
        if !self.triangle_strip {
            let whole = self.indices.len() / 3 * 3;
            return self.indices[..whole].to_vec();
        }
        let mut out = Vec::with_capacity(self.indices.len().saturating_sub(2) * 3);
        let mut flip = false;
        for w in self.indices.windows(3) {
            let (a, b, c) = (w[0], w[1], w[2]);
            if [a, b, c].iter().any(|&i| Self::is_restart(i, vertex_count)) {
                flip = false;
                continue;
            }
            if a != b && b != c && c != a {
                if flip {
                    out.extend([c, b, a]);
                } else {
                    out.extend([a, b, c]);
                }
            }
            flip = !flip;
        }
        out
    }

    /// (faces that count, all faces) by the header's rules: in a strip every window without
    /// a restart is a face, and it counts unless degenerate or in a motion-blur set; in a
    /// list every three indices are a face and count.
    pub fn face_counts(&self, vertex_count: usize) -> (i64, i64) {
        if !self.triangle_strip {
            let n = (self.indices.len() / 3) as i64;
            return (n, n);
        }
        let (mut counted, mut total) = (0, 0);
        for w in self.indices.windows(3) {
            if w.iter().any(|&i| Self::is_restart(i, vertex_count)) {
                continue;
            }
            total += 1;
            if !self.is_motion_blur() && w[0] != w[1] && w[1] != w[2] && w[2] != w[0] {
                counted += 1;
            }
        }
        (counted, total)
    }
}

impl Flver {
    /// The UV divisor of integer UVs: 2048 from version 0x2000F, 1024 before.
    pub fn uv_factor(&self) -> f32 {
        uv_factor(self.header.version)
    }

    /// The model's bounding box as the header states it.
    pub fn bounds(&self) -> BoundingBox {
        self.header.bounding_box
    }

    /// The transform from bone `index`'s space to the model's: its local transform (scale,
    /// then rotation about X, Z and Y, then translation) after each parent's, up to the root.
    /// A static mesh's positions are in its default bone's space. `None` when the index is
    /// out of range or the parents loop.
    pub fn bone_transform(&self, index: usize) -> Option<glam::Mat4> {
        let mut m = glam::Mat4::IDENTITY;
        let mut at = index;
        for _ in 0..=self.bones.len() {
            let b = self.bones.get(at)?;
            let local = glam::Mat4::from_translation(b.translation.into())
                * glam::Mat4::from_rotation_y(b.rotation[1])
                * glam::Mat4::from_rotation_z(b.rotation[2])
                * glam::Mat4::from_rotation_x(b.rotation[0])
                * glam::Mat4::from_scale(b.scale.into());
            m = local * m;
            match usize::try_from(b.parent_index) {
                Ok(parent) => at = parent,
                Err(_) => return Some(m),
            }
        }
        None
    }

    /// The vertex count of a mesh: that of its first vertex buffer (0 without one or when an
    /// index is out of range).
    pub fn mesh_vertex_count(&self, mesh: &Mesh) -> usize {
        mesh.vertex_buffer_indices
            .first()
            .and_then(|&i| self.vertex_buffers.get(i as usize))
            .map_or(0, |b| b.vertex_count as usize)
    }

    /// The face sets of a mesh, skipping indices out of range.
    pub fn mesh_face_sets<'a>(&'a self, mesh: &'a Mesh) -> impl Iterator<Item = &'a FaceSet> {
        mesh.face_set_indices
            .iter()
            .filter_map(|&i| self.face_sets.get(i as usize))
    }

    /// (faces that count, all faces) over every mesh, as the header's 0x40 and 0x44 should
    /// state them (see [`FaceSet::face_counts`]).
    pub fn face_counts(&self) -> (i64, i64) {
        let (mut counted, mut total) = (0, 0);
        for mesh in &self.meshes {
            let vertex_count = self.mesh_vertex_count(mesh);
            for fs in self.mesh_face_sets(mesh) {
                let (c, t) = fs.face_counts(vertex_count);
                counted += c;
                total += t;
            }
        }
        (counted, total)
    }

    /// Sets the header's face counts and bounding box from the meshes (a builder's last step).
    /// The box is left as it is when no mesh decodes to a position.
    pub fn update_header(&mut self) {
        let (counted, total) = self.face_counts();
        self.header.face_count = i32::try_from(counted).unwrap_or(i32::MAX);
        self.header.total_face_count = i32::try_from(total).unwrap_or(i32::MAX);
        let positions: Vec<[f32; 3]> = (0..self.meshes.len())
            .filter_map(|i| self.decode_mesh(i).ok())
            .flat_map(|m| m.vertices.positions)
            .collect();
        if let Some(b) = BoundingBox::around(positions) {
            self.header.bounding_box = b;
        }
    }
}

/// The UV divisor of integer UVs for a version: 2048 from 0x2000F, 1024 before.
pub fn uv_factor(version: u32) -> f32 {
    if version >= 0x2000F { 2048.0 } else { 1024.0 }
}

/// The game(s) that wrote a version, if it is a known one.
pub fn version_games(version: u32) -> Option<&'static str> {
    KNOWN_VERSIONS
        .iter()
        .find(|(v, _)| *v == version)
        .map(|(_, g)| *g)
}

/// Fuzzing entry point: a file that reads must write, read back and write the same bytes;
/// decoding every mesh and its triangles must not panic, and the geometry the renderer is
/// given names only vertices its meshes have.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let limits = super::Limits { max_alloc: 1 << 24 };
    let Ok(flver) = read_with_limits(data, &limits) else {
        return;
    };
    for i in 0..flver.meshes.len() {
        if let Ok(mesh) = flver.decode_mesh_with_limits(i, &limits) {
            let _ = mesh.triangles();
        }
    }
    let _ = flver.face_counts();
    let _ = summary::summarize(&flver);
    // What the renderer is given: every index within its mesh's vertices.
    if let Ok(geometry) = ModelGeometry::from_flver(&flver, &limits) {
        for mesh in &geometry.meshes {
            assert!(
                mesh.indices
                    .iter()
                    .all(|&i| (i as usize) < mesh.vertices.len()),
                "a triangle names a vertex its mesh lacks"
            );
        }
    }
    super::oracle::stable_write(FORMAT, &flver, read, write, false);
}
