#!/usr/bin/env python3
"""Generates the data tables of crate/src/formats/fxr/actions.rs from spec/*.yml.

The spec files are a condensed, hand-written transcription of the facts (names, slot kinds,
defaults, curve arguments, per-game slot lists) in the EvenTorset/fxr library's
src/actions/<id>.yml files. Descriptions are ours (docs.yml and `doc:` maps).

Entry syntax in `defs:` (name: "KIND DEFAULT [ARG] [e=Enum] [=newName]"):
  i / f / b         int / float / bool field          e.g. "i -1", "b true"
  v2 / v3 / v4      float vector field (N slots)       e.g. "v4 1,1,1,0"
  p1..p4            property with N components         e.g. "p4 1 age" (default broadcast)
  i|p1              int field in some games, property in others (texture, blendMode...)
  ARG: c0 (none/constant 0), age, act, emit, ext, unk
  =newName          use newName instead of the library's name (newer library / formats.md)
  t.GAME=K          this game stores the field as kind K (i/f)
Game lists may contain: names, a list macro from `lists:` (own or _common.yml), or
"GAME.f1"-style splices of another game's list; a whole list or game may be a game name.

Run: python3 tools/fxr-actions/gen.py   (rewrites the region between the GENERATED markers)
"""
import os, re, sys, glob, yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..'))
TARGET = os.path.join(ROOT, 'crate', 'src', 'formats', 'fxr', 'actions.rs')
GAMES = ['DS3', 'SDT', 'ER', 'AC6', 'NR']
LISTS = ['f1', 'f2', 'p1', 'p2', 's10']
ARGS = {'c0': 'None', 'age': 'ParticleAge', 'act': 'ActiveTime', 'emit': 'EmissionTime',
        'ext': 'ExternalValue', 'unk': 'Unknown'}
COLOR_SUFFIX = ['r', 'g', 'b', 'a']
VEC_SUFFIX = ['x', 'y', 'z', 'w']

def load(p):
    # Descriptions are plain text that may contain ': '; quote such values so YAML keeps them.
    out = []
    with open(p) as f:
        for line in f:
            m = re.match(r'^(\s*)([A-Za-z0-9_]+): (.*: .*)$', line.rstrip('\n'))
            if m and not m.group(3).startswith(('"', "'", '[', '{')):
                v = m.group(3).replace('\\', '\\\\').replace('"', '\\"')
                line = f'{m.group(1)}{m.group(2)}: "{v}"\n'
            out.append(line)
    return yaml.safe_load(''.join(out))

common = load(os.path.join(HERE, 'spec', '_common.yml'))
docs = load(os.path.join(HERE, 'spec', '_docs.yml')) or {}

def parse_def(name, s):
    toks = str(s).split()
    d = {'name': name, 'out': name, 'enum': None, 'gamekind': {}}
    kind = toks[0]
    rest = toks[1:]
    d['default'] = rest[0] if rest else '0'
    for t in rest[1:]:
        if t in ARGS:
            d['arg'] = ARGS[t]
        elif t.startswith('e='):
            d['enum'] = t[2:]
        elif t.startswith('='):
            d['out'] = t[1:]
        elif t.startswith('t.'):
            g, k = t[2:].split('=')
            d['gamekind'][g] = k
        else:
            raise SystemExit(f'{name}: bad token {t}')
    d['section'] = kind == 's'
    if d['section']:
        fk, pk = None, None
    elif '|' in kind:
        fk, pk = kind.split('|')
    elif kind.startswith('p'):
        fk, pk = None, kind
    else:
        fk, pk = kind, None
    d['field'] = fk
    d['prop'] = int(pk[1:]) if pk else None
    if d['prop'] and 'arg' not in d:
        raise SystemExit(f'{name}: property without argument')
    return d

RANGE = re.compile(r'^(.*)\{(\d+)\.\.(\d+)\}(.*)$')

def expand(name):
    """`unk_ds3_f1_{0..3}` -> [unk_ds3_f1_0, ..., unk_ds3_f1_3]."""
    m = RANGE.match(str(name))
    if not m:
        return [name]
    return [f'{m.group(1)}{i}{m.group(4)}' for i in range(int(m.group(2)), int(m.group(3)) + 1)]

def rust_f32(x):
    v = float(x)
    s = repr(v)
    if 'e' in s or 'inf' in s or 'nan' in s:
        raise SystemExit(f'odd float {x}')
    return s

def field_entries(d, game):
    kind = d['gamekind'].get(game, d['field'])
    if kind is None:
        raise SystemExit(f"{d['name']} is not a field")
    out = d['out']
    doc = d['doc']
    en = f'Some("{d["enum"]}")' if d['enum'] else 'None'
    if kind in ('i', 'f', 'b'):
        dv = d['default']
        if kind == 'i':
            val = f'SlotValue::Int({int(float(dv))})'; k = 'Int'
        elif kind == 'f':
            val = f'SlotValue::Float({rust_f32(dv)})'; k = 'Float'
        else:
            if dv not in ('true', 'false'):
                raise SystemExit(f'{out}: bool default {dv}')
            val = f'SlotValue::Bool({dv})'; k = 'Bool'
        return [f'FieldDef {{ name: "{out}", base: "{out}", component: 0, components: 1, kind: SlotKind::{k}, default: {val}, enumeration: {en}, doc: {rs(doc)} }}']
    m = re.fullmatch(r'v([234])', kind)
    if not m:
        raise SystemExit(f'{out}: bad field kind {kind}')
    n = int(m.group(1))
    vals = [x for x in d['default'].split(',')]
    if len(vals) == 1:
        vals = vals * n
    if len(vals) != n:
        raise SystemExit(f'{out}: default count')
    suf = COLOR_SUFFIX if 'olor' in out else VEC_SUFFIX
    res = []
    for i in range(n):
        res.append(f'FieldDef {{ name: "{out}.{suf[i]}", base: "{out}", component: {i}, components: {n}, kind: SlotKind::Float, default: SlotValue::Float({rust_f32(vals[i])}), enumeration: {en}, doc: {rs(doc)} }}')
    return res

def prop_entry(d):
    n = d['prop']
    vals = d['default'].split(',')
    if len(vals) == 1:
        vals = vals * n
    if len(vals) != n:
        raise SystemExit(f"{d['out']}: prop default count")
    vals = vals + ['0'] * (4 - n)
    arr = ', '.join(rust_f32(v) for v in vals)
    en = f'Some("{d["enum"]}")' if d['enum'] else 'None'
    return f'PropertyDef {{ name: "{d["out"]}", components: {n}, argument: PropertyArgument::{d["arg"]}, default: [{arr}], enumeration: {en}, doc: {rs(d["doc"])} }}'

def rs(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def resolve(spec, lists):
    games = spec['games']
    out = {}
    def get_game(g, depth=0):
        if depth > 8:
            raise SystemExit('reference loop')
        v = games.get(g)
        if v is None:
            return None
        if isinstance(v, str):
            return get_game(v, depth + 1)
        return v
    def get_list(g, l, depth=0):
        if depth > 8:
            raise SystemExit('reference loop')
        gv = get_game(g)
        if gv is None:
            raise SystemExit(f'{spec["id"]}: no game {g}')
        v = gv.get(l, [])
        if isinstance(v, str):
            return get_list(v, l, depth + 1)
        res = []
        for item in [x for it in (v or []) for x in expand(it)]:
            if item in lists:
                res.extend(x for it in lists[item] for x in expand(it))
            elif re.fullmatch(r'(DS3|SDT|ER|AC6|NR)\.(f1|f2|p1|p2)', str(item)):
                gg, ll = item.split('.')
                res.extend(get_list(gg, ll, depth + 1))
            else:
                res.append(item)
        return res
    for g in GAMES:
        if get_game(g) is None:
            out[g] = None
            continue
        out[g] = {l: get_list(g, l) for l in LISTS}
    return out

def main():
    actions = []
    for p in sorted(glob.glob(os.path.join(HERE, 'spec', '[0-9]*.yml')), key=lambda p: int(os.path.basename(p)[:-4])):
        spec = load(p)
        src = open(p).readline().strip().lstrip('# ').strip()
        defs = {}
        for k, v in common['defs'].items():
            defs[k] = parse_def(k, v)
        inc = load(os.path.join(HERE, 'spec', spec['include'])) if spec.get('include') else {}
        own = dict(inc.get('defs') or {})
        own.update(spec.get('defs') or {})
        for k, v in own.items():
            if RANGE.match(k):
                for n in expand(k):
                    defs[n] = parse_def(n, v)
        for k, v in own.items():
            if not RANGE.match(k):
                defs[k] = parse_def(k, v)
        adocs = dict(docs.get('common', {}))
        adocs.update(docs.get(spec['id'], {}) or {})
        adocs.update(inc.get('doc') or {})
        adocs.update(spec.get('doc') or {})
        for k, d in defs.items():
            d['doc'] = adocs.get(d['out'], adocs.get(k, ''))
        lists = dict(common['lists'])
        lists.update(spec.get('lists') or {})
        layouts = resolve(spec, lists)
        actions.append((spec, src, defs, layouts))

    lines = []
    w = lines.append
    # dedupe identical tables
    tables = {}
    def table(kind, entries):
        body = '\n'.join('    ' + e + ',' for e in entries)
        key = (kind, body)
        if key not in tables:
            tables[key] = f'{kind}_{len(tables)}'
            ty = {'F': 'FieldDef', 'P': 'PropertyDef', 'S': 'Section10Def'}[kind]
            w(f'const {tables[key]}: &[{ty}] = &[\n{body}\n];')
        return tables[key]
    infos = []
    for spec, src, defs, layouts in actions:
        aid = spec['id']
        per_game = []
        for g in GAMES:
            lay = layouts[g]
            if lay is None:
                per_game.append('None'); continue
            names = {}
            parts = []
            for l in LISTS:
                entries = []
                for n in lay[l]:
                    if n not in defs:
                        raise SystemExit(f'{aid} {g} {l}: undefined {n}')
                    d = defs[n]
                    if l == 's10':
                        if not d['section']:
                            raise SystemExit(f'{aid}: {n} is not a section10 list')
                        entries.append(f'Section10Def {{ name: "{d["out"]}", doc: {rs(d["doc"])} }}')
                    elif l.startswith('f'):
                        entries.extend(field_entries(d, g))
                    else:
                        if d['prop'] is None:
                            raise SystemExit(f'{aid} {g} {l}: {n} is not a property')
                        entries.append(prop_entry(d))
                parts.append(table('S' if l == 's10' else 'F' if l.startswith('f') else 'P', entries))
            lname = f'LAYOUT_{aid}_{g}'
            w(f'const {lname}: ActionLayout = ActionLayout {{ fields1: {parts[0]}, fields2: {parts[1]}, properties1: {parts[2]}, properties2: {parts[3]}, section10s: {parts[4]} }};')
            per_game.append(f'Some(&{lname})')
        slot = spec.get('slot')
        slot_rs = f'Some(ActionSlot::{slot})' if slot else 'None'
        adoc = (docs.get('actions') or {}).get(aid, spec.get('adoc', ''))
        infos.append(f'    ActionInfo {{ id: {aid}, name: "{spec["name"]}", slot: {slot_rs}, doc: {rs(adoc)}, source: {rs(src)}, layouts: [{", ".join(per_game)}] }},')
    w('/// Every action type this module knows, sorted by id.')
    w('pub static ACTIONS: &[ActionInfo] = &[')
    lines.extend(infos)
    w('];')

    # Wrapped in a module that rustfmt skips: one entry per line keeps the tables readable.
    lines = ['#[rustfmt::skip]', 'mod tables {', 'use super::*;', ''] + lines + ['}']
    write_doc_appendix(actions)
    text = open(TARGET).read()
    a = text.index('// BEGIN GENERATED')
    b = text.index('// END GENERATED')
    a = text.index('\n', a) + 1
    new = text[:a] + '\n'.join(lines) + '\n' + text[b:]
    open(TARGET, 'w').write(new)
    print(f'{len(actions)} actions, {len(tables)} tables')

DOC = os.path.join(ROOT, 'docs', 'fxr-actions.md')
DOC_IDS = [128, 129, 131, 35, 36, 1, 15, 34, 46, 83, 106, 113, 120, 121, 122, 123, 55, 60, 64, 65, 84, 105,
           731, 732, 733, 734, 300, 301, 399, 400, 401, 402, 403, 404, 405, 500, 501, 502, 503, 199, 132, 75,
           600, 601, 602, 603, 604, 605, 606, 607, 608, 609, 10012, 10000, 10500]
ARG_SHORT = {'None': 'const', 'ParticleAge': 'age', 'ActiveTime': 'active', 'EmissionTime': 'emission',
             'ExternalValue': 'ext', 'Unknown': '?'}

def write_doc_appendix(actions):
    """Slot tables of the actions needed to play an effect, for Elden Ring, in docs/fxr-actions.md."""
    if not os.path.exists(DOC):
        return
    by_id = {spec['id']: (spec, defs, layouts) for spec, _src, defs, layouts in actions}
    out = []
    for aid in DOC_IDS:
        spec, defs, layouts = by_id[aid]
        lay = layouts['ER']
        if lay is None:
            continue
        counts = []
        for g in GAMES:
            if layouts[g] is None:
                counts.append(f'{g} -')
                continue
            n = [sum(int(defs[x]['gamekind'].get(g, defs[x]['field'])[1:]) if str(defs[x]['gamekind'].get(g, defs[x]['field'])).startswith('v') else 1 for x in layouts[g][l]) if l.startswith('f') else len(layouts[g][l]) for l in ('f1', 'f2', 'p1', 'p2')]
            counts.append(f'{g} {n[0]}/{n[1]}/{n[2]}/{n[3]}')
        out.append(f'#### {aid} {spec["name"]}')
        out.append('')
        out.append('Counts fields1/fields2/props1/props2: ' + ', '.join(counts) + '.')
        out.append('')
        for l, title in (('f1', 'fields1'), ('f2', 'fields2'), ('p1', 'properties1'), ('p2', 'properties2'), ('s10', 'section10')):
            items = []
            i = 0
            for n in lay[l]:
                d = defs[n]
                if l.startswith('f'):
                    k = d['gamekind'].get('ER', d['field'])
                    width = int(k[1:]) if k.startswith('v') else 1
                    span = f'{i}' if width == 1 else f'{i}..{i + width - 1}'
                    items.append(f'{span} `{d["out"]}` {k} {d["default"]}')
                    i += width
                elif l.startswith('p'):
                    items.append(f'{i} `{d["out"]}` vec{d["prop"]} {d["default"]} ({ARG_SHORT[d["arg"]]})' if d['prop'] > 1 else f'{i} `{d["out"]}` {d["default"]} ({ARG_SHORT[d["arg"]]})')
                    i += 1
                else:
                    items.append(f'{i} `{d["out"]}`')
                    i += 1
            if items:
                out.append(f'- {title}: ' + ' · '.join(items))
        out.append('')
    text = open(DOC).read()
    a = text.index('<!-- BEGIN GENERATED')
    b = text.index('<!-- END GENERATED')
    a = text.index('\n', a) + 1
    open(DOC, 'w').write(text[:a] + '\n'.join(out) + '\n' + text[b:])

main()
