// The effect list: every opened effect with its id, node count, appearance types and texture
// ids; a filter by id or text; arrow keys, Home/End and Enter to move and choose.

import { h, replace } from '../core/dom';
import { fileName } from '../core/names';
import type { EffectSummary } from '../generated/types';

export type { EffectSummary } from '../generated/types';

/** Names of the appearance action types (the `fxr` library's names). */
export const APPEARANCES: Record<number, string> = {
  600: 'point sprite',
  601: 'line',
  602: 'quad line',
  603: 'billboard',
  604: 'multi-texture billboard',
  605: 'model',
  606: 'tracer',
  607: 'distortion',
  608: 'radial blur',
  609: 'point light',
  10012: 'tracer',
};

/** An appearance type in words: ours where we have one, else the definitions' name spaced
 * out (`RichModel` → `rich model`), never a bare number. */
export function appearanceName(type: number, definitionName?: string): string {
  if (APPEARANCES[type]) return APPEARANCES[type];
  if (definitionName && !definitionName.startsWith('action ')) return definitionName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `appearance action ${type}`;
}

/**
 * Whether an effect matches a filter: every word of `query` (lower case) is in its id,
 * name (from the game's files: the spell, item or weapon that uses it), source, game,
 * appearance types (numbers and names), texture ids (`s12345`) or model ids (`model s12345`).
 * The effect list and the visual index filter with it.
 */
export function effectMatches(e: EffectSummary, query: string, name?: string): boolean {
  if (!query) return true;
  const text = [e.id, name ?? '', e.source, e.game, ...e.appearances.map((a, i) => `${a} ${appearanceName(a, e.appearance_names?.[i])}`), ...e.textures.map(fileName), ...e.models.map((m) => `model ${fileName(m)}`)].join(' ').toLowerCase();
  return query.split(/\s+/).every((word) => text.includes(word));
}

/** Rows the list puts in the page at a time: the next ones come as it is scrolled to its end
 * (a game's tens of thousands of effects as elements would be most of the tab's memory). */
export const LIST_CHUNK = 200;

export class EffectList {
  private effects: EffectSummary[] = [];
  private names: ReadonlyMap<number, string> = new Map();
  private shown: EffectSummary[] = [];
  /** How many of `shown` have their row in the page. */
  private rendered = 0;
  /** The last row's follower: in view, the next rows are added. */
  private readonly more = h('li', { class: 'muted more', 'aria-hidden': 'true' }, '…');
  private readonly observer: IntersectionObserver;
  selected: number | null = null;

  constructor(
    private readonly list: HTMLUListElement,
    private readonly filter: HTMLInputElement,
    private readonly choose: (id: number) => void,
  ) {
    filter.addEventListener('input', () => this.render());
    list.addEventListener('keydown', (e) => this.key(e));
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.renderMore(this.rendered + LIST_CHUNK);
    });
  }

  /** Replaces the listed effects and their names. */
  set(effects: EffectSummary[], names: ReadonlyMap<number, string> = new Map()): void {
    this.effects = [...effects].sort((a, b) => a.id - b.id);
    this.names = names;
    this.render();
  }

  /** Marks `id` as the chosen one (without calling back). */
  select(id: number | null): void {
    this.selected = id;
    // Its row is put in the page first (with those before it).
    const at = this.shown.findIndex((e) => e.id === id);
    if (at >= this.rendered) this.renderMore(at + 1);
    for (const li of this.list.children) {
      const on = Number((li as HTMLElement).dataset.id) === id;
      li.setAttribute('aria-selected', String(on));
      if (on) (li as HTMLElement).scrollIntoView({ block: 'nearest' });
    }
  }

  private render(): void {
    const query = this.filter.value.trim().toLowerCase();
    this.shown = this.effects.filter((e) => effectMatches(e, query, this.names.get(e.id)));
    this.observer.disconnect();
    this.rendered = 0;
    replace(this.list);
    this.renderMore(LIST_CHUNK);
    if (this.shown.length === 0) this.list.append(h('li', { class: 'muted' }, this.effects.length ? 'no effect matches' : 'no effect opened'));
  }

  /** Puts the rows of `shown` up to `count` in the page (the follower after them while more remain). */
  private renderMore(count: number): void {
    const end = Math.min(count, this.shown.length);
    if (end <= this.rendered) return;
    this.more.remove();
    this.list.append(...this.shown.slice(this.rendered, end).map((e) => this.row(e)));
    this.rendered = end;
    if (end < this.shown.length) {
      this.more.textContent = `… ${this.shown.length - end} more`;
      this.list.append(this.more);
      this.observer.observe(this.more);
    }
  }

  private row(e: EffectSummary): HTMLElement {
    return h(
      'li',
      { role: 'option', 'data-id': e.id, 'aria-selected': String(e.id === this.selected), onclick: () => this.choose(e.id) },
      h('span', { class: 'id' }, String(e.id)),
      ' ',
      h('span', { class: 'meta' }, `${e.game} · ${e.nodes} nodes`),
      this.names.has(e.id) ? h('div', { class: 'name' }, this.names.get(e.id) ?? '') : null,
      e.error ? h('div', { class: 'error' }, e.error) : null,
      h('div', { class: 'meta' }, e.appearances.map((a, i) => appearanceName(a, e.appearance_names?.[i])).join(', ') || 'no appearance'),
      e.textures.length ? h('div', { class: 'meta' }, 'textures ' + e.textures.join(', ')) : null,
      e.models.length ? h('div', { class: 'meta' }, 'models ' + e.models.map(fileName).join(', ')) : null,
      h('div', { class: 'meta' }, e.source),
    );
  }

  private key(e: KeyboardEvent): void {
    const index = this.shown.findIndex((x) => x.id === this.selected);
    const go = (i: number) => {
      const target = this.shown[Math.max(0, Math.min(this.shown.length - 1, i))];
      if (target) this.choose(target.id);
    };
    if (e.key === 'ArrowDown') go(index + 1);
    else if (e.key === 'ArrowUp') go(index - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(this.shown.length - 1);
    else return;
    e.preventDefault();
  }
}
