//! What the library holds of each opened file: an entry per effect, texture, model,
//! material and shader program, each reading its bytes when first asked for.

use crate::backing::Stored;
use crate::rows::{EffectSummary, effect_row};
use fxr_formats::flver::{self, ModelGeometry};
use fxr_formats::{FileError, FormatError, Limits, dds, dxbc, fxr, matbin, mtd};
use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

/// An effect found in an opened file. Opening reads only its header (its id); the file is
/// parsed when its list row is first asked for (the tree then dropped again) and when it is
/// needed for playback ([`EffectEntry::fxr`], kept from then on until
/// [`Library::forget_read`](crate::Library::forget_read)): a game's tens of thousands of
/// effects do not stay parsed. The one about to play
/// ([`Library::will_play`](crate::Library::will_play)) keeps the tree its row was made from.
#[derive(Debug, Clone)]
pub struct EffectEntry {
    /// Where it came from (`file!entry` inside a binder).
    pub source: String,
    pub(crate) id: i32,
    pub(crate) row: OnceLock<EffectSummary>,
    pub(crate) stored: Stored,
    pub(crate) parsed: OnceLock<Arc<fxr::Fxr>>,
    /// An edited version put in the file's place ([`Library::replace_effect`]).
    pub(crate) edited: Option<Arc<fxr::Fxr>>,
    /// The binder it is an entry of (none for a loose file).
    pub(crate) binder: Option<BinderSlot>,
    pub(crate) limits: Limits,
}

/// Where an entry lies in the binder it was opened from: the binder (its bytes as the library
/// reads them) and the entry's index in it.
#[derive(Debug, Clone)]
pub(crate) struct BinderSlot {
    pub(crate) binder: Stored,
    pub(crate) index: usize,
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

    pub(crate) fn parse(&self) -> Result<fxr::Fxr, FormatError> {
        fxr::read_with_limits(&self.stored.bytes()?, &self.limits)
    }

    /// The effect list's row, made from the file (or its edited version) when first asked for
    /// and kept (a file that does not parse gives a row that says why, so it is still listed).
    /// Where the bytes themselves cannot be had now (a file of the page's that is out of
    /// memory until the page reads it again), the row says so and is not kept.
    pub fn row(&self) -> Cow<'_, EffectSummary> {
        if let Some(row) = self.row.get() {
            return Cow::Borrowed(row);
        }
        let row = match self.edited.as_ref().or(self.parsed.get()) {
            Some(f) => effect_row(self.id, &self.source, f),
            // Parsed for the row only: the tree is dropped again.
            None => match self.stored.bytes() {
                Err(e) => return Cow::Owned(self.unreadable_row(e)),
                Ok(bytes) => match fxr::read_with_limits(&bytes, &self.limits) {
                    Ok(f) => effect_row(self.id, &self.source, &f),
                    Err(e) => self.unreadable_row(e),
                },
            },
        };
        Cow::Borrowed(self.row.get_or_init(|| row))
    }

    fn unreadable_row(&self, e: FormatError) -> EffectSummary {
        EffectSummary::unreadable(
            self.id,
            &self.source,
            FileError::new(&self.source, e).to_string(),
        )
    }

    /// The file this effect came from, as it was opened (`file` of `file!entry`).
    pub fn file(&self) -> &str {
        opened_file(&self.source)
    }
}

/// The opened file a source names: the part before the first `!` (`file!entry!inner`).
pub fn opened_file(source: &str) -> &str {
    source.split('!').next().unwrap_or(source)
}

/// A texture found in an opened file: indexed when opened (its DDS header checked), its
/// surfaces read when it is first drawn or shown ([`TextureEntry::dds`]).
#[derive(Debug, Clone)]
pub struct TextureEntry {
    /// The texture's name in its pack (`s31421_a`).
    pub name: String,
    /// Where it came from.
    pub source: String,
    pub(crate) stored: Stored,
    pub(crate) dds: OnceLock<Result<Arc<dds::Dds>, String>>,
    pub(crate) limits: Limits,
}

impl TextureEntry {
    /// The texture, read on first use and kept. The error names the texture and the offset;
    /// one of the bytes not to be had now (see [`EffectEntry::row`]) is not kept.
    pub fn dds(&self) -> Result<&dds::Dds, Cow<'_, str>> {
        let label = || format!("{}!{}", self.source, self.name);
        let read = match self.dds.get() {
            Some(read) => read,
            None => {
                let bytes = self
                    .stored
                    .bytes()
                    .map_err(|e| Cow::Owned(FileError::new(label(), e).to_string()))?;
                self.dds.get_or_init(|| {
                    dds::read_with_limits(&bytes, &self.limits)
                        .map(Arc::new)
                        .map_err(|e| FileError::new(label(), e).to_string())
                })
            }
        };
        read.as_ref()
            .map(|d| d.as_ref())
            .map_err(|e| Cow::Borrowed(e.as_str()))
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
    pub(crate) stored: Stored,
    pub(crate) geometry: OnceLock<Result<Arc<ModelGeometry>, String>>,
    pub(crate) limits: Limits,
}

impl ModelEntry {
    /// The model ready to draw, read and decoded on first use (then kept). The error names
    /// the model's source and the offset; one of the bytes not to be had now (see
    /// [`EffectEntry::row`]) is not kept.
    pub fn geometry(&self) -> Result<&ModelGeometry, Cow<'_, str>> {
        let read = match self.geometry.get() {
            Some(read) => read,
            None => {
                let bytes = self
                    .stored
                    .bytes()
                    .map_err(|e| Cow::Owned(FileError::new(&self.source, e).to_string()))?;
                self.geometry.get_or_init(|| {
                    flver::read_with_limits(&bytes, &self.limits)
                        .and_then(|f| ModelGeometry::from_flver(&f, &self.limits))
                        .map(Arc::new)
                        .map_err(|e| FileError::new(&self.source, e).to_string())
                })
            }
        };
        read.as_ref()
            .map(|g| g.as_ref())
            .map_err(|e| Cow::Borrowed(e.as_str()))
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

/// The file name of a source: the last binder entry of `file!entry!entry` (entries are
/// named by their own file names), or the file's name without its folder.
pub(crate) fn file_name(path: &str) -> &str {
    path.rsplit(['\\', '/', '!']).next().unwrap_or(path)
}
