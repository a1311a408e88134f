//! Effect playback: an FXR effect's nodes and particles over time, deterministically from a
//! seed. No GPU: the output is flat arrays of particle instances the renderer uploads.
//!
//! An effect is compiled against the opened files (`fxr_library`), which hold the effects it
//! refers to: [`compile_effect`].

#![forbid(unsafe_code)]

pub mod action;
pub mod appearance;
pub mod billboard;
pub mod content;
pub mod curve;
pub mod flare_fields;
pub mod flares;
pub mod gpu_particles;
pub mod instances;
pub mod node;
pub mod particle;
pub mod particles;
pub mod playback;
pub mod program;
pub mod rng;
pub mod still;
pub mod view;

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
