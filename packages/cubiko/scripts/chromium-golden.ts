/**
 * Runs the golden simulation (`worldHash`) in Node and in headless Chromium (the package bundled by esbuild) and
 * checks both give the same hash: Rapier's deterministic build and the hand-applied rolling resistance (CB-3)
 * compute the same floats in both engines. Run: npx tsx packages/cubiko/scripts/chromium-golden.ts
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
// The repository's one Chromium launch definition (a file with no imports: cubiko depends on no other package).
import { chromiumLaunch } from '../../../scripts/chromium.js';
import { loadPhysics } from '../src/physics.js';
import { worldHash } from '../src/replay.js';

const entry = fileURLToPath(new URL('./golden-entry.ts', import.meta.url));
async function main(): Promise<void> {
  await loadPhysics();
  const node = worldHash();
  const bundle = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'browser', write: false });
  const code = bundle.outputFiles[0]?.text ?? '';
  const browser = await chromium.launch(chromiumLaunch());
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>golden</title>');
    await page.addScriptTag({ content: code, type: 'module' });
    await page.waitForFunction(() => (globalThis as { golden?: unknown }).golden !== undefined, null, {
      timeout: 120_000,
    });
    const web = await page.evaluate(() => (globalThis as { golden?: unknown }).golden);
    console.log(JSON.stringify({ node, chromium: web }));
    if (JSON.stringify(web) !== JSON.stringify(node)) {
      console.error('MISMATCH between Node and Chromium');
      process.exitCode = 1;
    } else console.log('same world in Node and Chromium');
  } finally {
    await browser.close();
  }
}

await main();
