//! The user's overrides of constants (the inspector's edits, carried by permalinks) and the
//! nodes they hide, applied to a built draw list.

use crate::constants::{Buffer, PS_COMMON, VS_COMMON};
use crate::list::{Draw, DrawList};

/// A user's override of one constant (the inspector's edits; permalinks carry them): in the
/// draws of one node (every draw when `node` is none) or in the frame's VSCommonBuffer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Override {
    /// The node whose draws it applies to (PSCommonBuffer only); none: every draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    // Absent rather than null when none (a permalink's override omits it too).
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub node: Option<String>,
    /// "PSCommonBuffer" or "VSCommonBuffer".
    pub buffer: String,
    /// The variable.
    pub name: String,
    /// Its components (1, 2, 4 or 16 numbers).
    pub values: Vec<f64>,
}

impl Override {
    /// Checks the buffer, the variable and the values against our layouts, so a bad override
    /// (from a user or a permalink) is refused when it is set rather than when drawn.
    pub fn check(&self) -> Result<(), String> {
        let layout = match self.buffer.as_str() {
            "PSCommonBuffer" => PS_COMMON,
            "VSCommonBuffer" => VS_COMMON,
            other => {
                return Err(format!(
                    "unknown buffer {other:?}: expected PSCommonBuffer or VSCommonBuffer"
                ));
            }
        };
        Buffer::new(layout).set_override(&self.name, &self.values)
    }

    fn applies_to(&self, draw: &Draw) -> bool {
        self.buffer == "PSCommonBuffer" && self.node.as_ref().is_none_or(|n| *n == draw.node)
    }
}

impl DrawList {
    /// Applies overrides in order (a later one wins). Ones that do not fit are skipped (they
    /// were checked when set: [`Override::check`]).
    pub fn apply_overrides(&mut self, overrides: &[Override]) {
        for o in overrides {
            if o.buffer == "VSCommonBuffer" {
                let _ = self.vs.set_override(&o.name, &o.values);
            }
            for d in self.draws.iter_mut().filter(|d| o.applies_to(d)) {
                let _ = d.ps.set_override(&o.name, &o.values);
            }
        }
    }

    /// Leaves out the draws of hidden nodes (the viewer's per-node visibility).
    pub fn hide_nodes(&mut self, hidden: &std::collections::BTreeSet<String>) {
        if !hidden.is_empty() {
            self.draws.retain(|d| !hidden.contains(&d.node));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::blend::blend_for_mode;
    use crate::constants::{Provenance, Value};
    use crate::list::{Depth, Family, Lights, Variant};

    fn test_draw(node: &str) -> Draw {
        let (blend, _, rule) = blend_for_mode(6, false);
        Draw {
            program: "GXFfxtessellateTexture".into(),
            family: Family::Billboard,
            variant: Variant::default(),
            node: node.into(),
            action_type: 603,
            frame_draw: 0,
            first_instance: 0,
            instance_count: 1,
            instance_bytes: 0..0,
            textures: Vec::new(),
            columns: 1,
            blend,
            blend_rule: rule,
            depth: Depth {
                compare: "GreaterEqual",
                write: false,
            },
            ps: Buffer::new(PS_COMMON),
            model: None,
            gpu_particles: None,
        }
    }

    #[test]
    fn overrides_apply_to_their_node_or_to_every_draw() {
        let mut list = DrawList {
            vs: Buffer::new(VS_COMMON),
            draws: vec![test_draw("0/1"), test_draw("0/2")],
            lights: Lights {
                ambient: 1.0,
                directional: 0.0,
                points: Vec::new(),
                spots: Vec::new(),
                note: "test",
            },
            instances: Vec::new(),
            gpu_particles: Vec::new(),
        };
        let one = Override {
            node: Some("0/2".into()),
            buffer: "PSCommonBuffer".into(),
            name: "g_waveStrength".into(),
            values: vec![5.0],
        };
        let all = Override {
            node: None,
            buffer: "PSCommonBuffer".into(),
            name: "g_alphaCutoff".into(),
            values: vec![0.25],
        };
        let vs = Override {
            node: None,
            buffer: "VSCommonBuffer".into(),
            name: "g_nearFar".into(),
            values: vec![1.0, 2.0, 3.0, 4.0],
        };
        for o in [&one, &all, &vs] {
            o.check().unwrap();
        }
        list.apply_overrides(&[one, all, vs]);
        assert_eq!(list.draws[0].ps.get("g_waveStrength"), None);
        assert_eq!(
            list.draws[1].ps.get("g_waveStrength"),
            Some(&Value::Float(5.0))
        );
        assert!(
            list.draws
                .iter()
                .all(|d| d.ps.get("g_alphaCutoff") == Some(&Value::Float(0.25)))
        );
        assert_eq!(
            list.vs.get("g_nearFar"),
            Some(&Value::Floats([1.0, 2.0, 3.0, 4.0]))
        );
        let rows = list.draws[1].ps.rows();
        let row = rows.iter().find(|r| r.name == "g_waveStrength").unwrap();
        assert!(matches!(row.provenance, Some(Provenance::Override { .. })));
        list.hide_nodes(&["0/1".to_string()].into_iter().collect());
        assert_eq!(list.draws.len(), 1);
        assert_eq!(list.draws[0].node, "0/2");
        let bad = Override {
            node: None,
            buffer: "PSEnvLightBuffer".into(),
            name: "x".into(),
            values: vec![],
        };
        assert!(bad.check().unwrap_err().contains("unknown buffer"));
    }
}
