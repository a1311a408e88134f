// Getting bytes into the page: files from the picker or a drop, URLs (http(s) only) with
// download progress, and decompression in a worker (core/unpack-worker.ts).

import { sha256Hex } from './digest';
import { checkSourceUrl } from './permalink';
import { loadWasm } from './wasm';

export { sha256Hex };

/** A file's original bytes and its name. */
export interface Loaded {
  name: string;
  bytes: Uint8Array;
  /** Reads the file as stored again (its bytes here may be moved away or decompressed): saving an edited binder writes it back from these. */
  reread?: () => Promise<Uint8Array>;
}

/** Progress of a step: what is happening and, when known, the share done (0..1). */
export type Progress = (what: string, share?: number) => void;

/** Fetches an http(s) URL with progress. Errors say what failed (CORS, status, network). */
export async function fetchBytes(url: string, progress: Progress): Promise<Loaded> {
  const { name, response } = await startFetch(url);
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return { name, bytes: new Uint8Array(await response.arrayBuffer()) };
  const reader = response.body.getReader();
  // Into one buffer of the stated length when there is one (no second copy of the file).
  let bytes = new Uint8Array(total);
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.length > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, received + value.length));
      grown.set(bytes.subarray(0, received));
      bytes = grown;
    }
    bytes.set(value, received);
    received += value.length;
    progress(`downloading ${name}: ${(received / 1e6).toFixed(1)} MB`, total ? received / total : undefined);
  }
  return { name, bytes: received === bytes.length ? bytes : bytes.slice(0, received) };
}

/** Starts fetching an http(s) URL: its file name and the response. Errors say what failed (CORS, status, network). */
async function startFetch(url: string): Promise<{ name: string; response: Response }> {
  const href = checkSourceUrl(url);
  const name = decodeURIComponent(new URL(href).pathname.split('/').pop() || 'download');
  let response: Response;
  try {
    response = await fetch(href, { mode: 'cors' });
  } catch (e) {
    throw new Error(`${href}: could not be fetched (network error or the server does not allow cross-origin requests): ${e instanceof Error ? e.message : e}`);
  }
  if (!response.ok) throw new Error(`${href}: the server answered ${response.status} ${response.statusText}`);
  return { name, response };
}


/** A File's bytes. */
export async function readFile(file: File): Promise<Loaded> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), reread: async () => new Uint8Array(await file.arrayBuffer()) };
}

/** What the worker sends: an acknowledged piece, or the answer. */
interface WorkerAnswer {
  id: number;
  ack?: number;
  /** An acknowledged piece's buffer, moved back to be filled again (`DOWNLOAD_PIECE`). */
  buffer?: ArrayBuffer;
  bytes?: ArrayBuffer;
  offset?: number;
  length?: number;
  /** The file's SHA-256, when it was asked for (`unpackBlob`). */
  sha256?: string | null;
  error?: string;
  trapped?: boolean;
}

const WORKER_FAILED = 'the decompression worker failed';
/** How long the worker stays with nothing to do before it is let go (`Unpacker.retireWhenIdle`). */
const IDLE_MS = 1000;
/** A download is read in pieces of this size, into buffers that go to the worker and come back (`Unpacker.spare`). */
const DOWNLOAD_PIECE = 1 << 20;
/** At most this many pieces' buffers wait to be filled again. */
const SPARE_PIECES = 16;
/** At most this many compressed bytes are on their way to the worker at a time. */
const IN_FLIGHT = 8 << 20;

interface Pending {
  resolve: (bytes: Uint8Array, sha256: string | null) => void;
  reject: (e: Error) => void;
  /** Sends the request again to a fresh worker (a file of the user's can be read again; a download's pieces are gone). */
  again?: () => void;
}

/** A Uint8Array's bytes as an ArrayBuffer of their own, to move to the worker (copied only where the array is a view of a larger buffer). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  return bytes.slice().buffer;
}

/**
 * Decompresses files in a worker; a worker whose module trapped is replaced by a new one (the
 * user's files it held are sent to it again), and an idle one is let go. Files go to the
 * worker in pieces as they arrive (a download), whole, moved rather than copied where the
 * caller allows, or as a `Blob` the worker reads and hashes itself (a folder's); the unpacked
 * bytes come back moved too.
 */
export class Unpacker {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private next = 1;
  /** The DCX algorithm of each file unpacked that was a DCX, by name (`DFLT`, `ZSTD`, `KRAK`, `EDGE`), for saving an edited binder as it was. */
  private algorithms = new Map<string, string>();

  /** The DCX algorithm of the file last unpacked under `name`, or null when it was no DCX. */
  dcxAlgorithm(name: string): string | null {
    return this.algorithms.get(name) ?? null;
  }

  /** Notes a file's DCX algorithm from its first piece, for `dcxAlgorithm`. */
  private noteAlgorithm(name: string, first: Uint8Array): void {
    const text = (from: number, to: number) => String.fromCharCode(...first.subarray(from, to));
    if (first.length >= 0x2c && text(0, 4) === 'DCX\0') this.algorithms.set(name, text(0x28, 0x2c));
    else this.algorithms.delete(name);
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./unpack-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const { id, ack, buffer, bytes, offset, length, sha256, error, trapped } = event.data;
      if (ack !== undefined) {
        this.inFlight -= ack;
        if (buffer?.byteLength === DOWNLOAD_PIECE && this.spare.length < SPARE_PIECES) this.spare.push(buffer);
        this.wake();
        return;
      }
      const p = this.pending.get(id);
      this.pending.delete(id);
      // The other files under way did nothing wrong: those that can be sent again are.
      if (trapped) this.drop(worker, 'the decompression worker stopped', true);
      if (p && (error !== undefined || !bytes)) p.reject(new Error(error ?? 'no bytes came back'));
      else if (p && bytes) p.resolve(new Uint8Array(bytes, offset ?? 0, length ?? bytes.byteLength), sha256 ?? null);
      if (this.pending.size === 0 && this.worker === worker) this.retireWhenIdle(worker);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.drop(worker, `${WORKER_FAILED}: ${event.message || 'it could not start'}`);
    };
    return worker;
  }

  /** Download pieces' buffers the worker gave back, to read the next pieces into. */
  private spare: ArrayBuffer[] = [];
  /** The buffers a download was read into (`readPieces`): the worker gives those back. */
  private filled = new WeakSet<ArrayBuffer>();

  /** The timer that lets an idle worker go (`retireWhenIdle`). */
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Lets `worker` go once no file has been under way for `after` ms (`IDLE_MS`; 0: now): its module's code and its
   * wasm memory (which never shrinks) weigh tens of megabytes beside a large file just
   * unpacked. A folder's next file comes well within that; a later file starts a fresh worker.
   */
  private retireWhenIdle(worker: Worker, after = IDLE_MS): void {
    clearTimeout(this.idleTimer);
    const retire = () => {
      if (this.pending.size === 0) this.drop(worker, 'the decompression worker was let go');
    };
    if (after === 0) retire();
    else this.idleTimer = setTimeout(retire, after);
  }

  /** The worker of a new request (a fresh one where none is running). */
  private busyWorker(): Worker {
    clearTimeout(this.idleTimer);
    return (this.worker ??= this.spawn());
  }

  /** Bytes sent to the worker and not yet decompressed there, and the senders waiting for them to drain (several files may be on their way at once). */
  private inFlight = 0;
  private waiting: (() => void)[] = [];

  /** Lets every waiting sender look again at what is in flight. */
  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  /** Ends `worker`: its files under way fail with `reason`, or with `again`, those that can are sent to a fresh worker. */
  private drop(worker: Worker, reason: string, again = false): void {
    if (this.worker !== worker) return;
    worker.terminate();
    this.worker = null;
    this.inFlight = 0;
    this.wake();
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) {
      if (again && p.again) p.again();
      else p.reject(new Error(reason));
    }
  }

  /** Sends a file's pieces to the worker as they come; resolves to the unpacked bytes. */
  private async inWorker(name: string, pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<Uint8Array> {
    const worker = this.busyWorker();
    const id = this.next++;
    const result = new Promise<Uint8Array>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // An early answer (an error) ends the sending; the promise is awaited below.
    let answered = false;
    let first = true;
    result.then(
      () => undefined,
      () => (answered = true),
    );
    try {
      for await (const piece of pieces) {
        if (answered || this.worker !== worker) break;
        if (first) this.noteAlgorithm(name, piece);
        first = false;
        // A piece at the start of its buffer moves with it (the worker gives it back).
        const buffer = piece.byteOffset === 0 && piece.buffer instanceof ArrayBuffer ? piece.buffer : ownBuffer(piece);
        this.inFlight += piece.byteLength;
        const giveBack = this.filled.has(buffer);
        worker.postMessage({ id, name, piece: buffer, length: piece.byteLength, giveBack }, [buffer]);
        // A download faster than the decompression waits here (the network holds the rest),
        // rather than queueing the whole compressed file in the worker's messages.
        while (this.inFlight > IN_FLIGHT && this.worker === worker && !answered) {
          await new Promise<void>((resolve) => this.waiting.push(resolve));
        }
      }
    } catch (e) {
      // The download failed: the worker drops what it has; the download's error is the answer.
      this.pending.delete(id);
      if (this.worker === worker) worker.postMessage({ id, name, done: true });
      throw e;
    }
    if (!answered && this.worker === worker) worker.postMessage({ id, name, done: true });
    return result;
  }

  /**
   * `bytes` with every DCX removed (see `unpackFile`). With `move`, the bytes are moved to
   * the worker (the caller's array is emptied); otherwise they are copied. Where no worker
   * can start (a page that forbids them), the work is done on the page.
   */
  async unpack(name: string, bytes: Uint8Array, move = false): Promise<Uint8Array> {
    return this.inWorkerOrOnPage(
      () => this.inWorker(name, [move ? bytes : bytes.slice()]),
      async () => {
        this.noteAlgorithm(name, bytes);
        return (await loadWasm()).unpackFile(name, bytes);
      },
    );
  }

  /** `inWorker()`, or `onPage()` where no worker can start (found now or before; said once). */
  private async inWorkerOrOnPage<T>(inWorker: () => Promise<T>, onPage: () => Promise<T>): Promise<T> {
    if (!this.workersFail) {
      try {
        return await inWorker();
      } catch (e) {
        if (!(e instanceof Error && e.message.startsWith(WORKER_FAILED))) throw e;
        if (!this.workersFail) console.warn(`fxr-view: ${e.message}; decompressing on the page instead`);
        this.workersFail = true;
      }
    }
    return onPage();
  }

  /**
   * A file of the user's read, hashed (SHA-256, when `hash`) and unpacked in the worker, so
   * the page neither reads nor hashes it (a folder's hundreds of binders). `head`: the file's
   * first bytes, which the caller read to tell its format (they say its DCX algorithm).
   * Where no worker can start, the work is done on the page.
   */
  async unpackBlob(name: string, blob: Blob, head: Uint8Array, hash: boolean): Promise<{ bytes: Uint8Array; sha256: string | null }> {
    return this.inWorkerOrOnPage(
      () => this.blobInWorker(name, blob, head, hash),
      async () => {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        const sha256 = hash ? await sha256Hex(bytes) : null;
        return { bytes: await this.unpack(name, bytes, true), sha256 };
      },
    );
  }

  private blobInWorker(name: string, blob: Blob, head: Uint8Array, hash: boolean): Promise<{ bytes: Uint8Array; sha256: string | null }> {
    this.noteAlgorithm(name, head);
    return new Promise((resolve, reject) => {
      // Sent again once when another file's trap ends the worker while it waits.
      const send = (again: boolean) => {
        const worker = this.busyWorker();
        const id = this.next++;
        this.pending.set(id, { resolve: (bytes, sha256) => resolve({ bytes, sha256 }), reject, again: again ? () => send(false) : undefined });
        // A Blob is a handle: the worker reads the file itself.
        worker.postMessage({ id, name, blob, hash, done: true });
      };
      send(true);
    });
  }

  /**
   * Downloads an http(s) URL and unpacks it as it arrives: each piece of the download is
   * moved to the worker and decompressed there while the next arrives (at most `IN_FLIGHT`
   * bytes on the way), so the page never holds the compressed file; the pieces' buffers
   * come back to be filled again (`readPieces`), so neither does the worker.
   * Errors as `fetchBytes`.
   */
  async fetch(url: string, progress: Progress): Promise<Loaded> {
    const reread = async () => (await fetchBytes(url, () => undefined)).bytes;
    return this.inWorkerOrOnPage(
      async () => ({ ...(await this.fetchInWorker(url, progress)), reread }),
      async () => {
        const file = await fetchBytes(url, progress);
        return { name: file.name, bytes: await this.unpack(file.name, file.bytes, true), reread };
      },
    );
  }

  /** A download unpacked in the worker as it arrives (see `fetch`). */
  private async fetchInWorker(url: string, progress: Progress): Promise<{ name: string; bytes: Uint8Array }> {
    const { name, response } = await startFetch(url);
    const total = Number(response.headers.get('content-length')) || 0;
    const unpacker = this;
    async function* pieces(): AsyncGenerator<Uint8Array> {
      const body = response.body;
      if (!body) {
        yield new Uint8Array(await response.arrayBuffer());
        return;
      }
      let received = 0;
      const report = (n: number) => {
        received += n;
        progress(`downloading ${name}: ${(received / 1e6).toFixed(1)} MB`, total ? received / total : undefined);
      };
      for await (const value of unpacker.readPieces(body)) {
        report(value.length);
        yield value;
      }
      performance.mark('fxr-view:downloaded', { detail: { file: name, bytes: received } });
      progress(`decompressing ${name}`);
    }
    const bytes = await this.inWorker(name, pieces());
    // A download is one large file, most often the only one: its worker goes at once, before
    // the page indexes and draws it.
    if (this.worker) this.retireWhenIdle(this.worker, 0);
    return { name, bytes };
  }

  private workersFail = false;

  /**
   * A download's body in pieces, read (where the browser offers it: a byte stream) into
   * buffers of `DOWNLOAD_PIECE` bytes that the worker gives back to be filled again;
   * otherwise as the browser hands them.
   */
  async *readPieces(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
    let reader: ReadableStreamBYOBReader;
    try {
      reader = body.getReader({ mode: 'byob' });
    } catch {
      const plain = body.getReader();
      for (;;) {
        const { done, value } = await plain.read();
        if (done) return;
        yield value;
      }
    }
    // Each piece is filled before it goes (a read gives what has arrived, often 64 KB).
    let buffer = this.spare.pop() ?? new ArrayBuffer(DOWNLOAD_PIECE);
    let filled = 0;
    for (;;) {
      const { done, value } = await reader.read(new Uint8Array(buffer, filled));
      if (value) {
        buffer = value.buffer as ArrayBuffer;
        filled += value.byteLength;
      }
      if (!done && filled < buffer.byteLength) continue;
      if (filled > 0) {
        this.filled.add(buffer);
        yield new Uint8Array(buffer, 0, filled);
      }
      if (done) return;
      buffer = this.spare.pop() ?? new ArrayBuffer(DOWNLOAD_PIECE);
      filled = 0;
    }
  }
}
