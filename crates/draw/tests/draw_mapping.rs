//! The file field → constant table of seeds 000 ("What the engine takes from the file"), end to
//! end: an effect is written with the project's writer for each row and value, read back,
//! compiled, played and turned into its draw list, and the draw's constants, program name and
//! blend state are asserted.
//!
//! | file field | reaches |
//! |---|---|
//! | unk_ds3_f2_10..13 | g_ps_TexBlendType, g_ps_TexBlendType2, g_ps_TexBlendType3, g_ps_ColorBlendType |
//! | premultiplyAlpha | g_ps_bPreAlphaMult (1 for true) |
//! | blendMode | g_ps_BlendingMode and the blend: 6 → 1, over; 4 and 7 → 2, additive |
//! | rgbMultiplier, alphaMultiplier | g_vColorScale = (rgb × K ×3, alpha); K 1 lit, the frame factor unlit |
//! | lighting | g_ps_bEnableLighting: -1 → 0, -2 → 1 |
//! | bloomColor | g_psGlowScale as stored |
//! | depthBlend, bloom, interpolateFrames | the Soft, GlowD and Blend programs |

use fxr_demo::builder::{ActionBuilder, single_node_effect};
use fxr_draw::camera::OrbitCamera;
use fxr_draw::constants::Value;
use fxr_draw::{Draw, DrawOptions, Factor};
use fxr_formats::fxr::{self, Game};
use fxr_sim::instances::ViewInfo;
use fxr_sim::playback::{Playback, PlaybackOptions};
use std::sync::Arc;

/// The one draw of an effect whose only node has `appearance` (action 604 or 603 built by
/// `set`), made for `game`: written, read back, played to 0.2 s and drawn.
fn draw_of(
    game: Game,
    appearance: u16,
    set: impl FnOnce(ActionBuilder) -> Result<ActionBuilder, fxr_demo::DemoError>,
) -> Draw {
    draw_with(game, appearance, set, &DrawOptions::default())
}

/// [`draw_of`] with other draw options.
fn draw_with(
    game: Game,
    appearance: u16,
    set: impl FnOnce(ActionBuilder) -> Result<ActionBuilder, fxr_demo::DemoError>,
    options: &DrawOptions,
) -> Draw {
    let action = set(ActionBuilder::new(appearance, game).expect("the action"))
        .expect("the fields")
        .build();
    let written = single_node_effect(7, game, [action]).expect("an effect");
    let bytes = fxr::write(&written).expect("writes");
    let mut read = fxr::read(&bytes).expect("reads back");
    // A version 5 file this small has no sign of its game: as a user's tool would, take
    // the game the file was made for.
    read.game = written.game;
    let program = fxr_sim::program::compile(&read).expect("compiles");
    let mut playback = Playback::new(Arc::new(program), PlaybackOptions::default());
    let frame = playback.frame(0.2, &ViewInfo::default());
    let vs = fxr_draw::view_buffer(&OrbitCamera::default(), 64, 64);
    let list = fxr_draw::build(
        &fxr_draw::DrawProgram::new(playback.program()),
        &frame,
        &playback.options().externals,
        options,
        vs,
        &fxr_draw::source::NoTextures,
    );
    assert_eq!(list.draws.len(), 1, "one draw");
    list.draws.into_iter().next().expect("a draw")
}

fn int(d: &Draw, name: &str) -> i32 {
    match d.ps.get(name) {
        Some(Value::Int(i)) => *i,
        other => panic!("{name}: {other:?}"),
    }
}

fn floats(d: &Draw, name: &str) -> [f32; 4] {
    match d.ps.get(name) {
        Some(Value::Floats(f)) => *f,
        other => panic!("{name}: {other:?}"),
    }
}

const ER: Game = Game::EldenRing;

#[test]
fn the_four_words_reach_the_blend_type_constants() {
    for words in [[0, 0, 0, 0], [2, 1, 0, 0], [1, 2, 3, 2], [0, 3, 1, 1]] {
        let d = draw_of(ER, 604, |a| {
            a.int("unk_ds3_f2_10", words[0])?
                .int("unk_ds3_f2_11", words[1])?
                .int("unk_ds3_f2_12", words[2])?
                .int("unk_ds3_f2_13", words[3])
        });
        let got = [
            int(&d, "g_ps_TexBlendType"),
            int(&d, "g_ps_TexBlendType2"),
            int(&d, "g_ps_TexBlendType3"),
            int(&d, "g_ps_ColorBlendType"),
        ];
        assert_eq!(got, words);
    }
}

#[test]
fn premultiply_alpha_reaches_g_ps_b_pre_alpha_mult() {
    for (flag, expected) in [(false, 0), (true, 1)] {
        let d = draw_of(ER, 604, |a| a.flag("premultiplyAlpha", flag));
        assert_eq!(int(&d, "g_ps_bPreAlphaMult"), expected);
    }
}

#[test]
fn blend_mode_reaches_the_blending_mode_and_the_pipeline_blend() {
    for (mode, blending, dst) in [
        (6, 1, Factor::InvSrcAlpha),
        (4, 2, Factor::One),
        (7, 2, Factor::One),
    ] {
        for appearance in [603, 604] {
            let d = draw_of(ER, appearance, |a| a.int("blendMode", mode));
            assert_eq!(int(&d, "g_ps_BlendingMode"), blending, "mode {mode}");
            assert_eq!(d.blend.color.src, Factor::SrcAlpha, "mode {mode}");
            assert_eq!(d.blend.color.dst, dst, "mode {mode}");
        }
    }
}

#[test]
fn multipliers_reach_the_colour_scale_with_k_lit_and_unlit() {
    // seeds 000: Sekiro 1.4 gives 1.58285, 1.8 gives 2.0351; Elden Ring 20 gives 1.4956, 10
    // gives 0.7478; alphas as stored; lit draws K = 1.
    let cases = [
        (Game::Sekiro, 1.4, 0.3, -1, 1.58285),
        (Game::Sekiro, 1.8, 1.0, -1, 2.0351),
        (ER, 20.0, 10.0, -1, 1.4956),
        (ER, 10.0, 5.0, -1, 0.7478),
        (ER, 10.0, 5.0, -2, 10.0),
        (Game::Sekiro, 1.4, 0.9, -2, 1.4),
    ];
    for (game, rgb, alpha, lighting, expected) in cases {
        let d = draw_of(game, 604, |a| {
            a.constant("rgbMultiplier", &[rgb])?
                .constant("alphaMultiplier", &[alpha])?
                .int("lighting", lighting)
        });
        let scale = floats(&d, "g_vColorScale");
        for (c, &v) in scale.iter().take(3).enumerate() {
            assert!(
                (v - expected).abs() < 1e-4 * expected.max(1.0),
                "{game:?} {rgb} lighting {lighting}: channel {c} {v}, expected {expected}"
            );
        }
        assert_eq!(scale[3], alpha);
        assert_eq!(int(&d, "g_ps_bEnableLighting"), i32::from(lighting == -2));
    }
}

#[test]
fn lighting_reaches_g_ps_b_enable_lighting() {
    for (lighting, expected) in [(-1, 0), (-2, 1)] {
        for appearance in [603, 604] {
            let d = draw_of(ER, appearance, |a| a.int("lighting", lighting));
            assert_eq!(int(&d, "g_ps_bEnableLighting"), expected);
        }
    }
}

#[test]
fn bloom_color_reaches_the_glow_scale_as_stored() {
    for colour in [[0.5, 0.75, 1.0, 0.1], [1.0, 0.75, 0.5, 0.25]] {
        let d = draw_of(ER, 604, |a| {
            a.flag("bloom", true)?.floats("bloomColor", &colour)
        });
        assert_eq!(floats(&d, "g_psGlowScale"), colour);
    }
}

/// Models (605, 10015) have no bloom switch: a bloom strength (bloomColor's fourth value)
/// above zero chooses their glow program (ours), and the colour reaches g_psGlowScale as for
/// the billboards.
#[test]
fn a_model_glows_when_its_bloom_strength_is_above_zero() {
    for appearance in [605, 10015] {
        for (strength, glow) in [(0.0, false), (0.5, true)] {
            let colour = [1.0, 0.5, 0.25, strength];
            let d = draw_of(ER, appearance, |a| a.floats("bloomColor", &colour));
            assert_eq!(d.variant.glow, glow, "{appearance} {strength}");
            assert_eq!(d.program, if glow { "ModelGlowD" } else { "Model" });
            assert_eq!(floats(&d, "g_psGlowScale"), colour);
        }
    }
}

#[test]
fn depth_blend_bloom_and_interpolate_frames_choose_the_program() {
    let program = |appearance: u16, soft: bool, bloom: bool, blend: bool| {
        draw_of(ER, appearance, |a| {
            a.flag("depthBlend", soft)?
                .flag("bloom", bloom)?
                .flag("interpolateFrames", blend)
        })
        .program
    };
    assert_eq!(
        program(604, false, false, false),
        "GXFfxtessellateMultiTexture"
    );
    assert_eq!(
        program(604, true, false, false),
        "GXFfxtessellateSoftMultiTexture"
    );
    assert_eq!(
        program(604, true, true, false),
        "GXFfxtessellateSoftMultiTextureGlowD"
    );
    assert_eq!(
        program(604, false, false, true),
        "GXFfxtessellateBlendMultiTexture"
    );
    assert_eq!(
        program(604, true, true, true),
        "GXFfxtessellateSoftBlendMultiTextureGlowD"
    );
    assert_eq!(program(603, false, false, false), "GXFfxtessellateTexture");
    assert_eq!(
        program(603, false, true, false),
        "GXFfxtessellateTextureGlowD"
    );
    assert_eq!(
        program(603, true, false, true),
        "GXFfxtessellateSoftBlendTexture"
    );
}

/// K for the games the notes do not record is ours, and the provenance says so; the option
/// changes it.
#[test]
fn k_of_an_unrecorded_game_is_named_as_ours_and_is_an_option() {
    use fxr_draw::constants::Provenance;
    let set = |a: ActionBuilder| a.constant("rgbMultiplier", &[10.0]);
    let d = draw_of(Game::ArmoredCore6, 604, set);
    assert!((floats(&d, "g_vColorScale")[0] - 0.7478).abs() < 1e-4);
    match d.ps.provenance("g_vColorScale") {
        Some(Provenance::File {
            rule: Some(rule), ..
        }) => assert!(
            rule.contains("Armored Core 6: not recorded; ours")
                && rule.contains("unlit_factors.armored_core6"),
            "{rule}"
        ),
        other => panic!("{other:?}"),
    }
    let options = DrawOptions {
        unlit_factors: fxr_draw::UnlitFactors {
            armored_core6: 0.5,
            ..Default::default()
        },
        ..Default::default()
    };
    let d = draw_with(Game::ArmoredCore6, 604, set, &options);
    assert_eq!(floats(&d, "g_vColorScale")[0], 5.0);
}

/// The distortion options reach each sheet's constants: the stir pair (TEXCOORD1.y, .z)
/// and the opacity factor TEXCOORD5, both labelled as options.
#[test]
fn the_stir_pair_and_texcoord5_options_reach_the_sheet() {
    use fxr_draw::StirPair;
    use fxr_draw::constants::Provenance;
    let stir = |a: ActionBuilder| a.int("mode", 0);
    let d = draw_of(ER, 607, stir);
    assert_eq!(int(&d, "g_distortionMode"), 0);
    assert_eq!(floats(&d, "g_stirTexcoord1YZ")[..2], [1.0, 0.0]);
    assert_eq!(d.ps.get("g_distortionTexcoord5"), Some(&Value::Float(1.0)));
    let options = DrawOptions {
        stir_pair: StirPair::Reverse,
        distortion_opacity: 0.2,
        ..Default::default()
    };
    let d = draw_with(ER, 607, stir, &options);
    assert_eq!(
        floats(&d, "g_stirTexcoord1YZ")[..2],
        [-1.0, std::f32::consts::PI]
    );
    assert_eq!(d.ps.get("g_distortionTexcoord5"), Some(&Value::Float(0.2)));
    for name in ["g_stirTexcoord1YZ", "g_distortionTexcoord5"] {
        assert!(
            matches!(d.ps.provenance(name), Some(Provenance::Option { .. })),
            "{name}: {:?}",
            d.ps.provenance(name)
        );
    }
}
