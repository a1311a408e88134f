#!/usr/bin/env bash
# Runs every fuzz target (or the ones named) for SECONDS each, one after the other.
#
#   crates/fuzz/run-all.sh SECONDS [TARGET...]
#
# Each run starts from corpus/<target>/ (fill it first with seed.sh) and adds what it finds
# there; crashes go to artifacts/<target>/, each run's log to artifacts/logs/<target>.log.
# A target that crashes stops early; the others still run. Exits 1 if any target crashed.
#
# Toolchain: cargo-fuzz needs nightly flags. RUSTC_BOOTSTRAP=1 lets the stable toolchain
# accept them; set CARGO_FUZZ="cargo +nightly fuzz" to use a nightly toolchain instead.
set -uo pipefail
seconds="${1:?usage: run-all.sh SECONDS [TARGET...]}"
shift
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
export RUSTC_BOOTSTRAP=1
read -r -a cargo_fuzz <<< "${CARGO_FUZZ:-cargo fuzz}"
if [ "$#" -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <("${cargo_fuzz[@]}" list --fuzz-dir "$here")
fi
mkdir -p artifacts/logs
# Build every target once up front, so the time limits are spent fuzzing.
"${cargo_fuzz[@]}" build --fuzz-dir "$here" || exit 2
failed=()
for target in "${targets[@]}"; do
    mkdir -p "corpus/$target"
    log="artifacts/logs/$target.log"
    echo "== $target: ${seconds}s (log: $log)"
    # -rss_limit_mb: every reader caps its allocations well below this (Limits).
    # -timeout: one input taking 10 s means a loop that does not end.
    "${cargo_fuzz[@]}" run --fuzz-dir "$here" "$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        > "$log" 2>&1
    status=$?
    runs="$(grep -Eo '^Done [0-9]+ runs' "$log" | tail -1 | grep -Eo '[0-9]+')"
    corpus="$(find "corpus/$target" -type f | wc -l)"
    if [ "$status" -eq 0 ]; then
        echo "   ok: ${runs:-?} runs, corpus $corpus inputs"
    else
        echo "   FAILED (exit $status): see $log and artifacts/$target/"
        grep -E '^(SUMMARY|thread .* panicked|==[0-9]+==ERROR)' "$log" | head -3 | sed 's/^/   /'
        failed+=("$target")
    fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "crashed: ${failed[*]}"
    exit 1
fi
echo "all ${#targets[@]} targets ran ${seconds}s without a crash"
