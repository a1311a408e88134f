// The inspector's view of a GPU particle draw in headless Chromium (WebGPU on SwiftShader):
// demo 1016's fountain (10000) shows its counts, its system's constants with the file field
// each came from (read only), and the "GPU buffers" table of the pipeline's layouts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openViewer, serveSite } from './harness.mjs';

let site;
let browser;
before(async () => {
  site = await serveSite();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('a GPU particle draw shows its constants with provenance and the GPU buffers table', async () => {
  const { page, errors } = await openViewer(browser, site.url + '#src=demo&effect=1016&time=1&seed=1');
  const draw = page.locator('.draws li', { hasText: 'VFX_Particle' }).first();
  await draw.waitFor();
  await draw.click();

  // The counts, and who evaluated the particles.
  const counts = page.locator('#gpu-counts');
  await counts.waitFor();
  assert.match(await counts.textContent(), /^1 systems, \d+ emissions, \d+ candidate particles, .*evaluated by (the CPU|the compute programs); in their stable order \(the blend needs no sort\)/);
  assert.match(await page.locator('#gpu-particles h3').first().textContent(), /GPU particles \(10000\)/);

  // The system's constants: the speed names particleSpeed (crates/demo/src/effects.rs sets it),
  // and the values cannot be overridden.
  const constants = page.locator('section[data-buffer="ccbEmitionSeed[0]"]');
  const speed = constants.locator('input[data-name="speed"]');
  await speed.waitFor();
  assert.equal(await speed.isDisabled(), true);
  const speedRow = speed.locator('xpath=ancestor::tr');
  assert.match(await speedRow.locator('td.prov').textContent(), /^file: action 10000 fields1\[\d+\] particleSpeed\.x/i);
  const life = constants.locator('input[data-name="life"]').locator('xpath=ancestor::tr');
  assert.match(await life.locator('td.prov').textContent(), /particleDuration .*particleDurationMultiplier/);
  const camera = constants.locator('input[data-name="camera_position"]').locator('xpath=ancestor::tr');
  assert.equal(await camera.locator('td.prov').textContent(), 'camera / frame');

  // The GPU buffers table: each buffer's usage and stride, each member's offset, type and meaning.
  const table = page.locator('#gpu-buffers table');
  assert.equal(await page.locator('#gpu-buffers h3').textContent(), 'GPU buffers');
  const buffers = await table.locator('tr.gpu-buffer').evaluateAll((rows) => rows.map((r) => r.dataset.gpuBuffer));
  assert.deepEqual(buffers, ['params', 'systems', 'emissions', 'forces', 'particles', 'keys', 'counters', 'instances']);
  const system = await table.locator('tr.gpu-buffer[data-gpu-buffer="systems"] > *').allTextContents();
  assert.equal(system[0], 'systems');
  assert.match(system[1], /^storage, read/);
  assert.equal(system[2], '576 bytes');
  const members = table.locator('tr.gpu-member[data-gpu-buffer="systems"]');
  assert.deepEqual((await members.first().locator('td').allTextContents()).slice(0, 3), ['emitter_rotation', '0', 'array<vec4<f32>, 3>']);
  const speedMember = await members.filter({ hasText: 'speed_min' }).locator('td').allTextContents();
  assert.deepEqual(speedMember, ['speed_min', '144', 'vec4<f32>', 'particleSpeedMin']);
  assert.deepEqual(errors, []);
});
