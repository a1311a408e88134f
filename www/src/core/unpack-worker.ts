// The worker that decompresses opened files (`unpackFile`: every DCX, nested binders
// included) so the page stays responsive. A trap in the wasm module (a decoder that gives
// up on a corrupt stream aborts, as the module is built with panic=abort) is reported and
// the worker closes itself; the page starts a fresh one for the next file.
import init, { unpackFile } from '../../pkg/fxr_view.js';

interface Request {
  id: number;
  name: string;
  bytes: ArrayBuffer;
}

const ready = init();
// The module reports a panic (its message) just before it traps.
let panicked = '';
self.addEventListener('fxr-view-panic', (event) => {
  panicked = String((event as CustomEvent).detail).split('\n')[0];
});
/** The parts of a dedicated worker's global scope used here (the DOM lib has no worker types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
  close(): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event: MessageEvent<Request>) => {
  const { id, name, bytes } = event.data;
  try {
    await ready;
    const out = unpackFile(name, new Uint8Array(bytes));
    scope.postMessage({ id, bytes: out.buffer }, [out.buffer]);
  } catch (e) {
    const trapped = e instanceof WebAssembly.RuntimeError;
    const reason = panicked || (e instanceof Error ? e.message : String(e));
    const message = trapped ? `${name}: the decoder failed on this file (${reason}); it is probably corrupt` : reason;
    scope.postMessage({ id, error: message, trapped });
    if (trapped) scope.close();
  }
};
