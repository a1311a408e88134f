// Changes across the whole effect, as the community's tools make them: recolour (hue shift,
// saturation, brightness, or a palette whose hues replace the colours'), scale, and the rate
// of time. Each is one edit line (`effect recolor=hue=30,saturation=1.2`, `effect scale=2`,
// `effect time-scale=0.5`, applied in wasm by `fxr_formats::fxr::transform` from the marks of
// the action definitions), so it plays at once, is undone like any edit and travels in links.

import { h } from '../core/dom';
import { numberText } from './edit-keys';

/** What the panel needs from the editor. */
export interface AcrossHooks {
  /** Sets an edit line (`path=value`), or removes it when `value` is null. */
  set(path: string, value: string | null): Promise<unknown>;
  /** The value of the edit line `path` in force, if any. */
  current(path: string): string | undefined;
}

const RECOLOR = 'effect recolor';
const SCALE = 'effect scale';
const TIME_SCALE = 'effect time-scale';

/** `key=value` pairs of a recolour's value. */
function pairs(value: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at > 0) out.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return out;
}

/** A slider with its number beside it. */
function slider(label: string, min: number, max: number, step: number, identity: number): { label: HTMLElement; input: HTMLInputElement; set(v: number): void } {
  const input = h('input', { type: 'range', min, max, step, value: String(identity), 'aria-label': label });
  // A value from a link beyond the range widens it and is kept exactly (not rounded to the step).
  const shown = h('span', { class: 'meta' }, String(identity));
  input.addEventListener('input', () => (shown.textContent = input.value));
  return {
    label: h('label', {}, `${label} `, input, ' ', shown),
    input,
    set(v: number) {
      if (v < Number(input.min)) input.min = String(v);
      if (v > Number(input.max)) input.max = String(v);
      input.step = Number.isInteger(v / step) ? String(step) : 'any';
      input.value = String(v);
      shown.textContent = String(v);
    },
  };
}

export class AcrossEffect {
  readonly element: HTMLElement;
  private readonly hue = slider('hue shift (°)', -180, 180, 1, 0);
  private readonly saturation = slider('saturation ×', 0, 2, 0.01, 1);
  private readonly brightness = slider('brightness ×', 0.05, 3, 0.01, 1);
  private readonly palette = h('input', { size: 18, placeholder: '#ff8000 #2040ff', 'aria-label': 'palette', title: 'colours whose hues replace the effect colours’ (each colour takes the nearest); empty: none' });
  private readonly scale = h('input', { type: 'number', min: 0.01, step: 0.1, value: '1', 'aria-label': 'scale', size: 5 });
  private readonly viewDistance = h('input', { type: 'checkbox', 'aria-label': 'scale view distances' });
  private readonly particleModifier = h('input', { type: 'checkbox', 'aria-label': 'scale through the particle modifier' });
  private readonly timeScale = h('input', { type: 'number', min: 0.01, step: 0.1, value: '1', 'aria-label': 'time scale', size: 5 });
  private readonly tracers = h('input', { type: 'checkbox', 'aria-label': 'time-scale trail segment lifetimes' });

  constructor(private readonly hooks: AcrossHooks) {
    const recolor = () => void this.hooks.set(RECOLOR, this.recolorValue()).catch(report);
    for (const s of [this.hue, this.saturation, this.brightness]) s.input.addEventListener('change', recolor);
    this.palette.addEventListener('change', recolor);
    const scale = () => void this.hooks.set(SCALE, this.factorValue(this.scale, [[this.viewDistance, 'view-distance'], [this.particleModifier, 'particle-modifier']])).catch(report);
    for (const c of [this.scale, this.viewDistance, this.particleModifier]) c.addEventListener('change', scale);
    const time = () => void this.hooks.set(TIME_SCALE, this.factorValue(this.timeScale, [[this.tracers, 'tracer-durations']])).catch(report);
    for (const c of [this.timeScale, this.tracers]) c.addEventListener('change', time);
    this.element = h(
      'details',
      { class: 'across', id: 'edit-across' },
      h('summary', {}, 'Across the effect: recolour, scale, rate of time'),
      h('div', {}, this.hue.label, this.saturation.label, this.brightness.label, h('label', {}, 'palette ', this.palette)),
      h('div', {}, h('label', {}, 'scale × ', this.scale), h('label', {}, this.viewDistance, ' view distances'), h('label', {}, this.particleModifier, ' particle modifier instead of sizes')),
      h('div', {}, h('label', {}, 'time × ', this.timeScale), h('label', {}, this.tracers, ' trail segment lifetimes')),
      h('p', { class: 'muted' }, 'Values marked colour, scale or time in the action definitions change (docs/editing.md); 2 makes the effect twice as large or twice as long.'),
    );
  }

  /** The recolour edit's value, or null for the identity. */
  private recolorValue(): string | null {
    const parts: string[] = [];
    const hue = Number(this.hue.input.value);
    const saturation = Number(this.saturation.input.value);
    const brightness = Number(this.brightness.input.value);
    if (hue !== 0) parts.push(`hue=${numberText(hue)}`);
    if (saturation !== 1) parts.push(`saturation=${numberText(saturation)}`);
    if (brightness !== 1) parts.push(`brightness=${numberText(brightness)}`);
    const palette = this.palette.value.trim().split(/[\s,/]+/).filter(Boolean);
    if (palette.length) parts.push(`palette=${palette.join('/')}`);
    return parts.length ? parts.join(',') : null;
  }

  /** A factor's edit value with its options, or null for 1 without options (an empty box is 1). */
  private factorValue(input: HTMLInputElement, options: [HTMLInputElement, string][]): string | null {
    const factor = input.value.trim() === '' ? 1 : Number(input.value);
    const flags = options.filter(([box]) => box.checked).map(([, name]) => name);
    if (factor === 1 && flags.length === 0) return null;
    return [numberText(factor), ...flags].join(',');
  }

  /** Shows the edits in force (after an undo, a link, another effect). */
  show(): void {
    const recolor = pairs(this.hooks.current(RECOLOR));
    this.hue.set(Number(recolor.get('hue') ?? 0));
    this.saturation.set(Number(recolor.get('saturation') ?? 1));
    this.brightness.set(Number(recolor.get('brightness') ?? 1));
    this.palette.value = (recolor.get('palette') ?? '').split('/').join(' ');
    const scale = (this.hooks.current(SCALE) ?? '1').split(',');
    this.scale.value = scale[0];
    this.viewDistance.checked = scale.includes('view-distance');
    this.particleModifier.checked = scale.includes('particle-modifier');
    const time = (this.hooks.current(TIME_SCALE) ?? '1').split(',');
    this.timeScale.value = time[0];
    this.tracers.checked = time.includes('tracer-durations');
    if (recolor.size || scale[0] !== '1' || time[0] !== '1') (this.element as HTMLDetailsElement).open = true;
  }
}

function report(e: unknown): void {
  console.warn(`fxr-view edit: ${e instanceof Error ? e.message : String(e)}`);
}
