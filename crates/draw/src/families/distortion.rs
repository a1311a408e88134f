//! 607 Distortion: one draw per sheet, each moving the picture drawn before it (seeds 000: the
//! frame is copied just before each sheet), with the sheet's own strength, waves and scrolls.

use super::{part_of, parts, texture};
use crate::constants::{Buffer, Provenance, Value};
use crate::fields::Property;
use crate::list::{Draw, Variant};
use crate::options::DrawOptions;
use fxr_sim::action::ActionData;
use fxr_sim::instances::{DistortionInstance, Instances};
use fxr_sim::playback::NodeDraw;

/// The sheet's normal map.
pub fn textures(a: &ActionData) -> Vec<(&'static str, Property)> {
    vec![texture(a, "g_normalTexture", "normalMap")]
}

/// The program name (GXFfxdistortion + Soft + Bump / Rotation, by the mode).
pub fn program_name(v: Variant, mode: i32) -> String {
    let (soft, _, _) = parts(v);
    let mode = match mode {
        0 => "",
        2 => "Rotation",
        _ => "Bump",
    };
    format!("GXFfxdistortion{soft}{mode}")
}

/// One draw per sheet of `nd`, each with the sheet's own constants.
pub fn sheet_draws(draw: &Draw, nd: &NodeDraw, options: &DrawOptions, out: &mut Vec<Draw>) {
    let Instances::Distortion(sheets) = &nd.instances else {
        return;
    };
    for (k, sheet) in sheets.iter().enumerate() {
        let mut d = part_of(draw, k, 1);
        set_sheet_strength(&mut d.ps, sheet, options);
        set_sheet_waves(&mut d.ps, sheet, options);
        out.push(d);
    }
}

/// Sets a distortion sheet's colour, wave strength, clamp distance, stir pair and opacity factor.
fn set_sheet_strength(ps: &mut Buffer, sheet: &DistortionInstance, options: &DrawOptions) {
    let color = sheet.color.map(|c| f32::from(c) / 255.0);
    ps.set(
        "g_color",
        Value::Floats(color),
        Provenance::EngineDefault {
            note: "seeds 000: colour times the particle's colour, packed to bytes (whole 255ths)",
        },
    );
    ps.set(
        "g_waveStrength",
        Value::Float(sheet.params[0]),
        Provenance::EngineDefault {
            note: "seeds 000, Observed: the file's intensity at the particle's age, not multiplied by the colour's alpha",
        },
    );
    let radius = sheet.params[1];
    let clamp_inverse = if options.clamp_from_radius && radius > 0.0 {
        1.0 / radius
    } else {
        1.0
    };
    ps.set(
        "g_clampDistanceInverse",
        Value::Float(clamp_inverse),
        if options.clamp_from_radius {
            Provenance::Option {
                name: "distortion clamp from radius",
            }
        } else {
            Provenance::EngineDefault {
                note: "1 in every captured sheet",
            }
        },
    );
    ps.set(
        "g_stirTexcoord1YZ",
        Value::Floats({
            let [y, z] = options.stir_pair.texcoord1_yz();
            [y, z, 0.0, 0.0]
        }),
        Provenance::Option { name: "stir pair" },
    );
    ps.set(
        "g_distortionTexcoord5",
        Value::Float(options.distortion_opacity),
        Provenance::Option {
            name: "distortion opacity factor (TEXCOORD5)",
        },
    );
}

/// Sets a distortion sheet's mode, wave time and number, and normal-map scrolls.
fn set_sheet_waves(ps: &mut Buffer, sheet: &DistortionInstance, options: &DrawOptions) {
    let mode = sheet.params2[1] as i32;
    ps.set(
        "g_distortionMode",
        Value::Int(match mode {
            0 => 0,
            2 => 2,
            _ => 1,
        }),
        Provenance::Ours {
            note: "the program: 0 stir, 1 push (Bump), 2 twist (Rotation)",
        },
    );
    if mode == 0 {
        ps.set(
            "g_waveTime",
            Value::Float(sheet.params2[0]),
            Provenance::Ours {
                note: "stir: stirSpeed x age in radians (the stir's constants are not captured)",
            },
        );
        ps.set(
            "g_waveNum",
            Value::Float(options.stir_wave_number),
            Provenance::Option {
                name: "stir wave number",
            },
        );
    } else {
        ps.set(
            "g_waveTime",
            Value::Float(1.0),
            Provenance::EngineDefault {
                note: "1 in every captured push sheet; the scrolls arrive as distances travelled",
            },
        );
        ps.set(
            "g_waveNum",
            Value::Float(0.0),
            Provenance::EngineDefault {
                note: "0 in every captured sheet",
            },
        );
    }
    ps.set(
        "g_vNormalMapScrollDistance",
        Value::Float(sheet.params[2]),
        Provenance::Ours {
            note: "Inferred (seeds 000): normalMapOffsetU + normalMapSpeedU x age",
        },
    );
    ps.set(
        "g_hNormalMapScrollDistance",
        Value::Float(sheet.params[3]),
        Provenance::Ours {
            note: "Inferred (seeds 000): normalMapOffsetV + normalMapSpeedV x age",
        },
    );
    ps.set(
        "g_normalMapScrollScale",
        Value::Floats([sheet.params2[2], sheet.params2[3], 0.0, 0.0]),
        Provenance::Ours {
            note: "normalMapScaleU, normalMapScaleV (Elden Ring)",
        },
    );
}
