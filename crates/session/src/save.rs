//! Saving an effect: as a loose `.fxr`, inside the binder it came from (every other entry,
//! name and header byte kept: `fxr_formats::effect_binder`), or compressed into a permalink;
//! and the one reading of the compression words (`keep`, `dflt`, `zstd`, `none`) the
//! command line's `--dcx` and the viewer's *Save binder* share.

use crate::error::SessionError;
use crate::session::Session;
use fxr_formats::binary::Limits;
use fxr_formats::dcx::{self, DcxAlgorithm};
use fxr_formats::effect_binder::{self, EffectBinder, Output};
use fxr_formats::fxr;

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
        binder.replace(index, bytes).map_err(|e| in_binder(&e))?;
        effect_binder::write(&binder, output).map_err(|e| in_binder(&e))
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
