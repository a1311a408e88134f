// Editing a curve by its keys and changing the whole effect, in headless Chromium (WebGPU on
// SwiftShader). A key dragged in the plot changes the frame and the edit holds the new keys;
// undo gives the pixels back bit for bit; a key added where the curve passes and the same
// curve made Hermite (slopes following the straight segments) draw what the Linear curve
// drew; the key table edits a key's value. Recolour, scale and rate of time each change the
// frame, keep time and camera, compare with the original, and undo bit for bit; on a real
// Elden Ring file (../shared/corpus/er, skipped when absent) a recolour changes colours and
// nothing else of the file's length.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, differingPixels as differing, firstValue, launch, openViewer, serveSite, statePixels } from './harness.mjs';

const REAL = join(ROOT, '..', 'shared', 'corpus', 'er', 'f000004470.fxr');
const W = 256;
const H = 192;
const LINK = '#src=demo&effect=1001&time=1&seed=1';
const WIDTH = 'node 0 config[0] action[604 MultiTextureBillboardEx].width';

let site;
let browser;
before(async () => {
  site = await serveSite(existsSync(REAL) ? { '/corpus/f000004470.fxr': REAL } : {});
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const pixels = (page) => statePixels(page, W, H);

/** Keys with their f32 digits rounded away. */
const rounded = (keys) => keys.map((list) => list.map(([t, v]) => [+t.toFixed(5), +v.toFixed(5)]));

/** Moves a slider of the across-effect panel to `value` and lets go (its change event). */
const slide = (page, label, value) =>
  page.locator(`#edit-across input[aria-label="${label}"]`).evaluate((el, v) => {
    el.value = v;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);

const edits = (page) => page.evaluate(() => window.fxrView.editing.list());
const waitEdits = (page, n) => page.waitForFunction((k) => window.fxrView.editing.list().length === k, n);
/** The width plot of the circle (its action is open: an appearance). */
const plot = (page) => page.locator(`details[data-action="${WIDTH.slice(0, WIDTH.lastIndexOf('.'))}"] svg.curve[data-property="width"]`).first();

test('a key dragged in the plot changes the frame; undo restores it bit for bit; add, remove, interpolation, key table', async () => {
  const { page, errors } = await openViewer(browser, site.url + LINK);
  const before = await pixels(page);
  const svg = plot(page);
  await svg.waitFor();
  assert.deepEqual(rounded(JSON.parse(await svg.getAttribute('data-keys'))), [[[0, 0.8], [2.4, 2]]]);
  // Drag the second key straight up by 25 pixels: the value grows, the time stays about 2.4.
  const key = svg.locator('circle.curve-key:not(.repeat)[data-key="1"]');
  await svg.scrollIntoViewIfNeeded();
  const box = await key.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 12);
  await page.mouse.move(x, y - 25);
  await page.mouse.up();
  await waitEdits(page, 1);
  const [dragged] = await edits(page);
  const m = dragged.match(/^(.*)=linear 0:0\.8 ([\d.]+):([\d.]+)$/);
  assert.ok(m, dragged);
  assert.equal(m[1], WIDTH);
  assert.ok(Math.abs(Number(m[2]) - 2.4) < 0.05 && Number(m[3]) > 2.2, dragged);
  const edited = await pixels(page);
  assert.ok(differing(before, edited) > 200, `the drag changed only ${differing(before, edited)} pixels`);
  assert.equal(await page.evaluate(() => window.fxrView.state().time), 1);
  // The plot shows the new keys, and is marked edited.
  const shown = page.locator('figure.curve-plot.edited svg.curve[data-property="width"]');
  await shown.waitFor();
  assert.deepEqual(rounded(JSON.parse(await shown.getAttribute('data-keys'))), rounded([[[0, 0.8], [Number(m[2]), Number(m[3])]]]));
  // Undo: the original pixels, bit for bit.
  await page.evaluate(() => window.fxrView.editing.undo());
  await waitEdits(page, 0);
  assert.deepEqual(await pixels(page), before);
  // Double-click halfway along: a key where the curve passes (the frame barely changes), then removed again by a right-click.
  await plot(page).dblclick({ position: { x: 150, y: 10 } });
  await waitEdits(page, 1);
  const added = (await edits(page))[0];
  assert.match(added, /=linear 0:0\.8 [\d.]+:[\d.]+ 2\.4:2$/);
  const [, t, v] = added.match(/0\.8 ([\d.]+):([\d.]+) 2\.4/).map(Number);
  assert.ok(Math.abs(v - (0.8 + (1.2 * t) / 2.4)) < 1e-3, `the key added at ${t} is on the line: ${v}`);
  assert.ok(differing(before, await pixels(page)) < 20, 'a key added on the curve leaves the frame as it was');
  await plot(page).locator('circle.curve-key:not(.repeat)[data-key="1"]').click({ button: 'right' });
  await page.waitForFunction((w) => window.fxrView.editing.list()[0] === `${w}=linear 0:0.8 2.4:2`, WIDTH);
  // The same curve made Hermite: its slopes follow the straight segments, so it draws the same.
  const cell = page.locator(`td[data-edit-path="${WIDTH}"]`);
  await cell.locator('select.edit-interpolation').selectOption('Hermite');
  await page.waitForFunction(() => window.fxrView.editing.list()[0]?.includes('=hermite'));
  const hermite = (await edits(page))[0].match(/=hermite 0:0\.8;([\d.]+);0 2\.4:2;0;([\d.]+)$/);
  assert.ok(hermite && Math.abs(hermite[1] - 1.2) < 1e-6 && Math.abs(hermite[2] - 1.2) < 1e-6, (await edits(page))[0]);
  assert.ok(differing(before, await pixels(page)) < 20, 'Hermite with the segments’ slopes draws as Linear');
  // The key table: the first key's value typed.
  const first = cell.locator('input[aria-label="key 1 value 0"]');
  await first.fill('2.5');
  await first.press('Enter');
  await page.waitForFunction(() => /=hermite 0:2\.5;/.test(window.fxrView.editing.list()[0]));
  assert.ok(differing(before, await pixels(page)) > 200);
  // A steep outgoing slope, then a key added halfway: the Hermite segment is split exactly, so the frame stays.
  const slope = cell.locator('input[aria-label="key 1 outgoing slope 0"]');
  await slope.fill('4');
  await slope.press('Enter');
  await page.waitForFunction(() => /=hermite 0:2\.5;4;/.test(window.fxrView.editing.list()[0]));
  const curved = await pixels(page);
  await plot(page).scrollIntoViewIfNeeded();
  await plot(page).dblclick({ position: { x: 120, y: 10 } });
  await page.waitForFunction(() => window.fxrView.editing.list()[0].split('=')[1].split(' ').length === 4);
  assert.ok(differing(curved, await pixels(page)) < 20, `splitting a Hermite segment changed ${differing(curved, await pixels(page))} pixels`);
  // Two quick right-clicks on a drawing older than the first removal remove the two keys clicked.
  await plot(page).dblclick({ position: { x: 220, y: 10 } });
  await page.waitForFunction(() => JSON.parse(document.querySelector('svg.curve[data-property="width"]')?.dataset.keys ?? '[[]]')[0].length === 4);
  const times = await plot(page).evaluate((svg) => {
    const keys = [...svg.querySelectorAll('circle.curve-key:not(.repeat)')].filter((c) => c.dataset.key === '1' || c.dataset.key === '2');
    for (const k of keys) k.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    return JSON.parse(svg.dataset.keys)[0].map(([t]) => t);
  });
  await page.waitForFunction(() => window.fxrView.editing.list()[0].split('=')[1].split(' ').length === 3);
  const left = (await edits(page))[0].split('=')[1].split(' ').slice(1).map((k) => Number(k.split(':')[0]));
  assert.deepEqual(left.map((t) => +t.toFixed(4)), [times[0], times[3]].map((t) => +t.toFixed(4)));
  assert.deepEqual(errors, []);
  await page.close();
});

test('recolour, scale and rate of time across the effect: each changes the frame at once, compares with the original, and undoes bit for bit', async () => {
  const { page, errors } = await openViewer(browser, site.url + LINK);
  const before = await pixels(page);
  const camera = await page.evaluate(() => window.fxrView.state().camera);
  await page.click('#edit-across > summary');
  // Hue: the slider's change writes one edit line.
  await slide(page, 'hue shift (°)', '120');
  await waitEdits(page, 1);
  assert.deepEqual(await edits(page), ['effect recolor=hue=120']);
  const hued = await pixels(page);
  assert.ok(differing(before, hued) > 500, `the recolour changed ${differing(before, hued)} pixels`);
  // Compare with the original: the colour changes are listed as structural changes.
  await page.click('#edit-compare');
  await page.waitForFunction(() => (window.fxrView.compare()?.stats().frames ?? 0) > 0, null, { timeout: 60_000 });
  const changes = await page.evaluate(() => window.fxrView.compare().stats().changes.map((c) => c.path));
  assert.ok(changes.length > 3 && changes.some((p) => /color/i.test(p)), JSON.stringify(changes));
  await page.click('#edit-compare');
  await page.waitForFunction(() => window.fxrView.compare() === null);
  // Scale 2 and time 2, each one more line.
  await page.locator('#edit-across input[aria-label="scale"]').fill('2');
  await page.locator('#edit-across input[aria-label="scale"]').press('Enter');
  await waitEdits(page, 2);
  const scaled = await pixels(page);
  assert.ok(differing(hued, scaled) > 500);
  await page.locator('#edit-across input[aria-label="time scale"]').fill('2');
  await page.locator('#edit-across input[aria-label="time scale"]').press('Enter');
  await waitEdits(page, 3);
  assert.deepEqual(await edits(page), ['effect recolor=hue=120', 'effect scale=2', 'effect time-scale=2']);
  assert.ok(differing(scaled, await pixels(page)) > 200);
  const state = await page.evaluate(() => window.fxrView.state());
  assert.equal(state.time, 1);
  assert.deepEqual(state.camera, camera);
  // Scale back to 1 removes its line; undo thrice gives the original pixels bit for bit.
  await page.locator('#edit-across input[aria-label="scale"]').fill('1');
  await page.locator('#edit-across input[aria-label="scale"]').press('Enter');
  await page.waitForFunction(() => window.fxrView.editing.list().join('|') === 'effect recolor=hue=120|effect time-scale=2');
  for (let i = 0; i < 4; i++) await page.evaluate(() => window.fxrView.editing.undo());
  await waitEdits(page, 0);
  assert.deepEqual(await pixels(page), before);
  // The controls follow the edits in force (after an undo, nothing).
  assert.equal(await page.locator('#edit-across input[aria-label="hue shift (°)"]').inputValue(), '0');
  // A link carries the lines.
  await page.evaluate(() => window.fxrView.editing.set('effect recolor', 'hue=120'));
  const link = await page.evaluate(() => window.fxrView.permalink());
  const other = await openViewer(browser, link);
  assert.deepEqual(await other.page.evaluate(() => window.fxrView.editing.list()), ['effect recolor=hue=120']);
  assert.deepEqual(await pixels(other.page), hued);
  await other.page.close();
  // A value typed after a recolour (the inspector shows recoloured values) goes after it, each time it changes.
  const colour = 'node 0 config[0] action[131 ParticleModifier].color';
  await page.evaluate((p) => window.fxrView.editing.set(p, '1,0,0,1'), colour);
  await page.evaluate(() => window.fxrView.editing.set('effect recolor', 'hue=60'));
  await page.evaluate((p) => window.fxrView.editing.set(p, '0,1,0,1'), colour);
  assert.deepEqual(await edits(page), ['effect recolor=hue=60', `${colour}=0,1,0,1`]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a real file: recolour (pixels, file, permalink) and a curve edited by its keys', async (t) => {
  if (!existsSync(REAL)) {
    t.skip('../shared/corpus is absent');
    return;
  }
  const bytes = readFileSync(REAL);
  const { page, errors } = await openViewer(browser, `${site.url}#src=${site.url}corpus/f000004470.fxr&effect=4470&time=0.5&seed=1`);
  const original = await page.evaluate(async () => Array.from(await window.fxrView.editing.bytes()));
  assert.deepEqual(original, Array.from(bytes), 'unedited, the file writes back as it was');
  const plain = await pixels(page);
  assert.deepEqual(await page.evaluate(() => window.fxrView.editing.set('effect recolor', 'hue=90,saturation=1.5')), []);
  const recoloured = await page.evaluate(async () => Array.from(await window.fxrView.editing.bytes()));
  assert.equal(recoloured.length, original.length);
  assert.notDeepEqual(recoloured, original);
  const hued = await pixels(page);
  assert.ok(differing(plain, hued) > 50, `the recolour changed ${differing(plain, hued)} pixels`);
  // The link draws the recoloured frame from the original file.
  const link = await page.evaluate(() => window.fxrView.permalink());
  assert.match(link, /edit=effect\+recolor%3Dhue%3D90%2Csaturation%3D1\.5|edit=effect%20recolor/);
  const other = await openViewer(browser, link);
  assert.deepEqual(await pixels(other.page), hued);
  assert.deepEqual(other.errors, []);
  await other.page.close();
  // A keyframed property of any node, set to its own keys with one value moved: the edit is made and read back.
  const linear = await firstValue(page, 'linear');
  const found = linear && { path: linear.path, keys: linear.value.value.Keyframes, components: linear.value.components, node: linear.node };
  assert.ok(found, 'the file has a Linear property');
  const c = found.components;
  const keys = found.keys.times.map((time, i) => `${time}:${found.keys.values[i].slice(0, c).map((x, j) => (i === 0 && j === 0 ? x + 0.5 : x)).join(',')}`);
  assert.deepEqual(await page.evaluate(([p, v]) => window.fxrView.editing.set(p, v), [found.path, `linear ${keys.join(' ')}`]), []);
  const described = await page.evaluate(async (node) => window.fxrView.withViewer((v) => v.describeNode(node)), found.node);
  const after = described.configs.flatMap((x) => x.actions).flatMap((a) => [...a.properties1, ...a.properties2]).find((p) => p.function === 'Linear' && p.value.Keyframes.values[0][0] === Math.fround(found.keys.values[0][0] + 0.5));
  assert.ok(after, 'the first key took the new value');
  assert.deepEqual(errors, []);
  await page.close();
});
