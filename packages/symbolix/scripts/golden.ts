// Regenerates the golden playthroughs: `npx tsx packages/symbolix/scripts/golden.ts` (then review the diff).
import { writeFileSync } from 'node:fs';
import { GOLDEN_GAMES, playthrough } from '../src/golden.js';

for (const g of GOLDEN_GAMES) {
  const path = new URL(`../src/fixtures/${g.file}`, import.meta.url);
  writeFileSync(path, `${JSON.stringify(playthrough(g.options, g.seed), null, 1)}\n`);
  console.log(`wrote ${g.file}`);
}
