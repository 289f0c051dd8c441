import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_BUDGET, firstPage } from '../scripts/first-page.js';
import { DIST } from './harness.js';

// Issue 28's bundle-size check: the JavaScript and CSS the browser loads before the home page shows (the entry
// chunk, its static imports and their CSS, gzipped) stays within 120 kB. It reads the build the e2e suite makes
// (`npm test` builds packages/web before the end-to-end tests), so it fails the suite past the budget.
describe('the first page', () => {
  it('weighs at most 120 kB gzipped, JavaScript and CSS', () => {
    const manifest = join(DIST, '.vite/manifest.json');
    expect(existsSync(manifest), `no ${manifest}: build packages/web first`).toBe(true);
    const page = firstPage(DIST);
    // The entry and React at least: a check that counted nothing would pass any budget.
    expect(page.files.some((f) => f.file.endsWith('.css'))).toBe(true);
    expect(page.total).toBeGreaterThan(40 * 1024);
    const list = page.files.map((f) => `${(f.gzip / 1024).toFixed(1)} kB ${f.file}`).join('\n');
    expect(page.total, `first page ${(page.total / 1024).toFixed(1)} kB gzipped:\n${list}`).toBeLessThanOrEqual(
      FIRST_PAGE_BUDGET,
    );
  });
});
