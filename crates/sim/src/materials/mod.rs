//! Materials: every MTD (Sekiro) and MATBIN (Elden Ring) of the opened files, indexed by name
//! and shader family, filtered by name, family and parameter value, shown with their stored
//! and bound values, and the preview programs' CPU side (seeds 002 water, seeds 004 character
//! detail): what the material's values mean to the program and the notes' formulas evaluated
//! on the CPU, against which the GPU programs (`render::water`, `render::detail`) are tested.
//!
//! - [`index`]: the lazy index ([`MaterialIndex`]) and the views ([`MaterialView`]).
//! - [`values`]: stored and bound parameter values, samplers.
//! - [`family`]: shader families and which preview draws them.
//! - [`filter`]: name, family and `NAME=VALUE` parameter filters.
//! - [`water`]: the lake's parameters and formulas.
//! - [`detail`]: the detail-blend parameters, slot tables and formulas.

pub mod detail;
pub mod family;
pub mod filter;
pub mod index;
pub mod values;
pub mod water;

pub use family::{DetailForm, PreviewInfo, PreviewKind};
pub use filter::{MaterialFilter, ParamCondition};
pub use index::{MaterialFormat, MaterialIndex, MaterialRow, MaterialView, ParsedMaterial};
pub use values::{ParamView, SamplerView, StoredValue};
