// Runs the browser benchmark page (www/bench.html) in headless Chromium (WebGPU on
// SwiftShader here) and prints its tables: the effect programs against a minimal quad
// pipeline, and the screen-space passes (50 distortion sheets and bloom) against the same
// frame without them, and the GPU particles stepped, evaluated and drawn by the compute programs
// against the CPU path. Needs the page built into dist-bench/ (scripts/bench.sh builds it:
// `npx vite build --config www/vite.bench.config.ts`, from a wasm package built with the
// `benchmarks` feature); the site itself leaves the page out.
//
//   node scripts/bench-browser.mjs [--only quads|passes|particles] [--markdown OUT]
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launch } from '../pkg-tests/harness.mjs';
import { startServer } from './serve.mjs';

const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = option('--only');

const BENCH_SITE = join(ROOT, 'dist-bench');
if (!existsSync(join(BENCH_SITE, 'bench.html'))) {
  console.error('dist-bench/ is not built: run npm run bench (or npx vite build --config www/vite.bench.config.ts)');
  process.exit(1);
}
const site = await startServer(BENCH_SITE, 0);
const browser = await launch();
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(0);
  await page.goto(site.url + 'bench.html?run' + (only ? `&only=${only}` : ''));
  const { rows, passes, particles } = await page.evaluate(() => window.benchResults);
  const backend = await page.locator('#status').textContent();
  const lines = [`Browser: Chromium headless (${backend}), 512x512`, ''];
  if (rows.length > 0) {
    lines.push(
      '| program | instances | program ms | baseline ms | ratio | program, no instance | baseline, no instance | draws alone |',
      '|---|--:|--:|--:|--:|--:|--:|--:|',
      ...rows.map((r) => `| ${r.family} | ${r.instances} | ${r.program_ms.toFixed(1)} | ${r.baseline_ms.toFixed(1)} | ${r.ratio.toFixed(2)} | ${r.program_empty_ms.toFixed(1)} | ${r.baseline_empty_ms.toFixed(1)} | ${r.draws_ratio.toFixed(2)} |`),
      '',
    );
  }
  if (passes) {
    const p = passes;
    lines.push(
      `Passes: ${p.billboards} billboards, ${p.sheets} distortion sheets; ratio: median of each round's frame over its baseline frame`,
      '',
      '| frame | ms | ratio |',
      '|---|--:|--:|',
      ...[
        ['without the passes (baseline)', p.base_ms, 1],
        ['+ bloom', p.bloom_ms, p.bloom_ratio],
        [`+ ${p.sheets} distortion sheets`, p.sheets_ms, p.sheets_ratio],
        [`+ ${p.sheets} sheets + bloom`, p.both_ms, p.both_ratio],
      ].map(([label, ms, ratio]) => `| ${label} | ${ms.toFixed(1)} | ${ratio.toFixed(2)} |`),
    );
  }
  if (particles.length > 0) {
    lines.push(
      '',
      'GPU particles: a generated effect keeping N particles alive (lifetime 1 s), each frame stepped, evaluated and drawn by the compute programs (GPU) and on the CPU (evaluation uploaded as instances); the baseline is the upload and draw of the CPU frame\'s instances alone; ratios: medians of each round\'s paired frames',
      '',
      '| action | particles | drawn | computed | GPU ms | CPU ms | baseline ms | CPU/GPU | GPU/baseline | CPU/baseline | GPU frames/s | pixels covered GPU / CPU | pixels differing |',
      '|---|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...particles.map((t) => `| ${t.forces ? 10001 : 10000} | ${t.particles} | ${t.drawn} | ${t.computed ? 'yes' : 'no'} | ${t.gpu_ms.toFixed(1)} | ${t.cpu_ms.toFixed(1)} | ${t.draw_ms.toFixed(1)} | ${t.cpu_over_gpu.toFixed(2)} | ${t.gpu_over_draw.toFixed(2)} | ${t.cpu_over_draw.toFixed(2)} | ${(1000 / t.gpu_ms).toFixed(1)} | ${(t.gpu_covered * 100).toFixed(1)} % / ${(t.cpu_covered * 100).toFixed(1)} % | ${(t.differing * 100).toFixed(2)} % |`),
    );
    // The two paths draw the same particles: an empty or different GPU frame means its time
    // measures something else (a shader the browser's compiler rejected, for one).
    for (const t of particles) {
      if (t.gpu_covered < 0.5 * t.cpu_covered || t.differing > 0.05) {
        console.error(`warning: ${t.particles} particles: the GPU frame does not match the CPU frame (${(t.gpu_covered * 100).toFixed(1)} % covered against ${(t.cpu_covered * 100).toFixed(1)} %, ${(t.differing * 100).toFixed(1)} % of pixels differ)`);
      }
    }
  }
  console.log(lines.join('\n'));
  const out = option('--markdown');
  if (out) writeFileSync(out, lines.join('\n') + '\n');
} finally {
  await browser.close();
  await site.close();
}
