# Sourced by the scripts that compile the crate for wasm32 (build-wasm.sh, lint.sh).
# Defines `wasm_target_dir`, `wasm_clippy_driver` (the clippy of the same compiler) and
# `wasm_cargo SUBCOMMAND [ARGS...]`, which runs cargo for wasm32-unknown-unknown with
# whichever compiler this machine has for it:
#   - a rustup toolchain that has the wasm32 target (a developer's usual machine);
#   - otherwise Debian's compiler (rustc-web, installed by setup.sh), which ships the standard
#     library's source: std is built for wasm32 by cargo itself (-Zbuild-std).
# The two compilers use separate target folders so neither invalidates the other's artifacts.

if command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  wasm_target_dir=target
  wasm_clippy_driver=$(rustc --print sysroot)/bin/clippy-driver
  wasm_cargo() {
    local sub=$1; shift
    cargo "$sub" --target wasm32-unknown-unknown "$@"
  }
elif [ -x /usr/bin/cargo ] && [ -d /usr/lib/rustlib/src/rust/library ]; then
  wasm_target_dir=target/wasm-debian
  wasm_clippy_driver=/usr/bin/clippy-driver
  wasm_cargo() {
    local sub=$1; shift
    # Prefer the linker and archiver of the LLVM that Debian's rustc is built on.
    local llvm_ar wasm_ld
    llvm_ar=$(ls /usr/bin/llvm-ar-2[0-9] 2>/dev/null | sort -V | tail -n1 || true)
    wasm_ld=$(ls /usr/bin/wasm-ld-2[0-9] 2>/dev/null | sort -V | tail -n1 || true)
    PATH=/usr/bin:$PATH \
    RUSTC_BOOTSTRAP=1 \
    CARGO_TARGET_DIR=$wasm_target_dir \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=${wasm_ld:-wasm-ld} \
    CC_wasm32_unknown_unknown=clang \
    AR_wasm32_unknown_unknown=${llvm_ar:-llvm-ar} \
      /usr/bin/cargo "$sub" --target wasm32-unknown-unknown -Zbuild-std=std,panic_abort "$@"
  }
else
  echo "No Rust compiler for wasm32: run scripts/setup.sh (installs Debian's rustc-web), or 'rustup target add wasm32-unknown-unknown'." >&2
  exit 1
fi
