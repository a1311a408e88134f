// The viewer page: open files and folders (pickers, drop, URL), the effect list, the player,
// the inspector, exports and permalinks. With nothing opened it shows the built-in demo binder;
// `?scene=test` shows the renderer's test scene instead (the foundation's check).
import { loadWasm, onDeviceLost, onPanic, type Viewer, type Wasm } from './core/wasm';
import { EffectView } from './core/effect-view';
import { fileName } from './core/names';
import { download, h, message, replace } from './core/dom';
import { Unpacker, readFile, sha256Hex, type Loaded } from './core/files';
import { defaultState, fromBase64Url, parseState, serializeState, toBase64Url, type Source, type ViewState } from './core/permalink';
import {
  askToRead,
  canRead,
  droppedItems,
  folderDigest,
  folderFromInput,
  hasDirectoryPicker,
  pickDirectory,
  rememberFolder,
  rememberedFolder,
  walkHandle,
  type DirectoryHandle,
  type FolderFile,
  type PickedFolder,
} from './core/folders';
import type { OpenSummary } from './generated/types';
import { clearBanner, showError, showInfo } from './app/banner';
import { EffectList, type EffectSummary } from './app/effect-list';
import { Controls } from './app/controls';
import { Inspector } from './app/inspector';
import { framePng, spriteSheet, webm } from './app/export';
import { mountMaterialBrowser, type MaterialBrowser } from './materials/index';
import { VisualIndex, type IndexSort, type IndexStats } from './app/visual-index';
import { CompareView, type CompareStats } from './app/compare';
import { Editor } from './app/editing';
import type { EditProblem } from './core/effect-view';
import { Watcher, checkWhole, handleFile, urlFile, watchControls } from './core/watch';
import type { BinderSource } from './app/edit-binder';

/** A file the page opened, kept (decompressed) to open again after a lost device. */
interface Opened {
  name: string;
  bytes: Uint8Array;
  /** The source it came from (every file of a folder shares the folder's). */
  source: Source;
  /** Reads the file as stored again, for saving an edited binder (none: not offered). */
  reread?: () => Promise<Uint8Array>;
}

type FileSource = Extract<Source, { kind: 'file' }>;
type FolderSource = Extract<Source, { kind: 'folder' }>;

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

declare global {
  interface Window {
    /** The page's automation API (the package tests and headless rendering use it). */
    fxrView?: {
      ready: Promise<void>;
      backend(): string;
      /** The current content at `time` as RGBA bytes. */
      renderToPixels(time: number, width: number, height: number): Promise<Uint8Array>;
      /** The wasm package's exports, loaded once. */
      module(): Promise<Wasm>;
      /** Runs `task` with the page's viewer, never overlapping another call. */
      withViewer<T>(task: (viewer: Viewer) => Promise<T> | T): Promise<T>;
      /** The state that decides the frame. */
      state(): ViewState;
      /** A link to this frame (`inline`: the effect carried in the link). */
      permalink(inline?: boolean): Promise<string>;
      /** Opens bytes as if the user had dropped a file with this name. */
      openBytes(name: string, bytes: Uint8Array): Promise<void>;
      /** Opens a folder from its directory handle as the directory picker does (and remembers it). */
      openFolderHandle(handle: DirectoryHandle): Promise<FolderReport>;
      /** What each folder opened did, in order. */
      folders(): FolderReport[];
      /** Plays effect `id` (its list entry is selected). */
      selectEffect(id: number): Promise<void>;
      /** The effects in the list. */
      effects(): EffectSummary[];
      /** Pauses and moves to `time`. */
      seek(time: number): void;
      /** Loses the GPU device on purpose (recovery is tested with it). */
      loseDevice(): Promise<void>;
      /** How many times the page recovered from a lost device. */
      recoveries(): number;
      /** Shows the Materials tab and resolves to its browser. */
      materials(): Promise<MaterialBrowser | null>;
      /** The visual index: what it has drawn, the ids in its order, and its filter and sort. */
      index: {
        stats(): IndexStats;
        ids(): number[];
        setView(filter: string, sort: IndexSort): void;
      };
      /** The compare view (a link with `compare=` or `effect2=`), or null without one. */
      compare(): { stats(): CompareStats; setDifference(on: boolean): Promise<void> } | null;
      /** The edits of the playing effect. */
      editing: {
        /** The edits in force. */
        list(): string[];
        /** The edits the viewer could not make. */
        failed(): EditProblem[];
        /** Sets `path` to `value` as the inspector does; resolves to the edits not made. */
        set(path: string, value: string): Promise<EditProblem[]>;
        undo(): Promise<void>;
        redo(): Promise<void>;
        /** The playing effect's file as edited. */
        bytes(): Promise<Uint8Array>;
        /** Turns the compare view with the original on or off. */
        compareWithOriginal(on: boolean): Promise<void>;
      };
      /** Watching opened files: the files watched, the reloads done, and the two toggles. */
      watch: { files(): string[]; reloads(): number; set(on: boolean, keepPrevious: boolean): void };
    };
  }
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = $<HTMLSpanElement>('status');
const canvas = $<HTMLCanvasElement>('view');
const params = new URLSearchParams(location.search);
const presentation = params.get('present') ?? undefined;

let wasm: Wasm;
let view: EffectView;
let controls: Controls;
let inspector: Inspector;
let list: EffectList;
let effects: EffectSummary[] = [];
const opened: Opened[] = [];
const folderReports: FolderReport[] = [];
const unpacker = new Unpacker();
let backend = 'unknown';
let stopped = false;
let recoveries = 0;
let materials: Promise<MaterialBrowser> | null = null;
let index: VisualIndex;
/** The compare view, made when a link asks for one (`compare=`, `effect2=`). */
let compare: CompareView | null = null;
/** The edits of the playing effect (the inspector's values write them). */
let editor: Editor;
/** The tab shown. */
let tab: Tab = 'effects';
type Tab = 'effects' | 'index' | 'materials';
/** Opened files followed on disk (core/watch.ts) and the header's toggles. */
const watcher = new Watcher({ enabled: () => view?.state.watch ?? false, reload: reloadFile, error: showError });
const watchUi = watchControls(setWatch);
/** Whether the user chose to watch or not (a folder picked then leaves it as they chose). */
let watchChosen = false;

onPanic((text) => {
  stopped = true;
  view?.stop();
  showError(`${text}\nReload the page to continue.`);
  status.textContent = 'stopped';
});

function progress(what: string, share?: number): void {
  const bar = $<HTMLProgressElement>('progress-bar');
  $('progress').hidden = false;
  $('progress-text').textContent = what;
  if (share === undefined) bar.removeAttribute('value');
  else bar.value = share;
}
const progressDone = () => ($('progress').hidden = true);

/** The sources opened, in order, each once (a link writes them all). */
function openedSources(): Source[] {
  const sources: Source[] = [];
  for (const o of opened) if (!sources.some((s) => s === o.source || JSON.stringify(s) === JSON.stringify(o.source))) sources.push(o.source);
  return sources;
}

/** Shows what is opened under the effect list (a folder as its name and file count). */
function showOpened(): void {
  const names = openedSources().map((s) => {
    if (s.kind !== 'folder') return opened.find((o) => o.source === s)?.name ?? s.kind;
    return `${s.name}/ (${opened.filter((o) => o.source === s).length} files)`;
  });
  replace($('files-list'), `Opened: ${names.join(', ')}`);
}

/** Indexes decompressed bytes in the viewer (the caller refreshes the list). */
async function indexFile(name: string, bytes: Uint8Array, source: Source, reread?: () => Promise<Uint8Array>): Promise<OpenSummary> {
  performance.mark('fxr-view:unpacked', { detail: { file: name, bytes: bytes.length } });
  // The library reads the file where it is (this buffer), each entry when it is needed.
  const summary = await view.run((v) => v.openBuffer(name, bytes));
  performance.mark('fxr-view:indexed', { detail: { file: name } });
  opened.push({ name, bytes, source, reread });
  view.state.sources = openedSources();
  return summary;
}

/** Opens decompressed bytes in the viewer and lists what they held. */
async function openPlain(name: string, bytes: Uint8Array, source: Source, reread?: () => Promise<Uint8Array>): Promise<void> {
  progress(`indexing ${name}`);
  const summary = await indexFile(name, bytes, source, reread);
  inspector.reset();
  refreshList();
  const parts = [`${name}: ${summary.effects} effects, ${summary.textures} textures, ${summary.models} models, ${summary.materials} materials, ${summary.shaders} shader programs`];
  if (summary.errors.length) {
    showError(`${parts[0]}\n${summary.errors.length} entries could not be read:\n${summary.errors.slice(0, 20).join('\n')}${summary.errors.length > 20 ? '\n…' : ''}`);
  } else if (summary.notes.length) {
    // Nothing is dropped silently: repeated entry names and replaced effects are said.
    showInfo(`${parts[0]}\n${summary.notes.slice(0, 20).join('\n')}${summary.notes.length > 20 ? `\n… and ${summary.notes.length - 20} more` : ''}`);
  }
  showOpened();
}

/** Decompresses a file in the worker and opens it (`move`: the file's bytes go to the worker, emptied here). */
async function openLoaded(file: Loaded, source: Source, move = false): Promise<void> {
  progress(`decompressing ${file.name} (${(file.bytes.length / 1e6).toFixed(1)} MB)`);
  // Bytes with nowhere to read them again from (the page's API) are kept as they were.
  const kept = file.reread ? null : file.bytes.slice();
  const plain = await unpacker.unpack(file.name, file.bytes, move);
  await openPlain(file.name, plain, source, file.reread ?? (async () => kept as Uint8Array));
}

async function openDemo(): Promise<void> {
  if (opened.some((o) => o.source.kind === 'demo')) return;
  const summary = await view.run((v) => v.openDemo());
  opened.push({ name: summary.file, bytes: new Uint8Array(), source: { kind: 'demo' } });
  view.state.sources = openedSources();
  refreshList();
  showOpened();
}

/** Shows the player (effects), the visual index or the materials (the material browser is
 * made when first shown). Only the player's loop draws while the player is shown. */
async function showTab(next: Tab): Promise<MaterialBrowser | null> {
  tab = next;
  for (const t of ['effects', 'index', 'materials'] as const) $(`tab-${t}`).setAttribute('aria-selected', String(t === next));
  $('effects-view').hidden = next !== 'effects';
  $('index-view').hidden = next !== 'index';
  $('materials-view').hidden = next !== 'materials';
  // A link copied now opens the same view (the index, or the player).
  view.state.view = next === 'index' ? 'index' : 'player';
  if (next === 'index') index.show();
  else index.hide();
  if (next === 'effects') {
    view.start();
    return null;
  }
  view.stop();
  if (next === 'index') return null;
  materials ??= (async () => {
    const browser = mountMaterialBrowser($('materials-view'), { withViewer: (task) => view.run(task) });
    // With no material opened, the demo materials show what the browser does.
    const rows = await browser.refresh();
    if (rows.length === 0) await browser.openDemo();
    return browser;
  })();
  return materials;
}

/** The latest refresh of the effect list (the page waits for it before choosing an effect). */
let listed: Promise<void> = Promise.resolve();

function refreshList(): void {
  if (materials) void materials.then((m) => m.refresh());
  listed = view.run((v) => v.effects()).then((list_) => {
    effects = list_;
    list.set(effects);
    index.set(effects);
    list.select(view.state.effect);
  });
}

/**
 * Opens a link's sources in order (a later file's effect replaces an earlier one of the same
 * id), asking for the local files together and for each folder. A source that fails does
 * not stop the others: resolves to what failed, in words.
 */
async function openSources(sources: Source[]): Promise<string[]> {
  const files = sources.filter((s): s is FileSource => s.kind === 'file');
  let asked: Promise<Loaded[]> | null = null;
  const failures: string[] = [];
  for (const source of sources) {
    try {
      if (source.kind === 'file') {
        // One question for every file of the link, when the first is reached.
        asked ??= askForFiles(files, 'shows');
        await openLoaded((await asked)[files.indexOf(source)], source, true);
      } else if (source.kind === 'folder') {
        const problems = folderProblems(await reopenFolder(source, 'shows'));
        if (problems.length) failures.push(`Folder ${source.name}: ${problems.join('\n')}`);
      } else await openSource(source);
    } catch (e) {
      const text = message(e);
      if (!failures.includes(text)) failures.push(text);
    }
  }
  return failures;
}

/** Opens one source that is not local (a link's, or a URL typed in). */
async function openSource(source: Source): Promise<void> {
  const file = await sourceBytes(source, 'shows');
  if (file) await openPlain(file.name, file.bytes, source, file.reread);
  else await openDemo();
  if (file && source.kind === 'url') watcher.add(urlFile(file.name, source.url));
}

/** Every file the page opened, as the compare side opens them again (null: the demo, which the viewer makes). */
function openedFiles(): ({ name: string; bytes: Uint8Array } | null)[] {
  return opened.map((o) => (o.source.kind === 'demo' ? null : { name: o.name, bytes: o.bytes }));
}

/**
 * A source's bytes, decompressed (null for the demo, which the viewer makes): a URL's
 * downloaded and decompressed in the worker (started at load for a linked URL), an inline
 * effect's from the link, a local file's asked for (the link `what`s an effect from it).
 */
async function sourceBytes(source: Source, what: string): Promise<Loaded | null> {
  switch (source.kind) {
    case 'demo':
      return null;
    case 'url': {
      const early = prefetched.get(source.url);
      prefetched.delete(source.url);
      return early ?? unpacker.fetch(source.url, progress);
    }
    case 'inline':
      return { name: 'inline.fxr.dcx', bytes: fromBase64Url(source.data) };
    case 'file': {
      const [loaded] = await askForFiles([source], what);
      return { name: loaded.name, bytes: await unpacker.unpack(loaded.name, loaded.bytes, true), reread: loaded.reread };
    }
    case 'folder':
      throw new Error(`the folder ${source.name} cannot be opened here: only as one of the page's sources`);
  }
}

/**
 * A link names local files: ask for them (one picker, several at once) and check each
 * against the link's hashes (`what` the link does with them). Resolves to them in the
 * order of `sources`; a file that is none of them is refused.
 */
function askForFiles(sources: FileSource[], what: string): Promise<Loaded[]> {
  return new Promise((resolve, reject) => {
    const found: (Loaded | undefined)[] = sources.map(() => undefined);
    const input = h('input', { type: 'file', multiple: sources.length > 1 });
    const text = h('span', {});
    const box = h('div', { class: 'banner info', id: 'ask-file' }, text, input);
    const say = () => {
      const left = sources.filter((_, i) => !found[i]);
      text.textContent =
        left.length === 1
          ? `This link ${what} an effect from your file ${left[0].name}. Choose it to continue (its SHA-256 must be ${left[0].sha256.slice(0, 16)}…): `
          : `This link ${what} an effect from your files ${left.map((s) => s.name).join(', ')}. Choose them (several at once) to continue (each is checked by its SHA-256): `;
    };
    say();
    document.querySelector('.top')?.after(box);
    input.addEventListener('change', async () => {
      try {
        for (const file of Array.from(input.files ?? [])) await matchFile(file, sources, found);
        input.value = '';
        if (found.every((f) => f)) {
          box.remove();
          resolve(found as Loaded[]);
        } else say();
      } catch (e) {
        box.remove();
        reject(e);
      }
    });
  });
}

/** Puts a chosen file in the place of the link's file it is (by SHA-256, or by name where the page cannot hash); throws when it is none of them. */
async function matchFile(file: File, sources: FileSource[], found: (Loaded | undefined)[]): Promise<void> {
  const loaded = await readFile(file);
  const hash = await sha256Hex(loaded.bytes);
  if (hash === null) showInfo('This page is not in a secure context, so the file could not be checked against the link.');
  const at = sources.findIndex((s, i) => !found[i] && (hash === null ? s.name === file.name : s.sha256 === hash));
  if (at < 0) {
    const which = sources.length === 1 ? 'the file the link was made from' : 'one of the files the link was made from';
    throw new Error(`${file.name} is not ${which} (its SHA-256 is ${hash})`);
  }
  found[at] = loaded;
}

// Folders: every file the library reads, opened as one source (the effect list spans all
// of them, and an effect draws with the textures and models of any).

/** The folder opening now: folders open one after another (a second drop waits), so their files keep their order. */
let folderQueue: Promise<unknown> = Promise.resolve();

/** Opens a folder the user chose, after any opening before it. */
function openPickedFolder(folder: PickedFolder): Promise<FolderReport> {
  const next = folderQueue.then(() => openPickedFolderNow(folder));
  folderQueue = next.catch(() => undefined);
  return next;
}

/** Opens a folder the user chose; remembers it when the browser gave its handle. Selects its first effect. */
async function openPickedFolderNow(folder: PickedFolder): Promise<FolderReport> {
  if (folder.handle) void rememberFolder(folder.handle);
  const offered = $('reopen-folder');
  if (offered.textContent === `Reopen folder ${folder.name}`) offered.hidden = true;
  try {
    const report = await openFolder(folder, null);
    await listed;
    const first = effects.find((e) => e.source.startsWith(`${folder.name}/`));
    if (first) await selectEffect(first.id);
    showFolderReport(report);
    return report;
  } finally {
    progressDone();
  }
}

/**
 * Opens every file of a folder the library reads, in path order, as one source: other files
 * are skipped and counted, a file that fails is listed with why and the rest still open.
 * `linked`: the digest a link named the folder with (a difference is reported).
 */
async function openFolder(folder: PickedFolder, linked: string | null): Promise<FolderReport> {
  const source: FolderSource = { kind: 'folder', name: folder.name, sha256: '0'.repeat(64) };
  const report: FolderReport = { name: folder.name, files: folder.files.length, opened: 0, skipped: 0, failed: [], entryErrors: [], effects: 0, textures: 0, models: 0, materials: 0, shaders: 0, sha256: '', linkedSha256: null };
  const hashes: { path: string; sha256: string }[] = [];
  for (const [i, entry] of folder.files.entries()) {
    progress(`opening ${folder.name}/: file ${i + 1} of ${folder.files.length} (${entry.path})`, i / folder.files.length);
    try {
      const done = await openFolderFile(folder.name, entry, source);
      if (!done) {
        report.skipped++;
        continue;
      }
      hashes.push({ path: entry.path, sha256: done.sha256 });
      count(report, done.summary);
      // Only a handle reads the file again from disk (a dropped or <input> file is a snapshot).
      if (folder.handle) watcher.add(handleFile(`${folder.name}/${entry.path}`, entry.file));
    } catch (e) {
      // The decompression's errors name the file already.
      const path = `${folder.name}/${entry.path}`;
      const why = message(e);
      report.failed.push(why.startsWith(`${path}: `) ? why : `${path}: ${why}`);
    }
  }
  // Known once every file is read; the files' entries share this one source object.
  source.sha256 = (await folderDigest(hashes)) ?? source.sha256;
  report.sha256 = source.sha256;
  if (linked !== null && linked !== source.sha256) report.linkedSha256 = linked;
  view.state.sources = openedSources();
  if (folder.handle && !watchChosen) setWatch(true, false);
  folderReports.push(report);
  inspector.reset();
  refreshList();
  showOpened();
  return report;
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

/**
 * Opens one file of a folder when the library reads it (told by its first bytes, and for a
 * DCX by its content's): its summary and SHA-256, or null when it is skipped.
 */
async function openFolderFile(folder: string, entry: FolderFile, source: FolderSource): Promise<{ summary: OpenSummary; sha256: string } | null> {
  const file = await entry.file();
  // Only the first bytes of a file that is skipped are read.
  if (!wasm.readableFormat(new Uint8Array(await file.slice(0, 64).arrayBuffer()))) return null;
  const name = `${folder}/${entry.path}`;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sha256 = (await sha256Hex(bytes)) ?? '0'.repeat(64);
  const plain = await unpacker.unpack(name, bytes, true);
  // A DCX of something else (an animation binder's content) is skipped too.
  if (!wasm.readableFormat(plain.subarray(0, 64))) return null;
  const reread = async () => new Uint8Array(await (await entry.file()).arrayBuffer());
  return { summary: await indexFile(name, plain, source, reread), sha256 };
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

/** Says what opening a folder did: in red when something went wrong. */
function showFolderReport(r: FolderReport): void {
  const summary = `Folder ${r.name}: ${r.opened} of ${r.files} files opened (${r.effects} effects, ${r.textures} textures, ${r.models} models, ${r.materials} materials, ${r.shaders} shader programs); ${r.skipped} skipped (not files fxr-view reads).`;
  const problems = folderProblems(r);
  if (problems.length) showError([summary, ...problems].join('\n'));
  else showInfo(summary);
}

/**
 * A link names a local folder: open it from where the page remembered it (asking to read it
 * again with one click when the browser wants that), or ask the user to choose it.
 */
async function reopenFolder(source: FolderSource, what: string): Promise<FolderReport> {
  const handle = await rememberedFolder(source.name);
  let folder: PickedFolder | null = null;
  if (handle) {
    if (!(await canRead(handle))) await askToReopen(handle, `This link ${what} an effect from your folder ${handle.name}.`);
    // A folder moved or deleted since: asked for, as one never remembered.
    folder = await walkHandle(handle).catch(() => null);
  }
  folder ??= await askForFolder(source, what);
  return openFolder(folder, source.sha256);
}

/** A banner with a "Reopen folder NAME" button; resolves when reading it is allowed (the button is the gesture the browser's prompt needs). */
function askToReopen(handle: DirectoryHandle, why: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const button = h('button', { type: 'button' }, `Reopen folder ${handle.name}`);
    const box = h('div', { class: 'banner info', id: 'ask-folder' }, `${why} `, button);
    document.querySelector('.top')?.after(box);
    button.addEventListener('click', () => {
      box.remove();
      askToRead(handle).then(resolve, reject);
    });
  });
}

/** A link names a folder the page does not remember (another browser): ask the user to choose it. */
function askForFolder(source: FolderSource, what: string): Promise<PickedFolder> {
  return new Promise((resolve, reject) => {
    const input = h('input', { type: 'file', webkitdirectory: true, multiple: true });
    const box = h('div', { class: 'banner info', id: 'ask-folder' }, `This link ${what} an effect from your folder ${source.name}. Choose it to continue: `, input);
    if (hasDirectoryPicker()) {
      // The picker's folder is remembered for the next time.
      const button = h('button', { type: 'button' }, 'Choose folder…');
      button.addEventListener('click', async () => {
        try {
          const handle = await pickDirectory();
          if (!handle) return;
          box.remove();
          void rememberFolder(handle);
          resolve(await walkHandle(handle));
        } catch (e) {
          box.remove();
          reject(e);
        }
      });
      box.insertBefore(button, input);
    }
    input.addEventListener('change', () => {
      if (!input.files?.length) return;
      box.remove();
      resolve(folderFromInput(input.files));
    });
    document.querySelector('.top')?.after(box);
  });
}

/** With nothing linked, offers the folder opened last (a button: reading it again needs a click). */
async function offerRemembered(): Promise<void> {
  const handle = await rememberedFolder();
  if (!handle || opened.some((o) => o.source.kind === 'folder' && o.source.name === handle.name)) return;
  const button = $<HTMLButtonElement>('reopen-folder');
  button.textContent = `Reopen folder ${handle.name}`;
  button.hidden = false;
  button.onclick = async () => {
    button.hidden = true;
    try {
      if (!(await canRead(handle))) await askToRead(handle);
      await openPickedFolder(await walkHandle(handle));
    } catch (e) {
      showError(message(e));
      button.hidden = false;
    }
  };
}

/** Plays effect `id` from the start of its state (keeping the view settings). */
async function selectEffect(id: number, keep: Partial<ViewState> = {}): Promise<void> {
  // Edits belong to their effect: another effect starts unedited.
  const edits = id === view.state.effect ? view.state.edits : [];
  const state: ViewState = { ...view.state, effect: id, time: 0, camera: null, hidden: [], overrides: view.state.overrides.filter((o) => o.node === undefined), edits, ...keep };
  // A link carries every source opened: the effect may draw with any of their textures.
  state.sources = openedSources();
  list.select(id);
  inspector.reset();
  await view.apply(state);
  editor.reset(view.state.edits, view.editProblems);
  // The compare side shows its own effect (effect2), or follows the player's.
  await compare?.setEffects(id, state.effect2 ?? id);
  const unsupported = await view.run((v) => v.unsupported());
  // Known from the files (the frames' own lists come only once they are drawn).
  const { textures: missing, models: missingModels } = await view.run((v) => v.missingOf(id));
  const brokenModels = await view.run((v) => v.brokenModels());
  const events = await view.run((v) => v.effectEvents(view.loopEnd));
  const notes = [];
  // Actions ignored altogether first, then those played in part (a sound listed, a field not read).
  const ignored = unsupported.filter((u) => !u.partial);
  const partial = unsupported.filter((u) => u.partial);
  for (const [list, what] of [
    [ignored, 'not simulated'],
    [partial, 'not simulated in full'],
  ] as const) {
    if (!list.length) continue;
    const shown = list.slice(0, 5).map((u) => `• ${u.message}`);
    if (list.length > 5) shown.push(`• … and ${list.length - 5} more (see the details)`);
    notes.push(`Effect ${id}: ${list.length === 1 ? '1 action is' : `${list.length} actions are`} ${what}:\n${shown.join('\n')}`);
  }
  if (events?.warmup_cut) notes.push(`Effect ${id}: its initial simulation time (${events.warmup_cut.asked} s) was cut at ${events.warmup_cut.done.toFixed(2)} s by the work bound, so its first frame comes in bounded time.`);
  controls.markSounds((events?.sounds ?? []).map((e) => ({ time: e.time, label: `sound ${e.sound} (node ${e.node})` })));
  if (missing.length) notes.push(`${missing.length === 1 ? '1 texture' : `${missing.length} textures`} not in the opened files (drawn as the missing-texture placeholder): ${Array.from(missing).join(', ')}`);
  if (missingModels.length) notes.push(`${missingModels.length === 1 ? '1 model' : `${missingModels.length} models`} not in the opened files (drawn as placeholder cubes): ${Array.from(missingModels, fileName).join(', ')}`);
  const homes = await view.run((v) => v.missingResourceBinders(id));
  if (homes.length) notes.push(`The game keeps them in ${homes.join(' or ')}: open it too (Open files… or Open folder…).`);
  if (brokenModels.length) notes.push(`Models that cannot be drawn (placeholder cubes instead):\n${brokenModels.map((b) => `• ${b}`).join('\n')}`);
  // The details: every unsupported action as node, type, name, what it refers to and why.
  const details = unsupported.map((u) => `node ${u.node || '(root)'}  action ${u.action_type} ${u.name}${u.detail ? ` (${u.detail})` : ''}: ${u.reason}`).join('\n');
  if (notes.length) showInfo(notes.join('\n'), details || undefined);
  else clearBanner();
  controls.sync();
  await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  void inspector.refresh();
}

/** After the edits changed: the inspector shows the new values, the compare view its changes. */
async function afterEditChange(): Promise<void> {
  const id = view.state.effect;
  if (compare && id !== null) await compare.setEffects(id, view.state.effect2 ?? id);
  await inspector.reshowActions();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
  await inspector.refresh();
}

/** Whether the compare view shows the original of the edited effect (made by the edit panel). */
let comparingOriginal = false;

/** Shows (or takes away) the compare view with the original of the playing effect: the page's own files, unedited. */
async function compareWithOriginal(on: boolean): Promise<void> {
  const id = view.state.effect;
  if (!on) {
    if (comparingOriginal) compare?.dispose();
    if (comparingOriginal) compare = null;
    comparingOriginal = false;
    return;
  }
  if (compare || id === null) return;
  const side = new CompareView($('stage'), $('compare-panel'), view, { files: async () => openedFiles(), showNode: (path) => void inspector.showNode(path), original: true });
  await side.open();
  compare = side;
  comparingOriginal = true;
  await side.setEffects(id, id);
}

/** The name an edited effect is saved under: its entry's, or `effect-ID.fxr`. */
function editedFileName(id: number): string {
  const entry = effects.find((e) => e.id === id)?.source.split(/[!/\\]/).pop() ?? '';
  return /\.fxr$/i.test(entry) ? entry : `effect-${id}.fxr`;
}

/** The opened binder effect `id` is an entry of (a loose effect, a binder inside a binder: none). */
function binderOf(id: number): BinderSource | null {
  const parts = effects.find((e) => e.id === id)?.source.split('!') ?? [];
  if (parts.length !== 2) return null;
  // The last file of that name is the one whose effects the library holds.
  const file = [...opened].reverse().find((o) => o.name === parts[0]);
  if (file?.source.kind === 'demo') return { name: file.name, algorithm: 'DFLT', stored: async () => wasm.Viewer.demoBinder() };
  const reread = file?.reread;
  if (!file || !reread || String.fromCharCode(...file.bytes.subarray(0, 4)) !== 'BND4') return null;
  return {
    name: file.name,
    algorithm: unpacker.dcxAlgorithm(file.name),
    stored: async () => {
      const stored = await reread();
      // Written back from the file as stored (entries kept compressed as they are), which must
      // still be the one opened: decompressed in the worker (a copy: the page keeps `stored`).
      if (!sameBytes(await unpacker.unpack(file.name, stored), file.bytes)) {
        throw new Error(`${file.name} changed since it was opened: open it again (or watch it) before saving`);
      }
      return stored;
    },
  };
}

/** Whether two byte arrays are equal. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The opened file an effect came from, as a permalink source. */
function sourceOf(effect: EffectSummary): Source | null {
  const file = effect.source.split('!')[0];
  return opened.find((o) => o.name === file)?.source ?? null;
}

/** Turns watching on or off (`chosen`: by the user, whose choice a folder opened later keeps). */
function setWatch(on: boolean, chosen = true): void {
  watchChosen ||= chosen;
  watchUi.watch.checked = on;
  if (view) view.state.watch = on;
  if (on) watcher.schedule();
}

/**
 * A watched file changed on disk: its new bytes open in place of the old ones (its effects
 * replace those of the same id), keeping the effect, time, camera, seed and the compare
 * side; with "keep previous beside", its previous version goes to the compare side. Throws,
 * changing nothing, when the bytes do not read whole (a file mid-write: tried again).
 */
async function reloadFile(name: string, stored: Uint8Array): Promise<void> {
  const at = opened.findIndex((o) => o.name === name);
  if (at < 0) return;
  const plain = await unpacker.unpack(name, stored, true);
  checkWhole(wasm, name, plain);
  // Opened from here on: a later problem (the effect gone from the file) is said, not retried.
  await reopenFile(at, plain).catch((e) => showError(`${name} was reloaded, but: ${message(e)}`));
}

/** Opens `plain` in place of `opened[at]`'s bytes and shows the same frame again. */
async function reopenFile(at: number, plain: Uint8Array): Promise<void> {
  const { name, bytes: previous } = opened[at];
  const state = structuredClone(view.state);
  opened[at].bytes = plain;
  // The files opened after it are opened again after it: a later file still wins an id.
  const again = openedFiles().slice(at);
  for (const file of again) await view.run((v) => (file ? v.openBuffer(file.name, file.bytes) : v.openDemo()));
  refreshList();
  await listed;
  if (state.effect === null) return;
  await view.apply(state);
  if (watchUi.keepPrevious.checked) await showPrevious(at, [{ name, bytes: previous }, ...again.slice(1)], state.effect);
  else await compare?.setEffects(state.effect, state.effect2 ?? state.effect);
  void inspector.refresh();
  showInfo(`${name} changed on disk and was reloaded.`);
}

/**
 * Shows the previous version of the reloaded file `opened[at]` on the compare side (in place
 * of a linked second source): `previous` is that version and the files opened after it.
 */
async function showPrevious(at: number, previous: ({ name: string; bytes: Uint8Array } | null)[], effect: number): Promise<void> {
  if (compare?.captioned) return compare.openOver(previous);
  compare?.dispose();
  view.state.compare = null;
  view.state.effect2 = null;
  const files = [...openedFiles().slice(0, at), ...previous];
  compare = new CompareView($('stage'), $('compare-panel'), view, {
    files: async () => files,
    showNode: (path) => void inspector.showNode(path),
    caption: 'previous version',
  });
  await compare.open();
  await compare.setEffects(effect, effect);
}

async function permalink(inline = false): Promise<string> {
  const state = structuredClone(view.state);
  state.sources = openedSources();
  if (inline && state.effect !== null) {
    const bytes = await view.run((v) => v.inlineEffect(state.effect as number));
    state.sources = [{ kind: 'inline', data: toBase64Url(bytes) }];
  }
  return `${location.origin}${location.pathname}#${serializeState(state)}`;
}

function wireFiles(): void {
  const picker = $<HTMLInputElement>('files');
  $('open-files').addEventListener('click', () => picker.click());
  const openFiles = async (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      try {
        const loaded = await readFile(file);
        const sha256 = (await sha256Hex(loaded.bytes)) ?? '0'.repeat(64);
        await openLoaded(loaded, { kind: 'file', name: file.name, sha256 }, true);
      } catch (e) {
        showError(`${file.name}: ${message(e)}`);
      }
    }
    progressDone();
    if (view.state.effect === null && effects.length) await selectEffect(effects[0].id);
  };
  picker.addEventListener('change', () => picker.files && void openFiles(picker.files));
  wireFolders();
  const drop = $('drop');
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
        for (const folder of dropped.folders) await openPickedFolder(folder);
        if (dropped.files.length) await openFiles(dropped.files);
      })
      .catch((err) => showError(message(err)));
  });
  $('url-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const url = $<HTMLInputElement>('url').value.trim();
    try {
      await openSource({ kind: 'url', url });
      if (effects.length) await selectEffect(effects[effects.length - 1].id);
    } catch (err) {
      showError(message(err));
    } finally {
      progressDone();
    }
  });
  $('open-demo').addEventListener('click', async () => {
    await openDemo();
    const first = effects.find((e) => e.source.startsWith('demo') || sourceOf(e)?.kind === 'demo');
    if (first) await selectEffect(first.id);
  });
  $('share').addEventListener('click', async () => {
    try {
      const link = await permalink(openedSources().every((s) => s.kind === 'inline'));
      history.replaceState(null, '', link);
      await navigator.clipboard?.writeText(link).catch(() => undefined);
      showInfo(`Link to this frame (also in the address bar):\n${link}`);
    } catch (e) {
      showError(message(e));
    }
  });
}

/** *Open folder…*: the directory picker where the browser has one (the folder is then remembered), `<input webkitdirectory>` elsewhere. */
function wireFolders(): void {
  const input = $<HTMLInputElement>('folder-input');
  const open = (folder: Promise<PickedFolder | null>) =>
    void folder.then((f) => f && openPickedFolder(f)).catch((e) => showError(message(e)));
  $('open-folder').addEventListener('click', () => {
    if (hasDirectoryPicker()) open(pickDirectory().then((handle) => handle && walkHandle(handle)));
    else input.click();
  });
  input.addEventListener('change', () => {
    if (input.files?.length) open(Promise.resolve(folderFromInput(input.files)));
    input.value = '';
  });
}

async function exportTo(name: string, make: () => Promise<Blob>): Promise<void> {
  try {
    progress(`exporting ${name}`);
    download(await make(), name);
  } catch (e) {
    showError(`export: ${message(e)}`);
  } finally {
    progressDone();
  }
}

function wireStats(): void {
  const stats = $('stats');
  let lastInspect = 0;
  view.onFrame = (info) => {
    stats.textContent = `${info.particles} instances · ${info.ms.toFixed(1)} ms per frame · ${backend}`;
    controls.sync();
    compare?.onPlayerFrame(info);
    const now = performance.now();
    // The inspector follows the frame: every frame when paused, twice a second when playing.
    if (!view.playing || now - lastInspect > 500) {
      lastInspect = now;
      void inspector.refresh();
    }
  };
  view.onError = (text) => {
    if (!stopped) console.warn(`fxr-view: ${text}`);
  };
}

/** A lost device: make a new viewer on the same canvas, open the files again, restore the state. */
async function recover(reason: string): Promise<void> {
  showInfo(`${reason}. Recovering…`);
  view.stop();
  // The compare side's viewer was on the lost device: it stops, and says how to get it back.
  compare?.close('closed when the GPU device was lost; open the link again to compare');
  compare = null;
  const state = structuredClone(view.state);
  const viewer = await wasm.Viewer.create(canvas, presentation);
  view.adopt(viewer);
  const files = opened.splice(0);
  for (const f of files) {
    if (f.source.kind === 'demo') await openDemo();
    else await indexFile(f.name, f.bytes, f.source);
  }
  refreshList();
  showOpened();
  await view.apply(state);
  // Only the player's loop draws into the page's canvas; the other tabs keep it stopped.
  if (tab === 'effects') view.start();
  await view.draw();
  recoveries++;
  showInfo('The GPU device was lost and has been recreated; the page goes on.');
}

/** The link's files at URLs: their downloads start with the page, beside the viewer's start. */
const prefetched = new Map<string, Promise<Loaded>>();

/** The link (fragment, or query parameters) of this page, if any. */
function pageLink(): string {
  return location.hash.length > 1 && location.hash !== '#still' ? location.hash : params.has('src') || params.has('effect') ? location.search : '';
}

function prefetchLinked(): void {
  if (params.get('scene') === 'test') return;
  try {
    const link = pageLink();
    for (const source of link ? parseState(link).sources : []) {
      if (source.kind !== 'url') continue;
      const file = unpacker.fetch(source.url, progress);
      // Its error is reported when the boot opens it.
      file.catch(() => undefined);
      prefetched.set(source.url, file);
    }
  } catch {
    // A link that does not parse: the boot says why.
  }
}

async function boot(): Promise<void> {
  prefetchLinked();
  wasm = await loadWasm();
  const viewer = await wasm.Viewer.create(canvas, presentation);
  performance.mark('fxr-view:viewer-ready');
  backend = viewer.backend();
  view = new EffectView(viewer, canvas);
  list = new EffectList($('effect-list'), $('filter'), (id) => void selectEffect(id).catch((e) => showError(message(e))));
  inspector = new Inspector($('inspector'), view, () => undefined);
  editor = new Editor($('edit-panel'), view, {
    changed: () => void afterEditChange().catch((e) => showError(message(e))),
    compareWithOriginal,
    fileName: editedFileName,
    binder: binderOf,
  });
  editor.enumerations = wasm.Viewer.enumerations();
  inspector.editor = editor;
  index = new VisualIndex($('index-view'), {
    withViewer: (task) => view.run(task),
    // A thumbnail opens its effect in the player (its state's view settings kept).
    open: (id) => void showTab('effects').then(() => selectEffect(id, { view: 'player' })).catch((e) => showError(message(e))),
    seed: () => view.state.seed,
    look: () => {
      const s = view.state;
      return JSON.stringify([s.externals, s.background, s.curve, s.exposure, s.bloom, s.grid, s.options]);
    },
  });
  controls = new Controls($('controls'), view, {
    setSeed: (seed) => {
      void view.apply({ ...view.state, seed }).then(() => controls.sync());
    },
    resetCamera: () => void view.apply({ ...view.state, camera: null }),
    exportPng: () => void exportTo(`effect-${view.state.effect}-${view.state.time}s.png`, () => framePng(view)),
    exportSpriteSheet: () => void exportTo(`effect-${view.state.effect}-sheet.png`, () => spriteSheet(view, 0, view.loopEnd, 16, 256)),
    exportWebm: () => void exportTo(`effect-${view.state.effect}.webm`, () => webm(view, 0, view.loopEnd, 30, (s) => progress('encoding WebM', s))),
  });
  wireFiles();
  wireStats();
  $('status').before(watchUi.element);
  $('tab-effects').addEventListener('click', () => void showTab('effects'));
  $('tab-index').addEventListener('click', () => void showTab('index').catch((e) => showError(message(e))));
  $('tab-materials').addEventListener('click', () => void showTab('materials').catch((e) => showError(message(e))));
  // The drawing buffer follows the canvas's size on screen (capped: a copied frame costs
  // its pixels on a CPU adapter).
  new ResizeObserver(() => {
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const width = Math.max(16, Math.min(2048, Math.round(canvas.clientWidth * dpr)));
    const height = Math.max(16, Math.min(2048, Math.round(canvas.clientHeight * dpr)));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
      view.invalidate();
    }
  }).observe(canvas);
  onDeviceLost((reason) => {
    if (stopped) return;
    void recover(reason).catch((e) => {
      stopped = true;
      showError(`The GPU device was lost and could not be recreated: ${message(e)}`);
    });
  });
  const info = viewer.adapterInfo();
  status.textContent = `${backend} · ${info.name || info.backend}`;
  const degraded = viewer.degraded();
  status.title = degraded.length ? `On this device: ${degraded.join('; ')}` : 'The full drawing path runs on this device';
  if (backend !== 'webgpu') showInfo(`${viewer.notes().join('; ')}. On WebGL2: ${degraded.join('; ') || 'nothing is degraded'}.`);

  let linked = false;
  if (params.get('scene') === 'test') {
    view.state = { ...defaultState(), effect: null };
    await view.apply(view.state);
  } else {
    // A permalink (fragment) or query parameters (?src=&effect=&time=&seed=) decide the frame.
    let state = defaultState();
    const link = pageLink();
    // What went wrong, said once the effect is shown (its own notes would replace it).
    const problems: string[] = [];
    try {
      if (link) state = parseState(link);
      linked = link !== '';
    } catch (e) {
      problems.push(`This link cannot be used: ${message(e)}. Showing the demo instead.`);
    }
    try {
      // A source that fails leaves the others open; with none open, the demo is shown.
      problems.push(...(await openSources(state.sources)));
      if (opened.length === 0) {
        if (problems.length) problems.push('Showing the demo instead.');
        state = defaultState();
        await openDemo();
      }
    } finally {
      progressDone();
    }
    // The list opening made (each opening refreshes it once).
    await listed;
    // User Timing marks (devtools' performance panel; the scale benchmark reads them).
    performance.mark('fxr-view:effects-listed', { detail: { effects: effects.length } });
    const id = state.effect !== null && effects.some((e) => e.id === state.effect) ? state.effect : effects[0]?.id;
    if (state.effect !== null && id !== state.effect) problems.push(`The opened files have no effect ${state.effect}.`);
    if (state.compare || state.effect2 !== null) {
      // The compare side: the second source (the player's own when only effect2 is given).
      const side = state.compare;
      compare = new CompareView($('stage'), $('compare-panel'), view, {
        // The player's own files when the link names no second source (not fetched or asked for again).
        files: async () => (side ? [await sourceBytes(side, 'compares with')] : openedFiles()),
        showNode: (path) => void inspector.showNode(path),
      });
      try {
        await compare.open();
      } catch (e) {
        compare = null;
        problems.push(`The compare source cannot be opened: ${message(e)}`);
      } finally {
        progressDone();
      }
    }
    if (id !== undefined) await selectEffect(id, { ...state, effect: id });
    // A link's edit that names nothing of the effect (the others are shown made).
    for (const p of view.editProblems) problems.push(`The link's edit ${p.index + 1} of ${state.edits.length} was not made: ${p.error}`);
    if (problems.length) showError(problems.join('\n'));
    // With nothing linked, the folder opened last is offered again.
    if (!linked) void offerRemembered();
  }
  // The link's watch=, or on for a folder picked before the page was ready.
  setWatch(view.state.watch || watchUi.watch.checked, false);
  // A link shows its frame, paused; otherwise the effect plays.
  view.playing = !linked && location.hash !== '#still';
  controls.sync();
  // The first frame is drawn before the page is ready, so the inspector and the API see it.
  await view.draw();
  performance.mark('fxr-view:first-frame');
  // A link may open the visual index instead of the player.
  if (view.state.view === 'index') await showTab('index');
  else if (location.hash !== '#still') view.start();
}

const ready = boot();
ready.catch((e: unknown) => {
  stopped = true;
  showError(`fxr-view cannot draw here: ${message(e)}`);
  status.textContent = 'no graphics';
});

// Reported in the banner above; the page's API promise must not be an unhandled rejection.
const readyForApi = ready.then(() => undefined);
readyForApi.catch(() => undefined);

window.fxrView = {
  ready: readyForApi,
  backend: () => backend,
  async renderToPixels(time, width, height) {
    await ready;
    return view.pixels(width, height, time);
  },
  module: loadWasm,
  async withViewer(task) {
    await ready;
    return view.run(task);
  },
  state: () => structuredClone(view.state),
  permalink,
  async openBytes(name, bytes) {
    await ready;
    try {
      await openLoaded({ name, bytes }, { kind: 'file', name, sha256: (await sha256Hex(bytes)) ?? '0'.repeat(64) });
    } catch (e) {
      showError(message(e));
      throw e;
    } finally {
      progressDone();
    }
  },
  async openFolderHandle(handle) {
    await ready;
    return openPickedFolder(await walkHandle(handle));
  },
  folders: () => structuredClone(folderReports),
  async selectEffect(id) {
    await ready;
    await selectEffect(id);
  },
  effects: () => effects,
  seek(time) {
    view.playing = false;
    view.seek(time);
    controls.sync();
  },
  async loseDevice() {
    await ready;
    await view.run((v) => v.loseDevice());
  },
  recoveries: () => recoveries,
  async materials() {
    await ready;
    return showTab('materials');
  },
  index: {
    stats: () => index.stats(),
    ids: () => index.ids(),
    setView: (filter, sort) => index.setView(filter, sort),
  },
  compare: () => (compare ? { stats: () => compare!.stats(), setDifference: (on: boolean) => compare!.setDifference(on) } : null),
  editing: {
    list: () => editor.list(),
    failed: () => editor.failed(),
    set: async (path, value) => (await ready, editor.set(path, value)),
    undo: async () => (await ready, editor.undo()),
    redo: async () => (await ready, editor.redo()),
    bytes: async () => (await ready, editor.bytes()),
    compareWithOriginal: async (on) => (await ready, compareWithOriginal(on)),
  },
  watch: {
    files: () => watcher.names(),
    reloads: () => watcher.reloads,
    set(on, keepPrevious) {
      watchUi.keepPrevious.checked = keepPrevious;
      setWatch(on);
    },
  },
};
