#!/usr/bin/env bash
# Builds the wasm package (the crate's library for wasm32 + its JS bindings) into www/pkg.
#
#   scripts/build-wasm.sh [release|dev]
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
case "$profile" in
  release) cargo_profile=(--release); out_profile=release ;;
  dev) cargo_profile=(); out_profile=debug ;;
  *) echo "usage: $0 [release|dev]" >&2; exit 2 ;;
esac

source scripts/lib/wasm.sh
features=()
if [ -n "${FXR_VIEW_WASM_FEATURES:-}" ]; then features=(--features "$FXR_VIEW_WASM_FEATURES"); fi
wasm_cargo build --lib -p fxr-view "${cargo_profile[@]}" "${features[@]}"

wasm=$wasm_target_dir/wasm32-unknown-unknown/$out_profile/fxr_view.wasm
rm -rf www/pkg
wasm-bindgen --target web --out-dir www/pkg --out-name fxr_view "$wasm"
if [ "$profile" = release ] && [ "${FXR_VIEW_WASM_OPT:-0}" = 1 ] && command -v wasm-opt >/dev/null 2>&1; then
  # Optional size/speed pass; the features are those rustc's wasm32 target enables.
  if wasm-opt -O2 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
       --enable-mutable-globals --enable-reference-types --enable-multivalue \
       www/pkg/fxr_view_bg.wasm -o www/pkg/fxr_view_bg.opt.wasm 2>/tmp/fxr-view-wasm-opt.log; then
    mv www/pkg/fxr_view_bg.opt.wasm www/pkg/fxr_view_bg.wasm
  else
    echo "wasm-opt could not optimise the module (kept it as built): $(tail -n1 /tmp/fxr-view-wasm-opt.log)" >&2
    rm -f www/pkg/fxr_view_bg.opt.wasm
  fi
fi
ls -l www/pkg/fxr_view_bg.wasm
