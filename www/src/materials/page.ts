// The material browser's own page (materials.html): one viewer on a hidden canvas, the
// browser mounted on it, a file picker. `window.fxrMaterials` is its automation API (the
// package tests use it); the viewer page mounts the same browser as a tab.
import { loadWasm, Serial, type Viewer } from '../core/wasm';
import { message } from '../core/dom';
import { readFile } from '../core/files';
import { mountMaterialBrowser, type MaterialBrowser } from './index';

declare global {
  interface Window {
    /** The material page's automation API. */
    fxrMaterials?: {
      ready: Promise<MaterialBrowser>;
      withViewer<T>(task: (viewer: Viewer) => Promise<T> | T): Promise<T>;
    };
  }
}

/** Starts the page: its viewer, the browser on it, the picker and the automation API. */
function main(): void {
  const status = document.getElementById('status') as HTMLSpanElement;
  const root = document.getElementById('materials') as HTMLElement;
  const picker = document.getElementById('file') as HTMLInputElement;
  const serial = new Serial();

  const viewer: Promise<Viewer> = (async () => {
    const wasm = await loadWasm();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    return wasm.Viewer.create(canvas, 'copy');
  })();

  async function withViewer<T>(task: (viewer: Viewer) => Promise<T> | T): Promise<T> {
    const v = await viewer;
    return serial.run(() => task(v));
  }

  const ready = (async () => {
    const v = await viewer;
    status.textContent = v.backend();
    return mountMaterialBrowser(root, { withViewer });
  })();
  ready.catch((e: unknown) => {
    status.textContent = `no graphics: ${message(e)}`;
  });

  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    if (!file) return;
    void (async () => {
      try {
        const browser = await ready;
        const loaded = await readFile(file);
        const summary = await withViewer((v) => v.open(loaded.name, loaded.bytes));
        const renamed = summary.notes.length ? `; ${summary.notes.join('; ')}` : '';
        status.textContent = `${loaded.name}: ${summary.materials} materials${summary.errors.length ? `, ${summary.errors.length} unreadable` : ''}${renamed}`;
        await browser.refresh();
      } catch (e) {
        status.textContent = message(e);
      }
    })();
  });

  window.fxrMaterials = { ready, withViewer };
}

main();
