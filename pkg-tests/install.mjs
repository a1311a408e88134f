// A generated game install opened as a folder in headless Chromium, shared by the bounded
// memory test (pkg-tests/install.test.mjs, small) and the browser install benchmark
// (scripts/bench-scale.mjs --install, a game's size): the time to the complete list, an
// effect of the first and of the last binder played with their textures, what the page held
// and the renderer process's memory (Linux: /proc).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openViewer } from './harness.mjs';

/**
 * Writes a generated `sfx` folder into `dir` (which must not exist) with the CLI at `cli`:
 * `binders` binders (one in ten of textures), `effects` effects, `textures` noise textures of
 * `textureSize`² RGBA8. Returns what a caller checks against: the shape and the name of the
 * last effect binder.
 */
export function generateInstall(cli, dir, { binders, effects, textures, textureSize }) {
  execFileSync(cli, ['demo', '--install-binders', String(binders), '--scale-effects', String(effects), '--scale-textures', String(textures), '--texture-size', String(textureSize), '--out', dir]);
  const resourceBinders = Math.min(Math.max(Math.floor(binders / 10), 1), Math.max(binders - 1, 1));
  return { dir, binders, effects, lastBinder: `sfxbnd_c${1000 + binders - resourceBinders - 1}.ffxbnd.dcx` };
}

/** Resident memory (VmRSS, VmHWM: bytes) of the Chromium process of `type` with the highest peak. */
export function processMemory(type) {
  let best = { rss: 0, hwm: 0 };
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('chrom') || !cmdline.includes(`--type=${type}`) || cmdline.includes('--extension-process')) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
      if (kb('VmHWM') > best.hwm) best = { rss: kb('VmRSS'), hwm: kb('VmHWM') };
    } catch {
      // The process ended meanwhile.
    }
  }
  return best;
}

/**
 * The renderer's resident memory once the page and its workers have collected their garbage
 * and the page was told memory runs short (what the tab holds, rather than what the
 * collector had not yet freed or the allocator keeps spare, which the browser gives back when
 * memory runs short): a full collection in every page and worker target and a critical
 * memory pressure notification, then a moment for the freed memory to go back.
 */
async function settledMemory(browser) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    for (const target of targetInfos.filter((t) => t.type === 'page' || t.type === 'worker')) {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }) });
      if (target.type === 'page') await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 2, method: 'Memory.simulatePressureNotification', params: { level: 'critical' } }) });
    }
  } finally {
    await cdp.detach();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return processMemory('renderer');
}

/**
 * Opens `install` as a folder (the `<input webkitdirectory>` path) in a fresh browser with a
 * memory budget of `budgetMb` for its binders, then plays an effect of its first and of its
 * last binder. Resolves to what the page reported, the renderer's settled memory before and
 * after (`settledMemory`) and its peak. `afterwards(page, ids)`, when given, runs once that
 * is measured (what it does weighs on no figure) and what it resolves to is `checked`.
 */
export async function openInstall(siteUrl, install, budgetMb, afterwards) {
  const browser = await launch();
  try {
    const { page, errors } = await openViewer(browser, `${siteUrl}?memory=${budgetMb}`);
    page.setDefaultTimeout(0);
    const before = await settledMemory(browser);
    // The files' sizes: their noise textures do not compress, so about their decompressed size.
    const stored = readdirSync(install.dir).reduce((sum, f) => sum + statSync(join(install.dir, f)).size, 0);
    const start = Date.now();
    await page.locator('#folder-input').setInputFiles(install.dir);
    await page.waitForFunction(() => window.fxrView.folders().length === 1, null, { polling: 100 });
    await page.waitForFunction((n) => window.fxrView.effects().filter((e) => e.source.startsWith('sfx/')).length >= n, install.effects, { polling: 100 });
    const listedMs = Date.now() - start;
    const [report] = await page.evaluate(() => window.fxrView.folders());
    // The install's effects (the demo's are listed too).
    const ids = await page.evaluate(() => window.fxrView.effects().filter((e) => e.source.startsWith('sfx/')).map((e) => e.id).sort((a, b) => a - b));
    const played = [];
    for (const id of [ids[0], ids[ids.length - 1]]) {
      await page.evaluate((i) => window.fxrView.selectEffect(i), id);
      await page.evaluate(() => window.fxrView.seek(0.5));
      await page.evaluate(() => window.fxrView.renderToPixels(0.5, 64, 64));
      const drawn = await page.evaluate(() =>
        window.fxrView.withViewer((v) => ({
          missing: Array.from(v.missingTextures()),
          instances: v.instanceCount(),
          source: window.fxrView.effects().find((e) => e.id === window.fxrView.state().effect)?.source ?? '',
        })),
      );
      played.push({ id, ...drawn });
    }
    const memory = await page.evaluate(() => window.fxrView.folderMemory());
    const peak = processMemory('renderer').hwm;
    const after = await settledMemory(browser);
    const checked = afterwards ? await afterwards(page, ids) : undefined;
    return { report, ids, played, memory, before, after, peak, stored, listedMs, errors, checked };
  } finally {
    await browser.close();
  }
}
