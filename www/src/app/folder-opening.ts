// Opening folders: every file of a folder the library reads, as one source (the effect list
// spans all of them, and an effect draws with the textures and models of any). Folders open
// one after another (a second drop waits) so their files keep their order; a folder picked
// with the directory picker is remembered and offered again next time.

import { message } from '../core/dom';
import { sha256Hex, type Unpacker } from '../core/files';
import { askToRead, canRead, folderDigest, rememberFolder, rememberedFolder, walkHandle, type FolderFile, type PickedFolder } from '../core/folders';
import { handleFile } from '../core/watch';
import type { Wasm } from '../core/wasm';
import type { OpenSummary } from '../generated/types';
import { askForFolder, askToReopen, type FolderSource } from './asks';
import type { Banner } from './banner';
import type { Library } from './library';
import type { Progress } from './progress';
import type { Watching } from './watching';

/** What opening a folder did: the banner says it, the page's API gives it. */
export interface FolderReport {
  name: string;
  /** Files found in it, all kinds. */
  files: number;
  /** Files opened (the library reads them). */
  opened: number;
  /** Files skipped: not files fxr-view reads (animations, lists, text). */
  skipped: number;
  /** Files that could not be read, each `path: why`. */
  failed: string[];
  /** Entries of opened files that could not be read, each with why. */
  entryErrors: string[];
  effects: number;
  textures: number;
  models: number;
  materials: number;
  shaders: number;
  /** The folder's digest (its link's `sha256=`). */
  sha256: string;
  /** When a link named the folder with another digest: that digest (its files differ). */
  linkedSha256: string | null;
}

/** What opening folders needs of the page. */
export interface FolderHost {
  wasm: Wasm;
  unpacker: Unpacker;
  library: Library;
  watching: Watching;
  banner: Banner;
  progress: Progress;
  /** The header's "Reopen folder NAME" button. */
  reopenButton: HTMLButtonElement;
  /** Files were opened: the page lists them again. */
  opened(): void;
  /** Plays effect `id`. */
  select(id: number): Promise<void>;
  /** Holds the player's frames until the returned function is called. */
  holdFrames(): () => void;
}

/** How many files after the one being indexed the worker reads and decompresses already (each held until indexed: a few binders over the memory budget at most). */
const READ_AHEAD = 2;

/** A folder's file ready to be indexed (see `FolderOpening.prepare`). */
interface Prepared {
  name: string;
  /** A file that names effects, read whole on the page. */
  names?: File;
  /** A file the library reads, under way in the worker. */
  unpacked?: Promise<{ bytes: Uint8Array; sha256: string | null }>;
}

export class FolderOpening {
  /** The folder opening now (the next waits for it). */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly done: FolderReport[] = [];

  constructor(private readonly host: FolderHost) {}

  /** What each folder opened did, in order. */
  reports(): FolderReport[] {
    return structuredClone(this.done);
  }

  /** Opens a folder the user chose, after any opening before it. */
  openPicked(folder: PickedFolder): Promise<FolderReport> {
    const next = this.queue.then(() => this.openPickedNow(folder));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Opens a folder the user chose; remembers it when the browser gave its handle. Selects its first effect. */
  private async openPickedNow(folder: PickedFolder): Promise<FolderReport> {
    if (folder.handle) void rememberFolder(folder.handle);
    const offered = this.host.reopenButton;
    if (offered.textContent === `Reopen folder ${folder.name}`) offered.hidden = true;
    try {
      const report = await this.open(folder, null);
      await this.host.library.listed;
      const first = this.host.library.effects.find((e) => e.source.startsWith(`${folder.name}/`));
      if (first) await this.host.select(first.id);
      this.showReport(report);
      return report;
    } finally {
      this.host.progress.done();
    }
  }

  /**
   * Opens every file of a folder the library reads, in path order, as one source: other files
   * are skipped and counted, a file that fails is listed with why and the rest still open.
   * `linked`: the digest a link named the folder with (a difference is reported).
   */
  private async open(folder: PickedFolder, linked: string | null): Promise<FolderReport> {
    const { library, watching } = this.host;
    const source: FolderSource = { kind: 'folder', name: folder.name, sha256: '0'.repeat(64) };
    const report: FolderReport = { name: folder.name, files: folder.files.length, opened: 0, skipped: 0, failed: [], entryErrors: [], effects: 0, textures: 0, models: 0, materials: 0, shaders: 0, sha256: '', linkedSha256: null };
    const hashes: { path: string; sha256: string }[] = [];
    // No frame is drawn meanwhile: each file's opening would wait for one.
    const resume = this.host.holdFrames();
    try {
      await this.openEach(folder, source, report, hashes);
    } finally {
      resume();
    }
    // Known once every file is read; the files' entries share this one source object.
    source.sha256 = (await folderDigest(hashes)) ?? source.sha256;
    report.sha256 = source.sha256;
    if (linked !== null && linked !== source.sha256) report.linkedSha256 = linked;
    library.refreshSources();
    if (folder.handle) watching.folderOpened();
    this.done.push(report);
    this.host.opened();
    return report;
  }

  /**
   * Opens the folder's files in turn into `report`, their digests into `hashes`. The worker
   * reads, hashes and decompresses the next files (`READ_AHEAD`) while the page indexes one:
   * each side waited for the other when one file was under way at a time.
   */
  private async openEach(folder: PickedFolder, source: FolderSource, report: FolderReport, hashes: { path: string; sha256: string }[]): Promise<void> {
    const { progress, watching } = this.host;
    const files = folder.files;
    const started = new Map<number, Promise<Prepared | null>>();
    const start = (i: number) => {
      if (i >= files.length || started.has(i)) return;
      const prepared = this.prepare(folder.name, files[i]);
      // Its error is the file's, reported when its turn comes.
      prepared.catch(() => undefined);
      started.set(i, prepared);
    };
    for (const [i, entry] of files.entries()) {
      for (let k = i; k <= i + READ_AHEAD; k++) start(k);
      progress.show(`opening ${folder.name}/: file ${i + 1} of ${files.length} (${entry.path})`, i / files.length);
      try {
        const prepared = await started.get(i);
        started.delete(i);
        const done = await this.openPrepared(entry, source, prepared ?? null);
        if (!done) {
          report.skipped++;
          continue;
        }
        hashes.push({ path: entry.path, sha256: done.sha256 });
        count(report, done.summary);
        // Only a handle reads the file again from disk (a dropped or <input> file is a snapshot).
        if (folder.handle) watching.add(handleFile(`${folder.name}/${entry.path}`, entry.file));
      } catch (e) {
        started.delete(i);
        // The decompression's errors name the file already.
        const path = `${folder.name}/${entry.path}`;
        const why = message(e);
        report.failed.push(why.startsWith(`${path}: `) ? why : `${path}: ${why}`);
      }
    }
  }

  /**
   * What opening one file of a folder needs before the page indexes it: a file that names
   * effects (a regulation, text and animation binders, told by their names), to be read on
   * the page; a file the library reads (told by its first bytes), read, hashed and
   * decompressed in the worker (under way when this resolves); null for a file skipped.
   */
  private async prepare(folder: string, entry: FolderFile): Promise<Prepared | null> {
    const { wasm, unpacker } = this.host;
    const file = await entry.file();
    const name = `${folder}/${entry.path}`;
    if (wasm.nameSourceKind(name)) return { name, names: file };
    // Only the first bytes of a file that is skipped are read.
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    if (!wasm.readableFormat(head)) return null;
    const unpacked = unpacker.unpackBlob(name, file, head, true);
    unpacked.catch(() => undefined);
    return { name, unpacked };
  }

  /** Indexes a prepared file of a folder: its summary and SHA-256, or null when it is skipped. */
  private async openPrepared(entry: FolderFile, source: FolderSource, prepared: Prepared | null): Promise<{ summary: OpenSummary; sha256: string } | null> {
    const { wasm, unpacker, library } = this.host;
    if (!prepared) return null;
    const { name } = prepared;
    // The index reads a names file whole, DCX and encryption included.
    if (prepared.names) {
      const bytes = new Uint8Array(await prepared.names.arrayBuffer());
      return { summary: await library.indexNames(name, bytes, source), sha256: (await sha256Hex(bytes)) ?? '0'.repeat(64) };
    }
    if (!prepared.unpacked) return null;
    const unpacked = await prepared.unpacked;
    const plain = unpacked.bytes;
    // A DCX of something else (an animation binder's content) is skipped too.
    if (!wasm.readableFormat(plain.subarray(0, 64))) return null;
    const reread = async () => new Uint8Array(await (await entry.file()).arrayBuffer());
    // Held within the memory budget from now on: read again from disk when dropped and needed.
    const load = async () => {
      const again = await entry.file();
      return (await unpacker.unpackBlob(name, again, new Uint8Array(await again.slice(0, 64).arrayBuffer()), false)).bytes;
    };
    const sha256 = unpacked.sha256 ?? '0'.repeat(64);
    return { summary: await library.indexResident(name, plain, source, reread, load), sha256 };
  }

  /**
   * A link names a local folder: opens it from where the page remembered it (asking to read
   * it again with one click when the browser wants that), or asks the user to choose it.
   * Resolves to what went wrong, in lines (none when nothing did).
   */
  async reopen(source: FolderSource, what: string): Promise<string[]> {
    const { banner } = this.host;
    const handle = await rememberedFolder(source.name);
    let folder: PickedFolder | null = null;
    if (handle) {
      if (!(await canRead(handle))) await askToReopen(banner, handle, `This link ${what} an effect from your folder ${handle.name}.`);
      // A folder moved or deleted since: asked for, as one never remembered.
      folder = await walkHandle(handle).catch(() => null);
    }
    folder ??= await askForFolder(banner, source, what);
    return folderProblems(await this.open(folder, source.sha256));
  }

  /** With nothing linked, offers the folder opened last (a button: reading it again needs a click). */
  async offerRemembered(): Promise<void> {
    const handle = await rememberedFolder();
    if (!handle || this.host.library.hasFolder(handle.name)) return;
    const button = this.host.reopenButton;
    button.textContent = `Reopen folder ${handle.name}`;
    button.hidden = false;
    button.onclick = async () => {
      button.hidden = true;
      try {
        if (!(await canRead(handle))) await askToRead(handle);
        await this.openPicked(await walkHandle(handle));
      } catch (e) {
        this.host.banner.error(message(e));
        button.hidden = false;
      }
    };
  }

  /** Says what opening a folder did: in red when something went wrong. */
  private showReport(r: FolderReport): void {
    const summary = `Folder ${r.name}: ${r.opened} of ${r.files} files opened (${r.effects} effects, ${r.textures} textures, ${r.models} models, ${r.materials} materials, ${r.shaders} shader programs); ${r.skipped} skipped (not files fxr-view reads).`;
    const problems = folderProblems(r);
    if (problems.length) this.host.banner.error([summary, ...problems].join('\n'));
    else this.host.banner.info(summary);
  }
}

/** Adds what one opened file held to a folder's report. */
function count(report: FolderReport, summary: OpenSummary): void {
  report.opened++;
  report.effects += summary.effects;
  report.textures += summary.textures;
  report.models += summary.models;
  report.materials += summary.materials;
  report.shaders += summary.shaders;
  report.entryErrors.push(...summary.errors);
}

/** What went wrong opening a folder, in lines (none when nothing did). */
function folderProblems(r: FolderReport): string[] {
  const lines: string[] = [];
  if (r.linkedSha256) lines.push(`its files differ from those the link was made from (digest ${r.sha256.slice(0, 16)}…, the link's ${r.linkedSha256.slice(0, 16)}…): the frame may differ.`);
  if (r.failed.length) lines.push(`${r.failed.length} ${r.failed.length === 1 ? 'file' : 'files'} could not be read:`, ...r.failed.slice(0, 20).map((f) => `• ${f}`));
  if (r.failed.length > 20) lines.push(`• … and ${r.failed.length - 20} more`);
  if (r.entryErrors.length) lines.push(`${r.entryErrors.length} entries could not be read:`, ...r.entryErrors.slice(0, 10).map((f) => `• ${f}`));
  if (r.entryErrors.length > 10) lines.push(`• … and ${r.entryErrors.length - 10} more`);
  return lines;
}
