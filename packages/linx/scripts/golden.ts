// Regenerates the golden playthrough. Run: npx tsx packages/linx/scripts/golden.ts (then review the diff).
import { writeFileSync } from 'node:fs';
import { goldenText } from '../src/fixtures/golden.js';

const file = new URL('../src/fixtures/golden-3p.txt', import.meta.url);
writeFileSync(file, goldenText());
console.log(`wrote ${file.pathname}`);
