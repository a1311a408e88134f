//! What an effect's resource list names, and in what order: the rule, from the effect and
//! the names of the models' textures.
//!
//! Derived from the 219 lists of six Nightreign effect binders against their effects, and
//! checked on an Elden Ring and an Armored Core 6 binder (WitchyBND's test samples). A list
//! holds, in this order:
//!
//! 1. **The effect's own textures**: the values of every texture slot of every action (the
//!    slots the `fxr` library marks `resource: texture`: `texture`, `normalMap`,
//!    `specular`, `layer1` to `layer4`, `mask`), each a file name `sNNNNN_<suffix>.tif`
//!    (the id zero-padded to five digits). The suffix is the slot's: `_n` for `normalMap`,
//!    `_3m` for `specular`, `_d` for the texture of a water interaction (10013), `_a` for
//!    every other (a mask included). Ids of 0 or below name nothing; a keyframed slot names
//!    each of its keyframes' values. Grouped by suffix: every `_a`, then `_n`, then `_3m`
//!    (observed), then `_d` (observed after `_a`; its place among `_n` and `_3m` is not: ours).
//!    Within a group each name once, in the order the effect is walked (below).
//! 2. **The models' textures**: for each model, in ascending id order, the texture file names
//!    its materials name, sorted, each once within this group (a name may also be in the
//!    first group: it is listed again).
//! 3. **The models**, `sNNNNN.sib` (the `model` slot's values), ascending, each once.
//! 4. **Skeletons**, `sNNNNN_skeleton.hkt`, for each model particle with an animation
//!    binder (the `anibnd` slot: the name is the binder's id; only seen equal to the model's),
//!    ascending, each once.
//!
//! Nothing else: a referenced effect (SFXReference, the effect's `sfx_references`) adds
//! nothing, nor does a sound. An effect using nothing has an empty list.
//!
//! **The walk.** Elden Ring's lists (and Sekiro's and unknown games', which we read with
//! Elden Ring's rules) name the textures in the reverse of a post-order walk: a node's
//! actions (its own, then its configs' in order) and their slots in stored order (fields1,
//! fields2, properties1, properties2) last to first, then its children last to first, each the
//! same way. Armored Core 6's and Nightreign's lists use the plain pre-order walk: a node's
//! actions and slots first to first, then its children in order. (A Nightreign effect with an
//! Elden Ring list is an Elden Ring effect carried over with its list; such lists are in the
//! other order. The order means nothing to the game, which loads the whole list.)
//!
//! **A model's texture names** come from its FLVER: each material's texture paths' file
//! names. Where a material's paths are all empty (most Elden Ring effect models), the
//! textures are those of the MATBIN its `.matxml` names; without that MATBIN, those of the
//! binder's texture files named after the model (`s88410_a.tpf` for model 88410: seen in every
//! binder holding such files; Inferred). A model whose names cannot be found is
//! *unresolved*: its textures are left out of [`EffectResources::lines`] and a comparison
//! skips what the list holds in their place.
//!
//! Of the 219 lists of the six Nightreign binders, 162 are what this rule gives, name for
//! name; 54 more agree everywhere the rule can say (each uses a model whose FLVER or MATBIN
//! is in none of the files at hand); the other 3 name the same in another order (one
//! Nightreign effect's list in Elden Ring's walk; two lists of another tool, which writes
//! `.SIB`, its models in the order used and their textures in material order). The Elden
//! Ring and Armored Core 6 binders of WitchyBND's tests: 14 of 14 (1 partly checked).

use std::collections::{BTreeMap, BTreeSet};

use super::ResourceList;
use crate::flver::Flver;
use crate::fxr::{self, Action, Fxr, Game, Node, PropertyValue, actions};
use crate::matbin::Matbin;

/// A texture slot of an action: its name in the action tables and the suffix of its files.
const TEXTURE_SLOTS: [(&str, TextureKind); 8] = [
    ("texture", TextureKind::Albedo),
    ("normalMap", TextureKind::Normal),
    ("specular", TextureKind::Specular),
    ("layer1", TextureKind::Albedo),
    ("layer2", TextureKind::Albedo),
    ("layer3", TextureKind::Albedo),
    ("layer4", TextureKind::Albedo),
    ("mask", TextureKind::Albedo),
];

/// The action whose texture is a displacement map (`_d`; the library's `textureType: 'd'`).
const WATER_INTERACTION: i16 = 10013;

/// The kind of a texture slot, which gives the suffix of its file name and its group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TextureKind {
    /// `_a`: colour (and masks).
    Albedo,
    /// `_n`: a normal map.
    Normal,
    /// `_3m`: a specular map.
    Specular,
    /// `_d`: a water interaction's displacement.
    Displacement,
}

impl TextureKind {
    /// The groups in list order.
    pub const LIST_ORDER: [TextureKind; 4] = [
        TextureKind::Albedo,
        TextureKind::Normal,
        TextureKind::Specular,
        TextureKind::Displacement,
    ];

    /// The file-name suffix, without the underscore.
    pub const fn suffix(self) -> &'static str {
        match self {
            TextureKind::Albedo => "a",
            TextureKind::Normal => "n",
            TextureKind::Specular => "3m",
            TextureKind::Displacement => "d",
        }
    }

    /// The name a list gives texture `id` of this kind: `s00005_n.tif`.
    pub fn file_name(self, id: i32) -> String {
        format!("s{id:05}_{}.tif", self.suffix())
    }
}

/// The name a list gives model `id`.
pub fn model_file_name(id: i32) -> String {
    format!("s{id:05}.sib")
}

/// The name a list gives the skeleton of animation binder `id`.
pub fn skeleton_file_name(id: i32) -> String {
    format!("s{id:05}_skeleton.hkt")
}

/// The order a game's lists name an effect's own textures in (the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Walk {
    /// The reverse of a post-order walk: Elden Ring's (and Sekiro's, and unknown games').
    ReversePostOrder,
    /// The pre-order walk: Armored Core 6's and Nightreign's.
    PreOrder,
}

impl Walk {
    /// The walk of `game`'s lists.
    pub fn for_game(game: Game) -> Walk {
        match game {
            Game::ArmoredCore6 | Game::Nightreign => Walk::PreOrder,
            _ => Walk::ReversePostOrder,
        }
    }
}

/// Whether the games keep resource lists for `game`'s effects: Elden Ring, Armored Core 6
/// and Nightreign (their binders hold one per effect). Dark Souls 3's and Bloodborne's
/// binders hold none; Sekiro's were not seen, and a version 5 effect of unknown game could be
/// either, so neither is given one unless its binder already keeps lists.
pub fn game_keeps_lists(game: Game) -> bool {
    matches!(
        game,
        Game::EldenRing | Game::ArmoredCore6 | Game::Nightreign
    )
}

/// The names of the models' textures, where they can be found: the FLVERs of the models, the
/// MATBINs of their materials and the names of the texture files at hand.
#[derive(Debug, Clone, Default)]
pub struct ResourceNaming {
    /// Per model id, per material: its definition's file stem (lower case) and the file names
    /// of its non-empty texture paths.
    models: BTreeMap<i32, Vec<(String, Vec<String>)>>,
    /// Per material definition (the `.matxml` file stem, lower case): its samplers' texture
    /// file names.
    materials: BTreeMap<String, Vec<String>>,
    /// The texture files at hand (file stems, lower case, as `s88410_a`).
    texture_files: BTreeSet<String>,
    /// Model textures learned from existing lists (see [`ResourceNaming::learn_from_list`]).
    learned: BTreeMap<i32, Vec<String>>,
}

/// The last component of a path (either separator), and that without its extensions.
fn file_name(path: &str) -> &str {
    path.rsplit(['\\', '/']).next().unwrap_or(path)
}

fn file_stem(path: &str) -> &str {
    let name = file_name(path);
    name.split('.').next().unwrap_or(name)
}

/// The model id a file name names (`s88120.flver` → 88120), if it is `s` and digits.
pub fn model_id(name: &str) -> Option<i32> {
    let digits = file_stem(name).strip_prefix(['s', 'S'])?;
    if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

impl ResourceNaming {
    /// Naming that knows nothing: every model is unresolved.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds model `id`'s FLVER.
    pub fn add_model(&mut self, id: i32, flver: &Flver) {
        let materials = flver
            .materials
            .iter()
            .map(|m| {
                let names = m
                    .textures
                    .iter()
                    .map(|t| file_name(&t.path).to_string())
                    .filter(|n| !n.is_empty())
                    .collect();
                (file_stem(&m.mtd).to_ascii_lowercase(), names)
            })
            .collect();
        self.models.insert(id, materials);
    }

    /// Adds a MATBIN: the textures of the material its source path (`.matxml`) names.
    pub fn add_material(&mut self, matbin: &Matbin) {
        let names = matbin
            .samplers
            .iter()
            .map(|s| file_name(&s.path).to_string())
            .filter(|n| !n.is_empty())
            .collect();
        self.materials
            .insert(file_stem(&matbin.source_path).to_ascii_lowercase(), names);
    }

    /// Adds the name of a texture file at hand (a TPF's entry name or path).
    pub fn add_texture_file(&mut self, name: &str) {
        let stem = file_stem(name);
        if !stem.is_empty() {
            self.texture_files.insert(stem.to_ascii_lowercase());
        }
    }

    /// The texture names of model `id` as a list names them (sorted, each once), or `None`
    /// when its FLVER is unknown or a material's names cannot be found.
    pub fn model_textures(&self, id: i32) -> Option<Vec<String>> {
        if let Some(learned) = self.learned.get(&id) {
            return Some(learned.clone());
        }
        let mut names = Vec::new();
        for (definition, textures) in self.models.get(&id)? {
            if !textures.is_empty() {
                names.extend(textures.iter().cloned());
            } else if let Some(from_matbin) = self.materials.get(definition) {
                names.extend(from_matbin.iter().cloned());
            } else {
                let prefix = format!("s{id:05}_");
                let files: Vec<String> = self
                    .texture_files
                    .iter()
                    .filter(|f| f.starts_with(&prefix))
                    .map(|f| format!("{f}.tif"))
                    .collect();
                if files.is_empty() {
                    return None;
                }
                names.extend(files);
            }
        }
        Some(sorted_once(names))
    }

    /// Learns the texture names of an effect's only model from its list, when the model is
    /// unresolved and the list agrees with `uses` everywhere else: the list's lines between
    /// the effect's own textures and its models are that model's. Returns whether it learned.
    pub fn learn_from_list(&mut self, uses: &EffectResources, list: &ResourceList) -> bool {
        let [model] = uses.unresolved_models[..] else {
            return false;
        };
        if uses.models.len() != 1 {
            return false;
        }
        let found: Vec<&str> = list.names().collect();
        let tail = uses.tail();
        let Some(middle) = middle(&found, &uses.textures, &tail) else {
            return false;
        };
        let names: Vec<String> = middle.iter().map(|s| s.to_string()).collect();
        if names
            .iter()
            .any(|n| !n.to_ascii_lowercase().ends_with(".tif"))
        {
            return false;
        }
        self.learned.insert(model, sorted_once(names));
        true
    }
}

/// `names` sorted (ignoring case) with each name once (ignoring case).
fn sorted_once(mut names: Vec<String>) -> Vec<String> {
    names.sort_by_key(|n| n.to_ascii_lowercase());
    names.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    names
}

/// What an effect uses, as its resource list names it (the module documentation).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct EffectResources {
    /// The effect's own textures, in list order.
    pub textures: Vec<String>,
    /// The models' textures that could be named, in list order.
    pub model_textures: Vec<String>,
    /// The models whose textures could not be named, ascending.
    pub unresolved_models: Vec<i32>,
    /// The model ids, ascending.
    pub models: Vec<i32>,
    /// The animation binder ids whose skeletons are listed, ascending.
    pub skeletons: Vec<i32>,
}

impl EffectResources {
    /// The list's lines: complete when no model is unresolved, otherwise without the
    /// unresolved models' textures.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = self.textures.clone();
        lines.extend(self.model_textures.iter().cloned());
        lines.extend(self.tail());
        lines
    }

    /// Whether every name is known ([`EffectResources::lines`] is the whole list).
    pub fn is_complete(&self) -> bool {
        self.unresolved_models.is_empty()
    }

    /// The lines after the models' textures: the models, then the skeletons.
    fn tail(&self) -> Vec<String> {
        let models = self.models.iter().map(|&m| model_file_name(m));
        let skeletons = self.skeletons.iter().map(|&s| skeleton_file_name(s));
        models.chain(skeletons).collect()
    }
}

/// What `fxr` uses, named as its game's resource lists name it.
pub fn effect_resources(fxr: &Fxr, naming: &ResourceNaming) -> EffectResources {
    let mut found = Found::default();
    match Walk::for_game(fxr.game) {
        Walk::PreOrder => pre_order(&fxr.root, fxr.game, &mut found),
        Walk::ReversePostOrder => reverse_post_order(&fxr.root, fxr.game, &mut found),
    }
    let mut textures = Vec::new();
    for kind in TextureKind::LIST_ORDER {
        let names = found
            .textures
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|&(k, id)| k.file_name(id));
        textures.extend(once_in_order(names));
    }
    let models: Vec<i32> = BTreeSet::from_iter(found.models).into_iter().collect();
    let mut model_textures = Vec::new();
    let mut unresolved_models = Vec::new();
    for &model in &models {
        match naming.model_textures(model) {
            Some(names) => model_textures.extend(names),
            None => unresolved_models.push(model),
        }
    }
    EffectResources {
        textures,
        model_textures: once_in_order(model_textures),
        unresolved_models,
        models,
        skeletons: BTreeSet::from_iter(found.skeletons).into_iter().collect(),
    }
}

/// The names in order, each once (ignoring case), at its first place.
fn once_in_order(names: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut seen = BTreeSet::new();
    names
        .into_iter()
        .filter(|n| seen.insert(n.to_ascii_lowercase()))
        .collect()
}

/// The ids an effect's walk met, in walk order.
#[derive(Default)]
struct Found {
    textures: Vec<(TextureKind, i32)>,
    models: Vec<i32>,
    skeletons: Vec<i32>,
}

/// One resource value of an action's slot.
enum Use {
    Texture(TextureKind, i32),
    Model(i32),
    Skeleton(i32),
}

impl Found {
    fn add(&mut self, used: Use) {
        match used {
            Use::Texture(kind, id) => self.textures.push((kind, id)),
            Use::Model(id) => self.models.push(id),
            Use::Skeleton(id) => self.skeletons.push(id),
        }
    }
}

fn pre_order(node: &Node, game: Game, found: &mut Found) {
    for action in node.all_actions() {
        action_uses(action, game)
            .into_iter()
            .for_each(|u| found.add(u));
    }
    for child in &node.children {
        pre_order(child, game, found);
    }
}

fn reverse_post_order(node: &Node, game: Game, found: &mut Found) {
    let actions: Vec<&Action> = node.all_actions().collect();
    for action in actions.into_iter().rev() {
        let uses = action_uses(action, game);
        uses.into_iter().rev().for_each(|u| found.add(u));
    }
    for child in node.children.iter().rev() {
        reverse_post_order(child, game, found);
    }
}

/// The resources an action's slots name, in stored slot order (fields1, fields2,
/// properties1, properties2), each keyframed value in keyframe order.
fn action_uses(action: &Action, game: Game) -> Vec<Use> {
    let Some(def) = actions::definition_for_file(action.action_type, game) else {
        return Vec::new();
    };
    let mut slots: Vec<(u8, usize, SlotUse)> = Vec::new();
    for (name, kind) in TEXTURE_SLOTS {
        let kind = if action.action_type == WATER_INTERACTION {
            TextureKind::Displacement
        } else {
            kind
        };
        if let Some(at) = def.locate(name) {
            slots.push(stored_position(at, SlotUse::Texture(kind)));
        }
    }
    if let Some(at) = def.locate("model") {
        slots.push(stored_position(at, SlotUse::Model));
    }
    if let Some(at) = def.locate("anibnd") {
        slots.push(stored_position(at, SlotUse::Skeleton));
    }
    slots.sort_by_key(|&(list, index, _)| (list, index));
    let mut uses = Vec::new();
    for (list, index, slot) in slots {
        for id in slot_values(action, list, index).filter(|&id| id > 0) {
            uses.push(match slot {
                SlotUse::Texture(kind) => Use::Texture(kind, id),
                SlotUse::Model => Use::Model(id),
                SlotUse::Skeleton => Use::Skeleton(id),
            });
        }
    }
    uses
}

#[derive(Clone, Copy)]
enum SlotUse {
    Texture(TextureKind),
    Model,
    Skeleton,
}

/// (stored list: 0 fields1, 1 fields2, 2 properties1, 3 properties2; index; what it is).
fn stored_position(at: actions::Location, slot: SlotUse) -> (u8, usize, SlotUse) {
    match at {
        actions::Location::Field1(i) => (0, i, slot),
        actions::Location::Field2(i) => (1, i, slot),
        actions::Location::Property1(i) => (2, i, slot),
        actions::Location::Property2(i) => (3, i, slot),
    }
}

/// The ids a slot holds: a field's value, or every value a property takes (its constant, or
/// each keyframe's value; the first component). Modifiers are not followed.
fn slot_values(action: &Action, list: u8, index: usize) -> impl Iterator<Item = i32> {
    let field = |fields: &[fxr::Field]| fields.get(index).map(|f| vec![f.as_i32()]);
    let property = |ps: &[fxr::Property]| ps.get(index).map(property_values);
    let values = match list {
        0 => field(&action.fields1),
        1 => field(&action.fields2),
        2 => property(&action.properties1),
        _ => property(&action.properties2),
    };
    values.unwrap_or_default().into_iter()
}

fn property_values(property: &fxr::Property) -> Vec<i32> {
    let values: Vec<f32> = match property.decode() {
        Ok(PropertyValue::Constant(c)) => vec![c[0]],
        Ok(PropertyValue::Keyframes(k)) => k.values.iter().map(|v| v[0]).collect(),
        Ok(PropertyValue::ComponentKeyframes(k)) => k
            .components
            .first()
            .map(|c| c.values.clone())
            .unwrap_or_default(),
        Err(_) => Vec::new(),
    };
    // An id is an integer stored as a float; a value that is not finite names nothing.
    values
        .into_iter()
        .filter(|v| v.is_finite())
        .map(|v| v as i32)
        .collect()
}

/// How a list compares with what its effect uses.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum ListAgreement {
    /// The list names what the effect uses, in the rule's order (where a model is
    /// unresolved: everywhere but in place of its textures).
    Agrees,
    /// It does not.
    Disagrees(ListDifference),
}

/// How a list differs from what its effect uses. Names compare without regard to case.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct ListDifference {
    /// Names the effect uses that the list lacks (as often as they are lacking).
    pub missing: Vec<String>,
    /// Names the list holds that the effect does not use. Where a model is unresolved,
    /// textures the list holds are not counted here (they may be its).
    pub extra: Vec<String>,
    /// The list names the same, in another order.
    pub order_only: bool,
}

/// Compares a list with what its effect uses.
pub fn compare(list: &ResourceList, uses: &EffectResources) -> ListAgreement {
    let found: Vec<&str> = list.names().collect();
    let expected = uses.lines();
    let agrees = if uses.is_complete() {
        same_names(&found, &expected)
    } else {
        let tail = uses.tail();
        middle(&found, &uses.textures, &tail)
            .is_some_and(|middle| contains_all(middle, &uses.model_textures))
    };
    if agrees {
        return ListAgreement::Agrees;
    }
    let missing = multiset_minus(&expected, &found);
    let mut extra = multiset_minus(&found, &expected);
    if !uses.is_complete() {
        extra.retain(|n| !n.to_ascii_lowercase().ends_with(".tif"));
    }
    let order_only = missing.is_empty() && extra.is_empty();
    ListAgreement::Disagrees(ListDifference {
        missing,
        extra,
        order_only,
    })
}

fn same_names(a: &[impl AsRef<str>], b: &[impl AsRef<str>]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.as_ref().eq_ignore_ascii_case(y.as_ref()))
}

/// What `found` holds between `head` and `tail`, if it starts with one and ends with the other.
fn middle<'a>(found: &'a [&'a str], head: &[String], tail: &[String]) -> Option<&'a [&'a str]> {
    if found.len() < head.len() + tail.len() {
        return None;
    }
    let (start, rest) = found.split_at(head.len());
    let (middle, end) = rest.split_at(rest.len() - tail.len());
    (same_names(start, head) && same_names(end, tail)).then_some(middle)
}

fn contains_all(haystack: &[&str], names: &[String]) -> bool {
    names
        .iter()
        .all(|n| haystack.iter().any(|h| h.eq_ignore_ascii_case(n)))
}

/// The names of `a` that `b` lacks, counting repeats (ignoring case).
fn multiset_minus(a: &[impl AsRef<str>], b: &[impl AsRef<str>]) -> Vec<String> {
    let mut left: BTreeMap<String, usize> = BTreeMap::new();
    for name in b {
        *left.entry(name.as_ref().to_ascii_lowercase()).or_default() += 1;
    }
    let mut out = Vec::new();
    for name in a {
        match left.get_mut(&name.as_ref().to_ascii_lowercase()) {
            Some(n) if *n > 0 => *n -= 1,
            _ => out.push(name.as_ref().to_string()),
        }
    }
    out
}
