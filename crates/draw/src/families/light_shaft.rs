//! 10003 LightShaft: one draw of every sheet, with its texture (seeds 000 names LightShaft
//! programs among the plain GXFfx family; their body is ours: docs/flares-shafts-spots.md).

use super::{parts, texture};
use crate::fields::Property;
use crate::list::Variant;
use fxr_sim::action::ActionData;

/// The shaft's texture.
pub fn textures(a: &ActionData) -> Vec<(&'static str, Property)> {
    vec![texture(a, "g_diffuseTexture", "texture")]
}

/// The program name (GXFfx + Soft + LightShaft; the rest of the name is ours).
pub fn program_name(v: Variant) -> String {
    let (soft, _, _) = parts(v);
    format!("GXFfx{soft}LightShaft")
}
