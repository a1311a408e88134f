//! An opened effect's resource list checked against what the effect uses, from the binder
//! it was opened from: the viewer shows this state for the effect it plays, so it is read
//! from the opened binder's index (its list entry and the names its TPF and FLVER entries
//! give), never from the whole binder read and checked again. The rule itself is
//! `fxr_formats::resource_list::binder` (see its module documentation).

use crate::library::Library;
use crate::open::binder_index;
use fxr_formats::resource_list::binder::{
    EffectListReport, add_binder_entry, check_effect_list, is_list_name, pairing_key,
};
use fxr_formats::resource_list::uses::{ResourceNaming, game_keeps_lists};
use fxr_formats::resource_list::{self, ResourceList};
use fxr_formats::{FileError, FormatError, Result};
use std::borrow::Cow;

impl Library {
    /// The state of effect `id`'s resource list in the binder it was opened from, checked
    /// against the file's own effect (not an edited version), with the binder's own naming.
    /// `None` when no effect `id` is open, when it is not a binder's entry, or when its
    /// binder keeps no lists: it holds none and the effect's game keeps none. (A whole
    /// binder's check asks whether any of its effects is of such a game; here the effect's
    /// own game stands for its binder's, which holds one game's effects.)
    pub fn resource_list_report(&self, id: i32) -> Result<Option<EffectListReport>, FileError> {
        let Some(entry) = self.effects.get(&id) else {
            return Ok(None);
        };
        let Some((binder_source, entry_name)) = entry.source.rsplit_once('!') else {
            return Ok(None);
        };
        let Some(binder) = self.binders.get(binder_source) else {
            return Ok(None);
        };
        let in_binder = |e: FormatError| FileError::new(binder_source, e);
        let (bnd, spans) = binder_index(binder, &self.limits).map_err(in_binder)?;
        let names = bnd.entry_file_names();
        let Some(index) = names.iter().position(|n| n.name == entry_name) else {
            return Ok(None);
        };
        let key = pairing_key(bnd.entries[index].name.as_deref().unwrap_or_default());
        let raw_name = |i: usize| bnd.entries[i].name.as_deref().unwrap_or_default();
        let list_at = (0..bnd.entries.len())
            .find(|&i| is_list_name(raw_name(i)) && pairing_key(raw_name(i)) == key);
        let effect = self.file_effect(id)?;
        let holds_lists = (0..bnd.entries.len()).any(|i| is_list_name(raw_name(i)));
        if !holds_lists && !game_keeps_lists(effect.game) {
            return Ok(None);
        }
        let part = |i: usize| {
            let (offset, size) = spans[i];
            self.unpack_if_dcx(binder.part(offset, size))
        };
        let list = list_at.map(|i| -> Result<ResourceList> {
            resource_list::read_with_limits(&part(i)?.bytes()?, &self.limits)
        });
        // A read that misses (a page's binder out of memory) leaves a model unnamed here; the
        // page then reads the binder again and asks again.
        let mut naming = ResourceNaming::new();
        for i in 0..bnd.entries.len() {
            let contents = || Ok(Cow::Owned(part(i)?.bytes()?.into_owned()));
            add_binder_entry(&mut naming, raw_name(i), contents, &self.limits);
        }
        let line = check_effect_list(&effect, raw_name(index), list, &naming);
        Ok(Some(line))
    }
}
