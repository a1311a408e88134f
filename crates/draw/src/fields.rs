//! An appearance action's values as the draw list reads them, found by name once, when the
//! effect is loaded: a frame evaluates them without looking a name up.
//!
//! A [`Source`] is where a value lives in the file (the action and its slot), which every
//! constant's provenance names; a [`Property`] adds the value's curve (a property of the
//! file, or a constant of a field or of the definition's default), evaluated at a draw's
//! active time; [`Fixed`] is a field read once (fields do not change over time).

use crate::constants::Provenance;
use fxr_sim::action::{ActionData, Slot};
use fxr_sim::curve::{Curve, ExternalValues, Inputs};

/// Where a named value of an action lives in the file: its slot, or none when the action's
/// definition has no such name in this game (its default is used then).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Source {
    /// The action type.
    pub action: i16,
    /// The slot, when the action has the name.
    pub slot: Option<Slot>,
}

impl Source {
    /// Finds `name` in `action` (fields first, then properties).
    pub fn find(action: &ActionData, name: &str) -> Self {
        Source {
            action: action.action_type,
            slot: action.slot(name),
        }
    }

    /// The provenance of a constant set from this value, with the rule that turned it into
    /// the constant (none: as stored).
    pub fn provenance(&self, rule: Option<&'static str>) -> Provenance {
        match self.slot {
            Some(slot) => Provenance::File {
                action: self.action,
                slot,
                rule,
            },
            None => Provenance::Ours {
                note: "the action has no such field in this game; its default is used",
            },
        }
    }
}

/// A value read once from a field when the effect is loaded, with its source.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fixed<T> {
    /// The value (the field's, or the default given when the action lacks it).
    pub value: T,
    /// Where it came from.
    pub source: Source,
}

impl Fixed<i32> {
    /// A named field as an integer.
    pub fn int(action: &ActionData, name: &str, default: i32) -> Self {
        Fixed {
            value: action.int(name, default),
            source: Source::find(action, name),
        }
    }
}

impl Fixed<f32> {
    /// A named field as a float.
    pub fn float(action: &ActionData, name: &str, default: f32) -> Self {
        Fixed {
            value: action.float(name, default),
            source: Source::find(action, name),
        }
    }
}

impl Fixed<bool> {
    /// A named field as a boolean (non-zero).
    pub fn flag(action: &ActionData, name: &str, default: bool) -> Self {
        Fixed {
            value: action.flag(name, default),
            source: Source::find(action, name),
        }
    }
}

impl Fixed<[f32; 4]> {
    /// Four consecutive field slots from a named one, as floats.
    pub fn floats(action: &ActionData, name: &str, default: [f32; 4]) -> Self {
        Fixed {
            value: action.floats(name, default),
            source: Source::find(action, name),
        }
    }
}

/// A value that may change over the draw's active time: a property's curve (or a field's or
/// the default's constant), with its source.
#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    curve: Curve,
    /// Where it came from.
    pub source: Source,
}

impl Property {
    /// A named value of `action`: its curve, or a constant of the field, of the definition's
    /// default, or of `fallback` when the action has no such name.
    pub fn find(action: &ActionData, name: &str, fallback: f32) -> Self {
        Property {
            curve: action.curve_or(name, fallback),
            source: Source::find(action, name),
        }
    }

    /// The value at a draw's active time (a draw-wide constant: no particle's age).
    pub fn at(&self, active_time: f32, externals: &ExternalValues) -> [f32; 4] {
        let inputs = Inputs {
            particle_age: 0.0,
            active_time,
            emission_time: active_time,
        };
        self.curve.eval(&inputs, externals, 0)
    }

    /// The first component at a draw's active time.
    pub fn first_at(&self, active_time: f32, externals: &ExternalValues) -> f32 {
        self.at(active_time, externals)[0]
    }

    /// The provenance of a constant set from it ([`Source::provenance`]).
    pub fn provenance(&self, rule: Option<&'static str>) -> Provenance {
        self.source.provenance(rule)
    }
}
