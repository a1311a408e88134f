//! An FXR file compiled for playback: the node tree with each config's actions turned into
//! typed parameters and curves. Built once per effect; playback only reads it.
//!
//! What each action means comes from the `fxr` library's definitions (docs/fxr-actions.md);
//! where the library is silent the choice is ours and says so at the place it is made.
//!
//! The typed programs of the actions a config holds are in `actions`; the compiler that makes
//! them from a file's tree, resolving proxies, is `compiler`.

mod actions;
mod compiler;
#[cfg(test)]
mod tests;
mod tree;

pub use actions::*;
pub use compiler::{compile, compile_with};
pub use tree::*;
