#!/usr/bin/env bash
# Prints what the site ships of the wasm package, raw and gzip -9 (BENCHMARKS.md, download
# size): run after scripts/build-wasm.sh release (the wasm-release profile).
#
#   scripts/wasm-size.sh [PKG_DIR]      (default www/pkg)
set -euo pipefail
cd "$(dirname "$0")/.."
pkg=${1:-www/pkg}
if [ ! -f "$pkg/fxr_view_bg.wasm" ]; then
  echo "no $pkg/fxr_view_bg.wasm: run scripts/build-wasm.sh release first" >&2
  exit 1
fi
printf '| file | bytes | gzip -9 |\n|---|--:|--:|\n'
for f in "$pkg/fxr_view_bg.wasm" "$pkg/fxr_view.js"; do
  printf '| %s | %d | %d |\n' "$(basename "$f")" "$(stat -c %s "$f")" "$(gzip -9 -c "$f" | wc -c)"
done
