//! The billboard particle's record (seeds 003, Observed in Sekiro's executable): its two
//! scale multipliers are the particle modifier's scale properties times a random factor
//! between 1 and scaleVariationX/Y. The appearance's uniformScale makes the height reuse the
//! width's factor; a separate flag (taken to be the modifier's uniformScale, Inferred) makes
//! the height's property the width's. Checked through the drawn quads' edges.

use fxr_demo::builder::{ActionBuilder, single_node_effect};
use fxr_formats::fxr::Game;
use fxr_sim::instances::{Instances, ViewInfo};
use fxr_sim::playback::{Playback, PlaybackOptions};
use std::sync::Arc;

/// The (width, height) of the one billboard an effect emits, for a seed: the lengths of the
/// quad's two edges (the appearance's width and height are 1, so these are the record's).
fn quad_size(appearance_uniform: bool, modifier_uniform: bool, seed: u32) -> (f32, f32) {
    let er = Game::EldenRing;
    let billboard = ActionBuilder::new(603, er)
        .and_then(|a| a.float("scaleVariationX", 4.0))
        .and_then(|a| a.float("scaleVariationY", 4.0))
        .and_then(|a| a.flag("uniformScale", appearance_uniform))
        .expect("a billboard")
        .build();
    let modifier = ActionBuilder::new(131, er)
        .and_then(|a| a.constant("scaleX", &[1.0]))
        .and_then(|a| a.constant("scaleY", &[3.0]))
        .and_then(|a| a.flag("uniformScale", modifier_uniform))
        .expect("a particle modifier")
        .build();
    let fxr = single_node_effect(1, er, [billboard, modifier]).expect("an effect");
    let program = fxr_sim::program::compile(&fxr).expect("compiles");
    let options = PlaybackOptions {
        seed,
        ..Default::default()
    };
    let mut playback = Playback::new(Arc::new(program), options);
    let frame = playback.frame(0.1, &ViewInfo::default());
    let quads: Vec<(f32, f32)> = frame
        .draws
        .iter()
        .filter_map(|d| match &d.instances {
            Instances::Billboard(v) => Some(v.iter().map(|b| {
                let edge = |c: usize| {
                    (b.rows[0][c].powi(2) + b.rows[1][c].powi(2) + b.rows[2][c].powi(2)).sqrt()
                };
                (edge(0), edge(1))
            })),
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(quads.len(), 1, "one particle");
    quads[0]
}

#[test]
fn the_appearances_uniform_scale_shares_the_random_factor_not_the_property() {
    for seed in 1..=12 {
        let (w, h) = quad_size(true, false, seed);
        // Same factor f: width 1 f, height 3 f.
        assert!((h / w - 3.0).abs() < 1e-4, "seed {seed}: {w} x {h}");
        assert!((1.0..=4.0 + 1e-4).contains(&w), "seed {seed}: factor {w}");
    }
}

#[test]
fn the_modifiers_uniform_scale_shares_the_property_not_the_random_factor() {
    let sizes: Vec<(f32, f32)> = (1..=12).map(|seed| quad_size(false, true, seed)).collect();
    for (seed, (w, h)) in sizes.iter().enumerate() {
        // Both from scaleX (1), each times its own factor in 1..4.
        assert!((1.0..=4.0 + 1e-4).contains(w), "seed {seed}: {w}");
        assert!((1.0..=4.0 + 1e-4).contains(h), "seed {seed}: {h}");
    }
    assert!(
        sizes.iter().any(|(w, h)| (w - h).abs() > 0.05),
        "the two factors are drawn separately: {sizes:?}"
    );
}

#[test]
fn without_either_flag_each_side_has_its_property_and_factor() {
    let sizes: Vec<(f32, f32)> = (1..=12).map(|seed| quad_size(false, false, seed)).collect();
    assert!(
        sizes.iter().all(|(_, h)| (3.0..=12.0 + 1e-3).contains(h)),
        "{sizes:?}"
    );
    assert!(
        sizes.iter().any(|(w, h)| (h / w - 3.0).abs() > 0.05),
        "{sizes:?}"
    );
}
