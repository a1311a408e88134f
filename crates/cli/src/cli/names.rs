//! `names` (every effect's best name, from the game's own params, texts and animations) and
//! `uses` (every use of an effect, or every effect of what a name matches): the index of
//! `fxr_names`, built from the files and folders given.

use super::sources::walk;
use super::{CliResult, limits, print_json, read_file};
use fxr_formats::fxr::Game;
use fxr_names::index::{EffectName, EffectUse};
use fxr_names::{NameIndex, NameSources, SourceProblem, kind_of};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The index of the files under `paths`, and the effects the effect binders among them hold.
struct Opened {
    index: NameIndex,
    effects_in_files: BTreeSet<i32>,
    read: usize,
}

/// Every file of `paths` (folders walked).
fn files_of(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut files).map_err(|e| format!("{}: {e}", path.display()))?;
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

/// Whether a file holds effects (a loose `.fxr` or an effect binder), by its name.
fn holds_effects(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    name.ends_with(".fxr") || name.contains(".ffxbnd")
}

fn open(paths: &[PathBuf], game: Option<&str>) -> Result<Opened, String> {
    let mut sources = NameSources::new(limits());
    sources.game = game.map(parse_game).transpose()?;
    let mut library = super::sources::new_library()?;
    let mut read = 0;
    for file in files_of(paths)? {
        let shown = file.display().to_string();
        if kind_of(&shown).is_some() {
            let data = read_file(&file)?;
            sources.add(&shown, &data);
            read += 1;
        } else if holds_effects(&file) {
            let backing = std::sync::Arc::new(super::sources::DiskFile::open(&file)?);
            match library.open_backed(&shown, backing) {
                Ok(_) => read += 1,
                Err(e) => sources.problems.push(SourceProblem {
                    file: shown,
                    error: e.to_string(),
                }),
            }
        }
    }
    let effects_in_files = library.effects().map(|(&id, _)| id).collect();
    let index = NameIndex::build(&sources);
    for p in index.problems().iter().take(20) {
        eprintln!("fxr-view: {p}");
    }
    if index.problems().len() > 20 {
        eprintln!(
            "fxr-view: and {} more files that do not read",
            index.problems().len() - 20
        );
    }
    if read == 0 {
        return Err(format!(
            "{}: no regulation.bin, text binder (.msgbnd.dcx), animation binder (.anibnd.dcx), \
             community names or effect binder found",
            label(paths)
        ));
    }
    Ok(Opened {
        index,
        effects_in_files,
        read,
    })
}

fn label(paths: &[PathBuf]) -> String {
    match paths {
        [one] => one.display().to_string(),
        [first, rest @ ..] => format!("{} and {} more", first.display(), rest.len()),
        [] => String::new(),
    }
}

/// `--game`: the games the index reads.
fn parse_game(word: &str) -> Result<Game, String> {
    Ok(match word.to_ascii_lowercase().as_str() {
        "er" | "eldenring" | "elden-ring" => Game::EldenRing,
        "nr" | "nightreign" => Game::Nightreign,
        "ds3" | "darksouls3" | "dark-souls-3" => Game::DarkSouls3,
        "ac6" | "armoredcore6" | "armored-core-6" => Game::ArmoredCore6,
        "sdt" | "sekiro" => Game::Sekiro,
        other => {
            return Err(format!(
                "--game: expected er, nr, ds3, ac6 or sekiro, found {other:?}"
            ));
        }
    })
}

/// `fxr-view demo --names GAME --out DIR`: a generated game folder naming the demo's effects
/// (`fxr_names::fixtures`).
pub fn write_demo(out: &Path, game: &str) -> CliResult {
    let game = parse_game(game)?;
    let regulation_game = fxr_names::sources::regulation_game(game).ok_or_else(|| {
        format!("--names: {game:?} has no regulation layouts: choose er, nr, ds3 or ac6")
    })?;
    if out.exists() {
        return Err(format!("{}: already exists (nothing is overwritten)", out.display()).into());
    }
    let files = fxr_names::fixtures::game_files(regulation_game);
    let demo = fxr_demo::demo_binder().map_err(|e| e.to_string())?;
    let written = [
        ("regulation.bin", &files.regulation),
        ("msg/engus/item.msgbnd.dcx", &files.texts),
        ("chr/c0000.anibnd.dcx", &files.animations),
        ("sfx/demo.ffxbnd.dcx", &demo),
    ];
    for (name, bytes) in written {
        let path = out.join(name);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        }
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        outln!("{}  {} bytes", path.display(), bytes.len());
    }
    Ok(())
}

/// One effect of `names`.
#[derive(serde::Serialize)]
struct NamedEffect {
    effect: i32,
    name: Option<String>,
    origin: Option<fxr_names::index::NameOrigin>,
    in_files: bool,
    uses: usize,
}

/// `fxr-view names PATHS... [--game G] [--json]`.
pub fn names(paths: &[PathBuf], game: Option<&str>, json: bool) -> CliResult {
    let opened = open(paths, game)?;
    let index = &opened.index;
    let mut ids: BTreeSet<i32> = index.effects().into_iter().collect();
    ids.extend(opened.effects_in_files.iter().copied());
    let effects: Vec<NamedEffect> = ids
        .into_iter()
        .map(|effect| {
            let name = index.name(effect);
            NamedEffect {
                effect,
                origin: name.as_ref().map(|n| n.origin),
                name: name.map(|EffectName { name, .. }| name),
                in_files: opened.effects_in_files.contains(&effect),
                uses: index.uses(effect).len(),
            }
        })
        .collect();
    if json {
        return print_json(&serde_json::json!({
            "game": format!("{:?}", index.game()),
            "files_read": opened.read,
            "effects": effects,
            "problems": index.problems(),
        }));
    }
    for e in &effects {
        outln!(
            "f{:09}  {}",
            e.effect,
            e.name.as_deref().unwrap_or("(no name)")
        );
    }
    let named = effects.iter().filter(|e| e.name.is_some()).count();
    outln!(
        "{} effects, {named} named ({:?})",
        effects.len(),
        index.game()
    );
    Ok(())
}

/// `fxr-view uses PATHS... --effect ID [--json]`.
pub fn uses_of_effect(paths: &[PathBuf], effect: i32, game: Option<&str>, json: bool) -> CliResult {
    let opened = open(paths, game)?;
    let index = &opened.index;
    let uses = index.uses(effect);
    let name = index.name(effect);
    if json {
        return print_json(&serde_json::json!({
            "effect": effect,
            "name": name.as_ref().map(|n| &n.name),
            "uses": uses,
            "problems": index.problems(),
        }));
    }
    outln!(
        "f{effect:09}  {}",
        name.as_ref().map_or("(no name)", |n| n.name.as_str())
    );
    if uses.is_empty() {
        outln!("  no use of effect {effect} in {}", label(paths));
    }
    for u in &uses {
        outln!("  {}", use_line(u));
    }
    Ok(())
}

fn use_line(u: &EffectUse) -> String {
    match u {
        EffectUse::Param(p) => {
            let row_name = p
                .row_name
                .as_deref()
                .map(|n| format!(" \"{n}\""))
                .unwrap_or_default();
            let owners: Vec<String> = p
                .owners
                .iter()
                .filter(|o| !o.via.is_empty())
                .map(|o| {
                    let path: Vec<String> = o
                        .via
                        .iter()
                        .map(|s| format!("{} {}.{}", s.param, s.row, s.field))
                        .collect();
                    format!("{} ({} {}): {}", o.name, o.param, o.row, path.join(" → "))
                })
                .collect();
            let from = if owners.is_empty() {
                String::new()
            } else {
                format!("; from {}", owners.join("; "))
            };
            format!(
                "{} {}{row_name} {}: {}{from}",
                p.param, p.row, p.field, p.label
            )
        }
        EffectUse::Animation(a) => format!(
            "{} {} animation {} event {} {} ({}){}",
            a.file,
            a.tae,
            a.animation,
            a.event_type,
            a.event_name,
            a.field,
            a.dummy_poly
                .map(|d| format!(" at dummy poly {d}"))
                .unwrap_or_default()
        ),
    }
}

/// `fxr-view uses PATHS... --name TEXT [--json]`.
pub fn uses_of_name(paths: &[PathBuf], query: &str, game: Option<&str>, json: bool) -> CliResult {
    let opened = open(paths, game)?;
    let index = &opened.index;
    let search = index.find(query);
    if json {
        return print_json(&serde_json::json!({
            "query": query,
            "found": search.found,
            "matched": search.matched,
            "problems": index.problems(),
        }));
    }
    if search.found.is_empty() {
        outln!("nothing named {query:?} in {}", label(paths));
    }
    for f in &search.found {
        outln!(
            "{} ({} {}): {} effects",
            f.name,
            f.param,
            f.row,
            f.effects.len()
        );
        for e in &f.effects {
            let path: Vec<String> = e
                .via
                .iter()
                .map(|s| format!("{} {}.{}", s.param, s.row, s.field))
                .collect();
            outln!("  f{:09}  {}: {}", e.effect, e.label, path.join(" → "));
        }
    }
    if search.is_cut() {
        outln!(
            "… the first {} of {} matching rows: add words to narrow the search",
            search.found.len(),
            search.matched
        );
    }
    Ok(())
}
