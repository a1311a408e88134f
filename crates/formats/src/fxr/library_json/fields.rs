//! The words of fields: one scalar of a kind (a field the action's layout defines), and the
//! generic fields (`[{type, value}]`) of an action or a modifier the definitions do not know.

use super::super::Field;
use super::super::actions::SlotKind;
use super::values::{number, tensor};
use super::{At, Result};
use serde_json::Value;

/// A field's value: the JSON's, or a constant property's value (the library writes a
/// property given for a field as its value at 0; a curve is refused here).
pub(super) fn field_value<'v>(value: &'v Value, n: usize, at: &At) -> Result<&'v Value> {
    match value {
        Value::Object(o) if o.contains_key("function") => Err(at.not_carried(format!(
            "a curve where this game has a field (of {n} component{}): give its value",
            if n == 1 { "" } else { "s" }
        ))),
        Value::Object(o) => o
            .get("value")
            .ok_or_else(|| at.invalid("expected a number, a list, or {value}")),
        other => Ok(other),
    }
}

/// One scalar field word of a kind.
pub(super) fn scalar_field(value: &Value, kind: SlotKind, at: &At) -> Result<Field> {
    let value = field_value(value, 1, at)?;
    Ok(match (kind, value) {
        (SlotKind::Bool, Value::Bool(b)) => Field::from_bool(*b),
        (SlotKind::Bool, v) => Field::from_bool(number(v, at)? != 0.0),
        (SlotKind::Int, Value::Bool(b)) => Field::from_i32(i32::from(*b)),
        // As the library's IntField stores a number: truncated toward zero.
        (SlotKind::Int, v) => Field::from_i32(number_f64(v, at)?.trunc() as i32),
        (SlotKind::Float, Value::Bool(b)) => Field::from_f32(f32::from(u8::from(*b))),
        (SlotKind::Float, v) => Field::from_f32(number(v, at)?),
    })
}

/// A number of the JSON as `f64`.
fn number_f64(json: &Value, at: &At) -> Result<f64> {
    json.as_f64()
        .ok_or_else(|| at.invalid(format!("expected a number, found {json}")))
}

/// Generic fields: `[{type: "Integer"|"Float"|"Boolean"|"Vector2"…, value}]`, a vector taking
/// one word per component.
pub(super) fn generic_fields(json: Option<&Value>, at: &At) -> Result<Vec<Field>> {
    let Some(json) = json else {
        return Ok(Vec::new());
    };
    let list = json
        .as_array()
        .ok_or_else(|| at.invalid("expected a list of fields"))?;
    let mut out = Vec::new();
    for (i, field) in list.iter().enumerate() {
        let at = at.index(i);
        let value = field.get("value").ok_or_else(|| at.invalid("no value"))?;
        let value_at = at.key("value");
        match field.get("type").and_then(Value::as_str) {
            Some("Boolean") => out.push(scalar_field(value, SlotKind::Bool, &value_at)?),
            Some("Integer") => out.push(scalar_field(value, SlotKind::Int, &value_at)?),
            Some("Float") => out.push(scalar_field(value, SlotKind::Float, &value_at)?),
            Some(kind @ ("Vector2" | "Vector3" | "Vector4")) => {
                let n = usize::from(kind.as_bytes()[6] - b'0');
                let values = tensor(value, n, &value_at)?;
                out.extend(values[..n].iter().map(|&v| Field::from_f32(v)));
            }
            _ => {
                return Err(at
                    .key("type")
                    .invalid("expected Boolean, Integer, Float, Vector2, Vector3 or Vector4"));
            }
        }
    }
    Ok(out)
}
