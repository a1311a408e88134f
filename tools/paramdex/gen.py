#!/usr/bin/env python3
"""Generates crates/formats/src/param/layouts/tables.rs and tools/paramdex/COVERAGE.md from the
paramdef facts of a Paramdex-shaped checkout.

The input is a folder with one sub-folder per game (ER, NR, DS3, AC6), each holding
`Defs/*.xml` (paramdefs in Paramdex's XML form) and, optionally, `Param Meta/*.xml` (field
references: `Refs`, `ExtRefs`) and `Param Type Info.json` (param names to param types). Both
soulsmods/Paramdex (Defs only, AC6/ParamTypes.txt) and Smithbox's copy of it
(vawser/Smithbox src/Smithbox.Data/Assets/PARAM, with the per-field FirstVersion/RemovedVersion
attributes of the later Elden Ring and Nightreign patches, the meta and the type info) have that
shape. Nothing of the input is copied: the output is offsets, types and references, computed.

What is emitted, per game: for every param type that has a field naming an effect (an SFX/FXR
id), and for the few that chain rows towards one (CORE_TYPES), the row size and, for each
selected field, its byte offset, integer type and what it refers to:
  - Effect            an effect (FXR) id: the ExtRefs of the meta name an `.fxr`, or the field
                      name says so (EFFECT_NAME, minus EXCLUDED_NAME), and it is a 4-byte integer;
  - EffectVariation   an offset added to the effect ids an animation invokes (sfxVariationId);
  - BehaviorVariation the variation that, with a TAE behaviour judge id, forms BehaviorParam ids;
  - Rows              ids of rows of other params, from the meta's Refs (only targets that are
                      themselves emitted), each optionally conditional on another field's value;
  - Selector          a field a conditional reference depends on (refType, refCategoryN).
OVERRIDES take precedence over all of these (with the reason given). A field without meta in
its own game borrows the meta of the same param type and field name in another game (ER, NR,
DS3, AC6 in that order), which is how Armored Core 6 (whose meta has few references) gets its
links.

Layouts that change across regulation versions (FirstVersion / RemovedVersion, rule of
SoulsFormats PARAMDEF.Field.IsValidForRegulationVersion: present when first <= v and (removed
== 0 or v < removed)) give one variant per range of versions in which the row size or a
selected field's offset differs. Bitfields pack as SoulsFormats PARAMDEF.GetFieldsSize packs
them: a bit field opens a unit of its type's size unless the previous field was a bit field of
the same unit size with room left.

Run: python3 tools/paramdex/gen.py PATH            (PATH: e.g. .../Smithbox/src/Smithbox.Data/Assets/PARAM)
     python3 tools/paramdex/gen.py PATH --check    writes nothing; exits 1 if the output would differ
     python3 tools/paramdex/gen.py PATH --source "vawser/Smithbox@15fa399 src/Smithbox.Data/Assets/PARAM"
                                                   (the provenance line written into the outputs)
"""
import argparse
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..'))
TABLES = os.path.join(ROOT, 'crates', 'formats', 'src', 'param', 'layouts', 'tables.rs')
COVERAGE = os.path.join(HERE, 'COVERAGE.md')

# (Rust variant of RegulationGame, folder, Rust static name)
GAMES = [
    ('EldenRing', 'ER', 'ELDEN_RING'),
    ('Nightreign', 'NR', 'NIGHTREIGN'),
    ('DarkSouls3', 'DS3', 'DARK_SOULS_3'),
    ('ArmoredCore6', 'AC6', 'ARMORED_CORE_6'),
]
META_ORDER = ['ER', 'NR', 'DS3', 'AC6']

# SoulsFormats ParamUtil.GetValueSize / GetBitLimit / IsArrayType.
VALUE_SIZE = {'s8': 1, 'u8': 1, 's16': 2, 'u16': 2, 's32': 4, 'u32': 4, 'b32': 4, 'f32': 4,
              'angle32': 4, 'f64': 8, 'dummy8': 1, 'fixstr': 1, 'fixstrW': 2}
BIT_LIMIT = {'s8': 8, 'u8': 8, 'dummy8': 8, 's16': 16, 'u16': 16, 's32': 32, 'u32': 32}
ARRAY_TYPES = {'u8', 'dummy8', 'fixstr', 'fixstrW'}
RUST_TYPE = {'s8': 'S8', 'u8': 'U8', 's16': 'S16', 'u16': 'U16', 's32': 'S32', 'u32': 'U32'}

# Param types emitted even without an effect field: they chain items, spells and weapons to the
# bullets, attacks and special effects that carry effect ids.
CORE_TYPES = {'BEHAVIOR_PARAM_ST', 'MAGIC_PARAM_ST', 'EQUIP_PARAM_GOODS_ST', 'EQUIP_PARAM_WEAPON_ST',
              'BULLET_PARAM_ST', 'ATK_PARAM_ST', 'SP_EFFECT_PARAM_ST', 'SP_EFFECT_VFX_PARAM_ST',
              'NPC_PARAM_ST'}

# A field naming an effect id: "sfxId", "SfxId", "sfx_Id", "FFXID", DS3's "Group0_AtkVfxId"
# (Elden Ring's traceSfxId0 at the same offset) and DS3's "CastSfx1".
EFFECT_NAME = re.compile(r'(?i)(sfx_?id|ffxid|atkvfxid)|^castsfx\d+$')
# Names that match EFFECT_NAME but hold something else (checked on the part after the match too).
EXCLUDED_NAME = [
    (re.compile(r'(?i)dmy|dummy'), 'a dummy-poly (attachment point) id, not an effect'),
    (re.compile(r'(?i)offset|type|level|num$|size|bank|delete'), 'a setting about the effect, not its id'),
]
EFFECT_TYPES = {'s32', 'u32'}

# (game folder or '*', param type or '*', field name regex) -> (kind, targets or None, reason)
# kind None: left out.
OVERRIDES = [
    ('DS3', 'EQUIP_PARAM_WEAPON_ST', r'^weaponVfx[0-3]$', 'Effect', None,
     "resident SFX ids: Elden Ring's residentSfxId_1..4 are at these offsets"),
    ('DS3', 'EQUIP_PARAM_WEAPON_ST', r'^weaponVfx[4-7]$', None, None,
     "dummy-poly ids: Elden Ring's residentSfx_DmyId_1..4 are at these offsets"),
    ('*', 'NPC_PARAM_ST', r'^autoFootEffectSfxId$', 'Rows', ['FootSfxParam'],
     'a foot-effect identifier (the ZZZ of XYYZZZ, FootSfxParam), as SpEffectParam.addFootEffectSfxId'),
    ('*', '*', r'^sfxVariationId$', 'EffectVariation', None,
     'an offset added to the effect ids the animation (TAE) invokes'),
    ('*', '*', r'^behaviorVariationId$', 'BehaviorVariation', None,
     'with a TAE behaviour judge id, forms the BehaviorParam(_PC) row id'),
]


class Field:
    """One <Field> of a paramdef."""

    def __init__(self, node):
        text = node.get('Def')
        m = re.match(r'^(\S+)\s+(.+?)(?:\s*=\s*(\S+))?$', text)
        if not m:
            raise ValueError('unreadable field definition %r' % text)
        self.type = m.group(1)
        name = m.group(2).strip()
        self.bits = None
        self.length = 1
        bit = re.match(r'^(.+?)\s*:\s*(\d+)$', name)
        array = re.match(r'^(.+?)\s*\[\s*(\d+)\]$', name)
        if self.type in BIT_LIMIT and bit:
            self.bits = int(bit.group(2))
            name = bit.group(1)
        elif self.type in ARRAY_TYPES and array:
            self.length = int(array.group(2))
            name = array.group(1)
        if self.type not in VALUE_SIZE:
            raise ValueError('unknown type %r' % self.type)
        self.name = name
        self.first = int(node.get('FirstVersion', '0'))
        self.removed = int(node.get('RemovedVersion', '0'))

    def active(self, version):
        return version >= self.first and (self.removed == 0 or version < self.removed)

    def plain_int(self):
        return self.type in RUST_TYPE and self.bits is None and self.length == 1


class Def:
    """A paramdef: its type, data version and fields."""

    def __init__(self, path):
        root = ET.parse(path).getroot()
        self.file = os.path.basename(path)
        self.param_type = root.findtext('ParamType')
        self.data_version = int(root.findtext('DataVersion') or root.findtext('Unk06') or '0')
        self.fields = [Field(n) for n in root.iter('Field')]

    def breakpoints(self):
        points = {0}
        for f in self.fields:
            points.update(v for v in (f.first, f.removed) if v)
        return sorted(points)

    def layout(self, version):
        """(row size, {field name: (offset, field)}) of the fields present in `version`."""
        offset = 0
        unit_start = unit_bits = unit_used = None
        placed = {}
        for f in self.fields:
            if not f.active(version):
                continue
            if f.bits is not None:
                limit = BIT_LIMIT[f.type]
                if unit_bits != limit or unit_used + f.bits > limit:
                    unit_start, unit_bits, unit_used = offset, limit, 0
                    offset += limit // 8
                unit_used += f.bits
                placed.setdefault(f.name, (unit_start, f))
            else:
                unit_start = unit_bits = unit_used = None
                placed.setdefault(f.name, (offset, f))
                offset += VALUE_SIZE[f.type] * (f.length if f.type in ARRAY_TYPES else 1)
        return offset, placed


def read_meta(path):
    """{field name: {'Refs': ..., 'ExtRefs': ...}} of a Smithbox param meta file."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as e:
        print('warning: %s: %s' % (path, e), file=sys.stderr)
        return {}
    fields = root.find('Field')
    if fields is None:
        return {}
    return {e.tag: {k: v for k, v in e.attrib.items() if k in ('Refs', 'ExtRefs')} for e in fields}


def read_names(game_dir):
    """({param name: param type}, {names whose file type must be replaced})."""
    info = os.path.join(game_dir, 'Param Type Info.json')
    if os.path.exists(info):
        with open(info, encoding='utf-8-sig') as f:
            data = json.load(f)
        return dict(data.get('Mapping', {})), set(data.get('Exceptions', []))
    listing = os.path.join(game_dir, 'ParamTypes.txt')
    names = {}
    if os.path.exists(listing):
        for line in open(listing, encoding='utf-8-sig'):
            parts = line.split()
            if len(parts) == 2:
                names[parts[0]] = parts[1]
    return names, set()


def parse_refs(text):
    """'Bullet(refType=1),SpEffectParam' -> [('Bullet', ('refType', 1)), ('SpEffectParam', None)]."""
    out = []
    for part in re.findall(r'[^,(]+(?:\([^)]*\))?', text):
        part = part.strip()
        m = re.match(r'^([A-Za-z0-9_]+)(?:\(([A-Za-z0-9_]+)=(-?\d+)\))?$', part)
        if not m:
            continue
        cond = (m.group(2), int(m.group(3))) if m.group(2) else None
        out.append((m.group(1), cond))
    return out


class Game:
    def __init__(self, root, folder):
        self.folder = folder
        game_dir = os.path.join(root, folder)
        defs_dir = os.path.join(game_dir, 'Defs')
        self.defs = []
        for name in sorted(os.listdir(defs_dir)):
            if name.endswith('.xml'):
                self.defs.append(Def(os.path.join(defs_dir, name)))
        self.meta = {}
        meta_dir = os.path.join(game_dir, 'Param Meta')
        for d in self.defs:
            path = os.path.join(meta_dir, d.file)
            self.meta.setdefault(d.param_type, {}).update(read_meta(path) if os.path.exists(path) else {})
        self.names, self.exceptions = read_names(game_dir)


def override_for(folder, param_type, name):
    for game, ptype, pattern, kind, targets, reason in OVERRIDES:
        if game in ('*', folder) and ptype in ('*', param_type) and re.search(pattern, name):
            return kind, targets, reason
    return None


def meta_for(games, folder, param_type, name):
    own = games[folder].meta.get(param_type, {}).get(name)
    if own:
        return own, None
    for other in META_ORDER:
        if other != folder and other in games:
            m = games[other].meta.get(param_type, {}).get(name)
            if m:
                return m, other
    return {}, None


def effect_by_name(f):
    """(is an effect id by its name, reason it is not) for a field."""
    m = EFFECT_NAME.search(f.name)
    if not m:
        return False, None
    for pattern, reason in EXCLUDED_NAME:
        if pattern.search(f.name):
            return False, reason
    if f.type not in EFFECT_TYPES or not f.plain_int():
        return False, 'not a 4-byte integer (%s%s)' % (f.type, '' if f.bits is None else ':%d' % f.bits)
    return True, None


def classify(games, folder, d, f):
    """(kind, targets, note) for a field, or (None, None, reason-or-None) when it is not emitted."""
    over = override_for(folder, d.param_type, f.name)
    if over:
        kind, targets, reason = over
        if kind is None:
            return None, None, reason
        return kind, [(t, None) for t in (targets or [])], reason
    meta, borrowed = meta_for(games, folder, d.param_type, f.name)
    note = 'references of %s' % borrowed if borrowed else None
    if 'Refs' in meta:
        return 'Rows', parse_refs(meta['Refs']), note
    if '.fxr' in meta.get('ExtRefs', ''):
        if not f.plain_int():
            return None, None, 'ExtRefs name an .fxr but the field is not a plain integer'
        return 'Effect', None, ('ExtRefs of %s' % borrowed) if borrowed else 'ExtRefs'
    ok, reason = effect_by_name(f)
    if ok:
        return 'Effect', None, 'name'
    return None, None, reason


def game_tables(games, folder):
    """[(def, [(version range, row size, [(offset, field, kind, targets)])])], left-out list."""
    g = games[folder]
    covered_types = set()
    for d in g.defs:
        if d.param_type in CORE_TYPES:
            covered_types.add(d.param_type)
        for f in d.fields:
            kind, _, _ = classify(games, folder, d, f)
            if kind == 'Effect':
                covered_types.add(d.param_type)
    covered_names = {n for n, t in g.names.items() if t in covered_types}
    out = []
    left_out = []
    seen_types = set()
    for d in g.defs:
        if d.param_type not in covered_types or d.param_type in seen_types:
            continue
        seen_types.add(d.param_type)
        chosen = {}
        for f in d.fields:
            if f.name in chosen:
                continue
            kind, targets, note = classify(games, folder, d, f)
            if kind == 'Rows':
                targets = [(t, c) for t, c in targets if t in covered_names]
                if not targets:
                    continue
            if kind is None:
                if note and EFFECT_NAME.search(f.name):
                    left_out.append((d.param_type, f.name, note))
                continue
            if not f.plain_int():
                left_out.append((d.param_type, f.name, 'not a plain integer (%s)' % f.type))
                continue
            chosen[f.name] = (kind, targets, note)
        # A reference that holds only when another field has a value is kept only when that
        # field can be read as a plain integer: a bit-field condition (useSpEffectEffect:1)
        # would otherwise name a field the layout does not have.
        by_name = {f.name: f for f in d.fields}
        for name, (kind, targets, note) in list(chosen.items()):
            if kind != 'Rows':
                continue
            kept = []
            for t, c in targets:
                selector = by_name.get(c[0]) if c else None
                if c and (selector is None or not selector.plain_int()):
                    what = 'missing' if selector is None else 'not a plain integer (%s%s)' % (
                        selector.type, '' if selector.bits is None else ':%s' % selector.bits)
                    left_out.append((d.param_type, name, 'the reference to %s when %s = %d: %s is %s'
                                     % (t, c[0], c[1], c[0], what)))
                    continue
                kept.append((t, c))
            if kept:
                chosen[name] = (kind, kept, note)
            else:
                del chosen[name]
        selectors = {c[0] for kind, targets, _ in chosen.values() if kind == 'Rows'
                     for _, c in targets if c}
        for s in selectors:
            if s not in chosen:
                chosen[s] = ('Selector', None, 'a reference depends on it')
        variants = []
        points = d.breakpoints()
        for i, start in enumerate(points):
            end = points[i + 1] if i + 1 < len(points) else 0
            size, placed = d.layout(start)
            fields = []
            for name, (kind, targets, note) in chosen.items():
                if name not in placed:
                    continue
                offset, f = placed[name]
                if not f.plain_int():
                    continue
                if kind == 'Rows':
                    # A condition on a field this version's rows lack cannot be tested.
                    targets = [(t, c) for t, c in targets if c is None or c[0] in placed]
                    if not targets:
                        continue
                fields.append((offset, f, kind, targets, note))
            fields.sort(key=lambda x: (x[0], x[1].name))
            key = (size, [(o, f.name, f.type, k, str(t)) for o, f, k, t, _ in fields])
            if variants and variants[-1][3] == key:
                variants[-1][0][1] = end
                continue
            variants.append(([start, end], size, fields, key))
        out.append((d, variants))
    out.sort(key=lambda x: x[0].param_type)
    return out, covered_types, left_out


def rust_target(kind, targets):
    if kind != 'Rows':
        return kind
    refs = []
    for name, cond in targets:
        when = 'None' if cond is None else 'Some(Condition { field: "%s", value: %d })' % cond
        refs.append('RowRef { param: "%s", when: %s }' % (name, when))
    return 'Rows(&[%s])' % ', '.join(refs)


def render(games, source):
    lines = [
        '// @generated by tools/paramdex/gen.py from %s: do not edit.' % source,
        '// Run the generator on a Paramdex-shaped checkout to change it (its docstring says how).',
        '//! Per game and param type: the row size and the offset, type and meaning of every field',
        '//! that names an effect or links rows towards one (`super` documents the types).',
        '',
        'use super::FieldTarget::{BehaviorVariation, Effect, EffectVariation, Rows, Selector};',
        'use super::FieldType::{S8, S16, S32, U8, U16, U32};',
        'use super::{Condition, FieldLayout, GameTable, ParamLayout, RowRef, VersionRange};',
        '',
    ]
    coverage = []
    for variant, folder, static in GAMES:
        tables, covered_types, left_out = game_tables(games, folder)
        g = games[folder]
        lines.append('/// The layouts of %s.' % variant)
        lines.append('pub(super) static %s: GameTable = GameTable {' % static)
        lines.append('    params: &[')
        cov = ['## %s' % variant, '']
        for d, variants in tables:
            names = sorted(n for n, t in g.names.items() if t == d.param_type)
            cov.append('### %s (%s)' % (d.param_type, ', '.join(names) or 'no name known'))
            cov.append('')
            for (start, end), size, fields, _ in variants:
                removed = 'None' if end == 0 else 'Some(%d)' % end
                lines.append('        ParamLayout {')
                lines.append('            param_type: "%s",' % d.param_type)
                lines.append('            data_version: %d,' % d.data_version)
                lines.append('            row_size: 0x%X,' % size)
                lines.append('            versions: VersionRange { first: %d, removed: %s },' % (start, removed))
                lines.append('            fields: &[')
                for offset, f, kind, targets, _ in fields:
                    lines.append('                FieldLayout { name: "%s", offset: 0x%X, ty: %s, target: %s },'
                                 % (f.name, offset, RUST_TYPE[f.type], rust_target(kind, targets)))
                lines.append('            ],')
                lines.append('        },')
                span = 'all versions' if (start, end) == (0, 0) else \
                    'versions %d..%s' % (start, '' if end == 0 else str(end))
                cov.append('Row size 0x%X (%s), data version %d:' % (size, span, d.data_version))
                cov.append('')
                for offset, f, kind, targets, note in fields:
                    what = kind
                    if kind == 'Rows':
                        what = 'rows of ' + ', '.join(
                            t + ('' if c is None else ' if %s = %d' % c) for t, c in targets)
                    cov.append('- 0x%X %s %s: %s%s' % (offset, f.type, f.name, what,
                                                       '' if not note or note in ('name', 'ExtRefs') else ' (%s)' % note))
                cov.append('')
        lines.append('    ],')
        lines.append('    names: &[')
        for name in sorted(n for n, t in g.names.items() if t in covered_types):
            lines.append('        ("%s", "%s", %s),' % (name, g.names[name],
                                                      'true' if name in g.exceptions else 'false'))
        lines.append('    ],')
        lines.append('};')
        lines.append('')
        if left_out:
            cov.append('### Left out')
            cov.append('')
            for ptype, name, reason in sorted(set(left_out)):
                cov.append('- %s.%s: %s' % (ptype, name, reason))
            cov.append('')
        coverage.extend(cov)
    header = ['# Param fields the layouts cover', '',
              'Generated by `tools/paramdex/gen.py` from %s: do not edit.' % source,
              'Offsets are from the start of a row; "name" means the field was chosen by its name,',
              'otherwise the reason is given. "Left out" lists fields whose name looks like an',
              'effect id but that are not read, with the reason.', '']
    return '\n'.join(lines), '\n'.join(header + coverage) + '\n'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('root', help='folder with ER/, NR/, DS3/, AC6/ (each with Defs/)')
    parser.add_argument('--check', action='store_true', help='exit 1 if the outputs would change')
    parser.add_argument('--source', default=None, help='provenance written into the outputs')
    args = parser.parse_args()
    games = {folder: Game(args.root, folder) for _, folder, _ in GAMES}
    source = args.source or os.path.basename(os.path.abspath(args.root))
    tables, coverage = render(games, source)
    drifted = []
    for path, text in ((TABLES, tables), (COVERAGE, coverage)):
        old = open(path, encoding='utf-8').read() if os.path.exists(path) else None
        if old != text:
            drifted.append(os.path.relpath(path, ROOT))
            if not args.check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(text)
    if args.check:
        if drifted:
            print('out of date: ' + ', '.join(drifted))
            sys.exit(1)
        print('in sync')
    else:
        print('wrote ' + (', '.join(drifted) if drifted else 'nothing (in sync)'))


if __name__ == '__main__':
    main()
