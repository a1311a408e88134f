//! The files a user opened, indexed: effects by id, textures by id, models by id, materials
//! and shader programs. Opening goes through DCX, binders (nested) and texture packs, so an
//! `.ffxbnd.dcx` yields its effects, the textures they name (`sNNNNN_a`) and the models their
//! model particles name (`sfx\model\sNNNNN.flver`), wherever each was opened. No GPU here:
//! the renderer asks this index for what an effect needs.

use crate::backing::UnpackCache;
use crate::entries::{
    EffectEntry, MaterialEntry, ModelEntry, ShaderEntry, TextureEntry, file_name, opened_file,
};
use crate::rows::EffectSummary;
use fxr_formats::{FileError, Limits, fxr};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// Every opened effect, texture, model, material and shader program.
#[derive(Debug, Clone, Default)]
pub struct Library {
    pub(crate) effects: BTreeMap<i32, EffectEntry>,
    pub(crate) textures: BTreeMap<i32, TextureEntry>,
    pub(crate) models: BTreeMap<i32, ModelEntry>,
    pub(crate) materials: Vec<MaterialEntry>,
    pub(crate) shaders: Vec<ShaderEntry>,
    pub(crate) limits: Limits,
    pub(crate) unpacked: Arc<UnpackCache>,
    /// The file names opened (without folders), to tell which binders are already open.
    pub(crate) opened: Vec<String>,

    /// The effect about to play, whose row keeps the tree it is made from
    /// ([`Library::will_play`]).
    pub(crate) to_play: Option<ToPlay>,
}

/// Which effect is about to play after an opening ([`Library::will_play`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ToPlay {
    /// The one with this id.
    Effect(i32),
    /// The first listed: the lowest id.
    First,
}

/// Binders nest (a binder's entry may be a binder) only a few levels deep in the games.
pub(crate) const MAX_DEPTH: usize = 4;

impl Library {
    /// An empty library with the default reading limits.
    pub fn new() -> Self {
        Library::default()
    }

    /// An empty library whose decompressed files are kept while they fit `budget` bytes
    /// (see [`UnpackCache`]).
    pub fn with_unpack_budget(budget: usize) -> Self {
        Library {
            unpacked: Arc::new(UnpackCache::new(budget)),
            ..Library::default()
        }
    }

    /// The cache of decompressed files (to see what it holds, or to empty it).
    pub fn unpack_cache(&self) -> &UnpackCache {
        &self.unpacked
    }
}

impl Library {
    /// Drops what was read of the opened files on demand (parsed effects, decoded textures
    /// and models): it is read again when next needed. A tool going through thousands of
    /// effects (`fxr-view check`) calls it now and then to keep its memory bounded.
    pub fn forget_read(&mut self) {
        for e in self.effects.values_mut() {
            e.parsed = OnceLock::new();
        }
        for t in self.textures.values_mut() {
            t.dds = OnceLock::new();
        }
        for m in self.models.values_mut() {
            m.geometry = OnceLock::new();
        }
        self.unpacked.clear();
    }

    /// Puts an edited version of opened effect `id` in its place (same source; its list row
    /// made again from it): what plays and draws from then on, kept through
    /// [`Library::forget_read`]; `None` restores the file's own. `None` back when no effect
    /// `id` is open. The bytes the effect was opened from stay as they were, so
    /// [`Library::original_effect`] still reads the file's own version.
    pub fn replace_effect(&mut self, id: i32, edited: Option<fxr::Fxr>) -> Option<()> {
        let entry = self.effects.get_mut(&id)?;
        entry.row = OnceLock::new();
        entry.edited = edited.map(Arc::new);
        Some(())
    }

    /// Effect `id` as its file holds it, whatever [`Library::replace_effect`] put in its
    /// place: a copy of the file's tree, parsed from the opened bytes once (an editor applying
    /// its edits again on each change does not parse the file each time).
    pub fn original_effect(&self, id: i32) -> Result<fxr::Fxr, FileError> {
        Ok(self.file_effect(id)?.as_ref().clone())
    }

    /// Effect `id` as its file holds it (not an edited version): the tree playback keeps, or
    /// parsed now and kept (until `forget_read`), as a playback keeps it.
    pub(crate) fn file_effect(&self, id: i32) -> Result<Arc<fxr::Fxr>, FileError> {
        let entry = self.opened_effect(id)?;
        if let Some(parsed) = entry.parsed.get() {
            return Ok(parsed.clone());
        }
        let parsed = entry
            .parse()
            .map_err(|e| FileError::new(&entry.source, e))?;
        Ok(entry.parsed.get_or_init(|| Arc::new(parsed)).clone())
    }

    /// The effect with `id`.
    pub fn effect(&self, id: i32) -> Option<&EffectEntry> {
        self.effects.get(&id)
    }

    /// The effects, by id.
    pub fn effects(&self) -> impl Iterator<Item = (&i32, &EffectEntry)> {
        self.effects.iter()
    }

    /// The texture with `id`.
    pub fn texture(&self, id: i32) -> Option<&TextureEntry> {
        self.textures.get(&id)
    }

    /// The textures, by id.
    pub fn textures(&self) -> impl Iterator<Item = (&i32, &TextureEntry)> {
        self.textures.iter()
    }

    /// The model with `id` (`sNNNNN.flver`).
    pub fn model(&self, id: i32) -> Option<&ModelEntry> {
        self.models.get(&id)
    }

    /// The models, by id.
    pub fn models(&self) -> impl Iterator<Item = (&i32, &ModelEntry)> {
        self.models.iter()
    }

    /// The materials, in the order they were opened.
    pub fn materials(&self) -> &[MaterialEntry] {
        &self.materials
    }

    /// The shader programs, in the order they were opened.
    pub fn shaders(&self) -> &[ShaderEntry] {
        &self.shaders
    }

    /// The shader program named `name` (with or without its extension).
    pub fn shader(&self, name: &str) -> Option<&ShaderEntry> {
        self.shaders
            .iter()
            .find(|s| s.name == name || s.name.split('.').next() == Some(name))
    }

    /// The effect with `id`, or an error naming the id.
    pub fn opened_effect(&self, id: i32) -> Result<&EffectEntry, FileError> {
        self.effects.get(&id).ok_or_else(|| {
            FileError::new(
                format!("effect {id}"),
                fxr_formats::FormatError::Invalid {
                    format: "library",
                    offset: 0,
                    what: "effect id",
                    expected: "an effect of the opened files".into(),
                    found: id.to_string(),
                },
            )
        })
    }

    /// The structural changes from effect `id` of this library to effect `other_id` of
    /// `other` ([`fxr::diff`]). A library holds one effect per id, so two versions of one
    /// effect (a file and its edited copy) are compared from two libraries: the page opens
    /// the second source into a library of its own and passes it here.
    pub fn diff_effects(
        &self,
        id: i32,
        other: &Library,
        other_id: i32,
    ) -> Result<fxr::EffectDiff, FileError> {
        let a = self.opened_effect(id)?.fxr()?;
        let b = other.opened_effect(other_id)?.fxr()?;
        Ok(fxr::diff(a, b))
    }

    /// The textures and models effect `id` names (its own file's and those of the effects it
    /// refers to, a few levels deep) that no opened file holds, each list sorted: what its
    /// frames draw as placeholders, known before any frame is drawn.
    pub fn missing_of(&self, id: i32) -> (Vec<i32>, Vec<i32>) {
        let (mut textures, mut models) = (Vec::new(), Vec::new());
        let mut seen = vec![id];
        let mut next = vec![id];
        // References nest a few levels in the games; a cycle stops at `seen`.
        for _ in 0..MAX_DEPTH {
            let mut found = Vec::new();
            for row in next.iter().filter_map(|&e| self.row(e)) {
                textures.extend(
                    row.textures
                        .iter()
                        .filter(|t| !self.textures.contains_key(t)),
                );
                models.extend(row.models.iter().filter(|m| !self.models.contains_key(m)));
                found.extend(row.references.iter().filter(|r| !seen.contains(r)));
            }
            seen.extend(&found);
            next = found;
        }
        for list in [&mut textures, &mut models] {
            list.sort_unstable();
            list.dedup();
        }
        (textures, models)
    }

    /// The opened files (as opened: `file` of a `file!entry` source) that playing and drawing
    /// effect `id` reads: its own, those of the effects it refers to (a few levels deep) and
    /// those holding the textures and models they name, each once, in that order. A page that
    /// keeps only some files in memory has these read before it plays the effect.
    pub fn files_of(&self, id: i32) -> Vec<String> {
        let mut files: Vec<String> = Vec::new();
        let mut add = |source: &str| {
            let file = opened_file(source);
            if !files.iter().any(|f| f == file) {
                files.push(file.to_string());
            }
        };
        let mut seen = vec![id];
        let mut next = vec![id];
        for _ in 0..MAX_DEPTH {
            let mut found = Vec::new();
            for (effect, row) in next.iter().filter_map(|&e| self.entry_and_row(e)) {
                add(&effect.source);
                for texture in row.textures.iter().filter_map(|t| self.textures.get(t)) {
                    add(&texture.source);
                }
                for model in row.models.iter().filter_map(|m| self.models.get(m)) {
                    add(&model.source);
                }
                found.extend(row.references.iter().filter(|r| !seen.contains(r)));
            }
            seen.extend(&found);
            next = found;
        }
        files
    }

    /// Where to look for what `effects` name and no opened file holds: for each effect, the
    /// first of the binders the game normally keeps its textures and models in (see
    /// [`resource_binders_of`]) that is not open yet; each binder once.
    pub fn usual_resource_binders(&self, effects: impl IntoIterator<Item = i32>) -> Vec<String> {
        let mut binders: Vec<String> = effects
            .into_iter()
            .filter_map(|id| {
                let (e, row) = self.entry_and_row(id)?;
                resource_binders_of(&e.source, row.game)
                    .into_iter()
                    .find(|b| !self.opened.iter().any(|o| o.eq_ignore_ascii_case(b)))
            })
            .collect();
        binders.sort();
        binders.dedup();
        binders
    }

    /// The effect list's row for an effect (made when first asked for, see [`EffectEntry::row`]).
    pub fn summary(&self, id: i32) -> Option<EffectSummary> {
        self.row(id).map(Cow::into_owned)
    }

    /// The effect list's row for an effect, as [`Library::summary`] without the copy.
    pub fn row(&self, id: i32) -> Option<Cow<'_, EffectSummary>> {
        self.entry_and_row(id).map(|(_, row)| row)
    }

    fn entry_and_row(&self, id: i32) -> Option<(&EffectEntry, Cow<'_, EffectSummary>)> {
        let entry = self.effects.get(&id)?;
        if entry.row.get().is_none() && self.plays_next(id) {
            // Parsed for playback and kept; the row is then made from that tree. A file that
            // does not parse is read again by `row`, which says why in the row.
            let _ = entry.fxr();
        }
        Some((entry, entry.row()))
    }

    /// Says which effect is about to play once what is being opened is listed: `Some(id)`,
    /// or `None` for the first listed (the lowest id, what a page plays when no effect is
    /// named). Making that effect's row then keeps the tree it is read into, which its
    /// playback takes, so the effect is parsed once; every other row's tree is dropped again
    /// (a game's tens of thousands of effects do not stay parsed). Said again, it replaces
    /// what was said; playing the effect ([`Library::played`]) ends it.
    pub fn will_play(&mut self, effect: Option<i32>) {
        self.to_play = Some(effect.map_or(ToPlay::First, ToPlay::Effect));
    }

    /// The effect said to be about to play is now playing (or another was chosen): rows made
    /// from now on drop their trees again.
    pub fn played(&mut self) {
        self.to_play = None;
    }

    /// The effect the library was told will play ([`Library::will_play`]) and that has not
    /// played since: `Some(None)` for the first listed, `None` when none is expected.
    pub fn about_to_play(&self) -> Option<Option<i32>> {
        self.to_play.map(|p| match p {
            ToPlay::Effect(id) => Some(id),
            ToPlay::First => None,
        })
    }

    fn plays_next(&self, id: i32) -> bool {
        match self.to_play {
            None => false,
            Some(ToPlay::Effect(e)) => e == id,
            Some(ToPlay::First) => self.effects.keys().next() == Some(&id),
        }
    }
}

/// The binders the game normally keeps an effect's textures and models in, most likely
/// first, by the name of the binder the effect came from (Inferred, from the games' `sfx`
/// folders as the corpus README describes them: Dark Souls 3 pairs `X_effect.ffxbnd.dcx`
/// with `X_resource.ffxbnd.dcx`; Elden Ring and the later games keep the textures of the
/// character binders (`sfxbnd_cNNNN`) in `sfxbnd_commoneffects_resource.ffxbnd.dcx`, a
/// common binder's own in `NAME_resource`; what a binder's resource lacks is in the common
/// one). Empty for an effect opened as a lone file, whose binder is not known.
pub fn resource_binders_of(source: &str, game: fxr::Game) -> Vec<String> {
    let Some((outer, _)) = source.split_once('!') else {
        return Vec::new();
    };
    let binder = file_name(outer);
    let stem = binder.split('.').next().unwrap_or(binder);
    let ds3 = game == fxr::Game::DarkSouls3 || stem.starts_with("frpg_");
    let common = if ds3 {
        "frpg_sfxbnd_commoneffects_resource.ffxbnd.dcx"
    } else {
        "sfxbnd_commoneffects_resource.ffxbnd.dcx"
    };
    let own = if let Some(base) = stem.strip_suffix("_effect") {
        Some(format!("{base}_resource.ffxbnd.dcx"))
    } else if stem.ends_with("_resource") {
        None
    } else if ds3 || stem.starts_with("sfxbnd_commoneffects") {
        Some(format!("{stem}_resource.ffxbnd.dcx"))
    } else {
        None
    };
    let mut binders: Vec<String> = own.into_iter().collect();
    if !binders.iter().any(|b| b == common) {
        binders.push(common.to_string());
    }
    binders
}
