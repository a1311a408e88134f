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
import type { CurveEditing } from './curves';
import { INTERPOLATIONS, curveOf, curveText, numberText, withInterpolation, withKeyAdded, withKeyMoved, withKeyRemoved, type EditedCurve, type Interpolation } from './edit-keys';
import { AcrossEffect } from './edit-across';
import { BinderSave, type BinderSource } from './edit-binder';
import { pickerButton, resourceKind } from './resource-picker';

/** What the editor needs from the page. */
export interface EditHooks {
  /** Called after the edits changed (the inspector shows the new values, the compare view its diff). */
  changed(): void;
  /** Turns the compare view with the original on or off. */
  compareWithOriginal(on: boolean): Promise<void>;
  /** The file name the edited effect is saved under. */
  fileName(effect: number): string;
  /** The binder effect `effect` came from, as opened (none for a loose file or the demo). */
  binder(effect: number): BinderSource | null;
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

/** The path and value of an edit (split at its first `=`, as the viewer splits it: paths hold none, a recolour's value does). */
export function splitEdit(edit: string): { path: string; value: string } {
  const at = edit.indexOf('=');
  return { path: edit.slice(0, at).trim(), value: edit.slice(at + 1).trim() };
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
  private readonly across: AcrossEffect;
  private readonly binderSave: BinderSave;
  /**
   * The curves written last, by path: a plot or key table drawn before the last write still
   * edits the curve as it now is (two quick clicks do not undo each other). Forgotten on
   * any other change of the list.
   */
  private readonly curves = new Map<string, EditedCurve>();
  constructor(
    panel: HTMLElement,
    private readonly view: EffectView,
    private readonly hooks: EditHooks,
    /** The enumerations' names (`Viewer.enumerations`, read once from the wasm module). */
    private readonly enumerations: Enumerations,
  ) {
    this.undoButton.addEventListener('click', () => void this.undo().catch(report));
    this.redoButton.addEventListener('click', () => void this.redo().catch(report));
    this.saveButton.addEventListener('click', () => void this.save().catch(report));
    this.compareBox.addEventListener('change', () => void this.hooks.compareWithOriginal(this.compareBox.checked).catch(report));
    this.across = new AcrossEffect({ set: (path, value) => this.setOrRemove(path, value), current: (path) => this.editedValue(path) });
    this.binderSave = new BinderSave(view, { binder: (effect) => this.hooks.binder(effect) });
    replace(
      panel,
      h('h3', {}, 'Edits'),
      h('p', { class: 'muted' }, 'Change a value under Node actions (a curve by its keys); the effect plays edited from the same frame.'),
      h('div', { class: 'edit-buttons' }, this.undoButton, this.redoButton, this.saveButton),
      this.binderSave.element,
      h('label', {}, this.compareBox, ' compare with the original'),
      this.across.element,
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
    this.curves.clear();
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

  /**
   * Sets `path` to `value` and plays the result. A value replaces an earlier edit of its path
   * and goes last: the inspector shows values after every edit (a recolour's included), so
   * what is typed there is what the effect gets. A change across the effect (`effect …`)
   * keeps its place.
   */
  async set(path: string, value: string): Promise<EditProblem[]> {
    this.curves.clear();
    return this.setLine(path, value);
  }

  /** `set` without forgetting the curves being edited (a curve's own write). */
  private async setLine(path: string, value: string): Promise<EditProblem[]> {
    const edit = `${path}=${value}`;
    const at = this.edits.findIndex((e) => splitEdit(e).path === path);
    const next = [...this.edits];
    if (at >= 0 && path.startsWith('effect ')) next[at] = edit;
    else {
      if (at >= 0) next.splice(at, 1);
      next.push(edit);
    }
    if (next.length > LIMITS.maxEdits) throw new Error(`at most ${LIMITS.maxEdits} edits are kept (a link carries them all)`);
    return this.commit(next);
  }

  /** Sets `path` to `value`, or removes its edit when `value` is null (a change across the effect back to none). */
  async setOrRemove(path: string, value: string | null): Promise<EditProblem[]> {
    if (value !== null) return this.set(path, value);
    const at = this.edits.findIndex((e) => splitEdit(e).path === path);
    if (at < 0) return this.problems;
    await this.remove(at);
    return this.problems;
  }

  /** Removes edit `index`. */
  async remove(index: number): Promise<void> {
    this.curves.clear();
    await this.commit(this.edits.filter((_, i) => i !== index));
  }

  /** Goes back to the list before the last change. */
  async undo(): Promise<void> {
    const previous = this.undoStack.pop();
    if (previous === undefined) return;
    this.curves.clear();
    this.redoStack.push(this.edits);
    await this.apply(previous);
  }

  /** Makes the last undone change again. */
  async redo(): Promise<void> {
    const next = this.redoStack.pop();
    if (next === undefined) return;
    this.curves.clear();
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
    this.across.show();
    this.binderSave.show(this.view.state.effect);
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
    const cell = this.cell(path, control, f.enumeration ? ` (${f.enumeration})` : '');
    const kind = resourceKind(f.name);
    if (kind) cell.append(pickerButton(this.view, kind, Number(current), (id) => void this.setFrom(path, String(id), control)));
    return cell;
  }

  /**
   * The controls of a property: its interpolation (Constant, Stepped, Linear, Bezier,
   * Hermite) and whether it loops; a constant's number per component (a colour picker for a
   * four-component one, a list of names for an enumeration); a curve's keys, each a row of
   * time, values and (Bezier, Hermite) slopes, removable, with a button adding one at the
   * playhead. Marked when an edit sets it.
   */
  propertyControl(prefix: string, p: PropertyDescription): HTMLElement {
    const path = `${prefix}.${p.name}`;
    const curve = this.curves.get(path) ?? curveOf(p);
    if (!curve) {
      const note = ` ${p.function}${p.looped ? ' (loop)' : ''} of ${p.argument}: ${JSON.stringify(p.value)} (a curve kept per component: its keys are not edited here; a constant set here replaces it)`;
      return this.cell(path, this.constantInputs(path, p, constantOf(p)), note);
    }
    const write = (next: EditedCurve, control: HTMLElement) => void this.writeCurve(path, next, control as HTMLInputElement);
    const interpolation = h('select', { 'aria-label': `${p.name} interpolation`, class: 'edit-interpolation' }, ...INTERPOLATIONS.map((i) => h('option', { value: i }, i)));
    interpolation.value = curve.interpolation;
    interpolation.addEventListener('change', () => write(withInterpolation(curve, interpolation.value as Interpolation), interpolation));
    const parts: HTMLElement[] = [interpolation];
    if (curve.interpolation === 'Constant') {
      // An enumeration (a blend mode) is chosen by name, a texture or model by its picture: neither is a curve.
      const named = (p.enumeration !== undefined && this.enumerations[p.enumeration] !== undefined) || resourceKind(p.name) !== null;
      return this.cell(path, h('span', { class: 'edit-components' }, ...(named ? [] : parts), this.constantInputs(path, p, curve.values[0])), '');
    }
    const loop = h('input', { type: 'checkbox', checked: curve.looped, 'aria-label': `${p.name} loops` });
    loop.addEventListener('change', () => write({ ...curve, looped: loop.checked }, loop));
    parts.push(h('label', {}, loop, ' loop'), h('span', { class: 'meta' }, ` of ${p.argument}`), this.keyTable(curve, write));
    return this.cell(path, h('span', { class: 'edit-components' }, ...parts), '');
  }

  /** What dragging, adding and removing a property's keys in its plot does; none for a property that is not edited by keys (a constant, a per-component curve). */
  curveEditing(prefix: string, p: PropertyDescription): CurveEditing | undefined {
    const path = `${prefix}.${p.name}`;
    const drawn = curveOf(p);
    if (!drawn || drawn.interpolation === 'Constant') return undefined;
    // The curve as last written (the plot may be older than the last click).
    const now = () => this.curves.get(path) ?? drawn;
    const write = (change: (c: EditedCurve) => EditedCurve) => {
      const next = change(now());
      if (next !== now()) void this.writeCurve(path, next);
    };
    // A key of an older drawing is found in the curve now by the time it was drawn at.
    const keyNow = (c: EditedCurve, key: number, at: number) => (c === drawn ? key : c.times.indexOf(at));
    return {
      move: (key, at, component, time, value) =>
        write((c) => {
          const k = keyNow(c, key, at);
          return k < 0 ? c : withKeyMoved(c, k, component, Number(numberText(time)), Number(numberText(value)));
        }),
      add: (time) => write((c) => withKeyAdded(c, Number(numberText(loopTime(c, time))))),
      remove: (key, at) =>
        write((c) => {
          const k = keyNow(c, key, at);
          return k < 0 ? c : withKeyRemoved(c, k);
        }),
      edited: this.editedValue(path) !== undefined,
    };
  }

  /** Writes a curve as the edit of `path`, remembering it as the curve now edited there. */
  private async writeCurve(path: string, next: EditedCurve, control?: HTMLInputElement | HTMLSelectElement): Promise<void> {
    this.curves.set(path, next);
    if (control) return this.setFrom(path, curveText(next), control, true);
    await this.setLine(path, curveText(next)).catch(report);
  }

  /** One text box per component of a constant; a colour picker beside four; a list of names for an enumeration. */
  private constantInputs(path: string, p: PropertyDescription, values: number[]): HTMLElement {
    const inputs = values.map((v, i) => {
      const input = h('input', { value: numberText(v), size: 6, 'aria-label': `${p.name}[${i}]`, 'data-component': String(i) });
      input.addEventListener('change', () => void this.setFrom(path, inputs.map((x) => x.value.trim()).join(','), input));
      return input;
    });
    const parts: HTMLElement[] = [];
    if (p.components === 1 && p.enumeration && this.enumerations[p.enumeration]) {
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
    const kind = resourceKind(p.name);
    if (kind && p.components === 1) parts.push(pickerButton(this.view, kind, values[0], (id) => void this.setFrom(path, String(id), inputs[0])));
    return h('span', { class: 'edit-components' }, ...parts);
  }

  /** A curve's keys as rows of inputs (time, values, slopes), each removable, and a button adding a key at the playhead. */
  private keyTable(curve: EditedCurve, write: (next: EditedCurve, control: HTMLElement) => void): HTMLElement {
    const slopes = curve.interpolation === 'Bezier' || curve.interpolation === 'Hermite';
    const numberInput = (value: number, label: string, apply: (v: number) => EditedCurve) => {
      const input = h('input', { value: numberText(value), 'aria-label': label });
      input.addEventListener('change', () => {
        const v = Number(input.value.trim());
        if (!Number.isFinite(v) || input.value.trim() === '') {
          input.setCustomValidity('expected a number');
          input.reportValidity();
          return;
        }
        write(apply(v), input);
      });
      return input;
    };
    const rows = curve.times.map((t, k) => {
      const cells = [h('td', {}, numberInput(t, `key ${k + 1} time`, (v) => withKeyMoved(curve, k, 0, v, curve.values[k][0])))];
      const row = (list: 'values' | 'out' | 'in', what: string) =>
        h(
          'td',
          { class: list === 'values' ? '' : 'meta' },
          ...curve[list][k].map((x, c) =>
            numberInput(x, `key ${k + 1} ${what} ${c}`, (v) => {
              const next = structuredClone(curve);
              next[list][k][c] = v;
              return next;
            }),
          ),
        );
      cells.push(row('values', 'value'));
      if (slopes) cells.push(row('out', 'outgoing slope'), row('in', 'incoming slope'));
      const remove = h('button', { class: 'key-remove', title: 'Remove this key', disabled: curve.times.length <= 1 }, '×');
      remove.addEventListener('click', () => write(withKeyRemoved(curve, k), remove));
      cells.push(h('td', {}, remove));
      return h('tr', { 'data-key': String(k) }, ...cells);
    });
    const add = h('button', { class: 'key-add', title: 'Add a key at the playhead time, where the curve passes' }, '+ key at playhead');
    add.addEventListener('click', () => {
      const time = this.view.state.time;
      // At the playhead, unless a key is there already: then halfway to the next (or 1 s after the last).
      const t = loopTime(curve, time);
      const at = curve.times.includes(t) ? nextFreeTime(curve, t) : t;
      write(withKeyAdded(curve, Number(numberText(at))), add);
    });
    const head = h('tr', {}, h('th', {}, 'time'), h('th', {}, 'value'), ...(slopes ? [h('th', {}, 'out slope'), h('th', {}, 'in slope')] : []), h('th', {}));
    return h('div', {}, h('table', { class: 'key-table' }, h('thead', {}, head), h('tbody', {}, ...rows)), add);
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

  /** Sets `path` from a control; a refused edit is said on the control. `curve`: a curve's own write (the curves being edited are kept). */
  private async setFrom(path: string, value: string, control: HTMLInputElement | HTMLSelectElement, curve = false): Promise<void> {
    try {
      const problems = await (curve ? this.setLine(path, value) : this.set(path, value));
      const mine = problems.find((p) => splitEdit(p.edit).path === path);
      control.setCustomValidity(mine ? mine.error : '');
      if (mine) control.reportValidity();
    } catch (e) {
      control.setCustomValidity(message(e));
      control.reportValidity();
    }
  }
}

/** A time of a looped curve brought into its first period (the keys' span); others as they are. */
function loopTime(curve: EditedCurve, time: number): number {
  const period = curve.times[curve.times.length - 1];
  return curve.looped && period > 0 && time > period ? time % period : time;
}

/** A time after `time` where `curve` has no key: halfway to the next key, or 1 s after the last. */
function nextFreeTime(curve: EditedCurve, time: number): number {
  const next = curve.times.find((t) => t > time);
  return next === undefined ? time + 1 : (time + next) / 2;
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
