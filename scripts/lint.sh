#!/usr/bin/env bash
# The Rust hygiene checks `npm test` runs: formatting, the crates' shape (scripts/check-structure.py:
# no import cycle between modules, no file over 1,000 lines, the renderer free of the simulation),
# and clippy with every warning an error
# (the lints are defined once, in the workspace Cargo.toml), once per target:
#   - natively over every crate and target (tests, benches) with every feature, so the
#     benchmark, testing, fuzzing, TypeScript and WebGL code is linted too;
#   - for wasm32 over the wasm package with its optional features (benchmarks, the WebGL2
#     path), the `api` module included, which only compiles for wasm32.
#
#   scripts/lint.sh            both (fails on any difference or warning)
#   scripts/lint.sh --native   formatting and the native clippy
#   scripts/lint.sh --wasm     the wasm32 clippy (`npm test` lints wasm32 while it builds the
#                              package instead: scripts/build-wasm.sh test --clippy)
#   scripts/lint.sh --fix      format in place, then both
set -euo pipefail
cd "$(dirname "$0")/.."
native=1 wasm=1
case "${1:-}" in
  "") ;;
  --native) wasm=0 ;;
  --wasm) native=0 ;;
  --fix)
    cargo fmt --all
    (cd crates/fuzz && cargo fmt --all)
    ;;
  *) echo "usage: $0 [--native | --wasm | --fix]" >&2; exit 2 ;;
esac
if [ "$native" = 1 ]; then
  python3 scripts/check-structure.py
  cargo fmt --all --check
  (cd crates/fuzz && cargo fmt --all --check)
  cargo clippy --workspace --all-targets --all-features --quiet -- -D warnings
  echo "lint: fmt and clippy (native) clean"
fi
if [ "$wasm" = 1 ]; then
  source scripts/lib/wasm.sh
  wasm_cargo clippy --lib -p fxr-view --features benchmarks,webgl --quiet -- -D warnings
  echo "lint: clippy (wasm32) clean"
fi
