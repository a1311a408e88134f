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
//! Value sizes by type: bool 1 byte, int 4, int2 8, float 4, float2 8, **float3 20** (three
//! floats and two more, 1,1 in every file seen), float4 16, float5 20. The five floats of a
//! colour are R, G, B, a fourth value that is 1 in every sample (alpha or unused; the binding
//! below ignores it) and an intensity: see [`bound_colour`].
//!
//! Every key is the Adler-32 checksum of its string's UTF-16LE bytes without the terminator
//! ([`key_of`]). Keys are checked by [`Matbin::verify_keys`], not by the reader, so a file
//! with a wrong key still opens.
//!
//! The data area after the tables holds, with no alignment at all (strings sit at odd
//! offsets): for each parameter its name then its value; for each sampler its type name then
//! its path; then the shader path and the source path. The writer lays the area out in
//! exactly that order (the order SoulsFormats uses), which reproduces the game's files byte
//! for byte; a file whose offsets point elsewhere still reads, and is written back in this
//! canonical order.

use super::binary::{Reader, Writer};
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
    /// The two floats a float3 value stores after its three; `None` for the other types.
    /// (SoulsFormats drops them on read and writes 1,1; they are kept to write back exactly.)
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
    /// Type 10 (stored with two more floats: [`MatbinParam::float3_extra`]).
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
    /// Three floats (followed by two more in the file).
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
    r.check_count(
        HEADER_SIZE + params_bytes,
        sampler_count as u64,
        SAMPLER_SIZE,
        "samplers",
    )?;

    let shader_path = r.utf16_at(shader_path_offset, "shader path")?;
    let source_path = r.utf16_at(source_path_offset, "source path")?;

    let mut params = Vec::with_capacity(param_count);
    for _ in 0..param_count {
        params.push(read_param(&mut r)?);
    }
    let mut samplers = Vec::with_capacity(sampler_count);
    for _ in 0..sampler_count {
        let type_offset = r.u64("sampler type name offset")?;
        let path_offset = r.u64("sampler path offset")?;
        let key = r.u32("sampler key")?;
        let uv_scale = [r.f32("sampler unknown x")?, r.f32("sampler unknown y")?];
        r.expect_zeros(20, "sampler padding")?;
        samplers.push(MatbinSampler {
            type_name: r.utf16_at(type_offset, "sampler type name")?,
            path: r.utf16_at(path_offset, "sampler path")?,
            key,
            uv_scale,
        });
    }

    Ok(Matbin {
        shader_path,
        source_path,
        key,
        params,
        samplers,
    })
}

fn read_param(r: &mut Reader<'_>) -> Result<MatbinParam> {
    let name_offset = r.u64("parameter name offset")?;
    let value_offset = r.u64("parameter value offset")?;
    let key = r.u32("parameter key")?;
    let type_at = r.pos();
    let type_number = r.u32("parameter type")?;
    r.expect_zeros(16, "parameter padding")?;

    let name = r.utf16_at(name_offset, "parameter name")?;
    let value_type = MatbinValueType::from_u32(type_number).ok_or_else(|| {
        r.invalid(
            type_at,
            "parameter type",
            "0, 4, 5, 8, 9, 10, 11 or 12",
            type_number,
        )
    })?;
    let mut v = r.at(value_offset, "parameter value")?;
    let mut float3_extra = None;
    let value = match value_type {
        MatbinValueType::Bool => MatbinValue::Bool(v.bool("bool value")?),
        MatbinValueType::Int => MatbinValue::Int(v.i32("int value")?),
        MatbinValueType::Int2 => MatbinValue::Int2([v.i32("int2 value")?, v.i32("int2 value")?]),
        MatbinValueType::Float => MatbinValue::Float(v.f32("float value")?),
        MatbinValueType::Float2 => MatbinValue::Float2(f32s(&mut v, "float2 value")?),
        MatbinValueType::Float3 => {
            let rgb = f32s(&mut v, "float3 value")?;
            float3_extra = Some(f32s(&mut v, "float3 extra floats")?);
            MatbinValue::Float3(rgb)
        }
        MatbinValueType::Float4 => MatbinValue::Float4(f32s(&mut v, "float4 value")?),
        MatbinValueType::Float5 => MatbinValue::Float5(f32s(&mut v, "float5 value")?),
    };
    Ok(MatbinParam {
        name,
        value,
        key,
        float3_extra,
    })
}

/// Reads `N` floats in a row.
fn f32s<const N: usize>(r: &mut Reader<'_>, what: &'static str) -> Result<[f32; N]> {
    let mut out = [0.0; N];
    for o in &mut out {
        *o = r.f32(what)?;
    }
    Ok(out)
}

/// Writes a MATBIN in the canonical layout (see the module documentation). Fails only when a
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
            floats(w, &p.float3_extra.unwrap_or(FLOAT3_DEFAULT_EXTRA));
        }
        MatbinValue::Float4(v) => floats(w, v),
        MatbinValue::Float5(v) => floats(w, v),
    }
}

/// Fuzzing entry point: a file that reads must write, read back, and write the same bytes.
#[doc(hidden)]
pub fn fuzz(data: &[u8]) {
    let Ok(m) = read(data) else { return };
    let first = write(&m).expect("a MATBIN that was read can be written");
    let again = read(&first).expect("a written MATBIN reads back");
    let second = write(&again).expect("a MATBIN that was read can be written");
    assert_eq!(first, second, "MATBIN write is not stable through a read");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::testutil::{sample, sweep_corruptions};

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
    fn corruptions_never_panic() {
        let fixture = write(&fixture()).unwrap();
        sweep_corruptions(&fixture, false, read);
        let Some(data) = sample(SAMPLE) else { return };
        sweep_corruptions(&data, false, read);
    }

    #[test]
    fn fuzz_hook_accepts_the_samples() {
        fuzz(&write(&fixture()).unwrap());
        fuzz(b"MAB\0");
        let Some(data) = sample(SAMPLE) else { return };
        fuzz(&data);
    }
}
