#!/usr/bin/env python3
"""Compares the spec (spec/*.yml, as gen.py resolves it) with a checkout of the EvenTorset/fxr
library, and lists every fact that differs: which games have an action, and per game and list
each slot's name, kind (int, float, bool, vecN; property component count; section 10 list),
default and curve argument, and each action's name and slot.

What is ours on purpose is not a difference:
  - descriptions (the library's are not read);
  - `lib=NAME` on a definition: the library calls this slot NAME (Dark Souls 3's
    GPUStandardParticle names two fields2 slots unk_ds3_f2_28; ours keeps them distinct);
  - an enum named where the library names none (e.g. `lighting` as LightingMode);
  - spec files of actions the library has no file for (11 Unk11: only in its ActionType enum);
  - the marks (`color`, `scale`, `time`) of the parts of a property the library reads into one
    vector (Elden Ring's RichModel offsetU and offsetV are its offsetUV, see PARTS): the
    library marks the vector, and its scale and rate-of-time helpers act on the vector, so the
    parts carry the vector's marks.

Run: git clone https://github.com/EvenTorset/fxr /tmp/fxr
     python3 tools/fxr-actions/compare.py /tmp/fxr          # exits 1 if anything differs
     python3 tools/fxr-actions/compare.py /tmp/fxr --renames
          lists the slots whose name in the spec is not the library's and that keep their
          earlier names (`was=`), for a review of a library update
"""
import glob
import os
import struct
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402  (gen.py reads the spec; it writes nothing when imported)

GAMES = gen.GAMES
LISTS = {'fields1': 'f1', 'fields2': 'f2', 'properties1': 'p1', 'properties2': 'p2',
         'section10s': 's10'}
ARGS = {None: 'Unknown', 'Constant0': 'None', 'ParticleAge': 'ParticleAge',
        'ActiveTime': 'ActiveTime', 'EmissionTime': 'EmissionTime',
        'ExternalValue': 'ExternalValue'}
# Properties the library's ActionDataConversion reads into one vector property in a game's files
# (RichModel in Elden Ring: offsetU and offsetV are read as offsetUV): each part carries the marks
# of the vector it is read into.
PARTS = {10015: {'offsetU': 'offsetUV', 'offsetV': 'offsetUV', 'speedU': 'speedUV',
                 'speedV': 'speedUV', 'speedMultiplierU': 'speedMultiplierUV',
                 'speedMultiplierV': 'speedMultiplierUV'}}
MARKS = ('color', 'scale', 'time')

FIELD_KINDS = {'int': 'i', 'float': 'f', 'bool': 'b', 'vec2': 'v2', 'vec3': 'v3', 'vec4': 'v4'}


def f32(x):
    """`x` rounded to f32, as the tables store it."""
    return struct.unpack('<f', struct.pack('<f', float(x)))[0]


class Library:
    def __init__(self, root):
        src = os.path.join(root, 'src') if os.path.isdir(os.path.join(root, 'src')) else root
        self.enums = {}
        for p in glob.glob(os.path.join(src, 'enums', '*.yml')):
            e = yaml.safe_load(open(p))
            self.enums[e['name']] = {k: v['value'] for k, v in e['members'].items()}
        self.actions = {}
        for p in glob.glob(os.path.join(src, 'actions', '*.yml')):
            y = yaml.safe_load(open(p))
            self.actions[y['type']] = y
        if not self.actions:
            raise SystemExit(f'{root}: no src/actions/*.yml (give the root of a checkout of EvenTorset/fxr)')

    def layouts(self, y):
        """Per game: None, or the five lists of names."""
        games = y.get('games')
        if games is None:
            # Actions without fields or properties list the games they exist in.
            present = set(y.get('inGames') or [])
            return {g: ({l: [] for l in LISTS.values()} if g in present else None) for g in GAMES}

        def game(g, depth=0):
            v = games.get(g)
            if isinstance(v, str) and v in GAMES and depth < 8:
                return game(v, depth + 1)
            # 'fallback': the game lacks the action (the library writes another in its place).
            return v if isinstance(v, dict) else None

        def names(g, l, depth=0):
            v = game(g).get(l, [])
            if isinstance(v, str) and depth < 8:
                return names(v, l, depth + 1)
            return list(v or [])

        return {g: ({short: names(g, l) for l, short in LISTS.items()} if game(g) is not None else None)
                for g in GAMES}

    def default(self, prop, n):
        """A property's or field's default as n floats (bools as 0/1, enum members by value)."""
        d = prop.get('default')
        if d is None:
            vals = [0.0]
        elif isinstance(d, str):
            enum, member = d.split('.')
            vals = [float(self.enums[enum][member])]
        elif isinstance(d, bool):
            vals = [float(d)]
        elif isinstance(d, list):
            vals = [float(x) for x in d]
        else:
            vals = [float(d)]
        if len(vals) == 1:
            vals = vals * n
        return [f32(v) for v in vals]


def ours_default(d, n):
    v = str(d['default'])
    if v in ('true', 'false'):
        vals = [1.0 if v == 'true' else 0.0]
    else:
        vals = [float(x) for x in v.split(',')]
    if len(vals) == 1:
        vals = vals * n
    return [f32(x) for x in vals]


def lib_marks(props, aid, name):
    """The library's color/scale/time marks of a property, as the spec writes them ('true',
    'primary', 'instanceSize', 'inv'...; None when unmarked)."""
    p = props[PARTS.get(aid, {}).get(name, name)]
    out = []
    for key in MARKS:
        v = p.get(key)
        out.append(None if v is None else 'true' if v is True else str(v))
    return out


def compare(lib):
    problems = []
    renames = []
    ours = {spec['id']: (spec, defs, layouts) for spec, _src, defs, layouts in gen.load_actions()}
    for aid in sorted(set(ours) | set(lib.actions)):
        if aid not in lib.actions:
            continue  # ours alone (see the docstring)
        y = lib.actions[aid]
        if aid not in ours:
            problems.append(f'{aid} {y["name"]}: not in the spec')
            continue
        spec, defs, layouts = ours[aid]
        say = lambda what: problems.append(f'{aid} {spec["name"]}: {what}')
        if spec['name'] != y['name']:
            say(f'named {y["name"]} in the library')
        if spec.get('slot') != y.get('slot'):
            say(f'slot {spec.get("slot")}, the library says {y.get("slot")}')
        props = y.get('properties') or {}
        theirs = lib.layouts(y)
        for g in GAMES:
            a, b = layouts[g], theirs[g]
            if (a is None) != (b is None):
                say(f'{g}: ' + ('a layout the library lacks' if b is None else 'no layout; the library has one'))
                continue
            if a is None:
                continue
            for l in LISTS.values():
                mine, their = a[l], b[l]
                if len(mine) != len(their):
                    say(f'{g} {l}: {len(mine)} entries, the library {len(their)}: {mine} / {their}')
                    continue
                for k, (m, t) in enumerate(zip(mine, their)):
                    d = defs[m]
                    where = f'{g} {l}[{k}] {d["out"]}'
                    libname = d.get('lib') or d['out']
                    if libname != t:
                        say(f'{where}: the library calls it {t}')
                        continue
                    p = props[t]
                    if l != 's10':
                        ours_marks = [d[key] for key in MARKS]
                        theirs_marks = lib_marks(props, aid, t)
                        if ours_marks != theirs_marks:
                            say(f'{where}: marks {ours_marks}, the library {theirs_marks}')
                    if l in ('f1', 'f2'):
                        field = p.get('field')
                        if isinstance(field, dict):
                            field = field.get(g)
                        kind = d['gamekind'].get(g, d['field'])
                        if FIELD_KINDS.get(field) != kind:
                            say(f'{where}: kind {kind}, the library {field}')
                            continue
                        n = int(kind[1:]) if kind.startswith('v') else 1
                        if ours_default(d, n) != lib.default(p, n):
                            say(f'{where}: default {d["default"]}, the library {p.get("default", 0)}')
                    elif l in ('p1', 'p2'):
                        n = int(p.get('components', 1))
                        if d['prop'] != n:
                            say(f'{where}: {d["prop"]} components, the library {n}')
                            continue
                        if d.get('arg') != ARGS.get(p.get('argument')):
                            say(f'{where}: argument {d.get("arg")}, the library {p.get("argument")}')
                        if ours_default(d, n) != lib.default(p, n):
                            say(f'{where}: default {d["default"]}, the library {p.get("default", 0)}')
                    else:
                        if not d['section'] or not p.get('s10'):
                            say(f'{where}: not a section 10 list in both')
                    if p.get('enum') and p.get('enum') != d['enum']:
                        say(f'{where}: enum {d["enum"]}, the library {p.get("enum")}')
        for d in defs.values():
            line = f'{aid} {d["out"]} (formerly {", ".join(d["former"])})'
            if d['former'] and line not in renames:
                renames.append(line)
    return problems, renames


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    if len(args) != 1:
        raise SystemExit(__doc__)
    lib = Library(args[0])
    problems, renames = compare(lib)
    if '--renames' in sys.argv:
        print('\n'.join(renames))
    for p in problems:
        print(p)
    print(f'{len(lib.actions)} library actions compared: '
          + (f'{len(problems)} differences' if problems else 'the spec agrees'), file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
