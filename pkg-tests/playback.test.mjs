// Playback in wasm gives bit-identical particles to the native build: the frame digests of
// tests/goldens/sim_digests.json (written by the native test) are reproduced here.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDENS, ROOT, launch, openPage, serveSite } from './harness.mjs';

const SHARED = join(ROOT, '..', 'shared', 'testdata');

let site;
before(async () => {
  site = await serveSite({
    '/testdata/er/f000523390.fxr': join(SHARED, 'er/f000523390.fxr'),
    '/testdata/ac6/f006081003.fxr': join(SHARED, 'ac6/f006081003.fxr'),
  });
});
after(async () => site.close());

test('wasm playback reproduces the native frame digests', async (t) => {
  if (!existsSync(SHARED)) {
    t.skip('../shared/testdata is absent');
    return;
  }
  const golden = JSON.parse(readFileSync(join(GOLDENS, 'sim_digests.json'), 'utf8'));
  const cases = Object.keys(golden).map((key) => {
    const [, file, seed, time] = key.match(/^(\S+) seed (\d+) t (\S+)$/);
    return { key, file, seed: Number(seed), time: Number(time) };
  });
  assert.ok(cases.length >= 4);
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser, site.url + '#still');
    const results = await page.evaluate(async (cases) => {
      const wasm = await window.fxrView.module();
      const out = {};
      for (const c of cases) {
        const bytes = new Uint8Array(await (await fetch(`/testdata/${c.file}`)).arrayBuffer());
        const library = new wasm.Library();
        library.open(c.file, bytes);
        const [effect] = library.effects();
        const player = new wasm.Player(library, effect.id, c.seed, 30);
        out[c.key] = { digest: player.frameDigest(c.time), instances: player.instanceCount(c.time) };
        player.free();
        library.free();
      }
      return out;
    }, cases);
    assert.deepEqual(results, golden);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
