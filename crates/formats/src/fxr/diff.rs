//! The structural differences between two effects: what a modder changed between two
//! versions of an effect, or how two effects differ, one change a line.
//!
//! The trees are matched, not their bytes compared:
//!
//! - the header values (id, version, game, referenced effects, external values) one by one;
//! - states and their conditions by index;
//! - nodes by their path of child indices ("0/2": the root's first child's third child, as
//!   the inspector names them; the root is "root"); a child only one side has is one
//!   change (added or removed), its subtree is not listed;
//! - a node's configs by index;
//! - actions, in a node's own list or a config's, by type and occurrence (the second
//!   BillboardEx of a list is matched with the other side's second BillboardEx), so that an
//!   action added or removed in the middle of a list does not shift every later one;
//! - an action's fields and properties by slot, named as the action tables name them
//!   ("blendMode", "rgbMultiplier"; "f1[3]" / "p1[0]" when the game's table has no entry).
//!
//! Layout details that carry no meaning (where a property's fields are stored, the
//! per-game raw second type enums) are not compared. The changes come in the order of a
//! depth-first walk of the paths (header, states, then the nodes), so the output of two
//! given files is always the same.

use super::actions::{self, ActionDef, FieldDef, SlotValue};
use super::property::{Modifier, Property};
use super::{Action, Config, Field, Fxr, Game, Node};
use serde_json::{Value, json};

/// What happened at a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum ChangeKind {
    /// Only the second effect has it.
    Added,
    /// Only the first effect has it.
    Removed,
    /// Both have it, with different values.
    Changed,
}

/// One difference between two effects.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EffectChange {
    /// Where: a header value ("id", "sfx_references"), a state ("states[0].conditions[1]"),
    /// or a node and what in it ("node 0/1 config[0] action[603 BillboardEx].columns").
    pub path: String,
    /// Added, removed or changed.
    pub kind: ChangeKind,
    /// The names the tables gave the field or property before (empty when never renamed,
    /// and for anything else).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "typescript", ts(as = "Option<Vec<String>>", optional))]
    pub formerly: Vec<String>,
    /// The first effect's value (null when added). Fields are typed as their definition
    /// types them (`{"int", "float"}` when undefined); properties are
    /// `{"function", "looped", "value", "modifiers"}`; an added or removed node, config or
    /// action is summarised by its type and counts.
    pub old: Option<Value>,
    /// The second effect's value (null when removed).
    pub new: Option<Value>,
}

/// The differences between two effects.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EffectDiff {
    /// The first effect's id.
    pub a: i32,
    /// The second effect's id.
    pub b: i32,
    /// The changes from the first to the second, in path order; empty when they are the same.
    pub changes: Vec<EffectChange>,
}

impl std::fmt::Display for EffectChange {
    /// `path: kind old -> new`, values as compact JSON; a renamed field's path ends
    /// `name (formerly old)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let show = |v: &Option<Value>| v.as_ref().map_or_else(String::new, Value::to_string);
        let path = actions::label(&self.path, &self.formerly);
        match self.kind {
            ChangeKind::Added => write!(f, "{path}: added {}", show(&self.new)),
            ChangeKind::Removed => write!(f, "{path}: removed {}", show(&self.old)),
            ChangeKind::Changed => write!(
                f,
                "{path}: changed {} -> {}",
                show(&self.old),
                show(&self.new)
            ),
        }
    }
}

/// The changes that turn `a` into `b`.
pub fn diff(a: &Fxr, b: &Fxr) -> EffectDiff {
    let mut out = Changes::default();
    out.header(a, b);
    out.states(a, b);
    out.node("root", (&a.root, a.game), (&b.root, b.game));
    EffectDiff {
        a: a.id,
        b: b.id,
        changes: out.list,
    }
}

/// The changes found so far.
#[derive(Default)]
struct Changes {
    list: Vec<EffectChange>,
}

impl Changes {
    fn push(&mut self, path: String, old: Option<Value>, new: Option<Value>) {
        self.push_renamed(path, Vec::new(), old, new);
    }

    /// [`Changes::push`] for a field or property the tables once named otherwise.
    fn push_renamed(
        &mut self,
        path: String,
        formerly: Vec<String>,
        mut old: Option<Value>,
        mut new: Option<Value>,
    ) {
        old.iter_mut()
            .chain(new.iter_mut())
            .for_each(shortest_floats);
        let kind = match (&old, &new) {
            (None, _) => ChangeKind::Added,
            (_, None) => ChangeKind::Removed,
            _ => ChangeKind::Changed,
        };
        self.list.push(EffectChange {
            path,
            formerly,
            kind,
            old,
            new,
        });
    }

    /// Compares two values of the same path, recording a change when they differ.
    fn value<T: PartialEq + serde::Serialize>(&mut self, path: &str, a: &T, b: &T) {
        if a != b {
            self.push(path.to_string(), Some(to_json(a)), Some(to_json(b)));
        }
    }

    fn header(&mut self, a: &Fxr, b: &Fxr) {
        self.value("id", &a.id, &b.id);
        self.value("version", &a.version.raw(), &b.version.raw());
        self.value("game", &a.game, &b.game);
        self.value("sfx_references", &a.sfx_references, &b.sfx_references);
        self.value("external_values1", &a.external_values1, &b.external_values1);
        self.value("external_values2", &a.external_values2, &b.external_values2);
    }

    fn states(&mut self, a: &Fxr, b: &Fxr) {
        for i in 0..a.states.len().max(b.states.len()) {
            let path = format!("states[{i}]");
            match (a.states.get(i), b.states.get(i)) {
                (Some(sa), Some(sb)) => {
                    for j in 0..sa.conditions.len().max(sb.conditions.len()) {
                        let ca = sa.conditions.get(j).map(to_json);
                        let cb = sb.conditions.get(j).map(to_json);
                        if ca != cb {
                            self.push(format!("{path}.conditions[{j}]"), ca, cb);
                        }
                    }
                }
                (sa, sb) => self.push(path, sa.map(to_json), sb.map(to_json)),
            }
        }
    }

    fn node(&mut self, path: &str, (a, game_a): (&Node, Game), (b, game_b): (&Node, Game)) {
        let here = format!("node {path}");
        self.value(
            &format!("{here} type"),
            &format!("{:?}", a.node_type),
            &format!("{:?}", b.node_type),
        );
        self.actions(&here, (&a.actions, game_a), (&b.actions, game_b));
        for i in 0..a.configs.len().max(b.configs.len()) {
            let config_path = format!("{here} config[{i}]");
            match (a.configs.get(i), b.configs.get(i)) {
                (Some(ca), Some(cb)) => {
                    self.value(
                        &format!("{config_path} type"),
                        &format!("{:?}", ca.config_type),
                        &format!("{:?}", cb.config_type),
                    );
                    self.actions(&config_path, (&ca.actions, game_a), (&cb.actions, game_b));
                }
                (ca, cb) => self.push(config_path, ca.map(config_summary), cb.map(config_summary)),
            }
        }
        for i in 0..a.children.len().max(b.children.len()) {
            let child_path = if path == "root" {
                i.to_string()
            } else {
                format!("{path}/{i}")
            };
            match (a.children.get(i), b.children.get(i)) {
                (Some(ca), Some(cb)) => self.node(&child_path, (ca, game_a), (cb, game_b)),
                (ca, cb) => self.push(
                    format!("node {child_path}"),
                    ca.map(node_summary),
                    cb.map(node_summary),
                ),
            }
        }
    }

    /// Matches two action lists by (type, occurrence): keys in the order the first list
    /// has them, then those only the second has.
    fn actions(
        &mut self,
        path: &str,
        (a, game_a): (&[Action], Game),
        (b, game_b): (&[Action], Game),
    ) {
        // Keys to positions, so that matching stays linear in the actions (a list may be long).
        let keys_a = occurrence_keys(a);
        let keys_b = occurrence_keys(b);
        let at_a: std::collections::HashMap<(i16, usize), usize> =
            keys_a.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let at_b: std::collections::HashMap<(i16, usize), usize> =
            keys_b.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let mut order: Vec<(i16, usize)> = keys_a.clone();
        order.extend(keys_b.iter().filter(|k| !at_a.contains_key(k)));
        for key in order {
            let (found_a, found_b) = (
                at_a.get(&key).and_then(|&i| a.get(i)),
                at_b.get(&key).and_then(|&i| b.get(i)),
            );
            let name = definition_for(key.0, game_a)
                .or_else(|| definition_for(key.0, game_b))
                .map_or_else(|| format!("Unknown{}", key.0), |d| d.name.to_string());
            let occurrence = if key.1 > 0 {
                format!(" #{}", key.1 + 1)
            } else {
                String::new()
            };
            let action_path = format!("{path} action[{} {name}{occurrence}]", key.0);
            match (found_a, found_b) {
                (Some(aa), Some(ab)) => self.action(&action_path, (aa, game_a), (ab, game_b)),
                (aa, ab) => self.push(
                    action_path,
                    aa.map(|x| action_summary(x, &name)),
                    ab.map(|x| action_summary(x, &name)),
                ),
            }
        }
    }

    fn action(&mut self, path: &str, (a, game_a): (&Action, Game), (b, game_b): (&Action, Game)) {
        let def_a = definition_for(a.action_type, game_a);
        let def_b = definition_for(b.action_type, game_b);
        self.value(&format!("{path}.unk02"), &a.unk02, &b.unk02);
        self.value(&format!("{path}.unk03"), &a.unk03, &b.unk03);
        self.value(&format!("{path}.unk04"), &a.unk04, &b.unk04);
        let lead = |action: &Action| action.fields2_lead.map(Field::as_i32);
        self.value(&format!("{path}.fields2_lead"), &lead(a), &lead(b));
        let fields = |d: &Option<ActionDef>, second: bool| -> &'static [FieldDef] {
            d.as_ref()
                .map_or(&[], |d| if second { d.fields2 } else { d.fields1 })
        };
        for (second, list_a, list_b) in [
            (false, &a.fields1, &b.fields1),
            (true, &a.fields2, &b.fields2),
        ] {
            let (defs_a, defs_b) = (fields(&def_a, second), fields(&def_b, second));
            for i in 0..list_a.len().max(list_b.len()) {
                let (fa, fb) = (list_a.get(i), list_b.get(i));
                if fa == fb {
                    continue;
                }
                let def = defs_a.get(i).or(defs_b.get(i));
                let name = def.map_or_else(
                    || format!("f{}[{i}]", if second { 2 } else { 1 }),
                    |d| d.name.to_string(),
                );
                self.push_renamed(
                    format!("{path}.{name}"),
                    def.map(FieldDef::former_names).unwrap_or_default(),
                    fa.map(|f| field_json(*f, defs_a.get(i))),
                    fb.map(|f| field_json(*f, defs_b.get(i))),
                );
            }
        }
        for i in 0..a.section10s.len().max(b.section10s.len()) {
            let (sa, sb) = (a.section10s.get(i), b.section10s.get(i));
            if sa != sb {
                let ints = |s: &Vec<Field>| json!(s.iter().map(|f| f.as_i32()).collect::<Vec<_>>());
                self.push(format!("{path}.section10[{i}]"), sa.map(ints), sb.map(ints));
            }
        }
        for (second, list_a, list_b) in [
            (false, &a.properties1, &b.properties1),
            (true, &a.properties2, &b.properties2),
        ] {
            let def_of = |d: &Option<ActionDef>, i: usize| {
                d.as_ref()
                    .and_then(|d| if second { d.properties2 } else { d.properties1 }.get(i))
            };
            for i in 0..list_a.len().max(list_b.len()) {
                let (pa, pb) = (list_a.get(i), list_b.get(i));
                let same = match (pa, pb) {
                    (Some(pa), Some(pb)) => same_property(pa, pb),
                    (None, None) => true,
                    _ => false,
                };
                if same {
                    continue;
                }
                let def = def_of(&def_a, i).or_else(|| def_of(&def_b, i));
                let name = def.map_or_else(
                    || format!("p{}[{i}]", if second { 2 } else { 1 }),
                    |p| p.name.to_string(),
                );
                self.push_renamed(
                    format!("{path}.{name}"),
                    def.map(actions::PropertyDef::former_names)
                        .unwrap_or_default(),
                    pa.map(property_json),
                    pb.map(property_json),
                );
            }
        }
    }
}

/// The definition of an action type in a file of a game (as the simulation reads it).
fn definition_for(action_type: i16, game: Game) -> Option<ActionDef> {
    actions::definition_for_file(action_type, game)
}

/// (type, how many of that type came before) for each action of a list.
fn occurrence_keys(list: &[Action]) -> Vec<(i16, usize)> {
    let mut seen: std::collections::HashMap<i16, usize> = std::collections::HashMap::new();
    list.iter()
        .map(|action| {
            let before = seen.entry(action.action_type).or_insert(0);
            let key = (action.action_type, *before);
            *before += 1;
            key
        })
        .collect()
}

/// Whether two properties mean the same (the raw second type enum and the stored field
/// layout, which differ between games and tools, are left out).
fn same_property(a: &Property, b: &Property) -> bool {
    a.value_type == b.value_type
        && a.function == b.function
        && a.looped == b.looped
        && a.fields == b.fields
        && a.modifiers.len() == b.modifiers.len()
        && a.modifiers
            .iter()
            .zip(&b.modifiers)
            .all(|(ma, mb)| same_modifier(ma, mb))
}

fn same_modifier(a: &Modifier, b: &Modifier) -> bool {
    a.modifier_type == b.modifier_type
        && a.value_type == b.value_type
        && a.fields == b.fields
        && a.properties.len() == b.properties.len()
        && a.properties
            .iter()
            .zip(&b.properties)
            .all(|(pa, pb)| same_property(pa, pb))
}

/// Any serialisable value as JSON (the crate's values all serialise; a failure would be a
/// non-string map key, which none has, so it is shown as null rather than stopping).
pub fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Writes every number that is an f32 widened to f64 as the f32's shortest decimal
/// (0.08, not 0.07999999821186066): the file's values are f32, and the f64 digits the
/// widening shows were never in the file.
fn shortest_floats(value: &mut Value) {
    match value {
        Value::Number(n) if n.is_f64() => {
            let wide = n.as_f64().unwrap_or_default();
            let narrow = wide as f32;
            if f64::from(narrow) == wide
                && let Ok(shortest) = narrow.to_string().parse::<f64>()
                && let Some(number) = serde_json::Number::from_f64(shortest)
            {
                *n = number;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(shortest_floats),
        Value::Object(map) => map.values_mut().for_each(shortest_floats),
        _ => {}
    }
}

/// A float as JSON; NaN and infinities (possible in raw slots) as strings.
fn float_json(f: f32) -> Value {
    if f.is_finite() {
        json!(f)
    } else {
        json!(f.to_string())
    }
}

/// A field as its definition types it, or as both an int and a float when undefined.
fn field_json(field: Field, def: Option<&FieldDef>) -> Value {
    match def.map(|d| SlotValue::from_bits(d.kind, field.0)) {
        Some(SlotValue::Int(i)) => json!(i),
        Some(SlotValue::Float(f)) => float_json(f),
        Some(SlotValue::Bool(b)) => json!(b),
        None => json!({ "int": field.as_i32(), "float": float_json(field.as_f32()) }),
    }
}

/// A property decoded: its function, whether it loops, its value (null when its fields do
/// not decode) and its modifiers.
fn property_json(p: &Property) -> Value {
    json!({
        "function": format!("{:?}", p.function),
        "looped": p.looped,
        "value": p.decode().ok().map(|v| to_json(&v)),
        "modifiers": p.modifiers.iter().map(|m| m.decode().ok().map(|v| to_json(&v))).collect::<Vec<_>>(),
    })
}

fn node_summary(node: &Node) -> Value {
    json!({
        "type": format!("{:?}", node.node_type),
        "configs": node.configs.len(),
        "actions": node.actions.len(),
        "children": node.children.len(),
    })
}

fn config_summary(config: &Config) -> Value {
    json!({
        "type": format!("{:?}", config.config_type),
        "actions": config.actions.iter().map(|a| a.action_type).collect::<Vec<_>>(),
    })
}

fn action_summary(action: &Action, name: &str) -> Value {
    json!({
        "type": action.action_type,
        "name": name,
        "fields": action.fields1.len() + action.fields2.len(),
        "properties": action.properties1.len() + action.properties2.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_show_the_files_f32_digits() {
        let mut v = json!({"a": [0.08f32, 1.5f32], "b": 3});
        shortest_floats(&mut v);
        assert_eq!(v.to_string(), r#"{"a":[0.08,1.5],"b":3}"#);
    }
}
