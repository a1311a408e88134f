// Saving the binder an edited effect came from: the file as stored read again, its entry
// replaced by the effect as it plays, everything else the binder's own bytes (entries kept
// compressed as they are; `Viewer.binderBytes`, crates/formats/src/effect_binder.rs),
// compressed again as the file was (DFLT, ZSTD) or as chosen. Kraken has no encoder: a
// Kraken binder is written with DFLT (or ZSTD, or none) and the panel says so. A read-only
// line says whether the effect's resource list (Elden Ring, Armored Core 6, Nightreign) names
// what the effect uses, read from the opened binder (`Viewer.openedResourceListState`: the
// file is read again only to save it); saving rewrites the list when the edit uses other
// textures or models, and the line then says how the saved binder's list stands
// (`Viewer.resourceListState` of the saved bytes).

import { download, h } from '../core/dom';
import type { EffectView } from '../core/effect-view';
import type { Viewer } from '../core/wasm';

/** An opened binder: its name, the DCX algorithm it was compressed with (null: none), and its bytes as stored, read again (refused when the file changed since it was opened). */
export interface BinderSource {
  name: string;
  algorithm: string | null;
  stored(): Promise<Uint8Array>;
}

/** The choices for a binder compressed with `algorithm` (null: none), the first the default. */
function choices(algorithm: string | null): [string, string][] {
  const writable = algorithm === 'DFLT' || algorithm === 'ZSTD' || algorithm === null;
  const kept: [string, string][] = writable ? [['keep', algorithm ? `as it was (${algorithm})` : 'as it was (no DCX)']] : [];
  return [...kept, ['dflt', 'DCX DFLT (the game’s header)'], ['zstd', 'DCX ZSTD (level 9)'], ['none', 'no DCX (bare BND4)']];
}

export class BinderSave {
  readonly element: HTMLElement;
  private readonly button = h('button', { id: 'edit-save-binder', title: 'Download the binder this effect came from, with its entry replaced by the edited effect' }, 'Save binder');
  private readonly compression = h('select', { id: 'edit-binder-compression', 'aria-label': 'binder compression' });
  private readonly note = h('span', { class: 'meta' });
  private readonly resourceList = h('div', { class: 'meta', id: 'edit-resource-list' });
  /** The effect and binder the choices were made for. */
  private shownFor = '';

  constructor(
    private readonly view: EffectView,
    private readonly hooks: { binder(effect: number): BinderSource | null },
  ) {
    this.button.addEventListener('click', () => void this.save().catch((e) => this.say(e instanceof Error ? e.message : String(e))));
    this.element = h('div', { class: 'edit-binder', hidden: true }, this.button, ' ', this.compression, ' ', this.note, this.resourceList);
  }

  /** Shows the panel for effect `effect` when it came from a binder. */
  show(effect: number | null): void {
    const source = effect === null ? null : this.hooks.binder(effect);
    this.element.hidden = source === null;
    const key = `${effect}|${source?.name}|${source?.algorithm}`;
    if (effect === null || !source || key === this.shownFor) return;
    this.shownFor = key;
    const algorithm = source.algorithm;
    this.compression.replaceChildren(...choices(algorithm).map(([value, label]) => h('option', { value }, label)));
    this.say(
      algorithm === 'KRAK' || algorithm === 'EDGE'
        ? `${source.name} is ${algorithm}-compressed, which fxr-view cannot write (no encoder): choose another compression; whether the game loads it so is not known (docs/editing.md).`
        : `from ${source.name}`,
    );
    // From the opened binder: the file is read again only to save it.
    void this.showResourceList((v) => v.openedResourceListState(effect), 'in the file');
  }

  /** Shows the state of an effect's resource list that `read` gives (nothing for a binder that keeps none). */
  private async showResourceList(read: (v: Viewer) => string | undefined, where: string): Promise<void> {
    this.resourceList.textContent = '';
    try {
      const state = await this.view.run(read);
      this.resourceList.textContent = state ? `resource list ${where}: ${state}` : '';
    } catch (e) {
      this.resourceList.textContent = `resource list: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  /** The binder's bytes with the effect replaced, compressed as chosen. */
  async bytes(): Promise<{ name: string; bytes: Uint8Array }> {
    const effect = this.view.state.effect;
    const source = effect === null ? null : this.hooks.binder(effect);
    if (effect === null || !source) throw new Error('the playing effect did not come from a binder');
    const compression = this.compression.value;
    const stored = await source.stored();
    const bytes = await this.view.run((v) => v.binderBytes(effect, stored, compression));
    const base = source.name.split(/[\\/]/).pop() ?? source.name;
    return { name: compression === 'none' ? base.replace(/\.dcx$/i, '') : compression === 'keep' || /\.dcx$/i.test(base) ? base : `${base}.dcx`, bytes };
  }

  private async save(): Promise<void> {
    const effect = this.view.state.effect;
    const { name, bytes } = await this.bytes();
    download(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }), name);
    this.say(`saved ${name} (${bytes.length} bytes)`);
    if (effect !== null) await this.showResourceList((v) => v.resourceListState(effect, bytes), `in ${name}`);
  }

  private say(text: string): void {
    this.note.textContent = text;
  }
}
