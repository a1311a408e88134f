//! The library's actions (`Action.fromJSON` in `src/fxr.ts`): `null` (an empty slot, type 0),
//! a generic action (`{$generic: true, type, fields1, fields2, properties1, properties2,
//! section10s}`, its lists as given), or a data action (`{type: 603, width: 2, …}`: values by
//! the library's names, which are the action tables' names).
//!
//! A data action is laid out as its writer does (`DataAction.toAction`): every value the
//! action's class has starts at its default (the tables' defaults are the library's, checked
//! by `tools/fxr-actions/compare.py`) and takes the JSON's value where given; the action's
//! write conversion runs ([`super::conversions`]); then each slot of the game's layout takes
//! its value. A value the game has no slot for is dropped when it is the default, and refused
//! otherwise (the library drops it silently). Every action record's unknown bytes are 0, as
//! the library writes them.

use super::super::actions::{self, ActionDef, ActionInfo, FieldDef, PropertyDef, SlotValue};
use super::super::{Action, Field};
use super::fields::{field_value, generic_fields, scalar_field};
use super::properties;
use super::values::tensor;
use super::{At, Result};
use serde_json::{Map, Value};

/// An action of the JSON.
pub(super) fn action(json: &Value, at: &At) -> Result<Action> {
    match json {
        Value::Null => Ok(empty(0)),
        Value::Object(o) if o.get("$generic") == Some(&Value::Bool(true)) => generic(json, at),
        Value::Object(o) => {
            let t = o
                .get("type")
                .and_then(Value::as_u64)
                .and_then(|t| u16::try_from(t).ok())
                .ok_or_else(|| at.key("type").invalid("expected an action type number"))?;
            let mut props = o.clone();
            props.remove("type");
            data_action(t, props, at)
        }
        _ => Err(at.invalid("expected an action object or null")),
    }
}

/// An action record with no values, with the unknown bytes the library writes (0).
pub(super) fn empty(action_type: i16) -> Action {
    let mut action = Action::new(action_type);
    (action.unk02, action.unk03, action.unk04) = (0, 0, 0);
    action
}

/// A data action of type `t` from its values by name.
pub(super) fn data_action(t: u16, given: Map<String, Value>, at: &At) -> Result<Action> {
    let info = actions::action_info(t)
        .ok_or_else(|| at.key("type").invalid(format!("unknown action type {t}")))?;
    let def = actions::definition(t, at.game()).ok_or_else(|| {
        at.not_carried(format!(
            "action {t} {} has no layout in this game (the library writes a fallback for some)",
            info.name
        ))
    })?;
    let mut props = class_defaults(info);
    for (key, value) in given {
        if !props.contains_key(&key) {
            return Err(at
                .key(&key)
                .invalid(format!("action {t} {} has no value {key}", info.name)));
        }
        props.insert(key, value);
    }
    library_aliases(t, &mut props);
    super::conversions::write(t, &mut props, at)?;
    check_carried(&def, info, &props, at)?;
    let mut action = empty(t as i16);
    action.fields1 = fields(def.fields1, &props, at)?;
    action.fields2 = fields(def.fields2, &props, at)?;
    action.properties1 = property_list(def.properties1, &props, at)?;
    action.properties2 = property_list(def.properties2, &props, at)?;
    action.section10s = def
        .section10s
        .iter()
        .map(|s| section10(t, s.name, props.get(s.name), &at.key(s.name)))
        .collect::<Result<_>>()?;
    Ok(action)
}

/// Where the tables name a slot otherwise than the library on purpose: Dark Souls 3's
/// GPUStandardParticle has two fields2 slots the library calls `unk_ds3_f2_28`, the tables
/// `unk_ds3_f2_28` and `unk_ds3_f2_29` (`tools/fxr-actions/spec/10000.yml`); the library
/// writes its one value into both.
fn library_aliases(t: u16, props: &mut Map<String, Value>) {
    if t == actions::ids::GPU_STANDARD_PARTICLE as u16
        && let Some(value) = props.get("unk_ds3_f2_28").cloned()
    {
        props.insert("unk_ds3_f2_29".into(), value);
    }
}

/// Every value of the action's class at its default, in every game's layout (the class has
/// them all; the JSON gives some).
fn class_defaults(info: &ActionInfo) -> Map<String, Value> {
    let mut out = Map::new();
    for layout in info.layouts.iter().flatten() {
        for def in layout.fields1.iter().chain(layout.fields2) {
            if def.component == 0 && !out.contains_key(def.base) {
                out.insert(
                    def.base.to_string(),
                    field_default(layout_fields(layout), def),
                );
            }
        }
        for def in layout.properties1.iter().chain(layout.properties2) {
            out.entry(def.name.to_string())
                .or_insert_with(|| property_default(def));
        }
        for s in layout.section10s {
            let default = section10_default(info.id, s.name);
            out.entry(s.name.to_string())
                .or_insert_with(|| Value::from(default.to_vec()));
        }
    }
    out
}

/// Both field lists of a layout, for looking a vector field's components up.
fn layout_fields(layout: &actions::ActionLayout) -> Vec<&FieldDef> {
    layout.fields1.iter().chain(layout.fields2).collect()
}

/// A field's default as JSON: its value, or the list of its components'.
fn field_default(all: Vec<&FieldDef>, def: &FieldDef) -> Value {
    let slot = |d: &FieldDef| match d.default {
        SlotValue::Int(v) => Value::from(v),
        SlotValue::Float(v) => Value::from(f64::from(v)),
        SlotValue::Bool(v) => Value::from(v),
    };
    if def.components <= 1 {
        return slot(def);
    }
    let parts = all.into_iter().filter(|d| d.base == def.base).map(slot);
    Value::Array(parts.collect())
}

/// A property's default as JSON: a number or a list.
fn property_default(def: &PropertyDef) -> Value {
    let n = usize::from(def.components).clamp(1, 4);
    let values: Vec<Value> = def.default[..n]
        .iter()
        .map(|&v| Value::from(f64::from(v)))
        .collect();
    if n == 1 {
        values.into_iter().next().unwrap_or(Value::from(0.0))
    } else {
        Value::Array(values)
    }
}

/// Refuses a value this game's layout has no slot for, unless it is the class's default.
fn check_carried(
    def: &ActionDef,
    info: &ActionInfo,
    props: &Map<String, Value>,
    at: &At,
) -> Result<()> {
    let here: Vec<&str> = def
        .fields1
        .iter()
        .chain(def.fields2)
        .map(|f| f.base)
        .chain(
            def.properties1
                .iter()
                .chain(def.properties2)
                .map(|p| p.name),
        )
        .chain(def.section10s.iter().map(|s| s.name))
        .collect();
    let defaults = class_defaults(info);
    for (name, value) in props {
        let default = defaults.get(name).unwrap_or(&Value::Null);
        if here.contains(&name.as_str()) || same_value(value, default) {
            continue;
        }
        return Err(at.key(name).not_carried(format!(
            "action {} {} has no {name} in this game's layout (the library drops it when it \
             writes for this game)",
            info.id, info.name
        )));
    }
    Ok(())
}

/// Whether two JSON values are the same number(s) (a constant property `{value}` without
/// modifiers counts as its value).
fn same_value(a: &Value, b: &Value) -> bool {
    let plain = |v: &Value| match v {
        Value::Object(o) if o.len() == 1 => o.get("value").cloned().unwrap_or(Value::Null),
        other => other.clone(),
    };
    let (a, b) = (plain(a), plain(b));
    match (&a, &b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Bool(x), Value::Number(y)) | (Value::Number(y), Value::Bool(x)) => {
            y.as_f64() == Some(f64::from(u8::from(*x)))
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same_value(p, q))
        }
        _ => a == b,
    }
}

/// The words of one field list of the layout.
fn fields(defs: &[FieldDef], props: &Map<String, Value>, at: &At) -> Result<Vec<Field>> {
    let mut out = Vec::with_capacity(defs.len());
    for def in defs.iter().filter(|d| d.component == 0) {
        let at = at.key(def.base);
        let value = props.get(def.base).unwrap_or(&Value::Null);
        let n = usize::from(def.components).max(1);
        if n == 1 {
            out.push(scalar_field(value, def.kind, &at)?);
        } else {
            let values = tensor(field_value(value, n, &at)?, n, &at)?;
            out.extend(values[..n].iter().map(|&v| Field::from_f32(v)));
        }
    }
    Ok(out)
}

/// One property list of the layout.
fn property_list(
    defs: &[PropertyDef],
    props: &Map<String, Value>,
    at: &At,
) -> Result<Vec<super::super::Property>> {
    defs.iter()
        .map(|def| {
            let at = at.key(def.name);
            let value = props.get(def.name).unwrap_or(&Value::Null);
            properties::property(value, usize::from(def.components), &at)
        })
        .collect()
}

/// The library's default of a section 10 list: `[0]` for a StateConfigMap's
/// `configIndices`, `[1]` for SelectRandomNode's `weights` (`src/actions/199.yml`,
/// `201.yml`), others empty.
fn section10_default(t: u16, name: &str) -> &'static [i32] {
    match (t, name) {
        (199, "configIndices") => &[0],
        (201, "weights") => &[1],
        _ => &[],
    }
}

/// A section 10 list: the JSON's integers, or the library's default.
fn section10(t: u16, name: &str, value: Option<&Value>, at: &At) -> Result<Vec<Field>> {
    let list = match value {
        None | Some(Value::Null) => {
            let default = section10_default(t, name);
            return Ok(default.iter().map(|&v| Field::from_i32(v)).collect());
        }
        Some(Value::Array(list)) => list,
        Some(_) => return Err(at.invalid("expected a list of integers")),
    };
    list.iter()
        .enumerate()
        .map(|(i, v)| {
            v.as_i64()
                .and_then(|v| i32::try_from(v).ok())
                .map(Field::from_i32)
                .ok_or_else(|| at.index(i).invalid("expected an integer"))
        })
        .collect()
}

/// A generic action: its lists as given.
fn generic(json: &Value, at: &At) -> Result<Action> {
    let t = json
        .get("type")
        .and_then(Value::as_i64)
        .and_then(|t| i16::try_from(t).ok())
        .ok_or_else(|| at.key("type").invalid("expected an action type number"))?;
    let mut action = empty(t);
    action.fields1 = generic_fields(json.get("fields1"), &at.key("fields1"))?;
    action.fields2 = generic_fields(json.get("fields2"), &at.key("fields2"))?;
    action.properties1 = generic_properties(json.get("properties1"), &at.key("properties1"))?;
    action.properties2 = generic_properties(json.get("properties2"), &at.key("properties2"))?;
    if let Some(lists) = json.get("section10s") {
        let at = at.key("section10s");
        let lists = lists
            .as_array()
            .ok_or_else(|| at.invalid("expected a list of lists of integers"))?;
        action.section10s = lists
            .iter()
            .enumerate()
            .map(|(i, l)| section10(t as u16, "", Some(l), &at.index(i)))
            .collect::<Result<_>>()?;
    }
    Ok(action)
}

/// Generic properties, each with as many components as its value has.
fn generic_properties(json: Option<&Value>, at: &At) -> Result<Vec<super::super::Property>> {
    let Some(json) = json else {
        return Ok(Vec::new());
    };
    let list = json
        .as_array()
        .ok_or_else(|| at.invalid("expected a list of properties"))?;
    list.iter()
        .enumerate()
        .map(|(i, p)| {
            let at = at.index(i);
            let n = properties::components_of(p)
                .ok_or_else(|| at.invalid("cannot tell the property's component count"))?;
            properties::property(p, n, &at)
        })
        .collect()
}
