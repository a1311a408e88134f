// The five "at a glance" views on a real file (../shared/testdata/er/f000523390.fxr, an
// Elden Ring effect; skipped, saying so, when it is absent), each opened by its permalink:
// the visual index, the compare view, the curve plots, the states and external values, and
// the inspector's "what changed".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launch, openViewer, serveSite } from './harness.mjs';

const REAL = join(ROOT, '..', 'shared', 'testdata', 'er', 'f000523390.fxr');
const ID = 523390;

let site;
let browser;
let source;
before(async () => {
  if (!existsSync(REAL)) return;
  site = await serveSite({ '/testdata/f000523390.fxr': REAL });
  source = encodeURIComponent(new URL("/testdata/f000523390.fxr", site.url).href);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function viewer(hash) {
  const { page, errors } = await openViewer(browser, site.url + hash);
  page.setDefaultTimeout(120_000);
  return { page, errors };
}

test('the visual index, compare, curves, states and what changed work on a real file', async (t) => {
  if (!existsSync(REAL)) {
    t.skip('../shared/testdata is absent');
    return;
  }
  // The index: its one effect as a drawn thumbnail.
  {
    const { page, errors } = await viewer(`#src=${source}&view=index`);
    await page.waitForFunction(() => window.fxrView.index.stats().rendered >= 1);
    assert.deepEqual(await page.evaluate(() => window.fxrView.index.ids()), [ID]);
    assert.deepEqual(errors, []);
    await page.close();
  }
  // Compare: the file against itself; no change and no differing pixel.
  {
    const { page, errors } = await viewer(`#src=${source}&compare=${source}&effect=${ID}&time=1.5&seed=1`);
    await page.waitForFunction(() => (window.fxrView.compare()?.stats().frames ?? 0) > 0);
    await page.evaluate(() => window.fxrView.compare().setDifference(true));
    const stats = await page.evaluate(() => window.fxrView.compare().stats());
    assert.deepEqual(stats.effects, [ID, ID]);
    assert.deepEqual(stats.changes, []);
    assert.equal(stats.differing, 0);
    assert.deepEqual(errors, []);
    await page.close();
  }
  // The player's inspector: curve plots, the states, the external values, what changed.
  {
    const { page, errors } = await viewer(`#src=${source}&effect=${ID}&time=0.5&seed=1`);
    // Every action's properties are plotted (the non-appearance actions' plots sit in closed
    // details): some are shown.
    await page.locator('svg.curve').first().waitFor({ state: 'attached' });
    assert.ok((await page.locator('svg.curve').count()) > 3);
    assert.ok((await page.locator('svg.curve:visible').count()) > 0);
    await page.waitForFunction(() => document.querySelectorAll('#states li[data-state]').length >= 1);
    // The sample ends on Terminate (external value 0): it is listed as an input.
    assert.match(await page.locator('#externals').textContent(), /#0/);
    // What changed: this effect's constants hold still from 0.5 s to 1.5 s (its draws' values
    // are constants, as `fxr-view draws` gives them at both times), so nothing is marked.
    // The inspector fills once the first frame is drawn (this effect's first frame also
    // compiles the GPU particles' programs).
    await page.waitForFunction(() => document.querySelectorAll('section[data-buffer="PSCommonBuffer"] input').length > 10);
    const before = await page.locator('section[data-buffer="PSCommonBuffer"] input').evaluateAll((cells) => cells.map((c) => c.value));
    await page.evaluate(() => window.fxrView.seek(1.5));
    await page.waitForFunction(() => document.querySelector('#stats')?.textContent !== '' && window.fxrView.state().time === 1.5);
    await page.waitForTimeout(1500);
    const after = await page.locator('section[data-buffer="PSCommonBuffer"] input').evaluateAll((cells) => cells.map((c) => c.value));
    assert.deepEqual(after, before);
    assert.equal(await page.locator('section[data-buffer="PSCommonBuffer"] td.changed').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
