//! The state of a node over time: when it activates, which config is active, where it is,
//! what it emits, and its particles.
//!
//! A node activates its config's `delay` seconds after its parent; active time (the
//! ActiveTime argument) counts from then, and from every change of config by the state
//! machine. It lives `duration` seconds (negative: for ever); an ended node emits no more,
//! while its particles live out their lifetimes. Children of a basic node are sub-nodes placed
//! relative to it; children of a node emitter (2202) are instantiated at each of its
//! emissions instead (docs/fxr-actions.md §4-§5).
//!
//! What a node is over time is `state`; a step (`step`) advances the node's particles
//! (`advance`: motion, forces, trails) and makes its emissions (`emission`: when, how many,
//! each particle's record, spawned children).

mod advance;
mod emission;
mod state;
mod step;
#[cfg(test)]
mod tests;

pub use state::*;
pub use step::step_node;
