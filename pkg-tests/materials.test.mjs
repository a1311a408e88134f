// The material browser in headless Chromium (WebGPU on SwiftShader): the viewer's material
// API on the demo materials and on a real Sekiro MTD binder (skipped with a message when
// ../shared/testdata is absent), the previews drawn (water and detail, non-empty, against the
// goldens the native tests use), and the browser component on its own page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDENS, ROOT, checkGolden, launch, openPage, serveSite } from './harness.mjs';

const MTDBND = join(ROOT, '..', 'shared', 'testdata', 'sdt', 'allmaterialbnd.mtdbnd');
const CASES = JSON.parse(readFileSync(join(GOLDENS, 'material_cases.json'), 'utf8'));

let site;
let browser;
before(async () => {
  site = await serveSite(existsSync(MTDBND) ? { '/testdata/allmaterialbnd.mtdbnd': MTDBND } : {});
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** The viewer page, ready, with the demo materials opened. */
async function viewerWithDemo() {
  const { page, errors } = await openPage(browser, site.url);
  await page.evaluate(() => window.fxrView.ready);
  const summary = await page.evaluate(() => window.fxrView.withViewer((v) => v.openDemoMaterials()));
  assert.equal(summary.materials, 3);
  return { page, errors };
}

/** Pixels with some colour (a channel above 24). */
function coloured(pixels) {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > 24 || pixels[i + 1] > 24 || pixels[i + 2] > 24) n++;
  return n;
}

test('the viewer lists, filters and shows the demo materials with stored and bound values', async () => {
  const { page, errors } = await viewerWithDemo();
  const all = await page.evaluate(() => window.fxrView.withViewer((v) => v.materials()));
  assert.deepEqual(all.map((m) => m.family), ['M[PlacidLake]', 'C[DetailBlend]', 'C[Fur]']);
  const water = await page.evaluate(() => window.fxrView.withViewer((v) => v.materials({ params: ['g_GXFT_WaterInteraction=true'] })));
  assert.deepEqual(water.map((m) => m.name), ['m10_00_demo_Lake.matbin']);
  const detail = await page.evaluate(() => window.fxrView.withViewer((v) => v.materials({ family: 'detailblend' })));
  assert.equal(detail.length, 1);

  const lake = await page.evaluate(() => window.fxrView.withViewer((v) => v.material('m10_00_demo_Lake')));
  assert.equal(lake.preview.kind, 'water');
  assert.equal(lake.lanes[0], 'lit');
  const colour = lake.params.find((p) => p.name === 'M_PlacidLake__snp_0_color_2');
  assert.equal(colour.stored.length, 5);
  // seeds 002: (0.506, 0.900, 1, 1, 8) is bound as (1.786, 6.347, 8).
  colour.bound.forEach((b, i) => assert.ok(Math.abs(b - [1.786, 6.347, 8][i]) < 0.003, `${colour.bound}`));

  const fur = await page.evaluate(() => window.fxrView.withViewer((v) => v.material('c_demo_Fur.matbin')));
  assert.equal(fur.preview.kind, 'none');
  assert.deepEqual(fur.lanes, []);
  const refused = await page.evaluate(() =>
    window.fxrView.withViewer(async (v) => {
      try {
        await v.renderMaterialToPixels('c_demo_Fur.matbin', 'lit', 32, 32);
        return 'drawn';
      } catch (e) {
        return String(e.message ?? e);
      }
    }),
  );
  assert.match(refused, /no preview program/);
  const badFilter = await page.evaluate(() =>
    window.fxrView.withViewer((v) => {
      try {
        v.materials({ params: ['novalue'] });
        return 'accepted';
      } catch (e) {
        return String(e.message ?? e);
      }
    }),
  );
  assert.match(badFilter, /NAME=VALUE/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('water and detail previews draw in the browser and match the native goldens', async () => {
  const { page, errors } = await viewerWithDemo();
  const failures = [];
  for (const c of CASES.cases) {
    // A case's own tolerance replaces the file's (as in crates/gpu/tests/conformance_materials.rs).
    const { channel, max_outliers_percent } = c.tolerance ?? CASES.tolerance;
    const pixels = await page.evaluate(
      ([name, lane, w, h, t]) => window.fxrView.withViewer(async (v) => Array.from(await v.renderMaterialToPixels(name, lane, w, h, t))),
      [c.material, c.lane, c.width, c.height, c.time],
    );
    assert.equal(pixels.length, c.width * c.height * 4);
    assert.ok(coloured(pixels) > (c.width * c.height) / 4, `${c.name}: a picture, not a blank`);
    try {
      checkGolden(c.name, c.width, c.height, pixels, { channel, maxOutliers: Math.floor((c.width * c.height * max_outliers_percent) / 100) });
    } catch (e) {
      failures.push(e.message);
    }
  }
  assert.deepEqual(failures, []);
  // Every lane of both previews draws.
  for (const name of ['m10_00_demo_Lake.matbin', 'c_demo_DetailBlend.matbin']) {
    const lanes = await page.evaluate((n) => window.fxrView.withViewer((v) => v.material(n).lanes), name);
    for (const lane of lanes) {
      const n = await page.evaluate(([m, l]) => window.fxrView.withViewer(async (v) => (await v.renderMaterialToPixels(m, l, 48, 48)).length), [name, lane]);
      assert.equal(n, 48 * 48 * 4, `${name} ${lane}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a real Sekiro MTD binder lists and opens', { skip: !existsSync(MTDBND) && `skipped: ${MTDBND} is absent` }, async () => {
  const { page, errors } = await openPage(browser, site.url);
  await page.evaluate(() => window.fxrView.ready);
  const result = await page.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch('testdata/allmaterialbnd.mtdbnd')).arrayBuffer());
    return window.fxrView.withViewer((v) => {
      const summary = v.open('allmaterialbnd.mtdbnd', bytes);
      const rows = v.materials({ name: '.mtd' });
      const opened = rows.map((r) => v.material(String(r.index)));
      return { summary, rows, opened };
    });
  });
  assert.equal(result.summary.materials, 33);
  assert.equal(result.rows.length, 33);
  assert.ok(result.opened.every((m) => m.format === 'MTD' && m.params.length > 0 && m.samplers.length > 0));
  const detail3 = result.opened.find((m) => m.name === 'C[AMSN]_Detail3Blend.mtd');
  assert.equal(detail3.family, 'Character_Detail3Blend');
  assert.equal(detail3.preview.kind, 'none');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the material browser: filter, details with stored and bound values, a preview with lanes', async () => {
  const { page, errors } = await openPage(browser, `${site.url}materials.html`);
  await page.evaluate(() => window.fxrMaterials.ready);
  const rows = await page.evaluate(async () => (await window.fxrMaterials.ready).openDemo());
  assert.equal(rows.length, 3);
  assert.equal(await page.locator('.mb-list button[role=option]').count(), 3);
  const filtered = await page.evaluate(async () => (await window.fxrMaterials.ready).setFilter({ params: ['g_GXFT_WaterInteraction=true'] }));
  assert.equal(filtered.length, 1);
  assert.equal(await page.locator('.mb-list button[role=option]').count(), 1);

  await page.evaluate(async () => (await window.fxrMaterials.ready).select('m10_00_demo_Lake.matbin'));
  const row = page.locator('.mb-details tr', { hasText: 'M_PlacidLake__snp_0_color_2' });
  assert.match(await row.textContent(), /\(0\.506, 0\.9, 1, 1, 8\).*\(1\.78\d, 6\.34\d, 8\)/);
  const preview = await page.evaluate(async () => {
    const p = (await window.fxrMaterials.ready).lastPreview();
    return { lane: p.lane, pixels: Array.from(p.pixels) };
  });
  assert.equal(preview.lane, 'lit');
  assert.ok(coloured(preview.pixels) > 256 * 64);
  // The canvas shows what was drawn.
  const canvasPixels = await page.evaluate(() => {
    const c = document.querySelector('.mb-preview canvas');
    return Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data);
  });
  assert.ok(coloured(canvasPixels) > 256 * 64);
  const lanes = await page.locator('.mb-preview select option').allTextContents();
  assert.deepEqual(lanes, ['lit', 'absorption', 'transmission', 'body', 'alpha', 'caustics', 'normal']);

  // Another lane through the selector.
  await page.selectOption('.mb-preview select', 'normal');
  await page.waitForFunction(async () => (await window.fxrMaterials.ready).lastPreview()?.lane === 'normal');

  // The detail material, then one without a preview, which says so.
  await page.evaluate(async () => (await window.fxrMaterials.ready).setFilter({}));
  await page.evaluate(async () => (await window.fxrMaterials.ready).select('c_demo_DetailBlend.matbin', 'albedo'));
  assert.equal(await page.evaluate(async () => (await window.fxrMaterials.ready).lastPreview().lane), 'albedo');
  await page.evaluate(async () => (await window.fxrMaterials.ready).select('c_demo_Fur.matbin'));
  assert.match(await page.locator('.mb-details').textContent(), /No preview: no preview program for the family C\[Fur\]/);
  assert.equal(await page.locator('.mb-preview canvas').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the previews draw on WebGL2 too (no WebGPU)', async () => {
  const gl = await launch({ webgpu: false });
  try {
    const { page, errors } = await openPage(gl, site.url);
    await page.evaluate(() => window.fxrView.ready);
    assert.equal(await page.evaluate(() => window.fxrView.backend()), 'webgl2');
    await page.evaluate(() => window.fxrView.withViewer((v) => v.openDemoMaterials()));
    for (const [name, lane] of [['m10_00_demo_Lake.matbin', 'lit'], ['m10_00_demo_Lake.matbin', 'absorption'], ['c_demo_DetailBlend.matbin', 'lit'], ['c_demo_DetailBlend.matbin', 'normal']]) {
      const pixels = await page.evaluate(([m, l]) => window.fxrView.withViewer(async (v) => Array.from(await v.renderMaterialToPixels(m, l, 64, 64, 1.5))), [name, lane]);
      assert.ok(coloured(pixels) > 64 * 16, `${name} ${lane} on WebGL2`);
    }
    // Only the material programs are this test's business (the effect renderer's own WebGL2
    // messages are the viewer tests').
    const ours = errors.filter((e) => /label = '(water|detail|lanes)|water|detail\.wgsl|lanes\.wgsl/.test(e) && !/'grid'|Billboard/.test(e));
    assert.deepEqual(ours, []);
    await page.close();
  } finally {
    await gl.close();
  }
});

test("the viewer page's Materials tab shows the browser (the demo materials when none is open)", async () => {
  const { page, errors } = await openPage(browser, `${site.url}#src=demo&effect=1000&time=1`);
  await page.evaluate(() => window.fxrView.ready);
  await page.click('#tab-materials');
  await page.waitForFunction(() => document.querySelectorAll('#materials-view .mb-list button[role=option]').length === 3);
  assert.equal(await page.locator('#effects-view').isHidden(), true);
  const lane = await page.evaluate(async () => {
    const b = await window.fxrView.materials();
    await b.select('m10_00_demo_Lake.matbin');
    return b.lastPreview()?.lane;
  });
  assert.equal(lane, 'lit');
  await page.screenshot({ path: join(ROOT, 'pkg-tests/output/viewer-materials.png') });
  await page.click('#tab-effects');
  assert.equal(await page.locator('#effects-view').isVisible(), true);
  assert.deepEqual(errors, []);
  await page.close();
});
