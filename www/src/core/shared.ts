// What many previews on one page share: one GPU device (a hidden root viewer whose device
// every preview's viewer borrows through `Viewer.share`), one decompression worker, and each
// source's bytes, fetched and decompressed once.

import { loadWasm, type Viewer, type Wasm } from './wasm';
import { Unpacker } from './files';
import { checkSourceUrl } from './permalink';
import { once } from './once';

/** A source's bytes, decompressed. */
export interface SharedFile {
  name: string;
  bytes: Uint8Array;
}

/** The page's shared GPU: the root viewer and the backend it runs on, and the sources fetched. */
export class Hub {
  readonly backend: string;
  private readonly unpacker = new Unpacker();
  private readonly sources = new Map<string, Promise<SharedFile>>();

  constructor(
    readonly wasm: Wasm,
    readonly root: Viewer,
  ) {
    this.backend = root.backend();
  }

  /** A URL's bytes, decompressed, fetched once per page (a failed fetch is tried again next time). */
  source(url: string): Promise<SharedFile> {
    const href = checkSourceUrl(url);
    let entry = this.sources.get(href);
    if (!entry) {
      entry = (async () => {
        const file = await this.unpacker.fetch(href, () => undefined);
        return { name: file.name, bytes: file.bytes };
      })();
      entry.catch(() => this.sources.delete(href));
      this.sources.set(href, entry);
    }
    return entry;
  }
}

/** The shared hub, made once per page (its root viewer on a canvas that is never shown). */
export const sharedHub: () => Promise<Hub> = once(async () => {
  const wasm = await loadWasm();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const root = await wasm.Viewer.create(canvas, 'copy');
  // A diagnostic the package tests read: how many devices this page made for previews.
  (globalThis as { fxrViewDevices?: number }).fxrViewDevices = ((globalThis as { fxrViewDevices?: number }).fxrViewDevices ?? 0) + 1;
  return new Hub(wasm, root);
});
