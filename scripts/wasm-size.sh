#!/usr/bin/env bash
# Prints what the site ships of the wasm package, raw and gzip -9 (BENCHMARKS.md, download
# size): run after scripts/build-wasm.sh release (the wasm-release profile).
#
#   scripts/wasm-size.sh [PKG_DIR...]      (default www/pkg and www/pkg-webgl)
set -euo pipefail
cd "$(dirname "$0")/.."
dirs=("$@")
if [ ${#dirs[@]} -eq 0 ]; then dirs=(www/pkg www/pkg-webgl); fi
printf '| file | bytes | gzip -9 |\n|---|--:|--:|\n'
for pkg in "${dirs[@]}"; do
  if [ ! -f "$pkg/fxr_view_bg.wasm" ]; then
    echo "no $pkg/fxr_view_bg.wasm: run scripts/build-wasm.sh release first" >&2
    exit 1
  fi
  for f in "$pkg/fxr_view_bg.wasm" "$pkg/fxr_view.js"; do
    printf '| %s | %d | %d |\n' "$f" "$(stat -c %s "$f")" "$(gzip -9 -c "$f" | wc -c)"
  done
done
