//! A frame's draws as `fxr-view draws` and the inspector show them: each draw's program, node,
//! pipeline state, textures and constant buffers with the provenance of every value, and, for
//! a GPU particle draw, its systems' constants named by their file fields
//! ([`crate::gpu_particles`]).

use crate::gpu_particles::{GpuParticleInfo, gpu_particle_info};
use fxr_draw::constants::Provenance;
use fxr_draw::{Blend, Depth, Draw, DrawList, Family, ModelMesh, TextureBinding, Variant};
use fxr_sim::playback::Frame;
use fxr_sim::program::EffectProgram;

/// A played frame and its draw list, with the program they came from: what the inspector
/// describes.
#[derive(Debug, Clone, Copy)]
pub struct FrameView<'a> {
    /// The effect's compiled program.
    pub program: &'a EffectProgram,
    /// The frame.
    pub frame: &'a Frame,
    /// Its draw list.
    pub list: &'a DrawList,
}

/// What every JSON view of a draw shows (`fxr-view draws --json`, the viewer's inspector): its
/// program, node and pipeline state.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct DrawSummary<'a> {
    /// The engine's program name for this family and variant.
    pub program: &'a str,
    /// The family.
    pub family: Family,
    /// The variant switches.
    pub variant: Variant,
    /// The node's path.
    pub node: &'a str,
    /// The appearance action type.
    pub action_type: i16,
    /// Instances drawn.
    pub instance_count: usize,
    /// Textures.
    pub textures: &'a [TextureBinding],
    /// Blend.
    pub blend: Blend,
    /// Why this blend (the note's rule, or our choice).
    pub blend_rule: &'a Provenance,
    /// Depth.
    pub depth: Depth,
    /// The model mesh (model draws only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub model: Option<&'a ModelMesh>,
    /// A GPU particle draw's systems, counts, force volumes and buffer layouts.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub gpu_particles: Option<GpuParticleInfo>,
}

impl<'a> FrameView<'a> {
    /// A draw of the list as every JSON view shows it.
    pub fn summary(&self, draw: &'a Draw) -> DrawSummary<'a> {
        DrawSummary {
            program: &draw.program,
            family: draw.family,
            variant: draw.variant,
            node: &draw.node,
            action_type: draw.action_type,
            instance_count: draw.instance_count,
            textures: &draw.textures,
            blend: draw.blend,
            blend_rule: &draw.blend_rule,
            depth: draw.depth,
            model: draw.model.as_ref(),
            gpu_particles: self.gpu_particles(draw),
        }
    }

    /// What the inspector shows of a GPU particle draw's systems (none for the other draws).
    pub fn gpu_particles(&self, draw: &Draw) -> Option<GpuParticleInfo> {
        let nd = self.frame.draws.get(draw.frame_draw)?;
        let gpu = nd.gpu.as_deref()?;
        let base = nd.node.split('#').next().unwrap_or_default();
        let mut nodes = Vec::new();
        self.program.root.walk(&mut nodes);
        let node = nodes.into_iter().find(|n| n.path == base)?;
        let appearance = node.configs.get(nd.config)?.appearance.as_ref()?;
        Some(gpu_particle_info(
            gpu,
            &appearance.action,
            nd.instances.len(),
        ))
    }

    /// The list as `fxr-view draws --json` prints it.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "VSCommonBuffer": self.list.vs.to_json(),
            "lights": self.list.lights,
            "draws": self.list.draws.iter().map(|d| {
                let mut o = self.draw_fields(d);
                o.insert("first_instance".into(), d.first_instance.into());
                o.insert("buffers".into(), serde_json::json!({ "PSCommonBuffer": d.ps.to_json() }));
                o.insert("provenance".into(), serde_json::json!({ "PSCommonBuffer": d.ps.provenance_json() }));
                serde_json::Value::Object(o)
            }).collect::<Vec<_>>(),
        })
    }

    /// A draw's summary as a JSON object, for the views that add fields of their own.
    fn draw_fields(&self, d: &'a Draw) -> serde_json::Map<String, serde_json::Value> {
        match serde_json::to_value(self.summary(d)) {
            Ok(serde_json::Value::Object(map)) => map,
            // A struct of strings and numbers always serializes to an object.
            _ => serde_json::Map::new(),
        }
    }
}
