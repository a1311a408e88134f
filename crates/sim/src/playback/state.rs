//! What a playback is given ([`PlaybackOptions`]) and the state of the simulation at one
//! step ([`SimState`]).

use crate::curve::ExternalValues;
use crate::node::{NodeState, SimLimits, SoundLog};
use crate::rng::EngineRng;

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
