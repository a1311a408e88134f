// Permalinks on the viewer page: applying the page's own link when it starts (its sources
// opened in order, its effect, frame, edits and compare side), and making a link to the frame
// shown (the header's *Copy link*, the page's API).

import { message } from '../core/dom';
import type { EffectView } from '../core/effect-view';
import { defaultState, parseState, serializeState, toBase64Url, type ViewState } from '../core/permalink';
import type { Banner } from './banner';
import type { Comparing } from './comparing';
import type { FolderOpening } from './folder-opening';
import type { Library } from './library';
import type { Opening } from './opening';
import type { Progress } from './progress';

/** What links need of the page. */
export interface LinkHost {
  view: EffectView;
  library: Library;
  opening: Opening;
  folders: FolderOpening;
  comparing: Comparing;
  banner: Banner;
  progress: Progress;
  /** Plays effect `id` with the state's fields in `keep`. */
  select(id: number, keep: Partial<ViewState>): Promise<void>;
}

export class Links {
  constructor(private readonly host: LinkHost) {}

  /**
   * Opens what `link` (a permalink fragment, or query parameters `?src=&effect=&time=&seed=`;
   * '' for none) shows: its sources (the demo when none opens), its effect with its state,
   * and its compare side. What went wrong is said once the effect is shown (its own notes
   * would replace it). Resolves to whether the page was opened from a link.
   */
  async open(link: string): Promise<boolean> {
    const { view, library, opening, banner, progress } = this.host;
    let state = defaultState();
    let linked = false;
    const problems: string[] = [];
    try {
      if (link) state = parseState(link);
      linked = link !== '';
    } catch (e) {
      problems.push(`This link cannot be used: ${message(e)}. Showing the demo instead.`);
    }
    try {
      // The effect shown first (the link's, else the first listed) is parsed once, for its
      // list row and its playback together.
      await view.run((v) => v.willPlay(state.effect ?? undefined));
      // A source that fails leaves the others open; with none open, the demo is shown.
      problems.push(...(await opening.openSources(state.sources)));
      if (library.size === 0) {
        if (problems.length) problems.push('Showing the demo instead.');
        state = defaultState();
        await library.openDemo();
      }
    } finally {
      progress.done();
    }
    // The list opening made (each opening refreshes it once).
    await library.listed;
    const { effects } = library;
    // User Timing marks (devtools' performance panel; the scale benchmark reads them).
    performance.mark('fxr-view:effects-listed', { detail: { effects: effects.length } });
    const id = state.effect !== null && effects.some((e) => e.id === state.effect) ? state.effect : effects[0]?.id;
    if (state.effect !== null && id !== state.effect) problems.push(`The opened files have no effect ${state.effect}.`);
    if (state.compare || state.effect2 !== null) {
      const problem = await this.openCompare(state);
      if (problem) problems.push(problem);
    }
    if (id !== undefined) await this.host.select(id, { ...state, effect: id });
    // A link's edit that names nothing of the effect (the others are shown made).
    for (const p of view.editProblems) problems.push(`The link's edit ${p.index + 1} of ${state.edits.length} was not made: ${p.error}`);
    if (problems.length) banner.error(problems.join('\n'));
    // With nothing linked, the folder opened last is offered again.
    if (!linked) void this.host.folders.offerRemembered();
    return linked;
  }

  /** Opens the link's compare side: its second source (the player's own files when only `effect2` is given). Resolves to why it could not, or null. */
  private async openCompare(state: ViewState): Promise<string | null> {
    const side = state.compare;
    try {
      await this.host.comparing.openLinked(side ? async () => [await this.host.opening.sourceBytes(side, 'compares with')] : null);
      return null;
    } catch (e) {
      return `The compare source cannot be opened: ${message(e)}`;
    } finally {
      this.host.progress.done();
    }
  }

  /** A link to this frame (`inline`: the effect carried in the link, its sources none). */
  async permalink(inline = false): Promise<string> {
    const { view, library } = this.host;
    const state = structuredClone(view.state);
    state.sources = library.sources();
    if (inline && state.effect !== null) {
      const bytes = await view.run((v) => v.inlineEffect(state.effect as number));
      state.sources = [{ kind: 'inline', data: toBase64Url(bytes) }];
    }
    return `${location.origin}${location.pathname}#${serializeState(state)}`;
  }

  /** *Copy link*: the link goes to the address bar and the clipboard, and is shown. */
  wireShare(button: HTMLElement): void {
    const { library, banner } = this.host;
    button.addEventListener('click', async () => {
      try {
        const link = await this.permalink(library.sources().every((s) => s.kind === 'inline'));
        history.replaceState(null, '', link);
        await navigator.clipboard?.writeText(link).catch(() => undefined);
        banner.info(`Link to this frame (also in the address bar):\n${link}`);
      } catch (e) {
        banner.error(message(e));
      }
    });
  }
}
