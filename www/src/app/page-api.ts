// The viewer page's automation API, `window.fxrView`: the package tests and headless rendering
// drive the page through it. Every call goes to the App's panels; the calls that act wait for
// the page to be ready, the ones that read answer at once.

import type { EditProblem } from '../core/effect-view';
import type { DirectoryHandle } from '../core/folders';
import type { ViewState } from '../core/permalink';
import type { ResidentStats } from '../core/resident';
import { loadWasm, type Viewer, type Wasm } from '../core/wasm';
import type { MaterialBrowser } from '../materials/index';
import type { App } from './app';
import type { CompareStats } from './compare';
import type { EffectSummary } from './effect-list';
import type { FolderReport } from './folder-opening';
import type { IndexSort, IndexStats } from './visual-index';

/** The page's automation API. */
export interface PageApi {
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
  /** The memory a folder's binders are held in: the budget, what is held, the peak, the files read again. */
  folderMemory(): ResidentStats;
  /** Sets the budget of a folder's binders held in memory, in MB (kept for the next visits). */
  setFolderMemory(mb: number): void;
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
}

declare global {
  interface Window {
    /** The page's automation API (the package tests and headless rendering use it). */
    fxrView?: PageApi;
  }
}

/**
 * The API of the App `created` makes, which `ready` says is started (its first frame drawn;
 * a start that failed rejects it, and the calls that wait with it).
 */
export function pageApi(created: Promise<App>, ready: Promise<void>): PageApi {
  // Known once made: the calls that read answer from it (before that, they throw).
  let made: App | null = null;
  const started = created.then((app) => {
    made = app;
  });
  started.catch(() => undefined);
  const app = (): App => {
    if (!made) throw new Error('fxr-view is not started yet: wait for fxrView.ready');
    return made;
  };
  /** The App, once the page is ready. */
  const readyApp = async (): Promise<App> => {
    await ready;
    return app();
  };
  return {
    ready,
    backend: () => made?.backend ?? 'unknown',
    renderToPixels: async (time, width, height) => (await readyApp()).view.pixels(width, height, time),
    module: loadWasm,
    withViewer: async (task) => (await readyApp()).view.run(task),
    state: () => structuredClone(app().view.state),
    permalink: async (inline) => app().links.permalink(inline),
    openBytes: async (name, bytes) => (await readyApp()).opening.openBytes(name, bytes),
    openFolderHandle: async (handle) => (await readyApp()).opening.openFolderHandle(handle),
    folders: () => app().folders.reports(),
    folderMemory: () => app().library.residents.stats(),
    setFolderMemory: (mb) => app().setFolderMemory(mb),
    selectEffect: async (id) => (await readyApp()).select(id),
    effects: () => app().library.effects,
    seek(time) {
      const { view, controls } = app();
      view.playing = false;
      view.seek(time);
      controls.sync();
    },
    loseDevice: async () => (await readyApp()).view.run((v) => v.loseDevice()),
    recoveries: () => app().recovery.recoveries,
    materials: async () => (await readyApp()).tabs.show('materials'),
    index: {
      stats: () => app().index.stats(),
      ids: () => app().index.ids(),
      setView: (filter, sort) => app().index.setView(filter, sort),
    },
    compare: () => {
      const { comparing } = app();
      if (!comparing.current) return null;
      // Each call reads the compare view shown then (another may have taken its place).
      const current = () => {
        const view = comparing.current;
        if (!view) throw new Error('the compare view is closed');
        return view;
      };
      return { stats: () => current().stats(), setDifference: (on: boolean) => current().setDifference(on) };
    },
    editing: {
      list: () => app().editor.list(),
      failed: () => app().editor.failed(),
      set: async (path, value) => (await readyApp()).editor.set(path, value),
      undo: async () => (await readyApp()).editor.undo(),
      redo: async () => (await readyApp()).editor.redo(),
      bytes: async () => (await readyApp()).editor.bytes(),
      compareWithOriginal: async (on) => (await readyApp()).compareWithOriginal(on),
    },
    watch: {
      files: () => app().watching.files(),
      reloads: () => app().watching.reloads,
      set(on, keepPrevious) {
        const { watching } = app();
        watching.setKeepPrevious(keepPrevious);
        watching.set(on);
      },
    },
  };
}
