#!/usr/bin/env python3
"""What the wasm module is made of (BENCHMARKS.md, download size): bytes of function code per
crate, the data segments and the other sections, each with what it gzips to alone.

    scripts/wasm-contents.py [MODULE] [--top N] [--functions N]

MODULE defaults to the release module as the compiler wrote it, before wasm-bindgen
(target/wasm-debian/wasm32-unknown-unknown/wasm-release/fxr_view.wasm, or under target/ with
a rustup toolchain), because function names come from the module's `name` section, which the
shipped module (www/pkg, scripts/build-wasm.sh release) leaves out. Before wasm-bindgen the
module also holds its `__wasm_bindgen_unstable` section and more exports, which the shipped
one does not; code is the same. A function is counted under the
first path segment of its demangled name (`wgpu_core::...`, `naga::...`); generic functions
instantiated for another crate's types count under the crate that defines them; names that
are not Rust paths (`<T as Trait>` impls, the allocator's, wasm-bindgen's shims) under the
crate of their first segment or `(other)`. gzip of a group compresses that group's bytes
alone, so the groups' gzip figures do not add up to the module's.
"""

import gzip
import os
import re
import sys
from collections import defaultdict


def leb(data, at):
    """An unsigned LEB128 at `at`: (value, next offset)."""
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, at
        shift += 7


def sections(data):
    """(id, name, start, end) of every section; name is set for custom sections."""
    if data[:4] != b"\0asm":
        raise SystemExit("not a wasm module")
    at = 8
    while at < len(data):
        sid = data[at]
        size, body = leb(data, at + 1)
        name = None
        if sid == 0:
            n, p = leb(data, body)
            name = data[p : p + n].decode("utf-8", "replace")
        yield sid, name, body, body + size
        at = body + size


def imported_functions(data, start, end):
    count, at = leb(data, start)
    functions = 0
    for _ in range(count):
        for _ in range(2):
            n, at = leb(data, at)
            at += n
        kind = data[at]
        at += 1
        if kind == 0:
            _, at = leb(data, at)
            functions += 1
        elif kind == 1:
            at += 1
            flags, at = leb(data, at)
            _, at = leb(data, at)
            if flags & 1:
                _, at = leb(data, at)
        elif kind == 2:
            flags, at = leb(data, at)
            _, at = leb(data, at)
            if flags & 1:
                _, at = leb(data, at)
        elif kind == 3:
            at += 2
        elif kind == 4:
            at += 1
            _, at = leb(data, at)
    return functions


def function_names(data, start, end):
    """Function index -> name from the name section's function subsection."""
    n, at = leb(data, start)
    at += n
    names = {}
    while at < end:
        kind = data[at]
        size, body = leb(data, at + 1)
        if kind == 1:
            count, p = leb(data, body)
            for _ in range(count):
                index, p = leb(data, p)
                length, p = leb(data, p)
                names[index] = data[p : p + length].decode("utf-8", "replace")
                p += length
        at = body + size
    return names


def crate_of(name):
    """The crate a function belongs to, from its demangled name (`<naga[hash]::valid::...`,
    `wgpu_core[hash]::...`); C functions (zstd's) and shims are `(C and shims)`."""
    if name.startswith("_R"):
        # v0 mangling (before wasm-bindgen): the first crate root, C[s<hash>_]<len><name>.
        m = re.search(r"C(?:s[0-9A-Za-z]*_)?(\d+)", name)
        if m:
            return name[m.end() : m.end() + int(m.group(1))].lstrip("_") or "(other)"
    m = re.match(r"_ZN(\d+)", name)
    if m:
        # Mangled (before wasm-bindgen): the first length-prefixed segment.
        first = name[m.end() : m.end() + int(m.group(1))]
        first = first.removeprefix("_$LT$").removeprefix("$RF$").removeprefix("mut$u20$")
        first = first.removeprefix("dyn$u20$")
        return re.split(r"\.\.|\$", first)[0] or "(other)"
    m = re.match(r"<*&?(?:mut )?(?:dyn )?([A-Za-z_][A-Za-z0-9_]*)(?:\[[0-9a-f]+\])?::", name)
    if m:
        return m.group(1)
    if name.startswith("ZSTD_") or name.startswith("HUF_") or name.startswith("FSE_"):
        return "zstd (C)"
    return "(C and shims)"


def main():
    args = sys.argv[1:]
    default = next(
        (p for p in ("target/wasm-debian/wasm32-unknown-unknown/wasm-release/fxr_view.wasm",
                     "target/wasm32-unknown-unknown/wasm-release/fxr_view.wasm") if os.path.exists(p)),
        "www/pkg/fxr_view_bg.wasm")
    path = next((a for a in args if not a.startswith("--") and not a.isdigit()), default)
    top = int(args[args.index("--top") + 1]) if "--top" in args else 25
    show_functions = int(args[args.index("--functions") + 1]) if "--functions" in args else 0
    data = open(path, "rb").read()
    secs = list(sections(data))
    imports = 0
    names = {}
    bodies = []
    other = defaultdict(int)
    for sid, name, start, end in secs:
        if sid == 2:
            imports = imported_functions(data, start, end)
        elif sid == 0 and name == "name":
            names = function_names(data, start, end)
        if sid == 10:
            count, at = leb(data, start)
            for _ in range(count):
                size, body = leb(data, at)
                bodies.append((body, body + size))
                at = body + size
        else:
            label = {0: f"custom section '{name}'", 1: "types", 2: "imports", 3: "function table",
                     4: "tables", 5: "memory", 6: "globals", 7: "exports", 8: "start",
                     9: "elements", 11: "data segments", 12: "data count"}.get(sid, f"section {sid}")
            other[label] += end - start
    groups = defaultdict(list)
    per_function = []
    for i, (s, e) in enumerate(bodies):
        name = names.get(imports + i, f"(function {imports + i})")
        groups[crate_of(name)].append(data[s:e])
        per_function.append((e - s, name))
    total = len(data)
    print(f"{path}: {total} bytes, gzip -9 {len(gzip.compress(data, 9))}; "
          f"{len(bodies)} functions, {sum(e - s for s, e in bodies)} bytes of code")
    print()
    print("| crate (function code) | functions | bytes | share | gzip -9 alone |")
    print("|---|--:|--:|--:|--:|")
    ranked = sorted(groups.items(), key=lambda kv: -sum(len(b) for b in kv[1]))
    for crate, chunks in ranked[:top]:
        size = sum(len(b) for b in chunks)
        packed = len(gzip.compress(b"".join(chunks), 9))
        print(f"| {crate} | {len(chunks)} | {size} | {100 * size / total:.1f} % | {packed} |")
    rest = ranked[top:]
    if rest:
        size = sum(sum(len(b) for b in chunks) for _, chunks in rest)
        print(f"| {len(rest)} other crates | {sum(len(c) for _, c in rest)} | {size} | {100 * size / total:.1f} % | |")
    print()
    print("| other sections | bytes | share | gzip -9 alone |")
    print("|---|--:|--:|--:|")
    for sid, name, start, end in secs:
        if sid == 10:
            continue
        label = f"custom '{name}'" if sid == 0 else {11: "data segments", 2: "imports", 7: "exports", 9: "elements"}.get(sid)
        if label and end - start > 1000:
            print(f"| {label} | {end - start} | {100 * (end - start) / total:.1f} % | {len(gzip.compress(data[start:end], 9))} |")
    if show_functions:
        print()
        for size, name in sorted(per_function, reverse=True)[:show_functions]:
            print(f"{size:>8} {name[:160]}")


if __name__ == "__main__":
    main()
