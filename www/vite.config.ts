// Builds the static site (viewer and embed pages) into dist/ at the repository root.
import { defineConfig } from 'vite';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname);

export default defineConfig({
  root,
  base: './',
  build: {
    outDir: resolve(root, '../dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        index: resolve(root, 'index.html'),
        bench: resolve(root, 'bench.html'),
      },
    },
  },
  server: { host: '127.0.0.1' },
});
