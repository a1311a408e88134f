// Which compare view the page shows, if any (app/compare.ts draws it): the one a link asks
// for (`compare=`, `effect2=`), the original of the edited effect (the edit panel's toggle),
// or the previous version of a reloaded file (watching, "keep previous beside"). One at a
// time; each takes the place of the one before.

import type { EffectView, FrameInfo } from '../core/effect-view';
import { CompareView } from './compare';
import type { FileBytes } from './library';

/** Where the compare view goes and what it asks of the page. */
export interface CompareHost {
  stage: HTMLElement;
  panel: HTMLElement;
  /** The player's files, as the compare side opens them again. */
  files(): FileBytes[];
  /** Shows a node of the player's effect in the inspector. */
  showNode(path: string): void;
}

export class Comparing {
  private view: CompareView | null = null;
  /** Whether the view shows the original of the edited effect (the edit panel's toggle made it). */
  private original = false;

  constructor(
    private readonly player: EffectView,
    private readonly host: CompareHost,
  ) {}

  /** The compare view shown, or null. */
  get current(): CompareView | null {
    return this.view;
  }

  /**
   * Opens the compare view a link asks for: `files` the second source's (none: the player's
   * own files, not fetched or asked for again). Throws, leaving none, when it cannot open.
   */
  async openLinked(files: (() => Promise<FileBytes[]>) | null): Promise<void> {
    const side = new CompareView(this.host.stage, this.host.panel, this.player, {
      files: files ?? (async () => this.host.files()),
      showNode: (path) => this.host.showNode(path),
    });
    this.view = side;
    this.original = false;
    try {
      await side.open();
    } catch (e) {
      this.view = null;
      throw e;
    }
  }

  /** Shows (or takes away) the original of the playing effect `effect` beside it: the page's own files, unedited. */
  async withOriginal(on: boolean, effect: number | null): Promise<void> {
    if (!on) {
      if (this.original) this.view?.dispose();
      if (this.original) this.view = null;
      this.original = false;
      return;
    }
    if (this.view || effect === null) return;
    const side = new CompareView(this.host.stage, this.host.panel, this.player, { files: async () => this.host.files(), showNode: (path) => this.host.showNode(path), original: true });
    await side.open();
    this.view = side;
    this.original = true;
    await side.setEffects(effect, effect);
  }

  /**
   * Shows the previous version of the reloaded file `at` (the player's files' index) beside
   * the player, in place of a linked second source: `previous` is that version and the
   * files opened after it.
   */
  async showPrevious(at: number, previous: FileBytes[], effect: number): Promise<void> {
    if (this.view?.captioned) return this.view.openOver(previous);
    this.view?.dispose();
    this.player.state.compare = null;
    this.player.state.effect2 = null;
    const files = [...this.host.files().slice(0, at), ...previous];
    this.view = new CompareView(this.host.stage, this.host.panel, this.player, {
      files: async () => files,
      showNode: (path) => this.host.showNode(path),
      caption: 'previous version',
    });
    this.original = false;
    await this.view.open();
    await this.view.setEffects(effect, effect);
  }

  /** Plays `effect2` on the compare side against the player's `effect` (when one is shown). */
  async follow(effect: number, effect2: number): Promise<void> {
    await this.view?.setEffects(effect, effect2);
  }

  /** After each frame the player draws: the compare side draws the same. */
  onPlayerFrame(info: FrameInfo): void {
    this.view?.onPlayerFrame(info);
  }

  /** The GPU device was lost: the compare side's viewer was on it; it stops, and says how to get it back. */
  deviceLost(): void {
    this.view?.close('closed when the GPU device was lost; open the link again to compare');
    this.view = null;
    this.original = false;
  }
}
