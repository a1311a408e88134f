//! The state of a node over time: when it activates, which config is active, where it is,
//! what it emits, and its particles.
//!
//! A node activates its config's `delay` seconds after its parent; active time (the
//! ActiveTime argument) counts from then, and from every change of config by the state
//! machine. It lives `duration` seconds (negative: for ever); an ended node emits no more,
//! while its particles live out their lifetimes. Children of a basic node are sub-nodes placed
//! relative to it; children of a node emitter (2202) are instantiated at each of its
//! emissions instead (docs/fxr-actions.md §4-§5).

use super::appearance::AppearanceKind;
use super::curve::{ExternalValues, Inputs, StepScalar};
use super::particle::{self, BillboardRecord, Kinematics, Particle, TrailPoint};
use super::particles::Particles;
use super::program::{
    Attachment, ChildSelection, ConfigProgram, Emitter, NodeMovement, NodeProgram,
};
use super::rng::EngineRng;
use fxr_formats::fxr::NodeType;
use glam::{Affine3A, EulerRot, Quat, Vec3};

/// Limits that keep a malformed or extreme effect from exhausting memory or time.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SimLimits {
    /// Live particles per node.
    pub particles_per_node: usize,
    /// Live particles in the whole effect.
    pub particles_total: usize,
    /// Emission bursts one node may make in one step (an interval far below the step).
    pub bursts_per_step: u32,
    /// Node instances a node emitter may have alive.
    pub spawned_per_node: usize,
    /// Live node states in the whole effect (node emitters nested in node emitters multiply
    /// otherwise): past it no node is spawned.
    #[serde(default = "default_nodes_total")]
    pub nodes_total: usize,
    /// The most work the initial simulation time (10500) may take before the first frame:
    /// nodes and particles stepped, summed over its steps. Past it the effect starts with
    /// the time run so far, and says so.
    #[serde(default = "default_warmup_work")]
    pub warmup_work: u64,
}

fn default_warmup_work() -> u64 {
    SimLimits::default().warmup_work
}

fn default_nodes_total() -> usize {
    SimLimits::default().nodes_total
}

impl Default for SimLimits {
    fn default() -> Self {
        SimLimits {
            particles_per_node: 100_000,
            particles_total: 1_000_000,
            bursts_per_step: 64,
            spawned_per_node: 256,
            nodes_total: 65_536,
            // About a second of stepping natively (the benchmark's 10^7 particle steps a
            // second): a warm-up of any length starts the effect in bounded time.
            warmup_work: 10_000_000,
        }
    }
}

/// What every node update reads.
pub struct StepContext<'a> {
    /// Effect time after this step.
    pub time: f32,
    /// The step's length in effect seconds.
    pub dt: f32,
    /// The state machine's state (-1: terminating).
    pub state: i32,
    /// External values.
    pub externals: &'a ExternalValues,
    /// The shared generator.
    pub rng: &'a mut EngineRng,
    /// Limits.
    pub limits: SimLimits,
    /// Live particles so far in this step (for the total limit).
    pub particle_count: usize,
    /// Wall time after this step (when sounds fire).
    pub wall_time: f32,
    /// The force volumes of the step, for particles that feel forces (732/734); empty when
    /// no config of the effect has such particles.
    pub forces: &'a [crate::gpu_particles::ForceVolume],
    /// The sounds fired so far.
    pub sounds: &'a mut SoundLog,
    /// Nodes stepped so far in this step (the step's work with its particles).
    pub nodes_stepped: u64,
    /// Live node states (at the step's start, plus those spawned since), for the total limit.
    pub node_count: usize,
}

/// The most sound events a playback keeps (those past it are counted).
pub const MAX_SOUND_EVENTS: usize = 4096;

/// A sound the effect asked for (75 NodeSound, 81 EmissionSound): listed, not played.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SoundEvent {
    /// Wall time it fired (seconds; 0 during the initial simulation time).
    pub time: f32,
    /// The node's path.
    pub node: String,
    /// The sound event id.
    pub sound: i32,
    /// The action that fired it (75 when the node activates, 81 at an emission).
    pub action_type: i16,
}

/// The sounds fired so far, in order, bounded.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct SoundLog {
    /// The events kept.
    pub events: Vec<SoundEvent>,
    /// Events past [`MAX_SOUND_EVENTS`], counted only.
    pub dropped: u32,
}

impl SoundLog {
    fn fire(&mut self, time: f32, node: &str, sound: i32, action_type: i16) {
        if self.events.len() >= MAX_SOUND_EVENTS {
            self.dropped = self.dropped.saturating_add(1);
            return;
        }
        self.events.push(SoundEvent {
            time,
            node: node.to_string(),
            sound,
            action_type,
        });
    }
}

/// A node's emitter bookkeeping.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct EmitterState {
    /// Bursts made since the config activated.
    pub bursts: u32,
    /// Active time of the next periodic burst.
    pub next_burst: f32,
    /// Where the node was at the last distance emission (world).
    pub last_position: Option<Vec3>,
}

/// A node's own motion (slot 2).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Motion {
    /// Offset travelled, in the node's placement space.
    pub position: Vec3,
    /// Speed along the heading.
    pub speed: f32,
    /// Vertical speed.
    pub rise: f32,
    /// Direction of travel.
    pub heading: Quat,
    /// Spin angles in degrees.
    pub spin: Vec3,
    /// Time to the next random turn.
    pub turn_clock: f32,
}

impl Default for Motion {
    fn default() -> Self {
        Motion {
            position: Vec3::ZERO,
            speed: 0.0,
            rise: 0.0,
            heading: Quat::IDENTITY,
            spin: Vec3::ZERO,
            turn_clock: 0.0,
        }
    }
}

/// The state of one node (and its subtree).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct NodeState {
    /// The node's seed (its random values).
    pub seed: u32,
    /// Effect time the current config activated, once the node is active.
    pub config_since: Option<f32>,
    /// The active config's index.
    pub config: Option<usize>,
    /// Whether the node's duration is over (or it is off in the current state).
    pub ended: bool,
    /// Whether the current state turns the node off (it comes back when a state turns it on).
    pub off: bool,
    /// Particles of configs the state machine switched away from: they live out their
    /// lives with the config that made them (config index, particles).
    pub retired: Vec<(usize, Particles)>,
    /// RandomNodeTransform's drawn offset.
    pub random_offset: Vec3,
    /// RandomNodeTransform's drawn rotation (degrees).
    pub random_rotation: Vec3,
    /// Its own motion.
    pub motion: Motion,
    /// Where it is placed: the parent's world transform, or for a detached node the parent's
    /// transform when it activated.
    pub anchor: Affine3A,
    /// Its world transform.
    pub world: Affine3A,
    /// Emitter bookkeeping.
    pub emitter: EmitterState,
    /// Live particles.
    pub particles: Particles,
    /// Sub-nodes (basic nodes), one per program child.
    pub children: Vec<NodeState>,
    /// Instances of children made by a node emitter: (child index, its state).
    pub spawned: Vec<(usize, NodeState)>,
    /// For a spawned instance: the frame it was emitted in (replaces the parent's).
    pub spawn_frame: Option<Affine3A>,
}

impl NodeState {
    /// A node that has not activated yet.
    pub fn new(program: &NodeProgram, rng: &mut EngineRng) -> Self {
        let seed = rng.next_u32();
        let children = if program.node_type == NodeType::NodeEmitter {
            Vec::new()
        } else {
            program
                .children
                .iter()
                .map(|c| NodeState::new(c, rng))
                .collect()
        };
        NodeState {
            seed,
            config_since: None,
            config: None,
            ended: false,
            off: false,
            retired: Vec::new(),
            random_offset: Vec3::ZERO,
            random_rotation: Vec3::ZERO,
            motion: Motion::default(),
            anchor: Affine3A::IDENTITY,
            world: Affine3A::IDENTITY,
            emitter: EmitterState::default(),
            particles: Particles::new(),
            children,
            spawned: Vec::new(),
            spawn_frame: None,
        }
    }

    /// The active time of the current config at effect time `time`.
    pub fn active_time(&self, time: f32) -> f32 {
        self.config_since
            .map_or(0.0, |since| (time - since).max(0.0))
    }

    /// Whether the node, its particles and its sub-nodes are all gone for good.
    pub fn finished(&self) -> bool {
        self.ended
            && self.particles.is_empty()
            && self.retired.is_empty()
            && self.children.iter().all(NodeState::finished)
            && self.spawned.iter().all(|(_, s)| s.finished())
    }

    /// Node states and live particles in the subtree, in one walk.
    pub fn load(&self) -> (usize, usize) {
        let own = self.particles.len() + self.retired.iter().map(|(_, p)| p.len()).sum::<usize>();
        self.children
            .iter()
            .chain(self.spawned.iter().map(|(_, s)| s))
            .map(NodeState::load)
            .fold((1, own), |(n, p), (cn, cp)| (n + cn, p + cp))
    }

    /// Live particles in the subtree.
    pub fn particle_count(&self) -> usize {
        self.particles.len()
            + self.retired.iter().map(|(_, p)| p.len()).sum::<usize>()
            + self
                .children
                .iter()
                .map(NodeState::particle_count)
                .sum::<usize>()
            + self
                .spawned
                .iter()
                .map(|(_, s)| s.particle_count())
                .sum::<usize>()
    }
}

/// Euler angles in degrees to a rotation: about X first, then Y, then Z (Rz * Ry * Rx). The
/// order is ours: the notes and the library do not state the engine's.
pub fn euler_degrees(degrees: Vec3) -> Quat {
    let r = degrees * particle::DEGREES_TO_RADIANS;
    Quat::from_euler(EulerRot::ZYX, r.z, r.y, r.x)
}

fn inputs_at(active_time: f32, time: f32) -> Inputs {
    Inputs {
        particle_age: 0.0,
        active_time,
        emission_time: time,
    }
}

/// Advances a node (and its subtree) by one step. `parent_world` is the parent's world
/// transform and `parent_active` whether the parent is active (a child activates only then).
pub fn step_node(
    program: &NodeProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    parent_active_time: Option<f32>,
    ctx: &mut StepContext<'_>,
) {
    ctx.nodes_stepped += 1;
    if program.configs.is_empty() {
        step_proxy_node(program, state, parent_world, parent_active_time, ctx);
        return;
    }
    if !follow_state_machine(program, state, parent_world, parent_active_time, ctx) {
        return;
    }
    let Some(config) = state.config.and_then(|i| program.configs.get(i)) else {
        return;
    };
    let active_time = state.active_time(ctx.time);
    let inputs = inputs_at(active_time, ctx.time);

    // Lifetime of the node.
    let duration = config
        .attributes
        .duration
        .eval1(&inputs, ctx.externals, state.seed);
    // Its first step always runs (Inferred): a node that lives one step (1/30 s, a burst the
    // games' files use: Dark Souls 3's 440604 emits 15 point sprites that live 1 s from
    // such a node) would otherwise end before it ever emitted, its active time already one
    // step when it is first checked.
    let first_step = active_time <= ctx.dt * 1.001;
    if duration >= 0.0 && active_time >= duration && !(first_step && duration > 0.0) {
        state.ended = true;
    }
    if ctx.state < 0 {
        // Terminating: nothing new is emitted (700 SimulateTermination lets the rest run out).
        state.ended = true;
    }

    // Where the node is.
    place_node(config, state, parent_world, &inputs, ctx);

    // Particles: age, move, turn, expire, lay trails; retired ones by their own config.
    advance_node_particles(program, config, state, active_time, ctx);

    // Emission.
    if !state.ended {
        make_emissions(program, config, state, &inputs, active_time, ctx);
    }
    step_sub_nodes(program, state, active_time, ctx);
}

/// Steps a node without configs: it follows its parent and steps its children.
fn step_proxy_node(
    program: &NodeProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    parent_active_time: Option<f32>,
    ctx: &mut StepContext<'_>,
) {
    // A node without configs (a proxy, whose children are the referenced effect's top
    // nodes): it is where its parent is, active while its parent is.
    state.world = *parent_world;
    if state.config_since.is_none() && parent_active_time.is_some() {
        state.config_since = Some(ctx.time - parent_active_time.unwrap_or(0.0));
    }
    for (child_program, child) in program.children.iter().zip(state.children.iter_mut()) {
        step_node(child_program, child, parent_world, parent_active_time, ctx);
    }
}

/// Activates, switches or turns off the node's config as the state machine wants; false
/// while the node has not activated (nothing more to do this step).
fn follow_state_machine(
    program: &NodeProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    parent_active_time: Option<f32>,
    ctx: &mut StepContext<'_>,
) -> bool {
    // Which config the current state wants (terminating keeps the last one).
    let wanted = if ctx.state >= 0 {
        program.config_index(ctx.state as usize)
    } else {
        state.config
    };
    match (state.config_since, wanted) {
        (None, Some(index)) => {
            // Activation: the parent is active and its active time has passed the delay.
            let config = &program.configs[index];
            let Some(parent_time) = parent_active_time else {
                return false;
            };
            if parent_time < config.attributes.delay {
                return false;
            }
            activate(
                config,
                state,
                index,
                ctx.time - (parent_time - config.attributes.delay),
                parent_world,
                ctx.rng,
            );
            sound_on_activation(program, config, ctx);
        }
        (None, None) => return false,
        (Some(_), Some(index)) if Some(index) != state.config || state.off => {
            // The state machine switched configs (or turned the node back on): active time
            // starts again; the old config's particles live on with it.
            if let Some(old) = state.config {
                let particles = std::mem::take(&mut state.particles);
                if !particles.is_empty() {
                    state.retired.push((old, particles));
                }
            }
            activate(
                &program.configs[index],
                state,
                index,
                ctx.time,
                parent_world,
                ctx.rng,
            );
            sound_on_activation(program, &program.configs[index], ctx);
        }
        // Off in this state: it ends (its particles live on) until a state turns it on.
        (Some(_), None) => {
            state.ended = true;
            state.off = true;
        }
        _ => {}
    }
    true
}

/// Moves the node by its own motion and sets its world transform.
fn place_node(
    config: &ConfigProgram,
    state: &mut NodeState,
    parent_world: &Affine3A,
    inputs: &Inputs,
    ctx: &mut StepContext<'_>,
) {
    if let Some(m) = &config.movement {
        move_node(
            m,
            &mut state.motion,
            inputs,
            ctx.externals,
            state.seed,
            ctx.rng,
            ctx.dt,
        );
    }
    let placement = state
        .spawn_frame
        .unwrap_or(match config.attributes.attachment {
            Attachment::Parent => *parent_world,
            Attachment::ParentTranslation => {
                Affine3A::from_translation(parent_world.translation.into())
            }
            Attachment::None => state.anchor,
        });
    state.world = placement * local_transform(config, state);
}

/// Advances the current config's particles, then each retired config's by that config, and
/// drops the retired sets left empty.
fn advance_node_particles(
    program: &NodeProgram,
    config: &ConfigProgram,
    state: &mut NodeState,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    advance_particles(config, &mut state.particles, &state.world, active_time, ctx);
    let world = state.world;
    for (index, particles) in &mut state.retired {
        if let Some(old) = program.configs.get(*index) {
            advance_particles(old, particles, &world, active_time, ctx);
        } else {
            particles.clear();
        }
    }
    state.retired.retain(|(_, p)| !p.is_empty());
}

/// Makes this step's emissions: node instances for a node emitter, otherwise particles
/// within the limits.
fn make_emissions(
    program: &NodeProgram,
    config: &ConfigProgram,
    state: &mut NodeState,
    inputs: &Inputs,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    // A particle shows an appearance or pushes water; a container node's would be nothing.
    let shows = config.appearance.is_some() || config.water.is_some();
    // No step emits more than a node may hold (a file can ask for billions).
    let count = emissions(config, state, inputs, ctx).min(ctx.limits.particles_per_node as u32);
    if count > 0
        && let Some(sound) = config.sounds.on_emission
    {
        ctx.sounds.fire(
            ctx.wall_time,
            &program.path,
            sound,
            fxr_formats::fxr::actions::ids::EMISSION_SOUND,
        );
    }
    for _ in 0..count {
        if program.node_type == NodeType::NodeEmitter {
            if !spawn_children(program, config, state, inputs, ctx) {
                // A limit is reached: the rest of the count cannot spawn either.
                break;
            }
        } else if !shows {
            break;
        } else {
            if state.particles.len() >= ctx.limits.particles_per_node
                || ctx.particle_count >= ctx.limits.particles_total
            {
                break;
            }
            let p = emit_particle(config, state, active_time, ctx);
            state.particles.push(p);
            ctx.particle_count += 1;
        }
    }
}

/// Steps the sub-nodes (the shown ones) and the spawned instances, and drops the finished
/// instances.
fn step_sub_nodes(
    program: &NodeProgram,
    state: &mut NodeState,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    let world = state.world;
    // Sub-nodes: a child activates only while this node is active (not ended); once active
    // it goes on by its own duration.
    let me_active = (!state.ended).then_some(active_time);
    // A levels-of-detail node shows one child by the camera's distance, which is known only
    // when a frame is drawn: every level runs, and the frame shows one (ours: the camera
    // moves freely and a level must not restart when it comes into view).
    for (child_program, child) in program.children.iter().zip(state.children.iter_mut()) {
        step_node(child_program, child, &world, me_active, ctx);
    }
    for (index, spawned) in &mut state.spawned {
        if let Some(child_program) = program.children.get(*index) {
            step_node(
                child_program,
                spawned,
                &world,
                Some(spawned.active_time(ctx.time) + spawned_delay(child_program)),
                ctx,
            );
        }
    }
    state.spawned.retain(|(_, s)| !s.finished());
}

/// Ages, moves and turns a config's particles, drops the expired and lays tracers' trails.
fn advance_particles(
    config: &ConfigProgram,
    particles: &mut Particles,
    world: &Affine3A,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) {
    let appearance = config.appearance.as_ref();
    let shape = appearance.and_then(|a| a.params.record());
    let local_down = gravity_in_node_space(world);
    let faces_travel = appearance.is_some_and(reads_travel);
    // The curves read per particle, prepared once for the step (constants computed once).
    let movement = config
        .particle_movement
        .as_ref()
        .map(|m| particle::MovementStep::new(m, ctx.externals, faces_travel));
    let spin = shape.map(|q| {
        (
            StepScalar::each(&q.turning.angular_speed, ctx.externals),
            StepScalar::each(&q.turning.angular_speed_multiplier, ctx.externals),
        )
    });
    let tracer = appearance.filter(|a| a.kind == AppearanceKind::Tracer);
    let gpu = appearance.and_then(gpu_particle_params);
    // 734 acts only through a movement that accelerates (the `fxr` library's definition).
    let pushed = config.particle_force.as_ref().filter(|f| {
        !ctx.forces.is_empty()
            && (!f.accelerates
                || config
                    .particle_movement
                    .as_ref()
                    .is_some_and(|m| m.accelerates))
    });
    let to_node = pushed.map(|_| world.inverse());
    // A GPU particle system emits until the effect terminates (its particles live on).
    let emitting = ctx.state >= 0;
    let linger = tracer
        .and_then(trail_params)
        .map_or(0.0, |t| t.fade_out_time);
    let dt = ctx.dt;
    let externals = ctx.externals;
    // Every live particle in order (the random turns draw from the node's generator
    // particle by particle), each array walked once; the expired are dropped after.
    let c = particles.step_columns();
    // Each array cut to the same length, so that the compiler drops the bounds checks.
    let n = c.age.len();
    let (ages, seeds, emission_times) = (&mut c.age[..n], &c.seed[..n], &c.emission_time[..n]);
    let (attachments, kinematics) = (&c.attachment[..n], &mut c.kinematics[..n]);
    let (records, gpu_systems) = (&mut c.record[..n], &mut c.gpu[..n]);
    for i in 0..n {
        let age = &mut ages[i];
        *age += dt;
        let seed = seeds[i];
        let inputs = Inputs {
            particle_age: *age,
            active_time,
            emission_time: emission_times[i],
        };
        if let Some(m) = &movement {
            // Gravity is a world direction; attached particles live in the node's space,
            // where "down" is `local_down`.
            let down = match attachments[i] {
                Attachment::Parent => local_down,
                _ => Vec3::NEG_Y,
            };
            particle::advance(
                &mut kinematics[i],
                m,
                down,
                seed,
                &inputs,
                externals,
                ctx.rng,
                dt,
            );
        }
        if let (Some(f), Some(to_node)) = (pushed, &to_node) {
            push_by_forces(
                &mut kinematics[i],
                attachments[i],
                f,
                world,
                to_node,
                ctx.forces,
                (&inputs, externals, seed),
                dt,
            );
        }
        if let Some((speed, multiplier)) = &spin {
            spin_record(
                &mut records[i],
                speed,
                multiplier,
                &inputs,
                externals,
                seed,
                dt,
            );
        }
        if let Some(g) = gpu {
            let host = particle::host_transform(attachments[i], kinematics[i].position, world);
            gpu_systems[i]
                .get_or_insert_with(Default::default)
                .advance(g, seed, *age, host, emitting);
        }
    }
    particles.remove_dead(|age, lifetime| lifetime >= 0.0 && age >= lifetime + linger);
    if let Some(a) = tracer {
        lay_trails(a, particles, world, ctx);
    }
}

/// Moves a particle by the force volumes it is in (732: at a speed along the force; 734: by
/// accelerating it, which its movement integrates). The force is a world vector; attached
/// particles live in the node's space (`to_node`).
#[allow(clippy::too_many_arguments)]
fn push_by_forces(
    k: &mut Kinematics,
    attachment: Attachment,
    f: &super::program::ParticleForce,
    world: &Affine3A,
    to_node: &Affine3A,
    forces: &[crate::gpu_particles::ForceVolume],
    (inputs, externals, seed): (&Inputs, &ExternalValues, u32),
    dt: f32,
) {
    let at = particle::world_position(attachment, k.position, world);
    let force = crate::gpu_particles::forces::force_at(forces, at);
    if force == Vec3::ZERO {
        return;
    }
    let amount =
        f.amount.eval1(inputs, externals, seed) * f.multiplier.eval1(inputs, externals, seed);
    let push = match attachment {
        Attachment::Parent => to_node.transform_vector3(force),
        _ => force,
    } * amount;
    if f.accelerates {
        k.fall += push * dt;
    } else {
        k.position += push * dt;
    }
}

/// "Down" in the node's space, for the gravity of attached particles.
#[inline]
fn gravity_in_node_space(world: &Affine3A) -> Vec3 {
    // Gravity in the node's space, for attached particles: one inverse per node and step,
    // not one per particle (the same numbers; the benchmark found the inverse a quarter of
    // a step's time).
    world
        .matrix3
        .inverse()
        .mul_vec3(glam::Vec3::NEG_Y)
        .normalize_or_zero()
}

/// Whether an appearance reads a particle's direction of travel.
#[inline]
fn reads_travel(a: &super::appearance::Appearance) -> bool {
    // Only lines and models read a particle's direction of travel.
    matches!(
        a.params,
        super::appearance::AppearanceParams::Line(_)
            | super::appearance::AppearanceParams::Model(_)
    )
}

/// A GPU particle system's parameters, for an appearance that is one.
#[inline]
fn gpu_particle_params(
    a: &super::appearance::Appearance,
) -> Option<&super::gpu_particles::GpuParticleParams> {
    match &a.params {
        super::appearance::AppearanceParams::GpuParticles(g) => Some(g.as_ref()),
        _ => None,
    }
}

/// Turns a particle's record by its angular speeds over the step.
#[inline]
fn spin_record(
    record: &mut BillboardRecord,
    speed: &[StepScalar<'_>; 3],
    multiplier: &[StepScalar<'_>; 3],
    inputs: &Inputs,
    externals: &ExternalValues,
    seed: u32,
    dt: f32,
) {
    let e = |c: &StepScalar<'_>| c.get(inputs, externals, seed);
    record.advance_rotation(
        [e(&speed[0]), e(&speed[1]), e(&speed[2])],
        [e(&multiplier[0]), e(&multiplier[1]), e(&multiplier[2])],
        dt,
    );
}

/// Lays the trail of every live tracer particle.
fn lay_trails(
    a: &super::appearance::Appearance,
    particles: &mut Particles,
    world: &Affine3A,
    ctx: &StepContext<'_>,
) {
    let Some(trail) = trail_params(a) else {
        return;
    };
    for i in 0..particles.len() {
        let p = particles.get(i);
        lay_trail(
            trail,
            &p,
            &mut particles.step_columns().trail[i],
            world,
            ctx,
        );
    }
}

/// A spawned instance is active from its creation: give it its delay as parent time.
fn spawned_delay(program: &NodeProgram) -> f32 {
    program.configs.first().map_or(0.0, |c| c.attributes.delay)
}

/// 75 NodeSound fires when its node's config activates.
fn sound_on_activation(program: &NodeProgram, config: &ConfigProgram, ctx: &mut StepContext<'_>) {
    if let Some(sound) = config.sounds.on_activation {
        ctx.sounds.fire(
            ctx.wall_time,
            &program.path,
            sound,
            fxr_formats::fxr::actions::ids::NODE_SOUND,
        );
    }
}

fn activate(
    config: &ConfigProgram,
    state: &mut NodeState,
    index: usize,
    since: f32,
    parent_world: &Affine3A,
    rng: &mut EngineRng,
) {
    state.config = Some(index);
    state.config_since = Some(since);
    state.ended = false;
    state.off = false;
    state.emitter = EmitterState::default();
    state.anchor = *parent_world;
    state.motion = Motion::default();
    let t = config.transform;
    let mut spread = |v: Vec3| {
        Vec3::new(
            v.x * (rng.next_unit() * 2.0 - 1.0),
            v.y * (rng.next_unit() * 2.0 - 1.0),
            v.z * (rng.next_unit() * 2.0 - 1.0),
        )
    };
    state.random_offset = spread(t.offset_variance);
    state.random_rotation = spread(t.rotation_variance);
    if let Some(m) = &config.movement {
        let inputs = inputs_at(0.0, since);
        state.motion.speed = m
            .speed_z
            .eval1(&inputs, &ExternalValues::default(), state.seed);
    }
}

fn local_transform(config: &ConfigProgram, state: &NodeState) -> Affine3A {
    let t = config.transform;
    let placed = Affine3A::from_rotation_translation(
        euler_degrees(t.rotation + state.random_rotation),
        t.offset + state.random_offset,
    );
    let m = state.motion;
    let moved = Affine3A::from_rotation_translation(m.heading * euler_degrees(m.spin), m.position);
    placed * moved
}

fn move_node(
    m: &NodeMovement,
    motion: &mut Motion,
    inputs: &Inputs,
    externals: &ExternalValues,
    seed: u32,
    rng: &mut EngineRng,
    dt: f32,
) {
    let eval = |c: &super::curve::Curve| c.eval1(inputs, externals, seed);
    if let Some(translation) = &m.translation {
        let v = translation.eval(inputs, externals, seed);
        motion.position = Vec3::new(v[0], v[1], v[2]);
    }
    if m.accelerates {
        motion.speed += eval(&m.acceleration_z) * eval(&m.acceleration_multiplier_z) * dt;
    } else if matches!(m.action_type, 120..=123) {
        motion.speed = eval(&m.speed_z) * eval(&m.acceleration_z);
    }
    motion.rise += eval(&m.acceleration_y) * dt;
    for axis in 0..3 {
        motion.spin[axis] +=
            eval(&m.angular_speed[axis]) * eval(&m.angular_speed_multiplier[axis]) * dt;
    }
    if m.turn_interval > 0.0 {
        motion.turn_clock -= dt;
        if motion.turn_clock <= 0.0 {
            motion.turn_clock += m.turn_interval;
            let max = eval(&m.max_turn_angle) * particle::DEGREES_TO_RADIANS;
            let turn = Quat::from_euler(
                EulerRot::YXZ,
                max * (rng.next_unit() * 2.0 - 1.0),
                max * (rng.next_unit() * 2.0 - 1.0),
                0.0,
            );
            motion.heading = (motion.heading * turn).normalize();
        }
    }
    // The node travels along its own Z, which its spin turns.
    let facing = motion.heading * euler_degrees(motion.spin);
    motion.position += facing * Vec3::Z * motion.speed * dt + Vec3::Y * motion.rise * dt;
}

/// How many particles (or node emissions) to make this step.
fn emissions(
    config: &ConfigProgram,
    state: &mut NodeState,
    inputs: &Inputs,
    ctx: &mut StepContext<'_>,
) -> u32 {
    let eval = |c: &super::curve::Curve| c.eval1(inputs, ctx.externals, state.seed);
    match &config.emitter {
        Emitter::None => 0,
        Emitter::OneTime => {
            if state.emitter.bursts == 0 {
                state.emitter.bursts = 1;
                1
            } else {
                0
            }
        }
        Emitter::Periodic {
            interval,
            per_emission,
            total_emissions,
            max_concurrent,
        } => {
            // Our reading of the timing: a burst when the config activates, then one every
            // interval, `totalEmissions` bursts in all (negative: no end).
            let total = eval(total_emissions);
            let cap = eval(max_concurrent);
            let mut count = 0u32;
            let mut bursts_now = 0;
            while inputs.active_time >= state.emitter.next_burst
                && bursts_now < ctx.limits.bursts_per_step
            {
                if total >= 0.0 && state.emitter.bursts as f32 >= total {
                    break;
                }
                state.emitter.bursts += 1;
                bursts_now += 1;
                // A random count differs per burst: the burst number joins the node's seed.
                let burst_seed = state.seed ^ state.emitter.bursts.wrapping_mul(0x9E37_79B9);
                // Saturating: a burst of any size is cut by the limits below.
                count = count.saturating_add(
                    per_emission
                        .eval1(inputs, ctx.externals, burst_seed)
                        .max(0.0)
                        .round() as u32,
                );
                let step = eval(interval);
                if step <= 0.0 {
                    // A zero interval bursts every step.
                    state.emitter.next_burst = inputs.active_time + ctx.dt * 0.5;
                    break;
                }
                state.emitter.next_burst += step;
            }
            if cap >= 0.0 {
                let room =
                    (cap as usize).saturating_sub(state.particles.len() + state.spawned.len());
                count = count.min(room as u32);
            }
            count
        }
        Emitter::EqualDistance {
            threshold,
            max_concurrent,
        } => {
            let here: Vec3 = state.world.translation.into();
            let step = eval(threshold).max(1e-4);
            let mut count = 0;
            match state.emitter.last_position {
                None => {
                    state.emitter.last_position = Some(here);
                    count = 1;
                }
                Some(last) => {
                    let travelled = here.distance(last);
                    if travelled >= step {
                        count = ((travelled / step) as u32).min(ctx.limits.bursts_per_step);
                        state.emitter.last_position = Some(here);
                    }
                }
            }
            let cap = eval(max_concurrent);
            if cap >= 0.0 {
                count = count.min((cap as usize).saturating_sub(state.particles.len()) as u32);
            }
            count
        }
    }
}

/// Makes one particle (seeds 003 for the billboard record).
fn emit_particle(
    config: &ConfigProgram,
    state: &NodeState,
    active_time: f32,
    ctx: &mut StepContext<'_>,
) -> Particle {
    let seed = ctx.rng.next_u32();
    let inputs = Inputs {
        particle_age: 0.0,
        active_time,
        emission_time: ctx.time,
    };
    let e = particle::pick_emission(config, &inputs, ctx.externals, state.seed, ctx.rng);
    let (record, depth_scale) = emission_record(config, seed, &inputs, ctx.externals, ctx.rng);
    let attachment = config.particle_attributes.attachment;
    let (position, direction) = emission_placement(attachment, &state.world, &e);
    let eval = |c: &super::curve::Curve, s: u32| c.eval(&inputs, ctx.externals, s);
    let lifetime = eval(&config.particle_attributes.duration, seed)[0];
    let speed = eval(&config.modifier.speed, seed)[0];
    Particle {
        seed,
        emission_time: ctx.time,
        emission_active_time: active_time,
        age: 0.0,
        lifetime,
        attachment,
        kinematics: Kinematics {
            position,
            direction,
            travel: direction,
            speed,
            fall: Vec3::ZERO,
            turn_clock: 0.0,
        },
        record,
        depth_scale,
    }
}

/// A new particle's billboard record (two draws of the shared generator) and its depth
/// scale (a model's).
#[inline]
fn emission_record(
    config: &ConfigProgram,
    seed: u32,
    inputs: &Inputs,
    externals: &ExternalValues,
    rng: &mut EngineRng,
) -> (BillboardRecord, f32) {
    let eval = |c: &super::curve::Curve, s: u32| c.eval(inputs, externals, s);

    // The record (seeds 003, Observed): scale multipliers from the modifier's scale times a
    // random factor between 1 and scaleVariationX/Y (two draws of the shared generator). Two
    // separate flags: the appearance's uniformScale makes the height reuse the width's random
    // factor; "a further flag" makes the height's property the width's. That flag is taken
    // to be the particle modifier's (131) uniformScale, which the fxr library documents as
    // "scaleX scales all three axes, scaleY/scaleZ ignored" (Inferred). Rotations from
    // degrees, x negated; the colour is the modifier's colour times color2, clamped, packed.
    let shape = config.appearance.as_ref().and_then(|a| a.params.record());
    let same_factor = shape.is_some_and(|q| q.uniform_scale);
    let same_property = config.modifier.uniform_scale;
    let variation = shape.map_or([1.0; 3], |q| q.scale_variation);
    let (draw_x, draw_y) = (rng.next_unit(), rng.next_unit());
    let factor_x = 1.0 + (variation[0] - 1.0) * draw_x;
    let factor_y = if same_factor {
        factor_x
    } else {
        1.0 + (variation[1] - 1.0) * draw_y
    };
    let scale_x = eval(&config.modifier.scale[0], seed)[0];
    let scale_y = if same_property {
        scale_x
    } else {
        eval(&config.modifier.scale[1], seed)[0]
    };
    // A model's depth (ours, Inferred: the record the notes trace is a quad's and has two
    // scales): the modifier's Z scale times a factor between 1 and scaleVariationZ, drawn
    // from the particle's seed rather than the shared generator, so that the quads'
    // sequence of draws stays the engine's.
    let is_model = config
        .appearance
        .as_ref()
        .is_some_and(|a| a.kind == AppearanceKind::Model);
    let depth_scale = if !is_model {
        1.0
    } else {
        let factor_z = if same_factor {
            factor_x
        } else {
            1.0 + (variation[2] - 1.0) * super::rng::hashed_unit(seed, 0x5A, 0)
        };
        let scale_z = if same_property {
            scale_x
        } else {
            eval(&config.modifier.scale[2], seed)[0]
        };
        scale_z * factor_z
    };
    let modifier_color = eval(&config.modifier.color, seed);
    let color2 = shape.map_or([1.0; 4], |q| eval(q.color2, seed));
    let mut color = [0.0; 4];
    for c in 0..4 {
        color[c] = modifier_color[c] * color2[c];
    }
    let rotation = shape.map_or([0.0; 3], |q| {
        BillboardRecord::rotation_from_degrees([
            eval(&q.turning.rotation[0], seed)[0],
            eval(&q.turning.rotation[1], seed)[0],
            eval(&q.turning.rotation[2], seed)[0],
        ])
    });
    let record = BillboardRecord {
        scale: [scale_x * factor_x, scale_y * factor_y],
        rotation,
        color: BillboardRecord::pack_color(color),
    };
    (record, depth_scale)
}

/// A new particle's position and unit direction in the space of its attachment.
#[inline]
fn emission_placement(
    attachment: Attachment,
    world: &Affine3A,
    e: &particle::Emission,
) -> (Vec3, Vec3) {
    match attachment {
        Attachment::Parent => {
            let d = if e.world_direction {
                world.matrix3.inverse().mul_vec3(e.direction)
            } else {
                e.direction
            };
            (e.position, d.normalize_or(Vec3::Z))
        }
        Attachment::ParentTranslation => {
            let d = if e.world_direction {
                e.direction
            } else {
                world.transform_vector3(e.direction)
            };
            (world.transform_vector3(e.position), d.normalize_or(Vec3::Z))
        }
        Attachment::None => {
            let d = if e.world_direction {
                e.direction
            } else {
                world.transform_vector3(e.direction)
            };
            (world.transform_point3(e.position), d.normalize_or(Vec3::Z))
        }
    }
}

/// A node emitter's emission: instances of all children, or of one by weight.
/// Spawns one emission's children; false when a limit (or no child) stops it.
fn spawn_children(
    program: &NodeProgram,
    config: &ConfigProgram,
    state: &mut NodeState,
    inputs: &Inputs,
    ctx: &mut StepContext<'_>,
) -> bool {
    if state.spawned.len() >= ctx.limits.spawned_per_node
        || ctx.node_count >= ctx.limits.nodes_total
        || program.children.is_empty()
    {
        return false;
    }
    let e = particle::pick_emission(config, inputs, ctx.externals, state.seed, ctx.rng);
    let facing = Quat::from_rotation_arc(Vec3::Z, e.direction.normalize_or(Vec3::Z));
    let frame = state.world * Affine3A::from_rotation_translation(facing, e.position);
    let chosen: Vec<usize> = match &config.selection {
        Some(ChildSelection::Random { weights }) => {
            let total: i64 = weights.iter().map(|&w| i64::from(w.max(0))).sum();
            if total <= 0 {
                vec![0]
            } else {
                let mut pick = (ctx.rng.next_unit() * total as f32) as i64;
                let mut index = 0;
                for (i, &w) in weights.iter().enumerate() {
                    if pick < i64::from(w.max(0)) {
                        index = i;
                        break;
                    }
                    pick -= i64::from(w.max(0));
                    index = i;
                }
                vec![index.min(program.children.len() - 1)]
            }
        }
        _ => (0..program.children.len()).collect(),
    };
    for index in chosen {
        let Some(child_program) = program.children.get(index) else {
            continue;
        };
        let mut child = NodeState::new(child_program, ctx.rng);
        ctx.node_count += child.load().0;
        child.spawn_frame = Some(frame);
        state.spawned.push((index, child));
    }
    true
}

/// How a tracer appearance lays its trail.
fn trail_params(a: &super::appearance::Appearance) -> Option<&super::appearance::TrailParams> {
    match &a.params {
        super::appearance::AppearanceParams::Tracer(t) => Some(&t.trail),
        _ => None,
    }
}

/// Adds trail points to a tracer particle: a point every `segmentInterval` seconds while it
/// lives, points older than `segmentDuration` dropped, at most `concurrentSegments` + 1 kept.
fn lay_trail(
    rule: &super::appearance::TrailParams,
    p: &Particle,
    trail: &mut Vec<TrailPoint>,
    node_world: &Affine3A,
    ctx: &StepContext<'_>,
) {
    let (interval, duration) = (rule.segment_interval, rule.segment_duration);
    let max_segments = rule.concurrent_segments;
    let position = p.world_position(node_world);
    let axis = node_world.transform_vector3(Vec3::Z).normalize_or(Vec3::Z);
    let alive = !p.expired();
    let due = trail
        .last()
        .is_none_or(|last| ctx.time - last.time >= interval);
    if alive && due {
        trail.push(TrailPoint {
            position,
            axis,
            time: ctx.time,
        });
    }
    if duration > 0.0 {
        trail.retain(|pt| ctx.time - pt.time <= duration);
    }
    if trail.len() > max_segments + 1 {
        let excess = trail.len() - (max_segments + 1);
        trail.drain(..excess);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A falling particle's direction of travel bends down for a line (which faces it) and
    /// stays its initial direction for a billboard (which never reads it: the step skips it).
    #[test]
    fn travel_is_kept_for_the_appearances_that_face_it() {
        use crate::playback::{Playback, PlaybackOptions};
        use fxr_demo::builder::{ActionBuilder, single_node_effect};
        use fxr_formats::fxr::Game;
        let er = Game::EldenRing;
        let travel = |appearance: u16| {
            let falling = ActionBuilder::new(55, er)
                .and_then(|a| a.constant("gravity", &[9.8]))
                .unwrap()
                .build();
            let look = ActionBuilder::new(appearance, er).unwrap().build();
            let fxr = single_node_effect(7, er, [falling, look]).unwrap();
            let program = crate::program::compile(&fxr).unwrap();
            let mut playback =
                Playback::new(std::sync::Arc::new(program), PlaybackOptions::default());
            let state = playback.state_at(0.5);
            let p = state.root.children[0].particles.get(0);
            (p.kinematics.direction, p.kinematics.travel)
        };
        let (direction, line) = travel(601);
        assert!(line.y < -0.9 && direction.y > -0.5, "{direction} {line}");
        let (direction, billboard) = travel(603);
        assert_eq!(billboard, direction);
    }

    #[test]
    fn euler_order_is_x_then_y_then_z() {
        let q = euler_degrees(Vec3::new(90.0, 90.0, 0.0));
        // X first takes +Y to +Z, then Y takes +Z to +X.
        let v = q * Vec3::Y;
        assert!((v - Vec3::X).length() < 1e-4, "{v}");
    }
}
