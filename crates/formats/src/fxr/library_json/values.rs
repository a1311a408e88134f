//! The JSON's numbers and tensors as the library's writer writes them to the file's words:
//! what the fields, properties and actions of the library's JSON are made of.

use super::{At, Result};
use serde_json::Value;

/// A number of the JSON as `f32`; -0 is written as 0, as the library's writer does
/// (`BinaryWriter.writeFloat32`: "Make sure that the value is not -0").
pub(super) fn number(json: &Value, at: &At) -> Result<f32> {
    json.as_f64()
        .map(|v| if v == 0.0 { 0.0 } else { v as f32 })
        .ok_or_else(|| at.invalid(format!("expected a number, found {json}")))
}

/// A value of `n` components: a number (`n` = 1) or a list of `n` numbers.
pub(super) fn tensor(json: &Value, n: usize, at: &At) -> Result<[f32; 4]> {
    let wide = tensor64(json, n, at)?;
    Ok(wide.map(|v| if v == 0.0 { 0.0 } else { v as f32 }))
}

/// [`tensor`] before the numbers are rounded to `f32`.
pub(super) fn tensor64(json: &Value, n: usize, at: &At) -> Result<[f64; 4]> {
    let mut out = [0.0; 4];
    let wide = |v: &Value, at: &At| {
        v.as_f64()
            .ok_or_else(|| at.invalid(format!("expected a number, found {v}")))
    };
    match json {
        Value::Number(_) if n == 1 => out[0] = wide(json, at)?,
        Value::Array(list) if list.len() == n => {
            for (i, v) in list.iter().enumerate() {
                out[i] = wide(v, &at.index(i))?;
            }
        }
        _ => return Err(at.invalid(format!("expected {}, found {json}", components_text(n)))),
    }
    Ok(out)
}

/// "a number" or "a list of N numbers".
pub(super) fn components_text(n: usize) -> String {
    if n == 1 {
        "a number".into()
    } else {
        format!("a list of {n} numbers")
    }
}
