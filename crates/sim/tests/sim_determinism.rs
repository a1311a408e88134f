//! Playback is deterministic: a seed and a time give the same particles every run, and the
//! same as the wasm build gives in the browser (pkg-tests compares with the same file).
//!
//! `goldens/sim_digests.json` holds, per case, the frame digest (FNV-1a of every instance
//! byte) and the instance count. `BLESS=1` rewrites it.

use fxr_library::Library;
use fxr_sim::instances::ViewInfo;
use fxr_sim::playback::{Playback, PlaybackOptions};
use std::path::PathBuf;

/// (sample file, seed, time): the cases both native and browser tests play.
pub const CASES: &[(&str, u32, f32)] = &[
    ("er/f000523390.fxr", 1, 0.0),
    ("er/f000523390.fxr", 1, 2.5),
    ("er/f000523390.fxr", 42, 2.5),
    ("er/f000523390.fxr", 42, 9.75),
    ("ac6/f006081003.fxr", 7, 0.05),
    ("ac6/f006081003.fxr", 7, 0.2),
];

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/goldens/sim_digests.json")
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn digests_match_the_golden_file() {
    let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/testdata");
    if !shared.is_dir() {
        eprintln!("skipped: ../shared/testdata is absent");
        return;
    }
    let mut results = serde_json::Map::new();
    for &(file, seed, time) in CASES {
        let mut library = Library::new();
        let bytes = std::fs::read(shared.join(file)).unwrap();
        library.open(file, &bytes).unwrap();
        let (&id, _) = library.effects().next().unwrap();
        let program = fxr_sim::compile_effect(&library, id).unwrap();
        let mut playback = Playback::new(
            program,
            PlaybackOptions {
                seed,
                ..Default::default()
            },
        );
        let frame = playback.frame(time, &ViewInfo::default());
        // Twice in one run gives the same frame.
        assert_eq!(
            frame.digest(),
            playback.frame(time, &ViewInfo::default()).digest()
        );
        results.insert(
            format!("{file} seed {seed} t {time}"),
            serde_json::json!({ "digest": format!("{:016x}", frame.digest()), "instances": frame.instance_count() }),
        );
    }
    let actual = serde_json::Value::Object(results);
    if std::env::var_os("BLESS").is_some_and(|v| v == "1") {
        std::fs::write(
            golden_path(),
            serde_json::to_string_pretty(&actual).unwrap() + "\n",
        )
        .unwrap();
        return;
    }
    let expected: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(golden_path())
            .expect("goldens/sim_digests.json (BLESS=1 writes it)"),
    )
    .unwrap();
    assert_eq!(
        actual, expected,
        "playback changed; if intended, rerun with BLESS=1"
    );
}
