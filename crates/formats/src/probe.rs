//! Recognising any input by its bytes and opening it, through DCX, so callers never need to
//! know what they were given.
//!
//! | Magic (offset 0)   | Format |
//! |--------------------|--------|
//! | `DCX\0`            | DCX (compressed wrapper; opened and probed again) |
//! | `BND4`             | BND4 binder |
//! | `FXR\0`            | FXR effect |
//! | `MAB\0`            | MATBIN material |
//! | `TPF\0`            | TPF texture pack |
//! | `DDS `             | DDS texture |
//! | `DXBC`             | DXBC shader container (Shader Model 5, or 6 with DXIL) |
//! | `MTD ` at 0x2C     | MTD material (it opens with a block header) |
//! | `FLVER\0`          | FLVER2 model                                |
//! | `BND3`, `BHF4`, `BDF4`, `GPARAM`… | recognised only to say they are not supported |

use super::binary::Limits;
use super::error::{FormatError, Result};
use super::{bnd4, dcx, dds, dxbc, flver, fxr, matbin, mtd, tpf};
use std::borrow::Cow;

/// A file format fxr-view knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Format {
    /// The compressed wrapper.
    Dcx,
    /// A binder.
    Bnd4,
    /// An effect.
    Fxr,
    /// A Sekiro-era material definition.
    Mtd,
    /// An Elden Ring-era material.
    Matbin,
    /// A texture pack.
    Tpf,
    /// A texture.
    Dds,
    /// A shader container.
    Dxbc,
    /// A model.
    Flver,
}

impl Format {
    /// Every format, in a stable order (for reports).
    pub const ALL: [Format; 9] = [
        Format::Dcx,
        Format::Bnd4,
        Format::Fxr,
        Format::Mtd,
        Format::Matbin,
        Format::Tpf,
        Format::Dds,
        Format::Dxbc,
        Format::Flver,
    ];

    /// The format's name as the errors and reports print it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Dcx => "DCX",
            Format::Bnd4 => "BND4",
            Format::Fxr => "FXR",
            Format::Mtd => "MTD",
            Format::Matbin => "MATBIN",
            Format::Tpf => "TPF",
            Format::Dds => "DDS",
            Format::Dxbc => "DXBC",
            Format::Flver => "FLVER",
        }
    }

    /// Whether fxr-view can write the format back.
    pub fn has_writer(self) -> bool {
        !matches!(self, Format::Dxbc)
    }
}

/// What the first bytes say a buffer is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Probe {
    /// A format fxr-view reads.
    Known(Format),
    /// A FromSoftware format recognised by its magic but not read by fxr-view.
    Unsupported(&'static str),
    /// Nothing recognised.
    Unknown,
}

/// Recognises a buffer by its magic numbers.
pub fn probe(data: &[u8]) -> Probe {
    let magic = |at: usize, m: &[u8]| data.get(at..at + m.len()) == Some(m);
    let known = [
        (b"DCX\0", Format::Dcx),
        (b"BND4", Format::Bnd4),
        (b"FXR\0", Format::Fxr),
        (b"MAB\0", Format::Matbin),
        (b"TPF\0", Format::Tpf),
        (b"DDS ", Format::Dds),
        (b"DXBC", Format::Dxbc),
    ];
    if let Some((_, format)) = known.iter().find(|(m, _)| magic(0, *m)) {
        return Probe::Known(*format);
    }
    if magic(0, b"FLVER\0") {
        return Probe::Known(Format::Flver);
    }
    if magic(0x2C, b"MTD ") {
        return Probe::Known(Format::Mtd);
    }
    let unsupported: [(&[u8], &'static str); 6] = [
        (b"BND3", "BND3 binder (older games)"),
        (b"BHF4", "BHF4 split binder header"),
        (b"BDF4", "BDF4 split binder data"),
        (b"f\0i\0l\0t\0", "GPARAM graphics parameters"),
        (b"EVD\0", "EMEVD event script"),
        (b"DCP\0", "bare DCP compressed data"),
    ];
    for (m, name) in unsupported {
        if magic(0, m) {
            return Probe::Unsupported(name);
        }
    }
    Probe::Unknown
}

/// A buffer with its DCX wrapper (if any) removed.
#[derive(Debug, Clone)]
pub struct Unwrapped<'a> {
    /// The DCX header, when the input was compressed.
    pub dcx: Option<dcx::DcxHeader>,
    /// The uncompressed bytes.
    pub data: Cow<'a, [u8]>,
}

/// Decompresses a DCX (nested DCX included, to a small depth); other input is returned as is.
pub fn unwrap_dcx<'a>(data: &'a [u8], limits: &Limits) -> Result<Unwrapped<'a>> {
    if !dcx::is_dcx(data) {
        return Ok(Unwrapped {
            dcx: None,
            data: Cow::Borrowed(data),
        });
    }
    let header = dcx::peek(data)?;
    let mut inner = dcx::read_with_limits(data, limits)?.data;
    // A DCX inside a DCX is not seen in the games, but costs nothing to allow, bounded.
    for _ in 0..3 {
        if !dcx::is_dcx(&inner) {
            break;
        }
        inner = dcx::read_with_limits(&inner, limits)?.data;
    }
    Ok(Unwrapped {
        dcx: Some(header),
        data: Cow::Owned(inner),
    })
}

/// A parsed file of any supported format.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "format", content = "content")]
pub enum Document {
    /// A binder.
    #[serde(rename = "BND4")]
    Bnd4(bnd4::Bnd4),
    /// An effect.
    #[serde(rename = "FXR")]
    Fxr(Box<fxr::Fxr>),
    /// A Sekiro-era material definition.
    #[serde(rename = "MTD")]
    Mtd(mtd::Mtd),
    /// An Elden Ring-era material.
    #[serde(rename = "MATBIN")]
    Matbin(matbin::Matbin),
    /// A texture pack.
    #[serde(rename = "TPF")]
    Tpf(tpf::Tpf),
    /// A texture.
    #[serde(rename = "DDS")]
    Dds(Box<dds::Dds>),
    /// A shader container.
    #[serde(rename = "DXBC")]
    Dxbc(Box<dxbc::Dxbc>),
    /// A model, serialised as its summary ([`flver::summary`]: no vertex bytes).
    #[serde(rename = "FLVER", serialize_with = "flver::summary::serialize_summary")]
    Flver(Box<flver::Flver>),
}

impl Document {
    /// The document's format.
    pub fn format(&self) -> Format {
        match self {
            Document::Bnd4(_) => Format::Bnd4,
            Document::Fxr(_) => Format::Fxr,
            Document::Mtd(_) => Format::Mtd,
            Document::Matbin(_) => Format::Matbin,
            Document::Tpf(_) => Format::Tpf,
            Document::Dds(_) => Format::Dds,
            Document::Dxbc(_) => Format::Dxbc,
            Document::Flver(_) => Format::Flver,
        }
    }

    /// Writes the document back, or `None` for a format without a writer.
    pub fn write(&self) -> Option<Result<Vec<u8>>> {
        Some(match self {
            Document::Bnd4(b) => bnd4::write(b),
            Document::Fxr(f) => fxr::write(f),
            Document::Mtd(m) => mtd::write(m),
            Document::Matbin(m) => matbin::write(m),
            Document::Tpf(t) => tpf::write(t),
            Document::Dds(d) => dds::write(d),
            Document::Dxbc(d) => dxbc::write(d),
            Document::Flver(f) => flver::write(f),
        })
    }
}

/// Parses uncompressed bytes of any supported format (see [`unwrap_dcx`] for DCX).
pub fn parse(data: &[u8], limits: &Limits) -> Result<Document> {
    match probe(data) {
        Probe::Known(Format::Dcx) => Err(FormatError::Unsupported {
            format: "DCX",
            offset: 0,
            what: "input",
            detail: "decompress it first (probe::unwrap_dcx)".into(),
        }),
        Probe::Known(Format::Bnd4) => bnd4::read_with_limits(data, limits).map(Document::Bnd4),
        Probe::Known(Format::Fxr) => {
            fxr::read_with_limits(data, limits).map(|f| Document::Fxr(Box::new(f)))
        }
        Probe::Known(Format::Mtd) => mtd::read(data).map(Document::Mtd),
        Probe::Known(Format::Matbin) => matbin::read(data).map(Document::Matbin),
        Probe::Known(Format::Tpf) => tpf::read_with_limits(data, limits).map(Document::Tpf),
        Probe::Known(Format::Dds) => {
            dds::read_with_limits(data, limits).map(|d| Document::Dds(Box::new(d)))
        }
        Probe::Known(Format::Dxbc) => dxbc::read(data).map(|d| Document::Dxbc(Box::new(d))),
        Probe::Known(Format::Flver) => {
            flver::read_with_limits(data, limits).map(|f| Document::Flver(Box::new(f)))
        }
        Probe::Unsupported(name) => Err(FormatError::Unsupported {
            format: "input",
            offset: 0,
            what: "format",
            detail: format!("{name} files are not read by fxr-view"),
        }),
        Probe::Unknown => Err(FormatError::BadMagic {
            format: "input",
            offset: 0,
            expected: "DCX, BND4, FXR, MTD, MATBIN, TPF, DDS, DXBC or FLVER".into(),
            found: describe_magic(data),
        }),
    }
}

/// Opens any input: decompresses a DCX, then parses what is inside.
pub fn open(data: &[u8], limits: &Limits) -> Result<(Option<dcx::DcxHeader>, Document)> {
    let unwrapped = unwrap_dcx(data, limits)?;
    let document = parse(&unwrapped.data, limits)?;
    Ok((unwrapped.dcx, document))
}

/// The first bytes of a buffer as text for an error message.
fn describe_magic(data: &[u8]) -> String {
    let head = &data[..data.len().min(4)];
    if head.is_empty() {
        return "an empty file".into();
    }
    head.iter()
        .map(|&b| {
            if b.is_ascii_graphic() || b == b' ' {
                (b as char).to_string()
            } else {
                format!("\\x{b:02x}")
            }
        })
        .collect()
}

/// One entry of a container, as a listing shows it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ListedEntry {
    /// The entry's id, where the container has ids (a texture pack: the `sNNNNN` number).
    pub id: Option<i32>,
    /// The entry's name.
    pub name: Option<String>,
    /// Its size in bytes as stored.
    pub size: usize,
    /// When an earlier entry has the same name (without regard to case): the distinct name
    /// `fxr-view unpack` writes it as and the library lists it as (see
    /// [`bnd4::distinct_names`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub distinct_name: Option<String>,
}

/// A container's entries (`fxr-view list --json`, and the page's `listFile`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Listing {
    /// The container's format ("BND4" or "TPF").
    pub format: &'static str,
    /// The DCX compression around it, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub dcx: Option<dcx::DcxHeader>,
    /// Its entries in order.
    pub entries: Vec<ListedEntry>,
}

/// The entries of a binder or texture pack; None for a format without entries.
pub fn listing(dcx: Option<dcx::DcxHeader>, document: &Document) -> Option<Listing> {
    let (format, entries): (_, Vec<ListedEntry>) = match document {
        Document::Bnd4(b) => (
            "BND4",
            b.entries
                .iter()
                .map(|e| ListedEntry {
                    id: e.id,
                    name: e.name.clone(),
                    size: e.data.len(),
                    distinct_name: None,
                })
                .collect(),
        ),
        Document::Tpf(t) => (
            "TPF",
            t.textures
                .iter()
                .map(|t| ListedEntry {
                    id: tpf::texture_id(&t.name).and_then(|i| i32::try_from(i).ok()),
                    name: Some(t.name.clone()),
                    size: t.data.len(),
                    distinct_name: None,
                })
                .collect(),
        ),
        _ => return None,
    };
    let distinct = bnd4::distinct_names(
        entries
            .iter()
            .map(|e| (e.name.as_deref().unwrap_or(""), e.id)),
    );
    let entries = entries
        .into_iter()
        .zip(distinct)
        .map(|(mut e, d)| {
            if d.renamed_from.is_some() && e.name.is_some() {
                e.distinct_name = Some(d.name);
            }
            e
        })
        .collect();
    Some(Listing {
        format,
        dcx,
        entries,
    })
}

/// Fuzzing hook: opens any input as the command line and the browser do (recognised by magic,
/// through DCX), with small limits; writes back what has a writer and prints it as JSON. Bad
/// input must give an error, never a panic. The round-trip oracles are in each format's own
/// hook.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let limits = Limits {
        max_alloc: 16 << 20,
    };
    let Ok((dcx, document)) = open(data, &limits) else {
        return;
    };
    let _ = document.write();
    let _ = serde_json::to_string(&document);
    // A container's listing, repeated names told apart (`bnd4::distinct_names`): every entry
    // keeps a distinct name.
    if let Some(listing) = listing(dcx, &document) {
        let mut seen = std::collections::HashSet::new();
        for e in &listing.entries {
            let name = e.distinct_name.as_deref().or(e.name.as_deref());
            if let Some(name) = name.filter(|n| !n.is_empty()) {
                assert!(
                    seen.insert(name.to_lowercase()),
                    "two entries listed as {name:?}"
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::sample;

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn probes_every_sample_by_its_magic() {
        let cases = [
            ("er/f000523390.fxr", Probe::Known(Format::Fxr)),
            ("ds3/f000032210.fxr", Probe::Known(Format::Fxr)),
            ("er/systex.tpf.dcx", Probe::Known(Format::Dcx)),
            ("er/sysenvtex.tpf", Probe::Known(Format::Tpf)),
            (
                "er/C[c3000]_WP_Crossbow_Metal.matbin",
                Probe::Known(Format::Matbin),
            ),
            ("sdt/allmaterialbnd.mtdbnd", Probe::Known(Format::Bnd4)),
            ("dxbc/shader.dxbc", Probe::Known(Format::Dxbc)),
            ("bb/s00436.flver", Probe::Known(Format::Flver)),
        ];
        for (path, expected) in cases {
            let Some(data) = sample(path) else { return };
            assert_eq!(probe(&data), expected, "{path}");
        }
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn opens_through_dcx() {
        let Some(data) = sample("er/systex.tpf.dcx") else {
            return;
        };
        let (header, document) = open(&data, &Limits::default()).unwrap();
        assert_eq!(
            header.unwrap().compression.algorithm,
            dcx::DcxAlgorithm::Deflate
        );
        assert_eq!(document.format(), Format::Tpf);
        let Some(data) = sample("er/C[c3000]_WP_Crossbow_Metal.matbin.zstd.dcx") else {
            return;
        };
        let (header, document) = open(&data, &Limits::default()).unwrap();
        assert_eq!(
            header.unwrap().compression.algorithm,
            dcx::DcxAlgorithm::Zstd
        );
        assert_eq!(document.format(), Format::Matbin);
    }

    #[test]
    fn unknown_and_unsupported_inputs_are_clear_errors() {
        let err = parse(b"\x00\x01ab", &Limits::default()).unwrap_err();
        assert!(err.to_string().contains(r#"found "\\x00\\x01ab""#), "{err}");
        assert!(
            parse(b"", &Limits::default())
                .unwrap_err()
                .to_string()
                .contains("an empty file")
        );
        let err = parse(b"BND3xxxxxxxx", &Limits::default()).unwrap_err();
        assert!(err.to_string().contains("BND3 binder"), "{err}");
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn the_mtd_magic_is_found_after_the_block_header() {
        let Some(bnd) = sample("sdt/allmaterialbnd.mtdbnd") else {
            return;
        };
        let bnd = bnd4::read(&bnd).unwrap();
        let entry = &bnd.entries[0];
        assert_eq!(probe(&entry.data), Probe::Known(Format::Mtd));
        assert!(matches!(
            parse(&entry.data, &Limits::default()).unwrap(),
            Document::Mtd(_)
        ));
    }
}
