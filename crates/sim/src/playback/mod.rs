//! Playing an effect: the state machine, fixed-rate steps, checkpoints for cheap scrubbing,
//! and the frame of particle instances at any time.
//!
//! The simulation steps at a fixed rate (30 or 60 Hz, an option). `state_at(t)` steps from
//! the latest cached checkpoint at or before `t`, then takes one partial step for the
//! remainder on a copy, so any `t` gives the same result however it was reached, and seeking
//! backwards does not replay from zero. One seed makes the whole effect reproducible; all
//! arithmetic avoids platform-dependent functions (libm), so a seed and a time give
//! bit-identical particles natively and in wasm.
//!
//! What a playback is given and the simulation's state are in `state`; the playback itself
//! (steps, checkpoints) in `timeline`; the frame a state gives (the draws, the GPU particle
//! systems and their forces, the levels of detail and the water pushes shown) in `frame`.

mod frame;
mod state;
#[cfg(test)]
mod tests;
mod timeline;

pub use frame::{Frame, LevelOfDetailShown, NodeDraw, WaterPushShown};
pub use state::{PlaybackOptions, SimState};
pub use timeline::{Playback, WarmupCut, fuzz};
