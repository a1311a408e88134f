//! The library's properties and modifiers (`Property.fromJSON`, `Modifier.fromJSON` in
//! `src/fxr.ts`; `#ScalarValue` … `#Vector4Property` in `src/schema/base.json`):
//!
//! | JSON | property |
//! |---|---|
//! | `2`, `[1, 0, 0, 1]` | Zero, One or Constant (as the library's writer picks: all 0, all 1, else Constant) |
//! | `{value, modifiers}` | the same, with modifiers |
//! | `{function: "Stepped"/"Linear", loop, keyframes: [{position, value}]}` | keyframes; bounds computed from the values |
//! | `{function: "Bezier", …, keyframes: [{position, value, p1, p2}]}` | with `p1`, `p2` as the slopes |
//! | `{function: "Hermite", …, keyframes: [{position, value, t1, t2}]}` | with the tangents |
//! | `{function: "ComponentHermite", loop, components: [[{position, value, t1, t2}]]}` | per component (Armored Core 6 only) |
//!
//! Modifiers: `{type: "RandomDelta", seed, max}`, `{type: "RandomRange", seed, min, max}`,
//! `{type: "RandomFraction", seed, max}`, `{type: "ExternalValue1"/"ExternalValue2",
//! externalValue, factor}`, or a generic `{type: N, valueType, fields, properties}`. The
//! records' second type enum is the library writer's: a property's `valueType | function << 2
//! | loop << 4` in Dark Souls 3, Sekiro and Elden Ring, 0 later; a modifier's from its
//! `Modifier.enumBValues`.

use super::super::property::{
    Keyframes, Modifier, ModifierType, Property, PropertyFunction, ValueType, default_type_enum_b,
};
use super::super::{Field, Game};
use super::fields::generic_fields;
use super::values::{components_text, number, tensor, tensor64};
use super::{At, Result};
use serde_json::Value;

/// How many components a property's JSON has (a number: 1, a list: its length; a keyframed
/// property: its first keyframe's), when it says.
pub(super) fn components_of(json: &Value) -> Option<usize> {
    let n = match json {
        Value::Number(_) => Some(1),
        Value::Array(list) => Some(list.len()),
        Value::Object(o) => match (o.get("value"), o.get("keyframes"), o.get("components")) {
            (Some(value), _, _) => components_of(value),
            (_, Some(Value::Array(keys)), _) => keys
                .first()
                .and_then(|k| k.get("value"))
                .and_then(components_of),
            (_, _, Some(Value::Array(comps))) => Some(comps.len()),
            _ => None,
        },
        _ => None,
    };
    n.filter(|n| (1..=4).contains(n))
}

/// The value type of `n` components.
fn value_type(n: usize) -> ValueType {
    ValueType::from_bits(n.clamp(1, 4) as u16 - 1)
}

/// The property a JSON value gives, with `n` components.
pub(super) fn property(json: &Value, n: usize, at: &At) -> Result<Property> {
    let mut property = match json {
        Value::Number(_) | Value::Array(_) => constant(json, n, at)?,
        Value::Object(object) if object.contains_key("function") => keyframed(json, n, at)?,
        Value::Object(object) if object.contains_key("value") => {
            let value = object.get("value").unwrap_or(&Value::Null);
            let property = constant(value, n, &at.key("value"))?;
            property.with_modifiers(modifiers(json, n, at)?)
        }
        _ => {
            return Err(at.invalid(format!(
                "expected {}, {{value, modifiers}} or {{function, loop, keyframes}}",
                components_text(n)
            )));
        }
    };
    property.type_enum_b = type_enum_b(&property, at.game());
    Ok(property)
}

/// The library writer's second type enum of a property record.
fn type_enum_b(property: &Property, game: Game) -> u32 {
    match game {
        Game::DarkSouls3 | Game::Sekiro | Game::EldenRing => {
            default_type_enum_b(property.value_type, property.function, property.looped)
        }
        _ => 0,
    }
}

/// A constant: Zero or One when every component is exactly 0 or 1 before it is rounded to
/// `f32` (the library's `isZero`, `isOne`), else Constant.
fn constant(json: &Value, n: usize, at: &At) -> Result<Property> {
    let wide = tensor64(json, n, at)?;
    let values = tensor(json, n, at)?;
    let function = if wide[..n].iter().all(|&v| v == 0.0) {
        PropertyFunction::Zero
    } else if wide[..n].iter().all(|&v| v == 1.0) {
        PropertyFunction::One
    } else {
        PropertyFunction::Constant
    };
    let fields = match function {
        PropertyFunction::Constant => values[..n].iter().map(|&v| Field::from_f32(v)).collect(),
        _ => Vec::new(),
    };
    Ok(Property::new(value_type(n), function, false, fields))
}

/// The modifiers of a property object (`modifiers`, absent for none).
fn modifiers(json: &Value, n: usize, at: &At) -> Result<Vec<Modifier>> {
    let Some(list) = json.get("modifiers") else {
        return Ok(Vec::new());
    };
    let at = at.key("modifiers");
    let list = list
        .as_array()
        .ok_or_else(|| at.invalid("expected a list of modifiers"))?;
    list.iter()
        .enumerate()
        .map(|(i, m)| modifier(m, n, &at.index(i)))
        .collect()
}

/// A keyframed property: Stepped, Linear, Bezier, Hermite or ComponentHermite.
fn keyframed(json: &Value, n: usize, at: &At) -> Result<Property> {
    let function = match json.get("function").and_then(Value::as_str) {
        Some("Stepped") => PropertyFunction::Stepped,
        Some("Linear") => PropertyFunction::Linear,
        Some("Bezier") => PropertyFunction::Bezier,
        Some("Hermite") => PropertyFunction::Hermite,
        Some("ComponentHermite") => return component_hermite(json, n, at),
        _ => {
            return Err(at.key("function").invalid(
                "expected \"Stepped\", \"Linear\", \"Bezier\", \"Hermite\" or \"ComponentHermite\"",
            ));
        }
    };
    let looped = json.get("loop").and_then(Value::as_bool).unwrap_or(false);
    let list_at = at.key("keyframes");
    let list = json
        .get("keyframes")
        .and_then(Value::as_array)
        .filter(|l| !l.is_empty())
        .ok_or_else(|| list_at.invalid("expected a list of at least one keyframe"))?;
    let (first, second) = match function {
        PropertyFunction::Bezier => (Some("p1"), Some("p2")),
        PropertyFunction::Hermite => (Some("t1"), Some("t2")),
        _ => (None, None),
    };
    let mut keys = Keyframes::default();
    for (i, key) in list.iter().enumerate() {
        let at = list_at.index(i);
        let field = |name: &str| {
            key.get(name)
                .ok_or_else(|| at.invalid(format!("no {name}")))
        };
        keys.times
            .push(number(field("position")?, &at.key("position"))?);
        keys.values
            .push(tensor(field("value")?, n, &at.key("value"))?);
        if let (Some(a), Some(b)) = (first, second) {
            keys.control1.push(tensor(field(a)?, n, &at.key(a))?);
            keys.control2.push(tensor(field(b)?, n, &at.key(b))?);
        }
    }
    let property = Property::keyframed(value_type(n), function, looped, &keys);
    Ok(property.with_modifiers(modifiers(json, n, at)?))
}

/// A ComponentHermite property, in the games whose files have them: Armored Core 6 (the
/// library's) and Nightreign (the corpus's files hold them). The library's writer resamples
/// the components into one curve for every game but Armored Core 6 (`writeProperty`,
/// `combineComponents`); fxr-view writes Nightreign's as its files store them, and refuses
/// the curve for the older games.
fn component_hermite(json: &Value, n: usize, at: &At) -> Result<Property> {
    if !matches!(at.game(), Game::ArmoredCore6 | Game::Nightreign) {
        return Err(at.not_carried(
            "a ComponentHermite curve exists in Armored Core 6 and Nightreign only (the library \
             resamples its components into one curve for other games; fxr-view does not)",
        ));
    }
    let looped = json.get("loop").and_then(Value::as_bool).unwrap_or(false);
    let comps_at = at.key("components");
    let comps = json
        .get("components")
        .and_then(Value::as_array)
        .filter(|c| c.len() == n)
        .ok_or_else(|| comps_at.invalid(format!("expected {n} lists of keyframes")))?;
    let mut curves = Vec::with_capacity(n);
    for (c, list) in comps.iter().enumerate() {
        curves.push(scalar_hermite_keys(list, &comps_at.index(c))?);
    }
    Ok(component_fields(curves, looped).with_modifiers(modifiers(json, n, at)?))
}

/// One component's keys: (position, value, t1, t2) each.
type HermiteKey = [f32; 4];

fn scalar_hermite_keys(list: &Value, at: &At) -> Result<Vec<HermiteKey>> {
    let list = list
        .as_array()
        .ok_or_else(|| at.invalid("expected a list of keyframes"))?;
    list.iter()
        .enumerate()
        .map(|(i, key)| {
            let at = at.index(i);
            let mut out = [0.0; 4];
            for (o, name) in out.iter_mut().zip(["position", "value", "t1", "t2"]) {
                let v = key
                    .get(name)
                    .ok_or_else(|| at.invalid(format!("no {name}")))?;
                *o = number(v, &at.key(name))?;
            }
            Ok(out)
        })
        .collect()
}

/// The words of a ComponentHermite property as the library writes them: the duration (the
/// last position of any component), the counts, each component's bounds, then per component
/// its positions, values, first and second tangents.
fn component_fields(curves: Vec<Vec<HermiteKey>>, looped: bool) -> Property {
    let n = curves.len();
    let duration = curves.iter().flatten().map(|k| k[0]).fold(0.0f32, f32::max);
    let mut fields = vec![Field::from_f32(duration)];
    fields.extend(curves.iter().map(|c| Field::from_i32(c.len() as i32)));
    let bound = |pick: fn(f32, f32) -> f32, start: f32| {
        curves
            .iter()
            .map(move |c| Field::from_f32(c.iter().map(|k| k[1]).fold(start, pick)))
    };
    fields.extend(bound(f32::min, f32::INFINITY));
    fields.extend(bound(f32::max, f32::NEG_INFINITY));
    for c in &curves {
        for column in 0..4 {
            fields.extend(c.iter().map(|k| Field::from_f32(k[column])));
        }
    }
    Property::new(
        value_type(n),
        PropertyFunction::ComponentHermite,
        looped,
        fields,
    )
}

/// A modifier of a property of `n` components.
fn modifier(json: &Value, n: usize, at: &At) -> Result<Modifier> {
    let kind = json.get("type");
    let generic = json.get("fields").is_some() || json.get("properties").is_some();
    let modifier_type = match kind.and_then(Value::as_str) {
        _ if generic => return generic_modifier(json, at),
        Some("RandomDelta") => ModifierType::RandomDelta,
        Some("RandomRange") => ModifierType::RandomRange,
        Some("RandomFraction") => ModifierType::RandomFraction,
        Some("ExternalValue1") => ModifierType::ExternalValue1,
        Some("ExternalValue2") => ModifierType::ExternalValue2,
        _ => {
            return Err(at.key("type").invalid(
                "expected RandomDelta, RandomRange, RandomFraction, ExternalValue1 or \
                 ExternalValue2 (or a generic modifier with fields and properties)",
            ));
        }
    };
    check_in_game(modifier_type, at)?;
    let (fields, properties) = match modifier_type {
        ModifierType::ExternalValue1 | ModifierType::ExternalValue2 => {
            let id = json
                .get("externalValue")
                .and_then(Value::as_i64)
                .and_then(|v| i32::try_from(v).ok())
                .ok_or_else(|| at.key("externalValue").invalid("expected an integer"))?;
            let factor_at = at.key("factor");
            let factor = json
                .get("factor")
                .ok_or_else(|| factor_at.invalid("missing"))?;
            (
                vec![Field::from_i32(id)],
                vec![property(factor, n, &factor_at)?],
            )
        }
        _ => (random_fields(json, modifier_type, n, at)?, Vec::new()),
    };
    let mut modifier = Modifier::new(modifier_type, value_type(n), at.game(), fields, properties);
    modifier.type_enum_b = modifier_type.enum_b_base(at.game()) | u32::from(value_type(n).raw());
    Ok(modifier)
}

/// Refuses what the library rewrites for a game (`Property.for`) or cannot write there.
fn check_in_game(modifier_type: ModifierType, at: &At) -> Result<()> {
    let old = matches!(at.game(), Game::DarkSouls3 | Game::Sekiro);
    match modifier_type {
        ModifierType::RandomRange if old => Err(at.not_carried(
            "RandomRange modifiers do not exist in Dark Souls 3 and Sekiro (the library rewrites \
             them as a RandomDelta around the range's middle; fxr-view does not)",
        )),
        ModifierType::ExternalValue2 if old => {
            Err(at.not_carried("ExternalValue2 modifiers exist in Elden Ring and later games only"))
        }
        _ => Ok(()),
    }
}

/// The seeds, then the bounds, of a random modifier.
fn random_fields(json: &Value, t: ModifierType, n: usize, at: &At) -> Result<Vec<Field>> {
    let get = |name: &str| {
        let at = at.key(name);
        let v = json.get(name).ok_or_else(|| at.invalid("missing"))?;
        tensor(v, n, &at)
    };
    let mut fields = seeds(json.get("seed"), n, &at.key("seed"))?;
    if t == ModifierType::RandomRange {
        fields.extend(get("min")?[..n].iter().map(|&v| Field::from_f32(v)));
    }
    fields.extend(get("max")?[..n].iter().map(|&v| Field::from_f32(v)));
    Ok(fields)
}

/// A random modifier's seeds: integers (a number, or a list of `n`), read as integers so that
/// no digit is lost.
fn seeds(json: Option<&Value>, n: usize, at: &At) -> Result<Vec<Field>> {
    let int = |v: &Value, at: &At| {
        v.as_i64()
            .or_else(|| v.as_f64().map(|f| f.trunc() as i64))
            .map(|s| Field::from_i32(s as i32))
            .ok_or_else(|| at.invalid(format!("expected an integer seed, found {v}")))
    };
    match json {
        Some(v @ Value::Number(_)) if n == 1 => Ok(vec![int(v, at)?]),
        Some(Value::Array(list)) if list.len() == n => list
            .iter()
            .enumerate()
            .map(|(i, v)| int(v, &at.index(i)))
            .collect(),
        _ => Err(at.invalid(format!("expected {}", components_text(n)))),
    }
}

/// A generic modifier: `{type: N, valueType, fields, properties}`.
fn generic_modifier(json: &Value, at: &At) -> Result<Modifier> {
    let raw = json
        .get("type")
        .and_then(Value::as_u64)
        .and_then(|t| u8::try_from(t).ok())
        .filter(|t| *t < 64)
        .ok_or_else(|| {
            at.key("type")
                .invalid("expected a modifier type number below 64")
        })?;
    let vt = json
        .get("valueType")
        .and_then(Value::as_u64)
        .filter(|v| *v < 4)
        .ok_or_else(|| at.key("valueType").invalid("expected 0 to 3"))? as usize;
    let fields = generic_fields(json.get("fields"), &at.key("fields"))?;
    let props_at = at.key("properties");
    let properties = match json.get("properties") {
        None => Vec::new(),
        Some(Value::Array(list)) => list
            .iter()
            .enumerate()
            .map(|(i, p)| property(p, vt + 1, &props_at.index(i)))
            .collect::<Result<_>>()?,
        Some(_) => return Err(props_at.invalid("expected a list of properties")),
    };
    let modifier_type = ModifierType::from_raw(raw);
    Ok(Modifier {
        modifier_type,
        value_type: value_type(vt + 1),
        type_enum_b: modifier_type.enum_b_base(at.game()) | vt as u32,
        fields,
        properties,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn at() -> At {
        At::new(Game::EldenRing)
    }

    #[test]
    fn constants_become_zero_one_or_constant() {
        assert_eq!(
            property(&json!(0), 1, &at()).unwrap().function,
            PropertyFunction::Zero
        );
        let one = property(&json!([1, 1, 1, 1]), 4, &at()).unwrap();
        assert_eq!(one.function, PropertyFunction::One);
        let c = property(&json!({"value": [1, 0.5, 0, 1]}), 4, &at()).unwrap();
        assert_eq!(c.constant(), Some([1.0, 0.5, 0.0, 1.0]));
        assert!(property(&json!([1, 2]), 3, &at()).is_err());
    }

    #[test]
    fn keyframes_and_modifiers_are_laid_out_as_the_file_stores_them() {
        let p = property(
            &json!({
                "function": "Hermite", "loop": true,
                "keyframes": [
                    {"position": 0, "value": 1, "t1": 0.5, "t2": 0},
                    {"position": 2, "value": 3, "t1": 0, "t2": -1}
                ],
                "modifiers": [{"type": "RandomRange", "seed": 7, "min": -1, "max": 2}]
            }),
            1,
            &at(),
        )
        .unwrap();
        let k = p.keyframes().unwrap();
        assert_eq!(
            (k.times.clone(), k.min[0], k.max[0]),
            (vec![0.0, 2.0], 1.0, 3.0)
        );
        assert_eq!(k.control1[0][0], 0.5);
        assert_eq!(k.control2[1][0], -1.0);
        assert!(p.looped);
        // Elden Ring's second type enum: valueType | function << 2 | loop << 4.
        assert_eq!(p.type_enum_b, 6 << 2 | 1 << 4);
        let m = &p.modifiers[0];
        assert_eq!(
            (m.modifier_type, m.type_enum_b),
            (ModifierType::RandomRange, 4)
        );
        assert_eq!(m.fields[0].as_i32(), 7);
        assert_eq!((m.fields[1].as_f32(), m.fields[2].as_f32()), (-1.0, 2.0));
    }

    #[test]
    fn what_a_game_lacks_is_refused_as_not_carried() {
        let sekiro = At::new(Game::Sekiro);
        let range = json!({"value": 1, "modifiers": [{"type": "RandomRange", "seed": 1, "min": 0, "max": 1}]});
        let error = property(&range, 1, &sekiro).unwrap_err();
        assert!(
            error.to_string().contains("cannot be carried to Sekiro"),
            "{error}"
        );
        let comp = json!({"function": "ComponentHermite", "components": [[{"position": 0, "value": 1, "t1": 0, "t2": 0}]]});
        assert!(property(&comp, 1, &at()).is_err());
        let ac6 = At::new(Game::ArmoredCore6);
        let p = property(&comp, 1, &ac6).unwrap();
        assert_eq!(
            p.component_keyframes().unwrap().components[0].values,
            vec![1.0]
        );
        assert_eq!(p.type_enum_b, 0);
    }
}
