//! A bounds-checked byte reader and a byte writer shared by every format module.
//!
//! Every read names what it reads (`what`), so a short or malformed file yields a
//! [`FormatError`] carrying the offset and the structure, never a panic. Counts read from
//! a file go through [`Reader::check_count`] before anything is allocated for them.

use super::error::{FormatError, Result};

/// Byte order of the multi-byte values of a format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Endian {
    /// Least significant byte first (PC files).
    #[default]
    Little,
    /// Most significant byte first (DCX headers, console files).
    Big,
}

/// Limits on what a reader may allocate, so a file cannot ask for unbounded memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The largest buffer one decompression or one section may allocate, in bytes.
    pub max_alloc: u64,
}

impl Limits {
    /// 1 GiB: above the largest file of the games' data (the Elden Ring material binder
    /// is 77 MB uncompressed) and well below a 32-bit (wasm) address space.
    pub const DEFAULT_MAX_ALLOC: u64 = 1 << 30;

    /// Checks that `requested` bytes are within the limit.
    pub fn check(
        &self,
        format: &'static str,
        offset: u64,
        what: &'static str,
        requested: u64,
    ) -> Result<()> {
        if requested > self.max_alloc {
            return Err(FormatError::TooLarge {
                format,
                offset,
                what,
                requested,
                limit: self.max_alloc,
            });
        }
        Ok(())
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_alloc: Self::DEFAULT_MAX_ALLOC,
        }
    }
}

/// A cursor over a byte slice that reads typed values with bounds checks.
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    format: &'static str,
    endian: Endian,
}

macro_rules! read_number {
    ($name:ident, $ty:ty) => {
        #[doc = concat!("Reads a `", stringify!($ty), "` in the reader's byte order.")]
        #[inline]
        pub fn $name(&mut self, what: &'static str) -> Result<$ty> {
            let bytes = self.array::<{ std::mem::size_of::<$ty>() }>(what)?;
            Ok(match self.endian {
                Endian::Little => <$ty>::from_le_bytes(bytes),
                Endian::Big => <$ty>::from_be_bytes(bytes),
            })
        }
    };
}

impl<'a> Reader<'a> {
    /// A little-endian reader at offset 0 of `data`, reporting errors as `format`.
    pub fn new(data: &'a [u8], format: &'static str) -> Self {
        Reader {
            data,
            pos: 0,
            format,
            endian: Endian::Little,
        }
    }

    /// The same reader with another byte order.
    pub fn with_endian(mut self, endian: Endian) -> Self {
        self.endian = endian;
        self
    }

    /// Changes the byte order from here on.
    pub fn set_endian(&mut self, endian: Endian) {
        self.endian = endian;
    }

    /// The reader's byte order.
    pub fn endian(&self) -> Endian {
        self.endian
    }

    /// The format name errors are reported under.
    pub fn format(&self) -> &'static str {
        self.format
    }

    /// The whole buffer.
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// The current offset.
    #[inline]
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The total length of the buffer.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Bytes left after the current offset.
    #[inline]
    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    /// Moves to an absolute offset; the offset may equal the length but not exceed it.
    #[inline]
    pub fn seek(&mut self, offset: u64, what: &'static str) -> Result<()> {
        if offset > self.data.len() as u64 {
            return Err(FormatError::UnexpectedEof {
                format: self.format,
                offset,
                what,
                needed: 0,
                available: 0,
            });
        }
        self.pos = offset as usize;
        Ok(())
    }

    /// A new reader over the same buffer at an absolute offset (same format and byte order).
    #[inline]
    pub fn at(&self, offset: u64, what: &'static str) -> Result<Reader<'a>> {
        let mut r = self.clone();
        r.seek(offset, what)?;
        Ok(r)
    }

    /// Skips `n` bytes.
    pub fn skip(&mut self, n: u64, what: &'static str) -> Result<()> {
        self.bytes(n, what).map(|_| ())
    }

    /// An error for the current offset.
    pub fn invalid(
        &self,
        offset: usize,
        what: &'static str,
        expected: impl std::fmt::Display,
        found: impl std::fmt::Display,
    ) -> FormatError {
        FormatError::invalid(self.format, offset as u64, what, expected, found)
    }

    /// The error of an `expect_u*` (values in hex), kept out of line so the checks inline small.
    #[cold]
    #[inline(never)]
    fn mismatch_hex(
        &self,
        at: usize,
        what: &'static str,
        expected: u64,
        found: u64,
    ) -> FormatError {
        self.invalid(at, what, format!("{expected:#x}"), format!("{found:#x}"))
    }

    /// The error of [`Reader::expect_i32`], out of line.
    #[cold]
    #[inline(never)]
    fn mismatch_i32(
        &self,
        at: usize,
        what: &'static str,
        expected: i32,
        found: i32,
    ) -> FormatError {
        self.invalid(at, what, expected, found)
    }

    /// Reads `n` bytes as a slice of the buffer.
    #[inline]
    pub fn bytes(&mut self, n: u64, what: &'static str) -> Result<&'a [u8]> {
        let available = self.remaining() as u64;
        if n > available {
            return Err(FormatError::UnexpectedEof {
                format: self.format,
                offset: self.pos as u64,
                what,
                needed: n,
                available,
            });
        }
        let start = self.pos;
        self.pos += n as usize;
        Ok(&self.data[start..self.pos])
    }

    /// The bytes in `offset..offset + len` of the buffer, without moving.
    pub fn slice(&self, offset: u64, len: u64, what: &'static str) -> Result<&'a [u8]> {
        self.at(offset, what)?.bytes(len, what)
    }

    /// Reads a fixed number of bytes.
    #[inline]
    pub fn array<const N: usize>(&mut self, what: &'static str) -> Result<[u8; N]> {
        let b = self.bytes(N as u64, what)?;
        let mut out = [0u8; N];
        out.copy_from_slice(b);
        Ok(out)
    }

    read_number!(u16, u16);
    read_number!(i16, i16);
    read_number!(u32, u32);
    read_number!(i32, i32);
    read_number!(u64, u64);
    read_number!(i64, i64);
    read_number!(f32, f32);

    /// Reads one byte.
    #[inline]
    pub fn u8(&mut self, what: &'static str) -> Result<u8> {
        Ok(self.array::<1>(what)?[0])
    }

    /// Reads one signed byte.
    pub fn i8(&mut self, what: &'static str) -> Result<i8> {
        Ok(self.u8(what)? as i8)
    }

    /// Reads a byte that must be 0 or 1.
    pub fn bool(&mut self, what: &'static str) -> Result<bool> {
        let at = self.pos;
        match self.u8(what)? {
            0 => Ok(false),
            1 => Ok(true),
            other => Err(self.invalid(at, what, "0 or 1", other)),
        }
    }

    /// Reads a magic tag and checks it.
    pub fn expect_magic(&mut self, expected: &[u8]) -> Result<()> {
        let at = self.pos;
        let found = self.bytes(expected.len() as u64, "magic")?;
        if found != expected {
            return Err(FormatError::BadMagic {
                format: self.format,
                offset: at as u64,
                expected: String::from_utf8_lossy(expected).into_owned(),
                found: String::from_utf8_lossy(found).into_owned(),
            });
        }
        Ok(())
    }

    /// Reads a `u8` that must equal `expected`.
    #[inline]
    pub fn expect_u8(&mut self, expected: u8, what: &'static str) -> Result<()> {
        let at = self.pos;
        let v = self.u8(what)?;
        if v != expected {
            return Err(self.mismatch_hex(at, what, expected.into(), v.into()));
        }
        Ok(())
    }

    /// Reads a `u16` that must equal `expected`.
    #[inline]
    pub fn expect_u16(&mut self, expected: u16, what: &'static str) -> Result<()> {
        let at = self.pos;
        let v = self.u16(what)?;
        if v != expected {
            return Err(self.mismatch_hex(at, what, expected.into(), v.into()));
        }
        Ok(())
    }

    /// Reads a `u32` that must equal `expected`.
    #[inline]
    pub fn expect_u32(&mut self, expected: u32, what: &'static str) -> Result<()> {
        let at = self.pos;
        let v = self.u32(what)?;
        if v != expected {
            return Err(self.mismatch_hex(at, what, expected.into(), v.into()));
        }
        Ok(())
    }

    /// Reads an `i32` that must equal `expected`.
    #[inline]
    pub fn expect_i32(&mut self, expected: i32, what: &'static str) -> Result<()> {
        let at = self.pos;
        let v = self.i32(what)?;
        if v != expected {
            return Err(self.mismatch_i32(at, what, expected, v));
        }
        Ok(())
    }

    /// Reads a `u64` that must equal `expected`.
    #[inline]
    pub fn expect_u64(&mut self, expected: u64, what: &'static str) -> Result<()> {
        let at = self.pos;
        let v = self.u64(what)?;
        if v != expected {
            return Err(self.mismatch_hex(at, what, expected, v));
        }
        Ok(())
    }

    /// Reads `n` bytes that must all be zero.
    #[inline]
    pub fn expect_zeros(&mut self, n: u64, what: &'static str) -> Result<()> {
        let at = self.pos;
        let b = self.bytes(n, what)?;
        if let Some(i) = b.iter().position(|&x| x != 0) {
            return Err(self.invalid(at + i, what, "zero padding", format!("{:#x}", b[i])));
        }
        Ok(())
    }

    /// Reads a count, refusing a negative one.
    #[inline]
    pub fn count_i32(&mut self, what: &'static str) -> Result<usize> {
        let at = self.pos;
        let v = self.i32(what)?;
        usize::try_from(v).map_err(|_| self.invalid(at, what, "a count of 0 or more", v))
    }

    /// Checks that `count` records of `record_size` bytes can fit in the bytes after
    /// `offset`, so a corrupt count cannot cause a huge allocation. Returns the byte size.
    #[inline]
    pub fn check_count(
        &self,
        offset: u64,
        count: u64,
        record_size: u64,
        what: &'static str,
    ) -> Result<u64> {
        let total = count
            .checked_mul(record_size)
            .ok_or(FormatError::TooLarge {
                format: self.format,
                offset,
                what,
                requested: u64::MAX,
                limit: self.data.len() as u64,
            })?;
        let available = (self.data.len() as u64).saturating_sub(offset);
        if total > available {
            return Err(FormatError::UnexpectedEof {
                format: self.format,
                offset,
                what,
                needed: total,
                available,
            });
        }
        Ok(total)
    }

    /// Reads a zero-terminated byte string at an absolute offset (without the terminator).
    pub fn cstr_at(&self, offset: u64, what: &'static str) -> Result<&'a [u8]> {
        let r = self.at(offset, what)?;
        let rest = &self.data[r.pos..];
        match rest.iter().position(|&b| b == 0) {
            Some(end) => Ok(&rest[..end]),
            None => Err(FormatError::UnexpectedEof {
                format: self.format,
                offset,
                what,
                needed: rest.len() as u64 + 1,
                available: rest.len() as u64,
            }),
        }
    }

    /// Reads a zero-terminated UTF-16 string (in the reader's byte order) at an absolute offset.
    pub fn utf16_at(&self, offset: u64, what: &'static str) -> Result<String> {
        let mut r = self.at(offset, what)?;
        let mut units = Vec::new();
        loop {
            let u = r.u16(what)?;
            if u == 0 {
                break;
            }
            units.push(u);
        }
        String::from_utf16(&units).map_err(|_| {
            FormatError::invalid(
                self.format,
                offset,
                what,
                "a UTF-16 string",
                "unpaired surrogate",
            )
        })
    }

    /// Reads a zero-terminated Shift-JIS (code page 932) string at an absolute offset.
    pub fn shift_jis_at(&self, offset: u64, what: &'static str) -> Result<String> {
        let bytes = self.cstr_at(offset, what)?;
        Ok(decode_shift_jis(bytes))
    }
}

/// Decodes Shift-JIS (code page 932, including the NEC extensions Sekiro uses, such as ①).
/// Undecodable bytes become U+FFFD; names are for display and lookup, not for writing back.
pub fn decode_shift_jis(bytes: &[u8]) -> String {
    let (text, _, _) = encoding_rs::SHIFT_JIS.decode(bytes);
    text.into_owned()
}

/// Encodes text as Shift-JIS (code page 932). Characters with no encoding become `?`.
pub fn encode_shift_jis(text: &str) -> Vec<u8> {
    let (bytes, _, _) = encoding_rs::SHIFT_JIS.encode(text);
    bytes.into_owned()
}

/// Decodes Shift-JIS (code page 932) strictly: `None` if any byte sequence is malformed, or
/// if the text would not encode back to the same bytes. Readers that write back byte-exactly
/// use this instead of the lossy [`decode_shift_jis`].
///
/// The second check matters because decoding is not one-to-one: the user-defined rows
/// (lead bytes 0xF0–0xF9) decode to private-use characters the encoder has no code for, and
/// the NEC-selected IBM rows (0xED, 0xEE) decode to characters the encoder writes with their
/// IBM codes (0xFA–0xFC). Accepting either would give a text that cannot be written back as
/// it was read (found by fuzzing the MTD reader).
pub fn decode_shift_jis_strict(bytes: &[u8]) -> Option<String> {
    let text = encoding_rs::SHIFT_JIS
        .decode_without_bom_handling_and_without_replacement(bytes)?
        .into_owned();
    (encode_shift_jis_strict(&text).as_deref() == Some(bytes)).then_some(text)
}

/// Encodes text as Shift-JIS (code page 932) strictly: `None` if a character has no encoding
/// (instead of the replacement [`encode_shift_jis`] writes).
pub fn encode_shift_jis_strict(text: &str) -> Option<Vec<u8>> {
    let (bytes, _, had_unmappable) = encoding_rs::SHIFT_JIS.encode(text);
    (!had_unmappable).then(|| bytes.into_owned())
}

/// A growable output buffer with typed writes and placeholders filled in later.
#[derive(Debug, Clone, Default)]
pub struct Writer {
    buf: Vec<u8>,
    endian: Endian,
}

/// A placeholder written by a `reserve_*` method, to be filled once its value is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[must_use = "a reserved slot must be filled"]
pub struct Slot {
    offset: usize,
    size: usize,
}

impl Slot {
    /// Where the placeholder starts.
    pub fn offset(&self) -> usize {
        self.offset
    }
}

macro_rules! write_number {
    ($name:ident, $reserve:ident, $fill:ident, $ty:ty) => {
        #[doc = concat!("Writes a `", stringify!($ty), "` in the writer's byte order.")]
        pub fn $name(&mut self, v: $ty) {
            match self.endian {
                Endian::Little => self.buf.extend_from_slice(&v.to_le_bytes()),
                Endian::Big => self.buf.extend_from_slice(&v.to_be_bytes()),
            }
        }

        #[doc = concat!("Writes a zero `", stringify!($ty), "` to be filled later.")]
        pub fn $reserve(&mut self) -> Slot {
            let slot = Slot {
                offset: self.buf.len(),
                size: std::mem::size_of::<$ty>(),
            };
            self.$name(0 as $ty);
            slot
        }

        #[doc = concat!("Fills a slot reserved for a `", stringify!($ty), "`.")]
        pub fn $fill(&mut self, slot: Slot, v: $ty) {
            debug_assert_eq!(slot.size, std::mem::size_of::<$ty>());
            let bytes = match self.endian {
                Endian::Little => v.to_le_bytes(),
                Endian::Big => v.to_be_bytes(),
            };
            self.buf[slot.offset..slot.offset + slot.size].copy_from_slice(&bytes);
        }
    };
}

impl Writer {
    /// An empty little-endian writer.
    pub fn new() -> Self {
        Writer::default()
    }

    /// An empty writer with the given byte order.
    pub fn with_endian(endian: Endian) -> Self {
        Writer {
            buf: Vec::new(),
            endian,
        }
    }

    /// Changes the byte order from here on.
    pub fn set_endian(&mut self, endian: Endian) {
        self.endian = endian;
    }

    /// The current length (the offset of the next write).
    pub fn pos(&self) -> usize {
        self.buf.len()
    }

    /// The bytes written so far.
    pub fn as_slice(&self) -> &[u8] {
        &self.buf
    }

    /// The finished buffer.
    pub fn into_bytes(self) -> Vec<u8> {
        self.buf
    }

    /// Writes raw bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// Writes one byte.
    pub fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }

    /// Writes `n` zero bytes.
    pub fn zeros(&mut self, n: usize) {
        self.buf.resize(self.buf.len() + n, 0);
    }

    /// Pads with zeros until the length is a multiple of `align`.
    pub fn pad_to(&mut self, align: usize) {
        let rem = self.buf.len() % align;
        if rem != 0 {
            self.zeros(align - rem);
        }
    }

    /// Overwrites bytes already written.
    pub fn patch(&mut self, offset: usize, b: &[u8]) {
        self.buf[offset..offset + b.len()].copy_from_slice(b);
    }

    write_number!(u16, reserve_u16, fill_u16, u16);
    write_number!(i16, reserve_i16, fill_i16, i16);
    write_number!(u32, reserve_u32, fill_u32, u32);
    write_number!(i32, reserve_i32, fill_i32, i32);
    write_number!(u64, reserve_u64, fill_u64, u64);
    write_number!(i64, reserve_i64, fill_i64, i64);
    write_number!(f32, reserve_f32, fill_f32, f32);

    /// Writes a UTF-16 string and its zero terminator in the writer's byte order.
    pub fn utf16z(&mut self, s: &str) {
        for u in s.encode_utf16() {
            self.u16(u);
        }
        self.u16(0);
    }

    /// Writes a Shift-JIS string and its zero terminator.
    pub fn shift_jis_z(&mut self, s: &str) {
        self.bytes(&encode_shift_jis(s));
        self.u8(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_numbers_in_both_byte_orders() {
        let data = [0x01, 0x02, 0x03, 0x04];
        assert_eq!(Reader::new(&data, "t").u32("x").unwrap(), 0x0403_0201);
        assert_eq!(
            Reader::new(&data, "t")
                .with_endian(Endian::Big)
                .u32("x")
                .unwrap(),
            0x0102_0304
        );
    }

    #[test]
    fn short_read_reports_offset_and_what() {
        let data = [0u8; 6];
        let mut r = Reader::new(&data, "TEST");
        r.u32("first").unwrap();
        let err = r.u32("second").unwrap_err();
        assert_eq!(
            err,
            FormatError::UnexpectedEof {
                format: "TEST",
                offset: 4,
                what: "second",
                needed: 4,
                available: 2
            }
        );
        assert!(err.to_string().contains("offset 0x4"));
    }

    #[test]
    fn check_count_refuses_counts_beyond_the_data() {
        let data = [0u8; 16];
        let r = Reader::new(&data, "t");
        assert_eq!(r.check_count(0, 4, 4, "x").unwrap(), 16);
        assert!(r.check_count(4, 4, 4, "x").is_err());
        assert!(r.check_count(0, u64::MAX, 2, "x").is_err());
    }

    #[test]
    fn writer_slots_fill_in_place() {
        let mut w = Writer::with_endian(Endian::Big);
        let slot = w.reserve_u32();
        w.u16(7);
        w.fill_u32(slot, 0xAABBCCDD);
        assert_eq!(w.into_bytes(), vec![0xAA, 0xBB, 0xCC, 0xDD, 0, 7]);
    }

    #[test]
    fn strict_shift_jis_round_trips_nec_characters_and_refuses_bad_input() {
        // 0x87 0x40 is the NEC row-13 character ① that Sekiro's files use.
        let bytes = [0x87, 0x40, 0x83, 0x65, b'a'];
        let text = decode_shift_jis_strict(&bytes).unwrap();
        assert_eq!(text, "①テa");
        assert_eq!(encode_shift_jis_strict(&text).unwrap(), bytes);
        // A lead byte without its trail byte is malformed.
        assert_eq!(decode_shift_jis_strict(&[0x87]), None);
        // No Shift-JIS code exists for an emoji.
        assert_eq!(encode_shift_jis_strict("\u{1F600}"), None);
    }

    #[test]
    fn strict_shift_jis_refuses_bytes_that_do_not_encode_back() {
        // (bytes, what the lossy decoder makes of them): valid code page 932, but not
        // written back the same, so the strict decoder refuses them.
        let cases: [(&[u8], &str); 3] = [
            // User-defined row: a private-use character with no encoding.
            (&[0xF0, 0x40], "\u{E000}"),
            // NEC-selected IBM extension: the encoder writes this character as 0xFA 0x5C.
            (&[0xED, 0x40], "\u{7E8A}"),
            // The same after valid text.
            (&[b'a', 0xF9, 0xFC], "a\u{E757}"),
        ];
        for (bytes, lossy) in cases {
            assert_eq!(decode_shift_jis(bytes), lossy, "{bytes:02x?}");
            assert_eq!(decode_shift_jis_strict(bytes), None, "{bytes:02x?}");
        }
        // The IBM code of the same character does round-trip.
        assert_eq!(
            decode_shift_jis_strict(&[0xFA, 0x5C]).as_deref(),
            Some("\u{7E8A}")
        );
    }

    #[test]
    fn strings_round_trip() {
        let mut w = Writer::new();
        w.utf16z("sfx\\tex");
        w.shift_jis_z("①テスト");
        let bytes = w.into_bytes();
        let r = Reader::new(&bytes, "t");
        assert_eq!(r.utf16_at(0, "name").unwrap(), "sfx\\tex");
        assert_eq!(r.shift_jis_at(16, "name").unwrap(), "①テスト");
    }
}
