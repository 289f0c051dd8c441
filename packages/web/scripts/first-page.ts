/**
 * The first page's weight (issue 28): the entry chunk of Vite's manifest (`dist/.vite/manifest.json`), every chunk it
 * imports statically (transitively: the browser fetches them all before the app runs) and their CSS, each gzipped
 * at level 9 as `ludo serve` sends them. Dynamic imports (lazy pages, games, engines) are not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget: 120 kB gzipped of JavaScript and CSS before the home page shows (issue 28). */
export const FIRST_PAGE_BUDGET = 120 * 1024;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export interface FirstPage {
  readonly files: readonly { readonly file: string; readonly gzip: number }[];
  readonly total: number;
}

/** The entry's files and their gzipped sizes, read from a built `dist` directory. */
export function firstPage(dist: string): FirstPage {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry === true && k.endsWith('.html'));
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const e of entries.length > 0 ? entries : Object.keys(manifest).filter((k) => manifest[k]?.isEntry)) visit(e);
  const sized = [...files].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  }));
  sized.sort((a, b) => b.gzip - a.gzip);
  return { files: sized, total: sized.reduce((n, f) => n + f.gzip, 0) };
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

// `npx tsx packages/web/scripts/first-page.ts [dist]`: prints the files and the total; exit 1 past the budget.
if (process.argv[1]?.endsWith('first-page.ts')) {
  const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  const page = firstPage(dist);
  for (const f of page.files) console.log(`${kB(f.gzip).padStart(9)}  ${f.file}`);
  console.log(`${kB(page.total).padStart(9)}  in all (budget ${kB(FIRST_PAGE_BUDGET)})`);
  process.exitCode = page.total > FIRST_PAGE_BUDGET ? 1 : 0;
}
