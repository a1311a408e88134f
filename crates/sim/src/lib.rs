//! Effect playback: an FXR effect's nodes and particles over time, deterministically from a
//! seed. No GPU: the output is flat arrays of particle instances the draw list copies.
//!
//! The way through it, in order: an effect is compiled against the opened files
//! (`fxr_library`), which hold the effects it refers to ([`compile_effect`], [`program`]:
//! every action's values named and typed, [`curve`]s compiled); a [`Playback`] steps its
//! nodes ([`node`]) and their particles at a fixed time step from a seed, and gives a
//! [`Frame`] at any time: per node, the particles as GPU-ready [`instances`] (with the
//! [`gpu_particles`] systems and the lens [`flares`], light shafts and spot lights). [`still`]
//! picks the time an effect's still shows.

#![forbid(unsafe_code)]

pub mod action;
pub mod appearance;
pub mod curve;
pub mod flare_fields;
pub mod gpu_particles;
pub mod instances;
pub mod node;
pub mod playback;
pub mod program;
pub mod still;

// Inside the simulation: a billboard's record, what an effect has to show, one particle and a
// node's particles as arrays, the engine's generator, the view.
mod billboard;
mod content;
mod particle;
mod particle_arrays;
mod rng;
mod view;

pub use curve::ExternalValues;
pub use instances::flares;
pub use instances::{Instances, ViewInfo};
pub use playback::{Frame, NodeDraw, Playback, PlaybackOptions};
pub use program::EffectProgram;

/// Compiles opened effect `id` for playback, resolving the effects it refers to among the
/// library's; the error names the effect's file (or the id, when none is open).
pub fn compile_effect(
    library: &fxr_library::Library,
    id: i32,
) -> Result<std::sync::Arc<program::EffectProgram>, fxr_formats::FileError> {
    let entry = library.opened_effect(id)?;
    let fxr = entry.fxr()?;
    let resolver = |rid: i32| library.effect(rid).and_then(|e| e.fxr().ok().cloned());
    program::compile_with(fxr, Some(&resolver))
        .map(std::sync::Arc::new)
        .map_err(|e| fxr_formats::FileError::new(&entry.source, e))
}
