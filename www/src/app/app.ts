// The viewer page as one object: it owns the page's state (the wasm module, the effect view
// playing in the canvas, what is opened, the tab shown, the compare view, the editor, the
// watcher) and makes each panel with what that panel needs:
//
//   opening, folder-opening  files, folders, URLs, drops and a link's sources -> library
//   library                  the opened files and the effects listed from them
//   effect-list, visual-index  the effects as a list and as thumbnails
//   controls, inspector      the player's controls; the frame's nodes, draws and values
//   editing                  the edits of the playing effect (the inspector's values write them)
//   comparing (compare)      the compare view beside the player
//   watching                 opened files followed on disk
//   tabs, link, recovery     the tabs; permalinks; a lost GPU device
//
// The App plays an effect (`select`) and starts the page (`boot`); the panels call back into
// it through the hooks it hands them, never into each other's state.

import { download, message } from '../core/dom';
import { EffectView, type FrameInfo } from '../core/effect-view';
import type { Unpacker } from '../core/files';
import { defaultState, type ViewState } from '../core/permalink';
import { folderMemoryBudget, ResidentFiles, saveFolderMemoryBudget } from '../core/resident';
import { loadWasm, type Viewer, type Wasm } from '../core/wasm';
import type { Banner, PageStop } from './banner';
import { Comparing } from './comparing';
import { Controls } from './controls';
import { Editor } from './editing';
import { effectNotes } from './effect-notes';
import { EffectList } from './effect-list';
import { framePng, spriteSheet, webm } from './export';
import { FolderOpening } from './folder-opening';
import { Inspector } from './inspector';
import { Library } from './library';
import { Links } from './link';
import { Opening, type LinkDownloads } from './opening';
import type { PageElements, PageSettings } from './page';
import type { Progress } from './progress';
import { DeviceRecovery } from './recovery';
import { Tabs } from './tabs';
import { VisualIndex } from './visual-index';
import { Watching } from './watching';

/** What the page makes before the App (its start reports through them, the link's downloads start early). */
export interface AppParts {
  page: PageElements;
  settings: PageSettings;
  banner: Banner;
  stop: PageStop;
  progress: Progress;
  unpacker: Unpacker;
  downloads: LinkDownloads;
}

export class App {
  /** The canvas's player: a wasm viewer, the state that decides its frame, the loop. */
  readonly view: EffectView;
  /** The backend the viewer draws with (`webgpu`, `webgl`). */
  readonly backend: string;
  readonly library: Library;
  readonly list: EffectList;
  readonly index: VisualIndex;
  readonly editor: Editor;
  readonly inspector: Inspector;
  readonly controls: Controls;
  readonly comparing: Comparing;
  readonly watching: Watching;
  readonly folders: FolderOpening;
  readonly opening: Opening;
  readonly tabs: Tabs;
  readonly links: Links;
  readonly recovery: DeviceRecovery;
  private readonly banner: Banner;
  private readonly progress: Progress;
  /** When the inspector last followed a playing frame. */
  private lastInspected = 0;

  /** Loads the wasm module, makes the viewer on the page's canvas and the App around it. */
  static async create(parts: AppParts): Promise<App> {
    const wasm = await loadWasm();
    const viewer = await wasm.Viewer.create(parts.page.canvas, parts.settings.presentation);
    performance.mark('fxr-view:viewer-ready');
    return new App(parts, wasm, viewer);
  }

  private constructor(
    private readonly parts: AppParts,
    readonly wasm: Wasm,
    viewer: Viewer,
  ) {
    const { page, banner, stop, progress, unpacker } = parts;
    const report = (e: unknown) => banner.error(message(e));
    this.banner = banner;
    this.progress = progress;
    this.backend = viewer.backend();
    const view = new EffectView(viewer, page.canvas);
    this.view = view;
    // A folder's binders are held within this budget (`?memory=MB`, or the one set last).
    view.residents = new ResidentFiles(folderMemoryBudget());
    stop.onStop(() => view.stop());
    this.list = new EffectList(page.effectList, page.filter, (id) => void this.select(id).catch(report));
    this.index = new VisualIndex(page.tabs.index.view, {
      withViewer: (task) => view.run(task),
      // A thumbnail opens its effect in the player (its state's view settings kept).
      open: (id) => void this.tabs.show('effects').then(() => this.select(id, { view: 'player' })).catch(report),
      seed: () => view.state.seed,
      look: () => {
        const s = view.state;
        return JSON.stringify([s.externals, s.background, s.curve, s.exposure, s.bloom, s.grid, s.options]);
      },
    });
    this.library = new Library(view, wasm, unpacker, page.filesList, view.residents, {
      refreshing: () => this.tabs.refreshMaterials(),
      listed: (effects, names) => {
        this.list.set(effects, names);
        this.index.set(effects, names);
        this.inspector?.namesChanged();
        this.list.select(view.state.effect);
      },
    });
    const library = this.library;
    this.editor = new Editor(
      page.editPanel,
      view,
      {
        changed: () => void this.editsChanged().catch(report),
        compareWithOriginal: (on) => this.comparing.withOriginal(on, view.state.effect),
        fileName: (id) => library.savedName(id),
        binder: (id) => library.binderOf(id),
      },
      wasm.Viewer.enumerations(),
    );
    this.inspector = new Inspector(page.inspector, view, this.editor, () => undefined, (id) => void this.select(id).catch(report));
    const inspector = this.inspector;
    this.controls = new Controls(page.controls, page.stage, view, {
      setSeed: (seed) => {
        void view.apply({ ...view.state, seed }).then(() => this.controls.sync());
      },
      resetCamera: () => void view.apply({ ...view.state, camera: null }),
      exportPng: () => void this.exportTo(`effect-${view.state.effect}-${view.state.time}s.png`, () => framePng(view)),
      exportSpriteSheet: () => void this.exportTo(`effect-${view.state.effect}-sheet.png`, () => spriteSheet(view, 0, view.loopEnd, 16, 256)),
      exportWebm: () => void this.exportTo(`effect-${view.state.effect}.webm`, () => webm(view, 0, view.loopEnd, 30, (s) => progress.show('encoding WebM', s))),
    });
    this.comparing = new Comparing(view, { stage: page.stage, panel: page.comparePanel, files: () => library.files(), showNode: (path) => void inspector.showNode(path) });
    const comparing = this.comparing;
    this.watching = new Watching({ wasm, view, unpacker, library, comparing, banner, inspect: () => void inspector.refresh() });
    const watching = this.watching;
    const opened = () => {
      inspector.reset();
      library.refresh();
      library.showOpened();
    };
    const select = (id: number) => this.select(id);
    this.folders = new FolderOpening({ wasm, unpacker, library, watching, banner, progress, reopenButton: page.open.reopenFolder, opened, select, holdFrames: () => view.holdFrames() });
    const folders = this.folders;
    this.opening = new Opening({ elements: page.open, wasm, unpacker, downloads: parts.downloads, library, folders, watching, banner, progress, playing: () => view.state.effect, opened, select });
    this.tabs = new Tabs(page.tabs, view, this.index, banner);
    const tabs = this.tabs;
    this.links = new Links({ view, library, opening: this.opening, folders, comparing, banner, progress, select: (id, keep) => this.select(id, keep) });
    this.links.wireShare(page.share);
    this.recovery = new DeviceRecovery({ wasm, view, presentation: parts.settings.presentation, library, comparing, banner, stop, tab: () => tabs.current });
    view.onFrame = (info) => this.frameDrawn(info);
    view.onError = (text) => {
      if (!stop.stopped) console.warn(`fxr-view: ${text}`);
    };
    page.status.before(watching.element);
    this.followCanvasSize();
    this.showAdapter(viewer);
  }

  /**
   * Starts the page: the link's frame (its sources, effect, edits, compare side), or the
   * demo; `?scene=test` shows the renderer's test scene instead. The first frame is drawn
   * before it resolves, so the inspector and the page's API see it.
   */
  async boot(): Promise<void> {
    const { view, parts } = this;
    let linked = false;
    if (parts.settings.testScene) {
      view.state = { ...defaultState(), effect: null };
      await view.apply(view.state);
    } else linked = await this.links.open(parts.settings.link);
    // The link's watch=, or on for a folder picked before the page was ready.
    this.watching.set(view.state.watch || this.watching.checked, false);
    // A link shows its frame, paused; otherwise the effect plays.
    view.playing = !linked && !parts.settings.still;
    this.controls.sync();
    await view.draw();
    performance.mark('fxr-view:first-frame');
    // A link may open the visual index instead of the player.
    if (view.state.view === 'index') await this.tabs.show('index');
    else if (!parts.settings.still) view.start();
  }

  /** Plays effect `id` from the start of its state (keeping the view settings; `keep`: fields of the state to take). */
  /** Sets the memory budget of a folder's binders (MB), kept for the next visits; what is held past it goes now. */
  setFolderMemory(mb: number): void {
    if (!Number.isFinite(mb) || mb < 0) throw new Error(`a memory budget is a number of MB, 0 or more (not ${mb})`);
    this.library.residents.budget = Math.round(mb * (1 << 20));
    this.library.residents.trim();
    saveFolderMemoryBudget(mb);
  }

  async select(id: number, keep: Partial<ViewState> = {}): Promise<void> {
    const { view } = this;
    // Edits belong to their effect: another effect starts unedited.
    const edits = id === view.state.effect ? view.state.edits : [];
    const state: ViewState = { ...view.state, effect: id, time: 0, camera: null, hidden: [], overrides: view.state.overrides.filter((o) => o.node === undefined), edits, ...keep };
    // A link carries every source opened: the effect may draw with any of their textures.
    state.sources = this.library.sources();
    this.list.select(id);
    this.inspector.reset();
    await view.apply(state);
    this.editor.reset(view.state.edits, view.editProblems);
    // The compare side shows its own effect (effect2), or follows the player's.
    await this.comparing.follow(id, state.effect2 ?? id);
    const { notes, details, sounds } = await effectNotes(view, id);
    this.controls.markSounds(sounds);
    if (notes.length) this.banner.info(notes.join('\n'), details || undefined);
    else this.banner.clear();
    this.controls.sync();
    // The inspector shows the new effect once its first frame is drawn.
    void view.drawn().then(() => this.inspector.refresh());
  }

  /** Shows (or takes away) the compare view with the original of the playing effect. */
  compareWithOriginal(on: boolean): Promise<void> {
    return this.comparing.withOriginal(on, this.view.state.effect);
  }

  /** After the edits changed: the inspector shows the new values, the compare view its changes. */
  private async editsChanged(): Promise<void> {
    const { view } = this;
    // The edited effect plays from the loop's next frame (the edits are made already).
    const drawn = view.drawn();
    const id = view.state.effect;
    if (id !== null) await this.comparing.follow(id, view.state.effect2 ?? id);
    await this.inspector.reshowActions();
    await drawn;
    await this.inspector.refresh();
  }

  /** After each frame: the stats line, the controls, the compare side and the inspector follow it. */
  private frameDrawn(info: FrameInfo): void {
    this.parts.page.stats.textContent = `${info.particles} instances · ${info.ms.toFixed(1)} ms per frame · ${this.backend}`;
    this.controls.sync();
    this.comparing.onPlayerFrame(info);
    const now = performance.now();
    // The inspector follows the frame: every frame when paused, twice a second when playing.
    if (!this.view.playing || now - this.lastInspected > 500) {
      this.lastInspected = now;
      void this.inspector.refresh();
    }
  }

  /** The drawing buffer follows the canvas's size on screen (capped: a copied frame costs its pixels on a CPU adapter). */
  private followCanvasSize(): void {
    const { canvas } = this.view;
    new ResizeObserver(() => {
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      const width = Math.max(16, Math.min(2048, Math.round(canvas.clientWidth * dpr)));
      const height = Math.max(16, Math.min(2048, Math.round(canvas.clientHeight * dpr)));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        this.view.invalidate();
      }
    }).observe(canvas);
  }

  /** The header's status: the backend and adapter, and what this device draws with less. */
  private showAdapter(viewer: Viewer): void {
    const { status } = this.parts.page;
    const info = viewer.adapterInfo();
    status.textContent = `${this.backend} · ${info.name || info.backend}`;
    const degraded = viewer.degraded();
    status.title = degraded.length ? `On this device: ${degraded.join('; ')}` : 'The full drawing path runs on this device';
    if (this.backend !== 'webgpu') this.banner.info(`${viewer.notes().join('; ')}. On WebGL2: ${degraded.join('; ') || 'nothing is degraded'}.`);
  }

  /** Downloads what `make` makes as `name`, saying so meanwhile. */
  private async exportTo(name: string, make: () => Promise<Blob>): Promise<void> {
    try {
      this.progress.show(`exporting ${name}`);
      download(await make(), name);
    } catch (e) {
      this.banner.error(`export: ${message(e)}`);
    } finally {
      this.progress.done();
    }
  }
}
