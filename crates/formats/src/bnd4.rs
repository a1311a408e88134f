//! BND4: the binder (archive of named files) of DS2 to Elden Ring (`*bnd`: ffxbnd, mtdbnd,
//! matbinbnd, parambnd…), usually wrapped in a DCX.
//!
//! Little-endian unless the byte at 0x09 says big-endian. All offsets are absolute.
//!
//! Header (0x40 bytes):
//!
//! | offset | type    | meaning |
//! |--------|---------|---------|
//! | 0x00   | char[4] | `BND4` |
//! | 0x04   | u8, u8  | unk04, unk05 (booleans, 0 in PC files) |
//! | 0x06   | u8[3]   | zero |
//! | 0x09   | u8      | big-endian (0 on PC) |
//! | 0x0A   | u8      | bit little-endian: 1 on PC (flag bytes are then bit-reversed) |
//! | 0x0B   | u8      | zero |
//! | 0x0C   | i32     | file count |
//! | 0x10   | i64     | 0x40, the header size |
//! | 0x18   | char[8] | version / timestamp, zero-padded (`07D7R6`, `10G29R1`) |
//! | 0x20   | i64     | size of one file entry (must equal the size the format implies) |
//! | 0x28   | i64     | end of the headers: entries, names and hash table |
//! | 0x30   | u8      | unicode: 1 = UTF-16 names, 0 = Shift-JIS (code page 932) |
//! | 0x31   | u8      | format byte, raw (see below) |
//! | 0x32   | u8      | extended: 0, 1, 4 (a hash table follows the names) or 0x80 |
//! | 0x33   | u8      | zero |
//! | 0x34   | i32     | zero |
//! | 0x38   | i64     | hash table offset (extended 4), else 0 |
//!
//! **Format byte.** If bit little-endian is off, or the raw byte has bit 0 set and bit 7
//! clear, the raw byte is the format; otherwise the format is the raw byte with its 8 bits
//! reversed. Format bits: 0x01 big-endian, 0x02 IDs, 0x04 names1, 0x08 names2, 0x10 long
//! offsets, 0x20 compression, 0x40/0x80 unknown. PC values: raw 0x74 → 0x2E (IDs, names1,
//! names2, compression: ER ffxbnd/matbinbnd) and raw 0x54 → 0x2A (IDs, names2, compression).
//!
//! File entry (from 0x40; its size is 0x10 + 4 or 8 (long offsets) + 8 (compression) + 4
//! (IDs) + 4 (names) + 8 (format exactly names1), usually 0x24):
//!
//! | type  | meaning |
//! |-------|---------|
//! | u8    | flags, bit-reversed unless bit big-endian: 0x01 compressed (the data is a DCX), 0x02 set on every normal file (raw 0x40) |
//! | u8[3] | zero |
//! | i32   | -1 |
//! | i64   | stored (compressed) size |
//! | i64   | uncompressed size (compression formats only) |
//! | u32 / i64 | data offset (i64 with long offsets) |
//! | i32   | ID (IDs formats only) |
//! | u32   | name offset (names formats only) |
//! | i32, i32 | a number and 0 (only when the format is exactly names1; kept as the ID) |
//!
//! Then the names, zero-terminated, in entry order. With extended 4: zero padding to 8, and
//! the hash table:
//!
//! | type  | meaning |
//! |-------|---------|
//! | i64   | offset of the hashes |
//! | u32   | bucket count: the first prime ≥ file count / 7 (integer division) |
//! | u8×4  | 0x10, 8, 8, 0 (header, bucket and hash sizes) |
//! | {i32 count, i32 first index} × bucket count | each bucket's run in the hash list |
//! | {u32 hash, i32 file index} × file count | hashes grouped by bucket (hash % bucket count), sorted by hash within a bucket |
//!
//! The hash of a name: lowercase it, turn `\` into `/`, add a leading `/` if missing, then
//! `h = h * 37 + unit` over its UTF-16 code units (u32, wrapping).
//!
//! Then the file data, in entry order, each non-empty file starting at a multiple of 16
//! (zero padding), with no padding at the end. This is how SoulsFormats writes binders, and
//! [`write`] reproduces it byte for byte.

use std::borrow::Cow;

use super::binary::{Endian, Limits, Reader, Writer, decode_shift_jis, encode_shift_jis};
use super::dcx::{self, serialize_len};
use super::error::{FormatError, Result};

/// The format name carried by this module's errors.
pub const FORMAT: &str = "BND4";

/// The size of the fixed header.
pub const HEADER_SIZE: u64 = 0x40;

/// The longest name read, in bytes; real names are paths of a few hundred bytes. Bounding
/// them keeps a file whose entries all point at one huge "name" from costing quadratic time.
pub const MAX_NAME_BYTES: usize = 4096;

/// The decoded format byte: which fields every entry has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Bnd4Format(pub u8);

impl Bnd4Format {
    /// Big-endian regardless of the header byte (not used for BND4 byte order).
    pub const BIG_ENDIAN: u8 = 0x01;
    /// Entries have an ID.
    pub const IDS: u8 = 0x02;
    /// Entries have a name (one of the two name bits).
    pub const NAMES1: u8 = 0x04;
    /// Entries have a name (the other name bit).
    pub const NAMES2: u8 = 0x08;
    /// Data offsets are 64-bit.
    pub const LONG_OFFSETS: u8 = 0x10;
    /// Entries record an uncompressed size.
    pub const COMPRESSION: u8 = 0x20;

    /// IDs, names1, names2 and compression: Elden Ring ffxbnd and matbinbnd (raw 0x74).
    pub const ER: Bnd4Format = Bnd4Format(0x2E);
    /// IDs, names2 and compression: the Sekiro mtdbnd (raw 0x54).
    pub const IDS_NAMES2_COMPRESSION: Bnd4Format = Bnd4Format(0x2A);

    /// Whether entries have IDs.
    pub fn has_ids(self) -> bool {
        self.0 & Self::IDS != 0
    }

    /// Whether entries have names.
    pub fn has_names(self) -> bool {
        self.0 & (Self::NAMES1 | Self::NAMES2) != 0
    }

    /// Whether data offsets are 64-bit.
    pub fn has_long_offsets(self) -> bool {
        self.0 & Self::LONG_OFFSETS != 0
    }

    /// Whether entries record an uncompressed size.
    pub fn has_compression(self) -> bool {
        self.0 & Self::COMPRESSION != 0
    }

    /// The odd layout of PC save files: names1 alone adds a number and a zero to each entry.
    pub fn is_names1_only(self) -> bool {
        self.0 == Self::NAMES1
    }

    /// The size of one file entry in this format.
    pub fn entry_size(self) -> u64 {
        0x10 + if self.has_long_offsets() { 8 } else { 4 }
            + if self.has_compression() { 8 } else { 0 }
            + if self.has_ids() { 4 } else { 0 }
            + if self.has_names() { 4 } else { 0 }
            + if self.is_names1_only() { 8 } else { 0 }
    }

    /// Decodes the raw byte at 0x31 (the bit-reversal rule in the module table).
    pub fn from_raw(raw: u8, bit_big_endian: bool) -> Bnd4Format {
        let as_is = bit_big_endian || (raw & 0x01 != 0 && raw & 0x80 == 0);
        Bnd4Format(if as_is { raw } else { raw.reverse_bits() })
    }

    /// The raw byte SoulsFormats writes for this format.
    pub fn to_raw(self, bit_big_endian: bool) -> u8 {
        if bit_big_endian || self.0 & Self::BIG_ENDIAN != 0 {
            self.0
        } else {
            self.0.reverse_bits()
        }
    }
}

/// One file in a binder.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct BndEntry {
    /// The ID, when the format has IDs (or the extra number of a names1-only format).
    pub id: Option<i32>,
    /// The name (usually a full path like `N:\GR\data\INTERROOT_win64\sfx\effect\f000637060.fxr`),
    /// when the format has names.
    pub name: Option<String>,
    /// The flags, decoded: [`BndEntry::FLAG_COMPRESSED`], [`BndEntry::FLAG_STANDARD`], others unknown.
    pub flags: u8,
    /// For a compressed entry in a format with compression: the uncompressed size the binder
    /// records. `None` otherwise; the writer then uses the DCX header's size (compressed
    /// entries) or the data length.
    pub uncompressed_size: Option<u64>,
    /// The stored bytes: for a compressed entry, the DCX as stored (not decompressed).
    #[serde(rename = "data_len", serialize_with = "serialize_len")]
    pub data: Vec<u8>,
}

impl BndEntry {
    /// Decoded flag: the data is compressed (stored as a DCX).
    pub const FLAG_COMPRESSED: u8 = 0x01;
    /// Decoded flag set on every ordinary file (raw 0x40 in PC files).
    pub const FLAG_STANDARD: u8 = 0x02;

    /// An ordinary uncompressed entry.
    pub fn new(id: Option<i32>, name: Option<String>, data: Vec<u8>) -> BndEntry {
        BndEntry {
            id,
            name,
            flags: Self::FLAG_STANDARD,
            uncompressed_size: None,
            data,
        }
    }

    /// Whether the entry's compressed flag is set.
    pub fn is_compressed(&self) -> bool {
        self.flags & Self::FLAG_COMPRESSED != 0
    }

    /// Whether the stored bytes are a DCX (whatever the flags say).
    pub fn is_dcx(&self) -> bool {
        dcx::is_dcx(&self.data)
    }

    /// The entry's contents: decompressed if the stored bytes are a DCX, else as stored.
    pub fn contents(&self, limits: &Limits) -> Result<Cow<'_, [u8]>> {
        if self.is_dcx() {
            Ok(Cow::Owned(dcx::read_with_limits(&self.data, limits)?.data))
        } else {
            Ok(Cow::Borrowed(&self.data))
        }
    }
}

/// The name hash table of an extended-4 binder, as read (and verified) or rebuilt.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Bnd4HashTable {
    /// Per bucket: (number of hashes, index of its first hash in `hashes`).
    pub buckets: Vec<(u32, u32)>,
    /// (hash, file index) pairs grouped by bucket, sorted by hash inside each bucket.
    pub hashes: Vec<(u32, u32)>,
}

impl Bnd4HashTable {
    /// The table SoulsFormats builds for these names (in entry order).
    pub fn build<'a>(names: impl ExactSizeIterator<Item = &'a str>) -> Bnd4HashTable {
        let bucket_count = hash_bucket_count(names.len());
        let mut per_bucket: Vec<Vec<(u32, u32)>> = vec![Vec::new(); bucket_count as usize];
        for (index, name) in names.enumerate() {
            let hash = path_hash(name);
            per_bucket[(hash % bucket_count) as usize].push((hash, index as u32));
        }
        let mut table = Bnd4HashTable::default();
        for mut bucket in per_bucket {
            // Stable, so equal hashes (equal names) keep their entry order.
            bucket.sort_by_key(|&(hash, _)| hash);
            table
                .buckets
                .push((bucket.len() as u32, table.hashes.len() as u32));
            table.hashes.extend(bucket);
        }
        table
    }

    /// The file indices whose hash equals `path_hash(name)`.
    fn candidates(&self, name: &str) -> impl Iterator<Item = usize> + '_ {
        let hash = path_hash(name);
        let run = self
            .buckets
            .get((hash as usize).checked_rem(self.buckets.len()).unwrap_or(0))
            .and_then(|&(count, first)| {
                let first = first as usize;
                self.hashes.get(first..first.checked_add(count as usize)?)
            })
            .unwrap_or(&[]);
        run.iter()
            .filter(move |&&(h, _)| h == hash)
            .map(|&(_, index)| index as usize)
    }
}

/// A binder.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Bnd4 {
    /// The version / timestamp string (at most 8 single-byte characters).
    pub version: String,
    /// Unknown boolean at 0x04.
    pub unk04: bool,
    /// Unknown boolean at 0x05.
    pub unk05: bool,
    /// Numbers (and UTF-16 names) are big-endian (0x09).
    pub big_endian: bool,
    /// Flag bytes are not bit-reversed (the inverse of the byte at 0x0A).
    pub bit_big_endian: bool,
    /// Names are UTF-16 (true) or Shift-JIS (false).
    pub unicode: bool,
    /// The format byte exactly as stored at 0x31; see [`Bnd4::format`].
    pub format_raw: u8,
    /// 4 when a hash table follows the names; 0, 1 or 0x80 otherwise.
    pub extended: u8,
    /// The files, in entry order.
    pub entries: Vec<BndEntry>,
    /// A lookup index: the hash table as read (and verified), or as rebuilt by
    /// [`Bnd4::rebuild_hash_table`]. The writer always computes the table from the names, and
    /// `==` ignores this field.
    #[serde(skip)]
    pub hash_table: Option<Bnd4HashTable>,
}

/// Binders are equal when everything but the lookup index (which is derived) is equal.
impl PartialEq for Bnd4 {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version
            && self.unk04 == other.unk04
            && self.unk05 == other.unk05
            && self.big_endian == other.big_endian
            && self.bit_big_endian == other.bit_big_endian
            && self.unicode == other.unicode
            && self.format_raw == other.format_raw
            && self.extended == other.extended
            && self.entries == other.entries
    }
}

impl Bnd4 {
    /// An empty little-endian PC binder with the given version, name encoding and format.
    /// `extended` 4 adds a hash table (the format must then have names).
    pub fn new(version: &str, unicode: bool, format: Bnd4Format, extended: u8) -> Bnd4 {
        Bnd4 {
            version: version.to_string(),
            unk04: false,
            unk05: false,
            big_endian: false,
            bit_big_endian: false,
            unicode,
            format_raw: format.to_raw(false),
            extended,
            entries: Vec::new(),
            hash_table: None,
        }
    }

    /// An empty binder laid out like Elden Ring's ffxbnd: UTF-16 names, IDs, hash table.
    pub fn new_elden_ring() -> Bnd4 {
        Bnd4::new("07D7R6", true, Bnd4Format::ER, 4)
    }

    /// The decoded format.
    pub fn format(&self) -> Bnd4Format {
        Bnd4Format::from_raw(self.format_raw, self.bit_big_endian)
    }

    /// Recomputes the lookup index from the names (after entries were added or renamed).
    pub fn rebuild_hash_table(&mut self) {
        self.hash_table = if self.extended == 4 && self.entries.iter().all(|e| e.name.is_some()) {
            Some(Bnd4HashTable::build(
                self.entries
                    .iter()
                    .map(|e| e.name.as_deref().unwrap_or_default()),
            ))
        } else {
            None
        };
    }

    /// The entry with this name (compared as the hash compares them: case-insensitive, `\`
    /// and `/` alike, leading slash optional), through the hash table when there is one.
    pub fn lookup(&self, name: &str) -> Option<&BndEntry> {
        let wanted = normalize_name(name);
        let matches =
            |e: &&BndEntry| e.name.as_deref().map(normalize_name).as_ref() == Some(&wanted);
        if let Some(table) = &self.hash_table
            && table.hashes.len() == self.entries.len()
        {
            return table
                .candidates(name)
                .filter_map(|index| self.entries.get(index))
                .find(matches);
        }
        self.entries.iter().find(matches)
    }

    /// The first entry with this ID.
    pub fn by_id(&self, id: i32) -> Option<&BndEntry> {
        self.entries.iter().find(|e| e.id == Some(id))
    }
}

/// The name as the hash sees it: lowercase, forward slashes, one leading slash.
fn normalize_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    for c in name.chars() {
        let c = if c == '\\' { '/' } else { c };
        // Only one-to-one lowercase mappings, as a per-code-unit lowercase does.
        let mut lower = c.to_lowercase();
        match (lower.next(), lower.next()) {
            (Some(l), None) => out.push(l),
            _ => out.push(c),
        }
    }
    if !out.starts_with('/') {
        out.insert(0, '/');
    }
    out
}

/// FromSoftware's path hash: `h = h * 37 + unit` over the UTF-16 units of the normalized name.
pub fn path_hash(name: &str) -> u32 {
    normalize_name(name).encode_utf16().fold(0u32, |h, unit| {
        h.wrapping_mul(37).wrapping_add(u32::from(unit))
    })
}

/// The hash table's bucket count: the first prime ≥ `file_count / 7` (integer division).
pub fn hash_bucket_count(file_count: usize) -> u32 {
    let mut candidate = (file_count / 7) as u64;
    loop {
        if is_prime(candidate) {
            return u32::try_from(candidate).unwrap_or(u32::MAX);
        }
        candidate += 1;
    }
}

/// Trial division; the numbers are small (file counts / 7).
fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    if n.is_multiple_of(2) {
        return n == 2;
    }
    let mut d = 3u64;
    while d * d <= n {
        if n.is_multiple_of(d) {
            return false;
        }
        d += 2;
    }
    true
}

/// The path to unpack an entry to: the name without its drive letter (`N:\`), with `/`
/// separators and without empty or `.` components. `None` when the name would leave the
/// output folder (a `..` component, an absolute path after the drive letter is removed, a
/// second drive or stream `:`) or has nothing left.
pub fn entry_path(name: &str) -> Option<String> {
    let bytes = name.as_bytes();
    let rest = if bytes.len() >= 2 && bytes[0].is_ascii_alphabetic() && bytes[1] == b':' {
        let after = &name[2..];
        after
            .strip_prefix('\\')
            .or_else(|| after.strip_prefix('/'))
            .unwrap_or(after)
    } else {
        name
    };
    let rest = rest.replace('\\', "/");
    if rest.starts_with('/') {
        return None;
    }
    let mut parts = Vec::new();
    for part in rest.split('/') {
        match part {
            "" | "." => continue,
            ".." => return None,
            p if p.contains(':') || p.contains('\0') => return None,
            p => parts.push(p),
        }
    }
    if parts.is_empty() {
        return None;
    }
    Some(parts.join("/"))
}

/// The name an entry is known by once repeats are told apart: what `fxr-view unpack` writes
/// it as, what the library and the page list it as.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DistinctName {
    /// The name to use: the name as given, or for a later repeat the name with the entry's
    /// id (or `entryN`, its index, where the container has no ids) before the extension.
    pub name: String,
    /// For a renamed entry: the name it shares with an earlier entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub renamed_from: Option<String>,
}

/// Tells repeated names apart, deterministically: each of `names` (with the entry's id, if
/// the container has ids) keeps its name if no earlier entry has it, compared without
/// regard to case (so the result also unpacks on a case-insensitive file system); a later
/// one becomes `stem.ID.ext` (`M[ARSN]_4m.2654.mtd`; `entryN` for an entry without an id,
/// N its index), with `-2`, `-3`... after the id in the unlikely case that is taken too.
/// The extension is what follows the file name's last dot, or its last two dots when the
/// last is `.dcx` (`s00436.flver.dcx` keeps `.flver.dcx`). Binders in the games do repeat
/// names: Sekiro's `allmaterialbnd.mtdbnd.dcx` holds two `M[ARSN]_4m.mtd` (ids 1399, 2654).
pub fn distinct_names<'a>(
    names: impl IntoIterator<Item = (&'a str, Option<i32>)>,
) -> Vec<DistinctName> {
    let mut taken = std::collections::HashSet::new();
    let mut out = Vec::new();
    let named: Vec<(&str, Option<i32>)> = names.into_iter().collect();
    // Every given name is reserved first, so a renamed entry never takes a later entry's
    // own name.
    let given: std::collections::HashSet<String> =
        named.iter().map(|(n, _)| n.to_lowercase()).collect();
    for (index, (name, id)) in named.iter().enumerate() {
        if taken.insert(name.to_lowercase()) {
            out.push(DistinctName {
                name: name.to_string(),
                renamed_from: None,
            });
            continue;
        }
        let (stem, ext) = split_extension(name);
        let tag = match id {
            Some(id) => id.to_string(),
            None => format!("entry{index}"),
        };
        let mut candidate = format!("{stem}.{tag}{ext}");
        let mut n = 2;
        while given.contains(&candidate.to_lowercase()) || !taken.insert(candidate.to_lowercase()) {
            candidate = format!("{stem}.{tag}-{n}{ext}");
            n += 1;
        }
        out.push(DistinctName {
            name: candidate,
            renamed_from: Some(name.to_string()),
        });
    }
    out
}

impl DistinctName {
    /// For a renamed entry, a sentence saying so (`source: entry 2654 is named
    /// M[ARSN]_4m.mtd like an earlier entry; it is listed as M[ARSN]_4m.2654.mtd`).
    pub fn note(&self, source: &str, id: Option<i32>) -> Option<String> {
        let from = self.renamed_from.as_deref()?;
        let who = id.map_or_else(|| "an entry".to_string(), |id| format!("entry {id}"));
        Some(format!(
            "{source}: {who} is named {from} like an earlier entry; it is listed as {}",
            self.name
        ))
    }
}

impl Bnd4 {
    /// Each entry's file name (the last component of its name; `?` without a name), repeats
    /// told apart by [`distinct_names`]: how the library and the material index name a
    /// binder's entries (`file!name`), so that every entry is listed and can be looked up.
    pub fn entry_file_names(&self) -> Vec<DistinctName> {
        distinct_names(self.entries.iter().map(|e| {
            let name = e.name.as_deref().unwrap_or("?");
            (name.rsplit(['\\', '/']).next().unwrap_or(name), e.id)
        }))
    }
}

/// `name` as (everything before its extension, the extension with its dot); see
/// [`distinct_names`]. Folders in the name (`/` or `\\`) belong to the stem.
fn split_extension(name: &str) -> (&str, &str) {
    let file_start = name.rfind(['/', '\\']).map_or(0, |i| i + 1);
    let file = &name[file_start..];
    let Some(last) = file.rfind('.').filter(|&i| i > 0) else {
        return (name, "");
    };
    let mut dot = last;
    if file[last..].eq_ignore_ascii_case(".dcx")
        && let Some(previous) = file[..last].rfind('.').filter(|&i| i > 0)
    {
        dot = previous;
    }
    name.split_at(file_start + dot)
}

/// Reads a binder with the default [`Limits`].
pub fn read(data: &[u8]) -> Result<Bnd4> {
    read_with_limits(data, &Limits::default())
}

/// Reads a binder; the total of the entries' data and names may not exceed
/// `limits.max_alloc` bytes. Entry data is copied as stored (a DCX stays compressed).
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Bnd4> {
    read_table(data, None, limits).map(|(bnd, _)| bnd)
}

/// Where an entry's stored bytes are in the binder: `offset..offset + size`.
pub type EntrySpan = (u64, u64);

/// Where the headers of a binder end (the field at 0x28), read from its first 0x30 bytes:
/// the part [`read_index`] needs. `None` when `head` is not a BND4 header.
pub fn headers_end(head: &[u8]) -> Option<u64> {
    if !head.starts_with(b"BND4") {
        return None;
    }
    let bytes: [u8; 8] = head.get(0x28..0x30)?.try_into().ok()?;
    Some(if head.get(0x09) == Some(&1) {
        u64::from_be_bytes(bytes)
    } else {
        u64::from_le_bytes(bytes)
    })
}

/// Reads a binder's headers only: `head` is its first bytes (up to [`headers_end`] at least:
/// the entry table, the names and the hash table), `total_len` the whole binder's length.
/// The entries come without their data (empty), each with where its bytes are, checked
/// against `total_len` exactly as [`read_with_limits`] checks them; nothing is copied.
pub fn read_index(head: &[u8], total_len: u64, limits: &Limits) -> Result<(Bnd4, Vec<EntrySpan>)> {
    read_table(head, Some(total_len), limits)
}

/// The reader of both: with `total_len`, `data` is the binder's head and entry data is not
/// copied, only located.
fn read_table(
    data: &[u8],
    total_len: Option<u64>,
    limits: &Limits,
) -> Result<(Bnd4, Vec<EntrySpan>)> {
    let mut r = Reader::new(data, FORMAT);
    r.expect_magic(b"BND4")?;
    let unk04 = r.bool("unk04")?;
    let unk05 = r.bool("unk05")?;
    r.expect_zeros(3, "header bytes 0x06..0x09")?;
    let big_endian = r.bool("big-endian flag")?;
    let bit_little_endian = r.bool("bit little-endian flag")?;
    r.expect_zeros(1, "header byte 0x0B")?;
    r.set_endian(if big_endian {
        Endian::Big
    } else {
        Endian::Little
    });
    let count_at = r.pos();
    let file_count = r.count_i32("file count")?;
    r.expect_u64(HEADER_SIZE, "header size")?;
    let version_bytes = r.array::<8>("version")?;
    let entry_size_at = r.pos();
    let entry_size = r.u64("file entry size")?;
    let _headers_end = r.u64("end of the headers")?;
    let unicode = r.bool("unicode flag")?;
    let format_raw = r.u8("format")?;
    let extended_at = r.pos();
    let extended = r.u8("extended")?;
    if !matches!(extended, 0 | 1 | 4 | 0x80) {
        return Err(r.invalid(extended_at, "extended", "0, 1, 4 or 0x80", extended));
    }
    r.expect_zeros(5, "header bytes 0x33..0x38")?;
    let table_at = r.pos();
    let hash_table_offset = r.u64("hash table offset")?;
    if extended != 4 && hash_table_offset != 0 {
        return Err(r.invalid(
            table_at,
            "hash table offset",
            "0 without a hash table",
            hash_table_offset,
        ));
    }

    let bit_big_endian = !bit_little_endian;
    let format = Bnd4Format::from_raw(format_raw, bit_big_endian);
    if entry_size != format.entry_size() {
        return Err(r.invalid(
            entry_size_at,
            "file entry size",
            format!("{:#x} for format {:#04x}", format.entry_size(), format.0),
            format!("{entry_size:#x}"),
        ));
    }
    r.check_count(HEADER_SIZE, file_count as u64, entry_size, "file entries")
        .map_err(|_| {
            r.invalid(
                count_at,
                "file count",
                "entries that fit in the file",
                file_count,
            )
        })?;

    let mut budget = limits.max_alloc;
    let mut spend = |offset: u64, what: &'static str, n: u64| -> Result<()> {
        budget = budget.checked_sub(n).ok_or(FormatError::TooLarge {
            format: FORMAT,
            offset,
            what,
            requested: n,
            limit: limits.max_alloc,
        })?;
        Ok(())
    };

    let mut entries = Vec::with_capacity(file_count);
    let mut spans = Vec::with_capacity(file_count);
    for index in 0..file_count as u64 {
        let entry_at = HEADER_SIZE + index * entry_size;
        let mut e = r.at(entry_at, "file entry")?;
        let raw_flags = e.u8("file flags")?;
        let flags = if bit_big_endian {
            raw_flags
        } else {
            raw_flags.reverse_bits()
        };
        e.expect_zeros(3, "file entry padding")?;
        e.expect_i32(-1, "file entry marker")?;
        let size_at = e.pos();
        let stored_size = e.u64("stored size")?;
        if stored_size > i64::MAX as u64 {
            return Err(e.invalid(
                size_at,
                "stored size",
                "a size of 0 or more",
                stored_size as i64,
            ));
        }
        let uncompressed = if format.has_compression() {
            let at = e.pos();
            let v = e.u64("uncompressed size")?;
            if v > i64::MAX as u64 {
                return Err(e.invalid(at, "uncompressed size", "a size of 0 or more", v as i64));
            }
            Some(v)
        } else {
            None
        };
        let data_offset = if format.has_long_offsets() {
            e.u64("data offset")?
        } else {
            u64::from(e.u32("data offset")?)
        };
        let mut id = if format.has_ids() {
            Some(e.i32("file ID")?)
        } else {
            None
        };
        let name = if format.has_names() {
            let name_offset = u64::from(e.u32("name offset")?);
            let name = read_name(&r, name_offset, unicode)?;
            spend(name_offset, "file names", name.len() as u64)?;
            Some(name)
        } else {
            None
        };
        if format.is_names1_only() {
            id = Some(e.i32("names1 number")?);
            e.expect_i32(0, "names1 padding")?;
        }
        spend(data_offset, "file data", stored_size)?;
        let data = match total_len {
            None => r.slice(data_offset, stored_size, "file data")?.to_vec(),
            Some(total) => {
                // The same check as the slice above, against the whole binder's length.
                let available = total.saturating_sub(data_offset);
                if data_offset > total || stored_size > available {
                    return Err(FormatError::UnexpectedEof {
                        format: FORMAT,
                        offset: data_offset.min(total),
                        what: "file data",
                        needed: if data_offset > total { 0 } else { stored_size },
                        available: if data_offset > total { 0 } else { available },
                    });
                }
                Vec::new()
            }
        };
        spans.push((data_offset, stored_size));
        let is_compressed = flags & BndEntry::FLAG_COMPRESSED != 0;
        entries.push(BndEntry {
            id,
            name,
            flags,
            uncompressed_size: if is_compressed { uncompressed } else { None },
            data,
        });
    }

    let mut bnd = Bnd4 {
        version: version_bytes
            .iter()
            .take_while(|&&b| b != 0)
            .map(|&b| char::from(b))
            .collect(),
        unk04,
        unk05,
        big_endian,
        bit_big_endian,
        unicode,
        format_raw,
        extended,
        entries,
        hash_table: None,
    };
    if extended == 4 {
        bnd.hash_table = Some(read_hash_table(&r, hash_table_offset, &bnd)?);
    }
    Ok((bnd, spans))
}

/// Reads a zero-terminated name of at most [`MAX_NAME_BYTES`] bytes.
fn read_name(r: &Reader<'_>, offset: u64, unicode: bool) -> Result<String> {
    let window_len = (r.len() as u64)
        .saturating_sub(offset)
        .min(MAX_NAME_BYTES as u64 + 2);
    let window = r.slice(offset, window_len, "file name")?;
    let too_long = || {
        FormatError::invalid(
            FORMAT,
            offset,
            "file name",
            format!("a zero-terminated name of at most {MAX_NAME_BYTES} bytes"),
            "no terminator",
        )
    };
    if unicode {
        let units: Vec<u16> = window
            .chunks_exact(2)
            .map(|p| match r.endian() {
                Endian::Little => u16::from_le_bytes([p[0], p[1]]),
                Endian::Big => u16::from_be_bytes([p[0], p[1]]),
            })
            .take_while(|&u| u != 0)
            .collect();
        if units.len() * 2 + 2 > window.len() {
            return Err(too_long());
        }
        String::from_utf16(&units).map_err(|_| {
            FormatError::invalid(
                FORMAT,
                offset,
                "file name",
                "UTF-16 text",
                "an unpaired surrogate",
            )
        })
    } else {
        let end = window.iter().position(|&b| b == 0).ok_or_else(too_long)?;
        Ok(decode_shift_jis(&window[..end]))
    }
}

/// Reads the hash table and checks it is exactly the table the names produce (bucket count
/// rule, bucket runs, hashes and their order), so lookups through it are reliable.
fn read_hash_table(r: &Reader<'_>, offset: u64, bnd: &Bnd4) -> Result<Bnd4HashTable> {
    let names: Option<Vec<&str>> = bnd.entries.iter().map(|e| e.name.as_deref()).collect();
    let Some(names) = names else {
        return Err(FormatError::invalid(
            FORMAT,
            0x32,
            "extended",
            "named entries for a hash table (extended 4)",
            "a format without names",
        ));
    };
    let mut t = r.at(offset, "hash table")?;
    let hashes_offset = t.u64("hashes offset")?;
    let bucket_count_at = t.pos();
    let bucket_count = t.u32("bucket count")?;
    t.expect_u8(0x10, "hash table header size")?;
    t.expect_u8(8, "hash bucket size")?;
    t.expect_u8(8, "hash entry size")?;
    t.expect_u8(0, "hash table padding")?;
    let expected = Bnd4HashTable::build(names.iter().copied());
    if bucket_count as usize != expected.buckets.len() {
        return Err(t.invalid(
            bucket_count_at,
            "hash bucket count",
            format!(
                "{} (the first prime >= {} / 7)",
                expected.buckets.len(),
                names.len()
            ),
            bucket_count,
        ));
    }
    r.check_count(t.pos() as u64, u64::from(bucket_count), 8, "hash buckets")?;
    let mut table = Bnd4HashTable::default();
    for _ in 0..bucket_count {
        let count = t.u32("bucket hash count")?;
        let first = t.u32("bucket first hash")?;
        table.buckets.push((count, first));
    }
    r.check_count(hashes_offset, names.len() as u64, 8, "name hashes")?;
    let mut h = r.at(hashes_offset, "name hashes")?;
    for _ in 0..names.len() {
        let hash = h.u32("name hash")?;
        let index = h.u32("name hash file index")?;
        table.hashes.push((hash, index));
    }
    if let Some(i) = (0..table.buckets.len()).find(|&i| table.buckets[i] != expected.buckets[i]) {
        return Err(FormatError::invalid(
            FORMAT,
            offset + 0x10 + 8 * i as u64,
            "hash bucket",
            format!("{:?} (count, first) from the names", expected.buckets[i]),
            format!("{:?}", table.buckets[i]),
        ));
    }
    if let Some(i) = (0..table.hashes.len()).find(|&i| table.hashes[i] != expected.hashes[i]) {
        return Err(FormatError::invalid(
            FORMAT,
            hashes_offset + 8 * i as u64,
            "name hash",
            format!("{:?} (hash, file index) from the names", expected.hashes[i]),
            format!("{:?}", table.hashes[i]),
        ));
    }
    Ok(table)
}

/// An error about a binder being written, located at the entry (or header) concerned.
fn write_error(
    offset: u64,
    what: &'static str,
    expected: impl std::fmt::Display,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, offset, what, expected, found)
}

/// The name as it will read back: Shift-JIS cannot hold every character, and the hash must
/// be computed from the text a reader will see.
fn name_as_stored(name: &str, unicode: bool) -> Cow<'_, str> {
    if unicode {
        Cow::Borrowed(name)
    } else {
        Cow::Owned(decode_shift_jis(&encode_shift_jis(name)))
    }
}

/// Writes a binder the way SoulsFormats lays one out (module table): entries, names, hash
/// table (extended 4), then each non-empty file's data aligned to 16.
///
/// Fails when an entry lacks a name or ID the format needs (or has one it cannot store), a
/// name contains a NUL, the version does not fit 8 single-byte characters, extended 4 is set
/// without names, or an offset does not fit its field.
pub fn write(bnd: &Bnd4) -> Result<Vec<u8>> {
    let format = bnd.format();
    let entry_size = format.entry_size();
    let count = i32::try_from(bnd.entries.len()).map_err(|_| {
        write_error(
            0x0C,
            "file count",
            "at most i32::MAX files",
            bnd.entries.len(),
        )
    })?;
    let version: Vec<u8> = bnd
        .version
        .chars()
        .map(|c| u8::try_from(u32::from(c)).ok().filter(|&b| b != 0))
        .collect::<Option<Vec<u8>>>()
        .filter(|v| v.len() <= 8)
        .ok_or_else(|| {
            write_error(
                0x18,
                "version",
                "at most 8 characters below U+0100, no NUL",
                &bnd.version,
            )
        })?;
    if bnd.extended == 4 && !format.has_names() {
        return Err(write_error(
            0x32,
            "extended",
            "a format with names for a hash table",
            bnd.extended,
        ));
    }
    for (i, e) in bnd.entries.iter().enumerate() {
        let at = HEADER_SIZE + i as u64 * entry_size;
        let wants_id = format.has_ids() || format.is_names1_only();
        if e.id.is_some() != wants_id {
            return Err(write_error(
                at,
                "file ID",
                if wants_id { "an ID" } else { "no ID" },
                format!("{:?}", e.id),
            ));
        }
        match &e.name {
            Some(name) if !format.has_names() => {
                return Err(write_error(
                    at,
                    "file name",
                    "no name (the format has none)",
                    name,
                ));
            }
            None if format.has_names() => {
                return Err(write_error(at, "file name", "a name", "none"));
            }
            Some(name) if name.contains('\0') => {
                return Err(write_error(at, "file name", "no NUL character", name));
            }
            _ => {}
        }
    }

    let mut w = Writer::with_endian(if bnd.big_endian {
        Endian::Big
    } else {
        Endian::Little
    });
    w.bytes(b"BND4");
    w.u8(u8::from(bnd.unk04));
    w.u8(u8::from(bnd.unk05));
    w.zeros(3);
    w.u8(u8::from(bnd.big_endian));
    w.u8(u8::from(!bnd.bit_big_endian));
    w.u8(0);
    w.i32(count);
    w.u64(HEADER_SIZE);
    w.bytes(&version);
    w.zeros(8 - version.len());
    w.u64(entry_size);
    let headers_end = w.reserve_u64();
    w.u8(u8::from(bnd.unicode));
    w.u8(bnd.format_raw);
    w.u8(bnd.extended);
    w.zeros(5);
    let hash_table_offset = w.reserve_u64();

    struct Slots {
        stored_size: super::binary::Slot,
        uncompressed_size: Option<super::binary::Slot>,
        data_offset: super::binary::Slot,
        name_offset: Option<super::binary::Slot>,
    }
    let mut slots = Vec::with_capacity(bnd.entries.len());
    for e in &bnd.entries {
        w.u8(if bnd.bit_big_endian {
            e.flags
        } else {
            e.flags.reverse_bits()
        });
        w.zeros(3);
        w.i32(-1);
        let stored_size = w.reserve_u64();
        let uncompressed_size = format.has_compression().then(|| w.reserve_u64());
        let data_offset = if format.has_long_offsets() {
            w.reserve_u64()
        } else {
            w.reserve_u32()
        };
        if format.has_ids() {
            w.i32(e.id.unwrap_or(-1));
        }
        let name_offset = format.has_names().then(|| w.reserve_u32());
        if format.is_names1_only() {
            w.i32(e.id.unwrap_or(-1));
            w.i32(0);
        }
        slots.push(Slots {
            stored_size,
            uncompressed_size,
            data_offset,
            name_offset,
        });
    }

    let mut stored_names = Vec::with_capacity(bnd.entries.len());
    for (i, (e, s)) in bnd.entries.iter().zip(&slots).enumerate() {
        if let (Some(slot), Some(name)) = (s.name_offset, &e.name) {
            let at = u32::try_from(w.pos()).map_err(|_| {
                write_error(
                    HEADER_SIZE + i as u64 * entry_size,
                    "name offset",
                    "an offset below 4 GiB",
                    w.pos(),
                )
            })?;
            w.fill_u32(slot, at);
            if bnd.unicode {
                w.utf16z(name);
            } else {
                w.shift_jis_z(name);
            }
            stored_names.push(name_as_stored(name, bnd.unicode));
        }
    }

    if bnd.extended == 4 {
        w.pad_to(8);
        w.fill_u64(hash_table_offset, w.pos() as u64);
        let table = Bnd4HashTable::build(stored_names.iter().map(|n| n.as_ref()));
        let hashes_offset = w.reserve_u64();
        w.u32(table.buckets.len() as u32);
        w.bytes(&[0x10, 8, 8, 0]);
        for &(count, first) in &table.buckets {
            w.u32(count);
            w.u32(first);
        }
        w.fill_u64(hashes_offset, w.pos() as u64);
        for &(hash, index) in &table.hashes {
            w.u32(hash);
            w.u32(index);
        }
    }
    w.fill_u64(headers_end, w.pos() as u64);

    for (i, (e, s)) in bnd.entries.iter().zip(&slots).enumerate() {
        if !e.data.is_empty() {
            w.pad_to(16);
        }
        let at = w.pos() as u64;
        if format.has_long_offsets() {
            w.fill_u64(s.data_offset, at);
        } else {
            let at = u32::try_from(at).map_err(|_| {
                write_error(
                    HEADER_SIZE + i as u64 * entry_size,
                    "data offset",
                    "an offset below 4 GiB (or long offsets)",
                    at,
                )
            })?;
            w.fill_u32(s.data_offset, at);
        }
        w.fill_u64(s.stored_size, e.data.len() as u64);
        if let Some(slot) = s.uncompressed_size {
            w.fill_u64(slot, uncompressed_size_of(e));
        }
        w.bytes(&e.data);
    }
    Ok(w.into_bytes())
}

/// The uncompressed size an entry records: as read for a compressed entry, else the DCX
/// header's size, else the stored length.
fn uncompressed_size_of(e: &BndEntry) -> u64 {
    if let Some(size) = e.uncompressed_size.filter(|_| e.is_compressed()) {
        return size;
    }
    if e.is_compressed()
        && let Ok(header) = dcx::peek(&e.data)
    {
        return u64::from(header.uncompressed_size);
    }
    e.data.len() as u64
}

/// Fuzzing hook: read; if that works, write, read the written bytes (must succeed), write
/// again and check both writes are identical.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let limits = Limits {
        max_alloc: 64 << 20,
    };
    let Ok(bnd) = read_with_limits(data, &limits) else {
        return;
    };
    super::oracle::stable_write("BND4", &bnd, read, write, true);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{sample, sweep_corruptions};

    #[test]
    fn format_bytes_decode_by_the_reversal_rule() {
        // (raw, bit big-endian, decoded)
        let cases = [
            (0x74u8, false, 0x2Eu8),
            (0x54, false, 0x2A),
            (0x2E, true, 0x2E),
            (0x2A, true, 0x2A),
            (0x01, false, 0x01), // bit 0 set, bit 7 clear: as is
            (0x81, false, 0x81), // bit 7 set: reversed, which is the same byte
            (0x80, false, 0x01),
            (0x40, false, 0x02),
        ];
        for (raw, bbe, decoded) in cases {
            assert_eq!(
                Bnd4Format::from_raw(raw, bbe),
                Bnd4Format(decoded),
                "raw {raw:#x}"
            );
        }
        assert_eq!(Bnd4Format::ER.to_raw(false), 0x74);
        assert_eq!(Bnd4Format::IDS_NAMES2_COMPRESSION.to_raw(false), 0x54);
        assert_eq!(Bnd4Format::ER.entry_size(), 0x24);
        assert_eq!(Bnd4Format(0x3E).entry_size(), 0x28);
        assert_eq!(
            Bnd4Format(Bnd4Format::NAMES1).entry_size(),
            0x10 + 4 + 4 + 8
        );
        assert_eq!(Bnd4Format(0).entry_size(), 0x14);
    }

    #[test]
    fn bucket_count_is_the_first_prime_at_or_above_a_seventh() {
        let cases = [
            (0usize, 2u32),
            (13, 2),
            (14, 2),
            (21, 3),
            (22, 3),
            (33, 5),
            (35, 5),
            (36, 5),
            (42, 7),
            (56, 11),
            (138, 19),
            (140, 23),
        ];
        for (files, buckets) in cases {
            assert_eq!(hash_bucket_count(files), buckets, "{files} files");
        }
    }

    #[test]
    fn path_hash_follows_the_rule() {
        // "/a" = (0*37 + '/')*37 + 'a' = 47*37 + 97.
        assert_eq!(path_hash("a"), 47 * 37 + 97);
        assert_eq!(path_hash("\\A"), path_hash("/a"));
        assert_eq!(path_hash("A"), path_hash("/a"));
        let name = "N:\\GR\\data\\INTERROOT_win64\\sfx\\effect\\f000637060.fxr";
        let manual = "/n:/gr/data/interroot_win64/sfx/effect/f000637060.fxr"
            .bytes()
            .fold(0u32, |h, b| h.wrapping_mul(37).wrapping_add(u32::from(b)));
        assert_eq!(path_hash(name), manual);
        assert_ne!(
            path_hash(name),
            path_hash("N:\\GR\\data\\INTERROOT_win64\\sfx\\effect\\f000637061.fxr")
        );
    }

    #[test]
    fn entry_paths_drop_the_drive_and_refuse_escapes() {
        let cases: [(&str, Option<&str>); 14] = [
            (
                "N:\\GR\\data\\INTERROOT_win64\\sfx\\effect\\f000637060.fxr",
                Some("GR/data/INTERROOT_win64/sfx/effect/f000637060.fxr"),
            ),
            ("sfx\\tex\\s31421.tpf", Some("sfx/tex/s31421.tpf")),
            ("N:a\\b.fxr", Some("a/b.fxr")),
            ("a\\.\\b\\\\c", Some("a/b/c")),
            ("N:\\..\\x", None),
            ("..\\..\\etc\\passwd", None),
            ("a/../../b", None),
            ("a\\..", None),
            ("/etc/passwd", None),
            ("N:\\\\server\\share", None),
            ("\\\\server\\share\\x", None),
            ("N:\\C:\\x", None),
            ("", None),
            ("N:\\", None),
        ];
        for (name, expected) in cases {
            assert_eq!(entry_path(name).as_deref(), expected, "{name:?}");
        }
    }

    /// A generated binder: names with IDs, in both encodings, one compressed entry, one empty.
    fn fixture(unicode: bool, format: Bnd4Format, extended: u8) -> Bnd4 {
        let mut bnd = Bnd4::new("24B14R32", unicode, format, extended);
        let wants_id = format.has_ids() || format.is_names1_only();
        let names = [
            "N:\\GR\\data\\INTERROOT_win64\\sfx\\effect\\f000637060.fxr",
            "N:\\GR\\data\\INTERROOT_win64\\sfx\\tex\\s31421_a.tpf",
            "N:\\GR\\data\\INTERROOT_win64\\sfx\\テスト①.fxr",
            "N:\\GR\\data\\INTERROOT_win64\\sfx\\empty.bin",
        ];
        for (i, name) in names.iter().enumerate() {
            let data = match i {
                3 => Vec::new(),
                _ => (0..(17 * (i + 1))).map(|b| (b * 7 + i) as u8).collect(),
            };
            bnd.entries.push(BndEntry::new(
                wants_id.then_some(i as i32 * 100_000),
                format.has_names().then(|| name.to_string()),
                data,
            ));
        }
        let inner = dcx::write(&dcx::Dcx {
            compression: dcx::DcxCompression::DEFLATE_ER,
            data: vec![9; 300],
        })
        .unwrap();
        bnd.entries.push(BndEntry {
            id: wants_id.then_some(5),
            name: format.has_names().then(|| "packed.dcx".to_string()),
            flags: BndEntry::FLAG_STANDARD | BndEntry::FLAG_COMPRESSED,
            uncompressed_size: format.has_compression().then_some(300),
            data: inner,
        });
        bnd.rebuild_hash_table();
        bnd
    }

    #[test]
    fn generated_binders_read_back_identically() {
        let variants = [
            (true, Bnd4Format::ER, 4),
            (false, Bnd4Format::ER, 4),
            (false, Bnd4Format::IDS_NAMES2_COMPRESSION, 0),
            (true, Bnd4Format(0x3E), 4),                // long offsets
            (true, Bnd4Format(Bnd4Format::IDS), 0),     // no names
            (false, Bnd4Format(Bnd4Format::NAMES1), 0), // the save-file oddity
        ];
        for (unicode, format, extended) in variants {
            let bnd = fixture(unicode, format, extended);
            let bytes = write(&bnd).unwrap();
            let back = read(&bytes).unwrap();
            assert_eq!(back, bnd, "{format:?} unicode {unicode}");
            assert_eq!(back.hash_table, bnd.hash_table);
            assert_eq!(write(&back).unwrap(), bytes);
            let header_end = u64::from_le_bytes(bytes[0x28..0x30].try_into().unwrap());
            assert!(header_end as usize <= bytes.len());
            if format.has_names() {
                let e = back
                    .lookup("n:/gr/data/interroot_win64/sfx/tex/S31421_A.tpf")
                    .unwrap();
                assert_eq!(e.id, Some(100_000));
                assert!(
                    back.lookup("N:\\GR\\data\\INTERROOT_win64\\sfx\\テスト①.fxr")
                        .is_some()
                );
                assert!(back.lookup("missing.fxr").is_none());
            }
            let packed = back.entries.last().unwrap();
            assert!(packed.is_compressed() && packed.is_dcx());
            assert_eq!(
                packed.contents(&Limits::default()).unwrap().as_ref(),
                &[9u8; 300][..]
            );
            assert!(!back.entries[0].is_dcx());
            sweep_corruptions(&bytes, false, read);
            fuzz(&bytes);
        }
    }

    #[test]
    fn shift_jis_names_are_stored_as_code_page_932() {
        let bnd = fixture(false, Bnd4Format::ER, 4);
        let bytes = write(&bnd).unwrap();
        let name = encode_shift_jis("テスト①.fxr");
        assert_eq!(
            name,
            [
                0x83, 0x65, 0x83, 0x58, 0x83, 0x67, 0x87, 0x40, b'.', b'f', b'x', b'r'
            ]
        );
        assert!(bytes.windows(name.len()).any(|w| w == name));
    }

    #[test]
    fn a_tampered_hash_table_is_refused() {
        let bnd = fixture(true, Bnd4Format::ER, 4);
        let bytes = write(&bnd).unwrap();
        let table = u64::from_le_bytes(bytes[0x38..0x40].try_into().unwrap()) as usize;
        let hashes = u64::from_le_bytes(bytes[table..table + 8].try_into().unwrap()) as usize;
        let mut bad = bytes.clone();
        bad[hashes] ^= 1;
        assert!(matches!(
            read(&bad),
            Err(FormatError::Invalid {
                what: "name hash",
                ..
            })
        ));
        let mut bad = bytes.clone();
        bad[table + 8] += 1;
        assert!(matches!(
            read(&bad),
            Err(FormatError::Invalid {
                what: "hash bucket count",
                ..
            })
        ));
    }

    #[test]
    fn writer_refuses_entries_the_format_cannot_hold() {
        let mut bnd = fixture(true, Bnd4Format::ER, 4);
        bnd.entries[0].name = None;
        assert!(write(&bnd).is_err());
        let mut bnd = fixture(true, Bnd4Format::ER, 4);
        bnd.entries[1].id = None;
        assert!(write(&bnd).is_err());
        let mut bnd = fixture(true, Bnd4Format::ER, 4);
        bnd.version = "123456789".into();
        assert!(write(&bnd).is_err());
        let mut bnd = fixture(true, Bnd4Format(Bnd4Format::IDS), 0);
        bnd.extended = 4;
        assert!(write(&bnd).is_err());
    }

    #[test]
    fn data_totals_above_the_limit_are_refused() {
        let bnd = fixture(true, Bnd4Format::ER, 4);
        let bytes = write(&bnd).unwrap();
        let small = Limits { max_alloc: 100 };
        assert!(matches!(
            read_with_limits(&bytes, &small),
            Err(FormatError::TooLarge { .. })
        ));
    }

    /// Checks a real binder: counts, names, and the byte-exact round trip.
    fn check_real(bytes: &[u8], count: usize, extension: &str, magic: &[u8]) -> Bnd4 {
        let bnd = read(bytes).unwrap();
        assert_eq!(bnd.entries.len(), count);
        for (i, e) in bnd.entries.iter().enumerate() {
            assert_eq!(e.id, Some(i as i32));
            assert_eq!(e.flags, BndEntry::FLAG_STANDARD);
            assert!(
                e.name.as_deref().unwrap().ends_with(extension),
                "{:?}",
                e.name
            );
            assert!(e.data.starts_with(magic));
            let name = e.name.as_deref().unwrap();
            assert_eq!(bnd.lookup(&name.to_uppercase()).map(|f| f.id), Some(e.id));
        }
        assert_eq!(write(&bnd).unwrap(), bytes, "byte-exact rewrite");
        sweep_corruptions(bytes, false, read);
        fuzz(bytes);
        bnd
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn sekiro_mtdbnd() {
        let Some(bytes) = sample("sdt/allmaterialbnd.mtdbnd") else {
            return;
        };
        let bnd = check_real(&bytes, 33, ".mtd", &[0, 0, 0, 0]);
        assert_eq!(bnd.format_raw, 0x54);
        assert_eq!(bnd.format(), Bnd4Format::IDS_NAMES2_COMPRESSION);
        assert_eq!(bnd.version, "10G29R1");
        // This sample was repacked by WitchyBND: UTF-16 names and a hash table of 5 buckets.
        assert!(bnd.unicode);
        assert_eq!(bnd.extended, 4);
        assert_eq!(bnd.hash_table.as_ref().unwrap().buckets.len(), 5);
        assert!(
            bnd.entries[2]
                .name
                .as_deref()
                .unwrap()
                .ends_with("\\C[AMSN]_Blend_AN.mtd")
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn elden_ring_matbinbnd() {
        let Some(packed) = sample("er/allmaterial.matbinbnd.dcx") else {
            return;
        };
        let bytes = dcx::read(&packed).unwrap().data;
        let bnd = check_real(&bytes, 22, ".matbin", b"MAB\0");
        assert_eq!(bnd.format_raw, 0x74);
        assert_eq!(bnd.format(), Bnd4Format::ER);
        assert_eq!(bnd.version, "07D7R6");
        assert!(bnd.unicode);
        assert_eq!(bnd.extended, 4);
        assert_eq!(bnd.hash_table.as_ref().unwrap().buckets.len(), 3);
        let name =
            "N:\\GR\\data\\INTERROOT_win64\\material\\matbin\\Chr\\matxml\\C[9940]_Hair.matbin";
        assert_eq!(bnd.entries[0].name.as_deref(), Some(name));
        assert_eq!(
            entry_path(name).as_deref(),
            Some("GR/data/INTERROOT_win64/material/matbin/Chr/matxml/C[9940]_Hair.matbin")
        );
        assert_eq!(bnd.lookup(name).unwrap().data.len(), 6976);
    }

    #[test]
    fn repeated_names_are_told_apart_deterministically() {
        let names = distinct_names([
            ("M[ARSN]_4m.mtd", Some(1399)),
            ("other.mtd", Some(1400)),
            ("m[arsn]_4m.MTD", Some(2654)),
            ("M[ARSN]_4m.mtd", None),
            ("s00436.flver.dcx", Some(1)),
            ("s00436.flver.dcx", Some(2)),
            ("N:\\sfx\\noext", Some(3)),
            ("N:\\sfx\\noext", Some(4)),
        ]);
        let got: Vec<(&str, Option<&str>)> = names
            .iter()
            .map(|n| (n.name.as_str(), n.renamed_from.as_deref()))
            .collect();
        assert_eq!(
            got,
            [
                ("M[ARSN]_4m.mtd", None),
                ("other.mtd", None),
                // Case-insensitively the same name: renamed too.
                ("m[arsn]_4m.2654.MTD", Some("m[arsn]_4m.MTD")),
                ("M[ARSN]_4m.entry3.mtd", Some("M[ARSN]_4m.mtd")),
                ("s00436.flver.dcx", None),
                ("s00436.2.flver.dcx", Some("s00436.flver.dcx")),
                ("N:\\sfx\\noext", None),
                ("N:\\sfx\\noext.4", Some("N:\\sfx\\noext")),
            ]
        );
    }

    #[test]
    fn a_renamed_entry_never_takes_another_entrys_own_name() {
        // The second "a.mtd" would become "a.7.mtd", which the third entry is called.
        let names = distinct_names([("a.mtd", Some(1)), ("a.mtd", Some(7)), ("a.7.mtd", Some(9))]);
        let got: Vec<&str> = names.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(got, ["a.mtd", "a.7-2.mtd", "a.7.mtd"]);
    }
}
