//! The library's states: each a condition written as text, a list of them, or `""` (no
//! condition), parsed as its `StateCondition.from` does (`src/fxr.ts`):
//!
//! ```text
//! condition = operand operator operand [ "else" [ "goto" ] ( integer | "none" ) ]
//! operand   = number | ext(N) | external(N) | time | stateTime | minus2 | unkMinus2
//! operator  = "!=" | "==" | "=" | ">" | ">=" | "<" | "<="
//! ```
//!
//! Words are case-insensitive; a number has no exponent (`-1`, `0.5`, `.5`). The file knows
//! only `!=`, `==`, `>=` and `>`: `a < b` is written `b > a`, `a <= b` as `b >= a` (the
//! library's `formatCondition`). The unknown bits of the operator are 2, as the library
//! writes them; the next state is -1 (none) without `else`.

use super::super::{Comparison, Condition, ConditionOperator, Operand, State};
use super::{At, Result};
use serde_json::Value;

/// The states of the JSON (absent: one state without conditions, the library's default).
pub(super) fn states(json: Option<&Value>, at: &At) -> Result<Vec<State>> {
    let Some(json) = json else {
        return Ok(vec![State::default()]);
    };
    let list = json
        .as_array()
        .ok_or_else(|| at.invalid("expected a list of states"))?;
    list.iter()
        .enumerate()
        .map(|(i, state)| one_state(state, &at.index(i)))
        .collect()
}

/// One state: `""`, a condition, or a list of conditions.
fn one_state(json: &Value, at: &At) -> Result<State> {
    let conditions = match json {
        Value::String(text) if text.trim().is_empty() => Vec::new(),
        Value::String(text) => vec![condition(text, at)?],
        Value::Array(list) => list
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let at = at.index(i);
                c.as_str()
                    .ok_or_else(|| at.invalid("expected a condition as text"))
                    .and_then(|text| condition(text, &at))
            })
            .collect::<Result<_>>()?,
        _ => return Err(at.invalid("expected a condition as text, a list of them, or \"\"")),
    };
    Ok(State { conditions })
}

/// The operators, longest first so that `>=` is not read as `>`.
const OPERATORS: [&str; 7] = ["!=", "==", ">=", "<=", ">", "<", "="];

/// A condition from its text.
pub(super) fn condition(text: &str, at: &At) -> Result<Condition> {
    let bad = |what: &str| at.invalid(format!("{what} in condition {text:?}"));
    let (left_text, operator, rest) = split_operator(text).ok_or_else(|| bad("no operator"))?;
    let (right_text, next_state) = split_else(rest).ok_or_else(|| bad("a bad else clause"))?;
    let left = operand(left_text).ok_or_else(|| bad("a bad left operand"))?;
    let right = operand(right_text).ok_or_else(|| bad("a bad right operand"))?;
    let (comparison, swap) = match operator {
        "!=" => (Comparison::NotEqual, false),
        "==" | "=" => (Comparison::Equal, false),
        ">=" => (Comparison::GreaterOrEqual, false),
        ">" => (Comparison::Greater, false),
        "<=" => (Comparison::GreaterOrEqual, true),
        _ => (Comparison::Greater, true),
    };
    let (left, right) = if swap { (right, left) } else { (left, right) };
    Ok(Condition {
        operator: ConditionOperator::new(comparison),
        next_state,
        left,
        right,
    })
}

/// The text before the first operator, the operator, and the text after it.
fn split_operator(text: &str) -> Option<(&str, &'static str, &str)> {
    let (at, operator) = text.char_indices().find_map(|(i, _)| {
        OPERATORS
            .iter()
            .find(|op| text[i..].starts_with(**op))
            .map(|op| (i, *op))
    })?;
    Some((&text[..at], operator, &text[at + operator.len()..]))
}

/// The right operand's text and the next state (-1 without `else`).
fn split_else(rest: &str) -> Option<(&str, i32)> {
    let lower = rest.to_ascii_lowercase();
    let Some(at) = lower.find("else") else {
        return Some((rest, -1));
    };
    let mut target = rest[at + 4..].trim_start();
    if target.len() >= 4 && target[..4].eq_ignore_ascii_case("goto") {
        target = target[4..].trim_start();
    }
    let next = match target.trim() {
        t if t.eq_ignore_ascii_case("none") => -1,
        t => t.parse::<i32>().ok()?,
    };
    Some((&rest[..at], next))
}

/// An operand from its text.
fn operand(text: &str) -> Option<Operand> {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    match lower.as_str() {
        "time" | "statetime" => return Some(Operand::StateTime),
        "minus2" | "unkminus2" => {
            return Some(Operand::Unknown {
                raw_type: -2,
                value: None,
            });
        }
        _ => {}
    }
    let inner = lower
        .strip_prefix("external(")
        .or_else(|| lower.strip_prefix("ext("))
        .and_then(|s| s.strip_suffix(')'));
    if let Some(id) = inner {
        return id
            .parse::<i32>()
            .ok()
            .filter(|id| *id >= 0)
            .map(Operand::External);
    }
    is_plain_number(t)
        .then(|| t.parse::<f32>().ok())
        .flatten()
        .map(Operand::Literal)
}

/// Whether the text is a number as the library's expression takes one: an optional minus,
/// digits and an optional fraction, or a fraction alone (no exponent, no plus).
fn is_plain_number(t: &str) -> bool {
    let digits = t.strip_prefix('-').unwrap_or(t);
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    match fraction {
        None => !whole.is_empty() && all_digits(whole),
        Some(f) => !f.is_empty() && all_digits(f) && all_digits(whole),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fxr::Game;

    fn parse(text: &str) -> Condition {
        condition(text, &At::new(Game::EldenRing)).expect("parses")
    }

    #[test]
    fn the_libraries_examples_parse() {
        // `ext(0) > 1`, `time < 5 else goto 2`, `1 != External(10000) else 1` (the
        // library's documentation of StateCondition.from).
        let c = parse("ext(0) > 1");
        assert_eq!(
            (c.left, c.right),
            (Operand::External(0), Operand::Literal(1.0))
        );
        assert_eq!((c.operator.0, c.next_state), (3 | 2 << 2, -1));
        let c = parse("time < 5 else goto 2");
        assert_eq!(
            (c.left, c.right),
            (Operand::Literal(5.0), Operand::StateTime)
        );
        assert_eq!(
            (c.operator.comparison(), c.next_state),
            (Comparison::Greater, 2)
        );
        let c = parse("1 != External(10000) else 1");
        assert_eq!(c.right, Operand::External(10000));
        assert_eq!(
            (c.operator.comparison(), c.next_state),
            (Comparison::NotEqual, 1)
        );
        // What the library writes for the Elden Ring sample's "not (1 > ext(0))".
        let c = parse("External(0) < 1 else -1");
        assert_eq!(
            (c.left, c.right),
            (Operand::Literal(1.0), Operand::External(0))
        );
        assert_eq!(c.operator.0, 11);
        let c = parse("StateTime <= .5 else none");
        assert_eq!(c.operator.comparison(), Comparison::GreaterOrEqual);
        assert_eq!(c.left, Operand::Literal(0.5));
        assert_eq!(
            parse("UnkMinus2 == 0").left,
            Operand::Unknown {
                raw_type: -2,
                value: None
            }
        );
    }

    #[test]
    fn bad_conditions_name_what_is_wrong() {
        for (text, says) in [
            ("time", "no operator"),
            ("time > 1e3", "right operand"),
            ("foo > 1", "left operand"),
            ("time > 1 else x", "else"),
        ] {
            let error = condition(text, &At::new(Game::EldenRing).key("states")).unwrap_err();
            assert!(error.to_string().contains(says), "{text}: {error}");
        }
    }
}
