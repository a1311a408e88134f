//! The effect list's row of an effect: its id, game, nodes, appearance types, the textures
//! and models it names and the effects it refers to, made from its parsed file.

use fxr_formats::fxr::{self, actions, actions::ids};

/// An effect as the effect list shows it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EffectSummary {
    /// The effect id.
    pub id: i32,
    /// Where it came from.
    pub source: String,
    /// The game it was made for.
    pub game: fxr::Game,
    /// Nodes in its tree.
    pub nodes: usize,
    /// The appearance action types it uses.
    pub appearances: Vec<i16>,
    /// Their names in the definitions (`RichModel`), in the same order (`action N` for a
    /// type the definitions do not know).
    pub appearance_names: Vec<String>,
    /// The texture ids its appearances name.
    pub textures: Vec<i32>,
    /// The model ids its model particles (605 and 10015) name.
    pub models: Vec<i32>,
    /// The effects it references.
    pub references: Vec<i32>,
    /// Why the file does not read, for an effect listed by its header whose file is broken
    /// (then the lists above are empty).
    pub error: Option<String>,
}

impl EffectSummary {
    /// The row of an effect whose file does not read.
    pub(crate) fn unreadable(id: i32, source: &str, error: String) -> Self {
        EffectSummary {
            id,
            source: source.to_string(),
            game: fxr::Game::Unknown,
            nodes: 0,
            appearances: Vec::new(),
            appearance_names: Vec::new(),
            textures: Vec::new(),
            models: Vec::new(),
            references: Vec::new(),
            error: Some(error),
        }
    }
}

/// The texture-naming values of the appearance actions (ids of `sNNNNN` textures).
pub const TEXTURE_SLOTS: &[&str] = &[
    "texture",
    "normalMap",
    "layer1",
    "layer2",
    "layer3",
    "mask",
    "specular",
];

/// The action types the effect list names as an effect's appearances: those playback draws
/// (or lights, or uses as forces), and the model and GPU particle actions between 10000 and
/// 10015.
const LISTED_APPEARANCES: &[i16] = &[
    ids::POINT_SPRITE,
    ids::LINE,
    ids::QUAD_LINE,
    ids::BILLBOARD_EX,
    ids::MULTI_TEXTURE_BILLBOARD_EX,
    ids::MODEL,
    ids::LEGACY_TRACER,
    ids::DISTORTION,
    ids::RADIAL_BLUR,
    ids::POINT_LIGHT,
    ids::CANCEL_FORCE,
    ids::WIND_FORCE,
    ids::GRAVITY_FORCE,
    ids::TURBULENCE_FORCE,
    ids::LENS_FLARE,
    ids::LIGHT_SHAFT,
    ids::SPOT_LIGHT,
];

/// Whether the list names `action_type` among an effect's appearances.
fn listed_appearance(action_type: i16) -> bool {
    LISTED_APPEARANCES.contains(&action_type)
        || (ids::GPU_STANDARD_PARTICLE..=ids::RICH_MODEL).contains(&action_type)
}

/// The effect list's row for a parsed effect.
pub(crate) fn effect_row(id: i32, source: &str, f: &fxr::Fxr) -> EffectSummary {
    let mut appearances = Vec::new();
    let mut textures = Vec::new();
    let mut models = Vec::new();
    for node in f.nodes() {
        for config in &node.configs {
            for action in config
                .actions
                .iter()
                .filter(|a| listed_appearance(a.action_type))
            {
                if !appearances.contains(&action.action_type) {
                    appearances.push(action.action_type);
                }
                textures.extend(texture_ids(action, f.game));
                if matches!(action.action_type, ids::MODEL | ids::RICH_MODEL) {
                    models.extend(model_ids(action, f.game));
                }
            }
        }
    }
    appearances.sort_unstable();
    textures.sort_unstable();
    textures.dedup();
    models.sort_unstable();
    models.dedup();
    let appearance_names = appearances
        .iter()
        .map(|&t| {
            u16::try_from(t)
                .ok()
                .and_then(actions::action_info)
                .map_or_else(|| format!("action {t}"), |info| info.name.to_string())
        })
        .collect();
    EffectSummary {
        id,
        source: source.to_string(),
        game: f.game,
        nodes: f.nodes().len(),
        appearances,
        appearance_names,
        textures,
        models,
        references: f.sfx_references.clone(),
        error: None,
    }
}

/// The texture ids an appearance action names: the positive values of its texture slots
/// (fields or properties; every keyframe's value of a keyed one).
pub fn texture_ids(action: &fxr::Action, game: fxr::Game) -> Vec<i32> {
    TEXTURE_SLOTS
        .iter()
        .flat_map(|name| slot_values(action, game, name))
        .filter(|&id| id > 0)
        .collect()
}

/// The model ids a model particle action (605, 10015) names: the positive values of its
/// `model` slot.
pub fn model_ids(action: &fxr::Action, game: fxr::Game) -> Vec<i32> {
    slot_values(action, game, "model")
        .into_iter()
        .filter(|&id| id > 0)
        .collect()
}

/// The values a named slot of `action` holds, as integers: a field's value (the definition's
/// default where the file's list is shorter), a property's constant or each of its keys'
/// first components; none when the action's definition has no such slot. Random and
/// external modifiers are left out: an id is named by the value the file stores.
fn slot_values(action: &fxr::Action, game: fxr::Game, name: &str) -> Vec<i32> {
    let Some(def) = actions::definition_for_file(action.action_type, game) else {
        return Vec::new();
    };
    let field = |defs: &[actions::FieldDef], stored: &[fxr::Field]| {
        let index = defs.iter().position(|f| f.answers_to(name))?;
        let bits = stored
            .get(index)
            .map_or_else(|| defs[index].default.to_bits(), |f| f.0);
        Some(match defs[index].kind {
            actions::SlotKind::Float => vec![f32::from_bits(bits) as i32],
            _ => vec![bits as i32],
        })
    };
    let property = |defs: &[actions::PropertyDef], stored: &[fxr::Property]| {
        let index = defs.iter().position(|p| p.answers_to(name))?;
        Some(match stored.get(index) {
            None => vec![defs[index].default[0] as i32],
            Some(p) => property_values(p),
        })
    };
    field(def.fields1, &action.fields1)
        .or_else(|| field(def.fields2, &action.fields2))
        .or_else(|| property(def.properties1, &action.properties1))
        .or_else(|| property(def.properties2, &action.properties2))
        .unwrap_or_default()
}

/// A property's first component as integers: its constant, or every key's value.
fn property_values(p: &fxr::Property) -> Vec<i32> {
    if let Some(c) = p.constant() {
        return vec![c[0] as i32];
    }
    match p.decode() {
        Ok(fxr::PropertyValue::Keyframes(keys)) => {
            keys.values.iter().map(|v| v[0] as i32).collect()
        }
        _ => Vec::new(),
    }
}
