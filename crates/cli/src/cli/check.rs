//! `fxr-view check DIR`: reads every supported file of a folder of unpacked game files
//! (through DCX and binders), writes back those with a writer, and reports per format how
//! many were seen, read and written back identically, with each failure's reason.
//!
//! Identical means byte for byte, except for DCX: compressed bytes may differ from the game's
//! (another compressor; no Kraken encoder exists here), so a DCX is written back with the same
//! header fields and algorithm, decompressed again and compared on its payload and header
//! fields. Where no compressor exists (KRAK) its header is written from its fields and compared
//! with the file's, and its payload counts as written back when its own format writes it back
//! byte for byte.

use super::{CliResult, limits, print_json};
use fxr_formats::probe::{self, Document, Format, Probe};
use fxr_formats::{FileError, dcx};
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

/// What a format's write-back is compared on.
pub const COMPARED_BYTES: &str = "bytes";
/// What a DCX's write-back is compared on: its decompressed payload and its header's fields.
pub const COMPARED_PAYLOAD_AND_HEADER: &str = "payload and header";

/// Per-format counts.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct FormatReport {
    /// Files (or binder entries) of this format found.
    pub seen: usize,
    /// Of those, read without error.
    pub read: usize,
    /// What "identical" compares: [`COMPARED_BYTES`], or for DCX
    /// [`COMPARED_PAYLOAD_AND_HEADER`].
    pub compared: &'static str,
    /// Of those read, written back identically (formats with a writer).
    pub round_trip_identical: usize,
    /// Of those read, written back differently.
    pub round_trip_different: usize,
    /// DCX only: how the payloads were written back.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dcx: Option<DcxWriteBacks>,
    /// Failures: the file (`binder!entry` inside binders) and the reason.
    pub failures: Vec<Failure>,
}

/// DCX only: how the payloads were written back.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct DcxWriteBacks {
    /// Compressed again with the file's algorithm and header fields (DFLT, ZSTD).
    pub recompressed: usize,
    /// Of those, identical byte for byte (the game's compressor is not ours: few are).
    pub compressed_bytes_identical: usize,
    /// Not compressed again, by algorithm (no compressor here: KRAK): the header written
    /// from its fields, the payload written back by its own format.
    pub without_compressor: BTreeMap<&'static str, usize>,
    /// Of those, files whose payload could not be checked (its format has no writer, or it
    /// did not read): only their header counts, and they are neither identical nor different.
    pub payload_unchecked: usize,
}

/// How deep binders and DCX are opened inside one another (each is a level).
const MAX_DEPTH: usize = 8;

/// How one buffer fared, for the DCX around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// Read and written back identically.
    Identical,
    /// Read and written back differently.
    Different,
    /// Not read, not written, or of no format with a writer.
    Unchecked,
}

/// One file that did not read or write back.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Failure {
    /// The file, with `!entry` for a binder entry.
    pub file: String,
    /// `read`, `write` or `round trip`.
    pub stage: &'static str,
    /// Why.
    pub reason: String,
}

/// What `check --json` prints.
#[derive(Debug, Default, serde::Serialize)]
pub struct CheckReport {
    /// Files looked at in the folder (supported or not).
    pub files: usize,
    /// Files whose format fxr-view does not read, by what they are.
    pub unsupported: BTreeMap<String, usize>,
    /// Counts per format name.
    pub formats: BTreeMap<&'static str, FormatReport>,
    /// The effect binders' resource lists checked against their effects.
    pub resource_lists: super::check_lists::ListsReport,
    /// With `--play`: the effects played (and with `--render`, drawn).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effects: Option<super::check_effects::EffectsReport>,
}

impl CheckReport {
    fn format(&mut self, f: Format) -> &mut FormatReport {
        self.formats
            .entry(f.name())
            .or_insert_with(|| FormatReport {
                compared: if f == Format::Dcx {
                    COMPARED_PAYLOAD_AND_HEADER
                } else {
                    COMPARED_BYTES
                },
                dcx: (f == Format::Dcx).then(DcxWriteBacks::default),
                ..FormatReport::default()
            })
    }

    fn fail(&mut self, f: Format, file: &str, stage: &'static str, reason: String) {
        self.format(f).failures.push(Failure {
            file: file.to_string(),
            stage,
            reason,
        });
    }

    /// Checks one buffer (a file, or an entry of a binder), recursing into binders and DCX.
    fn check_bytes(&mut self, name: &str, data: &[u8], depth: usize) -> Outcome {
        let format = match probe::probe(data) {
            Probe::Known(f) => f,
            Probe::Unsupported(what) => {
                *self.unsupported.entry(what.to_string()).or_default() += 1;
                return Outcome::Unchecked;
            }
            Probe::Unknown => {
                *self
                    .unsupported
                    .entry("unrecognised".to_string())
                    .or_default() += 1;
                return Outcome::Unchecked;
            }
        };
        if format == Format::Dcx {
            return self.check_dcx(name, data, depth);
        }
        self.format(format).seen += 1;
        let document = match probe::parse(data, &limits()) {
            Ok(d) => d,
            Err(e) => {
                self.fail(format, name, "read", FileError::new(name, e).to_string());
                return Outcome::Unchecked;
            }
        };
        self.format(format).read += 1;
        let outcome = match document.write() {
            None => Outcome::Unchecked,
            Some(Ok(bytes)) if bytes == data => {
                self.format(format).round_trip_identical += 1;
                Outcome::Identical
            }
            Some(Ok(bytes)) => {
                self.format(format).round_trip_different += 1;
                let at = bytes
                    .iter()
                    .zip(data)
                    .position(|(a, b)| a != b)
                    .unwrap_or(bytes.len().min(data.len()));
                self.fail(
                    format,
                    name,
                    "round trip",
                    format!(
                        "first difference at offset {at:#x} ({} bytes written, {} read)",
                        bytes.len(),
                        data.len()
                    ),
                );
                Outcome::Different
            }
            Some(Err(e)) => {
                self.fail(format, name, "write", e.to_string());
                Outcome::Unchecked
            }
        };
        if let Document::Bnd4(b) = document
            && depth < MAX_DEPTH
        {
            self.resource_lists.add_binder(name, &b);
            for (i, e) in b.entries.iter().enumerate() {
                let entry = e.name.clone().unwrap_or_else(|| format!("#{i}"));
                self.check_bytes(&format!("{name}!{entry}"), &e.data, depth + 1);
            }
        }
        outcome
    }

    /// Checks a DCX: read, written back with the same header fields and algorithm (see the
    /// module documentation), and its payload checked as a file of its own.
    fn check_dcx(&mut self, name: &str, data: &[u8], depth: usize) -> Outcome {
        self.format(Format::Dcx).seen += 1;
        let dcx = match dcx::read_with_limits(data, &limits()) {
            Ok(d) => d,
            Err(e) => {
                self.fail(
                    Format::Dcx,
                    name,
                    "read",
                    FileError::new(name, e).to_string(),
                );
                return Outcome::Unchecked;
            }
        };
        self.format(Format::Dcx).read += 1;
        let back = dcx::write_back(data, &dcx, &limits());
        // The payload, as a file of its own.
        let payload = if depth < MAX_DEPTH {
            self.check_bytes(name, &dcx.data, depth + 1)
        } else {
            Outcome::Unchecked
        };
        let back = match back {
            Ok(b) => b,
            Err(e) => {
                self.fail(Format::Dcx, name, "write", e.to_string());
                return Outcome::Unchecked;
            }
        };
        let algorithm = back.algorithm.name();
        let report = self.format(Format::Dcx);
        let counts = report.dcx.get_or_insert_with(DcxWriteBacks::default);
        if back.recompressed {
            counts.recompressed += 1;
            if back.bytes_identical == Some(true) {
                counts.compressed_bytes_identical += 1;
            }
        } else {
            *counts.without_compressor.entry(algorithm).or_default() += 1;
        }
        // Without a compressor the payload survives when its own format writes it back.
        let payload = match back.payload_identical {
            Some(true) => Outcome::Identical,
            Some(false) => Outcome::Different,
            None => payload,
        };
        let outcome = match (back.header_identical, payload) {
            (false, _) | (true, Outcome::Different) => Outcome::Different,
            (true, Outcome::Identical) => Outcome::Identical,
            (true, Outcome::Unchecked) => Outcome::Unchecked,
        };
        match outcome {
            Outcome::Identical => report.round_trip_identical += 1,
            Outcome::Different => {
                report.round_trip_different += 1;
                let what = match (back.header_identical, payload == Outcome::Different) {
                    (false, true) => "the header's fields and the payload differ",
                    (false, false) => "the header's fields differ",
                    _ if back.recompressed => "the payload decompressed again differs",
                    _ => "the payload's own format writes it back differently",
                };
                self.fail(
                    Format::Dcx,
                    name,
                    "round trip",
                    format!("{algorithm}: {what}"),
                );
            }
            Outcome::Unchecked => {
                if let Some(counts) = report.dcx.as_mut() {
                    counts.payload_unchecked += 1;
                }
            }
        }
        outcome
    }
}

/// What `check` does beyond reading and writing back.
#[derive(Debug, Clone, Default)]
pub struct CheckOptions {
    /// Print JSON.
    pub json: bool,
    /// Play every effect found.
    pub play: bool,
    /// Draw a still of every effect played (headless GPU).
    pub render: bool,
    /// The external values every effect is played with (`--ext`).
    pub externals: fxr_sim::curve::ExternalValues,
    /// Threads playing the effects (at least 1; [`super::pool::default_jobs`] by default).
    pub jobs: usize,
}

/// The files of `dirs` (a file named as it is), each with the name the report gives it: its
/// path below its folder, or as given.
fn files_of(dirs: &[PathBuf]) -> Result<Vec<(PathBuf, String)>, String> {
    let mut files = Vec::new();
    for dir in dirs {
        if dir.is_dir() {
            let mut found = Vec::new();
            super::sources::walk(dir, &mut found).map_err(|e| format!("{}: {e}", dir.display()))?;
            for path in found {
                let mut name = path
                    .strip_prefix(dir)
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                if dirs.len() > 1 {
                    name = format!("{}/{name}", dir.display());
                }
                files.push((path, name));
            }
        } else {
            files.push((dir.clone(), dir.display().to_string()));
        }
    }
    Ok(files)
}

/// `fxr-view check DIRS... [--play [--render]] [--json]`. Succeeds when every supported
/// file read and every effect played; round-trip differences are reported, not fatal.
pub fn check(dirs: &[PathBuf], options: CheckOptions) -> CliResult {
    let CheckOptions {
        json,
        play,
        render,
        externals,
        jobs,
    } = options;
    let play = play || render;
    let mut library = super::sources::new_library()?;
    let files = files_of(dirs)?;
    let progress = std::io::stderr().is_terminal();
    let mut report = CheckReport {
        files: files.len(),
        ..Default::default()
    };
    for (i, (path, name)) in files.iter().enumerate() {
        if progress {
            let shown: String = name
                .chars()
                .rev()
                .take(60)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            eprint!("\r\x1b[2K[{}/{}] {shown}", i + 1, files.len());
            let _ = std::io::stderr().flush();
        }
        match std::fs::read(path) {
            Ok(data) => {
                report.check_bytes(name, &data, 0);
                if play {
                    // Every file joins one library, so references resolve across them all;
                    // read from disk as needed (as the other commands read their sources),
                    // so the library holds an index, not the bytes. What does not open was
                    // reported by the formats check above.
                    if let Ok(file) = super::sources::DiskFile::open(path) {
                        let _ = library.open_backed(name, std::sync::Arc::new(file));
                    }
                }
            }
            Err(e) => {
                *report
                    .unsupported
                    .entry(format!("unreadable ({e})"))
                    .or_default() += 1
            }
        }
    }
    if progress {
        eprint!("\r\x1b[2K");
    }
    if play {
        let gpu = if render {
            Some(
                pollster::block_on(fxr_gpu::gpu::Gpu::new_headless())
                    .map_err(|e| format!("--render: {e}"))?,
            )
        } else {
            None
        };
        report.effects = Some(super::check_effects::check_effects(
            &mut library,
            gpu.as_ref(),
            &externals,
            jobs,
        ));
    }
    let read_failures: usize = report
        .formats
        .values()
        .flat_map(|f| &f.failures)
        .filter(|f| f.stage == "read")
        .count();
    if json {
        print_json(&report)?;
    } else {
        let where_ = dirs
            .iter()
            .map(|d| d.display().to_string())
            .collect::<Vec<_>>()
            .join(", ");
        outln!("{} files in {where_}", report.files);
        outln!(
            "{:<8} {:>8} {:>8} {:>10} {:>10}  compared",
            "format",
            "seen",
            "read",
            "identical",
            "different"
        );
        for f in Format::ALL {
            if let Some(r) = report.formats.get(f.name()) {
                outln!(
                    "{:<8} {:>8} {:>8} {:>10} {:>10}  {}",
                    f.name(),
                    r.seen,
                    r.read,
                    r.round_trip_identical,
                    r.round_trip_different,
                    r.compared
                );
            }
        }
        if let Some(d) = report
            .formats
            .get(Format::Dcx.name())
            .and_then(|r| r.dcx.as_ref())
        {
            for line in describe_dcx(d) {
                outln!("{line}");
            }
        }
        for (what, n) in &report.unsupported {
            outln!("not read: {n} x {what}");
        }
        for line in report.resource_lists.lines() {
            outln!("{line}");
        }
        for r in report.formats.values() {
            for f in &r.failures {
                outln!("{} failed: {}: {}", f.stage, f.file, f.reason);
            }
        }
        if let Some(e) = &report.effects {
            print_effects(e, render)?;
        }
    }
    if read_failures > 0 {
        return Err(format!("{read_failures} files could not be read").into());
    }
    if let Some(e) = report.effects.as_ref().filter(|e| e.failed > 0) {
        return Err(format!("{} effects could not be played", e.failed).into());
    }
    Ok(())
}

fn print_effects(e: &super::check_effects::EffectsReport, render: bool) -> CliResult {
    outln!(
        "effects: {} seen, {} played, {} failed, {} fully simulated, slowest {:.0} ms{}",
        e.seen,
        e.played,
        e.failed,
        e.fully_simulated,
        e.slowest_ms,
        e.slowest_effect
            .map(|id| format!(" (effect {id})"))
            .unwrap_or_default()
    );
    if render {
        outln!(
            "stills: {} drawn, {} draw nothing, {} failed to render",
            e.drawn,
            e.draws_nothing,
            e.render_failed
        );
        let st = &e.stills;
        outln!(
            "still rule (contact sheet and index): {} of {} effects that show something in 5 s get no still{}; {} drawn in another state",
            st.missed.len(),
            st.showing,
            if st.missed.is_empty() {
                String::new()
            } else {
                format!(" ({})", super::sources::list(&st.missed))
            },
            st.in_another_state
        );
        for (why, n) in &st.nothing_shows {
            outln!("no still: {n} effects {why}");
        }
    }
    for (what, n) in &e.not_simulated {
        outln!("not simulated: {what} in {n} effects");
    }
    for (what, n) in &e.partly_simulated {
        outln!("partly simulated: {what} in {n} effects");
    }
    for c in &e.cut_short {
        outln!(
            "effect {}: cut short by the work budget at {} s",
            c.effect,
            c.played_seconds
        );
    }
    if e.warmup_cut > 0 {
        outln!(
            "{} effects: initial simulation time cut short by the work bound",
            e.warmup_cut
        );
    }
    for f in &e.failures {
        outln!(
            "effect {} ({}) {} failed: {}",
            f.effect,
            f.file,
            f.stage,
            f.reason
        );
    }
    Ok(())
}

/// The DCX lines of the text report: how the payloads were written back.
fn describe_dcx(d: &DcxWriteBacks) -> Vec<String> {
    let mut lines = vec![format!(
        "DCX: compared on payload and header, not bytes; {} compressed again with their \
         algorithm and header fields ({} of them byte for byte: the games' compressors are not \
         ours)",
        d.recompressed, d.compressed_bytes_identical
    )];
    for (algorithm, n) in &d.without_compressor {
        lines.push(format!(
            "DCX: {n} {algorithm} not compressed again (no {algorithm} compressor here): header \
             written from its fields, payload written back by its own format"
        ));
    }
    if d.payload_unchecked > 0 {
        lines.push(format!(
            "DCX: {} whose payload has no writer or did not read: header only, not counted",
            d.payload_unchecked
        ));
    }
    lines
}
