//! Lit and unlit draws in the frame's light units (seeds 000: an unlit draw's colour scale is
//! rgbMultiplier × K, K the frame factor; a lit draw's is rgbMultiplier × 1, its light giving
//! the units). With the light preset in units of K (ours, Inferred), a lit draw and its unlit
//! twin land about equally bright, and a strongly additive lit effect with bloom draws a
//! picture, not a flat frame (a real Armored Core 6 effect of lit additive tracers, point
//! sprites and billboards of multipliers 10 and 5 filled the whole frame with white before).

use fxr_test_support as common;

use fxr_demo::builder::{ActionBuilder, single_node_effect};
use fxr_demo::textures::GLOW;
use fxr_draw::DrawOptions;
use fxr_draw::settings::RenderSettings;
use fxr_formats::fxr::{self, Game};
use fxr_formats::images::RgbaImage;
use fxr_gpu::effects::EffectRenderer;
use fxr_library::Library;
use fxr_sim::playback::{Playback, PlaybackOptions};

const SIZE: u32 = 128;
/// The default background (straight sRGB bytes).
const BACKGROUND: [u8; 3] = [20, 22, 28];

/// An effect of one big glow billboard at the origin: `lighting` -1 (unlit) or -2 (lit).
fn glow_effect(id: i32, lighting: i32, rgb: f32, alpha: f32, additive: bool) -> fxr::Fxr {
    let er = Game::EldenRing;
    let billboard = ActionBuilder::new(603, er)
        .and_then(|a| a.int("texture", GLOW))
        .and_then(|a| a.int("blendMode", if additive { 4 } else { 2 }))
        .and_then(|a| a.int("lighting", lighting))
        .and_then(|a| a.constant("width", &[3.0]))
        .and_then(|a| a.constant("height", &[3.0]))
        .and_then(|a| a.constant("rgbMultiplier", &[rgb]))
        .and_then(|a| a.constant("alphaMultiplier", &[alpha]))
        .and_then(|a| a.flag("bloom", true))
        .and_then(|a| a.floats("bloomColor", &[1.0, 0.8, 0.6, 0.5]))
        .and_then(|a| a.flag("premultiplyAlpha", true))
        .expect("a billboard")
        .build();
    single_node_effect(id, er, [billboard]).expect("an effect")
}

/// Renders `effects` (with the demo's textures) at 0.2 s with the default settings, options
/// and camera (6 m away: the 3 m quad covers the middle of the view).
fn render(effects: &[fxr::Fxr], options: &DrawOptions) -> Vec<RgbaImage> {
    let mut library = Library::new();
    let demo = fxr_demo::demo_binder().expect("the demo builds");
    library
        .open("demo.ffxbnd.dcx", &demo)
        .expect("the demo opens");
    for f in effects {
        let bytes = fxr::write(f).expect("the effect writes");
        library
            .open(&format!("f{:09}.fxr", f.id), &bytes)
            .expect("opens");
    }
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    effects
        .iter()
        .map(|f| {
            let playback = Playback::new(
                fxr_sim::compile_effect(&library, f.id).expect("compiles"),
                PlaybackOptions::default(),
            );
            let mut settings = RenderSettings {
                width: SIZE,
                height: SIZE,
                ..Default::default()
            };
            let (frame, list) = fxr_draw::Player::new(playback).frame_and_draws(
                0.2,
                &mut settings,
                options,
                false,
                &library,
            );
            assert_eq!(frame.instance_count(), 1);
            let image =
                pollster::block_on(renderer.render_to_image(&gpu, &library, &list, &settings))
                    .expect("renders");
            // For a person to look at when a case fails.
            let out = std::env::temp_dir().join(format!("fxr-view-brightness-{}.png", f.id));
            let _ = std::fs::write(out, image.to_png().expect("the image encodes"));
            image
        })
        .collect()
}

/// The mean of the pixels' red, green and blue over the background's, in 0..255.
fn mean_brightness_above_background(image: &RgbaImage) -> f32 {
    let mut sum = 0.0;
    for p in image.pixels.chunks(4) {
        for c in 0..3 {
            sum += (f32::from(p[c]) - f32::from(BACKGROUND[c])).max(0.0);
        }
    }
    sum / (image.pixels.len() / 4 * 3) as f32
}

#[test]
fn lit_and_unlit_twins_are_about_as_bright() {
    for rgb in [2.0f32, 6.0] {
        let images = render(
            &[
                glow_effect(900_001, -1, rgb, 1.0, false),
                glow_effect(900_002, -2, rgb, 1.0, false),
            ],
            &DrawOptions::default(),
        );
        let unlit = mean_brightness_above_background(&images[0]);
        let lit = mean_brightness_above_background(&images[1]);
        assert!(
            unlit > 0.5,
            "rgbMultiplier {rgb}: the unlit twin draws ({unlit})"
        );
        let ratio = lit / unlit;
        // Before the preset was in frame units, lit was 1/K (13x in Elden Ring) times the
        // light brighter: about 5 to 13.
        assert!(
            (0.4..=2.5).contains(&ratio),
            "rgbMultiplier {rgb}: lit {lit}, unlit {unlit}, ratio {ratio}"
        );
    }
}

/// Pixels whose red, green and blue are all 250 or more.
fn white_pixels(image: &RgbaImage) -> usize {
    image
        .pixels
        .chunks(4)
        .filter(|p| p[0] >= 250 && p[1] >= 250 && p[2] >= 250)
        .count()
}

#[test]
fn a_strongly_additive_lit_effect_with_bloom_is_not_a_flat_frame() {
    let strong = glow_effect(900_003, -2, 10.0, 5.0, true);
    let image = &render(std::slice::from_ref(&strong), &DrawOptions::default())[0];
    let pixels = image.pixels.len() / 4;
    let white = white_pixels(image);
    let background = image
        .pixels
        .chunks(4)
        .filter(|p| (0..3).all(|c| (i32::from(p[c]) - i32::from(BACKGROUND[c])).abs() <= 12))
        .count();
    // A glow in the middle, the background around it; not a flat frame of one colour.
    assert!(white * 4 < pixels, "{white} of {pixels} pixels are white");
    assert!(
        background * 10 > pixels,
        "only {background} of {pixels} pixels show the background"
    );
    let distinct: std::collections::HashSet<&[u8]> = image.pixels.chunks(4).collect();
    assert!(distinct.len() > 50, "{} colours", distinct.len());

    // The control: the preset not in frame units (K = 1, the light as it was before) floods
    // far more of the frame.
    let old = DrawOptions {
        unlit_factors: fxr_draw::UnlitFactors {
            elden_ring: 1.0,
            ..Default::default()
        },
        ..Default::default()
    };
    let flooded = white_pixels(&render(&[strong], &old)[0]);
    assert!(
        flooded > white * 3,
        "{flooded} white pixels against {white}"
    );
}
