#!/usr/bin/env python3
"""Checks the shape the architecture (docs/architecture.md) asks of the Rust crates:

- no import cycle between the files of a crate: every `use crate::…`, `use super::…` and
  `use self::…` (and every such path written inline) is resolved to the file of the module it names, and the graph of files must
  have no cycle (test modules aside: a `tests.rs` or an inline `mod tests` imports what it
  tests);
- no file over 1,000 lines in the crates the layers' rule covers (simulation, library,
  inspect, draw, GPU, session, web), not counting inline test modules;
- the GPU crate does not depend on the simulation crate.

Run by `npm test` (scripts/lint.sh); prints what it found and exits 1 on a failure.
"""

import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), '..'))
SIZE_CHECKED = ['sim', 'library', 'inspect', 'draw', 'gpu', 'session', 'web']
MAX_LINES = 1000


def strip_comments(text):
    """The text without line comments (doc comments included) and block comments."""
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    return re.sub(r'//[^\n]*', '', text)


def strip_test_modules(text):
    """The text without `#[cfg(test)] mod NAME { ... }` blocks."""
    out, i = [], 0
    pattern = re.compile(r'#\[cfg\(test\)\]\s*mod\s+\w+\s*\{')
    while True:
        m = pattern.search(text, i)
        if not m:
            out.append(text[i:])
            return ''.join(out)
        out.append(text[i:m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {'{': 1, '}': -1}.get(text[j], 0)
            j += 1
        i = j


class Crate:
    def __init__(self, path):
        self.path = path
        self.src = os.path.join(path, 'src')
        self.modules = {}  # module path tuple -> file
        root = 'lib.rs' if os.path.exists(os.path.join(self.src, 'lib.rs')) else 'main.rs'
        self.walk((), os.path.join(self.src, root))

    def walk(self, module, file):
        self.modules[module] = file
        text = strip_comments(open(file, encoding='utf-8').read())
        folder = os.path.dirname(file) if os.path.basename(file) in ('lib.rs', 'main.rs', 'mod.rs') \
            else os.path.splitext(file)[0]
        for m in re.finditer(r'(#\[cfg\(test\)\]\s*)?(?:pub(?:\([\w:]+\))?\s+)?mod\s+(\w+)\s*;', text):
            if m.group(1):
                continue  # a test module
            name = m.group(2)
            for candidate in (os.path.join(folder, name + '.rs'), os.path.join(folder, name, 'mod.rs')):
                if os.path.exists(candidate):
                    self.walk(module + (name,), candidate)
                    break

    def file_of(self, module):
        """The file of the deepest existing module a path starts with."""
        while module and module not in self.modules:
            module = module[:-1]
        return self.modules.get(module)

    def edges(self):
        out = {}
        for module, file in self.modules.items():
            if os.path.basename(file) == 'tests.rs':
                continue
            text = strip_test_modules(strip_comments(open(file, encoding='utf-8').read()))
            targets = set()
            paths = [p for use in re.finditer(r'\buse\s+([^;]+);', text)
                     for p in expand(use.group(1))]
            # Paths written inline (`super::actions::generic_fields(…)`) too.
            body = re.sub(r'\buse\s+[^;]+;', '', text)
            paths += re.findall(r'\b(?:crate|super|self)(?:::\w+)+', body)
            for path in paths:
                target = self.resolve(module, file, path)
                if target and target != file:
                    targets.add(target)
            out[file] = targets
        return out

    def resolve(self, module, file, path):
        parts = [p for p in path.split('::') if p]
        if not parts:
            return None
        # A mod.rs, lib.rs or main.rs is its module; any other file is its module too.
        here = list(module)
        if parts[0] == 'crate':
            base, rest = [], parts[1:]
        elif parts[0] == 'super':
            base, rest = here[:-1], parts[1:]
            while rest and rest[0] == 'super':
                base, rest = base[:-1], rest[1:]
        elif parts[0] == 'self':
            base, rest = here, parts[1:]
        else:
            return None
        return self.file_of(tuple(base + [p for p in rest if p not in ('*', 'self')]))


def expand(tree):
    """The paths of a use tree (`a::{b, c::{d, e}}` -> a::b, a::c::d, a::c::e)."""
    tree = re.sub(r'\s+', '', tree)
    m = re.match(r'^(.*?)\{(.*)\}$', tree)
    if not m:
        return [re.sub(r'as\w+$', '', tree)]
    prefix, inner = m.group(1), m.group(2)
    parts, depth, current = [], 0, ''
    for ch in inner:
        if ch == ',' and depth == 0:
            parts.append(current)
            current = ''
            continue
        depth += {'{': 1, '}': -1}.get(ch, 0)
        current += ch
    if current:
        parts.append(current)
    out = []
    for p in parts:
        out.extend(expand(prefix + p) if p != 'self' else [prefix.rstrip(':')])
    return out


def cycles(graph):
    """The strongly connected components of more than one file (Tarjan)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return found


def main():
    failures = []
    crates_dir = os.path.join(ROOT, 'crates')
    names = sorted(n for n in os.listdir(crates_dir)
                   if n != 'fuzz' and os.path.isdir(os.path.join(crates_dir, n, 'src')))
    files = 0
    for name in names:
        crate = Crate(os.path.join(crates_dir, name))
        files += len(crate.modules)
        for component in cycles(crate.edges()):
            failures.append('import cycle in crates/%s: %s' % (
                name, ' -> '.join(os.path.relpath(f, ROOT) for f in component)))
        if name in SIZE_CHECKED:
            for file in crate.modules.values():
                if os.path.basename(file) == 'tests.rs':
                    continue
                text = strip_test_modules(open(file, encoding='utf-8').read())
                lines = text.count('\n')
                if lines > MAX_LINES:
                    failures.append('%s: %d lines outside its tests (at most %d)' % (
                        os.path.relpath(file, ROOT), lines, MAX_LINES))
    manifest = open(os.path.join(crates_dir, 'gpu', 'Cargo.toml'), encoding='utf-8').read()
    if re.search(r'^\s*fxr-sim\b', manifest, re.M):
        failures.append('crates/gpu/Cargo.toml depends on fxr-sim: the renderer takes a draw list')
    for f in failures:
        print('structure: ' + f)
    if failures:
        sys.exit(1)
    print('structure: %d crates, %d module files: no import cycle, no file over %d lines, '
          'the renderer free of the simulation' % (len(names), files, MAX_LINES))


if __name__ == '__main__':
    main()
