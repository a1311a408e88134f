#!/usr/bin/env bash
# Fills corpus/<target>/ with seed inputs made from the sample files (game data: the corpus
# folder is git-ignored and must never be committed).
#
#   crates/fuzz/seed.sh [SAMPLES_DIR]     (default: ../shared/testdata next to the repository)
#
# Binders and texture packs are opened and DCX files decompressed (examples/seed.rs), so each
# target starts from inputs of its own format. Running it again only adds what is missing.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
samples="${1:-$here/../../../shared/testdata}"
if [ ! -d "$samples" ]; then
    echo "seed.sh: no sample folder at $samples (give one as the first argument)" >&2
    exit 1
fi
cd "$here"
# A plain host build (no sanitizer, stable toolchain): the seeder is an ordinary program.
cargo run --quiet --release --example seed -- "$samples" "$here/corpus"
for dir in corpus/*/; do
    printf '%-8s %4d inputs\n' "$(basename "$dir")" "$(find "$dir" -type f | wc -l)"
done
