//! 600 PointSprite and 603 BillboardEx, and the GPU particles (10000 to 10009), which the
//! billboard program draws: one draw of every instance, the texture and, with a normal map,
//! the Bump program.

use super::{parts, texture};
use crate::fields::Property;
use fxr_sim::action::ActionData;
use fxr_sim::appearance::AppearanceKind;

/// The textures a billboard binds: `texture`, and `normalMap` when it has one.
pub fn textures(a: &ActionData, normal_map: i32) -> Vec<(&'static str, Property)> {
    let mut v = vec![texture(a, "g_diffuseTexture", "texture")];
    if normal_map > 0 {
        v.push(texture(a, "g_normalTexture", "normalMap"));
    }
    v
}

/// The program name (seeds 000's parts: GXFfxtessellate + Soft + Blend + Texture / Bump /
/// PointSprite + GlowD).
pub fn program_name(kind: AppearanceKind, v: crate::list::Variant, bump: bool) -> String {
    let (soft, blend, glow) = parts(v);
    match kind {
        AppearanceKind::PointSprite => format!("GXFfxtessellatePointSprite{glow}"),
        // The engine's _VFX_ programs (seeds 000) are named by family only
        // (CS_VFX_StandardParticleEmit, CS_VFX_SparkParticleCorrect): the draw here is the
        // billboard program, and its name says the action it draws.
        AppearanceKind::GpuParticles => format!("VFX_Particle{glow}"),
        _ => format!(
            "GXFfxtessellate{soft}{blend}{}Texture{glow}",
            if bump { "Bump" } else { "" }
        ),
    }
}
