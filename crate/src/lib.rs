//! fxr-view: reads, simulates and renders FromSoftware effect (FXR) and material files.
//!
//! The layers depend one way: [`formats`] reads and writes bytes; [`sim`] plays an effect's
//! particles over time from parsed data; `render` draws them with wgpu; `web` (wasm only) is
//! the JavaScript surface and `main.rs` the native command line.

#![forbid(unsafe_code)]

pub mod demo;
pub mod formats;
pub mod images;
pub mod library;
pub mod materials;
pub mod sim;

/// The operations the benchmarks time (native and wasm); not product, built only with the
/// `benchmarks` feature.
#[cfg(feature = "benchmarks")]
pub mod bench;

#[cfg(feature = "render")]
pub mod render;

/// The values the wasm API exchanges with JavaScript, and their generated TypeScript.
#[cfg(feature = "render")]
pub mod boundary;

#[cfg(all(target_arch = "wasm32", feature = "render"))]
pub mod web;
