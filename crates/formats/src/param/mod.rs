//! PARAM: the games' row tables (`*.param`, the files of a regulation or a `*.parambnd`). A
//! param holds rows of one fixed size, each with an id, the bytes of one C struct whose layout
//! (the paramdef) is not in the file, and a name. [`layouts`] knows the offsets of the fields
//! that name effects.
//!
//! The byte order is little-endian unless the byte at 0x2C is 0xFF. Layout (facts from
//! SoulsFormats `PARAM.cs` / `PARAM.Row.cs`; checked on Elden Ring, Nightreign and Armored Core
//! 6 regulation files, whose params all have flags 0x85 / 0x07):
//!
//! | offset | type     | meaning |
//! |--------|----------|---------|
//! | 0x00   | u32      | "strings offset": the param type string's offset, or that rounded up to 16, or anything (see [`StringsOffset`]) |
//! | 0x04   | u16      | data start, in the short header only; 0 otherwise |
//! | 0x06   | i16      | unk06 (0 or 1 in Elden Ring) |
//! | 0x08   | i16      | paramdef data version (the paramdef's `DataVersion`) |
//! | 0x0A   | u16      | row count |
//! | 0x0C   | char[32] | the param type (`BULLET_PARAM_ST`), padded with 0x00 or 0x20, unless flag 0x80 |
//! | 0x0C   | i32, i64, u8[20] | with flag 0x80: 0, the param type string's offset, zeros |
//! | 0x2C   | u8       | 0xFF big-endian, 0 little-endian |
//! | 0x2D   | u8       | format flags 1: 0x01 unknown, 0x02 32-bit data start at 0x30 (with 0x01), 0x04 64-bit offsets and data start at 0x30, 0x80 the type string stored after the data |
//! | 0x2E   | u8       | format flags 2: 0x01 row names are UTF-16 (else Shift-JIS); 0x02, 0x04 unknown |
//! | 0x2F   | u8       | paramdef format version (0) |
//! | 0x30   | u32, u32×3 or i64, i64 | data start and zeros, when flags 1 has 0x01 and 0x02, or 0x04 (the header is then 0x40 bytes, else 0x30) |
//!
//! Then the row table, one entry per row: with 64-bit offsets {i32 id, i32 0, i64 data offset,
//! i64 name offset} (0x18 bytes), else {i32 id, u32 data offset, u32 name offset} (0x0C). When
//! flags 1 is exactly 0x01, 0x20 zero bytes follow the table. Then the rows' data, in row
//! order, each row the same size: the distance between two rows' data (with one row: from its
//! data to the first string). Then the strings: the param type (ASCII, NUL-terminated) when
//! flag 0x80 is set, an empty name (two zero bytes), the row names (UTF-16 or Shift-JIS,
//! NUL-terminated; rows with equal names share one), and two zero bytes. A name offset of 0
//! (or the file's length) means no name; the games' shipped rows all point at the empty name.
//!
//! [`write`] lays a param out exactly so, which is how SoulsFormats writes one and how the
//! games' files checked are laid out; [`read`] also reads rows and names wherever their
//! offsets point (Armored Core 6 ships params whose type offset lies past the file's end and
//! whose names point at consecutive zero bytes), so what it reads writes back in the
//! canonical layout, and reading that gives the same param.

pub mod layouts;

use std::collections::HashMap;

use super::binary::{
    Endian, Limits, Reader, Writer, decode_shift_jis_strict, encode_shift_jis_strict,
};
use super::error::{FormatError, Result};

/// The format name carried by this module's errors.
pub const FORMAT: &str = "PARAM";

/// The longest name or param type read, in bytes: real names are a few dozen characters.
/// Bounding them keeps a file whose names point into a huge unterminated run cheap to refuse.
pub const MAX_STRING_BYTES: usize = 4096;

/// Format flags 1 (0x2D): the unknown flag 0x01.
pub const FLAG_01: u8 = 0x01;
/// Format flags 1: with [`FLAG_01`], a 32-bit data start at 0x30.
pub const FLAG_INT_DATA_OFFSET: u8 = 0x02;
/// Format flags 1: 64-bit row offsets and a 64-bit data start at 0x30.
pub const FLAG_LONG_DATA_OFFSET: u8 = 0x04;
/// Format flags 1: the param type is a string after the data, not 32 bytes in the header.
pub const FLAG_OFFSET_PARAM_TYPE: u8 = 0x80;
/// Format flags 2 (0x2E): row names are UTF-16.
pub const FLAG_UNICODE_NAMES: u8 = 0x01;

/// The format bytes of a param (0x2C..0x30).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct ParamFormat {
    /// 0xFF at 0x2C: numbers and UTF-16 names are big-endian.
    pub big_endian: bool,
    /// Format flags 1 (0x2D): [`FLAG_01`], [`FLAG_INT_DATA_OFFSET`], [`FLAG_LONG_DATA_OFFSET`],
    /// [`FLAG_OFFSET_PARAM_TYPE`], others kept as read.
    pub flags1: u8,
    /// Format flags 2 (0x2E): [`FLAG_UNICODE_NAMES`], others kept as read.
    pub flags2: u8,
    /// The paramdef format version byte (0x2F).
    pub paramdef_format_version: u8,
}

impl ParamFormat {
    /// The format of every param of the Elden Ring, Nightreign and Armored Core 6 regulations:
    /// little-endian, flags 0x85 (64-bit offsets, type string after the data) and 0x07
    /// (UTF-16 names), format version 0.
    pub const ELDEN_RING: ParamFormat = ParamFormat {
        big_endian: false,
        flags1: 0x85,
        flags2: 0x07,
        paramdef_format_version: 0,
    };

    /// Whether row offsets and the data start are 64-bit.
    pub fn long_offsets(self) -> bool {
        self.flags1 & FLAG_LONG_DATA_OFFSET != 0
    }

    /// Whether the data start is a u32 at 0x30 (flags 0x01 and 0x02).
    fn int_data_offset(self) -> bool {
        self.flags1 & (FLAG_01 | FLAG_INT_DATA_OFFSET) == FLAG_01 | FLAG_INT_DATA_OFFSET
    }

    /// Whether the param type is stored as a string after the data.
    pub fn offset_param_type(self) -> bool {
        self.flags1 & FLAG_OFFSET_PARAM_TYPE != 0
    }

    /// Whether row names are UTF-16 (else Shift-JIS).
    pub fn unicode_names(self) -> bool {
        self.flags2 & FLAG_UNICODE_NAMES != 0
    }

    /// The header's size: 0x40 with a data start at 0x30, else 0x30.
    pub fn header_size(self) -> u64 {
        if self.int_data_offset() || self.long_offsets() {
            0x40
        } else {
            0x30
        }
    }

    /// The size of one row table entry.
    pub fn row_entry_size(self) -> u64 {
        if self.long_offsets() { 0x18 } else { 0x0C }
    }

    /// The byte order.
    pub fn endian(self) -> Endian {
        if self.big_endian {
            Endian::Big
        } else {
            Endian::Little
        }
    }
}

/// What the unreliable "strings offset" at 0x00 holds, relative to where the strings start
/// (the param type string with flag 0x80, else the end of the row data).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum StringsOffset {
    /// Exactly the start of the strings (Elden Ring 1.16's files).
    AtStrings,
    /// The start of the strings rounded up to a multiple of 16 (some of Elden Ring 1.00's and
    /// Armored Core 6's files).
    AtStringsAligned16,
    /// Any other value, kept as read.
    Other(u32),
}

/// One row: its id, its name and its data (the param's row size in bytes).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ParamRow {
    /// The row id (what other params and the game refer to).
    pub id: i32,
    /// The name, when the row has a name offset (the games' rows have empty names); `None`
    /// for a name offset of 0, or when the param was read without names.
    pub name: Option<String>,
    /// The row's bytes.
    #[serde(skip)]
    pub data: Vec<u8>,
}

/// A param: its header fields and rows.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Param {
    /// Byte order and format flags.
    pub format: ParamFormat,
    /// The i16 at 0x06.
    pub unk06: i16,
    /// The paramdef data version (0x08): the layout revision of the rows.
    pub data_version: i16,
    /// The param type (`BULLET_PARAM_ST`), which names the paramdef; empty when the file
    /// carries none (Armored Core 6's EquipParamWeapon, whose type offset lies past the end).
    pub param_type: String,
    /// With the type in the header: the byte the 32 bytes are padded with (0x00 or 0x20).
    pub inline_type_padding: u8,
    /// The strings offset at 0x00.
    pub strings_offset: StringsOffset,
    /// The rows, in file order (sorted by id in the games' files).
    pub rows: Vec<ParamRow>,
}

impl Param {
    /// An empty param with the given format, type and data version.
    pub fn new(format: ParamFormat, param_type: &str, data_version: i16) -> Param {
        Param {
            format,
            unk06: 0,
            data_version,
            param_type: param_type.to_string(),
            inline_type_padding: 0,
            strings_offset: StringsOffset::AtStrings,
            rows: Vec::new(),
        }
    }

    /// The size of every row's data; `None` without rows.
    pub fn row_size(&self) -> Option<usize> {
        self.rows.first().map(|r| r.data.len())
    }

    /// The row with this id, by binary search: the games' rows are sorted by id (see
    /// [`Param::rows_are_sorted`]); in a param whose rows are not, the answer may be `None`.
    pub fn row_by_id(&self, id: i32) -> Option<&ParamRow> {
        self.rows
            .binary_search_by_key(&id, |r| r.id)
            .ok()
            .map(|i| &self.rows[i])
    }

    /// Whether the rows are sorted by id (ties allowed), which [`Param::row_by_id`] needs.
    pub fn rows_are_sorted(&self) -> bool {
        self.rows.windows(2).all(|w| w[0].id <= w[1].id)
    }

    /// One field of one row, read with the param's byte order (see
    /// [`layouts::FieldLayout::read`]).
    pub fn field(&self, row: &ParamRow, field: &layouts::FieldLayout) -> Result<i64> {
        field.read(&row.data, self.format.endian())
    }
}

/// Reads a param with its row names and the default [`Limits`].
pub fn read(data: &[u8]) -> Result<Param> {
    read_with(data, &Limits::default(), true)
}

/// Reads a param without decoding its row names (every name `None`): what an index that only
/// reads fields needs, and cheaper.
pub fn read_without_names(data: &[u8]) -> Result<Param> {
    read_with(data, &Limits::default(), false)
}

/// The param type a param's header names, without reading its rows: for listing the params of
/// a regulation cheaply. Empty when the file carries none.
pub fn peek_type(data: &[u8]) -> Result<String> {
    let (header, r) = read_header(data)?;
    header.param_type(&r)
}

/// The fixed part of the header, as read.
struct Header {
    format: ParamFormat,
    strings_offset_field: u32,
    unk06: i16,
    data_version: i16,
    row_count: usize,
    /// Flag 0x80: the param type string's offset; else `None`.
    type_offset: Option<u64>,
    inline_type: [u8; 32],
}

impl Header {
    /// The param type and, for an inline type, the padding byte.
    fn param_type_and_padding(&self, r: &Reader<'_>) -> Result<(String, u8)> {
        match self.type_offset {
            Some(offset) if offset < r.len() as u64 => Ok((read_ascii(r, offset)?, 0)),
            Some(_) => Ok((String::new(), 0)),
            None => {
                let raw = &self.inline_type;
                let (text, padding) = match raw.iter().position(|&b| b == 0) {
                    Some(end) => (&raw[..end], 0),
                    None if raw[31] == b' ' => {
                        let end = raw.iter().rposition(|&b| b != b' ').map_or(0, |i| i + 1);
                        (&raw[..end], b' ')
                    }
                    None => (&raw[..], 0),
                };
                if !text.is_ascii() {
                    return Err(FormatError::invalid(
                        FORMAT,
                        0x0C,
                        "param type",
                        "ASCII text",
                        format!("{text:02x?}"),
                    ));
                }
                Ok((String::from_utf8_lossy(text).into_owned(), padding))
            }
        }
    }

    fn param_type(&self, r: &Reader<'_>) -> Result<String> {
        self.param_type_and_padding(r).map(|(t, _)| t)
    }
}

/// The zero bytes after the row table: 0x20 when flags 1 is exactly 0x01.
pub(crate) fn table_padding(format: ParamFormat) -> u64 {
    if format.flags1 == FLAG_01 { 0x20 } else { 0 }
}

/// Reads a NUL-terminated ASCII string of at most [`MAX_STRING_BYTES`] bytes.
fn read_ascii(r: &Reader<'_>, offset: u64) -> Result<String> {
    let bytes = bounded_cstr(r, offset, "param type")?;
    if !bytes.is_ascii() {
        return Err(FormatError::invalid(
            FORMAT,
            offset,
            "param type",
            "ASCII text",
            format!("{:02x?}", &bytes[..bytes.len().min(16)]),
        ));
    }
    Ok(String::from_utf8_lossy(bytes).into_owned())
}

/// The bytes of a NUL-terminated string at `offset`, at most [`MAX_STRING_BYTES`] long.
fn bounded_cstr<'a>(r: &Reader<'a>, offset: u64, what: &'static str) -> Result<&'a [u8]> {
    let len = (r.len() as u64)
        .saturating_sub(offset)
        .min(MAX_STRING_BYTES as u64 + 1);
    let window = r.slice(offset, len, what)?;
    match window.iter().position(|&b| b == 0) {
        Some(end) => Ok(&window[..end]),
        None => Err(FormatError::invalid(
            FORMAT,
            offset,
            what,
            format!("a NUL-terminated string of at most {MAX_STRING_BYTES} bytes"),
            "no terminator",
        )),
    }
}

fn read_header(data: &[u8]) -> Result<(Header, Reader<'_>)> {
    let mut r = Reader::new(data, FORMAT);
    r.check_count(0, 1, 0x30, "header")?;
    let mut flags = r.at(0x2C, "format bytes")?;
    let endian_at = flags.pos();
    let big_endian = match flags.u8("byte order")? {
        0 => false,
        0xFF => true,
        other => return Err(r.invalid(endian_at, "byte order", "0 or 0xFF", other)),
    };
    let format = ParamFormat {
        big_endian,
        flags1: flags.u8("format flags 1")?,
        flags2: flags.u8("format flags 2")?,
        paramdef_format_version: flags.u8("paramdef format version")?,
    };
    r.set_endian(format.endian());
    let strings_offset_field = r.u32("strings offset")?;
    let short_start = r.u16("data start")?;
    let long_header = format.header_size() == 0x40;
    if long_header && short_start != 0 {
        return Err(r.invalid(4, "data start", "0 with a 0x40-byte header", short_start));
    }
    let unk06 = r.i16("unk06")?;
    let data_version = r.i16("paramdef data version")?;
    let row_count = usize::from(r.u16("row count")?);
    let mut inline_type = [0u8; 32];
    let type_offset = if format.offset_param_type() {
        r.expect_i32(0, "param type block padding")?;
        let at = r.pos();
        let offset = r.u64("param type offset")?;
        if offset > i64::MAX as u64 {
            return Err(r.invalid(
                at,
                "param type offset",
                "an offset of 0 or more",
                offset as i64,
            ));
        }
        r.expect_zeros(0x14, "param type block padding")?;
        Some(offset)
    } else {
        inline_type = r.array::<32>("param type")?;
        None
    };
    if long_header {
        r.seek(0x30, "data start")?;
        if format.int_data_offset() {
            r.u32("data start")?;
            r.expect_zeros(12, "header padding")?;
        } else {
            r.u64("data start")?;
            r.expect_zeros(8, "header padding")?;
        }
    }
    Ok((
        Header {
            format,
            strings_offset_field,
            unk06,
            data_version,
            row_count,
            type_offset,
            inline_type,
        },
        r,
    ))
}

/// Reads a param; the rows' data may not total more than `limits.max_alloc` bytes. With
/// `names` false every row's name is `None` and no string is decoded.
pub fn read_with(data: &[u8], limits: &Limits, names: bool) -> Result<Param> {
    let (header, r) = read_header(data)?;
    let format = header.format;
    let (param_type, inline_type_padding) = header.param_type_and_padding(&r)?;
    let table_at = format.header_size();
    let entry_size = format.row_entry_size();
    r.check_count(table_at, header.row_count as u64, entry_size, "row table")?;

    let mut entries = Vec::with_capacity(header.row_count);
    let mut t = r.at(table_at, "row table")?;
    for _ in 0..header.row_count {
        let id = t.i32("row id")?;
        let (data_offset, name_offset) = if format.long_offsets() {
            t.i32("row entry padding")?;
            (t.u64("row data offset")?, t.u64("row name offset")?)
        } else {
            (
                u64::from(t.u32("row data offset")?),
                u64::from(t.u32("row name offset")?),
            )
        };
        entries.push((id, data_offset, name_offset));
    }

    let len = r.len() as u64;
    let row_size = detect_row_size(&header, &entries, len)?;
    let total = row_size.saturating_mul(entries.len() as u64);
    limits.check(FORMAT, table_at, "row data", total)?;

    let mut names_at: HashMap<u64, String> = HashMap::new();
    let mut rows = Vec::with_capacity(entries.len());
    let mut previous_end = 0u64;
    for (index, &(id, data_offset, name_offset)) in entries.iter().enumerate() {
        let entry_at = table_at + index as u64 * entry_size;
        if index > 0 && data_offset < previous_end {
            return Err(FormatError::invalid(
                FORMAT,
                entry_at,
                "row data offset",
                format!("at least {previous_end:#x}, after the previous row's {row_size:#x} bytes"),
                format!("{data_offset:#x}"),
            ));
        }
        let bytes = r.slice(data_offset, row_size, "row data")?;
        previous_end = data_offset + row_size;
        let name = if !names || name_offset == 0 || name_offset == len {
            None
        } else if let Some(name) = names_at.get(&name_offset) {
            Some(name.clone())
        } else {
            let name = read_name(&r, name_offset, format.unicode_names())?;
            names_at.insert(name_offset, name.clone());
            Some(name)
        };
        rows.push(ParamRow {
            id,
            name,
            data: bytes.to_vec(),
        });
    }

    let strings_start = match header.type_offset {
        Some(offset) => offset,
        None => match entries.last() {
            Some(&(_, offset, _)) => offset + row_size,
            // No rows: the strings follow the table (and flags 0x01's 0x20 zero bytes).
            None => table_at + header.row_count as u64 * entry_size + table_padding(format),
        },
    };
    let field = u64::from(header.strings_offset_field);
    let strings_offset = if field == strings_start {
        StringsOffset::AtStrings
    } else if field == strings_start.next_multiple_of(16) {
        StringsOffset::AtStringsAligned16
    } else {
        StringsOffset::Other(header.strings_offset_field)
    };

    Ok(Param {
        format,
        unk06: header.unk06,
        data_version: header.data_version,
        param_type,
        inline_type_padding,
        strings_offset,
        rows,
    })
}

/// The row size: the distance between the first two rows' data, or with one row the distance
/// from its data to the first string (SoulsFormats' rule: the nearest of the type string and
/// the names; the strings offset at 0x00 counts too when there is no type string in the
/// file); 0 without rows.
fn detect_row_size(header: &Header, entries: &[(i32, u64, u64)], len: u64) -> Result<u64> {
    let table_at = header.format.header_size();
    match entries {
        [] => Ok(0),
        [(_, first, _), (_, second, _), ..] => second.checked_sub(*first).ok_or_else(|| {
            FormatError::invalid(
                FORMAT,
                table_at + header.format.row_entry_size(),
                "row data offset",
                format!("at least the first row's ({first:#x})"),
                format!("{second:#x}"),
            )
        }),
        [(_, data, name)] => {
            let type_string = header.type_offset.filter(|&o| o < len);
            let field = u64::from(header.strings_offset_field);
            let name = Some(*name).filter(|&n| n != 0 && n != len);
            let end = [type_string, name, type_string.is_none().then_some(field)]
                .into_iter()
                .flatten()
                .min()
                .unwrap_or(field);
            end.checked_sub(*data).ok_or_else(|| {
                FormatError::invalid(
                    FORMAT,
                    0,
                    "strings offset",
                    format!("at or after the only row's data ({data:#x})"),
                    format!("{end:#x}"),
                )
            })
        }
    }
}

/// Reads a row name: UTF-16 in the file's byte order, or strict Shift-JIS (so it writes back).
fn read_name(r: &Reader<'_>, offset: u64, unicode: bool) -> Result<String> {
    if !unicode {
        let bytes = bounded_cstr(r, offset, "row name")?;
        return decode_shift_jis_strict(bytes).ok_or_else(|| {
            FormatError::invalid(
                FORMAT,
                offset,
                "row name",
                "Shift-JIS text that encodes back to the same bytes",
                format!("{:02x?}", &bytes[..bytes.len().min(16)]),
            )
        });
    }
    let len = (r.len() as u64)
        .saturating_sub(offset)
        .min(MAX_STRING_BYTES as u64 + 2);
    let mut window = r.at(offset, "row name")?;
    let mut units = Vec::new();
    loop {
        if (units.len() as u64 + 1) * 2 > len {
            return Err(FormatError::invalid(
                FORMAT,
                offset,
                "row name",
                format!("a NUL-terminated UTF-16 name of at most {MAX_STRING_BYTES} bytes"),
                "no terminator",
            ));
        }
        match window.u16("row name")? {
            0 => break,
            unit => units.push(unit),
        }
    }
    String::from_utf16(&units).map_err(|_| {
        FormatError::invalid(
            FORMAT,
            offset,
            "row name",
            "UTF-16 text",
            "an unpaired surrogate",
        )
    })
}

/// An error about a param being written.
fn write_error(
    offset: u64,
    what: &'static str,
    expected: impl std::fmt::Display,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, offset, what, expected, found)
}

/// Writes a param in the canonical layout of the module table. Fails when rows differ in size,
/// there are more than 65,535 rows, the type is not ASCII (or longer than 32 bytes in the
/// header), a name cannot be encoded (NUL, or no Shift-JIS code) or an offset does not fit.
pub fn write(param: &Param) -> Result<Vec<u8>> {
    let format = param.format;
    let row_count = u16::try_from(param.rows.len())
        .map_err(|_| write_error(0x0A, "row count", "at most 65535 rows", param.rows.len()))?;
    let row_size = param.row_size().unwrap_or(0);
    if let Some((i, row)) = param
        .rows
        .iter()
        .enumerate()
        .find(|(_, r)| r.data.len() != row_size)
    {
        return Err(write_error(
            format.header_size() + i as u64 * format.row_entry_size(),
            "row data",
            format!("{row_size:#x} bytes, as the first row"),
            format!("{:#x} bytes (row {})", row.data.len(), row.id),
        ));
    }
    let type_bytes = param.param_type.as_bytes();
    if !type_bytes.is_ascii() || type_bytes.contains(&0) {
        return Err(write_error(
            0x0C,
            "param type",
            "ASCII text without NUL",
            &param.param_type,
        ));
    }
    if !format.offset_param_type() && type_bytes.len() > 32 {
        return Err(write_error(
            0x0C,
            "param type",
            "at most 32 bytes in the header",
            &param.param_type,
        ));
    }
    if !format.offset_param_type() && !matches!(param.inline_type_padding, 0 | b' ') {
        return Err(write_error(
            0x0C,
            "param type padding",
            "0x00 or 0x20",
            param.inline_type_padding,
        ));
    }

    let mut w = Writer::with_endian(format.endian());
    let strings_offset = w.reserve_u32();
    let short_start = if format.header_size() == 0x40 {
        w.u16(0);
        None
    } else {
        Some(w.reserve_u16())
    };
    w.i16(param.unk06);
    w.i16(param.data_version);
    w.u16(row_count);
    let type_offset = if format.offset_param_type() {
        w.i32(0);
        let slot = w.reserve_u64();
        w.zeros(0x14);
        Some(slot)
    } else {
        w.bytes(type_bytes);
        let pad = vec![param.inline_type_padding; 32 - type_bytes.len()];
        w.bytes(&pad);
        None
    };
    w.u8(if format.big_endian { 0xFF } else { 0 });
    w.u8(format.flags1);
    w.u8(format.flags2);
    w.u8(format.paramdef_format_version);
    let long_start = if format.int_data_offset() {
        let slot = w.reserve_u32();
        w.zeros(12);
        Some(slot)
    } else if format.long_offsets() {
        let slot = w.reserve_u64();
        w.zeros(8);
        Some(slot)
    } else {
        None
    };

    let mut slots = Vec::with_capacity(param.rows.len());
    for row in &param.rows {
        w.i32(row.id);
        if format.long_offsets() {
            w.i32(0);
            slots.push((w.reserve_u64(), w.reserve_u64()));
        } else {
            slots.push((w.reserve_u32(), w.reserve_u32()));
        }
    }
    if format.flags1 == FLAG_01 {
        w.zeros(0x20);
    }
    let data_start = w.pos() as u64;
    match (long_start, short_start) {
        (Some(slot), _) if format.int_data_offset() => {
            w.fill_u32(slot, offset_u32(data_start, 0x30, "data start")?)
        }
        (Some(slot), _) => w.fill_u64(slot, data_start),
        (None, Some(slot)) => w.fill_u16(
            slot,
            u16::try_from(data_start).map_err(|_| {
                write_error(
                    4,
                    "data start",
                    "below 0x10000 in a 0x30-byte header",
                    data_start,
                )
            })?,
        ),
        (None, None) => {}
    }

    let fill = |w: &mut Writer, slot, value: u64, at: u64, what: &'static str| -> Result<()> {
        if format.long_offsets() {
            w.fill_u64(slot, value);
        } else {
            w.fill_u32(slot, offset_u32(value, at, what)?);
        }
        Ok(())
    };
    for (i, (row, &(data_slot, _))) in param.rows.iter().zip(&slots).enumerate() {
        let at = w.pos() as u64;
        fill(
            &mut w,
            data_slot,
            at,
            data_start + i as u64,
            "row data offset",
        )?;
        w.bytes(&row.data);
    }

    let strings_start = w.pos() as u64;
    // A single row's size is read from the first string; without a type string after the
    // data, the strings offset is one of the candidates, so it must be exact.
    let strings_rule = if param.rows.len() == 1 && !format.offset_param_type() {
        StringsOffset::AtStrings
    } else {
        param.strings_offset
    };
    let strings_value = match strings_rule {
        StringsOffset::AtStrings => offset_u32(strings_start, 0, "strings offset")?,
        StringsOffset::AtStringsAligned16 => {
            offset_u32(strings_start.next_multiple_of(16), 0, "strings offset")?
        }
        StringsOffset::Other(v) => v,
    };
    w.fill_u32(strings_offset, strings_value);
    if let Some(slot) = type_offset {
        w.fill_u64(slot, strings_start);
        w.bytes(type_bytes);
        w.u8(0);
    }

    let empty_at = w.pos() as u64;
    w.u16(0);
    let mut offsets: HashMap<&str, u64> = HashMap::new();
    offsets.insert("", empty_at);
    let table_at = format.header_size();
    for (i, (row, &(_, name_slot))) in param.rows.iter().zip(&slots).enumerate() {
        let entry_at = table_at + i as u64 * format.row_entry_size();
        let Some(name) = row.name.as_deref() else {
            fill(&mut w, name_slot, 0, entry_at, "row name offset")?;
            continue;
        };
        let offset = match offsets.get(name) {
            Some(&offset) => offset,
            None => {
                let offset = w.pos() as u64;
                write_name(&mut w, name, format.unicode_names(), entry_at)?;
                offsets.insert(name, offset);
                offset
            }
        };
        fill(&mut w, name_slot, offset, entry_at, "row name offset")?;
    }
    w.u16(0);
    Ok(w.into_bytes())
}

/// An offset that must fit a 32-bit field.
fn offset_u32(value: u64, at: u64, what: &'static str) -> Result<u32> {
    u32::try_from(value)
        .map_err(|_| write_error(at, what, "an offset below 4 GiB (or 64-bit offsets)", value))
}

/// Writes a NUL-terminated name, refusing one that would not read back the same.
fn write_name(w: &mut Writer, name: &str, unicode: bool, at: u64) -> Result<()> {
    if name.contains('\0') {
        return Err(write_error(at, "row name", "no NUL character", name));
    }
    if unicode {
        w.utf16z(name);
    } else {
        let bytes = encode_shift_jis_strict(name)
            .ok_or_else(|| write_error(at, "row name", "text Shift-JIS can encode", name))?;
        w.bytes(&bytes);
        w.u8(0);
    }
    Ok(())
}

/// Fuzzing hook: read (with and without names); if that works, write, read the written bytes
/// (must succeed), write again and check both writes are identical.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let limits = Limits {
        max_alloc: 64 << 20,
    };
    let _ = read_with(data, &limits, false);
    let _ = peek_type(data);
    let Ok(param) = read_with(data, &limits, true) else {
        return;
    };
    super::oracle::stable_write("PARAM", &param, read, write, true);
}

#[cfg(test)]
mod tests;
