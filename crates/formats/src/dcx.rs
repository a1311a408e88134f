//! DCX: FromSoftware's single-file compressed wrapper (`*.dcx`).
//!
//! The header is **big-endian** on every platform and is 0x4C bytes long; the compressed
//! payload follows it directly.
//!
//! | offset | type     | meaning |
//! |--------|----------|---------|
//! | 0x00   | char[4]  | `DCX\0` |
//! | 0x04   | u32      | version: 0x10000 (DS1–DS3, BB) or 0x11000 (Sekiro, Elden Ring, AC6) |
//! | 0x08   | u32      | 0x18: offset of the `DCS` chunk |
//! | 0x0C   | u32      | 0x24: offset of the `DCP` chunk |
//! | 0x10   | u32      | 0x44 (0x24 in DS1/DS2 DFLT): kept as read, the layout does not move |
//! | 0x14   | u32      | 0x4C (0x2C in DS1/DS2 DFLT): kept as read, the layout does not move |
//! | 0x18   | char[4]  | `DCS\0` |
//! | 0x1C   | u32      | uncompressed size |
//! | 0x20   | u32      | compressed size (payload bytes) |
//! | 0x24   | char[4]  | `DCP\0` |
//! | 0x28   | char[4]  | algorithm: `DFLT`, `KRAK`, `ZSTD` (`EDGE`: Demon's Souls, not supported) |
//! | 0x2C   | u32      | 0x20 |
//! | 0x30   | u8       | compression level (DFLT 9, KRAK 6 in Sekiro/ER, ZSTD the zstd level) |
//! | 0x31   | u8[7]    | zero |
//! | 0x38   | u8       | DFLT only: 0, or 15 in Elden Ring's DFLT files |
//! | 0x39   | u8[7]    | zero |
//! | 0x40   | u32      | 0x00010100 |
//! | 0x44   | char[4]  | `DCA\0` |
//! | 0x48   | u32      | 8 (size of the DCA chunk) |
//! | 0x4C   | bytes    | payload, `compressed size` bytes |
//!
//! Payloads: DFLT is a zlib stream (with its Adler-32 trailer); KRAK is a raw Oodle stream
//! of 256 KiB blocks without a size prefix (decoded with `oozextract`); ZSTD is a plain zstd
//! frame that may lack a content size. In every case the output size comes from the DCS
//! chunk, and a stream that produces more or fewer bytes is an error. SoulsFormats pads
//! KRAK and ZSTD files with zeros to a multiple of 16 bytes and does not pad DFLT files;
//! the writer does the same. Trailing bytes after the payload are ignored when reading.
//!
//! Written back, a file's compressed bytes may differ from the game's (another compressor; no
//! Kraken encoder exists here), so what a write-back keeps is its decompressed payload and its
//! header's fields: [`write_back`] says whether they survive.

use std::io::Read;

use super::binary::{Endian, Limits, Reader, Writer};
use super::error::{FormatError, Result};

/// The format name carried by this module's errors.
pub const FORMAT: &str = "DCX";

/// The size of the fixed header; the payload starts here.
pub const HEADER_SIZE: usize = 0x4C;

/// The compression algorithm named in the DCP chunk, valued as its four-character tag read
/// as a big-endian `u32`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[repr(u32)]
pub enum DcxAlgorithm {
    /// `DFLT`: zlib (deflate). DS1–DS3 and Elden Ring's regulation and some textures.
    Deflate = 0x4446_4C54,
    /// `KRAK`: Oodle Kraken. Most Sekiro and Elden Ring files. Read-only here.
    Kraken = 0x4B52_414B,
    /// `ZSTD`: Zstandard. Elden Ring files of the Shadow of the Erdtree era.
    Zstd = 0x5A53_5444,
    /// `EDGE`: chunked deflate, Demon's Souls only. Recognised but not decompressed.
    Edge = 0x4544_4745,
}

impl DcxAlgorithm {
    /// The algorithm for a four-character tag, if it is one of the known ones.
    pub fn from_tag(tag: [u8; 4]) -> Option<Self> {
        match &tag {
            b"DFLT" => Some(DcxAlgorithm::Deflate),
            b"KRAK" => Some(DcxAlgorithm::Kraken),
            b"ZSTD" => Some(DcxAlgorithm::Zstd),
            b"EDGE" => Some(DcxAlgorithm::Edge),
            _ => None,
        }
    }

    /// The four-character tag as stored in the file.
    pub fn tag(self) -> [u8; 4] {
        (self as u32).to_be_bytes()
    }

    /// The tag as text, for messages.
    pub fn name(self) -> &'static str {
        match self {
            DcxAlgorithm::Deflate => "DFLT",
            DcxAlgorithm::Kraken => "KRAK",
            DcxAlgorithm::Zstd => "ZSTD",
            DcxAlgorithm::Edge => "EDGE",
        }
    }
}

/// How a DCX is compressed: every header field except the two sizes, so a file can be
/// written back with the header it was read with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct DcxCompression {
    /// The algorithm (0x28).
    pub algorithm: DcxAlgorithm,
    /// The version (0x04): 0x10000 or 0x11000.
    pub version: u32,
    /// The field at 0x10: 0x44, or 0x24 in DS1/DS2 deflate files.
    pub field_10: u32,
    /// The field at 0x14: 0x4C, or 0x2C in DS1/DS2 deflate files.
    pub field_14: u32,
    /// The compression level byte (0x30). Deflate levels above 9 compress as 9.
    pub level: u8,
    /// The byte at 0x38: 15 in Elden Ring deflate files, otherwise 0.
    pub field_38: u8,
}

impl DcxCompression {
    /// Elden Ring / Sekiro Kraken at level 6 (readable only: there is no Kraken encoder).
    pub const KRAKEN_ER: DcxCompression = DcxCompression {
        algorithm: DcxAlgorithm::Kraken,
        version: 0x11000,
        field_10: 0x44,
        field_14: 0x4C,
        level: 6,
        field_38: 0,
    };

    /// Elden Ring deflate ("DFLT_11000_44_9_15", the regulation file's type).
    pub const DEFLATE_ER: DcxCompression = DcxCompression {
        algorithm: DcxAlgorithm::Deflate,
        version: 0x11000,
        field_10: 0x44,
        field_14: 0x4C,
        level: 9,
        field_38: 15,
    };

    /// Dark Souls 3 / Bloodborne deflate ("DFLT_10000_44_9").
    pub const DEFLATE_DS3: DcxCompression = DcxCompression {
        algorithm: DcxAlgorithm::Deflate,
        version: 0x10000,
        field_10: 0x44,
        field_14: 0x4C,
        level: 9,
        field_38: 0,
    };

    /// Zstandard at the given level, with the header Elden Ring files use.
    pub fn zstd(level: u8) -> DcxCompression {
        DcxCompression {
            algorithm: DcxAlgorithm::Zstd,
            version: 0x11000,
            field_10: 0x44,
            field_14: 0x4C,
            level,
            field_38: 0,
        }
    }
}

/// The header of a DCX file, as [`peek`] reads it without decompressing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct DcxHeader {
    /// Algorithm and the other header fields.
    pub compression: DcxCompression,
    /// Size of the data after decompression (0x1C).
    pub uncompressed_size: u32,
    /// Size of the compressed payload (0x20).
    pub compressed_size: u32,
}

/// A decompressed DCX file. As JSON, the data is shown as its length (`data_len`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Dcx {
    /// How the file was (or is to be) compressed.
    pub compression: DcxCompression,
    /// The decompressed contents.
    #[serde(rename = "data_len", serialize_with = "serialize_len")]
    pub data: Vec<u8>,
}

/// Serializes a byte buffer as its length: listings want sizes, not megabytes of numbers.
pub(crate) fn serialize_len<S: serde::Serializer>(
    bytes: &[u8],
    serializer: S,
) -> std::result::Result<S::Ok, S::Error> {
    serializer.serialize_u64(bytes.len() as u64)
}

/// Whether `data` starts with the DCX magic.
pub fn is_dcx(data: &[u8]) -> bool {
    data.starts_with(b"DCX\0")
}

/// Reads only the header: algorithm, levels and sizes. Cheap; nothing is decompressed and
/// the payload is not checked beyond its presence.
pub fn peek(data: &[u8]) -> Result<DcxHeader> {
    let mut r = Reader::new(data, FORMAT).with_endian(Endian::Big);
    r.expect_magic(b"DCX\0")?;
    let version = r.u32("version")?;
    r.expect_u32(0x18, "DCS chunk offset")?;
    r.expect_u32(0x24, "DCP chunk offset")?;
    let field_10 = r.u32("field at 0x10")?;
    let field_14 = r.u32("field at 0x14")?;
    r.expect_magic(b"DCS\0")?;
    let uncompressed_size = r.u32("uncompressed size")?;
    let compressed_size = r.u32("compressed size")?;
    r.expect_magic(b"DCP\0")?;
    let tag_at = r.pos();
    let tag = r.array::<4>("algorithm")?;
    let algorithm = DcxAlgorithm::from_tag(tag).ok_or_else(|| FormatError::Unsupported {
        format: FORMAT,
        offset: tag_at as u64,
        what: "compression algorithm",
        detail: format!(
            "{:?} is not DFLT, KRAK, ZSTD or EDGE",
            String::from_utf8_lossy(&tag)
        ),
    })?;
    if algorithm == DcxAlgorithm::Edge {
        // EDGE continues with its own chunk table; the level byte is at the same place.
        let level = *data.get(0x30).unwrap_or(&0);
        return Ok(DcxHeader {
            compression: DcxCompression {
                algorithm,
                version,
                field_10,
                field_14,
                level,
                field_38: 0,
            },
            uncompressed_size,
            compressed_size,
        });
    }
    r.expect_u32(0x20, "DCP chunk size")?;
    let level = r.u8("compression level")?;
    r.expect_zeros(7, "DCP padding after the level")?;
    let field_38 = r.u8("field at 0x38")?;
    r.expect_zeros(7, "DCP padding after 0x38")?;
    r.expect_u32(0x0001_0100, "DCP flags at 0x40")?;
    r.expect_magic(b"DCA\0")?;
    r.expect_u32(8, "DCA chunk size")?;
    Ok(DcxHeader {
        compression: DcxCompression {
            algorithm,
            version,
            field_10,
            field_14,
            level,
            field_38,
        },
        uncompressed_size,
        compressed_size,
    })
}

/// Reads and decompresses a DCX file with the default [`Limits`].
pub fn read(data: &[u8]) -> Result<Dcx> {
    read_with_limits(data, &Limits::default())
}

/// Reads and decompresses a DCX file, refusing an uncompressed size above
/// `limits.max_alloc` before anything is allocated.
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Dcx> {
    let header = peek(data)?;
    let algorithm = header.compression.algorithm;
    if algorithm == DcxAlgorithm::Edge {
        return Err(FormatError::Unsupported {
            format: FORMAT,
            offset: 0x28,
            what: "compression algorithm",
            detail: "EDGE (Demon's Souls chunked deflate) is not implemented".into(),
        });
    }
    let expected = uncompressed_size(&header, limits)?;
    let payload = Reader::new(data, FORMAT).slice(
        HEADER_SIZE as u64,
        u64::from(header.compressed_size),
        "compressed payload",
    )?;
    let out = match algorithm {
        DcxAlgorithm::Deflate => inflate(payload, expected)?,
        DcxAlgorithm::Zstd => unzstd(payload, expected)?,
        DcxAlgorithm::Kraken => unkraken(payload, expected)?,
        DcxAlgorithm::Edge => unreachable_edge()?,
    };
    Ok(Dcx {
        compression: header.compression,
        data: out,
    })
}

/// The header's uncompressed size, within `limits` and this platform's address space.
fn uncompressed_size(header: &DcxHeader, limits: &Limits) -> Result<usize> {
    limits.check(
        FORMAT,
        0x1C,
        "uncompressed size",
        u64::from(header.uncompressed_size),
    )?;
    usize::try_from(header.uncompressed_size).map_err(|_| FormatError::TooLarge {
        format: FORMAT,
        offset: 0x1C,
        what: "uncompressed size",
        requested: u64::from(header.uncompressed_size),
        limit: usize::MAX as u64,
    })
}

/// A DCX decompressed as its payload arrives, piece by piece (a download, a file read in
/// chunks), so neither the whole compressed file nor a second copy of the output is ever
/// held: ZSTD and DFLT stream; KRAK (whole 256 KiB blocks, decoded from one buffer) and EDGE
/// do not ([`StreamDecoder::new`] gives `None`). Errors and size checks are
/// [`read_with_limits`]'s.
pub struct StreamDecoder {
    header: DcxHeader,
    inner: StreamInner,
    /// Payload bytes still to come (bytes after the payload are ignored, as by `read`).
    left: u64,
    produced: usize,
    expected: usize,
    buffer: Vec<u8>,
}

enum StreamInner {
    Zstd(Box<zstd::stream::raw::Decoder<'static>>),
    Deflate(Box<flate2::Decompress>),
}

/// Output is produced in pieces of this size.
const STREAM_PIECE: usize = 1 << 20;

impl StreamDecoder {
    /// A decoder for the DCX whose first [`HEADER_SIZE`] bytes are `head`, or `None` when its
    /// algorithm is not streamed (decompress it whole with [`read_with_limits`]).
    pub fn new(head: &[u8], limits: &Limits) -> Result<Option<StreamDecoder>> {
        let header = peek(head)?;
        let expected = uncompressed_size(&header, limits)?;
        let inner = match header.compression.algorithm {
            DcxAlgorithm::Zstd => StreamInner::Zstd(Box::new(
                zstd::stream::raw::Decoder::new()
                    .map_err(|e| decompress_error("ZSTD", e.to_string()))?,
            )),
            DcxAlgorithm::Deflate => StreamInner::Deflate(Box::new(flate2::Decompress::new(true))),
            DcxAlgorithm::Kraken | DcxAlgorithm::Edge => return Ok(None),
        };
        Ok(Some(StreamDecoder {
            header,
            inner,
            left: u64::from(header.compressed_size),
            produced: 0,
            expected,
            buffer: vec![0; STREAM_PIECE.min(expected.max(1))],
        }))
    }

    /// The header the decoder was made from.
    pub fn header(&self) -> DcxHeader {
        self.header
    }

    fn name(&self) -> &'static str {
        match self.inner {
            StreamInner::Zstd(_) => "ZSTD",
            StreamInner::Deflate(_) => "DFLT",
        }
    }

    /// Decodes the next payload bytes (those after the header), giving each piece of
    /// output to `out` in order. More output than the header states is an error.
    pub fn push(&mut self, input: &[u8], out: &mut dyn FnMut(&[u8])) -> Result<()> {
        let take = (input.len() as u64).min(self.left) as usize;
        self.left -= take as u64;
        self.decode(&input[..take], out)
    }

    fn decode(&mut self, mut input: &[u8], out: &mut dyn FnMut(&[u8])) -> Result<()> {
        let name = self.name();
        loop {
            let (read, written, done) = match &mut self.inner {
                StreamInner::Zstd(d) => {
                    use zstd::stream::raw::Operation;
                    let status = d
                        .run_on_buffers(input, &mut self.buffer)
                        .map_err(|e| decompress_error(name, e.to_string()))?;
                    (status.bytes_read, status.bytes_written, false)
                }
                StreamInner::Deflate(d) => {
                    let (before_in, before_out) = (d.total_in(), d.total_out());
                    // Never `Finish`: with less room than the rest of the output, it fails.
                    let status = d
                        .decompress(input, &mut self.buffer, flate2::FlushDecompress::None)
                        .map_err(|e| decompress_error(name, e.to_string()))?;
                    (
                        (d.total_in() - before_in) as usize,
                        (d.total_out() - before_out) as usize,
                        status == flate2::Status::StreamEnd,
                    )
                }
            };
            input = &input[read..];
            if written > 0 {
                if self.produced + written > self.expected {
                    return Err(decompress_error(
                        name,
                        format!(
                            "the stream holds more than the {} bytes the header states",
                            self.expected
                        ),
                    ));
                }
                self.produced += written;
                out(&self.buffer[..written]);
            }
            // More to do while input is left or the output piece was filled (the decoder
            // may hold more).
            if done
                || (input.is_empty() && written < self.buffer.len())
                || (read == 0 && written == 0)
            {
                return Ok(());
            }
        }
    }

    /// After the last piece: the output must have the stated size.
    pub fn finish(self) -> Result<()> {
        if self.left > 0 {
            return Err(FormatError::UnexpectedEof {
                format: FORMAT,
                offset: HEADER_SIZE as u64,
                what: "compressed payload",
                needed: u64::from(self.header.compressed_size),
                available: u64::from(self.header.compressed_size) - self.left,
            });
        }
        if self.produced != self.expected {
            return Err(size_mismatch(self.name(), self.produced, self.expected));
        }
        Ok(())
    }
}

/// EDGE is refused above; this keeps the match exhaustive without a panic path.
fn unreachable_edge() -> Result<Vec<u8>> {
    Err(FormatError::Unsupported {
        format: FORMAT,
        offset: 0x28,
        what: "compression algorithm",
        detail: "EDGE".into(),
    })
}

/// A decompression error at the payload's offset.
fn decompress_error(algorithm: &'static str, detail: impl Into<String>) -> FormatError {
    FormatError::Decompress {
        format: FORMAT,
        offset: HEADER_SIZE as u64,
        algorithm,
        detail: detail.into(),
    }
}

/// The error for a stream whose output size disagrees with the DCS chunk.
fn size_mismatch(algorithm: &'static str, produced: usize, expected: usize) -> FormatError {
    decompress_error(
        algorithm,
        format!("produced {produced} bytes, the header states {expected}"),
    )
}

/// Inflates a zlib stream, reading at most one byte more than expected so a stream that
/// would grow beyond the stated size is caught without growing the buffer.
fn inflate(payload: &[u8], expected: usize) -> Result<Vec<u8>> {
    let mut out = Vec::with_capacity(expected);
    let limit = (expected as u64).saturating_add(1);
    flate2::read::ZlibDecoder::new(payload)
        .take(limit)
        .read_to_end(&mut out)
        .map_err(|e| decompress_error("DFLT", e.to_string()))?;
    if out.len() != expected {
        if out.len() > expected {
            return Err(decompress_error(
                "DFLT",
                format!("the stream holds more than the {expected} bytes the header states"),
            ));
        }
        return Err(size_mismatch("DFLT", out.len(), expected));
    }
    Ok(out)
}

/// Decompresses zstd frames into a buffer of exactly the stated capacity; zstd refuses to
/// write past it, so a lying stream cannot grow the output.
fn unzstd(payload: &[u8], expected: usize) -> Result<Vec<u8>> {
    let mut out = Vec::with_capacity(expected);
    let mut decompressor =
        zstd::bulk::Decompressor::new().map_err(|e| decompress_error("ZSTD", e.to_string()))?;
    let produced = decompressor
        .decompress_to_buffer(payload, &mut out)
        .map_err(|e| decompress_error("ZSTD", e.to_string()))?;
    if produced != expected || out.len() != expected {
        return Err(size_mismatch("ZSTD", produced, expected));
    }
    Ok(out)
}

/// Decompresses an Oodle (Kraken) stream into a buffer of exactly the stated size.
fn unkraken(payload: &[u8], expected: usize) -> Result<Vec<u8>> {
    let mut out = vec![0u8; expected];
    // The decoder is a port of C code; a malformed stream must not take the caller down, so
    // a panic inside it is reported as a decompression error where unwinding is available.
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        oozextract::Extractor::new().read_from_slice(payload, &mut out)
    }));
    match result {
        Ok(Ok(produced)) if produced == expected => Ok(out),
        Ok(Ok(produced)) => Err(size_mismatch("KRAK", produced, expected)),
        Ok(Err(e)) => Err(decompress_error("KRAK", format!("{e:?}"))),
        Err(_) => Err(decompress_error(
            "KRAK",
            "the Oodle decoder failed on this stream",
        )),
    }
}

/// Compresses `dcx.data` with its algorithm and level and writes the header SoulsFormats
/// writes. Kraken (no encoder exists in Rust) and EDGE give [`FormatError::Unsupported`].
/// The browser has the ZSTD compressor too (it saves an edited binder as it was compressed;
/// BENCHMARKS.md, download size, gives what it weighs).
pub fn write(dcx: &Dcx) -> Result<Vec<u8>> {
    let c = dcx.compression;
    let uncompressed_size = u32::try_from(dcx.data.len()).map_err(|_| FormatError::TooLarge {
        format: FORMAT,
        offset: 0x1C,
        what: "data to compress",
        requested: dcx.data.len() as u64,
        limit: u64::from(u32::MAX),
    })?;
    let (payload, pad_to_16) = match c.algorithm {
        DcxAlgorithm::Deflate => (deflate(&dcx.data, c.level)?, false),
        DcxAlgorithm::Zstd => (zstd_compress(&dcx.data, c.level)?, true),
        DcxAlgorithm::Kraken | DcxAlgorithm::Edge => {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: 0x28,
                what: "compression algorithm for writing",
                detail: format!(
                    "{} has no encoder here; use DFLT or ZSTD",
                    c.algorithm.name()
                ),
            });
        }
    };
    let compressed_size = u32::try_from(payload.len()).map_err(|_| FormatError::TooLarge {
        format: FORMAT,
        offset: 0x20,
        what: "compressed payload",
        requested: payload.len() as u64,
        limit: u64::from(u32::MAX),
    })?;

    let mut w = Writer::with_endian(Endian::Big);
    write_header(
        &mut w,
        &DcxHeader {
            compression: c,
            uncompressed_size,
            compressed_size,
        },
    );
    w.bytes(&payload);
    if pad_to_16 {
        w.pad_to(16);
    }
    Ok(w.into_bytes())
}

/// The 0x4C header bytes of the table above, from its fields (EDGE's own chunk table is not
/// written: there is no EDGE writer).
fn write_header(w: &mut Writer, h: &DcxHeader) {
    let c = &h.compression;
    w.bytes(b"DCX\0");
    w.u32(c.version);
    w.u32(0x18);
    w.u32(0x24);
    w.u32(c.field_10);
    w.u32(c.field_14);
    w.bytes(b"DCS\0");
    w.u32(h.uncompressed_size);
    w.u32(h.compressed_size);
    w.bytes(b"DCP\0");
    w.bytes(&c.algorithm.tag());
    w.u32(0x20);
    w.u8(c.level);
    w.zeros(7);
    w.u8(c.field_38);
    w.zeros(7);
    w.u32(0x0001_0100);
    w.bytes(b"DCA\0");
    w.u32(8);
}

/// Whether [`write`] can compress with `algorithm`: DFLT and ZSTD (natively and in the
/// browser), KRAK and EDGE nowhere.
pub fn has_compressor(algorithm: DcxAlgorithm) -> bool {
    match algorithm {
        DcxAlgorithm::Deflate => true,
        DcxAlgorithm::Zstd => true,
        DcxAlgorithm::Kraken | DcxAlgorithm::Edge => false,
    }
}

/// What survives writing a DCX back ([`write_back`]). Compressed bytes may differ from the
/// game's (another compressor, or none), so the payload and the header's fields are what a
/// write-back keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct WriteBack {
    /// The algorithm.
    pub algorithm: DcxAlgorithm,
    /// Whether the payload was compressed again ([`has_compressor`]); without a compressor
    /// (KRAK) only the header is written, and the payload is left to its own format's round
    /// trip.
    pub recompressed: bool,
    /// The header's fields survive: read back from the written file, every field but the
    /// compressed size is the original's; without a compressor, the header written from its
    /// fields is the original's 0x4C bytes.
    pub header_identical: bool,
    /// The written file decompresses to the original payload (`None` without a compressor).
    pub payload_identical: Option<bool>,
    /// The written file is the original byte for byte (`None` without a compressor).
    pub bytes_identical: Option<bool>,
}

impl WriteBack {
    /// Whether the header survives and, where it was compressed again, the payload too.
    pub fn survives(&self) -> bool {
        self.header_identical && self.payload_identical != Some(false)
    }
}

/// Writes `dcx`, read from `data`, back with the same header fields and algorithm and says
/// what survives: with a compressor, the written file is read back (header) and decompressed
/// again (payload); without one (KRAK), the header is written from its fields and compared
/// with the original's bytes. Errors are the writer's and the reader's on the written bytes,
/// and EDGE (no header writer).
pub fn write_back(data: &[u8], dcx: &Dcx, limits: &Limits) -> Result<WriteBack> {
    let original = peek(data)?;
    let algorithm = original.compression.algorithm;
    if algorithm == DcxAlgorithm::Edge {
        return Err(FormatError::Unsupported {
            format: FORMAT,
            offset: 0x28,
            what: "compression algorithm for writing",
            detail: "EDGE has no writer here".into(),
        });
    }
    if !has_compressor(algorithm) {
        let mut w = Writer::with_endian(Endian::Big);
        write_header(&mut w, &original);
        let header = w.into_bytes();
        return Ok(WriteBack {
            algorithm,
            recompressed: false,
            header_identical: data.get(..HEADER_SIZE) == Some(&header[..]),
            payload_identical: None,
            bytes_identical: None,
        });
    }
    let written = write(&Dcx {
        compression: original.compression,
        data: dcx.data.clone(),
    })?;
    let again = peek(&written)?;
    let payload = read_with_limits(&written, limits)?.data;
    Ok(WriteBack {
        algorithm,
        recompressed: true,
        header_identical: again.compression == original.compression
            && again.uncompressed_size == original.uncompressed_size,
        payload_identical: Some(payload == dcx.data),
        bytes_identical: Some(written == data),
    })
}

/// A zlib stream at the given level (clamped to 9, the highest zlib level).
fn deflate(data: &[u8], level: u8) -> Result<Vec<u8>> {
    use std::io::Write;
    let mut encoder = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(data.len() / 2),
        flate2::Compression::new(u32::from(level.min(9))),
    );
    encoder
        .write_all(data)
        .and_then(|_| encoder.finish())
        .map_err(|e| decompress_error("DFLT", format!("compression failed: {e}")))
}

/// A zstd frame as SoulsFormats writes it: no content size in the frame, a 64 KiB window.
fn zstd_compress(data: &[u8], level: u8) -> Result<Vec<u8>> {
    use zstd::zstd_safe::CParameter;
    let fail = |e: std::io::Error| decompress_error("ZSTD", format!("compression failed: {e}"));
    let mut compressor = zstd::bulk::Compressor::new(i32::from(level)).map_err(fail)?;
    compressor
        .set_parameter(CParameter::ContentSizeFlag(false))
        .map_err(fail)?;
    compressor
        .set_parameter(CParameter::WindowLog(16))
        .map_err(fail)?;
    compressor.compress(data).map_err(fail)
}

/// Fuzzing hook: read; if that works and the algorithm can be written, write, read the
/// written bytes back (must succeed) and check that writing again gives the same bytes.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let limits = Limits {
        max_alloc: 64 << 20,
    };
    let Ok(dcx) = read_with_limits(data, &limits) else {
        return;
    };
    if let Some((_, again)) = super::oracle::stable_write("DCX", &dcx, read, write, true) {
        assert_eq!(again, dcx, "read(write(x)) must equal x");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{sample, sweep_corruptions};

    /// A hand-built header: every field, big-endian, in the table's order.
    fn header_bytes(tag: &[u8; 4], usize_: u32, csize: u32, level: u8, f38: u8) -> Vec<u8> {
        let mut h = Vec::new();
        h.extend_from_slice(b"DCX\0");
        h.extend_from_slice(&[0, 1, 0x10, 0]);
        h.extend_from_slice(&[0, 0, 0, 0x18, 0, 0, 0, 0x24, 0, 0, 0, 0x44, 0, 0, 0, 0x4C]);
        h.extend_from_slice(b"DCS\0");
        h.extend_from_slice(&usize_.to_be_bytes());
        h.extend_from_slice(&csize.to_be_bytes());
        h.extend_from_slice(b"DCP\0");
        h.extend_from_slice(tag);
        h.extend_from_slice(&[
            0, 0, 0, 0x20, level, 0, 0, 0, 0, 0, 0, 0, f38, 0, 0, 0, 0, 0, 0, 0,
        ]);
        h.extend_from_slice(&[0, 1, 1, 0]);
        h.extend_from_slice(b"DCA\0");
        h.extend_from_slice(&[0, 0, 0, 8]);
        assert_eq!(h.len(), HEADER_SIZE);
        h
    }

    /// Streaming gives the bytes `read` gives, in any piece sizes; a truncated or lying
    /// stream is refused; KRAK is not streamed.
    #[test]
    fn streamed_decompression_equals_the_whole_read() {
        let data: Vec<u8> = (0..3_000_000u32)
            .map(|i| (i * 7 / 13 % 251) as u8)
            .collect();
        for compression in [DcxCompression::zstd(3), DcxCompression::DEFLATE_ER] {
            let bytes = write(&Dcx {
                compression,
                data: data.clone(),
            })
            .unwrap();
            for piece in [1000usize, 777, 65_536, 1 << 22] {
                let mut d = StreamDecoder::new(&bytes[..HEADER_SIZE], &Limits::default())
                    .unwrap()
                    .unwrap();
                let mut out = Vec::new();
                for chunk in bytes[HEADER_SIZE..].chunks(piece) {
                    d.push(chunk, &mut |p| out.extend_from_slice(p))
                        .unwrap_or_else(|e| panic!("{compression:?} {piece}: {e}"));
                }
                d.finish().unwrap();
                assert!(out == data, "{compression:?}, pieces of {piece}");
            }
            // Truncated: refused at the end.
            let mut d = StreamDecoder::new(&bytes[..HEADER_SIZE], &Limits::default())
                .unwrap()
                .unwrap();
            let cut = &bytes[HEADER_SIZE..(HEADER_SIZE + bytes.len()) / 2];
            let pushed = d.push(cut, &mut |_| {});
            assert!(pushed.is_err() || d.finish().is_err());
        }
        let mut kraken = header_bytes(b"KRAK", 10, 10, 6, 0);
        kraken.extend_from_slice(&[0; 10]);
        assert!(
            StreamDecoder::new(&kraken, &Limits::default())
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn algorithm_tags_match_their_values() {
        let cases: [(DcxAlgorithm, &[u8; 4]); 4] = [
            (DcxAlgorithm::Deflate, b"DFLT"),
            (DcxAlgorithm::Kraken, b"KRAK"),
            (DcxAlgorithm::Zstd, b"ZSTD"),
            (DcxAlgorithm::Edge, b"EDGE"),
        ];
        for (algorithm, tag) in cases {
            assert_eq!(&algorithm.tag(), tag);
            assert_eq!(DcxAlgorithm::from_tag(*tag), Some(algorithm));
            assert_eq!(algorithm.name().as_bytes(), tag);
        }
        assert_eq!(DcxAlgorithm::from_tag(*b"LZMA"), None);
    }

    #[test]
    fn peek_reads_a_hand_built_header_and_write_produces_it() {
        let data = b"hello hello hello hello".to_vec();
        let dcx = Dcx {
            compression: DcxCompression::DEFLATE_ER,
            data: data.clone(),
        };
        let bytes = write(&dcx).unwrap();
        let csize = (bytes.len() - HEADER_SIZE) as u32;
        assert_eq!(
            &bytes[..HEADER_SIZE],
            &header_bytes(b"DFLT", data.len() as u32, csize, 9, 15)[..]
        );
        let header = peek(&bytes).unwrap();
        assert_eq!(header.compression, DcxCompression::DEFLATE_ER);
        assert_eq!(header.uncompressed_size, data.len() as u32);
        assert_eq!(header.compressed_size, csize);
        assert_eq!(read(&bytes).unwrap(), dcx);
    }

    /// A file compressed by another compressor (here zlib at level 1 under a header saying 9)
    /// is written back with other compressed bytes but the same payload and header fields;
    /// our own output comes back byte for byte.
    #[test]
    fn write_back_keeps_the_payload_and_header_fields() {
        use std::io::Write;
        let data: Vec<u8> = (0..50_000u32).map(|i| (i * 31 / 7 % 253) as u8).collect();
        let mut zlib = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(1));
        zlib.write_all(&data).unwrap();
        let stream = zlib.finish().unwrap();
        let mut theirs = header_bytes(b"DFLT", data.len() as u32, stream.len() as u32, 9, 0);
        theirs.extend_from_slice(&stream);
        let dcx = read(&theirs).unwrap();
        assert_eq!(dcx.compression.level, 9);
        let back = write_back(&theirs, &dcx, &Limits::default()).unwrap();
        assert_eq!(
            back,
            WriteBack {
                algorithm: DcxAlgorithm::Deflate,
                recompressed: true,
                header_identical: true,
                payload_identical: Some(true),
                bytes_identical: Some(false),
            }
        );
        assert!(back.survives());
        for compression in [
            DcxCompression::DEFLATE_ER,
            DcxCompression::DEFLATE_DS3,
            DcxCompression::zstd(9),
        ] {
            let ours = write(&Dcx {
                compression,
                data: data.clone(),
            })
            .unwrap();
            let back = write_back(&ours, &read(&ours).unwrap(), &Limits::default()).unwrap();
            assert!(back.recompressed && back.survives(), "{compression:?}");
            assert_eq!(back.bytes_identical, Some(true), "{compression:?}");
        }
    }

    /// Kraken has no compressor here: its header is written from its fields and compared
    /// with the file's bytes; the payload is left to its own format.
    #[test]
    fn write_back_without_a_compressor_checks_the_header() {
        assert!(!has_compressor(DcxAlgorithm::Kraken));
        assert!(has_compressor(DcxAlgorithm::Deflate) && has_compressor(DcxAlgorithm::Zstd));
        let mut file = header_bytes(b"KRAK", 10, 4, 6, 0);
        file.extend_from_slice(&[1, 2, 3, 4]);
        let header = peek(&file).unwrap();
        assert_eq!(header.compression.level, 6);
        let dcx = Dcx {
            compression: header.compression,
            data: vec![0; 10],
        };
        let back = write_back(&file, &dcx, &Limits::default()).unwrap();
        assert_eq!(
            back,
            WriteBack {
                algorithm: DcxAlgorithm::Kraken,
                recompressed: false,
                header_identical: true,
                payload_identical: None,
                bytes_identical: None,
            }
        );
        assert!(back.survives());
        // EDGE has no writer at all.
        let mut edge = file.clone();
        edge[0x28..0x2C].copy_from_slice(b"EDGE");
        assert!(matches!(
            write_back(&edge, &dcx, &Limits::default()),
            Err(FormatError::Unsupported { offset: 0x28, .. })
        ));
    }

    #[test]
    fn older_deflate_variants_keep_their_header_fields() {
        // DS1/DS2 "DFLT_10000_24_9" states 0x24/0x2C at 0x10/0x14; the layout is the same.
        let ds1 = DcxCompression {
            field_10: 0x24,
            field_14: 0x2C,
            ..DcxCompression::DEFLATE_DS3
        };
        for compression in [ds1, DcxCompression::DEFLATE_DS3] {
            let dcx = Dcx {
                compression,
                data: b"DS1 and DS3 share the layout".to_vec(),
            };
            let bytes = write(&dcx).unwrap();
            assert_eq!(&bytes[0x04..0x08], &[0, 1, 0, 0]);
            assert_eq!(
                &bytes[0x10..0x18],
                &[
                    0,
                    0,
                    0,
                    compression.field_10 as u8,
                    0,
                    0,
                    0,
                    compression.field_14 as u8
                ]
            );
            assert_eq!(bytes[0x38], 0);
            // Deflate files are not padded.
            assert_eq!(
                bytes.len(),
                HEADER_SIZE + peek(&bytes).unwrap().compressed_size as usize
            );
            assert_eq!(read(&bytes).unwrap(), dcx);
        }
    }

    #[test]
    fn zstd_output_is_padded_to_16_and_has_no_content_size() {
        let dcx = Dcx {
            compression: DcxCompression::zstd(15),
            data: (0..5000u32).flat_map(|i| (i % 251).to_le_bytes()).collect(),
        };
        let bytes = write(&dcx).unwrap();
        assert_eq!(bytes.len() % 16, 0);
        let payload = &bytes[HEADER_SIZE..];
        assert_eq!(&payload[..4], &[0x28, 0xB5, 0x2F, 0xFD]);
        // Frame header descriptor: bits 6-7 = content size field size flag; 0 with the
        // single-segment bit clear means "no content size".
        assert_eq!(payload[4] & 0xE0, 0);
        assert_eq!(read(&bytes).unwrap(), dcx);
    }

    #[test]
    fn unknown_and_edge_algorithms_are_unsupported() {
        let mut bytes = header_bytes(b"LZMA", 4, 0, 0, 0);
        assert!(matches!(
            peek(&bytes),
            Err(FormatError::Unsupported { offset: 0x28, .. })
        ));
        bytes[0x28..0x2C].copy_from_slice(b"EDGE");
        assert_eq!(
            peek(&bytes).unwrap().compression.algorithm,
            DcxAlgorithm::Edge
        );
        assert!(matches!(read(&bytes), Err(FormatError::Unsupported { .. })));
        let edge = Dcx {
            compression: DcxCompression {
                algorithm: DcxAlgorithm::Edge,
                ..DcxCompression::DEFLATE_DS3
            },
            data: vec![1],
        };
        assert!(matches!(write(&edge), Err(FormatError::Unsupported { .. })));
        let krak = Dcx {
            compression: DcxCompression::KRAKEN_ER,
            data: vec![1],
        };
        assert!(matches!(write(&krak), Err(FormatError::Unsupported { .. })));
    }

    #[test]
    fn a_huge_stated_size_is_refused_before_allocating() {
        let bytes = header_bytes(b"KRAK", 0xFFFF_FFFF, 0, 6, 0);
        match read(&bytes) {
            Err(FormatError::TooLarge {
                requested, limit, ..
            }) => {
                assert_eq!(requested, 0xFFFF_FFFF);
                assert_eq!(limit, Limits::DEFAULT_MAX_ALLOC);
            }
            other => panic!("expected TooLarge, got {other:?}"),
        }
        let small = Limits { max_alloc: 10 };
        let dcx = Dcx {
            compression: DcxCompression::DEFLATE_DS3,
            data: vec![7; 11],
        };
        let bytes = write(&dcx).unwrap();
        assert!(matches!(
            read_with_limits(&bytes, &small),
            Err(FormatError::TooLarge { requested: 11, .. })
        ));
    }

    #[test]
    fn streams_longer_or_shorter_than_stated_are_errors() {
        for compression in [DcxCompression::DEFLATE_ER, DcxCompression::zstd(3)] {
            let dcx = Dcx {
                compression,
                data: vec![42; 1000],
            };
            let good = write(&dcx).unwrap();
            for stated in [999u32, 1001, 0, 1_000_000] {
                let mut bad = good.clone();
                bad[0x1C..0x20].copy_from_slice(&stated.to_be_bytes());
                assert!(
                    matches!(read(&bad), Err(FormatError::Decompress { .. })),
                    "{:?} with stated size {stated}",
                    compression.algorithm
                );
            }
        }
    }

    #[test]
    fn garbage_streams_are_decompress_errors() {
        for tag in [b"DFLT", b"ZSTD", b"KRAK"] {
            let mut bytes = header_bytes(tag, 64, 16, 6, 0);
            bytes.extend_from_slice(&[0x5A; 16]);
            assert!(
                matches!(read(&bytes), Err(FormatError::Decompress { .. })),
                "{tag:?}: {:?}",
                read(&bytes)
            );
        }
    }

    /// Checks a real file: header facts, the decompressed size and magic, and robustness.
    fn check_sample(
        path: &str,
        algorithm: DcxAlgorithm,
        sizes: Option<(u32, u32)>,
        magic: &[u8],
    ) -> Option<Dcx> {
        let bytes = sample(path)?;
        assert!(is_dcx(&bytes));
        let header = peek(&bytes).unwrap();
        assert_eq!(header.compression.algorithm, algorithm, "{path}");
        if let Some((compressed, uncompressed)) = sizes {
            assert_eq!(bytes.len() as u32, compressed, "{path} file size");
            assert_eq!(header.uncompressed_size, uncompressed, "{path}");
        }
        let dcx = read(&bytes).unwrap();
        assert_eq!(dcx.data.len() as u32, header.uncompressed_size);
        assert!(
            dcx.data.starts_with(magic),
            "{path} starts with {:?}",
            &dcx.data[..8]
        );
        sweep_corruptions(&bytes, false, read);
        fuzz(&bytes);
        Some(dcx)
    }

    /// Writes a sample back with its own settings (where an encoder exists) and checks the
    /// header fields and the payload.
    fn check_rewrite(path: &str, dcx: &Dcx) {
        let original = sample(path).unwrap();
        let rewritten = write(dcx).unwrap();
        assert_eq!(read(&rewritten).unwrap(), *dcx);
        let back = write_back(&original, dcx, &Limits::default()).unwrap();
        assert!(back.recompressed && back.survives(), "{path}: {back:?}");
        // Every header byte but the compressed size (0x20..0x24) is the same.
        assert_eq!(&rewritten[..0x20], &original[..0x20], "{path}");
        assert_eq!(
            &rewritten[0x24..HEADER_SIZE],
            &original[0x24..HEADER_SIZE],
            "{path}"
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn elden_ring_gparam_kraken() {
        let Some(dcx) = check_sample(
            "er/m10_00_0100.gparam.dcx",
            DcxAlgorithm::Kraken,
            Some((2_160, 10_608)),
            b"f\0i\0l\0t\0",
        ) else {
            return;
        };
        assert_eq!(dcx.compression, DcxCompression::KRAKEN_ER);
        let bytes = sample("er/m10_00_0100.gparam.dcx").unwrap();
        let back = write_back(&bytes, &dcx, &Limits::default()).unwrap();
        assert!(!back.recompressed && back.header_identical);
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn sekiro_emevd_kraken() {
        check_sample(
            "sdt/common_func.emevd.dcx",
            DcxAlgorithm::Kraken,
            Some((21_568, 291_888)),
            b"EVD\0",
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn elden_ring_systex_deflate_11000_44_9_15() {
        let path = "er/systex.tpf.dcx";
        let Some(dcx) = check_sample(path, DcxAlgorithm::Deflate, None, b"TPF\0") else {
            return;
        };
        assert_eq!(dcx.compression, DcxCompression::DEFLATE_ER);
        check_rewrite(path, &dcx);
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn elden_ring_material_binder_deflate_10000() {
        let path = "er/allmaterial.matbinbnd.dcx";
        let Some(dcx) = check_sample(path, DcxAlgorithm::Deflate, None, b"BND4") else {
            return;
        };
        // This sample was packed with the Dark Souls 3 deflate header, not Kraken.
        assert_eq!(dcx.compression, DcxCompression::DEFLATE_DS3);
        check_rewrite(path, &dcx);
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn zstd_matbin_equals_the_plain_file() {
        let path = "er/C[c3000]_WP_Crossbow_Metal.matbin.zstd.dcx";
        let Some(dcx) = check_sample(path, DcxAlgorithm::Zstd, None, b"MAB\0") else {
            return;
        };
        let plain = sample("er/C[c3000]_WP_Crossbow_Metal.matbin").unwrap();
        assert_eq!(dcx.data, plain);
        assert_eq!(dcx.compression, DcxCompression::zstd(9));
        check_rewrite(path, &dcx);
    }
}
