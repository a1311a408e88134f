//! Saving an effect: as a loose `.fxr`, inside the binder it came from (every other entry,
//! name and header byte kept: `fxr_formats::effect_binder`; the effect's resource list
//! rewritten when it now uses other textures or models, `fxr_formats::resource_list`), or
//! compressed into a permalink;
//! and the one reading of the compression words (`keep`, `dflt`, `zstd`, `none`) the
//! command line's `--dcx` and the viewer's *Save binder* share.

use crate::error::SessionError;
use crate::session::Session;
use fxr_formats::binary::Limits;
use fxr_formats::dcx::{self, DcxAlgorithm};
use fxr_formats::effect_binder::{self, EffectBinder, Output};
use fxr_formats::fxr;
use fxr_formats::resource_list::binder::ListUpdate;

/// A binder saved with an edited effect: its bytes, and what saving did to the effect's
/// resource list.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedBinder {
    /// The binder's bytes.
    pub bytes: Vec<u8>,
    /// What saving did to the effect's resource list.
    pub resource_list: ListUpdate,
}

/// The largest inline effect a permalink carries (the compressed DCX; base64url makes the
/// link a third longer). Links beyond a few tens of kilobytes break in chat tools and
/// wikis, and 24 KiB holds most single effects.
pub const MAX_INLINE_BYTES: usize = 24 * 1024;

/// How a binder is compressed when it is written back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    /// As it was read (refused for Kraken, which has no encoder here).
    Keep,
    /// DCX DFLT (zlib) with the game's header for it.
    Dflt,
    /// DCX ZSTD with the game's header for it.
    Zstd,
    /// No DCX: a bare BND4.
    None,
}

impl std::str::FromStr for Compression {
    type Err = String;

    fn from_str(word: &str) -> Result<Self, String> {
        match word {
            "keep" => Ok(Compression::Keep),
            "dflt" => Ok(Compression::Dflt),
            "zstd" => Ok(Compression::Zstd),
            "none" => Ok(Compression::None),
            other => Err(format!(
                "compression: expected keep, dflt, zstd or none, found {other:?}"
            )),
        }
    }
}

impl Compression {
    /// How `binder` (holding an effect of `game`) is written; a Kraken binder kept as it is
    /// is refused with the choices, `choose` saying where the user makes one (`--dcx`).
    pub fn output(
        self,
        binder: &EffectBinder,
        game: fxr::Game,
        choose: &str,
    ) -> Result<Output, String> {
        let original = binder.compression;
        Ok(match self {
            Compression::Dflt => Output::Dcx(effect_binder::deflate_for(original, game)),
            Compression::Zstd => Output::Dcx(effect_binder::zstd_for(original)),
            Compression::None => Output::Uncompressed,
            Compression::Keep if original.is_some_and(|c| c.algorithm == DcxAlgorithm::Kraken) => {
                return Err(kraken_refusal(choose));
            }
            Compression::Keep => Output::Keep,
        })
    }
}

/// Why a Kraken binder is not written as it was, and what to choose instead.
pub fn kraken_refusal(choose: &str) -> String {
    format!(
        "the binder is Kraken-compressed (DCX KRAK) and fxr-view has no Kraken encoder, so \
         it cannot be written back as it was. Choose its compression with {choose}: dflt (zlib, \
         as Dark Souls 3's binders and some Elden Ring files such as its regulation are \
         stored), zstd (as Elden Ring's Shadow of the Erdtree-era files are) or none \
         (uncompressed). fxr-view's sources record which compressions each game's own files \
         use, not that a game loads this binder compressed otherwise: check it in the game \
         (docs/editing.md)"
    )
}

/// The entry of `binder` that effect `id` of `source` (`file!entry`) was read from: the entry
/// of that name when it holds effect `id`, else the entry holding effect `id`.
pub fn entry_index(
    binder: &EffectBinder,
    source: &str,
    id: i32,
    limits: &Limits,
) -> Result<usize, effect_binder::BinderError> {
    let named = source.rsplit_once('!').map(|(_, entry)| entry);
    let names = binder.bnd.entry_file_names();
    if let Some(index) = named.and_then(|n| names.iter().position(|d| d.name == n))
        && let Some(entry) = binder.bnd.entries.get(index)
        && let Ok(contents) = entry.contents(limits)
        && fxr::peek_id(&contents).is_ok_and(|found| found == id)
    {
        return Ok(index);
    }
    binder.effect_index(id, limits)
}

impl Session {
    /// Effect `id` as it plays (edited or not), written as an FXR file: every byte not edited
    /// is the file's own.
    pub fn effect_bytes(&self, id: i32) -> Result<Vec<u8>, SessionError> {
        let effect = self.effect(id)?;
        fxr::write(effect).map_err(|e| SessionError::Refused(format!("effect {id}: {e}")))
    }

    /// The binder effect `id` came from, `file` (its bytes as stored: a DCX or a bare BND4),
    /// with that effect's entry holding the version playing, compressed as `compression`
    /// says (`choose`: where the user picks another, for the Kraken refusal).
    pub fn binder_bytes(
        &self,
        id: i32,
        file: &[u8],
        compression: Compression,
        choose: &str,
    ) -> Result<Vec<u8>, SessionError> {
        Ok(self.save_binder(id, file, compression, choose)?.bytes)
    }

    /// [`Session::binder_bytes`], saying too what saving did to the effect's resource list.
    pub fn save_binder(
        &self,
        id: i32,
        file: &[u8],
        compression: Compression,
        choose: &str,
    ) -> Result<SavedBinder, SessionError> {
        let entry = self
            .library
            .effect(id)
            .ok_or(SessionError::NotOpen { id })?;
        let source = entry.source.clone();
        let effect = entry.fxr()?;
        let bytes = self.effect_bytes(id)?;
        let limits = Limits::default();
        let in_binder = |e: &dyn std::fmt::Display| SessionError::Refused(format!("{source}: {e}"));
        let mut binder = EffectBinder::read(file, &limits).map_err(|e| in_binder(&e))?;
        let output = compression
            .output(&binder, effect.game, choose)
            .map_err(|e| in_binder(&e))?;
        let index = entry_index(&binder, &source, id, &limits).map_err(|e| in_binder(&e))?;
        let resource_list = binder.replace(index, bytes).map_err(|e| in_binder(&e))?;
        let bytes = effect_binder::write(&binder, output).map_err(|e| in_binder(&e))?;
        Ok(SavedBinder {
            bytes,
            resource_list,
        })
    }

    /// The state of effect `id`'s resource list in `file`, the binder it came from, as one
    /// line (`fxr_inspect::resource_lists::effect_line`: the file's list against the file's
    /// effect); `None` when the binder keeps no lists or `file` holds no effect `id`.
    pub fn resource_list_state(
        &self,
        id: i32,
        file: &[u8],
    ) -> Result<Option<String>, SessionError> {
        let limits = Limits::default();
        let binder =
            EffectBinder::read(file, &limits).map_err(|e| SessionError::Refused(e.to_string()))?;
        Ok(fxr_inspect::resource_lists::effect_state(
            &binder.bnd,
            id,
            &limits,
        ))
    }

    /// The state of effect `id`'s resource list in the binder it was opened from, as
    /// [`Session::resource_list_state`] gives it for the file, read from the opened binder's
    /// index (`Library::resource_list_report`): its list entry and its models, not the whole
    /// binder again. `None` when the effect is not a binder's entry or its binder keeps no
    /// lists. Two differences, both there: whether the binder keeps lists is told by the
    /// effect's own game (not any of the binder's), and of two entries with one id the one
    /// the library holds (the later) is checked.
    pub fn opened_resource_list_state(&self, id: i32) -> Result<Option<String>, SessionError> {
        let report = self.library.resource_list_report(id)?;
        Ok(report
            .as_ref()
            .map(fxr_inspect::resource_lists::effect_line))
    }

    /// Effect `id` written as an FXR and compressed as a DCX (DFLT), for a permalink that
    /// carries the effect itself; refused when larger than [`MAX_INLINE_BYTES`].
    pub fn inline_effect(&self, id: i32) -> Result<Vec<u8>, SessionError> {
        let bytes = self.effect_bytes(id)?;
        let compressed = dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::DEFLATE_ER,
            data: bytes,
        })
        .map_err(|e| SessionError::Refused(e.to_string()))?;
        if compressed.len() > MAX_INLINE_BYTES {
            return Err(SessionError::Refused(format!(
                "effect {id} is {} bytes compressed; links carry effects up to {MAX_INLINE_BYTES} bytes: share its file instead",
                compressed.len()
            )));
        }
        Ok(compressed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::resource_list::{self, binder};

    /// The demo binder with a resource list per effect, as an Elden Ring binder holds them.
    fn demo_binder_with_lists() -> Vec<u8> {
        let limits = Limits::default();
        let mut bnd = fxr_demo::demo_bnd().expect("the demo binder builds");
        let naming = binder::naming_from_binder(&bnd, &limits);
        binder::add_missing_lists(&mut bnd, &naming, &limits).expect("lists are added");
        fxr_formats::bnd4::write(&bnd).expect("the binder writes")
    }

    #[test]
    fn saving_a_retextured_effect_rewrites_its_resource_list() {
        let file = demo_binder_with_lists();
        let mut session = Session::new(0);
        session
            .open_owned("demo.ffxbnd", file.clone())
            .expect("opens");
        let state = session.resource_list_state(1000, &file).expect("reads");
        assert!(
            state.as_deref().is_some_and(|s| s.contains("list agrees")),
            "{state:?}"
        );
        // The same line from the opened binder, without the file.
        assert_eq!(
            session.opened_resource_list_state(1000).expect("reads"),
            state
        );
        let edit = "node 0 config[0] action[603].texture=77001".to_string();
        let problems = session.set_edits(1000, &[edit]).expect("edits");
        assert!(problems.is_empty(), "{problems:?}");
        // Edited, the opened binder's state is still the file's effect's.
        assert_eq!(
            session.opened_resource_list_state(1000).expect("reads"),
            state
        );
        let saved = session
            .save_binder(1000, &file, Compression::Keep, "the test")
            .expect("saves");
        assert!(
            matches!(saved.resource_list, ListUpdate::Rewritten { .. }),
            "{:?}",
            saved.resource_list
        );
        let bnd = fxr_formats::bnd4::read(&saved.bytes).expect("reads");
        let list = bnd
            .entries
            .iter()
            .find(|e| {
                e.name
                    .as_deref()
                    .is_some_and(|n| n.ends_with("f000001000.ffxreslist"))
            })
            .expect("effect 1000's list");
        let list = resource_list::read(&list.data).expect("the list reads");
        assert!(list.names().any(|n| n == "s77001_a.tif"), "{list:?}");
        let state = session
            .resource_list_state(1000, &saved.bytes)
            .expect("reads");
        assert!(
            state.as_deref().is_some_and(|s| s.contains("list agrees")),
            "{state:?}"
        );
    }
}
