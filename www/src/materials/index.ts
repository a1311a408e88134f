// The material browser: the opened MTD and MATBIN materials, filtered by name, family and
// parameter value; one material's parameters (stored and bound) and samplers; its preview
// (water or character detail) drawn into a 2D canvas from the viewer's RGBA pixels, lane by
// lane. Everything a file names reaches the page as text (textContent), never as markup.
//
// The lead's page mounts it: `mountMaterialBrowser(root, { withViewer })`, `withViewer`
// running a task with the page's viewer without overlapping its other calls.
import type { Viewer } from '../core/wasm';
import { h, message, replace } from '../core/dom';
import type { MaterialDetails, MaterialFilter, MaterialListRow, ParamView, StoredValue } from '../generated/types';
import './materials.css';

export type { MaterialDetails, MaterialFilter, MaterialListRow } from '../generated/types';

/** What the browser needs from its page. */
export interface MaterialHost {
  /** Runs `task` with the page's viewer, never overlapping another call. */
  withViewer<T>(task: (viewer: Viewer) => Promise<T> | T): Promise<T>;
}

/** The last preview drawn: its lane, size and RGBA bytes. */
export interface MaterialPreviewPixels {
  name: string;
  lane: string;
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The mounted browser, for the page and the tests. */
export interface MaterialBrowser {
  /** The browser's root element. */
  element: HTMLElement;
  /** Lists the opened materials again (after the page opened a file). */
  refresh(): Promise<MaterialListRow[]>;
  /** Sets the filter (a field left out: not filtered by it) and lists. */
  setFilter(filter: Partial<MaterialFilter>): Promise<MaterialListRow[]>;
  /** Shows a material (by name, source or index) and draws its preview. */
  select(name: string, lane?: string): Promise<MaterialDetails>;
  /** Opens the built-in demo materials and lists. */
  openDemo(): Promise<MaterialListRow[]>;
  /** The last preview drawn, or null. */
  lastPreview(): MaterialPreviewPixels | null;
}

/** Rows shown at most; a larger list asks for a narrower filter. */
const MAX_ROWS = 500;
/** The preview's size in pixels. */
const PREVIEW_SIZE = 256;

const number = (v: number) => (Number.isInteger(v) ? String(v) : v.toPrecision(4).replace(/\.?0+$/, ''));

/** A stored value as text: `true`, `0.5`, `(0.506, 0.9, 1, 1, 8)`. */
export function valueText(v: StoredValue | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return number(v);
  return `(${v.map(number).join(', ')})`;
}

/** Parses the parameter box: conditions separated by `;` or new lines. */
export function parseConditions(text: string): string[] {
  return text.split(/[;\n]/).map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Mounts the browser into `root` (its children are replaced). */
export function mountMaterialBrowser(root: HTMLElement, host: MaterialHost): MaterialBrowser {
  const nameInput = h('input', { type: 'search', placeholder: 'name', 'aria-label': 'Filter by name' });
  const familyInput = h('input', { type: 'search', placeholder: 'family, e.g. M[PlacidLake]', 'aria-label': 'Filter by family' });
  const paramInput = h('input', { type: 'search', placeholder: 'g_GXFT_WaterInteraction=true', 'aria-label': 'Filter by parameter (NAME=VALUE; more separated by ;)' });
  const count = h('span', { class: 'mb-count' });
  const demoButton = h('button', { type: 'button' }, 'Demo materials');
  const list = h('ul', { class: 'mb-list', role: 'listbox', 'aria-label': 'Materials' });
  const details = h('section', { class: 'mb-details', 'aria-live': 'polite' });
  const element = h(
    'div',
    { class: 'material-browser' },
    h('div', { class: 'mb-filters' }, nameInput, familyInput, paramInput, demoButton, count),
    list,
    details,
  );
  replace(root, element);
  replace(details, h('p', { class: 'mb-note' }, 'Open a material binder (.matbinbnd.dcx, .mtdbnd) or the demo materials, then choose a material.'));

  let rows: MaterialListRow[] = [];
  let selected: string | null = null;
  let last: MaterialPreviewPixels | null = null;
  let drawing = 0;

  const filter = (): Partial<MaterialFilter> => ({
    name: nameInput.value.trim() || undefined,
    family: familyInput.value.trim() || undefined,
    params: parseConditions(paramInput.value),
  });

  async function list_(): Promise<MaterialListRow[]> {
    try {
      rows = await host.withViewer((v) => v.materials(filter()));
      paramInput.setCustomValidity('');
    } catch (e) {
      paramInput.setCustomValidity(message(e));
      replace(list, h('li', { class: 'mb-error' }, message(e)));
      count.textContent = '';
      return [];
    }
    const shown = rows.slice(0, MAX_ROWS);
    replace(
      list,
      ...shown.map((row) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', role: 'option', 'aria-selected': String(row.source === selected), title: row.source, onclick: () => void select(String(row.index)).catch(() => undefined) },
            row.name,
            h('span', { class: 'mb-family' }, `${row.family} · ${row.format}`),
          ),
        ),
      ),
      rows.length > MAX_ROWS ? h('li', { class: 'mb-more' }, `${rows.length - MAX_ROWS} more: narrow the filter`) : null,
    );
    count.textContent = `${rows.length} material${rows.length === 1 ? '' : 's'}`;
    return rows;
  }

  function paramsTable(params: ParamView[]): HTMLTableElement {
    return h(
      'table',
      {},
      h('caption', {}, `Parameters (${params.length})`),
      h('thead', {}, h('tr', {}, h('th', {}, 'Name'), h('th', {}, 'Type'), h('th', {}, 'Stored'), h('th', {}, 'Bound'))),
      h(
        'tbody',
        {},
        ...params.map((p) =>
          h('tr', {}, h('td', {}, h('code', {}, p.name)), h('td', {}, p.type_name), h('td', {}, valueText(p.stored)), h('td', {}, p.bound ? valueText(p.bound) : '')),
        ),
      ),
    );
  }

  function samplersTable(m: MaterialDetails): HTMLTableElement {
    return h(
      'table',
      {},
      h('caption', {}, `Samplers (${m.samplers.length})`),
      h('thead', {}, h('tr', {}, h('th', {}, 'Name'), h('th', {}, 'Slot'), h('th', {}, 'Role'), h('th', {}, 'Texture'))),
      h(
        'tbody',
        {},
        ...m.samplers.map((s) =>
          h('tr', {}, h('td', {}, h('code', {}, s.name)), h('td', {}, s.slot ?? ''), h('td', {}, s.role ?? ''), h('td', {}, s.path === '' ? '(from the model)' : h('code', {}, s.path))),
        ),
      ),
    );
  }

  async function draw(m: MaterialDetails, lane: string, canvas: HTMLCanvasElement, status: HTMLElement): Promise<void> {
    const ticket = ++drawing;
    status.textContent = `drawing ${lane}…`;
    try {
      const pixels = await host.withViewer((v) => v.renderMaterialToPixels(String(m.index), lane, PREVIEW_SIZE, PREVIEW_SIZE, 1.5));
      if (ticket !== drawing) return;
      const ctx = canvas.getContext('2d');
      if (ctx) ctx.putImageData(new ImageData(new Uint8ClampedArray(pixels), PREVIEW_SIZE, PREVIEW_SIZE), 0, 0);
      last = { name: m.name, lane, width: PREVIEW_SIZE, height: PREVIEW_SIZE, pixels };
      status.textContent = `${m.preview.kind} preview, lane ${lane}`;
    } catch (e) {
      if (ticket === drawing) {
        status.textContent = message(e);
        status.className = 'mb-error';
      }
      throw e;
    }
  }

  async function select(name: string, lane = 'lit'): Promise<MaterialDetails> {
    let m: MaterialDetails;
    try {
      m = await host.withViewer((v) => v.material(name));
    } catch (e) {
      replace(details, h('p', { class: 'mb-error' }, message(e)));
      throw e;
    }
    selected = m.source;
    for (const b of list.querySelectorAll('button[role=option]')) b.setAttribute('aria-selected', String(b.getAttribute('title') === m.source));
    const header = [
      h('h3', {}, m.name),
      h('p', {}, 'Family ', h('strong', {}, m.family), ` · ${m.format} · `, h('code', {}, m.shader_path)),
      h('p', { class: 'mb-note' }, m.source),
      m.description ? h('p', {}, m.description) : null,
    ];
    let preview: HTMLElement;
    let drawn: Promise<void> = Promise.resolve();
    if (m.lanes.length === 0) {
      preview = h('p', { class: 'mb-note' }, `No preview: ${m.preview.note}`);
    } else {
      const canvas = h('canvas', { width: PREVIEW_SIZE, height: PREVIEW_SIZE, 'aria-label': `Preview of ${m.name}` });
      const status = h('span', { class: 'mb-note' });
      const laneSelect = h('select', { 'aria-label': 'Preview lane' }, ...m.lanes.map((l) => h('option', { value: l }, l)));
      laneSelect.value = m.lanes.includes(lane) ? lane : m.lanes[0];
      laneSelect.addEventListener('change', () => void draw(m, laneSelect.value, canvas, status).catch(() => undefined));
      preview = h(
        'div',
        { class: 'mb-preview' },
        canvas,
        h('div', {}, h('label', {}, 'Lane ', laneSelect), h('p', { class: 'mb-note' }, m.preview.note), status),
      );
      drawn = draw(m, laneSelect.value, canvas, status);
    }
    replace(details, ...header, preview, paramsTable(m.params), samplersTable(m));
    await drawn;
    return m;
  }

  async function openDemo(): Promise<MaterialListRow[]> {
    await host.withViewer((v) => v.openDemoMaterials());
    return list_();
  }

  let pending: ReturnType<typeof setTimeout> | undefined;
  const relist = () => {
    clearTimeout(pending);
    pending = setTimeout(() => void list_(), 150);
  };
  nameInput.addEventListener('input', relist);
  familyInput.addEventListener('input', relist);
  paramInput.addEventListener('input', relist);
  demoButton.addEventListener('click', () => void openDemo().catch((e: unknown) => replace(details, h('p', { class: 'mb-error' }, message(e)))));
  void list_();

  return {
    element,
    refresh: list_,
    async setFilter(f) {
      nameInput.value = f.name ?? '';
      familyInput.value = f.family ?? '';
      paramInput.value = (f.params ?? []).join('; ');
      return list_();
    },
    select,
    openDemo,
    lastPreview: () => last,
  };
}
