//! An opened effect's resource list checked against what the effect uses, from the binder
//! it was opened from: the viewer shows this state for the effect it plays, so it is read
//! from the binder's index (its headers, then the effect's list entry and the names its TPF
//! and FLVER entries give), not by checking every effect of the binder again. The rule itself
//! is `fxr_formats::resource_list::binder` (see its module documentation).

use crate::library::Library;
use crate::open::binder_index;
use fxr_formats::resource_list::binder::{
    EffectListReport, add_binder_entry, check_effect_list, is_list_name, pairing_key,
};
use fxr_formats::resource_list::uses::{ResourceNaming, game_keeps_lists};
use fxr_formats::{FileError, FormatError, Limits, dcx, resource_list};
use std::borrow::Cow;

impl Library {
    /// The state of effect `id`'s resource list in the binder it was opened from, checked
    /// against the file's own effect (not an edited version), with the binder's own naming:
    /// the line the whole binder's check (`check_binder`) gives for that entry. `None` when
    /// no effect `id` is open, when it is not a binder's entry, or when its binder keeps no
    /// lists: it holds none and the effect's game keeps none (the whole binder's check asks
    /// whether any of its effects is of such a game; here the effect's own game stands for
    /// its binder's, which holds one game's effects). Of two entries with one id, the one
    /// the library holds (the later) is checked. A read that fails (a page's binder out of
    /// memory) is the error, not a verdict.
    pub fn resource_list_report(&self, id: i32) -> Result<Option<EffectListReport>, FileError> {
        let Some(entry) = self.effects.get(&id) else {
            return Ok(None);
        };
        let Some(slot) = &entry.binder else {
            return Ok(None);
        };
        let binder_source = entry.source.rsplit_once('!').map_or("", |(b, _)| b);
        let in_binder = |e: FormatError| FileError::new(binder_source, e);
        let (bnd, spans) = binder_index(&slot.binder, &self.limits).map_err(in_binder)?;
        let raw_name = |i: usize| bnd.entries[i].name.as_deref().unwrap_or_default();
        let effect_name = raw_name(slot.index);
        let key = pairing_key(effect_name);
        let list_at = (0..bnd.entries.len())
            .find(|&i| is_list_name(raw_name(i)) && pairing_key(raw_name(i)) == key);
        let effect = self.file_effect(id)?;
        let holds_lists = (0..bnd.entries.len()).any(|i| is_list_name(raw_name(i)));
        if !holds_lists && !game_keeps_lists(effect.game) {
            return Ok(None);
        }
        let stored = |i: usize| {
            let (offset, size) = spans[i];
            slot.binder.part(offset, size)
        };
        let list = match list_at {
            None => None,
            Some(i) => {
                let part = stored(i);
                let raw = part.bytes().map_err(in_binder)?;
                Some(
                    unpacked(&raw, &self.limits)
                        .and_then(|bytes| resource_list::read_with_limits(&bytes, &self.limits)),
                )
            }
        };
        let mut naming = ResourceNaming::new();
        for i in 0..bnd.entries.len() {
            // Only a model's bytes are read (add_binder_entry asks for them); a read that
            // fails is the report's error, not a model left unnamed.
            let mut missed = None;
            let contents = || {
                let part = stored(i);
                let raw = part.bytes().inspect_err(|e| missed = Some(e.clone()))?;
                unpacked(&raw, &self.limits).map(Cow::Owned)
            };
            add_binder_entry(&mut naming, raw_name(i), contents, &self.limits);
            if let Some(e) = missed {
                return Err(in_binder(e));
            }
        }
        let line = check_effect_list(&effect, effect_name, list, &naming);
        Ok(Some(line))
    }
}

/// An entry's bytes, decompressed when it is a DCX: here rather than through the library's
/// cache, which would keep a copy under a key that no one reads again.
fn unpacked(raw: &[u8], limits: &Limits) -> Result<Vec<u8>, FormatError> {
    if dcx::is_dcx(raw) {
        Ok(dcx::read_with_limits(raw, limits)?.data)
    } else {
        Ok(raw.to_vec())
    }
}
