//! The demo's models, built with the FLVER writer as Elden Ring effect models (version
//! 0x2001A): deterministic (fixed arithmetic and `libm`, so native and wasm builds give the
//! same bytes), each one static mesh on one root bone, with one material whose one texture is
//! a demo texture. Model particles (605, 10015) name them by id.
//!
//! | id | file | what | vertices | triangles |
//! |---|---|---|---|---|
//! | 90101 | `s90101.flver` | ring: a band of radius 1 round the Z axis (in the XY plane, facing the demo camera), 48 segments × 6 round its tube; U runs round the ring, V across the band | 343 | 576 |
//! | 90102 | `s90102.flver` | shard: a six-sided crystal, 0.6 long, flat-shaded (each face its own vertices) | 36 | 12 |
//!
//! Both are textured with `s90009_a` (`g_DiffuseTexture`). Vertices: position (Float3),
//! normal (Byte4B, its fourth value the vertex's bone: 0), colour (Byte4C, white) and UV
//! (`UV`: two i16 / 2048), in one buffer, as the games' effect models store them. Triangles
//! are wound as the games' models are (checked on the Bloodborne samples): seen from the side
//! the normal points to, they turn clockwise, so (b − a) × (c − a) points against the
//! normal; back faces are culled.

use super::DemoError;
use super::textures::BANDS;
use fxr_formats::flver::{
    self, Bone, BoundingBox, BufferLayout, FaceSet, FileLayout, Flver, Header, LayoutMember,
    Material, MemberType, Mesh, MeshBoundingBox, Semantic, SkeletonBone, SkeletonSet, Texture,
    VertexBuffer, Vertices, vertex::encode_vertices,
};
use std::f32::consts::TAU;

/// Model id of the ring.
pub const RING_MODEL: i32 = 90101;
/// Model id of the shard.
pub const SHARD_MODEL: i32 = 90102;

/// The FLVER version of the demo models (Elden Ring's).
pub const MODEL_VERSION: u32 = 0x2001A;

/// Segments round the ring.
pub const RING_SEGMENTS: usize = 48;
/// Sides round the ring's tube.
pub const RING_SIDES: usize = 6;
/// The ring's radius (to the tube's centre).
pub const RING_RADIUS: f32 = 1.0;
/// The tube's radius.
const RING_TUBE: f32 = 0.08;

/// The folder of the models' source textures, as the games' effect models name them.
const TEXTURE_PATH: &str = r"N:\GR\data\INTERROOT_win64\sfx\tex\";

/// The material definition the demo models name (Elden Ring's effect model material).
pub const MODEL_MATERIAL: &str =
    r"N:\GR\data\INTERROOT_win64\material\matbin\Sfx\matxml\SFX_Model.matxml";

/// One generated model.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoModel {
    /// The id model particles name it by.
    pub id: i32,
    /// Its name (`s90101`); the binder entry is this with `.flver`.
    pub name: String,
    /// What it shows.
    pub description: &'static str,
    /// The model.
    pub flver: Flver,
}

/// A model's file name in the binder (`s90101.flver`).
pub fn model_file_name(id: i32) -> String {
    format!("s{id:05}.flver")
}

/// The vertex layout: position, normal, colour, UV.
fn layout() -> BufferLayout {
    let m = LayoutMember::new;
    BufferLayout {
        members: vec![
            m(MemberType::Float3, Semantic::Position, 0),
            m(MemberType::Byte4B, Semantic::Normal, 0),
            m(MemberType::Byte4C, Semantic::VertexColor, 0),
            m(MemberType::UV, Semantic::UV, 0),
        ],
    }
}

/// Vertices with the given positions, normals and UVs, white and bound to bone 0.
fn vertices(positions: Vec<[f32; 3]>, normals: Vec<[f32; 3]>, uvs: Vec<[f32; 2]>) -> Vertices {
    let n = positions.len();
    Vertices {
        positions,
        normals,
        normal_bones: vec![0; n],
        uvs: vec![uvs],
        colors: vec![vec![[1.0; 4]; n]],
        ..Default::default()
    }
}

/// A model of one static mesh drawing `indices` (a triangle list) over `v`, textured with
/// `texture`.
fn model(
    name: &str,
    material: &str,
    v: &Vertices,
    indices: Vec<u32>,
    texture: i32,
) -> Result<Flver, DemoError> {
    let layout = layout();
    let data = encode_vertices(&layout, v, MODEL_VERSION)?;
    let bounds = BoundingBox::around(v.positions.iter().copied()).unwrap_or_default();
    let skeleton = SkeletonBone {
        parent_index: -1,
        first_child_index: -1,
        next_sibling_index: -1,
        previous_sibling_index: -1,
        bone_index: 0,
    };
    let mut flver = Flver {
        header: Header {
            version: MODEL_VERSION,
            bounding_box: bounds,
            face_count: 0,
            total_face_count: 0,
            // From 0x20013 each face set states its index size.
            index_size: 0,
            unicode: true,
            unk4a: [0; 2],
            unk4c: 0,
            unk5c: [0; 2],
            unk68: 4,
            unk74: 0,
        },
        dummies: Vec::new(),
        materials: vec![Material {
            name: material.into(),
            mtd: MODEL_MATERIAL.into(),
            textures: vec![Texture {
                type_name: "g_DiffuseTexture".into(),
                path: format!("{TEXTURE_PATH}s{texture:05}.tif"),
                scale: [1.0, 1.0],
                unk10: 1,
                unk11: 1,
                unk14: [0.0; 3],
            }],
            flags: 0,
            gx_index: None,
            unk18: 0,
        }],
        gx_lists: Vec::new(),
        bones: vec![Bone {
            name: name.into(),
            translation: [0.0; 3],
            rotation: [0.0; 3],
            scale: [1.0; 3],
            parent_index: -1,
            child_index: -1,
            next_sibling_index: -1,
            previous_sibling_index: -1,
            bounding_box: bounds,
            unk3c: 0,
        }],
        meshes: vec![Mesh {
            dynamic: false,
            material_index: 0,
            default_bone_index: 0,
            bone_indices: Vec::new(),
            bounding_box: Some(MeshBoundingBox {
                bounds,
                unk: Some([0.0; 3]),
            }),
            face_set_indices: vec![0],
            vertex_buffer_indices: vec![0],
        }],
        face_sets: vec![FaceSet {
            flags: 0,
            triangle_strip: false,
            cull_backfaces: true,
            unk06: 0,
            index_size: 16,
            indices,
        }],
        vertex_buffers: vec![VertexBuffer {
            buffer_index: 0,
            layout_index: 0,
            vertex_count: u32::try_from(v.len()).unwrap_or(u32::MAX),
            data,
        }],
        buffer_layouts: vec![layout],
        skeletons: Some(SkeletonSet {
            base: vec![skeleton],
            all: vec![skeleton],
        }),
        file_layout: FileLayout::for_version(MODEL_VERSION),
    };
    flver.update_header();
    Ok(flver)
}

/// The ring: a torus round the Z axis, a seam of repeated vertices at U = 1 and V = 1 so the
/// texture wraps once each way.
fn ring() -> Result<Flver, DemoError> {
    let (segments, sides) = (RING_SEGMENTS, RING_SIDES);
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    for i in 0..=segments {
        let u = i as f32 / segments as f32;
        let (s, c) = (libm::sinf(u * TAU), libm::cosf(u * TAU));
        for j in 0..=sides {
            let v = j as f32 / sides as f32;
            // Round the tube, starting outward, through +Z (towards the back).
            let (ts, tc) = (libm::sinf(v * TAU), libm::cosf(v * TAU));
            let normal = [c * tc, s * tc, ts];
            let r = RING_RADIUS + RING_TUBE * tc;
            positions.push([c * r, s * r, RING_TUBE * ts]);
            normals.push(normal);
            uvs.push([u, v]);
        }
    }
    let row = (sides + 1) as u32;
    let mut indices = Vec::with_capacity(segments * sides * 6);
    for i in 0..segments as u32 {
        for j in 0..sides as u32 {
            let a = i * row + j;
            let (b, c, d) = (a + row, a + 1, a + row + 1);
            // Clockwise seen from outside (see the module documentation).
            indices.extend([a, c, b, c, d, b]);
        }
    }
    model(
        "s90101",
        "s90101_ring",
        &vertices(positions, normals, uvs),
        indices,
        BANDS,
    )
}

/// The shard: a six-sided bipyramid along Y, its girdle a little irregular so its facets
/// catch light differently; each triangle has its own three vertices and the face's normal.
fn shard() -> Result<Flver, DemoError> {
    const SIDES: usize = 6;
    let (top, bottom) = ([0.0, 0.36, 0.0], [0.0, -0.24, 0.0]);
    let radii = [0.11, 0.09, 0.12, 0.1, 0.08, 0.11];
    let girdle: Vec<[f32; 3]> = (0..SIDES)
        .map(|k| {
            let a = k as f32 / SIDES as f32 * TAU;
            [
                radii[k] * libm::cosf(a),
                0.02 * (k % 2) as f32,
                radii[k] * libm::sinf(a),
            ]
        })
        .collect();
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    let mut indices = Vec::new();
    let sub = |p: [f32; 3], q: [f32; 3]| glam::Vec3::from(p) - glam::Vec3::from(q);
    for k in 0..SIDES {
        let (p, q) = (girdle[k], girdle[(k + 1) % SIDES]);
        let (u0, u1) = (k as f32 / SIDES as f32, (k + 1) as f32 / SIDES as f32);
        for (apex, v) in [(top, 0.0f32), (bottom, 1.0)] {
            let corners = [(apex, [0.5 * (u0 + u1), v]), (p, [u0, 0.5]), (q, [u1, 0.5])];
            // The outward normal of the face, then the corners in the games' winding.
            let mut normal = sub(p, apex).cross(sub(q, apex)).normalize_or_zero();
            let centre = glam::Vec3::from(apex) + glam::Vec3::from(p) + glam::Vec3::from(q);
            if normal.dot(centre) < 0.0 {
                normal = -normal;
            }
            let order = if sub(p, apex).cross(sub(q, apex)).dot(normal) > 0.0 {
                [0, 2, 1]
            } else {
                [0, 1, 2]
            };
            let first = positions.len() as u32;
            for (n, &o) in order.iter().enumerate() {
                let (position, uv) = corners[o];
                positions.push(position);
                normals.push(normal.into());
                uvs.push(uv);
                indices.push(first + n as u32);
            }
        }
    }
    model(
        "s90102",
        "s90102_shard",
        &vertices(positions, normals, uvs),
        indices,
        BANDS,
    )
}

/// Every demo model, in id order.
pub fn demo_models() -> Result<Vec<DemoModel>, DemoError> {
    Ok(vec![
        DemoModel {
            id: RING_MODEL,
            name: "s90101".into(),
            description: "ring: a textured band of radius 1",
            flver: ring()?,
        },
        DemoModel {
            id: SHARD_MODEL,
            name: "s90102".into(),
            description: "shard: a small six-sided crystal",
            flver: shard()?,
        },
    ])
}

/// A demo model's file, as the binder stores it.
pub fn model_bytes(model: &DemoModel) -> Result<Vec<u8>, DemoError> {
    Ok(flver::write(&model.flver)?)
}
