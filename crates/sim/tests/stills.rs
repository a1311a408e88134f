//! The still rule the contact sheet and the index share (`still::choose_still`): an effect
//! that shows particles only in another state is drawn in that state and says so; on a real
//! game's effect binder with its resource binder, almost every effect that shows something in
//! its first 5 s gets a still.

#![allow(clippy::unwrap_used)]

use fxr_demo::builder::{
    ActionBuilder, ConfigBuilder, basic_node, effect, not_greater, playing_state, root_node,
    terminate_condition,
};
use fxr_formats::fxr::{Action, Game, Operand, State};
use fxr_library::Library;
use fxr_sim::instances::ViewInfo;
use fxr_sim::playback::{Playback, PlaybackOptions};
use fxr_sim::program::compile;
use fxr_sim::still;
use std::sync::Arc;

const ER: Game = Game::EldenRing;

fn action(t: u16, set: impl FnOnce(ActionBuilder) -> ActionBuilder) -> Action {
    set(ActionBuilder::new(t, ER).unwrap()).build()
}

/// An effect whose only node is off in state 0 and bursts billboards in state 1, which the
/// effect enters when external value 3 reaches 1.
fn second_state_effect() -> fxr_formats::fxr::Fxr {
    let config = ConfigBuilder::basic(ER)
        .unwrap()
        .with(vec![
            action(399, |a| a),
            action(603, |a| a),
            action(129, |a| a.constant("duration", &[-1.0]).unwrap()),
        ])
        .unwrap()
        .build();
    let node = basic_node(ER, vec![config], &[-1, 0], Vec::new()).unwrap();
    let states = vec![
        State {
            conditions: vec![
                terminate_condition(),
                // To state 1 when not (1 > external value 3): once it is 1 or more.
                not_greater(Operand::Literal(1.0), Operand::External(3), 1),
            ],
        },
        playing_state(),
    ];
    effect(77, states, root_node(ER, vec![node]).unwrap())
}

#[test]
fn an_effect_shown_only_in_another_state_is_drawn_there_and_says_so() {
    let program = Arc::new(compile(&second_state_effect()).unwrap());
    let view = ViewInfo::default();
    let options = PlaybackOptions::default();
    let mut first_state = Playback::new(program.clone(), options.clone());
    assert_eq!(still::still_time(&mut first_state, &view), None);
    let still = still::choose_still(&program, &options, &view).unwrap();
    assert_eq!(still.options.externals.get(3), 1.0);
    assert_eq!(
        still.state_note.as_deref(),
        Some("state 1, external value 3 = 1")
    );
    let frame = Playback::new(program.clone(), still.options).frame(still.time, &view);
    assert!(frame.instance_count() > 0);
    assert_eq!(frame.state, 1);
    // A value the caller set is kept: with 3 = 0 asked for, nothing shows, and it says why.
    let mut kept = options.clone();
    kept.externals.0.insert(3, 0.0);
    let why = still::choose_still(&program, &kept, &view).unwrap_err();
    assert!(why.contains("state"), "{why}");
}

/// A burst that lives 0.1 s gets a still before the first quarter second.
#[test]
fn a_short_burst_gets_a_still() {
    let config = ConfigBuilder::basic(ER)
        .unwrap()
        .with(vec![
            action(399, |a| a),
            action(603, |a| a),
            action(129, |a| a.constant("duration", &[0.1]).unwrap()),
        ])
        .unwrap()
        .build();
    let node = basic_node(ER, vec![config], &[0], Vec::new()).unwrap();
    let fxr = effect(
        78,
        vec![playing_state()],
        root_node(ER, vec![node]).unwrap(),
    );
    let program = Arc::new(compile(&fxr).unwrap());
    let view = ViewInfo::default();
    let still = still::choose_still(&program, &PlaybackOptions::default(), &view).unwrap();
    assert!(still.time < 0.1, "{}", still.time);
    assert_eq!(still.state_note, None);
}

/// Effects whose particles are alive at some step of their first 5 s, at 30 Hz.
fn shows_something(playback: &mut Playback, view: &ViewInfo) -> bool {
    (1..=150).any(|k| {
        let frame = playback.frame(k as f32 / 30.0, view);
        let live = frame.instance_count();
        playback.recycle(frame);
        live > 0
    })
}

/// Dark Souls 3's dlc2 effect binder opened with its resource binder: of the effects that
/// show particles at some step of their first 5 s, fewer than 5 % get no still (the index's
/// and the contact sheet's rule).
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn almost_every_real_effect_that_shows_something_gets_a_still() {
    let dir = format!("{}/../../../shared/corpus/ds3", env!("CARGO_MANIFEST_DIR"));
    let mut library = Library::new();
    for name in [
        "frpg_sfxbnd_dlc2_effect.ffxbnd.dcx",
        "frpg_sfxbnd_dlc2_resource.ffxbnd.dcx",
    ] {
        let bytes = std::fs::read(format!("{dir}/{name}")).unwrap();
        library.open_owned(name, bytes).unwrap();
    }
    let view = ViewInfo::default();
    let options = PlaybackOptions::default();
    let ids: Vec<i32> = library.effects().map(|(&id, _)| id).collect();
    assert_eq!(ids.len(), 156);
    let (mut showing, mut without_still) = (0, Vec::new());
    for id in ids {
        let program = fxr_sim::compile_effect(&library, id).unwrap();
        let mut playback = Playback::new(program.clone(), options.clone());
        playback.set_gpu_particle_capacity(0);
        if !shows_something(&mut playback, &view) {
            continue;
        }
        showing += 1;
        if let Err(why) = still::choose_still(&program, &options, &view) {
            without_still.push(format!("{id}: {why}"));
        }
    }
    eprintln!(
        "{showing} effects show something in 5 s; {} get no still: {without_still:?}",
        without_still.len()
    );
    assert!(showing > 100, "{showing}");
    assert!(
        without_still.len() * 20 < showing,
        "{} of {showing}: {without_still:?}",
        without_still.len()
    );
}
