//! What the inspector and the `inspect` and `draws` commands show of an effect, in one place:
//!
//! - [`describe`]: a node's actions with their fields and properties named;
//! - [`plot`]: a property's curve sampled for the plots;
//! - [`states`]: the state machine and the external values it reads;
//! - [`draws`]: a frame's draws with the provenance of every constant ([`FrameView`]);
//! - [`inspection`]: the inspector's view of a frame, PSCommonBuffer in the engine's layout
//!   where an opened shader bundle reflects it;
//! - [`gpu_particles`]: a GPU particle draw's systems, their constants named by the file
//!   fields they came from, its counts, force volumes and buffer layouts;
//! - [`resource_lists`]: whether each effect's resource list in its binder names what the
//!   effect uses.
//!
//! Nothing here is on the way of a frame to the screen: it is read when asked for.

#![forbid(unsafe_code)]

pub mod describe;
pub mod draws;
pub mod gpu_particles;
pub mod inspection;
pub mod plot;
pub mod resource_lists;
pub mod states;

pub use draws::{DrawSummary, FrameView};
