// The worker that decompresses opened files (every DCX, nested binders included) so the page
// stays responsive. A file comes in pieces (a download as it arrives, or a whole buffer in
// one piece), each moved here, not copied, or as a file of the user's (a `Blob`: a folder's),
// which this worker reads and hashes itself; `Unpacking` decompresses a ZSTD or DFLT DCX as the
// pieces come, straight into a JavaScript buffer that is then moved to the page, so neither
// the whole compressed file nor a second copy of the output sits in this worker's wasm memory
// (which never shrinks). A trap in the wasm module (a decoder that gives up on a corrupt
// stream aborts, as the module is built with panic=abort) is reported and the worker closes
// itself; the page starts a fresh one for the next file.
import init, { Unpacking } from '../../pkg/fxr_view.js';
import { sha256Hex } from './digest';

/**
 * A piece of file `id` (its first `length` bytes of `piece`; `done`: the last one), or the
 * whole file as a `blob` of the user's that this worker reads, and hashes when `hash` (a
 * folder's files: the page neither reads nor hashes them).
 */
interface Request {
  id: number;
  name: string;
  piece?: ArrayBuffer;
  length?: number;
  /** Move `piece` back with its acknowledgement (the page reads the next download piece into it). */
  giveBack?: boolean;
  blob?: Blob;
  hash?: boolean;
  done?: boolean;
}

/** The parts of a dedicated worker's global scope used here (the DOM lib has no worker types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
  close(): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
}

/** Pieces go into wasm memory at most this large (a whole file arrives as one piece). */
const STEP = 4 << 20;

/** The worker's files under way, and the queue its messages are handled in. */
class UnpackWorker {
  private readonly ready = init();
  /** The panic the module reported last (it reports one just before it traps). */
  private panicked = '';
  /** Files being unpacked, and those that failed (their later pieces are dropped). */
  private readonly open = new Map<number, Unpacking>();
  private readonly failed = new Set<number>();
  /** Messages are handled in order: each waits for the one before. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly scope: WorkerScope) {
    scope.addEventListener('fxr-view-panic', (event) => {
      this.panicked = String((event as CustomEvent).detail).split('\n')[0];
    });
    scope.onmessage = (event: MessageEvent<Request>) => {
      const request = event.data;
      // A file of the user's is read as soon as it is asked for, while the one before it is
      // still being decompressed (its error is handled in its turn).
      const read = request.blob?.arrayBuffer();
      read?.catch(() => undefined);
      this.queue = this.queue.then(() => this.handle(request, read));
    };
  }

  /** Reports a failure; a trap closes this worker (its module cannot go on). */
  private fail(id: number, name: string, e: unknown, done: boolean): void {
    if (!done) this.failed.add(id);
    const trapped = e instanceof WebAssembly.RuntimeError;
    const reason = this.panicked || (e instanceof Error ? e.message : String(e));
    const message = trapped ? `${name}: the decoder failed on this file (${reason}); it is probably corrupt` : reason;
    this.scope.postMessage({ id, error: message, trapped });
    if (trapped) this.scope.close();
  }

  /** Puts `bytes` into wasm memory a step at a time. */
  private push(unpacking: Unpacking, bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length; at += STEP) unpacking.push(bytes.subarray(at, at + STEP));
  }

  /** Handles one request in its turn; `read`: the file of a `blob` request, being read. */
  private async handle({ id, name, piece, length, giveBack, hash, done }: Request, read?: Promise<ArrayBuffer>): Promise<void> {
    if (this.failed.has(id)) {
      if (done) this.failed.delete(id);
      return;
    }
    let unpacking: Unpacking | undefined;
    try {
      await this.ready;
      unpacking = this.open.get(id);
      if (!unpacking) {
        unpacking = new Unpacking(name);
        this.open.set(id, unpacking);
      }
      let hashing: Promise<string | null> | undefined;
      if (read) {
        const whole = new Uint8Array(await read);
        hashing = hash ? sha256Hex(whole) : undefined;
        // Awaited below; a failure before then is the decompression's.
        hashing?.catch(() => undefined);
        this.push(unpacking, whole);
      }
      if (piece) {
        const bytes = new Uint8Array(piece, 0, length ?? piece.byteLength);
        this.push(unpacking, bytes);
        // Done with it: the page sends more (it keeps only a few megabytes on the way), into
        // this very buffer when it gave one to fill: a download's pieces are then not left
        // here for the collector, tens of megabytes of the tab's peak.
        if (giveBack) this.scope.postMessage({ id, ack: bytes.length, buffer: piece }, [piece]);
        else this.scope.postMessage({ id, ack: bytes.length });
      }
      if (done) {
        this.open.delete(id);
        const out = unpacking.finish();
        const buffer = out.buffer as ArrayBuffer;
        const sha256 = await hashing;
        this.scope.postMessage({ id, bytes: buffer, offset: out.byteOffset, length: out.byteLength, sha256 }, [buffer]);
      }
    } catch (e) {
      this.open.get(id)?.free();
      this.open.delete(id);
      this.fail(id, name, e, done === true);
    }
  }
}

new UnpackWorker(self as unknown as WorkerScope);
