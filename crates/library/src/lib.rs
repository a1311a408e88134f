//! The files a user opened, indexed: effects by id, textures by id, models by id, materials
//! and shader programs, across every binder opened. Opening goes through DCX, binders
//! (nested) and texture packs and reads only headers; an effect is parsed when its list row
//! or its playback is asked for, a texture or model when drawn. What is decompressed lives in
//! a cache bounded in bytes ([`UnpackCache`]).
//!
//! No simulation and no GPU here: the simulation compiles an effect against this index (its
//! referenced effects), the draw list asks it for textures and models.
//!
//! - [`Library`] (`library.rs`): the index and what it answers; opening in `open.rs`.
//! - [`entries`]: an entry per effect, texture, model, material and shader program.
//! - [`rows`]: the effect list's row of an effect ([`EffectSummary`]).
//! - [`backing`]: where an opened file's bytes live, and the decompressed-file cache.
//! - [`materials`]: the material index, stored and bound values, families and filters.
//! - `resource_lists.rs`: an opened effect's resource list checked, from its binder's index.

#![forbid(unsafe_code)]

pub mod backing;
pub mod entries;
mod library;
pub mod materials;
mod open;
mod resource_lists;
pub mod rows;

pub use backing::{
    Backing, DEFAULT_UNPACK_BUDGET, DcxBacking, Stored, ThreadSafe, UnpackCache, check_within,
    past_end,
};
pub use entries::{
    EffectEntry, MaterialEntry, ModelEntry, ShaderEntry, TextureEntry, model_id, opened_file,
};
pub use library::{Library, resource_binders_of};
pub use open::OpenSummary;
pub use rows::{EffectSummary, TEXTURE_SLOTS, model_ids, texture_ids};

#[cfg(test)]
mod tests;
