// A lost GPU device (a driver reset, a tab in the background too long): a new viewer is made
// on the same canvas, every opened file is opened in it again and the state is restored, so
// the page goes on where it was. A device that cannot be made again stops the page.

import { message } from '../core/dom';
import type { EffectView } from '../core/effect-view';
import { onDeviceLost, type Wasm } from '../core/wasm';
import type { Banner, PageStop } from './banner';
import type { Comparing } from './comparing';
import type { Library } from './library';
import type { Tab } from './page';

/** What recovering needs of the page. */
export interface RecoveryHost {
  wasm: Wasm;
  view: EffectView;
  /** `?present=` (the new viewer presents as the first did). */
  presentation: string | undefined;
  library: Library;
  comparing: Comparing;
  banner: Banner;
  stop: PageStop;
  /** The tab shown (only the player's loop draws into the canvas). */
  tab(): Tab;
}

export class DeviceRecovery {
  private done = 0;

  constructor(private readonly host: RecoveryHost) {
    onDeviceLost((reason) => {
      if (host.stop.stopped) return;
      void this.recover(reason).catch((e) => host.stop.stop(`The GPU device was lost and could not be recreated: ${message(e)}`));
    });
  }

  /** How many times the page recovered from a lost device. */
  get recoveries(): number {
    return this.done;
  }

  /** Makes a new viewer on the same canvas, opens the files again and restores the state. */
  private async recover(reason: string): Promise<void> {
    const { wasm, view, library, comparing, banner } = this.host;
    banner.info(`${reason}. Recovering…`);
    view.stop();
    comparing.deviceLost();
    const state = structuredClone(view.state);
    view.adopt(await wasm.Viewer.create(view.canvas, this.host.presentation));
    await library.reopenAll();
    await view.apply(state);
    // Only the player's loop draws into the page's canvas; the other tabs keep it stopped.
    if (this.host.tab() === 'effects') view.start();
    await view.draw();
    this.done++;
    banner.info('The GPU device was lost and has been recreated; the page goes on.');
  }
}
