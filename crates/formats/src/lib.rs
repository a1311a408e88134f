//! Readers and writers of the FromSoftware file formats an effect or material preview needs.
//!
//! Every module documents its byte layout at its top, reads with [`binary::Reader`] (so bad
//! input gives a [`FormatError`] with an offset, never a panic), and, where the format has a
//! writer, writes with [`binary::Writer`] and is tested by a round trip. Nothing here touches
//! the GPU.

#![forbid(unsafe_code)]

pub mod binary;
pub mod error;

pub mod bnd4;
pub mod dcx;
pub mod dds;
pub mod dxbc;
pub mod effect_binder;
pub mod flver;
pub mod fmg;
pub mod fxr;
pub mod matbin;
pub mod mtd;
#[cfg(any(test, feature = "fuzzing"))]
pub mod oracle;
pub mod param;
pub mod probe;
pub mod regulation;
pub mod resource_list;
pub mod tae;
pub mod tpf;
pub mod unpack;

/// Decoded RGBA images: PNG encoding and decoding, and the comparison the goldens use.
pub mod images;
/// Not product: the tests' samples of `../shared/testdata` (this crate's tests, and other
/// crates' through the `testing` feature).
#[cfg(any(test, feature = "testing"))]
pub mod testutil;

pub use binary::{Endian, Limits};
pub use error::{FileError, FormatError, Result};
