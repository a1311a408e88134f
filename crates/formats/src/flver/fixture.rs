//! A small model of every version, built in code: for tests, fuzz seeds and examples (no game
//! data needed).

use super::vertex::{MemberType as T, Semantic as S, Vertices, encode_vertices};
use super::{
    Bone, BoundingBox, BufferLayout, Dummy, FACE_SET_LOD1, FACE_SET_MOTION_BLUR, FaceSet,
    FileLayout, Flver, GxItem, GxList, Header, LayoutMember, Material, Mesh, MeshBoundingBox,
    SkeletonBone, SkeletonSet, Texture, VertexBuffer,
};
use crate::error::Result;

/// The vertices of the fixture's mesh: a unit square in the XY plane and one more vertex at
/// (2, 0, 0), with values every member type of [`fixture`] stores exactly (so decoding gives
/// them back bit for bit).
pub fn fixture_vertices() -> Vertices {
    let positions = vec![
        [0.0, 0.0, 0.0],
        [1.0, 0.0, 0.0],
        [1.0, 1.0, 0.0],
        [0.0, 1.0, 0.0],
        [2.0, 0.0, 0.0],
    ];
    let n = positions.len();
    let uv0: Vec<[f32; 2]> = positions.iter().map(|p| [p[0] / 2.0, p[1]]).collect();
    let uv1: Vec<[f32; 2]> = positions.iter().map(|p| [p[1], 1.0 - p[0] / 2.0]).collect();
    Vertices {
        positions,
        normals: vec![[0.0, 0.0, 1.0]; n],
        normal_bones: vec![0; n],
        tangents: vec![vec![[1.0, 0.0, 0.0, 1.0]; n]],
        bitangents: vec![[0.0, 1.0, 0.0, 1.0]; n],
        uvs: vec![uv0, uv1],
        colors: vec![vec![
            [1.0, 1.0, 1.0, 1.0],
            [1.0, 0.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 1.0],
            [0.0, 0.0, 1.0, 1.0],
            [1.0, 1.0, 1.0, 0.0],
        ]],
        bone_indices: vec![
            [0, 1, 0, 0],
            [1, 0, 0, 0],
            [0, 0, 0, 0],
            [1, 0, 0, 0],
            [0, 1, 0, 0],
        ],
        bone_weights: vec![
            [1.0, 0.0, 0.0, 0.0],
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
        ],
    }
}

/// The two buffer layouts the fixture uses for a version, as the games of that version store
/// vertices (roughly): the first for positions, normals, skinning and colours, the second for
/// UVs.
fn layouts(version: u32) -> [BufferLayout; 2] {
    let m = LayoutMember::new;
    let (first, second) = if version <= 0x20014 {
        (
            vec![
                m(T::Float3, S::Position, 0),
                m(T::Byte4B, S::BoneIndices, 0),
                m(T::Byte4C, S::BoneWeights, 0),
                m(T::Byte4C, S::Normal, 0),
                m(T::Byte4C, S::Tangent, 0),
                m(T::Byte4C, S::Bitangent, 0),
                m(T::Byte4C, S::VertexColor, 1),
            ],
            vec![m(T::UVPair, S::UV, 0)],
        )
    } else if version <= 0x2001A {
        (
            vec![
                m(T::Float3, S::Position, 0),
                m(T::Byte4E, S::BoneIndices, 0),
                m(T::Short4toFloat4A, S::BoneWeights, 0),
                m(T::Byte4A, S::Normal, 0),
                m(T::Byte4A, S::Tangent, 0),
                m(T::Byte4A, S::Bitangent, 0),
                m(T::Byte4A, S::VertexColor, 1),
            ],
            vec![m(T::Float2, S::UV, 0), m(T::UV, S::UV, 1)],
        )
    } else {
        (
            vec![
                m(T::Float4, S::Position, 0),
                m(T::ShortBoneIndices, S::BoneIndices, 0),
                m(T::Byte4A, S::BoneWeights, 0),
                m(T::Short4toFloat4B, S::Normal, 0),
                m(T::Byte4D, S::Tangent, 0),
                m(T::Byte4E, S::Bitangent, 0),
                m(T::Float4, S::VertexColor, 1),
            ],
            vec![m(T::Float4, S::UV, 0)],
        )
    };
    [
        BufferLayout { members: first },
        BufferLayout { members: second },
    ]
}

/// A model of `version` ([`super::MIN_VERSION`] to [`super::MAX_VERSION`]): one mesh of
/// [`fixture_vertices`] in two vertex buffers, three face sets (a 16-bit triangle strip with a
/// restart and a degenerate triangle, a triangle list marked LOD 1 (32-bit from 0x2001B), a
/// strip marked motion blur), a material with two textures and a GX list, two bones, a dummy
/// and, from 0x2001A, a skeleton set. The header's face counts and box are computed.
pub fn fixture(version: u32) -> Result<Flver> {
    let vertices = fixture_vertices();
    let [first, second] = layouts(version);
    let per_face_set = version >= 0x20013;
    let (header_size, size16, size32) = if per_face_set {
        (0, 16, 32)
    } else {
        (16, 0, 0)
    };
    let lod_size = if version >= 0x2001B { size32 } else { size16 };
    let extended_box = version >= 0x2001A;
    let vertex_buffers = vec![
        VertexBuffer {
            buffer_index: 0,
            layout_index: 0,
            vertex_count: vertices.len() as u32,
            data: encode_vertices(&first, &vertices, version)?,
        },
        VertexBuffer {
            buffer_index: 1,
            layout_index: 1,
            vertex_count: vertices.len() as u32,
            data: encode_vertices(&second, &vertices, version)?,
        },
    ];
    let face_sets = vec![
        FaceSet {
            flags: 0,
            triangle_strip: true,
            cull_backfaces: true,
            unk06: 0,
            index_size: size16,
            indices: vec![0, 1, 3, 2, 2, 0xFFFF, 1, 4, 2],
        },
        FaceSet {
            flags: FACE_SET_LOD1,
            triangle_strip: false,
            cull_backfaces: true,
            unk06: 0,
            index_size: lod_size,
            indices: vec![0, 1, 2, 1, 4, 2],
        },
        FaceSet {
            flags: FACE_SET_MOTION_BLUR,
            triangle_strip: true,
            cull_backfaces: false,
            unk06: 0,
            index_size: size16,
            indices: vec![0, 1, 3, 2],
        },
    ];
    let matxml = version >= 0x2001A;
    let material = Material {
        name: "Fixture material".into(),
        mtd: if matxml {
            "N:\\GR\\data\\Material\\mtd\\fixture.matxml".into()
        } else {
            "N:\\SPRJ\\data\\Material\\mtd\\sfx\\S[NL].mtd".into()
        },
        textures: vec![
            Texture {
                type_name: "g_DiffuseTexture".into(),
                path: "N:\\SPRJ\\data\\Sfx\\Tex\\s00001.tif".into(),
                scale: [1.0, 1.0],
                unk10: 1,
                unk11: 1,
                unk14: [0.0; 3],
            },
            Texture {
                type_name: "g_BumpmapTexture".into(),
                path: "N:\\SPRJ\\data\\Sfx\\Tex\\s00001_n.tif".into(),
                scale: [2.0, 0.5],
                unk10: 0,
                unk11: 0,
                unk14: [0.0; 3],
            },
        ],
        flags: 0xBA,
        gx_index: Some(0),
        unk18: 0,
    };
    let gx_list = GxList {
        items: vec![GxItem {
            id: if version <= 0x20010 {
                1i32.to_le_bytes()
            } else {
                *b"GXMD"
            },
            unk04: 100,
            data: vec![1, 0, 0, 0, 0, 0, 0x80, 0x3F],
        }],
        terminator_id: i32::MAX,
        terminator_unk: 100,
        terminator_padding: 0,
    };
    let bone = |name: &str, parent, child, translation| Bone {
        name: name.into(),
        translation,
        rotation: [0.0, std::f32::consts::FRAC_PI_2, 0.0],
        scale: [1.0; 3],
        parent_index: parent,
        child_index: child,
        next_sibling_index: -1,
        previous_sibling_index: -1,
        bounding_box: BoundingBox {
            min: [0.0; 3],
            max: [1.0; 3],
        },
        unk3c: 0,
    };
    let skeleton = |parent, child, bone_index| SkeletonBone {
        parent_index: parent,
        first_child_index: child,
        next_sibling_index: -1,
        previous_sibling_index: -1,
        bone_index,
    };
    let mut flver = Flver {
        header: Header {
            version,
            bounding_box: BoundingBox::default(),
            face_count: 0,
            total_face_count: 0,
            index_size: header_size,
            unicode: true,
            unk4a: [0; 2],
            unk4c: 0,
            unk5c: [0; 2],
            unk68: 4,
            unk74: 0,
        },
        dummies: vec![Dummy {
            position: [0.5, 0.5, 0.0],
            color: [255, 255, 255, 255],
            forward: [0.0, 0.0, 1.0],
            reference_id: 100,
            parent_bone: 0,
            upward: [0.0, 1.0, 0.0],
            attach_bone: 1,
            flag1: false,
            use_upward_vector: true,
            unk30: 0,
            unk34: 0,
        }],
        materials: vec![material],
        gx_lists: vec![gx_list],
        bones: vec![
            bone("Root", -1, 1, [0.0; 3]),
            bone("Sfx_Bone", 0, -1, [0.0, 1.0, 0.0]),
        ],
        meshes: vec![Mesh {
            dynamic: true,
            material_index: 0,
            default_bone_index: 0,
            bone_indices: vec![0, 1],
            bounding_box: Some(MeshBoundingBox {
                bounds: BoundingBox {
                    min: [0.0; 3],
                    max: [2.0, 1.0, 0.0],
                },
                unk: extended_box.then_some([0.0; 3]),
            }),
            face_set_indices: vec![0, 1, 2],
            vertex_buffer_indices: vec![0, 1],
        }],
        face_sets,
        vertex_buffers,
        buffer_layouts: vec![first, second],
        skeletons: (version >= 0x2001A).then(|| SkeletonSet {
            base: vec![skeleton(-1, 1, 0), skeleton(0, -1, 1)],
            all: vec![skeleton(-1, 1, 0), skeleton(0, -1, 1)],
        }),
        file_layout: FileLayout::for_version(version),
    };
    flver.update_header();
    Ok(flver)
}

/// [`fixture`] with what files lay out in more than one way ([`FileLayout`]), laid out as
/// `layout` says: four more materials whose GX lists end alike, as an Elden Ring model's do
/// (`GXMD`, `GX00`; another `GXMD` before the same `GX00`; that `GX00` alone, the end of both;
/// the first of them again), and a second mesh, static and without bone indices, drawing a
/// triangle of the fixture's vertices from a buffer of its own.
pub fn fixture_layouts(version: u32, layout: FileLayout) -> Result<Flver> {
    let mut flver = fixture(version)?;
    let id = |tag: &[u8; 4], number: i32| {
        if version <= 0x20010 {
            number.to_le_bytes()
        } else {
            *tag
        }
    };
    let item = |tag: &[u8; 4], number: i32, unk04: i32, data: Vec<u8>| GxItem {
        id: id(tag, number),
        unk04,
        data,
    };
    let gx00 = item(b"GX00", 1, 102, vec![0x10; 40]);
    let list = |items: Vec<GxItem>| GxList {
        items,
        terminator_id: i32::MAX,
        terminator_unk: 100,
        terminator_padding: 0,
    };
    let first = flver.gx_lists.len() as u32;
    flver.gx_lists.extend([
        list(vec![item(b"GXMD", 0, 133, vec![1; 44]), gx00.clone()]),
        list(vec![item(b"GXMD", 0, 131, vec![2; 44]), gx00.clone()]),
        list(vec![gx00]),
    ]);
    let base = flver.materials[0].clone();
    for (n, gx) in [0, 1, 2, 0].into_iter().enumerate() {
        flver.materials.push(Material {
            name: format!("Shared GX {n}"),
            textures: base.textures[..1].to_vec(),
            gx_index: Some(first + gx),
            ..base.clone()
        });
    }
    let buffer = flver.vertex_buffers[0].clone();
    flver.vertex_buffers.push(VertexBuffer {
        buffer_index: 0,
        ..buffer
    });
    flver.face_sets.push(FaceSet {
        flags: 0,
        triangle_strip: false,
        cull_backfaces: true,
        unk06: 0,
        index_size: flver.face_sets[0].index_size,
        indices: vec![0, 1, 2],
    });
    flver.meshes.push(Mesh {
        dynamic: false,
        material_index: 1,
        default_bone_index: 1,
        bone_indices: Vec::new(),
        bounding_box: None,
        face_set_indices: vec![flver.face_sets.len() as u32 - 1],
        vertex_buffer_indices: vec![flver.vertex_buffers.len() as u32 - 1],
    });
    flver.file_layout = layout;
    flver.update_header();
    Ok(flver)
}
