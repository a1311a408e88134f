//! Inputs the fuzz targets (crates/fuzz) once failed on, kept so they keep passing in
//! `cargo test` without libFuzzer.
//!
//! Two kinds:
//! - small synthetic files under `tests/fuzz_regressions/<target>/`, each run through every
//!   module's fuzz hook (not only its own target's: every hook must survive any input);
//! - findings that were mutations of a real sample, kept as the sample's path plus the few
//!   changed bytes (no game data is stored here), rebuilt from ../shared/testdata when it is
//!   present and skipped otherwise.

use fxr_formats::{
    bnd4, dcx, dds, dxbc, flver, fmg, fxr, matbin, mtd, param, probe, regulation, resource_list,
    tae, tpf,
};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

/// Every fuzz target, named as its folder, with the hook it calls.
/// A fuzz hook: panics when its oracle fails.
type Hook = fn(&[u8]);

const HOOKS: [(&str, Hook); 16] = [
    ("dcx", dcx::fuzz),
    ("bnd4", bnd4::fuzz),
    ("fxr", fxr::fuzz),
    ("mtd", mtd::fuzz),
    ("matbin", matbin::fuzz),
    ("tae", tae::fuzz),
    ("tpf", tpf::fuzz),
    ("dds", dds::fuzz),
    ("dxbc", dxbc::fuzz),
    ("flver", flver::fuzz),
    ("fmg", fmg::fuzz),
    ("param", param::fuzz),
    ("regulation", regulation::fuzz),
    ("resource_list", resource_list::fuzz),
    ("probe", probe::fuzz),
    ("unpack", fxr_formats::unpack::fuzz),
];

fn regressions_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions")
}

fn regression(target: &str, name: &str) -> Vec<u8> {
    let path = regressions_dir().join(target).join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs every hook on `data`; returns "hook: message" for each that panicked.
fn failing_hooks(data: &[u8]) -> Vec<String> {
    HOOKS
        .iter()
        .filter_map(|&(name, hook)| {
            let outcome = catch_unwind(AssertUnwindSafe(|| hook(data)));
            outcome.err().map(|panic| {
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                format!("{name}: {message}")
            })
        })
        .collect()
}

#[test]
fn every_hook_accepts_every_saved_input() {
    let dir = regressions_dir();
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    let mut failures = Vec::new();
    let mut files = 0;
    for folder in &folders {
        let target = folder.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            HOOKS.iter().any(|(name, _)| *name == target),
            "{}: not a fuzz target's name",
            folder.display()
        );
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        inputs.sort();
        for input in inputs {
            let data = std::fs::read(&input).unwrap();
            files += 1;
            for failure in failing_hooks(&data) {
                failures.push(format!("{}: {failure}", rel(&input)));
            }
        }
    }
    // The folder holds the inputs listed in crates/fuzz/README.md; none missing.
    assert!(
        files >= 2,
        "only {files} saved inputs under {}",
        dir.display()
    );
    assert!(
        failures.is_empty(),
        "hooks panicked:\n{}",
        failures.join("\n")
    );
}

fn rel(path: &Path) -> String {
    path.strip_prefix(regressions_dir())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// A Kraken stream of random bytes on which the Oodle decoder (oozextract 0.5.7) panics
/// (an `assert!` in its LZNA path): the DCX reader must catch it and report an error.
#[test]
fn kraken_decoder_panic_is_a_decompression_error() {
    let data = regression("dcx", "kraken-lzna-assert");
    let header = dcx::peek(&data).expect("the header itself is valid");
    assert_eq!(header.compression.algorithm, dcx::DcxAlgorithm::Kraken);
    match dcx::read(&data) {
        Err(e) => assert!(e.to_string().contains("KRAK"), "{e}"),
        Ok(_) => panic!("a corrupt Kraken stream decompressed"),
    }
}

/// An MTD whose description holds 0xF0 0x40, a user-defined Shift-JIS code: it decodes to a
/// private-use character that cannot be encoded again, so the reader refused to write what it
/// had read. It is now refused when read, at the description's bytes.
#[test]
fn mtd_text_that_cannot_be_written_back_is_refused() {
    let data = regression("mtd", "user-defined-shift-jis-row");
    let error = mtd::read(&data).expect_err("text that cannot be written back");
    assert_eq!(error.offset(), 0x60, "{error}");
    // The same file with plain ASCII there reads and writes back byte for byte.
    let mut ascii = data.clone();
    ascii[0x60..0x62].copy_from_slice(b"ok");
    let read = mtd::read(&ascii).expect("the fixture is otherwise valid");
    assert_eq!(read.description, "ok");
    assert_eq!(mtd::write(&read).unwrap(), ascii);
}

/// A finding that was a real sample with a few bytes changed.
struct SamplePatch {
    /// The hook that failed.
    target: &'static str,
    /// The sample, relative to ../shared/testdata.
    sample: &'static str,
    /// For a binder, the entry (by id) the mutated file was; `None` for the whole file.
    entry: Option<i32>,
    /// (offset, new byte).
    patches: &'static [(usize, u8)],
    /// What went wrong, and the fix.
    why: &'static str,
}

const SAMPLE_PATCHES: &[SamplePatch] = &[
    SamplePatch {
        target: "fxr",
        sample: "ds3/f000032210.fxr",
        entry: None,
        // Property record 91 (0x3640 + 91 * 0x28), modifier count at +0x20: 0 -> 19.
        patches: &[(0x4498, 0x13)],
        why: "two runs of unreferenced fields, each within the limit, went to one property; \
              written as one run they exceeded it and were dropped on reading back, so the \
              second write differed (fxr/read.rs now limits a property's total)",
    },
    SamplePatch {
        target: "mtd",
        sample: "sdt/allmaterialbnd.mtdbnd",
        entry: Some(25),
        // The description's text (C[AMSN]_Wind.mtd).
        patches: &[
            (0xA1, 0xA8),
            (0xA2, 0x9C),
            (0xA3, 0x8B),
            (0xA4, 0x9A),
            (0xA5, 0x8D),
            (0xA6, 0xA2),
            (0xA7, 0xF2),
            (0xA8, 0xF5),
        ],
        why: "Shift-JIS 0xF2 0xF5 (user-defined row) read as a private-use character that \
              the writer cannot encode (decode_shift_jis_strict now refuses it)",
    },
];

fn shared_sample(path: &str) -> Option<Vec<u8>> {
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/testdata")
        .join(path);
    match std::fs::read(&full) {
        Ok(data) => Some(data),
        Err(_) => {
            eprintln!("skipped: {} is absent", full.display());
            None
        }
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn mutated_samples_pass_every_hook() {
    for case in SAMPLE_PATCHES {
        let Some(mut data) = shared_sample(case.sample) else {
            continue;
        };
        if let Some(id) = case.entry {
            let binder = bnd4::read(&data).unwrap();
            data = binder.by_id(id).expect("entry").data.clone();
        }
        for &(offset, byte) in case.patches {
            assert_ne!(
                data[offset], byte,
                "{}: patch at {offset:#x} changes nothing",
                case.sample
            );
            data[offset] = byte;
        }
        let failures = failing_hooks(&data);
        assert!(
            failures.is_empty(),
            "{} ({}; {}):\n{}",
            case.sample,
            case.target,
            case.why,
            failures.join("\n")
        );
    }
}
