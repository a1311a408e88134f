// Opening large binders in headless Chromium (WebGPU on SwiftShader here): the scale
// benchmark of BENCHMARKS.md. Generates, with fxr-view's own writers (the native CLI):
//   - an effect binder of 3,000 effects and 1,000 texture files (ZSTD, about 190 MB), and
//     times, from navigation to `index.html#src=<its URL>`, the complete effect list and the
//     first frame (the page's User Timing marks), with the peak memory of the page's
//     renderer process and of the GPU process (VmHWM, Linux), and the renderer's resident size
//     once the shown effect's resource-list state is there and the page has settled (the
//     binder must have been downloaded once);
//   - a material binder of 20,000 MATBINs, opened in the material browser page and filtered
//     by `g_GXFT_WaterInteraction=true` (the rows listed), timed in the page, and the same
//     filter natively (`fxr-view materials --param ... --json`) in the same run, with its
//     peak memory, as the baseline.
//   - with --names-input DIR (what `cargo bench --bench names -- --write-input DIR` wrote: an
//     Elden Ring-shaped regulation.bin of 200 params and a text binder), that folder opened in
//     the viewer as a folder, timed until the name index is built and the list refreshed, with
//     the native read + index of the same files (--names-json: that benchmark's JSON, measured
//     in the same `npm run bench`) as the baseline.
// Needs the built site (npm run build) and the release CLI (cargo build --release).
//
//   node scripts/bench-scale.mjs [--effects N] [--textures N] [--texture-size PX]
//                                [--materials N] [--cli PATH] [--markdown OUT]
//                                [--names-input DIR --names-json PATH]
// Every run also checks what it opened (every effect id listed, the list complete, no error,
// the filter's count) and fails otherwise: pkg-tests/scale.test.mjs runs it with small counts
// and the debug CLI as a correctness test.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launch, serveSite } from '../pkg-tests/harness.mjs';
import { processMemory } from '../pkg-tests/install.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const EFFECTS = Number(option('--effects', 3000));
const TEXTURES = Number(option('--textures', 1000));
// 236² RGBA8 noise textures make a 3,000 + 1,000 binder of about 190 MB, as the issue's.
const TEXTURE_SIZE = Number(option('--texture-size', 236));
const MATERIALS = Number(option('--materials', 20000));
const FIRST_EFFECT = 2_000_000;
const TARGET = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const OUT = option('--out', join(TARGET, 'bench', 'scale'));
const CLI = option('--cli', join(TARGET, 'release', 'fxr-view'));

mkdirSync(OUT, { recursive: true });
const effectsFile = join(OUT, 'scale.ffxbnd.dcx');
const materialsFile = join(OUT, 'scale.matbinbnd.dcx');
const cli = (...args) => execFileSync(CLI, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
cli('demo', '--out', effectsFile, '--scale-effects', String(EFFECTS), '--scale-textures', String(TEXTURES), '--texture-size', String(TEXTURE_SIZE));
cli('demo-materials', '--out', materialsFile, '--scale', String(MATERIALS));
const NAMES_INPUT = option('--names-input');
const NAMES_JSON = option('--names-json');
const effectsBytes = statSync(effectsFile).size;
const decompressed = JSON.parse(cli('list', effectsFile, '--json')).dcx.uncompressed_size;

/** Peak resident memory (VmHWM, bytes) of Chromium's process of one type with the highest peak. */
const peak = (type) => processMemory(type).hwm;

/** Runs `body(page, errors)` in a fresh browser (its own processes, so each part's peak is its
 * own): a page without timeouts whose errors are collected; the browser closed after. */
async function inFreshBrowser(body) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(0);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return await body(page, errors);
  } finally {
    await browser.close();
  }
}

const site = await serveSite({ '/files/scale.ffxbnd.dcx': effectsFile, '/files/scale.matbinbnd.dcx': materialsFile });
const results = {};
try {
  // --- the effect binder, from the URL to the list and the first frame -------------------
  await inFreshBrowser(async (page, errors) => {
    const url = `${site.url}files/scale.ffxbnd.dcx`;
    let downloads = 0;
    page.on('request', (r) => (downloads += Number(r.url() === url)));
    await page.goto(`${site.url}index.html#src=${encodeURIComponent(url)}`);
    await page.evaluate(() => window.fxrView.ready);
    const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('fxr-view:')).map((m) => [m.name, m.startTime])));
    const ids = await page.evaluate(() => window.fxrView.effects().map((e) => e.id));
    // The list puts its first rows in the page, the next as it is scrolled (LIST_CHUNK).
    const items = await page.locator('#effect-list li[data-id]').count();
    const banner = await page.locator('#banner.error').count();
    const expected = Array.from({ length: EFFECTS }, (_, i) => FIRST_EFFECT + i);
    const missing = expected.filter((id) => !ids.includes(id));
    if (missing.length || ids.length !== EFFECTS || items !== Math.min(EFFECTS, 200) || banner || errors.length) {
      throw new Error(`effect binder: ${ids.length} ids (${missing.length} missing), ${items} list items, error banner: ${banner}, page errors: ${errors.join('; ')}`);
    }
    const renderer_peak = peak('renderer');
    // The effect shown says its resource list's state (from the opened binder, not the file
    // downloaded again), and the page then settles: its resident size a few seconds on (not
    // VmHWM: Chromium resets the peak now and then, through /proc/self/clear_refs).
    const state = page.locator('#edit-resource-list', { hasText: /^resource list/ });
    await state.waitFor({ timeout: 60_000 });
    const said = await state.textContent();
    if (!/^resource list in the file: effect \d+/.test(said)) throw new Error(`effect binder: the resource list's state: ${said}`);
    await new Promise((done) => setTimeout(done, 3000));
    if (downloads !== 1) throw new Error(`effect binder: downloaded ${downloads} times, once expected`);
    results.effects = {
      marks,
      listed_ms: marks['fxr-view:effects-listed'],
      first_frame_ms: marks['fxr-view:first-frame'],
      renderer_peak,
      renderer_settled: processMemory('renderer').rss,
      gpu_peak: peak('gpu-process'),
    };
  });

  // --- the material binder in the material browser, and natively ----------------------------
  {
    await inFreshBrowser(async (page) => {
      await page.goto(`${site.url}materials.html`);
      await page.evaluate(() => window.fxrMaterials.ready);
      const timing = await page.evaluate(async () => {
        const bytes = new Uint8Array(await (await fetch('files/scale.matbinbnd.dcx')).arrayBuffer());
        const browser = await window.fxrMaterials.ready;
        const t0 = performance.now();
        const summary = await window.fxrMaterials.withViewer((v) => v.open('scale.matbinbnd.dcx', bytes));
        const all = await browser.setFilter({});
        const t1 = performance.now();
        const water = await browser.setFilter({ params: ['g_GXFT_WaterInteraction=true'] });
        const t2 = performance.now();
        return { materials: summary.materials, errors: summary.errors.length, all: all.length, water: water.length, open_ms: t1 - t0, filter_ms: t2 - t1 };
      });
      const expectedWater = Math.ceil(MATERIALS / 3);
      if (timing.materials !== MATERIALS || timing.all !== MATERIALS || timing.water !== expectedWater || timing.errors) {
        throw new Error(`material binder: ${JSON.stringify(timing)}; expected ${MATERIALS} materials, ${expectedWater} with water`);
      }
      results.materials = { ...timing, renderer_peak: peak('renderer') };
    });
    // Natively, the same filter (the whole JSON of the matches printed), with its peak memory.
    const t0 = performance.now();
    const native = spawnSync('python3', ['-c', `import resource,subprocess,sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)`, CLI, 'materials', materialsFile, '--param', 'g_GXFT_WaterInteraction=true', '--json'], { encoding: 'utf8' });
    if (native.status !== 0) throw new Error(`native materials: ${native.stderr}`);
    results.materials.native_ms = performance.now() - t0;
    results.materials.native_peak = Number(native.stdout.trim()) * 1024;
  }

  // --- a regulation and its texts, opened as a folder, to the names listed ------------------
  if (NAMES_INPUT && existsSync(join(NAMES_INPUT, 'regulation.bin'))) {
    await inFreshBrowser(async (page, errors) => {
      await page.goto(`${site.url}index.html`);
      await page.evaluate(() => window.fxrView.ready);
      // Counted from the files handed to the page to the folder's report, which the page gives
      // after every file is read and the list refreshed (so the index built: the list asks for
      // the names).
      const t0 = performance.now();
      await page.locator('#folder-input').setInputFiles(NAMES_INPUT);
      await page.waitForFunction(() => window.fxrView.folders().length === 1, null, { polling: 10 });
      const opened_ms = performance.now() - t0;
      const [report] = await page.evaluate(() => window.fxrView.folders());
      // The index answers a search by name: it holds the rows (checked, not timed).
      const found = await page.evaluate(() => window.fxrView.withViewer((v) => v.findByName('a').matched));
      if (report.opened !== 2 || report.failed.length || errors.length || found === 0) {
        throw new Error(`names folder: ${JSON.stringify(report)}, ${found} found by name, page errors: ${errors.join('; ')}`);
      }
      const regulationBytes = statSync(join(NAMES_INPUT, 'regulation.bin')).size;
      results.names = { opened_ms, regulationBytes, renderer_peak: peak('renderer') };
      if (NAMES_JSON && existsSync(NAMES_JSON)) {
        const index = JSON.parse(readFileSync(NAMES_JSON, 'utf8')).cases.find((c) => c.op === 'name_index' && c.variant === 'ours');
        const times = [...(index?.seconds_per_call ?? [])].sort((a, b) => a - b);
        if (times.length) results.names.native_ms = times[times.length >> 1] * 1000;
      }
    });
  }
} finally {
  await site.close();
}

const mb = (n) => (n / 1e6).toFixed(0);
const e = results.effects;
const m = results.materials;
const lines = [
  `Scale: ${EFFECTS} effects and ${TEXTURES} generated textures (${TEXTURE_SIZE}² RGBA8) in one ZSTD binder of ${mb(effectsBytes)} MB (${mb(decompressed)} MB decompressed); ${MATERIALS} MATBINs.`,
  '',
  '| what | time | peak memory |',
  '|---|--:|--:|',
  `| effect binder: navigation → complete effect list (${EFFECTS} listed) | ${(e.listed_ms / 1000).toFixed(2)} s | renderer ${mb(e.renderer_peak)} MB (${(e.renderer_peak / decompressed).toFixed(2)}× decompressed), GPU process ${mb(e.gpu_peak)} MB |`,
  `| effect binder: navigation → first frame drawn | ${(e.first_frame_ms / 1000).toFixed(2)} s | |`,
  `| effect binder: 3 s after its resource list's state is shown (downloaded once) | | renderer resident ${mb(e.renderer_settled)} MB (${(e.renderer_settled / decompressed).toFixed(2)}×) |`,
  `| ${MATERIALS} MATBINs: open and list in the material browser | ${(m.open_ms / 1000).toFixed(2)} s | renderer ${mb(m.renderer_peak)} MB |`,
  `| ${MATERIALS} MATBINs: filter \`g_GXFT_WaterInteraction=true\` (${m.water} rows) in the browser | ${(m.filter_ms / 1000).toFixed(2)} s | |`,
  `| baseline: the same filter natively (\`fxr-view materials --param ... --json\`, whole process) | ${(m.native_ms / 1000).toFixed(2)} s | ${mb(m.native_peak)} MB |`,
  `| ratio: browser open + filter over native | ${((m.open_ms + m.filter_ms) / m.native_ms).toFixed(2)} | |`,
  '',
];
if (results.names) {
  const n = results.names;
  lines.push(
    `Names: the generated Elden Ring-shaped regulation.bin (${mb(n.regulationBytes)} MB encrypted) and its text binder opened as a folder in the viewer.`,
    '',
    '| what | time | peak memory |',
    '|---|--:|--:|',
    `| browser: folder handed to the page → every file read, the name index built, the list refreshed | ${(n.opened_ms / 1000).toFixed(2)} s | renderer ${mb(n.renderer_peak)} MB |`,
  );
  if (n.native_ms) {
    lines.push(
      `| baseline: the same files read and indexed natively (\`--bench names\`, name index row, median call) | ${(n.native_ms / 1000).toFixed(2)} s | |`,
      `| ratio: browser over native | ${(n.opened_ms / n.native_ms).toFixed(2)} | |`,
    );
  }
  lines.push('');
} else if (NAMES_INPUT) {
  lines.push(`Names: left out, ${NAMES_INPUT} has no regulation.bin (run the names benchmark with --write-input first).`, '');
}
// The page's stages, from navigation start (its User Timing marks), to see where the time goes.
const stages = Object.entries(e.marks)
  .sort((a, b) => a[1] - b[1])
  .map(([name, ms]) => `${name.replace('fxr-view:', '')} ${(ms / 1000).toFixed(2)} s`);
lines.push(`Effect binder stages (page marks from navigation): ${stages.join(', ')}.`, '');
const text = lines.join('\n');
console.log(text);
const markdown = option('--markdown');
if (markdown) writeFileSync(markdown, text);
