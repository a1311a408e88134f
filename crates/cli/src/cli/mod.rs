//! The subcommands of the `fxr-view` command line. Each prints to stdout and returns an
//! error message (one line naming the file, the offset and what was expected) on failure.
//!
//! Output goes through [`outln!`] and [`out!`], never `println!`: a reader that closes the
//! pipe early (`fxr-view draws FILE --json | head`) ends the command quietly
//! ([`CliError::ClosedPipe`]) instead of a panic.

/// Writes a line to stdout; on a closed pipe (or another write error) returns from the
/// enclosing function with the [`CliError`].
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!("{}\n", format_args!($($arg)*)))?
    };
}

/// [`outln!`] without the line end.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!($($arg)*))?
    };
}

pub mod check;
pub mod check_effects;
pub mod check_lists;
pub mod edit;
pub mod effects;
pub mod files;
pub mod materials;
pub mod names;
pub mod pool;
pub mod render;
pub mod serve;
pub mod sources;

use fxr_formats::{FileError, Limits};
use std::path::Path;

/// Why a subcommand stopped.
#[derive(Debug)]
pub enum CliError {
    /// A one-line message for stderr (exit status 1).
    Message(String),
    /// Whoever read stdout closed it: stop quietly (exit status 0), as Unix tools do.
    ClosedPipe,
}

impl From<String> for CliError {
    fn from(message: String) -> Self {
        CliError::Message(message)
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            CliError::ClosedPipe
        } else {
            CliError::Message(format!("standard output: {e}"))
        }
    }
}

/// What a subcommand returns.
pub type CliResult = Result<(), CliError>;

/// Writes to stdout, flushing at once (a closed pipe is seen at the line that hit it).
pub fn write_out(text: std::fmt::Arguments<'_>) -> Result<(), CliError> {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    stdout.write_fmt(text)?;
    stdout.flush()?;
    Ok(())
}

/// Reads a whole file, with its name in the error.
pub fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The message of a format error in a named file.
pub fn file_error(path: impl std::fmt::Display, error: fxr_formats::FormatError) -> String {
    FileError::new(path.to_string(), error).to_string()
}

/// The limits every subcommand reads with.
pub fn limits() -> Limits {
    Limits::default()
}

/// Prints a value as pretty JSON.
pub fn print_json(value: &impl serde::Serialize) -> CliResult {
    let text = serde_json::to_string_pretty(value).map_err(|e| format!("JSON output: {e}"))?;
    outln!("{text}");
    Ok(())
}
