// Writes the golden playthrough: `npx tsx packages/superpion/scripts/golden.ts`. Review the diff before committing.
import { writeFileSync } from 'node:fs';
import { goldenPlaythrough } from '../src/testing/golden.js';

const file = new URL('../src/fixtures/golden-four.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(goldenPlaythrough(), null, 1)}\n`);
console.log(`wrote ${file.pathname}`);
