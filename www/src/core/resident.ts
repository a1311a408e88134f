// A folder's files in memory within a budget. Opening a game's `sfx` folder reads each binder
// once (decompressed in the worker, indexed by the viewer), then keeps its bytes only while
// the files held fit the budget, the least recently read dropped first; a file dropped is
// read again from disk (its `File`) and decompressed when it is next needed. So the tab's
// memory is the budget plus the index, whatever the size of the install.
//
// A viewer reads such a file through a `ResidentFile` (the wasm backing `JsResident`) made
// for it (`file(name, misses)`): a read while the file is out of memory answers nothing and
// is noted as a miss in that viewer's own set, so that two viewers reading one folder (the
// player and a compare side) never take each other's misses; the caller (`EffectView.run`)
// then has the missed files read again and repeats what it asked. Before an effect plays,
// the page has every file it reads put back (`ensure(viewer.filesOf(id))`), so playing and
// drawing never miss.

import type { ResidentFile } from './wasm';

export type { ResidentFile };

/** The default budget (ours): a game's largest binders fit several times, and a tab affords it beside the viewer's own memory. */
export const DEFAULT_RESIDENT_BUDGET = 512 << 20;

/** What the files held are doing, for the page's API and the tests. */
export interface ResidentStats {
  /** The budget, in bytes. */
  budget: number;
  /** Files known, and how many are held now. */
  files: number;
  held: number;
  /** Bytes held now, and the most held at once. */
  heldBytes: number;
  peakBytes: number;
  /** Times a file was read again after it had been dropped. */
  reloads: number;
}

interface Entry {
  /** The decompressed length, which every reading of the file must find again. */
  length: number;
  bytes: Uint8Array | null;
  used: number;
  load: () => Promise<Uint8Array>;
}

/** The folder files the page holds within a budget, the least recently read dropped first. */
export class ResidentFiles {
  private readonly entries = new Map<string, Entry>();
  private clock = 0;
  private heldBytes = 0;
  private peakBytes = 0;
  private reloads = 0;
  /** Loads under way, by name (two asks for one file read it once). */
  private readonly loading = new Map<string, Promise<void>>();

  constructor(public budget = DEFAULT_RESIDENT_BUDGET) {}

  /**
   * Adds a file held now (`bytes`, decompressed) that `load` reads again after it is
   * dropped. A file of the same name added before is replaced.
   */
  add(name: string, bytes: Uint8Array, load: () => Promise<Uint8Array>): void {
    this.forget(name);
    this.entries.set(name, { length: bytes.length, bytes, used: ++this.clock, load });
    this.hold(bytes.length);
  }

  /**
   * File `name` as one viewer reads it (null when it is not one of these): a read while it is
   * out of memory answers nothing and adds its name to `misses`, that viewer's own.
   */
  file(name: string, misses: Set<string>): ResidentFile | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    return {
      name,
      length: entry.length,
      read: (start, end) => {
        if (!entry.bytes) {
          misses.add(name);
          return undefined;
        }
        entry.used = ++this.clock;
        return entry.bytes.subarray(start, end);
      },
    };
  }

  /** Forgets file `name` (its bytes go). */
  forget(name: string): void {
    const old = this.entries.get(name);
    if (old?.bytes) this.heldBytes -= old.bytes.length;
    this.entries.delete(name);
  }

  /** Has every file of `names` that is one of these in memory (reading again those dropped), then drops others past the budget. */
  async ensure(names: Iterable<string>): Promise<void> {
    const wanted = new Set([...names].filter((n) => this.entries.has(n)));
    for (const name of wanted) await this.loadOne(name, wanted);
    for (const name of wanted) {
      const entry = this.entries.get(name);
      if (entry) entry.used = ++this.clock;
    }
    this.trim(wanted);
  }

  /** File `name`'s bytes, read again if it was dropped (null when it is not one of these). */
  async bytes(name: string): Promise<Uint8Array | null> {
    if (!this.entries.has(name)) return null;
    await this.ensure([name]);
    return this.entries.get(name)?.bytes ?? null;
  }

  /** Drops the least recently read files until what is held fits the budget (`keep` stays). */
  trim(keep: ReadonlySet<string> = new Set()): void {
    if (this.heldBytes <= this.budget) return;
    const held = [...this.entries.entries()].filter(([name, e]) => e.bytes && !keep.has(name)).sort(([, a], [, b]) => a.used - b.used);
    for (const [, entry] of held) {
      if (this.heldBytes <= this.budget) break;
      this.heldBytes -= entry.bytes?.length ?? 0;
      entry.bytes = null;
    }
  }

  /** Where the files held stand. */
  stats(): ResidentStats {
    const entries = [...this.entries.values()];
    return { budget: this.budget, files: entries.length, held: entries.filter((e) => e.bytes).length, heldBytes: this.heldBytes, peakBytes: this.peakBytes, reloads: this.reloads };
  }

  private hold(bytes: number): void {
    this.heldBytes += bytes;
    this.peakBytes = Math.max(this.peakBytes, this.heldBytes);
  }

  private async loadOne(name: string, keep: ReadonlySet<string>): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry || entry.bytes) return;
    let loading = this.loading.get(name);
    if (!loading) {
      loading = (async () => {
        const bytes = await entry.load();
        if (bytes.length !== entry.length) throw new Error(`${name} changed since it was opened (${bytes.length} bytes decompressed, ${entry.length} when opened): open the folder again`);
        // Room made before the file is held (the other files asked for stay), so what is held
        // peaks at the budget plus the files asked for together.
        this.trim(keep);
        if (this.entries.get(name) !== entry) return;
        entry.bytes = bytes;
        this.reloads++;
        this.hold(bytes.length);
      })().finally(() => this.loading.delete(name));
      this.loading.set(name, loading);
    }
    await loading;
  }
}

/** Where the budget set last is kept (a setting of this browser's, not of a link). */
const BUDGET_KEY = 'fxr-view:folder-memory-mb';

/** The budget for a folder's binders: the page's `?memory=MB`, else the one set last, else the default. */
export function folderMemoryBudget(): number {
  const asked = new URLSearchParams(location.search).get('memory') ?? safeStorage()?.getItem(BUDGET_KEY);
  const mb = Number(asked);
  return asked && Number.isFinite(mb) && mb >= 0 ? Math.round(mb * (1 << 20)) : DEFAULT_RESIDENT_BUDGET;
}

/** Keeps a budget (MB) for the next visits. */
export function saveFolderMemoryBudget(mb: number): void {
  safeStorage()?.setItem(BUDGET_KEY, String(mb));
}

/** The page's local storage, or null where the browser refuses it (a sandboxed frame). */
function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
