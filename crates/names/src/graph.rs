//! The rows of a regulation's params that lead to effects, and the links between them.
//!
//! Only params with a layout in `fxr_formats::param::layouts` are read (the ones whose
//! fields name effects or lead towards one); every row of those is read. A field is:
//!
//! - an **effect** (`sfxId_Hit`, `midstSfxId`, `traceSfxId3` …): its value, when above 0, is an
//!   effect id (0 and −1 are the games' "none", Paramdex's descriptions);
//! - a **row reference** (`HitBulletID`, `vfxId3`, `refId1` …): a row of another param, where
//!   the row exists and the reference's condition on a selector field (`refCategory1` = 1 for
//!   a bullet) holds; values of 0 and below are not followed (0 is several params' default
//!   row and no chain in the layouts' sources starts from it);
//! - a **behaviour variation** (`EquipParamWeapon.behaviorVariationId` v, `NpcParam`'s): the
//!   rows `100_000_000 + v × 1000 + judge` of `BehaviorParam_PC` for a weapon and
//!   `200_000_000 + v × 1000 + judge` of `BehaviorParam` for a character, every judge id 0–999
//!   (the TAE events that pick one judge are not followed); where no such row exists, the
//!   variation rounded down to a multiple of 100, as the game falls back (layouts module
//!   documentation, from DSAnimStudio).
//!
//! A link's source and target are rows ([`RowKey`]); links are kept both ways so the index
//! walks from an effect to the rows that lead to it and from a named row to its effects.

use std::collections::HashMap;

use fxr_formats::param::Param;
use fxr_formats::param::layouts::{self, FieldLayout, FieldTarget, ParamLayout, RowRef};
use fxr_formats::regulation::RegulationGame;

/// A row of one of the graph's params.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RowKey {
    /// The param's index in [`Graph::params`].
    pub param: u16,
    /// The row id.
    pub row: i32,
}

/// A param the graph read: its name and its rows' ids and names, sorted by id.
#[derive(Debug, Clone)]
pub struct GraphParam {
    /// The param's name as the regulation names it (`Bullet`).
    pub name: String,
    /// (row id, row name) sorted by id; the first of repeated ids kept.
    rows: Vec<(i32, Option<String>)>,
}

impl GraphParam {
    fn index_of(&self, id: i32) -> Option<usize> {
        self.rows.binary_search_by_key(&id, |r| r.0).ok()
    }

    /// Whether the param has this row.
    pub fn has(&self, id: i32) -> bool {
        self.index_of(id).is_some()
    }

    /// The row's own name in the param (the games' rows mostly have none).
    pub fn row_name(&self, id: i32) -> Option<&str> {
        let i = self.index_of(id)?;
        self.rows[i].1.as_deref().filter(|n| !n.trim().is_empty())
    }

    /// Every row id.
    pub fn ids(&self) -> impl Iterator<Item = i32> + '_ {
        self.rows.iter().map(|r| r.0)
    }

    /// The row ids in `low..=high`.
    fn ids_in(&self, low: i64, high: i64) -> impl Iterator<Item = i32> + '_ {
        let start = self.rows.partition_point(|r| i64::from(r.0) < low);
        self.rows[start..]
            .iter()
            .take_while(move |r| i64::from(r.0) <= high)
            .map(|r| r.0)
    }
}

/// A link or an effect field: the field of the row it comes from.
pub type Field = &'static str;

/// The params' rows and links.
#[derive(Debug, Default)]
pub struct Graph {
    /// The params read, in the regulation's order.
    pub params: Vec<GraphParam>,
    by_name: HashMap<String, u16>,
    effects_of_row: HashMap<RowKey, Vec<(Field, i32)>>,
    rows_of_effect: HashMap<i32, Vec<(RowKey, Field)>>,
    forward: HashMap<RowKey, Vec<(Field, RowKey)>>,
    backward: HashMap<RowKey, Vec<(Field, RowKey)>>,
}

/// A param given to the graph, with the layout that applies to it.
pub struct LaidOut<'a> {
    /// The param's name (`Bullet`).
    pub name: &'a str,
    /// The param.
    pub param: &'a Param,
    /// Its layout (`layouts::check`).
    pub layout: &'static ParamLayout,
}

impl Graph {
    /// The graph of these params of a game.
    pub fn build(params: &[LaidOut<'_>]) -> Graph {
        let mut graph = Graph::default();
        for p in params.iter().take(usize::from(u16::MAX)) {
            graph.add_param(p);
        }
        for p in params {
            graph.add_fields(p);
        }
        graph
    }

    fn add_param(&mut self, p: &LaidOut<'_>) {
        let mut rows: Vec<(i32, Option<String>)> = p
            .param
            .rows
            .iter()
            .map(|r| (r.id, r.name.clone()))
            .collect();
        // Stable: of repeated ids the first in the file is the one kept.
        rows.sort_by_key(|r| r.0);
        rows.dedup_by_key(|r| r.0);
        let index = self.params.len() as u16;
        self.by_name.entry(p.name.to_string()).or_insert(index);
        self.params.push(GraphParam {
            name: p.name.to_string(),
            rows,
        });
    }

    fn add_fields(&mut self, p: &LaidOut<'_>) {
        let Some(&from_param) = self.by_name.get(p.name) else {
            return;
        };
        let endian = p.param.format.endian();
        for row in &p.param.rows {
            let from = RowKey {
                param: from_param,
                row: row.id,
            };
            for field in p.layout.fields {
                let Ok(value) = field.read(&row.data, endian) else {
                    continue;
                };
                match field.target {
                    FieldTarget::Effect if value > 0 && value <= i64::from(i32::MAX) => {
                        self.add_effect(from, field.name, value as i32);
                    }
                    FieldTarget::Rows(refs) if value > 0 => {
                        self.add_references(from, field, refs, value, &row.data, p);
                    }
                    FieldTarget::BehaviorVariation if value > 0 => {
                        self.add_behaviours(from, p.name, field.name, value);
                    }
                    _ => {}
                }
            }
        }
    }

    fn add_effect(&mut self, row: RowKey, field: Field, effect: i32) {
        self.effects_of_row
            .entry(row)
            .or_default()
            .push((field, effect));
        self.rows_of_effect
            .entry(effect)
            .or_default()
            .push((row, field));
    }

    fn add_link(&mut self, from: RowKey, field: Field, to: RowKey) {
        self.forward.entry(from).or_default().push((field, to));
        self.backward.entry(to).or_default().push((field, from));
    }

    fn add_references(
        &mut self,
        from: RowKey,
        field: &FieldLayout,
        refs: &[RowRef],
        value: i64,
        data: &[u8],
        p: &LaidOut<'_>,
    ) {
        let Ok(id) = i32::try_from(value) else {
            return;
        };
        let endian = p.param.format.endian();
        for r in refs {
            let holds = r.when.is_none_or(|c| {
                p.layout
                    .field(c.field)
                    .and_then(|f| f.read(data, endian).ok())
                    .is_some_and(|v| v == c.value)
            });
            let target = self.by_name.get(r.param).copied();
            if let (true, Some(param)) = (holds, target)
                && self.params[usize::from(param)].has(id)
            {
                self.add_link(from, field.name, RowKey { param, row: id });
            }
        }
    }

    /// A weapon's or a character's behaviour rows (module documentation).
    fn add_behaviours(&mut self, from: RowKey, param: &str, field: Field, variation: i64) {
        let (target, base) = match param {
            "EquipParamWeapon" => ("BehaviorParam_PC", 100_000_000_i64),
            "NpcParam" => ("BehaviorParam", 200_000_000_i64),
            _ => return,
        };
        let Some(&target_param) = self.by_name.get(target) else {
            return;
        };
        let rows_of = |v: i64| -> Vec<i32> {
            let low = base + v * 1000;
            self.params[usize::from(target_param)]
                .ids_in(low, low + 999)
                .collect()
        };
        let mut ids = rows_of(variation);
        if ids.is_empty() && variation % 100 != 0 {
            ids = rows_of(variation / 100 * 100);
        }
        for id in ids {
            self.add_link(
                from,
                field,
                RowKey {
                    param: target_param,
                    row: id,
                },
            );
        }
    }

    /// The param named `name` (`Bullet`).
    pub fn param(&self, name: &str) -> Option<u16> {
        self.by_name.get(name).copied()
    }

    /// A param's name.
    pub fn param_name(&self, param: u16) -> &str {
        self.params
            .get(usize::from(param))
            .map_or("", |p| p.name.as_str())
    }

    /// The rows whose effect fields hold `effect`, with the field.
    pub fn rows_of_effect(&self, effect: i32) -> &[(RowKey, Field)] {
        self.rows_of_effect.get(&effect).map_or(&[], Vec::as_slice)
    }

    /// A row's effect fields and their effects.
    pub fn effects_of_row(&self, row: RowKey) -> &[(Field, i32)] {
        self.effects_of_row.get(&row).map_or(&[], Vec::as_slice)
    }

    /// The rows a row links to, by field.
    pub fn links_from(&self, row: RowKey) -> &[(Field, RowKey)] {
        self.forward.get(&row).map_or(&[], Vec::as_slice)
    }

    /// The rows that link to a row, by their field.
    pub fn links_to(&self, row: RowKey) -> &[(Field, RowKey)] {
        self.backward.get(&row).map_or(&[], Vec::as_slice)
    }

    /// Every effect id some row holds.
    pub fn effects(&self) -> impl Iterator<Item = i32> + '_ {
        self.rows_of_effect.keys().copied()
    }

    /// How many links the graph holds.
    pub fn link_count(&self) -> usize {
        self.forward.values().map(Vec::len).sum()
    }
}

/// The layout of each param of a regulation that has one; a param whose type has layouts but
/// none of its row size is an error naming it (kept by the caller, the others still read).
pub fn layout_of(
    game: RegulationGame,
    name: &str,
    param: &Param,
    version: Option<u64>,
) -> fxr_formats::error::Result<Option<&'static ParamLayout>> {
    layouts::check(game, name, param, version)
}
