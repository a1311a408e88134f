//! 609 PointLight and 11000 SpotLight: no draw of their own; they light the lit draws (the
//! LightBuffer's point and spot lists), each spot value with the file field it came from.
//! docs/flares-shafts-spots.md says which rules are ours.

use crate::constants::Provenance;
use crate::fields::Source;
use fxr_sim::action::ActionData;
use fxr_sim::flares::SpotLightInstance;
use fxr_sim::instances::Instances;
use fxr_sim::playback::NodeDraw;

/// The most spot lights the programs read (ours; seeds 000 records a g_SpotLightBuffer, not
/// its length).
pub const MAX_SPOTS: usize = 8;

/// The floats of the LightBuffer's spot part: a count (4) and four vec4 per spot.
pub const SPOT_FLOATS: usize = 4 + MAX_SPOTS * 16;

/// A spot light as the lit draws see it, and where its values come from.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SpotLightValues {
    /// The node that holds it.
    pub node: String,
    /// World position.
    pub position: [f32; 3],
    /// The cone's axis (the node's Z axis, ours).
    pub direction: [f32; 3],
    /// The axis radiusX lies along (the node's X axis, ours).
    pub x_axis: [f32; 3],
    /// Where the light starts along the axis (near; 0 taken as 0.5).
    pub near: f32,
    /// The distance of the cone's base (far).
    pub far: f32,
    /// The base's half axes (radiusX, radiusY).
    pub radius: [f32; 2],
    /// Diffuse colour times its multiplier.
    pub diffuse: [f32; 4],
    /// Each value's source: (value, provenance).
    pub provenance: Vec<(String, Provenance)>,
}

impl SpotLightValues {
    fn from_instance(
        node: &str,
        i: &SpotLightInstance,
        provenance: &[(String, Provenance)],
    ) -> Self {
        let v3 = |a: &[f32; 4]| [a[0], a[1], a[2]];
        SpotLightValues {
            node: node.to_string(),
            position: v3(&i.position),
            direction: v3(&i.direction),
            x_axis: v3(&i.x_axis),
            near: i.position[3],
            far: i.direction[3],
            radius: [i.x_axis[3], i.diffuse[3]],
            diffuse: [i.diffuse[0], i.diffuse[1], i.diffuse[2], i.params[0]],
            provenance: provenance.to_vec(),
        }
    }
}

/// Where a spot light action's values come from, found when the effect is loaded.
#[derive(Debug, Clone, PartialEq)]
pub struct SpotFields {
    provenance: Vec<(String, Provenance)>,
}

impl SpotFields {
    /// The sources of `a`'s values.
    pub fn find(a: &ActionData) -> Self {
        let provenance = [
            ("position", None, Some("the particle's position; the cone along its node's Z axis, radiusX along X (ours)")),
            ("near", Some("near"), Some("0 taken as 0.5 (the library)")),
            ("far", Some("far"), None),
            ("radius[0]", Some("radiusX"), None),
            ("radius[1]", Some("radiusY"), None),
            ("diffuse", Some("diffuseColor"), Some("× diffuseMultiplier")),
        ]
        .into_iter()
        .map(|(value, field, rule)| {
            let p = match field {
                Some(f) => Source::find(a, f).provenance(rule),
                None => Provenance::Ours {
                    note: rule.unwrap_or_default(),
                },
            };
            (value.to_string(), p)
        })
        .collect();
        SpotFields { provenance }
    }

    /// Appends a frame draw's spot lights to `out`, with their provenance.
    pub fn collect(&self, nd: &NodeDraw, out: &mut Vec<SpotLightValues>) {
        if let Instances::SpotLight(lights) = &nd.instances {
            out.extend(
                lights
                    .iter()
                    .map(|l| SpotLightValues::from_instance(&nd.node, l, &self.provenance)),
            );
        }
    }
}

/// Appends a frame draw's point lights to `out`: position, radius, diffuse colour.
pub fn collect_points(nd: &NodeDraw, out: &mut Vec<([f32; 3], f32, [f32; 4])>) {
    if let Instances::Light(lights) = &nd.instances {
        out.extend(lights.iter().map(|l| {
            (
                [l.position[0], l.position[1], l.position[2]],
                l.position[3],
                l.diffuse,
            )
        }));
    }
}

/// The LightBuffer's spot part (`shaders/common.wgsl` SpotLight): the count, then per spot
/// position + near, direction + far, X axis + radiusX, diffuse rgb + radiusY.
pub(crate) fn spot_bytes(spots: &[SpotLightValues], out: &mut Vec<f32>) {
    let count = spots.len().min(MAX_SPOTS) as u32;
    out.extend_from_slice(&[f32::from_bits(count), 0.0, 0.0, 0.0]);
    for k in 0..MAX_SPOTS {
        match spots.get(k) {
            Some(s) => {
                out.extend_from_slice(&[s.position[0], s.position[1], s.position[2], s.near]);
                out.extend_from_slice(&[s.direction[0], s.direction[1], s.direction[2], s.far]);
                out.extend_from_slice(&[s.x_axis[0], s.x_axis[1], s.x_axis[2], s.radius[0]]);
                out.extend_from_slice(&[s.diffuse[0], s.diffuse[1], s.diffuse[2], s.radius[1]]);
            }
            None => out.extend_from_slice(&[0.0; 16]),
        }
    }
}
