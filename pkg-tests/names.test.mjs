// Names from the game's own files: a generated game folder (`fxr-view demo --names er`: an
// encrypted regulation.bin, msg/engus/item.msgbnd.dcx, chr/c0000.anibnd.dcx and the demo
// binder under sfx/) opened as a folder names the demo's effects in the list; the filter finds
// an effect by its spell's name; the inspector's Used by shows the row, the spell it is
// reached from and links to the spell's other effects. No game file is involved.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, launch, openViewer, serveSite } from './harness.mjs';

let site;
let browser;
let folder;
let scratch;
before(async () => {
  // The CLI that `cargo test` built.
  execFileSync('cargo', ['build', '--quiet', '--bin', 'fxr-view'], { cwd: ROOT });
  scratch = mkdtempSync(join(tmpdir(), 'fxr-view-names-'));
  folder = join(scratch, 'game');
  execFileSync(join(ROOT, 'target', 'debug', 'fxr-view'), ['demo', '--names', 'er', '--out', folder]);
  site = await serveSite();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test("a game folder's regulation, texts and animations name its effects in the list, the filter and Used by", async () => {
  const { page, errors } = await openViewer(browser, site.url);
  page.setDefaultTimeout(120_000);
  await page.locator('#folder-input').setInputFiles(folder);
  await page.waitForFunction(() => window.fxrView.folders().length === 1);
  const [report] = await page.evaluate(() => window.fxrView.folders());
  assert.deepEqual(report.failed, []);
  assert.equal(report.opened, 4, JSON.stringify(report));
  // The list names the spell's bullet hit, the item's special effect and the animation's effect.
  const named = page.locator('#effect-list li[data-id="1000"] .name');
  await named.waitFor();
  assert.equal(await named.textContent(), 'Rock Sling — bullet hit (Bullet 10500 sfxId_Hit)');
  assert.match(await page.locator('#effect-list li[data-id="1003"] .name').textContent(), /^Ember — while active/);
  assert.match(await page.locator('#effect-list li[data-id="1005"] .name').textContent(), /^c0000 animation 3003000 SpawnOneShotFFX/);
  // The filter finds effects by the spell's name.
  await page.fill('#filter', 'rock sling');
  assert.deepEqual(await page.locator('#effect-list li .id').allTextContents(), ['1000', '1001', '1002']);
  await page.fill('#filter', '');
  // Used by: the bullet row, the spell it is reached from, and the spell's other effects.
  await page.evaluate(() => window.fxrView.selectEffect(1000));
  const usedBy = page.locator('#used-by');
  await page.waitForFunction(() => /Rock Sling \(Magic 4000\)/.test(document.querySelector('#used-by')?.textContent ?? ''));
  const text = await usedBy.textContent();
  assert.match(text, /Bullet 10500 · sfxId_Hit \(bullet hit\)/);
  assert.match(text, /← Rock Sling \(Magic 4000\): Magic 4000\.refId1 → Bullet 10500\.sfxId_Hit/);
  await usedBy.locator('a[data-effect="1002"]').first().click();
  await page.waitForFunction(() => window.fxrView.state().effect === 1002);
  await page.waitForFunction(() => /castSfxId \(cast\)/.test(document.querySelector('#used-by')?.textContent ?? ''));
  assert.deepEqual(errors, []);
});
