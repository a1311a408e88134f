//! The model meshes the effect renderer has uploaded: each model's meshes once (vertex and
//! index buffers), and the placeholder cube drawn for models no opened file has.

use super::TextureSource;
use crate::gpu::Gpu;
use fxr_formats::flver::{MeshGeometry, ModelVertex};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use wgpu::util::DeviceExt;

/// A mesh on the GPU.
#[derive(Debug)]
pub(super) struct GpuMesh {
    pub(super) vertices: wgpu::Buffer,
    pub(super) indices: wgpu::Buffer,
    pub(super) index_count: u32,
}

impl GpuMesh {
    fn new(gpu: &Gpu, label: &str, vertices: &[ModelVertex], indices: &[u32]) -> Self {
        let vertices = gpu
            .device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some(label),
                contents: bytemuck::cast_slice(vertices),
                usage: wgpu::BufferUsages::VERTEX,
            });
        let index_buffer = gpu
            .device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some(label),
                contents: bytemuck::cast_slice(indices),
                usage: wgpu::BufferUsages::INDEX,
            });
        GpuMesh {
            vertices,
            indices: index_buffer,
            index_count: indices.len() as u32,
        }
    }

    fn from_geometry(gpu: &Gpu, label: &str, mesh: &MeshGeometry) -> Self {
        GpuMesh::new(gpu, label, &mesh.vertices, &mesh.indices)
    }
}

/// The half edge of the placeholder cube, in model units (metres): small enough not to hide
/// the effect, large enough to see.
pub const PLACEHOLDER_HALF_SIZE: f32 = 0.25;

/// The placeholder cube: 24 vertices (flat normals, a UV square per face), 12 triangles.
pub fn placeholder_cube() -> (Vec<ModelVertex>, Vec<u32>) {
    let h = PLACEHOLDER_HALF_SIZE;
    let mut vertices = Vec::with_capacity(24);
    let mut indices = Vec::with_capacity(36);
    for axis in 0..3 {
        for sign in [1.0f32, -1.0] {
            let mut n = [0.0; 3];
            n[axis] = sign;
            let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
            let base = vertices.len() as u32;
            for (a, b) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
                let mut p = [0.0; 3];
                p[axis] = sign * h;
                p[u] = a * h;
                p[v] = b * h;
                vertices.push(ModelVertex {
                    position: p,
                    normal: n,
                    uv: [(a + 1.0) / 2.0, (1.0 - b) / 2.0],
                    color: [255; 4],
                });
            }
            indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
        }
    }
    (vertices, indices)
}

/// The uploaded models, by id, and the ids drawn as the placeholder.
#[derive(Debug)]
pub(super) struct ModelCache {
    uploaded: HashMap<i32, Vec<GpuMesh>>,
    placeholder: GpuMesh,
    pub(super) missing: BTreeSet<i32>,
    /// Models a file holds that cannot be drawn, with why (drawn as the placeholder too).
    pub(super) broken: BTreeMap<i32, String>,
}

impl ModelCache {
    pub(super) fn new(gpu: &Gpu) -> Self {
        let (vertices, indices) = placeholder_cube();
        ModelCache {
            uploaded: HashMap::new(),
            placeholder: GpuMesh::new(gpu, "placeholder cube", &vertices, &indices),
            missing: BTreeSet::new(),
            broken: BTreeMap::new(),
        }
    }

    /// Uploads model `id` from `source` if it is not yet; a model no source has is listed as
    /// missing, one that does not read as broken, with why.
    pub(super) fn prepare(&mut self, gpu: &Gpu, source: &dyn TextureSource, id: i32) {
        if self.uploaded.contains_key(&id)
            || self.missing.contains(&id)
            || self.broken.contains_key(&id)
        {
            return;
        }
        match fxr_draw::source::drawable_model(source, id) {
            Some(geometry) => {
                let label = format!("s{id:05}.flver");
                let meshes = geometry
                    .meshes
                    .iter()
                    .map(|m| GpuMesh::from_geometry(gpu, &label, m))
                    .collect();
                self.uploaded.insert(id, meshes);
            }
            None => match source.model_problem(id) {
                Some(problem) => {
                    self.broken.insert(id, problem);
                }
                None => {
                    self.missing.insert(id);
                }
            },
        }
    }

    /// The mesh to draw for a model draw: its own, or the placeholder when the draw asks for
    /// none (the model is missing) or for a mesh the upload does not have.
    pub(super) fn mesh(&self, id: i32, mesh: Option<usize>) -> &GpuMesh {
        mesh.and_then(|k| self.uploaded.get(&id)?.get(k))
            .unwrap_or(&self.placeholder)
    }

    /// Forgets the uploaded models (after the user opens other files).
    pub(super) fn clear(&mut self) {
        self.uploaded.clear();
        self.missing.clear();
        self.broken.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholder_cube_is_closed_and_sized() {
        let (vertices, indices) = placeholder_cube();
        assert_eq!((vertices.len(), indices.len()), (24, 36));
        assert!(indices.iter().all(|&i| (i as usize) < vertices.len()));
        for v in &vertices {
            assert!(v.position.iter().all(|c| c.abs() == PLACEHOLDER_HALF_SIZE));
            // Each face's normal points out of the cube.
            let outward: f32 = (0..3).map(|k| v.position[k] * v.normal[k]).sum();
            assert!(outward > 0.0);
        }
    }
}
