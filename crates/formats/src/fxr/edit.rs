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
//! enumeration's value as an integer). A property takes one number per component and becomes
//! a constant. Nothing else of the file changes: a field keeps its slot, so the written file
//! differs from the original in those four bytes only.

use super::actions::{self, FieldDef, SlotKind};
use super::property::Property;
use super::{Action, Field, Fxr, Node};

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

    /// `PATH=VALUE`, split at the last `=` (paths hold none).
    fn from_str(s: &str) -> Result<Self, EditError> {
        let (path, value) = s
            .rsplit_once('=')
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
    let rest = clean
        .strip_prefix("node ")
        .ok_or_else(|| path_error(path, "expected it to start with \"node \""))?;
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

/// Sets property `index` of list 1 or 2 to the constant the assignment's numbers give.
fn set_property(
    action: &mut Action,
    (second, index, components): (bool, usize, Option<usize>),
    errors: &Errors<'_>,
) -> Result<(), EditError> {
    let values = errors
        .0
        .value
        .split(',')
        .map(|v| v.trim().parse::<f32>().ok().filter(|v| v.is_finite()))
        .collect::<Option<Vec<f32>>>()
        .ok_or_else(|| errors.value("expected numbers separated by commas"))?;
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
    if values.len() != expected {
        return Err(errors.value(format!(
            "expected {expected} number{}",
            if expected == 1 { "" } else { "s" }
        )));
    }
    *property = Property::from_constant(&values);
    Ok(())
}

/// Sets one value of `fxr` (see the module's doc for the path).
pub fn apply(fxr: &mut Fxr, assignment: &Assignment) -> Result<(), EditError> {
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
        }) => set_property(action, (second, index, components), &errors),
    }
}
