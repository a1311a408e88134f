//! The generated action tables cannot drift from their generator: `tools/fxr-actions/gen.py
//! --check` regenerates `crates/formats/src/fxr/actions/tables.rs` and the slot tables of
//! `docs/fxr-actions.md` from the spec files in memory and fails if either differs.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn generated_tables_match_the_generator() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new("python3")
        .arg(root.join("tools/fxr-actions/gen.py"))
        .arg("--check")
        .output()
        .expect("python3 runs (scripts/setup.sh installs it with PyYAML)");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("in sync"));
}
