// The foundation: the wasm package loads in headless Chromium, renders the test scene with
// WebGPU on SwiftShader, and matches the golden image the native (lavapipe) test uses.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { checkGolden, launch, openPage, serveSite } from './harness.mjs';

// The same tolerance as crates/gpu/tests/render_test_scene.rs.
const TOLERANCE = { channel: 2, maxOutliers: (256 * 256) / 100 };

let site;
before(async () => {
  site = await serveSite();
});
after(async () => {
  await site.close();
});

test('the test scene renders in WebGPU and matches the golden image', async () => {
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser, site.url + '?scene=test');
    await page.evaluate(() => window.fxrView.ready);
    assert.equal(await page.evaluate(() => window.fxrView.backend()), 'webgpu');
    const pixels = await page.evaluate(async () => Array.from(await window.fxrView.renderToPixels(0.5, 256, 256)));
    assert.equal(pixels.length, 256 * 256 * 4);
    checkGolden('render_test', 256, 256, pixels, TOLERANCE);
    // The canvas shows it too: a screenshot of the page is not blank.
    const shot = await page.locator('#view').screenshot();
    assert.ok(shot.length > 1000);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('without WebGPU the page says so and falls back to WebGL2', async () => {
  const browser = await launch({ webgpu: false });
  try {
    const { page, errors } = await openPage(browser, site.url + '?scene=test');
    await page.evaluate(() => window.fxrView.ready);
    assert.equal(await page.evaluate(() => window.fxrView.backend()), 'webgl2');
    const banner = await page.locator('#banner').textContent();
    assert.match(banner, /WebGPU is unavailable/);
    assert.match(banner, /WebGL2/);
    // The fallback draws the same picture.
    const pixels = await page.evaluate(async () => Array.from(await window.fxrView.renderToPixels(0.5, 256, 256)));
    checkGolden('render_test', 256, 256, pixels, TOLERANCE);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('with neither WebGPU nor WebGL2 the page shows a clear message, not a blank canvas', async () => {
  const browser = await launch({ webgpu: false, webgl: false });
  try {
    const { page, errors } = await openPage(browser, site.url + '?scene=test');
    await page.waitForSelector('#banner.error');
    const banner = await page.locator('#banner').textContent();
    assert.match(banner, /cannot draw here/);
    assert.match(banner, /WebGPU is unavailable/);
    assert.ok(!errors.some((e) => e.startsWith('pageerror')), errors.join('\n'));
  } finally {
    await browser.close();
  }
});
