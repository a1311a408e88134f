//! Effect playback: an FXR effect's nodes and particles over time, deterministically from a
//! seed. No GPU: the output is flat arrays of particle instances the renderer uploads.
//!
//! Beside playback: the [`library`] of opened files (effects, textures, models and materials
//! indexed across every binder) and the [`materials`] index and their bound values.

#![forbid(unsafe_code)]

pub mod library;
pub mod materials;

pub mod action;
pub mod appearance;
pub mod billboard;
pub mod content;
pub mod curve;
pub mod describe;
pub mod flare_fields;
pub mod flares;
pub mod gpu_particles;
pub mod instances;
pub mod node;
pub mod particle;
pub mod particles;
pub mod playback;
pub mod plot;
pub mod program;
pub mod rng;
pub mod states;
pub mod view;
