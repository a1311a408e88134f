//! A model as the renderer draws it: each mesh's vertices in one fixed interleaved layout
//! (position, normal, first UV set, first colour set), its full-detail triangles as a list,
//! and its material's textures with the texture ids their file names give (`s00436.tif` →
//! 436). Made from a read [`Flver`] here, in the formats layer, so that the renderer never
//! decodes a buffer layout.
//!
//! A static mesh's vertex is rigidly bound to one bone and stored in that bone's space: the
//! bone its normal's fourth value names, else its first bone index (through the mesh's bone
//! indices when it has some), else the mesh's default bone. That bone's transform to
//! the model's space is applied here (and its rotation to the normals). With it the
//! Bloodborne samples' vertices fill the box their headers state (tested below); without it
//! s00436 is a flat square lying down instead of two standing ones. Skinned (dynamic)
//! meshes are drawn in their bind pose: no animation is read.

use super::{BoundingBox, Flver};
use crate::Limits;
use crate::Result;
use crate::tpf::texture_id;

/// One vertex as the model program reads it. 36 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct ModelVertex {
    /// Position in the model's space.
    pub position: [f32; 3],
    /// Unit normal (zero when the model has none).
    pub normal: [f32; 3],
    /// The first UV set (zero when the model has none).
    pub uv: [f32; 2],
    /// The first colour set, RGBA bytes (white when the model has none).
    pub color: [u8; 4],
}

/// A texture of a mesh's material.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ModelTexture {
    /// The program slot it fills (`g_DiffuseTexture`, `g_BumpmapTexture`…).
    pub slot: String,
    /// The path the model names.
    pub path: String,
    /// The texture id its file name gives (`sNNNNN`), when it is one.
    pub id: Option<i32>,
}

/// A mesh ready to draw.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MeshGeometry {
    /// The material's name.
    pub material: String,
    /// The material definition's path (`.mtd` or `.matxml`).
    pub material_path: String,
    /// The vertices.
    pub vertices: Vec<ModelVertex>,
    /// Three vertex indices per triangle: the full-detail face set.
    pub indices: Vec<u32>,
    /// Whether back faces are culled (the face set's flag).
    pub cull_backfaces: bool,
    /// The material's textures, in file order.
    pub textures: Vec<ModelTexture>,
}

impl MeshGeometry {
    /// The texture that colours the mesh: the first whose slot names a diffuse or albedo
    /// map, else the first texture with an id.
    pub fn diffuse(&self) -> Option<&ModelTexture> {
        let colour = |t: &&ModelTexture| {
            let slot = t.slot.to_ascii_lowercase();
            slot.contains("diffuse") || slot.contains("albedo")
        };
        self.textures
            .iter()
            .find(colour)
            .or_else(|| self.textures.iter().find(|t| t.id.is_some()))
    }
}

/// A model ready to draw.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ModelGeometry {
    /// Its meshes, in file order (meshes without triangles left out).
    pub meshes: Vec<MeshGeometry>,
    /// The box around every vertex (the header's when the model has none).
    pub bounds: BoundingBox,
}

impl ModelGeometry {
    /// The drawable geometry of a model, decoding every mesh with `limits`.
    ///
    /// Fails, naming the mesh, when a mesh does not decode or its layout has no position, and
    /// when the meshes together would hold more than `limits` allows (meshes may share one
    /// vertex buffer, each decoding it again).
    pub fn from_flver(flver: &Flver, limits: &Limits) -> Result<ModelGeometry> {
        let mut meshes = Vec::with_capacity(flver.meshes.len().min(1024));
        let mut points = Vec::new();
        let mut total_bytes: u64 = 0;
        // Each bone's transform once per model (a mesh's static vertices are in a bone's space).
        let transforms = if flver.meshes.iter().any(|m| !m.dynamic) {
            bone_transforms(flver)
        } else {
            Vec::new()
        };
        for (index, mesh) in flver.meshes.iter().enumerate() {
            let in_mesh = |e: crate::FormatError| {
                crate::FormatError::invalid(
                    super::FORMAT,
                    0,
                    "mesh",
                    "a mesh that decodes",
                    format!("mesh {index}: {e}"),
                )
            };
            let decoded = flver
                .decode_mesh_with_limits(index, limits)
                .map_err(in_mesh)?;
            let indices = decoded.triangles().to_vec();
            if indices.is_empty() {
                continue;
            }
            let vertex_count = flver.mesh_vertex_count(mesh);
            if decoded.vertices.positions.len() != vertex_count {
                return Err(crate::FormatError::invalid(
                    super::FORMAT,
                    0,
                    "mesh",
                    "a buffer layout with a position",
                    format!("mesh {index}: no position for its {vertex_count} vertices"),
                ));
            }
            total_bytes = total_bytes
                .saturating_add(vertex_count as u64 * std::mem::size_of::<ModelVertex>() as u64)
                .saturating_add(indices.len() as u64 * 4);
            limits.check(super::FORMAT, 0, "drawable model", total_bytes)?;
            let cull_backfaces = decoded
                .face_sets
                .iter()
                .find(|f| f.is_main())
                .or(decoded.face_sets.first())
                .is_some_and(|f| f.cull_backfaces);
            let v = &decoded.vertices;
            let default_bone = usize::try_from(mesh.default_bone_index).ok();
            let bone_of = |k: usize| -> glam::Mat4 {
                if mesh.dynamic {
                    return glam::Mat4::IDENTITY;
                }
                let index = v
                    .normal_bones
                    .get(k)
                    .or(v.bone_indices.get(k).map(|i| &i[0]));
                let bone = match index {
                    Some(&i) if decoded.bone_indices.is_empty() => Some(i as usize),
                    Some(&i) => decoded
                        .bone_indices
                        .get(i as usize)
                        .and_then(|&b| usize::try_from(b).ok()),
                    None => default_bone,
                };
                bone.and_then(|b| transforms.get(b))
                    .copied()
                    .unwrap_or(glam::Mat4::IDENTITY)
            };
            let uvs = v.uvs.first();
            let colors = v.colors.first();
            let vertices: Vec<ModelVertex> = (0..v.len())
                .map(|k| {
                    let bone = bone_of(k);
                    let position = bone.transform_point3(v.positions[k].into());
                    let normal = v.normals.get(k).map_or(glam::Vec3::ZERO, |n| {
                        bone.transform_vector3((*n).into()).normalize_or_zero()
                    });
                    let color = colors.and_then(|c| c.get(k)).map_or([255; 4], |c| {
                        c.map(|x| (x.clamp(0.0, 1.0) * 255.0).round() as u8)
                    });
                    ModelVertex {
                        position: position.into(),
                        normal: normal.into(),
                        uv: uvs.and_then(|u| u.get(k)).copied().unwrap_or([0.0; 2]),
                        color,
                    }
                })
                .collect();
            points.extend(vertices.iter().map(|v| v.position));
            let material = flver.materials.get(decoded.material_index as usize);
            let textures = material.map_or_else(Vec::new, |m| {
                m.textures
                    .iter()
                    .map(|t| ModelTexture {
                        slot: t.type_name.clone(),
                        path: t.path.clone(),
                        id: texture_stem(&t.path)
                            .and_then(texture_id)
                            .and_then(|id| i32::try_from(id).ok()),
                    })
                    .collect()
            });
            meshes.push(MeshGeometry {
                material: material.map_or_else(String::new, |m| m.name.clone()),
                material_path: material.map_or_else(String::new, |m| m.mtd.clone()),
                vertices,
                indices,
                cull_backfaces,
                textures,
            });
        }
        let bounds = BoundingBox::around(points).unwrap_or_else(|| flver.bounds());
        Ok(ModelGeometry { meshes, bounds })
    }

    /// The number of triangles over every mesh.
    pub fn triangle_count(&self) -> usize {
        self.meshes.iter().map(|m| m.indices.len() / 3).sum()
    }

    /// The number of vertices over every mesh.
    pub fn vertex_count(&self) -> usize {
        self.meshes.iter().map(|m| m.vertices.len()).sum()
    }
}

/// Every bone's transform to the model's space ([`Flver::bone_transform`]), each computed once
/// from its parent's: linear in the bones however deep their chains. A bone in a loop of
/// parents, or under one, gets the identity (as `bone_transform` gives none).
fn bone_transforms(flver: &Flver) -> Vec<glam::Mat4> {
    let n = flver.bones.len();
    let local = |b: &super::Bone| {
        glam::Mat4::from_translation(b.translation.into())
            * glam::Mat4::from_rotation_y(b.rotation[1])
            * glam::Mat4::from_rotation_z(b.rotation[2])
            * glam::Mat4::from_rotation_x(b.rotation[0])
            * glam::Mat4::from_scale(b.scale.into())
    };
    // None: not computed yet; Some(None): in a loop; Some(Some(m)): done.
    let mut done: Vec<Option<Option<glam::Mat4>>> = vec![None; n];
    let mut chain = Vec::new();
    for start in 0..n {
        // Walk up to a bone already done, a root or a loop, then compute down the chain.
        chain.clear();
        let mut at = start;
        let mut above = Some(glam::Mat4::IDENTITY);
        loop {
            if let Some(known) = done[at] {
                above = known;
                break;
            }
            if chain.contains(&at) || chain.len() > n {
                above = None;
                break;
            }
            chain.push(at);
            match usize::try_from(flver.bones[at].parent_index)
                .ok()
                .filter(|&p| p < n)
            {
                Some(parent) => at = parent,
                None => break,
            }
        }
        for &b in chain.iter().rev() {
            above = above.map(|m| m * local(&flver.bones[b]));
            done[b] = Some(above);
        }
    }
    done.into_iter()
        .map(|m| m.flatten().unwrap_or(glam::Mat4::IDENTITY))
        .collect()
}

/// The file name of a texture path without its folders and extension (`N:\…\s00436.tif` →
/// `s00436`).
fn texture_stem(path: &str) -> Option<&str> {
    let name = path.rsplit(['\\', '/']).next()?;
    let stem = name.split('.').next()?;
    (!stem.is_empty()).then_some(stem)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::sample;

    /// The transforms computed once per bone are `Flver::bone_transform`'s.
    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn bone_transforms_match_the_chain_walk() {
        let Some(bytes) = sample("bb/s05210.flver") else {
            return;
        };
        let flver = super::super::read(&bytes).unwrap();
        // The sample's bones are roots: chain them, 3 under 2 under 1 under 0.
        let mut chained = flver.clone();
        for b in 1..4 {
            chained.bones[b].parent_index = b as i16 - 1;
        }
        for model in [&flver, &chained] {
            let all = bone_transforms(model);
            for (b, m) in all.iter().enumerate() {
                let walked = model.bone_transform(b).unwrap_or(glam::Mat4::IDENTITY);
                assert!(m.abs_diff_eq(walked, 1e-4), "bone {b}: {m} vs {walked}");
            }
        }
        // A loop of parents gives the identity, not a hang.
        let mut looped = flver.clone();
        looped.bones[0].parent_index = 1;
        looped.bones[1].parent_index = 0;
        let t = bone_transforms(&looped);
        assert_eq!((t[0], t[1]), (glam::Mat4::IDENTITY, glam::Mat4::IDENTITY));
    }

    #[test]
    fn texture_stems_name_ids() {
        assert_eq!(
            texture_stem(r"N:\SPRJ\data\Sfx\Tex\s00436.tif"),
            Some("s00436")
        );
        assert_eq!(texture_stem("s12345_a.dds"), Some("s12345_a"));
        assert_eq!(texture_stem(""), None);
        assert_eq!(texture_stem(r"N:\x\"), None);
    }

    #[test]
    fn fixtures_give_every_triangle_and_texture() {
        for (version, _) in super::super::KNOWN_VERSIONS {
            let flver = super::super::fixture(version).unwrap();
            let g = ModelGeometry::from_flver(&flver, &Limits::default()).unwrap();
            assert!(!g.meshes.is_empty(), "{version:#x}");
            for m in &g.meshes {
                assert_eq!(m.indices.len() % 3, 0);
                assert!(m.indices.iter().all(|&i| (i as usize) < m.vertices.len()));
            }
        }
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn bloodborne_sample_textures_resolve_to_ids() {
        let Some(bytes) = sample("bb/s00436.flver") else {
            return;
        };
        let flver = super::super::read(&bytes).unwrap();
        let g = ModelGeometry::from_flver(&flver, &Limits::default()).unwrap();
        assert_eq!(g.triangle_count(), 100);
        assert_eq!(g.vertex_count(), 72);
        let diffuse = g.meshes[0].diffuse().unwrap();
        assert_eq!(
            (diffuse.slot.as_str(), diffuse.id),
            ("g_DiffuseTexture", Some(436))
        );
    }

    /// With the default bone's transform the vertices fill the header's box.
    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn bloodborne_positions_fill_the_header_box() {
        for name in ["s00436", "s01301", "s05210", "s08000", "s10002", "s11401"] {
            let Some(bytes) = sample(&format!("bb/{name}.flver")) else {
                return;
            };
            let flver = super::super::read(&bytes).unwrap();
            let g = ModelGeometry::from_flver(&flver, &Limits::default()).unwrap();
            let header = flver.bounds();
            for k in 0..3 {
                assert!(
                    (g.bounds.min[k] - header.min[k]).abs() < 1e-3,
                    "{name} {k} {:?} {:?}",
                    g.bounds,
                    header
                );
                assert!(
                    (g.bounds.max[k] - header.max[k]).abs() < 1e-3,
                    "{name} {k} {:?} {:?}",
                    g.bounds,
                    header
                );
            }
        }
    }
}
