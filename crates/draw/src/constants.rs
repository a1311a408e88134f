//! The engine's constant buffers, by their variables' names, with where each value came from.
//!
//! The effect programs read `PSCommonBuffer` and `VSCommonBuffer` (seeds 000: the values
//! that choose how a draw looks). Our buffers carry the engine's variable names; their
//! layout is ours (the WGSL structs in `shaders/` mirror it), since the engine's offsets are
//! only known from a program's reflection, which the inspector shows when the user opens the
//! shader bundle. Every value keeps its provenance: the file field (action, list, index,
//! name), an option of ours, the camera, or an engine default.

use fxr_sim::action::Slot;

/// A constant's type, as HLSL names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
// "ValueType" alone would be ambiguous (the FXR reader has one too).
#[cfg_attr(feature = "typescript", ts(rename = "ConstantType"))]
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
    Variable {
        name,
        value_type,
        offset,
    }
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
        // Ours: per-vertex inputs of the engine's distortion programs, per draw here.
        var("g_stirTexcoord1YZ", ValueType::Float2, 152),
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
        var("g_distortionTexcoord5", ValueType::Float, 208),
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
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
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
        #[cfg_attr(feature = "typescript", ts(optional))]
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
    /// The drawn model's own material (a model draw's textures).
    Model {
        /// The model id (`sNNNNN.flver`).
        model: i32,
        /// The material's name.
        material: String,
        /// The material's texture slot (`g_DiffuseTexture`).
        slot: String,
        /// The texture path the model names (its file name gives the texture id).
        path: String,
    },
    /// Set by the user in the inspector (an override), in place of what the frame gave.
    Override {
        /// Where the frame's value came from, if it set one.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
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
        Buffer {
            layout,
            bytes: vec![0; layout.size],
            values: Vec::new(),
        }
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
        self.values
            .iter()
            .find(|(n, _, _)| *n == name)
            .map(|(_, v, _)| v)
    }

    /// The provenance of `name`.
    pub fn provenance(&self, name: &str) -> Option<&Provenance> {
        self.values
            .iter()
            .find(|(n, _, _)| *n == name)
            .map(|(_, _, p)| p)
    }

    /// Replaces a variable's value by the user's (`values` in the variable's components:
    /// one for a scalar, two, four, sixteen for a matrix), keeping what it replaced in the
    /// provenance. Fails with a message naming the variable when the name or the count is not
    /// the layout's; integers must be whole.
    pub fn set_override(&mut self, name: &str, values: &[f64]) -> Result<(), String> {
        let v = self
            .layout
            .variable(name)
            .ok_or_else(|| format!("{} has no variable {name:?}", self.layout.name))?;
        let wanted = v.value_type.size() / 4;
        if values.len() != wanted {
            return Err(format!(
                "{name} is a {} and takes {wanted} number(s), not {}",
                v.value_type.hlsl(),
                values.len()
            ));
        }
        if let Some(bad) = values.iter().find(|x| !x.is_finite()) {
            return Err(format!("{name}: {bad} is not a finite number"));
        }
        let value = match v.value_type {
            ValueType::Int => {
                let x = values[0];
                if x.fract() != 0.0 || x < f64::from(i32::MIN) || x > f64::from(i32::MAX) {
                    return Err(format!(
                        "{name} is an int: {x} is not a whole 32-bit number"
                    ));
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
                value: self
                    .get(v.name)
                    .copied()
                    .map(|value| value_json(v.value_type, value)),
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
                map.insert(
                    v.name.to_string(),
                    serde_json::to_value(p).unwrap_or(serde_json::Value::Null),
                );
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
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
// "Row" alone would be ambiguous among the front end's types.
#[cfg_attr(feature = "typescript", ts(rename = "ConstantRow"))]
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
    // `value_json` makes it a number or an array of numbers, never another JSON value.
    #[cfg_attr(feature = "typescript", ts(type = "number | Array<number> | null"))]
    pub value: Option<serde_json::Value>,
    /// Where the value came from (null: never set).
    pub provenance: Option<Provenance>,
}

/// One variable of an engine constant buffer as a program's reflection lays it out, beside
/// our value for the variable of the same name ([`reflected_rows`]).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ReflectedRow {
    /// The variable's name.
    pub name: String,
    /// Its HLSL type as the reflection gives it (`float4`, `int`, `float2[4]`); ours for a
    /// variable the engine's layout lacks.
    #[serde(rename = "type")]
    pub hlsl_type: String,
    /// Byte offset in the engine's buffer (null: the engine's layout lacks the variable).
    pub offset: Option<usize>,
    /// Size in bytes (the engine's; ours for a variable the engine's layout lacks).
    pub size: usize,
    /// Our value for the variable of this name, as [`Buffer::rows`] gives it (null: we do
    /// not have or do not set it).
    #[cfg_attr(feature = "typescript", ts(type = "number | Array<number> | null"))]
    pub value: Option<serde_json::Value>,
    /// Where our value came from (null: we do not set it).
    pub provenance: Option<Provenance>,
    /// Byte offset of the variable in our layout (null: ours lacks it).
    pub our_offset: Option<usize>,
    /// What the viewer should say about the row, if anything.
    pub note: Option<String>,
}

/// A type's HLSL name: the reflection's own (SM5) or one built from the class, base type,
/// rows and columns (SM4 files carry no type names), with the array length.
fn hlsl_type_name(t: &fxr_formats::dxbc::TypeDesc) -> String {
    use fxr_formats::dxbc::VariableClass;
    let base = || t.base_type.name().unwrap_or("?").to_string();
    let name = t.name.clone().unwrap_or_else(|| match t.class {
        VariableClass::SCALAR => base(),
        VariableClass::VECTOR => format!("{}{}", base(), t.columns),
        VariableClass::MATRIX_ROWS | VariableClass::MATRIX_COLUMNS => {
            format!("{}{}x{}", base(), t.rows, t.columns)
        }
        VariableClass::STRUCT => "struct".to_string(),
        _ => base(),
    });
    if t.elements > 0 {
        format!("{name}[{}]", t.elements)
    } else {
        name
    }
}

/// The engine's buffer `cb` (from a program's reflection: the game's bundle or the demo
/// bundle) beside our `buffer`: one row per engine variable in the engine's order, with our
/// value and provenance for the variable of the same name, then our variables the engine's
/// layout lacks, flagged. Values are matched by name only: our layout (`PS_COMMON`, 256
/// bytes) is ours, so an engine offset never picks one of our values.
pub fn reflected_rows(
    buffer: &Buffer,
    cb: &fxr_formats::dxbc::ConstantBuffer,
) -> Vec<ReflectedRow> {
    let ours = buffer.rows();
    let mut rows: Vec<ReflectedRow> = cb
        .variables
        .iter()
        .map(|v| {
            let hlsl_type = hlsl_type_name(&v.type_desc);
            let mine = ours.iter().find(|r| r.name == v.name);
            let note = match mine {
                None => Some("fxr-view does not set this variable".to_string()),
                Some(r) if r.value.is_none() => {
                    Some("fxr-view does not set this variable in this draw (zero)".to_string())
                }
                Some(r) if r.value_type.hlsl() != hlsl_type => {
                    Some(format!("fxr-view holds it as a {}", r.value_type.hlsl()))
                }
                Some(_) => None,
            };
            ReflectedRow {
                name: v.name.clone(),
                hlsl_type,
                offset: Some(v.start_offset as usize),
                size: v.size as usize,
                value: mine.and_then(|r| r.value.clone()),
                provenance: mine.and_then(|r| r.provenance.clone()),
                our_offset: mine.map(|r| r.offset),
                note,
            }
        })
        .collect();
    for r in ours {
        if cb.variables.iter().any(|v| v.name == r.name) {
            continue;
        }
        rows.push(ReflectedRow {
            name: r.name.to_string(),
            hlsl_type: r.value_type.hlsl().to_string(),
            offset: None,
            size: r.size,
            value: r.value,
            provenance: r.provenance,
            our_offset: Some(r.offset),
            note: Some(format!("not in the engine's layout ({})", cb.name)),
        });
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_do_not_overlap_and_fit() {
        for layout in [PS_COMMON, VS_COMMON] {
            let mut spans: Vec<(usize, usize)> = layout
                .variables
                .iter()
                .map(|v| (v.offset, v.offset + v.value_type.size()))
                .collect();
            spans.sort_unstable();
            for w in spans.windows(2) {
                assert!(
                    w[0].1 <= w[1].0,
                    "{}: {:?} overlaps {:?}",
                    layout.name,
                    w[0],
                    w[1]
                );
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
        b.set(
            "g_ps_TexBlendType",
            Value::Int(2),
            Provenance::Ours { note: "test" },
        );
        b.set(
            "g_vColorScale",
            Value::Floats([1.5, 1.5, 1.5, 0.3]),
            Provenance::View,
        );
        assert_eq!(&b.bytes[160..164], &2i32.to_le_bytes());
        assert_eq!(&b.bytes[16..20], &1.5f32.to_le_bytes());
        assert_eq!(b.to_json()["g_ps_TexBlendType"], 2);
        assert_eq!(b.to_json()["g_vColorScale"][3], serde_json::json!(0.3f32));
    }

    #[test]
    fn an_override_replaces_the_bytes_and_keeps_what_it_replaced() {
        let mut b = Buffer::new(PS_COMMON);
        b.set(
            "g_vColorScale",
            Value::Floats([1.5, 1.5, 1.5, 0.3]),
            Provenance::View,
        );
        b.set_override("g_vColorScale", &[2.0, 0.5, 0.25, 1.0])
            .unwrap();
        assert_eq!(&b.bytes[16..20], &2.0f32.to_le_bytes());
        assert_eq!(&b.bytes[28..32], &1.0f32.to_le_bytes());
        assert_eq!(
            b.provenance("g_vColorScale"),
            Some(&Provenance::Override {
                replaced: Some(Box::new(Provenance::View))
            })
        );
        b.set_override("g_ps_TexBlendType", &[2.0]).unwrap();
        assert_eq!(&b.bytes[160..164], &2i32.to_le_bytes());
        assert_eq!(
            b.provenance("g_ps_TexBlendType"),
            Some(&Provenance::Override { replaced: None })
        );
        // Wrong names, counts, fractions and non-finite numbers are refused with the reason.
        assert!(
            b.set_override("g_nothing", &[1.0])
                .unwrap_err()
                .contains("no variable")
        );
        assert!(
            b.set_override("g_vColorScale", &[1.0])
                .unwrap_err()
                .contains("takes 4")
        );
        assert!(
            b.set_override("g_ps_TexBlendType", &[1.5])
                .unwrap_err()
                .contains("whole")
        );
        assert!(
            b.set_override("g_waveStrength", &[f64::NAN])
                .unwrap_err()
                .contains("finite")
        );
    }

    #[test]
    fn rows_list_every_variable_in_offset_order() {
        let mut b = Buffer::new(PS_COMMON);
        b.set("g_waveStrength", Value::Float(3.0), Provenance::View);
        let rows = b.rows();
        assert_eq!(rows.len(), PS_COMMON.variables.len());
        assert!(rows.windows(2).all(|w| w[0].offset < w[1].offset));
        let wave = rows.iter().find(|r| r.name == "g_waveStrength").unwrap();
        assert_eq!(
            (wave.offset, wave.size, wave.value.clone()),
            (112, 4, Some(serde_json::json!(3.0)))
        );
        assert!(
            rows.iter()
                .find(|r| r.name == "g_color")
                .unwrap()
                .value
                .is_none()
        );
    }

    /// A billboard draw of the demo effects and the demo bundle's PSCommonBuffer.
    fn demo_draw_and_engine_buffer() -> (Buffer, fxr_formats::dxbc::ConstantBuffer) {
        use crate::OrbitCamera;
        use crate::{DrawOptions, DrawProgram, Family, build, view_buffer};
        use fxr_demo as demo;
        use fxr_library::Library;
        use fxr_sim::playback::{Playback, PlaybackOptions};

        let mut library = Library::new();
        library
            .open(demo::DEMO_BINDER_NAME, &demo::demo_binder().unwrap())
            .unwrap();
        library
            .open(
                demo::DEMO_SHADER_BUNDLE_NAME,
                &demo::demo_shader_bundle().unwrap(),
            )
            .unwrap();
        let camera = OrbitCamera::default();
        let mut playback = Playback::new(
            fxr_sim::compile_effect(&library, 1000).unwrap(),
            PlaybackOptions::default(),
        );
        let frame = playback.frame(1.5, &camera.view_info());
        let list = build(
            &DrawProgram::new(playback.program()),
            &frame,
            &playback.options().externals,
            &DrawOptions::default(),
            view_buffer(&camera, 640, 360),
            &library,
        );
        let draw = list
            .draws
            .iter()
            .find(|d| d.family == Family::Billboard)
            .expect("effect 1000 draws billboards at 1.5 s");
        let shader = library
            .shader(&draw.program)
            .unwrap_or_else(|| panic!("the demo bundle has {}", draw.program));
        let cb = shader
            .dxbc
            .reflection
            .as_ref()
            .unwrap()
            .constant_buffer("PSCommonBuffer")
            .unwrap()
            .clone();
        (draw.ps.clone(), cb)
    }

    #[test]
    fn reflected_rows_take_our_values_by_name_in_the_engines_layout() {
        let (ps, cb) = demo_draw_and_engine_buffer();
        assert_eq!(cb.size, 960);
        let rows = reflected_rows(&ps, &cb);
        let ours = ps.rows();

        // The engine's variables first, in the engine's order, at the engine's offsets.
        let engine_names: Vec<&str> = rows
            .iter()
            .take(cb.variables.len())
            .map(|r| r.name.as_str())
            .collect();
        assert_eq!(
            engine_names,
            cb.variables
                .iter()
                .map(|v| v.name.as_str())
                .collect::<Vec<_>>()
        );
        for (row, v) in rows.iter().zip(&cb.variables) {
            assert_eq!(
                (row.offset, row.size),
                (Some(v.start_offset as usize), v.size as usize),
                "{}",
                v.name
            );
            assert_eq!(Some(row.hlsl_type.as_str()), v.type_desc.name.as_deref());
            // Matched by name: our value, provenance and offset for the same name.
            let mine = ours.iter().find(|r| r.name == v.name);
            assert_eq!(row.value, mine.and_then(|r| r.value.clone()), "{}", v.name);
            assert_eq!(
                row.provenance,
                mine.and_then(|r| r.provenance.clone()),
                "{}",
                v.name
            );
            assert_eq!(
                row.our_offset,
                PS_COMMON.variable(&v.name).map(|o| o.offset),
                "{}",
                v.name
            );
        }
        let row = |name: &str| rows.iter().find(|r| r.name == name).unwrap();
        let g_color = row("g_color");
        assert_eq!(
            (
                g_color.offset,
                g_color.hlsl_type.as_str(),
                g_color.note.as_deref()
            ),
            (Some(0), "float4", None)
        );
        assert_eq!(g_color.value, Some(serde_json::json!([1.0, 1.0, 1.0, 1.0])));
        // The layouts differ: the engine's 48 is g_ps_TexBlendType, ours is 160; the value is
        // the one we set for that name, not what lies at 48 in our bytes.
        let word = row("g_ps_TexBlendType");
        assert_eq!(
            (word.offset, word.our_offset, word.hlsl_type.as_str()),
            (Some(48), Some(160), "int")
        );
        assert_eq!(word.value, Some(serde_json::json!(0)));
        assert!(
            matches!(word.provenance, Some(Provenance::File { action: 603, .. })),
            "{:?}",
            word.provenance
        );
        assert_eq!(
            PS_COMMON
                .variables
                .iter()
                .find(|v| v.offset == 48)
                .map(|v| v.name),
            Some("g_ps_softSpriteScaleOffset")
        );
        let scale = row("g_vColorScale");
        assert_eq!(
            scale.value,
            ps.rows()
                .iter()
                .find(|r| r.name == "g_vColorScale")
                .unwrap()
                .value
        );
        // Variables we have but a billboard draw does not set are said so.
        assert_eq!(row("g_vTracerParam").value, None);
        assert!(
            row("g_waveStrength")
                .note
                .as_deref()
                .unwrap()
                .contains("does not set")
        );

        // Then ours that the engine's layout lacks, flagged, without an engine offset.
        let extra: Vec<&str> = rows[cb.variables.len()..]
            .iter()
            .map(|r| r.name.as_str())
            .collect();
        assert_eq!(
            extra,
            [
                "g_alphaCutoff",
                "g_stirTexcoord1YZ",
                "g_outputCoverage",
                "g_distortionMode",
                "g_distortionTexcoord5"
            ]
        );
        for r in &rows[cb.variables.len()..] {
            assert_eq!(r.offset, None);
            assert_eq!(r.our_offset, PS_COMMON.variable(&r.name).map(|v| v.offset));
            assert!(
                r.note
                    .as_deref()
                    .unwrap()
                    .starts_with("not in the engine's layout"),
                "{:?}",
                r.note
            );
        }
        assert_eq!(
            row("g_alphaCutoff").value,
            ps.rows()
                .iter()
                .find(|r| r.name == "g_alphaCutoff")
                .unwrap()
                .value
        );
        let json = serde_json::to_value(&rows).unwrap();
        assert_eq!(json[0]["type"], "float4");
        assert_eq!(json[rows.len() - 1]["offset"], serde_json::Value::Null);
    }

    #[test]
    fn reflected_rows_name_types_and_flag_differences() {
        use fxr_formats::dxbc::{
            CbufferType, ConstantBuffer, TypeDesc, Variable as Reflected, VariableClass,
            VariableType,
        };
        let ty = |class, columns, elements, name: Option<&str>| TypeDesc {
            class,
            base_type: VariableType::FLOAT,
            rows: 1,
            columns,
            elements,
            members: Vec::new(),
            name: name.map(String::from),
        };
        let var = |name: &str, start_offset, size, type_desc| Reflected {
            name: name.into(),
            start_offset,
            size,
            flags: 0,
            type_desc,
            default_value: None,
            texture_sampler_slots: None,
        };
        let cb = ConstantBuffer {
            name: "PSCommonBuffer".into(),
            buffer_type: CbufferType::CBUFFER,
            size: 64,
            flags: 0,
            variables: vec![
                // An SM4 file names no types: the name is built from the class and columns.
                var(
                    "g_vColorScale",
                    0,
                    16,
                    ty(VariableClass::VECTOR, 4, 0, None),
                ),
                var(
                    "g_ps_softSpriteScaleOffset",
                    16,
                    8,
                    ty(VariableClass::VECTOR, 2, 0, Some("float2")),
                ),
                var(
                    "g_lightShaftParam",
                    32,
                    28,
                    ty(VariableClass::SCALAR, 1, 7, Some("float")),
                ),
            ],
        };
        let mut ps = Buffer::new(PS_COMMON);
        ps.set(
            "g_vColorScale",
            Value::Floats([2.0, 2.0, 2.0, 1.0]),
            Provenance::View,
        );
        ps.set(
            "g_ps_softSpriteScaleOffset",
            Value::Floats([0.5, 0.0, 0.0, 0.0]),
            Provenance::View,
        );
        let rows = reflected_rows(&ps, &cb);
        assert_eq!(rows.len(), PS_COMMON.variables.len() - 2 + 3);
        assert_eq!(
            (rows[0].hlsl_type.as_str(), rows[0].note.as_deref()),
            ("float4", None)
        );
        assert_eq!(rows[0].value, Some(serde_json::json!([2.0, 2.0, 2.0, 1.0])));
        assert_eq!(
            rows[1].note.as_deref(),
            Some("fxr-view holds it as a float4")
        );
        assert_eq!((rows[1].offset, rows[1].our_offset), (Some(16), Some(48)));
        assert_eq!(
            (
                rows[2].hlsl_type.as_str(),
                rows[2].size,
                rows[2].value.clone()
            ),
            ("float[7]", 28, None)
        );
        assert_eq!(
            rows[2].note.as_deref(),
            Some("fxr-view does not set this variable")
        );
        // g_color is ours only here: listed after the engine's, flagged.
        let g_color = rows.iter().position(|r| r.name == "g_color").unwrap();
        assert!(g_color >= 3);
        assert_eq!(rows[g_color].offset, None);
    }
}
