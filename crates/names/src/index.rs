//! The index: every use of an effect, the named rows each use is reached from, a best name
//! per effect, and the search by name.
//!
//! **Row names**, first found: the game's text for the row (`fmg::texts`: a name file's ids
//! are one param's rows; in Elden Ring and Dark Souls 3 a spell's `Magic` row is named by the
//! goods text of the same id, `fmg::texts` module documentation), the row's own name in the
//! param, then a community name the user gave ([`crate::community`]).
//!
//! **Owners**: from the row that holds an effect, the index walks the links backwards (a
//! bullet ← the spell that fires it; a visual row ← the special effects that show it ← the
//! item that applies them) to the nearest named rows, at most [`MAX_CHAIN`] links away and
//! visiting at most [`MAX_VISITS`] rows, so a row many rows share cannot make a query
//! unbounded. The owners are every named row at the nearest distance.
//!
//! **Best name** of an effect: of its uses, the one with the nearest owner, as
//! `Glintstone Pebble — bullet hit (Bullet 10500 sfxId_Hit)`; without an owned use, a
//! community effect name; else the first animation that spawns it; else its first param use
//! in words.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};

use fxr_formats::fmg::texts::{self, Subject};
use fxr_formats::fxr::Game;
use fxr_formats::tae::spawns::{self, EffectRef};

use crate::graph::{Graph, LaidOut, RowKey, layout_of};
use crate::labels::{event_label, field_label};
use crate::sources::{NameSources, SourceProblem};

/// The most links an owner or a search walks.
pub const MAX_CHAIN: usize = 6;

/// The most rows one walk visits.
pub const MAX_VISITS: usize = 4096;

/// The most owners a use lists.
pub const MAX_OWNERS: usize = 8;

/// The most rows a search returns with their effects: a word most names hold ("a") matches
/// thousands of rows, each leading to up to [`MAX_VISITS`] rows' effects, which would be
/// millions of lines and more memory than a browser tab has. The rest are counted
/// ([`Search::matched`]), never silently dropped.
pub const MAX_FOUND: usize = 200;

/// One link of a chain: a row, and its field that leads on.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Step {
    /// The param.
    pub param: String,
    /// The row.
    pub row: i32,
    /// Its field that refers to the next row (or holds the effect, last).
    pub field: String,
}

/// A named row a use is reached from.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Owner {
    /// The param.
    pub param: String,
    /// The row.
    pub row: i32,
    /// Its name.
    pub name: String,
    /// The links from it to the row holding the effect (empty when it holds it itself).
    pub via: Vec<Step>,
}

/// An effect held by a param row's field.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ParamUse {
    /// The param (`Bullet`).
    pub param: String,
    /// The row.
    pub row: i32,
    /// The row's name, where it has one.
    pub row_name: Option<String>,
    /// The field (`sfxId_Hit`).
    pub field: String,
    /// The field in words ("bullet hit").
    pub label: String,
    /// The nearest named rows it is reached from.
    pub owners: Vec<Owner>,
}

/// An effect an animation event spawns.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct AnimationUse {
    /// The animation binder.
    pub file: String,
    /// The TAE file in it.
    pub tae: String,
    /// The character (`c3000`), from the binder's name.
    pub character: Option<String>,
    /// The character's community name, where one was given.
    pub character_name: Option<String>,
    /// The animation id.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub animation: i64,
    /// The event type.
    pub event_type: i32,
    /// The event's template name (`SpawnOneShotFFX`).
    pub event_name: String,
    /// The event's effect field.
    pub field: String,
    /// Start, seconds.
    pub start: f32,
    /// End, seconds.
    pub end: f32,
    /// The dummy poly, where the event has one.
    pub dummy_poly: Option<i32>,
}

/// One use of an effect.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EffectUse {
    /// A param row's field.
    Param(ParamUse),
    /// An animation event.
    Animation(AnimationUse),
}

/// Where an effect's best name comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum NameOrigin {
    /// A named row that leads to it (the game's text, the row's name or a community row name).
    Owner,
    /// A community name of the effect.
    Community,
    /// An animation that spawns it.
    Animation,
    /// A param use, in words.
    Use,
}

/// An effect's best name and where it comes from.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EffectName {
    /// The effect id.
    pub effect: i32,
    /// The name.
    pub name: String,
    /// Where it comes from.
    pub origin: NameOrigin,
}

/// An effect a search result leads to.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct FoundEffect {
    /// The effect id.
    pub effect: i32,
    /// The field in words.
    pub label: String,
    /// The links from the found row to the effect, the last holding it.
    pub via: Vec<Step>,
}

/// A row (or an animation binder) whose name matches a search, and its effects.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Found {
    /// The param (or `anibnd` for an animation binder).
    pub param: String,
    /// The row (0 for an animation binder).
    pub row: i32,
    /// The name that matched.
    pub name: String,
    /// The effects it leads to, nearest first.
    pub effects: Vec<FoundEffect>,
}

/// What a search by name found: the first [`MAX_FOUND`] matching rows with their effects, and
/// how many matched in all.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Search {
    /// The matching rows (named rows in param and row order, then animation binders), at most
    /// [`MAX_FOUND`].
    pub found: Vec<Found>,
    /// How many rows and animation binders matched, `found` included.
    pub matched: usize,
}

impl Search {
    /// Whether more matched than `found` holds.
    pub fn is_cut(&self) -> bool {
        self.matched > self.found.len()
    }
}

/// The index of names and uses.
#[derive(Debug)]
pub struct NameIndex {
    game: Game,
    graph: Graph,
    /// (param name → row id → name): texts first, then row names, then community names.
    row_names: HashMap<String, HashMap<i32, String>>,
    animation_uses: BTreeMap<i32, Vec<AnimationUse>>,
    community_effects: HashMap<i32, String>,
    problems: Vec<SourceProblem>,
}

impl NameIndex {
    /// Builds the index of these sources.
    pub fn build(sources: &NameSources) -> NameIndex {
        let game = sources.game();
        let mut problems = sources.problems.clone();
        let graph = build_graph(sources, &mut problems);
        let mut index = NameIndex {
            game,
            graph,
            row_names: HashMap::new(),
            animation_uses: BTreeMap::new(),
            community_effects: HashMap::new(),
            problems,
        };
        index.add_text_names(sources);
        index.add_row_names(sources);
        index.add_animations(sources);
        index.community_effects = sources
            .community
            .effects()
            .map(|(id, n)| (id, n.to_string()))
            .collect();
        index
    }

    /// The game the files were read as.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The files (and params, text and animation files in them) that could not be read.
    pub fn problems(&self) -> &[SourceProblem] {
        &self.problems
    }

    /// How many rows and links the params gave.
    pub fn counts(&self) -> (usize, usize) {
        let rows = self.graph.params.iter().map(|p| p.ids().count()).sum();
        (rows, self.graph.link_count())
    }

    fn add_text_names(&mut self, sources: &NameSources) {
        let game = self.game;
        for source in &sources.texts {
            let mut files = source.texts.clone();
            for f in &mut files {
                f.class = texts::classify(game, &f.name);
            }
            for (subject, names) in texts::names(&files) {
                for param in params_named_by(subject, game) {
                    let rows = self.row_names.entry(param.to_string()).or_default();
                    for (id, name) in &names {
                        rows.entry(*id).or_insert_with(|| name.clone());
                    }
                }
            }
        }
    }

    fn add_row_names(&mut self, sources: &NameSources) {
        for p in &self.graph.params {
            let rows = self.row_names.entry(p.name.clone()).or_default();
            for id in p.ids() {
                if let Some(name) = p.row_name(id) {
                    rows.entry(id).or_insert_with(|| name.to_string());
                }
            }
        }
        for (param, id, name) in sources.community.rows() {
            let rows = self.row_names.entry(param.to_string()).or_default();
            rows.entry(id).or_insert_with(|| name.to_string());
        }
    }

    fn add_animations(&mut self, sources: &NameSources) {
        for source in &sources.animations {
            let character_name = source
                .character
                .as_deref()
                .and_then(|c| sources.community.character(c))
                .map(str::to_string);
            for entry in &source.taes {
                let Ok(tae) = &entry.tae else { continue };
                for s in spawns::effect_spawns(tae, self.game).spawns {
                    let EffectRef::Ffx(effect) = s.effect else {
                        continue;
                    };
                    self.animation_uses
                        .entry(effect)
                        .or_default()
                        .push(AnimationUse {
                            file: source.file.clone(),
                            tae: entry
                                .name
                                .rsplit(['/', '\\'])
                                .next()
                                .unwrap_or(&entry.name)
                                .to_string(),
                            character: source.character.clone(),
                            character_name: character_name.clone(),
                            animation: s.animation,
                            event_type: s.event_type,
                            event_name: s.event_name.to_string(),
                            field: s.field.to_string(),
                            start: s.start,
                            end: s.end,
                            dummy_poly: s.dummy_poly,
                        });
                }
            }
        }
    }

    /// A param row's name.
    pub fn row_name(&self, param: &str, row: i32) -> Option<&str> {
        self.row_names.get(param)?.get(&row).map(String::as_str)
    }

    fn key_name(&self, key: RowKey) -> Option<&str> {
        self.row_name(self.graph.param_name(key.param), key.row)
    }

    /// Every effect some param or animation uses, in id order.
    pub fn effects(&self) -> Vec<i32> {
        let set: BTreeSet<i32> = self
            .graph
            .effects()
            .chain(self.animation_uses.keys().copied())
            .chain(self.community_effects.keys().copied())
            .collect();
        set.into_iter().collect()
    }

    /// Every use of an effect: param rows (with their owners) in param and row order, then
    /// animation events.
    pub fn uses(&self, effect: i32) -> Vec<EffectUse> {
        let mut rows: Vec<_> = self.graph.rows_of_effect(effect).to_vec();
        rows.sort_by(|a, b| {
            (self.graph.param_name(a.0.param), a.0.row, a.1).cmp(&(
                self.graph.param_name(b.0.param),
                b.0.row,
                b.1,
            ))
        });
        let mut out: Vec<EffectUse> = rows
            .into_iter()
            .map(|(key, field)| EffectUse::Param(self.param_use(key, field)))
            .collect();
        if let Some(anims) = self.animation_uses.get(&effect) {
            out.extend(anims.iter().cloned().map(EffectUse::Animation));
        }
        out
    }

    fn param_use(&self, key: RowKey, field: &str) -> ParamUse {
        let param = self.graph.param_name(key.param).to_string();
        ParamUse {
            label: field_label(&param, field),
            row_name: self.key_name(key).map(str::to_string),
            owners: self.owners(key, field),
            param,
            row: key.row,
            field: field.to_string(),
        }
    }

    /// The nearest named rows `key` (holding an effect in `field`) is reached from.
    fn owners(&self, key: RowKey, field: &str) -> Vec<Owner> {
        // Breadth first, backwards; `came` holds, for each row seen, the row it leads to and
        // by which of its fields.
        let mut came: HashMap<RowKey, Option<(RowKey, &'static str)>> = HashMap::new();
        came.insert(key, None);
        let mut level = vec![key];
        for _ in 0..=MAX_CHAIN {
            let named: Vec<RowKey> = level
                .iter()
                .copied()
                .filter(|k| self.key_name(*k).is_some())
                .collect();
            if !named.is_empty() {
                return named
                    .into_iter()
                    .take(MAX_OWNERS)
                    .map(|k| self.owner(k, &came, field))
                    .collect();
            }
            let mut next = Vec::new();
            for k in level {
                for &(f, from) in self.graph.links_to(k) {
                    if came.len() >= MAX_VISITS {
                        break;
                    }
                    if let std::collections::hash_map::Entry::Vacant(e) = came.entry(from) {
                        e.insert(Some((k, f)));
                        next.push(from);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            next.sort();
            level = next;
        }
        Vec::new()
    }

    fn owner(
        &self,
        start: RowKey,
        came: &HashMap<RowKey, Option<(RowKey, &'static str)>>,
        effect_field: &str,
    ) -> Owner {
        let mut via = Vec::new();
        let mut at = start;
        while let Some(Some((to, field))) = came.get(&at) {
            via.push(self.step(at, field));
            at = *to;
        }
        if !via.is_empty() {
            via.push(self.step(at, effect_field));
        }
        Owner {
            param: self.graph.param_name(start.param).to_string(),
            row: start.row,
            name: self.key_name(start).unwrap_or_default().to_string(),
            via,
        }
    }

    fn step(&self, key: RowKey, field: &str) -> Step {
        Step {
            param: self.graph.param_name(key.param).to_string(),
            row: key.row,
            field: field.to_string(),
        }
    }

    /// The best name of an effect (module documentation), or `None` when nothing names it.
    pub fn name(&self, effect: i32) -> Option<EffectName> {
        let uses = self.uses(effect);
        let params = uses.iter().filter_map(|u| match u {
            EffectUse::Param(p) => Some(p),
            EffectUse::Animation(_) => None,
        });
        let owned = params
            .clone()
            .filter_map(|p| Some((p.owners.first()?, p)))
            .min_by_key(|(o, _)| o.via.len());
        let (name, origin) = if let Some((owner, p)) = owned {
            let name = format!(
                "{} — {} ({} {} {})",
                owner.name, p.label, p.param, p.row, p.field
            );
            (name, NameOrigin::Owner)
        } else if let Some(name) = self.community_effects.get(&effect) {
            (name.clone(), NameOrigin::Community)
        } else if let Some(a) = uses.iter().find_map(|u| match u {
            EffectUse::Animation(a) => Some(a),
            EffectUse::Param(_) => None,
        }) {
            (animation_name(a), NameOrigin::Animation)
        } else {
            let p = params.clone().next()?;
            (
                format!("{} ({} {} {})", p.label, p.param, p.row, p.field),
                NameOrigin::Use,
            )
        };
        Some(EffectName {
            effect,
            name,
            origin,
        })
    }

    /// Every effect's best name, in id order.
    pub fn names(&self) -> Vec<EffectName> {
        self.effects()
            .into_iter()
            .filter_map(|e| self.name(e))
            .collect()
    }

    /// The rows (and animation binders) whose name holds every word of `query` (case
    /// ignored), each with the effects it leads to; named rows in param and row order, the
    /// first [`MAX_FOUND`] of them, and how many matched.
    pub fn find(&self, query: &str) -> Search {
        let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        if words.is_empty() {
            return Search {
                found: Vec::new(),
                matched: 0,
            };
        }
        let matches = |name: &str| {
            let name = name.to_lowercase();
            words.iter().all(|w| name.contains(w.as_str()))
        };
        let rows = self.rows_named(&matches);
        let animations = self.find_animations(&matches);
        let matched = rows.len() + animations.len();
        let mut found: Vec<Found> = rows
            .into_iter()
            .take(MAX_FOUND)
            .map(|(param, key, name)| Found {
                param: param.to_string(),
                row: key.row,
                name: name.to_string(),
                effects: self.effects_from(key),
            })
            .collect();
        let room = MAX_FOUND - found.len();
        found.extend(animations.into_iter().take(room));
        Search { found, matched }
    }

    /// The effects the row `row` of `param` leads to, nearest first (empty for a row the
    /// regulation does not hold).
    pub fn row_effects(&self, param: &str, row: i32) -> Vec<FoundEffect> {
        match self.graph.param(param) {
            Some(p) if self.graph.params[usize::from(p)].has(row) => {
                self.effects_from(RowKey { param: p, row })
            }
            _ => Vec::new(),
        }
    }

    /// The named rows the regulation holds whose name `matches`, in param and row order.
    fn rows_named(&self, matches: &dyn Fn(&str) -> bool) -> Vec<(&str, RowKey, &str)> {
        let mut params: Vec<&String> = self.row_names.keys().collect();
        params.sort();
        let mut out = Vec::new();
        for param in params {
            let Some(p) = self.graph.param(param) else {
                continue;
            };
            let mut rows: Vec<(i32, &str)> = self.row_names[param]
                .iter()
                .filter(|(row, n)| self.graph.params[usize::from(p)].has(**row) && matches(n))
                .map(|(&row, n)| (row, n.as_str()))
                .collect();
            rows.sort();
            out.extend(
                rows.into_iter()
                    .map(|(row, name)| (param.as_str(), RowKey { param: p, row }, name)),
            );
        }
        out
    }

    /// The effects a row leads to, nearest first, each once.
    fn effects_from(&self, start: RowKey) -> Vec<FoundEffect> {
        let mut out = Vec::new();
        let mut seen_effects = HashSet::new();
        let mut visited: HashSet<RowKey> = HashSet::from([start]);
        let mut queue = VecDeque::from([(start, Vec::<Step>::new())]);
        while let Some((key, path)) = queue.pop_front() {
            let param = self.graph.param_name(key.param).to_string();
            for &(field, effect) in self.graph.effects_of_row(key) {
                if seen_effects.insert(effect) {
                    let mut via = path.clone();
                    via.push(self.step(key, field));
                    out.push(FoundEffect {
                        effect,
                        label: field_label(&param, field),
                        via,
                    });
                }
            }
            if path.len() >= MAX_CHAIN {
                continue;
            }
            for &(field, to) in self.graph.links_from(key) {
                if visited.len() >= MAX_VISITS || !visited.insert(to) {
                    continue;
                }
                let mut next = path.clone();
                next.push(self.step(key, field));
                queue.push_back((to, next));
            }
        }
        out
    }

    fn find_animations(&self, matches: &dyn Fn(&str) -> bool) -> Vec<Found> {
        let mut by_file: BTreeMap<&str, (String, Vec<FoundEffect>)> = BTreeMap::new();
        for (&effect, uses) in &self.animation_uses {
            for a in uses {
                let names = [a.character.as_deref(), a.character_name.as_deref()];
                let Some(name) = names.into_iter().flatten().find(|n| matches(n)) else {
                    continue;
                };
                let entry = by_file
                    .entry(a.file.as_str())
                    .or_insert_with(|| (name.to_string(), Vec::new()));
                if !entry.1.iter().any(|e| e.effect == effect) {
                    entry.1.push(FoundEffect {
                        effect,
                        label: event_label(&a.event_name),
                        via: vec![Step {
                            param: a.tae.clone(),
                            row: i32::try_from(a.animation).unwrap_or(i32::MAX),
                            field: a.field.clone(),
                        }],
                    });
                }
            }
        }
        by_file
            .into_values()
            .map(|(name, effects)| Found {
                param: "anibnd".to_string(),
                row: 0,
                name,
                effects,
            })
            .collect()
    }
}

/// An animation use as a name: `c3000 (Exile Soldier) animation 3003000 SpawnOneShotFFX`.
fn animation_name(a: &AnimationUse) -> String {
    let who = match (&a.character, &a.character_name) {
        (Some(c), Some(n)) => format!("{c} ({n}) "),
        (Some(c), None) => format!("{c} "),
        _ => String::new(),
    };
    format!("{who}animation {} {}", a.animation, a.event_name)
}

/// The params a text subject names in a game: its own, and for Elden Ring and Dark Souls 3
/// the goods names also name the `Magic` rows of the same ids.
fn params_named_by(subject: Subject, game: Game) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = subject.param(game).into_iter().collect();
    if subject == Subject::Goods && matches!(game, Game::EldenRing | Game::DarkSouls3) {
        out.push("Magic");
    }
    out
}

/// The graph of the regulation's params that have a layout; a param whose row size matches no
/// layout is a problem naming it.
fn build_graph(sources: &NameSources, problems: &mut Vec<SourceProblem>) -> Graph {
    let Some((file, regulation)) = &sources.regulation else {
        return Graph::default();
    };
    let mut laid_out = Vec::new();
    for (name, param) in regulation.params() {
        match layout_of(regulation.game, name, param, regulation.version) {
            Ok(Some(layout)) => laid_out.push(LaidOut {
                name,
                param,
                layout,
            }),
            Ok(None) => {}
            Err(e) => problems.push(SourceProblem {
                file: format!("{file}: {name}"),
                error: e.to_string(),
            }),
        }
    }
    Graph::build(&laid_out)
}
