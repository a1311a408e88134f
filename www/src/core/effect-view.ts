// One canvas playing one effect: a wasm viewer, the state that decides its frame, and the
// animation loop. The viewer page and every embedded preview are built on it.

import type { Viewer } from './wasm';
import { Serial } from './wasm';
import { defaultState, type ViewState } from './permalink';
import type { ResidentFile, ResidentFiles } from './resident';

/** An edit the viewer could not make: its place in the list, its text and why. */
export interface EditProblem {
  index: number;
  edit: string;
  error: string;
}

/** What a drawn frame reports. */
export interface FrameInfo {
  time: number;
  /** Live instances drawn. */
  particles: number;
  /** Milliseconds the frame took, simulation and drawing (and the copy, when copying). */
  ms: number;
}

/** Rounds to 1e-4: what a permalink keeps, so a link's frame is the frame it was copied from. */
export const quantize = (v: number) => Number(v.toFixed(4));

/** How many times a call that read folder files out of memory runs again with them read (each run reads at most the files one effect needs). */
const MAX_RELOADS = 3;

export class EffectView {
  /** Every call to the viewer goes through here. */
  readonly serial = new Serial();
  state: ViewState = defaultState();
  playing = false;
  speed = 1;
  loop = true;
  /** Where playback wraps (seconds). Effects usually run until stopped; ours to choose. */
  loopEnd = 4;
  onFrame: ((info: FrameInfo) => void) | null = null;
  onError: ((message: string) => void) | null = null;
  /** The edits of the state's effect that the viewer could not make (the last `apply`). */
  editProblems: EditProblem[] = [];
  private context2d: CanvasRenderingContext2D | null = null;
  private raf = 0;
  private last = 0;
  private dirty = true;
  private drawing = false;
  /** Those waiting for the next frame drawn (`drawn`). */
  private waiting: (() => void)[] = [];
  /** The folder files kept within a memory budget that this viewer reads (none: every file is held whole). */
  residents: ResidentFiles | null = null;
  /** The folder files this viewer read while they were out of memory, not yet read again. */
  private readonly misses = new Set<string>();
  /** Openings under way that hold the animation loop (`holdFrames`). */
  private holds = 0;

  constructor(
    public viewer: Viewer,
    readonly canvas: HTMLCanvasElement,
  ) {
    this.adopt(viewer);
  }

  /** Uses a new viewer (after a lost device) on the same canvas. */
  adopt(viewer: Viewer): void {
    this.viewer = viewer;
    this.context2d = viewer.presentation() === 'copy' ? this.canvas.getContext('2d') : null;
    this.dirty = true;
  }

  /** Folder file `name` as this viewer reads it (its misses are this viewer's), or null when it is not one held within the budget. */
  residentFile(name: string): ResidentFile | null {
    return this.residents?.file(name, this.misses) ?? null;
  }

  /**
   * Runs `task` with the viewer, never overlapping another call. Where the task read folder
   * files that were out of memory (`ResidentFiles`), they are read again and the task runs
   * again, a few times at most: what it answers is what it answers with every file there.
   */
  run<T>(task: (viewer: Viewer) => Promise<T> | T): Promise<T> {
    return this.serial.run(async () => {
      for (let attempt = 0; ; attempt++) {
        let outcome: { value: T } | { error: unknown };
        try {
          outcome = { value: await task(this.viewer) };
        } catch (error) {
          outcome = { error };
        }
        const missed = [...this.misses];
        this.misses.clear();
        if (missed.length === 0 || attempt === MAX_RELOADS) {
          if ('error' in outcome) throw outcome.error;
          return outcome.value;
        }
        await this.residents?.ensure(missed);
        // What was drawn as missing meanwhile is read again by the next frame.
        this.viewer.forgetTextures();
        this.dirty = true;
      }
    });
  }

  /**
   * Applies a state's view settings, effect, seed, camera, nodes and overrides to the
   * viewer. With no camera in the state, the camera frames the effect at its time (or at
   * one second, for time 0) and the state records where it went.
   */
  async apply(state: ViewState): Promise<void> {
    this.state = structuredClone(state);
    await this.run(async (v) => {
      // Every file the effect reads is in memory before it plays (none missed mid-frame).
      if (this.residents && state.effect !== null) await this.residents.ensure(v.filesOf(state.effect));
      this.viewSettings(v, state);
      if (state.options) v.setDrawOptions({ ...v.drawOptions(), ...state.options });
      if (state.effect === null) {
        v.showTestScene();
        return;
      }
      v.setExternals(Int32Array.from(state.externals, ([id]) => id), Float32Array.from(state.externals, ([, value]) => value));
      // The edited version is put in the file's place before the effect plays (none: the file's own).
      this.editProblems = v.setEdits(state.effect, state.edits);
      v.setEffect(state.effect, state.seed, state.rate);
      for (const path of v.hiddenNodes()) v.setNodeHidden(path, false);
      for (const path of state.hidden) v.setNodeHidden(path, true);
      v.clearOverrides();
      for (const o of state.overrides) v.setOverride(o);
      if (state.camera) {
        const [yaw, pitch, distance, x, y, z] = state.camera;
        v.setCamera(yaw, pitch, distance, x, y, z);
      } else {
        v.setCamera(0, 11.5, 6, 0, 1, 0);
        v.frameCamera(state.time > 0 ? state.time : Math.min(1, this.loopEnd / 2));
        this.state.camera = Array.from(v.camera(), quantize);
        const [yaw, pitch, distance, x, y, z] = this.state.camera;
        v.setCamera(yaw, pitch, distance, x, y, z);
      }
    });
    this.dirty = true;
  }

  private viewSettings(v: Viewer, state: ViewState): void {
    v.setView({ background: state.background, grid: state.grid, exposure: state.exposure, curve: state.curve });
    v.setBloom(state.bloom.enabled, state.bloom.strength, state.bloom.radius);
  }

  /**
   * Sets the edits of the playing effect (each `PATH=VALUE`) and plays its edited version
   * at once, keeping the time, camera, seed and everything else of the state; resolves to
   * the edits that could not be made.
   */
  async setEdits(edits: string[]): Promise<EditProblem[]> {
    const effect = this.state.effect;
    if (effect === null) throw new Error('no effect is playing');
    const problems = await this.run((v) => v.setEdits(effect, edits));
    this.state.edits = [...edits];
    this.editProblems = problems;
    this.dirty = true;
    return problems;
  }

  /** Applies only the view settings of `state` (background, grid, exposure, curve, bloom). */
  async applyView(state: Pick<ViewState, 'background' | 'grid' | 'exposure' | 'curve' | 'bloom'>): Promise<void> {
    Object.assign(this.state, structuredClone(state));
    await this.run((v) => this.viewSettings(v, this.state));
    this.dirty = true;
  }

  /** Sets the orbit camera (quantized as a link keeps it). */
  setCamera(camera: number[]): void {
    this.state.camera = camera.map(quantize);
    const [yaw, pitch, distance, x, y, z] = this.state.camera;
    void this.run((v) => v.setCamera(yaw, pitch, distance, x, y, z));
    this.dirty = true;
  }

  /**
   * Sets the external values (`[id, value]` pairs; the others are 0) and restarts playback
   * with them; the same time is drawn again with the new values.
   */
  async setExternals(pairs: [number, number][]): Promise<void> {
    // Kept to 6 decimals, as a link writes them, so a link's frame is this frame.
    const sorted = pairs.map(([id, value]): [number, number] => [id, Number(value.toFixed(6))]).sort((a, b) => a[0] - b[0]);
    await this.run((v) => v.setExternals(Int32Array.from(sorted, ([id]) => id), Float32Array.from(sorted, ([, value]) => value)));
    this.state.externals = sorted;
    this.dirty = true;
  }

  /** Moves to `time` (quantized) and draws it. */
  seek(time: number): void {
    this.state.time = quantize(Math.max(0, time));
    this.dirty = true;
  }

  /** Asks for a redraw (after a change made directly on the viewer). */
  invalidate(): void {
    this.dirty = true;
  }

  /**
   * Resolves when the canvas shows the state as it is now: after the loop's next draw, which
   * starts after this call and so has every change made before it. With the loop stopped it
   * resolves at once: no frame comes until the loop starts or `draw` is called.
   */
  drawn(): Promise<void> {
    if (!this.raf) return Promise.resolve();
    this.dirty = true;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Draws the state's frame into the canvas. */
  async draw(): Promise<FrameInfo> {
    const time = this.state.time;
    const start = performance.now();
    // This frame answers those waiting when it starts (a later change waits for the next).
    const waiting = this.waiting.splice(0);
    try {
      const info = await this.drawNow(time, start);
      this.onFrame?.(info);
      return info;
    } finally {
      for (const resolve of waiting) resolve();
    }
  }

  private async drawNow(time: number, start: number): Promise<FrameInfo> {
    const particles = await this.run(async (v) => {
      const { width, height } = this.canvas;
      if (v.width() !== width || v.height() !== height) v.resize(width, height);
      if (this.context2d) {
        const pixels = await v.renderToPixels(time, width, height);
        this.context2d.putImageData(new ImageData(new Uint8ClampedArray(pixels.buffer as ArrayBuffer, pixels.byteOffset, pixels.length), width, height), 0, 0);
      } else {
        v.render(time);
      }
      return v.instanceCount();
    });
    return { time, particles, ms: performance.now() - start };
  }

  /** The current frame at `width` x `height` as straight RGBA bytes. */
  pixels(width: number, height: number, time = this.state.time): Promise<Uint8Array> {
    return this.run((v) => v.renderToPixels(time, width, height));
  }

  /**
   * Holds the animation loop until the returned function is called: a folder's files open
   * one call each, and each would otherwise wait for the frame being drawn (70 ms a frame on
   * a software GPU, most of a small binder's opening).
   */
  holdFrames(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      this.dirty = true;
    };
  }

  /** Starts the animation loop (drawing when playing or when something changed). */
  start(): void {
    if (this.raf) return;
    this.last = performance.now();
    const tick = async (now: number) => {
      this.raf = requestAnimationFrame(tick);
      const dt = Math.min(0.1, (now - this.last) / 1000);
      this.last = now;
      if (this.drawing || this.holds > 0) return;
      if (this.playing) {
        let t = this.state.time + dt * this.speed;
        if (t > this.loopEnd) {
          if (this.loop) t = 0;
          else {
            t = this.loopEnd;
            this.playing = false;
          }
        }
        this.state.time = quantize(t);
        this.dirty = true;
      }
      if (!this.dirty) return;
      this.dirty = false;
      this.drawing = true;
      try {
        await this.draw();
      } catch (e) {
        this.onError?.(e instanceof Error ? e.message : String(e));
      } finally {
        this.drawing = false;
      }
    };
    this.raf = requestAnimationFrame(tick);
  }

  /** Stops the loop (a hidden preview draws nothing). */
  stop(): void {
    cancelAnimationFrame(this.raf);
    this.raf = 0;
    // No frame comes now: those waiting for one are answered.
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
