//! The build script of the crates whose tests read real samples from `../shared/testdata`
//! (beside the repository): it sets `cfg(shared_testdata)` when that folder is there, so a
//! test that needs it is marked
//! `#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]`
//! and reported as ignored, with the reason, instead of passing without checking anything.

use std::path::Path;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(shared_testdata)");
    println!("cargo::rustc-check-cfg=cfg(shared_corpus)");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    // The crates sit at crates/NAME; ../shared sits beside the repository.
    let shared = Path::new(&manifest).join("../../../shared/testdata");
    // Cargo runs the script again when the folder appears, disappears or changes.
    println!("cargo::rerun-if-changed={}", shared.display());
    if shared.is_dir() {
        println!("cargo::rustc-cfg=shared_testdata");
    }
    // The real-file corpus (`docs/corpus.md`), likewise: `cfg(shared_corpus)`.
    let corpus = Path::new(&manifest).join("../../../shared/corpus");
    println!("cargo::rerun-if-changed={}", corpus.display());
    if corpus.is_dir() {
        println!("cargo::rustc-cfg=shared_corpus");
    }
}
