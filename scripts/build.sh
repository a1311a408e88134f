#!/usr/bin/env bash
# Builds the static site into dist/: the wasm package (release) and the front end.
# dist/ works from any static host and offline (no CDN, no server code).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-browser
export PATH="$PWD/.tools/bin:$PATH"
scripts/build-wasm.sh release
scripts/build-site.sh
echo "built dist/"
