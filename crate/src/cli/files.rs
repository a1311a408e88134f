//! `list`, `unpack` and `inspect`: a file's entries, its extraction, and its parsed content.

use super::{file_error, limits, print_json, read_file};
use fxr_view::formats::probe::{self, Document};
use fxr_view::formats::{bnd4, dcx, fxr};
use std::path::{Path, PathBuf};

/// An opened input with its name, decompressed and parsed.
pub struct Opened {
    /// The DCX header, if it was compressed.
    pub dcx: Option<dcx::DcxHeader>,
    /// The parsed document.
    pub document: Document,
}

/// Opens a file of any supported format.
pub fn open(path: &Path) -> Result<Opened, String> {
    let data = read_file(path)?;
    let (dcx, document) =
        probe::open(&data, &limits()).map_err(|e| file_error(path.display(), e))?;
    Ok(Opened { dcx, document })
}

/// `fxr-view list FILE [--json]`.
pub fn list(path: &Path, json: bool) -> Result<(), String> {
    let opened = open(path)?;
    let Some(listing) = probe::listing(opened.dcx, &opened.document) else {
        return Err(format!(
            "{}: a {} file has no entries to list (use inspect)",
            path.display(),
            opened.document.format().name()
        ));
    };
    if json {
        return print_json(&listing);
    }
    if let Some(h) = &listing.dcx {
        println!(
            "DCX {}: {} -> {} bytes",
            h.compression.algorithm.name(),
            h.compressed_size,
            h.uncompressed_size
        );
    }
    println!("{} with {} entries", listing.format, listing.entries.len());
    for e in &listing.entries {
        let id = e.id.map(|i| i.to_string()).unwrap_or_else(|| "-".into());
        println!(
            "{id:>10}  {:>10}  {}",
            e.size,
            e.name.as_deref().unwrap_or("(no name)")
        );
    }
    Ok(())
}

/// Where an entry named `name` goes under `dir`, refusing names that would leave it.
fn entry_destination(dir: &Path, name: &str) -> Result<PathBuf, String> {
    let relative = bnd4::entry_path(name)
        .ok_or_else(|| format!("entry name {name:?} would leave the output folder; refused"))?;
    let mut out = dir.to_path_buf();
    for part in relative.split('/') {
        if part.is_empty() || part == "." || part == ".." || part.contains(':') {
            return Err(format!(
                "entry name {name:?} would leave the output folder; refused"
            ));
        }
        out.push(part);
    }
    Ok(out)
}

/// `fxr-view unpack FILE DIR`.
pub fn unpack(path: &Path, dir: &Path) -> Result<(), String> {
    let opened = open(path)?;
    let files: Vec<(String, Vec<u8>)> = match opened.document {
        Document::Bnd4(b) => b
            .entries
            .into_iter()
            .enumerate()
            .map(|(i, e)| {
                let name = e
                    .name
                    .clone()
                    .unwrap_or_else(|| format!("{}.bin", e.id.unwrap_or(i as i32)));
                (name, e.data)
            })
            .collect(),
        Document::Tpf(t) => t
            .textures
            .into_iter()
            .map(|t| (format!("{}.dds", t.name), t.data))
            .collect(),
        other => {
            return Err(format!(
                "{}: a {} file has no entries to unpack",
                path.display(),
                other.format().name()
            ));
        }
    };
    // Check every name before writing anything, so a bad binder writes nothing.
    let targets = files
        .iter()
        .map(|(name, _)| entry_destination(dir, name))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    for (target, (_, data)) in targets.iter().zip(&files) {
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::fs::write(target, data).map_err(|e| format!("{}: {e}", target.display()))?;
    }
    println!("unpacked {} entries into {}", files.len(), dir.display());
    Ok(())
}

/// Finds a binder entry by id (a number) or by name (the whole name or its file name).
fn find_entry<'a>(b: &'a bnd4::Bnd4, wanted: &str) -> Option<&'a bnd4::BndEntry> {
    if let Ok(id) = wanted.parse::<i32>()
        && let Some(e) = b.by_id(id)
    {
        return Some(e);
    }
    let lower = wanted.to_lowercase().replace('/', "\\");
    b.entries.iter().find(|e| {
        e.name.as_deref().is_some_and(|n| {
            let n = n.to_lowercase();
            n == lower || n.rsplit('\\').next() == Some(lower.as_str())
        })
    })
}

/// What `inspect --json` prints.
#[derive(serde::Serialize)]
struct Inspection<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    dcx: Option<dcx::DcxHeader>,
    #[serde(skip_serializing_if = "Option::is_none")]
    entry: Option<&'a str>,
    #[serde(flatten)]
    document: &'a Document,
}

/// `fxr-view inspect FILE [--entry NAME|ID] [--json]`.
pub fn inspect(path: &Path, entry: Option<&str>, json: bool) -> Result<(), String> {
    let mut opened = open(path)?;
    if let Some(wanted) = entry {
        let Document::Bnd4(b) = &opened.document else {
            return Err(format!(
                "{}: --entry needs a binder, this is a {} file",
                path.display(),
                opened.document.format().name()
            ));
        };
        let e = find_entry(b, wanted)
            .ok_or_else(|| format!("{}: no entry {wanted:?}", path.display()))?;
        let shown_name = format!("{}!{}", path.display(), e.name.as_deref().unwrap_or(wanted));
        let (dcx, document) =
            probe::open(&e.data, &limits()).map_err(|err| file_error(&shown_name, err))?;
        opened = Opened { dcx, document };
    }
    if json {
        return print_json(&Inspection {
            dcx: opened.dcx,
            entry,
            document: &opened.document,
        });
    }
    if let Some(h) = &opened.dcx {
        println!(
            "DCX {} (version {:#x}, level {}): {} -> {} bytes",
            h.compression.algorithm.name(),
            h.compression.version,
            h.compression.level,
            h.compressed_size,
            h.uncompressed_size
        );
    }
    print!("{}", describe(&opened.document));
    Ok(())
}

/// A human-readable summary of a document.
pub fn describe(document: &Document) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    match document {
        Document::Bnd4(b) => {
            let _ = writeln!(
                out,
                "BND4 {:?}, {} entries, names {}",
                b.version,
                b.entries.len(),
                if b.unicode { "UTF-16" } else { "Shift-JIS" }
            );
            for e in &b.entries {
                let kind = match probe::probe(&e.data) {
                    probe::Probe::Known(f) => f.name(),
                    probe::Probe::Unsupported(n) => n,
                    probe::Probe::Unknown => "?",
                };
                let _ = writeln!(
                    out,
                    "  {:>10} {:>10} {:<6} {}",
                    e.id.map(|i| i.to_string()).unwrap_or_default(),
                    e.data.len(),
                    kind,
                    e.name.as_deref().unwrap_or("")
                );
            }
        }
        Document::Fxr(f) => out.push_str(&describe_fxr(f)),
        Document::Mtd(m) => {
            let _ = writeln!(
                out,
                "MTD {}\n  shader {}\n  description {:?}",
                m.shader_family(),
                m.shader_path,
                m.description
            );
            for p in &m.params {
                let _ = writeln!(out, "  param {} ({}) = {:?}", p.name, p.type_name, p.value);
            }
            for t in &m.textures {
                let _ = writeln!(
                    out,
                    "  texture {} (uv {}, index {})",
                    t.type_name, t.uv_number, t.shader_data_index
                );
            }
        }
        Document::Matbin(m) => {
            let _ = writeln!(
                out,
                "MATBIN {}\n  shader {}\n  source {}",
                m.shader_family(),
                m.shader_path,
                m.source_path
            );
            for p in &m.params {
                let _ = writeln!(out, "  param {} = {:?}", p.name, p.value);
            }
            for s in &m.samplers {
                let _ = writeln!(
                    out,
                    "  sampler {} = {:?} (scale {:?})",
                    s.type_name, s.path, s.uv_scale
                );
            }
        }
        Document::Tpf(t) => out.push_str(&t.summary()),
        Document::Dds(d) => {
            let _ = writeln!(out, "{}", d.summary());
        }
        Document::Dxbc(d) => out.push_str(&d.summary()),
    }
    out
}

fn describe_fxr(f: &fxr::Fxr) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let nodes = f.nodes();
    let actions = f.actions();
    let _ = writeln!(
        out,
        "FXR {} (version {:?}, {:?}): {} nodes, {} actions, {} states, {} referenced effects",
        f.id,
        f.version,
        f.game,
        nodes.len(),
        actions.len(),
        f.states.len(),
        f.sfx_references.len()
    );
    let mut counts = std::collections::BTreeMap::<i16, usize>::new();
    for a in &actions {
        *counts.entry(a.action_type).or_default() += 1;
    }
    for (t, n) in counts {
        let name = u16::try_from(t)
            .ok()
            .and_then(fxr::actions::action_info)
            .map(|i| i.name)
            .unwrap_or("(unknown)");
        let _ = writeln!(out, "  action {t:>5} {name:<32} x{n}");
    }
    out
}
