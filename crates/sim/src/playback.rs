//! Playing an effect: the state machine, fixed-rate steps, checkpoints for cheap scrubbing,
//! and the frame of particle instances at any time.
//!
//! The simulation steps at a fixed rate (30 or 60 Hz, an option). `state_at(t)` steps from
//! the latest cached checkpoint at or before `t`, then takes one partial step for the
//! remainder on a copy, so any `t` gives the same result however it was reached, and seeking
//! backwards does not replay from zero. One seed makes the whole effect reproducible; all
//! arithmetic avoids platform-dependent functions (libm), so a seed and a time give
//! bit-identical particles natively and in wasm.

use super::appearance::AppearanceKind;
use super::curve::{ExternalValues, Inputs};
use super::gpu_particles::{self, ForceVolume, GpuParticleDraw, GpuSystemFrame};
use super::instances::{self, Instances, NodeFrame, SpareInstances, ViewInfo};
use super::node::{NodeState, SimLimits, SoundLog, StepContext, step_node};
use super::program::{EffectProgram, LevelsOfDetail, NodeProgram};
use super::rng::EngineRng;
use fxr_formats::fxr::{NodeType, Operand};
use glam::{Affine3A, Vec3};
use std::sync::Arc;

/// How to play an effect.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PlaybackOptions {
    /// The seed (a fixed default, so an effect opens the same way every time).
    pub seed: u32,
    /// Simulation steps per second: 30 or 60.
    pub rate: u32,
    /// External values the game would supply.
    pub externals: ExternalValues,
    /// Safety limits.
    pub limits: SimLimits,
    /// Seconds of simulation between checkpoints.
    pub checkpoint_every: f32,
    /// The most checkpoints kept (the oldest beyond it are dropped, keeping every other).
    pub max_checkpoints: usize,
}

impl Default for PlaybackOptions {
    fn default() -> Self {
        PlaybackOptions {
            seed: 0x5EED_F00D,
            rate: 30,
            externals: ExternalValues::default(),
            limits: SimLimits::default(),
            checkpoint_every: 1.0,
            max_checkpoints: 32,
        }
    }
}

/// The whole simulation's state at a step.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct SimState {
    /// Steps taken.
    pub step: u64,
    /// Wall time played (seconds): the input of `state_at`.
    pub wall_time: f32,
    /// Effect time (wall time scaled by the effect's rate of time).
    pub time: f32,
    /// The shared generator.
    pub rng: EngineRng,
    /// The state machine's state; -1 once terminated.
    pub state: i32,
    /// Effect time the state was entered.
    pub state_since: f32,
    /// The root node.
    pub root: NodeState,
    /// The sounds fired so far.
    pub sounds: SoundLog,
}

impl SimState {
    /// Effect seconds since the effect ended (`None` while it plays): forces fade by it.
    pub fn ended_for(&self) -> Option<f32> {
        (self.state < 0).then(|| (self.time - self.state_since).max(0.0))
    }
}

/// One draw's worth of particles: a node's appearance and its instances.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct NodeDraw {
    /// The node's path ("0/2/1"); a spawned instance adds "#k".
    pub node: String,
    /// The active config's index.
    pub config: usize,
    /// The appearance action type.
    pub action_type: i16,
    /// Its kind.
    pub kind: AppearanceKind,
    /// The config's active time (for per-draw constants).
    pub active_time: f32,
    /// The instances.
    pub instances: Instances,
    /// A GPU particle draw's systems and forces (10000 to 10009): what the compute programs
    /// read. Its instances are the CPU's evaluation, unless the playback leaves that to them.
    pub gpu: Option<Box<GpuParticleDraw>>,
}

/// A frame: every node's instances, in tree order (depth first, as the file lists nodes).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Frame {
    /// The wall time asked for.
    pub time: f32,
    /// Effect time.
    pub effect_time: f32,
    /// The state machine's state at this frame (-1 once terminated).
    pub state: i32,
    /// The draws, in order.
    pub draws: Vec<NodeDraw>,
    /// Each levels-of-detail node's level shown, and why.
    pub levels_of_detail: Vec<LevelOfDetailShown>,
    /// The water pushes (10013) under way: a preview has no water to push.
    pub water_pushes: Vec<WaterPushShown>,
    /// GPU particle candidates left out of this frame by the draw and frame bounds
    /// ([`gpu_particles::MAX_FRAME_CANDIDATES`]), all draws together (a draw left with none
    /// is not in `draws`: it is counted here).
    pub gpu_particles_left_out: u64,
}

/// The level a levels-of-detail node (2002) shows in a frame.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct LevelOfDetailShown {
    /// The node's path.
    pub node: String,
    /// The camera's distance from the node (metres).
    pub distance: f32,
    /// Its thresholds (133).
    pub thresholds: [f32; 5],
    /// The child shown (`None`: the camera is beyond every threshold, or the forced level
    /// has no child).
    pub level: Option<u32>,
    /// Whether the level is forced by the view rather than picked by the distance.
    pub forced: bool,
}

/// A water push (10013) in a frame: where, how large, how deep now.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct WaterPushShown {
    /// The node's path.
    pub node: String,
    /// Where (world).
    pub position: [f32; 3],
    /// The texture giving its shape.
    pub texture: i32,
    /// The area's size.
    pub scale: f32,
    /// How far down the water is now.
    pub depth: f32,
}

impl Frame {
    /// Live instances in all draws. GPU particles left to the renderer's compute programs
    /// count their candidates (their live count is only known on the GPU).
    pub fn instance_count(&self) -> usize {
        self.draws
            .iter()
            .map(|d| match d.gpu.as_deref() {
                Some(g) if !g.evaluated_on_cpu => g.candidates() as usize,
                _ => d.instances.len(),
            })
            .sum()
    }

    /// A 64-bit FNV-1a hash of every instance byte of every draw, in order: equal digests
    /// mean bit-identical particles (used to compare native and wasm playback).
    pub fn digest(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for d in &self.draws {
            for b in d.node.bytes().chain(d.instances.bytes().iter().copied()) {
                h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
            }
        }
        h
    }
}

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

fn count_particles(
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
fn condition_holds(
    c: &super::program::ConditionProgram,
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
fn step(
    program: &EffectProgram,
    options: &PlaybackOptions,
    state: &mut SimState,
    dt: f32,
    whole: bool,
) -> u64 {
    let rate = program
        .rate_of_time
        .eval1(
            &super::curve::Inputs {
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

fn frame_of(
    program: &EffectProgram,
    options: &PlaybackOptions,
    state: &SimState,
    t: f32,
    view: &ViewInfo,
    spare: &mut SpareInstances,
    gpu_particle_capacity: u64,
) -> Frame {
    let mut draws = Vec::new();
    let mut forces = Vec::new();
    gather_forces(
        &program.root,
        &state.root,
        state.time,
        &options.externals,
        state.ended_for(),
        ("", true),
        &mut forces,
    );
    let mut levels_of_detail = Vec::new();
    let mut water_pushes = Vec::new();
    let mut gpu_left_out = 0;
    let mut out = Collected {
        draws: &mut draws,
        levels_of_detail: &mut levels_of_detail,
        water_pushes: &mut water_pushes,
        step: 1.0 / options.rate.max(1) as f32,
        space: Affine3A::IDENTITY,
        candidates_left: gpu_particles::MAX_FRAME_CANDIDATES,
        gpu_left_out: &mut gpu_left_out,
    };
    collect(
        &program.root,
        &state.root,
        &Affine3A::IDENTITY,
        state.time,
        &options.externals,
        view,
        "",
        spare,
        &mut out,
    );
    // The GPU particle systems: the frame's force volumes reach the Correct variants (their
    // constants count them), then the CPU evaluates the particles unless the renderer will.
    let forces_left_out = forces
        .len()
        .saturating_sub(gpu_particles::forces::MAX_FORCES);
    forces.truncate(gpu_particles::forces::MAX_FORCES);
    draws.retain_mut(|d| {
        let Some(gpu) = d.gpu.as_mut() else {
            return true;
        };
        let feels = gpu_particles::GpuVariant::from_action(gpu.action_type)
            .is_some_and(|v| v.feels_forces());
        if feels && !forces.is_empty() {
            gpu.forces_left_out = forces_left_out;
            gpu.forces = forces.iter().map(|f| f.0).collect();
            gpu.force_nodes = forces.iter().map(|f| f.1.clone()).collect();
            for system in &mut gpu.systems {
                system.constants.shape[2] |= gpu_particles::flags::FORCES;
                system.constants.shape[3] = forces.len() as u32;
            }
        }
        // Past what the compute programs hold, the CPU evaluates the same function.
        gpu.evaluated_on_cpu = gpu.candidates() > gpu_particle_capacity;
        if !gpu.evaluated_on_cpu {
            return true;
        }
        if let Instances::Billboard(out) = &mut d.instances {
            gpu_particles::evaluate(gpu, out);
            return !out.is_empty();
        }
        true
    });
    Frame {
        time: t,
        effect_time: state.time,
        state: state.state,
        draws,
        levels_of_detail,
        water_pushes,
        gpu_particles_left_out: gpu_left_out,
    }
}

/// What [`collect`] gathers: the draws, the levels of detail shown and the water pushes.
struct Collected<'a> {
    draws: &'a mut Vec<NodeDraw>,
    levels_of_detail: &'a mut Vec<LevelOfDetailShown>,
    water_pushes: &'a mut Vec<WaterPushShown>,
    /// The simulation step (the GPU particles integrate forces by it).
    step: f32,
    /// Where the simulation's world is drawn (see [`NodeFrame::space`]).
    space: Affine3A,
    /// GPU particle candidates the frame may still hold ([`gpu_particles::MAX_FRAME_CANDIDATES`]).
    candidates_left: u64,
    /// Candidates left out so far.
    gpu_left_out: &'a mut u64,
}

/// The particles of a node: those of the configs it switched away from first (they were
/// made before the current ones), each with its config's index.
fn particle_groups(
    state: &NodeState,
) -> impl Iterator<Item = (usize, &super::particles::Particles)> {
    state
        .retired
        .iter()
        .map(|(c, p)| (*c, p))
        .chain(state.config.map(|c| (c, &state.particles)))
}

/// The force volumes of the subtree's force nodes (10200, 10300, 10301, 10303), one per
/// particle, with their nodes' paths; `ended_for` fades them once the effect has ended.
fn gather_forces(
    program: &NodeProgram,
    state: &NodeState,
    time: f32,
    externals: &ExternalValues,
    ended_for: Option<f32>,
    (suffix, named): (&str, bool),
    out: &mut Vec<(ForceVolume, String)>,
) {
    for (config_index, particles) in particle_groups(state) {
        let Some(super::appearance::AppearanceParams::Force(f)) = program
            .configs
            .get(config_index)
            .and_then(|c| c.appearance.as_ref())
            .map(|a| &a.params)
        else {
            continue;
        };
        let fade = f.fade(ended_for);
        let active_time = state.active_time(time);
        for p in particles.iter() {
            let inputs = Inputs {
                particle_age: p.age,
                active_time,
                emission_time: p.emission_time,
            };
            let at = p.host_transform(&state.world);
            // The step reads the volumes alone: only the frame names their nodes.
            let path = if named {
                format!("{}{suffix}", program.path)
            } else {
                String::new()
            };
            out.push((f.volume(&at, &inputs, externals, p.seed, fade), path));
        }
    }
    if program.node_type != NodeType::NodeEmitter {
        for (p, s) in program.children.iter().zip(&state.children) {
            gather_forces(p, s, time, externals, ended_for, (suffix, named), out);
        }
    }
    for (k, (index, s)) in state.spawned.iter().enumerate() {
        if let Some(p) = program.children.get(*index) {
            let suffix = format!("{suffix}#{k}");
            gather_forces(p, s, time, externals, ended_for, (&suffix, named), out);
        }
    }
}

/// The child a levels-of-detail node shows: the forced level, or the first whose threshold
/// is beyond the camera's distance from the node.
fn level_shown(lod: &LevelsOfDetail, at: Vec3, view: &ViewInfo, path: &str) -> LevelOfDetailShown {
    let distance = view.position.distance(at);
    let (level, forced) = match view.forced_level_of_detail {
        Some(level) => (Some(usize::from(level)), true),
        None => (lod.level_at(distance), false),
    };
    LevelOfDetailShown {
        node: path.to_string(),
        distance,
        thresholds: lod.thresholds,
        level: level.map(|l| l as u32),
        forced,
    }
}

/// A GPU particle draw's systems, one per host particle (the CPU evaluation comes later, once
/// the frame's forces are known). `frame_left`: the candidates the frame may still hold.
fn gpu_draw(
    params: &gpu_particles::GpuParticleParams,
    action_type: i16,
    particles: &super::particles::Particles,
    node: &NodeFrame<'_>,
    step: f32,
    frame_left: &mut u64,
) -> GpuParticleDraw {
    let mut systems = Vec::new();
    // Candidates of the draw so far (all systems), bounded by the draw's and the frame's
    // bounds: the newest emissions past them are left out and counted.
    let cap = u64::from(gpu_particles::MAX_DRAW_CANDIDATES).min(*frame_left);
    let mut total: u32 = 0;
    let mut left_out: u64 = 0;
    for (i, p) in particles.iter().enumerate() {
        let Some(emitter) = particles.gpu(i) else {
            continue;
        };
        let now = p.host_transform(node.world);
        let mut emissions = Vec::with_capacity(emitter.log.len());
        let mut candidates: u32 = 0;
        for e in &emitter.log {
            if u64::from(total) + u64::from(e.count) > cap {
                left_out += u64::from(e.count);
                continue;
            }
            // The emission's world as drawn (under a node attached to the camera, moved).
            let emitted = *node.space * e.world;
            let follow = now * emitted.inverse();
            emissions.push(gpu_particles::GpuEmission {
                start: [candidates, e.count, e.first, 0],
                time: [e.time, 0.0, 0.0, 0.0],
                world: gpu_particles::rows(&emitted),
                follow: gpu_particles::rows(&follow),
                reserved: [0.0; 4],
            });
            candidates += e.count;
            total += e.count;
        }
        if emissions.is_empty() {
            continue;
        }
        let inputs = Inputs {
            particle_age: p.age,
            active_time: node.active_time,
            emission_time: p.emission_time,
        };
        let constants = params.constants(
            &inputs,
            node.externals,
            p.seed,
            p.age,
            step,
            node.view,
            0,
            emissions.len() as u32,
            candidates,
        );
        systems.push(GpuSystemFrame {
            constants,
            emissions,
            candidates,
        });
    }
    *frame_left = frame_left.saturating_sub(u64::from(total));
    GpuParticleDraw {
        action_type,
        systems,
        forces: Vec::new(),
        force_nodes: Vec::new(),
        left_out,
        forces_left_out: 0,
        evaluated_on_cpu: true,
        sorted: params.needs_sorting(),
    }
}

/// The frame's draws of a node and its subtree. `parent_world` is the parent's world in the
/// simulation (a node attached to the camera is drawn there instead of under its parent).
#[allow(clippy::too_many_arguments)]
fn collect(
    program: &NodeProgram,
    state: &NodeState,
    parent_world: &Affine3A,
    time: f32,
    externals: &ExternalValues,
    view: &ViewInfo,
    suffix: &str,
    spare: &mut SpareInstances,
    out: &mut Collected<'_>,
) {
    let config = state.config.and_then(|c| program.configs.get(c));
    // 46: the node is drawn where the camera is, its subtree with it (the simulation placed
    // it under its parent; the frame moves it, so the camera never changes the simulation).
    let outer_space = out.space;
    if let Some(turn) = config.and_then(|c| c.attach_to_camera) {
        out.space = view.placement(turn) * parent_world.inverse();
    }
    let world = out.space * state.world;
    for (config_index, particles) in particle_groups(state) {
        let Some(config) = program.configs.get(config_index) else {
            continue;
        };
        if particles.is_empty() {
            continue;
        }
        let active_time = state.active_time(time);
        let node = NodeFrame {
            world: &world,
            space: &out.space,
            active_time,
            externals,
            view,
        };
        if let Some(push) = &config.water {
            for p in particles.iter() {
                out.water_pushes.push(WaterPushShown {
                    node: format!("{}{suffix}", program.path),
                    position: node.position_of(&p).into(),
                    texture: push.texture,
                    scale: push.scale,
                    depth: push.depth_at(p.age),
                });
            }
        }
        let Some(appearance) = config.appearance.as_ref() else {
            continue;
        };
        match &appearance.params {
            // Forces draw nothing (gathered apart, see `gather_forces`).
            super::appearance::AppearanceParams::Force(_) => continue,
            super::appearance::AppearanceParams::GpuParticles(g) => {
                let gpu = gpu_draw(
                    g,
                    appearance.action.action_type,
                    particles,
                    &node,
                    out.step,
                    &mut out.candidates_left,
                );
                *out.gpu_left_out += gpu.left_out;
                if gpu.systems.is_empty() {
                    continue;
                }
                out.draws.push(NodeDraw {
                    node: format!("{}{suffix}", program.path),
                    config: config_index,
                    action_type: appearance.action.action_type,
                    kind: appearance.kind,
                    active_time,
                    instances: Instances::Billboard(spare.billboard()),
                    gpu: Some(Box::new(gpu)),
                });
                continue;
            }
            _ => {}
        }
        let instances =
            instances::build(appearance.kind, &appearance.params, particles, &node, spare);
        if instances.is_empty() {
            spare.keep(instances);
        } else {
            out.draws.push(NodeDraw {
                node: format!("{}{suffix}", program.path),
                config: config_index,
                action_type: appearance.action.action_type,
                kind: appearance.kind,
                active_time,
                instances,
                gpu: None,
            });
        }
    }
    // A levels-of-detail node draws one child (every level is simulated).
    let shown = match config.and_then(|c| c.levels_of_detail.as_ref()) {
        Some(lod) if program.node_type == NodeType::LevelsOfDetail => {
            let level = level_shown(lod, world.translation.into(), view, &program.path);
            let shown = level.level.map(|l| l as usize);
            out.levels_of_detail.push(level);
            shown
        }
        _ => None,
    };
    if program.node_type != NodeType::NodeEmitter {
        for (i, (p, s)) in program.children.iter().zip(&state.children).enumerate() {
            if program.node_type == NodeType::LevelsOfDetail && shown != Some(i) {
                continue;
            }
            collect(
                p,
                s,
                &state.world,
                time,
                externals,
                view,
                suffix,
                spare,
                out,
            );
        }
    }
    for (k, (index, s)) in state.spawned.iter().enumerate() {
        if let Some(p) = program.children.get(*index) {
            collect(
                p,
                s,
                &state.world,
                time,
                externals,
                view,
                &format!("{suffix}#{k}"),
                spare,
                out,
            );
        }
    }
    out.space = outer_space;
}

/// The fuzz hook of playing (crates/fuzz `play`): reads an effect, compiles it and plays
/// frames at a few times with GPU particles evaluated on the CPU. Errors are fine; a panic,
/// a hang or an unbounded allocation is what the fuzzer finds.
pub fn fuzz(data: &[u8]) {
    let Ok(fxr) = fxr_formats::fxr::read(data) else {
        return;
    };
    let Ok(program) = super::program::compile(&fxr) else {
        return;
    };
    let mut playback = Playback::new(Arc::new(program), PlaybackOptions::default());
    let view = ViewInfo::default();
    for t in [0.1, 0.7, 2.0] {
        let frame = playback.frame(t, &view);
        // The GPU particles drop a particle whose numbers overflow (gpu_particles::particle).
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

impl Frame {
    /// The box around every instance's centre (quad centres, line and trail points, lights,
    /// and each model's unit box), or `None` for an empty frame: what a camera frames the
    /// effect by.
    pub fn bounds(&self) -> Option<(glam::Vec3, glam::Vec3)> {
        use super::instances::Instances;
        let mut points: Vec<glam::Vec3> = Vec::new();
        let centre = |rows: &[[f32; 4]; 3]| glam::Vec3::new(rows[0][3], rows[1][3], rows[2][3]);
        // A quad's four corners: its local square from -1/2 to 1/2 through its rows, as the
        // programs place it (`corner_position` in shaders/common.wgsl), so the box holds the
        // particles' sizes, not only their centres.
        let quad = |r: &[[f32; 4]; 3]| {
            let axis = |k: usize| glam::Vec3::new(r[0][k], r[1][k], r[2][k]);
            let (c, x, y) = (centre(r), axis(0) * 0.5, axis(1) * 0.5);
            [c - x - y, c + x - y, c - x + y, c + x + y]
        };
        for d in &self.draws {
            match &d.instances {
                Instances::Billboard(v) => points.extend(v.iter().flat_map(|i| quad(&i.rows))),
                Instances::MultiTexture(v) => points.extend(v.iter().flat_map(|i| quad(&i.rows))),
                Instances::Distortion(v) => points.extend(v.iter().flat_map(|i| quad(&i.rows))),
                Instances::RadialBlur(v) => points.extend(v.iter().map(|i| centre(&i.rows))),
                // A model's extent is not known here (the frame holds no geometry): the
                // corners of the box from -1 to 1 on each of its axes, through its matrix,
                // stand for it (ours: effect models are a metre or two across).
                Instances::Model(v) => points.extend(v.iter().flat_map(|i| {
                    let r = &i.rows;
                    let axis = |k: usize| glam::Vec3::new(r[0][k], r[1][k], r[2][k]);
                    (0..8).map(move |corner| {
                        let sign = |bit: usize| if corner & (1 << bit) == 0 { -1.0 } else { 1.0 };
                        centre(r) + axis(0) * sign(0) + axis(1) * sign(1) + axis(2) * sign(2)
                    })
                })),
                Instances::Line(v) => points.extend(v.iter().flat_map(|i| {
                    [
                        glam::Vec3::new(i.start[0], i.start[1], i.start[2]),
                        glam::Vec3::new(i.end[0], i.end[1], i.end[2]),
                    ]
                })),
                Instances::Tracer(v) => {
                    points.extend(v.iter().map(|i| glam::Vec3::new(i.a[0], i.a[1], i.a[2])))
                }
                Instances::Light(v) => points.extend(
                    v.iter()
                        .map(|i| glam::Vec3::new(i.position[0], i.position[1], i.position[2])),
                ),

                Instances::LensFlare(v) => points.extend(
                    v.iter()
                        .map(|i| glam::Vec3::new(i.source[0], i.source[1], i.source[2])),
                ),
                Instances::LightShaft(v) => points.extend(v.iter().map(|i| centre(&i.rows))),
                Instances::SpotLight(v) => points.extend(
                    v.iter()
                        .map(|i| glam::Vec3::new(i.position[0], i.position[1], i.position[2])),
                ),
            }
        }
        let finite: Vec<glam::Vec3> = points.into_iter().filter(|p| p.is_finite()).collect();
        let first = *finite.first()?;
        Some(
            finite
                .iter()
                .fold((first, first), |(lo, hi), p| (lo.min(*p), hi.max(*p))),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::compile;
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
        let frame =
            Playback::new(program, PlaybackOptions::default()).frame(1.0, &ViewInfo::default());
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
}
