// The viewer page: open files (picker, drop, URL), the effect list, the player, the
// inspector, exports and permalinks. With nothing opened it shows the built-in demo binder;
// `?scene=test` shows the renderer's test scene instead (the foundation's check).
import { loadWasm, onDeviceLost, onPanic, type Viewer, type Wasm } from './core/wasm';
import { EffectView } from './core/effect-view';
import { fileName } from './core/names';
import { download, h, message, replace } from './core/dom';
import { Unpacker, readFile, sha256Hex, type Loaded } from './core/files';
import { defaultState, fromBase64Url, parseState, serializeState, toBase64Url, type Source, type ViewState } from './core/permalink';
import { clearBanner, showError, showInfo } from './app/banner';
import { EffectList, type EffectSummary } from './app/effect-list';
import { Controls } from './app/controls';
import { Inspector } from './app/inspector';
import { framePng, spriteSheet, webm } from './app/export';
import { mountMaterialBrowser, type MaterialBrowser } from './materials/index';
import { VisualIndex, type IndexSort, type IndexStats } from './app/visual-index';
import { CompareView, type CompareStats } from './app/compare';

/** A file the page opened, kept (decompressed) to open again after a lost device. */
interface Opened {
  name: string;
  bytes: Uint8Array;
  source: Source;
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
const unpacker = new Unpacker();
let backend = 'unknown';
let stopped = false;
let recoveries = 0;
let materials: Promise<MaterialBrowser> | null = null;
let index: VisualIndex;
/** The compare view, made when a link asks for one (`compare=`, `effect2=`). */
let compare: CompareView | null = null;
/** The tab shown. */
let tab: Tab = 'effects';
type Tab = 'effects' | 'index' | 'materials';

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

/** Opens decompressed bytes in the viewer and lists what they held. */
async function openPlain(name: string, bytes: Uint8Array, source: Source): Promise<void> {
  progress(`indexing ${name}`);
  performance.mark('fxr-view:unpacked', { detail: { file: name, bytes: bytes.length } });
  // The library reads the file where it is (this buffer), each entry when it is needed.
  const summary = await view.run((v) => v.openBuffer(name, bytes));
  performance.mark('fxr-view:indexed', { detail: { file: name } });
  opened.push({ name, bytes, source });
  inspector.reset();
  refreshList();
  const parts = [`${name}: ${summary.effects} effects, ${summary.textures} textures, ${summary.models} models, ${summary.materials} materials, ${summary.shaders} shader programs`];
  if (summary.errors.length) {
    showError(`${parts[0]}\n${summary.errors.length} entries could not be read:\n${summary.errors.slice(0, 20).join('\n')}${summary.errors.length > 20 ? '\n…' : ''}`);
  } else if (summary.notes.length) {
    // Nothing is dropped silently: repeated entry names and replaced effects are said.
    showInfo(`${parts[0]}\n${summary.notes.slice(0, 20).join('\n')}${summary.notes.length > 20 ? `\n… and ${summary.notes.length - 20} more` : ''}`);
  }
  replace($('files-list'), `Opened: ${opened.map((o) => o.name).join(', ')}`);
}

/** Decompresses a file in the worker and opens it (`move`: the file's bytes go to the worker, emptied here). */
async function openLoaded(file: Loaded, source: Source, move = false): Promise<void> {
  progress(`decompressing ${file.name} (${(file.bytes.length / 1e6).toFixed(1)} MB)`);
  const plain = await unpacker.unpack(file.name, file.bytes, move);
  await openPlain(file.name, plain, source);
}

async function openDemo(): Promise<void> {
  if (opened.some((o) => o.source.kind === 'demo')) return;
  const summary = await view.run((v) => v.openDemo());
  opened.push({ name: summary.file, bytes: new Uint8Array(), source: { kind: 'demo' } });
  refreshList();
  replace($('files-list'), `Opened: ${opened.map((o) => o.name).join(', ')}`);
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

/** Opens a state's source (asking for a local file when the link names one). */
async function openSource(source: Source): Promise<void> {
  const file = await sourceBytes(source, 'shows');
  if (file) await openPlain(file.name, file.bytes, source);
  else await openDemo();
}

/** The bytes the page opened for `source` (null for the demo, which the viewer makes). */
function openedBytes(source: Source): { name: string; bytes: Uint8Array } | null {
  if (source.kind === 'demo') return null;
  const file = opened.find((o) => JSON.stringify(o.source) === JSON.stringify(source));
  if (!file) throw new Error('the page has not opened the link\'s source');
  return { name: file.name, bytes: file.bytes };
}

/**
 * A source's bytes, decompressed (null for the demo, which the viewer makes): a URL's
 * downloaded and decompressed in the worker (started at load for a linked URL), an inline
 * effect's from the link, a local file's asked for (the link `what`s an effect from it).
 */
async function sourceBytes(source: Source, what: string): Promise<{ name: string; bytes: Uint8Array } | null> {
  switch (source.kind) {
    case 'demo':
      return null;
    case 'url': {
      const early = prefetched?.url === source.url ? prefetched.file : null;
      prefetched = null;
      return early ?? unpacker.fetch(source.url, progress);
    }
    case 'inline':
      return { name: 'inline.fxr.dcx', bytes: fromBase64Url(source.data) };
    case 'file': {
      const loaded = await askForFile(source, what);
      return { name: loaded.name, bytes: await unpacker.unpack(loaded.name, loaded.bytes, true) };
    }
  }
}

/** A link names a local file: ask for it and check its hash (`what` the link does with it). */
function askForFile(source: Extract<Source, { kind: 'file' }>, what: string): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    const input = h('input', { type: 'file' });
    const box = h(
      'div',
      { class: 'banner info', id: 'ask-file' },
      `This link ${what} an effect from your file ${source.name}. Choose it to continue (its SHA-256 must be ${source.sha256.slice(0, 16)}…): `,
      input,
    );
    document.querySelector('.top')?.after(box);
    input.addEventListener('change', async () => {
      const file = input.files?.[0];
      if (!file) return;
      try {
        const loaded = await readFile(file);
        const hash = await sha256Hex(loaded.bytes);
        if (hash === null) showInfo('This page is not in a secure context, so the file could not be checked against the link.');
        else if (hash !== source.sha256) throw new Error(`${file.name} is not the file the link was made from (its SHA-256 is ${hash})`);
        box.remove();
        resolve(loaded);
      } catch (e) {
        box.remove();
        reject(e);
      }
    });
  });
}

/** Plays effect `id` from the start of its state (keeping the view settings). */
async function selectEffect(id: number, keep: Partial<ViewState> = {}): Promise<void> {
  const state: ViewState = { ...view.state, effect: id, time: 0, camera: null, hidden: [], overrides: view.state.overrides.filter((o) => o.node === undefined), ...keep };
  const summary = effects.find((e) => e.id === id);
  if (summary) state.source = sourceOf(summary) ?? state.source;
  list.select(id);
  inspector.reset();
  await view.apply(state);
  // The compare side shows its own effect (effect2), or follows the player's.
  await compare?.setEffects(id, state.effect2 ?? id);
  const unsupported = await view.run((v) => v.unsupported());
  const missing = await view.run((v) => v.missingTextures());
  const missingModels = await view.run((v) => v.missingModels());
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
  const homes = missing.length || missingModels.length ? await view.run((v) => v.missingResourceBinders()) : [];
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

/** The opened file an effect came from, as a permalink source. */
function sourceOf(effect: EffectSummary): Source | null {
  const file = effect.source.split('!')[0];
  return opened.find((o) => o.name === file)?.source ?? null;
}

async function permalink(inline = false): Promise<string> {
  const state = structuredClone(view.state);
  if (inline && state.effect !== null) {
    const bytes = await view.run((v) => v.inlineEffect(state.effect as number));
    state.source = { kind: 'inline', data: toBase64Url(bytes) };
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
    if (e.dataTransfer?.files.length) void openFiles(e.dataTransfer.files);
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
      const link = await permalink(view.state.source.kind === 'inline');
      history.replaceState(null, '', link);
      await navigator.clipboard?.writeText(link).catch(() => undefined);
      showInfo(`Link to this frame (also in the address bar):\n${link}`);
    } catch (e) {
      showError(message(e));
    }
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
    else await openPlain(f.name, f.bytes, f.source);
  }
  await view.apply(state);
  // Only the player's loop draws into the page's canvas; the other tabs keep it stopped.
  if (tab === 'effects') view.start();
  await view.draw();
  recoveries++;
  showInfo('The GPU device was lost and has been recreated; the page goes on.');
}

/** The link's file, when it names a URL: its download starts with the page, beside the viewer's start. */
let prefetched: { url: string; file: Promise<Loaded> } | null = null;

/** The link (fragment, or query parameters) of this page, if any. */
function pageLink(): string {
  return location.hash.length > 1 && location.hash !== '#still' ? location.hash : params.has('src') || params.has('effect') ? location.search : '';
}

function prefetchLinked(): void {
  if (params.get('scene') === 'test') return;
  try {
    const link = pageLink();
    const source = link ? parseState(link).source : null;
    if (source?.kind !== 'url') return;
    const file = unpacker.fetch(source.url, progress);
    // Its error is reported when the boot opens it.
    file.catch(() => undefined);
    prefetched = { url: source.url, file };
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
    try {
      if (link) state = parseState(link);
      linked = link !== '';
    } catch (e) {
      showError(`This link cannot be used: ${message(e)}. Showing the demo instead.`);
    }
    try {
      await openSource(state.source);
    } catch (e) {
      showError(`${message(e)}\nShowing the demo instead.`);
      state = defaultState();
      await openDemo();
    } finally {
      progressDone();
    }
    // The list opening made (each opening refreshes it once).
    await listed;
    // User Timing marks (devtools' performance panel; the scale benchmark reads them).
    performance.mark('fxr-view:effects-listed', { detail: { effects: effects.length } });
    const id = state.effect !== null && effects.some((e) => e.id === state.effect) ? state.effect : effects[0]?.id;
    if (state.effect !== null && id !== state.effect) showError(`The opened files have no effect ${state.effect}.`);
    if (state.compare || state.effect2 !== null) {
      // The compare side: the second source (the player's own when only effect2 is given).
      const side = state.compare;
      compare = new CompareView($('stage'), $('compare-panel'), view, {
        // The player's own files when the link names no second source (not fetched or asked for again).
        bytes: () => (side ? sourceBytes(side, 'compares with') : Promise.resolve(openedBytes(state.source))),
        showNode: (path) => void inspector.showNode(path),
      });
      try {
        await compare.open();
      } catch (e) {
        compare = null;
        showError(`The compare source cannot be opened: ${message(e)}`);
      } finally {
        progressDone();
      }
    }
    if (id !== undefined) await selectEffect(id, { ...state, effect: id });
  }
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
};
