//! The material previews' side of the draw crate: what a material's values mean to the
//! preview programs (seeds 002 water, seeds 004 character detail), as the constants the GPU
//! previews (`fxr_gpu::water`, `fxr_gpu::detail`) bind, and the notes' formulas evaluated on
//! the CPU, against which those programs are tested.
//!
//! - [`water`]: the lake's parameters and formulas.
//! - [`detail`]: the detail-blend parameters, slot tables and formulas.

pub mod detail;
pub mod water;
