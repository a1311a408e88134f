//! The library's nodes and configs (`Node.fromJSON`, `NodeConfig.fromJSON` in `src/fxr.ts`),
//! with the actions its writer gives each (`getActions(game)`): the root its termination (not
//! in Dark Souls 3 and Sekiro) and 10100, 10400, 10500; a Proxy node its 132 SFXReference; a
//! node with configs its 199 StateConfigMap; a levels-of-detail config its 133 action; a
//! Basic or NodeEmitter config its slots, each at the library's class default when absent.

use super::super::actions::ids;
use super::super::property::{ModifierType, Property};
use super::super::{Config, ConfigType, Game, Node, NodeType, Operand, State};
use super::actions::{self, empty};
use super::{At, Result};
use serde_json::{Map, Value, json};

/// The default action of each Basic config slot (`BasicConfig`'s class fields: NodeAttributes,
/// empty, empty, empty, OneTimeEmitter, PointEmitterShape, NoSpread, ParticleModifier,
/// ParticleAttributes, empty, empty, empty, Unk130, empty, empty), by the slot's JSON name.
const BASIC_SLOTS: [(&str, i16); 15] = [
    ("nodeAttributes", ids::NODE_ATTRIBUTES),
    ("nodeTransform", 0),
    ("nodeMovement", 0),
    ("nodeAudio", 0),
    ("emitter", ids::ONE_TIME_EMITTER),
    ("emitterShape", ids::POINT_EMITTER_SHAPE),
    ("directionSpread", ids::NO_SPREAD),
    ("particleModifier", ids::PARTICLE_MODIFIER),
    ("particleAttributes", ids::PARTICLE_ATTRIBUTES),
    ("appearance", 0),
    ("particleMovement", 0),
    ("emissionAudio", 0),
    ("slot12", ids::UNK130),
    ("nodeForceMovement", 0),
    ("particleForceMovement", 0),
];

/// The same for a NodeEmitter config (`NodeEmitterConfig`: SelectAllNodes in the selector).
const NODE_EMITTER_SLOTS: [(&str, i16); 10] = [
    ("nodeAttributes", ids::NODE_ATTRIBUTES),
    ("nodeTransform", 0),
    ("nodeMovement", 0),
    ("nodeAudio", 0),
    ("emitter", ids::ONE_TIME_EMITTER),
    ("emitterShape", ids::POINT_EMITTER_SHAPE),
    ("directionSpread", ids::NO_SPREAD),
    ("nodeSelector", ids::SELECT_ALL_NODES),
    ("emissionAudio", 0),
    ("nodeForceMovement", 0),
];

/// The root node (any node the library's `Node.fromJSON` takes; normally type 2000).
pub(super) fn root(json: &Value, at: &At) -> Result<Node> {
    node(json, at)
}

/// A node of the JSON.
fn node(json: &Value, at: &At) -> Result<Node> {
    let object = json
        .as_object()
        .ok_or_else(|| at.invalid("expected a node object"))?;
    if object.get("$generic") == Some(&Value::Bool(true)) {
        return generic_node(object, at);
    }
    if object.contains_key("actions") {
        return Err(at.invalid("a node with actions must be generic (\"$generic\": true)"));
    }
    let t = object.get("type").and_then(Value::as_i64);
    match t {
        Some(2000) => root_node(object, at),
        Some(2001) => proxy_node(object, at),
        Some(t @ (2002 | 2200 | 2202)) => node_with_configs(t as i16, object, at),
        _ => Err(at
            .key("type")
            .invalid("expected a node type 2000, 2001, 2002, 2200 or 2202 (or a generic node)")),
    }
}

/// The children of a node (`nodes`, absent for none).
fn children(object: &Map<String, Value>, at: &At) -> Result<Vec<Node>> {
    list(object.get("nodes"), &at.key("nodes"), node)
}

/// Each item of an optional list through `item`.
fn list<T>(
    json: Option<&Value>,
    at: &At,
    item: impl Fn(&Value, &At) -> Result<T>,
) -> Result<Vec<T>> {
    let Some(json) = json else {
        return Ok(Vec::new());
    };
    let items = json
        .as_array()
        .ok_or_else(|| at.invalid("expected a list"))?;
    items
        .iter()
        .enumerate()
        .map(|(i, v)| item(v, &at.index(i)))
        .collect()
}

/// The root: its actions for the game, and its children.
fn root_node(object: &Map<String, Value>, at: &At) -> Result<Node> {
    let game = at.game();
    refuse_ds3_rate_of_time(object, at)?;
    let old = matches!(game, Game::DarkSouls3 | Game::Sekiro);
    let mut slots = vec![
        ("unk10100", ids::UNK10100),
        ("unk10400", ids::UNK10400),
        ("unk10500", ids::UNK10500),
    ];
    if !old {
        slots.insert(0, ("termination", ids::SIMULATE_TERMINATION));
    }
    let actions = slots
        .into_iter()
        .map(|(name, default)| slot(object.get(name), default, &at.key(name)))
        .collect::<Result<_>>()?;
    Ok(Node {
        node_type: NodeType::Root,
        configs: Vec::new(),
        actions,
        children: children(object, at)?,
    })
}

/// Dark Souls 3 has no rate of time: the library rescales the whole effect's times by it
/// when it writes for Dark Souls 3 (`FXR.toArrayBuffer`, `scaleRateOfTime`). Not done here.
fn refuse_ds3_rate_of_time(object: &Map<String, Value>, at: &At) -> Result<()> {
    let rate = object.get("unk10500").and_then(|a| a.get("rateOfTime"));
    let plain = rate
        .map(|r| r.get("value").unwrap_or(r))
        .and_then(Value::as_f64);
    if at.game() == Game::DarkSouls3 && rate.is_some() && plain != Some(1.0) {
        return Err(at.key("unk10500").key("rateOfTime").not_carried(
            "Dark Souls 3 has no rate of time; the library rescales every time of the effect by \
             it instead, which fxr-view does not do on reading (fxr-view edit --time-scale does \
             a like change)",
        ));
    }
    Ok(())
}

/// An action slot: the JSON's action (`null`: empty), or the class's default action.
fn slot(json: Option<&Value>, default: i16, at: &At) -> Result<super::super::Action> {
    match json {
        Some(json) => actions::action(json, at),
        None if default == 0 => Ok(empty(0)),
        None => actions::data_action(default as u16, Map::new(), at),
    }
}

/// A Proxy node: its 132 SFXReference.
fn proxy_node(object: &Map<String, Value>, at: &At) -> Result<Node> {
    let sfx = object.get("sfx").ok_or_else(|| {
        at.key("sfx")
            .invalid("a Proxy node needs sfx (or \"$generic\": true)")
    })?;
    let mut props = Map::new();
    props.insert("sfx".into(), sfx.clone());
    let reference = actions::data_action(ids::SFX_REFERENCE as u16, props, &at.key("sfx"))?;
    Ok(Node {
        node_type: NodeType::Proxy,
        configs: Vec::new(),
        actions: vec![reference],
        children: Vec::new(),
    })
}

/// A levels-of-detail, Basic or NodeEmitter node: its StateConfigMap, configs and children.
fn node_with_configs(t: i16, object: &Map<String, Value>, at: &At) -> Result<Node> {
    let map_at = at.key("stateConfigMap");
    let indices = object.get("stateConfigMap").cloned().unwrap_or(json!([0]));
    let mut props = Map::new();
    props.insert("configIndices".into(), indices);
    let map = actions::data_action(ids::STATE_CONFIG_MAP as u16, props, &map_at)?;
    Ok(Node {
        node_type: NodeType::from_raw(t),
        configs: list(object.get("configs"), &at.key("configs"), config)?,
        actions: vec![map],
        children: children(object, at)?,
    })
}

/// A generic node: its lists as given.
fn generic_node(object: &Map<String, Value>, at: &At) -> Result<Node> {
    let t = object
        .get("type")
        .and_then(Value::as_i64)
        .and_then(|t| i16::try_from(t).ok())
        .ok_or_else(|| at.key("type").invalid("expected a node type number"))?;
    Ok(Node {
        node_type: NodeType::from_raw(t),
        configs: list(object.get("configs"), &at.key("configs"), config)?,
        actions: list(object.get("actions"), &at.key("actions"), actions::action)?,
        children: children(object, at)?,
    })
}

/// A config of the JSON.
fn config(json: &Value, at: &At) -> Result<Config> {
    let object = json
        .as_object()
        .ok_or_else(|| at.invalid("expected a config object"))?;
    let t = object
        .get("type")
        .and_then(Value::as_i64)
        .and_then(|t| i16::try_from(t).ok())
        .ok_or_else(|| at.key("type").invalid("expected a config type number"))?;
    let actions = if object.get("$generic") == Some(&Value::Bool(true)) {
        list(object.get("actions"), &at.key("actions"), actions::action)?
    } else {
        match t {
            1002 => vec![levels_of_detail(object, at)?],
            1004 => slots(
                object,
                &BASIC_SLOTS,
                if at.game() == Game::DarkSouls3 {
                    13
                } else {
                    15
                },
                at,
            )?,
            1005 => slots(
                object,
                &NODE_EMITTER_SLOTS,
                if at.game() == Game::DarkSouls3 { 9 } else { 10 },
                at,
            )?,
            _ => {
                return Err(at
                    .key("type")
                    .invalid("expected a config type 1002, 1004 or 1005 (or a generic config)"));
            }
        }
    };
    Ok(Config {
        config_type: ConfigType::from_raw(t),
        actions,
    })
}

/// The first `count` slots of a config, the JSON's or the defaults.
fn slots(
    object: &Map<String, Value>,
    names: &[(&str, i16)],
    count: usize,
    at: &At,
) -> Result<Vec<super::super::Action>> {
    names
        .iter()
        .take(count)
        .map(|(name, default)| slot(object.get(*name), *default, &at.key(name)))
        .collect()
}

/// A levels-of-detail config's 133 action: its duration, thresholds and AC6's flag.
fn levels_of_detail(object: &Map<String, Value>, at: &At) -> Result<super::super::Action> {
    let mut props = Map::new();
    if let Some(duration) = object.get("duration") {
        props.insert("duration".into(), duration.clone());
    }
    if let Some(thresholds) = object.get("thresholds") {
        let list = thresholds
            .as_array()
            .ok_or_else(|| at.key("thresholds").invalid("expected a list of numbers"))?;
        for (i, value) in list.iter().take(5).enumerate() {
            props.insert(format!("threshold{i}"), value.clone());
        }
    }
    if let Some(flag) = object.get("unk_ac6_f1_5") {
        props.insert("unk_ac6_f1_5".into(), flag.clone());
    }
    actions::data_action(ids::LEVELS_OF_DETAIL_THRESHOLDS as u16, props, at)
}

/// The referenced effects and the two lists of external values, as the library's
/// `getReferences` gathers them: proxies' effects; ExternalValue1 modifiers' ids and the
/// conditions' in the first list; ExternalValue2's in the second, and in the first too except
/// 10000 (Elden Ring's blood visibility). Each sorted, without repeats.
pub(super) fn references(root: &Node, states: &[State]) -> (Vec<i32>, Vec<i32>, Vec<i32>) {
    let (mut sfx, mut first, mut second) = (Vec::new(), Vec::new(), Vec::new());
    gather(root, &mut sfx, &mut first, &mut second);
    for condition in states.iter().flat_map(|s| &s.conditions) {
        for operand in [condition.left, condition.right] {
            if let Operand::External(id) = operand {
                first.push(id);
            }
        }
    }
    for list in [&mut sfx, &mut first, &mut second] {
        list.sort_unstable();
        list.dedup();
    }
    (sfx, first, second)
}

/// [`references`] over one node and its subtree.
fn gather(node: &Node, sfx: &mut Vec<i32>, first: &mut Vec<i32>, second: &mut Vec<i32>) {
    /// Elden Ring's blood visibility external value, kept out of the first list.
    const BLOOD_VISIBILITY: i32 = 10000;
    if node.node_type == NodeType::Proxy {
        let reference = node
            .actions
            .iter()
            .find(|a| a.action_type == ids::SFX_REFERENCE);
        if let Some(field) = reference.and_then(|a| a.fields1.first()) {
            sfx.push(field.as_i32());
        }
    }
    let properties = node.all_actions().flat_map(|a| a.properties());
    for modifier in properties.flat_map(|p: &Property| &p.modifiers) {
        let Some(id) = modifier.fields.first().map(|f| f.as_i32()) else {
            continue;
        };
        match modifier.modifier_type {
            ModifierType::ExternalValue1 => first.push(id),
            ModifierType::ExternalValue2 => {
                if id != BLOOD_VISIBILITY {
                    first.push(id);
                }
                second.push(id);
            }
            _ => {}
        }
    }
    for child in &node.children {
        gather(child, sfx, first, second);
    }
}
