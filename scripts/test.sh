#!/usr/bin/env bash
# Runs every test: formatting and clippy (native and wasm32, scripts/lint.sh), the native crate (formats, simulation, rendering on lavapipe), the wasm
# build, the front end's type check and build, and the package tests in headless Chromium
# (WebGPU on SwiftShader). Installs what is missing first (scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/.tools/bin:$PATH"
# wgpu's Vulkan loader warns without a runtime folder; lavapipe needs no display.
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}

step() {
  local name=$1; shift
  local start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$name"
  "$@"
  printf '\033[1m== %s: done in %ss\033[0m\n' "$name" $((SECONDS - start))
}

step "fmt and clippy (native, wasm32)" scripts/lint.sh
step "native tests (cargo test)" cargo test --workspace --quiet
# The wasm-test profile: the shipped code without LTO, so both modules build in a fraction of
# the time (npm start and npm run build ship the wasm-release one).
step "wasm package (test profile)" scripts/build-wasm.sh test
step "front end type check" npx tsc -p www/tsconfig.json --noEmit
step "site build" scripts/build-site.sh
step "package tests (headless Chromium)" node --test --test-concurrency=1 pkg-tests/
printf '\nall tests passed in %ss\n' "$SECONDS"
