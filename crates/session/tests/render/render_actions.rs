//! Actions drawn natively, each with a designed file (the demo's 1020) and a real one from
//! `../shared/corpus`: a levels-of-detail node (133) draws the level the camera's distance
//! picks, or the forced one; particles with 732 ParticleForceSpeed are drawn where a wind
//! pushed them.

#![allow(clippy::unwrap_used)]

use fxr_test_support as common;

use fxr_draw::DrawOptions;
use fxr_draw::camera::OrbitCamera;
use fxr_draw::settings::RenderSettings;
use fxr_formats::fxr::{self, Action, Fxr};
use fxr_formats::images::RgbaImage;
use fxr_gpu::effects::EffectRenderer;
use fxr_library::Library;
use fxr_sim::instances::Instances;
use fxr_sim::playback::{Playback, PlaybackOptions};
use fxr_sim::program::compile;
use glam::Vec3;
use std::sync::Arc;

const SIZE: u32 = 128;

/// The demo's files (its textures) and effect 1020.
fn demo() -> (Library, Fxr) {
    let mut library = Library::new();
    library
        .open_owned("demo", fxr_demo::demo_binder().unwrap())
        .unwrap();
    let fxr = library
        .effect(1020)
        .unwrap()
        .fxr()
        .unwrap()
        .as_ref()
        .clone();
    (library, fxr)
}

/// `fxr` at `time`, seen from `distance` metres (looking at the origin's height 1 m), with
/// `level` forced, drawn with `library`'s textures.
fn render(library: &Library, fxr: &Fxr, time: f32, distance: f32, level: Option<u8>) -> RgbaImage {
    render_at(
        library,
        fxr,
        time,
        Vec3::new(0.0, 1.0, 0.0),
        distance,
        level,
    )
}

/// [`render`] looking at `target`.
fn render_at(
    library: &Library,
    fxr: &Fxr,
    time: f32,
    target: Vec3,
    distance: f32,
    level: Option<u8>,
) -> RgbaImage {
    let gpu = common::gpu();
    let mut renderer = EffectRenderer::new(&gpu);
    let program = compile(fxr).unwrap();
    assert!(
        program.unsupported.iter().all(|u| u.partial),
        "{:?}",
        program.unsupported
    );
    let playback = Playback::new(Arc::new(program), PlaybackOptions::default());
    let mut settings = RenderSettings {
        width: SIZE,
        height: SIZE,
        grid: false,
        camera: OrbitCamera {
            distance,
            target,
            ..OrbitCamera::default()
        },
        level_of_detail: level,
        ..Default::default()
    };
    let (_frame, list) = fxr_draw::Player::new(playback).frame_and_draws(
        time,
        &mut settings,
        &DrawOptions::default(),
        false,
        library,
    );
    pollster::block_on(renderer.render_to_image(&gpu, library, &list, &settings)).unwrap()
}

/// The default background (straight sRGB bytes).
const BACKGROUND: [u8; 3] = [20, 22, 28];

/// The summed red and blue above the background's (the amber level is red, the blue level
/// blue).
fn red_and_blue(image: &RgbaImage) -> (u64, u64) {
    let mut sums = (0, 0);
    for p in image.pixels.chunks_exact(4) {
        sums.0 += u64::from(p[0].saturating_sub(BACKGROUND[0]));
        sums.1 += u64::from(p[2].saturating_sub(BACKGROUND[2]));
    }
    sums
}

/// Pixels well away from the background.
fn lit(image: &RgbaImage) -> usize {
    image
        .pixels
        .chunks_exact(4)
        .filter(|p| (0..3).any(|c| p[c].abs_diff(BACKGROUND[c]) > 24))
        .count()
}

#[test]
fn a_levels_of_detail_node_draws_the_level_the_distance_picks() {
    let (library, fxr) = demo();
    // Before the embers (their node waits a second): only the levels draw.
    let near = red_and_blue(&render(&library, &fxr, 0.5, 4.0, None));
    let far = red_and_blue(&render(&library, &fxr, 0.5, 16.0, None));
    let forced = red_and_blue(&render(&library, &fxr, 0.5, 4.0, Some(1)));
    // Near: the large amber bulb (level 0, within 8 m), more red than blue.
    assert!(near.0 > near.1, "near {near:?}");
    // Far (beyond 8 m) and forced to level 1: the small blue one.
    assert!(far.1 > far.0, "far {far:?}");
    assert!(forced.1 > forced.0, "forced {forced:?}");
}

/// The x of the brightness-weighted centre of the picture's pixels above the background.
fn bright_centre_x(image: &RgbaImage) -> f32 {
    let (mut sum, mut weight) = (0.0f64, 0.0f64);
    for (i, p) in image.pixels.chunks_exact(4).enumerate() {
        let v = f64::from(p[0]) + f64::from(p[1]) + f64::from(p[2]);
        if v > 150.0 {
            sum += (i as u32 % image.width) as f64 * v;
            weight += v;
        }
    }
    assert!(weight > 0.0, "nothing bright drawn");
    (sum / weight) as f32
}

/// `fxr` with every action of `action_type` emptied (type 0: the slot's "no action").
fn without(fxr: &Fxr, action_type: i16) -> Fxr {
    let mut out = fxr.clone();
    fn strip(node: &mut fxr::Node, action_type: i16) {
        for c in &mut node.configs {
            for a in &mut c.actions {
                if a.action_type == action_type {
                    *a = Action::new(0);
                }
            }
        }
        for child in &mut node.children {
            strip(child, action_type);
        }
    }
    strip(&mut out.root, action_type);
    out
}

#[test]
fn particles_with_particle_force_speed_are_drawn_where_the_wind_pushed_them() {
    let (library, fxr) = demo();
    // Level 1 forced: the small bulb stays out of the brightness centre's way.
    let pushed = bright_centre_x(&render(&library, &fxr, 2.5, 6.0, Some(1)));
    let still = bright_centre_x(&render(&library, &without(&fxr, 732), 2.5, 6.0, Some(1)));
    // The wind blows towards +X (to the right of the default camera's picture).
    assert!(pushed > still + 4.0, "with 732 {pushed}, without {still}");
}

fn corpus(path: &str) -> Fxr {
    let bytes = std::fs::read(format!(
        "{}/../../../shared/corpus/{path}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    fxr::read(&bytes).unwrap()
}

#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn a_real_levels_of_detail_effect_draws_by_distance() {
    // Elden Ring's 4190 holds a levels-of-detail node (133).
    let fxr = corpus("er/f000004190.fxr");
    let library = Library::new();
    let program = compile(&fxr).unwrap();
    let mut playback = Playback::new(Arc::new(program), PlaybackOptions::default());
    // Where its particles are at the busiest of a few times, seen from near.
    let near = fxr_sim::instances::ViewInfo::looking_at(Vec3::new(0.0, 1.0, -2.0), Vec3::ZERO);
    let (time, bounds, lod) = [0.5f32, 1.0, 2.0, 3.0]
        .into_iter()
        .filter_map(|t| {
            let frame = playback.frame(t, &near);
            let found = frame
                .bounds()
                .zip(frame.levels_of_detail.first().cloned())
                .map(|(b, l)| (t, b, l, frame.instance_count()));
            playback.recycle(frame);
            found
        })
        .max_by_key(|f| f.3)
        .map(|(t, b, l, _)| (t, b, l))
        .expect("something drawn near");
    assert_eq!(lod.level, Some(0), "{lod:?}");
    let target = (bounds.0 + bounds.1) * 0.5;
    // Framed from within level 0's range it draws; forced to its (empty) level 1, nothing.
    let size = (bounds.1 - bounds.0).length().max(0.5);
    let distance = (2.0 * size).clamp(lod.thresholds[0] + 0.5, lod.thresholds[1] - 0.5);
    let shown = render_at(&library, &fxr, time, target, distance, None);
    let empty_level = render_at(&library, &fxr, time, target, distance, Some(1));
    assert!(lit(&shown) > 20, "{lod:?}: {} lit", lit(&shown));
    assert_eq!(lit(&empty_level), 0);
    // Beyond threshold 1 the distance picks the empty level itself: no draws.
    let far_eye = target - Vec3::Z * (lod.thresholds[1] + 5.0);
    let far = fxr_sim::instances::ViewInfo::looking_at(far_eye, target);
    let frame = playback.frame(time, &far);
    assert_eq!(frame.levels_of_detail[0].level, Some(1));
    assert!(frame.draws.is_empty());
}

#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn a_real_particle_force_speed_effect_is_pushed_by_a_wind() {
    // Elden Ring's 30560 holds 732 ParticleForceSpeed; the wind comes from the demo's 1020
    // (forces of the world reach every effect in the game; a preview has its own only).
    let (library, demo) = demo();
    let mut fxr = corpus("er/f000030560.fxr");
    let wind = demo.root.children[1].clone();
    let still = compile(&fxr).unwrap();
    fxr.root.children.push(wind);
    let pushed = compile(&fxr).unwrap();
    let view = fxr_sim::instances::ViewInfo::default();
    let centre = |program: fxr_sim::program::EffectProgram| {
        let mut playback = Playback::new(Arc::new(program), PlaybackOptions::default());
        let frame = playback.frame(2.0, &view);
        // The mean of the particles' centres (the box would follow the largest ones).
        let centres: Vec<Vec3> = frame
            .draws
            .iter()
            .flat_map(|d| match &d.instances {
                Instances::Billboard(v) => v.iter().map(|i| i.rows).collect(),
                Instances::MultiTexture(v) => v.iter().map(|i| i.rows).collect(),
                _ => Vec::new(),
            })
            .map(|r| Vec3::new(r[0][3], r[1][3], r[2][3]))
            .collect();
        assert!(!centres.is_empty(), "particles");
        centres.iter().sum::<Vec3>() / centres.len() as f32
    };
    let (a, b) = (centre(still), centre(pushed));
    // Their mean moves downwind (+x) by more than 5 cm in 2 s.
    assert!(b.x > a.x + 0.05, "without wind {a}, with {b}");
    let _ = library;
}
