// The visual index: every opened effect as a thumbnail in a grid, to find one at a glance.
// Each thumbnail is a still at the effect's own still time (the rule the contact sheet
// uses too: the first peak of live instances in its first seconds), framed on the particles
// alive then (as
// `fxr-view render` frames them), drawn with the page's own viewer (its GPU device, its
// opened files and view settings) without changing what the player shows. Only cells in view
// are drawn, one per animation frame so input is handled between them, and each still is
// kept (per source, effect, time, size and seed) so scrolling back draws nothing again.
// Hovering a cell plays its effect; clicking it opens the effect in the player. The list's
// filter words work here too (`effectMatches`), and the grid sorts by id, node count, live
// instances at the still's time, or appearance types.

import { h, replace } from '../core/dom';
import type { Viewer } from '../core/wasm';
import { appearanceName, effectMatches, type EffectSummary } from './effect-list';

/** A thumbnail's size in pixels (4:3, as the player's default canvas). */
export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 120;
/** Hovering plays the effect from 0 to this time (seconds), then again. */
const HOVER_LOOP = 2;

/** The orders the grid can be sorted in. */
export type IndexSort = 'id' | 'id-desc' | 'nodes' | 'particles' | 'appearances';

const SORTS: Record<IndexSort, string> = {
  id: 'id (ascending)',
  'id-desc': 'id (descending)',
  nodes: 'node count (most first)',
  particles: 'live instances in the still (most first; not yet drawn last)',
  appearances: 'appearance types',
};

/** What the index needs from the page. */
export interface IndexHost {
  /** Runs `task` with the page's viewer, never overlapping another call. */
  withViewer<T>(task: (viewer: Viewer) => Promise<T> | T): Promise<T>;
  /** Opens effect `id` in the player. */
  open(id: number): void;
  /** The seed thumbnails are drawn with (the player's). */
  seed(): number;
  /** What else decides a still (external values, view settings, draw options), as text. */
  look(): string;
}

/** A drawn still: its pixels, the live instances it drew and its time (`null`: nothing is alive in the effect's first seconds). */
interface Still {
  image: ImageData;
  instances: number;
  time: number | null;
  /** The state it shows and the external value set for it, when not the first state. */
  state: string | null;
  /** Why nothing shows, when nothing is alive. */
  empty: string | null;
}

/** What the index has done, for the page's tests (behaviour, not timings). */
export interface IndexStats {
  /** Effects opened. */
  effects: number;
  /** Cells the filter shows. */
  shown: number;
  /** Stills drawn with the viewer (a cached one shown again is not counted). */
  rendered: number;
  /** Cells in view waiting for their still. */
  pending: number;
}

export class VisualIndex {
  private effects: EffectSummary[] = [];
  private names: ReadonlyMap<number, string> = new Map();
  private shown: EffectSummary[] = [];
  private readonly cells = new Map<number, HTMLElement>();
  private readonly stills = new Map<string, Still>();
  /** Counts the openings of files, so that stills of earlier ones are not shown. */
  private generation = 0;
  /** Effects whose cell is in view (in the order they came into view). */
  private readonly visible = new Set<number>();
  private readonly grid = h('div', { class: 'index-grid', id: 'index-grid' });
  private readonly filter = h('input', { id: 'index-filter', type: 'search', placeholder: 'Filter by id, source, appearance, s12345…', 'aria-label': 'Filter the index' });
  private readonly sort = h('select', { id: 'index-sort', 'aria-label': 'Sort the index' }, ...Object.entries(SORTS).map(([value, label]) => h('option', { value }, label)));
  private readonly count = h('span', { class: 'muted', id: 'index-count' });
  private readonly observer: IntersectionObserver;
  private active = false;
  private busy = false;
  private frame = 0;
  private hover: { id: number; start: number } | null = null;
  private rendered = 0;
  /** The effects or the view changed while hidden: the grid's cells are made again when shown. */
  private cellsStale = false;

  constructor(
    root: HTMLElement,
    private readonly host: IndexHost,
  ) {
    replace(
      root,
      h('div', { class: 'index-bar' }, this.filter, h('label', {}, 'Sort ', this.sort), this.count, h('span', { class: 'muted' }, `Stills at each effect's first peak of live instances (as the contact sheet); hover to play, click to open.`)),
      this.grid,
    );
    this.filter.addEventListener('input', () => this.layout());
    this.sort.addEventListener('change', () => this.layout());
    // Cells are watched in the grid's scroll box, with half a screen of margin so the next
    // row is usually ready when it scrolls in.
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.id);
          if (entry.isIntersecting) this.visible.add(id);
          else this.visible.delete(id);
        }
        this.schedule();
      },
      { root: this.grid, rootMargin: '50% 0px' },
    );
  }

  /**
   * Replaces the effects (after files were opened). Stills drawn before are not shown again:
   * a file opened again under the same name may have changed.
   */
  set(effects: EffectSummary[], names: ReadonlyMap<number, string> = new Map()): void {
    this.names = names;
    this.effects = [...effects];
    this.generation++;
    const ids = new Set(effects.map((e) => e.id));
    for (const [id, cell] of this.cells) {
      if (ids.has(id)) continue;
      this.observer.unobserve(cell);
      this.cells.delete(id);
    }
    // An id may now come from another file (a later file replaces an effect): its cell is
    // made again, so it shows that file's still.
    for (const e of effects) {
      const cell = this.cells.get(e.id);
      if (cell && cell.dataset.source !== e.source) {
        this.observer.unobserve(cell);
        this.cells.delete(e.id);
      }
    }
    this.layout();
  }

  /** Starts drawing (the index is shown); its cells are made now if the effects changed while it was hidden. */
  show(): void {
    this.active = true;
    if (this.cellsStale) this.layout();
    this.schedule();
  }

  /** Stops drawing (the index is hidden). */
  hide(): void {
    this.active = false;
    this.hover = null;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** Sets the filter text and the order (as a user would). */
  setView(filter: string, sort: IndexSort): void {
    this.filter.value = filter;
    this.sort.value = sort;
    this.layout();
  }

  /** The ids the grid shows, in its order. */
  ids(): number[] {
    return this.shown.map((e) => e.id);
  }

  stats(): IndexStats {
    return { effects: this.effects.length, shown: this.shown.length, rendered: this.rendered, pending: [...this.visible].filter((id) => !this.stillOf(id)).length };
  }

  /** Filters and sorts the effects and puts their cells in the grid. */
  private layout(): void {
    const query = this.filter.value.trim().toLowerCase();
    const sort = this.sort.value as IndexSort;
    this.shown = this.effects.filter((e) => effectMatches(e, query, this.names.get(e.id))).sort(this.comparer(sort));
    this.count.textContent = `${this.shown.length} of ${this.effects.length} effects`;
    // Hidden, the grid waits: a folder's tens of thousands of cells are made when it is shown.
    this.cellsStale = !this.active;
    if (!this.active) return;
    // Cells leave the observer and come back in their new places, so that what is in view
    // is measured again.
    this.observer.disconnect();
    this.visible.clear();
    const cells = this.shown.map((e) => this.cell(e));
    this.grid.replaceChildren(...cells);
    if (this.shown.length === 0) this.grid.append(h('p', { class: 'muted' }, this.effects.length ? 'no effect matches' : 'no effect opened'));
    for (const cell of cells) this.observer.observe(cell);
  }

  private comparer(sort: IndexSort): (a: EffectSummary, b: EffectSummary) => number {
    const byId = (a: EffectSummary, b: EffectSummary) => a.id - b.id;
    switch (sort) {
      case 'id':
        return byId;
      case 'id-desc':
        return (a, b) => b.id - a.id;
      case 'nodes':
        return (a, b) => b.nodes - a.nodes || byId(a, b);
      case 'particles': {
        // Only drawn stills know their count: the others come after, by id.
        const count = (e: EffectSummary) => this.stillOf(e.id)?.instances ?? -1;
        return (a, b) => count(b) - count(a) || byId(a, b);
      }
      case 'appearances': {
        const names = (e: EffectSummary) => e.appearances.map((a, i) => appearanceName(a, e.appearance_names?.[i])).join(', ');
        return (a, b) => names(a).localeCompare(names(b)) || byId(a, b);
      }
    }
  }

  /** The cell of effect `e` (made once, with its still when already drawn). */
  private cell(e: EffectSummary): HTMLElement {
    let cell = this.cells.get(e.id);
    if (cell) return cell;
    const canvas = h('canvas', { width: THUMB_WIDTH, height: THUMB_HEIGHT });
    const appearances = e.appearances.map((a, i) => appearanceName(a, e.appearance_names?.[i])).join(', ') || 'no appearance';
    cell = h(
      'figure',
      {
        class: 'cell',
        'data-id': e.id,
        'data-source': e.source,
        tabindex: 0,
        role: 'button',
        title: `Effect ${e.id}${this.names.has(e.id) ? `, ${this.names.get(e.id)}` : ''} (${e.source}): open in the player`,
        onclick: () => this.host.open(e.id),
        onkeydown: (event: Event) => {
          const key = (event as KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') {
            event.preventDefault();
            this.host.open(e.id);
          }
        },
        onmouseenter: () => {
          this.hover = { id: e.id, start: performance.now() };
          this.schedule();
        },
        onmouseleave: () => {
          if (this.hover?.id !== e.id) return;
          this.hover = null;
          const still = this.stillOf(e.id);
          if (still) this.paint(e.id, still.image);
        },
      },
      canvas,
      h('figcaption', {}, h('span', { class: 'id' }, String(e.id)), ' ', h('span', { class: 'meta' }, `${e.nodes} nodes · ${appearances}`), h('span', { class: 'meta instances' }, '')),
    );
    this.cells.set(e.id, cell);
    const still = this.stillOf(e.id);
    if (still) this.showStill(e.id, still);
    return cell;
  }

  private key(id: number): string {
    const source = this.cells.get(id)?.dataset.source ?? this.effects.find((e) => e.id === id)?.source ?? '';
    return `${this.generation}|${source}|${id}|still|${THUMB_WIDTH}x${THUMB_HEIGHT}|${this.host.seed()}|${this.host.look()}`;
  }

  private stillOf(id: number): Still | undefined {
    return this.stills.get(this.key(id));
  }

  private paint(id: number, image: ImageData): void {
    const canvas = this.cells.get(id)?.querySelector('canvas');
    canvas?.getContext('2d')?.putImageData(image, 0, 0);
  }

  private showStill(id: number, still: Still): void {
    const cell = this.cells.get(id);
    if (!cell) return;
    this.paint(id, still.image);
    cell.dataset.drawn = 'true';
    cell.dataset.instances = String(still.instances);
    const label = cell.querySelector('.instances');
    if (still.time === null) {
      const why = still.empty ?? 'nothing is alive in its first 5 s';
      cell.dataset.empty = why;
      cell.title = `Effect ${id}: ${why}`;
      if (label) label.textContent = ` · ${why}`;
      return;
    }
    cell.dataset.time = String(still.time);
    if (still.state) {
      cell.dataset.state = still.state;
      cell.title = `Effect ${id}: nothing shows in its first state; drawn in ${still.state}`;
    }
    if (label) label.textContent = ` · ${still.instances} instances at ${still.time} s${still.state ? ` (${still.state})` : ''}`;
  }

  /** Asks for the next thumbnail on the next animation frame (one at a time). */
  private schedule(): void {
    if (!this.active || this.busy || this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      void this.step();
    });
  }

  /** Draws one thing: the hovered effect's next frame, else one missing still in view. */
  private async step(): Promise<void> {
    if (!this.active || this.busy) return;
    const hover = this.hover;
    const id = hover ? hover.id : [...this.visible].find((x) => !this.stillOf(x));
    if (id === undefined) return;
    // A still at the effect's still time (`undefined`: the viewer picks it by the rule).
    const time = hover ? ((performance.now() - hover.start) / 1000) % HOVER_LOOP : undefined;
    const seed = this.host.seed();
    const key = this.key(id);
    this.busy = true;
    try {
      const { pixels, instances, time: drawnAt, state, empty } = await this.host.withViewer((v) => v.renderThumbnail(id, time, seed, THUMB_WIDTH, THUMB_HEIGHT));
      const image = new ImageData(new Uint8ClampedArray(pixels.buffer as ArrayBuffer, pixels.byteOffset, pixels.length), THUMB_WIDTH, THUMB_HEIGHT);
      if (hover) {
        // Still hovered: show the frame (a cell left meanwhile shows its still again).
        if (this.hover?.id === id) this.paint(id, image);
      } else {
        const still = { image, instances, time: drawnAt, state, empty };
        this.stills.set(key, still);
        this.rendered++;
        this.showStill(id, still);
      }
    } catch (e) {
      // The cell says why (an effect that cannot be drawn is not retried in a loop).
      const cell = this.cells.get(id);
      if (!hover && cell) {
        this.stills.set(key, { image: new ImageData(THUMB_WIDTH, THUMB_HEIGHT), instances: 0, time: null, state: null, empty: null });
        cell.dataset.error = e instanceof Error ? e.message : String(e);
        cell.title = `Effect ${id}: cannot be drawn: ${cell.dataset.error}`;
        cell.classList.add('failed');
      }
      if (hover) this.hover = null;
    } finally {
      this.busy = false;
    }
    this.schedule();
  }
}
