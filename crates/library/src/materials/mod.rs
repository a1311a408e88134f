//! Materials: every MTD (Sekiro) and MATBIN (Elden Ring) of the opened files, indexed by name
//! and shader family, filtered by name, family and parameter value, shown with their stored
//! and bound values. What a preview program makes of them (seeds 002 water, seeds 004
//! character detail) is the draw crate's (`fxr_draw::materials`).
//!
//! - [`index`]: the lazy index ([`MaterialIndex`]) and the views ([`MaterialView`]).
//! - [`values`]: stored and bound parameter values, samplers.
//! - [`family`]: shader families and which preview draws them.
//! - [`filter`]: name, family and `NAME=VALUE` parameter filters.

pub mod family;
pub mod filter;
pub mod index;
pub mod values;

pub use family::{DetailForm, PreviewInfo, PreviewKind};
pub use filter::{MaterialFilter, ParamCondition};
pub use index::{MaterialFormat, MaterialIndex, MaterialRow, MaterialView, ParsedMaterial};
pub use values::{ParamView, SamplerView, StoredValue};
