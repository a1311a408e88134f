//! FMG: the games' text files (item names, descriptions, menu text), a table from numeric
//! ids to strings. Found inside the `msg/<language>/*.msgbnd.dcx` binders ([`texts`]).
//!
//! Version 2 (Dark Souls 3, Bloodborne, Sekiro, Elden Ring, Nightreign, Armored Core 6) has
//! 64-bit offsets; versions 0 (Demon's Souls) and 1 (Dark Souls 1 and 2) have 32-bit ones and
//! are read too. The byte order is the header's (byte 0x01); offsets are absolute.
//!
//! | offset (v2) | offset (v0/1) | type | meaning |
//! |------|------|------|---------|
//! | 0x00 | 0x00 | u8   | 0 |
//! | 0x01 | 0x01 | u8   | 1 = big-endian, 0 = little-endian |
//! | 0x02 | 0x02 | u8   | version: 0, 1 or 2 |
//! | 0x03 | 0x03 | u8   | 0 |
//! | 0x04 | 0x04 | i32  | file size |
//! | 0x08 | 0x08 | u8   | 1 = UTF-16 text, 0 = Shift-JIS (code page 932) |
//! | 0x09 | 0x09 | u8   | 0xFF in version 0, else 0 |
//! | 0x0A | 0x0A | u8×2 | 0 |
//! | 0x0C | 0x0C | i32  | group count |
//! | 0x10 | 0x10 | i32  | string count: the length of the offset table |
//! | 0x14 | –    | i32  | 0xFF |
//! | 0x18 | 0x14 | i64 / i32 | offset of the string offset table |
//! | 0x20 | 0x18 | i64 / i32 | 0 |
//! | 0x28 | 0x1C | group × count | see below |
//!
//! A **group** is a run of consecutive ids: i32 index of its first string in the offset
//! table, i32 first id, i32 last id, and (version 2) i32 0. Id `first + k` has the string at
//! table index `index + k`. Groups are in ascending id order without overlaps (the reader
//! refuses others: the game looks ids up by halving the group list).
//!
//! The **string offset table** holds one offset per id (i64 in version 2, i32 before): 0 for
//! an id without a string, else the offset of a zero-terminated string. An id whose offset
//! is 0 is kept apart from an id whose string is empty ([`FmgEntry::text`] `None` against
//! `Some("")`).
//!
//! Layout as written (and as found in the game files sampled: Dark Souls 3 `NPC名.fmg`,
//! Bloodborne `NPC名.fmg`, Elden Ring `AccessoryName.fmg`, Armored Core 6 `FCS説明.fmg` from
//! WitchyBND's test samples): header, groups, offset table (ids in order, indices
//! consecutive), then the strings in id order, each written once, or once per distinct
//! text when the file shares offsets between equal strings ([`Fmg::shared_strings`]). Two
//! of those samples end with a few zero bytes after the last string (6 and 10), which the
//! reader keeps as [`Fmg::trailing_zeros`]. Layout facts: SoulsFormats `FMG.cs` (and its
//! SoulsFormatsNEXT revision: the text encoding byte, shared offsets).

pub mod texts;

use std::collections::BTreeMap;

use super::binary::{Endian, Reader, Writer, decode_shift_jis_strict, encode_shift_jis_strict};
use super::error::{FormatError, Result};

/// The name errors are reported under.
pub const FORMAT: &str = "FMG";

/// The file version (byte 0x02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum FmgVersion {
    /// 0: Demon's Souls (32-bit offsets, 0xFF at 0x09).
    DemonsSouls,
    /// 1: Dark Souls 1 and 2 (32-bit offsets).
    DarkSouls1,
    /// 2: Dark Souls 3, Bloodborne, Sekiro, Elden Ring, Nightreign, Armored Core 6 (64-bit).
    DarkSouls3,
}

impl FmgVersion {
    /// The byte at 0x02.
    pub fn raw(self) -> u8 {
        match self {
            FmgVersion::DemonsSouls => 0,
            FmgVersion::DarkSouls1 => 1,
            FmgVersion::DarkSouls3 => 2,
        }
    }

    /// Whether offsets are 64-bit (and the header and groups carry the extra fields).
    pub fn is_wide(self) -> bool {
        self == FmgVersion::DarkSouls3
    }

    fn group_size(self) -> u64 {
        if self.is_wide() { 16 } else { 12 }
    }

    fn offset_size(self) -> u64 {
        if self.is_wide() { 8 } else { 4 }
    }
}

/// One id of a text file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FmgEntry {
    /// The id (for item names, the row id of the item's param: [`texts`]).
    pub id: i32,
    /// The text; `None` when the id has no string (offset 0), unlike an empty string.
    pub text: Option<String>,
}

/// A text file: ids in ascending order, each once.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Fmg {
    /// The version (version 2 for every game from Dark Souls 3 on).
    pub version: FmgVersion,
    /// The byte order of numbers and UTF-16 text.
    pub endian: Endian,
    /// UTF-16 text (every sampled file) or Shift-JIS.
    pub unicode: bool,
    /// The ids, ascending, each once.
    pub entries: Vec<FmgEntry>,
    /// Equal strings are written once and their ids share the offset.
    pub shared_strings: bool,
    /// Zero bytes after the last string (some game files have a few).
    pub trailing_zeros: usize,
}

impl Fmg {
    /// A version 2, little-endian, UTF-16 file of these entries (sorted by id; of two entries
    /// with one id, the later is kept).
    pub fn new(entries: impl IntoIterator<Item = FmgEntry>) -> Fmg {
        let by_id: BTreeMap<i32, Option<String>> =
            entries.into_iter().map(|e| (e.id, e.text)).collect();
        Fmg {
            version: FmgVersion::DarkSouls3,
            endian: Endian::Little,
            unicode: true,
            entries: by_id
                .into_iter()
                .map(|(id, text)| FmgEntry { id, text })
                .collect(),
            shared_strings: false,
            trailing_zeros: 0,
        }
    }

    /// A version 2 file of (id, text) pairs, every id with a string.
    pub fn from_texts<S: Into<String>>(texts: impl IntoIterator<Item = (i32, S)>) -> Fmg {
        Fmg::new(texts.into_iter().map(|(id, text)| FmgEntry {
            id,
            text: Some(text.into()),
        }))
    }

    /// The entry of an id, with or without a string.
    pub fn entry(&self, id: i32) -> Option<&FmgEntry> {
        self.entries
            .binary_search_by_key(&id, |e| e.id)
            .ok()
            .map(|i| &self.entries[i])
    }

    /// The text of an id: `None` when the file lacks the id or the id has no string.
    pub fn get(&self, id: i32) -> Option<&str> {
        self.entry(id).and_then(|e| e.text.as_deref())
    }

    /// The ids that have a string, with it, in ascending id order.
    pub fn texts(&self) -> impl Iterator<Item = (i32, &str)> + '_ {
        self.entries
            .iter()
            .filter_map(|e| e.text.as_deref().map(|t| (e.id, t)))
    }

    /// Every entry, ascending.
    pub fn iter(&self) -> std::slice::Iter<'_, FmgEntry> {
        self.entries.iter()
    }

    /// How many ids the file has (with or without a string).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the file has no ids.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

// ----------------------------------------------------------------------------------------
// Reading

/// A group as stored.
struct Group {
    first_index: u64,
    first_id: i32,
    count: u64,
}

/// Reads an FMG. The file size field must equal the data's length, and every byte after
/// the last string must be zero.
pub fn read(data: &[u8]) -> Result<Fmg> {
    let mut r = Reader::new(data, FORMAT);
    r.expect_u8(0, "header byte 0x00")?;
    let endian_at = r.pos();
    let endian = match r.u8("byte order")? {
        0 => Endian::Little,
        1 => Endian::Big,
        other => return Err(r.invalid(endian_at, "byte order", "0 or 1", other)),
    };
    r.set_endian(endian);
    let version_at = r.pos();
    let version = match r.u8("version")? {
        0 => FmgVersion::DemonsSouls,
        1 => FmgVersion::DarkSouls1,
        2 => FmgVersion::DarkSouls3,
        other => return Err(r.invalid(version_at, "version", "0, 1 or 2", other)),
    };
    r.expect_u8(0, "header byte 0x03")?;
    let size_at = r.pos();
    let file_size = r.i32("file size")?;
    if i64::from(file_size) != data.len() as i64 {
        return Err(r.invalid(size_at, "file size", data.len(), file_size));
    }
    let unicode_at = r.pos();
    let unicode = match r.u8("text encoding")? {
        1 => true,
        0 => false,
        other => {
            return Err(r.invalid(
                unicode_at,
                "text encoding",
                "1 (UTF-16) or 0 (Shift-JIS)",
                other,
            ));
        }
    };
    let marker = if version == FmgVersion::DemonsSouls {
        0xFF
    } else {
        0
    };
    r.expect_u8(marker, "header byte 0x09")?;
    r.expect_zeros(2, "header bytes 0x0A..0x0C")?;
    let group_count = r.count_i32("group count")?;
    let string_count = r.count_i32("string count")?;
    let table_offset = if version.is_wide() {
        r.expect_i32(0xFF, "header constant 0xFF")?;
        let at = r.pos();
        let v = r.i64("string offset table offset")?;
        u64::try_from(v).map_err(|_| r.invalid(at, "string offset table offset", "≥ 0", v))?
    } else {
        u64::from(r.u32("string offset table offset")?)
    };
    if version.is_wide() {
        r.expect_u64(0, "header zero")?;
    } else {
        r.expect_u32(0, "header zero")?;
    }
    let groups_at = r.pos() as u64;
    r.check_count(
        groups_at,
        group_count as u64,
        version.group_size(),
        "groups",
    )?;
    r.check_count(
        table_offset,
        string_count as u64,
        version.offset_size(),
        "string offset table",
    )?;

    let groups = read_groups(&mut r, version, group_count, string_count)?;
    let content_end = [
        groups_at + group_count as u64 * version.group_size(),
        table_offset + string_count as u64 * version.offset_size(),
    ];

    // Every id's string offset, in id order.
    let mut offsets: Vec<(i32, u64)> = Vec::new();
    for g in &groups {
        let mut t = r.at(
            table_offset + g.first_index * version.offset_size(),
            "string offset table",
        )?;
        for k in 0..g.count {
            let at = t.pos();
            let offset = if version.is_wide() {
                let v = t.i64("string offset")?;
                u64::try_from(v).map_err(|_| t.invalid(at, "string offset", "≥ 0", v))?
            } else {
                u64::from(t.u32("string offset")?)
            };
            // k < count ≤ 2^32, and first + k ≤ last, so this fits an i32.
            let id = (i64::from(g.first_id) + k as i64) as i32;
            offsets.push((id, offset));
        }
    }

    let (texts, strings_end) = read_strings(&r, unicode, &offsets)?;
    let end = content_end
        .into_iter()
        .chain(strings_end)
        .max()
        .unwrap_or(0);
    let tail = r.slice(end, data.len() as u64 - end.min(data.len() as u64), "tail")?;
    if let Some(i) = tail.iter().position(|&b| b != 0) {
        return Err(r.invalid(
            end as usize + i,
            "bytes after the strings",
            "zero padding",
            format!("{:#x}", tail[i]),
        ));
    }
    let shared_strings = texts.values().any(|(_, users)| *users > 1);
    let entries = offsets
        .iter()
        .map(|&(id, offset)| FmgEntry {
            id,
            text: texts.get(&offset).map(|(text, _)| text.clone()),
        })
        .collect();
    Ok(Fmg {
        version,
        endian,
        unicode,
        entries,
        shared_strings,
        trailing_zeros: tail.len(),
    })
}

/// Reads the group records: ascending, not overlapping, within the offset table; the total
/// of their ids is at most the string count (which bounds the work to the file's size).
fn read_groups(
    r: &mut Reader<'_>,
    version: FmgVersion,
    group_count: usize,
    string_count: usize,
) -> Result<Vec<Group>> {
    let mut groups: Vec<Group> = Vec::with_capacity(group_count);
    let mut total: u64 = 0;
    for _ in 0..group_count {
        let at = r.pos();
        let first_index = r.count_i32("group string index")? as u64;
        let first_id = r.i32("group first id")?;
        let last_at = r.pos();
        let last_id = r.i32("group last id")?;
        if version.is_wide() {
            r.expect_i32(0, "group padding")?;
        }
        if last_id < first_id {
            return Err(r.invalid(
                last_at,
                "group last id",
                format!("at least the first id {first_id}"),
                last_id,
            ));
        }
        if let Some(previous) = groups.last() {
            let previous_last = i64::from(previous.first_id) + previous.count as i64 - 1;
            if i64::from(first_id) <= previous_last {
                return Err(r.invalid(
                    at + 4,
                    "group first id",
                    format!("above the previous group's last id {previous_last}"),
                    first_id,
                ));
            }
        }
        let count = (i64::from(last_id) - i64::from(first_id) + 1) as u64;
        if first_index + count > string_count as u64 {
            return Err(r.invalid(
                at,
                "group string index",
                format!("{count} strings from it within the table of {string_count}"),
                first_index,
            ));
        }
        total += count;
        if total > string_count as u64 {
            return Err(r.invalid(
                at,
                "groups",
                format!("at most {string_count} ids in all (the string count)"),
                total,
            ));
        }
        groups.push(Group {
            first_index,
            first_id,
            count,
        });
    }
    Ok(groups)
}

/// Decoded strings by offset: (text, how many ids use the offset).
type DecodedStrings = BTreeMap<u64, (String, usize)>;

/// Decodes each distinct string offset once, in ascending order, each string ending before
/// the next one starts (so the work is bounded by the file's size). Returns offset →
/// (text, how many ids use it), and where the last string ends.
fn read_strings(
    r: &Reader<'_>,
    unicode: bool,
    offsets: &[(i32, u64)],
) -> Result<(DecodedStrings, Option<u64>)> {
    let mut users: BTreeMap<u64, usize> = BTreeMap::new();
    for &(_, offset) in offsets {
        if offset != 0 {
            *users.entry(offset).or_default() += 1;
        }
    }
    let starts: Vec<u64> = users.keys().copied().collect();
    let mut texts = BTreeMap::new();
    let mut strings_end = None;
    for (i, &start) in starts.iter().enumerate() {
        let limit = starts
            .get(i + 1)
            .copied()
            .unwrap_or(r.len() as u64)
            .min(r.len() as u64);
        let (text, end) = read_string(r, unicode, start, limit)?;
        strings_end = Some(end);
        texts.insert(start, (text, users[&start]));
    }
    Ok((texts, strings_end))
}

/// One zero-terminated string at `start` that must end by `limit`; returns it and the
/// offset after its terminator.
fn read_string(r: &Reader<'_>, unicode: bool, start: u64, limit: u64) -> Result<(String, u64)> {
    let what = "string";
    let region = r.slice(start, limit.saturating_sub(start), what)?;
    let overrun = || {
        FormatError::invalid(
            FORMAT,
            start,
            what,
            format!("a terminator before offset {limit:#x} (the next string or the end)"),
            "none",
        )
    };
    if unicode {
        if !start.is_multiple_of(2) {
            return Err(r.invalid(start as usize, what, "an even offset", start));
        }
        let mut units = Vec::new();
        let mut t = r.at(start, what)?;
        let mut end = None;
        while (t.pos() as u64) + 2 <= limit {
            let u = t.u16(what)?;
            if u == 0 {
                end = Some(t.pos() as u64);
                break;
            }
            units.push(u);
        }
        let end = end.ok_or_else(overrun)?;
        let text = String::from_utf16(&units)
            .map_err(|_| r.invalid(start as usize, what, "UTF-16 text", "an unpaired surrogate"))?;
        Ok((text, end))
    } else {
        let len = region.iter().position(|&b| b == 0).ok_or_else(overrun)?;
        let text = decode_shift_jis_strict(&region[..len]).ok_or_else(|| {
            r.invalid(
                start as usize,
                what,
                "Shift-JIS text",
                "bytes that are malformed or do not encode back",
            )
        })?;
        Ok((text, start + len as u64 + 1))
    }
}

// ----------------------------------------------------------------------------------------
// Writing

fn write_error(
    at: usize,
    what: &'static str,
    expected: &str,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, at as u64, what, expected, found)
}

/// Writes an FMG in the layout of the module table. Fails when the ids are not strictly
/// ascending, a text holds a NUL (or, for Shift-JIS, a character it cannot encode), or the
/// file outgrows its 32-bit size field.
pub fn write(fmg: &Fmg) -> Result<Vec<u8>> {
    let version = fmg.version;
    for pair in fmg.entries.windows(2) {
        if pair[1].id <= pair[0].id {
            return Err(write_error(
                0,
                "entry id",
                &format!("ids in ascending order, each once (after {})", pair[0].id),
                pair[1].id,
            ));
        }
    }
    let encoded = encode_texts(fmg)?;
    let groups = runs(&fmg.entries);
    let count = |n: usize, what: &'static str| {
        i32::try_from(n).map_err(|_| write_error(0, what, "at most i32::MAX", n))
    };

    let mut w = Writer::with_endian(fmg.endian);
    w.u8(0);
    w.u8(u8::from(fmg.endian == Endian::Big));
    w.u8(version.raw());
    w.u8(0);
    let size_slot = w.reserve_i32();
    w.u8(u8::from(fmg.unicode));
    w.u8(if version == FmgVersion::DemonsSouls {
        0xFF
    } else {
        0
    });
    w.zeros(2);
    w.i32(count(groups.len(), "group count")?);
    w.i32(count(fmg.entries.len(), "string count")?);
    if version.is_wide() {
        w.i32(0xFF);
    }
    let table_slot = if version.is_wide() {
        let slot = w.reserve_u64();
        w.u64(0);
        slot
    } else {
        let slot = w.reserve_u32();
        w.u32(0);
        slot
    };
    for &(index, first, last) in &groups {
        w.i32(count(index, "group string index")?);
        w.i32(first);
        w.i32(last);
        if version.is_wide() {
            w.i32(0);
        }
    }
    let table = w.pos();
    fill_offset(&mut w, version, table_slot, table as u64)?;
    let slots: Vec<_> = fmg
        .entries
        .iter()
        .map(|_| {
            if version.is_wide() {
                w.reserve_u64()
            } else {
                w.reserve_u32()
            }
        })
        .collect();
    let mut written: BTreeMap<&[u8], u64> = BTreeMap::new();
    for (slot, bytes) in slots.into_iter().zip(&encoded) {
        let Some(bytes) = bytes else { continue };
        let offset = match written.get(bytes.as_slice()) {
            Some(&offset) if fmg.shared_strings => offset,
            _ => {
                let offset = w.pos() as u64;
                w.bytes(bytes);
                written.insert(bytes, offset);
                offset
            }
        };
        fill_offset(&mut w, version, slot, offset)?;
    }
    w.zeros(fmg.trailing_zeros);
    let size = i32::try_from(w.pos())
        .map_err(|_| write_error(4, "file size", "at most i32::MAX bytes", w.pos()))?;
    w.fill_i32(size_slot, size);
    Ok(w.into_bytes())
}

/// Fills an offset slot of the version's width.
fn fill_offset(
    w: &mut Writer,
    version: FmgVersion,
    slot: super::binary::Slot,
    offset: u64,
) -> Result<()> {
    if version.is_wide() {
        w.fill_u64(slot, offset);
    } else {
        let narrow = u32::try_from(offset).map_err(|_| {
            write_error(
                slot.offset(),
                "string offset",
                "below 2^32 in a 32-bit FMG",
                offset,
            )
        })?;
        w.fill_u32(slot, narrow);
    }
    Ok(())
}

/// Each entry's string as stored (terminator included), or `None` for no string.
fn encode_texts(fmg: &Fmg) -> Result<Vec<Option<Vec<u8>>>> {
    fmg.entries
        .iter()
        .map(|e| {
            let Some(text) = &e.text else { return Ok(None) };
            if text.contains('\0') {
                return Err(write_error(
                    0,
                    "text",
                    "no NUL character",
                    format!("id {}", e.id),
                ));
            }
            let mut w = Writer::with_endian(fmg.endian);
            if fmg.unicode {
                w.utf16z(text);
            } else {
                let bytes = encode_shift_jis_strict(text).ok_or_else(|| {
                    write_error(
                        0,
                        "text",
                        "text Shift-JIS can encode",
                        format!("id {}", e.id),
                    )
                })?;
                w.bytes(&bytes);
                w.u8(0);
            }
            Ok(Some(w.into_bytes()))
        })
        .collect()
}

/// The groups of ascending entries: (index of the first, first id, last id) per run of
/// consecutive ids.
fn runs(entries: &[FmgEntry]) -> Vec<(usize, i32, i32)> {
    let mut out: Vec<(usize, i32, i32)> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        match out.last_mut() {
            Some(run) if i64::from(run.2) + 1 == i64::from(e.id) => run.2 = e.id,
            _ => out.push((i, e.id, e.id)),
        }
    }
    out
}

/// Fuzzing entry point: a file that reads must write, read back, and write the same bytes.
#[cfg(any(test, feature = "fuzzing"))]
#[doc(hidden)]
pub fn fuzz(data: &[u8]) {
    let Ok(fmg) = read(data) else { return };
    // Every file read writes back (only the 32-bit size field can overflow, which a file
    // that was read cannot).
    super::oracle::stable_write("FMG", &fmg, read, write, false);
}

#[cfg(test)]
mod tests;
