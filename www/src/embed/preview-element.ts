// <fxr-preview>: a live effect preview for any page (a wiki, a mod's readme site).
//
//   <fxr-preview src="https://…/sfxbnd_x.ffxbnd.dcx" effect="1001" time="0.5" seed="7"
//                autoplay loop controls poster="preview.png" viewer="https://…/index.html"></fxr-preview>
//
// `src` is an http(s) URL or "demo"; `link` takes a whole permalink (fragment or query, where
// `src=` may repeat: an effect binder and its resource binder) and the other attributes
// override its fields; `viewer` is the fxr-view page the controls'
// "open in fxr-view" link goes to. Every preview on a page shares one GPU device;
// a preview starts when scrolled into view and pauses when hidden. Without WebGPU it shows a
// message (and the poster, if given) instead.

import { EffectView, type FrameInfo } from '../core/effect-view';
import { h, message, replace } from '../core/dom';
import { fromBase64Url, parseState, serializeState, type Source, type ViewState } from '../core/permalink';
import { sharedHub, type SharedFile } from '../core/shared';

const STYLE = `
:host { display: inline-block; position: relative; width: 320px; height: 240px; background: #14161b; color: #d8dbe2; font: 12px/1.4 system-ui, sans-serif; overflow: hidden; }
canvas { width: 100%; height: 100%; display: block; }
.bar { position: absolute; left: 0; right: 0; bottom: 0; display: flex; gap: 0.5em; align-items: center; padding: 0.2em 0.4em; background: #000a; }
.bar button { font: inherit; color: inherit; background: #262a33; border: 1px solid #3a3f4b; border-radius: 3px; }
.bar a { color: #9ab4f0; margin-left: auto; }
.message { position: absolute; inset: 0; display: grid; place-items: center; text-align: center; padding: 1em; background: #14161bdd; }
.message img { max-width: 100%; max-height: 70%; }
`;

/** The preview element. */
export class FxrPreview extends HTMLElement {
  static readonly observedAttributes = ['src', 'effect', 'time', 'seed', 'link'];

  /** Resolves when the first frame is drawn (rejects with the reason it cannot be). */
  readonly ready: Promise<void>;
  private resolveReady!: () => void;
  private rejectReady!: (e: Error) => void;
  private view: EffectView | null = null;
  private canvas = h('canvas', { width: 320, height: 240, part: 'canvas' });
  private bar = h('div', { class: 'bar', part: 'controls' });
  private observer: IntersectionObserver | null = null;
  private visible = false;
  private started = false;
  private generation = 0;

  constructor() {
    super();
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => undefined);
    const root = this.attachShadow({ mode: 'open' });
    root.append(h('style', {}, STYLE), this.canvas);
  }

  connectedCallback(): void {
    this.observer = new IntersectionObserver((entries) => {
      this.visible = entries.some((e) => e.isIntersecting);
      if (this.visible && !this.started) {
        this.started = true;
        void this.load();
      }
      this.updateLoop();
    });
    this.observer.observe(this);
    document.addEventListener('visibilitychange', this.updateLoop);
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
    document.removeEventListener('visibilitychange', this.updateLoop);
    this.view?.stop();
    this.view?.viewer.free();
    this.view = null;
    this.started = false;
  }

  attributeChangedCallback(): void {
    if (this.started) void this.load();
  }

  /** The state the attributes describe. */
  state(): ViewState {
    const base = this.getAttribute('link') ? parseState(this.getAttribute('link') ?? '') : undefined;
    const query = new URLSearchParams();
    for (const key of ['src', 'effect', 'time', 'seed']) {
      const v = this.getAttribute(key);
      if (v !== null) query.set(key, v);
    }
    return parseState(query.toString(), base);
  }

  /** Whether the preview is playing now (in view, page visible, autoplay or started). */
  get playing(): boolean {
    return this.view?.playing === true && this.visible && document.visibilityState === 'visible';
  }

  /** The preview's current frame at `width` x `height` as RGBA bytes. */
  async pixels(width: number, height: number): Promise<Uint8Array> {
    await this.ready;
    if (!this.view) throw new Error('the preview is not showing an effect');
    return this.view.pixels(width, height);
  }

  private updateLoop = () => {
    const run = this.visible && document.visibilityState === 'visible';
    if (!this.view) return;
    if (run) this.view.start();
    else this.view.stop();
    this.dataset.running = String(run);
  };

  private showMessage(text: string): void {
    const poster = this.getAttribute('poster');
    const box = h('div', { class: 'message', part: 'message', role: 'status' }, h('div', {}, poster ? h('img', { src: poster, alt: 'effect preview' }) : null, h('p', {}, text)));
    this.shadowRoot?.querySelector('.message')?.remove();
    this.shadowRoot?.append(box);
  }

  private async load(): Promise<void> {
    const generation = ++this.generation;
    try {
      const state = this.state();
      const hub = await sharedHub();
      if (hub.backend !== 'webgpu') {
        this.dataset.state = 'no-webgpu';
        this.showMessage('This preview needs WebGPU, which this browser does not offer. Open the effect in a browser with WebGPU (Chrome, Edge, Safari 26, Firefox 141+) to see it.');
        throw new Error('WebGPU is unavailable');
      }
      const rect = this.getBoundingClientRect();
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      this.canvas.width = Math.max(16, Math.round((rect.width || 320) * dpr));
      this.canvas.height = Math.max(16, Math.round((rect.height || 240) * dpr));
      if (!this.view) this.view = new EffectView(hub.root.share(this.canvas, 'auto'), this.canvas);
      const view = this.view;
      // Every source's download starts now; they open in order (a later effect of the same id wins).
      const downloads = state.sources.map((s) => (s.kind === 'url' ? hub.source(s.url) : null));
      downloads.forEach((d) => d?.catch(() => undefined));
      for (const [i, s] of state.sources.entries()) await openSource(view, s, downloads[i]);
      if (generation !== this.generation) return;
      const effects = await view.run((v) => v.effects());
      const effect = state.effect ?? effects[0]?.id;
      if (effect === undefined || !effects.some((e) => e.id === effect)) throw new Error(`the source has no effect ${state.effect ?? ''}`.trim());
      view.loop = this.hasAttribute('loop');
      await view.apply({ ...state, effect });
      // A link's edit that names nothing of the effect: said, rather than a frame that is not the link's.
      const failed = view.editProblems;
      if (failed.length) throw new Error(failed.map((p) => `edit ${p.index + 1} of ${state.edits.length}: ${p.error}`).join('; '));
      view.playing = this.hasAttribute('autoplay');
      view.onFrame = (info) => this.frameDrawn(info);
      this.buildControls(state);
      this.dataset.state = 'ready';
      await view.draw();
      this.updateLoop();
      this.resolveReady();
    } catch (e) {
      if (this.dataset.state !== 'no-webgpu') {
        this.dataset.state = 'error';
        this.showMessage(`This effect cannot be shown: ${message(e)}`);
      }
      this.rejectReady(e instanceof Error ? e : new Error(String(e)));
    }
  }

  private time = h('span', {});

  private frameDrawn(info: FrameInfo): void {
    this.time.textContent = `${info.time.toFixed(2)} s`;
  }

  private buildControls(state: ViewState): void {
    if (!this.hasAttribute('controls') || !this.view) {
      this.bar.remove();
      return;
    }
    const view = this.view;
    const play = h('button', {}, view.playing ? 'Pause' : 'Play');
    play.addEventListener('click', () => {
      view.playing = !view.playing;
      play.textContent = view.playing ? 'Pause' : 'Play';
    });
    // The full viewer: the `viewer` attribute's URL, or beside the embed page.
    const base = this.getAttribute('viewer') ?? (document.body.dataset.page === 'embed' ? './index.html' : null);
    let link: HTMLAnchorElement | null = null;
    if (base !== null) {
      const url = new URL(base, document.baseURI);
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        url.hash = serializeState({ ...view.state, sources: state.sources });
        link = h('a', { href: url.href, target: '_blank', rel: 'noopener' }, 'open in fxr-view');
      }
    }
    replace(this.bar, play, this.time, link);
    this.shadowRoot?.append(this.bar);
  }
}

/** Opens one source in a preview's viewer (`download`: a URL's bytes, already on their way). */
async function openSource(view: EffectView, s: Source, download: Promise<SharedFile> | null): Promise<void> {
  if (s.kind === 'demo') await view.run((v) => v.openDemo());
  else if (s.kind === 'url' && download) {
    const file = await download;
    // Every preview of the page reads the one unpacked buffer.
    await view.run((v) => v.openBuffer(file.name, file.bytes));
  } else if (s.kind === 'inline') {
    const bytes = fromBase64Url(s.data);
    await view.run((v) => v.open('inline.fxr.dcx', bytes));
  } else throw new Error('a preview cannot open a local file or folder: give it a URL');
}

/** Registers `<fxr-preview>` (once). */
export function defineFxrPreview(name = 'fxr-preview'): void {
  if (!customElements.get(name)) customElements.define(name, name === 'fxr-preview' ? FxrPreview : class extends FxrPreview {});
}
