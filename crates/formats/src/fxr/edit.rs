//! Setting one value of an effect, named by the path [`super::diff`] prints for it:
//!
//! ```text
//! node 0/2 config[0] action[603 BillboardEx].rgbMultiplier=2.5
//! node 0 action[199 StateConfigMap].section10[0]=0,1      (not settable: a list)
//! node root action[10500 Unk10500].initialSimulationTime=30
//! node 0/1 config[1] action[300 PeriodicEmitter #2].interval=0.25
//! ```
//!
//! The node is its path of child indices (`root` for the root), the config its index (left
//! out for the node's own actions), the action its type, optionally its name (checked), and
//! its occurrence among actions of that type in the list (`#2` is the second); then a field or
//! property by the name the action tables give it (a former name too; `.x` or `.r` picks a
//! vector's component), or by slot (`f1[3]`, `f2[0]`, `p1[2]`). A ` (formerly …)` note, as
//! `diff` prints it, is ignored.
//!
//! A field takes a value of its kind: an integer, a number, `true`/`false` (or an
//! enumeration's value as an integer). A property takes either one number per component and
//! becomes a constant, or keyframes:
//!
//! ```text
//! …action[603 BillboardEx].color1=1,0.5,0,1
//! …action[603 BillboardEx].width=linear 0:1 0.5:2.5 1:0
//! …action[603 BillboardEx].color2=hermite loop 0:1,1,1,1;0,0,0,0;0,0,0,0 2:0,0,0,1;0,0,0,0;0,0,0,0
//! ```
//!
//! that is the interpolation (`stepped`, `linear`, `bezier`, `hermite`), `loop` when the keys
//! repeat, then each key as `TIME:VALUES`, for `bezier` and `hermite` followed by `;OUT;IN`,
//! its outgoing and incoming slopes per unit of a segment (as the file stores them, see
//! docs/fxr-evaluation-notes.md). Times never go down. The property keeps its modifiers.
//!
//! Nothing else of the file changes: a field keeps its slot and a constant set on a Constant
//! stays one, so one number set gives a file that differs from the original in those four
//! bytes only.
//!
//! A line whose path is `effect` and a transform changes the whole effect (see
//! [`super::transform`]), with the parameters the command line takes:
//!
//! ```text
//! effect recolor=hue=30,saturation=1.2,brightness=0.9,palette=#ff8000/#2040ff
//! effect scale=2,view-distance,particle-modifier
//! effect time-scale=0.5,tracer-durations
//! ```

use super::actions::{self, FieldDef, SlotKind};
use super::property::{Keyframes, Property, PropertyFunction};
use super::transform::{self, Recolor, ScaleOptions, TimeScaleOptions};
use super::{Action, Field, Fxr, Game, Node};

/// Why an edit could not be made: the path, and what was wrong with it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EditError {
    /// The assignment has no `=`.
    #[error("{0:?}: expected PATH=VALUE")]
    NoValue(String),
    /// The path does not parse.
    #[error("{path:?}: {what}")]
    Path {
        /// The path as given.
        path: String,
        /// What was expected where.
        what: String,
    },
    /// The path names nothing of this effect.
    #[error("{path:?}: {what}")]
    NotFound {
        /// The path as given.
        path: String,
        /// What is missing.
        what: String,
    },
    /// The value does not fit what the path names.
    #[error("{path:?}: {what}, found {value:?}")]
    Value {
        /// The path as given.
        path: String,
        /// The value as given.
        value: String,
        /// What was expected.
        what: String,
    },
}

/// One value to set: where, and to what (as text, typed when applied).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignment {
    /// The path, as `diff` prints it.
    pub path: String,
    /// The value.
    pub value: String,
}

impl std::str::FromStr for Assignment {
    type Err = EditError;

    /// `PATH=VALUE`, split at the first `=` (paths hold none; a transform's value may).
    fn from_str(s: &str) -> Result<Self, EditError> {
        let (path, value) = s
            .split_once('=')
            .ok_or_else(|| EditError::NoValue(s.to_string()))?;
        Ok(Assignment {
            path: path.trim().to_string(),
            value: value.trim().to_string(),
        })
    }
}

/// A parsed path.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Target {
    node: Vec<usize>,
    config: Option<usize>,
    action_type: i16,
    action_name: Option<String>,
    occurrence: usize,
    value: String,
}

fn path_error(path: &str, what: impl Into<String>) -> EditError {
    EditError::Path {
        path: path.to_string(),
        what: what.into(),
    }
}

/// The text between `prefix[` and the next `]` of `s`, and what follows.
fn bracketed<'a>(s: &'a str, prefix: &str) -> Option<(&'a str, &'a str)> {
    let rest = s.strip_prefix(prefix)?.strip_prefix('[')?;
    let end = rest.find(']')?;
    Some((&rest[..end], &rest[end + 1..]))
}

fn parse_target(path: &str) -> Result<Target, EditError> {
    // A renamed value's note, as diff prints it.
    let clean = match path.find(" (formerly") {
        Some(i) => &path[..i],
        None => path,
    };
    let rest = clean.strip_prefix("node ").ok_or_else(|| {
        path_error(
            path,
            "expected it to start with \"node \" (or be effect recolor, scale or time-scale)",
        )
    })?;
    let (node_text, rest) = rest
        .split_once(' ')
        .ok_or_else(|| path_error(path, "expected a node path, then an action"))?;
    let node = if node_text == "root" {
        Vec::new()
    } else {
        node_text
            .split('/')
            .map(|i| i.parse::<usize>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| {
                path_error(
                    path,
                    format!("expected a node path such as 0/2 or root, found {node_text:?}"),
                )
            })?
    };
    let (config, rest) = match bracketed(rest, "config") {
        Some((index, after)) => {
            let i = index.parse::<usize>().map_err(|_| {
                path_error(path, format!("expected a config index, found {index:?}"))
            })?;
            (Some(i), after.trim_start())
        }
        None => (None, rest),
    };
    let (inside, after) = bracketed(rest, "action").ok_or_else(|| {
        path_error(
            path,
            "expected action[TYPE Name] after the node (and config)",
        )
    })?;
    let mut words = inside.split_whitespace();
    let action_type = words
        .next()
        .and_then(|t| t.parse::<i16>().ok())
        .ok_or_else(|| {
            path_error(
                path,
                format!("expected an action type number, found {inside:?}"),
            )
        })?;
    let mut action_name = None;
    let mut occurrence = 0;
    for word in words {
        match word.strip_prefix('#') {
            Some(n) => {
                occurrence = n
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n >= 1)
                    .map(|n| n - 1)
                    .ok_or_else(|| {
                        path_error(path, format!("expected #N (N from 1), found {word:?}"))
                    })?
            }
            None => action_name = Some(word.to_string()),
        }
    }
    let value = after
        .strip_prefix('.')
        .filter(|v| !v.is_empty())
        .ok_or_else(|| {
            path_error(
                path,
                "expected .NAME after the action (a field or property)",
            )
        })?;
    Ok(Target {
        node,
        config,
        action_type,
        action_name,
        occurrence,
        value: value.to_string(),
    })
}

/// The node at a path of child indices.
fn node_at<'a>(root: &'a mut Node, path: &[usize]) -> Option<&'a mut Node> {
    let mut node = root;
    for &i in path {
        node = node.children.get_mut(i)?;
    }
    Some(node)
}

/// Where an action's value is, by name or by slot.
enum Slot<'d> {
    Field {
        second: bool,
        index: usize,
        def: Option<&'d FieldDef>,
    },
    Property {
        second: bool,
        index: usize,
        components: Option<usize>,
    },
}

fn slot_of<'d>(def: Option<&'d actions::ActionDef>, name: &str) -> Option<Slot<'d>> {
    for (prefix, second, field) in [
        ("f1", false, true),
        ("f2", true, true),
        ("p1", false, false),
        ("p2", true, false),
    ] {
        if let Some((index, "")) = bracketed(name, prefix) {
            let index = index.parse::<usize>().ok()?;
            return Some(if field {
                let defs = def.map(|d| if second { d.fields2 } else { d.fields1 });
                Slot::Field {
                    second,
                    index,
                    def: defs.and_then(|d| d.get(index)),
                }
            } else {
                let defs = def.map(|d| if second { d.properties2 } else { d.properties1 });
                Slot::Property {
                    second,
                    index,
                    components: defs
                        .and_then(|d| d.get(index))
                        .map(|p| usize::from(p.components)),
                }
            });
        }
    }
    let def = def?;
    Some(match def.locate(name)? {
        actions::Location::Field1(index) => Slot::Field {
            second: false,
            index,
            def: def.fields1.get(index),
        },
        actions::Location::Field2(index) => Slot::Field {
            second: true,
            index,
            def: def.fields2.get(index),
        },
        actions::Location::Property1(index) => Slot::Property {
            second: false,
            index,
            components: def
                .properties1
                .get(index)
                .map(|p| usize::from(p.components)),
        },
        actions::Location::Property2(index) => Slot::Property {
            second: true,
            index,
            components: def
                .properties2
                .get(index)
                .map(|p| usize::from(p.components)),
        },
    })
}

/// A field's new word from text, by the slot's kind (an undefined slot: an integer, or a
/// number when the text has a point or an exponent).
fn field_value(kind: Option<SlotKind>, text: &str) -> Option<Field> {
    let int = || text.parse::<i32>().ok().map(Field::from_i32);
    let float = || {
        text.parse::<f32>()
            .ok()
            .filter(|v| v.is_finite())
            .map(Field::from_f32)
    };
    match kind {
        Some(SlotKind::Bool) => match text {
            "true" | "1" => Some(Field::from_bool(true)),
            "false" | "0" => Some(Field::from_bool(false)),
            _ => None,
        },
        Some(SlotKind::Int) => int(),
        Some(SlotKind::Float) => float(),
        None if text.contains(['.', 'e', 'E']) => float(),
        None => int(),
    }
}

/// What an edit's errors name: the assignment.
struct Errors<'a>(&'a Assignment);

impl Errors<'_> {
    fn not_found(&self, what: impl Into<String>) -> EditError {
        EditError::NotFound {
            path: self.0.path.clone(),
            what: what.into(),
        }
    }

    fn value(&self, what: impl Into<String>) -> EditError {
        EditError::Value {
            path: self.0.path.clone(),
            value: self.0.value.clone(),
            what: what.into(),
        }
    }
}

/// The action a target names.
fn action_at<'a>(
    fxr: &'a mut Fxr,
    target: &Target,
    errors: &Errors<'_>,
) -> Result<&'a mut Action, EditError> {
    let node = node_at(&mut fxr.root, &target.node)
        .ok_or_else(|| errors.not_found("the effect has no node there"))?;
    let list: &mut Vec<Action> = match target.config {
        Some(i) => {
            let count = node.configs.len();
            &mut node
                .configs
                .get_mut(i)
                .ok_or_else(|| errors.not_found(format!("the node has {count} configs")))?
                .actions
        }
        None => &mut node.actions,
    };
    list.iter_mut()
        .filter(|a| a.action_type == target.action_type)
        .nth(target.occurrence)
        .ok_or_else(|| {
            errors.not_found(format!(
                "no action {} #{} in that list",
                target.action_type,
                target.occurrence + 1
            ))
        })
}

/// Sets field `index` of list 1 or 2 from the assignment's text, typed by its definition.
fn set_field(
    action: &mut Action,
    (second, index, def): (bool, usize, Option<&FieldDef>),
    errors: &Errors<'_>,
) -> Result<(), EditError> {
    let fields = if second {
        &mut action.fields2
    } else {
        &mut action.fields1
    };
    let count = fields.len();
    let slot = fields
        .get_mut(index)
        .ok_or_else(|| errors.not_found(format!("the action has {count} fields there")))?;
    let kind = def.map(|d| d.kind);
    *slot = field_value(kind, &errors.0.value).ok_or_else(|| {
        errors.value(match kind {
            Some(SlotKind::Bool) => "expected true or false",
            Some(SlotKind::Int) => "expected an integer",
            _ => "expected a finite number",
        })
    })?;
    Ok(())
}

/// Sets property `index` of list 1 or 2 to the constant or the keyframes the assignment's
/// text gives (see the module's doc), keeping its modifiers.
fn set_property(
    action: &mut Action,
    (second, index, components): (bool, usize, Option<usize>),
    game: Game,
    errors: &Errors<'_>,
) -> Result<(), EditError> {
    let properties = if second {
        &mut action.properties2
    } else {
        &mut action.properties1
    };
    let count = properties.len();
    let property = properties
        .get_mut(index)
        .ok_or_else(|| errors.not_found(format!("the action has {count} properties there")))?;
    let expected = components.unwrap_or_else(|| property.components());
    let new = property_value(&errors.0.value, expected).map_err(|what| errors.value(what))?;
    replace_property(property, new, game);
    Ok(())
}

/// `old` becomes `new`'s value: its modifiers stay; its second type enum follows the new
/// function as [`Property::set_function`] says; a value equal to the old one changes nothing
/// (the file keeps its bytes and layout).
fn replace_property(old: &mut Property, mut new: Property, game: Game) {
    // A constant stays a Constant (not Zero or One): one value set changes only its words.
    let constant = |p: &Property| {
        matches!(
            p.function,
            PropertyFunction::Zero | PropertyFunction::One | PropertyFunction::Constant
        )
    };
    if old.function == PropertyFunction::Constant
        && constant(&new)
        && old.value_type == new.value_type
        && let Some(values) = new.constant()
    {
        let fields = values[..new.components()]
            .iter()
            .map(|&v| Field::from_f32(v))
            .collect();
        new = Property::new(new.value_type, PropertyFunction::Constant, false, fields);
    }
    if (old.value_type, old.function, old.looped, &old.fields)
        == (new.value_type, new.function, new.looped, &new.fields)
    {
        return;
    }
    let type_enum_b = old.type_enum_b_for(new.function, new.looped, game);
    let modifiers = std::mem::take(&mut old.modifiers);
    // Stale words stored after the fields stay; a record that pointed at an earlier copy of
    // the old fields is written with its own fields when no copy of the new ones exists.
    let layout = old.layout.take();
    *old = Property {
        type_enum_b,
        modifiers,
        layout,
        ..new
    };
}

/// A property from an edit's text: numbers separated by commas (a constant), or keyframes.
fn property_value(text: &str, components: usize) -> Result<Property, String> {
    let components = components.clamp(1, 4);
    let first = text.split_whitespace().next().unwrap_or_default();
    let function = match first.to_ascii_lowercase().as_str() {
        "stepped" => Some(PropertyFunction::Stepped),
        "linear" => Some(PropertyFunction::Linear),
        "bezier" => Some(PropertyFunction::Bezier),
        "hermite" => Some(PropertyFunction::Hermite),
        _ => None,
    };
    let Some(function) = function else {
        let values = numbers(text, components).map_err(|e| {
            format!("{e} (a constant), or keyframes: stepped|linear|bezier|hermite [loop] T:V…")
        })?;
        return Ok(Property::from_constant(&values));
    };
    let mut words = text.split_whitespace().skip(1).peekable();
    let looped = words.next_if(|w| w.eq_ignore_ascii_case("loop")).is_some();
    let slopes = matches!(
        function,
        PropertyFunction::Bezier | PropertyFunction::Hermite
    );
    let mut keys = Keyframes::default();
    for (k, word) in words.enumerate() {
        let key = parse_key(word, components, slopes).map_err(|e| format!("key {}: {e}", k + 1))?;
        if let Some(&last) = keys.times.last()
            && key.time < last
        {
            return Err(format!(
                "key {}: expected times that go up, {} comes after {last}",
                k + 1,
                key.time,
            ));
        }
        keys.times.push(key.time);
        keys.values.push(key.value);
        if slopes {
            keys.control1.push(key.out);
            keys.control2.push(key.inward);
        }
    }
    if keys.times.is_empty() {
        return Err("expected at least one key TIME:VALUES after the interpolation".into());
    }
    let value_type = super::property::ValueType::from_bits((components - 1) as u16);
    Ok(Property::keyframed(value_type, function, looped, &keys))
}

/// A key read from an edit: time, value, outgoing and incoming slopes (zeros without slopes).
struct Key {
    time: f32,
    value: [f32; 4],
    out: [f32; 4],
    inward: [f32; 4],
}

/// One key, `TIME:VALUES` (then `;OUT;IN` slopes when `slopes`), values padded to four.
fn parse_key(word: &str, components: usize, slopes: bool) -> Result<Key, String> {
    let (time, rest) = word
        .split_once(':')
        .ok_or_else(|| format!("expected TIME:VALUES, found {word:?}"))?;
    let time = finite(time).ok_or_else(|| format!("expected a time, found {time:?}"))?;
    let parts: Vec<&str> = rest.split(';').collect();
    let expected = if slopes { 3 } else { 1 };
    if parts.len() != expected {
        return Err(format!(
            "expected {}, found {word:?}",
            if slopes {
                "TIME:VALUES;OUT;IN (values, outgoing and incoming slopes)"
            } else {
                "TIME:VALUES"
            }
        ));
    }
    let row = |text: &str| -> Result<[f32; 4], String> {
        let v = numbers(text, components)?;
        Ok(std::array::from_fn(|i| v.get(i).copied().unwrap_or(0.0)))
    };
    let value = row(parts[0])?;
    let (out, inward) = if slopes {
        (row(parts[1])?, row(parts[2])?)
    } else {
        ([0.0; 4], [0.0; 4])
    };
    Ok(Key {
        time,
        value,
        out,
        inward,
    })
}

/// Exactly `components` finite numbers separated by commas.
fn numbers(text: &str, components: usize) -> Result<Vec<f32>, String> {
    let values = text
        .split(',')
        .map(finite)
        .collect::<Option<Vec<f32>>>()
        .ok_or_else(|| "expected numbers separated by commas".to_string())?;
    if values.len() != components {
        return Err(format!(
            "expected {components} number{}",
            if components == 1 { "" } else { "s" }
        ));
    }
    Ok(values)
}

fn finite(text: &str) -> Option<f32> {
    text.trim().parse::<f32>().ok().filter(|v| v.is_finite())
}

/// A change of the whole effect (`effect recolor=…`, `effect scale=…`, `effect time-scale=…`).
fn apply_transform(fxr: &mut Fxr, assignment: &Assignment, what: &str) -> Result<(), EditError> {
    let errors = Errors(assignment);
    let value = assignment.value.as_str();
    let factor_and_flags = |flags: &[&str]| -> Result<(f32, Vec<String>), EditError> {
        let mut parts = value.split(',').map(str::trim);
        let factor = parts
            .next()
            .and_then(finite)
            .ok_or_else(|| errors.value("expected a factor, then options separated by commas"))?;
        let mut given = Vec::new();
        for part in parts {
            if !flags.contains(&part) {
                return Err(errors.value(format!("expected options among {}", flags.join(", "))));
            }
            given.push(part.to_string());
        }
        Ok((factor, given))
    };
    let failed = |e: transform::TransformError| errors.value(e.to_string());
    match what {
        "recolor" => {
            let recolor: Recolor = value.parse().map_err(failed)?;
            transform::recolor(fxr, &recolor).map_err(failed)?;
        }
        "scale" => {
            let (factor, flags) = factor_and_flags(&["view-distance", "particle-modifier"])?;
            let options = ScaleOptions {
                view_distance: flags.iter().any(|f| f == "view-distance"),
                particle_modifier: flags.iter().any(|f| f == "particle-modifier"),
            };
            transform::scale(fxr, factor, &options).map_err(failed)?;
        }
        "time-scale" => {
            let (factor, flags) = factor_and_flags(&["tracer-durations"])?;
            let options = TimeScaleOptions {
                tracer_durations: !flags.is_empty(),
            };
            transform::time_scale(fxr, factor, &options).map_err(failed)?;
        }
        other => {
            return Err(path_error(
                &assignment.path,
                format!("expected effect recolor, scale or time-scale, found {other:?}"),
            ));
        }
    }
    Ok(())
}

/// Sets one value of `fxr` (see the module's doc for the path).
pub fn apply(fxr: &mut Fxr, assignment: &Assignment) -> Result<(), EditError> {
    if let Some(what) = assignment.path.strip_prefix("effect ") {
        return apply_transform(fxr, assignment, what.trim());
    }
    let target = parse_target(&assignment.path)?;
    let errors = Errors(assignment);
    let game = fxr.game;
    let action = action_at(fxr, &target, &errors)?;
    let def = actions::definition_for_file(target.action_type, game);
    if let (Some(name), Some(d)) = (&target.action_name, &def)
        && name != d.name
    {
        return Err(errors.not_found(format!(
            "action {} is {}, not {name}",
            target.action_type, d.name
        )));
    }
    match slot_of(def.as_ref(), &target.value) {
        None => Err(errors.not_found(format!(
            "action {} has no field or property {:?}",
            target.action_type, target.value
        ))),
        Some(Slot::Field { second, index, def }) => {
            set_field(action, (second, index, def), &errors)
        }
        Some(Slot::Property {
            second,
            index,
            components,
        }) => set_property(action, (second, index, components), game, &errors),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fxr::property::{Modifier, ModifierType, ValueType, default_type_enum_b};
    use crate::fxr::{FxrVersion, LayoutStyle, NodeType};

    /// An effect whose root holds one action of an undefined type (values set by slot) with
    /// a constant scalar, a Linear colour and a scalar with a random modifier.
    fn effect() -> Fxr {
        let mut action = Action::new(9999);
        action.fields1 = vec![Field::from_f32(0.5)];
        let keys = Keyframes {
            times: vec![0.0, 1.0],
            values: vec![[1.0, 0.0, 0.0, 1.0], [0.0, 0.0, 1.0, 1.0]],
            ..Keyframes::default()
        };
        let random = Modifier::new(
            ModifierType::RandomDelta,
            ValueType::Scalar,
            Game::EldenRing,
            vec![Field::from_i32(7), Field::from_f32(0.25)],
            Vec::new(),
        );
        action.properties1 = vec![
            Property::from_constant(&[2.0]),
            Property::keyframed(ValueType::Vec4, PropertyFunction::Linear, false, &keys),
            Property::from_constant(&[3.0]).with_modifiers(vec![random]),
        ];
        let mut root = Node::new(NodeType::Root);
        root.actions.push(action);
        Fxr {
            version: FxrVersion::V5,
            id: 1,
            game: Game::EldenRing,
            states: Vec::new(),
            root,
            sfx_references: Vec::new(),
            external_values1: Vec::new(),
            external_values2: Vec::new(),
            layout_style: LayoutStyle::Legacy,
            file_layout: None,
        }
    }

    fn set(fxr: &mut Fxr, line: &str) -> Result<(), EditError> {
        apply(fxr, &line.parse()?)
    }

    fn property(fxr: &Fxr, index: usize) -> &Property {
        &fxr.root.actions[0].properties1[index]
    }

    #[test]
    fn a_constant_set_to_zero_stays_a_constant_and_changes_one_word() {
        let mut fxr = effect();
        let before = crate::fxr::write(&fxr).unwrap();
        set(&mut fxr, "node root action[9999].p1[0]=0").unwrap();
        assert_eq!(property(&fxr, 0).function, PropertyFunction::Constant);
        let after = crate::fxr::write(&fxr).unwrap();
        assert_eq!(before.len(), after.len());
        let differing = before.iter().zip(&after).filter(|(a, b)| a != b).count();
        assert!((1..=4).contains(&differing), "{differing} bytes differ");
    }

    #[test]
    fn keyframes_replace_a_constant_and_keep_its_modifiers() {
        let mut fxr = effect();
        set(
            &mut fxr,
            "node root action[9999].p1[2]=linear loop 0:1 0.5:4 2:0",
        )
        .unwrap();
        let p = property(&fxr, 2);
        assert_eq!((p.function, p.looped), (PropertyFunction::Linear, true));
        assert_eq!(p.modifiers.len(), 1, "the random modifier is kept");
        let k = p.keyframes().unwrap();
        assert_eq!(k.times, vec![0.0, 0.5, 2.0]);
        assert_eq!(
            k.values.iter().map(|v| v[0]).collect::<Vec<_>>(),
            [1.0, 4.0, 0.0]
        );
        assert_eq!((k.min[0], k.max[0]), (0.0, 4.0));
        assert_eq!(
            p.type_enum_b,
            default_type_enum_b(ValueType::Scalar, PropertyFunction::Linear, true)
        );
    }

    #[test]
    fn armored_core_6_keeps_its_zero_second_type_enum() {
        let mut fxr = effect();
        fxr.game = Game::ArmoredCore6;
        let zero = &mut fxr.root.actions[0].properties1[0];
        *zero = Property::from_constant(&[0.0]);
        zero.type_enum_b = 0;
        set(&mut fxr, "node root action[9999].p1[0]=linear 0:1 1:2").unwrap();
        assert_eq!(property(&fxr, 0).function, PropertyFunction::Linear);
        assert_eq!(property(&fxr, 0).type_enum_b, 0);
        // Elden Ring's form names the function.
        let mut er = effect();
        er.root.actions[0].properties1[0] = Property::from_constant(&[0.0]);
        set(&mut er, "node root action[9999].p1[0]=linear 0:1 1:2").unwrap();
        assert_eq!(
            property(&er, 0).type_enum_b,
            default_type_enum_b(ValueType::Scalar, PropertyFunction::Linear, false)
        );
    }

    #[test]
    fn hermite_keys_carry_their_slopes() {
        let mut fxr = effect();
        set(
            &mut fxr,
            "node root action[9999].p1[1]=hermite 0:1,0,0,1;0.5,0,0,0;0,0,0,0 1:0,0,1,1;0,0,0,0;-1,0,0,0",
        )
        .unwrap();
        let k = property(&fxr, 1).keyframes().unwrap();
        assert_eq!(k.control1, vec![[0.5, 0.0, 0.0, 0.0], [0.0; 4]]);
        assert_eq!(k.control2, vec![[0.0; 4], [-1.0, 0.0, 0.0, 0.0]]);
    }

    #[test]
    fn the_same_keys_leave_the_property_as_it_was() {
        let mut fxr = effect();
        let before = property(&fxr, 1).clone();
        set(
            &mut fxr,
            "node root action[9999].p1[1]=linear 0:1,0,0,1 1:0,0,1,1",
        )
        .unwrap();
        assert_eq!(property(&fxr, 1), &before);
    }

    #[test]
    fn bad_keys_say_what_was_expected() {
        let mut fxr = effect();
        let cases = [
            ("linear 1:0 0:1", "expected times that go up"),
            ("linear", "at least one key"),
            ("linear 0:1,2", "expected 1 number"),
            ("hermite 0:1", "TIME:VALUES;OUT;IN"),
            ("linear 0-1", "expected TIME:VALUES"),
            ("cubic 0:1", "or keyframes"),
        ];
        for (value, expected) in cases {
            let error =
                set(&mut fxr, &format!("node root action[9999].p1[0]={value}")).unwrap_err();
            assert!(error.to_string().contains(expected), "{value}: {error}");
        }
        assert_eq!(property(&fxr, 0), &effect().root.actions[0].properties1[0]);
    }

    #[test]
    fn effect_lines_run_the_transforms() {
        let mut fxr = effect();
        set(&mut fxr, "effect time-scale=2").unwrap();
        // The undefined action has no marks: nothing changes, and that is no error.
        assert_eq!(fxr, effect());
        for (line, expected) in [
            ("effect scale=0", "above 0"),
            (
                "effect scale=2,sideways",
                "expected options among view-distance",
            ),
            ("effect recolor=hue", "KEY=VALUE"),
            ("effect tint=2", "recolor, scale or time-scale"),
        ] {
            let error = set(&mut fxr, line).unwrap_err();
            assert!(error.to_string().contains(expected), "{line}: {error}");
        }
        set(&mut fxr, "effect recolor=hue=30,saturation=1.2").unwrap();
    }
}
