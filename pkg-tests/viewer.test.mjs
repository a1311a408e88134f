// The viewer page as a user meets it, in headless Chromium (WebGPU on SwiftShader): the demo
// and a real file listed, frames drawn, the inspector's PSCommonBuffer equal to what the
// native `fxr-view draws` computes from the same file, overrides, permalinks, exports,
// keyboard navigation, a malformed file, a decoder that traps, and a lost GPU device.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { ROOT, checkGolden, launch, openPage, serveSite } from './harness.mjs';

const SHARED = join(ROOT, '..', 'shared', 'testdata');
const OUTPUT = join(ROOT, 'pkg-tests', 'output');
const REAL = join(SHARED, 'er', 'f000523390.fxr');
const SIZE = 160;

let site;
let browser;
const DEMO = join(OUTPUT, 'demo.ffxbnd.dcx');
const UNPACKED = join(OUTPUT, 'demo-unpacked');
before(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  // The demo binder as a file, written by the native CLI (a user's file, for these tests).
  execFileSync('cargo', ['run', '--quiet', '--bin', 'fxr-view', '--', 'demo', '--out', DEMO], { cwd: ROOT });
  // The demo's proxy effect alone (its referenced effect 1002 left behind).
  rmSync(UNPACKED, { recursive: true, force: true });
  execFileSync('cargo', ['run', '--quiet', '--bin', 'fxr-view', '--', 'unpack', DEMO, UNPACKED], { cwd: ROOT });
  const proxy = join(UNPACKED, 'GR', 'data', 'INTERROOT_win64', 'sfx', 'effect', 'f000001010.fxr');
  site = await serveSite({ '/files/demo.ffxbnd.dcx': DEMO, '/files/f000001010.fxr': proxy, ...(existsSync(REAL) ? { '/testdata/f000523390.fxr': REAL } : {}) });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** Opens the viewer at `hash` and waits for it to be ready. */
async function viewer(hash = '') {
  const { page, errors } = await openPage(browser, site.url + hash);
  await page.setViewportSize({ width: 1200, height: 760 });
  await page.evaluate(() => window.fxrView.ready);
  return { page, errors };
}

const pixelsAt = (page, time, size = SIZE) => page.evaluate(async ([t, s]) => Array.from(await window.fxrView.renderToPixels(t, s, s)), [time, size]);

/** Pixels that differ from the background colour (20, 22, 28) by more than 12 in a channel. */
function drawn(pixels) {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if (Math.abs(pixels[i] - 20) > 12 || Math.abs(pixels[i + 1] - 22) > 12 || Math.abs(pixels[i + 2] - 28) > 12) n++;
  }
  return n;
}

function differing(a, b) {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 6) n++;
  return n;
}

/** The page as a user sees it, kept in pkg-tests/output for a person to look at. */
async function screenshot(page, name) {
  const png = await page.screenshot();
  writeFileSync(join(OUTPUT, `${name}.png`), png);
  const image = PNG.sync.read(png);
  // Not a blank page: many distinct colours.
  const colours = new Set();
  for (let i = 0; i < image.data.length; i += 4 * 97) colours.add(image.data.readUInt32BE(i));
  assert.ok(colours.size > 50, `${name}: the screenshot looks blank (${colours.size} colours)`);
}

/** `fxr-view draws --json` natively (the same code the wasm runs; built by cargo test). */
function nativeDraws(file, effect, time, seed) {
  const out = execFileSync('cargo', ['run', '--quiet', '--bin', 'fxr-view', '--', 'draws', file, '--effect', String(effect), '--time', String(time), '--seed', String(seed), '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out);
}

function close(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => close(x, b[i]));
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Checks every PSCommonBuffer value of every draw against the native draw list. */
function assertSameBuffers(inspection, native, label) {
  assert.equal(inspection.draws.length, native.draws.length, `${label}: draw count`);
  let compared = 0;
  inspection.draws.forEach((draw, i) => {
    const expected = native.draws[i].buffers.PSCommonBuffer;
    assert.equal(draw.program, native.draws[i].program, `${label}: draw ${i} program`);
    for (const row of draw.PSCommonBuffer) {
      if (row.value === null) continue;
      assert.ok(close(row.value, expected[row.name]), `${label}: draw ${i} ${row.name} = ${JSON.stringify(row.value)}, natively ${JSON.stringify(expected[row.name])}`);
      compared++;
    }
  });
  assert.ok(compared > 10, `${label}: only ${compared} values compared`);
}

test('the demo opens by default: every effect listed, played, and drawn', async () => {
  const { page, errors } = await viewer();
  const ids = await page.evaluate(() => window.fxrView.effects().map((e) => e.id));
  assert.deepEqual(ids, Array.from({ length: 21 }, (_, k) => 1000 + k));
  const items = await page.locator('#effect-list li').count();
  assert.equal(items, 21);
  // It plays: time moves and frames have particles.
  const t0 = await page.evaluate(() => window.fxrView.state().time);
  await page.waitForFunction((t) => window.fxrView.state().time > t + 0.2, t0, { timeout: 60_000 });
  for (const id of [1000, 1001, 1003, 1007]) {
    await page.evaluate((id) => window.fxrView.selectEffect(id), id);
    const pixels = await pixelsAt(page, 1.5);
    assert.ok(drawn(pixels) > 100, `effect ${id}: only ${drawn(pixels)} pixels drawn`);
  }
  assert.match(await page.locator('#stats').textContent(), /instances · [\d.]+ ms per frame · webgpu/);
  await screenshot(page, 'viewer-demo');
  assert.deepEqual(errors, []);
});

test('the filter and the keyboard choose effects', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1000&time=0.5');
  await page.fill('#filter', 'tracer');
  assert.deepEqual(await page.locator('#effect-list li .id').allTextContents(), ['1004']);
  await page.fill('#filter', '');
  await page.focus('#effect-list');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => window.fxrView.state().effect === 1001);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.fxrView.state().effect === 1020);
  assert.equal(await page.locator('#effect-list li[aria-selected="true"] .id').textContent(), '1020');
  assert.deepEqual(errors, []);
});

test('the inspector shows the PSCommonBuffer values the native draw list computes from the file', async () => {
  const demo = DEMO;
  const { page, errors } = await viewer('#src=demo&effect=1001&time=1.5&seed=3');
  const inspection = await page.evaluate(() => window.fxrView.withViewer((v) => v.inspect()));
  assertSameBuffers(inspection, nativeDraws(demo, 1001, 1.5, 3), 'demo 1001');
  // The table in the page shows them, with where each came from.
  const glow = inspection.draws[0].PSCommonBuffer.find((r) => r.name === 'g_vColorScale');
  const cell = page.locator('section[data-buffer="PSCommonBuffer"] input[data-name="g_vColorScale"]');
  assert.deepEqual((await cell.inputValue()).split(', ').map(Number), glow.value.map((x) => +x.toPrecision(6)));
  const provenance = await cell.locator('xpath=../following-sibling::td').textContent();
  assert.match(provenance, /^file: action 604 /);
  assert.match(await page.locator('#layout-note').textContent(), /Layout: fxr-view's own/);
  // The lights of lit draws, with where they come from (the preset in frame units: ours).
  assert.match(await page.locator('#lights-note').textContent(), /Lights of lit draws: ambient [\d.]+, directional [\d.]+, 0 point lights, 0 spot lights\. Source: ours \(Inferred\)/);
  // The node's actions are shown with their names.
  assert.match(await page.locator('.actions').textContent(), /MultiTextureBillboard|604/);

  if (!existsSync(REAL)) return;
  await page.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch('/testdata/f000523390.fxr')).arrayBuffer());
    await window.fxrView.openBytes('f000523390.fxr', bytes);
  });
  assert.ok((await page.evaluate(() => window.fxrView.effects().map((e) => e.id))).includes(523390));
  await page.evaluate(() => window.fxrView.selectEffect(523390));
  await page.evaluate(() => window.fxrView.seek(0.5));
  await page.waitForTimeout(300);
  const real = await page.evaluate(async () => {
    await window.fxrView.renderToPixels(0.5, 64, 64);
    return window.fxrView.withViewer((v) => v.inspect());
  });
  assertSameBuffers(real, nativeDraws(REAL, 523390, 0.5, 1), 'er 523390');
  await screenshot(page, 'viewer-real-file');
  assert.deepEqual(errors, []);
});

test("the inspector shows a model draw: its mesh, its constants with provenance, its material's texture", async () => {
  const { page, errors } = await viewer('#src=demo&effect=1012&time=1.5&seed=1');
  const inspection = await page.evaluate(() => window.fxrView.withViewer((v) => v.inspect()));
  assertSameBuffers(inspection, nativeDraws(DEMO, 1012, 1.5, 1), 'demo 1012');
  const d = inspection.draws[0];
  assert.equal(d.family, 'Model');
  assert.deepEqual([d.model.model, d.model.mesh, d.model.triangles], [90101, 0, 576]);
  assert.deepEqual([d.textures[0].id, d.textures[0].provenance.from, d.textures[0].provenance.model], [90009, 'model', 90101]);
  assert.match(await page.locator('.draws li[aria-selected="true"]').textContent(), /model s90101 mesh 0 \(s90101_ring, 576 triangles\)/);
  const cell = page.locator('section[data-buffer="PSCommonBuffer"] input[data-name="g_vColorScale"]');
  assert.match(await cell.locator('xpath=../following-sibling::td').textContent(), /^file: action 10015 /);
  await page.locator('.textures figcaption').first().waitFor();
  assert.match(await page.locator('.textures figcaption').first().textContent(), /g_diffuseTexture: s90009 · from model s90101, material s90101_ring: g_DiffuseTexture /);
  // The effect list names the effect's models.
  assert.match(await page.locator('#effect-list li[data-id="1012"]').textContent(), /models s90101/);
  assert.deepEqual(errors, []);
});

test("with the shader bundle open, the inspector shows PSCommonBuffer in the engine program's layout", async () => {
  const { page, errors } = await viewer('#src=demo&effect=1000&time=1.2&seed=2');
  assert.equal(await page.locator('#layout-note').getAttribute('data-source'), 'ours');
  assert.match(await page.locator('#layout-note').textContent(), /no effect shader bundle is open/);
  await page.click('#open-demo-shaders');
  await page.waitForFunction(() => document.getElementById('layout-note')?.dataset.source === 'engine');
  const note = await page.locator('#layout-note').textContent();
  assert.match(note, /GXFfx\w+\.ppo/);
  assert.match(note, /960 bytes/);
  const inspection = await page.evaluate(() => window.fxrView.withViewer((v) => v.inspect()));
  const draw = inspection.draws[0];
  assert.equal(draw.layout.source, 'engine');
  assert.equal(draw.PSCommonBuffer[0].name, 'g_color');
  assert.equal(draw.PSCommonBuffer[0].offset, 0);
  // Values are ours, matched by name, whatever the offsets.
  const blend = draw.PSCommonBuffer.find((r) => r.name === 'g_ps_TexBlendType');
  assert.ok(blend && blend.our_offset !== null && blend.our_offset !== blend.offset);
  // Our own variables the engine's layout lacks come last, flagged.
  const last = draw.PSCommonBuffer[draw.PSCommonBuffer.length - 1];
  assert.equal(last.offset, null);
  assert.ok(last.note);
  const cell = page.locator('section[data-buffer="PSCommonBuffer"] input[data-name="g_ps_TexBlendType"]');
  assert.match(await cell.locator('xpath=../preceding-sibling::td').textContent(), /int @ \d+ \(ours @ \d+\)/);
  assert.deepEqual(errors, []);
});

test('an override changes the pixels, is listed, and resets', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1000&time=1.2&seed=2');
  const before = await pixelsAt(page, 1.2);
  const input = page.locator('section[data-buffer="PSCommonBuffer"] input[data-name="g_vColorScale"]');
  await input.fill('0, 4, 0, 1');
  await input.dispatchEvent('change');
  await page.waitForFunction(() => window.fxrView.state().overrides.length === 1);
  const changed = await pixelsAt(page, 1.2);
  assert.ok(differing(before, changed) > 50, `the override changed only ${differing(before, changed)} pixels`);
  assert.match(await page.locator('.overrides').textContent(), /PSCommonBuffer\.g_vColorScale \(node 0\) = 0, 4, 0, 1/);
  // A value that does not fit is refused and says why.
  const refused = await page.evaluate(() => window.fxrView.withViewer((v) => {
    const reason = (f) => {
      try {
        f();
        return null;
      } catch (e) {
        return e.message;
      }
    };
    return [
      reason(() => v.setOverride({ buffer: 'PSCommonBuffer', name: 'g_vColorScale', values: [1, 2] })),
      // The setters take objects of the declared types; anything else is refused with the reason.
      reason(() => v.setOverride(JSON.stringify({ buffer: 'PSCommonBuffer', name: 'g_vColorScale', values: [1, 2, 3, 4] }))),
      reason(() => v.setView({ background: [20, 22, 28, 255], grid: true, exposure: 1, curve: 'sepia' })),
      reason(() => v.setDrawOptions({ max_sheets: 'many' })),
    ];
  }));
  assert.match(refused[0], /g_vColorScale/);
  assert.match(refused[1], /^override: invalid type: string/);
  assert.match(refused[2], /^view settings: unknown variant `sepia`/);
  assert.match(refused[3], /^draw options: invalid type/);
  await page.click('#reset-overrides');
  await page.waitForFunction(() => window.fxrView.state().overrides.length === 0);
  assert.equal(differing(before, await pixelsAt(page, 1.2)), 0);
  // Hiding a node leaves its draws out.
  await page.locator('.nodes input[data-path="0"]').uncheck();
  await page.waitForFunction(() => window.fxrView.state().hidden.includes('0'));
  assert.ok(differing(before, await pixelsAt(page, 1.2)) > 50);
  assert.deepEqual(errors, []);
});

test('a permalink reproduces the same pixels, with its overrides; an inline link carries the effect', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1003&time=0.8&seed=5');
  const input = page.locator('section[data-buffer="PSCommonBuffer"] input[data-name="g_vColorScale"]');
  await input.fill('2, 0.5, 0.5, 1');
  await input.dispatchEvent('change');
  await page.waitForFunction(() => window.fxrView.state().overrides.length === 1);
  const original = await pixelsAt(page, 0.8);
  assert.ok(drawn(original) > 50);
  const link = await page.evaluate(() => window.fxrView.permalink());
  assert.match(link, /#src=demo&effect=1003&time=0\.8&seed=5&cam=/);
  const inline = await page.evaluate(() => window.fxrView.permalink(true));
  assert.match(inline, /src=inline&inline=[A-Za-z0-9_-]+/);

  for (const url of [link, inline]) {
    const other = await browser.newPage();
    await other.goto(url);
    await other.evaluate(() => window.fxrView.ready);
    const state = await other.evaluate(() => window.fxrView.state());
    assert.equal(state.effect, 1003);
    assert.equal(state.overrides.length, 1);
    const again = await pixelsAt(other, 0.8);
    assert.equal(differing(original, again), 0, `${url.slice(0, 80)}… gave other pixels`);
    await other.close();
  }
  // Bad links are refused with the field's name, and the page still shows the demo.
  for (const [hash, field] of [['#src=javascript:alert(1)', /http\(s\)/], ['#src=demo&time=-4', /time/], ['#src=demo&cam=1,2', /cam/], ['#src=demo&ov=!!', /ov/]]) {
    const bad = await browser.newPage();
    await bad.goto(site.url + hash);
    await bad.evaluate(() => window.fxrView.ready);
    assert.match(await bad.locator('#banner').textContent(), field);
    assert.equal((await bad.evaluate(() => window.fxrView.effects())).length, 21);
    await bad.close();
  }
  assert.deepEqual(errors, []);
});

test('what is not simulated is said in sentences, with the details on request', async () => {
  const url = `${site.url}files/f000001010.fxr`;
  const { page, errors } = await viewer(`#src=${encodeURIComponent(url)}&effect=1010`);
  await page.waitForSelector('#banner.info');
  const banner = await page.locator('#banner').textContent();
  assert.match(banner, /Effect 1010: 1 action is not simulated in full:/);
  assert.match(banner, /Node 0: SFXReference \(action 132, effect 1002\) is not played: the referenced effect is not among the opened files\./);
  assert.doesNotMatch(banner, /[[{]"/, 'no raw JSON');
  // The details, on request.
  const details = page.locator('#banner details');
  assert.equal(await details.evaluate((d) => d.open), false);
  await page.click('#banner details summary');
  assert.match(await page.locator('#banner details pre').textContent(), /node 0 {2}action 132 SFXReference \(effect 1002\): is not played/);
  assert.deepEqual(errors, []);
});

test('a URL source opens (downloaded, decompressed in the worker); a local file link asks for the file and checks it', async () => {
  const url = `${site.url}files/demo.ffxbnd.dcx`;
  const { page, errors } = await viewer(`#src=${encodeURIComponent(url)}&effect=1004&time=1.2&seed=9`);
  const state = await page.evaluate(() => window.fxrView.state());
  assert.deepEqual(state.sources, [{ kind: 'url', url }]);
  assert.equal(state.effect, 1004);
  assert.match(await page.locator('#files-list').textContent(), /demo\.ffxbnd\.dcx/);
  const original = await pixelsAt(page, 1.2);
  assert.ok(drawn(original) > 50);

  // A file the user opened: the link names it and its SHA-256.
  await page.evaluate(async (u) => {
    const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
    await window.fxrView.openBytes('my-effects.ffxbnd.dcx', bytes);
  }, url);
  // The same effects again: nothing is replaced silently, the banner says which.
  assert.match(await page.locator('#banner').textContent(), /effect 1000 of my-effects\.ffxbnd\.dcx!f000001000\.fxr replaces the one of /);
  await page.evaluate(async () => {
    await window.fxrView.selectEffect(1004);
    window.fxrView.seek(1.2);
  });
  const link = await page.evaluate(() => window.fxrView.permalink());
  assert.match(link, /src=file&file=my-effects\.ffxbnd\.dcx&sha256=[0-9a-f]{64}/);
  const local = await page.evaluate(() => window.fxrView.state());
  const expected = await pixelsAt(page, 1.2);

  const other = await browser.newPage();
  await other.goto(link);
  await other.waitForSelector('#ask-file');
  assert.match(await other.locator('#ask-file').textContent(), /my-effects\.ffxbnd\.dcx/);
  // A different file is refused by its hash.
  writeFileSync(join(OUTPUT, 'my-effects.ffxbnd.dcx'), Buffer.from('not the file'));
  await other.locator('#ask-file input').setInputFiles(join(OUTPUT, 'my-effects.ffxbnd.dcx'));
  await other.waitForFunction(() => /SHA-256/.test(document.getElementById('banner').textContent));
  // The right one opens and shows the same frame.
  await other.goto('about:blank');
  await other.goto(link);
  await other.waitForSelector('#ask-file');
  writeFileSync(join(OUTPUT, 'my-effects.ffxbnd.dcx'), readFileSync(DEMO));
  await other.locator('#ask-file input').setInputFiles(join(OUTPUT, 'my-effects.ffxbnd.dcx'));
  await other.evaluate(() => window.fxrView.ready);
  const reopened = await other.evaluate(() => window.fxrView.state());
  assert.deepEqual(reopened.camera, local.camera);
  assert.equal(differing(expected, await pixelsAt(other, 1.2)), 0);
  await other.close();
  assert.deepEqual(errors, []);
});

test('exports: a PNG of the frame (transparent background kept) and a sprite sheet', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1002&time=1&bg=0,0,0,0');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=PNG')]);
  const png = PNG.sync.read(readFileSync(await download.path()));
  const { width, height } = await page.evaluate(() => ({ width: document.getElementById('view').width, height: document.getElementById('view').height }));
  assert.deepEqual([png.width, png.height], [width, height]);
  let transparent = 0;
  for (let i = 3; i < png.data.length; i += 4) if (png.data[i] === 0) transparent++;
  assert.ok(transparent > png.width * png.height * 0.5, 'the background is not transparent');
  assert.ok(transparent < png.width * png.height, 'nothing was drawn');
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.click('text=Sprite sheet')]);
  const grid = PNG.sync.read(readFileSync(await sheet.path()));
  assert.deepEqual([grid.width, grid.height], [4 * 256, 4 * 256]);
  // A WebM of a short range (WebCodecs; headless Chromium has VP8/VP9 encoders).
  if (await page.evaluate(() => typeof VideoEncoder !== 'undefined')) {
    await page.fill('input[aria-label="Loop length"]', '0.3');
    await page.locator('input[aria-label="Loop length"]').dispatchEvent('change');
    const [video] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.click('text=WebM')]);
    const webm = readFileSync(await video.path());
    assert.equal(webm.readUInt32BE(0), 0x1a45dfa3, 'not an EBML (WebM) file');
    assert.ok(webm.includes(Buffer.from('webm')) && webm.length > 1000);
  }
  assert.deepEqual(errors, []);
});

test('a malformed file and a decoder that traps show errors; the page keeps working', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1002&time=1');
  const kraken = [...readFileSync(join(ROOT, 'crates/formats/tests/fuzz_regressions/dcx/kraken-lzna-assert'))];
  const messages = await page.evaluate(async (kraken) => {
    const out = [];
    for (const [name, bytes] of [
      ['broken.ffxbnd.dcx', new Uint8Array([0x44, 0x43, 0x58, 0, 1, 2, 3, 4, 5, 6])],
      ['trap.ffxbnd.dcx', new Uint8Array(kraken)],
      ['notes.txt', new TextEncoder().encode('hello')],
    ]) {
      try {
        await window.fxrView.openBytes(name, bytes);
        out.push(null);
      } catch (e) {
        out.push(e.message);
      }
      out.push(document.getElementById('banner').textContent);
    }
    return out;
  }, kraken);
  assert.match(messages[0], /broken\.ffxbnd\.dcx.*offset|broken\.ffxbnd\.dcx/);
  assert.match(messages[1], /broken\.ffxbnd\.dcx/);
  assert.match(messages[2], /trap\.ffxbnd\.dcx/);
  assert.match(messages[4], /notes\.txt/);
  // Still working: a frame draws, and the worker that trapped was replaced.
  assert.ok(drawn(await pixelsAt(page, 1)) > 50);
  const bytes = [...readFileSync(DEMO)];
  // Names from files are shown as text, never as markup.
  const name = '<img src=x onerror="window.__injected=1">.ffxbnd.dcx';
  await page.evaluate(([b, n]) => window.fxrView.openBytes(n, new Uint8Array(b)), [bytes, name]);
  assert.equal(await page.locator('#effect-list img, #files-list img').count(), 0);
  assert.match(await page.locator('#files-list').textContent(), /<img src=x onerror=/);
  assert.equal(await page.evaluate(() => window.__injected), undefined);
  await screenshot(page, 'viewer-error');
  // The trapped worker's module reports its panic on the console; nothing else may.
  assert.deepEqual(errors.filter((e) => !/panicked|unreachable|RuntimeError/.test(e)), []);
});

test('the page recovers from a lost GPU device', async () => {
  const { page, errors } = await viewer('#src=demo&effect=1000&time=1');
  const before = await pixelsAt(page, 1);
  await page.evaluate(() => window.fxrView.loseDevice());
  await page.waitForFunction(() => window.fxrView.recoveries() === 1, null, { timeout: 60_000 });
  assert.match(await page.locator('#banner').textContent(), /recreated/);
  assert.equal(differing(before, await pixelsAt(page, 1)), 0);
  // wgpu reports the destroyed device's last calls; they are expected here.
  assert.deepEqual(errors.filter((e) => !/destroyed|lost|Device|invalid/i.test(e)), []);
});

test('without WebGPU the viewer plays effects on WebGL2 and says what differs', async () => {
  const gl = await launch({ webgpu: false });
  try {
    const { page, errors } = await openPage(gl, site.url + '#src=demo&effect=1000&time=1.5');
    await page.evaluate(() => window.fxrView.ready);
    assert.equal(await page.evaluate(() => window.fxrView.backend()), 'webgl2');
    const banner = await page.locator('#banner').textContent();
    assert.match(banner, /WebGPU is unavailable/);
    assert.match(banner, /On WebGL2: .*separate passes/);
    // The glow, multi-texture and distortion programs (the passes WebGL2 draws differently)
    // and the model program (a second vertex buffer, indexed) match the WebGPU goldens within
    // their tolerance. (Each case compiles its programs on SwiftShader's GL, which is slow:
    // three cases cover the split passes, one the models, and one the lens flare, whose vertex
    // program reads the depth texture.) The GPU particles have no compute here: the CPU
    // evaluates them, and they match the goldens WebGPU's and Vulkan's compute programs drew.
    const spec = JSON.parse(readFileSync(join(ROOT, 'tests/goldens/effect_cases.json'), 'utf8'));
    const names = ['demo_1000_billboards', 'demo_1001_multi_texture', 'demo_1005_distortion', 'demo_1011_models', 'demo_1013_lens_flare', 'demo_1016_gpu_particles', 'demo_1019_gpu_sparks_forces'];
    for (const c of spec.cases.filter((x) => names.includes(x.name))) {
      const pixels = await page.evaluate(
        (c) => window.fxrView.withViewer(async (v) => {
          v.setView({ background: [20, 22, 28, 255], grid: false, exposure: 1, curve: 'soft' });
          return Array.from(await v.renderEffectToPixels(c.effect, c.time, c.seed, c.size[0], c.size[1], true));
        }),
        c,
      );
      assert.ok(drawn(pixels) > 30, `${c.name} drew nothing on WebGL2`);
      const [w, h] = c.size;
      checkGolden(c.name, w, h, pixels, { channel: (c.tolerance ?? spec.tolerance).channel, maxOutliers: Math.floor((w * h * (c.tolerance ?? spec.tolerance).max_outliers_percent) / 100) });
    }
    assert.deepEqual(errors, []);
  } finally {
    await gl.close();
  }
});

test('the package lists and inspects files as the command line does', async () => {
  const { page, errors } = await viewer('#still');
  const bytes = [...readFileSync(DEMO)];
  const [listing, inspection, bad] = await page.evaluate(async (b) => {
    const m = await window.fxrView.module();
    const data = new Uint8Array(b);
    let bad = null;
    try {
      m.listFile('notes.txt', new TextEncoder().encode('hello'));
    } catch (e) {
      bad = e.message;
    }
    return [m.listFile('demo.ffxbnd.dcx', data), m.inspectFile('demo.ffxbnd.dcx', data), bad];
  }, bytes);
  const cli = JSON.parse(execFileSync('cargo', ['run', '--quiet', '--bin', 'fxr-view', '--', 'list', DEMO, '--json'], { cwd: ROOT, encoding: 'utf8' }));
  assert.deepEqual(listing, cli);
  assert.equal(inspection.document.format, 'BND4');
  assert.equal(inspection.dcx.compression.algorithm, cli.dcx.compression.algorithm);
  assert.match(bad, /notes\.txt: .*offset 0x0/);
  assert.deepEqual(errors, []);
});
