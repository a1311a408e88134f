// The page's tabs: the player (effects), the visual index and the materials. Only the
// player's loop draws into the page's canvas, and only while the player is shown; the
// material browser is made when first shown.

import { message } from '../core/dom';
import type { EffectView } from '../core/effect-view';
import { mountMaterialBrowser, type MaterialBrowser } from '../materials/index';
import type { Banner } from './banner';
import { TABS, type PageElements, type Tab } from './page';
import type { VisualIndex } from './visual-index';

export class Tabs {
  private shown: Tab = 'effects';
  private materials: Promise<MaterialBrowser> | null = null;

  constructor(
    private readonly elements: PageElements['tabs'],
    private readonly view: EffectView,
    private readonly index: VisualIndex,
    banner: Banner,
  ) {
    elements.effects.button.addEventListener('click', () => void this.show('effects'));
    elements.index.button.addEventListener('click', () => void this.show('index').catch((e) => banner.error(message(e))));
    elements.materials.button.addEventListener('click', () => void this.show('materials').catch((e) => banner.error(message(e))));
  }

  /** The tab shown. */
  get current(): Tab {
    return this.shown;
  }

  /** Shows a tab; resolves to the material browser when that is the one shown. */
  async show(next: Tab): Promise<MaterialBrowser | null> {
    this.shown = next;
    for (const t of TABS) {
      this.elements[t].button.setAttribute('aria-selected', String(t === next));
      this.elements[t].view.hidden = t !== next;
    }
    // A link copied now opens the same view (the index, or the player).
    this.view.state.view = next === 'index' ? 'index' : 'player';
    if (next === 'index') this.index.show();
    else this.index.hide();
    if (next === 'effects') {
      this.view.start();
      return null;
    }
    this.view.stop();
    if (next === 'index') return null;
    this.materials ??= (async () => {
      const browser = mountMaterialBrowser(this.elements.materials.view, { withViewer: (task) => this.view.run(task) });
      // With no material opened, the demo materials show what the browser does.
      const rows = await browser.refresh();
      if (rows.length === 0) await browser.openDemo();
      return browser;
    })();
    return this.materials;
  }

  /** Files were opened: the material browser (once made) lists its materials again. */
  refreshMaterials(): void {
    if (this.materials) void this.materials.then((m) => m.refresh());
  }
}
