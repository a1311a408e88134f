// A property's curve drawn as an inline SVG plot from the samples the wasm computes
// (`CurvePlot`, crates/inspect/src/plot.rs): one line per component, the band its random
// modifiers allow, the file's keyframes as dots, the loop's period, the playhead for curves
// of time, a colour ramp for colours, and a tooltip reading the value under the pointer.
// Given `CurveEditing`, its keys are edited in place: drag one, double-click to add one,
// right-click one to remove it.

import { h } from '../core/dom';
import type { CurvePlot, PropertyArgument } from '../generated/types';

const NS = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 90;
const PAD = { left: 4, right: 4, top: 6, bottom: 6 };
/** Component colours: x/r, y/g, z/b, w/a. */
const COLOURS = ['#e06060', '#60c060', '#6090e0', '#c0c0c0'];

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** The argument in words, for the axis and the tooltip. */
export function argumentLabel(a: PropertyArgument): string {
  switch (a) {
    case 'ParticleAge':
      return 'particle age';
    case 'ActiveTime':
      return 'active time';
    case 'EmissionTime':
      return 'emission time';
    case 'ExternalValue':
      return 'external value';
    case 'None':
      return 'constant input (0)';
    case 'Unknown':
      return 'active time (argument unknown)';
  }
}

const fmt = (v: number) => String(+v.toPrecision(4));

/** A drawn plot; `setTime` moves its playhead. */
export interface CurveView {
  element: HTMLElement;
  setTime(time: number): void;
}

/** What editing a plot's keys does (the editor writes an edit of the property for each). */
export interface CurveEditing {
  /** Key `key` (drawn at time `at`) dragged to `time`, its component `component` to `value`. */
  move(key: number, at: number, component: number, time: number, value: number): void;
  /** A key added at `time` where the curve passes. */
  add(time: number): void;
  /** Key `key` (drawn at time `at`) removed. */
  remove(key: number, at: number): void;
  /** Whether an edit sets this property (the plot is marked). */
  edited: boolean;
}

/** Draws `plot` of the property `name`; with `editing`, its keys can be dragged, added and removed. */
export function curveView(name: string, plot: CurvePlot, editing?: CurveEditing): CurveView {
  const [x0, x1] = plot.domain;
  // A loop, not a spread: a curve of many keys would pass more arguments than a call takes.
  let lo = Infinity;
  let hi = -Infinity;
  for (const list of [plot.min, plot.max, plot.values]) {
    for (const row of list) {
      for (const v of row) {
        if (Number.isFinite(v)) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
    }
  }
  // No finite value at all: an axis from -1 to 1.
  if (!Number.isFinite(lo)) lo = hi = 0;
  if (!(hi > lo)) {
    const pad = Math.max(1e-3, Math.abs(lo) * 0.1 || 1);
    lo -= pad;
    hi += pad;
  }
  const sx = (x: number) => PAD.left + ((x - x0) / (x1 - x0)) * (WIDTH - PAD.left - PAD.right);
  const sy = (y: number) => HEIGHT - PAD.bottom - ((y - lo) / (hi - lo)) * (HEIGHT - PAD.top - PAD.bottom);
  const root = svg('svg', { width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'curve' });
  // The file's keys and the loop, readable by tests and tools.
  root.dataset.property = name;
  root.dataset.argument = plot.argument;
  root.dataset.keys = JSON.stringify(plot.keyframes);
  root.dataset.looped = String(plot.looped);
  if (plot.period !== null) root.dataset.period = String(plot.period);
  root.append(svg('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: 'curve-bg' }));
  if (lo < 0 && hi > 0) root.append(svg('line', { x1: 0, x2: WIDTH, y1: sy(0), y2: sy(0), class: 'curve-zero' }));
  const stepped = plot.interpolation === 'Stepped';
  const points = (ys: number[]) => {
    const out: string[] = [];
    plot.x.forEach((x, i) => {
      // A stepped curve holds its value until the next sample.
      if (stepped && i > 0) out.push(`${sx(x)},${sy(ys[i - 1])}`);
      out.push(`${sx(x)},${sy(ys[i])}`);
    });
    return out;
  };
  for (let c = 0; c < plot.components; c++) {
    const colour = COLOURS[c];
    const banded = plot.min[c].some((v, i) => v !== plot.max[c][i]);
    if (banded) {
      const band = [...points(plot.max[c]), ...points(plot.min[c]).reverse()].join(' ');
      root.append(svg('polygon', { points: band, fill: colour, 'fill-opacity': 0.2, class: 'curve-band', 'data-component': c }));
    }
    root.append(svg('polyline', { points: points(plot.values[c]).join(' '), stroke: colour, fill: 'none', class: 'curve-line', 'data-component': c }));
    // The keys in every period shown; those of the file's own period are marked as such.
    const repeats = plot.period !== null ? 2 : 1;
    for (let r = 0; r < repeats; r++) {
      for (const [key, [t, v]] of plot.keyframes[c].entries()) {
        const x = t + r * (plot.period ?? 0);
        if (x < x0 - 1e-6 || x > x1 + 1e-6) continue;
        root.append(svg('circle', { cx: sx(x), cy: sy(v), r: editing && r === 0 ? 4 : 2.5, fill: colour, class: r === 0 ? 'curve-key' : 'curve-key repeat', 'data-t': t, 'data-v': v, 'data-component': c, 'data-key': key }));
      }
    }
  }
  if (plot.period !== null) {
    root.append(svg('line', { x1: sx(plot.period), x2: sx(plot.period), y1: 0, y2: HEIGHT, class: 'curve-period' }));
  }
  const playhead = svg('line', { x1: 0, x2: 0, y1: 0, y2: HEIGHT, class: 'curve-playhead', visibility: 'hidden' });
  root.append(playhead);
  const hover = svg('line', { x1: 0, x2: 0, y1: 0, y2: HEIGHT, class: 'curve-hover', visibility: 'hidden' });
  root.append(hover);

  const label = argumentLabel(plot.argument);
  const caption = h('figcaption', {}, `${name} over ${label} (${plot.interpolation}${plot.looped ? `, loops every ${plot.period !== null ? fmt(plot.period) : '?'} s: two periods shown` : ''}${plot.min.some((m, c) => m.some((v, i) => v !== plot.max[c][i])) ? '; shaded: the range its random modifiers allow' : ''})`);
  const note = h('span', { class: 'curve-playhead-note muted' });
  const tip = h('div', { class: 'curve-tip', role: 'status', hidden: true });
  const figure = h('figure', { class: editing?.edited ? 'curve-plot edited' : 'curve-plot' }, caption);
  if (editing) {
    caption.append(editing.edited ? ' · edited' : '', h('span', { class: 'muted' }, ' · drag a key, double-click to add one, right-click one to remove it'));
    editKeys(root, editing, {
      time: (px) => x0 + ((px - PAD.left) / (WIDTH - PAD.left - PAD.right)) * (x1 - x0),
      value: (py) => lo + ((HEIGHT - PAD.bottom - py) / (HEIGHT - PAD.top - PAD.bottom)) * (hi - lo),
    });
  }
  if (plot.components === 4 && /^color/i.test(name)) figure.append(colourRamp(plot));
  figure.append(root, note, tip);

  root.addEventListener('mousemove', (e) => {
    const box = root.getBoundingClientRect();
    const px = ((e.clientX - box.left) / box.width) * WIDTH;
    const x = x0 + ((px - PAD.left) / (WIDTH - PAD.left - PAD.right)) * (x1 - x0);
    let i = 0;
    for (let k = 1; k < plot.x.length; k++) if (Math.abs(plot.x[k] - x) < Math.abs(plot.x[i] - x)) i = k;
    const parts = [];
    for (let c = 0; c < plot.components; c++) {
      const band = plot.min[c][i] !== plot.max[c][i] ? ` (${fmt(plot.min[c][i])} to ${fmt(plot.max[c][i])})` : '';
      parts.push(`${plot.components > 1 ? `${'xyzw'[c]} ` : ''}${fmt(plot.values[c][i])}${band}`);
    }
    tip.textContent = `${label} ${fmt(plot.x[i])}: ${parts.join(', ')}`;
    tip.dataset.x = String(plot.x[i]);
    tip.dataset.value = JSON.stringify(plot.values.map((v) => v[i]));
    tip.hidden = false;
    hover.setAttribute('x1', String(sx(plot.x[i])));
    hover.setAttribute('x2', String(sx(plot.x[i])));
    hover.setAttribute('visibility', 'visible');
  });
  root.addEventListener('mouseleave', () => {
    tip.hidden = true;
    hover.setAttribute('visibility', 'hidden');
  });

  const setTime = (time: number) => {
    let at: number | null = null;
    let text: string;
    switch (plot.argument) {
      case 'ParticleAge':
        text = 'No playhead: each particle has its own age.';
        break;
      case 'ExternalValue':
        text = 'No playhead: the input is an external value.';
        break;
      case 'None':
        at = 0;
        text = 'Only the value at 0 is used.';
        break;
      default: {
        // Active and emission time are drawn at the playback time: they equal it for a
        // node active from the start (a delay or a state switch shifts them).
        at = plot.period !== null ? time % plot.period : time;
        const after = plot.period === null && at > x1;
        if (after) at = x1;
        text = `Playhead: playback time ${fmt(time)} s${plot.period !== null ? ` (${fmt(at)} s into the loop)` : ''}${after ? ', after the last key: the last value holds' : ''}; a delay or a state switch shifts ${label}.`;
      }
    }
    note.textContent = text;
    if (at === null) playhead.setAttribute('visibility', 'hidden');
    else {
      playhead.setAttribute('x1', String(sx(at)));
      playhead.setAttribute('x2', String(sx(at)));
      playhead.setAttribute('visibility', 'visible');
      root.dataset.playhead = String(at);
    }
  };
  return { element: figure, setTime };
}

/** The plot's pixel coordinates back to a time and a value. */
interface Inverse {
  time(px: number): number;
  value(py: number): number;
}

/** Dragging, adding and removing the keys of a plot (only the file's own period's keys). */
function editKeys(root: SVGSVGElement, editing: CurveEditing, inverse: Inverse): void {
  root.classList.add('editable');
  const local = (e: MouseEvent) => {
    const box = root.getBoundingClientRect();
    return { px: ((e.clientX - box.left) / box.width) * WIDTH, py: ((e.clientY - box.top) / box.height) * HEIGHT };
  };
  const keyOf = (target: EventTarget | null) => {
    const el = target instanceof SVGCircleElement && target.classList.contains('curve-key') && !target.classList.contains('repeat') ? target : null;
    return el ? { el, key: Number(el.dataset.key), at: Number(el.dataset.t), component: Number(el.dataset.component) } : null;
  };
  root.addEventListener('pointerdown', (e) => {
    const found = keyOf(e.target);
    if (!found || e.button !== 0 || found.key < 0) return;
    e.preventDefault();
    root.setPointerCapture(e.pointerId);
    let moved = false;
    const move = (m: PointerEvent) => {
      const { px, py } = local(m);
      found.el.setAttribute('cx', String(px));
      found.el.setAttribute('cy', String(py));
      moved = true;
    };
    const stop = () => {
      root.removeEventListener('pointermove', move);
      root.removeEventListener('pointerup', up);
      root.removeEventListener('pointercancel', stop);
    };
    const up = (u: PointerEvent) => {
      stop();
      if (!moved) return;
      const { px, py } = local(u);
      editing.move(found.key, found.at, found.component, inverse.time(px), inverse.value(py));
    };
    root.addEventListener('pointermove', move);
    root.addEventListener('pointerup', up);
    // A drag the browser takes back (a touch scroll, a lost capture) changes nothing.
    root.addEventListener('pointercancel', stop);
  });
  root.addEventListener('dblclick', (e) => {
    if (keyOf(e.target)) return;
    editing.add(inverse.time(local(e).px));
  });
  root.addEventListener('contextmenu', (e) => {
    const found = keyOf(e.target);
    if (!found || found.key < 0) return;
    e.preventDefault();
    editing.remove(found.key, found.at);
  });
}

/** A colour property's samples as a horizontal gradient (channels clamped to 0..1 for display, alpha over a checkerboard). */
function colourRamp(plot: CurvePlot): HTMLElement {
  const [x0, x1] = plot.domain;
  const stops: string[] = [];
  const step = Math.max(1, Math.floor(plot.x.length / 48));
  for (let i = 0; i < plot.x.length; i += step) {
    const [r, g, b, a] = plot.values.map((v) => Math.min(1, Math.max(0, v[i])));
    stops.push(`rgba(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)}, ${a.toFixed(3)}) ${(((plot.x[i] - x0) / (x1 - x0)) * 100).toFixed(2)}%`);
  }
  const ramp = h('div', { class: 'curve-ramp', title: 'the colour over its argument (values above 1 shown as 1)' });
  ramp.style.backgroundImage = `linear-gradient(to right, ${stops.join(', ')}), repeating-conic-gradient(#888 0 25%, #ccc 0 50%)`;
  ramp.style.backgroundSize = 'auto, 10px 10px';
  return ramp;
}
