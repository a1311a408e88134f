//! What the web viewer and the command line share, above the renderer: a [`Session`] opens
//! sources, selects and plays an effect, keeps what the user set about it (external values,
//! draw options, constant overrides, hidden nodes), edits and saves it, and builds each
//! frame's draw list, which the caller's renderer draws.
//!
//! - [`session`]: the session, selecting, playing, the frame, overrides and hidden nodes;
//! - [`edit`]: edit lines applied to an effect (the one place they are);
//! - [`save`]: the effect as a file, in its binder, in a permalink; the compression words;
//! - [`views`]: what the inspector reads of it;
//! - [`names`]: the names and uses of effects, from the game files opened beside them;
//! - [`still`]: an effect's still drawn aside (thumbnails);
//! - [`contact_sheet`]: many effects, one still each, drawn into one image.

#![forbid(unsafe_code)]

pub mod contact_sheet;
pub mod edit;
pub mod error;
pub mod names;
pub mod save;
pub mod session;
pub mod still;
pub mod views;

pub use error::SessionError;
pub use save::{Compression, SavedBinder};
pub use session::{EffectEvents, NodeState, Selection, Session};
pub use still::StillFrame;
