#!/usr/bin/env bash
# Runs every benchmark in one go and prints their tables (see BENCHMARKS.md): each figure is
# a ratio against a baseline measured in the same run.
#
#   scripts/bench.sh [--seconds S] [--no-browser]     (npm run bench [-- --seconds S])
#
# 1. builds: the wasm package with its benchmark entry points (scripts/build-wasm.sh release
#    with the `benchmarks` feature), the native benches (release, the fxr-bench crate) and,
#    unless --no-browser,
#    the site (vite) and the benchmark page (www/vite.bench.config.ts, into dist-bench/);
# 2. CPU, natively: the format readers and writers against the libraries they wrap
#    (--bench formats) and the simulation at 100k live particles against a plain
#    integrator (--bench sim), JSON to $CARGO_TARGET_DIR/bench/ (target/ by default);
#    the name index over a generated Elden Ring-shaped regulation against its read, and the
#    read against the decryption and inflate alone (--bench names, run after step 3; it
#    writes its generated files for step 6);
# 3. the same cases as wasm in Node right after (scripts/bench-wasm.mjs), one table;
# 4. the renderer natively on the first Vulkan adapter (lavapipe without a GPU): the effect
#    programs against a minimal quad pipeline, 50 distortion sheets + bloom against the
#    same frame without them, and 1,000,000 / 100,000 GPU particles stepped, evaluated and
#    drawn by the compute programs against the CPU path (--bench render);
# 5. the renderer in headless Chromium (WebGPU; SwiftShader without a GPU) through
#    www/bench.html (scripts/bench-browser.mjs), when Chromium is there;
# 6. opening large generated binders in Chromium (3,000 effects + 1,000 textures; 20,000
#    MATBINs filtered, against the native CLI; the names benchmark's regulation and texts
#    read and indexed by the viewer, against the native figure) (scripts/bench-scale.mjs),
#    and a generated Elden Ring-shaped install of 1,000 binders (2.26 GB) opened as a folder
#    within the page's memory budget, against half of it (scripts/bench-install-browser.mjs);
# 7. a generated game install (300 binders, 20,000 effects, 5,000 textures) opened by the
#    release CLI to look at one effect, against the two binders it needs
#    (scripts/bench-install.mjs; needs /usr/bin/time for the peak memory);
# 8. `check --play` and `--render` of a generated 1,000-effect binder on one thread against
#    every core (scripts/bench-check.mjs; /usr/bin/time too).
# The builds come first so that the native and wasm timings are next to each other: on a
# shared machine the load drifts. It installs nothing: the wasm build needs what
# `npm run setup` installs (a wasm32 compiler and wasm-bindgen), the browser part the npm
# packages and Chromium. All tables are also written to .../bench/table.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/.tools/bin:$PATH"
# wgpu's Vulkan loader warns without a runtime folder; lavapipe needs no display.
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
seconds=()
browser=1
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=(--seconds "$2"); shift 2 ;;
    --no-browser) browser=0; shift ;;
    *) echo "usage: $0 [--seconds S] [--no-browser]" >&2; exit 2 ;;
  esac
done
out=${CARGO_TARGET_DIR:-target}/bench
mkdir -p "$out"
# Absolute: cargo runs each bench in its crate's folder, the scripts here in the repository's.
out=$(cd "$out" && pwd)
rm -f "$out"/cpu.md "$out"/names.md "$out"/render.md "$out"/browser.md "$out"/scale.md "$out"/install.md "$out"/check.md

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

if [ "$browser" = 1 ] && { [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ] || [ ! -d node_modules/playwright-core ]; }; then
  echo "No Chromium or no node_modules/playwright-core (npm run setup installs them): the browser part is left out."
  browser=0
fi

if [ "$browser" = 1 ]; then what="wasm package, native benches, site"; else what="wasm package, native benches"; fi
step "builds ($what)"
# The benchmark entry points are behind the crate's `benchmarks` feature (not in the shipped
# module); `npm start` or `npm test` builds the package without it again.
if ! FXR_VIEW_WASM_FEATURES=benchmarks scripts/build-wasm.sh release; then
  echo "The wasm package did not build: run 'npm run setup' first (it installs the wasm32 compiler and wasm-bindgen)." >&2
  exit 1
fi
cargo bench --quiet -p fxr-bench --bench formats --bench sim --bench names --bench render --no-run
if [ "$browser" = 1 ]; then
  # The site (the scale benchmark opens the viewer page) and the benchmark page, which the
  # site leaves out (dist-bench/).
  npx vite build --config www/vite.config.ts --logLevel warn
  npx vite build --config www/vite.bench.config.ts --logLevel warn
fi
# The scale and install benchmarks generate their inputs with the release CLI.
cargo build --quiet --release -p fxr-view-cli --bin fxr-view

step "formats, native (cargo bench --bench formats)"
cargo bench --quiet -p fxr-bench --bench formats -- --json "$out/native.json" "${seconds[@]}"

step "simulation, native (cargo bench --bench sim)"
cargo bench --quiet -p fxr-bench --bench sim -- --json "$out/sim.json" "${seconds[@]}"

step "formats and simulation as wasm in Node $(node --version)"
node scripts/bench-wasm.mjs "$out/native.json" "$out/sim.json" --markdown "$out/cpu.md" "${seconds[@]}"

# After the wasm part, which is compared with the native figures just before it.
step "name index over a generated regulation, native (cargo bench --bench names)"
cargo bench --quiet -p fxr-bench --bench names -- --json "$out/names.json" --markdown "$out/names.md" --write-input "$out/names-input" "${seconds[@]}"

step "renderer, native (cargo bench --bench render)"
cargo bench --quiet -p fxr-bench --bench render -- --json "$out/render.json" --markdown "$out/render.md"

if [ "$browser" = 1 ]; then
  step "renderer in headless Chromium (www/bench.html)"
  node scripts/bench-browser.mjs --markdown "$out/browser.md" || echo "The browser benchmark failed (above); the other tables stand."
  step "opening large binders in headless Chromium (scripts/bench-scale.mjs)"
  node scripts/bench-scale.mjs --markdown "$out/scale.md" --names-input "$out/names-input" --names-json "$out/names.json" || echo "The scale benchmark failed (above); the other tables stand."
  step "a game install opened as a folder in headless Chromium (scripts/bench-install-browser.mjs)"
  node scripts/bench-install-browser.mjs --markdown "$out/install-browser.md" || echo "The browser install benchmark failed (above); the other tables stand."
fi

if [ -x /usr/bin/time ]; then
  step "opening a generated game install natively (scripts/bench-install.mjs)"
  node scripts/bench-install.mjs --markdown "$out/install.md" || echo "The install benchmark failed (above); the other tables stand."
  step "check on one thread and on every core (scripts/bench-check.mjs)"
  node scripts/bench-check.mjs --markdown "$out/check.md" || echo "The check benchmark failed (above); the other tables stand."
else
  echo "No /usr/bin/time: the install and check benchmarks (peak memory) are left out."
fi

for part in cpu names render browser scale install check; do
  if [ -f "$out/$part.md" ]; then cat "$out/$part.md"; echo; fi
done > "$out/table.md"
echo
echo "tables written to $out/table.md"
