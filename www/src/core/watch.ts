// Watching opened files for changes on disk: modders edit effects with other tools (a binder
// repacked by WitchyBND, an .fxr written by a script), and the viewer follows. Only the
// files the page opened are watched, twice a second:
// - a file of a folder opened with the File System Access API (a directory handle): its
//   `lastModified` and size, read again through its handle;
// - a URL: a HEAD request, compared by its ETag (or Last-Modified and length). Same-origin
//   requests are conditional (`If-None-Match`, 304 = unchanged); cross-origin ones are not,
//   as those headers would need a CORS preflight a static server need not answer.
// A changed file is read and handed to the page to reopen; a file caught mid-write (it does
// not read, or it changed again while read) is tried again at the next poll, and only after
// several tries is it reported, by name.

import { h } from './dom';
import { checkSourceUrl } from './permalink';
import type { Wasm } from './wasm';

/** One watched file: how to tell its version, and how to read it. */
export interface WatchedFile {
  /** The name the page opened it under (errors name it). */
  readonly name: string;
  /** A stamp of the file's current version; null when the server says it is unchanged since `known` (304). */
  stamp(known: string | null): Promise<string | null>;
  /** The file's bytes as stored (compressed). */
  read(): Promise<Uint8Array>;
}

/** What the page does with a changed file. */
export interface WatchHooks {
  /** Whether watching is on (the header's toggle). */
  enabled(): boolean;
  /** Opens a file's new bytes in place of its old ones; throws when they do not read (then they are tried again). */
  reload(name: string, bytes: Uint8Array): Promise<void>;
  /** Says a problem, naming the file. */
  error(text: string): void;
}

/** How often the files are looked at, in ms. */
export const POLL_MS = 500;
/** Polls in a row a changed file may fail to read before it is reported (a writer is slow). */
const TRIES = 6;

/** A watched file and what is known of it. */
interface Entry {
  file: WatchedFile;
  /** The stamp of the version the page shows (null: not looked at yet). */
  known: string | null;
  /** Failed reads of the version on disk now. */
  failures: number;
}

/** Polls the watched files while watching is on and reloads the ones that changed. */
export class Watcher {
  private entries = new Map<string, Entry>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private polling = false;
  /** Reloads done (the page's API and its tests). */
  reloads = 0;

  constructor(private readonly hooks: WatchHooks) {}

  /** Watches a file (a file opened again under the same name replaces its entry). */
  add(file: WatchedFile): void {
    this.entries.set(file.name, { file, known: null, failures: 0 });
    this.schedule();
  }

  /** The names of the watched files. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Looks again soon (watching was turned on). */
  schedule(): void {
    if (this.timer === null && this.entries.size) this.timer = setTimeout(() => void this.poll(), POLL_MS);
  }

  private async poll(): Promise<void> {
    this.timer = null;
    if (this.polling) return;
    this.polling = true;
    try {
      if (this.hooks.enabled()) for (const entry of this.entries.values()) await this.check(entry);
    } finally {
      this.polling = false;
      // Off: nothing polls until the toggle schedules again.
      if (this.hooks.enabled()) this.schedule();
    }
  }

  /** Looks at one file; reloads it when its stamp changed. */
  private async check(entry: Entry): Promise<void> {
    const { file } = entry;
    let stamp: string | null;
    try {
      stamp = await file.stamp(entry.known);
    } catch (e) {
      // Gone for a moment (a tool replaces the file): looked at again next time.
      this.fail(entry, e);
      return;
    }
    if (stamp === null || stamp === entry.known) return;
    if (entry.known === null) {
      // The first look: the version the page opened.
      entry.known = stamp;
      return;
    }
    try {
      const bytes = await file.read();
      // Written again while read: the next poll reads the finished file.
      if ((await file.stamp(null)) !== stamp) return;
      await this.hooks.reload(file.name, bytes);
      entry.known = stamp;
      entry.failures = 0;
      this.reloads++;
    } catch (e) {
      this.fail(entry, e);
      // Reported once: the file is looked at again when it changes next.
      if (entry.failures >= TRIES) entry.known = stamp;
    }
  }

  /** Counts a failed look; says it after several in a row. */
  private fail(entry: Entry, e: unknown): void {
    entry.failures++;
    if (entry.failures !== TRIES) return;
    const why = e instanceof Error ? e.message : String(e);
    this.hooks.error(`${entry.file.name} changed on disk but cannot be read (tried ${TRIES} times; watched still): ${why.startsWith(entry.file.name) ? why.slice(entry.file.name.length + 2) : why}`);
  }
}

/** A file of a folder opened through a directory handle: each `file()` reads it again from disk. */
export function handleFile(name: string, file: () => Promise<File>): WatchedFile {
  return {
    name,
    async stamp() {
      const f = await file();
      return `${f.lastModified}:${f.size}`;
    },
    async read() {
      return new Uint8Array(await (await file()).arrayBuffer());
    },
  };
}

/** A file at an http(s) URL, watched through HEAD requests and downloaded again when it changed. */
export function urlFile(name: string, url: string): WatchedFile {
  const href = checkSourceUrl(url);
  const sameOrigin = new URL(href).origin === location.origin;
  /** The ETag of the stamp last given, for If-None-Match. */
  let etag: string | null = null;
  return {
    name,
    async stamp(known) {
      const headers: Record<string, string> = {};
      if (sameOrigin && known !== null && etag !== null && known === `etag ${etag}`) headers['If-None-Match'] = etag;
      // no-store: the browser's cache must not answer for the server.
      const response = await fetch(href, { method: 'HEAD', mode: 'cors', cache: 'no-store', headers });
      if (response.status === 304) return null;
      if (!response.ok) throw new Error(`${href}: the server answered ${response.status} ${response.statusText}`);
      etag = response.headers.get('etag');
      if (etag) return `etag ${etag}`;
      const modified = response.headers.get('last-modified');
      if (!modified) throw new Error(`${href}: the server gives no ETag or Last-Modified, so changes cannot be seen`);
      return `modified ${modified} ${response.headers.get('content-length') ?? ''}`;
    },
    async read() {
      const response = await fetch(href, { mode: 'cors', cache: 'no-store' });
      if (!response.ok) throw new Error(`${href}: the server answered ${response.status} ${response.statusText}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/**
 * Throws when a changed file's unpacked bytes do not read whole (a file caught mid-write): a
 * binder's or texture pack's index (every entry inside the file), any other file parsed.
 */
export function checkWhole(wasm: Wasm, name: string, plain: Uint8Array): void {
  const format = wasm.readableFormat(plain.subarray(0, 64));
  if (!format) throw new Error(`${name}: not a file fxr-view reads now (written halfway?)`);
  if (format === 'BND4' || format === 'TPF') wasm.listFile(name, plain);
  else wasm.inspectFile(name, plain);
}

/** The header's two toggles: watch the opened files, and keep a reloaded file's previous version beside. */
export interface WatchControls {
  element: HTMLElement;
  watch: HTMLInputElement;
  keepPrevious: HTMLInputElement;
}

/** Makes the header's toggles; `onWatch` is told when the user turns watching on or off. */
export function watchControls(onWatch: (on: boolean) => void): WatchControls {
  const watch = h('input', { type: 'checkbox', id: 'watch' });
  const keepPrevious = h('input', { type: 'checkbox', id: 'keep-previous' });
  watch.addEventListener('change', () => onWatch(watch.checked));
  const element = h(
    'span',
    { class: 'watch-controls' },
    h('label', { title: 'Reload an opened file when it changes on disk (a folder opened with Open folder…, or a URL)' }, watch, ' watch'),
    ' ',
    h('label', { title: 'When a watched file is reloaded, show its previous version beside the new one, with their changes' }, keepPrevious, ' keep previous beside'),
  );
  return { element, watch, keepPrevious };
}
