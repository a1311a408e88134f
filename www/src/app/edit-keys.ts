// A property's curve as the editor changes it: its interpolation, whether it loops, and its
// keys (time, value, and for Bezier and Hermite the outgoing and incoming slopes, per unit of
// a segment as the file stores them, crates/sim/src/curve.rs `eval_keys`). Each change gives
// a new curve, written as the edit text `fxr_formats::fxr::edit` reads:
// `linear loop 0:1 0.5:2`, `hermite 0:1;0;0 1:2;0;0`, or numbers for a constant.

import type { PropertyDescription } from '../generated/types';

/** How the keys are joined (a constant has one value and no keys). */
export type Interpolation = 'Constant' | 'Stepped' | 'Linear' | 'Bezier' | 'Hermite';

/** The interpolations the editor offers. */
export const INTERPOLATIONS: Interpolation[] = ['Constant', 'Stepped', 'Linear', 'Bezier', 'Hermite'];

/** A curve being edited. A constant holds its value as its one key, at time 0. */
export interface EditedCurve {
  interpolation: Interpolation;
  looped: boolean;
  components: number;
  times: number[];
  /** Per key, one number per component. */
  values: number[][];
  /** Per key, the outgoing slope (Bezier, Hermite; zeros otherwise). */
  out: number[][];
  /** Per key, the incoming slope. */
  in: number[][];
}

const zeros = (n: number) => new Array<number>(n).fill(0);

/** The curve of a property as the inspector describes it; null when it cannot be edited by keys (a per-component Hermite curve, fields that do not decode). */
export function curveOf(p: PropertyDescription): EditedCurve | null {
  const c = Math.max(1, Math.min(4, p.components));
  const v = p.value;
  if (!v) return null;
  if ('Constant' in v) return { interpolation: 'Constant', looped: false, components: c, times: [0], values: [v.Constant.slice(0, c)], out: [zeros(c)], in: [zeros(c)] };
  if (!('Keyframes' in v) || !INTERPOLATIONS.includes(p.function as Interpolation)) return null;
  const k = v.Keyframes;
  const rows = (list: number[][]) => k.times.map((_, i) => (list[i] ?? zeros(4)).slice(0, c));
  return { interpolation: p.function as Interpolation, looped: p.looped, components: c, times: [...k.times], values: rows(k.values), out: rows(k.control1), in: rows(k.control2) };
}

/** A number as an edit writes it: the shortest text that reads back as the same f32. */
export function numberText(v: number): string {
  for (let digits = 1; digits <= 9; digits++) {
    const text = String(Number(v.toPrecision(digits)));
    if (Math.fround(Number(text)) === Math.fround(v)) return text;
  }
  return String(v);
}

const hasSlopes = (i: Interpolation) => i === 'Bezier' || i === 'Hermite';

/** The edit text of a curve (the value after `PATH=`). */
export function curveText(c: EditedCurve): string {
  const row = (r: number[]) => r.map(numberText).join(',');
  if (c.interpolation === 'Constant') return row(c.values[0]);
  const keys = c.times.map((t, i) => `${numberText(t)}:${row(c.values[i])}${hasSlopes(c.interpolation) ? `;${row(c.out[i])};${row(c.in[i])}` : ''}`);
  return [c.interpolation.toLowerCase(), ...(c.looped ? ['loop'] : []), ...keys].join(' ');
}

/** The Hermite cubic through `v0`, `v1` with slopes `m0`, `m1` at `s` (0 to 1), and its derivative. */
function hermite(v0: number, m0: number, v1: number, m1: number, s: number): [number, number] {
  const s2 = s * s;
  const s3 = s2 * s;
  const value = (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * m1;
  const slope = (6 * s2 - 6 * s) * v0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * v1 + (3 * s2 - 2 * s) * m1;
  return [value, slope];
}

/** The segment `t` falls in (`i` from key i to i + 1) and how far along it, or null before the first key or after the last. */
function segmentAt(c: EditedCurve, t: number): { i: number; s: number } | null {
  const n = c.times.length;
  if (n < 2 || t <= c.times[0] || t >= c.times[n - 1]) return null;
  let i = 0;
  while (i + 2 < n && t >= c.times[i + 1]) i++;
  const span = c.times[i + 1] - c.times[i];
  return { i, s: span > 0 ? (t - c.times[i]) / span : 1 };
}

/** The curve's value at `t` (before any modifier), per component; a Bezier with these slopes is the same cubic as a Hermite (crates/sim/src/curve.rs). */
export function valueAt(c: EditedCurve, t: number): number[] {
  const seg = segmentAt(c, t);
  if (!seg) return [...(t <= c.times[0] ? c.values[0] : c.values[c.values.length - 1])];
  const { i, s } = seg;
  return c.values[i].map((v0, k) => {
    const v1 = c.values[i + 1][k];
    if (c.interpolation === 'Stepped') return v0;
    if (c.interpolation === 'Linear' || c.interpolation === 'Constant') return v0 + (v1 - v0) * s;
    return hermite(v0, c.out[i][k], v1, c.in[i + 1][k], s)[0];
  });
}

/**
 * The curve with another interpolation: the keys stay; slopes given to a curve that had
 * none follow its straight segments (so a Linear curve made Hermite looks the same until a
 * slope is changed); a constant becomes two keys of its value, at 0 and 1; keys become a
 * constant of their value at 0.
 */
export function withInterpolation(c: EditedCurve, to: Interpolation): EditedCurve {
  if (to === c.interpolation) return c;
  if (to === 'Constant') {
    return { ...c, interpolation: 'Constant', looped: false, times: [0], values: [valueAt(c, 0)], out: [zeros(c.components)], in: [zeros(c.components)] };
  }
  let next: EditedCurve = structuredClone(c);
  if (c.interpolation === 'Constant') next = { ...next, times: [0, 1], values: [c.values[0], [...c.values[0]]], out: [zeros(c.components), zeros(c.components)], in: [zeros(c.components), zeros(c.components)] };
  if (hasSlopes(to) && !hasSlopes(c.interpolation)) {
    const v = next.values;
    next.out = v.map((row, i) => row.map((x, k) => (i + 1 < v.length ? v[i + 1][k] - x : 0)));
    next.in = v.map((row, i) => row.map((x, k) => (i > 0 ? x - v[i - 1][k] : 0)));
  }
  if (!hasSlopes(to)) {
    next.out = next.values.map(() => zeros(c.components));
    next.in = next.values.map(() => zeros(c.components));
  }
  return { ...next, interpolation: to };
}

/** The curve with key `key`'s time and one component's value moved (the time kept between its neighbours'). */
export function withKeyMoved(c: EditedCurve, key: number, component: number, time: number, value: number): EditedCurve {
  const next = structuredClone(c);
  const lo = key > 0 ? c.times[key - 1] : -Infinity;
  const hi = key + 1 < c.times.length ? c.times[key + 1] : Infinity;
  if (c.interpolation !== 'Constant') next.times[key] = Math.min(hi, Math.max(lo, time));
  next.values[key][component] = value;
  return next;
}

/**
 * The curve with a key added at `time`, where it already passes (so the shape stays: a
 * Bezier or Hermite segment is split exactly, the slopes of its two ends scaled to the new
 * segments' lengths). Before the first key or after the last, the key takes the end's value
 * and the new segment starts flat.
 */
export function withKeyAdded(c: EditedCurve, time: number): EditedCurve {
  if (c.interpolation === 'Constant' || c.times.includes(time)) return c;
  const next = structuredClone(c);
  const value = valueAt(c, time);
  const seg = segmentAt(c, time);
  let out = zeros(c.components);
  let inward = zeros(c.components);
  if (seg && hasSlopes(c.interpolation)) {
    const { i, s } = seg;
    const slopes = c.values[i].map((v0, k) => hermite(v0, c.out[i][k], c.values[i + 1][k], c.in[i + 1][k], s)[1]);
    inward = slopes.map((m) => m * s);
    out = slopes.map((m) => m * (1 - s));
    next.out[i] = c.out[i].map((m) => m * s);
    next.in[i + 1] = c.in[i + 1].map((m) => m * (1 - s));
  }
  const at = c.times.findIndex((t) => t > time);
  const index = at < 0 ? c.times.length : at;
  // A key before the first or after the last opens a segment from the old end: its slope on
  // that side joined nothing so far, so it starts flat rather than with a stored value.
  if (!seg && hasSlopes(c.interpolation)) {
    if (index === 0) next.in[0] = zeros(c.components);
    else next.out[index - 1] = zeros(c.components);
  }
  next.times.splice(index, 0, time);
  next.values.splice(index, 0, value);
  next.out.splice(index, 0, out);
  next.in.splice(index, 0, inward);
  return next;
}

/** The curve without key `key` (the last key is kept: a curve has at least one). */
export function withKeyRemoved(c: EditedCurve, key: number): EditedCurve {
  if (c.times.length <= 1 || c.interpolation === 'Constant') return c;
  const next = structuredClone(c);
  for (const list of [next.times, next.values, next.out, next.in] as unknown[][]) list.splice(key, 1);
  return next;
}
