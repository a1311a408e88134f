//! Files that ask for unbounded work get bounded work: a periodic emitter whose bursts ask for
//! 10^30 particles each (several bursts a step), and a node emitter asked for 10^10 node
//! instances a burst, play their frames with counts cut at the limits (found by fuzzing the
//! playback: an integer overflow, and a loop of billions of turns that spawned nothing).

#![allow(clippy::unwrap_used)]

use fxr_demo::builder::{
    ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, root_node,
};
use fxr_formats::fxr::{Action, Game, Node, NodeType};
use fxr_sim::instances::ViewInfo;
use fxr_sim::playback::{Playback, PlaybackOptions};
use fxr_sim::program::compile;
use std::sync::Arc;

const ER: Game = Game::EldenRing;

fn action(t: u16, set: impl FnOnce(ActionBuilder) -> ActionBuilder) -> Action {
    set(ActionBuilder::new(t, ER).unwrap()).build()
}

/// A periodic emitter (300) bursting every `interval` seconds, `per_interval` at a time,
/// without end or cap.
fn flood(interval: f32, per_interval: f32) -> Action {
    action(300, |a| {
        a.constant("interval", &[interval])
            .unwrap()
            .constant("perInterval", &[per_interval])
            .unwrap()
    })
}

fn node(actions: Vec<Action>, children: Vec<Node>) -> Node {
    let config = ConfigBuilder::basic(ER)
        .unwrap()
        .with(actions)
        .unwrap()
        .build();
    basic_node(ER, vec![config], &[0], children).unwrap()
}

fn play(root_children: Vec<Node>) -> Playback {
    let fxr = effect(
        9,
        vec![playing_state()],
        root_node(ER, root_children).unwrap(),
    );
    let program = compile(&fxr).unwrap();
    Playback::new(Arc::new(program), PlaybackOptions::default())
}

#[test]
fn bursts_of_any_size_are_cut_at_the_particle_limits() {
    // A thousand bursts a second (about 33 a step), each of 10^30 particles.
    let mut playback = play(vec![node(
        vec![flood(0.001, 1e30), action(603, |a| a)],
        Vec::new(),
    )]);
    let frame = playback.frame(0.2, &ViewInfo::default());
    let limits = PlaybackOptions::default().limits;
    assert_eq!(frame.instance_count(), limits.particles_per_node);
}

#[test]
fn a_node_emitter_asked_for_billions_spawns_up_to_its_limit_and_stops() {
    let mut emitter = node(
        vec![flood(0.5, 1e10)],
        vec![node(vec![flood(1.0, 1.0), action(603, |a| a)], Vec::new())],
    );
    emitter.node_type = NodeType::NodeEmitter;
    let mut playback = play(vec![emitter]);
    let state = playback.state_at(1.2);
    let limits = PlaybackOptions::default().limits;
    assert_eq!(
        state.root.children[0].spawned.len(),
        limits.spawned_per_node
    );
}

/// Three GPU particle systems at the per-draw bound (2^20 candidates each) would ask a frame
/// for three million particles: the frame holds at most two draws' worth, and the draws say
/// how many they left out.
#[test]
fn a_frames_gpu_particles_are_bounded_all_draws_together() {
    use fxr_sim::gpu_particles::{MAX_DRAW_CANDIDATES, MAX_FRAME_CANDIDATES};
    let system = || {
        action(10000, |a| {
            a.int("emissionParticleCount", 1_100_000)
                .unwrap()
                .int("particleDuration", 300)
                .unwrap()
        })
    };
    let nodes = (0..3)
        .map(|_| {
            node(
                vec![
                    action(399, |a| a),
                    action(129, |a| a.constant("duration", &[-1.0]).unwrap()),
                    system(),
                ],
                Vec::new(),
            )
        })
        .collect();
    let mut playback = play(nodes);
    playback.set_gpu_particle_capacity(u64::MAX);
    let frame = playback.frame(0.5, &ViewInfo::default());
    let held: u64 = frame
        .draws
        .iter()
        .filter_map(|d| d.gpu.as_deref())
        .map(|g| g.candidates())
        .sum();
    assert!(held <= MAX_FRAME_CANDIDATES, "{held}");
    assert!(held >= u64::from(MAX_DRAW_CANDIDATES), "{held}");
    // What the bound cut is said, draws dropped whole included.
    let left_out = frame.gpu_particles_left_out;
    assert!(
        left_out >= u64::from(MAX_DRAW_CANDIDATES) / 2,
        "{left_out} of {held}"
    );
}
