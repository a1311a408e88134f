//! The files a user opened, indexed: effects by id, textures by id, models by id, materials
//! and shader programs. Opening goes through DCX, binders (nested) and texture packs, so an
//! `.ffxbnd.dcx` yields its effects, the textures they name (`sNNNNN_a`) and the models their
//! model particles name (`sfx\model\sNNNNN.flver`), wherever each was opened. No GPU here:
//! the renderer asks this index for what an effect needs.

use crate::action::ActionData;
use crate::curve::CurveIds;
use crate::program::{self, EffectProgram};
use fxr_formats::flver::{self, ModelGeometry};
use fxr_formats::fxr::actions::ids;
use fxr_formats::probe::{self, Document, Format, Probe};
use fxr_formats::{FileError, FormatError, Limits, bnd4, dcx, dds, dxbc, fxr, matbin, mtd, tpf};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

mod backing;

pub use backing::{Backing, DEFAULT_UNPACK_BUDGET, DcxBacking, Stored, UnpackCache, past_end};

/// An effect found in an opened file. Opening reads only its header (its id); the file is
/// parsed when its list row is first asked for (the tree then dropped again) and when it is
/// needed for playback ([`EffectEntry::fxr`], kept from then on until
/// [`Library::forget_read`]): a game's tens of thousands of effects do not stay parsed.
#[derive(Debug, Clone)]
pub struct EffectEntry {
    /// Where it came from (`file!entry` inside a binder).
    pub source: String,
    id: i32,
    row: OnceLock<EffectSummary>,
    stored: Stored,
    parsed: OnceLock<Arc<fxr::Fxr>>,
    /// An edited version put in the file's place ([`Library::replace_effect`]).
    edited: Option<Arc<fxr::Fxr>>,
    limits: Limits,
}

impl EffectEntry {
    /// The parsed file (or its edited version).
    pub fn fxr(&self) -> Result<&Arc<fxr::Fxr>, FileError> {
        if let Some(f) = self.edited.as_ref().or(self.parsed.get()) {
            return Ok(f);
        }
        let f = self.parse().map_err(|e| FileError::new(&self.source, e))?;
        Ok(self.parsed.get_or_init(|| Arc::new(f)))
    }

    fn parse(&self) -> Result<fxr::Fxr, FormatError> {
        fxr::read_with_limits(&self.stored.bytes()?, &self.limits)
    }

    /// The effect list's row, made from the file (or its edited version) when first asked for
    /// (a file that does not read gives a row that says why, so it is still listed).
    pub fn row(&self) -> &EffectSummary {
        self.row
            .get_or_init(|| match self.edited.as_ref().or(self.parsed.get()) {
                Some(f) => effect_row(self.id, &self.source, f),
                // Parsed for the row only: the tree is dropped again.
                None => match self.parse() {
                    Ok(f) => effect_row(self.id, &self.source, &f),
                    Err(e) => EffectSummary::unreadable(
                        self.id,
                        &self.source,
                        FileError::new(&self.source, e).to_string(),
                    ),
                },
            })
    }
}

/// A texture found in an opened file: indexed when opened (its DDS header checked), its
/// surfaces read when it is first drawn or shown ([`TextureEntry::dds`]).
#[derive(Debug, Clone)]
pub struct TextureEntry {
    /// The texture's name in its pack (`s31421_a`).
    pub name: String,
    /// Where it came from.
    pub source: String,
    stored: Stored,
    dds: OnceLock<Result<Arc<dds::Dds>, String>>,
    limits: Limits,
}

impl TextureEntry {
    /// The texture, read on first use. The error names the texture and the offset.
    pub fn dds(&self) -> Result<&dds::Dds, &str> {
        self.dds
            .get_or_init(|| {
                self.stored
                    .bytes()
                    .and_then(|bytes| dds::read_with_limits(&bytes, &self.limits))
                    .map(Arc::new)
                    .map_err(|e| {
                        FileError::new(format!("{}!{}", self.source, self.name), e).to_string()
                    })
            })
            .as_ref()
            .map(|d| d.as_ref())
            .map_err(String::as_str)
    }
}

/// A model found in an opened file (`sNNNNN.flver`, model particles name it by NNNNN):
/// indexed when opened (its header checked), read and decoded when it is first drawn
/// ([`ModelEntry::geometry`]).
#[derive(Debug, Clone)]
pub struct ModelEntry {
    /// Its file name (`s90101.flver`; `s90101.flver.dcx` when it was compressed).
    pub name: String,
    /// Where it came from (`file!entry` inside a binder, as for effects).
    pub source: String,
    stored: Stored,
    geometry: OnceLock<Result<Arc<ModelGeometry>, String>>,
    limits: Limits,
}

impl ModelEntry {
    /// The model ready to draw, read and decoded on first use (then kept). The error names
    /// the model's source and the offset.
    pub fn geometry(&self) -> Result<&ModelGeometry, &str> {
        self.geometry
            .get_or_init(|| {
                self.stored
                    .bytes()
                    .and_then(|bytes| flver::read_with_limits(&bytes, &self.limits))
                    .and_then(|f| ModelGeometry::from_flver(&f, &self.limits))
                    .map(Arc::new)
                    .map_err(|e| FileError::new(&self.source, e).to_string())
            })
            .as_ref()
            .map(|g| g.as_ref())
            .map_err(String::as_str)
    }
}

/// The model id of a file name: `s` and up to 9 digits before the first dot (`s90101.flver`,
/// `s90101.flver.dcx`, a bare `s90101` → 90101). A folder before the name is ignored.
pub fn model_id(name: &str) -> Option<i32> {
    let stem = file_name(name).split('.').next()?;
    let digits = stem.strip_prefix(['s', 'S'])?;
    if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A material found in an opened file.
#[derive(Debug, Clone)]
pub enum MaterialEntry {
    /// A Sekiro-era MTD.
    Mtd {
        /// The material's name (its file name).
        name: String,
        /// Where it came from.
        source: String,
        /// The material.
        mtd: Arc<mtd::Mtd>,
    },
    /// An Elden Ring-era MATBIN.
    Matbin {
        /// The material's name (its file name).
        name: String,
        /// Where it came from.
        source: String,
        /// The material.
        matbin: Arc<matbin::Matbin>,
    },
}

/// A shader program found in an opened file (the effect shader bundle's members).
#[derive(Debug, Clone)]
pub struct ShaderEntry {
    /// The program's name (`GXFfxtessellateMultiTexture.ppo`).
    pub name: String,
    /// Where it came from.
    pub source: String,
    /// The container.
    pub dxbc: Arc<dxbc::Dxbc>,
}

/// What one `open` found, for the page's log.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct OpenSummary {
    /// The file's name.
    pub file: String,
    /// Its outer format.
    pub format: String,
    /// Effects found.
    pub effects: usize,
    /// Textures found.
    pub textures: usize,
    /// Models found (those with an `sNNNNN` name; others are said in the notes).
    pub models: usize,
    /// Materials found.
    pub materials: usize,
    /// Shader programs found.
    pub shaders: usize,
    /// Entries that could not be read (the rest still opened), with their reasons.
    pub errors: Vec<String>,
    /// What the user should know that is not an error, in sentences: an entry listed under a
    /// distinct name because an earlier one has its name, an effect that replaces one of the
    /// same id opened before.
    pub notes: Vec<String>,
}

/// An effect as the effect list shows it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EffectSummary {
    /// The effect id.
    pub id: i32,
    /// Where it came from.
    pub source: String,
    /// The game it was made for.
    pub game: fxr::Game,
    /// Nodes in its tree.
    pub nodes: usize,
    /// The appearance action types it uses.
    pub appearances: Vec<i16>,
    /// Their names in the definitions (`RichModel`), in the same order (`action N` for a
    /// type the definitions do not know).
    pub appearance_names: Vec<String>,
    /// The texture ids its appearances name.
    pub textures: Vec<i32>,
    /// The model ids its model particles (605 and 10015) name.
    pub models: Vec<i32>,
    /// The effects it references.
    pub references: Vec<i32>,
    /// Why the file does not read, for an effect listed by its header whose file is broken
    /// (then the lists above are empty).
    pub error: Option<String>,
}

impl EffectSummary {
    /// The row of an effect whose file does not read.
    fn unreadable(id: i32, source: &str, error: String) -> Self {
        EffectSummary {
            id,
            source: source.to_string(),
            game: fxr::Game::Unknown,
            nodes: 0,
            appearances: Vec::new(),
            appearance_names: Vec::new(),
            textures: Vec::new(),
            models: Vec::new(),
            references: Vec::new(),
            error: Some(error),
        }
    }
}

/// The texture-naming values of the appearance actions (ids of `sNNNNN` textures).
pub const TEXTURE_SLOTS: &[&str] = &[
    "texture",
    "normalMap",
    "layer1",
    "layer2",
    "layer3",
    "mask",
    "specular",
];

/// Every opened effect, texture, model, material and shader program.
#[derive(Debug, Clone, Default)]
pub struct Library {
    effects: BTreeMap<i32, EffectEntry>,
    textures: BTreeMap<i32, TextureEntry>,
    models: BTreeMap<i32, ModelEntry>,
    materials: Vec<MaterialEntry>,
    shaders: Vec<ShaderEntry>,
    limits: Limits,
    unpacked: Arc<UnpackCache>,
    /// The file names opened (without folders), to tell which binders are already open.
    opened: Vec<String>,
}

/// Binders nest (a binder's entry may be a binder) only a few levels deep in the games.
const MAX_DEPTH: usize = 4;

/// Enough of a file to recognise it ([`probe::probe`] looks at most at 0x30..0x34).
const PROBE_BYTES: usize = 0x40;

/// A texture pack's first bytes, read to index it: its header, entries and names fit in them
/// unless it holds hundreds of textures (then it is read whole).
const TPF_HEAD: usize = 16 << 10;

/// Enough of a DDS file for its header (magic, header and DX10 header).
const DDS_HEAD: u64 = 148;

/// Enough of a model for [`flver::check_header`] (magic to data length).
const FLVER_HEAD: usize = 0x14;

/// The file name of a source: the last binder entry of `file!entry!entry` (entries are
/// named by their own file names), or the file's name without its folder.
fn file_name(path: &str) -> &str {
    path.rsplit(['\\', '/', '!']).next().unwrap_or(path)
}

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

    /// Opens a file (through DCX, binders and texture packs) and indexes what it holds. The
    /// outer file must read; entries that fail are listed in the summary and skipped. The
    /// library keeps a copy of the bytes and reads entries from it when needed.
    pub fn open(&mut self, name: &str, bytes: &[u8]) -> Result<OpenSummary, FileError> {
        self.open_owned(name, bytes.to_vec())
    }

    /// [`Library::open`] of bytes the library may keep as they are.
    pub fn open_owned(&mut self, name: &str, bytes: Vec<u8>) -> Result<OpenSummary, FileError> {
        self.open_backed(name, Arc::new(bytes))
    }

    /// [`Library::open`] of bytes that stay where they are (a JavaScript buffer in the
    /// browser, a file on disk): only the headers are read now, each entry when it is
    /// needed. A DCX file is decompressed through the library's [`UnpackCache`].
    pub fn open_backed(
        &mut self,
        name: &str,
        backing: Arc<dyn Backing>,
    ) -> Result<OpenSummary, FileError> {
        let stored = self
            .unpack_if_dcx(Stored::new(backing))
            .map_err(|e| FileError::new(name, e))?;
        self.opened.push(file_name(name).to_string());
        let head = stored
            .head(PROBE_BYTES)
            .map_err(|e| FileError::new(name, e))?;
        let format = match probe::probe(&head) {
            Probe::Known(format) => format,
            // The parser's own error for what it does not read.
            _ => {
                let error =
                    probe::parse(&head, &self.limits)
                        .err()
                        .unwrap_or(FormatError::Invalid {
                            format: "input",
                            offset: 0,
                            what: "format",
                            expected: "a supported file".into(),
                            found: "none".into(),
                        });
                return Err(FileError::new(name, error));
            }
        };
        drop(head);
        let mut summary = OpenSummary {
            file: name.to_string(),
            format: format.name().to_string(),
            ..Default::default()
        };
        self.index(name, format, stored, &mut summary, 0)
            .map_err(|e| FileError::new(name, e))?;
        Ok(summary)
    }

    /// Indexes one file of a known format (a binder's entries in turn). An error is the
    /// file's own (the caller names it); its entries' errors go to the summary.
    fn index(
        &mut self,
        source: &str,
        format: Format,
        stored: Stored,
        summary: &mut OpenSummary,
        depth: usize,
    ) -> Result<(), FormatError> {
        match format {
            Format::Bnd4 => self.index_binder(source, stored, summary, depth),
            Format::Fxr => {
                // The id now; the file is parsed when its row or its playback is asked for.
                let id = fxr::peek_id(&stored.head(fxr::ID_HEADER_SIZE)?)?;
                summary.effects += 1;
                if let Some(earlier) = self.effects.get(&id) {
                    summary.notes.push(format!(
                        "effect {id} of {source} replaces the one of {} (same id; the later file wins)",
                        earlier.source
                    ));
                }
                self.effects.insert(
                    id,
                    EffectEntry {
                        source: source.to_string(),
                        id,
                        row: OnceLock::new(),
                        stored,
                        parsed: OnceLock::new(),
                        edited: None,
                        limits: self.limits,
                    },
                );
                Ok(())
            }
            Format::Tpf => {
                // The header, entries and names (a pack's first bytes), not the textures.
                let total = stored.len() as u64;
                let head = stored.head(TPF_HEAD)?;
                let (t, spans) = match tpf::read_index(&head, total, &self.limits) {
                    Ok(index) => index,
                    // Names past the first bytes, or a broken pack: read whole (its error is
                    // then the one the whole pack gives).
                    Err(_) if head.len() < stored.len() => {
                        tpf::read_index(&stored.bytes()?, total, &self.limits)?
                    }
                    Err(e) => return Err(e),
                };
                drop(head);
                for (texture, (offset, size)) in t.textures.into_iter().zip(spans) {
                    let Some(id) = tpf::texture_id(&texture.name) else {
                        continue;
                    };
                    let Ok(id) = i32::try_from(id) else { continue };
                    // The header and sizes are checked now, the surfaces read when drawn.
                    let part = stored.part(offset, size);
                    let checked = texture.check_dds().and_then(|()| {
                        dds::check_with_limits(&part.head(DDS_HEAD as usize)?, size, &self.limits)
                    });
                    if let Err(e) = checked {
                        summary.errors.push(
                            FileError::new(format!("{source}!{}", texture.name), e).to_string(),
                        );
                        continue;
                    }
                    summary.textures += 1;
                    let entry = TextureEntry {
                        name: texture.name.clone(),
                        source: source.to_string(),
                        stored: part,
                        dds: OnceLock::new(),
                        limits: self.limits,
                    };
                    // An albedo (`_a` or no suffix) wins over other maps of the same id.
                    let albedo = !texture.name.contains('_') || texture.name.ends_with("_a");
                    if albedo || !self.textures.contains_key(&id) {
                        self.textures.insert(id, entry);
                    }
                }
                Ok(())
            }
            Format::Dds => {
                let head = stored.head(DDS_HEAD as usize)?;
                dds::check_with_limits(&head, stored.len() as u64, &self.limits)?;
                let stem = file_name(source).split('.').next().unwrap_or_default();
                if let Some(id) = tpf::texture_id(stem).and_then(|id| i32::try_from(id).ok()) {
                    summary.textures += 1;
                    self.textures.insert(
                        id,
                        TextureEntry {
                            name: stem.to_string(),
                            source: source.to_string(),
                            stored,
                            dds: OnceLock::new(),
                            limits: self.limits,
                        },
                    );
                }
                Ok(())
            }
            Format::Flver => {
                let Some(id) = model_id(source) else {
                    summary.notes.push(format!(
                        "{source}: a model without an sNNNNN name: not indexed"
                    ));
                    return Ok(());
                };
                // The header now, the meshes when the model is first drawn.
                flver::check_header(&stored.head(FLVER_HEAD)?, stored.len() as u64, &self.limits)?;
                summary.models += 1;
                if let Some(earlier) = self.models.get(&id) {
                    summary.notes.push(format!(
                        "model s{id:05} of {source} replaces the one of {} (same id; the later file wins)",
                        earlier.source
                    ));
                }
                self.models.insert(
                    id,
                    ModelEntry {
                        name: file_name(source).to_string(),
                        source: source.to_string(),
                        stored,
                        geometry: OnceLock::new(),
                        limits: self.limits,
                    },
                );
                Ok(())
            }
            // Materials and programs are few and small: parsed now.
            _ => {
                let document = probe::parse(&stored.bytes()?, &self.limits)?;
                self.index_parsed(source, document, summary);
                Ok(())
            }
        }
    }

    fn index_parsed(&mut self, source: &str, document: Document, summary: &mut OpenSummary) {
        match document {
            Document::Mtd(m) => {
                summary.materials += 1;
                self.materials.push(MaterialEntry::Mtd {
                    name: file_name(source).to_string(),
                    source: source.to_string(),
                    mtd: Arc::new(m),
                });
            }
            Document::Matbin(m) => {
                summary.materials += 1;
                self.materials.push(MaterialEntry::Matbin {
                    name: file_name(source).to_string(),
                    source: source.to_string(),
                    matbin: Arc::new(m),
                });
            }
            Document::Dxbc(d) => {
                summary.shaders += 1;
                self.shaders.push(ShaderEntry {
                    name: file_name(source).to_string(),
                    source: source.to_string(),
                    dxbc: Arc::new(*d),
                });
            }
            // Indexed without a whole parse (see `index`).
            Document::Bnd4(_)
            | Document::Fxr(_)
            | Document::Tpf(_)
            | Document::Dds(_)
            | Document::Flver(_) => {}
        }
    }

    /// `stored` itself, or, when it is a DCX file, its decompressed bytes through the cache
    /// (the header checked now, the payload decompressed when first read).
    fn unpack_if_dcx(&self, stored: Stored) -> Result<Stored, FormatError> {
        if !dcx::is_dcx(&stored.head(4)?) {
            return Ok(stored);
        }
        let backing = DcxBacking::new(stored, self.unpacked.clone(), self.limits)?;
        // An `Arc` for sharing among the entries, not threads: a backing may be a JavaScript
        // buffer, which stays on its thread.
        #[allow(clippy::arc_with_non_send_sync)]
        Ok(Stored::new(Arc::new(backing)))
    }

    /// A binder: its headers read (nothing of its entries copied), then each entry indexed.
    fn index_binder(
        &mut self,
        source: &str,
        stored: Stored,
        summary: &mut OpenSummary,
        depth: usize,
    ) -> Result<(), FormatError> {
        if depth >= MAX_DEPTH {
            summary.errors.push(format!(
                "{source}: binders nested deeper than {MAX_DEPTH}: not opened"
            ));
            return Ok(());
        }
        let end = bnd4::headers_end(&stored.head(0x30)?).unwrap_or(0);
        let head = stored.head(usize::try_from(end).unwrap_or(usize::MAX).max(0x40))?;
        let (b, spans) = match bnd4::read_index(&head, stored.len() as u64, &self.limits) {
            Ok(index) => index,
            // Headers that reach past where they say they end, or a broken binder: read it
            // whole (its error is then the one the whole binder gives).
            Err(_) if head.len() < stored.len() => {
                bnd4::read_index(&stored.bytes()?, stored.len() as u64, &self.limits)?
            }
            Err(e) => return Err(e),
        };
        drop(head);
        // Entries are named by their file names; repeats get distinct ones, so both are
        // listed and either can be looked up.
        let names = b.entry_file_names();
        for ((entry, name), (offset, size)) in b.entries.into_iter().zip(names).zip(spans) {
            summary.notes.extend(name.note(source, entry.id));
            let entry_name = format!("{source}!{}", name.name);
            let part = stored.part(offset, size);
            if let Err(e) = self.index_entry(&entry_name, part, summary, depth) {
                summary
                    .errors
                    .push(FileError::new(&entry_name, e).to_string());
            }
        }
        Ok(())
    }

    /// One binder entry: decompressed if it is a DCX, probed, indexed when it is a format
    /// the library reads (animations and lists are skipped quietly).
    fn index_entry(
        &mut self,
        entry_name: &str,
        part: Stored,
        summary: &mut OpenSummary,
        depth: usize,
    ) -> Result<(), FormatError> {
        let part = self.unpack_if_dcx(part)?;
        let Probe::Known(format) = probe::probe(&part.head(PROBE_BYTES)?) else {
            return Ok(());
        };
        self.index(entry_name, format, part, summary, depth + 1)
    }

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
        let entry = self.opened_effect(id)?;
        if let Some(parsed) = entry.parsed.get() {
            return Ok(parsed.as_ref().clone());
        }
        let parsed = entry
            .parse()
            .map_err(|e| FileError::new(&entry.source, e))?;
        // Kept (until `forget_read`), as a playback keeps it.
        Ok(entry
            .parsed
            .get_or_init(|| Arc::new(parsed))
            .as_ref()
            .clone())
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
    fn opened_effect(&self, id: i32) -> Result<&EffectEntry, FileError> {
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

    /// Compiles an effect for playback, resolving its references among the opened effects.
    pub fn program(&self, id: i32) -> Result<Arc<EffectProgram>, FileError> {
        let entry = self.opened_effect(id)?;
        let fxr = entry.fxr()?;
        let resolver = |rid: i32| self.effects.get(&rid).and_then(|e| e.fxr().ok().cloned());
        program::compile_with(fxr, Some(&resolver))
            .map(Arc::new)
            .map_err(|e| FileError::new(&entry.source, e))
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
            for effect in next.iter().filter_map(|e| self.effects.get(e)) {
                let row = effect.row();
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

    /// Where to look for what `effects` name and no opened file holds: for each effect, the
    /// first of the binders the game normally keeps its textures and models in (see
    /// [`resource_binders_of`]) that is not open yet; each binder once.
    pub fn usual_resource_binders(&self, effects: impl IntoIterator<Item = i32>) -> Vec<String> {
        let mut binders: Vec<String> = effects
            .into_iter()
            .filter_map(|id| {
                let e = self.effects.get(&id)?;
                resource_binders_of(&e.source, e.row().game)
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
        self.effects.get(&id).map(|e| e.row().clone())
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

/// The effect list's row for a parsed effect.
fn effect_row(id: i32, source: &str, f: &fxr::Fxr) -> EffectSummary {
    let mut appearances = Vec::new();
    let mut textures = Vec::new();
    let mut models = Vec::new();
    let mut ids = CurveIds::default();
    for node in f.nodes() {
        for config in &node.configs {
            for action in &config.actions {
                if crate::appearance::AppearanceKind::from_action(action.action_type).is_none()
                    && !matches!(
                        action.action_type,
                        ids::MODEL | ids::GPU_STANDARD_PARTICLE..=ids::RICH_MODEL
                    )
                {
                    continue;
                }
                if !appearances.contains(&action.action_type) {
                    appearances.push(action.action_type);
                }
                if let Ok(data) = ActionData::compile(action, f.game, &mut ids) {
                    textures.extend(texture_ids(&data));
                    if matches!(action.action_type, ids::MODEL | ids::RICH_MODEL) {
                        models.extend(model_ids(&data));
                    }
                }
            }
        }
    }
    appearances.sort_unstable();
    textures.sort_unstable();
    textures.dedup();
    models.sort_unstable();
    models.dedup();
    let appearance_names = appearances
        .iter()
        .map(|&t| {
            u16::try_from(t)
                .ok()
                .and_then(fxr_formats::fxr::actions::action_info)
                .map_or_else(|| format!("action {t}"), |info| info.name.to_string())
        })
        .collect();
    EffectSummary {
        id,
        source: source.to_string(),
        game: f.game,
        nodes: f.nodes().len(),
        appearances,
        appearance_names,
        textures,
        models,
        references: f.sfx_references.clone(),
        error: None,
    }
}

/// The texture ids an appearance action names (non-zero values of its texture slots).
pub fn texture_ids(action: &ActionData) -> Vec<i32> {
    TEXTURE_SLOTS
        .iter()
        .filter(|name| action.slot(name).is_some())
        .map(|name| {
            action
                .curve_or(name, 0.0)
                .eval_at(0.0, &Default::default(), 0)[0] as i32
        })
        .filter(|&id| id > 0)
        .collect()
}

/// The model id a model particle action (605, 10015) names: its `model` value at time 0,
/// when it has one and it is positive.
pub fn model_ids(action: &ActionData) -> Vec<i32> {
    if action.slot("model").is_none() {
        return Vec::new();
    }
    let id = action
        .curve_or("model", 0.0)
        .eval_at(0.0, &Default::default(), 0)[0] as i32;
    if id > 0 { vec![id] } else { Vec::new() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::testutil::sample;

    /// A library with the demo binder open.
    fn demo_library() -> Library {
        let mut library = Library::new();
        library
            .open(
                fxr_demo::DEMO_BINDER_NAME,
                &fxr_demo::demo_binder().unwrap(),
            )
            .unwrap();
        library
    }

    /// Two versions of one effect id, from two sources, are told apart by their libraries.
    #[test]
    fn two_versions_of_one_effect_are_compared_from_two_libraries() {
        let effects = fxr_demo::demo_effects().expect("the demo effects build");
        let original = effects.into_iter().next().expect("a demo effect");
        let mut edited = original.clone();
        edited.external_values2.push(77);
        let (mut a, mut b) = (Library::new(), Library::new());
        a.open("a.fxr", &fxr::write(&original).expect("writes"))
            .expect("opens");
        b.open("b.fxr", &fxr::write(&edited).expect("writes"))
            .expect("opens");
        let id = original.id;
        let d = a.diff_effects(id, &b, id).expect("both have the effect");
        let paths: Vec<&str> = d.changes.iter().map(|c| c.path.as_str()).collect();
        assert_eq!(paths, ["external_values2"]);
        assert!(a.diff_effects(id, &a, id).expect("same").changes.is_empty());
        let missing = a.diff_effects(id, &b, 4242).expect_err("no such effect");
        assert!(missing.to_string().contains("4242"), "{missing}");
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn opens_effects_textures_and_materials_through_containers() {
        let mut library = Library::new();
        let Some(fxr) = sample("er/f000523390.fxr") else {
            return;
        };
        let s = library.open("f000523390.fxr", &fxr).unwrap();
        assert_eq!((s.format.as_str(), s.effects), ("FXR", 1));
        let summary = library.summary(523390).unwrap();
        assert!(summary.appearances.contains(&603) && summary.appearances.contains(&604));
        assert!(
            summary.textures.contains(&31421) && summary.textures.contains(&31211),
            "{:?}",
            summary.textures
        );
        assert_eq!(summary.nodes, 12);

        let Some(mtdbnd) = sample("sdt/allmaterialbnd.mtdbnd") else {
            return;
        };
        let s = library.open("allmaterialbnd.mtdbnd", &mtdbnd).unwrap();
        assert_eq!(s.materials, 33);
        let Some(matbnd) = sample("er/allmaterial.matbinbnd.dcx") else {
            return;
        };
        assert_eq!(
            library
                .open("allmaterial.matbinbnd.dcx", &matbnd)
                .unwrap()
                .materials,
            22
        );
        assert_eq!(library.materials().len(), 55);
        let Some(tpf) = sample("er/systex.tpf.dcx") else {
            return;
        };
        let s = library.open("systex.tpf.dcx", &tpf).unwrap();
        assert_eq!(s.format, "TPF");
        let Some(shader) = sample("dxbc/shader.dxbc") else {
            return;
        };
        library.open("shader.dxbc", &shader).unwrap();
        assert!(library.shader("shader").is_some());
    }

    /// Bytes that count what is read of them.
    #[derive(Debug)]
    struct Counting(Vec<u8>, std::sync::atomic::AtomicUsize);

    impl Backing for Counting {
        fn len(&self) -> usize {
            self.0.len()
        }
        fn read(
            &self,
            range: std::ops::Range<usize>,
        ) -> Result<std::borrow::Cow<'_, [u8]>, FormatError> {
            self.1
                .fetch_add(range.len(), std::sync::atomic::Ordering::Relaxed);
            // Owned, as a JavaScript buffer's parts are.
            Ok(std::borrow::Cow::Owned(self.0[range].to_vec()))
        }
    }

    /// Opening a binder reads its headers, its effects' files and its textures' headers,
    /// not the textures' surfaces: those are read when a texture is first used. The index
    /// is the one the whole bytes give.
    #[test]
    fn a_binder_is_indexed_without_reading_its_textures() {
        use std::sync::atomic::Ordering;
        let binder = fxr_demo::scale::scale_effect_binder(30, 20, 64).unwrap();
        let plain = dcx::read(&binder).unwrap().data;
        let backing = Arc::new(Counting(plain.clone(), Default::default()));
        let mut lazy = Library::new();
        let summary = lazy.open_backed("scale.ffxbnd", backing.clone()).unwrap();
        let mut whole = Library::new();
        assert_eq!(whole.open("scale.ffxbnd", &binder).unwrap(), summary);
        assert_eq!(summary.effects, 30);
        assert!(summary.errors.is_empty(), "{:?}", summary.errors);
        let read_at_open = backing.1.load(Ordering::Relaxed);
        // The 20 generated textures alone are 20 * 64 * 64 * 4 bytes.
        assert!(
            read_at_open + 20 * 64 * 64 * 4 <= plain.len(),
            "{read_at_open} of {} bytes read",
            plain.len()
        );
        let rows = |l: &Library| -> Vec<EffectSummary> {
            l.effects().filter_map(|(&id, _)| l.summary(id)).collect()
        };
        assert_eq!(rows(&lazy), rows(&whole));
        let id = fxr_demo::scale::SCALE_FIRST_TEXTURE + 3;
        let texture = lazy.texture(id).unwrap();
        assert_eq!(
            texture.dds().unwrap(),
            whole.texture(id).unwrap().dds().unwrap()
        );
        assert!(backing.1.load(Ordering::Relaxed) >= read_at_open + 64 * 64 * 4);
        // An effect is parsed again when needed, as the whole bytes give it.
        let first = fxr_demo::scale::SCALE_FIRST_EFFECT;
        assert_eq!(
            lazy.effect(first).unwrap().fxr().unwrap(),
            whole.effect(first).unwrap().fxr().unwrap()
        );
        lazy.program(first).unwrap();
    }

    /// A texture whose header or size is wrong is said when the file is opened (naming the
    /// entry and the offset), as when textures were read whole at opening.
    #[test]
    fn a_broken_texture_is_an_error_at_opening() {
        use fxr_formats::bnd4::{Bnd4, BndEntry};
        let mut tpf_bytes =
            fxr_demo::textures::texture_tpf(&fxr_demo::demo_textures().unwrap()[0]).unwrap();
        // Cut the file: the last texture's surfaces no longer fit.
        let (t, spans) =
            tpf::read_index(&tpf_bytes, tpf_bytes.len() as u64, &Limits::default()).unwrap();
        let (offset, size) = spans[0];
        // The DDS's height field (at 0x0C of its header) made huge.
        let at = (offset + 0x0C) as usize;
        tpf_bytes[at..at + 4].copy_from_slice(&4096u32.to_le_bytes());
        assert!(size > 0);
        let mut bnd = Bnd4::new_elden_ring();
        bnd.entries.push(BndEntry::new(
            Some(0),
            Some("N:\\tex\\broken.tpf".into()),
            tpf_bytes,
        ));
        bnd.rebuild_hash_table();
        let bytes = fxr_formats::bnd4::write(&bnd).unwrap();
        let summary = Library::new().open("t.ffxbnd", &bytes).unwrap();
        assert_eq!(summary.textures, 0);
        assert_eq!(summary.errors.len(), 1, "{:?}", summary.errors);
        assert!(
            summary.errors[0]
                .starts_with(&format!("t.ffxbnd!broken.tpf!{}: DDS", t.textures[0].name)),
            "{:?}",
            summary.errors
        );
    }

    /// A binder of `(name, bytes)` entries under an Elden Ring model folder.
    fn model_binder(entries: &[(&str, Vec<u8>)]) -> Vec<u8> {
        use fxr_formats::bnd4::{Bnd4, BndEntry};
        let mut bnd = Bnd4::new_elden_ring();
        for (id, (name, bytes)) in entries.iter().enumerate() {
            bnd.entries.push(BndEntry::new(
                Some(200_000 + id as i32),
                Some(format!("N:\\GR\\data\\INTERROOT_win64\\sfx\\model\\{name}")),
                bytes.clone(),
            ));
        }
        bnd.rebuild_hash_table();
        fxr_formats::bnd4::write(&bnd).unwrap()
    }

    fn fixture_bytes() -> Vec<u8> {
        flver::write(&flver::fixture(0x2001A).unwrap()).unwrap()
    }

    #[test]
    fn an_effect_s_textures_are_looked_for_in_its_binder_s_resource_binder() {
        use fxr::Game;
        let homes = |source: &str, game| resource_binders_of(source, game);
        assert_eq!(
            homes(
                "sfx/frpg_sfxbnd_dlc2_effect.ffxbnd.dcx!f000441303.fxr",
                Game::DarkSouls3
            ),
            [
                "frpg_sfxbnd_dlc2_resource.ffxbnd.dcx",
                "frpg_sfxbnd_commoneffects_resource.ffxbnd.dcx"
            ]
        );
        assert_eq!(
            homes(
                "sfx/sfxbnd_c6250.ffxbnd.dcx!f000662571.fxr",
                Game::ArmoredCore6
            ),
            ["sfxbnd_commoneffects_resource.ffxbnd.dcx"]
        );
        assert_eq!(
            homes(
                "sfxbnd_commoneffects_dlc02.ffxbnd.dcx!f000523390.fxr",
                Game::EldenRing
            ),
            [
                "sfxbnd_commoneffects_dlc02_resource.ffxbnd.dcx",
                "sfxbnd_commoneffects_resource.ffxbnd.dcx"
            ]
        );
        assert!(homes("f000523390.fxr", Game::EldenRing).is_empty());
    }

    /// With an effect binder's own resource binder open, what is still missing is looked
    /// for in the common one.
    #[test]
    fn the_next_usual_binder_is_named_once_the_first_is_open() {
        let binder = fxr_demo::demo_binder().unwrap();
        let mut library = Library::new();
        library
            .open("sfx/frpg_sfxbnd_m30_effect.ffxbnd.dcx", &binder)
            .unwrap();
        let ids: Vec<i32> = library.effects().map(|(&id, _)| id).collect();
        let first = |l: &Library| l.usual_resource_binders(ids.iter().copied());
        assert_eq!(first(&library), ["frpg_sfxbnd_m30_resource.ffxbnd.dcx"]);
        library
            .open("sfx/frpg_sfxbnd_m30_resource.ffxbnd.dcx", &binder)
            .unwrap();
        assert_eq!(
            first(&library),
            ["frpg_sfxbnd_commoneffects_resource.ffxbnd.dcx"]
        );
    }

    /// Opening a binder reads its effects' headers only: an effect whose body is broken is
    /// still listed (by its header's id), its row says why, and playing it is an error naming
    /// the entry and the offset.
    #[test]
    fn an_effect_that_does_not_read_is_listed_with_why() {
        let mut broken = fxr::write(&fxr_demo::demo_effects().unwrap()[0]).unwrap();
        let id = fxr::peek_id(&broken).unwrap();
        // The node list's offset (0x28) past the end of the file.
        broken[0x28..0x2C].copy_from_slice(&0x7FFF_FFF0u32.to_le_bytes());
        let binder = model_binder(&[("f000000001.fxr", broken)]);
        let mut library = Library::new();
        let summary = library.open("sfx.ffxbnd", &binder).unwrap();
        assert_eq!(summary.effects, 1);
        let row = library.summary(id).unwrap();
        let error = row.error.expect("the row says why");
        assert!(
            error.starts_with("sfx.ffxbnd!f000000001.fxr: FXR"),
            "{error}"
        );
        let played = library.program(id).unwrap_err().to_string();
        assert!(played.contains("offset 0x"), "{played}");
    }

    /// An edited effect plays in place of the opened one, through `forget_read`; the file's
    /// own version stays readable and comes back when the edit is dropped.
    #[test]
    fn an_edited_effect_replaces_the_opened_one_and_the_original_stays_readable() {
        let mut library = demo_library();
        let original = library.original_effect(1001).unwrap();
        let mut edited = original.clone();
        edited.root.children.clear();
        assert!(library.replace_effect(1001, Some(edited.clone())).is_some());
        library.forget_read();
        assert_eq!(
            library.effect(1001).unwrap().fxr().unwrap().as_ref(),
            &edited
        );
        assert_eq!(library.summary(1001).unwrap().nodes, edited.nodes().len());
        assert_eq!(library.original_effect(1001).unwrap(), original);
        library.replace_effect(1001, None).unwrap();
        assert_eq!(
            library.effect(1001).unwrap().fxr().unwrap().as_ref(),
            &original
        );
        assert!(library.replace_effect(4242, Some(original)).is_none());
    }

    /// What an effect names that no opened file holds is known from its rows, before a
    /// frame is drawn, references included.
    #[test]
    fn an_effect_s_missing_textures_are_known_before_it_is_drawn() {
        let library = demo_library();
        assert_eq!(library.missing_of(1001), (Vec::new(), Vec::new()));
        // The effects alone, without the binder's textures and models.
        let mut effects_only = Library::new();
        for (&id, _) in library.effects() {
            let bytes = fxr::write(&library.original_effect(id).unwrap()).unwrap();
            effects_only.open(&format!("f{id:09}.fxr"), &bytes).unwrap();
        }
        let (textures, _) = effects_only.missing_of(1001);
        assert_eq!(textures, library.summary(1001).unwrap().textures);
        // 1010 draws 1002 by reference: 1002's textures are its too.
        let (proxy, _) = effects_only.missing_of(1010);
        for t in library.summary(1002).unwrap().textures {
            assert!(
                proxy.contains(&t),
                "{t} of 1002 missing for 1010: {proxy:?}"
            );
        }
        let (_, models) = effects_only.missing_of(1011);
        assert_eq!(models, library.summary(1011).unwrap().models);
    }

    #[test]
    fn model_ids_are_the_digits_of_an_s_name() {
        assert_eq!(model_id("s90101.flver"), Some(90101));
        assert_eq!(model_id("s00436.flver.dcx"), Some(436));
        assert_eq!(model_id("S12"), Some(12));
        assert_eq!(model_id("a.ffxbnd.dcx!s80201.flver"), Some(80201));
        assert_eq!(model_id("N:\\sfx\\model\\s80201.flver"), Some(80201));
        for name in [
            "ring.flver",
            "s.flver",
            "s12a.flver",
            "s1234567890.flver",
            "x12.flver",
        ] {
            assert_eq!(model_id(name), None, "{name}");
        }
    }

    /// A binder's models (plain and DCX-compressed entries) are indexed by the ids their
    /// names give, with only their headers read at opening; the meshes are read when the
    /// geometry is first asked for, and give what the model decodes to. A model without an
    /// `sNNNNN` name is said in the notes.
    #[test]
    fn a_binder_s_models_are_indexed_by_id_and_read_when_first_drawn() {
        use std::sync::atomic::Ordering;
        let model = fixture_bytes();
        let compressed = dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::DEFLATE_ER,
            data: model.clone(),
        })
        .unwrap();
        let binder = model_binder(&[
            ("s00123.flver", model.clone()),
            ("s00124.flver.dcx", compressed),
            ("ring.flver", model.clone()),
        ]);
        let backing = Arc::new(Counting(binder.clone(), Default::default()));
        let mut library = Library::new();
        let summary = library.open_backed("m.ffxbnd", backing.clone()).unwrap();
        assert_eq!(summary.models, 2);
        assert!(summary.errors.is_empty(), "{:?}", summary.errors);
        assert_eq!(
            summary.notes,
            ["m.ffxbnd!ring.flver: a model without an sNNNNN name: not indexed"]
        );
        // The binder's headers, each entry's first bytes (a few hundred in all) and the
        // compressed entry (decompressed at opening), not the plain models.
        let read_at_open = backing.1.load(Ordering::Relaxed);
        assert!(
            read_at_open + 2 * model.len() <= binder.len() + 1024,
            "{read_at_open} of {} bytes read ({} a model)",
            binder.len(),
            model.len()
        );
        let ids: Vec<i32> = library.models().map(|(&id, _)| id).collect();
        assert_eq!(ids, [123, 124]);
        let entry = library.model(123).unwrap();
        assert_eq!(
            (entry.name.as_str(), entry.source.as_str()),
            ("s00123.flver", "m.ffxbnd!s00123.flver")
        );
        assert_eq!(library.model(124).unwrap().name, "s00124.flver.dcx");
        let expected =
            ModelGeometry::from_flver(&flver::fixture(0x2001A).unwrap(), &Limits::default())
                .unwrap();
        assert_eq!(entry.geometry().unwrap(), &expected);
        assert!(backing.1.load(Ordering::Relaxed) >= read_at_open + model.len());
        assert_eq!(library.model(124).unwrap().geometry().unwrap(), &expected);
        assert!(library.model(125).is_none());
    }

    /// A model opened on its own, plain or compressed, is indexed by its file name's id; one
    /// without such a name is said, not indexed.
    #[test]
    fn a_lone_model_is_indexed_by_its_file_name() {
        let model = fixture_bytes();
        let mut library = Library::new();
        let s = library.open("s00436.flver", &model).unwrap();
        assert_eq!((s.format.as_str(), s.models), ("FLVER", 1));
        assert!(s.notes.is_empty(), "{:?}", s.notes);
        let geometry = library.model(436).unwrap().geometry().unwrap();
        assert!(geometry.triangle_count() > 0);
        let compressed = dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::DEFLATE_ER,
            data: model.clone(),
        })
        .unwrap();
        assert_eq!(
            library
                .open("s00437.flver.dcx", &compressed)
                .unwrap()
                .models,
            1
        );
        assert!(library.model(437).unwrap().geometry().is_ok());
        let s = library.open("ring.flver", &model).unwrap();
        assert_eq!(s.models, 0);
        assert_eq!(
            s.notes,
            ["ring.flver: a model without an sNNNNN name: not indexed"]
        );
    }

    /// A model whose header is right but whose body is broken opens (it is not read whole
    /// then); asking for its geometry gives the error, naming the entry and the offset.
    #[test]
    fn a_broken_model_is_an_error_when_first_drawn_not_at_opening() {
        let mut broken = fixture_bytes();
        // The mesh count (0x20) made more than the file can hold.
        broken[0x20..0x24].copy_from_slice(&0x0100_0000i32.to_le_bytes());
        let binder = model_binder(&[("s00125.flver", broken)]);
        let mut library = Library::new();
        let summary = library.open("b.ffxbnd", &binder).unwrap();
        assert_eq!(summary.models, 1);
        assert!(summary.errors.is_empty(), "{:?}", summary.errors);
        let error = library.model(125).unwrap().geometry().unwrap_err();
        assert!(
            error.starts_with("b.ffxbnd!s00125.flver: FLVER") && error.contains("offset 0x"),
            "{error}"
        );
        // Asked again, the same error (kept, not read again).
        assert_eq!(library.model(125).unwrap().geometry().unwrap_err(), error);
        // (The renderer draws it as the placeholder and says why: fxr-draw's `source` tests.)
        // A header that does not fit its file is said at opening, naming the entry.
        let mut short = fixture_bytes();
        short.truncate(short.len() - 4);
        let summary = Library::new()
            .open("c.ffxbnd", &model_binder(&[("s00126.flver", short)]))
            .unwrap();
        assert_eq!(summary.models, 0);
        assert!(
            summary.errors.len() == 1
                && summary.errors[0].starts_with("c.ffxbnd!s00126.flver: FLVER"),
            "{:?}",
            summary.errors
        );
    }

    /// The effect list's row names the models of 605 and 10015 actions, like the textures
    /// of the other appearances.
    #[test]
    fn an_effect_row_lists_the_models_its_model_particles_name() {
        use fxr_demo::builder::{
            ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, root_node,
        };
        use fxr_formats::fxr::Game;
        let game = Game::EldenRing;
        let node = |action_type: u16, model: i32| {
            let action = ActionBuilder::er(action_type)
                .unwrap()
                .int("model", model)
                .unwrap()
                .build();
            let config = ConfigBuilder::er().unwrap().set(action).unwrap().build();
            basic_node(game, vec![config], &[0], Vec::new()).unwrap()
        };
        let root = root_node(
            game,
            vec![node(605, 90102), node(10015, 90101), node(605, 90101)],
        )
        .unwrap();
        let fxr = effect(1011, vec![playing_state()], root);
        let mut library = Library::new();
        library
            .open("f000001011.fxr", &fxr_formats::fxr::write(&fxr).unwrap())
            .unwrap();
        let row = library.summary(1011).unwrap();
        assert_eq!(row.models, [90101, 90102]);
        assert_eq!(row.appearances, [605, 10015]);
        assert_eq!(row.appearance_names, ["Model", "RichModel"]);
        assert!(row.textures.is_empty(), "{:?}", row.textures);
    }

    #[test]
    fn a_bad_file_is_an_error_naming_it() {
        let err = Library::new()
            .open("broken.fxr", b"FXR\0\0\0\x05\0")
            .unwrap_err();
        assert!(err.to_string().starts_with("broken.fxr: FXR"), "{err}");
    }

    /// Two different materials under one name (as Sekiro's allmaterialbnd has
    /// `M[ARSN]_4m.mtd` twice): both are indexed, the later under a distinct name, said in
    /// the summary; the material index lists both and finds either.
    #[test]
    fn entries_with_repeated_names_are_all_listed() {
        use fxr_demo::materials::{demo_detail, demo_lake};
        use fxr_formats::bnd4::{Bnd4, BndEntry};
        let mut bnd = Bnd4::new_elden_ring();
        for (id, material) in [(1399, demo_lake()), (2654, demo_detail())] {
            bnd.entries.push(BndEntry::new(
                Some(id),
                Some("N:\\material\\M[ARSN]_4m.matbin".into()),
                fxr_formats::matbin::write(&material).unwrap(),
            ));
        }
        bnd.rebuild_hash_table();
        let bytes = fxr_formats::bnd4::write(&bnd).unwrap();
        let mut library = Library::new();
        let s = library.open("all.matbinbnd", &bytes).unwrap();
        assert_eq!(s.materials, 2);
        assert_eq!(
            s.notes,
            [
                "all.matbinbnd: entry 2654 is named M[ARSN]_4m.matbin like an earlier entry; it is listed as M[ARSN]_4m.2654.matbin"
            ]
        );
        let index = crate::materials::MaterialIndex::from_library(&library);
        assert_eq!(index.len(), 2);
        let names: Vec<String> = (0..2).map(|i| index.row(i).unwrap().name.clone()).collect();
        assert_eq!(names, ["M[ARSN]_4m.matbin", "M[ARSN]_4m.2654.matbin"]);
        assert_eq!(index.find("M[ARSN]_4m.matbin"), Some(0));
        assert_eq!(index.find("M[ARSN]_4m.2654.matbin"), Some(1));
        // The index opened from the file directly names them the same way.
        let direct =
            crate::materials::MaterialIndex::open("all.matbinbnd", &bytes, &Limits::default())
                .unwrap();
        assert_eq!(direct.row(1).unwrap().name, "M[ARSN]_4m.2654.matbin");
        assert_eq!(direct.notes().len(), 1);
    }

    #[test]
    fn an_effect_or_model_replacing_one_of_the_same_id_is_said() {
        let bytes = fxr_demo::demo_binder().unwrap();
        let mut library = Library::new();
        assert!(
            library
                .open("a.ffxbnd.dcx", &bytes)
                .unwrap()
                .notes
                .is_empty()
        );
        let again = library.open("b.ffxbnd.dcx", &bytes).unwrap();
        // One note per effect and per model (the demo's two models are replaced too).
        assert_eq!(again.notes.len(), again.effects + again.models);
        assert!(again.notes.contains(&"model s90101 of b.ffxbnd.dcx!s90101.flver replaces the one of a.ffxbnd.dcx!s90101.flver (same id; the later file wins)".to_string()), "{:?}", again.notes);
        assert_eq!(
            again.notes[1],
            "effect 1001 of b.ffxbnd.dcx!f000001001.fxr replaces the one of a.ffxbnd.dcx!f000001001.fxr (same id; the later file wins)"
        );
    }

    /// What is not simulated is said in sentences (where, the action's name, why), and the
    /// effect list names appearance types by their definitions' names, never a bare number.
    #[test]
    fn unsupported_actions_and_appearances_are_named_in_words() {
        use fxr_demo::builder::{
            ActionBuilder, ConfigBuilder, basic_node, effect, playing_state, proxy_node, root_node,
        };
        use fxr_formats::fxr::Game;
        let game = Game::EldenRing;
        let rich_model = ConfigBuilder::er()
            .unwrap()
            .set(ActionBuilder::er(10015).unwrap().build())
            .unwrap()
            .build();
        let root = root_node(
            game,
            vec![
                proxy_node(game, 523740).unwrap(),
                basic_node(game, vec![rich_model], &[0], Vec::new()).unwrap(),
            ],
        )
        .unwrap();
        let fxr = effect(637060, vec![playing_state()], root);
        let bytes = fxr_formats::fxr::write(&fxr).unwrap();
        let mut library = Library::new();
        library.open("f000637060.fxr", &bytes).unwrap();
        let program = library.program(637060).unwrap();
        let messages: Vec<&str> = program
            .unsupported
            .iter()
            .map(|u| u.message.as_str())
            .collect();
        assert!(
            messages.contains(
                &"Node 0: SFXReference (action 132, effect 523740) is not played: the referenced effect is not among the opened files."
            ),
            "{messages:?}"
        );
        let summary = library.summary(637060).unwrap();
        let position = summary
            .appearances
            .iter()
            .position(|&t| t == 10015)
            .unwrap();
        assert_eq!(summary.appearance_names[position], "RichModel");
    }
}
