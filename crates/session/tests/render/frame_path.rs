//! The way of a frame looks no value of an action up by name: the names are resolved when
//! the effect is loaded (its program compiled, its appearances resolved for drawing), and
//! playing and drawing frames only evaluate what was found.

use fxr_draw::{DrawOptions, Player, RenderSettings};
use fxr_library::Library;
use fxr_sim::action::name_lookups;
use fxr_sim::playback::{Playback, PlaybackOptions};

/// Every demo effect (each appearance type, GPU particles, flares, shafts, spots, models,
/// tracers, distortion), played and drawn at several times after loading: no named lookup.
#[test]
fn playing_and_drawing_frames_looks_no_field_up_by_name() {
    let mut library = Library::new();
    library
        .open(
            fxr_demo::DEMO_BINDER_NAME,
            &fxr_demo::demo_binder().expect("the demo binder builds"),
        )
        .expect("it opens");
    let ids: Vec<i32> = library.effects().map(|(&id, _)| id).collect();
    assert!(ids.len() >= 20, "{} demo effects", ids.len());
    let mut drawn = 0;
    for id in ids {
        let loading = name_lookups();
        let program = fxr_sim::compile_effect(&library, id).expect("compiles");
        let mut player = Player::new(Playback::new(program, PlaybackOptions::default()));
        let before = name_lookups();
        // The count sees the lookups of loading: it would see a frame's.
        assert!(before > loading, "effect {id}: loading looked nothing up");
        for time in [0.0, 0.25, 1.0, 2.5] {
            let (frame, list) = player.frame_and_draws(
                time,
                &mut RenderSettings::default(),
                &DrawOptions::default(),
                true,
                &library,
            );
            drawn += list.draws.len();
            player.playback.recycle(frame);
        }
        assert_eq!(
            name_lookups() - before,
            0,
            "effect {id}: values looked up by name while playing and drawing"
        );
    }
    assert!(drawn > 0);
}
