#!/usr/bin/env bash
# Builds the wasm package (the crate's library for wasm32 + its JS bindings) into www/pkg,
# and the same with the WebGL2 path into www/pkg-webgl (below).
#
#   scripts/build-wasm.sh [release|test|dev] [--clippy]
#
# release: the wasm-release profile (LTO, one codegen unit), what `npm start` and
# `npm run build` ship; test: the wasm-test profile (the same code at level 1, without LTO), what `npm test`
# loads; dev: unoptimised, with names.
#
# --clippy: our crates are compiled by clippy's driver with every warning an error, so that
# the build is also the wasm32 lint (`scripts/lint.sh --wasm` checks the same code without
# building it; `npm test` builds instead of checking twice). The WebGL2 module then gets the
# `benchmarks` feature too, so that every wasm32 feature is linted (it only adds exports).
#
# FXR_VIEW_WASM_FEATURES=benchmarks adds the crate's `benchmarks` feature (the `bench_*`
# exports and the viewer's renderer benchmarks), as `npm run bench` does; the shipped
# module leaves it out.
#
# The compiler is chosen by scripts/lib/wasm.sh (a rustup toolchain with the wasm32 target,
# else Debian's rustc-web building std itself).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/.tools/bin:$PATH"
profile=${1:-release}
clippy=0
if [ "${2:-}" = --clippy ]; then clippy=1; elif [ -n "${2:-}" ]; then
  echo "usage: $0 [release|test|dev] [--clippy]" >&2; exit 2
fi
case "$profile" in
  # The wasm-release profile (root Cargo.toml): release with LTO and one codegen unit.
  release) cargo_profile=(--profile wasm-release); out_profile=wasm-release ;;
  test) cargo_profile=(--profile wasm-test); out_profile=wasm-test ;;
  dev) cargo_profile=(); out_profile=debug ;;
  *) echo "usage: $0 [release|test|dev]" >&2; exit 2 ;;
esac

source scripts/lib/wasm.sh
# The release module leaves out the function names (1.06 MB raw, 0.16 MB gzip: BENCHMARKS.md,
# download size) and the producers section; a panic's stack then shows function numbers,
# which `scripts/build-wasm.sh dev` turns back into names.
strip=()
if [ "$profile" != dev ]; then strip=(--remove-name-section --remove-producers-section); fi

# build OUT_DIR [EXTRA_FEATURE]: the crate for wasm32 with FXR_VIEW_WASM_FEATURES and the
# extra feature, then its bindings into OUT_DIR.
build() {
  local out=$1 list=${FXR_VIEW_WASM_FEATURES:-}
  if [ -n "${2:-}" ]; then list=${list:+$list,}$2; fi
  local features=()
  if [ -n "$list" ]; then features=(--features "$list"); fi
  if [ "$clippy" = 1 ]; then
    # What `cargo clippy` does for a check, for a build: the driver as the wrapper of the
    # workspace's crates (dependencies are compiled as usual), its arguments in CLIPPY_ARGS
    # as cargo-clippy passes them (separated by __CLIPPY_HACKERY__).
    RUSTC_WORKSPACE_WRAPPER=$wasm_clippy_driver CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" \
      wasm_cargo build --lib -p fxr-view "${cargo_profile[@]}" "${features[@]}"
  else
    wasm_cargo build --lib -p fxr-view "${cargo_profile[@]}" "${features[@]}"
  fi
  rm -rf "$out"
  wasm-bindgen --target web --out-dir "$out" --out-name fxr_view "${strip[@]}" \
    "$wasm_target_dir/wasm32-unknown-unknown/$out_profile/fxr_view.wasm"
  ls -l "$out/fxr_view_bg.wasm"
}

# Two modules: www/pkg without the WebGL2 path (what a browser with WebGPU loads, and the
# decompression worker everywhere) and www/pkg-webgl with it (the crate's `webgl` feature),
# which www/src/core/wasm.ts loads instead when the browser offers no WebGPU adapter. The
# WebGL2 path is wgpu's GL backend with naga translating the shaders: 0.8 of the 1.65 MB gzip.
build www/pkg
if [ "$clippy" = 1 ]; then build www/pkg-webgl webgl,benchmarks; else build www/pkg-webgl webgl; fi
# No wasm-opt pass: Debian's binaryen (108) rewrites the module so that wasm-bindgen's
# externref table no longer initialises ("Table.set(): function-typed object must be null"),
# although -Oz took an opt-level "s" build from 1.87 to 1.64 MB gzip (BENCHMARKS.md, download size).
