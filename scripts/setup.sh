#!/usr/bin/env bash
# Installs what building and testing fxr-view needs, skipping what is already there:
#   - Debian packages: a wasm32 compiler (rustc-web, cargo-web, rust-web-src, lld, clang),
#     binaryen, Chromium (browser tests) and mesa-vulkan-drivers (lavapipe: native rendering
#     without a GPU);
#   - wasm-bindgen-cli at exactly the version the crate pins (into .tools/, inside the repo);
#   - the npm packages (npm ci).
# A second run does nothing and takes a second or two.
#
#   scripts/setup.sh            everything
#   scripts/setup.sh --no-browser   without Chromium (enough for npm start)
set -euo pipefail
cd "$(dirname "$0")/.."
want_browser=1
[ "${1:-}" = "--no-browser" ] && want_browser=0

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

# --- Rust (native) -----------------------------------------------------------------------
if ! command -v cargo >/dev/null 2>&1; then
  say "no cargo on PATH: install Rust (https://rustup.rs) and run again."
  exit 1
fi

# --- Debian packages ------------------------------------------------------------------------
packages=(mesa-vulkan-drivers binaryen)
if ! { command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; }; then
  # No rustup toolchain with the wasm32 target: use Debian's compiler, which ships std's source.
  packages+=(rustc-web cargo-web rust-web-src lld clang)
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

# --- wasm-bindgen-cli at the pinned version ------------------------------------------------
pinned=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if [ -z "$pinned" ]; then
  say "cannot find the wasm-bindgen version in Cargo.lock"
  exit 1
fi
export PATH="$PWD/.tools/bin:$PATH"
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$pinned" ]; then
  say "installing wasm-bindgen-cli $pinned into .tools/ (a few minutes, once)"
  cargo install --quiet --locked --root .tools wasm-bindgen-cli --version "$pinned"
fi

# --- npm packages ------------------------------------------------------------------------------
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
say "ready"
