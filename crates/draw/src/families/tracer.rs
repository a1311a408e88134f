//! 606 LegacyTracer and 10012 Tracer: one draw of every trail segment, with its texture.

use super::{parts, texture};
use crate::fields::Property;
use crate::list::Variant;
use fxr_sim::action::ActionData;

/// The tracer's texture.
pub fn textures(a: &ActionData) -> Vec<(&'static str, Property)> {
    vec![texture(a, "g_diffuseTexture", "texture")]
}

/// The program name (GXFfxtessellate + TracerTexture + GlowD).
pub fn program_name(v: Variant) -> String {
    let (_, _, glow) = parts(v);
    format!("GXFfxtessellateTracerTexture{glow}")
}
