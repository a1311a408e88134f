//! The wgpu renderer: it executes the draw list `fxr_draw` builds from a played frame, and
//! never reads bytes of a file.
//!
//! One pipeline per program family and variant (`effects`), the frame's passes (opaque,
//! effects, bloom, tonemap), the GPU particles' compute programs, the material previews
//! (`water`, `detail`, `lanes`), and the contact sheet.
//!
//! A frame is drawn into a linear HDR scene target with a reversed depth buffer, then
//! tonemapped into the output (a canvas or an offscreen 8-bit texture that can be read back).

#![forbid(unsafe_code)]

pub mod bloom;
pub mod contact_sheet;
pub mod detail;
pub mod effects;
pub mod error;
pub mod gpu;
pub mod gpu_helpers;
pub mod lanes;
pub mod material_preview;
pub mod programs;
pub mod readback;
pub mod shaders;
pub mod sprite;
pub mod targets;
pub mod test_scene;
pub mod texture;
pub mod tonemap;
pub mod water;

pub use error::RenderError;
pub use gpu::{AdapterSummary, Gpu};
pub use targets::FrameTargets;
pub use tonemap::Tonemapper;
