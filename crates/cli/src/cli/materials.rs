//! `fxr-view materials FILE [--json] [--name S] [--family S] [--param NAME=VALUE]...`: the
//! materials of a binder or a loose MTD/MATBIN (through DCX), filtered.
//!
//! Text: one line per material (name, family, preview). When exactly one material passes
//! the filter, its parameters (stored, and bound where the engine binds something else) and
//! samplers follow. JSON: the list `[{name, source, format, family, shader_path, preview,
//! params, samplers}]` of every material that passes. Materials that fail to parse are
//! reported on stderr and left out; a filter that does not parse is an error.

use super::{CliResult, limits, print_json, read_file};
use fxr_library::materials::{MaterialFilter, MaterialIndex, MaterialView, StoredValue};
use std::path::Path;

/// The filter the command line's options make.
pub fn filter(name: Option<String>, family: Option<String>, params: Vec<String>) -> MaterialFilter {
    MaterialFilter {
        name,
        family,
        params,
    }
}

/// Runs the subcommand.
pub fn materials(path: &Path, filter: &MaterialFilter, json: bool) -> CliResult {
    let bytes = read_file(path)?;
    let index = MaterialIndex::open(&path.display().to_string(), &bytes, &limits())
        .map_err(|e| e.to_string())?;
    for error in index.errors() {
        eprintln!("fxr-view: {error}");
    }
    for note in index.notes() {
        eprintln!("fxr-view: note: {note}");
    }
    let chosen = index.filter(filter).map_err(|e| format!("--param: {e}"))?;
    let mut views = Vec::with_capacity(chosen.len());
    for i in chosen {
        match index.view(i) {
            Ok(v) => views.push(v),
            Err(e) => eprintln!("fxr-view: {e}"),
        }
    }
    if json {
        return print_json(&views);
    }
    outln!("{} of {} materials", views.len(), index.len());
    for v in &views {
        outln!("{}  {}  preview: {:?}", v.name, v.family, v.preview.kind);
    }
    if let [one] = views.as_slice() {
        out!("{}", describe(one));
    }
    Ok(())
}

/// `--preview PNG`: renders the first material the filter chooses (headless: lavapipe without
/// a GPU) and says which.
pub fn preview(
    path: &Path,
    filter: &MaterialFilter,
    out: &Path,
    lane: &str,
    size: (u32, u32),
    time: f32,
) -> CliResult {
    let bytes = read_file(path)?;
    let index = MaterialIndex::open(&path.display().to_string(), &bytes, &limits())
        .map_err(|e| e.to_string())?;
    let chosen = index.filter(filter).map_err(|e| format!("--param: {e}"))?;
    let first = *chosen
        .first()
        .ok_or_else(|| format!("{}: no material passes the filter", path.display()))?;
    let view = index.view(first)?;
    render_preview(&view, out, lane, size, time)?;
    outln!(
        "{}  {}  {lane}  -> {}",
        view.name,
        view.family,
        out.display()
    );
    Ok(())
}

fn render_preview(
    view: &MaterialView,
    out: &Path,
    lane: &str,
    size: (u32, u32),
    time: f32,
) -> Result<(), String> {
    use fxr_gpu::material_preview::{MaterialPreviewer, PreviewOptions};
    let image = pollster::block_on(async {
        let gpu = fxr_gpu::Gpu::new_headless().await?;
        let options = PreviewOptions {
            width: size.0,
            height: size.1,
            time,
            ..PreviewOptions::default()
        };
        MaterialPreviewer::new()
            .render(&gpu, view, lane, options)
            .await
    })
    .map_err(|e| format!("{}: {e}", view.name))?;
    let png = image
        .to_png()
        .map_err(|e| format!("{}: {e}", out.display()))?;
    std::fs::write(out, png).map_err(|e| format!("{}: {e}", out.display()))
}

fn value_text(v: &StoredValue) -> String {
    match v {
        StoredValue::Bool(b) => b.to_string(),
        StoredValue::Int(i) => i.to_string(),
        StoredValue::Float(f) => f.to_string(),
        StoredValue::Ints(v) => format!(
            "({})",
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        StoredValue::Floats(v) => format!(
            "({})",
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The details of one material, as text.
pub fn describe(v: &MaterialView) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "\n{} ({:?}) from {}", v.name, v.format, v.source);
    let _ = writeln!(out, "shader {}", v.shader_path);
    let _ = writeln!(out, "preview {:?}: {}", v.preview.kind, v.preview.note);
    let _ = writeln!(out, "{} parameters:", v.params.len());
    for p in &v.params {
        match &p.bound {
            Some(b) => {
                let bound = b
                    .iter()
                    .map(|f| format!("{f:.4}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                let _ = writeln!(
                    out,
                    "  {:<48} {:<6} {}  bound ({bound})",
                    p.name,
                    p.type_name,
                    value_text(&p.stored)
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "  {:<48} {:<6} {}",
                    p.name,
                    p.type_name,
                    value_text(&p.stored)
                );
            }
        }
    }
    let _ = writeln!(out, "{} samplers:", v.samplers.len());
    for s in &v.samplers {
        let path = if s.path.is_empty() {
            "(from the model)"
        } else {
            s.path.as_str()
        };
        let _ = writeln!(out, "  {:<48} {}", s.name, path);
    }
    out
}
