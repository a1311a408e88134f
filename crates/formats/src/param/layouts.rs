//! Where the effect ids are in the rows of each game's params, and how rows link to each other.
//!
//! A PARAM does not describe its rows; the paramdefs do (soulsmods/Paramdex, and Smithbox's
//! copy of it with the later patches' per-field FirstVersion / RemovedVersion). The table in
//! `tables.rs` is generated from them by `tools/paramdex/gen.py` (see its docstring, and
//! `tools/paramdex/COVERAGE.md` for every field it lists): per game and param type, the row
//! size and the offset, integer type and meaning ([`FieldTarget`]) of each field that names an
//! effect or leads towards one. Params it has no layout for are not errors: they are simply not
//! read ([`for_param`] gives `None`).
//!
//! A layout applies to a param when the param type matches and the row size is the layout's;
//! where the games' patches changed a row, several layouts of one type differ by the regulation
//! version range they hold for ([`VersionRange`]) and by row size. [`check`] says, for a param
//! read from a regulation, which layout applies, or why none does.
//!
//! # How a spell, an item or a weapon reaches its bullets and effects
//!
//! Facts for an index that follows the chain (sources in brackets):
//!
//! - **Magic** (spells): `refId1..10` hold the ids of what the spell calls, `refCategory1..10`
//!   say which param: 0 AtkParam_Pc, 1 Bullet, 2 SpEffectParam (Elden Ring and Nightreign;
//!   Smithbox param meta `MagicParam.xml` `Refs`). Dark Souls 3's `refId1..4` name Bullet,
//!   SpEffectParam or BehaviorParam_PC without a stated condition (Smithbox DS3 meta). Their
//!   own effects: castSfxId / fireSfxId / effectSfxId (DS3: CastSfx1..3).
//! - **EquipParamGoods** (items): `refId_default` and `refId_1`, with `refCategory` 1 Bullet,
//!   2 SpEffectParam (Smithbox meta); own effects castSfxId / fireSfxId / effectSfxId;
//!   `sfxVariationId` is added to the effect ids the use animation invokes.
//! - **Weapons and animations** go through **BehaviorParam_PC** (player) and **BehaviorParam**
//!   (NPCs): a TAE event (1 InvokeAttackBehavior, 2 InvokeBulletBehavior, 5
//!   InvokeCommonBehavior, ...) carries a behaviour judge id J; the row id is, for the player,
//!   `100_000_000 + EquipParamWeapon.behaviorVariationId * 1000 + J` for the weapon that
//!   attacks; if that row is missing, the same with the variation rounded down to a multiple of
//!   100 (`(v / 100) * 100`), and in Elden Ring / Nightreign with variation 0; a judge id of
//!   1000..=9999 in Elden Ring / Nightreign replaces the base by `100_000_000 * (J / 1000)` and
//!   J by `J % 1000`; event 5 and attacks from the body use J itself. For NPCs it is
//!   `200_000_000 + NpcParam.behaviorVariationId * 1000 + J` in BehaviorParam. The behaviour
//!   row's `refType` then says what `refId` is: 0 AtkParam_Pc / AtkParam_Npc, 1 Bullet,
//!   2 SpEffectParam (DSAnimStudio `TaeActionSimulationEnvironment.GetBehaviorParamFromEvBox`,
//!   `ParamData.EquipParamWeapon.FallbackBehaviorVariationID`; Smithbox meta `BehaviorParam`).
//!   BehaviorParam's `sfxVariationId` (Armored Core 6 and Dark Souls 3 list it) is likewise an
//!   offset to the TAE's effect ids. Armored Core 6's NPCs take the variation from the NpcParam
//!   row id (`id / 10000`; DSAnimStudio `ParamData.NpcParam`).
//! - **Bullet**: `sfxId_Bullet`, `sfxId_Hit`, `sfxId_Flick`, `sfxId_ForceErase` are effects;
//!   `HitBulletID` and `intervalCreateBulletId` chain further bullets, `atkId_Bullet` an
//!   attack, `spEffectId0..4` and `spEffectIDForShooter` special effects.
//! - **SpEffectParam**: `vfxId`, `vfxId1..7` are rows of **SpEffectVfxParam**, whose
//!   `midstSfxId`, `initSfxId`, `finishSfxId` are effects.
//! - **AtkParam_Pc / _Npc**: `traceSfxId0..7` (blade trails) are effects; EquipParamWeapon has
//!   its own `traceSfxId0..7` and `residentSfxId_1..4` (the effects shown on the weapon).
//! - **FootSfxParam**: `sfxId_NN` is the effect for floor material NN; its rows are picked by
//!   SpEffectParam `addFootEffectSfxId`, NpcParam `autoFootEffectSfxId` and the TAE foot-effect
//!   event (the ZZZ of an XYYZZZ identifier; Paramdex ER `FootSfxParam.xml` description).

#[rustfmt::skip]
mod tables;

use super::{FORMAT, Param};
use crate::binary::Endian;
use crate::error::{FormatError, Result};
use crate::regulation::game::RegulationGame;

/// The integer type of a field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum FieldType {
    /// `s8`.
    S8,
    /// `u8`.
    U8,
    /// `s16`.
    S16,
    /// `u16`.
    U16,
    /// `s32`.
    S32,
    /// `u32`.
    U32,
}

impl FieldType {
    /// The size in bytes.
    pub fn size(self) -> usize {
        match self {
            FieldType::S8 | FieldType::U8 => 1,
            FieldType::S16 | FieldType::U16 => 2,
            FieldType::S32 | FieldType::U32 => 4,
        }
    }
}

/// A condition on another field of the same row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Condition {
    /// The field (a [`FieldTarget::Selector`] of the same layout).
    pub field: &'static str,
    /// The value it must have.
    pub value: i64,
}

/// A param a field's value is a row id of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct RowRef {
    /// The param's name as the regulation names it (`Bullet`, `AtkParam_Pc`).
    pub param: &'static str,
    /// When the reference holds: always (`None`) or when another field has a value.
    pub when: Option<Condition>,
}

/// What a field's value means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum FieldTarget {
    /// An effect id: the FXR `f{id:09}.fxr` (-1 or 0: none).
    Effect,
    /// An offset the game adds to the effect ids an animation invokes for this row.
    EffectVariation,
    /// A behaviour variation: with a TAE judge id it forms a BehaviorParam(_PC) row id (see
    /// the module documentation).
    BehaviorVariation,
    /// A row id of one of these params; several entries may hold at once (AtkParam_Pc and
    /// AtkParam_Npc) or depend on a selector field.
    Rows(&'static [RowRef]),
    /// A field other references of the row depend on (`refType`, `refCategory1`).
    Selector,
}

/// One field of a row layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct FieldLayout {
    /// The paramdef's field name.
    pub name: &'static str,
    /// The byte offset in the row.
    pub offset: u32,
    /// The integer type.
    pub ty: FieldType,
    /// What the value means.
    pub target: FieldTarget,
}

impl FieldLayout {
    /// Reads the field from a row's bytes, sign- or zero-extended; an error (naming the field's
    /// offset in the row) when the row is too short for it.
    pub fn read(&self, row: &[u8], endian: Endian) -> Result<i64> {
        let start = self.offset as usize;
        let bytes =
            row.get(start..start + self.ty.size())
                .ok_or_else(|| FormatError::UnexpectedEof {
                    format: FORMAT,
                    offset: u64::from(self.offset),
                    what: "row field",
                    needed: self.ty.size() as u64,
                    available: row.len().saturating_sub(start) as u64,
                })?;
        let mut buf = [0u8; 4];
        let value = match endian {
            Endian::Little => {
                buf[..bytes.len()].copy_from_slice(bytes);
                u32::from_le_bytes(buf)
            }
            Endian::Big => {
                buf[4 - bytes.len()..].copy_from_slice(bytes);
                u32::from_be_bytes(buf)
            }
        };
        Ok(match self.ty {
            FieldType::S8 => i64::from(value as u8 as i8),
            FieldType::U8 => i64::from(value as u8),
            FieldType::S16 => i64::from(value as u16 as i16),
            FieldType::U16 => i64::from(value as u16),
            FieldType::S32 => i64::from(value as i32),
            FieldType::U32 => i64::from(value),
        })
    }

    /// Writes the field into a row's bytes (the low bits of `value`); an error when the row is
    /// too short or the value does not fit the type.
    pub fn write(&self, row: &mut [u8], endian: Endian, value: i64) -> Result<()> {
        let (min, max) = match self.ty {
            FieldType::S8 => (i64::from(i8::MIN), i64::from(i8::MAX)),
            FieldType::U8 => (0, i64::from(u8::MAX)),
            FieldType::S16 => (i64::from(i16::MIN), i64::from(i16::MAX)),
            FieldType::U16 => (0, i64::from(u16::MAX)),
            FieldType::S32 => (i64::from(i32::MIN), i64::from(i32::MAX)),
            FieldType::U32 => (0, i64::from(u32::MAX)),
        };
        if value < min || value > max {
            return Err(FormatError::invalid(
                FORMAT,
                u64::from(self.offset),
                "row field value",
                format!("{min}..={max} for {} ({:?})", self.name, self.ty),
                value,
            ));
        }
        let size = self.ty.size();
        let start = self.offset as usize;
        let available = row.len().saturating_sub(start) as u64;
        let slot = row
            .get_mut(start..start + size)
            .ok_or(FormatError::UnexpectedEof {
                format: FORMAT,
                offset: u64::from(self.offset),
                what: "row field",
                needed: size as u64,
                available,
            })?;
        let bits = value as u32;
        match endian {
            Endian::Little => slot.copy_from_slice(&bits.to_le_bytes()[..size]),
            Endian::Big => slot.copy_from_slice(&bits.to_be_bytes()[4 - size..]),
        }
        Ok(())
    }
}

/// The regulation versions a layout holds for: `first <= version` and, if `removed` is given,
/// `version < removed`. Versions are the regulation binder's version string read as a number
/// (Elden Ring 1.16.1: `11611000`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct VersionRange {
    /// The first version with this layout (0: from the start).
    pub first: u64,
    /// The first version without it, if any.
    pub removed: Option<u64>,
}

impl VersionRange {
    /// Whether the layout holds for `version`.
    pub fn contains(&self, version: u64) -> bool {
        version >= self.first && self.removed.is_none_or(|r| version < r)
    }
}

/// The layout of one param type's rows (for one range of versions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct ParamLayout {
    /// The param type (`BULLET_PARAM_ST`).
    pub param_type: &'static str,
    /// The paramdef's data version (what a param's header at 0x08 says in the games' files).
    pub data_version: i16,
    /// The row size in bytes.
    pub row_size: u32,
    /// The regulation versions this layout holds for.
    pub versions: VersionRange,
    /// The fields read, sorted by offset.
    pub fields: &'static [FieldLayout],
}

impl ParamLayout {
    /// The field with this paramdef name.
    pub fn field(&self, name: &str) -> Option<&'static FieldLayout> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// The fields that are effect ids.
    pub fn effect_fields(&self) -> impl Iterator<Item = &'static FieldLayout> + 'static {
        self.fields
            .iter()
            .filter(|f| f.target == FieldTarget::Effect)
    }

    /// The fields that are row ids of other params.
    pub fn link_fields(&self) -> impl Iterator<Item = &'static FieldLayout> + 'static {
        self.fields
            .iter()
            .filter(|f| matches!(f.target, FieldTarget::Rows(_)))
    }

    /// A zeroed row of this layout's size.
    pub fn empty_row(&self) -> Vec<u8> {
        vec![0; self.row_size as usize]
    }

    /// Sets the named field of a row (little-endian), for building fixtures and edits.
    pub fn set(&self, row: &mut [u8], field: &str, value: i64) -> Result<()> {
        let f = self.field(field).ok_or_else(|| {
            FormatError::invalid(
                FORMAT,
                0,
                "row field",
                format!("a field of the {} layout", self.param_type),
                field,
            )
        })?;
        f.write(row, Endian::Little, value)
    }
}

/// The layouts of one game.
#[derive(Debug)]
pub struct GameTable {
    /// Every layout, sorted by param type (a type may have several, by version).
    pub params: &'static [ParamLayout],
    /// (param name, param type, whether the file's own type string must be replaced) for the
    /// params whose type has a layout (Smithbox `Param Type Info.json`: AtkParam_Pc and
    /// AtkParam_Npc share ATK_PARAM_ST; Armored Core 6's EquipParamWeapon_Npc says the wrong
    /// type in its file).
    pub names: &'static [(&'static str, &'static str, bool)],
}

/// The layout table of a game.
pub fn table(game: RegulationGame) -> &'static GameTable {
    match game {
        RegulationGame::EldenRing => &tables::ELDEN_RING,
        RegulationGame::Nightreign => &tables::NIGHTREIGN,
        RegulationGame::DarkSouls3 => &tables::DARK_SOULS_3,
        RegulationGame::ArmoredCore6 => &tables::ARMORED_CORE_6,
    }
}

/// The layouts of a param type (every version), empty when the type has none.
pub fn layouts_of(game: RegulationGame, param_type: &str) -> &'static [ParamLayout] {
    let params = table(game).params;
    let start = params.partition_point(|p| p.param_type < param_type);
    let end = start + params[start..].partition_point(|p| p.param_type == param_type);
    &params[start..end]
}

/// The param type a param name has in a game, if its type has a layout.
pub fn type_of_name(game: RegulationGame, name: &str) -> Option<&'static str> {
    table(game)
        .names
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, t, _)| t)
}

/// The names a param type goes by in a game (`ATK_PARAM_ST`: AtkParam_Npc, AtkParam_Pc).
pub fn names_of_type(game: RegulationGame, param_type: &str) -> impl Iterator<Item = &'static str> {
    table(game)
        .names
        .iter()
        .filter(move |(_, t, _)| *t == param_type)
        .map(|&(n, _, _)| n)
}

/// The param type to look layouts up by, for a param named `name` whose file says
/// `file_type`: the file's type when it has layouts (and the name is not one whose file type
/// is known to be wrong), else the type the name is known by; `None` when neither has one.
pub fn effective_type(game: RegulationGame, name: &str, file_type: &str) -> Option<&'static str> {
    let entry = table(game).names.iter().find(|(n, _, _)| *n == name);
    if let Some(&(_, t, true)) = entry {
        return Some(t);
    }
    let own = layouts_of(game, file_type);
    if let Some(first) = own.first() {
        return Some(first.param_type);
    }
    entry.map(|&(_, t, _)| t)
}

/// The layout of a param type with this row size, holding for `version` when a version is
/// given (otherwise the latest of that row size). `None` when the type has no layout of that
/// size.
pub fn for_param(
    game: RegulationGame,
    param_type: &str,
    row_size: usize,
    version: Option<u64>,
) -> Option<&'static ParamLayout> {
    let mut candidates = layouts_of(game, param_type)
        .iter()
        .filter(|l| l.row_size as usize == row_size);
    match version {
        Some(v) => candidates
            .clone()
            .find(|l| l.versions.contains(v))
            .or_else(|| candidates.next_back()),
        None => candidates.next_back(),
    }
}

/// Which layout applies to a param named `name` read from a game's regulation of `version`:
/// `Ok(None)` when its type has no layout (a param the index does not read, not an error) or it
/// has no rows; an error naming the param, the offset of its first row and the row sizes
/// expected when the type has layouts but none of its row size (a patch newer than the
/// paramdefs, or a damaged file).
pub fn check(
    game: RegulationGame,
    name: &str,
    param: &Param,
    version: Option<u64>,
) -> Result<Option<&'static ParamLayout>> {
    let Some(param_type) = effective_type(game, name, &param.param_type) else {
        return Ok(None);
    };
    let Some(row_size) = param.row_size() else {
        return Ok(None);
    };
    if let Some(layout) = for_param(game, param_type, row_size, version) {
        return Ok(Some(layout));
    }
    let expected: Vec<String> = layouts_of(game, param_type)
        .iter()
        .filter(|l| version.is_none_or(|v| l.versions.contains(v)))
        .map(|l| format!("{:#x}", l.row_size))
        .collect();
    let expected = if expected.is_empty() {
        layouts_of(game, param_type)
            .iter()
            .map(|l| format!("{:#x}", l.row_size))
            .collect()
    } else {
        expected
    };
    let first_row = param.format.header_size()
        + param.rows.len() as u64 * param.format.row_entry_size()
        + super::table_padding(param.format);
    Err(FormatError::invalid(
        FORMAT,
        first_row,
        "row size",
        format!(
            "{} for {name} ({param_type}) in {}{}",
            expected.join(" or "),
            game.name(),
            version.map_or(String::new(), |v| format!(" regulation {v}")),
        ),
        format!("{row_size:#x}"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every layout's fields lie inside its row, do not overlap, are sorted, and every
    /// condition names a selector of the same layout; every reference names a param the game
    /// has a layout for.
    #[test]
    fn generated_layouts_are_consistent() {
        for game in RegulationGame::ALL {
            let t = table(game);
            assert!(
                t.params
                    .windows(2)
                    .all(|w| w[0].param_type <= w[1].param_type),
                "{game:?} sorted"
            );
            for layout in t.params {
                let mut end = 0u32;
                for f in layout.fields {
                    assert!(
                        f.offset >= end,
                        "{game:?} {} {} overlaps",
                        layout.param_type,
                        f.name
                    );
                    end = f.offset + f.ty.size() as u32;
                    assert!(
                        end <= layout.row_size,
                        "{game:?} {} {} past the row",
                        layout.param_type,
                        f.name
                    );
                    if let FieldTarget::Rows(refs) = f.target {
                        for r in refs {
                            assert!(
                                type_of_name(game, r.param).is_some(),
                                "{game:?} {} -> {}",
                                f.name,
                                r.param
                            );
                            if let Some(c) = r.when {
                                let selector = layout.field(c.field).unwrap_or_else(|| {
                                    panic!(
                                        "{game:?} {} {}: condition on {}, not in the layout",
                                        layout.param_type, f.name, c.field
                                    )
                                });
                                assert_eq!(selector.target, FieldTarget::Selector);
                            }
                        }
                    }
                }
            }
            for &(name, ty, _) in t.names {
                assert!(!layouts_of(game, ty).is_empty(), "{game:?} {name} {ty}");
            }
        }
    }

    /// Row sizes and offsets checked against the games' regulation files (Elden Ring 1.00 and
    /// 1.16.1, Nightreign 1.03.5, Armored Core 6 1.09.1: the distance between rows' data).
    #[test]
    fn row_sizes_match_the_games_files() {
        use RegulationGame::*;
        let cases: [(RegulationGame, &str, u64, u32); 14] = [
            (EldenRing, "BULLET_PARAM_ST", 11611000, 0x110),
            (EldenRing, "ATK_PARAM_ST", 11611000, 0x1C8),
            (EldenRing, "EQUIP_PARAM_WEAPON_ST", 11611000, 0x298),
            (EldenRing, "EQUIP_PARAM_WEAPON_ST", 10000092, 0x288),
            (EldenRing, "MAGIC_PARAM_ST", 11611000, 0xA8),
            (EldenRing, "SP_EFFECT_PARAM_ST", 10000092, 0x390),
            (Nightreign, "BULLET_PARAM_ST", 10350000, 0x15C),
            (Nightreign, "ATK_PARAM_ST", 10350000, 0x1D0),
            (Nightreign, "EQUIP_PARAM_WEAPON_ST", 10350000, 0x2A8),
            (Nightreign, "SP_EFFECT_PARAM_ST", 10350000, 0x400),
            (ArmoredCore6, "BULLET_PARAM_ST", 10910042, 0x378),
            (ArmoredCore6, "EQUIP_PARAM_WEAPON_ST", 10910042, 0x614),
            (ArmoredCore6, "MAGIC_PARAM_ST", 10910042, 0x50),
            (ArmoredCore6, "SP_EFFECT_PARAM_ST", 10910042, 0x3BC),
        ];
        for (game, ty, version, size) in cases {
            let layout = for_param(game, ty, size as usize, Some(version))
                .unwrap_or_else(|| panic!("{game:?} {ty} {size:#x}"));
            assert!(layout.versions.contains(version), "{game:?} {ty}");
        }
        let bullet = for_param(EldenRing, "BULLET_PARAM_ST", 0x110, None).unwrap();
        let offsets: Vec<(&str, u32)> =
            bullet.effect_fields().map(|f| (f.name, f.offset)).collect();
        assert_eq!(
            offsets,
            [
                ("sfxId_Bullet", 4),
                ("sfxId_Hit", 8),
                ("sfxId_Flick", 0xC),
                ("sfxId_ForceErase", 0xF4)
            ]
        );
    }

    #[test]
    fn fields_read_and_write_in_both_byte_orders() {
        let f = FieldLayout {
            name: "x",
            offset: 2,
            ty: FieldType::S16,
            target: FieldTarget::Effect,
        };
        let mut row = vec![0u8; 4];
        f.write(&mut row, Endian::Little, -2).unwrap();
        assert_eq!(row, [0, 0, 0xFE, 0xFF]);
        assert_eq!(f.read(&row, Endian::Little).unwrap(), -2);
        f.write(&mut row, Endian::Big, 0x1234).unwrap();
        assert_eq!(row, [0, 0, 0x12, 0x34]);
        assert_eq!(f.read(&row, Endian::Big).unwrap(), 0x1234);
        assert!(f.write(&mut row, Endian::Little, 40000).is_err());
        let u = FieldLayout {
            ty: FieldType::U32,
            offset: 0,
            ..f
        };
        u.write(&mut row, Endian::Little, 0xFFFF_FFFF).unwrap();
        assert_eq!(u.read(&row, Endian::Little).unwrap(), 0xFFFF_FFFF);
        let past = FieldLayout { offset: 3, ..f };
        assert!(matches!(
            past.read(&row, Endian::Little),
            Err(FormatError::UnexpectedEof { offset: 3, .. })
        ));
    }
}
