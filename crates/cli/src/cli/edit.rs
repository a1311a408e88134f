//! `edit` (set values by the paths `diff` prints; recolour, scale, stretch in time; in a loose
//! effect or inside its binder), `to-json` and `from-json` (an effect as JSON and back, losing
//! nothing).
//!
//! The JSON is the reader's tree (`fxr_formats::fxr::Fxr`; docs/editing.md): every field a
//! 32-bit word as stored (an integer: a float field's bits, so no value is rounded or lost),
//! every property with its function and words, and `file_layout`, where the file put its
//! empty lists, so that `from-json` of `to-json`'s output writes the original bytes.

use super::{CliResult, file_error, limits, read_file};
use fxr_formats::effect_binder::{self, BinderError, EffectBinder, Output};
use fxr_formats::fxr::transform::{self, Recolor, ScaleOptions, TimeScaleOptions};
use fxr_formats::fxr::{self, edit::Assignment};
use fxr_formats::probe::{self, Document};
use fxr_formats::resource_list::{binder::ListUpdate, uses};
use fxr_session::Compression;
use std::path::Path;

/// What `fxr-view edit` was given.
pub struct EditArgs<'a> {
    /// The loose effect or the binder.
    pub input: &'a Path,
    /// The effect's id (a binder's entry).
    pub effect: Option<i32>,
    /// The `--set PATH=VALUE` assignments.
    pub sets: &'a [String],
    /// The effect-wide changes.
    pub transforms: Transforms<'a>,
    /// `--dcx`: keep, dflt, zstd or none.
    pub dcx: &'a str,
    /// Where to write.
    pub out: &'a Path,
}

/// The effect-wide changes asked for (`fxr::transform`).
pub struct Transforms<'a> {
    /// `--recolor`'s text.
    pub recolor: Option<&'a str>,
    /// `--scale`'s factor.
    pub scale: Option<f32>,
    /// What `--scale` also changes.
    pub scale_options: ScaleOptions,
    /// `--time-scale`'s factor.
    pub time_scale: Option<f32>,
    /// What `--time-scale` also changes.
    pub time_options: TimeScaleOptions,
}

impl Transforms<'_> {
    fn any(&self) -> bool {
        self.recolor.is_some() || self.scale.is_some() || self.time_scale.is_some()
    }
}

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

/// `fxr-view edit IN [--effect ID] [--recolor …] [--scale F] [--time-scale F] [--set
/// PATH=VALUE…] --out OUT`: the transforms, then each value set in turn; the file is written
/// only when every one applied.
pub fn edit(args: EditArgs<'_>) -> CliResult {
    if args.sets.is_empty() && !args.transforms.any() {
        return Err(
            "edit: nothing to change (give --set PATH=VALUE, --recolor, --scale or --time-scale)"
                .to_string()
                .into(),
        );
    }
    let data = read_file(args.input)?;
    if is_binder(&data) {
        return edit_in_binder(&args, &data);
    }
    if args.dcx != "keep" {
        return Err(format!(
            "{}: --dcx {} applies to binders; a loose effect is written as an .fxr",
            args.input.display(),
            args.dcx
        )
        .into());
    }
    let mut effect = read_effect(args.input)?;
    if let Some(id) = args.effect.filter(|&id| id != effect.id) {
        return Err(format!(
            "{}: holds effect {}, not {id}",
            args.input.display(),
            effect.id
        )
        .into());
    }
    change(&mut effect, &args)?;
    let bytes = fxr::write(&effect).map_err(|e| file_error(args.out.display(), e))?;
    write_out(args.input, args.out, &bytes)
}

/// Whether the bytes are a binder (through a DCX, whose payload starts the binder).
fn is_binder(data: &[u8]) -> bool {
    if data.starts_with(b"BND4") {
        return true;
    }
    fxr_formats::dcx::is_dcx(data)
        && probe::unwrap_dcx(data, &limits()).is_ok_and(|u| u.data.starts_with(b"BND4"))
}

/// The transforms, then the assignments, each reported on stdout.
fn change(effect: &mut fxr::Fxr, args: &EditArgs<'_>) -> CliResult {
    let t = &args.transforms;
    if let Some(text) = t.recolor {
        let recolor: Recolor = text.parse().map_err(|e| format!("--recolor {e}"))?;
        let report = transform::recolor(effect, &recolor).map_err(|e| format!("--recolor {e}"))?;
        print_report("recolor", &report)?;
    }
    if let Some(factor) = t.scale {
        let report = transform::scale(effect, factor, &t.scale_options)
            .map_err(|e| format!("--scale {e}"))?;
        print_report("scale", &report)?;
    }
    if let Some(factor) = t.time_scale {
        let report = transform::time_scale(effect, factor, &t.time_options)
            .map_err(|e| format!("--time-scale {e}"))?;
        print_report("time-scale", &report)?;
    }
    for set in args.sets {
        let assignment: Assignment = set.parse().map_err(|e| format!("--set {e}"))?;
        fxr::edit::apply(effect, &assignment).map_err(|e| format!("--set {e}"))?;
    }
    Ok(())
}

/// One line of what a transform changed, then one per value it left as it was.
fn print_report(what: &str, report: &transform::Report) -> CliResult {
    outln!("{what}: {report}");
    for left in &report.left {
        outln!("  left as it is: {}: {}", left.path, left.why);
    }
    Ok(())
}

/// `edit` of effect `--effect` inside a binder, written back as `--dcx` says.
fn edit_in_binder(args: &EditArgs<'_>, data: &[u8]) -> CliResult {
    let input = args.input.display();
    let binder_error = |e: BinderError| format!("{input}: {e}");
    let Some(id) = args.effect else {
        return Err(
            format!("{input}: a binder: give the effect to change with --effect ID").into(),
        );
    };
    let mut binder = EffectBinder::read(data, &limits()).map_err(binder_error)?;
    let index = binder.effect_index(id, &limits()).map_err(binder_error)?;
    let mut effect = binder.effect(index, &limits()).map_err(binder_error)?;
    // Decided first, so that a binder that cannot be written is refused before any work.
    let output = binder_output(args, &binder, effect.game)?;
    change(&mut effect, args)?;
    let bytes = fxr::write(&effect).map_err(|e| file_error(args.out.display(), e))?;
    let list = binder.replace(index, bytes).map_err(binder_error)?;
    let written = effect_binder::write(&binder, output).map_err(binder_error)?;
    write_out(args.input, args.out, &written)?;
    match list {
        ListUpdate::NotKept if uses::game_keeps_lists(effect.game) => outln!(
            "note: the binder holds no resource lists, which the game ({:?}) expects, one per \
             effect; none was added",
            effect.game
        ),
        ListUpdate::NotKept => {}
        other => outln!("{other}"),
    }
    Ok(())
}

/// How `--dcx` asks the binder to be compressed (the session's one reading of the words); a
/// Kraken binder kept as it is is refused, naming the file, with what the choices are.
fn binder_output(
    args: &EditArgs<'_>,
    binder: &EffectBinder,
    game: fxr::Game,
) -> Result<Output, String> {
    let compression: Compression = args.dcx.parse()?;
    compression
        .output(binder, game, "--dcx")
        .map_err(|why| format!("{}: {why}", args.input.display()))
}

/// `fxr-view to-json FILE`: the effect's tree as JSON on stdout.
pub fn to_json(input: &Path) -> CliResult {
    let effect = read_effect(input)?;
    super::print_json(&effect)
}

/// `fxr-view from-json FILE.json [--game GAME] --out OUT.fxr`: this crate's JSON (to-json's,
/// byte for byte) or the library's (for `--game`).
pub fn from_json(input: &Path, game: Option<&str>, out: &Path) -> CliResult {
    let text = read_file(input)?;
    let json: serde_json::Value = serde_json::from_slice(&text).map_err(|e| {
        format!(
            "{}: line {}, column {}: {e}",
            input.display(),
            e.line(),
            e.column()
        )
    })?;
    let effect = if fxr::library_json::is_library_json(&json) {
        library_effect(input, &json, game)?
    } else {
        if game.is_some() {
            return Err(format!(
                "{}: the JSON to-json writes names its game; --game is for the fxr library's JSON",
                input.display()
            )
            .into());
        }
        serde_json::from_slice::<fxr::Fxr>(&text).map_err(|e| {
            format!(
                "{}: line {}, column {}: {e} (expected the JSON to-json writes, or the fxr \
                 library's)",
                input.display(),
                e.line(),
                e.column()
            )
        })?
    };
    let bytes = fxr::write(&effect).map_err(|e| file_error(out.display(), e))?;
    write_out(input, out, &bytes)
}

/// The effect of a library JSON, for the game `--game` names.
fn library_effect(
    input: &Path,
    json: &serde_json::Value,
    game: Option<&str>,
) -> Result<fxr::Fxr, String> {
    let game = match game {
        Some("ds3") => fxr::Game::DarkSouls3,
        Some("sdt") => fxr::Game::Sekiro,
        Some("er") => fxr::Game::EldenRing,
        Some("ac6") => fxr::Game::ArmoredCore6,
        Some("nr") => fxr::Game::Nightreign,
        _ => {
            return Err(format!(
                "{}: the fxr library's JSON names no game: give the game to write for with \
                 --game ds3|sdt|er|ac6|nr",
                input.display()
            ));
        }
    };
    fxr::library_json::from_library_json(json, game)
        .map_err(|e| format!("{}: {e}", input.display()))
}
