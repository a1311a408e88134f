// Embedding: the <fxr-preview> element loaded from the package module (dist/lib) in a page
// with three previews sharing one device, starting when scrolled into view and pausing when
// hidden; embed.html for iframes; the message (and poster) without WebGPU; headless
// rendering to PNG through the package's API; the package's TypeScript declarations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { GOLDENS, ROOT, checkGolden, launch, openPage, serveSite } from './harness.mjs';

let site;
before(async () => {
  site = await serveSite();
});
after(async () => site.close());

function drawnPixels(pixels) {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if (Math.abs(pixels[i] - 20) + Math.abs(pixels[i + 1] - 22) + Math.abs(pixels[i + 2] - 28) > 24) n++;
  return n;
}

test('a page with three previews renders all three on one device; previews start in view and pause when hidden', async () => {
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser, site.url + 'embed-demo.html');
    const counts = await page.evaluate(async () => {
      const previews = [...document.querySelectorAll('fxr-preview')];
      await Promise.all(previews.map((p) => p.ready));
      const out = [];
      for (const p of previews) {
        const pixels = await p.pixels(96, 96);
        let n = 0;
        for (let i = 0; i < pixels.length; i += 4) if (Math.abs(pixels[i] - 20) + Math.abs(pixels[i + 1] - 22) + Math.abs(pixels[i + 2] - 28) > 24) n++;
        out.push(n);
      }
      return out;
    });
    assert.equal(counts.length, 3);
    for (const [i, n] of counts.entries()) assert.ok(n > 30, `preview ${i} drew ${n} pixels`);
    assert.equal(await page.evaluate(() => globalThis.fxrViewDevices), 1);
    // Autoplaying previews play; the one without autoplay does not.
    await page.waitForFunction(() => document.getElementById('a').playing && document.getElementById('b').playing);
    assert.equal(await page.evaluate(() => document.getElementById('c').playing), false);
    // A preview far below the fold starts only when scrolled to, and pauses when scrolled away.
    await page.evaluate(() => {
      const far = document.createElement('fxr-preview');
      far.id = 'far';
      far.setAttribute('src', 'demo');
      far.setAttribute('effect', '1002');
      far.setAttribute('autoplay', '');
      far.style.marginTop = '3000px';
      document.body.append(far);
    });
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => document.getElementById('far').dataset.state), undefined);
    await page.evaluate(() => document.getElementById('far').scrollIntoView());
    await page.evaluate(() => document.getElementById('far').ready);
    await page.waitForFunction(() => document.getElementById('far').dataset.running === 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.getElementById('far').dataset.running === 'false');
    assert.equal(await page.evaluate(() => globalThis.fxrViewDevices), 1);
    await page.screenshot({ path: join(ROOT, 'pkg-tests/output/embed-demo.png') });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('embed.html shows one effect from its query string, with controls', async () => {
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser, site.url + 'embed.html?src=demo&effect=1001&time=0.5&seed=1');
    await page.evaluate(() => document.querySelector('fxr-preview').ready);
    const pixels = await page.evaluate(async () => Array.from(await document.querySelector('fxr-preview').pixels(128, 128)));
    assert.ok(drawnPixels(pixels) > 30);
    const bar = await page.evaluate(() => document.querySelector('fxr-preview').shadowRoot.querySelector('.bar')?.textContent);
    assert.match(bar, /Play|Pause/);
    const link = await page.evaluate(() => document.querySelector('fxr-preview').shadowRoot.querySelector('.bar a').href);
    assert.match(link, /index\.html#src=demo&effect=1001/);
    // A source that is not http(s) is refused with a message, not fetched.
    await page.goto(site.url + 'embed.html?src=file:///etc/passwd&effect=1');
    await page.waitForFunction(() => document.querySelector('fxr-preview')?.dataset.state === 'error');
    const message = await page.evaluate(() => document.querySelector('fxr-preview').shadowRoot.querySelector('.message').textContent);
    assert.match(message, /http\(s\)/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('without WebGPU an embed says so and shows its poster', async () => {
  const browser = await launch({ webgpu: false });
  try {
    const { page } = await openPage(browser, site.url + 'embed.html?src=demo&effect=1001&poster=' + encodeURIComponent(site.url + 'poster.png'));
    await page.waitForFunction(() => document.querySelector('fxr-preview')?.dataset.state === 'no-webgpu', null, { timeout: 60_000 });
    const shown = await page.evaluate(() => {
      const root = document.querySelector('fxr-preview').shadowRoot;
      return { text: root.querySelector('.message').textContent, poster: root.querySelector('.message img')?.getAttribute('src') };
    });
    assert.match(shown.text, /needs WebGPU/);
    assert.match(shown.poster, /poster\.png$/);
  } finally {
    await browser.close();
  }
});

test('the package renders an effect to PNG headlessly, as the native renderer does', async () => {
  const spec = JSON.parse(readFileSync(join(GOLDENS, 'effect_cases.json'), 'utf8'));
  const c = spec.cases.find((x) => x.name === 'demo_1001_multi_texture');
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser, site.url + 'embed-demo.html');
    const png = await page.evaluate(async (c) => {
      const lib = await import('./lib/fxr-view.js');
      const bytes = await lib.renderEffectPng({ src: 'demo', effect: c.effect, time: c.time, seed: c.seed, width: c.size[0], height: c.size[1] });
      return Array.from(bytes);
    }, c);
    const image = PNG.sync.read(Buffer.from(png));
    const [w, h] = c.size;
    checkGolden(c.name, w, h, image.data, { channel: (c.tolerance ?? spec.tolerance).channel, maxOutliers: Math.floor((w * h * (c.tolerance ?? spec.tolerance).max_outliers_percent) / 100) });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the package's TypeScript declarations type-check a consumer importing it by name", () => {
  execFileSync('npx', ['tsc', '-p', join(ROOT, 'pkg-tests/fixtures/tsconfig.json')], { cwd: ROOT, stdio: 'pipe' });
});
