//! STAT, the compiler's statistics: 37 u32 counters (fewer in old files), named by
//! [`STAT_FIELDS`].

use super::FORMAT;
use crate::binary::Reader;
use crate::error::Result;

/// Names of the STAT counters, in file order (the meanings of Wine's and vkd3d-shader's
/// readers, checked against the samples: e.g. `sample_instructions` counts `Sample` calls).
pub const STAT_FIELDS: [&str; 37] = [
    "instruction_count",
    "temp_register_count",
    "def_count",
    "dcl_count",
    "float_instruction_count",
    "int_instruction_count",
    "uint_instruction_count",
    "static_flow_control_count",
    "dynamic_flow_control_count",
    "macro_instruction_count",
    "temp_array_count",
    "array_instruction_count",
    "cut_instruction_count",
    "emit_instruction_count",
    "sample_instructions",
    "load_instructions",
    "sample_compare_instructions",
    "sample_bias_instructions",
    "sample_gradient_instructions",
    "mov_instruction_count",
    "movc_instruction_count",
    "conversion_instruction_count",
    "bitwise_instruction_count",
    "input_primitive",
    "gs_output_topology",
    "gs_max_output_vertex_count",
    "gather_instructions",
    "lod_instructions",
    "is_sample_frequency",
    "gs_instance_count",
    "control_point_count",
    "hs_output_primitive",
    "hs_partitioning",
    "tessellator_domain",
    "barrier_instructions",
    "interlocked_instructions",
    "texture_store_instructions",
];

/// The STAT counters, as raw words; [`Stats::get`] reads them by name.
#[derive(Debug, Clone, PartialEq)]
pub struct Stats {
    /// Every u32 of the part.
    pub values: Vec<u32>,
}

impl Stats {
    /// A counter by its [`STAT_FIELDS`] name.
    pub fn get(&self, name: &str) -> Option<u32> {
        let index = STAT_FIELDS.iter().position(|n| *n == name)?;
        self.values.get(index).copied()
    }

    /// Every counter with its name (`unknown_N` past the known ones).
    pub fn named(&self) -> Vec<(String, u32)> {
        self.values
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let name = STAT_FIELDS
                    .get(i)
                    .map(|n| n.to_string())
                    .unwrap_or_else(|| format!("unknown_{i}"));
                (name, v)
            })
            .collect()
    }
}

impl serde::Serialize for Stats {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let named = self.named();
        let mut map = s.serialize_map(Some(named.len()))?;
        for (name, value) in &named {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// Reads STAT: every u32 of the part.
pub(super) fn read_stats(data: &[u8]) -> Result<Stats> {
    let mut r = Reader::new(data, FORMAT);
    let mut values = Vec::with_capacity(data.len() / 4);
    while r.remaining() >= 4 {
        values.push(r.u32("statistic")?);
    }
    Ok(Stats { values })
}
