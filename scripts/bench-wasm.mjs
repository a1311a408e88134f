// Times the format and simulation benchmarks in the wasm package (www/pkg) under Node and
// compares them with the native benchmarks' results from the same invocation.
//
//   node scripts/bench-wasm.mjs NATIVE_JSON... [--seconds S] [--markdown OUT.md]
//                               [--fxr-library PATH/dist/esm/fxr.js [--fxr-game Heuristic|Generic]]
//
// Each NATIVE_JSON is what `cargo bench --bench formats -- --json PATH` (or `--bench sim`)
// wrote: it lists every measured case (operation, sample file or parameters, work per
// iteration, native rate), and this script times the same operation on the same input
// through the package's bench functions (crates/web/src/api/bench.rs, which call the same code as
// the native benches), with the same method: warm up, then 7 samples of a calibrated number
// of iterations, median rate; the ratio ours/baseline (the library a format wraps, or the
// simulation's plain integrator) is the median of the ratios of neighbouring samples.
// Simulation cases have no sample file: their handle is built from `params`, and each call
// returns its work (the particles it stepped), which is what their rate counts.
// Inputs are passed as Uint8Arrays, so each call also copies its input into wasm memory, as
// a page would. `npm run bench` (scripts/bench.sh) runs the native bench, builds the
// package and runs this.
//
// --fxr-library: the built ES module of the TypeScript library EvenTorset/fxr (npm
// `@cccode/fxr`; not a dependency of this project, build it from its sources). The FXR read
// rows then get it as their baseline in Node: `FXR.read(buffer, Game.Heuristic)` on the same
// file, the library's default read (it guesses the game, as ours does, and builds its action
// classes); `--fxr-game Generic` times its structural parse instead (untyped actions, about
// 5 times faster). The library reads the ArrayBuffer in place: no copy on its side.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const markdownPath = option('--markdown');
const secondsArg = option('--seconds');
const fxrLibraryPath = option('--fxr-library');
const fxrGame = option('--fxr-game') ?? 'Heuristic';
if (args.length === 0) {
  console.error(
    'usage: node scripts/bench-wasm.mjs NATIVE_JSON... [--seconds S] [--markdown OUT.md] [--fxr-library PATH]',
  );
  process.exit(2);
}
const reports = args.map((p) => JSON.parse(fs.readFileSync(p, 'utf8')));
const native = {
  ...reports[0],
  machine: reports.find((r) => r.machine)?.machine,
  cases: reports.flatMap((r) => r.cases),
};
const seconds = secondsArg ? Number(secondsArg) : native.seconds_per_case;
const SAMPLES = native.samples;
if (native.cases.length === 0) {
  console.log('The native bench measured nothing (no ../shared/testdata?): nothing to compare.');
  process.exit(0);
}

const pkg = await import(pathToFileURL(path.join(root, 'www/pkg/fxr_view.js')).href);
pkg.initSync({ module: fs.readFileSync(path.join(root, 'www/pkg/fxr_view_bg.wasm')) });

const testdata = path.join(root, '..', 'shared', 'testdata');

// The TypeScript library's read, as the baseline of the FXR read rows (see --fxr-library).
const fxrLibrary = fxrLibraryPath && (await import(pathToFileURL(path.resolve(fxrLibraryPath)).href));
const FXR_LIBRARY_NAME = `fxr (TypeScript, Game.${fxrGame})`;
const fxrLibraryRead = (data) => {
  // A buffer of its own: the library reads `view.buffer` from its start.
  const buffer = data.slice().buffer;
  const { FXR, Game } = fxrLibrary;
  const game = Game[fxrGame];
  if (game === undefined) throw new Error(`the fxr library has no Game.${fxrGame}`);
  FXR.read(buffer, game); // fails here, before timing, if it cannot read the file
  return () => (FXR.read(buffer, game) ? 1 : 0);
};

// Each operation of the native bench: (input bytes) -> a function doing one iteration.
// Handles (parsed effects, extracted blocks) are made outside the timing, as natively.
const operations = {
  dcx_read: (data) => () => pkg.bench_dcx_read(data),
  dcx_library: (data) => () => pkg.bench_dcx_library(data),
  fxr_read: (data) => () => pkg.bench_fxr_read(data),
  // A folder's effects (an array of files), one after another.
  fxr_read_folder: (files) => () => files.reduce((n, d) => n + pkg.bench_fxr_read(d), 0),
  fxr_write: (data) => {
    const effect = new pkg.BenchFxr(data);
    return () => effect.write();
  },
  bnd4_read: (data) => () => pkg.bench_bnd4_read(data),
  tpf_read: (data) => () => pkg.bench_tpf_read(data),
  tpf_decode_bc6h: (data) => () => pkg.bench_tpf_decode_bc6h(data),
  bc6h_library: (data) => {
    const blocks = new pkg.BenchBc6hBlocks(data);
    return () => blocks.decode();
  },
};

// The simulation's operations: (params) -> one step; each returns the particles it covered.
// A handle is made per case (its playback warmed up past the first lifetime), as natively.
const simOperations = {
  sim_step_in_place: ({ live }) => {
    const sim = new pkg.BenchSim(live);
    return () => sim.stepInPlace();
  },
  sim_step: ({ live }) => {
    const sim = new pkg.BenchSim(live);
    return () => sim.step();
  },
  sim_frame: ({ live }) => {
    const sim = new pkg.BenchSim(live);
    return () => sim.frame();
  },
  sim_instances: ({ live }) => {
    const sim = new pkg.BenchSim(live);
    return () => sim.instances();
  },
  sim_copy: ({ live }) => {
    const sim = new pkg.BenchSim(live);
    return () => sim.copy();
  },
  sim_integrator: ({ live }) => {
    const integrator = new pkg.BenchIntegrator(live);
    return () => integrator.step();
  },
};

const now = () => performance.now() / 1000;
let sink = 0;

// The native bench's method: warm up and calibrate each case, then alternate the samples
// between the cases of a row (ours and its library), median of the sample rates.
function measureRow(cases) {
  const warmUp = seconds * 0.15;
  const sampleTime = (seconds * 0.85) / SAMPLES;
  const iterations = cases.map((c) => {
    let done = 0;
    const start = now();
    while (now() - start < warmUp || done === 0) {
      sink += c.run();
      done++;
    }
    return Math.max(1, Math.floor(sampleTime / ((now() - start) / done)));
  });
  const rates = cases.map(() => []);
  for (let s = 0; s < SAMPLES; s++) {
    cases.forEach((c, i) => {
      let work = 0;
      const start = now();
      for (let n = 0; n < iterations[i]; n++) work += c.run();
      const elapsed = now() - start;
      sink += work;
      // Simulation calls return their work; the others do a fixed amount per call.
      rates[i].push((c.work_from_result ? work : c.work * iterations[i]) / elapsed / 1e6);
    });
  }
  return rates;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// The median of the ratios of neighbouring samples (ours, then the library), as natively:
// steadier than the ratio of the medians when the machine's load changes during the run.
const pairedRatio = (ours, library) =>
  ours && library ? median(ours.map((v, i) => v / library[i])) : undefined;

// Group the native cases into rows, keeping their order.
const rows = [];
for (const c of native.cases) {
  let row = rows.find((r) => r.name === c.row);
  if (!row) rows.push((row = { name: c.row, cases: [] }));
  row.cases.push(c);
}

const results = [];
for (const row of rows) {
  const cases = row.cases.map((c) => {
    if (c.sample === null) {
      const run = simOperations[c.op]?.(c.params);
      if (!run) throw new Error(`no wasm function for the operation ${c.op}`);
      return { ...c, run };
    }
    let data;
    if (c.op === 'fxr_read_folder') {
      const dir = path.join(testdata, c.sample);
      data = fs.readdirSync(dir).filter((f) => f.endsWith('.fxr')).sort().map((f) => new Uint8Array(fs.readFileSync(path.join(dir, f))));
    } else {
      data = new Uint8Array(fs.readFileSync(path.join(testdata, c.sample)));
      if (c.unwrap_dcx) data = pkg.bench_unwrap_dcx(data);
    }
    const run = operations[c.op]?.(data);
    if (!run) throw new Error(`no wasm function for the operation ${c.op}`);
    return { ...c, run, data };
  });
  if (fxrLibrary && cases.length === 1 && cases[0].op === 'fxr_read') {
    // A baseline measured in Node only (natively there is none).
    cases.push({ ...cases[0], variant: FXR_LIBRARY_NAME, rate: undefined, rates: undefined,
      run: fxrLibraryRead(cases[0].data) });
  }
  if (fxrLibrary && cases.length === 1 && cases[0].op === 'fxr_read_folder') {
    const reads = cases[0].data.map(fxrLibraryRead);
    cases.push({ ...cases[0], variant: FXR_LIBRARY_NAME, rate: undefined, rates: undefined,
      run: () => reads.reduce((n, read) => n + read(), 0) });
  }
  const wasmRates = measureRow(cases);
  const [ours, library] = cases;
  const result = {
    row: row.name,
    unit: ours.unit,
    native: ours.rate,
    library: library?.variant,
    nativeLibrary: library?.rate,
    nativeRatio: pairedRatio(ours.rates, library?.rates),
    wasm: median(wasmRates[0]),
    wasmLibrary: wasmRates[1] && median(wasmRates[1]),
    wasmRatio: pairedRatio(wasmRates[0], wasmRates[1]),
  };
  results.push(result);
  console.log(
    `${row.name.padEnd(72)} wasm ${fmt(result.wasm).padStart(8)} ${result.unit}` +
      `  wasm/native ${(result.wasm / result.native).toFixed(2)}`,
  );
}

function fmt(value) {
  if (value === undefined) return '—';
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}
function ratio(a, b) {
  return a === undefined || b === undefined ? '—' : (a / b).toFixed(2);
}
function fixed(value) {
  if (value === undefined) return '—';
  // The simulation's ratios are small: keep two significant digits there.
  return value < 0.1 ? value.toPrecision(2) : value.toFixed(2);
}

const m = native.machine ?? { cpu: 'unknown', cores: '?', os: 'unknown', arch: process.arch };
const lines = [
  `Machine: ${m.cpu}, ${m.cores} cores, ${m.os} (${m.arch}); Node ${process.version}; ` +
    `${native.seconds_per_case} s per measurement, median of ${SAMPLES} samples.`,
  '',
  '| operation (sample, size) | unit | native | baseline | native baseline | ours/baseline | wasm | wasm baseline | wasm ours/baseline | wasm/native |',
  '|---|---|--:|---|--:|--:|--:|--:|--:|--:|',
  ...results.map((r) =>
    [
      r.row,
      r.unit,
      fmt(r.native),
      r.library ?? '—',
      fmt(r.nativeLibrary),
      fixed(r.nativeRatio),
      fmt(r.wasm),
      fmt(r.wasmLibrary),
      fixed(r.wasmRatio),
      ratio(r.wasm, r.native),
    ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
  ),
];
const table = lines.join('\n');
console.log(`\n${table}\n`);
if (markdownPath) fs.writeFileSync(markdownPath, `${table}\n`);
if (sink === -1) console.log(sink); // keeps the results used
