// Following opened files on disk (core/watch.ts polls them): the header's two toggles, and
// what a changed file does to the page. Its new bytes open in place of the old ones (its
// effects replace those of the same id), keeping the effect, time, camera, seed and the
// compare side; with "keep previous beside", its previous version goes to the compare side.

import type { EffectView } from '../core/effect-view';
import type { Unpacker } from '../core/files';
import { message } from '../core/dom';
import type { Wasm } from '../core/wasm';
import { Watcher, checkWhole, watchControls, type WatchControls, type WatchedFile } from '../core/watch';
import type { Banner } from './banner';
import type { Comparing } from './comparing';
import type { Library } from './library';

/** What watching needs of the page. */
export interface WatchingHost {
  wasm: Wasm;
  view: EffectView;
  unpacker: Unpacker;
  library: Library;
  comparing: Comparing;
  banner: Banner;
  /** Shows the frame drawn last in the inspector. */
  inspect(): void;
}

export class Watching {
  private readonly watcher: Watcher;
  private readonly controls: WatchControls;
  /** Whether the user chose to watch or not (a folder picked then leaves it as they chose). */
  private chosen = false;

  constructor(private readonly host: WatchingHost) {
    this.watcher = new Watcher({ enabled: () => host.view.state.watch, reload: (name, stored) => this.reload(name, stored), error: (text) => host.banner.error(text) });
    this.controls = watchControls((on) => this.set(on));
  }

  /** The header's toggles (the page puts them in). */
  get element(): HTMLElement {
    return this.controls.element;
  }

  /** Whether the header's toggle is on. */
  get checked(): boolean {
    return this.controls.watch.checked;
  }

  /** The names of the files watched. */
  files(): string[] {
    return this.watcher.names();
  }

  /** The reloads done. */
  get reloads(): number {
    return this.watcher.reloads;
  }

  /** Follows an opened file. */
  add(file: WatchedFile): void {
    this.watcher.add(file);
  }

  /** Turns watching on or off (`chosen`: by the user, whose choice a folder opened later keeps). */
  set(on: boolean, chosen = true): void {
    this.chosen ||= chosen;
    this.controls.watch.checked = on;
    this.host.view.state.watch = on;
    if (on) this.watcher.schedule();
  }

  /** Sets "keep previous beside". */
  setKeepPrevious(on: boolean): void {
    this.controls.keepPrevious.checked = on;
  }

  /** A folder read through its handle was opened: watched, unless the user chose otherwise. */
  folderOpened(): void {
    if (!this.chosen) this.set(true, false);
  }

  /**
   * A watched file changed on disk: throws, changing nothing, when its bytes do not read whole
   * (a file mid-write: tried again).
   */
  private async reload(name: string, stored: Uint8Array): Promise<void> {
    const { wasm, unpacker, library, banner } = this.host;
    if (!library.has(name)) return;
    const plain = await unpacker.unpack(name, stored, true);
    checkWhole(wasm, name, plain);
    // Opened from here on: a later problem (the effect gone from the file) is said, not retried.
    await this.reopen(name, plain).catch((e) => banner.error(`${name} was reloaded, but: ${message(e)}`));
  }

  /** Opens `plain` in place of the opened file `name` and shows the same frame again. */
  private async reopen(name: string, plain: Uint8Array): Promise<void> {
    const { view, library, comparing, banner } = this.host;
    const state = structuredClone(view.state);
    const done = await library.replace(name, plain);
    if (!done || state.effect === null) return;
    await view.apply(state);
    if (this.controls.keepPrevious.checked) await comparing.showPrevious(done.at, [{ name, bytes: done.previous }, ...done.again.slice(1)], state.effect);
    else await comparing.follow(state.effect, state.effect2 ?? state.effect);
    this.host.inspect();
    banner.info(`${name} changed on disk and was reloaded.`);
  }
}
