//! 604 MultiTextureBillboardEx: one draw of every instance with its three layers' textures
//! (seeds 000: multi-texture composition).

use super::{parts, texture};
use crate::fields::Property;
use crate::list::Variant;
use fxr_sim::action::ActionData;

/// The three layers' textures.
pub fn textures(a: &ActionData) -> Vec<(&'static str, Property)> {
    vec![
        texture(a, "g_multiTexture0", "layer1"),
        texture(a, "g_multiTexture1", "layer2"),
        texture(a, "g_multiTexture2", "layer3"),
    ]
}

/// The program name (GXFfxtessellate + Soft + Blend + MultiTexture + GlowD).
pub fn program_name(v: Variant) -> String {
    let (soft, blend, glow) = parts(v);
    format!("GXFfxtessellate{soft}{blend}MultiTexture{glow}")
}
