//! The one error type of every reader: what was being read, where, and what was expected.
//!
//! Offsets are byte offsets into the buffer the reader was given (for a binder entry, into
//! that entry's bytes). The file name is not known here; callers that know it wrap the error
//! in [`FileError`].

use std::fmt;

/// An error while reading (or, rarely, writing) a file format.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FormatError {
    /// The data ended before a structure was complete.
    #[error(
        "{format}: unexpected end of data at offset {offset:#x}: {what} needs {needed} bytes, {available} remain"
    )]
    UnexpectedEof {
        format: &'static str,
        offset: u64,
        what: &'static str,
        needed: u64,
        available: u64,
    },
    /// A magic number or fixed tag did not match.
    #[error("{format}: bad magic at offset {offset:#x}: expected {expected:?}, found {found:?}")]
    BadMagic {
        format: &'static str,
        offset: u64,
        expected: String,
        found: String,
    },
    /// A field held a value the format does not allow.
    #[error("{format}: invalid {what} at offset {offset:#x}: expected {expected}, found {found}")]
    Invalid {
        format: &'static str,
        offset: u64,
        what: &'static str,
        expected: String,
        found: String,
    },
    /// A size or count would need more memory than the reader's limit allows.
    #[error(
        "{format}: {what} at offset {offset:#x} claims {requested} bytes, more than the limit of {limit} bytes"
    )]
    TooLarge {
        format: &'static str,
        offset: u64,
        what: &'static str,
        requested: u64,
        limit: u64,
    },
    /// A valid file that uses a feature this reader does not implement.
    #[error("{format}: unsupported {what} at offset {offset:#x}: {detail}")]
    Unsupported {
        format: &'static str,
        offset: u64,
        what: &'static str,
        detail: String,
    },
    /// A compressed stream could not be decoded.
    #[error(
        "{format}: {algorithm} stream at offset {offset:#x} could not be decompressed: {detail}"
    )]
    Decompress {
        format: &'static str,
        offset: u64,
        algorithm: &'static str,
        detail: String,
    },
    /// The bytes could not be read at all (a file that went away or shrank since it was
    /// opened, a read that failed).
    #[error("{format}: could not read {what} at offset {offset:#x}: {detail}")]
    Unreadable {
        format: &'static str,
        offset: u64,
        what: &'static str,
        detail: String,
    },
}

impl FormatError {
    /// The byte offset the error refers to.
    pub fn offset(&self) -> u64 {
        match self {
            FormatError::UnexpectedEof { offset, .. }
            | FormatError::BadMagic { offset, .. }
            | FormatError::Invalid { offset, .. }
            | FormatError::TooLarge { offset, .. }
            | FormatError::Unsupported { offset, .. }
            | FormatError::Decompress { offset, .. }
            | FormatError::Unreadable { offset, .. } => *offset,
        }
    }

    /// The format whose reader raised the error.
    pub fn format(&self) -> &'static str {
        match self {
            FormatError::UnexpectedEof { format, .. }
            | FormatError::BadMagic { format, .. }
            | FormatError::Invalid { format, .. }
            | FormatError::TooLarge { format, .. }
            | FormatError::Unsupported { format, .. }
            | FormatError::Decompress { format, .. }
            | FormatError::Unreadable { format, .. } => format,
        }
    }

    /// Shorthand for [`FormatError::Invalid`].
    pub fn invalid(
        format: &'static str,
        offset: u64,
        what: &'static str,
        expected: impl fmt::Display,
        found: impl fmt::Display,
    ) -> Self {
        FormatError::Invalid {
            format,
            offset,
            what,
            expected: expected.to_string(),
            found: found.to_string(),
        }
    }
}

/// A [`FormatError`] with the name of the file (and binder entry) it came from.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{file}: {error}")]
pub struct FileError {
    /// The file name, with `!entry` appended for a binder entry (`sfxbnd.ffxbnd.dcx!f000001.fxr`).
    pub file: String,
    /// What went wrong, and where.
    pub error: FormatError,
}

impl FileError {
    /// Attaches a file name to an error.
    pub fn new(file: impl Into<String>, error: FormatError) -> Self {
        FileError {
            file: file.into(),
            error,
        }
    }
}

/// The result type of every reader.
pub type Result<T, E = FormatError> = std::result::Result<T, E>;
