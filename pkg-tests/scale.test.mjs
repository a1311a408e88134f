// The scale benchmark's flows at a small size, as a correctness test (its timings are not
// checked here: they are BENCHMARKS.md's): a generated binder of 300 effects and 30 texture
// files opened by URL lists every effect id, draws a first frame without an error and says
// its first effect's resource-list state without downloading the binder again; 2,000
// generated MATBINs open in the material browser and the parameter filter finds every lake.
// scripts/bench-scale.mjs fails on any of these.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

test('a generated binder of 300 effects and 2,000 materials open completely in the page', () => {
  // The CLI that `cargo test` built (the bench itself uses the release one).
  execFileSync('cargo', ['build', '--quiet', '--bin', 'fxr-view'], { cwd: ROOT });
  const out = execFileSync(
    'node',
    [
      join(ROOT, 'scripts', 'bench-scale.mjs'),
      ...['--effects', '300', '--textures', '30', '--texture-size', '32', '--materials', '2000'],
      ...['--cli', join(ROOT, 'target', 'debug', 'fxr-view'), '--out', join(ROOT, 'pkg-tests', 'output', 'scale')],
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  assert.match(out, /navigation → complete effect list \(300 listed\)/);
  assert.match(out, /filter `g_GXFT_WaterInteraction=true` \(667 rows\)/);
});
