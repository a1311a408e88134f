//! 608 RadialBlur: one draw per sheet, each blurring the frame drawn before it (seeds 000:
//! the frame is copied just before each sheet), with its mask.

use super::{part_of, texture};
use crate::fields::Property;
use crate::list::{Draw, Variant};
use fxr_sim::action::ActionData;
use fxr_sim::instances::Instances;
use fxr_sim::playback::NodeDraw;

/// The sheet's mask.
pub fn textures(a: &ActionData) -> Vec<(&'static str, Property)> {
    vec![texture(a, "g_maskTexture", "mask")]
}

/// The program name.
pub fn program_name(v: Variant) -> String {
    if v.soft {
        "GXFfxSoftRadialBlur"
    } else {
        "GXFfxradialBlur"
    }
    .into()
}

/// One draw per sheet of `nd`.
pub fn sheet_draws(draw: &Draw, nd: &NodeDraw, out: &mut Vec<Draw>) {
    if let Instances::RadialBlur(sheets) = &nd.instances {
        out.extend((0..sheets.len()).map(|k| part_of(draw, k, 1)));
    }
}
