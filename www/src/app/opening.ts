// Opening files: the header's pickers (files, folder), a drop on the page, a URL typed in, the
// demo button, the page's API, and a link's sources in order. Compressed files are
// decompressed in the worker (core/files.ts `Unpacker`), then indexed by the viewer's library
// (app/library.ts); folders go to app/folder-opening.ts.

import type { Wasm } from '../core/wasm';
import { message } from '../core/dom';
import { readFile, sha256Hex, type Loaded, type Unpacker } from '../core/files';
import { droppedItems, folderFromInput, hasDirectoryPicker, pickDirectory, walkHandle, type DirectoryHandle, type PickedFolder } from '../core/folders';
import { fromBase64Url, parseState, type Source } from '../core/permalink';
import { urlFile } from '../core/watch';
import { askForFiles, type FileSource } from './asks';
import type { Banner } from './banner';
import type { FolderOpening, FolderReport } from './folder-opening';
import type { Library } from './library';
import type { PageElements } from './page';
import type { Progress } from './progress';
import type { Watching } from './watching';

/** The link's files at URLs, whose downloads start with the page, beside the viewer's start. */
export class LinkDownloads {
  private readonly started = new Map<string, Promise<Loaded>>();

  constructor(
    private readonly unpacker: Unpacker,
    private readonly progress: Progress,
  ) {}

  /** Starts downloading every URL source of `link` (a link that does not parse: the start says why). */
  start(link: string): void {
    let sources: Source[];
    try {
      sources = link ? parseState(link).sources : [];
    } catch {
      return;
    }
    for (const source of sources) {
      if (source.kind !== 'url') continue;
      const file = this.unpacker.fetch(source.url, this.progress.report);
      // Its error is reported when the start opens it.
      file.catch(() => undefined);
      this.started.set(source.url, file);
    }
  }

  /** A URL's file, downloaded and decompressed: the download started with the page, or a new one. */
  take(url: string): Promise<Loaded> {
    const early = this.started.get(url);
    this.started.delete(url);
    return early ?? this.unpacker.fetch(url, this.progress.report);
  }
}

/** What opening files needs of the page. */
export interface OpeningHost {
  elements: PageElements['open'];
  wasm: Wasm;
  unpacker: Unpacker;
  downloads: LinkDownloads;
  library: Library;
  folders: FolderOpening;
  watching: Watching;
  banner: Banner;
  progress: Progress;
  /** The effect playing (null: none yet). */
  playing(): number | null;
  /** Files were opened: the page lists them again. */
  opened(): void;
  /** Plays effect `id`. */
  select(id: number): Promise<void>;
}

export class Opening {
  constructor(private readonly host: OpeningHost) {
    this.wireFiles();
    this.wireFolders();
    this.wireDrop();
    this.wireUrl();
    this.wireDemo();
  }

  /** Opens decompressed bytes in the viewer and lists what they held. */
  async openPlain(name: string, bytes: Uint8Array, source: Source, reread?: () => Promise<Uint8Array>): Promise<void> {
    const { library, banner } = this.host;
    this.host.progress.show(`indexing ${name}`);
    const summary = await library.index(name, bytes, source, reread);
    this.host.opened();
    const parts = [`${name}: ${summary.effects} effects, ${summary.textures} textures, ${summary.models} models, ${summary.materials} materials, ${summary.shaders} shader programs`];
    if (summary.errors.length) {
      banner.error(`${parts[0]}\n${summary.errors.length} entries could not be read:\n${summary.errors.slice(0, 20).join('\n')}${summary.errors.length > 20 ? '\n…' : ''}`);
    } else if (summary.notes.length) {
      // Nothing is dropped silently: repeated entry names and replaced effects are said.
      banner.info(`${parts[0]}\n${summary.notes.slice(0, 20).join('\n')}${summary.notes.length > 20 ? `\n… and ${summary.notes.length - 20} more` : ''}`);
    }
  }

  /** Opens a game file that names effects (a regulation, a text or animation binder) and lists the names. */
  private async openNames(name: string, bytes: Uint8Array, source: Source): Promise<void> {
    const { library, banner } = this.host;
    this.host.progress.show(`reading the names in ${name}`);
    const summary = await library.indexNames(name, bytes, source);
    this.host.opened();
    if (summary.errors.length) banner.error(`${name}: read what could be, but:\n${summary.errors.slice(0, 20).join('\n')}`);
  }

  /** Decompresses a file in the worker and opens it (`move`: the file's bytes go to the worker, emptied here). */
  async openLoaded(file: Loaded, source: Source, move = false): Promise<void> {
    if (this.host.wasm.nameSourceKind(file.name)) {
      await this.openNames(file.name, file.bytes, source);
      return;
    }
    this.host.progress.show(`decompressing ${file.name} (${(file.bytes.length / 1e6).toFixed(1)} MB)`);
    // Bytes with nowhere to read them again from (the page's API) are kept as they were.
    const kept = file.reread ? null : file.bytes.slice();
    const plain = await this.host.unpacker.unpack(file.name, file.bytes, move);
    await this.openPlain(file.name, plain, source, file.reread ?? (async () => kept as Uint8Array));
  }

  /** Opens bytes as if the user had dropped a file with this name (the page's API). */
  async openBytes(name: string, bytes: Uint8Array): Promise<void> {
    try {
      await this.openLoaded({ name, bytes }, { kind: 'file', name, sha256: (await sha256Hex(bytes)) ?? '0'.repeat(64) });
    } catch (e) {
      this.host.banner.error(message(e));
      throw e;
    } finally {
      this.host.progress.done();
    }
  }

  /** Opens a folder from its directory handle as the directory picker does (the page's API). */
  async openFolderHandle(handle: DirectoryHandle): Promise<FolderReport> {
    return this.host.folders.openPicked(await walkHandle(handle));
  }

  /**
   * Opens a link's sources in order (a later file's effect replaces an earlier one of the same
   * id), asking for the local files together and for each folder. A source that fails does
   * not stop the others: resolves to what failed, in words.
   */
  async openSources(sources: Source[]): Promise<string[]> {
    const files = sources.filter((s): s is FileSource => s.kind === 'file');
    let asked: Promise<Loaded[]> | null = null;
    const failures: string[] = [];
    for (const source of sources) {
      try {
        if (source.kind === 'file') {
          // One question for every file of the link, when the first is reached.
          asked ??= askForFiles(this.host.banner, files, 'shows');
          await this.openLoaded((await asked)[files.indexOf(source)], source, true);
        } else if (source.kind === 'folder') {
          const problems = await this.host.folders.reopen(source, 'shows');
          if (problems.length) failures.push(`Folder ${source.name}: ${problems.join('\n')}`);
        } else await this.openSource(source);
      } catch (e) {
        const text = message(e);
        if (!failures.includes(text)) failures.push(text);
      }
    }
    return failures;
  }

  /** Opens one source that is not local (a link's, or a URL typed in). */
  private async openSource(source: Source): Promise<void> {
    const file = await this.sourceBytes(source, 'shows');
    if (file) await this.openPlain(file.name, file.bytes, source, file.reread);
    else await this.host.library.openDemo();
    if (file && source.kind === 'url') this.host.watching.add(urlFile(file.name, source.url));
  }

  /**
   * A source's bytes, decompressed (null for the demo, which the viewer makes): a URL's
   * downloaded and decompressed in the worker (started at load for a linked URL), an inline
   * effect's from the link, a local file's asked for (the link `what`s an effect from it).
   */
  async sourceBytes(source: Source, what: string): Promise<Loaded | null> {
    switch (source.kind) {
      case 'demo':
        return null;
      case 'url':
        return this.host.downloads.take(source.url);
      case 'inline':
        return { name: 'inline.fxr.dcx', bytes: fromBase64Url(source.data) };
      case 'file': {
        const [loaded] = await askForFiles(this.host.banner, [source], what);
        return { name: loaded.name, bytes: await this.host.unpacker.unpack(loaded.name, loaded.bytes, true), reread: loaded.reread };
      }
      case 'folder':
        throw new Error(`the folder ${source.name} cannot be opened here: only as one of the page's sources`);
    }
  }

  /** Opens files the user chose or dropped, one after another; plays the first effect when none plays. */
  private async openFiles(files: FileList | File[]): Promise<void> {
    for (const file of Array.from(files)) {
      try {
        const loaded = await readFile(file);
        const sha256 = (await sha256Hex(loaded.bytes)) ?? '0'.repeat(64);
        await this.openLoaded(loaded, { kind: 'file', name: file.name, sha256 }, true);
      } catch (e) {
        this.host.banner.error(`${file.name}: ${message(e)}`);
      }
    }
    this.host.progress.done();
    const { effects } = this.host.library;
    if (this.host.playing() === null && effects.length) await this.host.select(effects[0].id);
  }

  /** *Open files…* */
  private wireFiles(): void {
    const { files, filesInput } = this.host.elements;
    files.addEventListener('click', () => filesInput.click());
    filesInput.addEventListener('change', () => filesInput.files && void this.openFiles(filesInput.files));
  }

  /** *Open folder…*: the directory picker where the browser has one (the folder is then remembered), `<input webkitdirectory>` elsewhere. */
  private wireFolders(): void {
    const { folder, folderInput } = this.host.elements;
    const open = (picked: Promise<PickedFolder | null>) =>
      void picked.then((f) => f && this.host.folders.openPicked(f)).catch((e) => this.host.banner.error(message(e)));
    folder.addEventListener('click', () => {
      if (hasDirectoryPicker()) open(pickDirectory().then((handle) => handle && walkHandle(handle)));
      else folderInput.click();
    });
    folderInput.addEventListener('change', () => {
      if (folderInput.files?.length) open(Promise.resolve(folderFromInput(folderInput.files)));
      folderInput.value = '';
    });
  }

  /** Files and folders dropped anywhere on the page. */
  private wireDrop(): void {
    const drop = this.host.elements.drop;
    // Enter and leave come for every element crossed: the drag is over the page while they differ.
    let depth = 0;
    window.addEventListener('dragenter', (e) => {
      e.preventDefault();
      depth++;
      drop.hidden = false;
    });
    window.addEventListener('dragleave', () => {
      if (--depth <= 0) drop.hidden = true;
    });
    window.addEventListener('dragover', (e) => e.preventDefault());
    window.addEventListener('drop', (e) => {
      e.preventDefault();
      depth = 0;
      drop.hidden = true;
      if (!e.dataTransfer?.items.length) return;
      // Dropped folders are walked and opened whole; dropped files as the picker's.
      void droppedItems(e.dataTransfer)
        .then(async (dropped) => {
          for (const folder of dropped.folders) await this.host.folders.openPicked(folder);
          if (dropped.files.length) await this.openFiles(dropped.files);
        })
        .catch((err) => this.host.banner.error(message(err)));
    });
  }

  /** *Open URL*: the file opens and its last effect plays. */
  private wireUrl(): void {
    const { urlForm, url } = this.host.elements;
    urlForm.addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        await this.openSource({ kind: 'url', url: url.value.trim() });
        const { effects } = this.host.library;
        if (effects.length) await this.host.select(effects[effects.length - 1].id);
      } catch (err) {
        this.host.banner.error(message(err));
      } finally {
        this.host.progress.done();
      }
    });
  }

  /** *Demo*: the built-in binder opens (once) and its first effect plays. */
  private wireDemo(): void {
    this.host.elements.demo.addEventListener('click', async () => {
      const { library } = this.host;
      await library.openDemo();
      const first = library.effects.find((e) => e.source.startsWith('demo') || library.sourceOf(e)?.kind === 'demo');
      if (first) await this.host.select(first.id);
    });
  }
}
