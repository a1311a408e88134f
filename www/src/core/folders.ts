// Local folders: a folder the user chose (the directory picker, a dropped folder, or the
// files of an <input webkitdirectory>) walked into its files with their paths, and directory
// handles remembered in IndexedDB so that a reload or a link can open the same folder again
// after one permission prompt.
//
// The File System Access parts (showDirectoryPicker, a handle's permissions, a dropped item's
// handle) are Chromium's; TypeScript's DOM library does not declare them, so they are
// declared here as optional and every use checks that they exist.

import { sha256Hex } from './files';

/** A file found in a folder: its path below the folder (`/`-separated) and how to read it. */
export interface FolderFile {
  path: string;
  file(): Promise<File>;
}

/** A folder the user chose: its name, its files in path order, and its handle when the browser gave one (only then can it be remembered). */
export interface PickedFolder {
  name: string;
  files: FolderFile[];
  handle: DirectoryHandle | null;
}

/** The permission a handle has, as the File System Access API names it. */
type PermissionState = 'granted' | 'denied' | 'prompt';

/** A directory handle (File System Access), with the members this page uses. */
export interface DirectoryHandle {
  readonly kind: 'directory';
  readonly name: string;
  values(): AsyncIterable<DirectoryHandle | FileHandle>;
  queryPermission?(options: { mode: 'read' }): Promise<PermissionState>;
  requestPermission?(options: { mode: 'read' }): Promise<PermissionState>;
}

/** A file handle (File System Access). */
interface FileHandle {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<File>;
}

/** A game's folder holds thousands of files at most; a walk stops with an error beyond this. */
export const MAX_FOLDER_FILES = 50_000;
/** Folders nest a few levels in a game; deeper ones are not walked (a loop cannot hang the walk). */
const MAX_DEPTH = 32;

/** Whether the browser has a directory picker (`showDirectoryPicker`). */
export function hasDirectoryPicker(): boolean {
  return typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';
}

/** Asks the user for a folder with the browser's directory picker; null when they cancel. */
export async function pickDirectory(): Promise<DirectoryHandle | null> {
  const picker = (window as { showDirectoryPicker?: (options: object) => Promise<DirectoryHandle> }).showDirectoryPicker;
  if (!picker) throw new Error('this browser has no directory picker');
  try {
    return await picker({ id: 'fxr-view-folder', mode: 'read' });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return null;
    throw e;
  }
}

/** Checks the walk's bounds as files are found. */
function checkCount(name: string, files: FolderFile[]): void {
  if (files.length > MAX_FOLDER_FILES) throw new Error(`${name}: more than ${MAX_FOLDER_FILES} files; open a smaller folder (a game's sfx folder)`);
}

/** Path order (code units, as the digest's lines are sorted on any machine). */
const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Every file below a directory handle, in path order. */
export async function walkHandle(handle: DirectoryHandle): Promise<PickedFolder> {
  const files: FolderFile[] = [];
  async function walk(dir: DirectoryHandle, prefix: string, depth: number): Promise<void> {
    if (depth > MAX_DEPTH) return;
    for await (const child of dir.values()) {
      const path = prefix + child.name;
      if (child.kind === 'directory') await walk(child, `${path}/`, depth + 1);
      else {
        files.push({ path, file: () => child.getFile() });
        checkCount(handle.name, files);
      }
    }
  }
  await walk(handle, '', 0);
  return { name: handle.name, files: files.sort(byPath), handle };
}

/**
 * A folder's digest, as a link names it: the SHA-256 of one line `<file's SHA-256> <path>`
 * per file opened from it, in path order (null where the browser offers no crypto.subtle).
 * The same files at the same paths give the same digest, on any machine.
 */
export function folderDigest(files: { path: string; sha256: string }[]): Promise<string | null> {
  const lines = [...files]
    .sort(byPath)
    .map((f) => `${f.sha256} ${f.path}\n`)
    .join('');
  return sha256Hex(new TextEncoder().encode(lines));
}

/** The entries of a dropped directory (`readEntries` gives them in batches until an empty one). */
async function readAll(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** Every file below a dropped directory entry (`webkitGetAsEntry`), in path order. */
export async function walkEntry(root: FileSystemDirectoryEntry): Promise<PickedFolder> {
  const files: FolderFile[] = [];
  async function walk(dir: FileSystemDirectoryEntry, prefix: string, depth: number): Promise<void> {
    if (depth > MAX_DEPTH) return;
    for (const child of await readAll(dir)) {
      const path = prefix + child.name;
      if (child.isDirectory) await walk(child as FileSystemDirectoryEntry, `${path}/`, depth + 1);
      else if (child.isFile) {
        const entry = child as FileSystemFileEntry;
        files.push({ path, file: () => new Promise<File>((resolve, reject) => entry.file(resolve, reject)) });
        checkCount(root.name, files);
      }
    }
  }
  await walk(root, '', 0);
  return { name: root.name, files: files.sort(byPath), handle: null };
}

/** The files of an `<input webkitdirectory>` (each names its path from the chosen folder), in path order. */
export function folderFromInput(list: FileList): PickedFolder {
  const files: FolderFile[] = [];
  let name = '';
  for (const file of Array.from(list)) {
    // `folder/sub/file.dcx`: the first part is the chosen folder.
    const parts = (file.webkitRelativePath || file.name).split('/');
    name ||= parts.length > 1 ? parts[0] : 'folder';
    files.push({ path: parts.slice(parts.length > 1 ? 1 : 0).join('/'), file: () => Promise.resolve(file) });
    checkCount(name, files);
  }
  return { name: name || 'folder', files: files.sort(byPath), handle: null };
}

/** What a drop held: folders (walked) and loose files. */
export interface Dropped {
  folders: PickedFolder[];
  files: File[];
}

/**
 * The folders and files of a drop. A dropped item's handle and entry can only be asked for
 * during the drop event, so this takes them all at once before anything is awaited; the
 * handle (Chromium) is preferred, as it can be remembered; the entry otherwise.
 */
export function droppedItems(transfer: DataTransfer): Promise<Dropped> {
  type WithHandle = DataTransferItem & { getAsFileSystemHandle?: () => Promise<DirectoryHandle | FileHandle | null> };
  const items = Array.from(transfer.items)
    .filter((item) => item.kind === 'file')
    .map((item) => ({
      handle: (item as WithHandle).getAsFileSystemHandle?.().catch(() => null) ?? Promise.resolve(null),
      entry: item.webkitGetAsEntry?.() ?? null,
      file: item.getAsFile(),
    }));
  return (async () => {
    const dropped: Dropped = { folders: [], files: [] };
    for (const item of items) {
      const handle = await item.handle;
      if (handle?.kind === 'directory') dropped.folders.push(await walkHandle(handle));
      else if (item.entry?.isDirectory) dropped.folders.push(await walkEntry(item.entry as FileSystemDirectoryEntry));
      else if (item.file) dropped.files.push(item.file);
    }
    return dropped;
  })();
}

/** Whether the page may read the folder now (a handle from this visit), without asking. */
export async function canRead(handle: DirectoryHandle): Promise<boolean> {
  return (await handle.queryPermission?.({ mode: 'read' })) === 'granted';
}

/**
 * Asks the user to let the page read the folder again (the browser's prompt). It must be
 * called from a click: the browser refuses without a user gesture.
 */
export async function askToRead(handle: DirectoryHandle): Promise<void> {
  if (!handle.requestPermission) return;
  const answer = await handle.requestPermission({ mode: 'read' });
  if (answer !== 'granted') throw new Error(`reading the folder ${handle.name} was not allowed`);
}

// Remembered folders: the handles of the folders opened lately, by name (IndexedDB keeps a
// handle across visits; the permission to read it is asked for again).

const DATABASE = 'fxr-view';
const STORE = 'folders';
/** Folders remembered at most; the oldest is forgotten. */
const REMEMBERED = 8;

interface RememberedFolder {
  name: string;
  handle: DirectoryHandle;
  /** When it was last opened (ms since the epoch). */
  at: number;
}

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'name' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** Runs `work` on the store and resolves to what its last request gave. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

/** Every remembered folder, newest first (none where IndexedDB is unavailable: private windows). */
async function rememberedFolders(): Promise<RememberedFolder[]> {
  try {
    const all = await inStore('readonly', (store) => store.getAll() as IDBRequest<RememberedFolder[]>);
    return all.sort((a, b) => b.at - a.at);
  } catch {
    return [];
  }
}

/** Remembers a folder's handle (a later one of the same name replaces it). Best effort: a browser that cannot store it just forgets. */
export async function rememberFolder(handle: DirectoryHandle): Promise<void> {
  try {
    await inStore('readwrite', (store) => store.put({ name: handle.name, handle, at: Date.now() } satisfies RememberedFolder));
    for (const old of (await rememberedFolders()).slice(REMEMBERED)) await inStore('readwrite', (store) => store.delete(old.name));
  } catch (e) {
    console.warn(`fxr-view: the folder ${handle.name} could not be remembered: ${e instanceof Error ? e.message : e}`);
  }
}

/** The remembered folder named `name`, or the latest one without a name; null when none is. */
export async function rememberedFolder(name?: string): Promise<DirectoryHandle | null> {
  const all = await rememberedFolders();
  return (name === undefined ? all[0] : all.find((f) => f.name === name))?.handle ?? null;
}
