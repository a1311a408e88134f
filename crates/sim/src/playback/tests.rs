//! The playback module's tests.

use super::*;
use crate::instances::ViewInfo;
use crate::program::compile;
use std::sync::Arc;

use fxr_formats::testutil::sample;

fn playback(path: &str, seed: u32) -> Option<Playback> {
    let data = sample(path)?;
    let fxr = fxr_formats::fxr::read(&data).unwrap();
    let program = Arc::new(compile(&fxr).unwrap());
    Some(Playback::new(
        program,
        PlaybackOptions {
            seed,
            ..Default::default()
        },
    ))
}

/// A playback that plays forward in place, scrubs back and refills recycled instance
/// arrays gives the same frames, byte for byte, as a fresh playback asked each time once.
#[test]
fn reused_playback_and_recycled_frames_match_fresh_ones() {
    let bytes = fxr_demo::demo_binder().unwrap();
    let mut library = fxr_library::Library::new();
    library.open(fxr_demo::DEMO_BINDER_NAME, &bytes).unwrap();
    let view = ViewInfo::default();
    let ids: Vec<i32> = library.effects().map(|(&id, _)| id).collect();
    assert!(ids.len() > 5);
    for id in ids {
        let program = crate::compile_effect(&library, id).unwrap();
        let options = PlaybackOptions::default();
        let mut reused = Playback::new(program.clone(), options.clone());
        // Forward on whole steps and between them, back before the head, forward again.
        for t in [0.1, 0.5, 1.0, 1.0 + 1.0 / 60.0, 0.3, 1.5, 2.0] {
            let frame = reused.frame(t, &view);
            let fresh = Playback::new(program.clone(), options.clone()).frame(t, &view);
            assert_eq!(frame.digest(), fresh.digest(), "effect {id} at {t} s");
            assert_eq!(frame.instance_count(), fresh.instance_count());
            reused.recycle(frame);
        }
    }
}

/// The box a camera frames holds every billboard's corners (its size), not only its
/// centre: for each live billboard, the box reaches at least half its width past it.
#[test]
fn bounds_hold_the_particles_sizes() {
    use crate::instances::Instances;
    let bytes = fxr_demo::demo_binder().unwrap();
    let mut library = fxr_library::Library::new();
    library.open(fxr_demo::DEMO_BINDER_NAME, &bytes).unwrap();
    let program = crate::compile_effect(&library, 1000).unwrap();
    let frame = Playback::new(program, PlaybackOptions::default()).frame(1.0, &ViewInfo::default());
    let (lo, hi) = frame.bounds().expect("particles alive at 1 s");
    let mut checked = 0;
    for d in &frame.draws {
        let Instances::Billboard(v) = &d.instances else {
            continue;
        };
        for i in v {
            let r = &i.rows;
            let centre = glam::Vec3::new(r[0][3], r[1][3], r[2][3]);
            let half_x = 0.5 * glam::Vec3::new(r[0][0], r[1][0], r[2][0]).abs();
            assert!(
                (centre + half_x).cmple(hi + 1e-4).all(),
                "{centre} {half_x} {hi}"
            );
            assert!(
                (centre - half_x).cmpge(lo - 1e-4).all(),
                "{centre} {half_x} {lo}"
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "demo 1000 draws billboards at 1 s");
}

#[test]
fn real_effects_play_ten_seconds_with_particles() {
    for path in ["er/f000523390.fxr", "ac6/f006081003.fxr"] {
        let Some(mut play) = playback(path, 1) else {
            return;
        };
        let mut peak = 0;
        for k in 0..=20 {
            let frame = play.frame(k as f32 * 0.5, &ViewInfo::default());
            peak = peak.max(frame.instance_count());
            for d in &frame.draws {
                assert!(
                    d.instances.all_finite(),
                    "{path}: a non-finite value in {} at {} s",
                    d.node,
                    k as f32 * 0.5
                );
            }
        }
        assert!(peak > 0, "{path} drew nothing in 10 s");
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn same_seed_same_frames_different_seed_different_frames() {
    let (Some(mut a), Some(mut b), Some(mut c)) = (
        playback("er/f000523390.fxr", 7),
        playback("er/f000523390.fxr", 7),
        playback("er/f000523390.fxr", 8),
    ) else {
        return;
    };
    let view = ViewInfo::default();
    let (fa, fb, fc) = (
        a.frame(1.7, &view),
        b.frame(1.7, &view),
        c.frame(1.7, &view),
    );
    assert!(fa.instance_count() > 0);
    assert_eq!(fa, fb);
    assert_ne!(fa.digest(), fc.digest());
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn seeking_backwards_and_forwards_gives_the_same_frame() {
    let Some(mut play) = playback("er/f000523390.fxr", 3) else {
        return;
    };
    let view = ViewInfo::default();
    let direct = play.frame(2.4, &view);
    let _ = play.frame(6.0, &view);
    let after_seek = play.frame(2.4, &view);
    assert_eq!(direct, after_seek);
    let Some(mut fresh) = playback("er/f000523390.fxr", 3) else {
        return;
    };
    // Reached in small steps instead of one jump.
    for k in 0..24 {
        let _ = fresh.frame(k as f32 * 0.1, &view);
    }
    assert_eq!(fresh.frame(2.4, &view), direct);
}
