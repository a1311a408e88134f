//! MATBIN: the material files of Elden Ring and Armored Core 6 (`*.matbin`, packed in
//! `material/allmaterial.matbinbnd.dcx`). A MATBIN names a shader and sets its parameters
//! and texture samplers. Little-endian; every string is zero-terminated UTF-16LE.
//!
//! Header (0x38 bytes):
//!
//! | offset | type     | meaning                                                          |
//! |--------|----------|------------------------------------------------------------------|
//! | 0x00   | char[4]  | magic `MAB\0`                                                    |
//! | 0x04   | i32      | version, always 2                                                |
//! | 0x08   | u64      | offset of the shader path (`N:\GR\...\SPX\C[DetailBlend].spx`)   |
//! | 0x10   | u64      | offset of the source path (the `.matxml` the file was built from)|
//! | 0x18   | u32      | key of the source path (see below)                               |
//! | 0x1C   | i32      | parameter count                                                  |
//! | 0x20   | i32      | sampler count                                                    |
//! | 0x24   | u8[20]   | zero                                                             |
//!
//! Then the parameters, 0x28 bytes each:
//!
//! | offset | type    | meaning                                                  |
//! |--------|---------|----------------------------------------------------------|
//! | 0x00   | u64     | offset of the name                                       |
//! | 0x08   | u64     | offset of the value                                      |
//! | 0x10   | u32     | key of the name                                          |
//! | 0x14   | u32     | value type ([`MatbinValueType`])                         |
//! | 0x18   | u8[16]  | zero                                                     |
//!
//! Then the samplers, 0x30 bytes each:
//!
//! | offset | type    | meaning                                                            |
//! |--------|---------|--------------------------------------------------------------------|
//! | 0x00   | u64     | offset of the sampler type name (`C_DetailBlend__snp_Texture2D_7_AlbedoMap`) |
//! | 0x08   | u64     | offset of the texture path (a `.tif` source path; may be empty)    |
//! | 0x10   | u32     | key of the type name                                               |
//! | 0x14   | f32[2]  | unknown, probably a UV scale (0,0 in the sample; 20,20 seen in ER) |
//! | 0x1C   | u8[20]  | zero                                                               |
//!
//! Value sizes by type: bool 1 byte, int 4, int2 8, float 4, float2 8, **float3 20 or 12**,
//! float4 16, float5 20. A float3 is usually three floats and two more (1,1 in every file
//! seen), but may be the three floats alone: in `C[AMSN]_Mercury.matbin` the colour
//! `g_DiffuseMapColor` takes 20 bytes while `C_AMSN__Mercury_snp_0_float3_0` and `_1` take 12,
//! the next parameter's name starting right after them. Nothing in the record says which, so
//! the reader decides from the data area: a float3 is 12 bytes when the nearest string or
//! value any offset of the file points at starts 12 to 19 bytes after it, and 20 bytes
//! otherwise ([`MatbinParam::float3_extra`] is then `None` or the two floats). The five floats
//! of a colour are R, G, B, a fourth value that is 1 in every sample (alpha or unused; the
//! binding below ignores it) and an intensity: see [`bound_colour`].
//!
//! Every key is the Adler-32 checksum of its string's UTF-16LE bytes without the terminator
//! ([`key_of`]). Keys are checked by [`Matbin::verify_keys`], not by the reader, so a file
//! with a wrong key still opens.
//!
//! The data area after the tables holds, with no alignment at all (strings sit at odd
//! offsets): for each parameter its name then its value; for each sampler its type name then
//! its path; then the shader path and the source path. The source path is not always the
//! end of the file: some files keep stale bytes after its terminator, leftovers of longer
//! strings an earlier build wrote there (`x\0m\0l\0\0\0` after `...BD_Fablic.matxml\0`; in
//! `P[AM_F_1540]_Leather.matbin` the end of an older, longer shader path, `].spx\0`, then a
//! second whole copy of the source path, 142 bytes). Nothing points at them. The reader keeps every byte after
//! the furthest-reaching string or value as [`Matbin::trailing`].
//!
//! The writer lays the area out in exactly that order (the order SoulsFormats uses), each
//! float3 at its own stored size, then appends `trailing`: this reproduces all 22 files of
//! the Elden Ring material binder sample byte for byte (no other irregularity was found in
//! them: no gaps, no shared or out-of-order offsets, all padding zero). A file whose offsets
//! point elsewhere still reads, and is written back in this canonical order (bytes between
//! its strings that nothing points at are then dropped).

use super::binary::{Reader, Writer};
use super::dcx::serialize_len;
use super::error::{FormatError, Result};

/// The name errors are reported under.
pub const FORMAT: &str = "MATBIN";

const MAGIC: &[u8; 4] = b"MAB\0";
const VERSION: i32 = 2;
const HEADER_SIZE: u64 = 0x38;
const PARAM_SIZE: u64 = 0x28;
const SAMPLER_SIZE: u64 = 0x30;

/// What a float3 value carries after its three floats when it was built in code: the two
/// values every file seen holds there (SoulsFormats writes the same).
pub const FLOAT3_DEFAULT_EXTRA: [f32; 2] = [1.0, 1.0];

/// Bytes of a float3 value stored without the two extra floats.
const FLOAT3_SHORT_SIZE: u64 = 12;
/// Bytes of a float3 value stored with the two extra floats.
const FLOAT3_LONG_SIZE: u64 = 20;

/// A material: a shader and the values of its parameters and samplers.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Matbin {
    /// The shader source path; its file name is the shader family ([`family`]).
    pub shader_path: String,
    /// The material source (`.matxml`) the file was built from.
    pub source_path: String,
    /// The key of `source_path` (`key_of(source_path)` in a well-formed file).
    pub key: u32,
    /// Parameter values, in file order.
    pub params: Vec<MatbinParam>,
    /// Texture samplers, in file order.
    pub samplers: Vec<MatbinSampler>,
    /// Bytes after the last string or value, up to the end of the file: stale leftovers of
    /// longer strings the game's tool wrote before (e.g. `x\0m\0l\0\0\0`, or the tail of an
    /// older shader path and a second copy of the source path). Nothing points at them; they are kept only so the file writes back byte
    /// for byte. Empty in a clean file. JSON carries only their length (`trailing_len`), so a
    /// material rebuilt from JSON has none.
    #[serde(
        rename = "trailing_len",
        serialize_with = "serialize_len",
        skip_deserializing
    )]
    pub trailing: Vec<u8>,
}

/// One parameter of a material.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MatbinParam {
    /// The parameter name, e.g. `g_BlendMode` or `C_DetailBlend__snp_0_color_0`.
    pub name: String,
    /// The value; its variant is the stored type.
    pub value: MatbinValue,
    /// The key of `name` (`key_of(name)` in a well-formed file).
    pub key: u32,
    /// The two floats a float3 value stores after its three (1,1 in every file seen), or
    /// `None` when the value is stored as three floats only (12 bytes instead of 20; seen on
    /// shader-specific float3 parameters such as `C_AMSN__Mercury_snp_0_float3_0`, while the
    /// colour `g_DiffuseMapColor` has them). Always `None` for the other types, and ignored
    /// there by the writer. (SoulsFormats drops them on read and always writes 1,1.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub float3_extra: Option<[f32; 2]>,
}

/// A parameter value. The variant decides the type number and the stored size.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum MatbinValue {
    /// Type 0: one byte, 0 or 1.
    Bool(bool),
    /// Type 4.
    Int(i32),
    /// Type 5.
    Int2([i32; 2]),
    /// Type 8.
    Float(f32),
    /// Type 9.
    Float2([f32; 2]),
    /// Type 10 (stored with or without two more floats: [`MatbinParam::float3_extra`]).
    Float3([f32; 3]),
    /// Type 11.
    Float4([f32; 4]),
    /// Type 12: Elden Ring colours, R, G, B, (1), intensity; see [`bound_colour`].
    Float5([f32; 5]),
}

/// The type numbers of parameter values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[repr(u32)]
pub enum MatbinValueType {
    /// A one-byte boolean.
    Bool = 0,
    /// A 32-bit integer.
    Int = 4,
    /// Two 32-bit integers.
    Int2 = 5,
    /// A 32-bit float.
    Float = 8,
    /// Two floats.
    Float2 = 9,
    /// Three floats (followed by two more in most files).
    Float3 = 10,
    /// Four floats.
    Float4 = 11,
    /// Five floats.
    Float5 = 12,
}

impl MatbinValueType {
    /// The type for a stored number, if it is one of the known ones.
    pub fn from_u32(v: u32) -> Option<Self> {
        Some(match v {
            0 => Self::Bool,
            4 => Self::Int,
            5 => Self::Int2,
            8 => Self::Float,
            9 => Self::Float2,
            10 => Self::Float3,
            11 => Self::Float4,
            12 => Self::Float5,
            _ => return None,
        })
    }
}

impl MatbinValue {
    /// The stored type of this value.
    pub fn value_type(&self) -> MatbinValueType {
        match self {
            MatbinValue::Bool(_) => MatbinValueType::Bool,
            MatbinValue::Int(_) => MatbinValueType::Int,
            MatbinValue::Int2(_) => MatbinValueType::Int2,
            MatbinValue::Float(_) => MatbinValueType::Float,
            MatbinValue::Float2(_) => MatbinValueType::Float2,
            MatbinValue::Float3(_) => MatbinValueType::Float3,
            MatbinValue::Float4(_) => MatbinValueType::Float4,
            MatbinValue::Float5(_) => MatbinValueType::Float5,
        }
    }
}

/// One texture sampler of a material.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MatbinSampler {
    /// The sampler's type name, e.g. `C_DetailBlend__snp_Texture2D_7_AlbedoMap`.
    pub type_name: String,
    /// The source texture path, or empty when the model supplies the texture.
    pub path: String,
    /// The key of `type_name` (`key_of(type_name)` in a well-formed file).
    pub key: u32,
    /// Unknown pair of floats, probably a UV scale (SoulsFormats calls it `Unk14`).
    pub uv_scale: [f32; 2],
}

/// A stored key that differs from the Adler-32 of its string.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct KeyMismatch {
    /// Which key: `source path`, `param N (name)` or `sampler N (type name)`.
    pub owner: String,
    /// The key in the file.
    pub stored: u32,
    /// The key of the string.
    pub expected: u32,
}

impl MatbinParam {
    /// A parameter with its key computed (and the default extra floats for a float3).
    pub fn new(name: impl Into<String>, value: MatbinValue) -> Self {
        let name = name.into();
        let float3_extra = matches!(value, MatbinValue::Float3(_)).then_some(FLOAT3_DEFAULT_EXTRA);
        MatbinParam {
            key: key_of(&name),
            name,
            value,
            float3_extra,
        }
    }

    /// The number of bytes the value takes in the file: 1 for a bool, 20 for a float3 with
    /// its extra floats and 12 without, 4 per number for the other types.
    pub fn stored_size(&self) -> u64 {
        match self.value {
            MatbinValue::Bool(_) => 1,
            MatbinValue::Int(_) | MatbinValue::Float(_) => 4,
            MatbinValue::Int2(_) | MatbinValue::Float2(_) => 8,
            MatbinValue::Float3(_) if self.float3_extra.is_some() => FLOAT3_LONG_SIZE,
            MatbinValue::Float3(_) => FLOAT3_SHORT_SIZE,
            MatbinValue::Float4(_) => 16,
            MatbinValue::Float5(_) => 20,
        }
    }
}

impl MatbinSampler {
    /// A sampler with its key computed.
    pub fn new(type_name: impl Into<String>, path: impl Into<String>, uv_scale: [f32; 2]) -> Self {
        let type_name = type_name.into();
        MatbinSampler {
            key: key_of(&type_name),
            type_name,
            path: path.into(),
            uv_scale,
        }
    }
}

impl Matbin {
    /// A material with the header key computed from `source_path` (build the parameters and
    /// samplers with [`MatbinParam::new`] and [`MatbinSampler::new`] so theirs are too).
    pub fn new(
        shader_path: impl Into<String>,
        source_path: impl Into<String>,
        params: Vec<MatbinParam>,
        samplers: Vec<MatbinSampler>,
    ) -> Self {
        let source_path = source_path.into();
        Matbin {
            shader_path: shader_path.into(),
            key: key_of(&source_path),
            source_path,
            params,
            samplers,
            trailing: Vec::new(),
        }
    }

    /// Recomputes every key from its string (after renaming things, for example).
    pub fn fill_keys(&mut self) {
        self.key = key_of(&self.source_path);
        for p in &mut self.params {
            p.key = key_of(&p.name);
        }
        for s in &mut self.samplers {
            s.key = key_of(&s.type_name);
        }
    }

    /// Every key that is not the Adler-32 of its string; empty for a well-formed file.
    pub fn verify_keys(&self) -> Vec<KeyMismatch> {
        let mut out = Vec::new();
        let mut check = |owner: String, stored: u32, text: &str| {
            let expected = key_of(text);
            if stored != expected {
                out.push(KeyMismatch {
                    owner,
                    stored,
                    expected,
                });
            }
        };
        check("source path".to_string(), self.key, &self.source_path);
        for (i, p) in self.params.iter().enumerate() {
            check(format!("param {i} ({})", p.name), p.key, &p.name);
        }
        for (i, s) in self.samplers.iter().enumerate() {
            check(
                format!("sampler {i} ({})", s.type_name),
                s.key,
                &s.type_name,
            );
        }
        out
    }

    /// The shader family of this material ([`family`] of the shader path).
    pub fn shader_family(&self) -> String {
        family(&self.shader_path)
    }

    /// The parameter with this name, if any.
    pub fn param(&self, name: &str) -> Option<&MatbinParam> {
        self.params.iter().find(|p| p.name == name)
    }
}

/// The key the files store for a string: Adler-32 of its UTF-16LE bytes, terminator excluded.
pub fn key_of(s: &str) -> u32 {
    const MOD: u32 = 65521;
    let (mut a, mut b) = (1u32, 0u32);
    for unit in s.encode_utf16() {
        for byte in unit.to_le_bytes() {
            a = (a + u32::from(byte)) % MOD;
            b = (b + a) % MOD;
        }
    }
    (b << 16) | a
}

/// The shader family named by a shader path: its file name without the extension.
/// `N:\GR\data\Material\sat\OutputData\SPX\C[Detail3Blend].spx` gives `C[Detail3Blend]`;
/// an MTD's `N:\NTC\data\Material\spx\GXFlver_ColDifSpcBumpIbl.spx` gives
/// `GXFlver_ColDifSpcBumpIbl`. Both `\` and `/` separate folders.
pub fn family(shader_path: &str) -> String {
    let file = shader_path
        .rsplit(['\\', '/'])
        .next()
        .unwrap_or(shader_path);
    let stem = match file.rfind('.') {
        Some(dot) if dot > 0 => &file[..dot],
        _ => file,
    };
    stem.to_string()
}

/// The colour the engine binds for a stored five-float colour (R, G, B, fourth, intensity):
/// each of R, G, B raised to the power 2.2 (sRGB-like gamma to linear) and multiplied by the
/// intensity (the fifth float). The fourth float does not take part (it is 1 in every file
/// seen, probably alpha). Observed: (0.506, 0.900, 1, 1, 8) is bound as (1.786, 6.347, 8) to
/// the four significant digits of the observation. A negative component gives NaN, as `pow`
/// does.
pub fn bound_colour(stored: [f32; 5]) -> [f32; 3] {
    let [r, g, b, _fourth, intensity] = stored;
    [
        r.powf(2.2) * intensity,
        g.powf(2.2) * intensity,
        b.powf(2.2) * intensity,
    ]
}

/// Reads a MATBIN. Counts are checked against the file size before anything is allocated.
pub fn read(data: &[u8]) -> Result<Matbin> {
    let mut r = Reader::new(data, FORMAT);
    r.expect_magic(MAGIC)?;
    r.expect_i32(VERSION, "version")?;
    let shader_path_offset = r.u64("shader path offset")?;
    let source_path_offset = r.u64("source path offset")?;
    let key = r.u32("source path key")?;
    let param_count = r.count_i32("parameter count")?;
    let sampler_count = r.count_i32("sampler count")?;
    r.expect_zeros(20, "header padding")?;

    let params_bytes = r.check_count(HEADER_SIZE, param_count as u64, PARAM_SIZE, "parameters")?;
    let samplers_bytes = r.check_count(
        HEADER_SIZE + params_bytes,
        sampler_count as u64,
        SAMPLER_SIZE,
        "samplers",
    )?;
    let tables_end = HEADER_SIZE + params_bytes + samplers_bytes;

    // The records first: a float3 value's stored size depends on where the next string or
    // value starts, so every offset must be known before any value is decoded.
    let mut param_records = Vec::with_capacity(param_count);
    for _ in 0..param_count {
        param_records.push(read_param_record(&mut r)?);
    }
    let mut sampler_records = Vec::with_capacity(sampler_count);
    for _ in 0..sampler_count {
        let type_offset = r.u64("sampler type name offset")?;
        let path_offset = r.u64("sampler path offset")?;
        let key = r.u32("sampler key")?;
        let uv_scale = [r.f32("sampler unknown x")?, r.f32("sampler unknown y")?];
        r.expect_zeros(20, "sampler padding")?;
        sampler_records.push(SamplerRecord {
            type_offset,
            path_offset,
            key,
            uv_scale,
        });
    }

    let mut starts: Vec<u64> = Vec::with_capacity(2 * (param_count + sampler_count) + 2);
    starts.extend([shader_path_offset, source_path_offset]);
    for p in &param_records {
        starts.extend([p.name_offset, p.value_offset]);
    }
    for s in &sampler_records {
        starts.extend([s.type_offset, s.path_offset]);
    }
    starts.sort_unstable();

    // The end of the furthest string or value: what lies beyond it is kept as `trailing`.
    let mut data_end = tables_end;
    let mut string_at = |offset: u64, what: &'static str| -> Result<String> {
        let text = r.utf16_at(offset, what)?;
        // The string was read, so its bytes (units and terminator) lie inside the buffer.
        let units = text.encode_utf16().count() as u64 + 1;
        data_end = data_end.max(offset.saturating_add(units.saturating_mul(2)));
        Ok(text)
    };
    let shader_path = string_at(shader_path_offset, "shader path")?;
    let source_path = string_at(source_path_offset, "source path")?;

    let mut params = Vec::with_capacity(param_count);
    for p in &param_records {
        let name = string_at(p.name_offset, "parameter name")?;
        params.push(p.decode(&r, name, &starts)?);
    }
    let mut samplers = Vec::with_capacity(sampler_count);
    for s in &sampler_records {
        samplers.push(MatbinSampler {
            type_name: string_at(s.type_offset, "sampler type name")?,
            path: string_at(s.path_offset, "sampler path")?,
            key: s.key,
            uv_scale: s.uv_scale,
        });
    }
    for (p, record) in params.iter().zip(&param_records) {
        data_end = data_end.max(record.value_offset.saturating_add(p.stored_size()));
    }

    // `data_end` is at most the buffer length (everything up to it was read), so the slice
    // cannot fail; `get` keeps that from being an assumption.
    let trailing = usize::try_from(data_end)
        .ok()
        .and_then(|end| data.get(end..))
        .unwrap_or_default()
        .to_vec();

    Ok(Matbin {
        shader_path,
        source_path,
        key,
        params,
        samplers,
        trailing,
    })
}

/// A parameter record as stored in the table, before its name and value are followed.
struct ParamRecord {
    name_offset: u64,
    value_offset: u64,
    key: u32,
    value_type: MatbinValueType,
}

/// A sampler record as stored in the table, before its strings are followed.
struct SamplerRecord {
    type_offset: u64,
    path_offset: u64,
    key: u32,
    uv_scale: [f32; 2],
}

fn read_param_record(r: &mut Reader<'_>) -> Result<ParamRecord> {
    let name_offset = r.u64("parameter name offset")?;
    let value_offset = r.u64("parameter value offset")?;
    let key = r.u32("parameter key")?;
    let type_at = r.pos();
    let type_number = r.u32("parameter type")?;
    r.expect_zeros(16, "parameter padding")?;
    let value_type = MatbinValueType::from_u32(type_number).ok_or_else(|| {
        r.invalid(
            type_at,
            "parameter type",
            "0, 4, 5, 8, 9, 10, 11 or 12",
            type_number,
        )
    })?;
    Ok(ParamRecord {
        name_offset,
        value_offset,
        key,
        value_type,
    })
}

impl ParamRecord {
    /// Reads the value. `starts` is every string and value offset of the file, sorted: a
    /// float3 whose next neighbour starts within its 20 bytes (at 12 to 19 bytes) is stored
    /// as three floats only.
    fn decode(&self, r: &Reader<'_>, name: String, starts: &[u64]) -> Result<MatbinParam> {
        let mut v = r.at(self.value_offset, "parameter value")?;
        let mut float3_extra = None;
        let value = match self.value_type {
            MatbinValueType::Bool => MatbinValue::Bool(v.bool("bool value")?),
            MatbinValueType::Int => MatbinValue::Int(v.i32("int value")?),
            MatbinValueType::Int2 => {
                MatbinValue::Int2([v.i32("int2 value")?, v.i32("int2 value")?])
            }
            MatbinValueType::Float => MatbinValue::Float(v.f32("float value")?),
            MatbinValueType::Float2 => MatbinValue::Float2(f32s(&mut v, "float2 value")?),
            MatbinValueType::Float3 => {
                let xyz = f32s(&mut v, "float3 value")?;
                let gap_to_next = starts
                    .get(starts.partition_point(|&s| s <= self.value_offset))
                    .and_then(|&s| s.checked_sub(self.value_offset));
                let short = gap_to_next
                    .is_some_and(|gap| (FLOAT3_SHORT_SIZE..FLOAT3_LONG_SIZE).contains(&gap));
                if !short {
                    float3_extra = Some(f32s(&mut v, "float3 extra floats")?);
                }
                MatbinValue::Float3(xyz)
            }
            MatbinValueType::Float4 => MatbinValue::Float4(f32s(&mut v, "float4 value")?),
            MatbinValueType::Float5 => MatbinValue::Float5(f32s(&mut v, "float5 value")?),
        };
        Ok(MatbinParam {
            name,
            value,
            key: self.key,
            float3_extra,
        })
    }
}

/// Reads `N` floats in a row.
fn f32s<const N: usize>(r: &mut Reader<'_>, what: &'static str) -> Result<[f32; N]> {
    let mut out = [0.0; N];
    for o in &mut out {
        *o = r.f32(what)?;
    }
    Ok(out)
}

/// Writes a MATBIN in the canonical layout (see the module documentation): each float3 with
/// its extra floats if it has them, and [`Matbin::trailing`] at the end. Fails only when a
/// count does not fit the format's 32-bit fields.
pub fn write(m: &Matbin) -> Result<Vec<u8>> {
    let count = |n: usize, what: &'static str| {
        i32::try_from(n)
            .map_err(|_| FormatError::invalid(FORMAT, 0, what, "at most 2^31 - 1 entries", n))
    };
    let mut w = Writer::new();
    w.bytes(MAGIC);
    w.i32(VERSION);
    let shader_path_slot = w.reserve_u64();
    let source_path_slot = w.reserve_u64();
    w.u32(m.key);
    w.i32(count(m.params.len(), "parameter count")?);
    w.i32(count(m.samplers.len(), "sampler count")?);
    w.zeros(20);

    let mut param_slots = Vec::with_capacity(m.params.len());
    for p in &m.params {
        let name = w.reserve_u64();
        let value = w.reserve_u64();
        w.u32(p.key);
        w.u32(p.value.value_type() as u32);
        w.zeros(16);
        param_slots.push((name, value));
    }
    let mut sampler_slots = Vec::with_capacity(m.samplers.len());
    for s in &m.samplers {
        let type_name = w.reserve_u64();
        let path = w.reserve_u64();
        w.u32(s.key);
        w.f32(s.uv_scale[0]);
        w.f32(s.uv_scale[1]);
        w.zeros(20);
        sampler_slots.push((type_name, path));
    }

    for (p, (name_slot, value_slot)) in m.params.iter().zip(param_slots) {
        fill_here(&mut w, name_slot);
        w.utf16z(&p.name);
        fill_here(&mut w, value_slot);
        write_value(&mut w, p);
    }
    for (s, (type_slot, path_slot)) in m.samplers.iter().zip(sampler_slots) {
        fill_here(&mut w, type_slot);
        w.utf16z(&s.type_name);
        fill_here(&mut w, path_slot);
        w.utf16z(&s.path);
    }
    fill_here(&mut w, shader_path_slot);
    w.utf16z(&m.shader_path);
    fill_here(&mut w, source_path_slot);
    w.utf16z(&m.source_path);
    w.bytes(&m.trailing);
    Ok(w.into_bytes())
}

/// Fills an offset slot with the current position.
fn fill_here(w: &mut Writer, slot: super::binary::Slot) {
    let here = w.pos() as u64;
    w.fill_u64(slot, here);
}

fn write_value(w: &mut Writer, p: &MatbinParam) {
    let floats = |w: &mut Writer, values: &[f32]| values.iter().for_each(|&f| w.f32(f));
    match &p.value {
        MatbinValue::Bool(b) => w.u8(u8::from(*b)),
        MatbinValue::Int(i) => w.i32(*i),
        MatbinValue::Int2(v) => v.iter().for_each(|&i| w.i32(i)),
        MatbinValue::Float(f) => w.f32(*f),
        MatbinValue::Float2(v) => floats(w, v),
        MatbinValue::Float3(v) => {
            floats(w, v);
            if let Some(extra) = &p.float3_extra {
                floats(w, extra);
            }
        }
        MatbinValue::Float4(v) => floats(w, v),
        MatbinValue::Float5(v) => floats(w, v),
    }
}

/// Fuzzing entry point: a file that reads must write, read back, and write the same bytes.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let Ok(m) = read(data) else { return };
    super::oracle::stable_write("MATBIN", &m, read, write, false);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{sample, sweep_corruptions};

    const SAMPLE: &str = "er/C[c3000]_WP_Crossbow_Metal.matbin";

    /// A material using every value type, with non-ASCII text and odd string lengths.
    fn fixture() -> Matbin {
        let mut float3 =
            MatbinParam::new("g_DiffuseMapColor", MatbinValue::Float3([0.5, 0.25, 1.0]));
        float3.float3_extra = Some([1.0, 2.0]);
        Matbin::new(
            "N:\\GR\\data\\Material\\sat\\OutputData\\SPX\\C[Test].spx",
            "N:\\GR\\data\\Material\\mtd\\テスト①.matxml",
            vec![
                MatbinParam::new("b", MatbinValue::Bool(true)),
                MatbinParam::new("g_BlendMode", MatbinValue::Int(-3)),
                MatbinParam::new("g_AlphaRef", MatbinValue::Int2([128, 0])),
                MatbinParam::new("f", MatbinValue::Float(0.125)),
                MatbinParam::new("uv", MatbinValue::Float2([20.0, 10.0])),
                float3,
                MatbinParam::new("f4", MatbinValue::Float4([1.0, 2.0, 3.0, 4.0])),
                MatbinParam::new("colour", MatbinValue::Float5([0.506, 0.9, 1.0, 1.0, 8.0])),
            ],
            vec![
                MatbinSampler::new("C_Test__snp_Texture2D_0_AlbedoMap", "N:\\a.tif", [0.0, 0.0]),
                MatbinSampler::new("C_Test__snp_Texture2D_1_NormalMap", "", [20.0, 20.0]),
            ],
        )
    }

    #[test]
    fn keys_are_adler32_of_utf16le() {
        // Expected values computed independently with Python's zlib.adler32 over UTF-16LE.
        let cases: [(&str, u32); 6] = [
            ("", 0x0000_0001),
            ("a", 0x00C4_0062),
            ("g_BlendMode", 0x31B2_0431),
            ("N:\\GR\\data", 0x234A_0374),
            ("①テスト", 0x0ECC_035C),
            ("C_DetailBlend__snp_Texture2D_7_AlbedoMap", 0x6A4E_0F0A),
        ];
        for (text, key) in cases {
            assert_eq!(key_of(text), key, "{text}");
        }
    }

    #[test]
    fn value_types_and_bytes_agree_between_read_and_write() {
        // (value, type number, value bytes as stored).
        let f = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let cases: Vec<(MatbinValue, u32, Vec<u8>)> = vec![
            (MatbinValue::Bool(true), 0, vec![1]),
            (MatbinValue::Int(-2), 4, (-2i32).to_le_bytes().to_vec()),
            (MatbinValue::Int2([1, 2]), 5, vec![1, 0, 0, 0, 2, 0, 0, 0]),
            (MatbinValue::Float(1.5), 8, f(&[1.5])),
            (MatbinValue::Float2([1.0, 2.0]), 9, f(&[1.0, 2.0])),
            (
                MatbinValue::Float3([1.0, 2.0, 3.0]),
                10,
                f(&[1.0, 2.0, 3.0, 1.0, 1.0]),
            ),
            (
                MatbinValue::Float4([1.0, 2.0, 3.0, 4.0]),
                11,
                f(&[1.0, 2.0, 3.0, 4.0]),
            ),
            (
                MatbinValue::Float5([1.0, 2.0, 3.0, 4.0, 5.0]),
                12,
                f(&[1.0, 2.0, 3.0, 4.0, 5.0]),
            ),
        ];
        for (value, type_number, bytes) in cases {
            let m = Matbin::new("s", "", vec![MatbinParam::new("p", value.clone())], vec![]);
            let written = write(&m).unwrap();
            // One parameter record at 0x38: type at +0x14, name "p\0" at 0x60, value at 0x64.
            assert_eq!(
                u32::from_le_bytes(written[0x4C..0x50].try_into().unwrap()),
                type_number
            );
            assert_eq!(&written[0x64..0x64 + bytes.len()], &bytes[..], "{value:?}");
            assert_eq!(read(&written).unwrap(), m, "{value:?}");
        }
    }

    #[test]
    fn sample_reads_with_the_documented_facts() {
        let Some(data) = sample(SAMPLE) else { return };
        let m = read(&data).unwrap();
        assert_eq!(
            m.shader_path,
            "N:\\GR\\data\\Material\\sat\\OutputData\\SPX\\C[DetailBlend].spx"
        );
        assert!(m.shader_path.ends_with(".spx"));
        assert_eq!(m.shader_family(), "C[DetailBlend]");
        assert_eq!(
            m.source_path,
            "N:\\GR\\data\\Material\\mtd\\Chr\\matxml\\C[c3000]_WP_Crossbow_Metal.matxml"
        );
        // The header key is the Adler-32 of the source path, and so is every other key.
        assert_eq!(m.key, 0xBA70_194F);
        assert_eq!(m.key, key_of(&m.source_path));
        assert_eq!(m.verify_keys(), vec![]);
        assert_eq!((m.params.len(), m.samplers.len()), (44, 14));

        let value = |name: &str| &m.param(name).unwrap().value;
        assert_eq!(value("GXFT_SATStaticSwitch"), &MatbinValue::Int(0));
        assert_eq!(value("g_GX_bOverrideCAParam"), &MatbinValue::Bool(true));
        assert_eq!(value("g_GX_DisplayableLodLevel"), &MatbinValue::Int(65535));
        assert_eq!(value("g_BlendMode"), &MatbinValue::Int(0));
        assert_eq!(value("g_AlphaRef"), &MatbinValue::Int2([0, 0]));
        assert_eq!(
            value("g_DiffuseMapColor"),
            &MatbinValue::Float3([1.0, 1.0, 1.0])
        );
        assert_eq!(
            m.param("g_DiffuseMapColor").unwrap().float3_extra,
            Some([1.0, 1.0])
        );
        assert_eq!(
            value("group_2_CommonUV-UVParam"),
            &MatbinValue::Float2([20.0, 10.0])
        );
        assert_eq!(
            value("C_DetailBlend__snp_0_color_0"),
            &MatbinValue::Float5([1.0, 0.934_732, 0.894_118, 1.0, 3.0])
        );
        // The fourth float of every colour in the sample is 1.
        for p in &m.params {
            if let MatbinValue::Float5(c) = p.value {
                assert_eq!(c[3], 1.0, "{}", p.name);
            }
        }

        // Type numbers in the file map to the value variants as formats.md says.
        for (i, p) in m.params.iter().enumerate() {
            let at = 0x38 + i * 0x28 + 0x14;
            let stored = u32::from_le_bytes(data[at..at + 4].try_into().unwrap());
            let expected = match p.value {
                MatbinValue::Bool(_) => 0,
                MatbinValue::Int(_) => 4,
                MatbinValue::Int2(_) => 5,
                MatbinValue::Float(_) => 8,
                MatbinValue::Float2(_) => 9,
                MatbinValue::Float3(_) => 10,
                MatbinValue::Float4(_) => 11,
                MatbinValue::Float5(_) => 12,
            };
            assert_eq!(stored, expected, "{}", p.name);
        }

        let s0 = &m.samplers[0];
        assert_eq!(s0.type_name, "C_DetailBlend__snp_Texture2D_7_AlbedoMap");
        assert_eq!(
            s0.path,
            "N:\\GR\\data\\Model\\chr\\c3000\\tex\\c3000_WP_closbow_a.tif"
        );
        assert_eq!(s0.key, 0x6A4E_0F0A);
        assert_eq!(s0.uv_scale, [0.0, 0.0]);
        assert_eq!(m.samplers[3].path, "");
    }

    #[test]
    fn sample_round_trips_byte_exactly() {
        let Some(data) = sample(SAMPLE) else { return };
        let m = read(&data).unwrap();
        assert_eq!(write(&m).unwrap(), data);
    }

    #[test]
    fn fixture_round_trips_and_has_filled_keys() {
        let m = fixture();
        assert_eq!(m.verify_keys(), vec![]);
        assert_eq!(m.key, key_of("N:\\GR\\data\\Material\\mtd\\テスト①.matxml"));
        let bytes = write(&m).unwrap();
        assert_eq!(read(&bytes).unwrap(), m);
        assert_eq!(write(&read(&bytes).unwrap()).unwrap(), bytes);
    }

    #[test]
    fn verify_keys_reports_a_wrong_key_but_reading_accepts_it() {
        let mut m = fixture();
        m.params[1].key ^= 1;
        m.samplers[0].key = 0;
        let bytes = write(&m).unwrap();
        let back = read(&bytes).unwrap();
        let mismatches = back.verify_keys();
        assert_eq!(mismatches.len(), 2);
        assert_eq!(mismatches[0].owner, "param 1 (g_BlendMode)");
        assert_eq!(mismatches[0].expected, key_of("g_BlendMode"));
        assert_eq!(mismatches[0].stored, key_of("g_BlendMode") ^ 1);
        assert_eq!(mismatches[1].stored, 0);
        let mut fixed = back.clone();
        fixed.fill_keys();
        assert_eq!(fixed.verify_keys(), vec![]);
    }

    #[test]
    fn bad_input_names_the_field_and_offset() {
        let bytes = write(&fixture()).unwrap();
        let mut bad = bytes.clone();
        bad[0x38 + 0x14] = 3; // the first parameter's type
        assert_eq!(read(&bad).unwrap_err().offset(), 0x4C);
        assert!(matches!(
            read(&bad).unwrap_err(),
            FormatError::Invalid {
                what: "parameter type",
                ..
            }
        ));
        let mut bad = bytes.clone();
        bad[0x1C..0x20].copy_from_slice(&0x7FFF_FFFFi32.to_le_bytes()); // parameter count
        assert!(matches!(
            read(&bad).unwrap_err(),
            FormatError::UnexpectedEof {
                what: "parameters",
                ..
            }
        ));
        let mut bad = bytes;
        bad[0] = b'X';
        assert!(matches!(
            read(&bad).unwrap_err(),
            FormatError::BadMagic { .. }
        ));
    }

    #[test]
    fn family_is_the_shader_file_stem() {
        let cases = [
            (
                "N:\\GR\\data\\Material\\sat\\OutputData\\SPX\\C[Detail3Blend].spx",
                "C[Detail3Blend]",
            ),
            (
                "N:\\NTC\\data\\Material\\spx\\GXFlver_ColDifSpcBumpIbl.spx",
                "GXFlver_ColDifSpcBumpIbl",
            ),
            ("a/b/Name.with.dots.spx", "Name.with.dots"),
            ("NoFolder", "NoFolder"),
            ("dir\\.hidden", ".hidden"),
            ("", ""),
        ];
        for (path, expected) in cases {
            assert_eq!(family(path), expected, "{path}");
        }
    }

    #[test]
    fn colour_binding_reproduces_the_observation() {
        // Seed 002 (Observed): stored (0.506, 0.900, 1, 1, 8) is bound as (1.786, 6.347, 8).
        // The note gives 4 significant digits, so the tolerance is relative 1e-3. (The stored
        // values are themselves rounded to 3 decimals: the exact function of the rounded
        // inputs is (1.7874, 6.3449, 8), 1.5e-3 and 2.2e-3 away in absolute terms.)
        let bound = bound_colour([0.506, 0.900, 1.0, 1.0, 8.0]);
        let observed = [1.786f32, 6.347, 8.0];
        for (b, o) in bound.iter().zip(observed) {
            assert!(
                ((b - o) / o).abs() < 1e-3,
                "bound {bound:?} vs observed {observed:?}"
            );
        }
        // Stronger: some stored values that round to (0.506, 0.900) give exactly the observed
        // numbers at their 4 digits: the observation lies inside the image of the rounding
        // interval of the inputs.
        for (channel, stored, observed) in [(0, 0.506f32, 1.786f32), (1, 0.900, 6.347)] {
            let mut lo = [0.0, 0.0, 1.0, 1.0, 8.0];
            let mut hi = lo;
            lo[channel] = stored - 0.0005;
            hi[channel] = stored + 0.0005;
            assert!(bound_colour(lo)[channel] <= observed + 0.0005);
            assert!(bound_colour(hi)[channel] >= observed - 0.0005);
        }
        // The fourth value takes no part; the fifth scales linearly.
        assert_eq!(
            bound_colour([0.5, 0.5, 0.5, 0.0, 2.0]),
            bound_colour([0.5, 0.5, 0.5, 1.0, 2.0])
        );
        let one = bound_colour([0.5, 0.25, 1.0, 1.0, 1.0]);
        assert!((one[0] - 0.5f32.powf(2.2)).abs() < 1e-6 && one[2] == 1.0);
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn corruptions_never_panic() {
        let fixture = write(&fixture()).unwrap();
        sweep_corruptions(&fixture, false, read);
        let Some(data) = sample(SAMPLE) else { return };
        sweep_corruptions(&data, false, read);
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn fuzz_hook_accepts_the_samples() {
        fuzz(&write(&fixture()).unwrap());
        fuzz(b"MAB\0");
        let Some(data) = sample(SAMPLE) else { return };
        fuzz(&data);
    }
    /// The MATBINs of the material binder sample, as (file name, bytes).
    fn binder_matbins() -> Option<Vec<(String, Vec<u8>)>> {
        use crate::binary::Limits;
        let dcx = sample(BINDER)?;
        let unwrapped = crate::probe::unwrap_dcx(&dcx, &Limits::default()).unwrap();
        let bnd = crate::bnd4::read(&unwrapped.data).unwrap();
        let files = bnd
            .entries
            .iter()
            .map(|e| {
                let name = e.name.clone().unwrap();
                let file = name.rsplit('\\').next().unwrap().to_string();
                (file, e.contents(&Limits::default()).unwrap().into_owned())
            })
            .collect();
        Some(files)
    }

    const BINDER: &str = "er/allmaterial.matbinbnd.dcx";

    #[test]
    fn every_matbin_of_the_binder_round_trips_byte_exactly() {
        let Some(files) = binder_matbins() else {
            return;
        };
        assert_eq!(files.len(), 22);
        let mut short_float3 = Vec::new();
        let mut trailing = Vec::new();
        for (file, data) in &files {
            let m = read(data).unwrap_or_else(|e| panic!("{file}: {e}"));
            assert_eq!(m.verify_keys(), vec![], "{file}");
            assert!(m.shader_path.ends_with(".spx"), "{file}");
            assert!(m.source_path.ends_with(".matxml"), "{file}");
            let written = write(&m).unwrap();
            assert!(written == *data, "{file} does not write back byte for byte");
            assert_eq!(read(&written).unwrap(), m, "{file}");
            fuzz(data);
            for (i, p) in m.params.iter().enumerate() {
                if matches!(p.value, MatbinValue::Float3(_)) {
                    match p.float3_extra {
                        None => short_float3.push((file.as_str(), i, p.name.clone())),
                        // Every stored extra pair is 1,1, and only the colour carries one.
                        Some(extra) => {
                            assert_eq!(extra, [1.0, 1.0], "{file} param {i}");
                            assert_eq!(p.name, "g_DiffuseMapColor", "{file} param {i}");
                        }
                    }
                }
            }
            if !m.trailing.is_empty() {
                trailing.push((file.as_str(), m.trailing.clone()));
            }
        }
        assert_eq!(
            short_float3,
            vec![
                (
                    "C[AMSN]_Mercury.matbin",
                    31,
                    "C_AMSN__Mercury_snp_0_float3_0".to_string()
                ),
                (
                    "C[AMSN]_Mercury.matbin",
                    32,
                    "C_AMSN__Mercury_snp_0_float3_1".to_string()
                ),
            ]
        );
        let utf16 = |s: &str| {
            s.encode_utf16()
                .flat_map(u16::to_le_bytes)
                .collect::<Vec<u8>>()
        };
        assert_eq!(
            trailing,
            vec![
                ("C[c2010]_BD_Fablic.matbin", utf16("xml\0")),
                (
                    "P[AM_F_1540]_Leather.matbin",
                    utf16(
                        "].spx\0N:\\GR\\data\\Material\\mtd\\Parts\\matxml\\P[AM_F_1540]_Leather.matxml\0"
                    )
                ),
            ]
        );

        let (_, mercury) = files
            .iter()
            .find(|(f, _)| f == "C[AMSN]_Mercury.matbin")
            .unwrap();
        let m = read(mercury).unwrap();
        assert_eq!(m.params[31].value, MatbinValue::Float3([0.1, 0.1, 0.0]));
        assert_eq!(m.params[32].value, MatbinValue::Float3([0.9, 0.8, 0.0]));
        assert_eq!(m.params[31].stored_size(), 12);
        // The next parameter's name follows the three floats directly.
        let record = |i: usize, field: usize| {
            let at = 0x38 + i * 0x28 + field;
            u64::from_le_bytes(mercury[at..at + 8].try_into().unwrap())
        };
        assert_eq!(record(32, 0), record(31, 8) + 12);
        assert_eq!(record(33, 0), record(32, 8) + 12);
    }

    #[test]
    fn binder_matbins_survive_corruption() {
        let Some(files) = binder_matbins() else {
            return;
        };
        for (file, data) in &files {
            if file == "C[AMSN]_Mercury.matbin" || file == "C[c2010]_BD_Fablic.matbin" {
                // Cutting into the stale tail of Fablic leaves a readable file.
                sweep_corruptions(data, file.contains("Fablic"), read);
            }
        }
    }

    /// A material whose float3 values are stored as three floats, one before another
    /// parameter and one as the last parameter before the sampler table's strings.
    fn short_float3_fixture() -> Matbin {
        let mut a = MatbinParam::new("a_float3", MatbinValue::Float3([0.1, 0.1, 0.0]));
        a.float3_extra = None;
        let mut b = MatbinParam::new("b_float3", MatbinValue::Float3([0.9, 0.8, 0.0]));
        b.float3_extra = None;
        Matbin::new(
            "s.spx",
            "m.matxml",
            vec![
                a,
                MatbinParam::new("long", MatbinValue::Float3([1.0, 2.0, 3.0])),
                MatbinParam::new("f", MatbinValue::Float(0.5)),
                b,
            ],
            vec![MatbinSampler::new("t", "", [0.0, 0.0])],
        )
    }

    #[test]
    fn a_float3_without_extra_floats_takes_12_bytes_and_reads_back() {
        let m = short_float3_fixture();
        let bytes = write(&m).unwrap();
        let offset = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap());
        let param = |i: usize, field: usize| offset(0x38 + i * 0x28 + field);
        // a: 12 bytes, then the name of the 20-byte float3, then 20 bytes, then "f".
        assert_eq!(param(1, 0), param(0, 8) + 12);
        assert_eq!(param(2, 0), param(1, 8) + 20);
        // b is the last parameter: the sampler's type name follows its 12 bytes.
        let sampler_type = offset(0x38 + 4 * 0x28);
        assert_eq!(sampler_type, param(3, 8) + 12);
        let at = param(3, 8) as usize;
        let expected: Vec<u8> = [0.9f32, 0.8, 0.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        assert_eq!(&bytes[at..at + 12], &expected[..]);

        let back = read(&bytes).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.params[0].float3_extra, None);
        assert_eq!(back.params[1].float3_extra, Some([1.0, 1.0]));
        assert_eq!(write(&back).unwrap(), bytes);

        // With no samplers the shader path follows the last 12-byte float3.
        let mut no_samplers = m.clone();
        no_samplers.samplers.clear();
        let bytes = write(&no_samplers).unwrap();
        assert_eq!(read(&bytes).unwrap(), no_samplers);

        sweep_corruptions(&write(&m).unwrap(), false, read);
        fuzz(&write(&m).unwrap());
    }

    #[test]
    fn a_float3_next_to_a_string_within_20_bytes_is_short_else_long() {
        // Hand-placed values: the float3 is at the end of the data area and the gap to the
        // next referenced offset decides its size. gap -> stored as short?
        for (gap, short) in [
            (12u64, true),
            (16, true),
            (19, true),
            (20, false),
            (24, false),
        ] {
            let mut m = short_float3_fixture();
            m.params.truncate(1);
            m.samplers.clear();
            m.params[0].float3_extra = Some([1.0, 1.0]);
            let mut bytes = write(&m).unwrap();
            // Layout: name at 0x60, value after it; move the shader path to value + gap.
            let value = u64::from_le_bytes(bytes[0x40..0x48].try_into().unwrap());
            let shader = value + gap;
            let source = shader + 2 * ("s.spx".len() as u64 + 1);
            bytes.truncate(shader as usize);
            bytes.resize(shader as usize, 0);
            for text in ["s.spx", "m.matxml"] {
                bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
                bytes.extend([0, 0]);
            }
            bytes[0x08..0x10].copy_from_slice(&shader.to_le_bytes());
            bytes[0x10..0x18].copy_from_slice(&source.to_le_bytes());
            let back = read(&bytes).unwrap();
            assert_eq!(back.params[0].float3_extra.is_none(), short, "gap {gap}");
            assert_eq!(back.trailing, Vec::<u8>::new(), "gap {gap}");
            fuzz(&bytes);
        }
    }

    #[test]
    fn trailing_bytes_are_kept_and_written_back() {
        let utf16 = |s: &str| {
            s.encode_utf16()
                .flat_map(u16::to_le_bytes)
                .collect::<Vec<u8>>()
        };
        for tail in [
            utf16("xml\0"),
            utf16("].spx\0N:\\old.matxml\0"),
            vec![0xFF],
            vec![0; 3],
        ] {
            let mut m = fixture();
            m.trailing = tail.clone();
            let clean = write(&fixture()).unwrap();
            let bytes = write(&m).unwrap();
            assert_eq!(bytes.len(), clean.len() + tail.len());
            assert_eq!(&bytes[..clean.len()], &clean[..]);
            assert_eq!(&bytes[clean.len()..], &tail[..]);
            let back = read(&bytes).unwrap();
            assert_eq!(back, m);
            assert_eq!(write(&back).unwrap(), bytes);
            fuzz(&bytes);
            sweep_corruptions(&bytes, true, read);
        }
        // A clean file has none.
        assert_eq!(
            read(&write(&fixture()).unwrap()).unwrap().trailing,
            Vec::<u8>::new()
        );
    }

    #[test]
    fn json_carries_the_trailing_length_only() {
        let mut m = fixture();
        m.trailing = vec![1, 2, 3];
        let json = serde_json::to_value(&m).unwrap();
        assert_eq!(json["trailing_len"], 3);
        assert!(json.get("trailing").is_none());
        let back: Matbin = serde_json::from_value(json).unwrap();
        assert_eq!(back.trailing, Vec::<u8>::new());
        assert_eq!(back.params, m.params);
    }
}
