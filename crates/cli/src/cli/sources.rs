//! What a command reads: any number of files and folders (a game's `sfx` folder, an effect
//! binder beside its resource binder), opened into one library, so an effect's textures,
//! models and referenced effects resolve wherever they lie.
//!
//! A file named on the command line must read; a file found in a named folder that is not a
//! game file fxr-view reads is skipped and counted on stderr (a folder holds other things).
//!
//! Files are read from disk as the library asks for their parts ([`DiskFile`]), and DCX
//! files are decompressed through the library's bounded cache: a whole game's `sfx` folder
//! opens holding its index, not its bytes.

use fxr_formats::{FormatError, fxr};
use fxr_library::{Backing, Library, check_within};
use fxr_sim::curve::ExternalValues;
use fxr_sim::program::EffectProgram;
use std::borrow::Cow;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

/// A file on disk as a library's backing: each read seeks and reads the part asked for. A
/// file written again since it was opened is an error when next read (its index no longer
/// describes it), not a source of mixed bytes.
#[derive(Debug)]
pub struct DiskFile {
    path: PathBuf,
    file: Mutex<File>,
    len: usize,
    modified: Option<SystemTime>,
}

impl DiskFile {
    /// Opens `path` for reading.
    pub fn open(path: &Path) -> Result<Self, String> {
        let file = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let meta = file
            .metadata()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let len = usize::try_from(meta.len())
            .map_err(|_| format!("{}: larger than this machine can address", path.display()))?;
        Ok(DiskFile {
            path: path.to_path_buf(),
            file: Mutex::new(file),
            len,
            modified: meta.modified().ok(),
        })
    }

    fn unreadable(&self, offset: usize, detail: String) -> FormatError {
        FormatError::Unreadable {
            format: "file",
            offset: offset as u64,
            what: "bytes",
            detail: format!("{}: {detail}", self.path.display()),
        }
    }
}

impl Backing for DiskFile {
    fn len(&self) -> usize {
        self.len
    }

    fn read(&self, range: Range<usize>) -> Result<Cow<'_, [u8]>, FormatError> {
        check_within(&range, self.len)?;
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let meta = file
            .metadata()
            .map_err(|e| self.unreadable(range.start, e.to_string()))?;
        if meta.len() != self.len as u64 || meta.modified().ok() != self.modified {
            return Err(self.unreadable(
                range.start,
                "the file was written again since it was opened; open it again".into(),
            ));
        }
        let mut bytes = vec![0; range.len()];
        file.seek(SeekFrom::Start(range.start as u64))
            .and_then(|_| file.read_exact(&mut bytes))
            .map_err(|e| self.unreadable(range.start, e.to_string()))?;
        Ok(Cow::Owned(bytes))
    }
}

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

/// The environment variable that sets how many MB of decompressed binders the library keeps
/// (`FXR_VIEW_UNPACK_MB`, default [`fxr_library::DEFAULT_UNPACK_BUDGET`]).
pub const UNPACK_BUDGET_VARIABLE: &str = "FXR_VIEW_UNPACK_MB";

/// A library with the decompressed-binder budget [`UNPACK_BUDGET_VARIABLE`] sets.
pub fn new_library() -> Result<Library, String> {
    match std::env::var(UNPACK_BUDGET_VARIABLE) {
        Err(_) => Ok(Library::new()),
        Ok(mb) => {
            let mb: usize = mb
                .trim()
                .parse()
                .ok()
                .filter(|&mb| mb <= 1 << 20)
                .ok_or_else(|| {
                    format!(
                        "{UNPACK_BUDGET_VARIABLE}={mb:?}: expected a number of MB from 0 to 1048576"
                    )
                })?;
            Ok(Library::with_unpack_budget(mb << 20))
        }
    }
}

/// Opens `paths` (files and folders) into one library.
pub fn open(paths: &[PathBuf]) -> Result<Sources, String> {
    let mut library = new_library()?;
    let mut files = 0;
    let mut skipped: Vec<String> = Vec::new();
    let mut entry_errors: Vec<String> = Vec::new();
    let mut opened = |library: &mut Library, path: &Path| -> Result<(), String> {
        let backing = Arc::new(DiskFile::open(path)?);
        let summary = library
            .open_backed(&path.display().to_string(), backing)
            .map_err(|e| e.to_string())?;
        entry_errors.extend(summary.errors);
        Ok(())
    };
    for path in paths {
        if path.is_dir() {
            let mut found = Vec::new();
            walk(path, &mut found).map_err(|e| format!("{}: {e}", path.display()))?;
            for file in found {
                files += 1;
                if let Err(e) = opened(&mut library, &file) {
                    skipped.push(e);
                }
            }
        } else {
            files += 1;
            opened(&mut library, path)?;
        }
    }
    // Entries that do not read are said (the rest of their binders opened).
    for e in entry_errors.iter().take(10) {
        eprintln!("fxr-view: {e}");
    }
    if entry_errors.len() > 10 {
        eprintln!(
            "fxr-view: and {} more entries that do not read",
            entry_errors.len() - 10
        );
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

    /// Effect `id`'s file, parsed.
    pub fn fxr(&self, id: i32) -> Result<Arc<fxr::Fxr>, String> {
        let entry = self
            .library
            .effect(id)
            .ok_or_else(|| format!("{}: no effect {id}", self.label))?;
        entry.fxr().cloned().map_err(|e| e.to_string())
    }

    /// Effect `id` compiled for playback, its references resolved among all the sources.
    pub fn program(&self, id: i32) -> Result<Arc<EffectProgram>, String> {
        fxr_sim::compile_effect(&self.library, id).map_err(|e| e.to_string())
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
