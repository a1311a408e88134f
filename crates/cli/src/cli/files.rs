//! `list`, `unpack` and `inspect`: a file's entries, its extraction, and its parsed content.

use super::{CliResult, file_error, limits, print_json, read_file};
use fxr_formats::probe::{self, Document};
use fxr_formats::{bnd4, dcx, flver, fxr, resource_list};
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
pub fn list(path: &Path, json: bool) -> CliResult {
    let opened = open(path)?;
    let Some(listing) = probe::listing(opened.dcx, &opened.document) else {
        return Err(format!(
            "{}: a {} file has no entries to list (use inspect)",
            path.display(),
            opened.document.format().name()
        )
        .into());
    };
    if json {
        return print_json(&listing);
    }
    if let Some(h) = &listing.dcx {
        outln!(
            "DCX {}: {} -> {} bytes",
            h.compression.algorithm.name(),
            h.compressed_size,
            h.uncompressed_size
        );
    }
    outln!("{} with {} entries", listing.format, listing.entries.len());
    for e in &listing.entries {
        let id = e.id.map(|i| i.to_string()).unwrap_or_else(|| "-".into());
        let distinct = e
            .distinct_name
            .as_deref()
            .map(|d| format!("  (repeated name: unpacked and listed as {d})"))
            .unwrap_or_default();
        outln!(
            "{id:>10}  {:>10}  {}{distinct}",
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

/// One entry `unpack` wrote.
#[derive(serde::Serialize)]
struct UnpackedEntry {
    /// Its place in the container.
    index: usize,
    /// Its id, where the container has ids.
    id: Option<i32>,
    /// The name as stored (None: the binder has no names).
    name: Option<String>,
    /// Where it was written, below the output folder.
    path: String,
    /// For an entry whose name an earlier entry has: that name (it was written under a
    /// distinct one, see `bnd4::distinct_names`).
    #[serde(skip_serializing_if = "Option::is_none")]
    renamed_from: Option<String>,
}

/// What `unpack --json` prints.
#[derive(serde::Serialize)]
struct UnpackReport {
    /// The output folder.
    folder: String,
    /// Every entry, in the container's order.
    entries: Vec<UnpackedEntry>,
    /// How many were written under a distinct name.
    renamed: usize,
}

/// An entry to unpack: its id, its name as stored, its bytes, and the name to write it as.
type EntryToWrite = (Option<i32>, Option<String>, Vec<u8>, String);

/// `fxr-view unpack FILE DIR [--json]`: every entry lands. A name an earlier entry already
/// has (compared without case) is written under a distinct name, said on stderr; nothing
/// that exists in DIR before the run is overwritten (the run refuses, writing nothing).
pub fn unpack(path: &Path, dir: &Path, json: bool) -> CliResult {
    let opened = open(path)?;
    // (id, stored name, data, the name to write it as)
    let files: Vec<EntryToWrite> = match opened.document {
        Document::Bnd4(b) => b
            .entries
            .into_iter()
            .enumerate()
            .map(|(i, e)| {
                let file = e
                    .name
                    .clone()
                    .unwrap_or_else(|| format!("{}.bin", e.id.unwrap_or(i as i32)));
                (e.id, e.name, e.data, file)
            })
            .collect(),
        Document::Tpf(t) => t
            .textures
            .into_iter()
            .map(|t| {
                let file = format!("{}.dds", t.name);
                (None, Some(t.name), t.data, file)
            })
            .collect(),
        other => {
            return Err(format!(
                "{}: a {} file has no entries to unpack",
                path.display(),
                other.format().name()
            )
            .into());
        }
    };
    // Check every name before writing anything, so a bad binder writes nothing.
    let relative = files
        .iter()
        .map(|(_, _, _, file)| {
            bnd4::entry_path(file).ok_or_else(|| {
                format!(
                    "{}: entry name {file:?} would leave the output folder; refused",
                    path.display()
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let distinct = bnd4::distinct_names(
        relative
            .iter()
            .zip(&files)
            .map(|(name, (id, ..))| (name.as_str(), *id)),
    );
    let targets = distinct
        .iter()
        .map(|d| entry_destination(dir, &d.name))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    // Nothing that was there before this run is overwritten.
    if let Some(existing) = targets.iter().find(|t| t.symlink_metadata().is_ok()) {
        return Err(format!(
            "{}: {} exists and was not written by this unpack; refusing to overwrite it (nothing was written: unpack into a new or empty folder)",
            path.display(),
            existing.display()
        )
        .into());
    }
    let mut report = UnpackReport {
        folder: dir.display().to_string(),
        entries: Vec::with_capacity(files.len()),
        renamed: 0,
    };
    for (index, ((target, name), (id, stored, data, _))) in
        targets.iter().zip(&distinct).zip(files).enumerate()
    {
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        // create_new: a file that appeared since the check above is not overwritten either.
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(target)
            .and_then(|mut f| std::io::Write::write_all(&mut f, &data))
            .map_err(|e| format!("{}: {e}", target.display()))?;
        if let Some(from) = &name.renamed_from {
            report.renamed += 1;
            let who = id.map_or_else(|| format!("entry {index}"), |id| format!("entry {id}"));
            eprintln!(
                "fxr-view: note: {who} is named {from:?} like an earlier entry: written as {:?}",
                name.name
            );
        }
        report.entries.push(UnpackedEntry {
            index,
            id,
            name: stored,
            path: name.name.clone(),
            renamed_from: name.renamed_from.clone(),
        });
    }
    if json {
        return print_json(&report);
    }
    let renamed = match report.renamed {
        0 => String::new(),
        n => format!(" ({n} under a distinct name, see above)"),
    };
    outln!(
        "unpacked {} entries into {}{renamed}",
        report.entries.len(),
        dir.display()
    );
    Ok(())
}

/// Finds a binder entry by id (a number) or by name: the whole name or its file name, as
/// stored or as `bnd4::distinct_names` tells repeats apart (`M[ARSN]_4m.2654.mtd`), without
/// regard to case. When several entries share the name asked for, the first is taken and the
/// second value says so, naming the others.
fn find_entry<'a>(b: &'a bnd4::Bnd4, wanted: &str) -> Option<(&'a bnd4::BndEntry, Option<String>)> {
    if let Ok(id) = wanted.parse::<i32>()
        && let Some(e) = b.by_id(id)
    {
        return Some((e, None));
    }
    let key = |name: &str| name.to_lowercase().replace('/', "\\");
    let wanted_key = key(wanted);
    let label = |k: usize| {
        b.entries[k]
            .id
            .map_or(format!("entry {k}"), |id| format!("id {id}"))
    };
    let whole_names = bnd4::distinct_names(
        b.entries
            .iter()
            .map(|e| (e.name.as_deref().unwrap_or(""), e.id)),
    );
    for distinct in [whole_names, b.entry_file_names()] {
        // A distinct name is one entry's alone.
        let Some(i) = distinct.iter().position(|d| key(&d.name) == wanted_key) else {
            continue;
        };
        // The entries whose own name (before repeats were told apart) is the one asked for.
        let sharing: Vec<usize> = distinct
            .iter()
            .enumerate()
            .filter(|(_, d)| key(d.renamed_from.as_deref().unwrap_or(&d.name)) == wanted_key)
            .map(|(k, _)| k)
            .collect();
        let note = (sharing.len() > 1).then(|| {
            let others: Vec<String> = sharing[1..]
                .iter()
                .map(|&k| format!("{} ({})", label(k), distinct[k].name))
                .collect();
            format!(
                "{} entries are named {wanted:?}: took the first ({}); the others: {}",
                sharing.len(),
                label(i),
                others.join(", ")
            )
        });
        return Some((&b.entries[i], note));
    }
    None
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
    /// A binder's resource lists checked against its effects (one that keeps them).
    #[serde(skip_serializing_if = "Option::is_none")]
    resource_lists: Option<resource_list::binder::BinderListReport>,
}

/// `inspect --entry` of a resource list: its names (JSON: the list as read).
fn inspect_list(shown_name: &str, entry: &bnd4::BndEntry, json: bool) -> CliResult {
    let read = entry
        .contents(&limits())
        .and_then(|c| resource_list::read_with_limits(&c, &limits()));
    let list = read.map_err(|err| file_error(shown_name, err))?;
    if json {
        return print_json(&list);
    }
    for line in fxr_inspect::resource_lists::list_lines(&list) {
        outln!("{line}");
    }
    Ok(())
}

/// `fxr-view inspect FILE [--entry NAME|ID] [--json]`.
pub fn inspect(path: &Path, entry: Option<&str>, json: bool) -> CliResult {
    let mut opened = open(path)?;
    if let Some(wanted) = entry {
        let Document::Bnd4(b) = &opened.document else {
            return Err(format!(
                "{}: --entry needs a binder, this is a {} file",
                path.display(),
                opened.document.format().name()
            )
            .into());
        };
        let (e, note) = find_entry(b, wanted)
            .ok_or_else(|| format!("{}: no entry {wanted:?}", path.display()))?;
        if let Some(note) = note {
            eprintln!("fxr-view: note: {}: {note}", path.display());
        }
        let shown_name = format!("{}!{}", path.display(), e.name.as_deref().unwrap_or(wanted));
        if e.name
            .as_deref()
            .is_some_and(resource_list::binder::is_list_name)
        {
            return inspect_list(&shown_name, e, json);
        }
        let (dcx, document) =
            probe::open(&e.data, &limits()).map_err(|err| file_error(&shown_name, err))?;
        opened = Opened { dcx, document };
    }
    if json {
        let resource_lists = match &opened.document {
            Document::Bnd4(b) => {
                Some(resource_list::binder::check_binder(b, &limits())).filter(|r| r.keeps_lists)
            }
            _ => None,
        };
        return print_json(&Inspection {
            dcx: opened.dcx,
            entry,
            document: &opened.document,
            resource_lists,
        });
    }
    if let Some(h) = &opened.dcx {
        outln!(
            "DCX {} (version {:#x}, level {}): {} -> {} bytes",
            h.compression.algorithm.name(),
            h.compression.version,
            h.compression.level,
            h.compressed_size,
            h.uncompressed_size
        );
    }
    out!("{}", describe(&opened.document));
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
                let is_list = e
                    .name
                    .as_deref()
                    .is_some_and(resource_list::binder::is_list_name);
                let kind = match probe::probe(&e.data) {
                    // Plain text, found by its name (`resource_list`).
                    _ if is_list => "LIST",
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
            for line in fxr_inspect::resource_lists::binder_lines(b, &limits()) {
                let _ = writeln!(out, "{line}");
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
        Document::Flver(f) => out.push_str(&flver::summary::describe(f)),
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

/// `fxr-view demo --install-binders N --scale-effects E --scale-textures T --out DIR`: a
/// generated game install's `sfx` folder (the large-install benchmark's input). The folder
/// must not exist, so nothing of the user's is written over.
pub fn write_install(dir: &Path, shape: fxr_demo::scale::InstallShape) -> CliResult {
    if dir.exists() {
        return Err(format!(
            "{}: already exists (the install is written into a new folder)",
            dir.display()
        )
        .into());
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut bytes = 0usize;
    fxr_demo::scale::scale_install(shape, |name, data| {
        bytes += data.len();
        let path = dir.join(name);
        std::fs::write(&path, data)
            .map_err(|e| Box::<dyn std::error::Error>::from(format!("{}: {e}", path.display())))
    })
    .map_err(|e| e.to_string())?;
    outln!(
        "{} binders ({} of effects, {} of textures), {} effects, {} generated textures: {bytes} bytes",
        shape.binders,
        shape.effect_binders(),
        shape.resource_binders(),
        shape.effects,
        shape.textures
    );
    Ok(())
}
