//! Checks the resource lists of every effect binder under a folder against their effects
//! (`fxr_formats::resource_list::binder::check_binder_with`) and prints the counts, and the
//! lists that disagree with what differs.
//!
//!     cargo run --release -p fxr-formats --example resource_lists -- ../shared/corpus
//!
//! The models' texture names come from each binder's own FLVERs and TPFs and from every
//! loose `.flver` under the folder (named `sNNNNN.flver`).

use fxr_formats::Limits;
use fxr_formats::effect_binder::EffectBinder;
use fxr_formats::flver;
use fxr_formats::resource_list::binder::{self, ListSummary, ListVerdict};
use fxr_formats::resource_list::uses::{self, ResourceNaming};
use std::path::{Path, PathBuf};

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            files_under(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn main() {
    let Some(root) = std::env::args().nth(1) else {
        eprintln!("usage: resource_lists FOLDER");
        std::process::exit(2);
    };
    let limits = Limits::default();
    let mut files = Vec::new();
    files_under(Path::new(&root), &mut files);
    let mut loose = ResourceNaming::new();
    for path in &files {
        let name = path.to_string_lossy();
        let (Some(id), true) = (uses::model_id(&name), name.ends_with(".flver")) else {
            continue;
        };
        if let Ok(Ok(model)) = std::fs::read(path).map(|d| flver::read(&d)) {
            loose.add_model(id, &model);
        }
    }
    let mut total = ListSummary::default();
    for path in files
        .iter()
        .filter(|p| p.to_string_lossy().contains(".ffxbnd"))
    {
        let Ok(data) = std::fs::read(path) else {
            continue;
        };
        let binder = match EffectBinder::read(&data, &limits) {
            Ok(b) => b,
            Err(e) => {
                println!("{}: {e}", path.display());
                continue;
            }
        };
        let mut naming = loose.clone();
        for entry in &binder.bnd.entries {
            let Some(name) = &entry.name else { continue };
            if name.to_ascii_lowercase().ends_with(".tpf") {
                naming.add_texture_file(name);
            }
        }
        // The binder's own models come last, so they win over loose copies.
        for entry in &binder.bnd.entries {
            let Some(name) = &entry.name else { continue };
            if let (Some(id), true) = (uses::model_id(name), name.ends_with(".flver"))
                && let Ok(Ok(model)) = entry.contents(&limits).map(|c| flver::read(&c))
            {
                naming.add_model(id, &model);
            }
        }
        let report = binder::check_binder_with(&binder.bnd, &naming, &limits);
        let s = &report.summary;
        println!(
            "{}: keeps lists {}, seen {}, agree {} ({} partly checked), disagree {}, missing {}, unreadable {}",
            path.display(),
            report.keeps_lists,
            s.seen,
            s.agree,
            s.agree_partly_checked,
            s.disagree,
            s.missing,
            s.unreadable
        );
        for line in &report.effects {
            if let ListVerdict::Disagrees(d) = &line.verdict {
                println!(
                    "  {}: missing {:?}, extra {:?}, order only {}, unresolved models {:?}\n    list: {}\n    rule: {}",
                    line.effect,
                    d.missing,
                    d.extra,
                    d.order_only,
                    line.unresolved_models,
                    line.found.join(" "),
                    line.expected.join(" ")
                );
            }
        }
        total.add(&report.summary);
    }
    println!("all: {total:?}");
}
