//! A node's actions with their fields and properties named, for the viewer's action panel:
//! what the file stores, read through the action definitions (`formats::fxr::actions`), so a
//! modder sees `blendMode = 6` and `rgbMultiplier: Linear [0 s: 1, 0.5 s: 3]` rather than
//! untyped slots.

use crate::plot::{CurvePlot, plot_curve};
use fxr_formats::fxr::actions::{ActionDef, FieldDef, PropertyArgument, PropertyDef, SlotValue};
use fxr_formats::fxr::property::{ModifierValue, PropertyValue};
use fxr_formats::fxr::{Action, Field, Fxr, Node, Property};
use fxr_sim::action::definition_for;
use fxr_sim::curve::{Curve, CurveIds, ExternalValues};

/// A node of an effect, described.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct NodeDescription {
    /// Its path ("0/2/1": child indices from the root; "…/@id/…" inside a referenced effect).
    pub path: String,
    /// The effect whose file holds it (a proxy's referenced effect for "@id" paths).
    pub effect: i32,
    /// The node type, as the reader names it.
    pub node_type: String,
    /// Node-level actions (a StateConfigMap, a proxy's reference, the root's actions).
    pub actions: Vec<ActionDescription>,
    /// Its configs and their actions.
    pub configs: Vec<ConfigDescription>,
    /// How many children it has in its file.
    pub children: usize,
}

/// A config of a node, described.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ConfigDescription {
    /// The config type, as the reader names it.
    pub config_type: String,
    /// Its actions in slot order.
    pub actions: Vec<ActionDescription>,
}

/// An action with its values named.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ActionDescription {
    /// The action type.
    pub action_type: i16,
    /// The definition's name, or "Unknown<id>" when the game has none.
    pub name: String,
    /// The definition's description.
    pub doc: &'static str,
    /// Field slots of the first list.
    pub fields1: Vec<FieldValue>,
    /// Field slots of the second list.
    pub fields2: Vec<FieldValue>,
    /// Properties of the first list.
    pub properties1: Vec<PropertyDescription>,
    /// Properties of the second list.
    pub properties2: Vec<PropertyDescription>,
}

/// One 4-byte field slot.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct FieldValue {
    /// The slot's name ("f1[3]" when the definition does not name it).
    pub name: String,
    /// The names the tables gave the slot before ("totalIntervals"), for modders' notes;
    /// empty when never renamed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "typescript", ts(as = "Option<Vec<String>>", optional))]
    pub formerly: Vec<String>,
    /// The value as its definition types it (int, float or bool); the raw bits read as both
    /// an int and a float when it is not defined.
    pub value: serde_json::Value,
    /// The definition's default, when defined.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub default: Option<SlotValue>,
    /// The name of the enumeration its integer takes (e.g. "BlendMode").
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub enumeration: Option<&'static str>,
    /// What it means (empty when unknown).
    pub doc: &'static str,
}

/// One property.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PropertyDescription {
    /// The property's name ("p1[0]" when the definition does not name it).
    pub name: String,
    /// The names the tables gave the property before, for modders' notes; empty when never
    /// renamed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "typescript", ts(as = "Option<Vec<String>>", optional))]
    pub formerly: Vec<String>,
    /// What its curve is evaluated with.
    pub argument: PropertyArgument,
    /// The function ("Constant", "Linear", ...).
    pub function: String,
    /// Whether keyframes repeat.
    pub looped: bool,
    /// Components (1 to 4).
    pub components: usize,
    /// The decoded value (constant or keyframes); none when the fields do not decode.
    pub value: Option<PropertyValue>,
    /// Its modifiers, decoded.
    pub modifiers: Vec<ModifierValue>,
    /// The name of the enumeration its (integer-valued) constant takes (e.g. "BlendMode").
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub enumeration: Option<&'static str>,
    /// What it means (empty when unknown).
    pub doc: &'static str,
    /// Its curve sampled over its argument, for a plot; none when the fields do not decode.
    pub plot: Option<CurvePlot>,
}

/// Describes the node at `path` of `fxr` (effect `id`). A path through a proxy ("a/@id/b")
/// continues in the referenced effect, found through `referenced`. None when the path
/// leads nowhere. The properties' plots use `externals` for their ExternalValue modifiers.
pub fn describe_node<'a>(
    fxr: &'a Fxr,
    path: &str,
    referenced: &dyn Fn(i32) -> Option<&'a Fxr>,
    externals: &ExternalValues,
) -> Option<NodeDescription> {
    let mut file = fxr;
    let mut node = &fxr.root;
    let mut parts = path.split('/').filter(|p| !p.is_empty());
    while let Some(part) = parts.next() {
        if let Some(id) = part.strip_prefix('@') {
            // A proxy's referenced effect: its top nodes are the proxy's children.
            file = referenced(id.parse().ok()?)?;
            let index: usize = parts.next()?.parse().ok()?;
            node = file.root.children.get(index)?;
        } else {
            node = node.children.get(part.parse::<usize>().ok()?)?;
        }
    }
    let game = file.game;
    Some(NodeDescription {
        path: path.to_string(),
        effect: file.id,
        node_type: format!("{:?}", node.node_type),
        actions: node
            .actions
            .iter()
            .map(|a| describe_action(a, game, externals))
            .collect(),
        configs: node
            .configs
            .iter()
            .map(|c| ConfigDescription {
                config_type: format!("{:?}", c.config_type),
                actions: c
                    .actions
                    .iter()
                    .map(|a| describe_action(a, game, externals))
                    .collect(),
            })
            .collect(),
        children: node.children.len(),
    })
}

/// Every node path of an effect's own tree (not through proxies), depth first.
pub fn node_paths(fxr: &Fxr) -> Vec<String> {
    fn walk(node: &Node, path: &str, out: &mut Vec<String>) {
        for (i, child) in node.children.iter().enumerate() {
            let p = if path.is_empty() {
                i.to_string()
            } else {
                format!("{path}/{i}")
            };
            out.push(p.clone());
            walk(child, &p, out);
        }
    }
    let mut out = Vec::new();
    walk(&fxr.root, "", &mut out);
    out
}

fn describe_action(
    action: &Action,
    game: fxr_formats::fxr::Game,
    externals: &ExternalValues,
) -> ActionDescription {
    let def: Option<ActionDef> = definition_for(action.action_type, game);
    let fields = |list: &[Field], defs: Option<&[FieldDef]>, prefix: &str| {
        list.iter()
            .enumerate()
            .map(|(i, f)| field_value(*f, defs.and_then(|d| d.get(i)), &format!("{prefix}[{i}]")))
            .collect()
    };
    let props = |list: &[Property], defs: Option<&[PropertyDef]>, prefix: &str| {
        list.iter()
            .enumerate()
            .map(|(i, p)| {
                property_description(
                    p,
                    defs.and_then(|d| d.get(i)),
                    &format!("{prefix}[{i}]"),
                    externals,
                )
            })
            .collect()
    };
    ActionDescription {
        action_type: action.action_type,
        name: def.as_ref().map_or_else(
            || format!("Unknown{}", action.action_type),
            |d| d.name.to_string(),
        ),
        doc: def.as_ref().map_or("", |d| d.doc),
        fields1: fields(&action.fields1, def.as_ref().map(|d| d.fields1), "f1"),
        fields2: fields(&action.fields2, def.as_ref().map(|d| d.fields2), "f2"),
        properties1: props(
            &action.properties1,
            def.as_ref().map(|d| d.properties1),
            "p1",
        ),
        properties2: props(
            &action.properties2,
            def.as_ref().map(|d| d.properties2),
            "p2",
        ),
    }
}

fn field_value(field: Field, def: Option<&FieldDef>, fallback: &str) -> FieldValue {
    match def {
        Some(d) => FieldValue {
            name: d.name.to_string(),
            formerly: d.former_names(),
            value: match SlotValue::from_bits(d.kind, field.0) {
                SlotValue::Int(i) => serde_json::json!(i),
                SlotValue::Float(f) => float_json(f),
                SlotValue::Bool(b) => serde_json::json!(b),
            },
            default: Some(d.default),
            enumeration: d.enumeration,
            doc: d.doc,
        },
        None => FieldValue {
            name: fallback.to_string(),
            formerly: Vec::new(),
            value: serde_json::json!({ "int": field.0 as i32, "float": float_json(f32::from_bits(field.0)) }),
            default: None,
            enumeration: None,
            doc: "",
        },
    }
}

/// A float as JSON; NaN and infinities (possible in raw slots) as strings.
fn float_json(f: f32) -> serde_json::Value {
    if f.is_finite() {
        serde_json::json!(f)
    } else {
        serde_json::json!(f.to_string())
    }
}

fn property_description(
    p: &Property,
    def: Option<&PropertyDef>,
    fallback: &str,
    externals: &ExternalValues,
) -> PropertyDescription {
    let argument = def.map_or(PropertyArgument::Unknown, |d| d.argument);
    // Compiled as playback compiles it; the curve id only salts random values, which a
    // plot's band does not depend on.
    let plot = Curve::from_property(p, argument, &mut CurveIds::default())
        .ok()
        .map(|curve| plot_curve(&curve, externals));
    PropertyDescription {
        name: def.map_or_else(|| fallback.to_string(), |d| d.name.to_string()),
        formerly: def.map(PropertyDef::former_names).unwrap_or_default(),
        argument,
        function: format!("{:?}", p.function),
        looped: p.looped,
        components: p.components(),
        value: p.decode().ok(),
        modifiers: p.modifiers.iter().filter_map(|m| m.decode().ok()).collect(),
        enumeration: def.and_then(|d| d.enumeration),
        doc: def.map_or("", |d| d.doc),
        plot,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::testutil::sample;

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn the_elden_ring_sample_names_its_appearance_fields() {
        let Some(data) = sample("er/f000523390.fxr") else {
            return;
        };
        let fxr = fxr_formats::fxr::read(&data).unwrap();
        let paths = node_paths(&fxr);
        assert_eq!(paths.len() + 1, fxr.nodes().len());
        let mut appearances = 0;
        for path in &paths {
            let node = describe_node(&fxr, path, &|_| None, &ExternalValues::default()).unwrap();
            for action in node.configs.iter().flat_map(|c| &c.actions) {
                if (600..=608).contains(&action.action_type) {
                    appearances += 1;
                    assert!(
                        !action.name.starts_with("Unknown"),
                        "{path}: {}",
                        action.name
                    );
                    // Elden Ring stores the blend mode and texture as properties.
                    assert!(
                        action
                            .properties1
                            .iter()
                            .chain(&action.properties2)
                            .any(|p| p.name == "blendMode"),
                        "{path}: {}",
                        action.name
                    );
                    assert!(action.fields1.iter().all(|f| !f.name.starts_with("f1[")));
                }
            }
        }
        assert!(appearances > 0);
        assert!(describe_node(&fxr, "99", &|_| None, &ExternalValues::default()).is_none());
        assert!(describe_node(&fxr, "0/@5/0", &|_| None, &ExternalValues::default()).is_none());
    }

    #[test]
    fn a_path_through_a_proxy_continues_in_the_referenced_effect() {
        let bytes = fxr_demo::demo_binder().unwrap();
        let mut library = fxr_library::Library::new();
        library.open(fxr_demo::DEMO_BINDER_NAME, &bytes).unwrap();
        let program = fxr_sim::compile_effect(&library, 1010).unwrap();
        let mut nodes = Vec::new();
        program.root.walk(&mut nodes);
        let proxied = nodes
            .iter()
            .find(|n| n.path.contains('@'))
            .expect("the proxy demo grafts a referenced effect");
        let fxr = library.effect(1010).unwrap().fxr().unwrap().clone();
        let resolve = |id: i32| {
            library
                .effect(id)
                .and_then(|e| e.fxr().ok())
                .map(|f| f.as_ref())
        };
        let described =
            describe_node(&fxr, &proxied.path, &resolve, &ExternalValues::default()).unwrap();
        assert_ne!(described.effect, 1010);
        assert_eq!(described.configs.len(), proxied.configs.len());
    }
}
