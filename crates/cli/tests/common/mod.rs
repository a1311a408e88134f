//! What the command line's tests share: running the built `fxr-view`, the `../shared` samples
//! (absent: the tests that need them are ignored, with the reason, by `cfg(shared_testdata)`),
//! temporary folders and the output's text.

#![allow(dead_code)] // Each test file uses some of these.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `fxr-view` with `args` (with a runtime folder, so wgpu's Vulkan loader stays quiet).
pub fn fxr_view(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fxr-view"))
        .args(args)
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .output()
        .expect("run fxr-view")
}

/// A file of `../shared/testdata`, or `None` (said on stderr) when it is absent.
pub fn shared(path: &str) -> Option<PathBuf> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/testdata")
        .join(path);
    if p.exists() {
        Some(p)
    } else {
        eprintln!("skipped: {} is absent", p.display());
        None
    }
}

/// An empty temporary folder of this test process for `name`.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fxr-view-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The output's stdout as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The output's stderr as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The output's stdout as JSON, after checking the command succeeded.
pub fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "{}", stderr(out));
    serde_json::from_slice(&out.stdout).expect("JSON")
}
