#!/usr/bin/env bash
# The Rust hygiene checks `npm test` runs first: formatting, and clippy with every warning an
# error (the lints are defined once, in the workspace Cargo.toml), natively over every target
# and for wasm32 over the library as the web package builds it (the `web` module included).
#
#   scripts/lint.sh          check (fails on any difference or warning)
#   scripts/lint.sh --fix    format in place, then check
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--fix" ]; then
  cargo fmt --all
  (cd crate/fuzz && cargo fmt --all)
fi
cargo fmt --all --check
(cd crate/fuzz && cargo fmt --all --check)
cargo clippy --workspace --all-targets --quiet -- -D warnings
# The tests turn on the `testing`, `fuzzing` and `benchmarks` features (crate/Cargo.toml), so
# the line above lints the library with them; this one lints what ships, without them.
cargo clippy -p fxr-view --lib --bins --quiet -- -D warnings
source scripts/lib/wasm.sh
# The WebGPU module as it ships, then with the benchmarks and the WebGL2 path (the other
# module, www/pkg-webgl: scripts/build-wasm.sh), so each cfg is linted once.
wasm_cargo clippy --lib -p fxr-view --release --quiet -- -D warnings
wasm_cargo clippy --lib -p fxr-view --release --features benchmarks,webgl --quiet -- -D warnings
echo "lint: fmt and clippy (native, wasm32) clean"
