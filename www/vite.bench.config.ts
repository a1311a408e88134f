// Builds the browser benchmark page (bench.html) into dist-bench/ at the repository root, for
// `npm run bench` (scripts/bench.sh, scripts/bench-browser.mjs) only: the site
// (vite.config.ts) leaves it out, as the shipped wasm module has no benchmark entry points.
import { defineConfig } from 'vite';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname);

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  build: {
    outDir: resolve(root, '../dist-bench'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { bench: resolve(root, 'bench.html') } },
  },
  worker: { format: 'es' },
});
