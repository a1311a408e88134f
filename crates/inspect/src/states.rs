//! An effect's state machine and the external values it reads, described for the viewer's
//! states panel: each state's conditions as playback evaluates them
//! ([`fxr_sim::program::ConditionProgram`]), and every external value id the effect reads with
//! the value playback gives it.
//!
//! Playback gives an external value the user has not set the value 0
//! ([`ExternalValues::get`]): what "Terminate" is while an effect plays; for the others
//! (time of day, weather...) the game's values are not recorded, and 0 is our choice.

use fxr_formats::fxr::property::ModifierValue;
use fxr_formats::fxr::{Fxr, Operand};
use fxr_sim::curve::ExternalValues;
use fxr_sim::program::{ConditionProgram, EffectProgram};
use std::collections::BTreeMap;

/// The value playback gives an external value nobody set.
pub const EXTERNAL_DEFAULT: f32 = 0.0;

/// The states and external values of an effect.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct StatesDescription {
    /// The states in order (playback starts in state 0).
    pub states: Vec<StateDescription>,
    /// Every external value the effect reads, by id.
    pub externals: Vec<ExternalValueUse>,
}

/// One state.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct StateDescription {
    /// Its index (what a StateConfigMap and a condition's next state name).
    pub index: usize,
    /// Its conditions, tried in order each step: the first that holds moves on.
    pub conditions: Vec<ConditionDescription>,
}

/// A condition, as playback evaluates it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ConditionDescription {
    /// The comparison: "!=", "==", ">=" or ">".
    pub comparison: String,
    /// Whether the comparison's result is negated (bit 3 of the stored operator).
    pub negated: bool,
    /// The left operand.
    pub left: OperandDescription,
    /// The right operand.
    pub right: OperandDescription,
    /// The state it moves to (-1 ends the effect).
    pub next_state: i32,
    /// The whole condition in words ("to state 1 when not (2 > state time)").
    pub text: String,
}

/// A condition's operand.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OperandDescription {
    /// A number stored in the file.
    Literal {
        /// The number.
        value: f32,
    },
    /// An external value.
    External {
        /// Its id.
        id: i32,
    },
    /// Seconds (effect time) since the state was entered.
    StateTime,
    /// An operand type playback does not know (it reads 0).
    Unknown {
        /// The stored type.
        raw_type: i16,
    },
}

/// An external value the effect reads.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ExternalValueUse {
    /// Its id.
    pub id: i32,
    /// The value playback uses when none is set ([`EXTERNAL_DEFAULT`]).
    pub default: f32,
    /// The value playback uses now.
    pub value: f32,
    /// Where the effect reads it ("state 0 condition 0", "2 property modifiers", "the file's
    /// external value list").
    pub read_by: Vec<String>,
}

/// Describes the states of `program` and the external values that it and `fxr` (the file
/// it was compiled from: its lists and property modifiers) read, with `externals` the
/// values playback uses.
pub fn describe_states(
    program: &EffectProgram,
    fxr: &Fxr,
    externals: &ExternalValues,
) -> StatesDescription {
    let mut reads: BTreeMap<i32, Vec<String>> = BTreeMap::new();
    let states = program
        .states
        .iter()
        .enumerate()
        .map(|(index, state)| StateDescription {
            index,
            conditions: state
                .conditions
                .iter()
                .enumerate()
                .map(|(k, c)| {
                    for o in [c.left, c.right] {
                        if let Operand::External(id) = o {
                            reads
                                .entry(id)
                                .or_default()
                                .push(format!("state {index} condition {k}"));
                        }
                    }
                    describe_condition(c)
                })
                .collect(),
        })
        .collect();
    let mut modifiers: BTreeMap<i32, usize> = BTreeMap::new();
    for p in fxr.properties() {
        for m in &p.modifiers {
            if let Ok(ModifierValue::ExternalValue { external_value, .. }) = m.decode() {
                *modifiers.entry(external_value).or_default() += 1;
            }
        }
    }
    for (id, n) in modifiers {
        let noun = if n == 1 { "modifier" } else { "modifiers" };
        reads
            .entry(id)
            .or_default()
            .push(format!("{n} property {noun}"));
    }
    for (list, ids) in [
        ("external_values1", &fxr.external_values1),
        ("external_values2", &fxr.external_values2),
    ] {
        for &id in ids {
            reads
                .entry(id)
                .or_default()
                .push(format!("the file's list {list}"));
        }
    }
    // A value set by the user that the effect does not read is listed too, so nothing set
    // is hidden.
    for &id in externals.0.keys() {
        reads.entry(id).or_default();
    }
    StatesDescription {
        states,
        externals: reads
            .into_iter()
            .map(|(id, read_by)| ExternalValueUse {
                id,
                default: EXTERNAL_DEFAULT,
                value: externals.get(id),
                read_by,
            })
            .collect(),
    }
}

fn describe_operand(o: Operand) -> OperandDescription {
    match o {
        Operand::Literal(value) => OperandDescription::Literal { value },
        Operand::External(id) => OperandDescription::External { id },
        Operand::StateTime => OperandDescription::StateTime,
        Operand::Unknown { raw_type, .. } => OperandDescription::Unknown { raw_type },
    }
}

fn operand_text(o: Operand) -> String {
    match o {
        Operand::Literal(v) => format!("{v}"),
        Operand::External(id) => format!("external value {id}"),
        Operand::StateTime => "state time".to_string(),
        Operand::Unknown { raw_type, .. } => format!("operand type {raw_type} (read as 0)"),
    }
}

fn describe_condition(c: &ConditionProgram) -> ConditionDescription {
    let comparison = match c.comparison {
        0 => "!=",
        1 => "==",
        2 => ">=",
        _ => ">",
    };
    let test = format!(
        "{} {comparison} {}",
        operand_text(c.left),
        operand_text(c.right)
    );
    let test = if c.negated {
        format!("not ({test})")
    } else {
        test
    };
    let target = if c.next_state < 0 {
        "end the effect".to_string()
    } else {
        format!("to state {}", c.next_state)
    };
    ConditionDescription {
        comparison: comparison.to_string(),
        negated: c.negated,
        left: describe_operand(c.left),
        right: describe_operand(c.right),
        next_state: c.next_state,
        text: format!("{target} when {test}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Demo 1009: two states taking turns after 2 s, each ending on Terminate, and the time
    /// of day (external value 2) read by the orbs' colour.
    #[test]
    fn the_demo_states_and_external_values_are_described() {
        let bytes = fxr_demo::demo_binder().unwrap();
        let mut library = fxr_library::Library::new();
        library.open(fxr_demo::DEMO_BINDER_NAME, &bytes).unwrap();
        let program = fxr_sim::compile_effect(&library, 1009).unwrap();
        let fxr = library.effect(1009).unwrap().fxr().unwrap().clone();
        let mut externals = ExternalValues::default();
        externals.0.insert(fxr_demo::effects::TIME_OF_DAY, 12.0);
        let d = describe_states(&program, &fxr, &externals);
        assert_eq!(d.states.len(), 2);
        for (index, next) in [(0, 1), (1, 0)] {
            let timed = &d.states[index].conditions[1];
            assert_eq!(timed.next_state, next);
            assert_eq!(timed.left, OperandDescription::Literal { value: 2.0 });
            assert_eq!(timed.right, OperandDescription::StateTime);
            assert_eq!(timed.comparison, ">");
            assert!(timed.negated);
            assert_eq!(
                timed.text,
                format!("to state {next} when not (2 > state time)")
            );
            assert_eq!(d.states[index].conditions[0].next_state, -1);
        }
        let time_of_day = d
            .externals
            .iter()
            .find(|e| e.id == fxr_demo::effects::TIME_OF_DAY)
            .unwrap();
        assert_eq!(time_of_day.default, 0.0);
        assert_eq!(time_of_day.value, 12.0);
        assert!(
            time_of_day
                .read_by
                .contains(&"1 property modifier".to_string())
        );
        // Terminate is read by both states' first condition, and is 0 while playing.
        let terminate = d
            .externals
            .iter()
            .find(|e| e.read_by.iter().any(|r| r == "state 1 condition 0"))
            .unwrap();
        assert_eq!(terminate.value, 0.0);
    }
}
