// A whole install in one tab: a generated game `sfx` folder (`fxr-view demo --install-binders`:
// one binder in ten holds the textures, the others the effects; DCX ZSTD, noise textures that
// do not compress) opened as a folder with a memory budget for its binders. Every effect is
// listed, effects of the first and the last binder play with their textures (their binders
// read again from the folder where they were dropped), and the renderer process's memory, once
// its garbage is collected and what its allocator keeps spare given back (as the browser does
// when memory runs short), grows by at most the budget plus a stated constant: for one install
// and for one with twice the binders, which alone is larger than that bound.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, launch, serveSite } from './harness.mjs';
import { generateInstall, openInstall } from './install.mjs';

/** The budget the page holds the binders in (MB), and what the tab may grow by besides it:
 * the decompression worker with its own instance of the module (about 120 MB of it, code
 * included), the index and the list's rows (about 4 KB an effect), the binders an effect needs
 * held together past the budget. */
const BUDGET_MB = 64;
const CONSTANT_MB = 176;
/** What twice the binders may add to that: the rows of the effects they add, and the
 * measure's own spread (±30 MB from run to run); holding the binders would add 165 MB. */
const TWICE_MB = 64;
const MB = 1 << 20;

let site;
let scratch;
const installs = {};
before(async () => {
  execFileSync('cargo', ['build', '--quiet', '--bin', 'fxr-view'], { cwd: ROOT });
  scratch = mkdtempSync(join(tmpdir(), 'fxr-view-install-'));
  const cli = join(ROOT, 'target', 'debug', 'fxr-view');
  // 20 effects a binder; 160 textures of 256² (256 KB each) a texture binder: 40 MB.
  for (const [name, binders] of [['small', 40], ['twice', 80]]) {
    installs[name] = generateInstall(cli, join(scratch, name, 'sfx'), { binders, effects: binders * 20, textures: (binders / 10) * 160, textureSize: 256 });
  }
  // For what is checked file by file (the digest, a failing file): 8 binders, one of textures.
  installs.tiny = generateInstall(cli, join(scratch, 'tiny', 'sfx'), { binders: 8, effects: 160, textures: 40, textureSize: 64 });
  site = await serveSite();
});
after(async () => {
  await site?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/**
 * Once the install is open: the effect list's rows come 200 at a time as it is scrolled, and a
 * call that reads a binder the budget dropped (every binder, with no memory for them) answers
 * as if it had been there: the viewer's call misses, the binder is read again from the folder
 * and the call runs again (`EffectView.run`).
 */
async function listAndReadAgain(page, ids) {
  const rowCount = () => page.evaluate(() => document.querySelectorAll('#effect-list li[data-id]').length);
  page.setDefaultTimeout(60_000);
  // The list made anew (the effects played put their rows in the page): a filter typed and cleared.
  await page.locator('#filter').fill('1');
  await page.locator('#filter').fill('');
  const rows = [await rowCount()];
  await page.locator('#effect-list li.more').scrollIntoViewIfNeeded();
  await page.waitForFunction((n) => document.querySelectorAll('#effect-list li[data-id]').length > n, rows[0], { polling: 100 });
  rows.push(await rowCount());
  const last = ids[ids.length - 1];
  await page.evaluate((id) => window.fxrView.selectEffect(id), last);
  const lastRowShown = await page.evaluate((id) => document.querySelector(`#effect-list li[data-id="${id}"]`) !== null, last);
  await page.evaluate(() => window.fxrView.setFolderMemory(0));
  const { held, reloads: reloadsBefore } = await page.evaluate(() => window.fxrView.folderMemory());
  // An effect neither played nor shown: its file was read for its row only, at opening.
  const magic = await page.evaluate((id) => window.fxrView.withViewer((v) => String.fromCharCode(...v.effectBytes(id).subarray(0, 4))), ids[1]);
  const { reloads } = await page.evaluate(() => window.fxrView.folderMemory());
  return { rows, lastRowShown, held, magic, reloadsBefore, reloads };
}

test('a generated install opens as a folder within the memory budget, and twice the binders within the same bound', async () => {
  const bound = (BUDGET_MB + CONSTANT_MB) * MB;
  const grown = {};
  for (const name of ['small', 'twice']) {
    const install = installs[name];
    const r = await openInstall(site.url, install, BUDGET_MB, name === 'small' ? listAndReadAgain : undefined);
    const what = `${name} (${install.binders} binders)`;
    assert.deepEqual(r.report.failed, [], what);
    assert.equal(r.report.opened, install.binders, what);
    assert.equal(r.ids.length, install.effects, `${what}: every effect listed`);
    for (const p of r.played) {
      assert.deepEqual(p.missing, [], `${what}: effect ${p.id} (${p.source}) drew every texture`);
      assert.ok(p.instances > 0, `${what}: effect ${p.id} drew particles`);
    }
    assert.match(r.played[0].source, /sfxbnd_c1000\.ffxbnd\.dcx!/, `${what}: the first effect is of the first binder`);
    assert.ok(r.played[1].source.includes(`${install.lastBinder}!`), `${what}: the last effect is of the last binder (${r.played[1].source})`);
    assert.ok(r.memory.heldBytes <= BUDGET_MB * MB, `${what}: ${JSON.stringify(r.memory)}`);
    assert.ok(r.memory.reloads >= 1, `${what}: a dropped binder was read again (${JSON.stringify(r.memory)})`);
    grown[name] = r.after.rss - r.before.rss;
    console.log(`# ${what}: ${(r.stored / MB).toFixed(0)} MB of binders listed in ${(r.listedMs / 1000).toFixed(1)} s; renderer ${(r.before.rss / MB).toFixed(0)} → ${(r.after.rss / MB).toFixed(0)} MB settled (+${(grown[name] / MB).toFixed(0)}), peak ${(r.peak / MB).toFixed(0)} MB; binders held ${(r.memory.heldBytes / MB).toFixed(0)} MB (at most ${(r.memory.peakBytes / MB).toFixed(0)}), ${r.memory.reloads} read again`);
    assert.ok(grown[name] <= bound, `${what}: the renderer grew by ${(grown[name] / MB).toFixed(0)} MB, bound ${(bound / MB).toFixed(0)} MB`);
    assert.deepEqual(r.errors, [], what);
    if (r.checked) {
      const c = r.checked;
      assert.deepEqual(c.rows, [200, 400], `${what}: the list puts its rows in the page 200 at a time, as it is scrolled`);
      assert.ok(c.lastRowShown, `${what}: choosing an effect further down puts its row in the page`);
      assert.equal(c.held, 0, `${what}: with no memory for binders, none is held`);
      assert.equal(c.magic, 'FXR\0', `${what}: an effect whose binder was dropped is still written out whole`);
      assert.ok(c.reloads > c.reloadsBefore, `${what}: its binder was read again (${c.reloadsBefore} → ${c.reloads})`);
    }
    // Holding every binder would not fit the bound.
    if (name === 'twice') assert.ok(r.stored > bound, `${what}: ${r.stored} bytes of binders, bound ${bound}`);
  }
  assert.ok(grown.twice - grown.small <= TWICE_MB * MB, `twice the binders grew the renderer by ${((grown.twice - grown.small) / MB).toFixed(0)} MB more`);
});

test("a folder's digest is its files' SHA-256s: hashed in the worker that reads them, or on the page where no worker starts", async () => {
  const install = installs.tiny;
  const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
  // folderDigest: one line `<file's SHA-256> <path>` per file, in path order.
  const files = readdirSync(install.dir).sort();
  const expected = sha256(files.map((f) => `${sha256(readFileSync(join(install.dir, f)))} ${f}\n`).join(''));
  const browser = await launch();
  try {
    for (const worker of [true, false]) {
      const page = await browser.newPage();
      const warnings = [];
      page.on('console', (m) => warnings.push(m.text()));
      // The worker's script not served: the page does the worker's work itself.
      if (!worker) await page.route(/unpack-worker-[^/]*\.js$/, (route) => route.abort());
      await page.goto(site.url);
      await page.evaluate(() => window.fxrView.ready);
      await page.locator('#folder-input').setInputFiles(install.dir);
      await page.waitForFunction(() => window.fxrView.folders().length === 1, null, { polling: 100, timeout: 120_000 });
      const [report] = await page.evaluate(() => window.fxrView.folders());
      const what = worker ? 'with the worker' : 'without a worker';
      assert.deepEqual(report.failed, [], what);
      assert.equal(report.opened, install.binders, what);
      assert.equal(report.effects, install.effects, what);
      assert.equal(report.sha256, expected, what);
      const onPage = warnings.some((w) => w.includes('decompressing on the page instead'));
      assert.equal(onPage, !worker, `${what}: ${warnings.join('; ')}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
});

test("a file that traps the decoder fails alone: the files read ahead with it are read again", async () => {
  // The first file in path order traps the decoder while the two after it are under way in
  // the same worker.
  const dir = join(scratch, 'trap', 'sfx');
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(ROOT, 'crates/formats/tests/fuzz_regressions/dcx/kraken-lzna-assert'), join(dir, 'a-trap.ffxbnd.dcx'));
  const binders = readdirSync(installs.tiny.dir).sort();
  for (const f of binders) copyFileSync(join(installs.tiny.dir, f), join(dir, f));
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.evaluate(() => window.fxrView.ready);
    await page.locator('#folder-input').setInputFiles(dir);
    await page.waitForFunction(() => window.fxrView.folders().length === 1, null, { polling: 100, timeout: 120_000 });
    const [report] = await page.evaluate(() => window.fxrView.folders());
    assert.equal(report.failed.length, 1, report.failed.join('; '));
    assert.match(report.failed[0], /^sfx\/a-trap\.ffxbnd\.dcx: /);
    assert.equal(report.opened, binders.length);
    assert.equal(report.effects, installs.tiny.effects);
    await page.close();
  } finally {
    await browser.close();
  }
});
