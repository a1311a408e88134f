#!/usr/bin/env bash
# Builds the wasm package (the crate's library for wasm32 + its JS bindings) into www/pkg.
#
#   scripts/build-wasm.sh [release|dev]
#
# Uses a rustup toolchain that has the wasm32 target when there is one (as on a developer's
# machine); otherwise Debian's compiler (rustc-web), which ships the standard library's
# source, building std for wasm32 itself (-Zbuild-std). The two compilers use separate
# target folders so neither invalidates the other's artifacts.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/.tools/bin:$PATH"
profile=${1:-release}
case "$profile" in
  release) cargo_profile=(--release); out_profile=release ;;
  dev) cargo_profile=(); out_profile=debug ;;
  *) echo "usage: $0 [release|dev]" >&2; exit 2 ;;
esac

if command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  target_dir=target
  cargo build --lib -p fxr-view --target wasm32-unknown-unknown "${cargo_profile[@]}"
elif [ -x /usr/bin/cargo ] && [ -d /usr/lib/rustlib/src/rust/library ]; then
  target_dir=target/wasm-debian
  # Prefer the linker and archiver of the LLVM that Debian's rustc is built on.
  llvm_ar=$(ls /usr/bin/llvm-ar-2[0-9] 2>/dev/null | sort -V | tail -n1 || true)
  wasm_ld=$(ls /usr/bin/wasm-ld-2[0-9] 2>/dev/null | sort -V | tail -n1 || true)
  PATH=/usr/bin:$PATH \
  RUSTC_BOOTSTRAP=1 \
  CARGO_TARGET_DIR=$target_dir \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=${wasm_ld:-wasm-ld} \
  CC_wasm32_unknown_unknown=clang \
  AR_wasm32_unknown_unknown=${llvm_ar:-llvm-ar} \
    /usr/bin/cargo build --lib -p fxr-view --target wasm32-unknown-unknown "${cargo_profile[@]}" \
      -Zbuild-std=std,panic_abort
else
  echo "No Rust compiler for wasm32: run scripts/setup.sh (installs Debian's rustc-web), or 'rustup target add wasm32-unknown-unknown'." >&2
  exit 1
fi

wasm=$target_dir/wasm32-unknown-unknown/$out_profile/fxr_view.wasm
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
