// Builds the static site (viewer, embed and material pages) into dist/ at the repository
// root. Everything is local (no CDN): dist/ works from any static host and offline. The
// benchmark page is built apart, for `npm run bench` only (vite.bench.config.ts).
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
        embed: resolve(root, 'embed.html'),
        materials: resolve(root, 'materials.html'),
      },
    },
  },
  // The decompression worker imports the wasm package as an ES module.
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
});
