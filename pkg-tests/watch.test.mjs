// Watching opened files in headless Chromium (WebGPU on SwiftShader): a file served by
// `fxr-view serve` and opened by URL, and a file of a folder opened through a directory
// handle (the origin private file system), rewritten with a changed effect: the viewer
// reloads it within about a second, keeps the effect, time, camera and seed, draws the new
// version, and (when asked) shows the previous version beside it with their changes. A file
// caught mid-write is not shown. Only generated files: the demo binder and an edited copy of
// one of its effects (`fxr-view edit`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, differingPixels, launch, openViewer, serveSite, statePixels } from './harness.mjs';

const WORK = join(ROOT, 'pkg-tests', 'output', 'watch');
const SERVED = join(WORK, 'served');
const BIN = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'debug', 'fxr-view');
/** The demo's effect 1001 with its billboard's width and colour changed. */
const EDITS = [
  'node 0 config[0] action[604 MultiTextureBillboardEx].width=3',
  'node 0 config[0] action[604 MultiTextureBillboardEx].color2=1,0.2,0.1,1',
];
const CAMERA = [30, 15, 5, 0, 1, 0];

let site;
let files;
let browser;
let server;
let original;
let edited;

/** Runs `fxr-view serve DIR --port 0` and resolves to its URL (its first line). */
function serve(dir) {
  const child = spawn(BIN, ['serve', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    createInterface({ input: child.stdout }).once('line', (line) => {
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(line)?.[0];
      if (url) resolve({ url, close: () => child.kill() });
      else reject(new Error(`fxr-view serve said: ${line}`));
    });
  });
}

before(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(SERVED, { recursive: true });
  execFileSync('cargo', ['build', '--quiet', '--bin', 'fxr-view'], { cwd: ROOT });
  const demo = join(SERVED, 'demo.ffxbnd.dcx');
  execFileSync(BIN, ['demo', '--out', demo]);
  execFileSync(BIN, ['unpack', demo, join(WORK, 'unpacked')]);
  const effect = join(WORK, 'unpacked/GR/data/INTERROOT_win64/sfx/effect/f000001001.fxr');
  execFileSync(BIN, ['edit', effect, ...EDITS.flatMap((e) => ['--set', e]), '--out', join(WORK, 'edited.fxr')]);
  original = readFileSync(effect);
  edited = readFileSync(join(WORK, 'edited.fxr'));
  copyFileSync(effect, join(SERVED, 'effect.fxr'));
  // The new version under another name, to draw it fresh for comparison.
  copyFileSync(join(WORK, 'edited.fxr'), join(SERVED, 'fresh.fxr'));
  files = await serve(SERVED);
  site = await serveSite({});
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
  files?.close();
});

/** The frame of the page's state at its time, 160x120. */
const pixels = (page) => statePixels(page, 160, 120);

/** Resolves to the ms from now until the page has done `count` reloads. */
async function reloadedWithin(page, count) {
  const start = Date.now();
  await page.waitForFunction((n) => window.fxrView.watch.reloads() >= n, count, { timeout: 10_000, polling: 20 });
  return Date.now() - start;
}

/** Pixels whose channels differ by more than `by` (of 255; 8 by default: a reload draws afresh). */
const differing = (a, b, by = 8) => differingPixels(a, b, by);

const kept = ({ effect, time, camera, seed }) => ({ effect, time, camera, seed });

/** Writes `bytes` over the file `name` of the OPFS folder `watched`, as an editor saves it. */
function writeOpfs(page, name, bytes) {
  return page.evaluate(
    async ([name, bytes]) => {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('watched');
      const writable = await (await dir.getFileHandle(name)).createWritable();
      await writable.write(new Uint8Array(bytes));
      await writable.close();
    },
    [name, Array.from(bytes)],
  );
}

test('a URL served by fxr-view serve: rewritten, it reloads within a second, keeps the frame and shows the previous version beside', async () => {
  writeFileSync(join(SERVED, 'effect.fxr'), original);
  const link = `#src=${files.url}demo.ffxbnd.dcx&src=${files.url}effect.fxr&effect=1001&time=1.2&seed=7&cam=${CAMERA.join(',')}&watch=1`;
  const { page, errors } = await openViewer(browser, site.url + link);
  assert.deepEqual(await page.evaluate(() => window.fxrView.watch.files()), ['demo.ffxbnd.dcx', 'effect.fxr']);
  assert.equal(await page.locator('#watch').isChecked(), true);
  assert.match(await page.evaluate(() => window.fxrView.permalink()), /watch=1/);
  await page.evaluate(() => window.fxrView.watch.set(true, true));
  const before = await page.evaluate(() => window.fxrView.state());
  assert.deepEqual(kept(before), { effect: 1001, time: 1.2, camera: CAMERA, seed: 7 });
  const old = await pixels(page);
  // The watcher has looked at the files once (the versions opened).
  await page.waitForTimeout(1200);

  // Mid-write: half the new file. Not shown, not reported yet.
  writeFileSync(join(SERVED, 'effect.fxr'), edited.subarray(0, edited.length / 2));
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.fxrView.watch.reloads()), 0);
  assert.equal(await page.locator('.banner.error').count(), 0);

  writeFileSync(join(SERVED, 'effect.fxr'), edited);
  const latency = await reloadedWithin(page, 1);
  console.log(`URL reload: ${latency} ms after the write`);
  assert.ok(latency < 2000, `reloaded ${latency} ms after the write`);
  const after = await page.evaluate(() => window.fxrView.state());
  assert.deepEqual(kept(after), kept(before));
  const now = await pixels(page);
  const changed = differing(old, now);
  assert.ok(changed > 200, `only ${changed} pixels changed`);

  // The new version's pixels: the same frame with the edited file opened fresh.
  const fresh = await openViewer(browser, site.url + link.replace('effect.fxr', 'fresh.fxr').replace('&watch=1', ''));
  const expected = await pixels(fresh.page);
  const off = differing(now, expected);
  assert.ok(off <= 40, `${off} pixels differ from the new version drawn fresh`);
  await fresh.page.close();

  // The previous version beside: its changes are the edit's, from new to previous.
  await page.waitForFunction(() => (window.fxrView.compare()?.stats().frames ?? 0) > 0, null, { timeout: 30_000 });
  const stats = await page.evaluate(() => window.fxrView.compare().stats());
  assert.equal(stats.caption, 'previous version');
  assert.deepEqual(stats.effects, [1001, 1001]);
  assert.deepEqual(stats.changes.map((c) => c.path).sort(), EDITS.map((e) => e.split('=')[0]).sort());
  assert.equal(stats.changes.find((c) => c.path.endsWith('.width')).new.function, 'Linear');
  assert.match(await page.locator('#compare-label').textContent(), /previous version: effect 1001/);

  // Written back: reloaded again, the compare side now holds the edited version.
  writeFileSync(join(SERVED, 'effect.fxr'), original);
  console.log(`URL reload back: ${await reloadedWithin(page, 2)} ms after the write`);
  const back = await pixels(page);
  assert.ok(differing(old, back) <= 40, 'the original drawn again');
  await page.waitForFunction(() => window.fxrView.compare().stats().changes.some((c) => c.path.endsWith('.width') && c.new.function === 'Constant'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a file of a folder opened by its handle (OPFS): watched by default, rewritten, reloaded with the frame kept', async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(site.url);
    await page.evaluate(() => window.fxrView.ready);
    const report = await page.evaluate(async (url) => {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('watched', { create: true });
      for (const name of ['demo.ffxbnd.dcx', 'effect.fxr']) {
        const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
        await writable.write(new Uint8Array(await (await fetch(url + name)).arrayBuffer()));
        await writable.close();
      }
      return window.fxrView.openFolderHandle(dir);
    }, files.url);
    assert.equal(report.opened, 2);
    assert.equal(await page.locator('#watch').isChecked(), true, 'on by default for a folder opened by its handle');
    assert.deepEqual(await page.evaluate(() => window.fxrView.watch.files()), ['watched/demo.ffxbnd.dcx', 'watched/effect.fxr']);
    await page.evaluate(() => window.fxrView.selectEffect(1001));
    await page.evaluate(() => window.fxrView.seek(1.2));
    const before = await page.evaluate(() => window.fxrView.state());
    assert.equal(before.watch, true);
    const old = await pixels(page);
    await page.waitForTimeout(1200);

    await writeOpfs(page, 'effect.fxr', edited);
    const latency = await reloadedWithin(page, 1);
    console.log(`folder (OPFS) reload: ${latency} ms after the write`);
    assert.ok(latency < 2000, `reloaded ${latency} ms after the write`);
    const after = await page.evaluate(() => window.fxrView.state());
    assert.deepEqual(kept(after), kept(before));
    const now = await pixels(page);
    const changed = differing(old, now);
    assert.ok(changed > 200, `only ${changed} pixels changed`);
    // "Keep previous" is off: no compare side appears.
    assert.equal(await page.evaluate(() => window.fxrView.compare()), null);

    // The binder caught mid-write (half its DCX): not shown, not reported; then written whole.
    const binder = readFileSync(join(SERVED, 'demo.ffxbnd.dcx'));
    await writeOpfs(page, 'demo.ffxbnd.dcx', binder.subarray(0, binder.length / 2));
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.fxrView.watch.reloads()), 1);
    assert.equal(await page.locator('.banner.error').count(), 0);
    await writeOpfs(page, 'demo.ffxbnd.dcx', binder);
    console.log(`folder (OPFS) binder reload: ${await reloadedWithin(page, 2)} ms after the write`);
    assert.deepEqual(kept(await page.evaluate(() => window.fxrView.state())), kept(before));
    // The loose effect, opened after the binder, still replaces the binder's effect 1001.
    const still = differing(now, await pixels(page));
    assert.ok(still <= 40, `${still} pixels differ from the edited effect's`);

    // Watching off: a rewrite is not followed.
    await page.evaluate(() => document.querySelector('#watch').click());
    assert.equal(await page.evaluate(() => window.fxrView.state().watch), false);
    await writeOpfs(page, 'effect.fxr', original);
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.fxrView.watch.reloads()), 2);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a real binder served by fxr-view serve (Dark Souls 3), repacked with a recoloured effect: reloaded with the frame kept', async (t) => {
  const real = join(ROOT, '..', 'shared', 'corpus', 'ds3', 'frpg_sfxbnd_dlc2_effect.ffxbnd.dcx');
  if (!existsSync(real)) {
    t.skip('../shared/corpus is absent');
    return;
  }
  const served = join(SERVED, 'frpg_sfxbnd_dlc2_effect.ffxbnd.dcx');
  copyFileSync(real, served);
  // The repacked binder, as a modder's script writes it: one effect recoloured, the rest as it was.
  const repacked = join(WORK, 'repacked.ffxbnd.dcx');
  execFileSync(BIN, ['edit', real, '--effect', '441303', '--recolor', 'hue=150,saturation=1.5', '--out', repacked]);
  const link = `#src=${files.url}frpg_sfxbnd_dlc2_effect.ffxbnd.dcx&effect=441303&time=1&seed=3&cam=${CAMERA.join(',')}&watch=1`;
  const { page, errors } = await openViewer(browser, site.url + link);
  await page.evaluate(() => window.fxrView.watch.set(true, false));
  const before = await page.evaluate(() => window.fxrView.state());
  const old = await pixels(page);
  await page.waitForTimeout(1200);
  writeFileSync(served, readFileSync(repacked));
  const latency = await reloadedWithin(page, 1);
  console.log(`real binder reload: ${latency} ms after the write`);
  assert.ok(latency < 2000, `reloaded ${latency} ms after the write`);
  assert.deepEqual(kept(await page.evaluate(() => window.fxrView.state())), kept(before));
  const changed = differing(old, await pixels(page));
  assert.ok(changed > 50, `only ${changed} pixels changed`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('saving a binder that changed on disk since it was opened (not watched) is refused, naming it', async () => {
  const name = 'saved-later.ffxbnd.dcx';
  const served = join(SERVED, name);
  execFileSync(BIN, ['demo', '--out', served]);
  const { page, errors } = await openViewer(browser, `${site.url}#src=${files.url}${name}&effect=1001&time=1`);
  await page.evaluate(() => window.fxrView.editing.set('node 0 config[0] action[35 StaticNodeTransform].offset.y', '1.25'));
  // Another program writes the binder again; the page, not watching, still shows the old one.
  execFileSync(BIN, ['edit', served, '--effect', '1002', '--scale', '2', '--out', join(WORK, 'other.ffxbnd.dcx')]);
  writeFileSync(served, readFileSync(join(WORK, 'other.ffxbnd.dcx')));
  await page.click('#edit-save-binder');
  await page.waitForFunction(() => /changed since it was opened/.test(document.querySelector('.edit-binder')?.textContent ?? ''));
  assert.match(await page.locator('.edit-binder').textContent(), new RegExp(`${name} changed since it was opened`));
  assert.deepEqual(errors, []);
  await page.close();
});
