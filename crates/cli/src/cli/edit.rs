//! `edit` (set values by the paths `diff` prints), `to-json` and `from-json` (an effect as
//! JSON and back, losing nothing).
//!
//! The JSON is the reader's tree (`fxr_formats::fxr::Fxr`, docs/formats.md): every field a
//! 32-bit word as stored (an integer: a float field's bits, so no value is rounded or lost),
//! every property with its function and words, and `file_layout`, where the file put its
//! empty lists, so that `from-json` of `to-json`'s output writes the original bytes.

use super::{CliResult, file_error, limits, read_file};
use fxr_formats::fxr::{self, edit::Assignment};
use fxr_formats::probe::{self, Document};
use std::path::Path;

/// The one effect of a loose `.fxr` file (through DCX).
fn read_effect(path: &Path) -> Result<fxr::Fxr, String> {
    let data = read_file(path)?;
    let (_, document) = probe::open(&data, &limits()).map_err(|e| file_error(path.display(), e))?;
    match document {
        Document::Fxr(f) => Ok(*f),
        other => Err(format!(
            "{}: a {} file; edit, to-json and from-json take one effect (.fxr): unpack a \
             binder first (fxr-view unpack)",
            path.display(),
            other.format().name()
        )),
    }
}

/// Writes `bytes` to `out`, refusing to replace the input (nothing a user gave is
/// overwritten unasked).
fn write_out(input: &Path, out: &Path, bytes: &[u8]) -> CliResult {
    let same = std::fs::canonicalize(input).ok() == std::fs::canonicalize(out).ok() && out.exists();
    if same {
        return Err(format!(
            "{}: --out is the input file; write the result elsewhere",
            out.display()
        )
        .into());
    }
    std::fs::write(out, bytes).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(())
}

/// `fxr-view edit IN --out OUT --set PATH=VALUE...`: each value set in turn; the file is
/// written only when every one applied.
pub fn edit(input: &Path, out: &Path, sets: &[String]) -> CliResult {
    if sets.is_empty() {
        return Err("edit: nothing to set (give --set PATH=VALUE)"
            .to_string()
            .into());
    }
    let mut effect = read_effect(input)?;
    for set in sets {
        let assignment: Assignment = set.parse().map_err(|e| format!("--set {e}"))?;
        fxr::edit::apply(&mut effect, &assignment).map_err(|e| format!("--set {e}"))?;
    }
    let bytes = fxr::write(&effect).map_err(|e| file_error(out.display(), e))?;
    write_out(input, out, &bytes)
}

/// `fxr-view to-json FILE`: the effect's tree as JSON on stdout.
pub fn to_json(input: &Path) -> CliResult {
    let effect = read_effect(input)?;
    super::print_json(&effect)
}

/// `fxr-view from-json FILE.json --out OUT.fxr`.
pub fn from_json(input: &Path, out: &Path) -> CliResult {
    let text = read_file(input)?;
    let effect: fxr::Fxr = serde_json::from_slice(&text).map_err(|e| {
        format!(
            "{}: line {}, column {}: {e} (expected the JSON fxr-view to-json writes)",
            input.display(),
            e.line(),
            e.column()
        )
    })?;
    let bytes = fxr::write(&effect).map_err(|e| file_error(out.display(), e))?;
    write_out(input, out, &bytes)
}
