// What the page has opened: every file (decompressed, kept to open again after a lost device
// or a reload), the source each came from (a link writes them all), and the effects the
// viewer's library lists from them. The opening panels add files here; the effect list, the
// index and the editor read it.

import type { EffectView } from '../core/effect-view';
import type { Unpacker } from '../core/files';
import type { Source } from '../core/permalink';
import { replace } from '../core/dom';
import type { ResidentFiles } from '../core/resident';
import type { Viewer, Wasm } from '../core/wasm';
import type { EffectName, EffectSummary, OpenSummary } from '../generated/types';
import type { BinderSource } from './edit-binder';

/**
 * A file the page opened: kept decompressed (`bytes`) to open again after a lost device, or,
 * for a folder's binder, held within the memory budget (`resident`) and read again from disk
 * when it is needed after it was dropped.
 */
export interface Opened {
  name: string;
  bytes?: Uint8Array;
  resident?: boolean;
  /** Its first four bytes as text (`BND4`...), known without reading it again. */
  magic: string;
  /** The source it came from (every file of a folder shares the folder's). */
  source: Source;
  /** Reads the file as stored again, for saving an edited binder (none: not offered). */
  reread?: () => Promise<Uint8Array>;
  /** A game file that names effects (a regulation, a text or animation binder), not one of effects. */
  names?: boolean;
}

/** A file as a compare side opens it again; null for the demo binder (the viewer makes it). */
export type FileBytes = { name: string; bytes?: Uint8Array; resident?: boolean; names?: boolean } | null;

/** Opens `file` in `view`'s viewer as the library opened it (a folder's binder put back in memory first). */
export async function openInView(view: EffectView, file: FileBytes): Promise<OpenSummary> {
  if (file?.resident) await view.residents?.ensure([file.name]);
  return view.run((v) => openIn(view, v, file));
}

/** Opens `file` in `view`'s viewer `v` (a resident file must be in memory). */
function openIn(view: EffectView, v: Viewer, file: FileBytes): OpenSummary {
  if (!file) return v.openDemo();
  const resident = file.resident ? view.residentFile(file.name) : null;
  if (resident) return v.openResident(file.name, resident);
  const bytes = file.bytes ?? new Uint8Array();
  return file.names ? (v.openNames(file.name, bytes) ?? noNames(file.name)) : v.openBuffer(file.name, bytes);
}

function noNames(name: string): never {
  throw new Error(`${name}: not a file that names effects`);
}

/** The first four bytes of `bytes` as text. */
const magicOf = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, 4));

/** What the library tells the page. */
export interface LibraryHooks {
  /** The list is being read again (the material browser reads its own). */
  refreshing(): void;
  /** The effects, read again after an opening, with the names the game's files give them. */
  listed(effects: EffectSummary[], names: ReadonlyMap<number, string>): void;
}

export class Library {
  private readonly opened: Opened[] = [];
  private listing: EffectSummary[] = [];
  private names: ReadonlyMap<number, string> = new Map();
  private latest: Promise<void> = Promise.resolve();

  constructor(
    private readonly view: EffectView,
    private readonly wasm: Wasm,
    private readonly unpacker: Unpacker,
    /** The line under the effect list that names what is opened. */
    private readonly filesLine: HTMLElement,
    /** Where a folder's binders are held within the memory budget. */
    readonly residents: ResidentFiles,
    private readonly hooks: LibraryHooks,
  ) {}

  /** The effects listed last. */
  get effects(): EffectSummary[] {
    return this.listing;
  }

  /** The effects' names from the game files opened (a regulation, text and animation binders). */
  get effectNames(): ReadonlyMap<number, string> {
    return this.names;
  }

  /** The latest refresh of the effect list (wait for it before choosing an effect). */
  get listed(): Promise<void> {
    return this.latest;
  }

  /** How many files are opened. */
  get size(): number {
    return this.opened.length;
  }

  /** Whether a file named `name` is opened. */
  has(name: string): boolean {
    return this.opened.some((o) => o.name === name);
  }

  /** Whether a file of the folder `name` is opened. */
  hasFolder(name: string): boolean {
    return this.opened.some((o) => o.source.kind === 'folder' && o.source.name === name);
  }

  /** The sources opened, in order, each once (a link writes them all). */
  sources(): Source[] {
    const sources: Source[] = [];
    for (const o of this.opened) if (!sources.some((s) => s === o.source || JSON.stringify(s) === JSON.stringify(o.source))) sources.push(o.source);
    return sources;
  }

  /** Writes the sources opened into the state (a folder's digest is known once its files are read). */
  refreshSources(): void {
    this.view.state.sources = this.sources();
  }

  /** Shows what is opened under the effect list (a folder as its name and file count). */
  showOpened(): void {
    const names = this.sources().map((s) => {
      if (s.kind !== 'folder') return this.opened.find((o) => o.source === s)?.name ?? s.kind;
      return `${s.name}/ (${this.opened.filter((o) => o.source === s).length} files)`;
    });
    replace(this.filesLine, `Opened: ${names.join(', ')}`);
  }

  /** Indexes decompressed bytes in the viewer (the caller refreshes the list). */
  async index(name: string, bytes: Uint8Array, source: Source, reread?: () => Promise<Uint8Array>): Promise<OpenSummary> {
    performance.mark('fxr-view:unpacked', { detail: { file: name, bytes: bytes.length } });
    // The library reads the file where it is (this buffer), each entry when it is needed.
    const summary = await this.view.run((v) => v.openBuffer(name, bytes));
    performance.mark('fxr-view:indexed', { detail: { file: name } });
    this.opened.push({ name, bytes, magic: magicOf(bytes), source, reread });
    this.view.state.sources = this.sources();
    return summary;
  }

  /**
   * Indexes a folder's decompressed binder, then holds it only within the memory budget:
   * `load` reads and decompresses it again when it is needed after it was dropped (the
   * caller refreshes the list).
   */
  async indexResident(name: string, bytes: Uint8Array, source: Source, reread: () => Promise<Uint8Array>, load: () => Promise<Uint8Array>): Promise<OpenSummary> {
    performance.mark('fxr-view:unpacked', { detail: { file: name, bytes: bytes.length } });
    this.residents.add(name, bytes, load);
    const summary = await openInView(this.view, { name, resident: true });
    performance.mark('fxr-view:indexed', { detail: { file: name } });
    this.opened.push({ name, resident: true, magic: magicOf(bytes), source, reread });
    this.view.state.sources = this.sources();
    // Room for the next binder: the least recently read go past the budget.
    this.residents.trim();
    return summary;
  }

  /**
   * Opens a game file that names effects (the viewer tells them by name: `nameSourceKind`):
   * kept as it is, since the index reads it whole (the caller refreshes the list).
   */
  async indexNames(name: string, bytes: Uint8Array, source: Source): Promise<OpenSummary> {
    const summary = await this.view.run((v) => v.openNames(name, bytes));
    if (!summary) throw new Error(`${name}: not a file that names effects`);
    this.opened.push({ name, bytes, magic: magicOf(bytes), source, names: true });
    this.view.state.sources = this.sources();
    return summary;
  }

  /** Opens the built-in demo binder (once) and lists it. */
  async openDemo(): Promise<void> {
    if (this.opened.some((o) => o.source.kind === 'demo')) return;
    const summary = await this.view.run((v) => v.openDemo());
    this.opened.push({ name: summary.file, bytes: new Uint8Array(), magic: '', source: { kind: 'demo' } });
    this.view.state.sources = this.sources();
    this.refresh();
    this.showOpened();
  }

  /** Reads the effect list again (after an opening). */
  refresh(): void {
    this.hooks.refreshing();
    this.latest = this.view
      .run((v) => ({ effects: v.effects(), names: v.effectNames() }))
      .then(({ effects, names }: { effects: EffectSummary[]; names: EffectName[] }) => {
        this.listing = effects;
        this.names = new Map(names.map((n) => [n.effect, n.name]));
        this.hooks.listed(effects, this.names);
      });
  }

  /** Every file opened, as a compare side opens them again. */
  files(): FileBytes[] {
    return this.opened.map((o) => (o.source.kind === 'demo' ? null : { name: o.name, bytes: o.bytes, resident: o.resident, names: o.names }));
  }

  /** The opened file an effect came from, as a permalink source. */
  sourceOf(effect: EffectSummary): Source | null {
    const file = effect.source.split('!')[0];
    return this.opened.find((o) => o.name === file)?.source ?? null;
  }

  /** The name an edited effect is saved under: its entry's, or `effect-ID.fxr`. */
  savedName(id: number): string {
    const entry = this.listing.find((e) => e.id === id)?.source.split(/[!/\\]/).pop() ?? '';
    return /\.fxr$/i.test(entry) ? entry : `effect-${id}.fxr`;
  }

  /** The opened binder effect `id` is an entry of (a loose effect, a binder inside a binder: none). */
  binderOf(id: number): BinderSource | null {
    const parts = this.listing.find((e) => e.id === id)?.source.split('!') ?? [];
    if (parts.length !== 2) return null;
    // The last file of that name is the one whose effects the library holds.
    const file = [...this.opened].reverse().find((o) => o.name === parts[0]);
    if (file?.source.kind === 'demo') return { name: file.name, algorithm: 'DFLT', stored: async () => this.wasm.Viewer.demoBinder() };
    const reread = file?.reread;
    if (!file || !reread || file.magic !== 'BND4') return null;
    return {
      name: file.name,
      algorithm: this.unpacker.dcxAlgorithm(file.name),
      stored: async () => {
        const stored = await reread();
        // Written back from the file as stored (entries kept compressed as they are), which must
        // still be the one opened: decompressed in the worker (a copy: the page keeps `stored`).
        const opened = file.bytes ?? (await this.residents.bytes(file.name)) ?? new Uint8Array();
        if (!sameBytes(await this.unpacker.unpack(file.name, stored), opened)) {
          throw new Error(`${file.name} changed since it was opened: open it again (or watch it) before saving`);
        }
        return stored;
      },
    };
  }

  /**
   * Puts `plain` in the place of the opened file `name` and opens it again with every file
   * opened after it (a later file still wins an id), then lists the effects again. Resolves
   * to the file's previous bytes and the files opened again (the file first), or null when
   * no file of that name is opened.
   */
  async replace(name: string, plain: Uint8Array): Promise<{ at: number; previous: Uint8Array; again: FileBytes[] } | null> {
    const at = this.opened.findIndex((o) => o.name === name);
    if (at < 0) return null;
    const replaced = this.opened[at];
    const previous = replaced.bytes ?? (await this.residents.bytes(name)) ?? new Uint8Array();
    // Held whole from now on: its new bytes are not on disk where the folder was read.
    replaced.bytes = plain;
    replaced.magic = magicOf(plain);
    replaced.resident = false;
    this.residents.forget(name);
    const again = this.files().slice(at);
    for (const file of again) await openInView(this.view, file);
    this.refresh();
    await this.latest;
    return { at, previous, again };
  }

  /** Opens every file again in the viewer (a new one, after a lost device), in order. */
  async reopenAll(): Promise<void> {
    const files = this.opened.splice(0);
    for (const f of files) {
      if (f.source.kind === 'demo') await this.openDemo();
      else {
        await openInView(this.view, f);
        this.opened.push(f);
      }
    }
    this.view.state.sources = this.sources();
    this.refresh();
    this.showOpened();
  }
}

/** Whether two byte arrays are equal. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
