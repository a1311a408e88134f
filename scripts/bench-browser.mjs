// Runs the browser benchmark page (www/bench.html) in headless Chromium (WebGPU on
// SwiftShader here) and prints its table. Needs the built site (npm run build).
//
//   node scripts/bench-browser.mjs [--markdown OUT]
import { writeFileSync } from 'node:fs';
import { launch, serveSite } from '../pkg-tests/harness.mjs';

const site = await serveSite();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(site.url + 'bench.html?run');
  const rows = await page.evaluate(() => window.benchResults);
  const backend = await page.locator('#status').textContent();
  const lines = [
    `Browser: Chromium headless (${backend}), 512x512`,
    '',
    '| program | instances | program ms | baseline ms | ratio |',
    '|---|--:|--:|--:|--:|',
    ...rows.map((r) => `| ${r.family} | ${r.instances} | ${r.program_ms.toFixed(1)} | ${r.baseline_ms.toFixed(1)} | ${r.ratio.toFixed(2)} |`),
  ];
  console.log(lines.join('\n'));
  const i = process.argv.indexOf('--markdown');
  if (i > 0) writeFileSync(process.argv[i + 1], lines.join('\n') + '\n');
} finally {
  await browser.close();
  await site.close();
}
