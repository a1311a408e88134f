//! Editing an effect: a list of edit lines (`PATH=VALUE`, the path as `fxr-view diff` prints
//! it, or a change of the whole effect: `fxr_formats::fxr::edit`) applied to the effect as
//! its file holds it, the result played in the file's place, and the structural changes from
//! the original. The one place the viewer's and the command line's edit lines are applied.

use crate::error::SessionError;
use crate::session::Session;
use fxr_formats::fxr::{self, edit};

/// The most edits one effect takes (a permalink carries them all).
pub const MAX_EDITS: usize = 256;

/// The longest edit line, in bytes: a path with its value is well under 200; a key of a
/// curve of four components with slopes takes 100 to 160, so some 25 to 40 such keys fit.
pub const MAX_EDIT_LENGTH: usize = 4096;

/// An edit line that could not be applied: its place in the list, its text and why.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct EditProblem {
    /// Its index in the list.
    pub index: usize,
    /// Its text.
    pub edit: String,
    /// Why it was left out.
    pub error: String,
}

/// Applies one edit line to `effect` (its length checked first).
pub fn apply_line(effect: &mut fxr::Fxr, line: &str) -> Result<(), String> {
    if line.len() > MAX_EDIT_LENGTH {
        return Err(format!(
            "expected at most {MAX_EDIT_LENGTH} bytes, found {}",
            line.len()
        ));
    }
    let assignment: edit::Assignment = line.parse().map_err(|e: edit::EditError| e.to_string())?;
    edit::apply(effect, &assignment).map_err(|e| e.to_string())
}

/// Applies `lines` in order to `effect`; a line that fails is left out and reported, the
/// others still apply.
pub fn apply_lines(effect: &mut fxr::Fxr, lines: &[String]) -> Vec<EditProblem> {
    lines
        .iter()
        .enumerate()
        .filter_map(|(index, line)| {
            apply_line(effect, line).err().map(|error| EditProblem {
                index,
                edit: line.clone(),
                error,
            })
        })
        .collect()
}

impl Session {
    /// Puts effect `id` edited by `lines` (applied in order to the file's own version) in the
    /// file's place, and plays it again at once from the same options when it is the one
    /// playing. No lines restore the file's version. One effect is edited at a time: another
    /// effect's edits are dropped. Refused beyond [`MAX_EDITS`] lines or when no effect `id`
    /// is open.
    pub fn set_edits(
        &mut self,
        id: i32,
        lines: &[String],
    ) -> Result<Vec<EditProblem>, SessionError> {
        if lines.len() > MAX_EDITS {
            return Err(SessionError::Refused(format!(
                "edits: expected at most {MAX_EDITS}, found {}",
                lines.len()
            )));
        }
        let mut effect = self.library.original_effect(id)?;
        if let Some(previous) = self.edited.filter(|&p| p != id) {
            self.library.replace_effect(previous, None);
        }
        let problems = apply_lines(&mut effect, lines);
        let applied = problems.len() < lines.len();
        self.library
            .replace_effect(id, applied.then_some(effect))
            .ok_or(SessionError::NotOpen { id })?;
        self.edited = applied.then_some(id);
        self.replay(id)?;
        Ok(problems)
    }

    /// The structural changes from effect `id` as its file holds it to the version playing
    /// (none when it is not edited).
    pub fn edit_diff(&self, id: i32) -> Result<fxr::EffectDiff, SessionError> {
        let original = self.library.original_effect(id)?;
        let edited = self.effect(id)?;
        Ok(fxr::diff(&original, edited))
    }

    /// Effect `id` as it plays (edited or not).
    pub fn effect(&self, id: i32) -> Result<&fxr::Fxr, SessionError> {
        let entry = self
            .library
            .effect(id)
            .ok_or(SessionError::NotOpen { id })?;
        Ok(entry.fxr()?)
    }

    /// Plays effect `id` again from its (new) version, keeping the playback's options, when
    /// it is the one playing.
    fn replay(&mut self, id: i32) -> Result<(), SessionError> {
        let Some(selection) = self.selection.as_ref().filter(|s| s.id == id) else {
            return Ok(());
        };
        let options = selection.player.playback.options().clone();
        let program = fxr_sim::compile_effect(&self.library, id)?;
        let playback = self.playback(program, options);
        if let Some(selection) = &mut self.selection {
            selection.player = fxr_draw::Player::new(playback);
        }
        self.last = None;
        Ok(())
    }
}
