// Builds the npm package's module (src/lib.ts) into dist/lib/: the <fxr-preview> element,
// headless rendering and the wasm package, for pages that import it directly (a wiki's
// script, a bundler). Runs after the site build (which empties dist/).
import { defineConfig } from 'vite';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname);

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  build: {
    outDir: resolve(root, '../dist/lib'),
    emptyOutDir: true,
    target: 'es2022',
    // Not Vite's library mode, which inlines every asset: the 7 MB wasm module and the
    // worker stay files next to the script, fetched relative to it.
    assetsInlineLimit: 0,
    rollupOptions: {
      input: resolve(root, 'src/lib.ts'),
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: 'fxr-view.js', format: 'es' },
    },
  },
  worker: { format: 'es' },
});
