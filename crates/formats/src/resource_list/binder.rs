//! The resource lists of an effect binder: checking each effect's list against what the
//! effect uses, and keeping an effect's list in step when the effect is saved.
//!
//! A list belongs to the effect whose entry has the same file name (`f000642200.fxr`,
//! `f000642200.ffxreslist`, without regard to case). The games' binders of Elden Ring,
//! Armored Core 6 and Nightreign hold one per effect ([`uses::game_keeps_lists`]); Dark
//! Souls 3's and Bloodborne's none. [`check_binder`] checks a binder that holds a list or an
//! effect of such a game (an effect without a list is *missing*); saving an effect
//! ([`update_list`]) keeps lists only in a binder that holds one, so a binder written
//! without any (by a tool, or Dark Souls 3's) stays as it was, unless
//! [`add_missing_lists`] is asked.
//!
//! The names of the models' textures come from the binder's own FLVER and TPF entries
//! ([`naming_from_binder`]); a caller that has more (the common resource binder's models,
//! the material binder's MATBINs) adds them to the [`ResourceNaming`] it passes.

use std::collections::BTreeSet;

use super::uses::{self, EffectResources, ListAgreement, ListDifference, ResourceNaming};
use super::{FIRST_LIST_ID, ResourceList};
use crate::binary::Limits;
use crate::bnd4::{Bnd4, BndEntry};
use crate::dcx::{self, Dcx};
use crate::error::{FormatError, Result};
use crate::flver;
use crate::fxr::{self, Fxr};

/// The extension of a resource list entry.
const LIST_EXTENSION: &str = ".ffxreslist";

/// The first binder id after the lists' range.
const LIST_IDS_END: i32 = 500_000;

/// Whether an entry name is a resource list's.
pub fn is_list_name(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with(LIST_EXTENSION)
}

/// The file name of a path without its extensions, lower case: what pairs an effect with its
/// list.
pub fn pairing_key(name: &str) -> String {
    let file = name.rsplit(['\\', '/']).next().unwrap_or(name);
    file.split('.').next().unwrap_or(file).to_ascii_lowercase()
}

/// The naming the binder itself gives: its FLVER entries (models, by the id in their file
/// names) and the names of its TPF entries. An entry that does not read is skipped.
pub fn naming_from_binder(bnd: &Bnd4, limits: &Limits) -> ResourceNaming {
    let mut naming = ResourceNaming::new();
    for entry in &bnd.entries {
        if let Some(name) = &entry.name {
            add_binder_entry(&mut naming, name, || entry.contents(limits), limits);
        }
    }
    naming
}

/// Adds what one binder entry named `name` gives to `naming` ([`naming_from_binder`]): a
/// TPF's name, or a FLVER's textures (its `contents` read only then; a model that does not
/// read is skipped). A caller that holds a binder's index rather than the binder passes its
/// entries here one at a time.
pub fn add_binder_entry<'a>(
    naming: &mut ResourceNaming,
    name: &str,
    contents: impl FnOnce() -> Result<std::borrow::Cow<'a, [u8]>>,
    limits: &Limits,
) {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".tpf") || lower.ends_with(".tpf.dcx") {
        naming.add_texture_file(name);
    } else if lower.ends_with(".flver") || lower.ends_with(".flver.dcx") {
        let Some(id) = uses::model_id(name) else {
            return;
        };
        if let Ok(model) = contents().and_then(|c| flver::read_with_limits(&c, limits)) {
            naming.add_model(id, &model);
        }
    }
}

/// The verdict on one effect's list.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum ListVerdict {
    /// The list names what the effect uses.
    Agrees,
    /// It does not, in these ways.
    Disagrees(ListDifference),
    /// The effect has no list.
    Missing,
    /// The list does not read as a resource list (why).
    Unreadable(String),
}

/// One effect's line of a [`BinderListReport`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct EffectListReport {
    /// The effect's id.
    pub effect: i32,
    /// The effect's entry name.
    pub entry: String,
    /// The verdict.
    pub verdict: ListVerdict,
    /// The models whose textures could not be named: the verdict leaves out what the list
    /// holds in their place.
    pub unresolved_models: Vec<i32>,
    /// The list the rule gives (without unresolved models' textures).
    pub expected: Vec<String>,
    /// The list's names as the binder holds them (empty when missing or unreadable).
    pub found: Vec<String>,
}

/// The counts of a [`BinderListReport`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct ListSummary {
    /// Effects seen (entries that read as FXR).
    pub seen: usize,
    /// Of those, with a list that agrees.
    pub agree: usize,
    /// Of those that agree, those with an unresolved model (checked everywhere but there).
    pub agree_partly_checked: usize,
    /// With a list that disagrees.
    pub disagree: usize,
    /// Without a list.
    pub missing: usize,
    /// With a list that does not read.
    pub unreadable: usize,
    /// Entries named as effects that do not read as FXR (not counted in `seen`).
    pub unreadable_effects: usize,
}

impl ListSummary {
    /// Adds another binder's counts.
    pub fn add(&mut self, other: &ListSummary) {
        self.seen += other.seen;
        self.agree += other.agree;
        self.agree_partly_checked += other.agree_partly_checked;
        self.disagree += other.disagree;
        self.missing += other.missing;
        self.unreadable += other.unreadable;
        self.unreadable_effects += other.unreadable_effects;
    }
}

/// The lists of one binder checked against its effects.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct BinderListReport {
    /// Whether the binder keeps lists at all (if not, nothing was checked).
    pub keeps_lists: bool,
    /// The counts.
    pub summary: ListSummary,
    /// One line per effect, in entry order.
    pub effects: Vec<EffectListReport>,
}

/// The binder's effects: (entry index, effect), and how many effect entries did not read.
fn effects_of(bnd: &Bnd4, limits: &Limits) -> (Vec<(usize, Fxr)>, usize) {
    let mut effects = Vec::new();
    let mut unreadable = 0;
    for (index, entry) in bnd.entries.iter().enumerate() {
        let Ok(contents) = entry.contents(limits) else {
            unreadable += usize::from(is_effect_name(entry));
            continue;
        };
        if !contents.starts_with(b"FXR\0") {
            unreadable += usize::from(is_effect_name(entry));
            continue;
        }
        match fxr::read_with_limits(&contents, limits) {
            Ok(effect) => effects.push((index, effect)),
            Err(_) => unreadable += 1,
        }
    }
    (effects, unreadable)
}

fn is_effect_name(entry: &BndEntry) -> bool {
    entry
        .name
        .as_ref()
        .is_some_and(|n| n.to_ascii_lowercase().ends_with(".fxr"))
}

/// Whether the binder keeps lists (the module documentation), given its effects.
fn keeps_lists<'a>(bnd: &Bnd4, mut effects: impl Iterator<Item = &'a Fxr>) -> bool {
    bnd.entries
        .iter()
        .any(|e| e.name.as_deref().is_some_and(is_list_name))
        || effects.any(|f| uses::game_keeps_lists(f.game))
}

/// The index of the list entry paired with the effect entry `effect_index`.
fn list_index(bnd: &Bnd4, effect_index: usize) -> Option<usize> {
    let key = pairing_key(bnd.entries.get(effect_index)?.name.as_deref()?);
    bnd.entries.iter().position(|e| {
        e.name
            .as_deref()
            .is_some_and(|n| is_list_name(n) && pairing_key(n) == key)
    })
}

/// Checks every effect's list with the binder's own naming ([`naming_from_binder`]).
pub fn check_binder(bnd: &Bnd4, limits: &Limits) -> BinderListReport {
    check_binder_with(bnd, &naming_from_binder(bnd, limits), limits)
}

/// Checks every effect's list, naming models' textures with `naming`.
pub fn check_binder_with(bnd: &Bnd4, naming: &ResourceNaming, limits: &Limits) -> BinderListReport {
    let (effects, unreadable_effects) = effects_of(bnd, limits);
    let mut report = BinderListReport {
        keeps_lists: keeps_lists(bnd, effects.iter().map(|(_, f)| f)),
        summary: ListSummary {
            unreadable_effects,
            ..ListSummary::default()
        },
        effects: Vec::new(),
    };
    if !report.keeps_lists {
        return report;
    }
    for (index, effect) in &effects {
        let line = check_effect(bnd, *index, effect, naming, limits);
        let summary = &mut report.summary;
        summary.seen += 1;
        match &line.verdict {
            ListVerdict::Agrees => {
                summary.agree += 1;
                summary.agree_partly_checked += usize::from(!line.unresolved_models.is_empty());
            }
            ListVerdict::Disagrees(_) => summary.disagree += 1,
            ListVerdict::Missing => summary.missing += 1,
            ListVerdict::Unreadable(_) => summary.unreadable += 1,
        }
        report.effects.push(line);
    }
    report
}

fn check_effect(
    bnd: &Bnd4,
    index: usize,
    effect: &Fxr,
    naming: &ResourceNaming,
    limits: &Limits,
) -> EffectListReport {
    let list = list_index(bnd, index).map(|i| read_list(&bnd.entries[i], limits));
    let entry = bnd.entries[index].name.as_deref().unwrap_or_default();
    check_effect_list(effect, entry, list, naming)
}

/// One effect's line: `effect`, from the entry named `entry`, against its list (`None`: the
/// binder holds none for it; an error: its list does not read), naming models' textures
/// with `naming`. [`check_binder`] makes one per effect; a caller that found the list
/// itself (the viewer, from an opened binder's index) makes one for one effect.
pub fn check_effect_list(
    effect: &Fxr,
    entry: &str,
    list: Option<Result<ResourceList>>,
    naming: &ResourceNaming,
) -> EffectListReport {
    let used = uses::effect_resources(effect, naming);
    let mut found = Vec::new();
    let verdict = match list {
        None => ListVerdict::Missing,
        Some(Err(e)) => ListVerdict::Unreadable(e.to_string()),
        Some(Ok(list)) => {
            found = list.names().map(str::to_string).collect();
            match uses::compare(&list, &used) {
                ListAgreement::Agrees => ListVerdict::Agrees,
                ListAgreement::Disagrees(d) => ListVerdict::Disagrees(d),
            }
        }
    };
    EffectListReport {
        effect: effect.id,
        entry: entry.to_string(),
        verdict,
        unresolved_models: used.unresolved_models.clone(),
        expected: used.lines(),
        found,
    }
}

fn read_list(entry: &BndEntry, limits: &Limits) -> Result<ResourceList> {
    super::read_with_limits(&entry.contents(limits)?, limits)
}

/// What saving an effect did to its list.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum ListUpdate {
    /// The binder keeps no lists (Dark Souls 3's): nothing done.
    NotKept,
    /// The list already names what the effect uses, or the edit changed nothing it names:
    /// left as it was.
    Unchanged,
    /// The list was rewritten (entry index).
    Rewritten {
        /// The list's entry.
        index: usize,
        /// Models whose textures could not be named, left out of the list.
        unresolved_models: Vec<i32>,
    },
    /// The effect had no list: one was added.
    Created {
        /// The new entry's index.
        index: usize,
        /// Its binder id.
        id: i32,
        /// Its name.
        name: String,
        /// Models whose textures could not be named, left out of the list.
        unresolved_models: Vec<i32>,
    },
    /// The list does not read as a list (why); it was left as it was.
    LeftUnreadable(String),
}

impl std::fmt::Display for ListUpdate {
    /// One line for the user: what saving did to the effect's list.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let unresolved = |f: &mut std::fmt::Formatter<'_>, models: &[i32]| {
            if models.is_empty() {
                return Ok(());
            }
            let ids: Vec<String> = models.iter().map(i32::to_string).collect();
            write!(
                f,
                " (without the textures of models {}: their materials are not at hand)",
                ids.join(", ")
            )
        };
        match self {
            ListUpdate::NotKept => write!(f, "the binder keeps no resource lists"),
            ListUpdate::Unchanged => write!(f, "resource list unchanged"),
            ListUpdate::Rewritten {
                unresolved_models, ..
            } => {
                write!(f, "resource list rewritten to name what the effect uses")?;
                unresolved(f, unresolved_models)
            }
            ListUpdate::Created {
                name,
                id,
                unresolved_models,
                ..
            } => {
                write!(f, "resource list created: {name} (id {id})")?;
                unresolved(f, unresolved_models)
            }
            ListUpdate::LeftUnreadable(why) => {
                write!(f, "resource list left as it was: it does not read ({why})")
            }
        }
    }
}

/// Keeps the list of the effect in entry `index` in step with `effect`, the effect just
/// saved there, in a binder that holds lists (one holding none, as a tool may write it, is
/// left so: [`add_missing_lists`] gives it them); `previous` is the effect the entry held before, when it was one. The list
/// is left as it is when it already names what the effect uses (or the same names in another
/// order), or when `previous` used the same; it is rewritten otherwise (in the rule's order,
/// in its own text style), and created when missing. Only the list's entry changes (or is
/// added, next to the other lists by id).
pub fn update_list(
    bnd: &mut Bnd4,
    index: usize,
    effect: &Fxr,
    previous: Option<&Fxr>,
    naming: &ResourceNaming,
    limits: &Limits,
) -> Result<ListUpdate> {
    let binder_keeps = bnd
        .entries
        .iter()
        .any(|e| e.name.as_deref().is_some_and(is_list_name));
    if !binder_keeps {
        return Ok(ListUpdate::NotKept);
    }
    let mut naming = naming.clone();
    let mut used = uses::effect_resources(effect, &naming);
    let Some(list_at) = list_index(bnd, index) else {
        if !used.is_complete() {
            learn_from_siblings(bnd, &mut naming, limits);
            used = uses::effect_resources(effect, &naming);
        }
        return create_list(bnd, index, &used);
    };
    let old = match read_list(&bnd.entries[list_at], limits) {
        Ok(list) => list,
        Err(e) => return Ok(ListUpdate::LeftUnreadable(e.to_string())),
    };
    let previous_used = previous.map(|p| uses::effect_resources(p, &naming));
    let agreement = uses::compare(&old, &used);
    let order_only = matches!(&agreement, ListAgreement::Disagrees(d) if d.order_only);
    if agreement == ListAgreement::Agrees
        || (order_only && used.is_complete())
        || previous_used.as_ref() == Some(&used)
    {
        return Ok(ListUpdate::Unchanged);
    }
    if !used.is_complete() {
        if let Some(previous_used) = &previous_used {
            naming.learn_from_list(previous_used, &old);
        }
        used = uses::effect_resources(effect, &naming);
        if !used.is_complete() {
            learn_from_siblings(bnd, &mut naming, limits);
            used = uses::effect_resources(effect, &naming);
        }
    }
    let list = ResourceList {
        entries: used.lines(),
        style: old.style,
    };
    set_contents(&mut bnd.entries[list_at], super::write(&list)?)?;
    Ok(ListUpdate::Rewritten {
        index: list_at,
        unresolved_models: used.unresolved_models,
    })
}

/// Gives every effect of the binder that has no list one (as [`update_list`] creates them),
/// in entry order; returns what was added. For a binder of Elden Ring, Armored Core 6 or
/// Nightreign effects written without lists, which the game expects.
pub fn add_missing_lists(
    bnd: &mut Bnd4,
    naming: &ResourceNaming,
    limits: &Limits,
) -> Result<Vec<ListUpdate>> {
    let (effects, _) = effects_of(bnd, limits);
    let mut naming = naming.clone();
    learn_from_siblings(bnd, &mut naming, limits);
    // Entry names, not indices: creating a list shifts the entries after it.
    let missing: Vec<(String, Fxr)> = effects
        .into_iter()
        .filter(|(i, _)| list_index(bnd, *i).is_none())
        .filter_map(|(i, f)| Some((bnd.entries[i].name.clone()?, f)))
        .collect();
    let mut added = Vec::new();
    for (name, effect) in missing {
        let Some(index) = bnd
            .entries
            .iter()
            .position(|e| e.name.as_ref() == Some(&name))
        else {
            continue;
        };
        let used = uses::effect_resources(&effect, &naming);
        added.push(create_list(bnd, index, &used)?);
    }
    Ok(added)
}

/// Learns unresolved models' textures from the binder's other lists
/// ([`ResourceNaming::learn_from_list`]).
fn learn_from_siblings(bnd: &Bnd4, naming: &mut ResourceNaming, limits: &Limits) {
    let (effects, _) = effects_of(bnd, limits);
    for (index, effect) in &effects {
        let used = uses::effect_resources(effect, naming);
        if used.is_complete() {
            continue;
        }
        let list = list_index(bnd, *index).map(|i| read_list(&bnd.entries[i], limits));
        if let Some(Ok(list)) = list {
            naming.learn_from_list(&used, &list);
        }
    }
}

/// Stores `bytes` as an entry's contents: compressed again with its own DCX header when it
/// is stored as a DCX (refused for Kraken, which has no encoder here).
fn set_contents(entry: &mut BndEntry, bytes: Vec<u8>) -> Result<()> {
    if !entry.is_dcx() {
        entry.data = bytes;
        return Ok(());
    }
    let compression = dcx::peek(&entry.data)?.compression;
    if !dcx::has_compressor(compression.algorithm) {
        return Err(FormatError::Unsupported {
            format: super::FORMAT,
            offset: 0,
            what: "list compression",
            detail: format!("{} (no encoder)", compression.algorithm.name()),
        });
    }
    let size = bytes.len() as u64;
    entry.data = dcx::write(&Dcx {
        compression,
        data: bytes,
    })?;
    if entry.uncompressed_size.is_some() {
        entry.uncompressed_size = Some(size);
    }
    Ok(())
}

/// Adds the list of the effect in entry `index`: named after the effect, in the folder of
/// the other lists (or `ResourceList` beside the effect's folder), with the binder id
/// 400000 plus the effect's (as the games number them) or, when that is taken or out of
/// range, the next free one after the lists'; placed before the first entry of a higher id.
fn create_list(bnd: &mut Bnd4, index: usize, used: &EffectResources) -> Result<ListUpdate> {
    let effect_entry = &bnd.entries[index];
    let Some(effect_name) = effect_entry.name.clone() else {
        // A binder without names cannot pair a list with its effect.
        return Ok(ListUpdate::NotKept);
    };
    let sibling = bnd
        .entries
        .iter()
        .find(|e| e.name.as_deref().is_some_and(is_list_name));
    let name = list_name(&effect_name, sibling.and_then(|s| s.name.as_deref()));
    let flags = sibling.map_or(BndEntry::FLAG_STANDARD, |s| {
        s.flags & !BndEntry::FLAG_COMPRESSED
    });
    let id = bnd.format().has_ids().then(|| {
        let taken: BTreeSet<i32> = bnd.entries.iter().filter_map(|e| e.id).collect();
        free_list_id(effect_entry.id, &taken)
    });
    let list = ResourceList::new(used.lines());
    let mut entry = BndEntry::new(id, Some(name.clone()), super::write(&list)?);
    entry.flags = flags;
    let at = match id {
        Some(id) => bnd
            .entries
            .iter()
            .position(|e| e.id.is_some_and(|other| other > id))
            .unwrap_or(bnd.entries.len()),
        None => bnd.entries.len(),
    };
    bnd.entries.insert(at, entry);
    if bnd.hash_table.is_some() {
        bnd.rebuild_hash_table();
    }
    Ok(ListUpdate::Created {
        index: at,
        id: id.unwrap_or(-1),
        name,
        unresolved_models: used.unresolved_models.clone(),
    })
}

/// The name of the list of effect entry `effect_name`: its file name with the list
/// extension, in `sibling`'s folder if there is one, else in `ResourceList` beside the
/// effect's folder.
fn list_name(effect_name: &str, sibling: Option<&str>) -> String {
    let split = |path: &str| -> (String, String) {
        match path.rfind(['\\', '/']) {
            Some(at) => (path[..=at].to_string(), path[at + 1..].to_string()),
            None => (String::new(), path.to_string()),
        }
    };
    let (effect_folder, effect_file) = split(effect_name);
    let stem = effect_file.split('.').next().unwrap_or(&effect_file);
    let folder = match sibling {
        Some(sibling) => split(sibling).0,
        None => {
            let separator = if effect_folder.ends_with('/') {
                '/'
            } else {
                '\\'
            };
            let trimmed = effect_folder.trim_end_matches(['\\', '/']);
            match trimmed.rfind(['\\', '/']) {
                Some(at) => format!("{}ResourceList{separator}", &trimmed[..=at]),
                None => format!("ResourceList{separator}"),
            }
        }
    };
    format!("{folder}{stem}{LIST_EXTENSION}")
}

/// 400000 plus the effect's binder id when that is free and below 500000, else one after the
/// highest list id taken (or 400000).
fn free_list_id(effect_id: Option<i32>, taken: &BTreeSet<i32>) -> i32 {
    let paired = effect_id
        .and_then(|id| FIRST_LIST_ID.checked_add(id))
        .filter(|id| (FIRST_LIST_ID..LIST_IDS_END).contains(id) && !taken.contains(id));
    if let Some(id) = paired {
        return id;
    }
    let highest = taken.range(FIRST_LIST_ID..LIST_IDS_END).next_back();
    let mut id = highest.map_or(FIRST_LIST_ID, |h| h.saturating_add(1));
    while taken.contains(&id) {
        id = id.saturating_add(1);
    }
    id
}
