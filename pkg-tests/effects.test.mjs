// Effects rendered in Chromium (WebGPU on SwiftShader) match the golden images the native
// test (crates/session/tests/render_effects.rs, lavapipe) compares with: the cases of
// tests/goldens/effect_cases.json.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDENS, ROOT, checkGolden, launch, openPage, serveSite } from './harness.mjs';

const SHARED = join(ROOT, '..', 'shared', 'testdata');
const spec = JSON.parse(readFileSync(join(GOLDENS, 'effect_cases.json'), 'utf8'));

let site;
before(async () => {
  const extra = {};
  for (const c of spec.cases) {
    if (c.source.startsWith('shared:')) {
      const path = c.source.slice('shared:'.length);
      extra[`/testdata/${path}`] = join(SHARED, path);
    }
  }
  site = await serveSite(extra);
});
after(async () => site.close());

test('effects render in the browser as natively', async (t) => {
  const cases = spec.cases.filter((c) => !c.source.startsWith('shared:') || existsSync(SHARED));
  if (cases.length === 0) {
    t.skip('../shared/testdata is absent');
    return;
  }
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser, site.url + '#still');
    await page.evaluate(() => window.fxrView.ready);
    for (const c of cases) {
      const pixels = await page.evaluate(async (c) => {
        const source = c.source.startsWith('shared:') ? `/testdata/${c.source.slice(7)}` : null;
        return window.fxrView.withViewer(async (viewer) => {
          // The native test's settings: default background, no grid, exposure 1, the default soft curve.
          viewer.setView({ background: [20, 22, 28, 255], grid: false, exposure: 1, curve: 'soft' });
          if (source) {
            const bytes = new Uint8Array(await (await fetch(source)).arrayBuffer());
            viewer.open(c.source, bytes);
          } else {
            viewer.openDemo();
          }
          const out = await viewer.renderEffectToPixels(c.effect, c.time, c.seed, c.size[0], c.size[1], true);
          return Array.from(out);
        });
      }, c);
      const [w, h] = c.size;
      assert.equal(pixels.length, w * h * 4, c.name);
      checkGolden(c.name, w, h, pixels, {
        channel: (c.tolerance ?? spec.tolerance).channel,
        maxOutliers: Math.floor((w * h * (c.tolerance ?? spec.tolerance).max_outliers_percent) / 100),
      });
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
