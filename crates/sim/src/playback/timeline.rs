//! A playback over time: fixed-rate steps from the latest cached checkpoint, one partial
//! step on a copy for the remainder, the frame of any time, and the fuzz hook of playing.

use super::frame::Frame;
use super::state::{PlaybackOptions, SimState};
use crate::curve::ExternalValues;
use crate::gpu_particles::{self, ForceVolume};
use crate::instances::{SpareInstances, ViewInfo};
use crate::node::{NodeState, SoundLog, StepContext, step_node};
use crate::playback::frame::{frame_of, gather_forces};
use crate::program::{EffectProgram, NodeProgram};
use crate::rng::EngineRng;
use fxr_formats::fxr::Operand;
use glam::Affine3A;
use std::sync::Arc;

/// A playing effect.
#[derive(Debug, Clone)]
pub struct Playback {
    program: Arc<EffectProgram>,
    options: PlaybackOptions,
    /// Cached states, ascending by step; the first is the start.
    checkpoints: Vec<SimState>,
    /// The furthest state reached (a cheap start for moving forwards).
    head: SimState,
    /// Instance arrays of frames given back ([`Playback::recycle`]), refilled by the next.
    spare: SpareInstances,
    /// The most candidates a GPU particle draw may have for the renderer's compute programs
    /// to evaluate it; frames carry the CPU's evaluation of the larger ones (0: of all).
    gpu_particle_capacity: u64,
    /// Where the work bound cut the initial simulation time short.
    warmup_cut: Option<WarmupCut>,
}

/// The initial simulation time (10500) cut short by [`SimLimits::warmup_work`]: the effect
/// starts as if it had run `done` seconds, not `asked`.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct WarmupCut {
    /// Seconds the file asks for.
    pub asked: f32,
    /// Seconds run before the bound.
    pub done: f32,
}

impl Playback {
    /// Starts an effect. 10500's initial simulation time is run at once.
    pub fn new(program: Arc<EffectProgram>, options: PlaybackOptions) -> Self {
        let mut options = options;
        options.rate = if options.rate >= 45 { 60 } else { 30 };
        let mut rng = EngineRng::from_seed(options.seed);
        let root = NodeState::new(&program.root, &mut rng);
        let mut start = SimState {
            step: 0,
            wall_time: 0.0,
            time: 0.0,
            rng,
            state: 0,
            state_since: 0.0,
            root,
            sounds: SoundLog::default(),
        };
        let warmup = (program.initial_simulation_time * options.rate as f32).round() as u64;
        let dt = 1.0 / options.rate as f32;
        let mut work: u64 = 0;
        let mut warmup_cut = None;
        for done in 0..warmup {
            if work >= options.limits.warmup_work {
                warmup_cut = Some(WarmupCut {
                    asked: program.initial_simulation_time,
                    done: done as f32 * dt,
                });
                break;
            }
            work += step(&program, &options, &mut start, dt, false);
        }
        start.step = 0;
        start.wall_time = 0.0;
        Playback {
            warmup_cut,
            checkpoints: vec![start.clone()],
            head: start,
            spare: SpareInstances::default(),
            gpu_particle_capacity: 0,
            program,
            options,
        }
    }

    /// Where the work bound cut the initial simulation time short (`None`: it ran whole).
    pub fn warmup_cut(&self) -> Option<WarmupCut> {
        self.warmup_cut
    }

    /// The sounds fired up to wall time `t` (listed, not played).
    pub fn sounds(&mut self, t: f32) -> SoundLog {
        let copy = self.advance_to(t);
        copy.as_ref().unwrap_or(&self.head).sounds.clone()
    }

    /// The effect being played.
    pub fn program(&self) -> &Arc<EffectProgram> {
        &self.program
    }

    /// The options.
    pub fn options(&self) -> &PlaybackOptions {
        &self.options
    }

    /// The step length in wall seconds.
    pub fn dt(&self) -> f32 {
        1.0 / self.options.rate as f32
    }

    /// The state at wall time `t` seconds (negative counts as 0).
    pub fn state_at(&mut self, t: f32) -> SimState {
        self.advance_to(t).unwrap_or_else(|| self.head.clone())
    }

    /// Brings the simulation to wall time `t`. `None`: the head is that state (`t` falls on
    /// a step at or after it; playing forward, the head steps in place and nothing is
    /// copied). Else the state, a copy: from the head with the remainder of a step taken on
    /// the copy only, or from the best checkpoint when `t` is before the head.
    fn advance_to(&mut self, t: f32) -> Option<SimState> {
        let t = if t.is_finite() { t.max(0.0) } else { 0.0 };
        let dt = self.dt();
        let target = (t / dt).floor() as u64;
        let every =
            ((self.options.checkpoint_every * self.options.rate as f32).round() as u64).max(1);
        let mut state = if self.head.step <= target {
            // Forward from the head, in place; it stays the furthest state simulated.
            while self.head.step < target {
                step(&self.program, &self.options, &mut self.head, dt, true);
                if self.head.step.is_multiple_of(every)
                    && self
                        .checkpoints
                        .last()
                        .is_none_or(|c| c.step < self.head.step)
                {
                    let kept = self.head.clone();
                    self.keep_checkpoint(kept);
                }
            }
            let rest = t - self.head.step as f32 * dt;
            if rest <= 1e-6 {
                return None;
            }
            self.head.clone()
        } else {
            // Before the head: from the best checkpoint, on a copy (the head stays ahead).
            let i = self
                .checkpoints
                .partition_point(|c| c.step <= target)
                .saturating_sub(1);
            let mut state = self.checkpoints[i].clone();
            while state.step < target {
                step(&self.program, &self.options, &mut state, dt, true);
                if state.step.is_multiple_of(every)
                    && self.checkpoints.last().is_none_or(|c| c.step < state.step)
                {
                    self.keep_checkpoint(state.clone());
                }
            }
            state
        };
        // The remainder, on the copy only.
        let rest = t - state.step as f32 * dt;
        if rest > 1e-6 {
            step(&self.program, &self.options, &mut state, rest, false);
            state.wall_time = t;
        }
        Some(state)
    }

    fn keep_checkpoint(&mut self, state: SimState) {
        self.checkpoints.push(state);
        if self.checkpoints.len() > self.options.max_checkpoints.max(2) {
            // Thin out: keep the start and every other later checkpoint.
            let start = self.checkpoints.remove(0);
            let mut kept: Vec<SimState> = self
                .checkpoints
                .drain(..)
                .enumerate()
                .filter(|(i, _)| i % 2 == 1)
                .map(|(_, s)| s)
                .collect();
            kept.insert(0, start);
            self.checkpoints = kept;
        }
    }

    /// The most candidate particles one GPU particle draw may have for the renderer's
    /// compute programs to evaluate it (what they hold on its device); frames carry the CPU's
    /// evaluation of the draws past it. 0, the default, has the CPU evaluate every draw (the
    /// WebGL2 path, which has no compute programs, and the reference); `u64::MAX` leaves
    /// every draw to the compute programs.
    pub fn set_gpu_particle_capacity(&mut self, capacity: u64) {
        self.gpu_particle_capacity = capacity;
    }

    /// See [`Playback::set_gpu_particle_capacity`].
    pub fn gpu_particle_capacity(&self) -> u64 {
        self.gpu_particle_capacity
    }

    /// The frame at wall time `t`, seen from `view` (the orientation modes need the camera).
    pub fn frame(&mut self, t: f32, view: &ViewInfo) -> Frame {
        let copy = self.advance_to(t);
        let state = copy.as_ref().unwrap_or(&self.head);
        frame_of(
            &self.program,
            &self.options,
            state,
            t,
            view,
            &mut self.spare,
            self.gpu_particle_capacity,
        )
    }

    /// Gives back a frame this playback made, once drawn: the next frames refill its
    /// instance arrays instead of allocating new ones.
    pub fn recycle(&mut self, frame: Frame) {
        for draw in frame.draws {
            self.spare.keep(draw.instances);
        }
    }

    /// Live particles at wall time `t`, per node path (nodes with none are left out).
    pub fn particle_counts(&mut self, t: f32) -> Vec<(String, usize)> {
        let copy = self.advance_to(t);
        let state = copy.as_ref().unwrap_or(&self.head);
        let mut out = Vec::new();
        count_particles(&self.program.root, &state.root, &mut out, "");
        out
    }

    /// One whole step of `state` in place, without the copies and checkpoints of
    /// [`Playback::state_at`]: the simulation alone, which the benchmark (`bench::sim`)
    /// times apart from what the API adds. Not product.
    #[cfg(feature = "benchmarks")]
    pub fn step_in_place(&self, state: &mut SimState) {
        step(&self.program, &self.options, state, self.dt(), true);
    }

    /// The frame of `state` (as [`Playback::frame`] builds it), for the benchmark.
    #[cfg(feature = "benchmarks")]
    pub fn frame_of_state(&mut self, state: &SimState, view: &ViewInfo) -> Frame {
        frame_of(
            &self.program,
            &self.options,
            state,
            state.wall_time,
            view,
            &mut self.spare,
            self.gpu_particle_capacity,
        )
    }
}

pub(crate) fn count_particles(
    program: &NodeProgram,
    state: &NodeState,
    out: &mut Vec<(String, usize)>,
    suffix: &str,
) {
    let live = state.particles.len() + state.retired.iter().map(|(_, p)| p.len()).sum::<usize>();
    if live > 0 {
        out.push((format!("{}{suffix}", program.path), live));
    }
    for (p, s) in program.children.iter().zip(&state.children) {
        count_particles(p, s, out, suffix);
    }
    for (k, (index, s)) in state.spawned.iter().enumerate() {
        if let Some(p) = program.children.get(*index) {
            count_particles(p, s, out, &format!("{suffix}#{k}"));
        }
    }
}

/// Whether a condition holds.
pub(crate) fn condition_holds(
    c: &crate::program::ConditionProgram,
    externals: &ExternalValues,
    state_time: f32,
) -> bool {
    let value = |o: &Operand| match o {
        Operand::Literal(v) => *v,
        Operand::External(id) => externals.get(*id),
        Operand::StateTime => state_time,
        Operand::Unknown { .. } => 0.0,
    };
    let (l, r) = (value(&c.left), value(&c.right));
    let result = match c.comparison {
        0 => l != r,
        1 => l == r,
        2 => l >= r,
        _ => l > r,
    };
    result != c.negated
}

/// One step of `dt` wall seconds. Returns its work: the nodes and particles it stepped.
pub(crate) fn step(
    program: &EffectProgram,
    options: &PlaybackOptions,
    state: &mut SimState,
    dt: f32,
    whole: bool,
) -> u64 {
    let rate = program
        .rate_of_time
        .eval1(
            &crate::curve::Inputs {
                particle_age: 0.0,
                active_time: state.time,
                emission_time: state.time,
            },
            &options.externals,
            0,
        )
        .clamp(0.0, 16.0);
    state.time += dt * rate;
    if whole {
        state.step += 1;
        state.wall_time = state.step as f32 / options.rate as f32;
    }
    // The state machine: the first true condition of the current state moves on.
    if state.state >= 0
        && let Some(current) = program.states.get(state.state as usize)
    {
        let state_time = state.time - state.state_since;
        if let Some(c) = current
            .conditions
            .iter()
            .find(|c| condition_holds(c, &options.externals, state_time))
        {
            state.state = c.next_state.max(-1);
            state.state_since = state.time;
        }
    }
    let (node_count, particle_count) = state.root.load();
    // The volumes pushing particles this step, only gathered when some particles feel them.
    let mut forces = Vec::new();
    if program.particles_feel_forces {
        let ended_for = state.ended_for();
        gather_forces(
            &program.root,
            &state.root,
            state.time,
            &options.externals,
            ended_for,
            ("", false),
            &mut forces,
        );
        forces.truncate(gpu_particles::forces::MAX_FORCES);
    }
    let volumes: Vec<ForceVolume> = forces.into_iter().map(|(f, _)| f).collect();
    let mut ctx = StepContext {
        time: state.time,
        dt: dt * rate,
        state: state.state,
        externals: &options.externals,
        rng: &mut state.rng,
        limits: options.limits,
        particle_count,
        wall_time: state.wall_time,
        forces: &volumes,
        sounds: &mut state.sounds,
        nodes_stepped: 0,
        node_count,
    };
    // The root is always active; its active time is the effect's time.
    let root_world = Affine3A::IDENTITY;
    state.root.config_since = Some(0.0);
    state.root.world = root_world;
    for (child_program, child) in program
        .root
        .children
        .iter()
        .zip(state.root.children.iter_mut())
    {
        step_node(
            child_program,
            child,
            &root_world,
            Some(state.time),
            &mut ctx,
        );
    }
    ctx.nodes_stepped + particle_count as u64
}

/// The fuzz hook of playing (crates/fuzz `play`): reads an effect, compiles it and plays
/// frames at a few times with GPU particles evaluated on the CPU. Errors are fine; a panic,
/// a hang or an unbounded allocation is what the fuzzer finds.
pub fn fuzz(data: &[u8]) {
    let Ok(fxr) = fxr_formats::fxr::read(data) else {
        return;
    };
    let Ok(program) = crate::program::compile(&fxr) else {
        return;
    };
    let mut playback = Playback::new(Arc::new(program), PlaybackOptions::default());
    let view = ViewInfo::default();
    for t in [0.1, 0.7, 2.0] {
        let frame = playback.frame(t, &view);
        // The GPU particles drop a particle whose numbers overflow (gpu_particles::particle_function).
        assert!(
            frame
                .draws
                .iter()
                .filter(|d| d.gpu.is_some())
                .all(|d| d.instances.all_finite()),
            "a non-finite GPU particle instance"
        );
        playback.recycle(frame);
    }
}
