//! 601 Line and 602 QuadLine: one draw of every instance, colour only.

use fxr_sim::appearance::AppearanceKind;

/// The program name.
pub fn program_name(kind: AppearanceKind) -> String {
    match kind {
        AppearanceKind::QuadLine => "GXFfxtessellateQuadLineColorOnly",
        _ => "GXFfxtessellateLineColorOnly",
    }
    .into()
}
