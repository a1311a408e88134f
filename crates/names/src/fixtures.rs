//! Game files made with the project's writers, for the tests and `fxr-view demo --names` (no
//! game file is committed or shipped):
//! an encrypted regulation with rows that chain to effects, a text binder naming its items,
//! and an animation binder whose animation spawns an effect, for each game the index reads.
//!
//! Layouts differ by game, so the rows are set through the layouts' own fields: a link is
//! set by finding, in the source param's layout, a field that refers to the target param,
//! with its selector set when the reference depends on one. A link a game's layout does not
//! have is not set; [`GameFiles::links`] says which were, so the tests expect exactly those.

use fxr_formats::dcx::DcxCompression;
use fxr_formats::fmg::Fmg;
use fxr_formats::fmg::texts::{self, Subject, TextRole};
use fxr_formats::param::layouts::{self, FieldTarget, ParamLayout};
use fxr_formats::param::{
    FLAG_01, FLAG_LONG_DATA_OFFSET, FLAG_UNICODE_NAMES, Param, ParamFormat, ParamRow,
};
use fxr_formats::regulation::{self, RegulationGame};
use fxr_formats::tae::{Animation, anibnd, spawns};

use crate::sources::text_game;

/// The bullet row of the spell.
pub const BULLET_ROW: i32 = 10500;
/// The spell's `Magic` and `EquipParamGoods` row ("Rock Sling").
pub const SPELL_ROW: i32 = 4000;
/// The item that applies the special effect ("Ember").
pub const ITEM_ROW: i32 = 2000;
/// The special effect.
pub const SP_EFFECT_ROW: i32 = 5000;
/// Its visual row.
pub const VFX_ROW: i32 = 7000;
/// The weapon ("Moonveil").
pub const WEAPON_ROW: i32 = 1000;
// The effect ids are the demo binder's (`fxr_demo::DEMO_EFFECTS`), so that a folder of these
// files and the demo binder shows names in the viewer.
/// The bullet's hit effect.
pub const HIT_EFFECT: i32 = 1000;
/// The bullet's own effect.
pub const BULLET_EFFECT: i32 = 1001;
/// The spell's cast effect.
pub const CAST_EFFECT: i32 = 1002;
/// The special effect's effect while active.
pub const MIDST_EFFECT: i32 = 1003;
/// The weapon's resident effect.
pub const WEAPON_EFFECT: i32 = 1004;
/// The effect the animation spawns.
pub const ANIMATION_EFFECT: i32 = 1005;
/// The animation's id.
pub const ANIMATION: i64 = 3_003_000;

/// The names the text binder gives.
pub const SPELL_NAME: &str = "Rock Sling";
/// The item's name.
pub const ITEM_NAME: &str = "Ember";
/// The weapon's name.
pub const WEAPON_NAME: &str = "Moonveil";

/// A game's files and which chains its layouts allowed.
pub struct GameFiles {
    /// `regulation.bin`, encrypted.
    pub regulation: Vec<u8>,
    /// `item.msgbnd.dcx`.
    pub texts: Vec<u8>,
    /// `c0000.anibnd.dcx`.
    pub animations: Vec<u8>,
    /// The links set: (from param, to param).
    pub links: Vec<(&'static str, &'static str)>,
    /// The effect fields set: (param, row, field, effect).
    pub effects: Vec<(&'static str, i32, &'static str, i32)>,
}

/// The version string of each game's fixture (Elden Ring 1.16.1 and so on; Dark Souls 3's is
/// not a number).
pub fn version_string(game: RegulationGame) -> &'static str {
    match game {
        RegulationGame::EldenRing => "11611000",
        RegulationGame::Nightreign => "10350000",
        RegulationGame::ArmoredCore6 => "10910042",
        RegulationGame::DarkSouls3 => "07D7R6",
    }
}

/// The param format of a game's regulation.
pub fn param_format(game: RegulationGame) -> ParamFormat {
    match game {
        RegulationGame::DarkSouls3 => ParamFormat {
            big_endian: false,
            flags1: FLAG_01 | FLAG_LONG_DATA_OFFSET,
            flags2: FLAG_UNICODE_NAMES,
            paramdef_format_version: 0,
        },
        _ => ParamFormat::ELDEN_RING,
    }
}

/// The layout of a param (by its name) for the fixture's version.
pub fn layout(game: RegulationGame, param: &str) -> Option<&'static ParamLayout> {
    let ty = layouts::type_of_name(game, param)?;
    let version = regulation::parse_version(version_string(game));
    layouts::layouts_of(game, ty)
        .iter()
        .rfind(|l| version.is_none_or(|v| l.versions.contains(v)))
}

/// A param's planned rows: (row id, row bytes).
type PlannedRows = Vec<(i32, Vec<u8>)>;

/// Rows being planned: param → its rows.
struct Plan {
    game: RegulationGame,
    params: Vec<(&'static str, PlannedRows)>,
    links: Vec<(&'static str, &'static str)>,
    effects: Vec<(&'static str, i32, &'static str, i32)>,
}

impl Plan {
    fn row(
        &mut self,
        param: &'static str,
        id: i32,
    ) -> Option<(&'static ParamLayout, &mut Vec<u8>)> {
        let layout = layout(self.game, param)?;
        let i = match self.params.iter().position(|(p, _)| *p == param) {
            Some(i) => i,
            None => {
                self.params.push((param, Vec::new()));
                self.params.len() - 1
            }
        };
        let rows = &mut self.params[i].1;
        let r = match rows.iter().position(|(r, _)| *r == id) {
            Some(r) => r,
            None => {
                rows.push((id, layout.empty_row()));
                rows.len() - 1
            }
        };
        Some((layout, &mut rows[r].1))
    }

    /// Sets the first effect field whose name holds `part`.
    fn effect(&mut self, param: &'static str, id: i32, part: &str, effect: i32) {
        let Some((layout, data)) = self.row(param, id) else {
            return;
        };
        let Some(field) = layout.effect_fields().find(|f| f.name.contains(part)) else {
            return;
        };
        if layout.set(data, field.name, i64::from(effect)).is_ok() {
            self.effects.push((param, id, field.name, effect));
        }
    }

    /// Sets a field of `from`'s row that refers to `to`'s row (and its selector).
    fn link(&mut self, from: &'static str, id: i32, to: &'static str, target: i32) {
        self.row(to, target);
        let Some((layout, data)) = self.row(from, id) else {
            return;
        };
        let found = layout.link_fields().find_map(|f| match f.target {
            FieldTarget::Rows(refs) => refs.iter().find(|r| r.param == to).map(|r| (f, r)),
            _ => None,
        });
        let Some((field, reference)) = found else {
            return;
        };
        let mut ok = layout.set(data, field.name, i64::from(target)).is_ok();
        if let Some(c) = reference.when {
            ok &= layout.set(data, c.field, c.value).is_ok();
        }
        if ok {
            self.links.push((from, to));
        }
    }
}

/// The files of one game.
pub fn game_files(game: RegulationGame) -> GameFiles {
    let mut plan = Plan {
        game,
        params: Vec::new(),
        links: Vec::new(),
        effects: Vec::new(),
    };
    plan.effect("Bullet", BULLET_ROW, "Hit", HIT_EFFECT);
    plan.effect("Bullet", BULLET_ROW, "Bullet", BULLET_EFFECT);
    plan.link("Magic", SPELL_ROW, "Bullet", BULLET_ROW);
    plan.effect("Magic", SPELL_ROW, "ast", CAST_EFFECT);
    plan.link("EquipParamGoods", SPELL_ROW, "Bullet", BULLET_ROW);
    plan.link("EquipParamGoods", ITEM_ROW, "SpEffectParam", SP_EFFECT_ROW);
    plan.link("SpEffectParam", SP_EFFECT_ROW, "SpEffectVfxParam", VFX_ROW);
    plan.effect("SpEffectVfxParam", VFX_ROW, "midst", MIDST_EFFECT);
    plan.effect("EquipParamWeapon", WEAPON_ROW, "resident", WEAPON_EFFECT);
    let format = param_format(game);
    let params = plan
        .params
        .iter()
        .filter_map(|(name, rows)| {
            let layout = layout(game, name)?;
            let mut param = Param::new(format, layout.param_type, layout.data_version);
            let mut rows = rows.clone();
            rows.sort_by_key(|r| r.0);
            param.rows = rows
                .into_iter()
                .map(|(id, data)| ParamRow {
                    id,
                    name: None,
                    data,
                })
                .collect();
            Some((name.to_string(), param))
        })
        .collect();
    let built = regulation::build(game, version_string(game), params);
    let regulation = regulation::write(&built, [0x3C; 16]).expect("the fixture regulation writes");
    GameFiles {
        regulation,
        texts: text_binder(game),
        animations: animation_binder(game),
        links: plan.links,
        effects: plan.effects,
    }
}

/// The item text binder: goods and weapon names.
pub fn text_binder(game: RegulationGame) -> Vec<u8> {
    let game = text_game(game);
    let goods = Fmg::from_texts([(SPELL_ROW, SPELL_NAME), (ITEM_ROW, ITEM_NAME)]);
    let weapons = Fmg::from_texts([(WEAPON_ROW, WEAPON_NAME)]);
    let spells = Fmg::from_texts([(SPELL_ROW, SPELL_NAME)]);
    let mut files = Vec::new();
    if let Some(stem) = texts::stem_for(game, Subject::Magic, TextRole::Name) {
        files.push((stem, &spells));
    }
    if let Some(stem) = texts::stem_for(game, Subject::Goods, TextRole::Name) {
        files.push((stem, &goods));
    }
    if let Some(stem) = texts::stem_for(game, Subject::Weapon, TextRole::Name) {
        files.push((stem, &weapons));
    }
    texts::build_binder(game, &files, Some(DcxCompression::DEFLATE_ER))
        .expect("the fixture text binder writes")
}

/// Whether the spell's `Magic` row is named in this game's texts: by a spell name file, or
/// (Elden Ring, Dark Souls 3) by the goods name of the same id.
pub fn spell_row_named(game: RegulationGame) -> bool {
    matches!(game, RegulationGame::EldenRing | RegulationGame::DarkSouls3)
        || texts::stem_for(text_game(game), Subject::Magic, TextRole::Name).is_some()
}

/// The player's animation binder: one animation spawning [`ANIMATION_EFFECT`] (event 96).
pub fn animation_binder(game: RegulationGame) -> Vec<u8> {
    let game = text_game(game);
    let mut tae = spawns::character_tae(game, 3).expect("a character TAE of the game");
    let event = spawns::event(
        game,
        96,
        0.0,
        0.3,
        &[("FFXID", ANIMATION_EFFECT), ("DummyPolyID", 220)],
    )
    .expect("event 96 encodes");
    tae.animations = vec![Animation::new(ANIMATION, "a003_003000.hkt", vec![event])];
    anibnd::build_binder(
        game,
        "c0000",
        &[("a03", &tae)],
        Some(DcxCompression::DEFLATE_ER),
    )
    .expect("the fixture animation binder writes")
}
