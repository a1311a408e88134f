//! The subcommands of the `fxr-view` command line. Each prints to stdout and returns an
//! error message (one line naming the file, the offset and what was expected) on failure.

pub mod check;
pub mod effects;
pub mod files;
pub mod materials;
#[cfg(feature = "render")]
pub mod render;

use fxr_view::formats::{FileError, Limits};
use std::path::Path;

/// Reads a whole file, with its name in the error.
pub fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The message of a format error in a named file.
pub fn file_error(path: impl std::fmt::Display, error: fxr_view::formats::FormatError) -> String {
    FileError::new(path.to_string(), error).to_string()
}

/// The limits every subcommand reads with.
pub fn limits() -> Limits {
    Limits::default()
}

/// Prints a value as pretty JSON.
pub fn print_json(value: &impl serde::Serialize) -> Result<(), String> {
    let text = serde_json::to_string_pretty(value).map_err(|e| format!("JSON output: {e}"))?;
    println!("{text}");
    Ok(())
}
