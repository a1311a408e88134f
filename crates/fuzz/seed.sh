#!/usr/bin/env bash
# Fills corpus/<target>/ with seed inputs made from the sample files (game data: the corpus
# folder is git-ignored and must never be committed).
#
#   crates/fuzz/seed.sh [SAMPLES_DIR...]  (default: ../shared/testdata next to the repository)
#
#   e.g. crates/fuzz/seed.sh /work/shared/testdata /work/shared/corpus
#
# Binders and texture packs are opened and DCX files decompressed (examples/seed.rs), so each
# target starts from inputs of its own format. Running it again only adds what is missing.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ "$#" -eq 0 ]; then
    set -- "$here/../../../shared/testdata"
fi
folders=()
for samples in "$@"; do
    if [ ! -d "$samples" ]; then
        echo "seed.sh: no sample folder at $samples (give one or more as arguments)" >&2
        exit 1
    fi
    folders+=("$(cd "$samples" && pwd)")
done
cd "$here"
# A plain host build (no sanitizer, stable toolchain): the seeder is an ordinary program.
for samples in "${folders[@]}"; do
    cargo run --quiet --release --example seed -- "$samples" "$here/corpus"
done
for dir in corpus/*/; do
    printf '%-8s %4d inputs\n' "$(basename "$dir")" "$(find "$dir" -type f | wc -l)"
done
