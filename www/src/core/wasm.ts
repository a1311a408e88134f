// The one module that loads and initialises the wasm package, and the queue every viewer
// call goes through.
//
// There are two builds of the module (scripts/build-wasm.sh): www/pkg, without the WebGL2 path,
// which a browser with WebGPU loads (0.9 MB gzip), and www/pkg-webgl, with wgpu's GL backend
// and naga's shader translation (1.65 MB), loaded only when the browser offers no WebGPU
// adapter. Their exports are the same. BENCHMARKS.md, download size.
import type * as wasm from '../../pkg/fxr_view.js';
import { once } from './once';

export type { ResidentFile, Viewer } from '../../pkg/fxr_view.js';
export type Wasm = typeof wasm;

/** Whether the browser offers a WebGPU adapter (what the WebGPU build needs). */
async function webGpuAdapter(): Promise<boolean> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  if (!gpu) return false;
  try {
    return (await gpu.requestAdapter()) != null;
  } catch {
    return false;
  }
}

/** Loads the module once (the WebGPU build, or the WebGL2 one without WebGPU); later calls
 * share it (two instances of the module would not share their objects). */
export const loadWasm: () => Promise<Wasm> = once(async () => {
  // The same exports; the cast because wasm-bindgen's classes (private constructors) are
  // nominal to TypeScript.
  const module: Wasm = (await webGpuAdapter())
    ? await import('../../pkg/fxr_view.js')
    : ((await import('../../pkg-webgl/fxr_view.js')) as unknown as Wasm);
  await module.default();
  return module;
});

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
