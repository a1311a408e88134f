//! What `fxr-view inspect` shows of a model: its meshes, materials, layouts, bones and box,
//! without the vertex bytes.

use super::vertex::{MemberType, Semantic};
use super::{BoundingBox, FACE_SET_LOD1, FACE_SET_LOD2, FACE_SET_MOTION_BLUR, Flver};

/// A model's summary (`inspect --json`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct FlverSummary {
    /// The version, in hex (`0x20014`).
    pub version: String,
    /// The games that wrote the version, if known.
    pub games: Option<&'static str>,
    /// The header's bounding box.
    pub bounds: BoundingBox,
    /// The header's face count (without motion blur and degenerate triangles).
    pub face_count: i32,
    /// The header's total face count.
    pub total_face_count: i32,
    /// How many dummies.
    pub dummies: usize,
    /// How many bones.
    pub bones: usize,
    /// The meshes.
    pub meshes: Vec<MeshSummary>,
    /// The materials.
    pub materials: Vec<MaterialSummary>,
    /// The buffer layouts.
    pub buffer_layouts: Vec<LayoutSummary>,
}

/// A mesh's summary.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MeshSummary {
    /// The material's index.
    pub material_index: u32,
    /// The material's name (empty when the index is out of range).
    pub material: String,
    /// Skinned by bone weights.
    pub dynamic: bool,
    /// Vertices (of the first vertex buffer).
    pub vertex_count: usize,
    /// Triangles of the full-detail face set, strips converted.
    pub face_count: usize,
    /// Its face sets.
    pub face_sets: Vec<FaceSetSummary>,
    /// Its vertex buffers: (layout index, vertex count).
    pub vertex_buffers: Vec<(u32, u32)>,
    /// How many bones the mesh's vertices index.
    pub bone_indices: usize,
}

/// A face set's summary.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct FaceSetSummary {
    /// The flags, in hex.
    pub flags: String,
    /// The flags by name: `lod1`, `lod2`, `motion_blur`.
    pub kinds: Vec<&'static str>,
    /// A triangle strip (else a list).
    pub triangle_strip: bool,
    /// Stored indices.
    pub indices: usize,
    /// Triangles after strips are converted.
    pub triangles: usize,
}

/// A material's summary.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MaterialSummary {
    /// The name.
    pub name: String,
    /// The MTD or MATXML path.
    pub mtd: String,
    /// Its textures: (type, path).
    pub textures: Vec<(String, String)>,
}

/// A buffer layout's summary.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct LayoutSummary {
    /// Bytes a vertex.
    pub size: usize,
    /// (semantic, type, index) of each member.
    pub members: Vec<(Semantic, MemberType, i32)>,
}

fn flag_names(flags: u32) -> Vec<&'static str> {
    [
        (FACE_SET_LOD1, "lod1"),
        (FACE_SET_LOD2, "lod2"),
        (FACE_SET_MOTION_BLUR, "motion_blur"),
    ]
    .into_iter()
    .filter(|(bit, _)| flags & bit != 0)
    .map(|(_, name)| name)
    .collect()
}

/// The summary of a model.
pub fn summarize(flver: &Flver) -> FlverSummary {
    let meshes = flver
        .meshes
        .iter()
        .map(|mesh| {
            let vertex_count = flver.mesh_vertex_count(mesh);
            let face_sets: Vec<FaceSetSummary> = flver
                .mesh_face_sets(mesh)
                .map(|fs| FaceSetSummary {
                    flags: format!("{:#x}", fs.flags),
                    kinds: flag_names(fs.flags),
                    triangle_strip: fs.triangle_strip,
                    indices: fs.indices.len(),
                    triangles: fs.triangles(vertex_count).len() / 3,
                })
                .collect();
            let face_count = face_sets
                .iter()
                .find(|f| f.kinds.is_empty())
                .or(face_sets.first())
                .map_or(0, |f| f.triangles);
            MeshSummary {
                material_index: mesh.material_index,
                material: flver
                    .materials
                    .get(mesh.material_index as usize)
                    .map(|m| m.name.clone())
                    .unwrap_or_default(),
                dynamic: mesh.dynamic,
                vertex_count,
                face_count,
                face_sets,
                vertex_buffers: mesh
                    .vertex_buffer_indices
                    .iter()
                    .filter_map(|&i| flver.vertex_buffers.get(i as usize))
                    .map(|b| (b.layout_index, b.vertex_count))
                    .collect(),
                bone_indices: mesh.bone_indices.len(),
            }
        })
        .collect();
    FlverSummary {
        version: format!("{:#x}", flver.header.version),
        games: super::version_games(flver.header.version),
        bounds: flver.bounds(),
        face_count: flver.header.face_count,
        total_face_count: flver.header.total_face_count,
        dummies: flver.dummies.len(),
        bones: flver.bones.len(),
        meshes,
        materials: flver
            .materials
            .iter()
            .map(|m| MaterialSummary {
                name: m.name.clone(),
                mtd: m.mtd.clone(),
                textures: m
                    .textures
                    .iter()
                    .map(|t| (t.type_name.clone(), t.path.clone()))
                    .collect(),
            })
            .collect(),
        buffer_layouts: flver
            .buffer_layouts
            .iter()
            .map(|l| LayoutSummary {
                size: l.size(),
                members: l
                    .members
                    .iter()
                    .map(|m| (m.semantic, m.member_type, m.index))
                    .collect(),
            })
            .collect(),
    }
}

/// Serialises a model as its summary (how `inspect --json` prints a FLVER).
pub fn serialize_summary<S: serde::Serializer>(flver: &Flver, s: S) -> Result<S::Ok, S::Error> {
    serde::Serialize::serialize(&summarize(flver), s)
}

/// The summary as text (`inspect` without `--json`).
pub fn describe(flver: &Flver) -> String {
    use std::fmt::Write;
    let s = summarize(flver);
    let mut out = String::new();
    let b = s.bounds;
    let _ = writeln!(
        out,
        "FLVER {} ({}): {} meshes, {} materials, {} bones, {} dummies, {} faces ({} in all)",
        s.version,
        s.games.unwrap_or("unknown game"),
        s.meshes.len(),
        s.materials.len(),
        s.bones,
        s.dummies,
        s.face_count,
        s.total_face_count
    );
    let _ = writeln!(out, "  bounds {:?} .. {:?}", b.min, b.max);
    for (i, m) in s.meshes.iter().enumerate() {
        let _ = writeln!(
            out,
            "  mesh {i}: material {} {:?}, {} vertices, {} faces{}",
            m.material_index,
            m.material,
            m.vertex_count,
            m.face_count,
            if m.dynamic { ", dynamic" } else { "" }
        );
        for f in &m.face_sets {
            let _ = writeln!(
                out,
                "    face set {} {}: {} indices, {} triangles{}",
                f.flags,
                if f.triangle_strip { "strip" } else { "list" },
                f.indices,
                f.triangles,
                if f.kinds.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", f.kinds.join(", "))
                }
            );
        }
        for (layout, count) in &m.vertex_buffers {
            let _ = writeln!(out, "    vertex buffer: layout {layout}, {count} vertices");
        }
    }
    for (i, m) in s.materials.iter().enumerate() {
        let _ = writeln!(out, "  material {i}: {:?} {}", m.name, m.mtd);
        for (type_name, path) in &m.textures {
            let _ = writeln!(out, "    texture {type_name} = {path}");
        }
    }
    for (i, l) in s.buffer_layouts.iter().enumerate() {
        let members: Vec<String> = l
            .members
            .iter()
            .map(|(s, t, n)| format!("{s:?}{n}:{t:?}"))
            .collect();
        let _ = writeln!(
            out,
            "  layout {i} ({} bytes): {}",
            l.size,
            members.join(" ")
        );
    }
    out
}
