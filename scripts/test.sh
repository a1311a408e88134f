#!/usr/bin/env bash
# Runs every test: formatting and clippy (scripts/lint.sh), the native crates (formats,
# simulation, draw list, rendering on lavapipe), the wasm build, the front end's type check
# and build, and the package tests in headless Chromium (WebGPU on SwiftShader). Installs what
# is missing first (scripts/setup.sh).
#
# Two pipelines run side by side, each printing its lines with its name in front: neither
# keeps both of the machine's cores busy on its own (linking, test binaries run one at a
# time, the browser), so together they finish sooner than one after the other.
#   native: fmt and clippy, cargo test, then the package tests of LATE_PAGE_TESTS once the
#           web pipeline has built the site
#   web:    wasm-bindgen-cli (setup), the wasm package (built by clippy's driver: it is the
#           wasm32 lint too), type check, the front end's shape (scripts/check-www.mjs), site
#           build, the other package tests
# (the web pipeline is the longer: a share of the page tests goes with the native one, which
# would otherwise sit idle for its last minutes.)
# Each step prints its time; the end gives each pipeline's result and the total.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-wasm-bindgen
export PATH="$PWD/.tools/bin:$PATH"
# wgpu's Vulkan loader warns without a runtime folder; lavapipe needs no display.
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}

step() {
  local name=$1; shift
  local start=$SECONDS
  printf '== %s\n' "$name"
  "$@"
  printf '== %s: done in %ss\n' "$name" $((SECONDS - start))
}

# Page tests the native pipeline runs when its own steps are done: files that time nothing
# (no latency is asserted in them), about half of the page tests' time.
LATE_PAGE_TESTS=(pkg-tests/sources.test.mjs pkg-tests/effects.test.mjs pkg-tests/materials.test.mjs
  pkg-tests/real-file-views.test.mjs pkg-tests/compare.test.mjs pkg-tests/edit-binder-and-pickers.test.mjs
  pkg-tests/embed.test.mjs pkg-tests/names.test.mjs)

# Waits until the web pipeline has built the site (or has stopped: then fails).
site_built() {
  until [ -e "$logs/site.built" ]; do
    if [ -e "$logs/web.status" ]; then
      echo "the web pipeline stopped before the site was built"
      return 1
    fi
    sleep 2
  done
}

native() {
  step "fmt and clippy (native)" scripts/lint.sh --native
  step "native tests (cargo test)" cargo test --workspace --quiet
  step "waiting for the site" site_built
  step "package tests, late share (headless Chromium)" node --test --test-concurrency=1 "${LATE_PAGE_TESTS[@]}"
}

# The package tests the web pipeline runs: every file but LATE_PAGE_TESTS.
early_page_tests() {
  local file late
  for file in pkg-tests/*.test.mjs; do
    late=0
    for f in "${LATE_PAGE_TESTS[@]}"; do [ "$f" = "$file" ] && late=1; done
    [ "$late" = 1 ] || printf '%s\n' "$file"
  done
}

web() {
  step "wasm-bindgen-cli (setup)" scripts/setup.sh --wasm-bindgen
  # The wasm-test profile: the shipped code at level 1 without LTO, so both modules build in a fraction
  # of the time (npm start and npm run build ship the wasm-release one). Built by clippy's
  # driver with every warning an error: the wasm32 lint without a second compilation.
  step "wasm package (test profile, linted)" scripts/build-wasm.sh test --clippy
  step "front end type check" npx tsc -p www/tsconfig.json --noEmit
  step "front end shape (no import cycle, no module-level state)" node scripts/check-www.mjs
  step "site build" scripts/build-site.sh
  touch "$logs/site.built"
  local early
  mapfile -t early < <(early_page_tests)
  step "package tests (headless Chromium)" node --test --test-concurrency=1 "${early[@]}"
}

logs=$(mktemp -d)
# run NAME: the pipeline NAME, its lines prefixed and kept in $logs/NAME.log, its status in
# $logs/NAME.status.
run() {
  local name=$1
  set +e
  ( set -e; "$name" ) 2>&1 | tee "$logs/$name.log" | sed -u "s/^/[$name] /"
  echo "${PIPESTATUS[0]}" > "$logs/$name.status"
}
run native &
run web &
wait

# The results, unprefixed: cargo's test lines and node's summary, then one closing line.
status=0
for name in native web; do
  code=$(cat "$logs/$name.status" 2>/dev/null || echo 1)
  printf '\n%s: %s\n' "$name" "$([ "$code" = 0 ] && echo passed || echo "FAILED (exit $code)")"
  grep -E '^== .*: done in' "$logs/$name.log" || true
  [ "$code" = 0 ] || status=1
done
# count PATTERN FILE: the sum of the first number of each of PATTERN's matches (0 if none).
count() {
  { grep -hoE "$1" "$2" || true; } |
    awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) { s += $i; break } } END { print s + 0 }'
}
passed=$(count 'test result: [a-zA-Z]+\. [0-9]+ passed' "$logs/native.log")
failed=$(count '[0-9]+ failed;' "$logs/native.log")
ignored=$(count '[0-9]+ ignored;' "$logs/native.log")
# The page tests' summaries: the web pipeline's and the native one's late share.
pkg_pass=$(( $(count '^(#|ℹ) pass [0-9]+' "$logs/web.log") + $(count '^(#|ℹ) pass [0-9]+' "$logs/native.log") ))
pkg_fail=$(( $(count '^(#|ℹ) fail [0-9]+' "$logs/web.log") + $(count '^(#|ℹ) fail [0-9]+' "$logs/native.log") ))
pkg_skip=$(( $(count '^(#|ℹ) skipped [0-9]+' "$logs/web.log") + $(count '^(#|ℹ) skipped [0-9]+' "$logs/native.log") ))
printf '\nnative: %s passed, %s failed, %s ignored; package tests: %s passed, %s failed, %s skipped\n' \
  "$passed" "$failed" "$ignored" "$pkg_pass" "$pkg_fail" "$pkg_skip"
if [ "$status" = 0 ]; then
  printf 'all tests passed in %ss\n' "$SECONDS"
else
  printf 'tests FAILED after %ss\n' "$SECONDS"
fi
printf '%s passed, %s failed, %s skipped\n' $((passed + pkg_pass)) $((failed + pkg_fail)) $((ignored + pkg_skip))
exit "$status"
