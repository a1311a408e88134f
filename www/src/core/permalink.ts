// Permalinks: everything that reproduces a frame exactly (sources, effect, time, seed,
// camera, view options, draw options, hidden nodes, overrides and external values), the
// page's view (the player, or the visual index of every effect) and the compare view's second
// source and effect, written into a URL fragment and read back with every field validated
// and bounded. `src=` repeats for several sources (an effect binder and its resource binder:
// `#src=URL1&src=URL2&effect=ID`). `edit=` repeats too, one edit of the effect each
// (`PATH=VALUE`, see `EDIT_FORM`), applied in order to the effect as its file holds it. The embed page takes the same keys in its query string
// (`embed.html?src=URL&effect=ID&time=T&seed=N`).

import type { DrawOptions, Override, ViewSettings } from '../generated/types';

export type { Override } from '../generated/types';

/** Where the effect comes from. */
export type Source =
  | { kind: 'demo' }
  | { kind: 'url'; url: string }
  /** An effect carried by the link: a DCX-compressed FXR, base64url. */
  | { kind: 'inline'; data: string }
  /** A local file: the link names it and its SHA-256, and the page asks for it. */
  | { kind: 'file'; name: string; sha256: string }
  /**
   * A local folder (a game's `sfx`): the link names it and the digest of the files opened
   * from it (`folderDigest`); the page reopens it from where it remembered it, or asks for it.
   */
  | { kind: 'folder'; name: string; sha256: string };

/** Everything that decides a frame: the view settings (background, grid, exposure, tone curve) and the rest. */
export interface ViewState extends ViewSettings {
  /**
   * Where the effects come from, in the order they are opened (a later file's effect
   * replaces an earlier one of the same id): one library holds them all, so an effect's
   * textures, models and referenced effects resolve in any of them.
   */
  sources: Source[];
  effect: number | null;
  time: number;
  seed: number;
  /** Simulation steps per second (30 or 60). */
  rate: number;
  /** [yaw°, pitch°, distance, target x, y, z]; null: framed automatically. */
  camera: number[] | null;
  bloom: { enabled: boolean; strength: number; radius: number };
  hidden: string[];
  overrides: Override[];
  /**
   * The draw options (the notes' unknowns), when not the defaults. From a link they are only
   * known to be an object: the viewer checks each field when it takes them.
   */
  options: Partial<DrawOptions> | null;
  /** What the page shows: the player (and inspector), or the visual index of every effect. */
  view: PageView;
  /** The external values set, `[id, value]` by id (unset ones play as 0). */
  externals: [number, number][];
  /** The second source of the compare view (`compare=`, with the same forms as `src=`), or none. */
  compare: Source | null;
  /** The effect shown on the compare side (`effect2=`; none: the same id as `effect`). */
  effect2: number | null;
  /**
   * Edits of the effect, in order (`edit=`, repeated): each `PATH=VALUE` with the path as
   * `fxr-view diff` prints it, applied to the effect as its file holds it.
   */
  edits: string[];
  /**
   * Whether the page reloads an opened file when it changes on disk (`watch=1`; see
   * core/watch.ts). Off unless a link or the header's toggle turns it on, or a folder is
   * opened with the directory picker.
   */
  watch: boolean;
}

/** The page's views a link can open (`view=index`; the player when absent). */
export type PageView = 'player' | 'index';

export function defaultState(): ViewState {
  return {
    sources: [{ kind: 'demo' }],
    effect: null,
    time: 0,
    seed: 1,
    rate: 30,
    camera: null,
    background: [20, 22, 28, 255],
    grid: true,
    exposure: 1,
    curve: 'soft',
    bloom: { enabled: true, strength: 1, radius: 5 },
    hidden: [],
    overrides: [],
    options: null,
    view: 'player',
    externals: [],
    compare: null,
    effect2: null,
    edits: [],
    watch: false,
  };
}

/** Bounds: a link is data from anyone, so every field is checked before it is used. */
export const LIMITS = {
  maxUrl: 2048,
  /** Sources in one link (`src=` repeated); a folder counts as one. */
  maxSources: 16,
  maxInlineChars: 40_000,
  maxTime: 3600,
  maxNodes: 256,
  maxOverrides: 64,
  maxPath: 256,
  maxExternals: 64,
  maxExternalValue: 1e6,
  /** Edits of the effect in one link (the viewer takes as many). */
  maxEdits: 256,
  /** UTF-8 bytes of one edit (a path and its value are well under 200; a curve of four components with slopes, 25 to 40 keys). */
  maxEditChars: 4096,
};

/** What an edit looks like, for the errors that name a bad one. */
export const EDIT_FORM =
  'PATH=VALUE with the path as fxr-view diff prints it, e.g. node 0 config[0] action[603 BillboardEx].rgbMultiplier=2, or effect recolor=…, effect scale=…, effect time-scale=…';

/**
 * Checks a list of edits (`edit=` values): bounded count and length, each `node …=VALUE`
 * or a change of the whole effect (`effect recolor=…`, `effect scale=…`, `effect time-scale=…`).
 * Whether the path names something of the effect is the viewer's to say (`setEdits`).
 */
export function checkEdits(edits: string[]): string[] {
  if (edits.length > LIMITS.maxEdits) throw new Error(`edit: ${edits.length} edits given, at most ${LIMITS.maxEdits} are allowed`);
  edits.forEach((e, i) => {
    const which = `edit ${i + 1} of ${edits.length} (${JSON.stringify(e.slice(0, 80))}${e.length > 80 ? '…' : ''})`;
    // Counted in UTF-8 bytes, as the viewer counts them.
    if (new TextEncoder().encode(e).length > LIMITS.maxEditChars) throw new Error(`${which}: longer than ${LIMITS.maxEditChars} bytes`);
    const value = /^node \S+ .*action\[[^\]]+\]\.[^=]+=[^=]+$/.test(e);
    const whole = /^effect (recolor|scale|time-scale)=[^\s=][^\r\n]*$/.test(e);
    if (!value && !whole) throw new Error(`${which}: expected ${EDIT_FORM}`);
  });
  return edits;
}

/** A URL the page may fetch: absolute http(s) only (resolved against the page). */
export function checkSourceUrl(url: string, base = location.href): string {
  if (url.length > LIMITS.maxUrl) throw new Error(`the source URL is longer than ${LIMITS.maxUrl} characters`);
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    throw new Error(`the source ${JSON.stringify(url)} is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`the source must be an http(s) URL, not ${parsed.protocol}`);
  }
  return parsed.href;
}

function number(params: URLSearchParams, key: string, min: number, max: number, integer = false): number | undefined {
  const text = params.get(key);
  if (text === null) return undefined;
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v))) {
    throw new Error(`${key}=${text.slice(0, 40)}: expected ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`);
  }
  return v;
}

function numbers(params: URLSearchParams, key: string, count: number, min: number, max: number): number[] | undefined {
  const text = params.get(key);
  if (text === null) return undefined;
  const parts = text.split(',').map(Number);
  if (parts.length !== count || parts.some((v) => !Number.isFinite(v) || v < min || v > max)) {
    throw new Error(`${key}=${text.slice(0, 60)}: expected ${count} numbers from ${min} to ${max}`);
  }
  return parts;
}

/** base64url of bytes (no padding). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of base64url text; throws on anything else. */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('inline data is not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function jsonParam(params: URLSearchParams, key: string): unknown {
  const text = params.get(key);
  if (text === null) return undefined;
  if (text.length > 20_000) throw new Error(`${key}: longer than 20000 characters`);
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64Url(text)));
  } catch (e) {
    throw new Error(`${key}: not base64url JSON (${e instanceof Error ? e.message : e})`);
  }
}

function checkOverride(o: unknown): Override {
  const x = o as Override;
  const ok =
    typeof x === 'object' && x !== null &&
    typeof x.buffer === 'string' && x.buffer.length < 64 &&
    typeof x.name === 'string' && x.name.length < 128 &&
    (x.node === undefined || (typeof x.node === 'string' && x.node.length <= LIMITS.maxPath)) &&
    Array.isArray(x.values) && x.values.length <= 16 && x.values.every((v) => typeof v === 'number' && Number.isFinite(v));
  if (!ok) throw new Error('ov: an override is not {node?, buffer, name, values}');
  return { ...(x.node !== undefined ? { node: x.node } : {}), buffer: x.buffer, name: x.name, values: x.values };
}

/**
 * Reads a permalink's fields (a fragment or a query string, with or without its leading
 * `#`/`?`) over the defaults. Throws with the field's name on anything out of bounds.
 */
export function parseState(text: string, base: ViewState = defaultState()): ViewState {
  const params = new URLSearchParams(text.replace(/^[#?]/, ''));
  const state: ViewState = structuredClone(base);
  // The compare side first: its keys' errors (a folder given there) are its own.
  const compare = parseCompare(params);
  const sources = parseSources(params);
  if (sources) state.sources = sources;
  if (compare) state.compare = compare;
  const effect2 = number(params, 'effect2', -2147483648, 2147483647, true);
  if (effect2 !== undefined) state.effect2 = effect2;
  const effect = number(params, 'effect', -2147483648, 2147483647, true);
  if (effect !== undefined) state.effect = effect;
  state.time = number(params, 'time', 0, LIMITS.maxTime) ?? state.time;
  state.seed = number(params, 'seed', 0, 4294967295, true) ?? state.seed;
  const rate = number(params, 'rate', 30, 60, true);
  if (rate !== undefined && rate !== 30 && rate !== 60) throw new Error('rate: expected 30 or 60');
  state.rate = rate ?? state.rate;
  const cam = numbers(params, 'cam', 6, -1e6, 1e6);
  if (cam) {
    if (cam[2] <= 0) throw new Error('cam: the distance must be above 0');
    state.camera = cam;
  }
  const bg = numbers(params, 'bg', 4, 0, 255);
  if (bg) state.background = bg.map(Math.round) as ViewState['background'];
  const watch = params.get('watch');
  if (watch !== null && watch !== '0' && watch !== '1') throw new Error('watch: expected 0 or 1');
  if (watch !== null) state.watch = watch === '1';
  const grid = params.get('grid');
  if (grid !== null) state.grid = grid === '1';
  state.exposure = number(params, 'exp', 0, 1000) ?? state.exposure;
  const curve = params.get('curve');
  if (curve !== null) {
    if (curve !== 'clamp' && curve !== 'reinhard' && curve !== 'aces' && curve !== 'soft') throw new Error('curve: expected soft, clamp, reinhard or aces');
    state.curve = curve;
  }
  const bloom = numbers(params, 'bloom', 3, 0, 100);
  if (bloom) {
    if (!Number.isInteger(bloom[2]) || bloom[2] < 1 || bloom[2] > 8) throw new Error('bloom: the radius is an integer from 1 to 8');
    state.bloom = { enabled: bloom[0] !== 0, strength: bloom[1], radius: bloom[2] };
  }
  const hide = params.get('hide');
  if (hide !== null) {
    const paths = hide.split(',').filter((p) => p !== '');
    if (paths.length > LIMITS.maxNodes || paths.some((p) => p.length > LIMITS.maxPath || !/^[0-9@/-]+$/.test(p))) {
      throw new Error(`hide: expected up to ${LIMITS.maxNodes} node paths like 0/1 or 0/@1010/0`);
    }
    state.hidden = paths;
  }
  const ov = jsonParam(params, 'ov');
  if (ov !== undefined) {
    if (!Array.isArray(ov) || ov.length > LIMITS.maxOverrides) throw new Error(`ov: expected a list of up to ${LIMITS.maxOverrides} overrides`);
    state.overrides = ov.map(checkOverride);
  }
  const ext = params.get('ext');
  if (ext !== null) state.externals = parseExternals(ext);
  const opts = jsonParam(params, 'opts');
  if (opts !== undefined) {
    if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) throw new Error('opts: expected an object');
    state.options = opts as Partial<DrawOptions>;
  }
  const edits = params.getAll('edit');
  if (edits.length) state.edits = checkEdits(edits.map((e) => e.trim()));
  const view = params.get('view');
  if (view !== null) {
    if (view !== 'player' && view !== 'index') throw new Error('view: expected player or index');
    state.view = view;
  }
  return state;
}

/**
 * The keys a source is written under: the page's own (`src=`…) or the compare view's
 * (`compare=`…). `folder` is absent where a folder cannot be given (the compare side).
 */
interface SourceKeys {
  src: string;
  inline: string;
  file: string;
  sha256: string;
  folder?: string;
}
const SOURCE_KEYS: SourceKeys = { src: 'src', inline: 'inline', file: 'file', sha256: 'sha256', folder: 'folder' };
const COMPARE_KEYS: SourceKeys = { src: 'compare', inline: 'cinline', file: 'cfile', sha256: 'csha256' };

/**
 * The values of repeated keys, taken in order: the n-th `src=file` takes the n-th `file=`
 * and the n-th `sha256=` (a `src=folder` takes the next `folder=` and the next `sha256=`), so
 * several sources stay unambiguous whatever order the keys come in.
 */
class Taker {
  private taken = new Map<string, number>();
  constructor(private readonly params: URLSearchParams) {}

  /** The next unused value of `key`, or '' when there is none left. */
  next(key: string): string {
    const at = this.taken.get(key) ?? 0;
    this.taken.set(key, at + 1);
    return this.params.getAll(key)[at] ?? '';
  }

  /** Throws when a value of one of `keys` belongs to no source (more `file=` than `src=file`). */
  checkAllTaken(keys: string[]): void {
    for (const key of keys) {
      const given = this.params.getAll(key).length;
      const used = this.taken.get(key) ?? 0;
      if (given > used) throw new Error(`${key}: ${given} given, but only ${used} of the sources take one`);
    }
  }
}

/** The page's sources (`src=`, repeatable, in the order they are opened), if any are given. */
function parseSources(params: URLSearchParams): Source[] | null {
  const values = params.getAll(SOURCE_KEYS.src);
  if (values.length === 0) return null;
  if (values.length > LIMITS.maxSources) throw new Error(`src: ${values.length} sources given, at most ${LIMITS.maxSources} are allowed`);
  const taker = new Taker(params);
  const sources = values.map((value, i) => {
    try {
      return parseSource(value, taker, SOURCE_KEYS);
    } catch (e) {
      // With several sources, the error says which one.
      if (values.length === 1) throw e;
      throw new Error(`source ${i + 1} of ${values.length}: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  taker.checkAllTaken([SOURCE_KEYS.inline, SOURCE_KEYS.file, SOURCE_KEYS.sha256, 'folder']);
  const seen = sources.map((s) => JSON.stringify(s));
  const repeated = seen.findIndex((s, i) => seen.indexOf(s) !== i);
  if (repeated >= 0) throw new Error(`src: source ${repeated + 1} is the same as source ${seen.indexOf(seen[repeated]) + 1}`);
  return sources;
}

/** The compare view's one source (`compare=`), if given. */
function parseCompare(params: URLSearchParams): Source | null {
  const values = params.getAll(COMPARE_KEYS.src);
  if (values.length === 0) return null;
  if (values.length > 1) throw new Error(`${COMPARE_KEYS.src}: expected one source, found ${values.length}`);
  const taker = new Taker(params);
  const source = parseSource(values[0], taker, COMPARE_KEYS);
  taker.checkAllTaken([COMPARE_KEYS.inline, COMPARE_KEYS.file, COMPARE_KEYS.sha256]);
  return source;
}

/** A local file's or folder's name: one path component. */
function checkName(name: string, key: string, what: string): string {
  if (name.length === 0 || name.length > 255 || /[/\\]/.test(name)) throw new Error(`${key}: expected a ${what} name (no folders)`);
  return name;
}

/** A SHA-256 in hex (lowercased). */
function checkSha256(text: string, key: string): string {
  const sha256 = text.toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`${key}: expected 64 hexadecimal digits`);
  return sha256;
}

/** One source from its `src=` value (`demo`, an http(s) URL, `inline`, `file`, `folder`), taking its other keys' values. */
function parseSource(src: string, taker: Taker, keys: SourceKeys): Source {
  if (src === 'demo') return { kind: 'demo' };
  if (src === 'inline') {
    const data = taker.next(keys.inline);
    if (data.length === 0 || data.length > LIMITS.maxInlineChars) throw new Error(`${keys.inline}: expected 1 to ${LIMITS.maxInlineChars} base64url characters`);
    fromBase64Url(data);
    return { kind: 'inline', data };
  }
  if (src === 'file') {
    const name = checkName(taker.next(keys.file), keys.file, 'file');
    return { kind: 'file', name, sha256: checkSha256(taker.next(keys.sha256), keys.sha256) };
  }
  if (src === 'folder') {
    if (!keys.folder) throw new Error(`${keys.src}=folder: this side takes one file, not a folder`);
    const name = checkName(taker.next(keys.folder), keys.folder, 'folder');
    return { kind: 'folder', name, sha256: checkSha256(taker.next(keys.sha256), keys.sha256) };
  }
  try {
    return { kind: 'url', url: checkSourceUrl(src) };
  } catch (e) {
    // The page's own source keeps the URL check's words; the compare side's names its field.
    if (keys === SOURCE_KEYS) throw e;
    throw new Error(`${keys.src}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Writes a source in its keys, after any written before (a source's keys stay together). */
function writeSource(p: URLSearchParams, s: Source, keys: SourceKeys): void {
  if (s.kind === 'demo') p.append(keys.src, 'demo');
  else if (s.kind === 'url') p.append(keys.src, s.url);
  else if (s.kind === 'inline') {
    p.append(keys.src, 'inline');
    p.append(keys.inline, s.data);
  } else if (s.kind === 'file') {
    p.append(keys.src, 'file');
    p.append(keys.file, s.name);
    p.append(keys.sha256, s.sha256);
  } else {
    if (!keys.folder) throw new Error('a folder cannot be the compare source');
    p.append(keys.src, 'folder');
    p.append(keys.folder, s.name);
    p.append(keys.sha256, s.sha256);
  }
}

/** `ext=2:12,0:0`: external values as `id:value` pairs (integer ids, each once; bounded finite values). */
function parseExternals(text: string): [number, number][] {
  const fail = () =>
    new Error(`ext=${text.slice(0, 60)}: expected up to ${LIMITS.maxExternals} id:value pairs like 2:12,0:0 (integer ids, each once; values from -${LIMITS.maxExternalValue} to ${LIMITS.maxExternalValue})`);
  const pairs: [number, number][] = [];
  for (const part of text.split(',').filter((p) => p !== '')) {
    const m = /^(-?\d{1,10}):([^:]+)$/.exec(part);
    if (!m) throw fail();
    const id = Number(m[1]);
    const value = Number(m[2]);
    if (!Number.isInteger(id) || id < -2147483648 || id > 2147483647 || m[2].trim() === '' || !Number.isFinite(value) || Math.abs(value) > LIMITS.maxExternalValue) throw fail();
    if (pairs.some(([k]) => k === id)) throw fail();
    pairs.push([id, value]);
  }
  if (pairs.length > LIMITS.maxExternals) throw fail();
  return pairs.sort((a, b) => a[0] - b[0]);
}

const round = (v: number, digits = 4) => String(Number(v.toFixed(digits)));

/** The fields of `state` as a query string (for a fragment: prefix `#`). */
export function serializeState(state: ViewState): string {
  const p = new URLSearchParams();
  if (state.sources.length > LIMITS.maxSources) throw new Error(`a link carries at most ${LIMITS.maxSources} sources; ${state.sources.length} are open`);
  for (const source of state.sources) writeSource(p, source, SOURCE_KEYS);
  if (state.effect !== null) p.set('effect', String(state.effect));
  p.set('time', round(state.time));
  p.set('seed', String(state.seed));
  if (state.rate !== 30) p.set('rate', String(state.rate));
  if (state.camera) p.set('cam', state.camera.map((v) => round(v)).join(','));
  p.set('bg', state.background.join(','));
  p.set('grid', state.grid ? '1' : '0');
  p.set('exp', round(state.exposure));
  p.set('curve', state.curve);
  p.set('bloom', [state.bloom.enabled ? 1 : 0, round(state.bloom.strength), state.bloom.radius].join(','));
  if (state.hidden.length) p.set('hide', state.hidden.join(','));
  const json = (v: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(v)));
  if (state.overrides.length) p.set('ov', json(state.overrides));
  if (state.options) p.set('opts', json(state.options));
  // The player is the default: only the index is written.
  if (state.view === 'index') p.set('view', 'index');
  if (state.externals.length) p.set('ext', state.externals.map(([id, value]) => `${id}:${round(value, 6)}`).join(','));
  if (state.compare) writeSource(p, state.compare, COMPARE_KEYS);
  if (state.effect2 !== null) p.set('effect2', String(state.effect2));
  for (const e of checkEdits(state.edits)) p.append('edit', e);
  if (state.watch) p.set('watch', '1');
  return p.toString();
}
