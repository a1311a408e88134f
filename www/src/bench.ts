// The browser benchmark page: runs the renderer benchmarks (crates/bench/src/render.rs) on this
// browser's GPU and shows the figures. `?run` starts at once (`&only=quads`, `&only=passes` or
// `&only=particles` runs one part); results are also kept in `window.benchResults` for
// scripts/bench-browser.mjs.
import { loadWasm, type Viewer } from './core/wasm';
import type { GpuParticlesTiming, PassesTiming, Timing } from './generated/types';

/** A quads measurement with its family, the program's time over the baseline's, and the same
 * for the draws alone (each side's frame with no instance taken off). */
interface Row extends Timing {
  family: string;
  ratio: number;
  draws_ratio: number;
}

export interface BenchResults {
  rows: Row[];
  /** The passes benchmark: a frame with distortion sheets and bloom against it without them. */
  passes: PassesTiming | null;
  /** The GPU particles: stepped, evaluated and drawn by the compute programs and on the CPU. */
  particles: GpuParticlesTiming[];
}

/**
 * A viewer with its benchmark methods (crates/web/src/api/bench.rs). They exist only in a package
 * built with the crate's `benchmarks` feature (`npm run bench` builds one); the shipped module,
 * whose types the rest of the site is checked against, leaves them out.
 */
type BenchViewer = Viewer & {
  benchRender?(family: string, count: number, frames: number): Promise<Timing>;
  benchPasses?(billboards: number, sheets: number, frames: number): Promise<PassesTiming>;
  benchGpuParticles?(particles: number, forces: boolean, frames: number): Promise<GpuParticlesTiming>;
};

declare global {
  interface Window {
    benchResults?: Promise<BenchResults>;
  }
}

/** The page's elements the benchmarks write to. */
interface Tables {
  status: HTMLSpanElement;
  /** The quads' rows, the passes' and the GPU particles'. */
  quads: HTMLTableSectionElement;
  passes: HTMLTableSectionElement;
  particles: HTMLTableSectionElement;
  canvas: HTMLCanvasElement;
}

function addRow(tbody: HTMLTableSectionElement, values: (string | number)[]) {
  const tr = document.createElement('tr');
  for (const v of values) {
    const td = document.createElement('td');
    td.textContent = String(v);
    tr.append(td);
  }
  tbody.append(tr);
}

async function run(only: string | null, { status, quads, passes: passesBody, particles: particlesBody, canvas }: Tables): Promise<BenchResults> {
  status.textContent = 'starting…';
  const wasm = await loadWasm();
  const viewer: BenchViewer = await wasm.Viewer.create(canvas, 'copy');
  if (!viewer.benchRender || !viewer.benchPasses || !viewer.benchGpuParticles) {
    throw new Error('this wasm package has no benchmarks: build it with `npm run bench` (FXR_VIEW_WASM_FEATURES=benchmarks)');
  }
  const rows: Row[] = [];
  if (only === null || only === 'quads') {
    for (const family of ['billboard', 'multitexture']) {
      for (const count of [10_000, 100_000]) {
        status.textContent = `${family} x${count}…`;
        const t = await viewer.benchRender(family, count, count > 50_000 ? 4 : 8);
        const draws = (t.program_ms - t.program_empty_ms) / Math.max(t.baseline_ms - t.baseline_empty_ms, 1e-9);
        const row = { family, ...t, ratio: t.program_ms / t.baseline_ms, draws_ratio: draws };
        rows.push(row);
        addRow(quads, [family, count, row.program_ms.toFixed(1), row.baseline_ms.toFixed(1), row.ratio.toFixed(2), row.program_empty_ms.toFixed(1), row.baseline_empty_ms.toFixed(1), draws.toFixed(2)]);
      }
    }
  }
  let passes: PassesTiming | null = null;
  if (only === null || only === 'passes') {
    status.textContent = 'passes…';
    passes = await viewer.benchPasses(10_000, 50, 6);
    const p = passes;
    const lines: [string, number, number][] = [
      ['without the passes (baseline)', p.base_ms, 1],
      ['+ bloom', p.bloom_ms, p.bloom_ratio],
      [`+ ${p.sheets} distortion sheets`, p.sheets_ms, p.sheets_ratio],
      [`+ ${p.sheets} sheets + bloom`, p.both_ms, p.both_ratio],
    ];
    for (const [label, ms, ratio] of lines) addRow(passesBody, [label, ms.toFixed(1), ratio.toFixed(2)]);
  }
  const particles: GpuParticlesTiming[] = [];
  if (only === null || only === 'particles') {
    // Few rounds at a million: a frame takes seconds on SwiftShader. The forces (10001) are
    // integrated by steps from each particle's birth, so they are measured at 100,000 only.
    const cases: [number, boolean, number][] = [
      [1_000_000, false, 3],
      [100_000, false, 6],
      [100_000, true, 4],
    ];
    for (const [count, forces, frames] of cases) {
      status.textContent = `GPU particles x${count}${forces ? ' with forces' : ''}…`;
      const t = await viewer.benchGpuParticles(count, forces, frames);
      particles.push(t);
      addRow(particlesBody, [
        forces ? 10001 : 10000,
        count,
        t.drawn,
        t.computed ? 'yes' : 'no',
        t.gpu_ms.toFixed(1),
        t.cpu_ms.toFixed(1),
        t.draw_ms.toFixed(1),
        t.cpu_over_gpu.toFixed(2),
        t.gpu_over_draw.toFixed(2),
        t.cpu_over_draw.toFixed(2),
        (1000 / t.gpu_ms).toFixed(1),
        `${(t.gpu_covered * 100).toFixed(1)} % / ${(t.cpu_covered * 100).toFixed(1)} %`,
        `${(t.differing * 100).toFixed(2)} %`,
      ]);
    }
  }
  status.textContent = `done on ${viewer.backend()}`;
  return { rows, passes, particles };
}

/** Wires the Run button; `?run` runs at once. */
function main(): void {
  const tables: Tables = {
    status: document.getElementById('status') as HTMLSpanElement,
    quads: document.querySelector('#results tbody') as HTMLTableSectionElement,
    passes: document.querySelector('#passes tbody') as HTMLTableSectionElement,
    particles: document.querySelector('#particles tbody') as HTMLTableSectionElement,
    canvas: document.getElementById('view') as HTMLCanvasElement,
  };
  document.getElementById('run')?.addEventListener('click', () => {
    window.benchResults = run(null, tables);
  });
  const params = new URLSearchParams(location.search);
  if (params.has('run')) {
    window.benchResults = run(params.get('only'), tables);
  }
}

main();
