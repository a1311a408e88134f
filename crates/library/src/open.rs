//! Opening a file: through DCX, binders (nested) and texture packs, each entry probed by its
//! magic and indexed from its header alone (effects by the id in their header, textures and
//! models by their `sNNNNN` names); what is indexed is read when first needed.

use crate::backing::{Backing, DcxBacking, Stored};
use crate::entries::{
    BinderSlot, EffectEntry, MaterialEntry, ModelEntry, ShaderEntry, TextureEntry, file_name,
    model_id,
};
use crate::library::{Library, MAX_DEPTH};
use fxr_formats::probe::{self, Document, Format, Probe};
use fxr_formats::{FileError, FormatError, Limits, bnd4, dcx, dds, flver, fxr, tpf};
use std::sync::{Arc, OnceLock};

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
    /// Their ids, in the order they were found (for the caller's own work on the new
    /// effects, without a look through every effect opened before).
    #[serde(skip)]
    pub effect_ids: Vec<i32>,
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

/// Enough of a file to recognise it ([`probe::probe`] looks at most at 0x30..0x34).
const PROBE_BYTES: usize = 0x40;

/// A texture pack's first bytes, read to index it: its header, entries and names fit in them
/// unless it holds hundreds of textures (then it is read whole).
const TPF_HEAD: usize = 16 << 10;

/// Enough of a DDS file for its header (magic, header and DX10 header).
const DDS_HEAD: u64 = 148;

/// Enough of a model for [`flver::check_header`] (magic to data length).
const FLVER_HEAD: usize = 0x14;

impl Library {
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
        self.index(name, format, stored, None, &mut summary, 0)
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
        slot: Option<BinderSlot>,
        summary: &mut OpenSummary,
        depth: usize,
    ) -> Result<(), FormatError> {
        match format {
            Format::Bnd4 => self.index_binder(source, stored, summary, depth),
            Format::Fxr => {
                // The id now; the file is parsed when its row or its playback is asked for.
                let id = fxr::peek_id(&stored.head(fxr::ID_HEADER_SIZE)?)?;
                summary.effects += 1;
                summary.effect_ids.push(id);
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
                        binder: slot,
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
    pub(crate) fn unpack_if_dcx(&self, stored: Stored) -> Result<Stored, FormatError> {
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
        let (b, spans) = binder_index(&stored, &self.limits)?;
        // Entries are named by their file names; repeats get distinct ones, so both are
        // listed and either can be looked up.
        let names = b.entry_file_names();
        for (index, ((entry, name), (offset, size))) in
            b.entries.into_iter().zip(names).zip(spans).enumerate()
        {
            summary.notes.extend(name.note(source, entry.id));
            let entry_name = format!("{source}!{}", name.name);
            let part = stored.part(offset, size);
            // Kept by an effect (a handle, not the bytes) for what needs its binder's other
            // entries later: its resource list (`resource_lists.rs`).
            let slot = BinderSlot {
                binder: stored.clone(),
                index,
            };
            if let Err(e) = self.index_entry(&entry_name, part, slot, summary, depth) {
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
        slot: BinderSlot,
        summary: &mut OpenSummary,
        depth: usize,
    ) -> Result<(), FormatError> {
        let part = self.unpack_if_dcx(part)?;
        let Probe::Known(format) = probe::probe(&part.head(PROBE_BYTES)?) else {
            return Ok(());
        };
        self.index(entry_name, format, part, Some(slot), summary, depth + 1)
    }
}

/// A binder's headers and entry table, read from its first bytes (nothing of its entries
/// copied), and where each entry's data lies.
pub(crate) fn binder_index(
    stored: &Stored,
    limits: &Limits,
) -> Result<(bnd4::Bnd4, Vec<bnd4::EntrySpan>), FormatError> {
    let end = bnd4::headers_end(&stored.head(0x30)?).unwrap_or(0);
    let head = stored.head(usize::try_from(end).unwrap_or(usize::MAX).max(0x40))?;
    match bnd4::read_index(&head, stored.len() as u64, limits) {
        Ok(index) => Ok(index),
        // Headers that reach past where they say they end, or a broken binder: read it
        // whole (its error is then the one the whole binder gives).
        Err(_) if head.len() < stored.len() => {
            bnd4::read_index(&stored.bytes()?, stored.len() as u64, limits)
        }
        Err(e) => Err(e),
    }
}
