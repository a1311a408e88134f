//! Why a session could not do what it was asked.

use fxr_formats::FileError;

/// Why a session could not do what it was asked.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SessionError {
    /// A file did not read (its name, the offset and what was expected).
    #[error(transparent)]
    File(#[from] FileError),
    /// No opened file holds the effect.
    #[error("effect {id} is not open")]
    NotOpen {
        /// The effect's id.
        id: i32,
    },
    /// The request needs an effect playing and none is.
    #[error("no effect is playing")]
    NothingPlaying,
    /// A value the request carried does not fit, with why.
    #[error("{0}")]
    Refused(String),
}
