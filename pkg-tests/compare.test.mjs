// The compare view in headless Chromium (WebGPU on SwiftShader): two effects side by side with
// time, camera and seed locked, the difference mode, the structural changes (the same the
// native `fxr-view diff` lists) each linking to its node, permalinks, and a local file on the
// compare side.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launch, openPage, openViewer, serveSite } from './harness.mjs';

const OUTPUT = join(ROOT, 'pkg-tests', 'output');
const DEMO = join(OUTPUT, 'compare-demo.ffxbnd.dcx');

let site;
let browser;
before(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  execFileSync('cargo', ['run', '--quiet', '--bin', 'fxr-view', '--', 'demo', '--out', DEMO], { cwd: ROOT });
  site = await serveSite({});
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const viewer = (hash) => openViewer(browser, site.url + hash);

/** Waits until the compare side has drawn the player's latest frame. */
async function settled(page) {
  await page.waitForFunction(() => (window.fxrView.compare()?.stats().frames ?? 0) > 0, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
}

test('two effects side by side: their changes as the native diff lists them, each linking to its node', async () => {
  const { page, errors } = await viewer('#src=demo&compare=demo&effect=1000&effect2=1002&time=1.5&seed=3');
  await settled(page);
  const stats = await page.evaluate(() => window.fxrView.compare().stats());
  assert.deepEqual(stats.effects, [1000, 1002]);
  const native = JSON.parse(execFileSync('cargo', ['run', '--quiet', '--bin', 'fxr-view', '--', 'diff', DEMO, '--effect', '1000', '--effect-b', '1002', '--json'], { cwd: ROOT, encoding: 'utf8' }));
  assert.deepEqual(stats.changes, native.changes);
  // A known difference: the emitter's interval (0.08 s against 0.03 s).
  const interval = stats.changes.find((c) => c.path === 'node 0 config[0] action[300 PeriodicEmitter].interval');
  assert.equal(interval?.kind, 'changed');
  assert.equal(await page.locator('#compare-changes li').count(), stats.changes.length);
  // A change inside a node shows that node in the inspector.
  await page.locator('#compare-changes li[data-path^="node 0 "] a').first().click();
  await page.waitForFunction(() => /node 0 of effect 1000/.test(document.querySelector('.actions')?.textContent ?? ''));
  // Two different effects differ pixel by pixel.
  await page.evaluate(() => window.fxrView.compare().setDifference(true));
  const differing = await page.evaluate(() => window.fxrView.compare().stats().differing);
  assert.ok(differing > 100, `only ${differing} pixels differ`);
  assert.match(await page.locator('#compare-diff-count').textContent(), /pixels differ/);
  // The link carries the compare side.
  const link = await page.evaluate(() => window.fxrView.permalink());
  assert.match(link, /compare=demo/);
  assert.match(link, /effect2=1002/);
  // ... and opens the same comparison.
  const other = await openPage(browser, link);
  await other.page.evaluate(() => window.fxrView.ready);
  await settled(other.page);
  const again = await other.page.evaluate(() => window.fxrView.compare().stats());
  assert.deepEqual([again.effects, again.changes], [stats.effects, stats.changes]);
  await other.page.close();
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
});

test('the same effect on both sides: no change, and no pixel differs at any time (time, camera and seed locked)', async () => {
  const { page, errors } = await viewer('#src=demo&compare=demo&effect=1001&time=0.8&seed=11');
  await settled(page);
  await page.evaluate(() => window.fxrView.compare().setDifference(true));
  let stats = await page.evaluate(() => window.fxrView.compare().stats());
  assert.deepEqual(stats.effects, [1001, 1001]);
  assert.deepEqual(stats.changes, []);
  assert.equal(await page.locator('#compare-changes').textContent(), 'the two effects are the same');
  assert.equal(stats.differing, 0);
  // Moving the player moves the compare side: still the same picture.
  await page.evaluate(() => window.fxrView.seek(1.7));
  await page.waitForFunction((n) => window.fxrView.compare().stats().frames > n, stats.frames, { timeout: 60_000 });
  await page.waitForTimeout(500);
  stats = await page.evaluate(() => window.fxrView.compare().stats());
  assert.equal(stats.differing, 0);
  assert.deepEqual(errors, []);
});

test('a local file on the compare side is asked for and checked, then compared', async () => {
  const sha256 = createHash('sha256').update(readFileSync(DEMO)).digest('hex');
  const { page, errors } = await openPage(browser, site.url + `#src=demo&effect=1003&compare=file&cfile=compare-demo.ffxbnd.dcx&csha256=${sha256}&time=1`);
  await page.waitForSelector('#ask-file');
  assert.match(await page.locator('#ask-file').textContent(), /compares with an effect from your file compare-demo\.ffxbnd\.dcx/);
  await page.locator('#ask-file input').setInputFiles(DEMO);
  await page.evaluate(() => window.fxrView.ready);
  await settled(page);
  const stats = await page.evaluate(() => window.fxrView.compare().stats());
  assert.deepEqual(stats.effects, [1003, 1003]);
  assert.deepEqual(stats.changes, []);
  assert.deepEqual(errors, []);
});

test('a bad compare source is refused with its field named', async () => {
  const { page } = await viewer('#src=demo&compare=javascript:alert(1)');
  assert.match(await page.locator('#banner').textContent(), /compare: .*http\(s\)/);
});

test('a compare side whose files lack the effect says so, and the player goes on', async () => {
  const { page, errors } = await viewer('#src=demo&compare=demo&effect=1000&effect2=4242&time=1');
  await page.waitForFunction(() => window.fxrView.compare()?.stats().problem !== null && window.fxrView.compare()?.stats().problem !== undefined, null, { timeout: 60_000 });
  assert.match(await page.evaluate(() => window.fxrView.compare().stats().problem), /the compare source has no effect 4242/);
  assert.match(await page.locator('#compare-label').textContent(), /no effect 4242/);
  // The player still draws its effect.
  assert.equal(await page.evaluate(() => window.fxrView.state().effect), 1000);
  const pixels = await page.evaluate(async () => Array.from(await window.fxrView.renderToPixels(1, 96, 96)));
  let drawn = 0;
  for (let i = 0; i < pixels.length; i += 4) if (Math.abs(pixels[i] - 20) > 12 || Math.abs(pixels[i + 1] - 22) > 12 || Math.abs(pixels[i + 2] - 28) > 12) drawn++;
  assert.ok(drawn > 50, `the player drew ${drawn} pixels`);
  assert.deepEqual(errors, []);
});
