//! 605 Model and 10015 RichModel: for each run of one model id among a node's instances, one
//! draw per mesh of the model, textured by the mesh's material (the actions name no texture
//! of their own), or one placeholder draw when no opened file has the model (docs/models.md).

use super::{part_of, parts};
use crate::constants::Provenance;
use crate::list::{Draw, ModelMesh, TextureBinding, Variant};
use crate::source::{TextureSource, drawable_model};
use fxr_sim::instances::Instances;
use fxr_sim::playback::NodeDraw;

/// The program name (ours: no model program is recorded).
pub fn program_name(v: Variant) -> String {
    let (_, _, glow) = parts(v);
    format!("Model{glow}")
}

/// A model node's draws: for each run of one model id among its instances, one draw per mesh
/// of the model, textured by the mesh's material (the actions name no texture of their own),
/// or one placeholder draw when no opened file has the model.
pub fn model_draws(draw: &Draw, nd: &NodeDraw, source: &dyn TextureSource, out: &mut Vec<Draw>) {
    let Instances::Model(instances) = &nd.instances else {
        return;
    };
    let mut start = 0;
    while start < instances.len() {
        let id = instances[start].model;
        let len = instances[start..]
            .iter()
            .take_while(|i| i.model == id)
            .count();
        let mut d = part_of(draw, start, len);
        match drawable_model(source, id) {
            Some(geometry) => {
                for (k, mesh) in geometry.meshes.iter().enumerate() {
                    let mut m = d.clone();
                    let diffuse = mesh.diffuse();
                    m.textures = vec![TextureBinding {
                        slot: "g_diffuseTexture",
                        id: diffuse.and_then(|t| t.id).unwrap_or(0),
                        provenance: Provenance::Model {
                            model: id,
                            material: mesh.material.clone(),
                            slot: diffuse.map_or_else(String::new, |t| t.slot.clone()),
                            path: diffuse.map_or_else(String::new, |t| t.path.clone()),
                        },
                    }];
                    m.model = Some(ModelMesh {
                        model: id,
                        mesh: Some(k),
                        material: mesh.material.clone(),
                        triangles: mesh.indices.len() / 3,
                    });
                    out.push(m);
                }
            }
            None => {
                d.textures = Vec::new();
                d.model = Some(ModelMesh {
                    model: id,
                    mesh: None,
                    material: String::new(),
                    triangles: 12,
                });
                out.push(d);
            }
        }
        start += len;
    }
}
