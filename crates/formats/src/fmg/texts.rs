//! The text binders (`msg/<language>/item*.msgbnd.dcx`, `menu*.msgbnd.dcx`): a BND4 (in a
//! DCX) of FMG files named like `N:\GR\data\INTERROOT_win64\msg\engUS\GoodsName.fmg`. This
//! module says what each file names, by its stem, per game, and which param's rows its ids
//! are, so an index can name items and spells from a user's own files.
//!
//! **Stems.** Dark Souls 3, Sekiro and Armored Core 6 name their FMG files in Japanese
//! (`アイテム名.fmg` holds the goods names, `武器名.fmg` the weapons'), Elden Ring and
//! Nightreign in English (`GoodsName.fmg`). DLC files add `_dlc1`/`_dlc2` (Dark Souls 3) or
//! `_dlc01`/`_dlc02` (Elden Ring, Nightreign) to the base stem; a DLC file's id that has a
//! text replaces the base file's (the later DLC first), as the games layer them (SoapstoneLib
//! `SoulsFmg.Data.cs`, its `Overrides` lists).
//!
//! **Which binder.** The files live in `item.msgbnd.dcx` (Sekiro, Armored Core 6; Elden Ring
//! before its second DLC), `item_dlc2.msgbnd.dcx` (Dark Souls 3's last patch, holding base and
//! DLC files), `item_dlc02.msgbnd.dcx` (Elden Ring now) and `item_dlc01.msgbnd.dcx`
//! (Nightreign); Nightreign's special effect names are in its `menu_dlc01.msgbnd.dcx` (Smithbox
//! `Assets/FMG/<game>/Fmg Descriptor Registry.json`).
//!
//! **What the ids are** ([`Subject::param`]): a name file's ids are the row ids of one param
//! (Smithbox `Assets/PARAM/<game>/Row FMG Annotations/Annotations.json`):
//!
//! | subject | param | games |
//! |---|---|---|
//! | goods | `EquipParamGoods` | all five |
//! | weapon | `EquipParamWeapon` | all five |
//! | protector (armour) | `EquipParamProtector` | all five |
//! | accessory (ring, talisman) | `EquipParamAccessory` | DS3, Sekiro, ER, NR |
//! | magic (spell) | `Magic` | DS3, Sekiro, ER, NR |
//! | gem (Ash of War) | `EquipParamGem` | ER |
//! | arts (weapon skill) | `SwordArtsParam` | ER, NR |
//! | antique (relic) | `EquipParamAntique` | NR |
//! | attached effect | `AttachEffectParam` | NR |
//! | permanent buff | `PermanentBuffParam` | NR |
//! | generator, booster, FCS | `EquipParamGenerator`, `EquipParamBooster`, `EquipParamFcs` | AC6 |
//! | NPC | `AccountParam` | AC6 |
//!
//! In Elden Ring and Dark Souls 3 a spell is also a good: its `Magic` row has the id of its
//! `EquipParamGoods` row (Paramdex `ER/Names/Magic.txt` and `EquipParamGoods.txt` both name
//! row 4000 Glintstone Pebble; `DS3/Names` both name 1300000 Soul Arrow), so its name is in
//! the goods names under that id. Smithbox's registry lists no Elden Ring magic name file
//! among the item texts in use, so there the goods names are the ones to read.
//!
//! Not mapped to a param (the sources give none): place and (but in AC6) NPC names, Dark
//! Souls 3 and Sekiro `戦技種別` (weapon skill kinds), Nightreign's special effect texts.
//! Info, caption, effect and dialog files describe the same ids as their name files; the
//! index reads only names ([`TextFile::is_name`]).

use std::collections::BTreeMap;

use crate::binary::Limits;
use crate::bnd4::{self, Bnd4, BndEntry};
use crate::dcx::{self, Dcx, DcxCompression};
use crate::error::{FormatError, Result};
use crate::fxr::Game;

use super::Fmg;

/// What a text file's ids are.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Subject {
    /// Goods: consumables, key items, and (Elden Ring, Dark Souls 3) spells.
    Goods,
    /// Weapons (and shields, catalysts).
    Weapon,
    /// Armour.
    Protector,
    /// Rings, talismans.
    Accessory,
    /// Spells.
    Magic,
    /// Elden Ring Ashes of War (the items).
    Gem,
    /// Weapon skills (Elden Ring `ArtsName`: the skill an Ash of War or a weapon gives).
    Arts,
    /// Dark Souls 3 and Sekiro `戦技種別` (weapon skill kinds).
    WeaponSkillKind,
    /// Nightreign relics.
    Antique,
    /// Nightreign effects attached to relics.
    AttachEffect,
    /// Nightreign permanent buffs.
    PermanentBuff,
    /// Nightreign special effects (in the menu binder).
    SpEffect,
    /// Armored Core 6 generators.
    Generator,
    /// Armored Core 6 boosters.
    Booster,
    /// Armored Core 6 fire control systems.
    Fcs,
    /// Characters.
    Npc,
    /// Places.
    Place,
}

impl Subject {
    /// The param whose row ids a name file's ids are, in this game (module table), if any.
    pub fn param(self, game: Game) -> Option<&'static str> {
        use Game::*;
        let all = matches!(
            game,
            DarkSouls3 | Sekiro | EldenRing | Nightreign | ArmoredCore6
        );
        let souls = matches!(game, DarkSouls3 | Sekiro | EldenRing | Nightreign);
        let param = match self {
            Subject::Goods if all => "EquipParamGoods",
            Subject::Weapon if all => "EquipParamWeapon",
            Subject::Protector if all => "EquipParamProtector",
            Subject::Accessory if souls => "EquipParamAccessory",
            Subject::Magic if souls => "Magic",
            Subject::Gem if game == EldenRing => "EquipParamGem",
            Subject::Arts if matches!(game, EldenRing | Nightreign) => "SwordArtsParam",
            Subject::Antique if game == Nightreign => "EquipParamAntique",
            Subject::AttachEffect if game == Nightreign => "AttachEffectParam",
            Subject::PermanentBuff if game == Nightreign => "PermanentBuffParam",
            Subject::Generator if game == ArmoredCore6 => "EquipParamGenerator",
            Subject::Booster if game == ArmoredCore6 => "EquipParamBooster",
            Subject::Fcs if game == ArmoredCore6 => "EquipParamFcs",
            Subject::Npc if game == ArmoredCore6 => "AccountParam",
            _ => return None,
        };
        Some(param)
    }
}

/// Which text of its subject a file holds.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum TextRole {
    /// The name (`…Name`, `…名`).
    Name,
    /// The short description (`…Info`, `…説明`).
    Info,
    /// The long description (`…Caption`, `…うんちく`).
    Caption,
    /// Effect text (Elden Ring `WeaponEffect`, `GemEffect`, `GoodsInfo2`).
    Effect,
    /// Use dialog text (`GoodsDialog`).
    Dialog,
}

/// Which binder of a language folder a file is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Container {
    /// `item*.msgbnd.dcx`.
    Item,
    /// `menu*.msgbnd.dcx`.
    Menu,
}

/// What an FMG file of a text binder is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TextFile {
    /// The base stem (without a DLC suffix), as the game names it.
    pub stem: &'static str,
    /// What its ids are.
    pub subject: Subject,
    /// Which text it holds.
    pub role: TextRole,
    /// 0 for the base game, else the DLC number of its `_dlcN` suffix.
    pub dlc: u8,
    /// The binder entry id the game gives this file, where the sources list it.
    pub binder_id: Option<i32>,
    /// Which binder holds it.
    pub container: Container,
}

impl TextFile {
    /// Whether the file holds names (what the index reads).
    pub fn is_name(&self) -> bool {
        self.role == TextRole::Name
    }
}

/// One row of the fact tables: a base stem, what it is, and its binder ids for the base
/// game and the DLCs (SoapstoneLib `SoulsFmg.Data.cs`).
struct Row {
    stem: &'static str,
    subject: Subject,
    role: TextRole,
    ids: [Option<i32>; 3],
}

const fn row(stem: &'static str, subject: Subject, role: TextRole, ids: [Option<i32>; 3]) -> Row {
    Row {
        stem,
        subject,
        role,
        ids,
    }
}

const fn base(id: i32) -> [Option<i32>; 3] {
    [Some(id), None, None]
}

const fn dlc(id: i32, dlc1: i32, dlc2: i32) -> [Option<i32>; 3] {
    [Some(id), Some(dlc1), Some(dlc2)]
}

use Subject as S;
use TextRole as R;

/// Dark Souls 3 (DLC suffixes `_dlc1`, `_dlc2`).
const DS3: &[Row] = &[
    row("アイテム名", S::Goods, R::Name, dlc(10, 210, 250)),
    row("武器名", S::Weapon, R::Name, dlc(11, 211, 251)),
    row("防具名", S::Protector, R::Name, dlc(12, 212, 252)),
    row("アクセサリ名", S::Accessory, R::Name, dlc(13, 213, 253)),
    row("魔法名", S::Magic, R::Name, dlc(14, 214, 254)),
    row("NPC名", S::Npc, R::Name, dlc(18, 215, 255)),
    row("地名", S::Place, R::Name, dlc(19, 216, 256)),
    row("アイテム説明", S::Goods, R::Info, dlc(20, 217, 257)),
    row("武器説明", S::Weapon, R::Info, base(21)),
    row("防具説明", S::Protector, R::Info, base(22)),
    row("アクセサリ説明", S::Accessory, R::Info, dlc(23, 220, 260)),
    row("アイテムうんちく", S::Goods, R::Caption, dlc(24, 221, 261)),
    row("武器うんちく", S::Weapon, R::Caption, dlc(25, 222, 262)),
    row("防具うんちく", S::Protector, R::Caption, dlc(26, 223, 263)),
    row(
        "アクセサリうんちく",
        S::Accessory,
        R::Caption,
        dlc(27, 224, 264),
    ),
    row("魔法説明", S::Magic, R::Info, dlc(28, 225, 265)),
    row("魔法うんちく", S::Magic, R::Caption, dlc(29, 226, 266)),
    row("戦技種別", S::WeaponSkillKind, R::Name, base(40)),
];

/// Sekiro: Dark Souls 3's stems and ids, no DLC files.
const SEKIRO: &[Row] = &[
    row("アイテム名", S::Goods, R::Name, base(10)),
    row("武器名", S::Weapon, R::Name, base(11)),
    row("防具名", S::Protector, R::Name, base(12)),
    row("アクセサリ名", S::Accessory, R::Name, base(13)),
    row("魔法名", S::Magic, R::Name, base(14)),
    row("NPC名", S::Npc, R::Name, base(18)),
    row("地名", S::Place, R::Name, base(19)),
    row("アイテム説明", S::Goods, R::Info, base(20)),
    row("武器説明", S::Weapon, R::Info, base(21)),
    row("防具説明", S::Protector, R::Info, base(22)),
    row("アクセサリ説明", S::Accessory, R::Info, base(23)),
    row("アイテムうんちく", S::Goods, R::Caption, base(24)),
    row("武器うんちく", S::Weapon, R::Caption, base(25)),
    row("防具うんちく", S::Protector, R::Caption, base(26)),
    row("アクセサリうんちく", S::Accessory, R::Caption, base(27)),
    row("魔法説明", S::Magic, R::Info, base(28)),
    row("魔法うんちく", S::Magic, R::Caption, base(29)),
    row("戦技種別", S::WeaponSkillKind, R::Name, base(40)),
];

/// Elden Ring (DLC suffixes `_dlc01`, `_dlc02`).
const ELDEN_RING: &[Row] = &[
    row("GoodsName", S::Goods, R::Name, dlc(10, 319, 419)),
    row("WeaponName", S::Weapon, R::Name, dlc(11, 310, 410)),
    row("ProtectorName", S::Protector, R::Name, dlc(12, 313, 413)),
    row("AccessoryName", S::Accessory, R::Name, dlc(13, 316, 416)),
    row("MagicName", S::Magic, R::Name, dlc(14, 325, 425)),
    row("NpcName", S::Npc, R::Name, dlc(18, 328, 428)),
    row("PlaceName", S::Place, R::Name, dlc(19, 329, 429)),
    row("GoodsInfo", S::Goods, R::Info, dlc(20, 320, 420)),
    row("WeaponInfo", S::Weapon, R::Info, dlc(21, 311, 411)),
    row("ProtectorInfo", S::Protector, R::Info, dlc(22, 314, 414)),
    row("AccessoryInfo", S::Accessory, R::Info, dlc(23, 317, 417)),
    row("GoodsCaption", S::Goods, R::Caption, dlc(24, 321, 421)),
    row("WeaponCaption", S::Weapon, R::Caption, dlc(25, 312, 412)),
    row(
        "ProtectorCaption",
        S::Protector,
        R::Caption,
        dlc(26, 315, 415),
    ),
    row(
        "AccessoryCaption",
        S::Accessory,
        R::Caption,
        dlc(27, 318, 418),
    ),
    row("MagicInfo", S::Magic, R::Info, dlc(28, 326, 426)),
    row("MagicCaption", S::Magic, R::Caption, dlc(29, 327, 427)),
    row("GemName", S::Gem, R::Name, dlc(35, 322, 422)),
    row("GemInfo", S::Gem, R::Info, dlc(36, 323, 423)),
    row("GemCaption", S::Gem, R::Caption, dlc(37, 324, 424)),
    row("GoodsDialog", S::Goods, R::Dialog, dlc(41, 330, 430)),
    row("ArtsName", S::Arts, R::Name, dlc(42, 331, 431)),
    row("ArtsCaption", S::Arts, R::Caption, dlc(43, 332, 432)),
    row("WeaponEffect", S::Weapon, R::Effect, dlc(44, 333, 433)),
    row("GemEffect", S::Gem, R::Effect, dlc(45, 334, 434)),
    row("GoodsInfo2", S::Goods, R::Effect, dlc(46, 335, 435)),
];

/// Nightreign (its DLC files' stems are not in the sources: they are classified by their
/// base stem, without a binder id).
const NIGHTREIGN: &[Row] = &[
    row("GoodsName", S::Goods, R::Name, base(10)),
    row("WeaponName", S::Weapon, R::Name, base(11)),
    row("ProtectorName", S::Protector, R::Name, base(12)),
    row("AccessoryName", S::Accessory, R::Name, base(13)),
    row("MagicName", S::Magic, R::Name, base(14)),
    row("NpcName", S::Npc, R::Name, base(18)),
    row("PlaceName", S::Place, R::Name, base(19)),
    row("GoodsInfo", S::Goods, R::Info, base(20)),
    row("WeaponInfo", S::Weapon, R::Info, base(21)),
    row("ProtectorInfo", S::Protector, R::Info, base(22)),
    row("AccessoryInfo", S::Accessory, R::Info, base(23)),
    row("GoodsCaption", S::Goods, R::Caption, base(24)),
    row("WeaponCaption", S::Weapon, R::Caption, base(25)),
    row("ProtectorCaption", S::Protector, R::Caption, base(26)),
    row("AccessoryCaption", S::Accessory, R::Caption, base(27)),
    row("MagicInfo", S::Magic, R::Info, base(28)),
    row("MagicCaption", S::Magic, R::Caption, base(29)),
    row("GoodsDialog", S::Goods, R::Dialog, base(41)),
    row("ArtsName", S::Arts, R::Name, base(42)),
    row("ArtsCaption", S::Arts, R::Caption, base(43)),
    row("AttachEffectName", S::AttachEffect, R::Name, base(44)),
    row("ArtsInfo", S::Arts, R::Info, base(45)),
    row("GoodsInfo2", S::Goods, R::Effect, base(46)),
    row("AntiqueName", S::Antique, R::Name, base(47)),
    row("AntiqueInfo", S::Antique, R::Info, base(48)),
    row("AntiqueCaption", S::Antique, R::Caption, base(49)),
    row("AttachEffectInfo", S::AttachEffect, R::Info, base(50)),
    row("PermanentBuffName", S::PermanentBuff, R::Name, base(51)),
    row("PermanentBuffInfo", S::PermanentBuff, R::Info, base(52)),
    row(
        "PermanentBuffCaption",
        S::PermanentBuff,
        R::Caption,
        base(53),
    ),
    // In the menu binder.
    row("SpEffectName", S::SpEffect, R::Name, base(214)),
    row("SpEffectInfo", S::SpEffect, R::Info, base(215)),
    row("SpEffectCaption", S::SpEffect, R::Caption, base(216)),
];

/// Armored Core 6 (no DLC files).
const ARMORED_CORE_6: &[Row] = &[
    row("アイテム名", S::Goods, R::Name, base(10)),
    row("武器名", S::Weapon, R::Name, base(11)),
    row("防具名", S::Protector, R::Name, base(12)),
    row("NPC名", S::Npc, R::Name, base(18)),
    row("武器説明", S::Weapon, R::Info, base(21)),
    row("防具説明", S::Protector, R::Info, base(22)),
    row("ジェネレーター名", S::Generator, R::Name, base(35)),
    row("ジェネレーター説明", S::Generator, R::Info, base(36)),
    row("ブースター名", S::Booster, R::Name, base(38)),
    row("ブースター説明", S::Booster, R::Info, base(39)),
    row("FCS名", S::Fcs, R::Name, base(41)),
    row("FCS説明", S::Fcs, R::Info, base(42)),
];

fn rows(game: Game) -> &'static [Row] {
    match game {
        Game::DarkSouls3 => DS3,
        Game::Sekiro => SEKIRO,
        Game::EldenRing => ELDEN_RING,
        Game::Nightreign => NIGHTREIGN,
        Game::ArmoredCore6 => ARMORED_CORE_6,
        Game::Unknown => &[],
    }
}

/// The stem of a binder entry's name: its last path component (`\` or `/`) without the
/// `.fmg` extension (any case).
pub fn stem(entry_name: &str) -> &str {
    let file = entry_name.rsplit(['\\', '/']).next().unwrap_or(entry_name);
    match file.len().checked_sub(4) {
        Some(dot) if file.is_char_boundary(dot) && file[dot..].eq_ignore_ascii_case(".fmg") => {
            &file[..dot]
        }
        _ => file,
    }
}

/// Whether a binder entry's name ends in `.fmg` (any case).
pub fn is_fmg(entry_name: &str) -> bool {
    let n = entry_name.len();
    n >= 4 && entry_name.is_char_boundary(n - 4) && entry_name[n - 4..].eq_ignore_ascii_case(".fmg")
}

/// Splits a `_dlcN` / `_dlcNN` suffix off a stem: (base stem, DLC number, 0 for none).
fn split_dlc(stem: &str) -> (&str, u8) {
    if let Some(at) = stem.rfind("_dlc") {
        let digits = &stem[at + 4..];
        if !digits.is_empty()
            && digits.len() <= 2
            && digits.bytes().all(|b| b.is_ascii_digit())
            && let Ok(n) = digits.parse::<u8>()
            && n > 0
        {
            return (&stem[..at], n);
        }
    }
    (stem, 0)
}

/// What a text binder's entry is, by its name (a path or a bare stem) in this game; `None`
/// for a file the tables do not list (menu texts, talk, and any file of
/// [`Game::Unknown`]).
pub fn classify(game: Game, entry_name: &str) -> Option<TextFile> {
    let (base_stem, dlc) = split_dlc(stem(entry_name));
    let row = rows(game).iter().find(|r| r.stem == base_stem)?;
    let binder_id = row.ids.get(usize::from(dlc)).copied().flatten();
    Some(TextFile {
        stem: row.stem,
        subject: row.subject,
        role: row.role,
        dlc,
        binder_id,
        container: if row.subject == Subject::SpEffect {
            Container::Menu
        } else {
            Container::Item
        },
    })
}

/// The stem of a game's file for this subject and role (base game), if the game has one.
pub fn stem_for(game: Game, subject: Subject, role: TextRole) -> Option<&'static str> {
    rows(game)
        .iter()
        .find(|r| r.subject == subject && r.role == role)
        .map(|r| r.stem)
}

/// One FMG entry of a text binder, read.
#[derive(Debug, Clone, PartialEq)]
pub struct BinderText {
    /// The entry's name as stored.
    pub name: String,
    /// The entry's id.
    pub id: Option<i32>,
    /// What it is, when the tables know it.
    pub class: Option<TextFile>,
    /// The file, or why it could not be read (one bad file does not hide the others).
    pub fmg: std::result::Result<Fmg, FormatError>,
}

/// Reads every `.fmg` entry of a text binder (a BND4, through one DCX), classifying each.
/// Fails only when the binder itself cannot be read.
pub fn read_binder(game: Game, data: &[u8], limits: &Limits) -> Result<Vec<BinderText>> {
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
            let name = e.name.clone().filter(|n| is_fmg(n))?;
            let fmg = e.contents(limits).and_then(|bytes| super::read(&bytes));
            Some(BinderText {
                class: classify(game, &name),
                name,
                id: e.id,
                fmg,
            })
        })
        .collect())
}

/// The names per subject from a binder's files: every name file's ids with a non-empty
/// text, a DLC file's text replacing the base's (the later DLC first). Files that did not
/// read, or that are not name files, are skipped.
pub fn names(files: &[BinderText]) -> BTreeMap<Subject, BTreeMap<i32, String>> {
    let mut layered: Vec<(&TextFile, &Fmg)> = files
        .iter()
        .filter_map(|f| Some((f.class.as_ref()?, f.fmg.as_ref().ok()?)))
        .filter(|(class, _)| class.is_name())
        .collect();
    layered.sort_by_key(|(class, _)| class.dlc);
    let mut out: BTreeMap<Subject, BTreeMap<i32, String>> = BTreeMap::new();
    for (class, fmg) in layered {
        let names = out.entry(class.subject).or_default();
        for (id, text) in fmg.texts().filter(|(_, t)| !t.is_empty()) {
            names.insert(id, text.to_string());
        }
    }
    out
}

/// The path prefix of a game's English text files, for binders built here. The game roots
/// are those of the games' own binder entries (seen in `chr` animation binders); that the
/// text files sit under `msg\engUS\` is the layout of the unpacked games. Nightreign's root
/// is not known here: Elden Ring's is used.
pub fn entry_prefix(game: Game) -> &'static str {
    match game {
        Game::DarkSouls3 => "N:\\FDP\\data\\INTERROOT_win64\\msg\\engUS\\",
        Game::Sekiro => "N:\\NTC\\data\\Target\\INTERROOT_win64\\msg\\engUS\\",
        Game::ArmoredCore6 => "W:\\FNR\\data\\Target\\INTERROOT_win64\\msg\\engUS\\",
        Game::EldenRing | Game::Nightreign | Game::Unknown => {
            "N:\\GR\\data\\INTERROOT_win64\\msg\\engUS\\"
        }
    }
}

/// Builds a text binder of the given files (stem with any DLC suffix, file): a BND4 with
/// UTF-16 names, ids and a hash table (the layout of the games' binders of this era), each
/// entry named [`entry_prefix`] + stem + `.fmg` and given the game's binder id for it (from
/// 1000 on for a stem without one), compressed with `compression` (or not). For tests and
/// for making text binders; the games' own are Kraken-compressed, which cannot be written.
pub fn build_binder(
    game: Game,
    files: &[(&str, &Fmg)],
    compression: Option<DcxCompression>,
) -> Result<Vec<u8>> {
    let mut binder = Bnd4::new_elden_ring();
    for (i, (file_stem, fmg)) in files.iter().enumerate() {
        let id = classify(game, file_stem)
            .and_then(|c| c.binder_id)
            .unwrap_or(1000 + i as i32);
        let name = format!("{}{file_stem}.fmg", entry_prefix(game));
        binder
            .entries
            .push(BndEntry::new(Some(id), Some(name), super::write(fmg)?));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// (game, entry name, subject, role, dlc, binder id)
    type Case = (Game, &'static str, Subject, TextRole, u8, Option<i32>);

    #[test]
    fn stems_classify_per_game_with_their_dlc_and_binder_ids() {
        // (game, entry name, subject, role, dlc, binder id)
        let cases: [Case; 12] = [
            (
                Game::EldenRing,
                "N:\\GR\\data\\INTERROOT_win64\\msg\\engUS\\GoodsName.fmg",
                S::Goods,
                R::Name,
                0,
                Some(10),
            ),
            (
                Game::EldenRing,
                "GoodsName_dlc01.fmg",
                S::Goods,
                R::Name,
                1,
                Some(319),
            ),
            (
                Game::EldenRing,
                "WeaponName_dlc02",
                S::Weapon,
                R::Name,
                2,
                Some(410),
            ),
            (
                Game::EldenRing,
                "ArtsName.FMG",
                S::Arts,
                R::Name,
                0,
                Some(42),
            ),
            (
                Game::EldenRing,
                "GemName_dlc01.fmg",
                S::Gem,
                R::Name,
                1,
                Some(322),
            ),
            (
                Game::EldenRing,
                "GoodsCaption.fmg",
                S::Goods,
                R::Caption,
                0,
                Some(24),
            ),
            (
                Game::DarkSouls3,
                "msg/engUS/アイテム名_dlc2.fmg",
                S::Goods,
                R::Name,
                2,
                Some(250),
            ),
            (
                Game::DarkSouls3,
                "魔法名.fmg",
                S::Magic,
                R::Name,
                0,
                Some(14),
            ),
            (Game::Sekiro, "武器名.fmg", S::Weapon, R::Name, 0, Some(11)),
            (
                Game::ArmoredCore6,
                "FCS説明.fmg",
                S::Fcs,
                R::Info,
                0,
                Some(42),
            ),
            (
                Game::Nightreign,
                "AntiqueName_dlc01.fmg",
                S::Antique,
                R::Name,
                1,
                None,
            ),
            (
                Game::Nightreign,
                "SpEffectName.fmg",
                S::SpEffect,
                R::Name,
                0,
                Some(214),
            ),
        ];
        for (game, name, subject, role, dlc, binder_id) in cases {
            let class = classify(game, name).unwrap_or_else(|| panic!("{game:?} {name}"));
            assert_eq!(
                (class.subject, class.role, class.dlc, class.binder_id),
                (subject, role, dlc, binder_id),
                "{game:?} {name}"
            );
        }
        assert_eq!(
            classify(Game::Nightreign, "SpEffectName.fmg")
                .unwrap()
                .container,
            Container::Menu
        );
        // Japanese stems are not Elden Ring's, English ones not Dark Souls 3's.
        assert_eq!(classify(Game::EldenRing, "アイテム名.fmg"), None);
        assert_eq!(classify(Game::DarkSouls3, "GoodsName.fmg"), None);
        assert_eq!(classify(Game::EldenRing, "TalkMsg.fmg"), None);
        assert_eq!(classify(Game::Unknown, "GoodsName.fmg"), None);
        // Only a numeric suffix is a DLC.
        assert_eq!(classify(Game::EldenRing, "GoodsName_dlcX.fmg"), None);
        assert_eq!(
            stem_for(Game::DarkSouls3, S::Weapon, R::Name),
            Some("武器名")
        );
        assert_eq!(stem_for(Game::ArmoredCore6, S::Accessory, R::Name), None);
    }

    #[test]
    fn params_of_name_files_per_game() {
        assert_eq!(S::Goods.param(Game::EldenRing), Some("EquipParamGoods"));
        assert_eq!(S::Arts.param(Game::EldenRing), Some("SwordArtsParam"));
        assert_eq!(S::Arts.param(Game::DarkSouls3), None);
        assert_eq!(S::Magic.param(Game::DarkSouls3), Some("Magic"));
        assert_eq!(S::Magic.param(Game::ArmoredCore6), None);
        assert_eq!(S::Fcs.param(Game::ArmoredCore6), Some("EquipParamFcs"));
        assert_eq!(S::Place.param(Game::EldenRing), None);
        // Every listed name file of a game other than places, skill kinds and special
        // effects has a param.
        for game in Game::WITH_TABLES {
            for r in rows(game).iter().filter(|r| r.role == R::Name) {
                let unmapped = matches!(r.subject, S::Place | S::WeaponSkillKind | S::SpEffect)
                    || (r.subject == S::Npc && game != Game::ArmoredCore6);
                assert_eq!(
                    r.subject.param(game).is_none(),
                    unmapped,
                    "{game:?} {}",
                    r.stem
                );
            }
        }
    }

    #[test]
    fn a_built_binder_reads_back_with_dlc_names_over_base_names() {
        let goods = Fmg::from_texts([(4000, "Glintstone Pebble"), (1000, "Flask")]);
        let goods_dlc = Fmg::from_texts([(1000, "Flask of Wondrous Physick"), (2000, "")]);
        let weapons = Fmg::from_texts([(1000000, "Dagger")]);
        let info = Fmg::from_texts([(4000, "A sorcery")]);
        let talk = Fmg::from_texts([(1, "Hello")]);
        let files = [
            ("GoodsName", &goods),
            ("GoodsName_dlc01", &goods_dlc),
            ("WeaponName", &weapons),
            ("GoodsInfo", &info),
            ("TalkMsg", &talk),
        ];
        for compression in [None, Some(DcxCompression::DEFLATE_ER)] {
            let bytes = build_binder(Game::EldenRing, &files, compression).unwrap();
            let read = read_binder(Game::EldenRing, &bytes, &Limits::default()).unwrap();
            assert_eq!(read.len(), 5);
            assert_eq!(
                read[0].name,
                "N:\\GR\\data\\INTERROOT_win64\\msg\\engUS\\GoodsName.fmg"
            );
            let ids: Vec<Option<i32>> = read.iter().map(|t| t.id).collect();
            assert_eq!(
                ids,
                vec![Some(10), Some(319), Some(11), Some(20), Some(1004)]
            );
            assert_eq!(read[4].class, None);
            assert_eq!(read[0].fmg.as_ref().unwrap(), &goods);
            let names = names(&read);
            assert_eq!(
                names.len(),
                2,
                "goods and weapons; info and talk are not names"
            );
            let goods_names = &names[&S::Goods];
            assert_eq!(goods_names[&1000], "Flask of Wondrous Physick");
            assert_eq!(goods_names[&4000], "Glintstone Pebble");
            assert!(
                !goods_names.contains_key(&2000),
                "empty texts are not names"
            );
            assert_eq!(names[&S::Weapon][&1000000], "Dagger");
        }
    }

    #[test]
    fn a_bad_file_in_a_binder_does_not_hide_the_others() {
        let goods = Fmg::from_texts([(1, "a")]);
        let bytes = build_binder(Game::DarkSouls3, &[("アイテム名", &goods)], None).unwrap();
        let mut binder = bnd4::read(&bytes).unwrap();
        binder.entries.push(BndEntry::new(
            Some(11),
            Some(format!("{}武器名.fmg", entry_prefix(Game::DarkSouls3))),
            vec![0; 8],
        ));
        binder
            .entries
            .push(BndEntry::new(Some(99), Some("readme.txt".into()), vec![1]));
        let read = read_binder(
            Game::DarkSouls3,
            &bnd4::write(&binder).unwrap(),
            &Limits::default(),
        )
        .unwrap();
        assert_eq!(read.len(), 2, "the .txt entry is not a text file");
        assert!(read[0].fmg.is_ok());
        assert!(read[1].fmg.is_err());
        assert_eq!(read[1].class.unwrap().subject, S::Weapon);
        assert_eq!(names(&read)[&S::Goods][&1], "a");
        assert!(read_binder(Game::DarkSouls3, b"nonsense", &Limits::default()).is_err());
    }
}
