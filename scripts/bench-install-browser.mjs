// A game install opened as a folder in headless Chromium (WebGPU on SwiftShader), within the
// page's memory budget for a folder's binders: the browser install benchmark of BENCHMARKS.md.
// Generates with fxr-view's own writers an Elden Ring-shaped `sfx` folder (by default 1,000
// binders, 20,000 effects, 5,000 noise textures of 362² RGBA8: 2.26 GB, which does not
// compress) and, as the baseline, the same shape with half the binders, effects and textures;
// opens each in a fresh browser (pkg-tests/install.mjs) and reports the time to the complete
// effect list, an effect of the first and of the last binder played, the renderer process's
// peak memory and what the page held. Bounded memory shows as a peak ratio near 1 for twice
// the install.
//
//   node scripts/bench-install-browser.mjs [--binders N] [--effects N] [--textures N]
//        [--texture-size PX] [--budget MB] [--cli PATH] [--out DIR] [--markdown FILE]
// Needs the built site (npm run build) and the CLI (release by default).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, serveSite } from '../pkg-tests/harness.mjs';
import { generateInstall, openInstall } from '../pkg-tests/install.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const BINDERS = Number(option('--binders', 1000));
const EFFECTS = Number(option('--effects', 20000));
const TEXTURES = Number(option('--textures', 5000));
const TEXTURE_SIZE = Number(option('--texture-size', 362));
const BUDGET_MB = Number(option('--budget', 512));
const TARGET = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const OUT = option('--out', join(TARGET, 'bench', 'install-browser'));
const CLI = option('--cli', join(TARGET, 'release', 'fxr-view'));

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const shapes = {
  half: { binders: BINDERS / 2, effects: EFFECTS / 2, textures: TEXTURES / 2, textureSize: TEXTURE_SIZE },
  whole: { binders: BINDERS, effects: EFFECTS, textures: TEXTURES, textureSize: TEXTURE_SIZE },
};
const site = await serveSite();
const results = {};
try {
  for (const [name, shape] of Object.entries(shapes)) {
    const install = generateInstall(CLI, join(OUT, name, 'sfx'), shape);
    const r = await openInstall(site.url, install, BUDGET_MB);
    const missing = r.played.flatMap((p) => p.missing);
    if (r.ids.length !== shape.effects || r.report.failed.length || missing.length || r.errors.length) {
      throw new Error(`${name}: ${r.ids.length} of ${shape.effects} effects listed, failed ${JSON.stringify(r.report.failed)}, missing textures ${missing}, page errors ${r.errors.join('; ')}`);
    }
    results[name] = r;
    // The next install's files in place of this one's (the disk holds one at a time).
    rmSync(join(OUT, name), { recursive: true, force: true });
  }
} finally {
  await site.close();
}

const gb = (n) => (n / 1e9).toFixed(2);
const mb = (n) => (n / 1e6).toFixed(0);
const { half, whole } = results;
const row = (what, h, w) => `| ${what} | ${h} | ${w} | ${(Number.parseFloat(w) / Number.parseFloat(h)).toFixed(2)} |`;
const lines = [
  `Budget ${BUDGET_MB} MB; install: ${BINDERS} binders, ${EFFECTS} effects, ${TEXTURES} textures of ${TEXTURE_SIZE}² (${gb(whole.stored)} GB of binders); baseline: half of each (${gb(half.stored)} GB).`,
  '',
  '| what | half the install (baseline) | whole install | ratio |',
  '|---|--:|--:|--:|',
  row('folder handed to the page → complete effect list (s)', (half.listedMs / 1000).toFixed(1), (whole.listedMs / 1000).toFixed(1)),
  row('renderer peak memory (MB)', mb(half.after.hwm), mb(whole.after.hwm)),
  row('renderer peak growth from the ready viewer (MB)', mb(half.after.hwm - half.before.hwm), mb(whole.after.hwm - whole.before.hwm)),
  row('binders held at the end (MB)', mb(half.memory.heldBytes), mb(whole.memory.heldBytes)),
  row('most binders held at once (MB)', mb(half.memory.peakBytes), mb(whole.memory.peakBytes)),
  row('binders read again to play the two effects', String(half.memory.reloads), String(whole.memory.reloads)),
  '',
];
const text = lines.join('\n');
console.log(text);
const markdown = option('--markdown');
if (markdown) writeFileSync(markdown, text);
