// The worker that decompresses opened files (every DCX, nested binders included) so the page
// stays responsive. A file comes in pieces (a download as it arrives, or a whole buffer in
// one piece), each moved here, not copied; `Unpacking` decompresses a ZSTD or DFLT DCX as the
// pieces come, straight into a JavaScript buffer that is then moved to the page, so neither
// the whole compressed file nor a second copy of the output sits in this worker's wasm memory
// (which never shrinks). A trap in the wasm module (a decoder that gives up on a corrupt
// stream aborts, as the module is built with panic=abort) is reported and the worker closes
// itself; the page starts a fresh one for the next file.
import init, { Unpacking } from '../../pkg/fxr_view.js';

/** A piece of file `id` (its first `length` bytes of `piece`; `done`: the last one). */
interface Request {
  id: number;
  name: string;
  piece?: ArrayBuffer;
  length?: number;
  done?: boolean;
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

/** Files being unpacked, and those that failed (their later pieces are dropped). */
const open = new Map<number, Unpacking>();
const failed = new Set<number>();
/** Pieces go into wasm memory at most this large (a whole file arrives as one piece). */
const STEP = 4 << 20;

// Messages are handled in order: each waits for the one before.
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event: MessageEvent<Request>) => {
  queue = queue.then(() => handle(event.data));
};

/** Reports a failure; a trap closes this worker (its module cannot go on). */
function fail(id: number, name: string, e: unknown, done: boolean): void {
  if (!done) failed.add(id);
  const trapped = e instanceof WebAssembly.RuntimeError;
  const reason = panicked || (e instanceof Error ? e.message : String(e));
  const message = trapped ? `${name}: the decoder failed on this file (${reason}); it is probably corrupt` : reason;
  scope.postMessage({ id, error: message, trapped });
  if (trapped) scope.close();
}

async function handle({ id, name, piece, length, done }: Request): Promise<void> {
  if (failed.has(id)) {
    if (done) failed.delete(id);
    return;
  }
  let unpacking: Unpacking | undefined;
  try {
    await ready;
    unpacking = open.get(id);
    if (!unpacking) {
      unpacking = new Unpacking(name);
      open.set(id, unpacking);
    }
    if (piece) {
      const bytes = new Uint8Array(piece, 0, length ?? piece.byteLength);
      for (let at = 0; at < bytes.length; at += STEP) unpacking.push(bytes.subarray(at, at + STEP));
      // Done with it: the page sends more (it keeps only a few megabytes on the way).
      scope.postMessage({ id, ack: bytes.length });
    }
    if (done) {
      open.delete(id);
      const out = unpacking.finish();
      const buffer = out.buffer as ArrayBuffer;
      scope.postMessage({ id, bytes: buffer, offset: out.byteOffset, length: out.byteLength }, [buffer]);
    }
  } catch (e) {
    open.get(id)?.free();
    open.delete(id);
    fail(id, name, e, done === true);
  }
}
