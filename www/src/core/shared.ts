// What many previews on one page share: one GPU device (a hidden root viewer whose device
// every preview's viewer borrows through `Viewer.share`), one decompression worker, and each
// source's bytes, fetched and decompressed once.

import { loadWasm, type Viewer, type Wasm } from './wasm';
import { Unpacker } from './files';
import { checkSourceUrl } from './permalink';

/** The page's shared GPU: the root viewer and the backend it runs on. */
export interface Hub {
  wasm: Wasm;
  root: Viewer;
  backend: string;
}

let hub: Promise<Hub> | undefined;

/** The shared root viewer, made once (on a canvas that is never shown). */
export function sharedHub(): Promise<Hub> {
  hub ??= (async () => {
    const wasm = await loadWasm();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const root = await wasm.Viewer.create(canvas, 'copy');
    // A diagnostic the package tests read: how many devices this page made for previews.
    (globalThis as { fxrViewDevices?: number }).fxrViewDevices = ((globalThis as { fxrViewDevices?: number }).fxrViewDevices ?? 0) + 1;
    return { wasm, root, backend: root.backend() };
  })();
  return hub;
}

const unpacker = new Unpacker();
const sources = new Map<string, Promise<{ name: string; bytes: Uint8Array }>>();

/** A URL's bytes, decompressed, fetched once per page. */
export function sharedSource(url: string): Promise<{ name: string; bytes: Uint8Array }> {
  const href = checkSourceUrl(url);
  let entry = sources.get(href);
  if (!entry) {
    entry = (async () => {
      const file = await unpacker.fetch(href, () => undefined);
      return { name: file.name, bytes: file.bytes };
    })();
    entry.catch(() => sources.delete(href));
    sources.set(href, entry);
  }
  return entry;
}
