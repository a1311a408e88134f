// Shared by the package tests: headless Chromium (WebGPU on SwiftShader), the static server
// for the built site, and golden-image comparison with the same rules as the native tests.
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
export const GOLDENS = join(ROOT, 'tests/goldens');

const BASE_FLAGS = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** WebGPU on the CPU (SwiftShader); without these Chromium's requestAdapter() gives null. */
export const WEBGPU_FLAGS = ['--enable-unsafe-webgpu', '--enable-unsafe-swiftshader'];

/** Launches headless Chromium; `webgpu: false` leaves WebGPU off, `webgl: false` turns WebGL off. */
export async function launch({ webgpu = true, webgl = true } = {}) {
  const args = [...BASE_FLAGS, ...(webgpu ? WEBGPU_FLAGS : [])];
  if (!webgl) args.push('--disable-webgl', '--disable-3d-apis');
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args,
  });
}

/** Serves the built site (and `extra` files) for the duration of a test file. */
export async function serveSite(extra = {}) {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('dist/ is not built: run npm test (or npm run build) first');
  }
  return startServer(DIST, 0, extra);
}

/** Opens a page and collects its uncaught errors and console errors. */
export async function openPage(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(url + (process.env.HASH ?? ''));
  return { page, errors };
}

/** Opens the viewer page at `url` in a 1200x760 window and waits until it is ready. */
export async function openViewer(browser, url) {
  const { page, errors } = await openPage(browser, url);
  await page.setViewportSize({ width: 1200, height: 760 });
  await page.evaluate(() => window.fxrView.ready);
  return { page, errors };
}

/** PNG bytes from RGBA pixels. */
export function encodePng(width, height, pixels) {
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels);
  return PNG.sync.write(png);
}

/**
 * Compares RGBA pixels with the golden `name` (tests/goldens/NAME.png), or writes it
 * with BLESS=1. A failure writes NAME.browser.actual.png and NAME.browser.diff.png beside it.
 */
export function checkGolden(name, width, height, pixels, { channel, maxOutliers }) {
  const golden = join(GOLDENS, `${name}.png`);
  const actualPath = join(GOLDENS, `${name}.browser.actual.png`);
  const diffPath = join(GOLDENS, `${name}.browser.diff.png`);
  if (process.env.BLESS === '1') {
    writeFileSync(golden, encodePng(width, height, pixels));
    return;
  }
  if (!existsSync(golden)) {
    writeFileSync(actualPath, encodePng(width, height, pixels));
    throw new Error(`no golden ${golden}; the render is in ${actualPath}; BLESS=1 accepts it`);
  }
  const expected = PNG.sync.read(readFileSync(golden));
  if (expected.width !== width || expected.height !== height) {
    throw new Error(`${name}: ${width}x${height} differs from the golden's ${expected.width}x${expected.height}`);
  }
  let outliers = 0;
  let largest = 0;
  const diff = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    let d = 0;
    for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs(pixels[i * 4 + c] - expected.data[i * 4 + c]));
    largest = Math.max(largest, d);
    const g = Math.min(255, d * 16);
    if (d > channel) {
      outliers++;
      diff.set([255, 0, 0, 255], i * 4);
    } else diff.set([g, g, g, 255], i * 4);
  }
  if (outliers > maxOutliers) {
    writeFileSync(actualPath, encodePng(width, height, pixels));
    writeFileSync(diffPath, encodePng(width, height, diff));
    throw new Error(
      `${name}: ${outliers} pixels differ by more than ${channel} (allowed ${maxOutliers}), largest ${largest}; see ${actualPath}`,
    );
  }
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
}

/** The page's frame at its state's time, `width` × `height`, as RGBA numbers. */
export function statePixels(page, width, height) {
  return page.evaluate(async ([w, h]) => Array.from(await window.fxrView.renderToPixels(window.fxrView.state().time, w, h)), [width, height]);
}

/** Pixels where a colour channel differs by more than `by` (of 255). */
export function differingPixels(a, b, by = 3) {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > by) n++;
  return n;
}

/** Bytes that differ between two buffers of the same length (an edit keeps a file's length). */
export function bytesDiffering(a, b) {
  if (a.length !== b.length) throw new Error(`the lengths differ: ${a.length} and ${b.length}`);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

/**
 * The first value of the playing effect's config actions of a kind: `float` a float field (by
 * its definition's default), `linear` a Linear keyframed property. Resolves to its edit path
 * (as the inspector writes it), its node and its description, or null when there is none.
 */
export function firstValue(page, kind) {
  return page.evaluate(async (kind) => {
    const nodes = await window.fxrView.withViewer((v) => v.nodes(0));
    for (const n of nodes) {
      const d = await window.fxrView.withViewer((v) => v.describeNode(n.path));
      for (const [ci, c] of d.configs.entries()) {
        const seen = new Map();
        for (const a of c.actions) {
          const k = seen.get(a.action_type) ?? 0;
          seen.set(a.action_type, k + 1);
          const value =
            kind === 'float'
              ? a.fields1.find((x) => x.default && 'Float' in x.default && typeof x.value === 'number')
              : [...a.properties1, ...a.properties2].find((x) => x.function === 'Linear' && x.value && 'Keyframes' in x.value);
          if (value) return { path: `node ${n.path} config[${ci}] action[${a.action_type} ${a.name}${k ? ` #${k + 1}` : ''}].${value.name}`, node: n.path, value };
        }
      }
    }
    return null;
  }, kind);
}

/** The first float field of the playing effect (`firstValue`) as an edit: its path and its value plus 0.5. */
export async function firstFloatEdit(page) {
  const found = await firstValue(page, 'float');
  return found && [found.path, String(found.value.value + 0.5)];
}
