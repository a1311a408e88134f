// The inspector's curves, states and external values in headless Chromium (WebGPU on
// SwiftShader): a demo property's plot marks the file's keyframes and reads values under the
// pointer; demo 1009's states are listed with the active one following the time; its time of
// day (external value 2) changes the pixels, travels in a permalink, and a bad value is refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openViewer, serveSite } from './harness.mjs';

let site;
let browser;
before(async () => {
  site = await serveSite();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const viewer = (hash) => openViewer(browser, site.url + hash);

const pixelsAt = (page, time, size = 160) => page.evaluate(async ([t, s]) => Array.from(await window.fxrView.renderToPixels(t, s, s)), [time, size]);

function differing(a, b) {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 6) n++;
  return n;
}

test('curve plots mark the file keyframes and read a value on hover', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1011&time=1.5&seed=1');
  // Effect 1011's rings: sizeX = linear [(0 s, 0.4), (2.4 s, 1.0)] over particle age (crates/demo/src/effects.rs).
  const plot = page.locator('svg.curve[data-property="sizeX"]').first();
  await plot.waitFor();
  const keys = JSON.parse(await plot.getAttribute('data-keys'));
  assert.equal(keys.length, 1);
  // The file's f32 values, written by serde_json in their shortest form.
  assert.deepEqual(keys[0].map(([t, v]) => [+t.toFixed(6), +v.toFixed(6)]), [[0, 0.4], [2.4, 1]]);
  const markers = await plot.locator('circle.curve-key:not(.repeat)').evaluateAll((cs) => cs.map((c) => [Number(c.dataset.t), Number(c.dataset.v)]));
  assert.deepEqual(markers, keys[0]);
  assert.equal(await plot.getAttribute('data-argument'), 'ParticleAge');
  const figure = plot.locator('xpath=..');
  assert.match(await figure.locator('.curve-playhead-note').textContent(), /each particle has its own age/);

  // Hovering the middle reads the value there: on the line through the two keys.
  await plot.hover();
  const tip = figure.locator('.curve-tip');
  await tip.waitFor({ state: 'visible' });
  assert.match(await tip.textContent(), /^particle age [\d.]+: [\d.]+$/);
  const x = Number(await tip.getAttribute('data-x'));
  const [value] = JSON.parse(await tip.getAttribute('data-value'));
  assert.ok(x > 0.5 && x < 1.9, `hovered at ${x}`);
  assert.ok(Math.abs(value - (0.4 + (0.6 * x) / 2.4)) < 1e-5, `${value} at ${x}`);

  // A colour is drawn as a ramp too; a curve of time has the playhead.
  assert.ok((await page.locator('svg.curve[data-property="color1"]').count()) > 0);
  assert.ok((await page.locator('.curve-plot .curve-ramp').count()) > 0);
  assert.ok((await page.locator('svg.curve[data-argument="ActiveTime"][data-playhead]').count()) > 0);
  assert.deepEqual(errors, []);
});

test('states are listed with their conditions and the active one follows the time', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1009&time=1&seed=1');
  const states = page.locator('#states li[data-state]');
  await page.waitForFunction(() => document.querySelectorAll('#states li[data-state]').length === 2 && document.getElementById('states').dataset.active === '0');
  assert.equal(await states.count(), 2);
  // 1009: each state moves to the other after 2 s, and ends the effect on Terminate.
  assert.match(await states.nth(0).textContent(), /to state 1 when not \(2 > state time\)/);
  assert.match(await states.nth(1).textContent(), /to state 0 when not \(2 > state time\)/);
  assert.match(await states.nth(0).textContent(), /end the effect when not \(1 > external value/);
  assert.equal(await page.locator('#states li.active').getAttribute('data-state'), '0');
  await page.evaluate(() => window.fxrView.seek(3));
  await page.waitForFunction(() => document.getElementById('states').dataset.active === '1');
  assert.equal(await page.locator('#states li.active').getAttribute('data-state'), '1');
  await page.evaluate(() => window.fxrView.seek(4.5));
  await page.waitForFunction(() => document.getElementById('states').dataset.active === '0');
  assert.deepEqual(errors, []);
});

test('external value 2 changes the pixels and travels in a permalink; a bad ext= is refused', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1009&time=1&seed=1');
  const input = page.locator('#externals input[data-id="2"]');
  await input.waitFor();
  assert.equal(await input.inputValue(), '0');
  assert.match(await page.locator('#externals').textContent(), /default 0/);
  const night = await pixelsAt(page, 1);
  await input.fill('12');
  await input.dispatchEvent('change');
  await page.waitForFunction(() => JSON.stringify(window.fxrView.state().externals) === '[[2,12]]');
  const noon = await pixelsAt(page, 1);
  assert.ok(differing(night, noon) > 20, `only ${differing(night, noon)} pixels changed`);

  const link = await page.evaluate(() => window.fxrView.permalink());
  assert.match(link, /&ext=2%3A12(&|$)/);
  const other = await browser.newPage();
  await other.goto(link);
  await other.evaluate(() => window.fxrView.ready);
  assert.deepEqual(await other.evaluate(() => window.fxrView.state().externals), [[2, 12]]);
  assert.equal(differing(noon, await pixelsAt(other, 1)), 0, 'the link gave other pixels');
  await other.close();

  for (const ext of ['2:abc', '2:1,2:3', 'x:1', '2:1e9']) {
    const bad = await browser.newPage();
    await bad.goto(`${site.url}#src=demo&effect=1009&ext=${ext}`);
    await bad.evaluate(() => window.fxrView.ready);
    assert.match(await bad.locator('#banner').textContent(), /ext=/);
    await bad.close();
  }
  assert.deepEqual(errors, []);
});

test('sounds are listed and marked on the time slider; levels of detail are shown and can be forced', async () => {
  // Demo 1020: a sound (75, id 520000) when the embers' node activates at 1 s; a
  // levels-of-detail node showing child 0 within 8 m of the camera (crates/demo/src/effects.rs).
  const { page, errors } = await viewer('#src=demo&effect=1020&time=2&seed=1');
  const sound = page.locator('#sounds li[data-sound="520000"]');
  await sound.waitFor();
  assert.equal(await sound.count(), 1);
  assert.match(await sound.textContent(), /^1\.0\d* s · sound 520000 · node 2 · NodeSound \(75\)/);
  const marks = await page.locator('#sound-marks option').evaluateAll((os) => os.map((o) => Number(o.value)));
  assert.equal(marks.length, 1);
  assert.ok(Math.abs(marks[0] - 1) < 0.05, `mark at ${marks[0]}`);
  // Before the sound fires it is not listed.
  await page.evaluate(() => window.fxrView.seek(0.5));
  await page.waitForFunction(() => document.querySelectorAll('#sounds li').length === 0);

  const level = page.locator('#levels-of-detail li[data-lod="0"]');
  await level.waitFor();
  assert.match(await level.textContent(), /shows child 0 at [\d.]+ m; thresholds 0 m, 8 m, 1000 m/);
  const shown = await pixelsAt(page, 0.5);
  await page.selectOption('#lod-level', '1');
  await page.waitForFunction(() => /child 1 .*\(forced\)/.test(document.querySelector('#levels-of-detail li')?.textContent ?? ''));
  const forced = await pixelsAt(page, 0.5);
  assert.ok(differing(shown, forced) > 20, `only ${differing(shown, forced)} pixels changed`);
  await page.selectOption('#lod-level', '');
  await page.waitForFunction(() => /shows child 0/.test(document.querySelector('#levels-of-detail li')?.textContent ?? ''));
  assert.deepEqual(errors, []);
});
