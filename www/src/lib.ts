// The npm package's entry: the <fxr-preview> element, headless rendering to PNG, permalinks,
// and the wasm module itself for anything else (Viewer, Library, Player).
//
//   import { defineFxrPreview, renderEffectPng } from 'fxr-view';
//   defineFxrPreview();                                     // <fxr-preview src=… effect=…>
//   const png = await renderEffectPng({ src: 'demo', effect: 1001, time: 0.5, seed: 1 });

import { sharedHub } from './core/shared';
import { defaultState, fromBase64Url, type Source } from './core/permalink';
import { pngOf } from './app/export';

export { FxrPreview, defineFxrPreview } from './embed/preview-element';
export { parseState, serializeState, defaultState, type ViewState, type Source, type Override } from './core/permalink';
export { loadWasm, type Viewer, type Wasm } from './core/wasm';
// The types the wasm API takes and returns (generated from the Rust types).
export type * from './generated/types';

/** What `renderEffectPng` draws. */
export interface RenderRequest {
  /** "demo", an http(s) URL, or a Source; or several, opened together in order (an effect binder and its resource binder). */
  src: string | Source | (string | Source)[];
  effect: number;
  time: number;
  seed?: number;
  width?: number;
  height?: number;
  /** Straight sRGB RGBA (default 20, 22, 28, 255); alpha 0 gives a transparent PNG. */
  background?: [number, number, number, number];
  /** Draw the ground grid (default off, as `fxr-view render --no-grid`). */
  grid?: boolean;
}

/** A request's source: "demo", a URL, or a Source as it is. */
function toSource(src: string | Source): Source {
  if (typeof src !== 'string') return src;
  return src === 'demo' ? { kind: 'demo' } : { kind: 'url', url: src };
}

/**
 * Renders one frame of an effect to PNG bytes, with the camera framing the particles alive
 * at that time (as `fxr-view render` does natively). Runs in any browser with WebGPU,
 * headless included; throws with the reason otherwise.
 */
export async function renderEffectPng(request: RenderRequest): Promise<Uint8Array> {
  const { width = 512, height = 512, seed = 1 } = request;
  const hub = await sharedHub();
  const viewer = hub.root.share(document.createElement('canvas'), 'copy');
  try {
    const sources = (Array.isArray(request.src) ? request.src : [request.src]).map(toSource);
    // Every download starts at once; the files open in order.
    const downloads = sources.map((s) => (s.kind === 'url' ? hub.source(s.url) : null));
    downloads.forEach((d) => d?.catch(() => undefined));
    for (const [i, source] of sources.entries()) {
      const download = downloads[i];
      if (source.kind === 'demo') viewer.openDemo();
      else if (download) {
        const file = await download;
        viewer.open(file.name, file.bytes);
      } else if (source.kind === 'inline') viewer.open('inline.fxr.dcx', fromBase64Url(source.data));
      else throw new Error('renderEffectPng cannot open a local file or folder by name: pass its URL');
    }
    // The viewer's default exposure and tone curve (one source: the permalink defaults).
    const view = defaultState();
    viewer.setView({ background: request.background ?? [20, 22, 28, 255], grid: request.grid ?? false, exposure: view.exposure, curve: view.curve });
    const pixels = await viewer.renderEffectToPixels(request.effect, request.time, seed, width, height, true);
    return new Uint8Array(await (await pngOf(pixels, width, height)).arrayBuffer());
  } finally {
    viewer.free();
  }
}
