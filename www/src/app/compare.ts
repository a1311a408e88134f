// The compare view: a second source (a vanilla binder and its mod, or the same file) or a
// second effect beside the player's, with time, camera and seed locked to the player's; a
// per-pixel difference mode; and the structural changes between the two effects' trees,
// each a link to its node in the inspector.
//
// The second side is a viewer of its own on the page's GPU device (`Viewer.share`) with its
// own opened files: a library holds one effect per id, so the same id in two files stays two
// effects. Its frames follow the player's: after each frame the player draws, the compare
// side draws the same time with the same camera and seed.

import { EffectView, type FrameInfo } from '../core/effect-view';
import { h, message, replace } from '../core/dom';
import type { Viewer } from '../core/wasm';
import { openInView, type FileBytes } from './library';
import type { EffectChange, EffectDiff } from '../generated/types';

/** What the compare view shows, for the page's API and its tests. */
export interface CompareStats {
  /** The effect on each side. */
  effects: [number, number];
  /** The structural changes from the player's effect to the compare side's. */
  changes: EffectChange[];
  /** With the difference mode on: pixels whose channels differ by more than 3 (of 255), of all. */
  differing: number | null;
  /** Frames the compare side has drawn. */
  frames: number;
  /** Why the compare side shows nothing (its files lack the effect), or null. */
  problem: string | null;
  /** What the compare side is, when not a second source ("previous version": a watched file's version before it was reloaded). */
  caption: string | null;
}

/** How the compare view opens its source (the page's loaders) and shows a node. */
export interface CompareHooks {
  /** The compare side's files, decompressed, in the order they open; null for the demo binder. */
  files(): Promise<FileBytes[]>;
  /** Selects a node of the player's effect in the inspector. */
  showNode(path: string): void;
  /**
   * The compare side is the player's own files, unedited: the original of the player's
   * edited effect. Its changes are then listed from it (the original) to the player's.
   */
  original?: boolean;
  /** What the compare side is, in its label, when not a second source (the previous version of a reloaded file). */
  caption?: string;
}

/** Channels within this of each other count as the same pixel (rasterisation noise). */
const SAME = 3;

export class CompareView {
  private readonly canvas = h('canvas', { id: 'compare-view', width: 640, height: 480 });
  private readonly diffCanvas = h('canvas', { id: 'compare-diff', width: 640, height: 480, hidden: true });
  private readonly label = h('div', { class: 'compare-label', id: 'compare-label' });
  private readonly diffToggle = h('input', { type: 'checkbox', id: 'compare-difference' });
  private readonly diffNote = h('span', { class: 'muted', id: 'compare-diff-count' });
  private readonly changesEl = h('ol', { class: 'compare-changes', id: 'compare-changes' });
  private view: EffectView | null = null;
  private effects: [number, number] = [0, 0];
  private changes: EffectChange[] = [];
  private differing: number | null = null;
  private frames = 0;
  /** The sync running, and the one queued behind it (every frame asks; one waits at most). */
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  /** Why the compare side cannot show its effect (its files lack it), or null. */
  private problem: string | null = null;

  constructor(
    private readonly stage: HTMLElement,
    private readonly panel: HTMLElement,
    private readonly player: EffectView,
    private readonly hooks: CompareHooks,
  ) {}

  /** Opens the compare side: a viewer sharing the player's device, with the source's files. */
  async open(): Promise<void> {
    const viewer: Viewer = await this.player.run((v) => v.share(this.canvas, 'auto'));
    this.view = new EffectView(viewer, this.canvas);
    // The player's folder files, held within the same memory budget.
    this.view.residents = this.player.residents;
    for (const file of await this.hooks.files()) await openInView(this.view, file);
    this.stage.classList.add('comparing');
    this.stage.append(h('div', { class: 'compare-side' }, this.canvas, this.diffCanvas, this.label));
    this.diffToggle.addEventListener('change', () => void this.sync());
    replace(
      this.panel,
      h('h3', {}, 'Compare'),
      h('label', {}, this.diffToggle, ' difference (|left − right|, ×4)'),
      ' ',
      this.diffNote,
      h('h4', {}, this.hooks.original ? 'Changes (original → edited)' : 'Changes (left → right)'),
      this.changesEl,
    );
    this.panel.hidden = false;
  }

  /** Plays `effect` on the compare side against the player's `playerEffect`, and lists their changes. */
  async setEffects(playerEffect: number, effect: number): Promise<void> {
    const view = this.view;
    if (!view) return;
    this.effects = [playerEffect, effect];
    this.problem = null;
    const diff: EffectDiff | string = await (
      this.hooks.original ? view.run((b) => this.player.run((a) => b.diffEffects(effect, a, playerEffect))) : this.player.run((a) => view.run((b) => a.diffEffects(playerEffect, b, effect)))
    ).catch((e: unknown) => message(e));
    this.changes = typeof diff === 'string' ? [] : diff.changes;
    if (typeof diff === 'string') replace(this.changesEl, h('li', { class: 'muted' }, diff));
    else if (diff.changes.length === 0) replace(this.changesEl, h('li', { class: 'muted' }, 'the two effects are the same'));
    else replace(this.changesEl, ...diff.changes.map((c) => this.change(c)));
    this.label.textContent = this.hooks.original ? `compare: effect ${effect} as its file holds it` : `${this.hooks.caption ?? 'compare'}: effect ${effect}`;
    await this.sync();
  }

  /** A change as a list item; a change inside a node selects the node in the inspector. */
  private change(c: EffectChange): HTMLElement {
    const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
    const text = c.kind === 'changed' ? `${show(c.old)} → ${show(c.new)}` : c.kind === 'added' ? `added ${show(c.new)}` : `removed ${show(c.old)}`;
    // A change inside a node of the player's effect links to it; an added node exists only on
    // the compare side, so it is not a link.
    const node = /^node (\S+)/.exec(c.path)?.[1];
    const added = c.kind === 'added' && /^node \S+$/.test(c.path);
    const path = node === undefined || added ? undefined : node === 'root' ? '' : node;
    return h(
      'li',
      { class: `change ${c.kind}`, 'data-path': c.path, title: path !== undefined ? 'show the node in the inspector' : '' },
      path !== undefined ? h('a', { href: '#', onclick: (e: Event) => (e.preventDefault(), this.hooks.showNode(path)) }, c.path) : h('span', {}, c.path),
      // A renamed field or property: what the tables called it before, for modders' notes.
      c.formerly?.length ? h('span', { class: 'meta' }, ` (formerly ${c.formerly.join(', ')})`) : '',
      ': ',
      h('span', { class: 'value' }, text.length > 300 ? `${text.slice(0, 300)}…` : text),
    );
  }

  /** Called after each frame the player draws: the compare side draws the same frame. */
  onPlayerFrame(_info: FrameInfo): void {
    void this.sync().catch(() => undefined);
  }

  /** Takes the compare side off the page (its viewer freed): another may take its place. */
  dispose(): void {
    const view = this.view;
    this.view = null;
    view?.stop();
    void this.running.then(() => view?.viewer.free());
    this.canvas.closest('.compare-side')?.remove();
    this.stage.classList.remove('comparing');
    this.panel.hidden = true;
  }

  /** Stops drawing (the page lost its GPU device: this side's viewer is gone with it). */
  close(note: string): void {
    this.view?.stop();
    this.view = null;
    this.problem = note;
    this.label.textContent = `compare: ${note}`;
    this.canvas.hidden = this.diffCanvas.hidden = true;
  }

  /**
   * Draws the player's time, camera and seed on the compare side (and the difference, when
   * on), after the sync running; resolves when this frame is drawn. Frames asked for while
   * one waits share it.
   */
  sync(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.running.then(() => {
      this.queued = null;
      return this.syncNow();
    });
    this.queued = next;
    this.running = next.catch((e: unknown) => {
      this.label.textContent = `compare: ${message(e)}`;
    });
    return next;
  }

  private async syncNow(): Promise<void> {
    const view = this.view;
    if (!view) return;
    const a = this.player.state;
    const [, effect] = this.effects;
    // The seed, rate and camera are the player's; the effect is the compare side's own.
    if (this.problem === null && (view.state.effect !== effect || view.state.seed !== a.seed || view.state.rate !== a.rate)) {
      try {
        // The player's edits are its own: the compare side shows its files' version.
        await view.apply({ ...a, effect, camera: a.camera, hidden: [], overrides: [], edits: [] });
      } catch (e) {
        // The compare side's files lack the effect: said, and nothing drawn for it.
        this.problem = `the compare source has no effect ${effect}: ${message(e)}`;
        view.state.effect = null;
      }
    }
    if (this.problem !== null) {
      this.label.textContent = `compare: ${this.problem}`;
      this.canvas.hidden = this.diffCanvas.hidden = true;
      this.differing = null;
      this.diffNote.textContent = '';
      return;
    }
    // Only what the player changed since the last frame is passed on (a frame is asked for
    // every frame the player draws).
    const look = { background: a.background, grid: a.grid, exposure: a.exposure, curve: a.curve, bloom: a.bloom };
    if (JSON.stringify(look) !== JSON.stringify({ background: view.state.background, grid: view.state.grid, exposure: view.state.exposure, curve: view.state.curve, bloom: view.state.bloom })) {
      await view.applyView(look);
    }
    if (JSON.stringify(view.state.externals) !== JSON.stringify(a.externals)) await view.setExternals(a.externals);
    if (a.camera && JSON.stringify(a.camera) !== JSON.stringify(view.state.camera)) view.setCamera(a.camera);
    view.seek(a.time);
    const { width, height } = this.player.canvas;
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = this.diffCanvas.width = width;
      this.canvas.height = this.diffCanvas.height = height;
    }
    await view.draw();
    this.frames++;
    const difference = this.diffToggle.checked;
    this.diffCanvas.hidden = !difference;
    this.canvas.hidden = difference;
    if (difference) await this.drawDifference(width, height, a.time);
    else {
      this.differing = null;
      this.diffNote.textContent = '';
    }
  }

  /** |left − right| per channel, times four so small differences show; counts the pixels that differ. */
  private async drawDifference(width: number, height: number, time: number): Promise<void> {
    const view = this.view;
    if (!view) return;
    const left = await this.player.pixels(width, height, time);
    const right = await view.pixels(width, height, time);
    const out = new Uint8ClampedArray(width * height * 4);
    let differing = 0;
    for (let i = 0; i < out.length; i += 4) {
      let any = false;
      for (let c = 0; c < 3; c++) {
        const d = Math.abs(left[i + c] - right[i + c]);
        if (d > SAME) any = true;
        out[i + c] = d * 4;
      }
      out[i + 3] = 255;
      if (any) differing++;
    }
    this.diffCanvas.getContext('2d')?.putImageData(new ImageData(out, width, height), 0, 0);
    this.differing = differing;
    this.diffNote.textContent = `${differing} of ${width * height} pixels differ`;
  }

  /** What the view shows (the page's API). */
  stats(): CompareStats {
    return { effects: this.effects, changes: this.changes, differing: this.differing, frames: this.frames, problem: this.problem, caption: this.hooks.caption ?? null };
  }

  /** Whether the compare side shows a caption's files (the previous version of a reloaded file) rather than a second source. */
  get captioned(): boolean {
    return this.hooks.caption !== undefined;
  }

  /**
   * Opens files over the compare side's own, in order (their effects replace those of the
   * same id, as in the player; null: the demo): the previous version of a file the player
   * reloaded and the files opened after it. Its effect is played again and the changes
   * listed again.
   */
  async openOver(files: FileBytes[]): Promise<void> {
    const view = this.view;
    if (!view) return;
    for (const file of files) await openInView(view, file);
    // The effect is set again at the next sync (its program is the new file's).
    view.state.effect = null;
    await this.setEffects(...this.effects);
  }

  /** Turns the difference mode on or off. */
  async setDifference(on: boolean): Promise<void> {
    this.diffToggle.checked = on;
    await this.sync();
  }
}
