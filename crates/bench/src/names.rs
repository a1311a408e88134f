//! The input and the operations of the name-index benchmark (`benches/names.rs`): an Elden
//! Ring-shaped `regulation.bin` generated from code, read, and indexed for the effects' names.
//!
//! The regulation holds every param the Elden Ring layouts describe
//! (`fxr_formats::param::layouts::table`), filled with rows whose effect fields name effects
//! and whose link fields point at rows of the params they refer to (a spell or an item to its
//! bullets and special effects, a bullet to further bullets and attacks, a special effect to
//! its visual rows, ...), so the index follows chains as in a game's file; then filler params
//! of types without a layout (rows of noise) up to [`ShapeOfGame::params`]. A text binder names
//! every goods and weapon row (the goods names also name the spells of the same id, as in
//! Elden Ring). No game data: the counts and the ids are made up, and everything is drawn from
//! a fixed-seed generator, so the same shape gives the same bytes.

use fxr_formats::binary::Limits;
use fxr_formats::dcx::{self, DcxCompression};
use fxr_formats::fmg::Fmg;
use fxr_formats::fmg::texts::{self, Subject, TextRole};
use fxr_formats::fxr::Game;
use fxr_formats::param::layouts::{self, FieldTarget, ParamLayout};
use fxr_formats::param::{Param, ParamFormat, ParamRow};
use fxr_formats::regulation::{self, RegulationGame};
use fxr_formats::{FormatError, bnd4};
use fxr_names::{NameIndex, NameSources};

/// The game the regulation is of.
pub const GAME: RegulationGame = RegulationGame::EldenRing;
/// Its binder version string (Elden Ring 1.16.1), which picks the layouts of that patch.
pub const VERSION: &str = "11611000";
/// The path the regulation is added to the index under.
pub const REGULATION_PATH: &str = "regulation.bin";
/// The path the text binder is added under.
pub const TEXTS_PATH: &str = "msg/engus/item.msgbnd.dcx";

/// Rows per param at full size. The counts are of the order of the game's own, not measured
/// from any file: chosen so that the decompressed binder is 10–20 MB (the size this benchmark
/// takes for a game's regulation; 18 MB with the filler params), the params with the most rows
/// being those with the most in the game (special effects, attacks, behaviours, bullets). A
/// param with a layout not listed here gets [`OTHER_ROWS`].
pub const ROW_COUNTS: [(&str, u32); 11] = [
    ("SpEffectParam", 6_000),
    ("SpEffectVfxParam", 3_000),
    ("Bullet", 5_000),
    ("Magic", 300),
    ("EquipParamGoods", 3_000),
    ("EquipParamWeapon", 1_200),
    ("AtkParam_Pc", 2_000),
    ("AtkParam_Npc", 6_000),
    ("BehaviorParam", 10_000),
    ("BehaviorParam_PC", 8_000),
    ("NpcParam", 1_500),
];

/// Rows of a laid-out param not in [`ROW_COUNTS`].
pub const OTHER_ROWS: u32 = 200;

/// The first row id of every param; ids then go up by [`ROW_STRIDE`] (sparse, as the games'
/// are). Magic and EquipParamGoods share their ids, so the goods names name the spells.
const FIRST_ROW: i32 = 1000;
const ROW_STRIDE: i32 = 10;
/// The first effect id; effect fields draw from [`ShapeOfGame::effects`] ids above it.
pub const FIRST_EFFECT: i32 = 100_000;
/// The chance (in 1/256) that an effect field of a row is set, and that a link field is.
const EFFECT_CHANCE: u32 = 96;
const LINK_CHANCE: u32 = 80;

/// The planted chain the tests look for: the first goods row (named [`CHAIN_NAME`]) fires the
/// first bullet, whose hit effect is [`CHAIN_EFFECT`].
pub const CHAIN_NAME: &str = "Benchmark Sling";
/// The first bullet's hit effect.
pub const CHAIN_EFFECT: i32 = 99_999;

/// How large a regulation to generate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ShapeOfGame {
    /// The row counts of [`ROW_COUNTS`] and [`OTHER_ROWS`] are multiplied by this (each at
    /// least 1).
    pub row_scale: f64,
    /// The params in all: the laid-out ones, then filler params up to this count.
    pub params: usize,
    /// How many distinct effect ids the effect fields use.
    pub effects: u32,
}

impl ShapeOfGame {
    /// The benchmark's: 200 params (23 laid out), 68,000 rows, 18 MB decompressed.
    pub const GAME: ShapeOfGame = ShapeOfGame {
        row_scale: 1.0,
        params: 200,
        effects: 20_000,
    };
}

/// A generated game's files.
#[derive(Debug, Clone)]
pub struct GeneratedGame {
    /// The encrypted `regulation.bin`.
    pub regulation: Vec<u8>,
    /// The size of its decompressed binder.
    pub binder_size: usize,
    /// The params it holds.
    pub params: usize,
    /// The rows of its laid-out params (those the index reads).
    pub indexed_rows: usize,
    /// `item.msgbnd.dcx`: goods and weapon names.
    pub texts: Vec<u8>,
}

/// A 64-bit linear congruential generator (Knuth's MMIX constants): the same sequence on every
/// platform, nothing to depend on.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as u32
    }

    /// A value below `n` (n > 0).
    fn below(&mut self, n: u32) -> u32 {
        self.next() % n
    }

    /// True with a chance of `in_256` / 256.
    fn chance(&mut self, in_256: u32) -> bool {
        self.below(256) < in_256
    }
}

/// The layout of a laid-out param for [`VERSION`].
fn layout_of(name: &str) -> Option<&'static ParamLayout> {
    let ty = layouts::type_of_name(GAME, name)?;
    let version = regulation::parse_version(VERSION)?;
    layouts::layouts_of(GAME, ty)
        .iter()
        .rfind(|l| l.versions.contains(version))
}

/// The id of a param's `i`-th row.
fn row_id(i: u32) -> i32 {
    FIRST_ROW + i as i32 * ROW_STRIDE
}

/// A laid-out param being filled.
struct Planned {
    name: &'static str,
    layout: &'static ParamLayout,
    rows: Vec<Vec<u8>>,
}

/// The laid-out params with their row counts, rows zeroed.
fn planned_params(shape: &ShapeOfGame) -> Vec<Planned> {
    layouts::table(GAME)
        .names
        .iter()
        .filter_map(|&(name, _, _)| {
            let layout = layout_of(name)?;
            let full = ROW_COUNTS
                .iter()
                .find(|(n, _)| *n == name)
                .map_or(OTHER_ROWS, |&(_, c)| c);
            let count = ((f64::from(full) * shape.row_scale).round() as u32).max(1);
            Some(Planned {
                name,
                layout,
                rows: vec![layout.empty_row(); count as usize],
            })
        })
        .collect()
}

/// Sets effect and link fields at random: an effect from the pool, a link to a row of one of
/// the params the field refers to (its selector set to match). A value the field's type cannot
/// hold is left out, as is a link to a param the regulation does not have.
fn fill_fields(params: &mut [Planned], shape: &ShapeOfGame, rng: &mut Lcg) {
    let counts: Vec<(&str, u32)> = params
        .iter()
        .map(|p| (p.name, p.rows.len() as u32))
        .collect();
    for param in params.iter_mut() {
        let layout = param.layout;
        for row in &mut param.rows {
            for field in layout.fields {
                match field.target {
                    FieldTarget::Effect if rng.chance(EFFECT_CHANCE) => {
                        let effect = FIRST_EFFECT + rng.below(shape.effects.max(1)) as i32;
                        let _ = layout.set(row, field.name, i64::from(effect));
                    }
                    FieldTarget::Rows(refs) if rng.chance(LINK_CHANCE) => {
                        let target = refs[rng.below(refs.len() as u32) as usize];
                        let Some(&(_, count)) = counts.iter().find(|(n, _)| *n == target.param)
                        else {
                            continue;
                        };
                        let id = row_id(rng.below(count));
                        if layout.set(row, field.name, i64::from(id)).is_ok()
                            && let Some(when) = target.when
                        {
                            let _ = layout.set(row, when.field, when.value);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
}

/// Sets the field of `from`'s first row that refers to `to`, pointing at `to`'s first row.
fn link_first_rows(params: &mut [Planned], from: &str, to: &str) {
    let Some(param) = params.iter_mut().find(|p| p.name == from) else {
        return;
    };
    let layout = param.layout;
    let found = layout.link_fields().find_map(|f| match f.target {
        FieldTarget::Rows(refs) => refs.iter().find(|r| r.param == to).map(|r| (f, r)),
        _ => None,
    });
    if let (Some((field, reference)), Some(row)) = (found, param.rows.first_mut()) {
        let _ = layout.set(row, field.name, i64::from(row_id(0)));
        if let Some(when) = reference.when {
            let _ = layout.set(row, when.field, when.value);
        }
    }
}

/// The planted chain: goods 0 and spell 0 → bullet 0 → [`CHAIN_EFFECT`] on hit.
fn plant_chain(params: &mut [Planned]) {
    link_first_rows(params, "EquipParamGoods", "Bullet");
    link_first_rows(params, "Magic", "Bullet");
    if let Some(bullet) = params.iter_mut().find(|p| p.name == "Bullet")
        && let Some(row) = bullet.rows.first_mut()
    {
        let _ = bullet.layout.set(row, "sfxId_Hit", i64::from(CHAIN_EFFECT));
    }
}

/// A filler param: a type without a layout, rows of noise of a size drawn once.
fn filler_param(index: usize, format: ParamFormat, shape: &ShapeOfGame, rng: &mut Lcg) -> Param {
    let mut param = Param::new(format, &format!("BENCH_FILLER_{index:03}_PARAM_ST"), 1);
    let row_size = 16 + 8 * rng.below(19) as usize;
    let full_rows = 20 + rng.below(180);
    let rows = ((f64::from(full_rows) * shape.row_scale).round() as u32).max(1);
    param.rows = (0..rows)
        .map(|i| ParamRow {
            id: row_id(i),
            name: None,
            data: (0..row_size).map(|_| rng.next() as u8).collect(),
        })
        .collect();
    param
}

/// A made-up item name from syllables: the same for the same id.
fn made_up_name(kind: &str, id: i32) -> String {
    const FIRST: [&str; 8] = [
        "Ashen", "Glinting", "Rotten", "Frenzied", "Moonlit", "Ancient", "Burning", "Hollow",
    ];
    const SECOND: [&str; 8] = [
        "Stone", "Blade", "Ember", "Tear", "Mist", "Crystal", "Lance", "Bell",
    ];
    let i = id.unsigned_abs() as usize;
    format!("{} {} {kind} {id}", FIRST[i % 8], SECOND[(i / 8) % 8])
}

/// The text binder: a name for every goods and weapon row (goods 0 is [`CHAIN_NAME`]).
fn text_binder(params: &[Planned]) -> Result<Vec<u8>, FormatError> {
    let rows_of = |name: &str| {
        params
            .iter()
            .find(|p| p.name == name)
            .map_or(0, |p| p.rows.len())
    };
    let goods = Fmg::from_texts((0..rows_of("EquipParamGoods") as u32).map(|i| {
        let id = row_id(i);
        let name = if i == 0 {
            CHAIN_NAME.to_string()
        } else {
            made_up_name("Goods", id)
        };
        (id, name)
    }));
    let weapons = Fmg::from_texts(
        (0..rows_of("EquipParamWeapon") as u32)
            .map(|i| (row_id(i), made_up_name("Weapon", row_id(i)))),
    );
    let mut files = Vec::new();
    if let Some(stem) = texts::stem_for(Game::EldenRing, Subject::Goods, TextRole::Name) {
        files.push((stem, &goods));
    }
    if let Some(stem) = texts::stem_for(Game::EldenRing, Subject::Weapon, TextRole::Name) {
        files.push((stem, &weapons));
    }
    texts::build_binder(Game::EldenRing, &files, Some(DcxCompression::DEFLATE_ER))
}

/// Generates the regulation and text binder of a shape.
pub fn generate(shape: &ShapeOfGame) -> Result<GeneratedGame, FormatError> {
    let mut rng = Lcg(0x5EED_F00D);
    let mut planned = planned_params(shape);
    fill_fields(&mut planned, shape, &mut rng);
    plant_chain(&mut planned);
    let texts = text_binder(&planned)?;
    let format = ParamFormat::ELDEN_RING;
    let indexed_rows = planned.iter().map(|p| p.rows.len()).sum();
    let mut params: Vec<(String, Param)> = planned
        .into_iter()
        .map(|p| {
            let mut param = Param::new(format, p.layout.param_type, p.layout.data_version);
            param.rows = p
                .rows
                .into_iter()
                .zip(0..)
                .map(|(data, i)| ParamRow {
                    id: row_id(i),
                    name: None,
                    data,
                })
                .collect();
            (p.name.to_string(), param)
        })
        .collect();
    for i in params.len()..shape.params {
        params.push((
            format!("BenchFiller{i:03}"),
            filler_param(i, format, shape, &mut rng),
        ));
    }
    let count = params.len();
    let built = regulation::build(GAME, VERSION, params);
    let regulation = regulation::write(&built, [0x5A; 16])?;
    let binder_size = binder_size(&regulation)?;
    Ok(GeneratedGame {
        regulation,
        binder_size,
        params: count,
        indexed_rows,
        texts,
    })
}

/// The size of a regulation's decompressed binder.
fn binder_size(data: &[u8]) -> Result<usize, FormatError> {
    let plain = regulation::decrypt(data, GAME)?;
    let binder = dcx::read(&plain)?.data;
    bnd4::read(&binder)?;
    Ok(binder.len())
}

/// Reads a regulation: decrypts it, decompresses its DCX, reads the binder and every param;
/// returns the rows read.
pub fn regulation_read(data: &[u8]) -> Result<usize, FormatError> {
    let read = regulation::read(data, Some(GAME))?;
    Ok(read.params().map(|(_, p)| p.rows.len()).sum())
}

/// What [`regulation_read`] costs in the libraries alone: AES-256-CBC decryption with `aes` and
/// `cbc` (the block loop the reader runs) and the zlib inflate of the DCX payload with flate2
/// ([`crate::dcx_library`]); returns the decompressed size.
pub fn regulation_library(data: &[u8]) -> Result<usize, String> {
    use aes::cipher::generic_array::GenericArray;
    use aes::cipher::{BlockDecryptMut, KeyIvInit};
    let (iv, ciphertext) = data
        .split_at_checked(regulation::IV_SIZE)
        .ok_or("shorter than the IV")?;
    let mut plain = ciphertext.to_vec();
    let mut cipher = cbc::Decryptor::<aes::Aes256>::new(
        GenericArray::from_slice(GAME.key()),
        GenericArray::from_slice(iv),
    );
    for block in plain.chunks_exact_mut(regulation::BLOCK_SIZE) {
        cipher.decrypt_block_mut(GenericArray::from_mut_slice(block));
    }
    crate::dcx_library(&plain)
}

/// The name index of a generated game: both files added (the regulation read again), the index
/// built, and every effect's best name; returns the names.
pub fn name_index(regulation: &[u8], texts: &[u8]) -> usize {
    let mut sources = NameSources::new(Limits::default());
    sources.add(REGULATION_PATH, regulation);
    sources.add(TEXTS_PATH, texts);
    NameIndex::build(&sources).names().len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: ShapeOfGame = ShapeOfGame {
        row_scale: 0.01,
        params: 30,
        effects: 200,
    };

    #[test]
    fn a_small_generated_game_is_indexed_and_its_chain_found() {
        let game = generate(&SMALL).expect("generates");
        assert_eq!(game.params, 30);
        assert_eq!(generate(&SMALL).expect("again").regulation, game.regulation);
        let mut sources = NameSources::new(Limits::default());
        sources.add(REGULATION_PATH, &game.regulation);
        sources.add(TEXTS_PATH, &game.texts);
        assert!(sources.problems.is_empty(), "{:?}", sources.problems);
        let index = NameIndex::build(&sources);
        assert!(index.problems().is_empty(), "{:?}", index.problems());
        assert_eq!(index.counts().0, game.indexed_rows);
        assert!(index.counts().1 > 0, "links were set");
        let found = index.find(CHAIN_NAME).found;
        assert!(
            found.iter().any(|f| f.param == "EquipParamGoods"
                && f.effects.iter().any(|e| e.effect == CHAIN_EFFECT)),
            "{found:?}"
        );
        let name = index
            .name(CHAIN_EFFECT)
            .expect("the chain's effect is named");
        assert!(name.name.contains(CHAIN_NAME), "{}", name.name);
        assert!(index.names().len() > 100);
        assert!(regulation_read(&game.regulation).expect("reads") > 0);
        assert_eq!(
            regulation_library(&game.regulation).expect("decrypts"),
            game.binder_size
        );
    }

    #[test]
    fn a_search_most_names_match_returns_its_first_rows_and_counts_the_rest() {
        let shape = ShapeOfGame {
            row_scale: 0.1,
            ..SMALL
        };
        let game = generate(&shape).expect("generates");
        let mut sources = NameSources::new(Limits::default());
        sources.add(REGULATION_PATH, &game.regulation);
        sources.add(TEXTS_PATH, &game.texts);
        let index = NameIndex::build(&sources);
        // Every goods row is named "… goods ID": 300 rows, more than a search returns.
        let search = index.find("goods");
        assert!(
            search.matched > fxr_names::index::MAX_FOUND,
            "{}",
            search.matched
        );
        assert_eq!(search.found.len(), fxr_names::index::MAX_FOUND);
        assert!(search.is_cut());
        // What is returned is the first rows in order, each with its effects as one row's.
        let first = &search.found[0];
        assert_eq!(index.row_effects(&first.param, first.row), first.effects);
        // A narrower search is not cut.
        let narrow = index.find(&first.name);
        assert!(!narrow.is_cut());
        assert!(narrow.found.iter().any(|f| f.row == first.row));
        assert!(index.row_effects("EquipParamGoods", i32::MIN).is_empty());
        assert!(index.row_effects("NoSuchParam", first.row).is_empty());
    }
}
