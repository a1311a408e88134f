//! What a node is over time ([`NodeState`]: activation, config, place, emitters, particles,
//! spawned children), what its step reads ([`StepContext`]), the bounds on work
//! ([`SimLimits`]) and the sounds it fires ([`SoundLog`]).

use crate::curve::{ExternalValues, Inputs};
use crate::particle::{self};
use crate::particle_arrays::Particles;
use crate::program::NodeProgram;
use crate::rng::EngineRng;
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

pub(crate) fn default_warmup_work() -> u64 {
    SimLimits::default().warmup_work
}

pub(crate) fn default_nodes_total() -> usize {
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
    pub(crate) fn fire(&mut self, time: f32, node: &str, sound: i32, action_type: i16) {
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

pub(crate) fn inputs_at(active_time: f32, time: f32) -> Inputs {
    Inputs {
        particle_age: 0.0,
        active_time,
        emission_time: time,
    }
}
