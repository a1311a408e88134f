//! `fxr-view check DIR`: reads every supported file of a folder of unpacked game files
//! (through DCX and binders), writes back those with a writer, and reports per format how
//! many were seen, read and written back byte for byte, with each failure's reason.

use super::{CliResult, limits, print_json};
use fxr_formats::probe::{self, Document, Format, Probe};
use fxr_formats::{FileError, dcx};
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

/// Per-format counts.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct FormatReport {
    /// Files (or binder entries) of this format found.
    pub seen: usize,
    /// Of those, read without error.
    pub read: usize,
    /// Of those read, written back byte for byte (formats with a writer).
    pub round_trip_identical: usize,
    /// Of those read, written back with different bytes.
    pub round_trip_different: usize,
    /// Failures: the file (`binder!entry` inside binders) and the reason.
    pub failures: Vec<Failure>,
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
    /// With `--play`: the effects played (and with `--render`, drawn).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effects: Option<super::check_effects::EffectsReport>,
}

impl CheckReport {
    fn format(&mut self, f: Format) -> &mut FormatReport {
        self.formats.entry(f.name()).or_default()
    }

    fn fail(&mut self, f: Format, file: &str, stage: &'static str, reason: String) {
        self.format(f).failures.push(Failure {
            file: file.to_string(),
            stage,
            reason,
        });
    }

    /// Checks one buffer (a file, or an entry of a binder), recursing into binders.
    fn check_bytes(&mut self, name: &str, data: &[u8], depth: usize) {
        let format = match probe::probe(data) {
            Probe::Known(f) => f,
            Probe::Unsupported(what) => {
                *self.unsupported.entry(what.to_string()).or_default() += 1;
                return;
            }
            Probe::Unknown => {
                *self
                    .unsupported
                    .entry("unrecognised".to_string())
                    .or_default() += 1;
                return;
            }
        };
        if format == Format::Dcx {
            self.format(Format::Dcx).seen += 1;
            let unwrapped = match probe::unwrap_dcx(data, &limits()) {
                Ok(u) => u,
                Err(e) => {
                    return self.fail(
                        Format::Dcx,
                        name,
                        "read",
                        FileError::new(name, e).to_string(),
                    );
                }
            };
            self.format(Format::Dcx).read += 1;
            // Writing back: DFLT and ZSTD only (no Kraken encoder exists outside the game).
            if let Ok(header) = dcx::peek(data)
                && header.compression.algorithm != dcx::DcxAlgorithm::Kraken
            {
                let rewritten = dcx::write(&dcx::Dcx {
                    compression: header.compression,
                    data: unwrapped.data.to_vec(),
                });
                match rewritten {
                    Ok(bytes) if bytes == data => {
                        self.format(Format::Dcx).round_trip_identical += 1
                    }
                    Ok(_) => self.format(Format::Dcx).round_trip_different += 1,
                    Err(e) => self.fail(Format::Dcx, name, "write", e.to_string()),
                }
            }
            let inner = unwrapped.data.into_owned();
            return self.check_bytes(name, &inner, depth);
        }
        self.format(format).seen += 1;
        let document = match probe::parse(data, &limits()) {
            Ok(d) => d,
            Err(e) => return self.fail(format, name, "read", FileError::new(name, e).to_string()),
        };
        self.format(format).read += 1;
        match document.write() {
            None => {}
            Some(Ok(bytes)) if bytes == data => self.format(format).round_trip_identical += 1,
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
            }
            Some(Err(e)) => self.fail(format, name, "write", e.to_string()),
        }
        if let Document::Bnd4(b) = document
            && depth < 4
        {
            for (i, e) in b.entries.iter().enumerate() {
                let entry = e.name.clone().unwrap_or_else(|| format!("#{i}"));
                self.check_bytes(&format!("{name}!{entry}"), &e.data, depth + 1);
            }
        }
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let kind = e.file_type()?;
        // Symbolic links are not followed, so a loop of links cannot hang the walk.
        if kind.is_dir() {
            walk(&e.path(), out)?;
        } else if kind.is_file() {
            out.push(e.path());
        }
    }
    Ok(())
}

/// What `check` does beyond reading and writing back.
#[derive(Debug, Clone, Copy, Default)]
pub struct CheckOptions {
    /// Print JSON.
    pub json: bool,
    /// Play every effect found.
    pub play: bool,
    /// Draw a still of every effect played (headless GPU).
    pub render: bool,
}

/// `fxr-view check DIR [--play [--render]] [--json]`. Succeeds when every supported file
/// read and every effect played; round-trip differences are reported, not fatal.
pub fn check(dir: &Path, options: CheckOptions) -> CliResult {
    let CheckOptions { json, play, render } = options;
    let play = play || render;
    let mut library = fxr_sim::library::Library::new();
    let mut files = Vec::new();
    walk(dir, &mut files).map_err(|e| format!("{}: {e}", dir.display()))?;
    let progress = std::io::stderr().is_terminal();
    let mut report = CheckReport {
        files: files.len(),
        ..Default::default()
    };
    for (i, path) in files.iter().enumerate() {
        if progress {
            let shown = path.strip_prefix(dir).unwrap_or(path).display().to_string();
            let shown: String = shown
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
        let name = path.strip_prefix(dir).unwrap_or(path).display().to_string();
        match std::fs::read(path) {
            Ok(data) => {
                report.check_bytes(&name, &data, 0);
                if play {
                    // Every file joins one library, so references resolve across them all;
                    // what does not open was reported by the formats check above.
                    let _ = library.open_owned(&name, data);
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
        report.effects = Some(super::check_effects::check_effects(&library, gpu.as_ref()));
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
        outln!("{} files in {}", report.files, dir.display());
        outln!(
            "{:<8} {:>8} {:>8} {:>10} {:>10}",
            "format",
            "seen",
            "read",
            "identical",
            "different"
        );
        for f in Format::ALL {
            if let Some(r) = report.formats.get(f.name()) {
                outln!(
                    "{:<8} {:>8} {:>8} {:>10} {:>10}",
                    f.name(),
                    r.seen,
                    r.read,
                    r.round_trip_identical,
                    r.round_trip_different
                );
            }
        }
        for (what, n) in &report.unsupported {
            outln!("not read: {n} x {what}");
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
