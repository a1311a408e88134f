// The player's controls under the canvas (play, scrub, step, loop, speed, seed, camera,
// background, grid, bloom, tone curve) and the camera's mouse and wheel handling.

import { h, replace } from '../core/dom';
import type { EffectView } from '../core/effect-view';
import type { ToneCurve } from '../generated/types';

/** What the controls ask of the page. */
export interface ControlsHost {
  /** Plays the current effect again with another seed. */
  setSeed(seed: number): void;
  /** Frames the effect again from the default angles. */
  resetCamera(): void;
  exportPng(): void;
  exportSpriteSheet(): void;
  exportWebm(): void;
}

const hex = (v: number) => v.toString(16).padStart(2, '0');

export class Controls {
  private time!: HTMLInputElement;
  private readout!: HTMLSpanElement;
  private playButton!: HTMLButtonElement;
  private seedInput!: HTMLInputElement;
  /** The time slider's marks of the sounds fired (none: no sound). */
  private soundMarks: HTMLDataListElement | null = null;

  constructor(
    root: HTMLElement,
    /** The box the canvas is in (a checkerboard behind a transparent background). */
    private readonly stage: HTMLElement,
    private readonly view: EffectView,
    private readonly host: ControlsHost,
  ) {
    this.build(root);
    this.cameraInput(view.canvas);
  }

  private build(root: HTMLElement): void {
    const v = this.view;
    const step = (dir: number) => {
      v.playing = false;
      v.seek(v.state.time + dir / v.state.rate);
      this.sync();
    };
    this.playButton = h('button', { id: 'play', onclick: () => this.togglePlay() }, 'Play');
    this.time = h('input', { id: 'time', class: 'time', type: 'range', min: '0', max: String(v.loopEnd), step: '0.001', value: '0', 'aria-label': 'Time' });
    this.time.addEventListener('input', () => {
      v.playing = false;
      v.seek(Number(this.time.value));
      this.sync();
    });
    this.readout = h('span', { id: 'time-readout' });
    const loop = h('input', { type: 'checkbox', checked: v.loop, onchange: () => (v.loop = loop.checked) });
    const loopEnd = h('input', { type: 'number', min: '0.1', max: '600', step: '0.1', value: String(v.loopEnd), 'aria-label': 'Loop length' });
    loopEnd.addEventListener('change', () => {
      const end = Number(loopEnd.value);
      if (Number.isFinite(end) && end > 0 && end <= 600) {
        v.loopEnd = end;
        this.time.max = String(end);
      }
    });
    const speed = h('select', { 'aria-label': 'Speed' }, ...[0.1, 0.25, 0.5, 1, 2].map((s) => h('option', { value: String(s), selected: s === 1 }, `${s}×`)));
    speed.addEventListener('change', () => (v.speed = Number(speed.value)));
    this.seedInput = h('input', { id: 'seed', type: 'number', min: '0', max: '4294967295', step: '1', value: String(v.state.seed), 'aria-label': 'Seed' });
    this.seedInput.addEventListener('change', () => {
      const seed = Number(this.seedInput.value);
      if (Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff) this.host.setSeed(seed);
    });
    const newSeed = h('button', { onclick: () => this.host.setSeed(crypto.getRandomValues(new Uint32Array(1))[0]) }, 'New seed');

    const s = v.state;
    const colour = h('input', { type: 'color', value: `#${hex(s.background[0])}${hex(s.background[1])}${hex(s.background[2])}`, 'aria-label': 'Background colour' });
    const transparent = h('input', { id: 'transparent', type: 'checkbox', checked: s.background[3] < 255 });
    const grid = h('input', { type: 'checkbox', checked: s.grid });
    const bloom = h('input', { type: 'checkbox', checked: s.bloom.enabled });
    const strength = h('input', { type: 'number', min: '0', max: '100', step: '0.1', value: String(s.bloom.strength), 'aria-label': 'Bloom strength' });
    const radius = h('input', { type: 'number', min: '1', max: '8', step: '1', value: String(s.bloom.radius), 'aria-label': 'Bloom radius' });
    const curve = h('select', { 'aria-label': 'Tone curve' }, ...['soft', 'clamp', 'reinhard', 'aces'].map((c) => h('option', { value: c, selected: c === s.curve }, c)));
    const exposure = h('input', { type: 'number', min: '0', max: '1000', step: '0.1', value: String(s.exposure), 'aria-label': 'Exposure' });
    const applyView = () => {
      const c = colour.value;
      const rgb = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
      const num = (el: HTMLInputElement, lo: number, hi: number, d: number) => {
        const x = Number(el.value);
        return Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : d;
      };
      this.stage.classList.toggle('checker', transparent.checked);
      void v.applyView({
        background: [rgb[0], rgb[1], rgb[2], transparent.checked ? 0 : 255],
        grid: grid.checked,
        exposure: num(exposure, 0, 1000, 1),
        curve: curve.value as ToneCurve,
        bloom: { enabled: bloom.checked, strength: num(strength, 0, 100, 1), radius: Math.round(num(radius, 1, 8, 5)) },
      });
    };
    for (const el of [colour, transparent, grid, bloom, strength, radius, curve, exposure]) el.addEventListener('change', applyView);
    this.stage.classList.toggle('checker', s.background[3] < 255);

    const webm = h('button', { onclick: () => this.host.exportWebm() }, 'WebM');
    if (typeof VideoEncoder === 'undefined') {
      webm.disabled = true;
      webm.title = 'This browser has no WebCodecs video encoder';
    }
    replace(
      root,
      this.playButton,
      h('button', { onclick: () => step(-1), title: 'Step back one frame' }, '◀︎'),
      h('button', { onclick: () => step(1), title: 'Step one frame' }, '▶︎'),
      this.time,
      this.readout,
      h('label', {}, loop, 'loop at', loopEnd, 's'),
      h('label', {}, 'speed', speed),
      h('label', {}, 'seed', this.seedInput),
      newSeed,
      h('button', { onclick: () => this.host.resetCamera(), title: 'Frame the effect again' }, 'Reset camera'),
      h('label', {}, 'background', colour),
      h('label', {}, transparent, 'transparent'),
      h('label', {}, grid, 'grid'),
      h('label', {}, bloom, 'bloom', strength, radius),
      h('label', {}, 'tone', curve),
      h('label', {}, 'exposure', exposure),
      h('span', {}, 'export:'),
      h('button', { onclick: () => this.host.exportPng() }, 'PNG'),
      h('button', { onclick: () => this.host.exportSpriteSheet() }, 'Sprite sheet'),
      webm,
    );
    this.sync();
  }

  /**
   * Marks the times sounds fire on the time slider (a tick each, labelled with the sound),
   * so a modder sees when the effect asks for them; an empty list removes the marks.
   */
  markSounds(marks: readonly { time: number; label: string }[]): void {
    this.soundMarks?.remove();
    this.soundMarks = null;
    this.time.removeAttribute('list');
    if (!marks.length) return;
    const list = h('datalist', { id: 'sound-marks' }, ...marks.map((m) => h('option', { value: String(m.time), label: m.label })));
    this.soundMarks = list;
    this.time.after(list);
    this.time.setAttribute('list', 'sound-marks');
    this.time.title = marks.map((m) => `${m.time.toFixed(3)} s: ${m.label}`).join('\n');
  }

  togglePlay(): void {
    const v = this.view;
    if (!v.playing && v.state.time >= v.loopEnd) v.seek(0);
    v.playing = !v.playing;
    this.sync();
  }

  /** Shows the view's time, seed and play state. */
  sync(): void {
    const v = this.view;
    this.playButton.textContent = v.playing ? 'Pause' : 'Play';
    this.playButton.setAttribute('aria-pressed', String(v.playing));
    this.time.value = String(v.state.time);
    this.readout.textContent = `${v.state.time.toFixed(3)} s · frame ${Math.floor(v.state.time * v.state.rate)}`;
    if (document.activeElement !== this.seedInput) this.seedInput.value = String(v.state.seed);
  }

  /** Left drag turns, right or shift drag pans, the wheel zooms. */
  private cameraInput(canvas: HTMLCanvasElement): void {
    let drag: { x: number; y: number; pan: boolean } | null = null;
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
    canvas.addEventListener('pointerdown', (e) => {
      drag = { x: e.clientX, y: e.clientY, pan: e.button === 2 || e.shiftKey };
      canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener('pointerup', () => (drag = null));
    canvas.addEventListener('pointermove', (e) => {
      const cam = this.view.state.camera;
      if (!drag || !cam) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      drag.x = e.clientX;
      drag.y = e.clientY;
      let [yaw, pitch, distance, x, y, z] = cam;
      if (drag.pan) {
        // The camera's right and up vectors (camera.rs: the eye is at target + distance ×
        // (−sin yaw cos pitch, sin pitch, −cos yaw cos pitch)).
        const ry = (yaw * Math.PI) / 180;
        const rp = (pitch * Math.PI) / 180;
        const scale = (distance * 1.2) / canvas.clientHeight;
        const right = [Math.cos(ry), 0, -Math.sin(ry)];
        const up = [-Math.sin(ry) * Math.sin(rp), Math.cos(rp), -Math.cos(ry) * Math.sin(rp)];
        x += (-dx * right[0] + dy * up[0]) * scale;
        y += (-dx * right[1] + dy * up[1]) * scale;
        z += (-dx * right[2] + dy * up[2]) * scale;
      } else {
        yaw += dx * 0.4;
        pitch = Math.max(-89, Math.min(89, pitch + dy * 0.4));
      }
      this.view.setCamera([yaw, pitch, distance, x, y, z]);
    });
    canvas.addEventListener(
      'wheel',
      (e) => {
        const cam = this.view.state.camera;
        if (!cam) return;
        e.preventDefault();
        const [yaw, pitch, distance, x, y, z] = cam;
        this.view.setCamera([yaw, pitch, Math.max(0.05, Math.min(5000, distance * Math.exp(e.deltaY * 0.001))), x, y, z]);
      },
      { passive: false },
    );
  }
}
