// Getting bytes into the page: files from the picker or a drop, URLs (http(s) only) with
// download progress, and decompression in a worker (core/unpack-worker.ts).

import { checkSourceUrl } from './permalink';
import { loadWasm } from './wasm';

/** A file's original bytes and its name. */
export interface Loaded {
  name: string;
  bytes: Uint8Array;
}

/** Progress of a step: what is happening and, when known, the share done (0..1). */
export type Progress = (what: string, share?: number) => void;

/** Fetches an http(s) URL with progress. Errors say what failed (CORS, status, network). */
export async function fetchBytes(url: string, progress: Progress): Promise<Loaded> {
  const href = checkSourceUrl(url);
  const name = decodeURIComponent(new URL(href).pathname.split('/').pop() || 'download');
  let response: Response;
  try {
    response = await fetch(href, { mode: 'cors' });
  } catch (e) {
    throw new Error(`${href}: could not be fetched (network error or the server does not allow cross-origin requests): ${e instanceof Error ? e.message : e}`);
  }
  if (!response.ok) throw new Error(`${href}: the server answered ${response.status} ${response.statusText}`);
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return { name, bytes: new Uint8Array(await response.arrayBuffer()) };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    progress(`downloading ${name}: ${(received / 1e6).toFixed(1)} MB`, total ? received / total : undefined);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return { name, bytes };
}

/** A File's bytes. */
export async function readFile(file: File): Promise<Loaded> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The SHA-256 of bytes as hex (null where the browser offers no crypto.subtle: not a secure context). */
export async function sha256Hex(bytes: Uint8Array): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const WORKER_FAILED = 'the decompression worker failed';

interface Pending {
  resolve: (bytes: Uint8Array) => void;
  reject: (e: Error) => void;
}

/** Decompresses files in a worker; a worker whose module trapped is replaced by a new one. */
export class Unpacker {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private next = 1;

  private spawn(): Worker {
    const worker = new Worker(new URL('./unpack-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; bytes?: ArrayBuffer; error?: string; trapped?: boolean }>) => {
      const { id, bytes, error, trapped } = event.data;
      const p = this.pending.get(id);
      this.pending.delete(id);
      if (trapped) this.drop(worker, 'the decompression worker stopped');
      if (!p) return;
      if (error !== undefined || !bytes) p.reject(new Error(error ?? 'no bytes came back'));
      else p.resolve(new Uint8Array(bytes));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.drop(worker, `${WORKER_FAILED}: ${event.message || 'it could not start'}`);
    };
    return worker;
  }

  private drop(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    worker.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error(reason));
    this.pending.clear();
  }

  private inWorker(name: string, bytes: Uint8Array): Promise<Uint8Array> {
    this.worker ??= this.spawn();
    const id = this.next++;
    const copy = bytes.slice().buffer;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker?.postMessage({ id, name, bytes: copy }, [copy]);
    });
  }

  /**
   * `bytes` with every DCX removed (see `unpackFile`); the input buffer is copied, not moved.
   * Where no worker can start (a page that forbids them), the work is done on the page.
   */
  async unpack(name: string, bytes: Uint8Array): Promise<Uint8Array> {
    if (!this.workersFail) {
      try {
        return await this.inWorker(name, bytes);
      } catch (e) {
        if (!(e instanceof Error && e.message.startsWith(WORKER_FAILED))) throw e;
        this.workersFail = true;
        console.warn(`fxr-view: ${e.message}; decompressing on the page instead`);
      }
    }
    return (await loadWasm()).unpackFile(name, bytes);
  }

  private workersFail = false;
}
