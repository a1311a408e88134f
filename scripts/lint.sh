#!/usr/bin/env bash
# The Rust hygiene checks `npm test` runs first: formatting, and clippy with every warning an
# error (the lints are defined once, in the workspace Cargo.toml), once per target:
#   - natively over every crate and target (tests, benches) with every feature, so the
#     benchmark, testing, fuzzing, TypeScript and WebGL code is linted too;
#   - for wasm32 over the wasm package with its optional features (benchmarks, the WebGL2
#     path), the `api` module included, which only compiles for wasm32.
#
#   scripts/lint.sh          check (fails on any difference or warning)
#   scripts/lint.sh --fix    format in place, then check
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--fix" ]; then
  cargo fmt --all
  (cd crates/fuzz && cargo fmt --all)
fi
cargo fmt --all --check
(cd crates/fuzz && cargo fmt --all --check)
cargo clippy --workspace --all-targets --all-features --quiet -- -D warnings
source scripts/lib/wasm.sh
wasm_cargo clippy --lib -p fxr-view --features benchmarks,webgl --quiet -- -D warnings
echo "lint: fmt and clippy (native, wasm32) clean"
