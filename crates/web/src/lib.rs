//! The wasm package: the JavaScript API over the library, the player and the renderer.
//!
//! [`boundary`] holds the plain values the API exchanges with JavaScript (built and tested
//! natively, their TypeScript generated from them); `api` (wasm32 only) is the only module
//! that knows about wasm-bindgen.

#![forbid(unsafe_code)]

pub mod boundary;

#[cfg(target_arch = "wasm32")]
pub mod api;
