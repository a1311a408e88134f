//! What the inspector reads of a session: the last frame's draws (the engine's layout where
//! an opened shader bundle reflects a program), a node's actions named, the state machine,
//! what playback does not simulate.

use crate::error::SessionError;
use crate::session::Session;
use fxr_inspect::describe::{NodeDescription, describe_node};
use fxr_inspect::inspection::{Inspection, inspection};
use fxr_inspect::states::{StatesDescription, describe_states};
use fxr_sim::program::UnsupportedAction;

impl Session {
    /// The last frame built, as the inspector shows it; none before the first frame.
    pub fn inspection(&self) -> Option<Inspection<'_>> {
        Some(inspection(&self.last()?, &self.library))
    }

    /// The node at `path` of the playing effect with its actions' fields and properties
    /// named; paths through proxies continue in the referenced effect when it is open.
    pub fn describe_node(&self, path: &str) -> Result<NodeDescription, SessionError> {
        let id = self.selected().ok_or(SessionError::NothingPlaying)?;
        let fxr = self.effect(id)?;
        let resolve = |id: i32| {
            self.library
                .effect(id)
                .and_then(|e| e.fxr().ok())
                .map(|f| f.as_ref())
        };
        describe_node(fxr, path, &resolve, &self.externals)
            .ok_or_else(|| SessionError::Refused(format!("effect {id} has no node {path:?}")))
    }

    /// The playing effect's states with their conditions, and every external value it reads
    /// with the value playback uses.
    pub fn states(&self) -> Result<StatesDescription, SessionError> {
        let selection = self.selection().ok_or(SessionError::NothingPlaying)?;
        let fxr = self.effect(selection.id)?;
        Ok(describe_states(
            selection.player.playback.program(),
            fxr,
            &self.externals,
        ))
    }

    /// The actions of the playing effect that playback does not simulate.
    pub fn unsupported(&self) -> &[UnsupportedAction] {
        self.selection()
            .map_or(&[], |s| &s.player.playback.program().unsupported)
    }

    /// The state machine's state in the last frame built (-1 once the effect ended).
    pub fn current_state(&self) -> Option<i32> {
        self.last.as_ref().map(|(frame, _)| frame.state)
    }

    /// Live instances in the last frame built.
    pub fn instance_count(&self) -> usize {
        self.last.as_ref().map_or(0, |(f, _)| f.instance_count())
    }
}
