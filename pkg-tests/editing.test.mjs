// Editing in headless Chromium (WebGPU on SwiftShader): a value changed in the inspector
// changes the picture at the same frame; undo and redo give back the same pixels bit for
// bit; the list of edits travels in a permalink (`edit=`) that reproduces the edited pixels
// in the viewer and in embed.html; the saved .fxr, opened as a file, draws the edited
// picture; a bad `edit=` is refused with a message naming it. On a real file
// (../shared/testdata/er/f000523390.fxr, skipped when absent) one float edited gives a file
// that differs from the original in at most 4 bytes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bytesDiffering, differingPixels as differing, firstFloatEdit, launch, openPage, openViewer, serveSite, statePixels } from './harness.mjs';

const REAL = join(ROOT, '..', 'shared', 'testdata', 'er', 'f000523390.fxr');
const W = 256;
const H = 192;
/** The demo's effect 1001 at one second, paused (a link shows its frame paused). */
const LINK = '#src=demo&effect=1001&time=1&seed=1';

let site;
let browser;
before(async () => {
  site = await serveSite({});
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const pixels = (page) => statePixels(page, W, H);

test('an edit in the inspector changes the frame; undo and redo; the list and the marks', async () => {
  const { page, errors } = await openViewer(browser, site.url + LINK);
  const before = await pixels(page);
  // The particle colour of node 0 (a four-component property: a number per component and a colour picker).
  await page.locator('details[data-action="node 0 config[0] action[131 ParticleModifier]"] > summary').click();
  const cell = page.locator('td[data-edit-path$="action[131 ParticleModifier].color"]').first();
  await cell.waitFor();
  const path = await cell.getAttribute('data-edit-path');
  await cell.locator('input[data-component="1"]').fill('0.1');
  await cell.locator('input[data-component="1"]').press('Enter');
  await page.waitForFunction(() => window.fxrView.editing.list().length === 1);
  assert.deepEqual(await page.evaluate(() => window.fxrView.editing.list()), [`${path}=1,0.1,1,1`]);
  assert.equal(await page.locator('input[type="color"]').count() > 0, true);
  // Same frame: time and camera kept.
  const state = await page.evaluate(() => window.fxrView.state());
  assert.equal(state.time, 1);
  const edited = await pixels(page);
  const changed = differing(before, edited);
  assert.ok(changed > 200, `the edit changed only ${changed} pixels`);
  // Listed and marked.
  assert.equal(await page.locator('#edit-list li.edit').count(), 1);
  await page.waitForFunction((p) => document.querySelector(`td.edited[data-edit-path="${p}"]`) !== null, path);
  // Ctrl+Z (outside a text box) gives back the original pixels bit for bit; Ctrl+Shift+Z the edited ones.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => window.fxrView.editing.list().length === 0);
  assert.deepEqual(await pixels(page), before);
  await page.keyboard.press('Control+Shift+z');
  await page.waitForFunction(() => window.fxrView.editing.list().length === 1);
  assert.deepEqual(await pixels(page), edited);
  // The buttons do the same.
  await page.click('#edit-undo');
  await page.waitForFunction(() => window.fxrView.editing.list().length === 0);
  assert.deepEqual(await pixels(page), before);
  await page.click('#edit-redo');
  await page.waitForFunction(() => window.fxrView.editing.list().length === 1);
  assert.deepEqual(await pixels(page), edited);
  // An enumeration is chosen by its name (blend mode: Add).
  const blend = page.locator('td[data-edit-path$="action[604 MultiTextureBillboardEx].blendMode"] select').first();
  assert.match(await blend.locator('option:checked').textContent(), /Unk6 \(6\)/);
  await blend.selectOption({ label: 'Add (4)' });
  await page.waitForFunction(() => window.fxrView.editing.list().length === 2);
  // An edit is removed from the list.
  await page.locator('#edit-list li.edit').nth(1).locator('button.edit-remove').click();
  await page.waitForFunction(() => window.fxrView.editing.list().length === 1);
  assert.deepEqual(await pixels(page), edited);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a permalink with edit= draws the edited frame, in the viewer and in embed.html; the saved .fxr draws it too', async () => {
  const { page, errors } = await openViewer(browser, site.url + LINK);
  const original = await page.evaluate(() => window.fxrView.withViewer((v) => Array.from(v.effectBytes(1001))));
  const colour = 'node 0 config[0] action[131 ParticleModifier].color';
  assert.deepEqual(await page.evaluate((p) => window.fxrView.editing.set(p, '0.2,1,0.3,1'), colour), []);
  // A float field: the written file differs in its four bytes at most.
  const offset = 'node 0 config[0] action[35 StaticNodeTransform].offset.y';
  assert.deepEqual(await page.evaluate((p) => window.fxrView.editing.set(p, '1.25'), offset), []);
  const edited = await pixels(page);
  const link = await page.evaluate(() => window.fxrView.permalink());
  assert.equal((link.match(/[#&]edit=/g) ?? []).length, 2, link);
  // The viewer, from the link alone.
  const other = await openViewer(browser, link);
  assert.deepEqual(await other.page.evaluate(() => window.fxrView.editing.list()), [`${colour}=0.2,1,0.3,1`, `${offset}=1.25`]);
  assert.deepEqual(await pixels(other.page), edited);
  await other.page.close();
  // embed.html takes the same fragment.
  const embed = await openPage(browser, site.url + 'embed.html' + link.slice(link.indexOf('#')));
  await embed.page.evaluate(() => document.querySelector('fxr-preview').ready);
  const embedded = await embed.page.evaluate(async ([w, h]) => Array.from(await document.querySelector('fxr-preview').pixels(w, h)), [W, H]);
  assert.deepEqual(embedded, edited);
  assert.deepEqual(embed.errors, []);
  await embed.page.close();
  // Save: the download is the edited file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#edit-save')]);
  assert.equal(download.suggestedFilename(), 'f000001001.fxr');
  const saved = readFileSync(await download.path());
  // (The colour was a One curve: as a constant its record grows, so only the change is checked here.)
  assert.notDeepEqual(Array.from(saved), original);
  // Re-opened as a file (its effect 1001 takes the demo's place), it draws the edited frame.
  const camera = await page.evaluate(() => window.fxrView.state().camera);
  const reopened = await openViewer(browser, site.url + LINK);
  await reopened.page.evaluate(async (bytes) => window.fxrView.openBytes('f000001001.fxr', new Uint8Array(bytes)), Array.from(saved));
  await reopened.page.evaluate(() => window.fxrView.selectEffect(1001));
  await reopened.page.evaluate((c) => window.fxrView.withViewer((v) => v.setCamera(c[0], c[1], c[2], c[3], c[4], c[5])), camera);
  await reopened.page.evaluate(() => window.fxrView.seek(1));
  assert.deepEqual(await reopened.page.evaluate(() => window.fxrView.editing.list()), []);
  assert.deepEqual(await pixels(reopened.page), edited);
  assert.deepEqual(reopened.errors, []);
  await reopened.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('one float field edited: the file differs from the original in at most 4 bytes (demo)', async () => {
  const { page } = await openViewer(browser, site.url + LINK);
  const original = await page.evaluate(() => window.fxrView.withViewer((v) => Array.from(v.effectBytes(1001))));
  await page.evaluate(() => window.fxrView.editing.set('node 0 config[0] action[35 StaticNodeTransform].offset.y', '1.25'));
  const edited = await page.evaluate(async () => Array.from(await window.fxrView.editing.bytes()));
  const n = bytesDiffering(original, edited);
  assert.ok(n >= 1 && n <= 4, `${n} bytes differ`);
  await page.close();
});

test('a bad edit= is refused with a message naming it', async () => {
  // Not an edit at all: the link is not used, and the banner says which edit and what was expected.
  const bad = await openViewer(browser, `${site.url}#src=demo&effect=1001&edit=${encodeURIComponent('colour=red')}`);
  const text = await bad.page.locator('#banner').textContent();
  assert.match(text, /edit 1 of 1 \("colour=red"\): expected PATH=VALUE/);
  await bad.page.close();
  // A path naming nothing of the effect: the others still apply, and the banner names it.
  const good = 'node 0 config[0] action[131 ParticleModifier].color=1,0,0,1';
  const missing = 'node 0 config[0] action[300 PeriodicEmitter].nope=1';
  const partly = await openViewer(browser, `${site.url}#src=demo&effect=1001&edit=${encodeURIComponent(good)}&edit=${encodeURIComponent(missing)}`);
  assert.match(await partly.page.locator('#banner').textContent(), /edit 2 of 2 was not made: .*no field or property "nope"/);
  assert.deepEqual(
    await partly.page.evaluate(() => window.fxrView.editing.failed().map((p) => p.index)),
    [1],
  );
  assert.equal(await partly.page.locator('#edit-list li.failed').count(), 1);
  await partly.page.close();
  // Too many.
  const many = Array.from({ length: 257 }, () => `edit=${encodeURIComponent(good)}`).join('&');
  const tooMany = await openViewer(browser, `${site.url}#src=demo&effect=1001&${many}`);
  assert.match(await tooMany.page.locator('#banner').textContent(), /257 edits given, at most 256/);
  await tooMany.page.close();
  // The embed says it too.
  const embed = await openPage(browser, `${site.url}embed.html#src=demo&effect=1001&edit=${encodeURIComponent(missing)}`);
  await embed.page.waitForFunction(() => document.querySelector('fxr-preview')?.dataset.state === 'error', null, { timeout: 60_000 });
  const message = await embed.page.evaluate(() => document.querySelector('fxr-preview').shadowRoot.querySelector('.message').textContent);
  assert.match(message, /edit 1 of 1: .*nope/);
  await embed.page.close();
});

test('compare with the original: the original beside the edited effect, with the change listed', async () => {
  const { page, errors } = await openViewer(browser, site.url + LINK);
  const path = 'node 0 config[0] action[300 PeriodicEmitter].interval';
  await page.evaluate((p) => window.fxrView.editing.set(p, '0.1'), path);
  await page.click('#edit-compare');
  await page.waitForFunction(() => (window.fxrView.compare()?.stats().frames ?? 0) > 0, null, { timeout: 60_000 });
  const stats = await page.evaluate(() => window.fxrView.compare().stats());
  // From the original to the edited version.
  assert.deepEqual(stats.changes.map((c) => [c.path, c.old.value.Constant[0], c.new.value.Constant[0]]), [[path, 0.8, 0.1]]);
  assert.match(await page.locator('#compare-panel').textContent(), /Changes \(original → edited\)/);
  await page.evaluate(() => window.fxrView.compare().setDifference(true));
  const n = await page.evaluate(() => window.fxrView.compare().stats().differing);
  assert.ok(n > 50, `only ${n} pixels differ from the original`);
  // Turned off, the compare view goes.
  await page.click('#edit-compare');
  await page.waitForFunction(() => window.fxrView.compare() === null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a real file: one float edited gives a file differing from the original in at most 4 bytes', async (t) => {
  if (!existsSync(REAL)) {
    t.skip('../shared/testdata is absent');
    return;
  }
  const bytes = readFileSync(REAL);
  const { page, errors } = await openViewer(browser, site.url);
  await page.evaluate(async (b) => window.fxrView.openBytes('f000523390.fxr', new Uint8Array(b)), Array.from(bytes));
  await page.evaluate(() => window.fxrView.selectEffect(523390));
  // The first float field (by its definition's default) of any node's actions.
  const found = await firstFloatEdit(page);
  assert.ok(found, 'the file has a float field');
  const [p, v] = found;
  const path = `${p}=${v}`;
  assert.deepEqual(await page.evaluate(([p, v]) => window.fxrView.editing.set(p, v), [p, v]), []);
  const edited = await page.evaluate(async () => Array.from(await window.fxrView.editing.bytes()));
  const n = bytesDiffering(new Uint8Array(bytes), edited);
  assert.ok(n >= 1 && n <= 4, `${n} bytes differ (${path})`);
  assert.deepEqual(errors, []);
  await page.close();
});
