// Choosing a texture or a model among the opened files for a value that names one (an
// appearance's texture, layers and masks; a model particle's model): a grid of small
// pictures (`Viewer.textureThumbnail`, `Viewer.modelPicture`), filtered by id or name, drawn
// as they scroll into view.

import { h, replace } from '../core/dom';
import type { EffectView } from '../core/effect-view';
import type { ResourceInfo } from '../generated/types';

/** What a picker chooses. */
export type ResourceKind = 'texture' | 'model';

/** The value names that hold a texture id (crates/library/src/rows.rs `TEXTURE_SLOTS`) or a model id. */
const TEXTURE_NAMES: ReadonlySet<string> = new Set(['texture', 'normalMap', 'layer1', 'layer2', 'layer3', 'mask', 'specular']);

/** Whether a field or property named `name` holds a texture or a model id. */
export function resourceKind(name: string): ResourceKind | null {
  if (TEXTURE_NAMES.has(name)) return 'texture';
  return name === 'model' ? 'model' : null;
}

/** The most pictures a picker shows at once (the filter narrows a game's thousands). */
const MAX_SHOWN = 240;
/** A picture's size in pixels. */
const SIZE = 64;

/** A button opening the picker of `kind` beside it; `choose` gets the id picked. */
export function pickerButton(view: EffectView, kind: ResourceKind, current: number, choose: (id: number) => void): HTMLElement {
  const holder = h('span', { class: 'picker-holder' });
  const button = h('button', { class: 'picker-open', title: `Choose a ${kind} among the opened files` }, 'choose…');
  let opening = false;
  let close: (() => void) | null = null;
  button.addEventListener('click', () => {
    if (close) {
      close();
      close = null;
    } else if (!opening) {
      opening = true;
      void showPicker(holder, view, kind, current, (id) => {
        close = null;
        choose(id);
      })
        .then((done) => (close = done))
        .finally(() => (opening = false));
    }
  });
  holder.append(' ', button);
  return holder;
}

/** Shows the picker in `holder`; resolves to what closes it. */
async function showPicker(holder: HTMLElement, view: EffectView, kind: ResourceKind, current: number, choose: (id: number) => void): Promise<() => void> {
  const all = await view.run((v) => v.openedResources(kind) as ResourceInfo[]);
  const filter = h('input', { placeholder: `filter ${all.length} ${kind}s by id or name`, 'aria-label': `filter ${kind}s`, size: 24 });
  const grid = h('div', { class: 'picker', role: 'listbox' });
  const panel = h('div', { class: 'picker-panel' }, filter, grid);
  holder.append(panel);
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      observer.unobserve(e.target);
      void draw(view, kind, e.target as HTMLCanvasElement);
    }
  });
  const close = () => {
    observer.disconnect();
    panel.remove();
  };
  const fill = () => {
    // Only the pictures shown now are drawn when they come into view.
    observer.disconnect();
    const text = filter.value.trim().toLowerCase();
    const shown = all.filter((r) => !text || String(r.id).includes(text) || r.name.toLowerCase().includes(text));
    const buttons = shown.slice(0, MAX_SHOWN).map((r) => {
      const canvas = h('canvas', { width: SIZE, height: SIZE });
      canvas.dataset.id = String(r.id);
      observer.observe(canvas);
      const b = h('button', { class: r.id === current ? 'current' : '', title: `${r.name} · ${r.source}`, 'data-id': String(r.id), role: 'option' }, canvas, String(r.id));
      b.addEventListener('click', () => {
        close();
        choose(r.id);
      });
      return b;
    });
    replace(grid, ...buttons, shown.length > MAX_SHOWN ? h('p', { class: 'muted' }, `${shown.length - MAX_SHOWN} more: filter to find them`) : null);
    if (!shown.length) replace(grid, h('p', { class: 'muted' }, all.length ? 'none matches' : `no ${kind} is opened: open the binder that holds them`));
  };
  filter.addEventListener('input', fill);
  fill();
  filter.focus();
  return close;
}

/** Draws resource `canvas.dataset.id`'s picture into its canvas (a message in its title when it cannot be). */
async function draw(view: EffectView, kind: ResourceKind, canvas: HTMLCanvasElement): Promise<void> {
  const id = Number(canvas.dataset.id);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  try {
    if (kind === 'texture') {
      const t = await view.run((v) => v.textureThumbnail(id, SIZE));
      if (!t) return;
      const image = new ImageData(new Uint8ClampedArray(t.pixels), t.width, t.height);
      const bitmap = await createImageBitmap(image);
      ctx.drawImage(bitmap, 0, 0, SIZE, SIZE);
    } else {
      const triangles = await view.run((v) => v.modelPicture(id));
      if (!triangles) return;
      for (let i = 0; i + 9 <= triangles.length; i += 9) {
        const shade = Math.round(triangles[i + 2] * 220);
        ctx.fillStyle = `rgb(${shade}, ${shade}, ${Math.min(255, shade + 20)})`;
        ctx.beginPath();
        ctx.moveTo(triangles[i] * SIZE, triangles[i + 1] * SIZE);
        ctx.lineTo(triangles[i + 3] * SIZE, triangles[i + 4] * SIZE);
        ctx.lineTo(triangles[i + 6] * SIZE, triangles[i + 7] * SIZE);
        ctx.fill();
      }
    }
    canvas.dataset.drawn = 'true';
  } catch (e) {
    canvas.title = `cannot draw: ${e instanceof Error ? e.message : String(e)}`;
  }
}
