//! Properties (animatable values) and their modifiers, with decoders for their field layouts.
//!
//! A property stores its value as untyped 4-byte fields whose meaning depends on its function
//! (`c` = component count 1..4, `n` = keyframe count):
//!
//! | function | fields |
//! |---|---|
//! | 0 Zero | none: every component is 0 |
//! | 1 One | none: every component is 1 |
//! | 2 Constant | `c` floats |
//! | 3 Stepped, 4 Linear | i32 `n`; `c` floats min; `c` floats max; `n` floats times; `n`×`c` values (keyframe-major). `1+2c+(1+c)n` fields |
//! | 5 Bezier | as Linear, then `n`×`c` first control points, then `n`×`c` second control points. `1+2c+(1+3c)n` fields |
//! | 6 Hermite | as Bezier, with tangents in place of control points |
//! | 7 ComponentHermite (AC6) | f32 duration; `c` i32 per-component counts `n_i`; `c` min; `c` max; then per component: `n_i` times, `n_i` values, `n_i` tangents1, `n_i` tangents2. `1+3c+4Σn_i` fields |
//!
//! The reader checks these counts (see [`expected_field_count`]), so the decoders below only fail
//! on properties built by hand with inconsistent fields.
//!
//! A modifier changes a property's value; its fields are (`c` = component count):
//!
//! | type | fields | properties |
//! |---|---|---|
//! | 21 RandomDelta | `c` i32 seeds, `c` floats max | 0 |
//! | 24 RandomRange | `c` i32 seeds, `c` floats min, `c` floats max | 0 |
//! | 38 ExternalValue1, 39 ExternalValue2 | i32 external value id | 1 (the factor, indexed by the external value) |
//! | 53 RandomFraction | `c` i32 seeds, `c` floats max | 0 |

use super::Field;
use crate::error::{FormatError, Result};

/// The component count of a property or modifier: bits 0–1 of its type enum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ValueType {
    /// One component (0).
    Scalar = 0,
    /// Two components (1).
    Vec2 = 1,
    /// Three components (2).
    Vec3 = 2,
    /// Four components (3), usually a colour.
    Vec4 = 3,
}

impl ValueType {
    /// The value type for the two low bits of a type enum.
    pub const fn from_bits(bits: u16) -> Self {
        match bits & 3 {
            0 => ValueType::Scalar,
            1 => ValueType::Vec2,
            2 => ValueType::Vec3,
            _ => ValueType::Vec4,
        }
    }

    /// The raw value (0..=3).
    pub const fn raw(self) -> u16 {
        self as u16
    }

    /// The number of components (1..=4).
    pub const fn components(self) -> usize {
        self as usize + 1
    }
}

/// How a property's fields encode its value (bits 4–7 of the property's type enum A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum PropertyFunction {
    /// 0: every component is 0; no fields.
    Zero,
    /// 1: every component is 1; no fields.
    One,
    /// 2: `c` constant floats.
    Constant,
    /// 3: keyframes, holding each value until the next keyframe.
    Stepped,
    /// 4: keyframes, linearly interpolated.
    Linear,
    /// 5: keyframes with two cubic Bézier control points each.
    Bezier,
    /// 6: keyframes with two Hermite tangents each.
    Hermite,
    /// 7: Hermite keyframes kept separately per component (Armored Core 6 only).
    ComponentHermite,
    /// Any other value (8..=15), kept so the property can be written back.
    Unknown(u8),
}

impl PropertyFunction {
    /// The function for a raw value (bits 4–7 of type enum A, shifted down).
    pub const fn from_raw(raw: u8) -> Self {
        match raw {
            0 => PropertyFunction::Zero,
            1 => PropertyFunction::One,
            2 => PropertyFunction::Constant,
            3 => PropertyFunction::Stepped,
            4 => PropertyFunction::Linear,
            5 => PropertyFunction::Bezier,
            6 => PropertyFunction::Hermite,
            7 => PropertyFunction::ComponentHermite,
            other => PropertyFunction::Unknown(other),
        }
    }

    /// The raw value (0..=15).
    pub const fn raw(self) -> u8 {
        match self {
            PropertyFunction::Zero => 0,
            PropertyFunction::One => 1,
            PropertyFunction::Constant => 2,
            PropertyFunction::Stepped => 3,
            PropertyFunction::Linear => 4,
            PropertyFunction::Bezier => 5,
            PropertyFunction::Hermite => 6,
            PropertyFunction::ComponentHermite => 7,
            PropertyFunction::Unknown(raw) => raw,
        }
    }
}

/// An animatable value of an action (or the factor of an external-value modifier).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Property {
    /// The component count.
    pub value_type: ValueType,
    /// How the fields encode the value.
    pub function: PropertyFunction,
    /// Whether a keyframed value repeats after its last keyframe (bit 12 of type enum A).
    pub looped: bool,
    /// The record's second type enum, kept raw because it differs per game: Dark Souls 3,
    /// Sekiro and Elden Ring store `valueType | function << 2 | looped << 4`, Armored Core 6
    /// stores 0. [`Property::new`] fills in the Elden Ring form.
    pub type_enum_b: u32,
    /// The raw fields, laid out as the function says (see the module documentation).
    pub fields: Vec<Field>,
    /// Modifiers applied to the value. Always empty for a property owned by a modifier (its
    /// record has no room for modifiers).
    pub modifiers: Vec<Modifier>,
    /// How the original file laid out this property's fields, when that differs from the
    /// plain layout; kept only to write game files back byte for byte. `None` for anything
    /// built in code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<FieldsLayout>,
}

/// Layout details of a property's fields that carry no meaning but that game files contain.
///
/// Elden Ring and Armored Core 6 files link a ParticleAttributes (129) duration property to
/// the NodeAttributes (128) duration of the same config: the record points at the fields of
/// the NodeAttributes property, while the file still stores the property's own stale value
/// (commonly -1/30) in its place, pointed at by nothing.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FieldsLayout {
    /// The record points at an identical copy of its fields written earlier (the most recent
    /// earlier property with the same fields) instead of at its own.
    pub shares_earlier_copy: bool,
    /// Values the file stores right after this property's own fields (or in their place, when
    /// shared) that no record points at.
    pub unreferenced: Vec<Field>,
    /// The record points at the modifier records of an earlier property with identical
    /// modifiers (the most recent one, in the order the fields are written) instead of at
    /// records of its own. Elden Ring and Nightreign link properties that have modifiers so:
    /// the linked property shares its copy's fields and its modifiers (every such property of
    /// 8,621 Elden Ring files; docs/corpus.md, linked properties).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shares_earlier_modifiers: bool,
}

/// The content of a modifier list as words, for telling whether two lists are identical
/// whatever their layouts: each modifier's type enums and fields, and its properties' type
/// enums and fields, each run preceded by its length.
pub(crate) fn modifiers_key(modifiers: &[Modifier]) -> Vec<u32> {
    let mut key = Vec::new();
    for modifier in modifiers {
        key.extend([u32::from(modifier.enum_a()), modifier.type_enum_b]);
        key.push(modifier.fields.len() as u32);
        key.extend(modifier.fields.iter().map(|f| f.0));
        key.push(modifier.properties.len() as u32);
        for property in &modifier.properties {
            key.extend([u32::from(property.enum_a()), property.type_enum_b]);
            key.push(property.fields.len() as u32);
            key.extend(property.fields.iter().map(|f| f.0));
        }
    }
    key
}

impl Property {
    /// The record's type enum A: the value type (bits 0–1), the function (4–7), the loop (12).
    pub fn enum_a(&self) -> u16 {
        self.value_type.raw() | u16::from(self.function.raw()) << 4 | u16::from(self.looped) << 12
    }

    /// A property with the Elden Ring form of `type_enum_b`, no modifiers and the plain layout.
    pub fn new(
        value_type: ValueType,
        function: PropertyFunction,
        looped: bool,
        fields: Vec<Field>,
    ) -> Self {
        Property {
            value_type,
            function,
            looped,
            type_enum_b: default_type_enum_b(value_type, function, looped),
            fields,
            modifiers: Vec::new(),
            layout: None,
        }
    }

    /// A constant scalar (function Constant, or Zero/One for 0.0 and 1.0 as the games store them).
    pub fn scalar(value: f32) -> Self {
        Self::from_constant(&[value])
    }

    /// A constant with 1 to 4 components (Zero or One when every component is 0 or 1, as the
    /// games store them). Extra components beyond 4 are ignored; an empty slice gives a scalar 0.
    pub fn from_constant(values: &[f32]) -> Self {
        let values = if values.is_empty() {
            &[0.0][..]
        } else {
            &values[..values.len().min(4)]
        };
        let value_type = ValueType::from_bits((values.len() - 1) as u16);
        let function = if values.iter().all(|&v| v == 0.0) {
            PropertyFunction::Zero
        } else if values.iter().all(|&v| v == 1.0) {
            PropertyFunction::One
        } else {
            PropertyFunction::Constant
        };
        let fields = if function == PropertyFunction::Constant {
            values.iter().map(|&v| Field::from_f32(v)).collect()
        } else {
            Vec::new()
        };
        Property::new(value_type, function, false, fields)
    }

    /// A keyframed property (Stepped, Linear, Bezier or Hermite) from its keyframes; min and max
    /// are computed per component. `control1`/`control2` are used for Bezier and Hermite only
    /// and must then have one entry per keyframe.
    pub fn keyframed(
        value_type: ValueType,
        function: PropertyFunction,
        looped: bool,
        keyframes: &Keyframes,
    ) -> Self {
        let c = value_type.components();
        let n = keyframes.times.len();
        let mut fields = vec![Field::from_i32(n as i32)];
        let mut min = [f32::INFINITY; 4];
        let mut max = [f32::NEG_INFINITY; 4];
        for v in &keyframes.values {
            for i in 0..c {
                min[i] = min[i].min(v[i]);
                max[i] = max[i].max(v[i]);
            }
        }
        if keyframes.values.is_empty() {
            min = [0.0; 4];
            max = [0.0; 4];
        }
        fields.extend(min[..c].iter().map(|&v| Field::from_f32(v)));
        fields.extend(max[..c].iter().map(|&v| Field::from_f32(v)));
        fields.extend(keyframes.times.iter().map(|&t| Field::from_f32(t)));
        let mut push_rows = |rows: &[[f32; 4]]| {
            for row in rows {
                fields.extend(row[..c].iter().map(|&v| Field::from_f32(v)));
            }
        };
        push_rows(&keyframes.values);
        if matches!(
            function,
            PropertyFunction::Bezier | PropertyFunction::Hermite
        ) {
            push_rows(&keyframes.control1);
            push_rows(&keyframes.control2);
        }
        Property::new(value_type, function, looped, fields)
    }

    /// The second type enum for this property with another function (and loop): the form that
    /// names the function where the file stores that form (Dark Souls 3, Sekiro, Elden Ring),
    /// else the stored value (Armored Core 6 stores 0, kept: its scalar Zero's named form is
    /// 0 too, so the value alone cannot tell).
    pub fn type_enum_b_for(
        &self,
        function: PropertyFunction,
        looped: bool,
        game: super::Game,
    ) -> u32 {
        let names_function = game != super::Game::ArmoredCore6
            && self.type_enum_b == default_type_enum_b(self.value_type, self.function, self.looped);
        if names_function {
            default_type_enum_b(self.value_type, function, looped)
        } else {
            self.type_enum_b
        }
    }

    /// Changes the function (and whether it loops), and the second type enum with it
    /// ([`Property::type_enum_b_for`]). The fields are the caller's to set.
    pub fn set_function(&mut self, function: PropertyFunction, looped: bool, game: super::Game) {
        self.type_enum_b = self.type_enum_b_for(function, looped, game);
        self.function = function;
        self.looped = looped;
    }

    /// The same property with modifiers added.
    pub fn with_modifiers(mut self, modifiers: Vec<Modifier>) -> Self {
        self.modifiers.extend(modifiers);
        self
    }

    /// The number of components (1..=4).
    pub fn components(&self) -> usize {
        self.value_type.components()
    }

    /// The value of a Zero, One or Constant property (components beyond the value type are 0),
    /// or `None` for keyframed functions or a Constant with the wrong field count.
    pub fn constant(&self) -> Option<[f32; 4]> {
        let c = self.components();
        let mut out = [0.0f32; 4];
        match self.function {
            PropertyFunction::Zero => Some(out),
            PropertyFunction::One => {
                out[..c].iter_mut().for_each(|v| *v = 1.0);
                Some(out)
            }
            PropertyFunction::Constant if self.fields.len() == c => {
                for (o, f) in out.iter_mut().zip(&self.fields) {
                    *o = f.as_f32();
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// The keyframes of a Stepped, Linear, Bezier or Hermite property.
    pub fn keyframes(&self) -> Result<Keyframes> {
        decode_keyframes(self.value_type, self.function, &self.fields)
    }

    /// The per-component keyframes of a ComponentHermite property (Armored Core 6).
    pub fn component_keyframes(&self) -> Result<ComponentKeyframes> {
        decode_component_keyframes(self.value_type, self.function, &self.fields)
    }

    /// The decoded value, whatever the function.
    pub fn decode(&self) -> Result<PropertyValue> {
        match self.function {
            PropertyFunction::Zero | PropertyFunction::One | PropertyFunction::Constant => {
                self.constant().map(PropertyValue::Constant).ok_or_else(|| {
                    bad_fields("Constant property", self.components(), self.fields.len())
                })
            }
            PropertyFunction::ComponentHermite => self
                .component_keyframes()
                .map(PropertyValue::ComponentKeyframes),
            PropertyFunction::Unknown(raw) => Err(FormatError::Unsupported {
                format: super::FORMAT,
                offset: 0,
                what: "property function",
                detail: format!("function {raw} has no known field layout"),
            }),
            _ => self.keyframes().map(PropertyValue::Keyframes),
        }
    }
}

/// The Elden Ring form of a property's type enum B: `valueType | function << 2 | looped << 4`.
pub fn default_type_enum_b(value_type: ValueType, function: PropertyFunction, looped: bool) -> u32 {
    u32::from(value_type.raw()) | u32::from(function.raw()) << 2 | u32::from(looped) << 4
}

/// A property's decoded value.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum PropertyValue {
    /// Zero, One or Constant (components beyond the value type are 0).
    Constant([f32; 4]),
    /// Stepped, Linear, Bezier or Hermite keyframes.
    Keyframes(Keyframes),
    /// ComponentHermite keyframes.
    ComponentKeyframes(ComponentKeyframes),
}

/// The keyframes of a Stepped, Linear, Bezier or Hermite property. Components beyond the
/// property's value type are 0 in every array.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Keyframes {
    /// The per-component minimum the file stores (the game's bounds for the curve).
    pub min: [f32; 4],
    /// The per-component maximum the file stores.
    pub max: [f32; 4],
    /// The keyframe times, one per keyframe.
    pub times: Vec<f32>,
    /// The keyframe values, one per keyframe.
    pub values: Vec<[f32; 4]>,
    /// Bezier: the first control point of each keyframe; Hermite: the first tangent. Empty
    /// for Stepped and Linear.
    pub control1: Vec<[f32; 4]>,
    /// Bezier: the second control point of each keyframe; Hermite: the second tangent. Empty
    /// for Stepped and Linear.
    pub control2: Vec<[f32; 4]>,
}

/// The keyframes of a ComponentHermite property: one Hermite curve per component.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ComponentKeyframes {
    /// The curve's duration (field 0).
    pub duration: f32,
    /// The per-component minimum.
    pub min: [f32; 4],
    /// The per-component maximum.
    pub max: [f32; 4],
    /// One curve per component.
    pub components: Vec<ComponentCurve>,
}

/// One component's Hermite curve in a ComponentHermite property.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ComponentCurve {
    /// Keyframe times.
    pub times: Vec<f32>,
    /// Keyframe values.
    pub values: Vec<f32>,
    /// First tangent of each keyframe.
    pub tangents1: Vec<f32>,
    /// Second tangent of each keyframe.
    pub tangents2: Vec<f32>,
}

fn bad_fields(what: &'static str, expected: impl std::fmt::Display, found: usize) -> FormatError {
    FormatError::invalid(super::FORMAT, 0, what, format!("{expected} fields"), found)
}

/// The field count a property's function requires, computed from the fields it has (the
/// keyframe counts are themselves fields). `Err` says why the fields cannot fit; `Ok(None)`
/// means the function is unknown, so any count is accepted.
pub fn expected_field_count(
    value_type: ValueType,
    function: PropertyFunction,
    fields: &[Field],
) -> std::result::Result<Option<u64>, String> {
    let c = value_type.components() as u64;
    match function {
        PropertyFunction::Zero | PropertyFunction::One => Ok(Some(0)),
        PropertyFunction::Constant => Ok(Some(c)),
        PropertyFunction::Stepped
        | PropertyFunction::Linear
        | PropertyFunction::Bezier
        | PropertyFunction::Hermite => {
            let n = keyframe_count(fields.first())?;
            let per_keyframe = if matches!(
                function,
                PropertyFunction::Bezier | PropertyFunction::Hermite
            ) {
                1 + 3 * c
            } else {
                1 + c
            };
            Ok(Some(1 + 2 * c + per_keyframe * n))
        }
        PropertyFunction::ComponentHermite => {
            let mut total = 1 + 3 * c;
            for i in 1..=c as usize {
                let n = keyframe_count(fields.get(i))?;
                total += 4 * n;
            }
            Ok(Some(total))
        }
        PropertyFunction::Unknown(_) => Ok(None),
    }
}

fn keyframe_count(field: Option<&Field>) -> std::result::Result<u64, String> {
    let Some(field) = field else {
        return Err("the keyframe count field is missing".to_string());
    };
    u64::try_from(field.as_i32()).map_err(|_| format!("negative keyframe count {}", field.as_i32()))
}

fn check_count(value_type: ValueType, function: PropertyFunction, fields: &[Field]) -> Result<()> {
    match expected_field_count(value_type, function, fields) {
        Ok(Some(expected)) if expected == fields.len() as u64 => Ok(()),
        Ok(None) => Ok(()),
        Ok(Some(expected)) => Err(bad_fields("property fields", expected, fields.len())),
        Err(why) => Err(bad_fields("property fields", why, fields.len())),
    }
}

fn row(fields: &[Field], start: usize, c: usize) -> [f32; 4] {
    let mut out = [0.0f32; 4];
    for (i, o) in out.iter_mut().enumerate().take(c) {
        *o = fields.get(start + i).map_or(0.0, |f| f.as_f32());
    }
    out
}

fn decode_keyframes(
    value_type: ValueType,
    function: PropertyFunction,
    fields: &[Field],
) -> Result<Keyframes> {
    if !matches!(
        function,
        PropertyFunction::Stepped
            | PropertyFunction::Linear
            | PropertyFunction::Bezier
            | PropertyFunction::Hermite
    ) {
        return Err(FormatError::invalid(
            super::FORMAT,
            0,
            "property function",
            "Stepped, Linear, Bezier or Hermite",
            format!("{function:?}"),
        ));
    }
    check_count(value_type, function, fields)?;
    let c = value_type.components();
    // The count check above guarantees every index below is in range.
    let n = fields.first().map_or(0, |f| f.as_i32().max(0) as usize);
    let times_at = 1 + 2 * c;
    let values_at = times_at + n;
    let rows = |start: usize| {
        (0..n)
            .map(|k| row(fields, start + k * c, c))
            .collect::<Vec<_>>()
    };
    let with_controls = matches!(
        function,
        PropertyFunction::Bezier | PropertyFunction::Hermite
    );
    Ok(Keyframes {
        min: row(fields, 1, c),
        max: row(fields, 1 + c, c),
        times: (0..n)
            .map(|k| fields.get(times_at + k).map_or(0.0, |f| f.as_f32()))
            .collect(),
        values: rows(values_at),
        control1: if with_controls {
            rows(values_at + n * c)
        } else {
            Vec::new()
        },
        control2: if with_controls {
            rows(values_at + 2 * n * c)
        } else {
            Vec::new()
        },
    })
}

fn decode_component_keyframes(
    value_type: ValueType,
    function: PropertyFunction,
    fields: &[Field],
) -> Result<ComponentKeyframes> {
    if function != PropertyFunction::ComponentHermite {
        return Err(FormatError::invalid(
            super::FORMAT,
            0,
            "property function",
            "ComponentHermite",
            format!("{function:?}"),
        ));
    }
    check_count(value_type, function, fields)?;
    let c = value_type.components();
    let float = |i: usize| fields.get(i).map_or(0.0, |f| f.as_f32());
    let mut at = 1 + 3 * c;
    let mut components = Vec::with_capacity(c);
    for i in 0..c {
        let n = fields.get(1 + i).map_or(0, |f| f.as_i32().max(0) as usize);
        let list = |start: usize| (start..start + n).map(float).collect::<Vec<_>>();
        components.push(ComponentCurve {
            times: list(at),
            values: list(at + n),
            tangents1: list(at + 2 * n),
            tangents2: list(at + 3 * n),
        });
        at += 4 * n;
    }
    Ok(ComponentKeyframes {
        duration: float(0),
        min: row(fields, 1 + c, c),
        max: row(fields, 1 + 2 * c, c),
        components,
    })
}

/// What a modifier does (computed from its type enum A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ModifierType {
    /// 21: adds a random offset in `[-max, max]`.
    RandomDelta,
    /// 24: adds a random offset in `[min, max]` (Elden Ring and later).
    RandomRange,
    /// 38: multiplies by a factor property whose argument is an external value.
    ExternalValue1,
    /// 39: like ExternalValue1 (Elden Ring and later).
    ExternalValue2,
    /// 53: multiplies by a random factor in `[1 - max, 1 + max]`.
    RandomFraction,
    /// Any other type, kept so it can be written back.
    Unknown(u8),
}

impl ModifierType {
    /// The type for a raw value (0..=63).
    pub const fn from_raw(raw: u8) -> Self {
        match raw {
            21 => ModifierType::RandomDelta,
            24 => ModifierType::RandomRange,
            38 => ModifierType::ExternalValue1,
            39 => ModifierType::ExternalValue2,
            53 => ModifierType::RandomFraction,
            other => ModifierType::Unknown(other),
        }
    }

    /// The raw value.
    pub const fn raw(self) -> u8 {
        match self {
            ModifierType::RandomDelta => 21,
            ModifierType::RandomRange => 24,
            ModifierType::ExternalValue1 => 38,
            ModifierType::ExternalValue2 => 39,
            ModifierType::RandomFraction => 53,
            ModifierType::Unknown(raw) => raw,
        }
    }

    /// The modifier's type enum A: bits 14–15 set, the type's high 2 bits at 12–13, its low
    /// 4 bits at 4–7, the value type at 0–1.
    pub const fn enum_a(self, value_type: ValueType) -> u16 {
        let t = self.raw() as u16;
        0xC000 | ((t >> 4) & 3) << 12 | (t & 0xF) << 4 | value_type.raw()
    }

    /// Decodes a type enum A; `None` if bits outside the documented ones are set or 14–15 are not.
    pub const fn from_enum_a(enum_a: u16) -> Option<(ModifierType, ValueType)> {
        let t = (((enum_a >> 12) & 3) << 4 | ((enum_a >> 4) & 0xF)) as u8;
        let value_type = ValueType::from_bits(enum_a);
        let ty = ModifierType::from_raw(t);
        if ty.enum_a(value_type) == enum_a {
            Some((ty, value_type))
        } else {
            None
        }
    }

    /// The usual type enum B for a game (the file's value is kept raw when read). Observed:
    /// Elden Ring RandomRange 4, ExternalValue1 8, RandomFraction 16; Dark Souls 3
    /// RandomDelta 0, RandomFraction 8; Armored Core 6 always 0. The other Sekiro and Dark
    /// Souls 3 values follow formats.md (Sekiro: 0/4/8/-/12) and are not verified.
    pub fn default_enum_b(self, value_type: ValueType, game: super::Game) -> u32 {
        use super::Game;
        if matches!(game, Game::ArmoredCore6 | Game::Nightreign) {
            return 0;
        }
        self.enum_b_base(game) | u32::from(value_type.raw())
    }

    /// The part of `type_enum_b` a modifier type sets for a game, before its value type: the
    /// `fxr` library's `Modifier.enumBValues` (which it writes for every game).
    pub fn enum_b_base(self, game: super::Game) -> u32 {
        use super::Game;
        match (game, self) {
            (_, ModifierType::RandomDelta) => 0,
            (_, ModifierType::RandomRange) => 4,
            (Game::DarkSouls3, ModifierType::ExternalValue1) => 4,
            (Game::DarkSouls3, ModifierType::RandomFraction) => 8,
            (_, ModifierType::ExternalValue1) => 8,
            (Game::Sekiro, ModifierType::RandomFraction) => 12,
            (_, ModifierType::ExternalValue2) => 12,
            (_, ModifierType::RandomFraction) => 16,
            (_, ModifierType::Unknown(_)) => 0,
        }
    }
}

/// A modifier of a property.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Modifier {
    /// What the modifier does; with `value_type` it determines the record's type enum A.
    pub modifier_type: ModifierType,
    /// The component count of the modifier's values.
    pub value_type: ValueType,
    /// The record's second type enum, kept raw because it differs per game (see
    /// [`ModifierType::default_enum_b`]).
    pub type_enum_b: u32,
    /// The raw fields (see the module documentation).
    pub fields: Vec<Field>,
    /// The properties the modifier owns (one factor for the external-value modifiers).
    pub properties: Vec<Property>,
}

/// A modifier's decoded meaning.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum ModifierValue {
    /// Adds a random offset in `[-max, max]` per component.
    RandomDelta {
        /// Random seeds, one per component.
        seeds: [i32; 4],
        /// Maximum offset per component.
        max: [f32; 4],
    },
    /// Adds a random offset in `[min, max]` per component.
    RandomRange {
        /// Random seeds, one per component.
        seeds: [i32; 4],
        /// Minimum offset per component.
        min: [f32; 4],
        /// Maximum offset per component.
        max: [f32; 4],
    },
    /// Multiplies by a random factor in `[1 - max, 1 + max]` per component.
    RandomFraction {
        /// Random seeds, one per component.
        seeds: [i32; 4],
        /// Maximum fraction per component.
        max: [f32; 4],
    },
    /// Multiplies by `properties[0]` evaluated at the external value.
    ExternalValue {
        /// Which external value feeds the factor property.
        external_value: i32,
        /// Whether this is ExternalValue2 (39) rather than ExternalValue1 (38).
        second: bool,
    },
}

impl Modifier {
    /// A modifier with the given game's usual type enum B.
    pub fn new(
        modifier_type: ModifierType,
        value_type: ValueType,
        game: super::Game,
        fields: Vec<Field>,
        properties: Vec<Property>,
    ) -> Self {
        Modifier {
            modifier_type,
            value_type,
            type_enum_b: modifier_type.default_enum_b(value_type, game),
            fields,
            properties,
        }
    }

    /// The record's type enum A.
    pub fn enum_a(&self) -> u16 {
        self.modifier_type.enum_a(self.value_type)
    }

    /// The field and property counts this modifier's type requires, if the type is known.
    pub fn expected_counts(&self) -> Option<(usize, usize)> {
        let c = self.value_type.components();
        match self.modifier_type {
            ModifierType::RandomDelta | ModifierType::RandomFraction => Some((2 * c, 0)),
            ModifierType::RandomRange => Some((3 * c, 0)),
            ModifierType::ExternalValue1 | ModifierType::ExternalValue2 => Some((1, 1)),
            ModifierType::Unknown(_) => None,
        }
    }

    /// The decoded meaning; an error if the type is unknown or the counts do not fit it.
    pub fn decode(&self) -> Result<ModifierValue> {
        let Some((fields, properties)) = self.expected_counts() else {
            return Err(FormatError::Unsupported {
                format: super::FORMAT,
                offset: 0,
                what: "modifier type",
                detail: format!("type {} has no known layout", self.modifier_type.raw()),
            });
        };
        if self.fields.len() != fields || self.properties.len() != properties {
            return Err(FormatError::invalid(
                super::FORMAT,
                0,
                "modifier counts",
                format!("{fields} fields and {properties} properties"),
                format!(
                    "{} fields and {} properties",
                    self.fields.len(),
                    self.properties.len()
                ),
            ));
        }
        let c = self.value_type.components();
        let mut seeds = [0i32; 4];
        for (s, f) in seeds.iter_mut().zip(&self.fields).take(c) {
            *s = f.as_i32();
        }
        Ok(match self.modifier_type {
            ModifierType::RandomDelta => ModifierValue::RandomDelta {
                seeds,
                max: row(&self.fields, c, c),
            },
            ModifierType::RandomFraction => ModifierValue::RandomFraction {
                seeds,
                max: row(&self.fields, c, c),
            },
            ModifierType::RandomRange => ModifierValue::RandomRange {
                seeds,
                min: row(&self.fields, c, c),
                max: row(&self.fields, 2 * c, c),
            },
            ModifierType::ExternalValue1 | ModifierType::ExternalValue2 => {
                ModifierValue::ExternalValue {
                    external_value: self.fields.first().map_or(0, |f| f.as_i32()),
                    second: self.modifier_type == ModifierType::ExternalValue2,
                }
            }
            ModifierType::Unknown(_) => unreachable_unknown()?,
        })
    }

    /// The random seeds of a RandomDelta, RandomRange or RandomFraction modifier.
    pub fn seeds(&self) -> Option<[i32; 4]> {
        match self.decode().ok()? {
            ModifierValue::RandomDelta { seeds, .. }
            | ModifierValue::RandomRange { seeds, .. }
            | ModifierValue::RandomFraction { seeds, .. } => Some(seeds),
            ModifierValue::ExternalValue { .. } => None,
        }
    }

    /// The external value id of an ExternalValue1/2 modifier.
    pub fn external_value(&self) -> Option<i32> {
        match self.decode().ok()? {
            ModifierValue::ExternalValue { external_value, .. } => Some(external_value),
            _ => None,
        }
    }

    /// The factor property of an ExternalValue1/2 modifier.
    pub fn factor(&self) -> Option<&Property> {
        match self.modifier_type {
            ModifierType::ExternalValue1 | ModifierType::ExternalValue2 => self.properties.first(),
            _ => None,
        }
    }
}

// `decode` handles Unknown before the match; this keeps the match exhaustive without a panic.
fn unreachable_unknown() -> Result<ModifierValue> {
    Err(FormatError::Unsupported {
        format: super::FORMAT,
        offset: 0,
        what: "modifier type",
        detail: "unknown".to_string(),
    })
}

/// Checks a modifier's counts against its type (used by the reader).
pub(super) fn validate_modifier(modifier: &Modifier) -> Result<()> {
    match modifier.expected_counts() {
        Some((fields, properties))
            if fields != modifier.fields.len() || properties != modifier.properties.len() =>
        {
            Err(FormatError::invalid(
                super::FORMAT,
                0,
                "modifier counts",
                format!("{fields} fields and {properties} properties"),
                format!(
                    "{} fields and {} properties",
                    modifier.fields.len(),
                    modifier.properties.len()
                ),
            ))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn floats(v: &[f32]) -> Vec<Field> {
        v.iter().map(|&x| Field::from_f32(x)).collect()
    }

    fn with_count(n: i32, rest: &[f32]) -> Vec<Field> {
        let mut f = vec![Field::from_i32(n)];
        f.extend(floats(rest));
        f
    }

    #[test]
    fn field_count_formula_per_function() {
        use PropertyFunction::*;
        let s = ValueType::Scalar;
        let v3 = ValueType::Vec3;
        let n2 = [Field::from_i32(2)];
        // (value type, function, fields, expected count)
        let cases: [(ValueType, PropertyFunction, &[Field], Option<u64>); 9] = [
            (s, Zero, &[], Some(0)),
            (v3, One, &[], Some(0)),
            (v3, Constant, &[], Some(3)),
            (s, Stepped, &n2, Some(1 + 2 + 2 * 2)),
            (s, Linear, &n2, Some(7)),
            (v3, Linear, &n2, Some(1 + 6 + 4 * 2)),
            (s, Bezier, &n2, Some(1 + 2 + 4 * 2)),
            (v3, Hermite, &n2, Some(1 + 6 + 10 * 2)),
            (s, Unknown(9), &[], None),
        ];
        for (vt, func, fields, expected) in cases {
            assert_eq!(
                expected_field_count(vt, func, fields),
                Ok(expected),
                "{vt:?} {func:?}"
            );
        }
        let component = [Field::from_f32(0.5), Field::from_i32(2), Field::from_i32(1)];
        assert_eq!(
            expected_field_count(ValueType::Vec2, ComponentHermite, &component),
            Ok(Some(1 + 6 + 4 * 3))
        );
        assert!(expected_field_count(s, Linear, &[]).is_err());
        assert!(expected_field_count(s, Linear, &[Field::from_i32(-1)]).is_err());
    }

    #[test]
    fn decodes_constant_zero_and_one() {
        let p = Property::new(
            ValueType::Vec2,
            PropertyFunction::Constant,
            false,
            floats(&[2.0, 3.0]),
        );
        assert_eq!(p.constant(), Some([2.0, 3.0, 0.0, 0.0]));
        assert_eq!(
            p.decode(),
            Ok(PropertyValue::Constant([2.0, 3.0, 0.0, 0.0]))
        );
        let one = Property::new(ValueType::Vec3, PropertyFunction::One, false, vec![]);
        assert_eq!(one.constant(), Some([1.0, 1.0, 1.0, 0.0]));
        let zero = Property::new(ValueType::Vec4, PropertyFunction::Zero, false, vec![]);
        assert_eq!(zero.constant(), Some([0.0; 4]));
        let short = Property::new(
            ValueType::Vec3,
            PropertyFunction::Constant,
            false,
            floats(&[1.0]),
        );
        assert_eq!(short.constant(), None);
        assert!(short.decode().is_err());
        assert_eq!(
            Property::from_constant(&[0.0, 0.0]).function,
            PropertyFunction::Zero
        );
        assert_eq!(
            Property::from_constant(&[1.0]).function,
            PropertyFunction::One
        );
        assert_eq!(Property::scalar(31421.0).fields, floats(&[31421.0]));
    }

    #[test]
    fn decodes_stepped_and_linear() {
        // 2 keyframes, vec2: n, min(2), max(2), times(2), values(2x2)
        let fields = with_count(2, &[0.0, 1.0, 5.0, 6.0, 0.0, 0.5, 0.0, 1.0, 5.0, 6.0]);
        for func in [PropertyFunction::Stepped, PropertyFunction::Linear] {
            let p = Property::new(ValueType::Vec2, func, false, fields.clone());
            let k = p.keyframes().expect("valid keyframes");
            assert_eq!(k.min, [0.0, 1.0, 0.0, 0.0]);
            assert_eq!(k.max, [5.0, 6.0, 0.0, 0.0]);
            assert_eq!(k.times, vec![0.0, 0.5]);
            assert_eq!(k.values, vec![[0.0, 1.0, 0.0, 0.0], [5.0, 6.0, 0.0, 0.0]]);
            assert!(k.control1.is_empty() && k.control2.is_empty());
            // Rebuilding from the keyframes gives the same fields.
            assert_eq!(
                Property::keyframed(ValueType::Vec2, func, false, &k).fields,
                fields
            );
        }
        // One field short: an error, not a panic.
        let mut short = fields.clone();
        short.pop();
        let p = Property::new(ValueType::Vec2, PropertyFunction::Linear, false, short);
        assert!(p.keyframes().is_err());
        assert!(p.decode().is_err());
    }

    #[test]
    fn decodes_bezier_and_hermite() {
        // scalar, 2 keyframes: n, min, max, t0 t1, v0 v1, p1 (2), p2 (2)
        let fields = with_count(2, &[0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.1, 0.2, 0.3, 0.4]);
        for func in [PropertyFunction::Bezier, PropertyFunction::Hermite] {
            let p = Property::new(ValueType::Scalar, func, true, fields.clone());
            let k = p.keyframes().expect("valid keyframes");
            assert_eq!(k.times, vec![0.0, 1.0]);
            assert_eq!(k.values, vec![[0.0; 4], [1.0, 0.0, 0.0, 0.0]]);
            assert_eq!(k.control1, vec![[0.1, 0.0, 0.0, 0.0], [0.2, 0.0, 0.0, 0.0]]);
            assert_eq!(k.control2, vec![[0.3, 0.0, 0.0, 0.0], [0.4, 0.0, 0.0, 0.0]]);
            assert_eq!(
                Property::keyframed(ValueType::Scalar, func, true, &k).fields,
                fields
            );
        }
        let constant = Property::scalar(2.0);
        assert!(constant.keyframes().is_err());
    }

    #[test]
    fn decodes_component_hermite() {
        // vec2: duration, counts [1, 2], min(2), max(2), comp0 (1 each), comp1 (2 each)
        let mut fields = floats(&[0.4]);
        fields.push(Field::from_i32(1));
        fields.push(Field::from_i32(2));
        fields.extend(floats(&[0.0, 1.0, 2.0, 3.0]));
        fields.extend(floats(&[0.0, 7.0, 0.5, 0.25]));
        fields.extend(floats(&[0.0, 0.4, 1.0, 3.0, 0.1, 0.2, 0.3, 0.4]));
        let p = Property::new(
            ValueType::Vec2,
            PropertyFunction::ComponentHermite,
            false,
            fields.clone(),
        );
        let k = p.component_keyframes().expect("valid");
        assert_eq!(k.duration, 0.4);
        assert_eq!(k.min, [0.0, 1.0, 0.0, 0.0]);
        assert_eq!(k.max, [2.0, 3.0, 0.0, 0.0]);
        assert_eq!(
            k.components[0],
            ComponentCurve {
                times: vec![0.0],
                values: vec![7.0],
                tangents1: vec![0.5],
                tangents2: vec![0.25]
            }
        );
        assert_eq!(k.components[1].times, vec![0.0, 0.4]);
        assert_eq!(k.components[1].values, vec![1.0, 3.0]);
        assert_eq!(k.components[1].tangents2, vec![0.3, 0.4]);
        let mut bad = fields;
        bad[2] = Field::from_i32(1000);
        let p = Property::new(
            ValueType::Vec2,
            PropertyFunction::ComponentHermite,
            false,
            bad,
        );
        assert!(p.component_keyframes().is_err());
        assert!(p.keyframes().is_err());
    }

    #[test]
    fn modifier_enum_a_table() {
        // (type, value type, enum A) as found in the sample files.
        let cases = [
            (ModifierType::RandomDelta, ValueType::Scalar, 0xD050u16),
            (ModifierType::RandomRange, ValueType::Scalar, 0xD080),
            (ModifierType::ExternalValue1, ValueType::Scalar, 0xE060),
            (ModifierType::ExternalValue2, ValueType::Vec4, 0xE073),
            (ModifierType::RandomFraction, ValueType::Scalar, 0xF050),
        ];
        for (ty, vt, a) in cases {
            assert_eq!(ty.enum_a(vt), a, "{ty:?}");
            assert_eq!(ModifierType::from_enum_a(a), Some((ty, vt)));
        }
        assert_eq!(
            ModifierType::from_enum_a(0x1050),
            None,
            "bits 14-15 must be set"
        );
        assert_eq!(
            ModifierType::from_enum_a(0xD058),
            None,
            "bit 3 is not part of the enum"
        );
    }

    #[test]
    fn decodes_modifiers() {
        use crate::fxr::Game;
        let f = |v: &[u32]| v.iter().map(|&x| Field(x)).collect::<Vec<_>>();
        let delta = Modifier::new(
            ModifierType::RandomDelta,
            ValueType::Vec2,
            Game::EldenRing,
            f(&[7, 8, 1.5f32.to_bits(), 2.5f32.to_bits()]),
            vec![],
        );
        assert_eq!(
            delta.decode(),
            Ok(ModifierValue::RandomDelta {
                seeds: [7, 8, 0, 0],
                max: [1.5, 2.5, 0.0, 0.0]
            })
        );
        assert_eq!(delta.seeds(), Some([7, 8, 0, 0]));
        let range = Modifier::new(
            ModifierType::RandomRange,
            ValueType::Scalar,
            Game::EldenRing,
            f(&[3, (-1.0f32).to_bits(), 2.0f32.to_bits()]),
            vec![],
        );
        assert_eq!(range.type_enum_b, 4);
        assert_eq!(
            range.decode(),
            Ok(ModifierValue::RandomRange {
                seeds: [3, 0, 0, 0],
                min: [-1.0, 0.0, 0.0, 0.0],
                max: [2.0, 0.0, 0.0, 0.0]
            })
        );
        let ext = Modifier::new(
            ModifierType::ExternalValue1,
            ValueType::Scalar,
            Game::EldenRing,
            f(&[10000]),
            vec![Property::scalar(2.0)],
        );
        assert_eq!(ext.external_value(), Some(10000));
        assert_eq!(ext.factor(), Some(&Property::scalar(2.0)));
        assert_eq!(ext.seeds(), None);
        let broken = Modifier {
            fields: vec![],
            ..ext
        };
        assert!(broken.decode().is_err());
        assert!(validate_modifier(&broken).is_err());
    }
}
