//! Shader families and which preview program draws a family.
//!
//! A material's **family** is the file name of its shader path without the extension
//! ([`fxr_formats::matbin::family`]): Elden Ring's `N:\GR\...\SPX\C[DetailBlend].spx`
//! gives `C[DetailBlend]`, a lake gives `M[PlacidLake]`; Sekiro's
//! `N:\NTC\...\SPX\Character_Detail3Blend.spx` gives `Character_Detail3Blend`.
//!
//! Preview programs (seeds 002 and 004):
//!
//! | family                                       | preview | why                                                                 |
//! |----------------------------------------------|---------|---------------------------------------------------------------------|
//! | `M[PlacidLake]` and its variants             | water   | the lake's forward program, read in full (seeds 002)                 |
//! | other families with `g_GXFT_WaterInteraction` true | water | the lake's program stands in: the notes do not establish their absorption, Fresnel and shore fade |
//! | `C[DetailBlend]`, `C[DetailBlend]_cloth` (MATBIN) | detail, Elden Ring form | slots 7, 0, 1/10/4; metallic written (seeds 004)     |
//! | a family with `[DetailBlend]` (MTD)           | detail, Sekiro form     | switches 0, 13, 6, 1 and their slots; F0 written (seeds 004) |
//! | anything else                                | none    | parameters and samplers only                                        |
//!
//! `C[Fur]` reads other textures (seeds 004) and is not the detail equation, so it has no
//! preview. The `[Rich]` and `[S2]` programs add terms the notes did not derive, but a
//! material does not say which program variant a draw uses, so every `[DetailBlend]`
//! material is previewed with the plain equation.

use super::values::ParamView;

pub use fxr_formats::matbin::family;

/// Which preview program draws a material.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum PreviewKind {
    /// The lake's forward program over a generated floor (`render::water`).
    Water,
    /// The character detail-blend G-buffer program on a sphere or plane (`render::detail`).
    Detail,
    /// No preview program: the parameters and samplers are all there is to show.
    None,
}

/// Which of the two recorded detail equations a material takes (seeds 004).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum DetailForm {
    /// Sekiro: `albedo = (1-f)*C*colour`, `F0 = lerp(0.03, C, f)`.
    Sekiro,
    /// Elden Ring: `albedo = C*colour`, metallic `f`.
    EldenRing,
}

/// The preview a material gets and a sentence saying why (or why not).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PreviewInfo {
    /// The program.
    pub kind: PreviewKind,
    /// For a detail preview, the equation's form.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub form: Option<DetailForm>,
    /// What the preview is and how far the notes back it, or why there is none.
    pub note: String,
}

/// The parameter that marks water in both games (seeds 002).
pub const WATER_FLAG: &str = "g_GXFT_WaterInteraction";

/// Whether a family is one of the lake's (`M[PlacidLake]`, `M[PlacidLake]_LOD...`).
pub fn is_lake(family: &str) -> bool {
    family.starts_with("M[PlacidLake]")
}

/// Whether a family is the character detail blend (`C[DetailBlend]`, `C[DetailBlend]_cloth`,
/// Sekiro's `Character_AMSN_[DetailBlend]`); not `Detail3Blend` nor `C[Fur]`.
pub fn is_detail_blend(family: &str) -> bool {
    family.contains("[DetailBlend]")
}

/// The preview of a material of `family` with `params`; `is_matbin` tells the games apart.
pub fn preview_for(family: &str, params: &[ParamView], is_matbin: bool) -> PreviewInfo {
    let water_flag = params
        .iter()
        .any(|p| p.name == WATER_FLAG && p.stored.as_bool() == Some(true));
    if is_lake(family) {
        return PreviewInfo {
            kind: PreviewKind::Water,
            form: None,
            note: "the lake's forward program (seeds 002, read in full); no water simulation, no screen-space reflection: a generated sky stands in for the reflection chain".into(),
        };
    }
    if water_flag {
        return PreviewInfo {
            kind: PreviewKind::Water,
            form: None,
            note: format!(
                "{family} sets {WATER_FLAG}; drawn with M[PlacidLake]'s program: the notes do not establish this family's absorption, Fresnel and shore fade"
            ),
        };
    }
    if is_detail_blend(family) {
        let form = if is_matbin {
            DetailForm::EldenRing
        } else {
            DetailForm::Sekiro
        };
        let note = match form {
            DetailForm::EldenRing => {
                "the plain detail-blend equation in Elden Ring's metallic form (seeds 004: slot 7 base albedo, slot 0 base normal, details 1, 10, 4); generated textures stand in for the named ones"
            }
            DetailForm::Sekiro => {
                "the detail-blend equation in Sekiro's form (seeds 004: switches 0, 13, 6, 1; slots 1, 2, 8); generated textures stand in for the named ones"
            }
        };
        return PreviewInfo {
            kind: PreviewKind::Detail,
            form: Some(form),
            note: note.into(),
        };
    }
    PreviewInfo {
        kind: PreviewKind::None,
        form: None,
        note: format!(
            "no preview program for the family {family}: its parameters and samplers are shown"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::materials::values::StoredValue;

    fn flag(v: bool) -> ParamView {
        ParamView {
            name: WATER_FLAG.into(),
            type_name: "bool".into(),
            stored: StoredValue::Bool(v),
            bound: None,
        }
    }

    #[test]
    fn families_choose_their_preview() {
        assert_eq!(
            family(r"N:\GR\data\Material\sat\OutputData\SPX\M[PlacidLake].spx"),
            "M[PlacidLake]"
        );
        assert_eq!(
            preview_for("M[PlacidLake]_LOD1", &[], true).kind,
            PreviewKind::Water
        );
        assert_eq!(
            preview_for("M[Water][river]", &[flag(true)], true).kind,
            PreviewKind::Water
        );
        assert!(
            preview_for("M[Water][river]", &[flag(true)], true)
                .note
                .contains("not establish")
        );
        assert_eq!(
            preview_for("M[Waterfall]", &[flag(false)], true).kind,
            PreviewKind::None
        );
        let d = preview_for("C[DetailBlend]_cloth", &[], true);
        assert_eq!(
            (d.kind, d.form),
            (PreviewKind::Detail, Some(DetailForm::EldenRing))
        );
        let s = preview_for("Character_AMSN_[DetailBlend]", &[], false);
        assert_eq!(s.form, Some(DetailForm::Sekiro));
        for other in ["C[Fur]", "Character_Detail3Blend", "C[AMSN]_Mercury"] {
            let p = preview_for(other, &[], true);
            assert_eq!(p.kind, PreviewKind::None, "{other}");
            assert!(p.note.contains(other));
        }
    }
}
