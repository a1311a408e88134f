// Editing the playing effect: every edit is an assignment `PATH=VALUE` with the path as
// `fxr-view diff` prints it (`node 0 config[0] action[603 BillboardEx].rgbMultiplier=2`), the
// list applied in wasm to the effect as its file holds it (`Viewer.setEdits`), so the edited
// effect plays at once from the same time, camera and seed. Undo and redo step through
// earlier lists; the list is shown (each edit removable), the edited file can be saved, and
// the list travels in permalinks (`edit=`).
//
// The inspector asks this module for the controls of an action's values (`valueControl`),
// which write edits here; edited values are marked there by their path.

import { download, h, message, replace } from '../core/dom';
import type { EditProblem, EffectView } from '../core/effect-view';
import { LIMITS } from '../core/permalink';
import type { ActionDescription, FieldValue, PropertyDescription } from '../generated/types';

/** What the editor needs from the page. */
export interface EditHooks {
  /** Called after the edits changed (the inspector shows the new values, the compare view its diff). */
  changed(): void;
  /** Turns the compare view with the original on or off. */
  compareWithOriginal(on: boolean): Promise<void>;
  /** The file name the edited effect is saved under. */
  fileName(effect: number): string;
}

/** `[value, name]` pairs of each enumeration the action tables name. */
export type Enumerations = Record<string, Array<[number, string]>>;

/** Where an action sits in its node: the node's path, its config (none: the node's own list) and its occurrence among actions of its type. */
export interface ActionPlace {
  node: string;
  config: number | null;
  occurrence: number;
}

/** The path `fxr-view diff` prints for an action (`node 0/1 config[0] action[603 BillboardEx #2]`). */
export function actionPath(place: ActionPlace, a: ActionDescription): string {
  const node = place.node === '' ? 'root' : place.node;
  const config = place.config === null ? '' : ` config[${place.config}]`;
  const occurrence = place.occurrence > 0 ? ` #${place.occurrence + 1}` : '';
  return `node ${node}${config} action[${a.action_type} ${a.name}${occurrence}]`;
}

/** The path and value of an edit (split at its last `=`, as the viewer splits it). */
export function splitEdit(edit: string): { path: string; value: string } {
  const at = edit.lastIndexOf('=');
  return { path: edit.slice(0, at).trim(), value: edit.slice(at + 1).trim() };
}

/** A number as an edit writes it: the shortest text that reads back as the same f32. */
function numberText(v: number): string {
  for (let digits = 1; digits <= 9; digits++) {
    const text = String(Number(v.toPrecision(digits)));
    if (Math.fround(Number(text)) === Math.fround(v)) return text;
  }
  return String(v);
}

/** RGB components (0 to 1, clamped) as a colour input's `#rrggbb`. */
function toHex(rgb: number[]): string {
  return `#${rgb
    .slice(0, 3)
    .map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A colour input's `#rrggbb` as RGB components from 0 to 1. */
function fromHex(hex: string): number[] {
  return [1, 3, 5].map((i) => numberText(parseInt(hex.slice(i, i + 2), 16) / 255)).map(Number);
}

export class Editor {
  /** The edits in force, in order. */
  private edits: string[] = [];
  /** Earlier lists (undo) and lists undone (redo). */
  private undoStack: string[][] = [];
  private redoStack: string[][] = [];
  private problems: EditProblem[] = [];
  private readonly listEl = h('ol', { id: 'edit-list', class: 'edit-list' });
  private readonly undoButton = h('button', { id: 'edit-undo', title: 'Undo the last edit (Ctrl+Z)' }, 'Undo');
  private readonly redoButton = h('button', { id: 'edit-redo', title: 'Redo (Ctrl+Shift+Z)' }, 'Redo');
  private readonly saveButton = h('button', { id: 'edit-save', title: 'Download the edited effect as an .fxr file (nothing not edited changes)' }, 'Save .fxr');
  private readonly compareBox = h('input', { type: 'checkbox', id: 'edit-compare' });
  /** The enumerations, read once from the wasm module. */
  enumerations: Enumerations = {};

  constructor(
    panel: HTMLElement,
    private readonly view: EffectView,
    private readonly hooks: EditHooks,
  ) {
    this.undoButton.addEventListener('click', () => void this.undo().catch(report));
    this.redoButton.addEventListener('click', () => void this.redo().catch(report));
    this.saveButton.addEventListener('click', () => void this.save().catch(report));
    this.compareBox.addEventListener('change', () => void this.hooks.compareWithOriginal(this.compareBox.checked).catch(report));
    replace(
      panel,
      h('h3', {}, 'Edits'),
      h('p', { class: 'muted' }, 'Change a value under Node actions; the effect plays edited from the same frame.'),
      h('div', { class: 'edit-buttons' }, this.undoButton, this.redoButton, this.saveButton),
      h('label', {}, this.compareBox, ' compare with the original'),
      this.listEl,
    );
    document.addEventListener('keydown', (e) => this.key(e));
    this.show();
  }

  /** The edits in force. */
  list(): string[] {
    return [...this.edits];
  }

  /** The edits the viewer could not make. */
  failed(): EditProblem[] {
    return structuredClone(this.problems);
  }

  /** Takes the state's edits (a new effect, or a link's) with no history. */
  reset(edits: string[], problems: EditProblem[]): void {
    this.edits = [...edits];
    this.problems = problems;
    this.undoStack = [];
    this.redoStack = [];
    this.show();
  }

  /** The value an edit in force gives `path`, if any. */
  editedValue(path: string): string | undefined {
    const found = this.edits.find((e) => splitEdit(e).path === path);
    return found === undefined ? undefined : splitEdit(found).value;
  }

  /** Whether an edit in force sets a value of an action of type `action` of the node whose paths start with `node`, named `name`. */
  editsSlot(node: string, action: number, name: string): boolean {
    return this.edits.some((e) => {
      const { path } = splitEdit(e);
      return path.startsWith(node) && path.includes(`action[${action} `) && path.endsWith(`.${name}`);
    });
  }

  /** Whether an edit in force sets a value of the action at `prefix`. */
  editsAction(prefix: string): boolean {
    return this.edits.some((e) => splitEdit(e).path.startsWith(`${prefix}.`));
  }

  /** Sets `path` to `value` (replacing an edit of the same path) and plays the result. */
  async set(path: string, value: string): Promise<EditProblem[]> {
    const edit = `${path}=${value}`;
    const at = this.edits.findIndex((e) => splitEdit(e).path === path);
    const next = [...this.edits];
    if (at >= 0) next[at] = edit;
    else next.push(edit);
    if (next.length > LIMITS.maxEdits) throw new Error(`at most ${LIMITS.maxEdits} edits are kept (a link carries them all)`);
    return this.commit(next);
  }

  /** Removes edit `index`. */
  async remove(index: number): Promise<void> {
    await this.commit(this.edits.filter((_, i) => i !== index));
  }

  /** Goes back to the list before the last change. */
  async undo(): Promise<void> {
    const previous = this.undoStack.pop();
    if (previous === undefined) return;
    this.redoStack.push(this.edits);
    await this.apply(previous);
  }

  /** Makes the last undone change again. */
  async redo(): Promise<void> {
    const next = this.redoStack.pop();
    if (next === undefined) return;
    this.undoStack.push(this.edits);
    await this.apply(next);
  }

  /** The playing effect's file as edited (FXR bytes). */
  async bytes(): Promise<Uint8Array> {
    const effect = this.view.state.effect;
    if (effect === null) throw new Error('no effect is playing');
    return this.view.run((v) => v.effectBytes(effect));
  }

  /** Downloads the edited effect's file. */
  async save(): Promise<void> {
    const effect = this.view.state.effect;
    if (effect === null) throw new Error('no effect is playing');
    const bytes = await this.bytes();
    download(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }), this.hooks.fileName(effect));
  }

  /** A new list of edits: the current one goes on the undo stack. */
  private async commit(next: string[]): Promise<EditProblem[]> {
    this.undoStack.push(this.edits);
    this.redoStack = [];
    return this.apply(next);
  }

  private async apply(edits: string[]): Promise<EditProblem[]> {
    this.edits = [...edits];
    this.problems = await this.view.setEdits(this.edits);
    this.show();
    this.hooks.changed();
    return this.problems;
  }

  /** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes; not while typing in a field, whose own undo it is. */
  private key(e: KeyboardEvent): void {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) void this.undo().catch(report);
    else if ((k === 'z' && e.shiftKey) || k === 'y') void this.redo().catch(report);
    else return;
    e.preventDefault();
  }

  private show(): void {
    this.undoButton.disabled = this.undoStack.length === 0;
    this.redoButton.disabled = this.redoStack.length === 0;
    this.saveButton.disabled = this.view.state.effect === null;
    if (this.edits.length === 0) {
      replace(this.listEl, h('li', { class: 'muted' }, 'no edits: the effect is as its file holds it'));
      return;
    }
    replace(
      this.listEl,
      ...this.edits.map((edit, i) => {
        const problem = this.problems.find((p) => p.index === i);
        return h(
          'li',
          { class: problem ? 'edit failed' : 'edit', 'data-edit': edit, title: problem ? problem.error : '' },
          h('code', {}, edit),
          problem ? h('span', { class: 'warn' }, ` not made: ${problem.error}`) : null,
          ' ',
          h('button', { class: 'edit-remove', title: 'Remove this edit', onclick: () => void this.remove(i).catch(report) }, '×'),
        );
      }),
    );
  }

  /**
   * The control of a field's value: a checkbox (bool), a list of names (an enumeration), or
   * a text box (a number, written as typed). Marked when an edit sets it.
   */
  fieldControl(prefix: string, f: FieldValue): HTMLElement {
    const path = `${prefix}.${f.name}`;
    const raw = f.value as unknown;
    // An undefined slot is read both ways; it is edited as an integer (a number with a point: a float).
    const current = typeof raw === 'object' && raw !== null && 'int' in raw ? String((raw as { int: number }).int) : typeof raw === 'number' ? numberText(raw) : String(raw);
    let control: HTMLInputElement | HTMLSelectElement;
    if (typeof raw === 'boolean') {
      const box = h('input', { type: 'checkbox', checked: raw });
      box.addEventListener('change', () => void this.setFrom(path, String(box.checked), box));
      control = box;
    } else if (f.enumeration && this.enumerations[f.enumeration]) {
      control = this.enumSelect(path, f.enumeration, Number(current));
    } else {
      const input = h('input', { value: current, size: 10 });
      input.addEventListener('change', () => void this.setFrom(path, input.value.trim(), input));
      control = input;
    }
    return this.cell(path, control, f.enumeration ? ` (${f.enumeration})` : '');
  }

  /**
   * The controls of a property: a number per component (a keyframed property set here becomes
   * a constant), a colour picker for a four-component one (RGBA), a list of names for an
   * enumeration. Marked when an edit sets it.
   */
  propertyControl(prefix: string, p: PropertyDescription): HTMLElement {
    const path = `${prefix}.${p.name}`;
    const values = constantOf(p);
    const inputs = values.map((v, i) => {
      const input = h('input', { value: numberText(v), size: 6, 'aria-label': `${p.name}[${i}]`, 'data-component': String(i) });
      input.addEventListener('change', () => void this.setFrom(path, inputs.map((x) => x.value.trim()).join(','), input));
      return input;
    });
    const parts: HTMLElement[] = [];
    if (p.components === 1 && p.enumeration && this.enumerations[p.enumeration] && p.function === 'Constant') {
      parts.push(this.enumSelect(path, p.enumeration, values[0]));
    } else parts.push(...inputs);
    if (p.components === 4) {
      const picker = h('input', { type: 'color', value: toHex(values), title: 'colour (RGB; alpha and values above 1 kept in the boxes)', class: 'edit-colour' });
      picker.addEventListener('input', () => {
        const rgb = fromHex(picker.value);
        rgb.forEach((c, i) => (inputs[i].value = numberText(c)));
      });
      picker.addEventListener('change', () => void this.setFrom(path, inputs.map((x) => x.value.trim()).join(','), picker));
      parts.push(picker);
    }
    const note = p.function === 'Constant' ? '' : ` ${p.function}${p.looped ? ' (loop)' : ''} of ${p.argument}: ${JSON.stringify(p.value)} (a value set here makes it a constant)`;
    return this.cell(path, h('span', { class: 'edit-components' }, ...parts), note);
  }

  private enumSelect(path: string, enumeration: string, value: number): HTMLSelectElement {
    const members = this.enumerations[enumeration] ?? [];
    const select = h('select', { 'aria-label': path }, ...members.map(([v, name]) => h('option', { value: String(v) }, `${name} (${v})`)));
    // A value the tables do not name stays choosable as it is.
    if (!members.some(([v]) => v === value)) select.append(h('option', { value: String(value) }, String(value)));
    select.value = String(value);
    select.addEventListener('change', () => void this.setFrom(path, select.value, select));
    return select;
  }

  private cell(path: string, control: HTMLElement, note: string): HTMLElement {
    const edited = this.editedValue(path) !== undefined;
    return h('td', { class: edited ? 'value edited' : 'value', 'data-edit-path': path, title: edited ? `edited: ${path}` : '' }, control, note ? h('span', { class: 'meta' }, note) : null);
  }

  /** Sets `path` from a control; a refused edit is said on the control. */
  private async setFrom(path: string, value: string, control: HTMLInputElement | HTMLSelectElement): Promise<void> {
    try {
      const problems = await this.set(path, value);
      const mine = problems.find((p) => splitEdit(p.edit).path === path);
      control.setCustomValidity(mine ? mine.error : '');
      if (mine) control.reportValidity();
    } catch (e) {
      control.setCustomValidity(message(e));
      control.reportValidity();
    }
  }
}

/** A property's value as constant components: the constant, or the first key's value. */
function constantOf(p: PropertyDescription): number[] {
  const v = p.value;
  let four: number[] = [0, 0, 0, 0];
  if (v && 'Constant' in v) four = v.Constant;
  else if (v && 'Keyframes' in v && v.Keyframes.values.length) four = v.Keyframes.values[0];
  return four.slice(0, Math.max(1, Math.min(4, p.components)));
}

function report(e: unknown): void {
  console.warn(`fxr-view edit: ${message(e)}`);
}
