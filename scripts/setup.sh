#!/usr/bin/env bash
# Installs what building and testing fxr-view needs, skipping what is already there:
#   - Debian packages: a wasm32 compiler (rustc-web, cargo-web, rust-web-src, rust-web-clippy,
#     lld, clang),
#     python3-yaml (the action tables' generator, checked by the tests), Chromium
#     (browser tests) and mesa-vulkan-drivers (lavapipe: native rendering
#     without a GPU);
#   - wasm-bindgen-cli at exactly the version the crate pins (into .tools/, inside the repo,
#     never used from elsewhere under CI);
#   - the npm packages (npm ci).
# A second run does nothing and takes a second or two.
#
#   scripts/setup.sh                    everything
#   scripts/setup.sh --no-browser       without Chromium (enough for npm start)
#   scripts/setup.sh --no-wasm-bindgen  all but wasm-bindgen-cli (npm test installs it in its
#                                       web pipeline, beside the native one: scripts/test.sh)
#   scripts/setup.sh --wasm-bindgen     wasm-bindgen-cli alone
set -euo pipefail
cd "$(dirname "$0")/.."
want_browser=1 want_system=1 want_wasm_bindgen=1
case "${1:-}" in
  "") ;;
  --no-browser) want_browser=0 ;;
  --no-wasm-bindgen) want_wasm_bindgen=0 ;;
  --wasm-bindgen) want_system=0 ;;
  *) echo "usage: $0 [--no-browser | --no-wasm-bindgen | --wasm-bindgen]" >&2; exit 2 ;;
esac

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

system() {
# --- Rust (native) -----------------------------------------------------------------------
if ! command -v cargo >/dev/null 2>&1; then
  say "no cargo on PATH: install Rust (https://rustup.rs) and run again."
  exit 1
fi

# fmt and clippy run in `npm test` (scripts/lint.sh).
for component in fmt clippy; do
  if ! cargo "$component" --version >/dev/null 2>&1; then
    if command -v rustup >/dev/null 2>&1; then
      say "installing the rustup component for cargo $component"
      rustup component add "$([ "$component" = fmt ] && echo rustfmt || echo clippy)"
    else
      say "no 'cargo $component': install rustfmt and clippy for your Rust toolchain and run again."
      exit 1
    fi
  fi
done

# --- Debian packages ------------------------------------------------------------------------
packages=(mesa-vulkan-drivers python3-yaml)
if ! { command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; }; then
  # No rustup toolchain with the wasm32 target: use Debian's compiler, which ships std's source.
  packages+=(rustc-web cargo-web rust-web-src rust-web-clippy lld clang)
fi
[ "$want_browser" = 1 ] && packages+=(chromium)
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
else
  say "not a Debian system: make sure these (or your system's equivalents) are installed: ${packages[*]}"
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    say "missing Debian packages: ${missing[*]}"
    say "run:  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
    exit 1
  fi
fi

# --- npm packages ------------------------------------------------------------------------------
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
}

wasm_bindgen() {
# --- wasm-bindgen-cli at the pinned version ------------------------------------------------
# The CLI must equal the `wasm-bindgen` crate in Cargo.lock exactly. It is installed into
# .tools/ (inside the repository), unless a wasm-bindgen of that version is already on PATH.
# Under CI (CI set) one on PATH is never used: a fresh clone has no .tools/, so every CI run
# installs it from scratch and a route that only works with leftovers fails there.
pinned=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if [ -z "$pinned" ]; then
  say "cannot find the wasm-bindgen version in Cargo.lock"
  exit 1
fi
tools=$PWD/.tools
export PATH="$tools/bin:$PATH"
if [ -n "${CI:-}" ]; then
  have=$("$tools/bin/wasm-bindgen" --version 2>/dev/null | awk '{print $2}' || true)
else
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
fi
if [ "$have" != "$pinned" ]; then
  say "installing wasm-bindgen-cli $pinned into $tools/ (a few minutes, once)"
  install_log=$(mktemp)
  # Built unoptimised and without debug information (--debug): it only rewrites the module's
  # bindings, in 3.3 s instead of 0.8 s for the 9.4 MB test module, into the same bytes, and
  # it builds in 50 s instead of minutes on two cores.
  export CARGO_PROFILE_DEV_DEBUG=0
  # --locked first: the CLI's own lock file, as its authors tested it. A registry that lacks
  # a version that lock file pins (as the one reachable on this project's machines does:
  # webpki-roots 1.0.11) fails at resolution, before anything is built; then the same
  # wasm-bindgen-cli version is resolved anew against what the registry serves.
  if ! cargo install --quiet --debug --locked --root "$tools" wasm-bindgen-cli --version "$pinned" 2>"$install_log"; then
    if grep -qE 'failed to select a version|no matching package' "$install_log"; then
      say "wasm-bindgen-cli $pinned's lock file pins a dependency this registry does not serve ($(grep -m1 -oE 'requirement `[^`]+`' "$install_log" || echo 'see cargo'));" \
          "resolving its dependencies anew (same wasm-bindgen-cli version)"
      cargo install --quiet --debug --root "$tools" wasm-bindgen-cli --version "$pinned"
    else
      cat "$install_log" >&2
      rm -f "$install_log"
      exit 1
    fi
  fi
  rm -f "$install_log"
  have=$("$tools/bin/wasm-bindgen" --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$pinned" ]; then
    say "installed wasm-bindgen is '${have:-none}', Cargo.lock pins $pinned: stopping"
    exit 1
  fi
fi

}

[ "$want_system" = 1 ] && system
[ "$want_wasm_bindgen" = 1 ] && wasm_bindgen
say "ready"
