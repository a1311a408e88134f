//! Parameter and sampler values as the browser and the command line show them: the value a
//! file stores and, where the engine binds something else, the value it binds.
//!
//! | stored type                | shown as `stored`           | `bound`                                      |
//! |----------------------------|-----------------------------|----------------------------------------------|
//! | bool                       | `true` / `false`            | none                                         |
//! | int, float                 | a number                    | none                                         |
//! | int2, float2..float4       | an array                    | none                                         |
//! | MATBIN float5 (a colour)   | the five floats             | R, G, B each `^2.2 × fifth` ([`bound_colour`]) |
//!
//! The colour rule is the one seeds 002 records for Elden Ring's MATBINs ((0.506, 0.900, 1,
//! 1, 8) is bound as (1.786, 6.347, 8)). Sekiro's MTDs store a colour as a float4 and a
//! separate `-Intensity` float; the notes do not record how those are bound, so an MTD value
//! has no `bound` (the stored value is what there is to show).

use fxr_formats::matbin::{self, Matbin, MatbinValue};
use fxr_formats::mtd::{Mtd, MtdValue};

pub use fxr_formats::matbin::bound_colour;

/// A stored parameter value, shaped for JSON: a scalar stays a scalar, a vector is an array.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum StoredValue {
    /// A boolean.
    Bool(bool),
    /// One integer.
    Int(i32),
    /// Several integers.
    Ints(Vec<i32>),
    /// One float.
    Float(f32),
    /// Several floats.
    Floats(Vec<f32>),
}

impl StoredValue {
    /// The value's numbers as floats (a boolean is 1 or 0), for comparisons and shaders.
    pub fn as_floats(&self) -> Vec<f32> {
        match self {
            StoredValue::Bool(b) => vec![if *b { 1.0 } else { 0.0 }],
            StoredValue::Int(i) => vec![*i as f32],
            StoredValue::Ints(v) => v.iter().map(|&i| i as f32).collect(),
            StoredValue::Float(f) => vec![*f],
            StoredValue::Floats(v) => v.clone(),
        }
    }

    /// The boolean, when the value is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            StoredValue::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

/// One parameter of a material, stored and bound.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ParamView {
    /// The parameter's name (`g_GXFT_WaterInteraction`, `C_DetailBlend__snp_0_color_0`).
    pub name: String,
    /// The stored type: `bool`, `int`, `int2`, `float` .. `float5`.
    pub type_name: String,
    /// The value as the file stores it.
    pub stored: StoredValue,
    /// The value the engine binds, where it differs from the stored one (MATBIN colours).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub bound: Option<Vec<f32>>,
}

impl ParamView {
    /// The value a program reads: the bound value where there is one, else the stored numbers.
    pub fn effective(&self) -> Vec<f32> {
        self.bound
            .clone()
            .unwrap_or_else(|| self.stored.as_floats())
    }
}

/// One texture sampler (MATBIN) or texture slot (MTD) of a material.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SamplerView {
    /// The sampler's type name (`C_DetailBlend__snp_Texture2D_7_AlbedoMap`, `g_DiffuseTexture`).
    pub name: String,
    /// The texture path the material names; empty when the model supplies the texture.
    pub path: String,
    /// The program's texture slot, from `Texture2D_N` in the name, where it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub slot: Option<u32>,
    /// What the name says the texture is (`AlbedoMap`, `NormalMap`, `MetallicMap`, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub role: Option<String>,
    /// The floats stored with it (MATBIN: a pair, probably a UV scale; MTD: the extension's).
    pub floats: Vec<f32>,
    /// The model's UV set the texture uses (MTD only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub uv_number: Option<i32>,
}

/// The slot number and role in a sampler name: `..._Texture2D_7_AlbedoMap` gives
/// `(Some(7), Some("AlbedoMap"))`, `..._Texture2D_2_AlbedoMap_0` gives `(Some(2),
/// Some("AlbedoMap_0"))`; a name without `Texture2D_` gives `(None, None)`.
pub fn slot_and_role(name: &str) -> (Option<u32>, Option<String>) {
    const KEY: &str = "Texture2D_";
    let Some(at) = name.rfind(KEY) else {
        return (None, None);
    };
    let rest = name.get(at + KEY.len()..).unwrap_or_default();
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let slot = digits.parse::<u32>().ok();
    let role = rest
        .get(digits.len()..)
        .map(|r| r.trim_start_matches('_'))
        .filter(|r| !r.is_empty())
        .map(str::to_string);
    (slot, role)
}

/// A MATBIN parameter, stored and bound.
pub fn matbin_param(p: &matbin::MatbinParam) -> ParamView {
    let (type_name, stored, bound) = match &p.value {
        MatbinValue::Bool(b) => ("bool", StoredValue::Bool(*b), None),
        MatbinValue::Int(i) => ("int", StoredValue::Int(*i), None),
        MatbinValue::Int2(v) => ("int2", StoredValue::Ints(v.to_vec()), None),
        MatbinValue::Float(f) => ("float", StoredValue::Float(*f), None),
        MatbinValue::Float2(v) => ("float2", StoredValue::Floats(v.to_vec()), None),
        MatbinValue::Float3(v) => ("float3", StoredValue::Floats(v.to_vec()), None),
        MatbinValue::Float4(v) => ("float4", StoredValue::Floats(v.to_vec()), None),
        MatbinValue::Float5(v) => (
            "float5",
            StoredValue::Floats(v.to_vec()),
            Some(bound_colour(*v).to_vec()),
        ),
    };
    ParamView {
        name: p.name.clone(),
        type_name: type_name.to_string(),
        stored,
        bound,
    }
}

/// An MTD parameter (stored only: see the module documentation).
pub fn mtd_param(p: &fxr_formats::mtd::MtdParam) -> ParamView {
    let stored = match &p.value {
        MtdValue::Bool(b) => StoredValue::Bool(*b),
        MtdValue::Int(i) => StoredValue::Int(*i),
        MtdValue::Int2(v) => StoredValue::Ints(v.to_vec()),
        MtdValue::Float(f) => StoredValue::Float(*f),
        MtdValue::Float2(v) => StoredValue::Floats(v.to_vec()),
        MtdValue::Float3(v) => StoredValue::Floats(v.to_vec()),
        MtdValue::Float4(v) => StoredValue::Floats(v.to_vec()),
    };
    ParamView {
        name: p.name.clone(),
        type_name: p.value.type_name().to_string(),
        stored,
        bound: None,
    }
}

/// Every parameter of a MATBIN.
pub fn matbin_params(m: &Matbin) -> Vec<ParamView> {
    m.params.iter().map(matbin_param).collect()
}

/// Every parameter of an MTD.
pub fn mtd_params(m: &Mtd) -> Vec<ParamView> {
    m.params.iter().map(mtd_param).collect()
}

/// Every sampler of a MATBIN.
pub fn matbin_samplers(m: &Matbin) -> Vec<SamplerView> {
    m.samplers
        .iter()
        .map(|s| {
            let (slot, role) = slot_and_role(&s.type_name);
            SamplerView {
                name: s.type_name.clone(),
                path: s.path.clone(),
                slot,
                role,
                floats: s.uv_scale.to_vec(),
                uv_number: None,
            }
        })
        .collect()
}

/// Every texture slot of an MTD.
pub fn mtd_samplers(m: &Mtd) -> Vec<SamplerView> {
    m.textures
        .iter()
        .map(|t| {
            let (slot, role) = slot_and_role(&t.type_name);
            let (path, floats) = t
                .extended
                .as_ref()
                .map(|e| (e.path.clone(), e.floats.clone()))
                .unwrap_or_default();
            SamplerView {
                name: t.type_name.clone(),
                path,
                slot,
                role,
                floats,
                uv_number: Some(t.uv_number),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::matbin::MatbinParam;

    /// seeds 002: color_2's stored (0.506, 0.900, 1, 1, 8) is bound as (1.786, 6.347, 8).
    #[test]
    fn a_five_float_colour_shows_stored_and_bound() {
        let p = matbin_param(&MatbinParam::new(
            "M_PlacidLake__snp_0_color_2",
            MatbinValue::Float5([0.506, 0.900, 1.0, 1.0, 8.0]),
        ));
        assert_eq!(p.type_name, "float5");
        assert_eq!(
            p.stored,
            StoredValue::Floats(vec![0.506, 0.900, 1.0, 1.0, 8.0])
        );
        let bound = p.bound.clone().unwrap();
        // The notes print the stored value to three digits (0.506 may be 0.5055..0.5065), so
        // the bound value matches theirs to about 0.003.
        for (got, want) in bound.iter().zip([1.786, 6.347, 8.0]) {
            assert!((got - want).abs() < 0.003, "{bound:?}");
        }
        assert_eq!(p.effective(), bound);
        // The fourth float takes no part; the fifth scales all three.
        let q = matbin_param(&MatbinParam::new(
            "c",
            MatbinValue::Float5([0.506, 0.900, 1.0, 0.25, 0.0]),
        ));
        assert_eq!(q.bound.unwrap(), vec![0.0, 0.0, 0.0]);
        let json = serde_json::to_value(&p).unwrap();
        assert_eq!(json["stored"][4], 8.0);
        assert!(json["bound"].is_array());
    }

    #[test]
    fn scalars_stay_scalars_and_other_types_have_no_bound_value() {
        let b = matbin_param(&MatbinParam::new(
            "g_GXFT_WaterInteraction",
            MatbinValue::Bool(true),
        ));
        assert_eq!(
            serde_json::to_value(&b).unwrap()["stored"],
            serde_json::json!(true)
        );
        assert!(b.bound.is_none());
        let f = matbin_param(&MatbinParam::new(
            "f",
            MatbinValue::Float3([0.215, 0.115, 0.09]),
        ));
        assert!(f.bound.is_none());
        assert_eq!(f.effective(), vec![0.215, 0.115, 0.09]);
        assert_eq!(StoredValue::Bool(true).as_floats(), vec![1.0]);
    }

    #[test]
    fn slot_and_role_come_from_the_sampler_name() {
        assert_eq!(
            slot_and_role("C_DetailBlend__snp_Texture2D_7_AlbedoMap"),
            (Some(7), Some("AlbedoMap".into()))
        );
        assert_eq!(
            slot_and_role("Character_AMSN_snp_Texture2D_2_AlbedoMap_0"),
            (Some(2), Some("AlbedoMap_0".into()))
        );
        assert_eq!(slot_and_role("Texture2D_12"), (Some(12), None));
        assert_eq!(slot_and_role("g_DiffuseTexture"), (None, None));
        assert_eq!(slot_and_role("x_Texture2D_"), (None, None));
    }
}
