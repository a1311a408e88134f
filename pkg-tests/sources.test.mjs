// Several sources as one: a real Dark Souls 3 effect binder and its resource binder
// (../shared/corpus/ds3; skipped, saying so, when it is absent) opened together by URL
// (`#src=…&src=…`), as a local folder (<input webkitdirectory>, a dropped folder), and as a
// remembered folder (a directory handle kept in IndexedDB, reopened by a link and by the
// "Reopen folder" button); the permalink's repeated sources round-trip (their syntax is
// tested without game files); embed.html takes two sources.
//
// The effect list spans both binders (156 effects), and an effect draws with the textures of
// the other binder: fewer textures are missing, and the pixels differ from those drawn with
// the effect binder alone. Effect 441303 names four textures, of which the resource binder
// holds one (s11657): the other three live in the game's common resource binder, which the
// corpus lacks, so they stay missing (the test checks they are in no opened file). Effect
// 441201 draws only with textures of the resource binder: none is missing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, launch, openPage, openViewer, serveSite } from './harness.mjs';

const DS3 = join(ROOT, '..', 'shared', 'corpus', 'ds3');
const EFFECTS = 'frpg_sfxbnd_dlc2_effect.ffxbnd.dcx';
const RESOURCES = 'frpg_sfxbnd_dlc2_resource.ffxbnd.dcx';
const PRESENT = existsSync(join(DS3, EFFECTS)) && existsSync(join(DS3, RESOURCES));
const SKIP = '../shared/corpus/ds3 is absent';
/** The effect the task names, and one whose every texture is in the resource binder. */
const FIRE = 441303;
const OWN = 441201;
const TIME = 1;

let site;
let browser;
let effectsUrl;
let resourcesUrl;
before(async () => {
  // The link syntax's test needs no game file: the site and browser start either way.
  site = await serveSite(PRESENT ? { [`/ds3/${EFFECTS}`]: join(DS3, EFFECTS), [`/ds3/${RESOURCES}`]: join(DS3, RESOURCES) } : {});
  effectsUrl = new URL(`/ds3/${EFFECTS}`, site.url).href;
  resourcesUrl = new URL(`/ds3/${RESOURCES}`, site.url).href;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const src = (url) => `src=${encodeURIComponent(url)}`;

async function viewer(hash) {
  const { page, errors } = await openViewer(browser, site.url + hash);
  page.setDefaultTimeout(120_000);
  return { page, errors };
}

/** The frame at TIME (192x192) and the textures the page drew as placeholders. */
async function frame(page) {
  const pixels = await page.evaluate(async (t) => Array.from(await window.fxrView.renderToPixels(t, 192, 192)), TIME);
  const missing = await page.evaluate(() => window.fxrView.withViewer((v) => Array.from(v.missingTextures())));
  return { pixels, missing };
}

function differing(a, b) {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 3) n++;
  return n;
}

function drawn(pixels) {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if (Math.abs(pixels[i] - 20) + Math.abs(pixels[i + 1] - 22) + Math.abs(pixels[i + 2] - 28) > 24) n++;
  return n;
}

/** The texture ids a binder holds (`sNNNNN` entries), read by the wasm package's listFile. */
async function textureIds(page, url) {
  return page.evaluate(async (u) => {
    const wasm = await window.fxrView.module();
    const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
    const listing = wasm.listFile(u, bytes);
    return listing.entries.map((e) => /[\\/]s(\d{5})[^\\/]*\.tpf$/i.exec(e.name ?? "")).filter(Boolean).map((m) => Number(m[1]));
  }, url);
}

test('two binders by URL: every effect listed, textures found across them, other pixels than the effect binder alone', async (t) => {
  if (!PRESENT) return t.skip(SKIP);
  const both = await viewer(`#${src(effectsUrl)}&${src(resourcesUrl)}&effect=${FIRE}&time=${TIME}&seed=1`);
  assert.equal((await both.page.evaluate(() => window.fxrView.effects())).length, 156);
  assert.deepEqual(await both.page.evaluate(() => window.fxrView.state().sources), [
    { kind: 'url', url: effectsUrl },
    { kind: 'url', url: resourcesUrl },
  ]);
  const withResources = await frame(both.page);
  const link = await both.page.evaluate(() => window.fxrView.permalink());

  // The same link with the effect binder alone.
  const aloneLink = link.replace(`&${src(resourcesUrl)}`, '');
  assert.notEqual(aloneLink, link);
  const alone = await viewer(aloneLink.slice(link.indexOf('#')));
  assert.equal((await alone.page.evaluate(() => window.fxrView.effects())).length, 156);
  const withoutResources = await frame(alone.page);
  t.diagnostic(`effect ${FIRE}: missing alone ${withoutResources.missing.join(', ')}; with the resource binder ${withResources.missing.join(', ') || 'none'}`);
  assert.ok(withoutResources.missing.includes(11657));
  assert.ok(!withResources.missing.includes(11657), 's11657 is in the resource binder');
  assert.ok(withResources.missing.length < withoutResources.missing.length);
  // The banner counts what is missing and names the binder the game keeps it in: the effect
  // binder's own resource binder, then, with that open, the common one.
  const banner = async (page, pattern) => {
    await page.waitForFunction((source) => new RegExp(source).test(document.getElementById('banner').textContent ?? ''), pattern.source);
    return page.locator('#banner').textContent();
  };
  assert.match(await banner(alone.page, /keeps them in/), new RegExp(`${withoutResources.missing.length} textures not in the opened files[\\s\\S]*The game keeps them in frpg_sfxbnd_dlc2_resource\\.ffxbnd\\.dcx`));
  assert.match(await banner(both.page, /keeps them in/), new RegExp(`${withResources.missing.length} textures not in the opened files[\\s\\S]*The game keeps them in frpg_sfxbnd_commoneffects_resource\\.ffxbnd\\.dcx`));
  // What is still missing is in no opened file (the game's common binder holds it).
  const held = await textureIds(both.page, resourcesUrl);
  assert.equal(held.length > 20, true, `the resource binder lists ${held.length} textures`);
  for (const id of withResources.missing) assert.ok(!held.includes(id), `s${id} is in the resource binder but drawn as missing`);
  const changed = differing(withResources.pixels, withoutResources.pixels);
  t.diagnostic(`effect ${FIRE} at ${TIME} s, 192x192: ${changed} pixels differ; ${drawn(withResources.pixels)} drawn`);
  assert.ok(drawn(withResources.pixels) > 500);
  assert.ok(changed > 200, `only ${changed} pixels differ`);
  assert.deepEqual(both.errors, []);
  assert.deepEqual(alone.errors, []);
  await both.page.close();
  await alone.page.close();

  // An effect whose textures are all in the resource binder: none is missing, none is said to be.
  const own = await viewer(`#${src(effectsUrl)}&${src(resourcesUrl)}&effect=${OWN}&time=${TIME}&seed=1`);
  const ownBoth = await frame(own.page);
  const ownLink = await own.page.evaluate(() => window.fxrView.permalink());
  await own.page.evaluate((id) => window.fxrView.selectEffect(id), OWN);
  assert.doesNotMatch((await own.page.locator('#banner').textContent()) ?? '', /not in the opened files/);
  const ownAlone = await viewer(ownLink.slice(ownLink.indexOf('#')).replace(`&${src(resourcesUrl)}`, ''));
  const ownAloneFrame = await frame(ownAlone.page);
  const ownChanged = differing(ownBoth.pixels, ownAloneFrame.pixels);
  t.diagnostic(`effect ${OWN}: missing alone ${ownAloneFrame.missing.join(', ')}, with the resource binder ${ownBoth.missing.join(', ') || 'none'}; ${ownChanged} pixels differ`);
  assert.deepEqual(ownBoth.missing, []);
  assert.ok(ownAloneFrame.missing.length > 0);
  assert.ok(ownChanged > 200, `only ${ownChanged} pixels differ`);
  assert.deepEqual(own.errors, []);
  await own.page.close();
  await ownAlone.page.close();
});

test('a permalink with repeated src round-trips: the same sources in order and the same pixels', async (t) => {
  if (!PRESENT) return t.skip(SKIP);
  const first = await viewer(`#${src(effectsUrl)}&${src(resourcesUrl)}&effect=${FIRE}&time=${TIME}&seed=3`);
  const link = await first.page.evaluate(() => window.fxrView.permalink());
  assert.ok(link.includes(`#${src(effectsUrl)}&${src(resourcesUrl)}&effect=${FIRE}&`), link);
  const pixels = (await frame(first.page)).pixels;
  const again = await viewer(link.slice(link.indexOf('#')));
  assert.deepEqual(await again.page.evaluate(() => window.fxrView.state()), await first.page.evaluate(() => window.fxrView.state()));
  assert.equal(await again.page.evaluate(() => window.fxrView.permalink()), link);
  assert.equal(differing(pixels, (await frame(again.page)).pixels), 0);
  assert.deepEqual(first.errors, []);
  assert.deepEqual(again.errors, []);
  await first.page.close();
  await again.page.close();
});

test('repeated sources parse unambiguously; bad ones are refused with a clear error', async () => {
  const { page, errors } = await openPage(browser, site.url + 'embed-demo.html');
  const results = await page.evaluate(async (u) => {
    const { parseState, serializeState, defaultState } = await import('./lib/fxr-view.js');
    const hex = (c) => c.repeat(64);
    const sources = [
      { kind: 'url', url: u },
      { kind: 'file', name: 'a.ffxbnd.dcx', sha256: hex('a') },
      { kind: 'folder', name: 'sfx', sha256: hex('b') },
      { kind: 'file', name: 'b.ffxbnd.dcx', sha256: hex('c') },
      { kind: 'demo' },
    ];
    const text = serializeState({ ...defaultState(), sources });
    const refused = (link) => {
      try {
        parseState(link);
        return null;
      } catch (e) {
        return e.message;
      }
    };
    const many = Array.from({ length: 17 }, (_, i) => `src=${encodeURIComponent(`${u}?${i}`)}`).join('&');
    return {
      text,
      back: parseState(text).sources,
      // Each kind's keys are taken in order, wherever they stand.
      shuffled: parseState(`file=x.dcx&src=file&sha256=${hex('d')}&src=demo&src=file&file=y.dcx&sha256=${hex('e')}`).sources,
      old: parseState(`#src=file&file=old.dcx&sha256=${hex('f')}&effect=1`).sources,
      tooMany: refused(many),
      stray: refused(`src=demo&file=x.dcx`),
      missing: refused(`src=file&src=file&file=x.dcx&sha256=${hex('a')}&sha256=${hex('b')}`),
      twice: refused(`src=demo&src=demo`),
      badSecond: refused(`src=demo&src=javascript:alert(1)`),
      folderCompare: refused(`src=demo&compare=folder&folder=x`),
    };
  }, effectsUrl);
  assert.match(results.text, /^src=http[^&]+&src=file&file=a\.ffxbnd\.dcx&sha256=a{64}&src=folder&folder=sfx&sha256=b{64}&src=file&file=b\.ffxbnd\.dcx&sha256=c{64}&src=demo&/);
  assert.deepEqual(results.back, [
    { kind: 'url', url: effectsUrl },
    { kind: 'file', name: 'a.ffxbnd.dcx', sha256: 'a'.repeat(64) },
    { kind: 'folder', name: 'sfx', sha256: 'b'.repeat(64) },
    { kind: 'file', name: 'b.ffxbnd.dcx', sha256: 'c'.repeat(64) },
    { kind: 'demo' },
  ]);
  assert.deepEqual(results.shuffled, [
    { kind: 'file', name: 'x.dcx', sha256: 'd'.repeat(64) },
    { kind: 'demo' },
    { kind: 'file', name: 'y.dcx', sha256: 'e'.repeat(64) },
  ]);
  assert.deepEqual(results.old, [{ kind: 'file', name: 'old.dcx', sha256: 'f'.repeat(64) }]);
  assert.match(results.tooMany, /src: 17 sources given, at most 16/);
  assert.match(results.stray, /file: 1 given, but only 0 of the sources take one/);
  assert.match(results.missing, /source 2 of 2: file: expected a file name/);
  assert.match(results.twice, /source 2 is the same as source 1/);
  assert.match(results.badSecond, /source 2 of 2: .*http\(s\)/);
  assert.match(results.folderCompare, /compare=folder: this side takes one file, not a folder/);
  // The viewer says so and shows the demo.
  const bad = await viewer(`#src=demo&src=demo`);
  assert.match(await bad.page.locator('#banner').textContent(), /source 2 is the same as source 1/);
  assert.equal((await bad.page.evaluate(() => window.fxrView.effects())).length, 21);
  assert.deepEqual(errors, []);
  await page.close();
  await bad.page.close();
});

test('a local folder (<input webkitdirectory>): every binder opened, other files skipped and counted, a bad file listed', async (t) => {
  if (!PRESENT) return t.skip(SKIP);
  // A folder as a game keeps it, with a text file and a broken binder beside the two.
  const dir = mkdtempSync(join(tmpdir(), 'fxr-view-folder-'));
  const sfx = join(dir, 'sfx');
  try {
    mkdirSync(join(sfx, 'broken'), { recursive: true });
    copyFileSync(join(DS3, EFFECTS), join(sfx, EFFECTS));
    copyFileSync(join(DS3, RESOURCES), join(sfx, RESOURCES));
    writeFileSync(join(sfx, 'readme.txt'), 'not a game file\n');
    writeFileSync(join(sfx, 'broken', 'cut.ffxbnd.dcx'), Buffer.concat([Buffer.from('DCX\0'), Buffer.alloc(60, 7)]));
    const { page, errors } = await viewer('');
    await page.locator('#folder-input').setInputFiles(sfx);
    await page.waitForFunction(() => window.fxrView.folders().length === 1);
    const [report] = await page.evaluate(() => window.fxrView.folders());
    t.diagnostic(`folder: ${JSON.stringify({ ...report, sha256: undefined })}`);
    assert.equal(report.name, 'sfx');
    assert.equal(report.files, 4);
    assert.equal(report.opened, 2);
    assert.equal(report.skipped, 1);
    assert.equal(report.failed.length, 1);
    assert.match(report.failed[0], /^sfx\/broken\/cut\.ffxbnd\.dcx: DCX: /);
    assert.deepEqual([report.effects, report.textures, report.models], [156, 41, 19]);
    assert.match(report.sha256, /^[0-9a-f]{64}$/);
    // The banner says it, once the folder's first effect is shown.
    await page.waitForFunction(() => /Folder sfx/.test(document.getElementById('banner').textContent));
    assert.match(await page.locator('#banner').textContent(), /Folder sfx: 2 of 4 files opened \(156 effects, 41 textures, 19 models.*1 skipped[\s\S]*1 file could not be read:\s*• sfx\/broken\/cut\.ffxbnd\.dcx: DCX: /);
    // The list spans both binders (beside the demo opened first).
    const listed = await page.evaluate(() => window.fxrView.effects().filter((e) => e.source.startsWith('sfx/')).length);
    assert.equal(listed, 156);
    await page.waitForFunction(() => window.fxrView.state().effect !== null && window.fxrView.state().effect !== 1000);
    await page.evaluate((id) => window.fxrView.selectEffect(id), OWN);
    // The page drew the demo before: only the textures this effect names count.
    const named = await page.evaluate((id) => window.fxrView.effects().find((e) => e.id === id).textures, OWN);
    assert.ok(named.length > 0);
    assert.deepEqual((await frame(page)).missing.filter((id) => named.includes(id)), []);
    assert.match(await page.locator('#files-list').textContent(), /sfx\/ \(2 files\)/);
    // Its link names the folder by its name and digest.
    const link = await page.evaluate(() => window.fxrView.permalink());
    assert.match(link, new RegExp(`#src=demo&src=folder&folder=sfx&sha256=${report.sha256}&effect=${OWN}&`));
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Writes the two binders into a folder `name` of the origin private file system: a
 * directory handle a test can make (the directory picker cannot be driven headless).
 */
async function writeFolder(page, name) {
  await page.evaluate(
    async ([name, urls]) => {
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle(name, { create: true });
      for (const u of urls) {
        const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
        const writable = await (await dir.getFileHandle(u.split('/').pop(), { create: true })).createWritable();
        await writable.write(bytes);
        await writable.close();
      }
    },
    [name, [effectsUrl, resourcesUrl]],
  );
}

test('a dropped folder opens whole: by its handle (getAsFileSystemHandle) or its entry (webkitGetAsEntry)', async (t) => {
  if (!PRESENT) return t.skip(SKIP);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(site.url);
    await page.evaluate(() => window.fxrView.ready);
    await writeFolder(page, 'dropped');
    // A drop event carrying what a browser gives for a dropped folder (a page cannot make a
    // real one): the item's directory handle, then, for browsers without handles, its entry
    // (the same files, behind the entry API's callbacks, with a file in a subfolder).
    await page.evaluate(async () => {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('dropped');
      const drop = (item) => {
        const event = new Event('drop', { cancelable: true });
        Object.defineProperty(event, 'dataTransfer', { value: { items: [{ kind: 'file', ...item }] } });
        window.dispatchEvent(event);
      };
      drop({ getAsFileSystemHandle: async () => dir, webkitGetAsEntry: () => null, getAsFile: () => null });
      const files = [];
      for await (const handle of dir.values()) files.push(await handle.getFile());
      const fileEntry = (file) => ({ isFile: true, isDirectory: false, name: file.name, file: (ok) => ok(file) });
      const dirEntry = (name, children) => {
        let read = false;
        const readEntries = (ok) => {
          // Entries come in batches, then an empty one.
          ok(read ? [] : children);
          read = true;
        };
        return { isFile: false, isDirectory: true, name, createReader: () => ({ readEntries }) };
      };
      const [effects, resources] = [files.find((f) => f.name.includes('effect')), files.find((f) => f.name.includes('resource'))];
      const root = dirEntry('entries', [fileEntry(resources), dirEntry('sub', [fileEntry(effects)])]);
      await new Promise((r) => setTimeout(r, 0));
      drop({ webkitGetAsEntry: () => root, getAsFile: () => null });
    });
    await page.waitForFunction(() => window.fxrView.folders().length === 2, null, { timeout: 120_000 });
    const reports = await page.evaluate(() => window.fxrView.folders());
    assert.deepEqual(
      reports.map((r) => [r.name, r.files, r.opened, r.effects, r.textures, r.models]),
      [
        ['dropped', 2, 2, 156, 41, 19],
        ['entries', 2, 2, 156, 41, 19],
      ],
    );
    // The same files at other paths: another digest.
    assert.notEqual(reports[0].sha256, reports[1].sha256);
    // The later folder's effects replace the earlier's (same ids); the path below it is kept.
    assert.equal(await page.evaluate(() => window.fxrView.effects().filter((e) => e.source.startsWith('entries/sub/frpg_sfxbnd_dlc2_effect.ffxbnd.dcx!')).length), 156);
  } finally {
    await context.close();
  }
});

test('a remembered folder: a link reopens it, a reload offers "Reopen folder NAME"', async (t) => {
  if (!PRESENT) return t.skip(SKIP);
  // A directory handle the test can make: the origin private file system's (the picker's
  // cannot be driven headless). One browser context: the same IndexedDB for every page.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(site.url);
    await page.evaluate(() => window.fxrView.ready);
    await writeFolder(page, 'ds3-sfx');
    const report = await page.evaluate(async () => window.fxrView.openFolderHandle(await (await navigator.storage.getDirectory()).getDirectoryHandle('ds3-sfx')));
    assert.deepEqual([report.opened, report.effects, report.textures], [2, 156, 41]);
    await page.evaluate((id) => window.fxrView.selectEffect(id), FIRE);
    const link = await page.evaluate(() => window.fxrView.permalink());
    assert.match(link, /src=folder&folder=ds3-sfx&sha256=[0-9a-f]{64}/);
    const pixels = (await frame(page)).pixels;

    // The link in a new page: the remembered handle is read again (the origin's own files
    // need no prompt; a picked folder's would show the "Reopen folder" button first).
    const again = await context.newPage();
    await again.goto(link);
    const ask = again.locator('#ask-folder button');
    await Promise.race([again.evaluate(() => window.fxrView.ready), ask.waitFor().then(() => ask.click())]);
    await again.evaluate(() => window.fxrView.ready);
    const reopened = await again.evaluate(() => window.fxrView.folders());
    assert.equal(reopened.length, 1);
    assert.equal(reopened[0].sha256, report.sha256);
    assert.equal(reopened[0].linkedSha256, null);
    assert.equal(await again.evaluate(() => window.fxrView.state().effect), FIRE);
    assert.equal(differing(pixels, (await frame(again)).pixels), 0);

    // Without a link, the page offers the folder opened last.
    const fresh = await context.newPage();
    await fresh.goto(site.url);
    await fresh.evaluate(() => window.fxrView.ready);
    const button = fresh.locator('#reopen-folder');
    await button.waitFor();
    assert.equal(await button.textContent(), 'Reopen folder ds3-sfx');
    await button.click();
    await fresh.waitForFunction(() => window.fxrView.folders().length === 1);
    assert.equal(await fresh.evaluate(() => window.fxrView.effects().filter((e) => e.source.startsWith('ds3-sfx/')).length), 156);
  } finally {
    await context.close();
  }
});

test('embed.html with two src draws the effect with the resource binder\'s textures', async (t) => {
  if (!PRESENT) return t.skip(SKIP);
  const query = `effect=${OWN}&time=${TIME}&seed=1`;
  const shot = async (sources) => {
    const { page, errors } = await openPage(browser, `${site.url}embed.html?${sources.map(src).join('&')}&${query}`);
    page.setDefaultTimeout(120_000);
    await page.evaluate(() => document.querySelector('fxr-preview').ready);
    const pixels = await page.evaluate(async () => Array.from(await document.querySelector('fxr-preview').pixels(160, 160)));
    const open = await page.evaluate(() => document.querySelector('fxr-preview').shadowRoot.querySelector('.bar a')?.href ?? '');
    await page.close();
    return { pixels, open, errors };
  };
  const both = await shot([effectsUrl, resourcesUrl]);
  const alone = await shot([effectsUrl]);
  const changed = differing(both.pixels, alone.pixels);
  t.diagnostic(`embed, effect ${OWN}: ${changed} pixels differ with the resource binder; ${drawn(both.pixels)} drawn`);
  assert.ok(drawn(both.pixels) > 200);
  assert.ok(changed > 100, `only ${changed} pixels differ`);
  // "open in fxr-view" carries both sources.
  assert.ok(both.open.includes(`#${src(effectsUrl)}&${src(resourcesUrl)}&effect=${OWN}`), both.open);
  assert.deepEqual(both.errors, []);
  assert.deepEqual(alone.errors, []);
});
