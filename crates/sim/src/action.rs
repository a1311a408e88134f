//! An action of an effect compiled for playback: its fields and its properties as curves,
//! looked up by the names of the action definitions (`formats::fxr::actions`), with the
//! file location of every value kept for the inspector's provenance.

use super::curve::{Curve, CurveIds};
use fxr_formats::FormatError;
use fxr_formats::fxr::actions::{self, ActionDef, PropertyArgument, SlotKind};
use fxr_formats::fxr::{Action, Field, Game};

/// The definition of an action type for a file of a game
/// ([`actions::definition_for_file`]: the game's own layout; Sekiro's for a LightShaft in a
/// later game's file).
pub fn definition_for(action_type: i16, game: Game) -> Option<ActionDef> {
    actions::definition_for_file(action_type, game)
}

/// Where a value of an action lives in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum SlotList {
    /// `fields1[index]`.
    Fields1,
    /// `fields2[index]`.
    Fields2,
    /// `properties1[index]`.
    Properties1,
    /// `properties2[index]`.
    Properties2,
}

/// A named value's place in an action: list, index and the definition's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Slot {
    /// The list.
    pub list: SlotList,
    /// The index in it.
    pub index: usize,
    /// The definition's name of the slot.
    pub name: &'static str,
}

impl std::fmt::Display for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = match self.list {
            SlotList::Fields1 => "fields1",
            SlotList::Fields2 => "fields2",
            SlotList::Properties1 => "properties1",
            SlotList::Properties2 => "properties2",
        };
        write!(f, "{list}[{}] {}", self.index, self.name)
    }
}

#[cfg(any(test, feature = "testing"))]
thread_local! {
    static NAME_LOOKUPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Not product: how many values of actions this thread has looked up by name
/// ([`ActionData::slot`], which every named accessor goes through), so a test can check that
/// playing and drawing frames looks none up.
#[cfg(any(test, feature = "testing"))]
pub fn name_lookups() -> u64 {
    NAME_LOOKUPS.with(|n| n.get())
}

/// Counts a named lookup (tests only).
#[inline]
fn note_lookup() {
    #[cfg(any(test, feature = "testing"))]
    NAME_LOOKUPS.with(|n| n.set(n.get() + 1));
}

/// An action with its values ready to evaluate.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ActionData {
    /// The action type id.
    pub action_type: i16,
    /// The definition's name ("BillboardEx"), or "Unknown<id>".
    pub name: String,
    /// The definition for the file's game, when known.
    #[serde(skip)]
    pub def: Option<ActionDef>,
    /// Raw 4-byte fields.
    pub fields1: Vec<Field>,
    /// Raw 4-byte fields of the second list.
    pub fields2: Vec<Field>,
    /// Properties of the first list, compiled.
    pub properties1: Vec<Curve>,
    /// Properties of the second list, compiled.
    pub properties2: Vec<Curve>,
}

impl ActionData {
    /// Compiles an action of a file of `game`.
    pub fn compile(
        action: &Action,
        game: Game,
        ids: &mut CurveIds,
    ) -> Result<ActionData, FormatError> {
        let def = definition_for(action.action_type, game);
        let argument = |list: Option<&[actions::PropertyDef]>, i: usize| {
            list.and_then(|l| l.get(i))
                .map_or(PropertyArgument::Unknown, |p| p.argument)
        };
        let compile_list = |props: &[fxr_formats::fxr::Property],
                            defs: Option<&[actions::PropertyDef]>,
                            ids: &mut CurveIds|
         -> Result<Vec<Curve>, FormatError> {
            props
                .iter()
                .enumerate()
                .map(|(i, p)| Curve::from_property(p, argument(defs, i), ids))
                .collect()
        };
        let properties1 = compile_list(
            &action.properties1,
            def.as_ref().map(|d| d.properties1),
            ids,
        )?;
        let properties2 = compile_list(
            &action.properties2,
            def.as_ref().map(|d| d.properties2),
            ids,
        )?;
        Ok(ActionData {
            action_type: action.action_type,
            name: def.as_ref().map_or_else(
                || format!("Unknown{}", action.action_type),
                |d| d.name.to_string(),
            ),
            def,
            fields1: action.fields1.clone(),
            fields2: action.fields2.clone(),
            properties1,
            properties2,
        })
    }

    /// Where the named value is in this action (fields first, then properties); a name the
    /// tables gave it before finds it too. Named lookups belong to compiling and to the
    /// inspector, never to a frame: the tests count them ([`name_lookups`]).
    pub fn slot(&self, name: &str) -> Option<Slot> {
        note_lookup();
        let def = self.def.as_ref()?;
        let field = |defs: &'static [actions::FieldDef], list| {
            defs.iter()
                .position(|f| f.answers_to(name))
                .map(|index| Slot {
                    list,
                    index,
                    name: defs[index].name,
                })
        };
        let property = |defs: &'static [actions::PropertyDef], list| {
            defs.iter()
                .position(|p| p.answers_to(name))
                .map(|index| Slot {
                    list,
                    index,
                    name: defs[index].name,
                })
        };
        field(def.fields1, SlotList::Fields1)
            .or_else(|| field(def.fields2, SlotList::Fields2))
            .or_else(|| property(def.properties1, SlotList::Properties1))
            .or_else(|| property(def.properties2, SlotList::Properties2))
    }

    fn field_default(&self, slot: Slot) -> Option<u32> {
        let def = self.def.as_ref()?;
        let list = match slot.list {
            SlotList::Fields1 => def.fields1,
            SlotList::Fields2 => def.fields2,
            _ => return None,
        };
        list.get(slot.index).map(|f| f.default.to_bits())
    }

    /// The raw bits of a named field: the file's value, or the definition's default when the
    /// file's list is shorter. `None` for an unknown name.
    pub fn field_bits(&self, name: &str) -> Option<u32> {
        let slot = self.slot(name)?;
        let list = match slot.list {
            SlotList::Fields1 => &self.fields1,
            SlotList::Fields2 => &self.fields2,
            _ => return None,
        };
        list.get(slot.index)
            .map(|f| f.0)
            .or_else(|| self.field_default(slot))
    }

    /// Whether a named field or property holds its definition's default (every component of
    /// a vector field; a property absent from the file, or a constant equal to the default),
    /// or the action's definition lacks the name.
    pub fn is_default(&self, name: &str) -> bool {
        note_lookup();
        let Some(def) = self.def.as_ref() else {
            return true;
        };
        for (defs, list) in [(def.fields1, &self.fields1), (def.fields2, &self.fields2)] {
            let mut found = false;
            for (index, f) in defs.iter().enumerate() {
                if !f.answers_to(name) {
                    continue;
                }
                found = true;
                if list.get(index).is_some_and(|v| v.0 != f.default.to_bits()) {
                    return false;
                }
            }
            if found {
                return true;
            }
        }
        for defs in [def.properties1, def.properties2] {
            if let Some(p) = defs.iter().find(|p| p.answers_to(name)) {
                return match self.curve(name) {
                    None => true,
                    Some(c) => {
                        let n = usize::from(p.components.clamp(1, 4));
                        c.is_constant()
                            && c.eval_at(0.0, &Default::default(), 0)[..n] == p.default[..n]
                    }
                };
            }
        }
        true
    }

    /// A named field's or property's value as text, for reports: the integer or float the
    /// file holds (every component of a vector field), or "a curve".
    pub fn value_text(&self, name: &str) -> String {
        note_lookup();
        let Some(def) = self.def.as_ref() else {
            return String::new();
        };
        for (defs, list) in [(def.fields1, &self.fields1), (def.fields2, &self.fields2)] {
            let values: Vec<String> = defs
                .iter()
                .enumerate()
                .filter(|(_, f)| f.answers_to(name))
                .map(|(index, f)| {
                    let bits = list.get(index).map_or(f.default.to_bits(), |v| v.0);
                    match f.kind {
                        SlotKind::Float => format!("{}", f32::from_bits(bits)),
                        _ => format!("{}", bits as i32),
                    }
                })
                .collect();
            if !values.is_empty() {
                return values.join(", ");
            }
        }
        match self.curve(name) {
            Some(c) if c.is_constant() => {
                format!("{}", c.eval_at(0.0, &Default::default(), 0)[0])
            }
            Some(_) => "a curve".into(),
            None => String::new(),
        }
    }

    /// The names the action's definition gives its fields (vector fields once) and properties.
    pub fn names(&self) -> Vec<&'static str> {
        let Some(def) = self.def.as_ref() else {
            return Vec::new();
        };
        let mut out: Vec<&'static str> = Vec::new();
        for f in def.fields1.iter().chain(def.fields2) {
            if !out.contains(&f.base) {
                out.push(f.base);
            }
        }
        out.extend(
            def.properties1
                .iter()
                .chain(def.properties2)
                .map(|p| p.name),
        );
        out
    }

    /// A named field as an integer (`default` when the action has no such field).
    pub fn int(&self, name: &str, default: i32) -> i32 {
        self.field_bits(name).map_or(default, |b| b as i32)
    }

    /// A named field as a float.
    pub fn float(&self, name: &str, default: f32) -> f32 {
        match self.slot_kind(name) {
            Some(SlotKind::Int) | Some(SlotKind::Bool) => self.int(name, default as i32) as f32,
            _ => self.field_bits(name).map_or(default, f32::from_bits),
        }
    }

    /// A named field as a boolean (non-zero).
    pub fn flag(&self, name: &str, default: bool) -> bool {
        self.field_bits(name).map_or(default, |b| b != 0)
    }

    /// `components` consecutive field slots starting at a named one, as floats.
    pub fn floats<const N: usize>(&self, name: &str, default: [f32; N]) -> [f32; N] {
        let Some(slot) = self.slot(name) else {
            return default;
        };
        let list = match slot.list {
            SlotList::Fields1 => &self.fields1,
            SlotList::Fields2 => &self.fields2,
            _ => return default,
        };
        let mut out = default;
        for (k, v) in out.iter_mut().enumerate() {
            if let Some(f) = list.get(slot.index + k) {
                *v = f.as_f32();
            }
        }
        out
    }

    fn slot_kind(&self, name: &str) -> Option<SlotKind> {
        let slot = self.slot(name)?;
        let def = self.def.as_ref()?;
        match slot.list {
            SlotList::Fields1 => def.fields1.get(slot.index).map(|f| f.kind),
            SlotList::Fields2 => def.fields2.get(slot.index).map(|f| f.kind),
            _ => None,
        }
    }

    /// A named property's curve, if the action has it.
    pub fn curve(&self, name: &str) -> Option<&Curve> {
        let slot = self.slot(name)?;
        match slot.list {
            SlotList::Properties1 => self.properties1.get(slot.index),
            SlotList::Properties2 => self.properties2.get(slot.index),
            _ => None,
        }
    }

    /// A named property's curve, or a constant from the definition's default (or `fallback`)
    /// when the file lacks it. Values the older games keep in fields (DS3's texture and blend
    /// mode) come back as constant curves too.
    pub fn curve_or(&self, name: &str, fallback: f32) -> Curve {
        if let Some(c) = self.curve(name) {
            return c.clone();
        }
        if let Some(bits) = self.field_bits(name) {
            let value = match self.slot_kind(name) {
                Some(SlotKind::Float) => f32::from_bits(bits),
                _ => bits as i32 as f32,
            };
            return Curve::constant([value, 0.0, 0.0, 0.0], 1);
        }
        let default = self.def.as_ref().and_then(|d| {
            d.properties1
                .iter()
                .chain(d.properties2)
                .find(|p| p.answers_to(name))
                .map(|p| (p.default, p.components))
        });
        match default {
            Some((value, components)) => Curve::constant(value, components),
            None => Curve::constant([fallback; 4], 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::testutil::sample;

    fn first_of(fxr: &fxr_formats::fxr::Fxr, action_type: i16) -> ActionData {
        let action = fxr
            .actions()
            .into_iter()
            .find(|a| a.action_type == action_type)
            .unwrap()
            .clone();
        ActionData::compile(&action, fxr.game, &mut CurveIds::default()).unwrap()
    }

    /// formats.md's verified facts about the Elden Ring sample, read through the names.
    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn named_values_of_the_elden_ring_sample() {
        let Some(data) = sample("er/f000523390.fxr") else {
            return;
        };
        let fxr = fxr_formats::fxr::read(&data).unwrap();
        // The billboard formats.md describes is the one with texture 31421.
        let billboard = fxr
            .actions()
            .into_iter()
            .filter(|a| a.action_type == 603)
            .map(|a| ActionData::compile(a, fxr.game, &mut CurveIds::default()).unwrap())
            .find(|b| {
                b.curve("texture")
                    .unwrap()
                    .eval_at(0.0, &Default::default(), 0)[0]
                    == 31421.0
            })
            .unwrap();
        assert_eq!(billboard.name, "BillboardEx");
        assert_eq!(billboard.int("columns", 0), 4);
        assert_eq!(billboard.int("totalFrames", 0), 16);
        assert!(billboard.flag("bloom", false));
        let tex = billboard.curve("texture").unwrap();
        assert_eq!(tex.eval_at(0.0, &Default::default(), 0)[0], 31421.0);
        assert_eq!(
            billboard.slot("bloomColor").unwrap().to_string(),
            "fields2[5] bloomColor.r"
        );
        assert_eq!(billboard.slot("unk_ds3_f2_10").unwrap().index, 10);
        let multi = first_of(&fxr, 604);
        assert_eq!(
            [
                multi.int("layer1", 0),
                multi.int("layer2", 0),
                multi.int("layer3", 0)
            ],
            [31211, 34030, 34010]
        );
        assert_eq!(multi.int("columns", 0), 8);
    }

    #[test]
    fn absent_values_take_the_definitions_defaults() {
        let action = Action::new(603);
        let data = ActionData::compile(&action, Game::EldenRing, &mut CurveIds::default()).unwrap();
        // No fields at all: the definition's defaults.
        assert_eq!(
            data.int("orientation", -7),
            1,
            "CameraPlane is the default orientation"
        );
        let width = data.curve_or("width", 0.0);
        assert_eq!(width.eval_at(0.0, &Default::default(), 0)[0], 1.0);
        assert_eq!(data.int("noSuchField", -7), -7);
    }

    /// A value the tables once named otherwise is found by its former name too, wherever
    /// playback looks values up by name.
    #[test]
    fn former_names_find_the_renamed_values() {
        let action = fxr_demo::builder::ActionBuilder::er(300)
            .and_then(|b| b.constant("totalEmissions", &[3.0]))
            .and_then(|b| b.constant("perEmission", &[5.0]))
            .unwrap()
            .build();
        let data = ActionData::compile(&action, Game::EldenRing, &mut CurveIds::default()).unwrap();
        assert_eq!(data.slot("totalIntervals"), data.slot("totalEmissions"));
        assert_eq!(
            data.slot("perInterval").unwrap().to_string(),
            "properties1[1] perEmission"
        );
        let bursts = data.curve_or("totalIntervals", -1.0);
        assert_eq!(bursts.eval_at(0.0, &Default::default(), 0)[0], 3.0);
        assert!(!data.is_default("totalIntervals"));
        assert!(data.is_default("interval"));
        assert_eq!(data.value_text("perInterval"), "5");

        let action = fxr_demo::builder::ActionBuilder::er(603)
            .and_then(|b| b.flag("scaleBeforeRotation", false))
            .unwrap()
            .build();
        let data = ActionData::compile(&action, Game::EldenRing, &mut CurveIds::default()).unwrap();
        assert!(
            !data.flag("unk_ds3_f1_7", true),
            "the file's false, by the former name"
        );
        assert!(!data.is_default("unk_ds3_f1_7"), "the default is true");
        assert_eq!(
            data.names()
                .iter()
                .filter(|n| n.starts_with("unk_ds3_f1_7"))
                .count(),
            0
        );
    }
}
