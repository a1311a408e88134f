// The one module that loads and initialises the wasm package.
import init, * as wasm from '../pkg/fxr_view.js';

export type { Viewer } from '../pkg/fxr_view.js';

let ready: Promise<typeof wasm> | undefined;

/** Loads the module once; later calls share it. */
export function loadWasm(): Promise<typeof wasm> {
  ready ??= init().then(() => wasm);
  return ready;
}

/** Calls `handler` with the message of any panic inside the wasm module. */
export function onPanic(handler: (message: string) => void): void {
  window.addEventListener('fxr-view-panic', (event) => {
    handler(String((event as CustomEvent).detail));
  });
}
