// The viewer page: for now the built-in test scene, a spinning textured billboard drawn by
// the Rust renderer.
import { loadWasm, onPanic, type Viewer } from './wasm';
import { showError, showInfo } from './banner';

/** What the page knows about its viewer, read once at start. */
interface Session {
  viewer: Viewer;
  backend: string;
  presentation: string;
}

declare global {
  interface Window {
    /** The page's automation API (used by the package tests and headless rendering). */
    fxrView?: {
      ready: Promise<void>;
      backend(): string;
      renderToPixels(time: number, width: number, height: number): Promise<Uint8Array>;
      /** The wasm package's exports (Library, Player, ...), loaded once. */
      module(): Promise<typeof import('../pkg/fxr_view.js')>;
      /** Runs `task` with the page's viewer, never overlapping another call. */
      withViewer<T>(task: (viewer: Viewer) => Promise<T> | T): Promise<T>;
    };
  }
}

const status = document.getElementById('status') as HTMLSpanElement;
const canvas = document.getElementById('view') as HTMLCanvasElement;
let stopped = false;

// The wasm viewer's async calls borrow it until they finish (a second call meanwhile would
// alias it), so every call goes through one queue: loop frames and API calls never overlap.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T> | T): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

onPanic((message) => {
  stopped = true;
  showError(message);
  status.textContent = 'stopped';
});

async function boot(): Promise<Session> {
  const wasm = await loadWasm();
  const presentation = new URLSearchParams(location.search).get('present') ?? undefined;
  const viewer = await wasm.Viewer.create(canvas, presentation);
  const session: Session = { viewer, backend: viewer.backend(), presentation: viewer.presentation() };
  if (session.backend !== 'webgpu') {
    showInfo(`${viewer.notes().join('; ')}. Some effect programs are degraded on WebGL2.`);
  }
  const info = viewer.adapterInfo() as { name: string; backend: string };
  status.textContent = `${session.backend} · ${info.name || info.backend}`;
  if (location.hash !== '#still') startLoop(session);
  return session;
}

function startLoop({ viewer, presentation }: Session): void {
  const start = performance.now();
  // With presentation "copy" the frame is read back and put into a 2D context.
  const context2d = presentation === 'copy' ? canvas.getContext('2d') : null;
  const frame = async () => {
    if (stopped) return;
    const time = (performance.now() - start) / 1000;
    try {
      if (context2d) {
        const { width, height } = canvas;
        const pixels = await serial(() => viewer.renderToPixels(time, width, height));
        context2d.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
      } else {
        await serial(() => viewer.render(time));
      }
    } catch (e) {
      console.warn(e);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const sessionPromise = boot();
let backend = 'unknown';
sessionPromise.then(
  (s) => {
    backend = s.backend;
  },
  (e: unknown) => {
    stopped = true;
    showError(`fxr-view cannot draw here: ${e instanceof Error ? e.message : String(e)}`);
    status.textContent = 'no graphics';
  },
);

const ready = sessionPromise.then(() => undefined);
ready.catch(() => undefined); // reported in the banner above; not an unhandled rejection
window.fxrView = {
  ready,
  backend: () => backend,
  async renderToPixels(time: number, width: number, height: number) {
    const { viewer } = await sessionPromise;
    return serial(() => viewer.renderToPixels(time, width, height));
  },
  module: loadWasm,
  async withViewer<T>(task: (viewer: Viewer) => Promise<T> | T) {
    const { viewer } = await sessionPromise;
    return serial(() => task(viewer));
  },
};
