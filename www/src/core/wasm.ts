// The one module that loads and initialises the wasm package, and the queue every viewer
// call goes through.
import init, * as wasm from '../../pkg/fxr_view.js';

export type { Viewer } from '../../pkg/fxr_view.js';
export type Wasm = typeof wasm;

let ready: Promise<Wasm> | undefined;

/** Loads the module once; later calls share it. */
export function loadWasm(): Promise<Wasm> {
  ready ??= init().then(() => wasm);
  return ready;
}

/** Calls `handler` with the message of any panic inside the wasm module. */
export function onPanic(handler: (message: string) => void): void {
  window.addEventListener('fxr-view-panic', (event) => {
    handler(String((event as CustomEvent).detail));
  });
}

/** Calls `handler` when the GPU device is lost (the viewer must then be made again). */
export function onDeviceLost(handler: (message: string) => void): void {
  window.addEventListener('fxr-view-device-lost', (event) => {
    handler(String((event as CustomEvent).detail));
  });
}

/**
 * Runs tasks one after another. A wasm viewer's async calls borrow it until they finish (a
 * second call meanwhile would alias it), so loop frames and API calls go through one queue.
 */
export class Serial {
  private queue: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
