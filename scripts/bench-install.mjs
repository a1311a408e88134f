// Opening a whole game install natively: the large-install benchmark of BENCHMARKS.md.
// Generates, with fxr-view's own writers (`fxr-view demo --install-binders`), an `sfx` folder
// of 300 binders (270 of effects, 30 of textures) holding 20,000 effects and 5,000 textures,
// then times the release CLI looking at one effect in it, each command a fresh process (wall
// time and peak resident memory from /usr/bin/time), against the baseline measured in the same
// run: the same command given only the two binders the effect needs (its own and the one that
// holds its textures).
//
//   node scripts/bench-install.mjs [--binders N] [--effects N] [--textures N]
//                                  [--texture-size PX] [--runs N] [--cli PATH] [--markdown OUT]
//
// Every run checks what it opened (the effect found, its textures none missing, every effect
// listed) and fails otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, copyFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const BINDERS = Number(option('--binders', 300));
const EFFECTS = Number(option('--effects', 20000));
const TEXTURES = Number(option('--textures', 5000));
// 128² RGBA8 noise: 5,000 textures are 330 MB, in the range of a game's effect textures.
const TEXTURE_SIZE = Number(option('--texture-size', 128));
const RUNS = Number(option('--runs', 3));
const FIRST_EFFECT = 2_000_000;
const TARGET = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const OUT = join(TARGET, 'bench', 'install');
const CLI = option('--cli', join(TARGET, 'release', 'fxr-view'));
const TIME = '/usr/bin/time';

const shape = `${BINDERS}-${EFFECTS}-${TEXTURES}-${TEXTURE_SIZE}`;
const install = join(OUT, `sfx-${shape}`);
if (!existsSync(install)) {
  mkdirSync(OUT, { recursive: true });
  const made = execFileSync(CLI, ['demo', '--out', install, '--install-binders', String(BINDERS), '--scale-effects', String(EFFECTS), '--scale-textures', String(TEXTURES), '--texture-size', String(TEXTURE_SIZE)], { encoding: 'utf8' });
  process.stderr.write(made);
}
const files = readdirSync(install).sort();
const bytes = files.reduce((sum, f) => sum + statSync(join(install, f)).size, 0);

// The last effect: in the last effect binder; its textures are in the common resource binder.
const effect = FIRST_EFFECT + EFFECTS - 1;
const effectBinder = files.filter((f) => /^sfxbnd_c\d{4}\./.test(f)).at(-1);
const pair = join(OUT, `pair-${shape}`);
rmSync(pair, { recursive: true, force: true });
mkdirSync(pair);
for (const f of [effectBinder, 'sfxbnd_commoneffects_resource.ffxbnd.dcx']) copyFileSync(join(install, f), join(pair, f));

/** Runs the CLI under /usr/bin/time: { seconds, peakMB, stdout, stderr }. */
function timed(args, env = {}) {
  const r = spawnSync(TIME, ['-f', 'TIME %e %M', CLI, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, ...env } });
  const m = /TIME ([\d.]+) (\d+)\s*$/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`fxr-view ${args.join(' ')} failed (${r.status}):\n${r.stderr}`);
  return { seconds: Number(m[1]), peakMB: Number(m[2]) / 1024, stdout: r.stdout, stderr: r.stderr.slice(0, m.index) };
}

/** The median of `RUNS` runs (by time), checked by `check`. */
function measure(args, check, env) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = timed(args, env);
    check(r);
    runs.push(r);
  }
  runs.sort((a, b) => a.seconds - b.seconds);
  return runs[Math.floor(runs.length / 2)];
}

const png = join(OUT, 'still.png');
const cases = [
  {
    what: `\`play\` effect ${effect} at 1 s (open, find it, play it)`,
    args: (dir) => ['play', dir, '--effect', String(effect), '--time', '1', '--json'],
    check: (r) => {
      if (!(JSON.parse(r.stdout).nodes?.length > 0)) throw new Error('play drew nothing');
    },
  },
  {
    what: `the same with \`FXR_VIEW_UNPACK_MB=0\` (no decompressed binder kept)`,
    args: (dir) => ['play', dir, '--effect', String(effect), '--time', '1', '--json'],
    env: { FXR_VIEW_UNPACK_MB: '0' },
    check: (r) => {
      if (!(JSON.parse(r.stdout).nodes?.length > 0)) throw new Error('play drew nothing');
    },
  },
  {
    what: `\`render\` effect ${effect} at 1 s, 256×256 (also its textures read, lavapipe)`,
    args: (dir) => ['render', dir, '--effect', String(effect), '--time', '1', '--size', '256x256', '--out', png],
    check: (r) => {
      if (/not among the opened files/.test(r.stderr)) throw new Error(`missing textures:\n${r.stderr}`);
    },
  },
  {
    what: '`inspect --unsupported` (every effect parsed)',
    args: (dir) => ['inspect', '--unsupported', dir, '--json'],
    check: () => {},
  },
];

const rows = [];
for (const c of cases) {
  const base = measure(c.args(pair), c.check, c.env);
  const all = measure(c.args(install), c.check, c.env);
  rows.push({ what: c.what, base, all });
  process.stderr.write(`${c.what}: two binders ${base.seconds} s ${base.peakMB.toFixed(0)} MB; install ${all.seconds} s ${all.peakMB.toFixed(0)} MB\n`);
}

const mb = (n) => `${n.toFixed(0)} MB`;
const lines = [
  '### Opening a game install natively',
  '',
  `Generated install: ${files.length} binders (${BINDERS - Math.max(1, Math.floor(BINDERS / 10))} of effects, ${Math.max(1, Math.floor(BINDERS / 10))} of textures), ${EFFECTS.toLocaleString('en')} effects, ${TEXTURES.toLocaleString('en')} textures of ${TEXTURE_SIZE}² RGBA8, ${(bytes / 1e6).toFixed(0)} MB on disk (DCX ZSTD). Baseline: the same command on the two binders the effect needs. Median of ${RUNS} runs, a fresh process each; decompressed binders kept up to the default 256 MB unless said.`,
  '',
  '| command | two binders | whole install | ratio | peak memory, two binders | peak memory, install |',
  '|---|--:|--:|--:|--:|--:|',
  ...rows.map((r) => `| ${r.what} | ${r.base.seconds.toFixed(2)} s | ${r.all.seconds.toFixed(2)} s | ${(r.all.seconds / r.base.seconds).toFixed(1)} | ${mb(r.base.peakMB)} | ${mb(r.all.peakMB)} |`),
  '',
];
const text = lines.join('\n');
console.log(text);
const md = option('--markdown', null);
if (md) writeFileSync(md, text);
