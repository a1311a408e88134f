//! The simulation benchmark: an effect built with the demo builder whose emitters keep a
//! chosen number of particles alive (about 100,000 in the benchmark), played forward one
//! fixed step at a time through [`Playback`], against a minimal particle integrator over
//! the same count in the same run.
//!
//! The effect ([`effect`]): four Basic nodes, each emitting a fixed count every step (a
//! periodic emitter with a zero interval) with a fixed lifetime of [`LIFETIME`] seconds, so
//! the live count is the same at every step once the first lifetime has passed. The nodes
//! use four emitter shapes (disk, sphere, box, cylinder) with a spread, four particle
//! movements (speed curve, speed with a random fraction, random turns, gravity) and one
//! billboard (603) appearance each with curves over the particle's age (width, colour),
//! a looped colour over emission time, a random start rotation and an angular speed: what a
//! game effect's billboards do per particle, without trails or child emitters.
//!
//! The baseline ([`Integrator`]) is the least any particle system does per particle and
//! step, written plainly: `position += velocity * dt`, `age += dt`, drop the expired, emit
//! as many new ones with a random velocity. It has the same count, lifetime and step as
//! the effect, so ours/baseline is what evaluating the file's actions costs over that floor.
//!
//! A rate counts particle steps: each call returns the live particles of the step it took,
//! and the callers add them up (M particles/s = 10^6 particle steps per second).

use fxr_demo::DemoError;
use fxr_demo::builder::{
    ActionBuilder, ConfigBuilder, basic_node, effect as fxr_effect, linear, linear4, looped,
    playing_state, random_fraction, random_range, root_node,
};
use fxr_formats::fxr::Game;
use fxr_formats::fxr::{Action, Fxr, Node, Property};
use fxr_sim::instances::ViewInfo;
use fxr_sim::node::NodeState;
use fxr_sim::playback::{Playback, PlaybackOptions, SimState};
use glam::Vec3;
use std::sync::Arc;

/// The live count the benchmark asks for.
pub const LIVE: u32 = 100_000;

/// Every particle's lifetime in seconds.
pub const LIFETIME: f32 = 2.0;

/// The simulation rate (steps per second), Playback's default.
pub const RATE: u32 = 30;

/// The emitting nodes.
pub const NODES: u32 = 4;

const ER: Game = Game::EldenRing;

/// Steps a particle lives: its lifetime at the simulation rate.
pub fn steps_per_life() -> u32 {
    (LIFETIME * RATE as f32).round() as u32
}

/// Particles each node emits per step so that about `live` are alive in all.
pub fn per_node_per_step(live: u32) -> u32 {
    live.div_ceil(NODES * steps_per_life()).max(1)
}

fn act(action_type: u16) -> Result<ActionBuilder, DemoError> {
    ActionBuilder::er(action_type)
}

/// One emitting node: `shape` and `movement` differ per node, the rest is shared.
fn emitting_node(
    index: u32,
    per_step: u32,
    shape: Action,
    movement: Action,
) -> Result<Node, DemoError> {
    let seed = 7000 + 10 * index as i32;
    let billboard = act(603)?
        .int("blendMode", 4)?
        .flag("uniformScale", true)?
        .property("width", linear(&[(0.0, 0.05), (LIFETIME, 0.2)]))?
        .property(
            "color1",
            linear4(&[
                (0.0, [1.0, 1.0, 1.0, 0.0]),
                (0.2, [1.0, 0.9, 0.7, 1.0]),
                (LIFETIME, [1.0, 0.5, 0.2, 0.0]),
            ]),
        )?
        .property(
            "color2",
            looped(linear4(&[
                (0.0, [1.0, 0.6, 0.3, 1.0]),
                (1.5, [0.5, 0.7, 1.0, 1.0]),
                (3.0, [1.0, 0.6, 0.3, 1.0]),
            ])),
        )?
        .property(
            "rotationZ",
            random_range(Property::scalar(0.0), seed, 0.0, 360.0),
        )?
        .constant("angularSpeedZ", &[90.0])?
        .flag("premultiplyAlpha", false)?
        .constant("rgbMultiplier", &[10.0])?
        .build();
    let config = ConfigBuilder::er()?
        .with([
            act(35)?
                .floats("offset", &[index as f32 - 1.5, 0.5, 0.0])?
                .build(),
            // A zero interval bursts every step: the same count each step.
            act(300)?
                .constant("interval", &[0.0])?
                .constant("perEmission", &[per_step as f32])?
                .build(),
            shape,
            act(501)?.constant("angle", &[25.0])?.build(),
            act(129)?.constant("duration", &[LIFETIME])?.build(),
            movement,
            billboard,
        ])?
        .build();
    basic_node(ER, vec![config], &[0], Vec::new())
}

/// The benchmark's effect: [`NODES`] nodes keeping about `live` particles alive in all
/// after the first [`LIFETIME`] seconds.
pub fn effect(live: u32) -> Result<Fxr, DemoError> {
    let per_step = per_node_per_step(live);
    let nodes = vec![
        emitting_node(
            0,
            per_step,
            act(401)?.constant("radius", &[0.8])?.build(),
            act(60)?
                .property("speed", linear(&[(0.0, 1.5), (LIFETIME, 0.2)]))?
                .build(),
        )?,
        emitting_node(
            1,
            per_step,
            act(403)?
                .flag("emitInside", true)?
                .constant("radius", &[0.5])?
                .build(),
            act(131)?
                .property("speed", random_fraction(Property::scalar(1.2), 7100, 0.3))?
                .build(),
        )?,
        emitting_node(
            2,
            per_step,
            act(404)?
                .constant("sizeX", &[0.8])?
                .constant("sizeY", &[0.2])?
                .constant("sizeZ", &[0.8])?
                .build(),
            act(64)?
                .int("turnInterval", 5)?
                .constant("speed", &[0.8])?
                .constant("maxTurnAngle", &[25.0])?
                .build(),
        )?,
        emitting_node(
            3,
            per_step,
            act(405)?
                .flag("yAxis", true)?
                .constant("radius", &[0.6])?
                .constant("height", &[0.4])?
                .build(),
            act(55)?.constant("gravity", &[1.5])?.build(),
        )?,
    ];
    Ok(fxr_effect(
        90_000,
        vec![playing_state()],
        root_node(ER, nodes)?,
    ))
}

/// Live particles in a node and everything below it.
fn count(state: &NodeState) -> usize {
    state.particles.len()
        + state.retired.iter().map(|(_, p)| p.len()).sum::<usize>()
        + state.children.iter().map(count).sum::<usize>()
        + state.spawned.iter().map(|(_, s)| count(s)).sum::<usize>()
}

/// The benchmark's effect playing, already at its steady live count.
pub struct SimBench {
    playback: Playback,
    /// The last step asked of `playback`.
    step: u64,
    /// A state of its own, stepped in place by [`SimBench::step_in_place`].
    state: SimState,
    view: ViewInfo,
}

impl SimBench {
    /// Compiles [`effect`]`(live)` and plays it (default options: 30 Hz, the default seed,
    /// checkpoints as the viewer keeps them) past its first lifetime.
    pub fn new(live: u32) -> Result<Self, String> {
        let fxr = effect(live).map_err(|e| e.to_string())?;
        let program = fxr_sim::program::compile(&fxr).map_err(|e| e.to_string())?;
        let options = PlaybackOptions::default();
        if options.rate != RATE {
            return Err(format!(
                "the benchmark assumes {RATE} Hz, Playback's default is {} Hz",
                options.rate
            ));
        }
        let mut playback = Playback::new(Arc::new(program), options);
        // Half a lifetime past the first lifetime: the count no longer changes.
        let step = u64::from(steps_per_life() + steps_per_life() / 2);
        let view = ViewInfo::looking_at(Vec3::new(0.0, 1.0, -8.0), Vec3::new(0.0, 0.5, 0.0));
        let state = playback.state_at(0.0);
        let mut bench = SimBench {
            playback,
            step,
            state,
            view,
        };
        bench.state = bench.playback.state_at(bench.time());
        Ok(bench)
    }

    /// The wall time of the current step, such that `state_at` lands on that step exactly
    /// and takes no partial step after it (it floors `t / dt` and steps a remainder above
    /// 1e-6 s on its copy, which would add a step's work to the call).
    fn time(&self) -> f32 {
        let dt = 1.0 / RATE as f32;
        // Playback computes the remainder as t - step * dt: this t leaves none.
        let t = self.step as f32 * dt;
        // Where the division lands just below the step, one unit in the last place up
        // (a remainder below 1e-6 s for the first 16 s; later, rarely, a tiny partial step).
        if ((t / dt).floor() as u64) < self.step {
            f32::from_bits(t.to_bits() + 1)
        } else {
            t
        }
    }

    /// Live particles now.
    pub fn live(&mut self) -> usize {
        count(&self.playback.state_at(self.time()).root)
    }

    /// One step of the simulation alone: the benchmark's own state stepped in place, with
    /// no copy; returns the live particles after it.
    pub fn step_in_place(&mut self) -> usize {
        self.playback.step_in_place(&mut self.state);
        count(&self.state.root)
    }

    /// The GPU-ready instances of the benchmark's own state (no step); returns how many.
    pub fn instances(&mut self) -> usize {
        let frame = self.playback.frame_of_state(&self.state, &self.view);
        let live = frame.instance_count();
        self.playback.recycle(frame);
        live
    }

    /// Plays one step further with `Playback::state_at`, as a viewer playing forward does
    /// (which also copies the state it returns and the one it keeps); returns the live
    /// particles of that step.
    pub fn step(&mut self) -> usize {
        self.step += 1;
        count(&self.playback.state_at(self.time()).root)
    }

    /// Plays one step further with `Playback::frame`: the step and the GPU-ready instances
    /// of every particle; returns the instances built.
    pub fn frame(&mut self) -> usize {
        self.step += 1;
        let frame = self.playback.frame(self.time(), &self.view);
        let live = frame.instance_count();
        // Given back, as the viewer does, so the next frame refills its arrays.
        self.playback.recycle(frame);
        live
    }

    /// `Playback::state_at` at the current time again: no step, only the copies the call
    /// makes (the state it returns and the head it keeps); returns the live particles.
    pub fn copy(&mut self) -> usize {
        count(&self.playback.state_at(self.time()).root)
    }
}

/// A particle of the baseline: what any particle system keeps.
#[derive(Debug, Clone, Copy)]
struct PlainParticle {
    position: Vec3,
    velocity: Vec3,
    age: f32,
}

/// The baseline: a minimal particle integrator with the effect's count, lifetime and step.
pub struct Integrator {
    particles: Vec<PlainParticle>,
    per_step: usize,
    dt: f32,
    rng: u32,
}

impl Integrator {
    /// Starts at the steady state: `per_node_per_step(live) * NODES` particles of each age
    /// from 0 to the lifetime, as many as the effect keeps alive.
    pub fn new(live: u32) -> Self {
        let per_step = (per_node_per_step(live) * NODES) as usize;
        let dt = 1.0 / RATE as f32;
        let mut integrator = Integrator {
            particles: Vec::new(),
            per_step,
            dt,
            rng: 0x1234_5678,
        };
        for k in (0..steps_per_life()).rev() {
            integrator.emit();
            let start = integrator.particles.len() - per_step;
            for p in &mut integrator.particles[start..] {
                p.age = k as f32 * dt;
            }
        }
        integrator
    }

    fn random(&mut self) -> f32 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 17;
        self.rng ^= self.rng << 5;
        self.rng as f32 / u32::MAX as f32 * 2.0 - 1.0
    }

    fn emit(&mut self) {
        for _ in 0..self.per_step {
            let velocity = Vec3::new(self.random(), self.random() + 1.5, self.random());
            self.particles.push(PlainParticle {
                position: Vec3::ZERO,
                velocity,
                age: 0.0,
            });
        }
    }

    /// One step: move, age, drop the expired, emit; returns the live particles.
    pub fn step(&mut self) -> usize {
        let dt = self.dt;
        for p in &mut self.particles {
            p.position += p.velocity * dt;
            p.age += dt;
        }
        self.particles.retain(|p| p.age < LIFETIME);
        self.emit();
        self.particles.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The effect and the baseline keep the same number of particles alive, near the asked
    /// count, at every step (or the ratio would compare different work).
    #[test]
    fn effect_and_baseline_keep_the_same_steady_count() {
        let live = 2_000;
        let mut sim = SimBench::new(live).expect("effect");
        let mut base = Integrator::new(live);
        let expected = (per_node_per_step(live) * NODES * steps_per_life()) as usize;
        assert!(
            expected >= live as usize
                && expected < live as usize + (NODES * steps_per_life()) as usize
        );
        for _ in 0..20 {
            let ours = sim.step();
            // The step landed exactly on its step (no partial step on the copy).
            assert_eq!(sim.playback.state_at(sim.time()).step, sim.step);
            // The lifetime in f32 steps may keep the oldest one step longer.
            let one_step = (per_node_per_step(live) * NODES) as usize;
            assert!(
                ours == expected || ours == expected + one_step,
                "{ours} live, expected {expected}"
            );
            let plain = base.step();
            assert!(
                plain == expected || plain == expected + one_step,
                "{plain} live in the baseline, expected {expected}"
            );
        }
        assert_eq!(sim.copy(), sim.live());
        // Stepping in place is the same simulation as state_at: the same particles.
        while sim.state.step < sim.step {
            sim.step_in_place();
        }
        let played = sim.playback.state_at(sim.time());
        assert_eq!(sim.state.step, played.step);
        assert_eq!(sim.state.root, played.root);
        assert_eq!(sim.instances(), count(&played.root));
        assert!(sim.frame() > 0);
        assert_eq!(sim.copy(), sim.frame_count_now());
    }

    impl SimBench {
        fn frame_count_now(&mut self) -> usize {
            self.playback
                .frame(self.time(), &self.view)
                .instance_count()
        }
    }

    #[test]
    fn every_node_emits_and_nothing_is_unsupported() {
        let fxr = effect(LIVE).expect("effect");
        let program = fxr_sim::program::compile(&fxr).expect("compile");
        assert!(program.unsupported.is_empty(), "{:?}", program.unsupported);
        let mut playback = Playback::new(Arc::new(program), PlaybackOptions::default());
        let counts = playback.particle_counts(0.5);
        assert_eq!(counts.len(), NODES as usize, "{counts:?}");
    }
}
