//! The library's write conversions (`ActionDataConversion[type].write` in `src/fxr.ts`): some
//! of its classes hold a value in other units or signs than the file, and its writer converts
//! them; a JSON holds the class's values, so they are converted here the same way, after the
//! defaults are filled in (the library's classes convert their defaults too):
//!
//! | action | conversion |
//! |---|---|
//! | 35 StaticNodeTransform | `offset.x`, `rotation.x` negated |
//! | 36 RandomNodeTransform | `offset.x` negated |
//! | 64, 83, 84, 121 (random turns) | `turnInterval` (s) × 50, rounded |
//! | 65, 105, 106, 122 (partial follow) | the same, and `followRotation` inverted |
//! | 607 Distortion | `stirSpeed` (degrees) × π/180 |
//! | 609 PointLight | `fadeOutTime` (s) × 30, rounded; in Dark Souls 3 the colours' alpha × multiplier / 10 |
//! | 10000, 10001 GPU particles | with `particleUniformScale`, the Y sizes 0; intervals, duration, turn interval (s) × 30, rounded; `particleAngularAccelerationZ` × π/180 |
//! | 10008, 10009 GPU sparks | intervals and duration (s) × 30, rounded |
//! | 10015 RichModel | in Elden Ring, `offsetUV`, `speedUV`, `speedMultiplierUV` split into their U and V properties |
//! | 10300, 10301, 10303 forces | `fadeOutTime` (s) × 30, rounded |
//! | 10500 | in Elden Ring, `initialSimulationTime` (s) × 30, rounded |
//! | 11000 SpotLight | `fadeOutTime` × 30, rounded; multipliers × 10, or in Dark Souls 3 the colours × 100 × multiplier |
//!
//! A property is multiplied as the library's `anyValueMult` does (its value or keyframes with
//! their slopes, a RandomDelta's or RandomRange's bounds), in `f64` before the values become
//! `f32`, as the library computes; what the library computes from two curves (Dark Souls 3's
//! light colours times their multipliers) is carried for constants and refused otherwise.

use super::super::Game;
use super::super::actions::ids;
use super::{At, Result};
use serde_json::{Map, Value};

/// Runs the conversion of action type `t` on its values.
pub(super) fn write(t: u16, props: &mut Map<String, Value>, at: &At) -> Result<()> {
    let degrees = std::f64::consts::PI / 180.0;
    let game = at.game();
    match t as i16 {
        ids::STATIC_NODE_TRANSFORM => {
            negate_x(props, "offset", at)?;
            negate_x(props, "rotation", at)?;
        }
        ids::RANDOM_NODE_TRANSFORM => negate_x(props, "offset", at)?,
        ids::PARTICLE_SPEED_RANDOM_TURNS
        | ids::NODE_ACCELERATION_RANDOM_TURNS
        | ids::PARTICLE_ACCELERATION_RANDOM_TURNS
        | ids::NODE_SPEED_RANDOM_TURNS => frames(props, &["turnInterval"], 50.0, at)?,
        ids::PARTICLE_SPEED_PARTIAL_FOLLOW
        | ids::PARTICLE_ACCELERATION_PARTIAL_FOLLOW
        | ids::NODE_ACCELERATION_PARTIAL_FOLLOW
        | ids::NODE_SPEED_PARTIAL_FOLLOW => {
            frames(props, &["turnInterval"], 50.0, at)?;
            invert(props, "followRotation", at)?;
        }
        ids::DISTORTION => multiply(props, "stirSpeed", degrees),
        ids::POINT_LIGHT => {
            frames(props, &["fadeOutTime"], 30.0, at)?;
            if game == Game::DarkSouls3 {
                fold_multiplier_into_alpha(props, "diffuseColor", "diffuseMultiplier", at)?;
                fold_multiplier_into_alpha(props, "specularColor", "specularMultiplier", at)?;
            }
        }
        ids::GPU_STANDARD_PARTICLE | ids::GPU_STANDARD_CORRECT_PARTICLE => {
            gpu_uniform_scale(props);
            let times = [
                "emissionIntervalMin",
                "emissionIntervalMax",
                "particleDuration",
                "particleRandomTurnIntervalMax",
            ];
            frames(props, &times, 30.0, at)?;
            multiply(props, "particleAngularAccelerationZ", degrees);
        }
        ids::GPU_SPARK_PARTICLE | ids::GPU_SPARK_CORRECT_PARTICLE => {
            let times = [
                "emissionInterval",
                "emissionIntervalMin",
                "emissionIntervalMax",
                "particleDuration",
            ];
            frames(props, &times, 30.0, at)?;
        }
        ids::RICH_MODEL if game == Game::EldenRing => {
            for base in ["offset", "speed", "speedMultiplier"] {
                split_uv(props, base, at)?;
            }
        }
        ids::WIND_FORCE | ids::GRAVITY_FORCE | ids::TURBULENCE_FORCE => {
            frames(props, &["fadeOutTime"], 30.0, at)?
        }
        ids::UNK10500 if game == Game::EldenRing => {
            frames(props, &["initialSimulationTime"], 30.0, at)?
        }
        ids::SPOT_LIGHT => {
            frames(props, &["fadeOutTime"], 30.0, at)?;
            spot_light_multipliers(props, game, at)?;
        }
        _ => {}
    }
    Ok(())
}

/// A property (or field) multiplied as the library's `anyValueMult(factor, value)`.
fn multiply(props: &mut Map<String, Value>, name: &str, factor: f64) {
    if let Some(value) = props.get_mut(name) {
        scale_json(value, factor);
    }
}

/// A number, list, or property object times `factor`: its value, its keyframes' values and
/// slopes, each component curve's, and its RandomDelta's and RandomRange's bounds (the
/// library's `Property.scale` and `Modifier.multTensor`).
fn scale_json(value: &mut Value, factor: f64) {
    match value {
        Value::Number(n) => {
            if let Some(v) = n.as_f64() {
                *value = Value::from(v * factor);
            }
        }
        Value::Array(list) => list.iter_mut().for_each(|v| scale_json(v, factor)),
        Value::Object(o) => {
            let curves = ["keyframes", "components"];
            for (key, item) in o.iter_mut() {
                match key.as_str() {
                    "value" => scale_json(item, factor),
                    k if curves.contains(&k) => scale_keys(item, factor),
                    "modifiers" => scale_modifiers(item, factor),
                    _ => {}
                }
            }
        }
        _ => {}
    }
}

/// Keyframes (or lists of them, per component) times `factor`.
fn scale_keys(keys: &mut Value, factor: f64) {
    let Value::Array(list) = keys else { return };
    for key in list.iter_mut() {
        match key {
            Value::Array(_) => scale_keys(key, factor),
            Value::Object(o) => {
                for name in ["value", "p1", "p2", "t1", "t2"] {
                    if let Some(v) = o.get_mut(name) {
                        scale_json(v, factor);
                    }
                }
            }
            _ => {}
        }
    }
}

/// The bounds of RandomDelta and RandomRange modifiers times `factor`.
fn scale_modifiers(modifiers: &mut Value, factor: f64) {
    let Value::Array(list) = modifiers else {
        return;
    };
    for m in list.iter_mut().filter_map(Value::as_object_mut) {
        let bounds: &[&str] = match m.get("type").and_then(Value::as_str) {
            Some("RandomDelta") => &["max"],
            Some("RandomRange") => &["min", "max"],
            _ => &[],
        };
        for name in bounds {
            if let Some(v) = m.get_mut(*name) {
                scale_json(v, factor);
            }
        }
    }
}

/// `Math.round`: halves round up.
fn js_round(x: f64) -> f64 {
    (x + 0.5).floor()
}

/// A plain number value, or why it cannot be converted.
fn plain_number(props: &Map<String, Value>, name: &str, at: &At) -> Result<f64> {
    let value = props.get(name).unwrap_or(&Value::Null);
    value.as_f64().ok_or_else(|| {
        at.key(name)
            .invalid(format!("expected a number, found {value}"))
    })
}

/// Seconds to the file's frame counts: × `per_second`, rounded.
fn frames(props: &mut Map<String, Value>, names: &[&str], per_second: f64, at: &At) -> Result<()> {
    for name in names {
        if props.contains_key(*name) {
            let value = plain_number(props, name, at)?;
            props.insert(
                (*name).to_string(),
                Value::from(js_round(value * per_second)),
            );
        }
    }
    Ok(())
}

/// The first component of a vector field negated.
fn negate_x(props: &mut Map<String, Value>, name: &str, at: &At) -> Result<()> {
    let Some(Value::Array(list)) = props.get_mut(name) else {
        return Err(at.key(name).invalid("expected a list of 3 numbers"));
    };
    let x = list
        .first()
        .and_then(Value::as_f64)
        .ok_or_else(|| at.key(name).index(0).invalid("expected a number"))?;
    list[0] = Value::from(-x);
    Ok(())
}

/// A boolean inverted.
fn invert(props: &mut Map<String, Value>, name: &str, at: &At) -> Result<()> {
    let value = match props.get(name) {
        Some(Value::Bool(b)) => *b,
        Some(v) if v.is_number() => v.as_f64() != Some(0.0),
        _ => return Err(at.key(name).invalid("expected true or false")),
    };
    props.insert(name.to_string(), Value::from(!value));
    Ok(())
}

/// With `particleUniformScale` set, the Y sizes are 0 (the GPU particles add X and Y when
/// uniform, so the library keeps the size in X).
fn gpu_uniform_scale(props: &mut Map<String, Value>) {
    let uniform = match props.get("particleUniformScale") {
        Some(Value::Bool(b)) => *b,
        Some(v) => v.as_f64().is_some_and(|v| v != 0.0),
        None => false,
    };
    if uniform {
        for name in [
            "particleSizeY",
            "particleSizeYMin",
            "particleSizeYMax",
            "particleGrowthAccelerationYMin",
            "particleGrowthAccelerationYMax",
            "particleGrowthRateY",
            "particleGrowthRateYStatic",
        ] {
            if props.contains_key(name) {
                props.insert(name.into(), Value::from(0.0));
            }
        }
    }
}

/// A two-component property split into its `…U` and `…V` properties (the library's
/// `separateComponents`: each keyframe's and modifier's component, an external value's factor
/// split the same way).
fn split_uv(props: &mut Map<String, Value>, base: &str, at: &At) -> Result<()> {
    let name = format!("{base}UV");
    let Some(value) = props.remove(&name) else {
        return Ok(());
    };
    let at = at.key(&name);
    for (i, part) in ["U", "V"].iter().enumerate() {
        let component = component_of(&value, i).ok_or_else(|| {
            at.not_carried(
                "expected 2 numbers or a property of 2 components to split into U and V (a \
                 per-component curve or a generic modifier is not split here)",
            )
        })?;
        props.insert(format!("{base}{part}"), component);
    }
    Ok(())
}

/// Component `i` of a property's JSON, as a scalar property's JSON.
fn component_of(value: &Value, i: usize) -> Option<Value> {
    match value {
        Value::Array(list) => list.get(i).cloned(),
        Value::Object(o) if o.contains_key("components") => None,
        Value::Object(o) => {
            let mut out = o.clone();
            if let Some(v) = o.get("value") {
                out.insert("value".into(), component_of(v, i)?);
            }
            if let Some(Value::Array(keys)) = o.get("keyframes") {
                let keys = keys
                    .iter()
                    .map(|k| keyframe_component(k, i))
                    .collect::<Option<_>>()?;
                out.insert("keyframes".into(), Value::Array(keys));
            }
            if let Some(Value::Array(mods)) = o.get("modifiers") {
                let mods = mods
                    .iter()
                    .map(|m| modifier_component(m, i))
                    .collect::<Option<_>>()?;
                out.insert("modifiers".into(), Value::Array(mods));
            }
            Some(Value::Object(out))
        }
        _ => None,
    }
}

/// Component `i` of a keyframe: its value and slopes.
fn keyframe_component(key: &Value, i: usize) -> Option<Value> {
    let mut out = key.as_object()?.clone();
    for name in ["value", "p1", "p2", "t1", "t2"] {
        if let Some(v) = key.get(name) {
            out.insert(name.into(), component_of(v, i)?);
        }
    }
    Some(Value::Object(out))
}

/// Component `i` of a modifier: its seed and bounds, or its factor's component (a generic
/// modifier cannot be split, as in the library).
fn modifier_component(modifier: &Value, i: usize) -> Option<Value> {
    let o = modifier.as_object()?;
    if o.contains_key("fields") || o.contains_key("properties") {
        return None;
    }
    let mut out = o.clone();
    for name in ["seed", "min", "max", "factor"] {
        if let Some(v) = o.get(name) {
            out.insert(name.into(), component_of(v, i)?);
        }
    }
    Some(Value::Object(out))
}

/// Dark Souls 3's PointLight: the colour's alpha times the multiplier / 10 (its files have no
/// multiplier), for a constant colour and multiplier.
fn fold_multiplier_into_alpha(
    props: &mut Map<String, Value>,
    color: &str,
    multiplier: &str,
    at: &At,
) -> Result<()> {
    // Dark Souls 3's layout has no multiplier: it is used up here.
    let m = constant_number(props.remove(multiplier).as_ref()).ok_or_else(|| {
        at.key(multiplier).not_carried(
            "Dark Souls 3 has no light multiplier: the library folds it into the colour's alpha \
             curve, which fxr-view does for constants only",
        )
    })?;
    if m == 10.0 {
        // Alpha times 1 (the multiplier the library gives a Dark Souls 3 light it reads): the
        // colour is kept as it is (the library takes it apart and puts it together again,
        // which can change how its curve is stored, not its values).
        return Ok(());
    }
    let mut rgba = constant_list(props.get(color), 4).ok_or_else(|| {
        at.key(color).not_carried(
            "Dark Souls 3 has no light multiplier: the library folds it into the colour's alpha \
             curve, which fxr-view does for a constant colour only",
        )
    })?;
    rgba[3] *= m / 10.0;
    props.insert(color.into(), Value::from(rgba));
    Ok(())
}

/// SpotLight's multipliers: × 10 (the file's units), or in Dark Souls 3 folded into the
/// colours (× 100 × multiplier), for constant multipliers.
fn spot_light_multipliers(props: &mut Map<String, Value>, game: Game, at: &At) -> Result<()> {
    for (color, multiplier) in [
        ("diffuseColor", "diffuseMultiplier"),
        ("specularColor", "specularMultiplier"),
    ] {
        if game != Game::DarkSouls3 {
            multiply(props, multiplier, 10.0);
            continue;
        }
        let m = constant_number(props.remove(multiplier).as_ref()).ok_or_else(|| {
            at.key(multiplier).not_carried(
                "Dark Souls 3 has no light multiplier: the library multiplies the colour curve by \
                 it, which fxr-view does for a constant multiplier only",
            )
        })?;
        multiply(props, color, 100.0 * m);
    }
    Ok(())
}

/// A number, or a constant property `{value: n}` without modifiers.
fn constant_number(value: Option<&Value>) -> Option<f64> {
    match value? {
        Value::Number(n) => n.as_f64(),
        Value::Object(o) if o.len() == 1 => o.get("value")?.as_f64(),
        _ => None,
    }
}

/// A list of `n` numbers, or a constant property of one without modifiers.
fn constant_list(value: Option<&Value>, n: usize) -> Option<Vec<f64>> {
    let list = match value? {
        Value::Array(list) => list,
        Value::Object(o) if o.len() == 1 => o.get("value")?.as_array()?,
        _ => return None,
    };
    let numbers: Option<Vec<f64>> = list.iter().map(Value::as_f64).collect();
    numbers.filter(|l| l.len() == n)
}
