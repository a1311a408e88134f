#!/usr/bin/env bash
# Builds the front end into dist/ from the wasm package in www/pkg (scripts/build-wasm.sh):
# the static site (viewer, embed and material pages; the benchmark page is built by
# `npm run bench` alone) and the package module in dist/lib/ with its TypeScript declarations
# (dist/lib/types), which package.json exports.
set -euo pipefail
cd "$(dirname "$0")/.."
npx vite build --config www/vite.config.ts --logLevel warn
npx vite build --config www/vite.lib.config.ts --logLevel warn
npx tsc -p www/tsconfig.lib.json
# The declarations import the wasm package's own (wasm-bindgen writes them beside it), checked
# first: every type its signatures name must be declared (www/tsconfig.pkg.json says why).
npx tsc -p www/tsconfig.pkg.json
mkdir -p dist/lib/types/pkg
cp www/pkg/fxr_view.d.ts dist/lib/types/pkg/
