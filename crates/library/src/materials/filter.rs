//! Choosing materials by name, family and parameter value.
//!
//! Name and family match as case-insensitive substrings (`--family placidlake` finds
//! `M[PlacidLake]` and `M[PlacidLake]_LOD1`). A parameter condition `NAME=VALUE` holds when
//! the material has a parameter of that name (case-insensitive) whose stored value equals
//! VALUE: `true`/`false` for a boolean (also `1`/`0`), a number for a scalar, numbers
//! separated by commas for a vector (`0.215,0.115,0.09`). Floats compare with a tolerance of
//! 1e-5 relative (the files store 32-bit floats, the text says 0.9 for 0.899999976). Every
//! condition must hold.

use super::values::{ParamView, StoredValue};

/// What a parameter's stored value must equal.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ParamCondition {
    /// The parameter's name.
    pub name: String,
    /// The wanted value's numbers (a boolean is 1 or 0).
    pub value: Vec<f32>,
    /// Whether the text said `true` or `false` (then only booleans and integers match).
    pub boolean: bool,
}

impl ParamCondition {
    /// Parses `NAME=VALUE` (see the module documentation).
    pub fn parse(text: &str) -> Result<Self, String> {
        let (name, value) = text
            .split_once('=')
            .ok_or_else(|| format!("expected NAME=VALUE, found {text:?}"))?;
        let (name, value) = (name.trim(), value.trim());
        if name.is_empty() {
            return Err(format!("expected a parameter name before '=' in {text:?}"));
        }
        let (numbers, boolean) = match value.to_ascii_lowercase().as_str() {
            "true" => (vec![1.0], true),
            "false" => (vec![0.0], true),
            _ => {
                let parsed: Result<Vec<f32>, _> =
                    value.split(',').map(|v| v.trim().parse::<f32>()).collect();
                match parsed {
                    Ok(v) if !v.is_empty() && v.iter().all(|f| f.is_finite()) => (v, false),
                    _ => {
                        return Err(format!(
                            "expected true, false or numbers separated by commas after '=' in {text:?}"
                        ));
                    }
                }
            }
        };
        Ok(ParamCondition {
            name: name.to_string(),
            value: numbers,
            boolean,
        })
    }

    /// Whether `params` satisfy the condition.
    pub fn holds(&self, params: &[ParamView]) -> bool {
        params
            .iter()
            .filter(|p| p.name.eq_ignore_ascii_case(&self.name))
            .any(|p| {
                if self.boolean
                    && matches!(p.stored, StoredValue::Float(_) | StoredValue::Floats(_))
                {
                    return false;
                }
                let stored = p.stored.as_floats();
                stored.len() == self.value.len()
                    && stored.iter().zip(&self.value).all(|(a, b)| close(*a, *b))
            })
    }
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() <= 1e-5 * a.abs().max(b.abs()).max(1.0)
}

/// A filter over materials; an empty filter lets every material through.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(default)]
pub struct MaterialFilter {
    /// A part of the material's name.
    pub name: Option<String>,
    /// A part of the material's family.
    pub family: Option<String>,
    /// Parameter conditions, as `NAME=VALUE` texts.
    pub params: Vec<String>,
}

impl MaterialFilter {
    /// The parsed parameter conditions, or the first that does not parse.
    pub fn conditions(&self) -> Result<Vec<ParamCondition>, String> {
        self.params
            .iter()
            .map(|p| ParamCondition::parse(p))
            .collect()
    }

    /// Whether the filter needs the parameters (so materials must be parsed to apply it).
    pub fn needs_params(&self) -> bool {
        !self.params.is_empty()
    }

    /// Whether a name and family pass the name and family parts.
    pub fn matches_names(&self, name: &str, family: &str) -> bool {
        let contains = |hay: &str, needle: &Option<String>| match needle {
            Some(n) if !n.trim().is_empty() => {
                hay.to_lowercase().contains(&n.trim().to_lowercase())
            }
            _ => true,
        };
        contains(name, &self.name) && contains(family, &self.family)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn param(name: &str, stored: StoredValue) -> ParamView {
        ParamView {
            name: name.into(),
            type_name: String::new(),
            stored,
            bound: None,
        }
    }

    #[test]
    fn conditions_parse_and_match_by_type() {
        let params = vec![
            param("g_GXFT_WaterInteraction", StoredValue::Bool(true)),
            param("g_BlendMode", StoredValue::Int(0)),
            param("sigma", StoredValue::Floats(vec![0.215, 0.115, 0.09])),
            param("f", StoredValue::Float(0.9)),
        ];
        let holds = |t: &str| ParamCondition::parse(t).unwrap().holds(&params);
        assert!(holds("g_GXFT_WaterInteraction=true"));
        assert!(holds("g_gxft_waterinteraction = TRUE"));
        assert!(holds("g_GXFT_WaterInteraction=1"));
        assert!(!holds("g_GXFT_WaterInteraction=false"));
        assert!(holds("g_BlendMode=0"));
        assert!(holds("g_BlendMode=false"));
        assert!(holds("sigma=0.215,0.115,0.09"));
        assert!(!holds("sigma=0.215,0.115"));
        assert!(holds("f=0.9"));
        assert!(!holds("f=true"));
        assert!(!holds("missing=1"));
        for bad in ["novalue", "=1", "a=", "a=x", "a=1,,2", "a=nan"] {
            assert!(ParamCondition::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn names_and_families_match_as_substrings() {
        let f = MaterialFilter {
            name: Some("lake".into()),
            family: Some("placidlake".into()),
            params: vec![],
        };
        assert!(f.matches_names("m10_00_Lake.matbin", "M[PlacidLake]_LOD1"));
        assert!(!f.matches_names("m10_00_Lake.matbin", "M[Lake]"));
        assert!(MaterialFilter::default().matches_names("x", "y"));
        let json: MaterialFilter =
            serde_json::from_str(r#"{"family":"DetailBlend","params":["g_BlendMode=0"]}"#).unwrap();
        assert!(json.needs_params() && json.name.is_none());
    }
}
