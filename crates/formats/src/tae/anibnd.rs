//! Animation binders (`chr/cXXXX.anibnd.dcx`): a BND4 (in a DCX) of a character's skeleton,
//! motions (Havok files) and TAE event files named like
//! `N:\GR\data\INTERROOT_win64\chr\c3000\tae\c3000.tae`. The player's binder holds one
//! `aNN.tae` per animation category; other characters one `cXXXX.tae`.
//!
//! Entry ids, as in WitchyBND's sample binders: `aNN.tae` is 5000000 + NN in every game;
//! `cXXXX.tae` is 5000000 in Dark Souls 3, Elden Ring and Armored Core 6, 3000000 in Sekiro.
//! The binders are BND4 with UTF-16 names, ids, names and a hash table (raw format byte
//! 0x74, extended 4, version `07D7R6`), which [`Bnd4::new_elden_ring`] gives.

use crate::binary::Limits;
use crate::bnd4::{self, Bnd4, BndEntry};
use crate::dcx::{self, Dcx, DcxCompression};
use crate::error::{FormatError, Result};
use crate::fxr::Game;

use super::Tae;

/// One TAE entry of an animation binder, read.
#[derive(Debug, Clone, PartialEq)]
pub struct BinderTae {
    /// The entry's name as stored.
    pub name: String,
    /// The entry's id.
    pub id: Option<i32>,
    /// The file, or why it could not be read (one bad file does not hide the others).
    pub tae: std::result::Result<Tae, FormatError>,
}

/// Whether a binder entry's name ends in `.tae` (any case).
pub fn is_tae(entry_name: &str) -> bool {
    let n = entry_name.len();
    n >= 4 && entry_name.is_char_boundary(n - 4) && entry_name[n - 4..].eq_ignore_ascii_case(".tae")
}

/// Reads every `.tae` entry of an animation binder (a BND4, through one DCX). Fails only
/// when the binder itself cannot be read.
pub fn read_binder(data: &[u8], limits: &Limits) -> Result<Vec<BinderTae>> {
    let plain = if dcx::is_dcx(data) {
        std::borrow::Cow::Owned(dcx::read_with_limits(data, limits)?.data)
    } else {
        std::borrow::Cow::Borrowed(data)
    };
    let binder = bnd4::read_with_limits(&plain, limits)?;
    Ok(binder
        .entries
        .iter()
        .filter_map(|e| {
            let name = e.name.clone().filter(|n| is_tae(n))?;
            let tae = e.contents(limits).and_then(|bytes| super::read(&bytes));
            Some(BinderTae {
                name,
                id: e.id,
                tae,
            })
        })
        .collect())
}

/// The root of a game's binder entry names (from the sample binders; Nightreign's is not
/// known here: Elden Ring's is used).
pub fn entry_root(game: Game) -> &'static str {
    match game {
        Game::DarkSouls3 => "N:\\FDP\\data\\INTERROOT_win64\\",
        Game::Sekiro => "N:\\NTC\\data\\Target\\INTERROOT_win64\\",
        Game::ArmoredCore6 => "W:\\FNR\\data\\Target\\INTERROOT_win64\\",
        Game::EldenRing | Game::Nightreign | Game::Unknown => "N:\\GR\\data\\INTERROOT_win64\\",
    }
}

/// The entry id a game gives a TAE of this stem (`a12` → 5000012, `c3000` → 5000000 or, in
/// Sekiro, 3000000).
pub fn entry_id(game: Game, tae_stem: &str) -> i32 {
    let category = tae_stem
        .strip_prefix('a')
        .and_then(|n| n.parse::<i32>().ok())
        .filter(|n| (0..1_000_000).contains(n));
    match category {
        Some(n) => 5_000_000 + n,
        None if game == Game::Sekiro => 3_000_000,
        None => 5_000_000,
    }
}

/// Builds an animation binder of a character's TAE files (stem, file): each entry named
/// [`entry_root`]`chr\<character>\tae\<stem>.tae` with its [`entry_id`], compressed with
/// `compression` (or not). For tests and for making binders; the games' own binders are
/// Kraken-compressed and also hold the skeleton and motions, which this does not write.
pub fn build_binder(
    game: Game,
    character: &str,
    taes: &[(&str, &Tae)],
    compression: Option<DcxCompression>,
) -> Result<Vec<u8>> {
    let mut binder = Bnd4::new_elden_ring();
    for (stem, tae) in taes {
        let name = format!("{}chr\\{character}\\tae\\{stem}.tae", entry_root(game));
        binder.entries.push(BndEntry::new(
            Some(entry_id(game, stem)),
            Some(name),
            super::write(tae)?,
        ));
    }
    let bytes = bnd4::write(&binder)?;
    match compression {
        Some(compression) => dcx::write(&Dcx {
            compression,
            data: bytes,
        }),
        None => Ok(bytes),
    }
}
