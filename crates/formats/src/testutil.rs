//! Helpers for the format tests: the shared sample files and the robustness sweep.

use std::path::PathBuf;

/// The folder of real sample files (`../shared/testdata` beside the repository), if present.
pub fn shared_testdata() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/testdata");
    dir.is_dir().then_some(dir)
}

/// The real-file corpus (`../shared/corpus` beside the repository, `docs/corpus.md`), if present.
pub fn shared_corpus() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus");
    dir.is_dir().then_some(dir)
}

/// Every file under `dir`, sorted, without following links.
pub fn files_under(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            e.unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
                .path()
        })
        .collect();
    entries.sort();
    for path in entries {
        if path.is_symlink() {
            continue;
        }
        if path.is_dir() {
            out.extend(files_under(&path));
        } else {
            out.push(path);
        }
    }
    out
}

/// Reads a sample file, or prints why the test is skipped and returns `None`.
pub fn sample(relative: &str) -> Option<Vec<u8>> {
    let Some(dir) = shared_testdata() else {
        eprintln!("skipped: ../shared/testdata is absent, so {relative} cannot be read");
        return None;
    };
    let path = dir.join(relative);
    match std::fs::read(&path) {
        Ok(bytes) => Some(bytes),
        Err(e) => panic!("{} exists but cannot be read: {e}", path.display()),
    }
}

/// Reads a sample file that `../shared/testdata` may lack (samples added after the folder
/// was made), or prints why it is skipped and returns `None`.
pub fn optional_sample(relative: &str) -> Option<Vec<u8>> {
    let Some(dir) = shared_testdata() else {
        eprintln!("skipped: ../shared/testdata is absent, so {relative} cannot be read");
        return None;
    };
    let path = dir.join(relative);
    if !path.is_file() {
        eprintln!("skipped: ../shared/testdata/{relative} is absent");
        return None;
    }
    sample(relative)
}

/// Runs `parse` on truncations of `data` at many offsets and on copies with flipped bytes.
///
/// Truncations must fail (the format has no optional tail) unless `truncation_may_succeed`;
/// flipped bytes may parse or fail, but never panic. A panic fails the calling test with
/// the offset that caused it.
pub fn sweep_corruptions<T>(
    data: &[u8],
    truncation_may_succeed: bool,
    parse: impl Fn(&[u8]) -> Result<T, super::FormatError> + std::panic::RefUnwindSafe,
) {
    let step = (data.len() / 257).max(1);
    let mut offsets: Vec<usize> = (0..data.len()).step_by(step).collect();
    offsets.extend([0, 1, 2, 3, 4, 8, 16, 0x40, 0x80]);
    offsets.retain(|&o| o < data.len());
    for &cut in &offsets {
        let result = std::panic::catch_unwind(|| parse(&data[..cut]).is_err());
        match result {
            Ok(failed) => assert!(
                failed || truncation_may_succeed,
                "truncated to {cut} of {} bytes and still parsed",
                data.len()
            ),
            Err(_) => panic!("panicked on the data truncated to {cut} bytes"),
        }
    }
    for &at in &offsets {
        for mask in [0xFFu8, 0x80, 0x01] {
            let mut copy = data.to_vec();
            copy[at] ^= mask;
            if std::panic::catch_unwind(|| {
                let _ = parse(&copy);
            })
            .is_err()
            {
                panic!("panicked with byte {at:#x} xor {mask:#x}");
            }
        }
    }
}
