//! The actions real files hold that playback used to leave out, each played from a designed
//! file: levels of detail (133), particles pushed by forces (732, 734), a node attached to
//! the camera (46), sounds (75, 81) listed when they fire, water pushes (10013) reported,
//! and a warm-up (10500) bounded by work.

#![allow(clippy::unwrap_used)]

use fxr_demo::builder::{
    ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, root_node, single_node_effect,
};
use fxr_formats::fxr::{Action, Config, ConfigType, Fxr, Game, Node, NodeType, STATE_CONFIG_MAP};
use fxr_sim::instances::{Instances, ViewInfo};
use fxr_sim::playback::{Frame, Playback, PlaybackOptions};
use fxr_sim::program::compile;
use glam::Vec3;
use std::sync::Arc;

const ER: Game = Game::EldenRing;

fn action(t: u16, set: impl FnOnce(ActionBuilder) -> ActionBuilder) -> Action {
    set(ActionBuilder::new(t, ER).unwrap()).build()
}

fn ok(b: Result<ActionBuilder, fxr_demo::DemoError>) -> ActionBuilder {
    b.unwrap()
}

/// One burst of particles at the node when it activates, living for ever, drawn as
/// billboards.
fn billboard_node(extra: Vec<Action>) -> Node {
    let mut actions = vec![
        action(399, |a| a),
        action(603, |a| a),
        action(129, |a| ok(a.constant("duration", &[-1.0]))),
    ];
    actions.extend(extra);
    let config = ConfigBuilder::basic(ER)
        .unwrap()
        .with(actions)
        .unwrap()
        .build();
    basic_node(ER, vec![config], &[0], Vec::new()).unwrap()
}

fn play(fxr: &Fxr) -> Playback {
    play_with(fxr, PlaybackOptions::default())
}

fn play_with(fxr: &Fxr, options: PlaybackOptions) -> Playback {
    let program = compile(fxr).unwrap();
    let ignored: Vec<_> = program.unsupported.iter().filter(|u| !u.partial).collect();
    assert!(ignored.is_empty(), "{ignored:?}");
    Playback::new(Arc::new(program), options)
}

fn centres(frame: &Frame, node: &str) -> Vec<Vec3> {
    frame
        .draws
        .iter()
        .filter(|d| d.node == node)
        .flat_map(|d| match &d.instances {
            Instances::Billboard(b) => b
                .iter()
                .map(|i| Vec3::new(i.rows[0][3], i.rows[1][3], i.rows[2][3]))
                .collect::<Vec<_>>(),
            _ => Vec::new(),
        })
        .collect()
}

/// A levels-of-detail node (2002) whose config (1002) holds 133 with `thresholds`, and one
/// billboard child per level.
fn lod_effect(thresholds: [i32; 5], levels: usize) -> Fxr {
    let mut lod = ActionBuilder::new(133, ER).unwrap();
    for (i, t) in thresholds.iter().enumerate() {
        lod = lod.int(&format!("threshold{i}"), *t).unwrap();
    }
    let map = ActionBuilder::new(STATE_CONFIG_MAP as u16, ER)
        .unwrap()
        .section10(0, &[0])
        .unwrap()
        .build();
    let node = Node {
        node_type: NodeType::LevelsOfDetail,
        configs: vec![Config {
            config_type: ConfigType::LevelsOfDetail,
            actions: vec![lod.build()],
        }],
        actions: vec![map],
        children: (0..levels).map(|_| billboard_node(Vec::new())).collect(),
    };
    effect(1, vec![playing_state()], root_node(ER, vec![node]).unwrap())
}

fn camera_at(distance: f32) -> ViewInfo {
    ViewInfo::looking_at(Vec3::new(0.0, 0.0, -distance), Vec3::ZERO)
}

#[test]
fn levels_of_detail_show_the_child_the_camera_distance_picks() {
    // Level 0 from 0 m, level 1 from 5 m, level 2 (no child: nothing) from 50 m.
    let fxr = lod_effect([0, 5, 50, 10_000, 10_000], 2);
    let mut playback = play(&fxr);
    let drawn = |playback: &mut Playback, view: ViewInfo| {
        let frame = playback.frame(0.5, &view);
        let nodes: Vec<String> = frame.draws.iter().map(|d| d.node.clone()).collect();
        (nodes, frame.levels_of_detail)
    };
    let (near, shown) = drawn(&mut playback, camera_at(3.0));
    assert_eq!(near, ["0/0"]);
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].level, Some(0));
    assert_eq!(shown[0].thresholds, [0.0, 5.0, 50.0, 10_000.0, 10_000.0]);
    assert!((shown[0].distance - 3.0).abs() < 1e-4);
    assert!(!shown[0].forced);
    let (middle, shown) = drawn(&mut playback, camera_at(20.0));
    assert_eq!(middle, ["0/1"]);
    assert_eq!(shown[0].level, Some(1));
    let (far, shown) = drawn(&mut playback, camera_at(80.0));
    assert!(far.is_empty(), "{far:?}");
    assert_eq!(shown[0].level, Some(2));
    // Nearer than threshold 0 nothing shows.
    let fxr = lod_effect([1, 5, 50, 10_000, 10_000], 2);
    let mut playback = play(&fxr);
    let (nearest, shown) = drawn(&mut playback, camera_at(0.5));
    assert!(nearest.is_empty(), "{nearest:?}");
    assert_eq!(shown[0].level, None);
    // A forced level wins over the distance.
    let forced = ViewInfo {
        forced_level_of_detail: Some(1),
        ..camera_at(3.0)
    };
    let (nodes, shown) = drawn(&mut playback, forced);
    assert_eq!(nodes, ["0/1"]);
    assert!(shown[0].forced);
}

/// A wind (10300) filling the world, blowing along +Z with strength `force`, and a node of
/// particles with `particle_actions`.
fn wind_effect(force: f32, particle_actions: Vec<Action>) -> Fxr {
    let wind = action(10300, |a| {
        ok(ok(a.int("shape", 0)).constant("force", &[force]))
    });
    let wind_config = ConfigBuilder::basic(ER)
        .unwrap()
        .with([
            action(399, |a| a),
            wind,
            action(129, |a| ok(a.constant("duration", &[-1.0]))),
        ])
        .unwrap()
        .build();
    let wind_node = basic_node(ER, vec![wind_config], &[0], Vec::new()).unwrap();
    effect(
        2,
        vec![playing_state()],
        root_node(ER, vec![wind_node, billboard_node(particle_actions)]).unwrap(),
    )
}

#[test]
fn particle_force_speed_moves_particles_along_the_wind() {
    // 732: speed 1.5 times the wind's 2 m/s² strength: 3 m/s along +Z.
    let pushed = wind_effect(2.0, vec![action(732, |a| ok(a.constant("speed", &[1.5])))]);
    let mut playback = play(&pushed);
    let view = ViewInfo::default();
    let at = |p: &mut Playback, t: f32| centres(&p.frame(t, &view), "1")[0];
    let (a, b) = (at(&mut playback, 1.0), at(&mut playback, 2.0));
    assert!(((b - a).z - 3.0).abs() < 1e-3, "{a} {b}");
    assert!((b - a).truncate().length() < 1e-4);
    // Without 732 the wind does not reach CPU particles.
    let still = wind_effect(2.0, Vec::new());
    let mut playback = play(&still);
    assert_eq!(at(&mut playback, 1.0), at(&mut playback, 2.0));
}

#[test]
fn particle_force_acceleration_needs_an_accelerating_movement() {
    let accelerate = || action(734, |a| ok(a.constant("acceleration", &[1.0])));
    // 55 ParticleAcceleration without gravity: the wind's 2 m/s² accelerates the particle.
    let moving = action(55, |a| ok(a.constant("gravity", &[0.0])));
    let fxr = wind_effect(2.0, vec![accelerate(), moving]);
    let mut playback = play(&fxr);
    let view = ViewInfo::default();
    let z = |p: &mut Playback, t: f32| centres(&p.frame(t, &view), "1")[0].z;
    // ½ a t²: t² metres, 3 m from 1 s to 2 s (the steps' integration is within a step).
    let travelled = z(&mut playback, 2.0) - z(&mut playback, 1.0);
    assert!((travelled - 3.0).abs() < 0.2, "{travelled}");
    // 60 ParticleSpeed does not accelerate: 734 does nothing (the library's definition).
    let speed = action(60, |a| a);
    let fxr = wind_effect(2.0, vec![accelerate(), speed]);
    let mut playback = play(&fxr);
    assert_eq!(z(&mut playback, 1.0), z(&mut playback, 2.0));
}

#[test]
fn a_node_attached_to_the_camera_is_drawn_where_the_camera_is() {
    let offset = |a: ActionBuilder| ok(a.floats("offset", &[0.0, 0.0, 2.0]));
    for follow in [true, false] {
        let attach = action(46, |a| ok(a.flag("followRotation", follow)));
        let fxr =
            single_node_effect(3, ER, [attach, action(35, offset), action(603, |a| a)]).unwrap();
        let mut playback = play(&fxr);
        let eye = Vec3::new(4.0, 3.0, -5.0);
        let view = ViewInfo::looking_at(eye, Vec3::new(4.0, 3.0, 10.0) + Vec3::X * 15.0);
        let frame = playback.frame(0.5, &view);
        let got = centres(&frame, "0");
        assert!(!got.is_empty());
        // Turning with the camera, its +Z is the camera's forward; else the world's.
        let expected = if follow {
            eye + view.forward * 2.0
        } else {
            eye + Vec3::Z * 2.0
        };
        for c in got {
            assert!(
                (c - expected).length() < 1e-3,
                "{follow}: {c} vs {expected}"
            );
        }
    }
}

#[test]
fn sounds_are_listed_when_they_fire() {
    let node_sound = action(75, |a| ok(a.int("sound", 4321)));
    let delayed = action(128, |a| ok(a.float("delay", 0.5)));
    let emission_sound = action(81, |a| ok(a.int("sound", 77)));
    let periodic = action(300, |a| ok(a.constant("interval", &[0.25])));
    let fxr = single_node_effect(
        4,
        ER,
        [
            node_sound,
            delayed,
            emission_sound,
            periodic,
            action(603, |a| a),
        ],
    )
    .unwrap();
    let mut playback = play(&fxr);
    let log = playback.sounds(2.0);
    let node: Vec<f32> = log
        .events
        .iter()
        .filter(|e| e.sound == 4321)
        .map(|e| e.time)
        .collect();
    assert_eq!(node.len(), 1, "{log:?}");
    assert!((node[0] - 0.5).abs() <= 1.0 / 30.0 + 1e-4, "{node:?}");
    let emitted: Vec<f32> = log
        .events
        .iter()
        .filter(|e| e.sound == 77)
        .map(|e| e.time)
        .collect();
    assert!(emitted.len() >= 2, "{emitted:?}");
    assert!(
        emitted
            .windows(2)
            .all(|w| ((w[1] - w[0]) - 0.25).abs() < 0.05)
    );
    assert!(log.events.iter().all(|e| e.node == "0"));
    // Nothing fires before its time.
    assert!(playback.sounds(0.4).events.iter().all(|e| e.sound != 4321));
}

#[test]
fn water_pushes_are_reported_going_down_and_held() {
    let water = action(10013, |a| {
        ok(ok(ok(a.float("depth", 2.0)).float("descent", 1.0)).float("duration", 1.0))
    });
    let fxr = single_node_effect(5, ER, [water]).unwrap();
    let mut playback = play(&fxr);
    let view = ViewInfo::default();
    let depth = |p: &mut Playback, t: f32| {
        let f = p.frame(t, &view);
        assert_eq!(f.water_pushes.len(), 1, "{t}");
        f.water_pushes[0].depth
    };
    let half = depth(&mut playback, 0.5);
    assert!((half - 1.0).abs() < 0.1, "{half}");
    assert_eq!(depth(&mut playback, 1.5), 2.0);
    assert_eq!(depth(&mut playback, 2.5), 0.0);
}

#[test]
fn a_long_warm_up_is_cut_by_work_and_says_so() {
    let mut fxr = single_node_effect(
        6,
        ER,
        [
            action(300, |a| ok(a.constant("interval", &[0.0]))),
            action(129, |a| ok(a.constant("duration", &[-1.0]))),
            action(603, |a| a),
        ],
    )
    .unwrap();
    // 10500's initial simulation time: ten minutes.
    for a in &mut fxr.root.actions {
        if a.action_type == 10500 {
            *a = ActionBuilder::new(10500, ER)
                .unwrap()
                .int("initialSimulationTime", 600 * 30)
                .unwrap()
                .build();
        }
    }
    let mut options = PlaybackOptions::default();
    options.limits.warmup_work = 100_000;
    let playback = play_with(&fxr, options);
    let cut = playback.warmup_cut().expect("the warm-up is cut");
    assert_eq!(cut.asked, 600.0);
    assert!(cut.done > 0.0 && cut.done < 600.0, "{cut:?}");
    // A short warm-up runs whole.
    let mut options = PlaybackOptions::default();
    options.limits.warmup_work = u64::MAX;
    for a in &mut fxr.root.actions {
        if a.action_type == 10500 {
            *a = ActionBuilder::new(10500, ER)
                .unwrap()
                .int("initialSimulationTime", 30)
                .unwrap()
                .build();
        }
    }
    assert_eq!(play_with(&fxr, options).warmup_cut(), None);
}

#[test]
fn a_wind_fades_out_after_the_effect_ends() {
    use fxr_sim::gpu_particles::ForceParams;
    let wind = action(10300, |a| ok(a.int("fadeOutTime", 15)));
    let program = compile(&single_node_effect(7, ER, [wind]).unwrap()).unwrap();
    let node = &program.root.children[0];
    let Some(fxr_sim::appearance::AppearanceParams::Force(f)) =
        node.configs[0].appearance.as_ref().map(|a| &a.params)
    else {
        panic!("no force");
    };
    let f: &ForceParams = f;
    // 15/30 s: full while playing, half a quarter second after the end, gone at half a second.
    assert_eq!(f.fade(None), 1.0);
    assert!((f.fade(Some(0.25)) - 0.5).abs() < 1e-6);
    assert_eq!(f.fade(Some(0.5)), 0.0);
}

/// Node emitters inside node emitters (each spawning its children at every step) would
/// multiply node states by 256 a level: the effect's total is bounded, and a step's work
/// with it.
#[test]
fn nested_node_emitters_are_bounded_in_total() {
    fn emitter(children: Vec<Node>) -> Node {
        let config = ConfigBuilder::basic(ER)
            .unwrap()
            .with([
                action(300, |a| {
                    ok(ok(a.constant("interval", &[0.0])).constant("perInterval", &[8.0]))
                }),
                action(128, |a| ok(a.constant("duration", &[-1.0]))),
            ])
            .unwrap()
            .build();
        let mut node = basic_node(ER, vec![config], &[0], children).unwrap();
        node.node_type = NodeType::NodeEmitter;
        node
    }
    let leaf = billboard_node(Vec::new());
    let tree = emitter(vec![emitter(vec![emitter(vec![leaf])])]);
    let fxr = effect(8, vec![playing_state()], root_node(ER, vec![tree]).unwrap());
    let mut options = PlaybackOptions::default();
    options.limits.nodes_total = 5_000;
    let mut playback = play_with(&fxr, options);
    let state = playback.state_at(3.0);
    let (nodes, _) = state.root.load();
    // The bound is checked before each spawn, which adds at most one child's subtree.
    assert!(nodes <= 5_000 + 8, "{nodes} node states");
    assert!(nodes > 1_000, "{nodes}: the emitters did not spawn");
}

/// A real effect's sound: Elden Ring's 4190 asks for sound 4190 (action 75) when its node 1
/// activates, on the first step.
#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn a_real_effects_sound_is_listed_when_it_fires() {
    let path = format!(
        "{}/../../../shared/corpus/er/f000004190.fxr",
        env!("CARGO_MANIFEST_DIR")
    );
    let fxr = fxr_formats::fxr::read(&std::fs::read(path).unwrap()).unwrap();
    let mut playback = play(&fxr);
    let log = playback.sounds(1.0);
    assert_eq!(log.events.len(), 1, "{log:?}");
    let e = &log.events[0];
    assert_eq!((e.sound, e.action_type, e.node.as_str()), (4190, 75, "1"));
    assert!(e.time <= 1.0 / 30.0 + 1e-6, "{}", e.time);
}

/// A node that lives one step (NodeAttributes duration 1/30 s at 30 Hz) emits in that step:
/// its burst of particles, living 1 s, is there through the next second (Dark Souls 3's
/// 440604 is made of such nodes). Its active time is already one step when its end is first
/// checked; without its first step it would never emit.
#[test]
fn a_node_that_lives_one_step_emits_its_burst() {
    let config = ConfigBuilder::basic(ER)
        .unwrap()
        .with(vec![
            action(128, |a| ok(a.constant("duration", &[1.0 / 30.0]))),
            action(300, |a| {
                ok(
                    ok(ok(a.constant("interval", &[0.0])).constant("perEmission", &[15.0]))
                        .constant("totalEmissions", &[-1.0]),
                )
            }),
            action(603, |a| a),
            action(129, |a| ok(a.constant("duration", &[1.0]))),
        ])
        .unwrap()
        .build();
    let node = basic_node(ER, vec![config], &[0], Vec::new()).unwrap();
    let fxr = effect(7, vec![playing_state()], root_node(ER, vec![node]).unwrap());
    let mut playback = play(&fxr);
    let live = |playback: &mut Playback, t: f32| {
        let frame = playback.frame(t, &ViewInfo::default());
        frame.instance_count()
    };
    assert_eq!(live(&mut playback, 0.5), 15);
    assert_eq!(live(&mut playback, 0.9), 15);
    assert_eq!(live(&mut playback, 1.2), 0, "they live 1 s");
}
