// Saving the binder an edited effect came from, and choosing textures and models among the
// opened files, in headless Chromium (WebGPU on SwiftShader). The demo binder saved with one
// float edited is compressed again as it was (DFLT) and its payload differs from the
// original's in at most 4 bytes; opened again, it draws the edited frame. Dark Souls 3's
// effect binder (DFLT) keeps that rule; a Nightreign binder (KRAK, no encoder) offers no
// "as it was" and is written as chosen (../shared/corpus, skipped when absent). A texture
// and a model picked from the pictures change the frame.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { join } from 'node:path';
import { ROOT, bytesDiffering, differingPixels as differing, firstFloatEdit as firstFloat, launch, openViewer, serveSite, statePixels } from './harness.mjs';

const CORPUS = join(ROOT, '..', 'shared', 'corpus');
const DS3 = join(CORPUS, 'ds3', 'frpg_sfxbnd_dlc2_effect.ffxbnd.dcx');
const NR = join(CORPUS, 'nr', 'sfxbnd_c2120.ffxbnd.dcx');
const RESOURCE = join(CORPUS, 'ds3', 'frpg_sfxbnd_dlc2_resource.ffxbnd.dcx');
/** The corpus binders the tests open by URL (fetched by the page: no bytes through the test's connection). */
const SERVED = Object.fromEntries([DS3, RESOURCE, NR].map((path) => [`/corpus/${path.split('/').pop()}`, path]));
const W = 256;
const H = 192;
const LINK = '#src=demo&effect=1001&time=1&seed=1';
const OFFSET_Y = 'node 0 config[0] action[35 StaticNodeTransform].offset.y';

let site;
let browser;
before(async () => {
  site = await serveSite(Object.fromEntries(Object.entries(SERVED).filter(([, path]) => existsSync(path))));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const pixels = (page) => statePixels(page, W, H);

/** The algorithm a DCX names, and its payload inflated (DFLT). */
function dcx(bytes) {
  const b = Buffer.from(bytes);
  assert.equal(b.subarray(0, 4).toString('latin1'), 'DCX\0');
  const algorithm = b.subarray(0x28, 0x2c).toString('latin1');
  return { algorithm, payload: algorithm === 'DFLT' ? inflateSync(b.subarray(0x4c)) : null };
}

/** Clicks "Save binder" with `compression` chosen; the download's name and bytes. */
async function saveBinder(page, compression) {
  await page.locator('#edit-binder-compression').selectOption(compression);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#edit-save-binder')]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('the demo binder saved with an edited effect: DFLT again, 4 bytes of its payload changed, and it re-opens edited', async () => {
  const { page, errors } = await openViewer(browser, site.url + LINK);
  await page.evaluate((p) => window.fxrView.editing.set(p, '1.25'), OFFSET_Y);
  const edited = await pixels(page);
  const camera = await page.evaluate(() => window.fxrView.state().camera);
  assert.equal(await page.locator('#edit-save-binder').isVisible(), true);
  const options = await page.locator('#edit-binder-compression option').evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual(options, ['keep', 'dflt', 'zstd', 'none']);
  const saved = await saveBinder(page, 'keep');
  assert.equal(saved.name, 'fxr-view-demo.ffxbnd.dcx');
  const original = Buffer.from(await page.evaluate(() => window.fxrView.withViewer((v) => Array.from(v.constructor.demoBinder()))));
  const [was, now] = [dcx(original), dcx(saved.bytes)];
  assert.equal(now.algorithm, 'DFLT');
  const n = bytesDiffering(was.payload, now.payload);
  assert.ok(n >= 1 && n <= 4, `${n} bytes of the payload differ`);
  // ZSTD and none are written too.
  assert.equal(dcx((await saveBinder(page, 'zstd')).bytes).algorithm, 'ZSTD');
  const bare = await saveBinder(page, 'none');
  assert.equal(bare.name, 'fxr-view-demo.ffxbnd');
  assert.equal(bare.bytes.subarray(0, 4).toString('latin1'), 'BND4');
  // Opened in a fresh page, the saved binder's effect 1001 draws the edited frame.
  const other = await openViewer(browser, site.url + LINK);
  await other.page.evaluate(async ([name, b]) => window.fxrView.openBytes(name, new Uint8Array(b)), [saved.name, Array.from(saved.bytes)]);
  await other.page.evaluate(() => window.fxrView.selectEffect(1001));
  await other.page.evaluate((c) => window.fxrView.withViewer((v) => v.setCamera(c[0], c[1], c[2], c[3], c[4], c[5])), camera);
  await other.page.evaluate(() => window.fxrView.seek(1));
  assert.deepEqual(await pixels(other.page), edited);
  assert.deepEqual(other.errors, []);
  await other.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('real binders: Dark Souls 3 (DFLT) keeps all but 4 payload bytes; Nightreign (KRAK) is written as chosen', async (t) => {
  if (!existsSync(DS3) || !existsSync(NR)) {
    t.skip('../shared/corpus is absent');
    return;
  }
  const ds3 = readFileSync(DS3);
  const { page, errors } = await openViewer(browser, `${site.url}#src=${site.url}corpus/frpg_sfxbnd_dlc2_effect.ffxbnd.dcx`);
  const first = await page.evaluate(() => window.fxrView.effects().find((e) => e.source.startsWith('frpg_sfxbnd_dlc2_effect')).id);
  await page.evaluate((id) => window.fxrView.selectEffect(id), first);
  const [path, value] = await firstFloat(page);
  assert.deepEqual(await page.evaluate(([p, v]) => window.fxrView.editing.set(p, v), [path, value]), []);
  const saved = await saveBinder(page, 'keep');
  assert.equal(saved.name, 'frpg_sfxbnd_dlc2_effect.ffxbnd.dcx');
  const [was, now] = [dcx(ds3), dcx(saved.bytes)];
  assert.equal(now.algorithm, 'DFLT');
  const n = bytesDiffering(was.payload, now.payload);
  assert.ok(n >= 1 && n <= 4, `${n} bytes of the payload differ (${path})`);
  // The DCX header keeps every field but the sizes (0x1C, 0x20).
  const header = (b) => [...b.subarray(0, 0x1c), ...b.subarray(0x24, 0x4c)];
  assert.deepEqual(header(saved.bytes), header(ds3));
  await page.close();

  const second = await openViewer(browser, `${site.url}#src=${site.url}corpus/sfxbnd_c2120.ffxbnd.dcx`);
  const id = await second.page.evaluate(() => window.fxrView.effects().find((e) => e.source.startsWith('sfxbnd_c2120')).id);
  await second.page.evaluate((i) => window.fxrView.selectEffect(i), id);
  const [p2, v2] = await firstFloat(second.page);
  await second.page.evaluate(([p, v]) => window.fxrView.editing.set(p, v), [p2, v2]);
  const options = await second.page.locator('#edit-binder-compression option').evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual(options, ['dflt', 'zstd', 'none'], 'no "as it was" for Kraken');
  assert.match(await second.page.locator('.edit-binder').textContent(), /KRAK-compressed, which fxr-view cannot write/);
  // Nightreign binders keep a resource list per effect; this one's names what the effect uses.
  await second.page.locator('#edit-resource-list', { hasText: /^resource list in the file: effect \d+: list agrees/ }).waitFor();
  const written = await saveBinder(second.page, 'dflt');
  assert.equal(dcx(written.bytes).algorithm, 'DFLT');
  // Opened again, it holds the edit.
  const third = await openViewer(browser, site.url);
  await third.page.evaluate(async ([name, b]) => window.fxrView.openBytes(name, new Uint8Array(b)), [written.name, Array.from(written.bytes)]);
  await third.page.evaluate((i) => window.fxrView.selectEffect(i), id);
  const reread = await firstFloat(third.page);
  assert.equal(Math.fround(Number(reread[1]) - 0.5), Math.fround(Number(v2)));
  assert.deepEqual([...errors, ...second.errors, ...third.errors], []);
  await second.page.close();
  await third.page.close();
});

test('a texture and a model chosen among the opened files, from their pictures, change the frame', async () => {
  const { page, errors } = await openViewer(browser, site.url + LINK);
  const before = await pixels(page);
  const cell = page.locator('td[data-edit-path$="action[604 MultiTextureBillboardEx].layer2"]').first();
  const current = Number(await cell.locator('input:not([aria-label^="filter"])').inputValue());
  await cell.locator('button.picker-open').click();
  const grid = cell.locator('.picker');
  await grid.locator('button[data-id]').first().waitFor();
  assert.ok((await grid.locator('button[data-id]').count()) >= 5, 'the demo textures are offered');
  assert.equal(Number(await grid.locator('button.current').getAttribute('data-id')), current);
  // The pictures are drawn as they come into view.
  await page.waitForFunction(() => document.querySelectorAll('.picker canvas[data-drawn="true"]').length >= 3);
  const other = grid.locator(`button[data-id]:not([data-id="${current}"])`).first();
  const chosen = Number(await other.getAttribute('data-id'));
  await other.click();
  await page.waitForFunction(() => window.fxrView.editing.list().length === 1);
  assert.deepEqual(await page.evaluate(() => window.fxrView.editing.list()), [`${await cell.getAttribute('data-edit-path')}=${chosen}`]);
  assert.ok(differing(before, await pixels(page)) > 200);
  // The filter narrows by id.
  await page.locator(`td[data-edit-path$="action[604 MultiTextureBillboardEx].layer1"] button.picker-open`).first().click();
  await page.locator('input[aria-label="filter textures"]').fill(String(chosen));
  assert.equal(await page.locator('.picker-panel .picker button[data-id]').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();

  // A model: the demo's rings turned into shards.
  const models = await openViewer(browser, `${site.url}#src=demo&effect=1011&time=1&seed=1`);
  const shown = await pixels(models.page);
  const modelCell = models.page.locator('td[data-edit-path$=".model"]').first();
  await modelCell.locator('button.picker-open').click();
  await models.page.waitForFunction(() => document.querySelectorAll('.picker canvas[data-drawn="true"]').length >= 2);
  const was = Number(await modelCell.locator('input[data-component="0"]').inputValue());
  await modelCell.locator(`.picker button[data-id]:not([data-id="${was}"])`).first().click();
  await models.page.waitForFunction(() => window.fxrView.editing.list().length === 1);
  assert.match((await models.page.evaluate(() => window.fxrView.editing.list()))[0], /\.model=\d+$/);
  assert.ok(differing(shown, await pixels(models.page)) > 100);
  assert.deepEqual(models.errors, []);
  await models.page.close();
});

test('a real effect: a texture chosen among Dark Souls 3 resource textures, from their pictures', async (t) => {
  if (!existsSync(DS3) || !existsSync(RESOURCE)) {
    t.skip('../shared/corpus is absent');
    return;
  }
  const { page, errors } = await openViewer(browser, `${site.url}#src=${site.url}corpus/frpg_sfxbnd_dlc2_effect.ffxbnd.dcx&src=${site.url}corpus/frpg_sfxbnd_dlc2_resource.ffxbnd.dcx&effect=441303&time=1`);
  // The first draw's node is inspected (the frame at 1 s draws).
  await page.waitForFunction(() => document.querySelector('#inspector')?.textContent.includes('of effect 441303'));
  // The first texture value of the inspected node's actions.
  const cell = page.locator('td[data-edit-path$=".texture"], td[data-edit-path$=".layer1"]').first();
  await cell.waitFor();
  await cell.locator('button.picker-open').click();
  await cell.locator('.picker button[data-id]').first().waitFor();
  const count = await cell.locator('.picker button[data-id]').count();
  assert.ok(count >= 20, `${count} textures offered`);
  // Real block-compressed textures, each drawn from a small mip.
  await page.waitForFunction(() => document.querySelectorAll('.picker canvas[data-drawn="true"]').length >= 5, null, { timeout: 30_000 });
  const chosen = cell.locator('.picker button[data-id]:not(.current)').nth(2);
  const id = await chosen.getAttribute('data-id');
  await chosen.click();
  await page.waitForFunction(() => window.fxrView.editing.list().length === 1);
  assert.match((await page.evaluate(() => window.fxrView.editing.list()))[0], new RegExp(`\\.(texture|layer1)=${id}$`));
  assert.deepEqual(await page.evaluate(() => window.fxrView.editing.failed()), []);
  assert.deepEqual(errors, []);
  await page.close();
});
