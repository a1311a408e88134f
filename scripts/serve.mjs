// A static file server for the built site, on 127.0.0.1 only.
//
//   node scripts/serve.mjs [DIR] [PORT]      (defaults: dist, 8080; PORT 0 picks a free one)
//
// Also imported by the package tests (startServer). It serves files below DIR and nothing
// else: paths are resolved and checked to stay inside it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.dcx': 'application/octet-stream',
  '.fxr': 'application/octet-stream',
};

/**
 * Serves `root` on 127.0.0.1:`port` and resolves to { url, close }.
 * `extra` maps URL paths to absolute file paths served as well (test fixtures).
 */
export function startServer(root, port = 0, extra = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let path = decodeURIComponent(url.pathname);
      let file = extra[path];
      if (!file) {
        if (path.endsWith('/')) path += 'index.html';
        file = resolve(join(base, path));
        if (file !== base && !file.startsWith(base + sep)) {
          res.writeHead(403).end('outside the site');
          return;
        }
      }
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${path}`);
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      });
      res.end(body);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      done({ url: `http://127.0.0.1:${actual}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  const { url } = await startServer(dir, port);
  console.log(`fxr-view is served at ${url}  (Ctrl+C to stop)`);
}
