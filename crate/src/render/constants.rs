//! The engine's constant buffers, by their variables' names, with where each value came from.
//!
//! The effect programs read `PSCommonBuffer` and `VSCommonBuffer` (seeds 000: the values
//! that choose how a draw looks). Our buffers carry the engine's variable names; their
//! layout is ours (the WGSL structs in `shaders/` mirror it), since the engine's offsets are
//! only known from a program's reflection, which the inspector shows when the user opens the
//! shader bundle. Every value keeps its provenance: the file field (action, list, index,
//! name), an option of ours, the camera, or an engine default.

use crate::sim::action::Slot;

/// A constant's type, as HLSL names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ValueType {
    /// 32-bit float.
    Float,
    /// Two floats.
    Float2,
    /// Four floats.
    Float4,
    /// 32-bit signed integer (stored as an integer in the buffer's bytes, as the engine does).
    Int,
    /// A 4x4 float matrix (column major).
    Float4x4,
}

impl ValueType {
    /// Its size in bytes.
    pub fn size(self) -> usize {
        match self {
            ValueType::Float | ValueType::Int => 4,
            ValueType::Float2 => 8,
            ValueType::Float4 => 16,
            ValueType::Float4x4 => 64,
        }
    }

    /// The HLSL name.
    pub fn hlsl(self) -> &'static str {
        match self {
            ValueType::Float => "float",
            ValueType::Float2 => "float2",
            ValueType::Float4 => "float4",
            ValueType::Int => "int",
            ValueType::Float4x4 => "float4x4",
        }
    }
}

/// One variable of a buffer layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Variable {
    /// The engine's name.
    pub name: &'static str,
    /// Its type.
    #[serde(rename = "type")]
    pub value_type: ValueType,
    /// Byte offset in our layout.
    pub offset: usize,
}

/// A buffer's layout: its name, size and variables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Layout {
    /// The engine's buffer name.
    pub name: &'static str,
    /// Its size in our layout.
    pub size: usize,
    /// Its variables, by offset.
    pub variables: &'static [Variable],
}

impl Layout {
    /// The variable called `name`.
    pub fn variable(&self, name: &str) -> Option<&'static Variable> {
        self.variables.iter().find(|v| v.name == name)
    }
}

const fn var(name: &'static str, value_type: ValueType, offset: usize) -> Variable {
    Variable { name, value_type, offset }
}

/// Our PSCommonBuffer (the engine's names; Sekiro's is 960 bytes, Elden Ring's 832: ours
/// holds the variables the effect programs of the notes read). `shaders/common.wgsl`'s
/// `PSCommonBuffer` struct has the same layout.
pub const PS_COMMON: Layout = Layout {
    name: "PSCommonBuffer",
    size: 256,
    variables: &[
        var("g_color", ValueType::Float4, 0),
        var("g_vColorScale", ValueType::Float4, 16),
        var("g_psGlowScale", ValueType::Float4, 32),
        var("g_ps_softSpriteScaleOffset", ValueType::Float4, 48),
        var("g_vTracerParam", ValueType::Float4, 64),
        var("g_resolveRectUV", ValueType::Float4, 80),
        var("g_dynamicResolution_UVScale", ValueType::Float2, 96),
        var("g_normalMapScrollScale", ValueType::Float2, 104),
        var("g_waveStrength", ValueType::Float, 112),
        var("g_clampDistanceInverse", ValueType::Float, 116),
        var("g_waveTime", ValueType::Float, 120),
        var("g_waveNum", ValueType::Float, 124),
        var("g_vNormalMapScrollDistance", ValueType::Float, 128),
        var("g_hNormalMapScrollDistance", ValueType::Float, 132),
        var("g_ps_preExposure", ValueType::Float, 136),
        var("g_ps_invPreExposure", ValueType::Float, 140),
        var("g_transductionAlphaToColorScale", ValueType::Float, 144),
        var("g_alphaCutoff", ValueType::Float, 148),
        var("g_ps_TexBlendType", ValueType::Int, 160),
        var("g_ps_TexBlendType2", ValueType::Int, 164),
        var("g_ps_TexBlendType3", ValueType::Int, 168),
        var("g_ps_ColorBlendType", ValueType::Int, 172),
        var("g_ps_BlendingMode", ValueType::Int, 176),
        var("g_ps_FogMultMode", ValueType::Int, 180),
        var("g_ps_bPreAlphaMult", ValueType::Int, 184),
        var("g_flipbookBlendMode", ValueType::Int, 188),
        var("g_ps_bEnableLighting", ValueType::Int, 192),
        var("g_ps_bEnableFog", ValueType::Int, 196),
        var("g_outputCoverage", ValueType::Int, 200),
        var("g_distortionMode", ValueType::Int, 204),
    ],
};

/// Our VSCommonBuffer (the camera and screen the vertex programs read; seeds 000: "view,
/// projection and view-projection matrices, fog range, screen size, near and far distances,
/// camera position, near and far fade ranges"). `shaders/common.wgsl` mirrors it.
pub const VS_COMMON: Layout = Layout {
    name: "VSCommonBuffer",
    size: 288,
    variables: &[
        var("g_viewMatrix", ValueType::Float4x4, 0),
        var("g_projectionMatrix", ValueType::Float4x4, 64),
        var("g_viewProjectionMatrix", ValueType::Float4x4, 128),
        var("g_cameraPosition", ValueType::Float4, 192),
        var("g_screenSize", ValueType::Float4, 208),
        var("g_nearFar", ValueType::Float4, 224),
        var("g_fogRange", ValueType::Float4, 240),
        var("g_nearFadeRange", ValueType::Float4, 256),
        var("g_farFadeRange", ValueType::Float4, 272),
    ],
};

/// Where a constant's value came from.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "from", rename_all = "snake_case")]
pub enum Provenance {
    /// A field or property of the effect file.
    File {
        /// The action type.
        action: i16,
        /// Where in the action (list, index, name).
        slot: Slot,
        /// How it was turned into the constant, when not as stored.
        #[serde(skip_serializing_if = "Option::is_none")]
        rule: Option<&'static str>,
    },
    /// One of our options (the viewer's settings).
    Option {
        /// The option.
        name: &'static str,
    },
    /// The camera or the frame.
    View,
    /// A value the engine uses when nothing sets it, as the captures record it.
    EngineDefault {
        /// What the notes say.
        note: &'static str,
    },
    /// Our choice where the notes record nothing.
    Ours {
        /// Why.
        note: &'static str,
    },
    /// Set by the user in the inspector (an override), in place of what the frame gave.
    Override {
        /// Where the frame's value came from, if it set one.
        #[serde(skip_serializing_if = "Option::is_none")]
        replaced: Option<Box<Provenance>>,
    },
}

/// A constant's value.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
#[serde(untagged)]
pub enum Value {
    /// An integer.
    Int(i32),
    /// A float.
    Float(f32),
    /// Up to four floats.
    Floats([f32; 4]),
    /// A matrix, column major.
    Matrix([f32; 16]),
}

/// A buffer's values, laid out by a [`Layout`], with provenance.
#[derive(Debug, Clone, PartialEq)]
pub struct Buffer {
    /// The layout.
    pub layout: Layout,
    /// The bytes as uploaded.
    pub bytes: Vec<u8>,
    /// Per variable name: its value and provenance (variables never set stay zero and are
    /// listed with the provenance "not set").
    pub values: Vec<(&'static str, Value, Provenance)>,
}

impl Buffer {
    /// A zeroed buffer.
    pub fn new(layout: Layout) -> Self {
        Buffer { layout, bytes: vec![0; layout.size], values: Vec::new() }
    }

    /// Sets a variable. Panics only on a name or type that is not in the layout, which is a
    /// bug in the caller (never input data).
    pub fn set(&mut self, name: &'static str, value: Value, provenance: Provenance) {
        let Some(v) = self.layout.variable(name) else {
            debug_assert!(false, "{name} is not in {}", self.layout.name);
            return;
        };
        let at = v.offset;
        let mut write = |i: usize, bytes: [u8; 4]| {
            if let Some(dst) = self.bytes.get_mut(at + i * 4..at + i * 4 + 4) {
                dst.copy_from_slice(&bytes);
            }
        };
        match (v.value_type, value) {
            (ValueType::Int, Value::Int(i)) => write(0, i.to_le_bytes()),
            (ValueType::Float, Value::Float(f)) => write(0, f.to_le_bytes()),
            (ValueType::Float2 | ValueType::Float4, Value::Floats(fs)) => {
                for (i, f) in fs.iter().take(v.value_type.size() / 4).enumerate() {
                    write(i, f.to_le_bytes());
                }
            }
            (ValueType::Float4x4, Value::Matrix(m)) => {
                for (i, f) in m.iter().enumerate() {
                    write(i, f.to_le_bytes());
                }
            }
            (t, value) => {
                debug_assert!(false, "{name}: {value:?} does not fit {}", t.hlsl());
                return;
            }
        }
        self.values.retain(|(n, _, _)| *n != name);
        self.values.push((name, value, provenance));
    }

    /// The value set for `name`.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _, _)| *n == name).map(|(_, v, _)| v)
    }

    /// The provenance of `name`.
    pub fn provenance(&self, name: &str) -> Option<&Provenance> {
        self.values.iter().find(|(n, _, _)| *n == name).map(|(_, _, p)| p)
    }

    /// Replaces a variable's value by the user's (`values` in the variable's components:
    /// one for a scalar, two, four, sixteen for a matrix), keeping what it replaced in the
    /// provenance. Fails with a message naming the variable when the name or the count is not
    /// the layout's; integers must be whole.
    pub fn set_override(&mut self, name: &str, values: &[f64]) -> Result<(), String> {
        let v = self.layout.variable(name).ok_or_else(|| format!("{} has no variable {name:?}", self.layout.name))?;
        let wanted = v.value_type.size() / 4;
        if values.len() != wanted {
            return Err(format!("{name} is a {} and takes {wanted} number(s), not {}", v.value_type.hlsl(), values.len()));
        }
        if let Some(bad) = values.iter().find(|x| !x.is_finite()) {
            return Err(format!("{name}: {bad} is not a finite number"));
        }
        let value = match v.value_type {
            ValueType::Int => {
                let x = values[0];
                if x.fract() != 0.0 || x < f64::from(i32::MIN) || x > f64::from(i32::MAX) {
                    return Err(format!("{name} is an int: {x} is not a whole 32-bit number"));
                }
                Value::Int(x as i32)
            }
            ValueType::Float => Value::Float(values[0] as f32),
            ValueType::Float2 | ValueType::Float4 => {
                let mut f = [0.0f32; 4];
                for (dst, x) in f.iter_mut().zip(values) {
                    *dst = *x as f32;
                }
                Value::Floats(f)
            }
            ValueType::Float4x4 => {
                let mut m = [0.0f32; 16];
                for (dst, x) in m.iter_mut().zip(values) {
                    *dst = *x as f32;
                }
                Value::Matrix(m)
            }
        };
        let replaced = self.provenance(name).cloned().map(Box::new);
        self.set(v.name, value, Provenance::Override { replaced });
        Ok(())
    }

    /// The buffer as the inspector's table: every variable of the layout in offset order with
    /// its type, offset, value (null when the frame never set it: it stays zero) and provenance.
    pub fn rows(&self) -> Vec<Row> {
        let mut variables: Vec<&Variable> = self.layout.variables.iter().collect();
        variables.sort_by_key(|v| v.offset);
        variables
            .into_iter()
            .map(|v| Row {
                name: v.name,
                value_type: v.value_type,
                offset: v.offset,
                size: v.value_type.size(),
                value: self.get(v.name).copied().map(|value| value_json(v.value_type, value)),
                provenance: self.provenance(v.name).cloned(),
            })
            .collect()
    }

    /// The values as a JSON object `{name: value}` in layout order (vectors as arrays).
    pub fn to_json(&self) -> serde_json::Value {
        let mut map = serde_json::Map::new();
        for v in self.layout.variables {
            if let Some(value) = self.get(v.name) {
                map.insert(v.name.to_string(), value_json(v.value_type, *value));
            }
        }
        serde_json::Value::Object(map)
    }

    /// The provenance of every set variable as a JSON object.
    pub fn provenance_json(&self) -> serde_json::Value {
        let mut map = serde_json::Map::new();
        for v in self.layout.variables {
            if let Some(p) = self.provenance(v.name) {
                map.insert(v.name.to_string(), serde_json::to_value(p).unwrap_or(serde_json::Value::Null));
            }
        }
        serde_json::Value::Object(map)
    }
}

/// A value as JSON: a number, or an array of the type's components.
fn value_json(value_type: ValueType, value: Value) -> serde_json::Value {
    match (value_type, value) {
        (ValueType::Float2, Value::Floats(f)) => serde_json::json!([f[0], f[1]]),
        (_, value) => serde_json::to_value(value).unwrap_or(serde_json::Value::Null),
    }
}

/// One variable of a buffer as the inspector shows it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Row {
    /// The engine's name.
    pub name: &'static str,
    /// Its HLSL type.
    #[serde(rename = "type")]
    pub value_type: ValueType,
    /// Byte offset in our layout.
    pub offset: usize,
    /// Size in bytes.
    pub size: usize,
    /// The value (null: never set, so zero).
    pub value: Option<serde_json::Value>,
    /// Where the value came from (null: never set).
    pub provenance: Option<Provenance>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_do_not_overlap_and_fit() {
        for layout in [PS_COMMON, VS_COMMON] {
            let mut spans: Vec<(usize, usize)> = layout.variables.iter().map(|v| (v.offset, v.offset + v.value_type.size())).collect();
            spans.sort_unstable();
            for w in spans.windows(2) {
                assert!(w[0].1 <= w[1].0, "{}: {:?} overlaps {:?}", layout.name, w[0], w[1]);
            }
            assert!(spans.last().unwrap().1 <= layout.size);
            assert_eq!(layout.size % 16, 0);
            // Vectors and matrices start on 16 bytes (WGSL uniform alignment), pairs on 8.
            for v in layout.variables {
                let align = match v.value_type {
                    ValueType::Float4 | ValueType::Float4x4 => 16,
                    ValueType::Float2 => 8,
                    _ => 4,
                };
                assert_eq!(v.offset % align, 0, "{}", v.name);
            }
        }
    }

    #[test]
    fn integers_are_stored_as_integers_in_the_bytes() {
        let mut b = Buffer::new(PS_COMMON);
        b.set("g_ps_TexBlendType", Value::Int(2), Provenance::Ours { note: "test" });
        b.set("g_vColorScale", Value::Floats([1.5, 1.5, 1.5, 0.3]), Provenance::View);
        assert_eq!(&b.bytes[160..164], &2i32.to_le_bytes());
        assert_eq!(&b.bytes[16..20], &1.5f32.to_le_bytes());
        assert_eq!(b.to_json()["g_ps_TexBlendType"], 2);
        assert_eq!(b.to_json()["g_vColorScale"][3], serde_json::json!(0.3f32));
    }

    #[test]
    fn an_override_replaces_the_bytes_and_keeps_what_it_replaced() {
        let mut b = Buffer::new(PS_COMMON);
        b.set("g_vColorScale", Value::Floats([1.5, 1.5, 1.5, 0.3]), Provenance::View);
        b.set_override("g_vColorScale", &[2.0, 0.5, 0.25, 1.0]).unwrap();
        assert_eq!(&b.bytes[16..20], &2.0f32.to_le_bytes());
        assert_eq!(&b.bytes[28..32], &1.0f32.to_le_bytes());
        assert_eq!(b.provenance("g_vColorScale"), Some(&Provenance::Override { replaced: Some(Box::new(Provenance::View)) }));
        b.set_override("g_ps_TexBlendType", &[2.0]).unwrap();
        assert_eq!(&b.bytes[160..164], &2i32.to_le_bytes());
        assert_eq!(b.provenance("g_ps_TexBlendType"), Some(&Provenance::Override { replaced: None }));
        // Wrong names, counts, fractions and non-finite numbers are refused with the reason.
        assert!(b.set_override("g_nothing", &[1.0]).unwrap_err().contains("no variable"));
        assert!(b.set_override("g_vColorScale", &[1.0]).unwrap_err().contains("takes 4"));
        assert!(b.set_override("g_ps_TexBlendType", &[1.5]).unwrap_err().contains("whole"));
        assert!(b.set_override("g_waveStrength", &[f64::NAN]).unwrap_err().contains("finite"));
    }

    #[test]
    fn rows_list_every_variable_in_offset_order() {
        let mut b = Buffer::new(PS_COMMON);
        b.set("g_waveStrength", Value::Float(3.0), Provenance::View);
        let rows = b.rows();
        assert_eq!(rows.len(), PS_COMMON.variables.len());
        assert!(rows.windows(2).all(|w| w[0].offset < w[1].offset));
        let wave = rows.iter().find(|r| r.name == "g_waveStrength").unwrap();
        assert_eq!((wave.offset, wave.size, wave.value.clone()), (112, 4, Some(serde_json::json!(3.0))));
        assert!(rows.iter().find(|r| r.name == "g_color").unwrap().value.is_none());
    }
}
