//! 10014 LensFlare: one draw per run of one layer's flares (the instances come ordered by
//! layer), each with the layer's texture (`layerN`) and glow colour (`layerNBloomColor`, with
//! `bloom`). Flares are drawn over the scene, not depth tested: their occlusion is the
//! source's visible share, measured in the vertex program (ours; docs/flares-shafts-spots.md).

use super::{part_of, parts};
use crate::constants::{Provenance, Value};
use crate::fields::Fixed;
use crate::list::{Depth, Draw, TextureBinding, Variant};
use fxr_sim::action::ActionData;
use fxr_sim::flare_fields::FLARE_LAYERS;
use fxr_sim::instances::Instances;
use fxr_sim::playback::NodeDraw;

/// The program name (seeds 000 names "LensFlare" among the tessellated family's programs; the
/// rest of the name is ours).
pub fn program_name(v: Variant) -> String {
    let (_, _, glow) = parts(v);
    format!("GXFfxtessellateLensFlare{glow}")
}

/// Each layer's texture and glow colour, found when the effect is loaded.
#[derive(Debug, Clone, PartialEq)]
pub struct LayerFields {
    layers: [(Fixed<i32>, Fixed<[f32; 4]>); FLARE_LAYERS],
}

impl LayerFields {
    /// The `layerN` and `layerNBloomColor` fields of `a`.
    pub fn find(a: &ActionData) -> Self {
        LayerFields {
            layers: std::array::from_fn(|k| {
                let n = k + 1;
                (
                    Fixed::int(a, &format!("layer{n}"), 0),
                    Fixed::floats(a, &format!("layer{n}BloomColor"), [1.0, 1.0, 1.0, 0.0]),
                )
            }),
        }
    }

    /// One draw per run of one layer's flares of `nd`.
    pub fn flare_draws(&self, draw: &Draw, nd: &NodeDraw, out: &mut Vec<Draw>) {
        let Instances::LensFlare(instances) = &nd.instances else {
            return;
        };
        let mut start = 0;
        while start < instances.len() {
            let layer = instances[start].params[1];
            let len = instances[start..]
                .iter()
                .take_while(|i| i.params[1] == layer)
                .count();
            if let Some((texture, bloom)) = self.layers.get(layer as usize) {
                out.push(layer_draw(draw, start, len, texture, bloom));
            }
            start += len;
        }
    }
}

/// The draw of `len` flares of one layer from `start`.
fn layer_draw(
    draw: &Draw,
    start: usize,
    len: usize,
    texture: &Fixed<i32>,
    bloom: &Fixed<[f32; 4]>,
) -> Draw {
    let mut d = part_of(draw, start, len);
    d.depth = Depth {
        compare: "Always",
        write: false,
    };
    d.textures = vec![TextureBinding {
        slot: "g_diffuseTexture",
        id: texture.value,
        provenance: texture.source.provenance(None),
    }];
    d.ps.set(
        "g_psGlowScale",
        Value::Floats(bloom.value),
        bloom.source.provenance(Some("drawn when bloom is set")),
    );
    d.ps.set(
        "g_color",
        Value::Floats([1.0; 4]),
        Provenance::Ours {
            note: "white: each flare carries its layer's colour (layerNColor clamped × layerNColorMultiplier) in its instance",
        },
    );
    d
}
