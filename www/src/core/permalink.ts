// Permalinks: everything that reproduces a frame exactly (source, effect, time, seed,
// camera, view options, draw options, hidden nodes, overrides and external values), the
// page's view (the player, or the visual index of every effect) and the compare view's second
// source and effect, written into a URL
// fragment and read back with every field validated and bounded. The embed page takes the
// same keys in its query string (`embed.html?src=URL&effect=ID&time=T&seed=N`).

import type { DrawOptions, Override, ViewSettings } from '../generated/types';

export type { Override } from '../generated/types';

/** Where the effect comes from. */
export type Source =
  | { kind: 'demo' }
  | { kind: 'url'; url: string }
  /** An effect carried by the link: a DCX-compressed FXR, base64url. */
  | { kind: 'inline'; data: string }
  /** A local file: the link names it and its SHA-256, and the page asks for it. */
  | { kind: 'file'; name: string; sha256: string };

/** Everything that decides a frame: the view settings (background, grid, exposure, tone curve) and the rest. */
export interface ViewState extends ViewSettings {
  source: Source;
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
}

/** The page's views a link can open (`view=index`; the player when absent). */
export type PageView = 'player' | 'index';

export function defaultState(): ViewState {
  return {
    source: { kind: 'demo' },
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
  };
}

/** Bounds: a link is data from anyone, so every field is checked before it is used. */
export const LIMITS = {
  maxUrl: 2048,
  maxInlineChars: 40_000,
  maxTime: 3600,
  maxNodes: 256,
  maxOverrides: 64,
  maxPath: 256,
  maxExternals: 64,
  maxExternalValue: 1e6,
};

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
  const source = parseSource(params, SOURCE_KEYS);
  if (source) state.source = source;
  const compare = parseSource(params, COMPARE_KEYS);
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
  const view = params.get('view');
  if (view !== null) {
    if (view !== 'player' && view !== 'index') throw new Error('view: expected player or index');
    state.view = view;
  }
  return state;
}

/** The keys a source is written under: the page's own (`src=`…) or the compare view's (`compare=`…). */
interface SourceKeys {
  src: string;
  inline: string;
  file: string;
  sha256: string;
}
const SOURCE_KEYS: SourceKeys = { src: 'src', inline: 'inline', file: 'file', sha256: 'sha256' };
const COMPARE_KEYS: SourceKeys = { src: 'compare', inline: 'cinline', file: 'cfile', sha256: 'csha256' };

/** A source in its keys (`src=demo`, an http(s) URL, `inline` with its data, `file` with its name and hash), if given. */
function parseSource(params: URLSearchParams, keys: SourceKeys): Source | null {
  const src = params.get(keys.src);
  if (src === null) return null;
  if (src === 'demo') return { kind: 'demo' };
  if (src === 'inline') {
    const data = params.get(keys.inline) ?? '';
    if (data.length === 0 || data.length > LIMITS.maxInlineChars) throw new Error(`${keys.inline}: expected 1 to ${LIMITS.maxInlineChars} base64url characters`);
    fromBase64Url(data);
    return { kind: 'inline', data };
  }
  if (src === 'file') {
    const name = params.get(keys.file) ?? '';
    const sha256 = (params.get(keys.sha256) ?? '').toLowerCase();
    if (name.length === 0 || name.length > 255 || /[/\\]/.test(name)) throw new Error(`${keys.file}: expected a file name (no folders)`);
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`${keys.sha256}: expected 64 hexadecimal digits`);
    return { kind: 'file', name, sha256 };
  }
  try {
    return { kind: 'url', url: checkSourceUrl(src) };
  } catch (e) {
    // The page's own source keeps the URL check's words; the compare side's names its field.
    if (keys === SOURCE_KEYS) throw e;
    throw new Error(`${keys.src}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Writes a source in its keys. */
function writeSource(p: URLSearchParams, s: Source, keys: SourceKeys): void {
  if (s.kind === 'demo') p.set(keys.src, 'demo');
  else if (s.kind === 'url') p.set(keys.src, s.url);
  else if (s.kind === 'inline') {
    p.set(keys.src, 'inline');
    p.set(keys.inline, s.data);
  } else {
    p.set(keys.src, 'file');
    p.set(keys.file, s.name);
    p.set(keys.sha256, s.sha256);
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
  writeSource(p, state.source, SOURCE_KEYS);
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
  return p.toString();
}
