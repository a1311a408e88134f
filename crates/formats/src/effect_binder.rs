//! Replacing one effect of an effect binder (`.ffxbnd`, `.ffxbnd.dcx`): the binder is read,
//! the entry holding the effect is found by the effect's id, its bytes are replaced, and the
//! binder is written back with its own DCX compression, or another one asked for.
//!
//! An Elden Ring, Armored Core 6 or Nightreign binder holds a resource list per effect
//! (`crate::resource_list`): saving an effect keeps its list in step (rewritten when the
//! effect now uses other textures or models, created when missing; untouched otherwise).
//!
//! Nothing else changes: the binder's header, names, ids, flags and every other entry's
//! bytes are written as read (the BND4 writer gives every game binder its bytes back), so the
//! new binder's payload differs from the old one's only where the effect's bytes differ (and
//! in the sizes and offsets after it, when its size changes). The DCX header keeps every
//! field but the two sizes (`dcx::write` from the header read).
//!
//! Kraken (KRAK) has no encoder here (`dcx::has_compressor`), so a Kraken binder cannot be
//! written back as it was: [`write`] refuses it unless another [`Output`] is chosen, and the
//! caller says which compressions the games' own files use (docs/editing.md).

use crate::binary::Limits;
use crate::bnd4::{self, Bnd4};
use crate::dcx::{self, Dcx, DcxAlgorithm, DcxCompression};
use crate::error::FormatError;
use crate::fxr::{self, Fxr, Game};
use crate::resource_list::{self, binder::ListUpdate, uses::ResourceNaming};

/// Why an effect binder could not be edited.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BinderError {
    /// A reader's or writer's error (with its format and offset).
    #[error(transparent)]
    Format(#[from] FormatError),
    /// The binder holds no effect with the id.
    #[error("the binder holds no effect {id} (its {effects} effects: {sample})")]
    NoEffect {
        /// The id asked for.
        id: i32,
        /// How many effects it holds.
        effects: usize,
        /// The first few ids, for the message.
        sample: String,
    },
    /// The input is not a binder.
    #[error("not a binder: expected a BND4 (through DCX), found {found}")]
    NotABinder {
        /// What the bytes start with.
        found: String,
    },
    /// The binder's compression has no encoder here and no other was chosen.
    #[error(
        "the binder is {algorithm}-compressed, which fxr-view cannot write (no encoder); choose \
         another compression"
    )]
    NoEncoder {
        /// The algorithm.
        algorithm: &'static str,
    },
}

/// A binder opened for editing.
#[derive(Debug, Clone)]
pub struct EffectBinder {
    /// The DCX header's compression, or `None` for an uncompressed binder.
    pub compression: Option<DcxCompression>,
    /// The binder.
    pub bnd: Bnd4,
}

/// How [`write`] compresses the binder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    /// As it was read (refused for Kraken: [`BinderError::NoEncoder`]).
    Keep,
    /// With this DCX compression.
    Dcx(DcxCompression),
    /// Uncompressed (a bare BND4).
    Uncompressed,
}

impl EffectBinder {
    /// Reads a binder, through one DCX.
    pub fn read(data: &[u8], limits: &Limits) -> Result<EffectBinder, BinderError> {
        let (compression, payload) = if dcx::is_dcx(data) {
            let read = dcx::read_with_limits(data, limits)?;
            (Some(read.compression), read.data)
        } else {
            (None, data.to_vec())
        };
        if !payload.starts_with(b"BND4") {
            return Err(BinderError::NotABinder {
                found: format!(
                    "{:?}",
                    String::from_utf8_lossy(&payload[..payload.len().min(4)])
                ),
            });
        }
        let bnd = bnd4::read_with_limits(&payload, limits)?;
        Ok(EffectBinder { compression, bnd })
    }

    /// The index of the entry holding effect `id` (an entry whose contents are an FXR file
    /// with that id in its header).
    pub fn effect_index(&self, id: i32, limits: &Limits) -> Result<usize, BinderError> {
        let mut ids = Vec::new();
        for (index, entry) in self.bnd.entries.iter().enumerate() {
            let contents = entry.contents(limits)?;
            if !contents.starts_with(b"FXR\0") {
                continue;
            }
            let found = fxr::peek_id(&contents)?;
            if found == id {
                return Ok(index);
            }
            ids.push(found);
        }
        let sample = ids.iter().take(8).map(i32::to_string).collect::<Vec<_>>();
        Err(BinderError::NoEffect {
            id,
            effects: ids.len(),
            sample: sample.join(", ") + if ids.len() > 8 { ", …" } else { "" },
        })
    }

    /// The effect in entry `index`.
    pub fn effect(&self, index: usize, limits: &Limits) -> Result<Fxr, BinderError> {
        let entry = self.entry(index)?;
        Ok(fxr::read_with_limits(&entry.contents(limits)?, limits)?)
    }

    /// Replaces entry `index`'s contents with `bytes`: an entry stored as a DCX is compressed
    /// again with its own DCX header (Kraken refused), the others stored as they are. When
    /// the bytes are an effect saved over an effect, its resource list is kept in step
    /// ([`resource_list::binder::update_list`], with the binder's own naming): left alone
    /// when it still names what the effect uses, rewritten when not, created when missing,
    /// and nothing done in a binder that keeps no lists (Dark Souls 3's).
    pub fn replace(&mut self, index: usize, bytes: Vec<u8>) -> Result<ListUpdate, BinderError> {
        let limits = Limits::default();
        let naming = resource_list::binder::naming_from_binder(&self.bnd, &limits);
        self.replace_with_naming(index, bytes, &naming)
    }

    /// [`EffectBinder::replace`], naming models' textures with `naming` (the binder's own
    /// models and textures, and whatever else the caller has: the common resource binder's
    /// models, the material binder's MATBINs).
    pub fn replace_with_naming(
        &mut self,
        index: usize,
        bytes: Vec<u8>,
        naming: &ResourceNaming,
    ) -> Result<ListUpdate, BinderError> {
        let limits = Limits::default();
        let previous = self.effect(index, &limits).ok();
        let saved = if bytes.starts_with(b"FXR\0") {
            fxr::read_with_limits(&bytes, &limits).ok()
        } else {
            None
        };
        self.store(index, bytes)?;
        match saved {
            Some(effect) => Ok(resource_list::binder::update_list(
                &mut self.bnd,
                index,
                &effect,
                previous.as_ref(),
                naming,
                &limits,
            )?),
            None => Ok(ListUpdate::NotKept),
        }
    }

    /// Stores `bytes` as entry `index`'s contents (see [`EffectBinder::replace`]).
    fn store(&mut self, index: usize, bytes: Vec<u8>) -> Result<(), BinderError> {
        self.entry(index)?;
        let Some(entry) = self.bnd.entries.get_mut(index) else {
            return Ok(());
        };
        if entry.is_dcx() {
            let compression = dcx::peek(&entry.data)?.compression;
            if !dcx::has_compressor(compression.algorithm) {
                return Err(BinderError::NoEncoder {
                    algorithm: compression.algorithm.name(),
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
        } else {
            entry.data = bytes;
        }
        Ok(())
    }

    /// The entry at `index`, or an error naming the binder's size.
    fn entry(&self, index: usize) -> Result<&bnd4::BndEntry, BinderError> {
        self.bnd.entries.get(index).ok_or_else(|| {
            BinderError::Format(FormatError::invalid(
                bnd4::FORMAT,
                0x0C,
                "entry index",
                format!("below {}", self.bnd.entries.len()),
                index,
            ))
        })
    }
}

/// Writes the binder, compressed as `output` says.
pub fn write(binder: &EffectBinder, output: Output) -> Result<Vec<u8>, BinderError> {
    let payload = bnd4::write(&binder.bnd)?;
    let compression = match (output, binder.compression) {
        (Output::Uncompressed, _) | (Output::Keep, None) => return Ok(payload),
        (Output::Dcx(c), _) | (Output::Keep, Some(c)) => c,
    };
    if !dcx::has_compressor(compression.algorithm) {
        return Err(BinderError::NoEncoder {
            algorithm: compression.algorithm.name(),
        });
    }
    Ok(dcx::write(&Dcx {
        compression,
        data: payload,
    })?)
}

/// The DEFLATE header for a binder that was `original` (its version and layout fields kept):
/// level 9, and the byte at 0x38 as the game's own DEFLATE files have it (15 in Elden Ring's,
/// `DcxCompression::DEFLATE_ER`; 0 in Dark Souls 3's and Sekiro's).
pub fn deflate_for(original: Option<DcxCompression>, game: Game) -> DcxCompression {
    let base = match game {
        Game::EldenRing | Game::Nightreign => DcxCompression::DEFLATE_ER,
        Game::DarkSouls3 => DcxCompression::DEFLATE_DS3,
        _ => DcxCompression {
            field_38: 0,
            ..DcxCompression::DEFLATE_ER
        },
    };
    match original {
        Some(o) => DcxCompression {
            algorithm: DcxAlgorithm::Deflate,
            version: o.version,
            field_10: o.field_10,
            field_14: o.field_14,
            ..base
        },
        None => base,
    }
}

/// The Zstandard header for a binder that was `original` (its version and layout fields
/// kept), at level 9, the level of the Elden Ring ZSTD sample (`testdata/er`, a MATBIN).
pub fn zstd_for(original: Option<DcxCompression>) -> DcxCompression {
    let base = DcxCompression::zstd(9);
    match original {
        Some(o) => DcxCompression {
            version: o.version,
            field_10: o.field_10,
            field_14: o.field_14,
            ..base
        },
        None => base,
    }
}
