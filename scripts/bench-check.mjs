// Checking a folder on every core: `check --play` (and `--render`) of a generated effect
// binder on one thread against every core the machine has, each a fresh process of the
// release CLI (wall time, CPU time and peak resident memory from /usr/bin/time), one thread
// and all alternating, the median of each. Every run checks that the reports are the same
// but for the slowest effect's time, and fails otherwise.
//
//   node scripts/bench-check.mjs [--effects N] [--runs N] [--cli PATH] [--markdown OUT]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const EFFECTS = Number(option('--effects', 1000));
const RUNS = Number(option('--runs', 3));
const TARGET = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const OUT = join(TARGET, 'bench', 'check');
const CLI = option('--cli', join(TARGET, 'release', 'fxr-view'));
const CORES = availableParallelism();

const binder = join(OUT, `scale-${EFFECTS}.ffxbnd.dcx`);
if (!existsSync(binder)) {
  mkdirSync(OUT, { recursive: true });
  execFileSync(CLI, ['demo', '--out', binder, '--scale-effects', String(EFFECTS), '--scale-textures', '20', '--texture-size', '64']);
}

/** One `check` under /usr/bin/time: { seconds, cpu, peakMB, report (without its timing) }. */
function timed(args) {
  const r = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', CLI, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`fxr-view ${args.join(' ')} failed (${r.status}):\n${r.stderr}`);
  const report = JSON.parse(r.stdout);
  delete report.effects.slowest_ms;
  delete report.effects.slowest_effect;
  return { seconds: Number(m[1]), cpu: Number(m[2]) + Number(m[3]), peakMB: Number(m[4]) / 1024, report: JSON.stringify(report) };
}

const median = (runs) => [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)];
const rows = [];
for (const mode of ['--play', '--render']) {
  const one = [];
  const all = [];
  for (let i = 0; i < RUNS; i++) {
    one.push(timed(['check', binder, mode, '--json', '--jobs', '1']));
    all.push(timed(['check', binder, mode, '--json', '--jobs', String(CORES)]));
  }
  for (const r of [...one, ...all]) {
    if (r.report !== one[0].report) throw new Error(`check ${mode}: the reports differ between runs or thread counts`);
  }
  const played = JSON.parse(one[0].report).effects.played;
  if (played !== EFFECTS) throw new Error(`check ${mode}: ${played} of ${EFFECTS} effects played`);
  rows.push({ mode, one: median(one), all: median(all) });
  process.stderr.write(`check ${mode}: 1 thread ${median(one).seconds} s, ${CORES} threads ${median(all).seconds} s\n`);
}

const lines = [
  '### Checking a folder on every core',
  '',
  `\`fxr-view check\` of a generated binder (\`demo --scale-effects ${EFFECTS} --scale-textures 20 --texture-size 64\`), release CLI, a fresh process each, median of ${RUNS}; the reports the same (but for the slowest effect's time) for every run. Baseline: \`--jobs 1\`.`,
  '',
  `| \`check\` | \`--jobs 1\` (baseline) | \`--jobs ${CORES}\` (every core) | ratio | CPU, 1 / ${CORES} | peak memory, 1 / ${CORES} |`,
  '|---|--:|--:|--:|--:|--:|',
  ...rows.map((r) => `| \`${r.mode}\` | ${r.one.seconds.toFixed(1)} s | ${r.all.seconds.toFixed(1)} s | **${(r.all.seconds / r.one.seconds).toFixed(2)}** | ${r.one.cpu.toFixed(0)} / ${r.all.cpu.toFixed(0)} s | ${r.one.peakMB.toFixed(0)} / ${r.all.peakMB.toFixed(0)} MB |`),
  '',
];
const text = lines.join('\n');
console.log(text);
const md = option('--markdown', null);
if (md) writeFileSync(md, text);
