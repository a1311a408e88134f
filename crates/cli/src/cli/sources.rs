//! What a command reads: any number of files and folders (a game's `sfx` folder, an effect
//! binder beside its resource binder), opened into one library, so an effect's textures,
//! models and referenced effects resolve wherever they lie.
//!
//! A file named on the command line must read; a file found in a named folder that is not a
//! game file fxr-view reads is skipped and counted on stderr (a folder holds other things).

use super::read_file;
use fxr_sim::curve::ExternalValues;
use fxr_sim::library::Library;
use fxr_sim::program::EffectProgram;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The opened files.
pub struct Sources {
    /// Everything they hold, by id.
    pub library: Library,
    /// How messages name them ("a.ffxbnd.dcx", "sfx/ (12 files)", "a.dcx and 2 more").
    pub label: String,
}

/// The regular files under `dir`, in path order (symbolic links are not followed, so a loop
/// of links cannot hang the walk).
pub fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let kind = e.file_type()?;
        if kind.is_dir() {
            walk(&e.path(), out)?;
        } else if kind.is_file() {
            out.push(e.path());
        }
    }
    Ok(())
}

/// How messages name the sources.
fn label(paths: &[PathBuf], files: usize) -> String {
    let first = paths
        .first()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    match paths {
        [one] if one.is_dir() => format!("{first} ({files} files)"),
        [_] => first,
        _ => format!("{first} and {} more", paths.len() - 1),
    }
}

/// Opens `paths` (files and folders) into one library.
pub fn open(paths: &[PathBuf]) -> Result<Sources, String> {
    let mut library = Library::new();
    let mut files = 0;
    let mut skipped: Vec<String> = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut found = Vec::new();
            walk(path, &mut found).map_err(|e| format!("{}: {e}", path.display()))?;
            for file in found {
                let bytes = read_file(&file)?;
                files += 1;
                if let Err(e) = library.open_owned(&file.display().to_string(), bytes) {
                    skipped.push(e.to_string());
                }
            }
        } else {
            let bytes = read_file(path)?;
            files += 1;
            library
                .open_owned(&path.display().to_string(), bytes)
                .map_err(|e| e.to_string())?;
        }
    }
    if !skipped.is_empty() {
        eprintln!(
            "fxr-view: {} files of the folders are not files fxr-view reads, skipped (first: {})",
            skipped.len(),
            skipped[0]
        );
    }
    Ok(Sources {
        library,
        label: label(paths, files),
    })
}

impl Sources {
    /// The effect ids, in order.
    pub fn ids(&self) -> Vec<i32> {
        self.library.effects().map(|(&id, _)| id).collect()
    }

    /// `id` if the sources hold that effect, or the only effect when `id` is `None`.
    pub fn effect_id(&self, id: Option<i32>) -> Result<i32, String> {
        let ids = self.ids();
        match id {
            Some(id) if self.library.effect(id).is_some() => Ok(id),
            Some(id) => Err(format!(
                "{}: no effect {id} (it holds {})",
                self.label,
                list(&ids)
            )),
            None if ids.len() == 1 => Ok(ids[0]),
            None if ids.is_empty() => Err(format!("{}: no effect (FXR) found", self.label)),
            None => Err(format!(
                "{}: {} effects; choose one with --effect ({})",
                self.label,
                ids.len(),
                list(&ids)
            )),
        }
    }

    /// Effect `id` compiled for playback, its references resolved among all the sources.
    pub fn program(&self, id: i32) -> Result<Arc<EffectProgram>, String> {
        self.library.program(id).map_err(|e| e.to_string())
    }
}

/// The first ids of a list, for a message.
pub fn list(ids: &[i32]) -> String {
    let shown: Vec<String> = ids.iter().take(20).map(|id| id.to_string()).collect();
    let more = if ids.len() > 20 { ", ..." } else { "" };
    format!("{}{more}", shown.join(", "))
}

/// `--ext ID:VALUE`: an external value the game would supply (as the permalink's `ext=`).
pub fn parse_external(s: &str) -> Result<(i32, f32), String> {
    let (id, value) = s
        .split_once(':')
        .ok_or_else(|| format!("expected ID:VALUE (an external value), found {s:?}"))?;
    let id = id
        .trim()
        .parse::<i32>()
        .map_err(|_| format!("expected an integer id before ':', found {id:?}"))?;
    let value = value
        .trim()
        .parse::<f32>()
        .ok()
        .filter(|v| v.is_finite() && v.abs() <= 1e6)
        .ok_or_else(|| format!("expected a number from -1e6 to 1e6 after ':', found {value:?}"))?;
    Ok((id, value))
}

/// The external values of repeated `--ext` options (a later one of the same id wins).
pub fn externals(ext: &[(i32, f32)]) -> ExternalValues {
    ExternalValues(ext.iter().copied().collect())
}
