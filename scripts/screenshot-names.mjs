// Makes the README's picture of the effect list named from a game's own files: a generated game
// folder (`fxr-view demo --names er`: an encrypted regulation.bin, a text binder, an animation
// binder and the demo's effect binder; no game data) opened as a folder in the built viewer, in
// headless Chromium, the list and the inspector's Used by of the spell's bullet hit shown.
//
//   node scripts/screenshot-names.mjs [--cli PATH] [--out docs/images/names-in-list.png]
//
// Needs the built site (npm run build) and the CLI (cargo build). Writes only the PNG named.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, launch, openViewer, serveSite } from '../pkg-tests/harness.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const TARGET = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const CLI = option('--cli', join(TARGET, 'debug', 'fxr-view'));
const OUT = option('--out', join(ROOT, 'docs', 'images', 'names-in-list.png'));

const scratch = mkdtempSync(join(tmpdir(), 'fxr-view-screenshot-'));
const folder = join(scratch, 'game');
execFileSync(CLI, ['demo', '--names', 'er', '--out', folder]);
const site = await serveSite();
const browser = await launch();
try {
  const { page, errors } = await openViewer(browser, site.url);
  await page.setViewportSize({ width: 1280, height: 720 });
  page.setDefaultTimeout(120_000);
  await page.locator('#folder-input').setInputFiles(folder);
  await page.waitForFunction(() => window.fxrView.folders().length === 1);
  await page.locator('#effect-list li[data-id="1000"] .name').waitFor();
  await page.evaluate(() => window.fxrView.selectEffect(1000));
  await page.waitForFunction(() => /Rock Sling/.test(document.querySelector('#used-by')?.textContent ?? ''));
  await page.evaluate(() => window.fxrView.seek(1));
  // A frame drawn at that time, then the picture.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  mkdirSync(dirname(OUT), { recursive: true });
  await page.screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  await site.close();
  rmSync(scratch, { recursive: true, force: true });
}
