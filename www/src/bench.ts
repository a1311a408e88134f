// The browser benchmark page: runs the renderer benchmark (crate/src/render/bench.rs) on this
// browser's GPU and shows the figures. `?run` starts at once; results are also kept in
// `window.benchResults` for scripts/bench-browser.mjs.
import { loadWasm } from './core/wasm';

interface Row {
  family: string;
  instances: number;
  program_ms: number;
  baseline_ms: number;
  ratio: number;
}

declare global {
  interface Window {
    benchResults?: Promise<Row[]>;
  }
}

const status = document.getElementById('status') as HTMLSpanElement;
const body = document.querySelector('#results tbody') as HTMLTableSectionElement;

async function run(): Promise<Row[]> {
  status.textContent = 'starting…';
  const wasm = await loadWasm();
  const canvas = document.getElementById('view') as HTMLCanvasElement;
  const viewer = await wasm.Viewer.create(canvas, 'copy');
  const rows: Row[] = [];
  for (const family of ['billboard', 'multitexture']) {
    for (const count of [10_000, 100_000]) {
      status.textContent = `${family} x${count}…`;
      const t = (await viewer.benchRender(family, count, count > 50_000 ? 4 : 8)) as Omit<Row, 'family' | 'ratio'>;
      const row = { family, ...t, ratio: t.program_ms / t.baseline_ms };
      rows.push(row);
      const tr = document.createElement('tr');
      for (const v of [family, count, row.program_ms.toFixed(1), row.baseline_ms.toFixed(1), row.ratio.toFixed(2)]) {
        const td = document.createElement('td');
        td.textContent = String(v);
        tr.append(td);
      }
      body.append(tr);
    }
  }
  status.textContent = `done on ${viewer.backend()}`;
  return rows;
}

document.getElementById('run')?.addEventListener('click', () => {
  window.benchResults = run();
});
if (new URLSearchParams(location.search).has('run')) {
  window.benchResults = run();
}
