#!/usr/bin/env bash
# Benchmarks the format readers and writers natively and as wasm in Node, in one run, and
# prints a table of rates with the ratios ours/library and wasm/native (see BENCHMARKS.md).
#
#   scripts/bench.sh [--seconds S]     (npm run bench [-- --seconds S])
#
# 1. scripts/build-wasm.sh release builds the wasm package into www/pkg, and cargo builds
#    the native bench (release, without the GPU renderer);
# 2. the native bench runs and writes its figures to $CARGO_TARGET_DIR/bench/native.json
#    (target/ by default);
# 3. scripts/bench-wasm.mjs times the same operations in Node right after, and writes the
#    table to .../bench/table.md as well.
# Both builds come first so that the two timing phases are next to each other: on a shared
# machine the load drifts, and wasm/native compares figures taken a minute apart at most.
# It installs nothing: the wasm build needs what `npm run setup` installs (a wasm32
# compiler and wasm-bindgen); no npm package is used. About 0.8 s per measurement, 20-odd
# measurements on each side, plus the builds.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/.tools/bin:$PATH"
seconds=()
if [ "${1:-}" = "--seconds" ] && [ -n "${2:-}" ]; then seconds=(--seconds "$2"); fi
out=${CARGO_TARGET_DIR:-target}/bench
mkdir -p "$out"

printf '\n\033[1m== builds (wasm package, native bench)\033[0m\n'
if ! scripts/build-wasm.sh release; then
  echo "The wasm package did not build: run 'npm run setup' first (it installs the wasm32 compiler and wasm-bindgen)." >&2
  exit 1
fi
cargo bench --quiet -p fxr-view --no-default-features --bench formats --no-run

printf '\n\033[1m== native (cargo bench)\033[0m\n'
cargo bench --quiet -p fxr-view --no-default-features --bench formats -- --json "$out/native.json" "${seconds[@]}"

printf '\n\033[1m== wasm in Node %s\033[0m\n' "$(node --version)"
node scripts/bench-wasm.mjs "$out/native.json" --markdown "$out/table.md" "${seconds[@]}"
echo "table written to $out/table.md"
