//! MTD: the material definitions of Sekiro (and, with the same layout, Dark Souls 3,
//! Bloodborne and the `.mtd` sources Elden Ring's MATBINs name). An MTD names a shader and
//! lists its parameter values and texture slots. Little-endian; text is Shift-JIS (code page
//! 932, including NEC characters such as ①).
//!
//! The file is a tree of **blocks**. A block starts with
//!
//! | offset | type | meaning                                                         |
//! |--------|------|-----------------------------------------------------------------|
//! | +0x00  | i32  | 0                                                               |
//! | +0x04  | u32  | length: the bytes of the block after this field                 |
//! | +0x08  | i32  | block type                                                      |
//! | +0x0C  | i32  | block version                                                   |
//! | +0x10  | u8   | marker, then zero bytes up to a multiple of 4 from the file start |
//!
//! A **marker** is always a byte followed by zero padding to a multiple of 4 (counted from
//! the start of the file). A **marked string** is an i32 byte length, the Shift-JIS bytes
//! (no terminator) and a marker.
//!
//! | block (type, version, marker) | content                                                  |
//! |-------------------------------|----------------------------------------------------------|
//! | file (0, 3, 0x01)             | header block, marker 0x01, data block, marker 0x04, i32 0 |
//! | header (1, 2, 0xB0)           | marked string `MTD ` (marker 0x34; the text sits at 0x2C), i32 1000 |
//! | data (2, 4, 0xA3)             | shader path (0xA3), description (0x03), i32 1, lists block, marker 0x04, i32 0 |
//! | lists (3, 4, 0xA3)            | i32 0, marker 0x03, i32 param count, params, marker 0x03, i32 texture count, textures, marker 0x04, i32 0 |
//! | param (4, 4, 0xA3)            | name (0xA3), type name (0x04), i32 1, value block, marker 0x04, i32 0 |
//! | value (see below, 1, see below) | i32 value count, the values                            |
//! | texture (0x2000, 3 or 5, 0xA3)| type name (0x35), i32 UV number, marker 0x35, i32 shader data index; version 5 adds i32 0xA3, path (0xBA), i32 float count, the floats |
//!
//! Value blocks by type name: `bool` (0x1000, marker 0xC0, 1 byte), `int`/`int2` (0x1001,
//! 0xC5, i32 each), `float`..`float4` (0x1002, 0xCA, f32 each); the count is 1, 2, 3 or 4.
//! Sekiro's textures all use version 5 (the "extended" form with a path and floats).
//!
//! **Block lengths.** In most files a length is exactly the bytes that follow it, and no
//! reader needs it (SoulsFormats ignores it). One Sekiro game file (`C[AMSN]_Detail3Blend.mtd`)
//! has lengths that claim more: its eight texture blocks claim 52, 104, 152, 196, 248, 292,
//! 340 and 388 bytes more than they hold, and its lists, data and file blocks 388 more (as
//! if each length were measured in a file where every texture was longer). So the reader
//! records each block's *excess*, stored length minus actual length, and the writer writes
//! actual length + excess. The excess is 0 in a consistent file and for anything built in code.
//!
//! Text that decodes from Shift-JIS is written back with the standard encoding; the few
//! characters CP932 can encode two ways (NEC and IBM duplicates) come back in the
//! standard form, so only such a file would not round-trip byte for byte (none in the samples).

use super::binary::{Reader, Writer, decode_shift_jis_strict, encode_shift_jis_strict};
use super::error::{FormatError, Result};

/// The name errors are reported under.
pub const FORMAT: &str = "MTD";

/// The text of the header block.
const MAGIC: &str = "MTD ";
/// The smallest param or texture block (header and three empty marked strings), used to
/// refuse counts the data cannot hold before allocating.
const MIN_CHILD_BLOCK: u64 = 0x20;

/// A material definition.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Mtd {
    /// The shader source path, e.g. `N:\NTC\data\Material\spx\GXFlver_ColDifSpcBumpIbl.spx`.
    pub shader_path: String,
    /// A free-form description (may be Japanese, may contain line breaks).
    pub description: String,
    /// Parameter values, in file order.
    pub params: Vec<MtdParam>,
    /// Texture slots, in file order.
    pub textures: Vec<MtdTexture>,
    /// Stored minus actual lengths of the file-level blocks (all 0 in a consistent file);
    /// see the module documentation.
    #[serde(default, skip_serializing_if = "MtdLengthExcess::is_zero")]
    pub length_excess: MtdLengthExcess,
}

/// Stored minus actual lengths of the four file-level blocks (0 in a consistent file).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MtdLengthExcess {
    /// The outermost block.
    pub file: i64,
    /// The block holding `MTD ` and 1000.
    pub header: i64,
    /// The block holding the paths and the lists.
    pub data: i64,
    /// The block holding the params and textures.
    pub lists: i64,
}

impl MtdLengthExcess {
    /// Whether every excess is 0.
    pub fn is_zero(&self) -> bool {
        *self == Self::default()
    }
}

/// One parameter value of a material.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MtdParam {
    /// The parameter name, e.g. `g_BlendMode`.
    pub name: String,
    /// The type name as stored (`int2`, ...); it must name the type of `value`, ignoring case.
    pub type_name: String,
    /// The value.
    pub value: MtdValue,
    /// Stored minus actual length of the param block (0 in a consistent file).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub length_excess: i64,
    /// Stored minus actual length of the value block (0 in a consistent file).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub value_length_excess: i64,
}

/// A parameter value. The variant decides the type name, the value block type and marker.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum MtdValue {
    /// `bool`: one byte, 0 or 1.
    Bool(bool),
    /// `int`.
    Int(i32),
    /// `int2`.
    Int2([i32; 2]),
    /// `float`.
    Float(f32),
    /// `float2`.
    Float2([f32; 2]),
    /// `float3`.
    Float3([f32; 3]),
    /// `float4`.
    Float4([f32; 4]),
}

/// The value block kinds (their block type numbers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[repr(i32)]
pub enum MtdValueBlock {
    /// Booleans, marker 0xC0.
    Bool = 0x1000,
    /// Integers, marker 0xC5.
    Int = 0x1001,
    /// Floats, marker 0xCA.
    Float = 0x1002,
}

impl MtdValueBlock {
    /// The marker byte of this value block.
    pub fn marker(self) -> u8 {
        match self {
            MtdValueBlock::Bool => 0xC0,
            MtdValueBlock::Int => 0xC5,
            MtdValueBlock::Float => 0xCA,
        }
    }
}

impl MtdValue {
    /// The canonical (lower-case) type name.
    pub fn type_name(&self) -> &'static str {
        match self {
            MtdValue::Bool(_) => "bool",
            MtdValue::Int(_) => "int",
            MtdValue::Int2(_) => "int2",
            MtdValue::Float(_) => "float",
            MtdValue::Float2(_) => "float2",
            MtdValue::Float3(_) => "float3",
            MtdValue::Float4(_) => "float4",
        }
    }

    /// The value block this value is stored in.
    pub fn block(&self) -> MtdValueBlock {
        match self {
            MtdValue::Bool(_) => MtdValueBlock::Bool,
            MtdValue::Int(_) | MtdValue::Int2(_) => MtdValueBlock::Int,
            _ => MtdValueBlock::Float,
        }
    }

    /// How many values the block holds.
    pub fn count(&self) -> i32 {
        match self {
            MtdValue::Bool(_) | MtdValue::Int(_) | MtdValue::Float(_) => 1,
            MtdValue::Int2(_) | MtdValue::Float2(_) => 2,
            MtdValue::Float3(_) => 3,
            MtdValue::Float4(_) => 4,
        }
    }
}

impl MtdParam {
    /// A parameter with the canonical type name of its value and consistent lengths.
    pub fn new(name: impl Into<String>, value: MtdValue) -> Self {
        MtdParam {
            name: name.into(),
            type_name: value.type_name().to_string(),
            value,
            length_excess: 0,
            value_length_excess: 0,
        }
    }
}

/// A texture slot of a material; the model supplies the texture unless `extended.path` does.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MtdTexture {
    /// The slot name, e.g. `g_DiffuseTexture` or `Character_AMSN_snp_Texture2D_2_AlbedoMap_0`.
    pub type_name: String,
    /// Which UV set of the model's vertices the texture uses.
    pub uv_number: i32,
    /// Unknown index (0 in every Sekiro sample).
    pub shader_data_index: i32,
    /// The fields of a version-5 texture block (all of Sekiro's); `None` for version 3.
    pub extended: Option<MtdTextureExtension>,
    /// Stored minus actual length of the texture block (0 in a consistent file).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub length_excess: i64,
}

/// What a version-5 texture block adds.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MtdTextureExtension {
    /// A fixed texture path (often empty; Sekiro samples also name `.tif` sources here).
    pub path: String,
    /// Unknown floats, usually two: 1,1 (a UV scale?) or 0,0.
    pub floats: Vec<f32>,
}

impl MtdTexture {
    /// A version-5 texture slot with consistent lengths.
    pub fn new(
        type_name: impl Into<String>,
        uv_number: i32,
        extended: Option<MtdTextureExtension>,
    ) -> Self {
        MtdTexture {
            type_name: type_name.into(),
            uv_number,
            shader_data_index: 0,
            extended,
            length_excess: 0,
        }
    }
}

impl Mtd {
    /// A material with consistent block lengths.
    pub fn new(
        shader_path: impl Into<String>,
        description: impl Into<String>,
        params: Vec<MtdParam>,
        textures: Vec<MtdTexture>,
    ) -> Self {
        Mtd {
            shader_path: shader_path.into(),
            description: description.into(),
            params,
            textures,
            length_excess: MtdLengthExcess::default(),
        }
    }

    /// The shader family: the shader file name without its extension
    /// ([`super::matbin::family`]).
    pub fn shader_family(&self) -> String {
        super::matbin::family(&self.shader_path)
    }

    /// The parameter with this name, if any.
    pub fn param(&self, name: &str) -> Option<&MtdParam> {
        self.params.iter().find(|p| p.name == name)
    }
}

fn is_zero(v: &i64) -> bool {
    *v == 0
}

// ----------------------------------------------------------------------------------------
// Reading

/// An opened block: where its length counts from and what it claims.
struct OpenBlock {
    /// Offset just after the length field.
    start: usize,
    /// The stored length.
    length: u32,
    /// The block version (checked against the allowed ones).
    version: i32,
}

impl OpenBlock {
    /// Closes the block at the reader's position: returns its excess, stored length minus
    /// actual length.
    fn close(&self, r: &Reader<'_>) -> i64 {
        // The position is at least `start` and a buffer is shorter than 2^63 bytes, so
        // neither the subtraction nor the conversion can overflow.
        let actual = r.pos().saturating_sub(self.start) as i64;
        i64::from(self.length) - actual
    }
}

fn open_block(
    r: &mut Reader<'_>,
    block_type: i32,
    versions: &[i32],
    marker: u8,
    what: &'static str,
) -> Result<OpenBlock> {
    r.expect_i32(0, what)?;
    let length = r.u32(what)?;
    let start = r.pos();
    r.expect_i32(block_type, what)?;
    let version_at = r.pos();
    let version = r.i32(what)?;
    if !versions.contains(&version) {
        let allowed: Vec<String> = versions.iter().map(i32::to_string).collect();
        return Err(r.invalid(
            version_at,
            what,
            format!("version {}", allowed.join(" or ")),
            version,
        ));
    }
    expect_marker(r, marker, what)?;
    Ok(OpenBlock {
        start,
        length,
        version,
    })
}

/// Reads a marker byte and the zero padding after it.
fn expect_marker(r: &mut Reader<'_>, marker: u8, what: &'static str) -> Result<()> {
    r.expect_u8(marker, what)?;
    let pad = (4 - r.pos() % 4) % 4;
    r.expect_zeros(pad as u64, what)
}

fn marked_string(r: &mut Reader<'_>, marker: u8, what: &'static str) -> Result<String> {
    let at = r.pos();
    let len = r.count_i32(what)?;
    let bytes = r.bytes(len as u64, what)?;
    let text = decode_shift_jis_strict(bytes).ok_or_else(|| {
        r.invalid(
            at + 4,
            what,
            "Shift-JIS text",
            "bytes that are malformed or do not encode back",
        )
    })?;
    expect_marker(r, marker, what)?;
    Ok(text)
}

/// Reads an MTD. The file must end where its file block ends.
pub fn read(data: &[u8]) -> Result<Mtd> {
    let mut r = Reader::new(data, FORMAT);
    let file = open_block(&mut r, 0, &[3], 0x01, "file block")?;

    let header = open_block(&mut r, 1, &[2], 0xB0, "header block")?;
    let magic_at = r.pos();
    let magic = marked_string(&mut r, 0x34, "magic")?;
    if magic != MAGIC {
        return Err(FormatError::BadMagic {
            format: FORMAT,
            offset: magic_at as u64 + 4,
            expected: MAGIC.to_string(),
            found: magic,
        });
    }
    r.expect_i32(1000, "header version")?;
    let header_excess = header.close(&r);
    expect_marker(&mut r, 0x01, "end of header")?;

    let data_block = open_block(&mut r, 2, &[4], 0xA3, "data block")?;
    let shader_path = marked_string(&mut r, 0xA3, "shader path")?;
    let description = marked_string(&mut r, 0x03, "description")?;
    r.expect_i32(1, "data block constant")?;

    let lists = open_block(&mut r, 3, &[4], 0xA3, "lists block")?;
    r.expect_i32(0, "lists block constant")?;
    expect_marker(&mut r, 0x03, "start of params")?;

    let count_at = r.pos() as u64;
    let param_count = r.count_i32("param count")?;
    r.check_count(count_at + 4, param_count as u64, MIN_CHILD_BLOCK, "params")?;
    let mut params = Vec::with_capacity(param_count);
    for _ in 0..param_count {
        params.push(read_param(&mut r)?);
    }
    expect_marker(&mut r, 0x03, "end of params")?;

    let count_at = r.pos() as u64;
    let texture_count = r.count_i32("texture count")?;
    r.check_count(
        count_at + 4,
        texture_count as u64,
        MIN_CHILD_BLOCK,
        "textures",
    )?;
    let mut textures = Vec::with_capacity(texture_count);
    for _ in 0..texture_count {
        textures.push(read_texture(&mut r)?);
    }
    expect_marker(&mut r, 0x04, "end of textures")?;
    r.expect_i32(0, "lists block end")?;
    let lists_excess = lists.close(&r);

    expect_marker(&mut r, 0x04, "end of data")?;
    r.expect_i32(0, "data block end")?;
    let data_excess = data_block.close(&r);

    expect_marker(&mut r, 0x04, "end of file block")?;
    r.expect_i32(0, "file block end")?;
    let file_excess = file.close(&r);

    if r.remaining() != 0 {
        return Err(r.invalid(
            r.pos(),
            "end of file",
            "the end of the file block",
            format!("{} more bytes", r.remaining()),
        ));
    }

    Ok(Mtd {
        shader_path,
        description,
        params,
        textures,
        length_excess: MtdLengthExcess {
            file: file_excess,
            header: header_excess,
            data: data_excess,
            lists: lists_excess,
        },
    })
}

fn read_param(r: &mut Reader<'_>) -> Result<MtdParam> {
    let block = open_block(r, 4, &[4], 0xA3, "param block")?;
    let name = marked_string(r, 0xA3, "param name")?;
    let type_at = r.pos();
    let type_name = marked_string(r, 0x04, "param type")?;
    r.expect_i32(1, "param constant")?;

    // The type name decides the value block; read it with a placeholder of the right kind.
    let kind = match type_name.to_ascii_lowercase().as_str() {
        "bool" => MtdValue::Bool(false),
        "int" => MtdValue::Int(0),
        "int2" => MtdValue::Int2([0; 2]),
        "float" => MtdValue::Float(0.0),
        "float2" => MtdValue::Float2([0.0; 2]),
        "float3" => MtdValue::Float3([0.0; 3]),
        "float4" => MtdValue::Float4([0.0; 4]),
        _ => {
            return Err(r.invalid(
                type_at,
                "param type",
                "bool, int, int2, float, float2, float3 or float4",
                format!("{type_name:?}"),
            ));
        }
    };
    let value_kind = kind.block();
    let value_block = open_block(
        r,
        value_kind as i32,
        &[1],
        value_kind.marker(),
        "value block",
    )?;
    let count_at = r.pos();
    let count = r.i32("value count")?;
    if count != kind.count() {
        return Err(r.invalid(count_at, "value count", kind.count(), count));
    }
    let value = match kind {
        MtdValue::Bool(_) => MtdValue::Bool(r.bool("bool value")?),
        MtdValue::Int(_) => MtdValue::Int(r.i32("int value")?),
        MtdValue::Int2(_) => MtdValue::Int2([r.i32("int2 value")?, r.i32("int2 value")?]),
        MtdValue::Float(_) => MtdValue::Float(r.f32("float value")?),
        MtdValue::Float2(_) => MtdValue::Float2(f32s(r, "float2 value")?),
        MtdValue::Float3(_) => MtdValue::Float3(f32s(r, "float3 value")?),
        MtdValue::Float4(_) => MtdValue::Float4(f32s(r, "float4 value")?),
    };
    let value_length_excess = value_block.close(r);
    expect_marker(r, 0x04, "end of param")?;
    r.expect_i32(0, "param block end")?;
    let length_excess = block.close(r);
    Ok(MtdParam {
        name,
        type_name,
        value,
        length_excess,
        value_length_excess,
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

fn read_texture(r: &mut Reader<'_>) -> Result<MtdTexture> {
    let block = open_block(r, 0x2000, &[3, 5], 0xA3, "texture block")?;
    let type_name = marked_string(r, 0x35, "texture type")?;
    let uv_number = r.i32("texture UV number")?;
    expect_marker(r, 0x35, "texture UV number")?;
    let shader_data_index = r.i32("texture shader data index")?;
    let extended = if block.version == 5 {
        r.expect_i32(0xA3, "texture extension")?;
        let path = marked_string(r, 0xBA, "texture path")?;
        let count_at = r.pos() as u64;
        let count = r.count_i32("texture float count")?;
        r.check_count(count_at + 4, count as u64, 4, "texture floats")?;
        let floats = (0..count)
            .map(|_| r.f32("texture float"))
            .collect::<Result<Vec<f32>>>()?;
        Some(MtdTextureExtension { path, floats })
    } else {
        None
    };
    let length_excess = block.close(r);
    Ok(MtdTexture {
        type_name,
        uv_number,
        shader_data_index,
        extended,
        length_excess,
    })
}

// ----------------------------------------------------------------------------------------
// Writing

fn write_error(
    w: &Writer,
    what: &'static str,
    expected: &str,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, w.pos() as u64, what, expected, found)
}

fn write_marker(w: &mut Writer, marker: u8) {
    w.u8(marker);
    w.pad_to(4);
}

fn write_marked_string(w: &mut Writer, marker: u8, text: &str, what: &'static str) -> Result<()> {
    let bytes = encode_shift_jis_strict(text)
        .ok_or_else(|| write_error(w, what, "text Shift-JIS can encode", format!("{text:?}")))?;
    let len = i32::try_from(bytes.len())
        .map_err(|_| write_error(w, what, "at most 2^31 - 1 bytes", bytes.len()))?;
    w.i32(len);
    w.bytes(&bytes);
    write_marker(w, marker);
    Ok(())
}

fn write_count(w: &mut Writer, n: usize, what: &'static str) -> Result<()> {
    let n = i32::try_from(n).map_err(|_| write_error(w, what, "at most 2^31 - 1 entries", n))?;
    w.i32(n);
    Ok(())
}

/// Writes a block around `body`, its length being the bytes written plus `excess`.
fn write_block(
    w: &mut Writer,
    block_type: i32,
    version: i32,
    marker: u8,
    excess: i64,
    body: impl FnOnce(&mut Writer) -> Result<()>,
) -> Result<()> {
    w.i32(0);
    let length_slot = w.reserve_u32();
    let start = w.pos();
    w.i32(block_type);
    w.i32(version);
    write_marker(w, marker);
    body(w)?;
    let actual = w.pos() - start;
    let stored = i64::try_from(actual)
        .ok()
        .and_then(|a| a.checked_add(excess))
        .and_then(|l| u32::try_from(l).ok())
        .ok_or_else(|| {
            write_error(
                w,
                "block length",
                "a length from 0 to 2^32 - 1",
                format!("{actual} + excess {excess}"),
            )
        })?;
    w.fill_u32(length_slot, stored);
    Ok(())
}

/// Writes an MTD. Fails when text cannot be encoded as Shift-JIS, when a param's type name
/// does not name its value's type, or when a block length (with its excess) leaves 32 bits.
pub fn write(mtd: &Mtd) -> Result<Vec<u8>> {
    let mut w = Writer::new();
    let excess = mtd.length_excess;
    write_block(&mut w, 0, 3, 0x01, excess.file, |w| {
        write_block(w, 1, 2, 0xB0, excess.header, |w| {
            write_marked_string(w, 0x34, MAGIC, "magic")?;
            w.i32(1000);
            Ok(())
        })?;
        write_marker(w, 0x01);
        write_block(w, 2, 4, 0xA3, excess.data, |w| {
            write_marked_string(w, 0xA3, &mtd.shader_path, "shader path")?;
            write_marked_string(w, 0x03, &mtd.description, "description")?;
            w.i32(1);
            write_block(w, 3, 4, 0xA3, excess.lists, |w| {
                w.i32(0);
                write_marker(w, 0x03);
                write_count(w, mtd.params.len(), "param count")?;
                for p in &mtd.params {
                    write_param(w, p)?;
                }
                write_marker(w, 0x03);
                write_count(w, mtd.textures.len(), "texture count")?;
                for t in &mtd.textures {
                    write_texture(w, t)?;
                }
                write_marker(w, 0x04);
                w.i32(0);
                Ok(())
            })?;
            write_marker(w, 0x04);
            w.i32(0);
            Ok(())
        })?;
        write_marker(w, 0x04);
        w.i32(0);
        Ok(())
    })?;
    Ok(w.into_bytes())
}

fn write_param(w: &mut Writer, p: &MtdParam) -> Result<()> {
    if !p.type_name.eq_ignore_ascii_case(p.value.type_name()) {
        return Err(write_error(
            w,
            "param type",
            p.value.type_name(),
            format!("{:?} for param {:?}", p.type_name, p.name),
        ));
    }
    write_block(w, 4, 4, 0xA3, p.length_excess, |w| {
        write_marked_string(w, 0xA3, &p.name, "param name")?;
        write_marked_string(w, 0x04, &p.type_name, "param type")?;
        w.i32(1);
        let kind = p.value.block();
        write_block(
            w,
            kind as i32,
            1,
            kind.marker(),
            p.value_length_excess,
            |w| {
                w.i32(p.value.count());
                match &p.value {
                    MtdValue::Bool(b) => w.u8(u8::from(*b)),
                    MtdValue::Int(i) => w.i32(*i),
                    MtdValue::Int2(v) => v.iter().for_each(|&i| w.i32(i)),
                    MtdValue::Float(f) => w.f32(*f),
                    MtdValue::Float2(v) => v.iter().for_each(|&f| w.f32(f)),
                    MtdValue::Float3(v) => v.iter().for_each(|&f| w.f32(f)),
                    MtdValue::Float4(v) => v.iter().for_each(|&f| w.f32(f)),
                }
                Ok(())
            },
        )?;
        write_marker(w, 0x04);
        w.i32(0);
        Ok(())
    })
}

fn write_texture(w: &mut Writer, t: &MtdTexture) -> Result<()> {
    let version = if t.extended.is_some() { 5 } else { 3 };
    write_block(w, 0x2000, version, 0xA3, t.length_excess, |w| {
        write_marked_string(w, 0x35, &t.type_name, "texture type")?;
        w.i32(t.uv_number);
        write_marker(w, 0x35);
        w.i32(t.shader_data_index);
        if let Some(ext) = &t.extended {
            w.i32(0xA3);
            write_marked_string(w, 0xBA, &ext.path, "texture path")?;
            write_count(w, ext.floats.len(), "texture float count")?;
            ext.floats.iter().for_each(|&f| w.f32(f));
        }
        Ok(())
    })
}

/// Fuzzing entry point: a file that reads must write, read back, and write the same bytes.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let Ok(mtd) = read(data) else { return };
    super::oracle::stable_write("MTD", &mtd, read, write, false);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{sample, sweep_corruptions};

    /// The entries of the Sekiro sample binder, read by a minimal BND4 walker of its own so
    /// these tests do not depend on the BND4 module: (name, bytes).
    fn sample_mtds() -> Option<Vec<(String, Vec<u8>)>> {
        let bnd = sample("sdt/allmaterialbnd.mtdbnd")?;
        let u32_at = |o: usize| u32::from_le_bytes(bnd[o..o + 4].try_into().unwrap()) as usize;
        assert_eq!(&bnd[..4], b"BND4");
        assert_eq!(
            bnd[0x31], 0x54,
            "raw format byte: IDs | Names2 | Compression"
        );
        assert_eq!(u32_at(0x20), 0x24, "entry size");
        // Byte 0x30 says the names are UTF-16LE (1), not Shift-JIS, in this binder.
        assert_eq!(bnd[0x30], 1);
        let count = u32_at(0x0C);
        let mut out = Vec::new();
        for i in 0..count {
            let e = 0x40 + i * 0x24;
            assert_eq!(bnd[e], 0x40, "entry flags");
            let size = u32_at(e + 0x08);
            assert_eq!(size, u32_at(e + 0x10), "stored uncompressed");
            let (offset, name_offset) = (u32_at(e + 0x18), u32_at(e + 0x20));
            assert_eq!(u32_at(e + 0x1C), i, "entry id");
            let units: Vec<u16> = bnd[name_offset..]
                .chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]))
                .take_while(|&u| u != 0)
                .collect();
            let path = String::from_utf16(&units).unwrap();
            let name = path.rsplit('\\').next().unwrap().to_string();
            out.push((name, bnd[offset..offset + size].to_vec()));
        }
        Some(out)
    }

    fn sample_named(name: &str) -> Option<Mtd> {
        let mtds = sample_mtds()?;
        let (_, bytes) = mtds.iter().find(|(n, _)| n == name).unwrap();
        Some(read(bytes).unwrap())
    }

    /// A material with a version-3 texture, NEC and kana text and a non-zero length excess.
    fn fixture() -> Mtd {
        let mut mtd = Mtd::new(
            "N:\\FDP\\data\\Material\\spx\\GXFlver_ColDifSpcBumpIbl.spx",
            "①テスト\r\nline two",
            vec![
                MtdParam::new("g_BlendMode", MtdValue::Int(32)),
                MtdParam::new("g_AlphaRef", MtdValue::Int2([128, 0])),
                MtdParam::new("g_IsBlend", MtdValue::Bool(true)),
                MtdParam::new("g_Float", MtdValue::Float(0.5)),
                MtdParam::new("g_Float2", MtdValue::Float2([1.0, 2.0])),
                MtdParam::new("g_DiffuseMapColor", MtdValue::Float3([1.0, 0.5, 0.25])),
                MtdParam::new("g_GlowScale", MtdValue::Float4([1.0, 2.0, 3.0, 4.0])),
            ],
            vec![
                MtdTexture::new("g_DiffuseTexture", 1, None),
                MtdTexture::new(
                    "g_BumpmapTexture",
                    2,
                    Some(MtdTextureExtension {
                        path: "N:\\a.tif".to_string(),
                        floats: vec![1.0, 1.0, 0.5],
                    }),
                ),
            ],
        );
        mtd.params[1].type_name = "Int2".to_string();
        mtd.textures[1].length_excess = 52;
        mtd.length_excess.file = 3;
        mtd
    }

    #[test]
    fn value_blocks_are_written_as_documented() {
        // (value, value block type, marker, count, value bytes).
        let f = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let cases: Vec<(MtdValue, i32, u8, i32, Vec<u8>)> = vec![
            (MtdValue::Bool(true), 0x1000, 0xC0, 1, vec![1]),
            (MtdValue::Int(-1), 0x1001, 0xC5, 1, vec![0xFF; 4]),
            (
                MtdValue::Int2([1, 2]),
                0x1001,
                0xC5,
                2,
                vec![1, 0, 0, 0, 2, 0, 0, 0],
            ),
            (MtdValue::Float(1.0), 0x1002, 0xCA, 1, f(&[1.0])),
            (
                MtdValue::Float2([1.0, 2.0]),
                0x1002,
                0xCA,
                2,
                f(&[1.0, 2.0]),
            ),
            (
                MtdValue::Float3([1.0, 2.0, 3.0]),
                0x1002,
                0xCA,
                3,
                f(&[1.0, 2.0, 3.0]),
            ),
            (
                MtdValue::Float4([1.0, 2.0, 3.0, 4.0]),
                0x1002,
                0xCA,
                4,
                f(&[1.0, 2.0, 3.0, 4.0]),
            ),
        ];
        for (value, block_type, marker, count, bytes) in cases {
            let mtd = Mtd::new("s", "", vec![MtdParam::new("p", value.clone())], vec![]);
            let written = write(&mtd).unwrap();
            // Expected: i32 0, length, type, version 1, marker + pad, count, values.
            let mut expected = Vec::new();
            expected.extend(0i32.to_le_bytes());
            expected.extend((12 + 4 + bytes.len() as u32).to_le_bytes());
            expected.extend(block_type.to_le_bytes());
            expected.extend(1i32.to_le_bytes());
            expected.extend([marker, 0, 0, 0]);
            expected.extend(count.to_le_bytes());
            expected.extend(&bytes);
            let at = written
                .windows(expected.len())
                .position(|w| w == &expected[..]);
            assert!(
                at.is_some(),
                "{value:?}: value block not found in {written:02x?}"
            );
            assert_eq!(read(&written).unwrap(), mtd, "{value:?}");
        }
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn all_sample_mtds_read_with_the_documented_facts() {
        let Some(mtds) = sample_mtds() else { return };
        assert_eq!(mtds.len(), 33);
        let mut types = std::collections::BTreeMap::<String, String>::new();
        for (name, bytes) in &mtds {
            let mtd = read(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(
                mtd.shader_path.starts_with("N:\\"),
                "{name}: {}",
                mtd.shader_path
            );
            assert!(
                mtd.shader_path.ends_with(".spx"),
                "{name}: {}",
                mtd.shader_path
            );
            assert_eq!(&bytes[0x2C..0x30], b"MTD ");
            for t in &mtd.textures {
                assert!(
                    t.extended.is_some(),
                    "{name}: Sekiro textures are version 5"
                );
            }
            for p in &mtd.params {
                assert_eq!(
                    p.type_name,
                    p.value.type_name(),
                    "{name}: type names are lower case"
                );
                let previous = types.insert(p.name.clone(), p.type_name.clone());
                if let Some(previous) = previous {
                    assert_eq!(previous, p.type_name, "{name}: {} changes type", p.name);
                }
            }
        }
        // The common parameters have the types formats.md documents.
        for (param, type_name) in [
            ("g_BlendMode", "int"),
            ("g_AlphaRef", "int2"),
            ("g_DiffuseMapColor", "float3"),
            ("g_GlowScale", "float4"),
            ("g_BloodAmount", "float"),
            ("GXFT_Cloth", "bool"),
        ] {
            assert_eq!(
                types.get(param).map(String::as_str),
                Some(type_name),
                "{param}"
            );
        }
    }

    #[test]
    fn sample_values_and_texts() {
        let Some(mtd) = sample_named("c1010_hair_e_Cloth_Decal.mtd") else {
            return;
        };
        assert_eq!(
            mtd.shader_path,
            "N:\\NTC\\data\\Material\\sat\\OutputData\\SPX\\Fur_NTC_cloth.spx"
        );
        assert_eq!(mtd.shader_family(), "Fur_NTC_cloth");
        assert!(
            mtd.description
                .starts_with("[Character]\r\nAlbedo/Metallic")
        );
        assert_eq!((mtd.params.len(), mtd.textures.len()), (16, 5));
        assert_eq!(
            mtd.param("g_GX_MaterialID").unwrap().value,
            MtdValue::Int(0)
        );
        assert_eq!(
            mtd.param("g_GX_bDisableDecal").unwrap().value,
            MtdValue::Bool(true)
        );
        assert_eq!(
            mtd.param("g_AlphaRef").unwrap().value,
            MtdValue::Int2([80, 0])
        );
        assert_eq!(
            mtd.param("g_DiffuseMapColor").unwrap().value,
            MtdValue::Float3([1.0; 3])
        );
        assert_eq!(
            mtd.param("g_GlowScale").unwrap().value,
            MtdValue::Float4([1.0; 4])
        );
        let albedo = mtd
            .textures
            .iter()
            .find(|t| t.type_name == "Fur_NTC_snp_Texture2D_1_AlbedoMap_0")
            .unwrap();
        assert_eq!(albedo.uv_number, 1);
        assert_eq!(albedo.shader_data_index, 0);
        let ext = albedo.extended.as_ref().unwrap();
        assert_eq!(
            ext.path,
            "N:\\NTC\\data\\Model\\parts\\tex\\FC_A_0000_common_hair_a.tif"
        );
        assert_eq!(ext.floats, vec![1.0, 1.0]);

        let Some(sketchup) = sample_named("[SketchUp].mtd") else {
            return;
        };
        assert_eq!(
            sketchup.description,
            "GoogleSketchUpから出力された企画テストマップ専用"
        );
        assert_eq!(sketchup.shader_family(), "[SketchUp]");

        let Some(ibl) = sample_named("[ARSN].mtd") else {
            return;
        };
        assert_eq!(
            ibl.shader_path,
            "N:\\NTC\\data\\Material\\spx\\GXFlver_ColDifSpcBumpIbl.spx"
        );
        assert_eq!(ibl.shader_family(), "GXFlver_ColDifSpcBumpIbl");
    }

    #[test]
    fn detail3blend_sample_keeps_its_overlong_texture_lengths() {
        // This game file's texture blocks claim more bytes than they hold, by a growing
        // amount, and its enclosing blocks by the last texture's amount.
        let Some(mtd) = sample_named("C[AMSN]_Detail3Blend.mtd") else {
            return;
        };
        let excess: Vec<i64> = mtd.textures.iter().map(|t| t.length_excess).collect();
        assert_eq!(excess, vec![52, 104, 152, 196, 248, 292, 340, 388]);
        let outer = MtdLengthExcess {
            file: 388,
            header: 0,
            data: 388,
            lists: 388,
        };
        assert_eq!(mtd.length_excess, outer);
        assert!(
            mtd.params
                .iter()
                .all(|p| p.length_excess == 0 && p.value_length_excess == 0)
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn all_sample_mtds_round_trip_byte_exactly() {
        let Some(mtds) = sample_mtds() else { return };
        for (name, bytes) in &mtds {
            let mtd = read(bytes).unwrap();
            assert!(write(&mtd).unwrap() == *bytes, "{name} does not round-trip");
        }
    }

    #[test]
    fn fixture_round_trips() {
        let mtd = fixture();
        let bytes = write(&mtd).unwrap();
        assert_eq!(&bytes[0x2C..0x30], b"MTD ");
        let back = read(&bytes).unwrap();
        assert_eq!(back, mtd);
        assert_eq!(back.textures[0].extended, None);
        assert_eq!(write(&back).unwrap(), bytes);
        // The stored file length is the content plus the file block's excess.
        let stored = u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
        assert_eq!(stored, bytes.len() - 8 + 3);
    }

    #[test]
    fn bad_input_and_unwritable_values_are_errors() {
        let bytes = write(&Mtd::new(
            "s",
            "",
            vec![MtdParam::new("p", MtdValue::Int(1))],
            vec![],
        ))
        .unwrap();
        // Rename the type "int" to "inx": the reader reports the type string's offset.
        let at = bytes.windows(3).position(|w| w == b"int").unwrap();
        let mut bad = bytes.clone();
        bad[at + 2] = b'x';
        let err = read(&bad).unwrap_err();
        assert!(
            matches!(
                err,
                FormatError::Invalid {
                    what: "param type",
                    ..
                }
            ),
            "{err}"
        );
        assert_eq!(err.offset(), at as u64 - 4);
        // Trailing bytes after the file block are refused.
        let mut long = bytes.clone();
        long.push(0);
        assert!(read(&long).is_err());
        // Malformed Shift-JIS (a lone lead byte) in the shader path "s".
        let at = bytes.windows(1).position(|w| w == b"s").unwrap();
        let mut bad = bytes;
        bad[at] = 0x87;
        assert!(matches!(
            read(&bad).unwrap_err(),
            FormatError::Invalid {
                what: "shader path",
                ..
            }
        ));

        let mut mismatched = fixture();
        mismatched.params[0].type_name = "float".to_string();
        assert!(write(&mismatched).is_err());
        let mut unencodable = fixture();
        unencodable.description = "\u{1F600}".to_string();
        assert!(write(&unencodable).is_err());
        let mut too_long = fixture();
        too_long.length_excess.header = -1000;
        assert!(write(&too_long).is_err());
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn corruptions_never_panic() {
        let fixture = write(&fixture()).unwrap();
        sweep_corruptions(&fixture, false, read);
        let Some(mtds) = sample_mtds() else { return };
        for (_, bytes) in mtds.iter().step_by(8) {
            sweep_corruptions(bytes, false, read);
        }
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn fuzz_hook_accepts_the_samples() {
        fuzz(&write(&fixture()).unwrap());
        fuzz(&[0; 16]);
        let Some(mtds) = sample_mtds() else { return };
        for (_, bytes) in &mtds {
            fuzz(bytes);
        }
    }
}
