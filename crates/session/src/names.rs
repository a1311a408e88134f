//! The names and uses of effects (`fxr_names`), from the game files opened beside them: a
//! `regulation.bin`, text binders, animation binders and community names files. They are kept
//! apart from the library (they hold no effect) and the index is built when first asked for
//! after a file was added, so a folder of many binders builds it once.

use crate::session::Session;
use fxr_library::OpenSummary;
use fxr_names::index::{EffectName, FoundEffect, Search};
use fxr_names::{EffectUse, NameIndex, kind_of};

impl Session {
    /// Opens `bytes` as a names file when its name says it is one ([`fxr_names::kind_of`]),
    /// saying what it is and what of it could not be read; `None` for any other file (for the
    /// library to open).
    pub fn open_names(&mut self, name: &str, bytes: &[u8]) -> Option<OpenSummary> {
        let kind = kind_of(name)?;
        let before = self.names.problems.len();
        self.names.add(name, bytes);
        self.name_index = std::sync::OnceLock::new();
        Some(OpenSummary {
            file: name.to_string(),
            format: format!("{kind:?}"),
            errors: self.names.problems[before..]
                .iter()
                .map(|p| p.to_string())
                .collect(),
            ..OpenSummary::default()
        })
    }

    /// Whether any names file was opened.
    pub fn has_names(&self) -> bool {
        self.names.regulation.is_some()
            || !self.names.texts.is_empty()
            || !self.names.animations.is_empty()
    }

    /// The index of the names files opened (built when first asked for after a change).
    pub fn name_index(&self) -> &NameIndex {
        self.name_index
            .get_or_init(|| NameIndex::build(&self.names))
    }

    /// The best name of every opened effect that has one, in id order.
    pub fn effect_names(&self) -> Vec<EffectName> {
        if !self.has_names() && self.names.community.effects().next().is_none() {
            return Vec::new();
        }
        let index = self.name_index();
        self.library
            .effects()
            .filter_map(|(&id, _)| index.name(id))
            .collect()
    }

    /// Every use of an effect the names files know.
    pub fn effect_uses(&self, id: i32) -> Vec<EffectUse> {
        self.name_index().uses(id)
    }

    /// The rows and characters whose names hold every word of `query`, with their effects
    /// (the first [`fxr_names::index::MAX_FOUND`], and how many matched).
    pub fn find_by_name(&self, query: &str) -> Search {
        self.name_index().find(query)
    }

    /// The effects one row of the regulation leads to, nearest first.
    pub fn row_effects(&self, param: &str, row: i32) -> Vec<FoundEffect> {
        self.name_index().row_effects(param, row)
    }
}
