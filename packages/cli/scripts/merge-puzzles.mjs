#!/usr/bin/env node
// Appends mined sets to a shipped one (issue 27): `node packages/cli/scripts/merge-puzzles.mjs SHIPPED NEW...`.
// Shipped puzzles keep their ids (the server keys ratings by id); new ones, deduplicated by setup, are numbered on;
// levels are balanced again over the whole set (`balanceLevels`). Needs `npx tsc -b packages/cli` first.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { balanceLevels } from '../dist/puzzles/types.js';

const [shippedFile, ...more] = process.argv.slice(2);
if (!shippedFile || more.length === 0) throw new Error('usage: merge-puzzles.mjs SHIPPED NEW...');
const shipped = JSON.parse(readFileSync(shippedFile, 'utf8'));
const seen = new Set(shipped.puzzles.map((p) => JSON.stringify(p.setup)));
const puzzles = [...shipped.puzzles];
const generators = [shipped.generator];
for (const file of more) {
  const set = JSON.parse(readFileSync(file, 'utf8'));
  if (set.game !== shipped.game) throw new Error(`${basename(file)}: ${set.game}, not ${shipped.game}`);
  generators.push(set.generator);
  for (const p of set.puzzles) {
    const key = JSON.stringify(p.setup);
    if (seen.has(key)) continue;
    seen.add(key);
    puzzles.push({ ...p, id: `${shipped.game}-${String(puzzles.length + 1).padStart(4, '0')}` });
  }
}
const out = { game: shipped.game, generator: generators.join(' + '), puzzles: balanceLevels(puzzles) };
writeFileSync(shippedFile, `${print(out, '', '')}\n`);

/** JSON as the shipped sets are printed (biome's style): a value on one line when it fits in 120 columns. */
function print(v, indent, lead) {
  const one = oneLine(v);
  if (typeof v !== 'object' || v === null || indent.length + lead.length + one.length <= 120) return one;
  const inner = `${indent}  `;
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + print(x, inner, '')).join(',\n')}\n${indent}]`;
  const rows = Object.entries(v).map(
    ([k, x]) => `${inner}${JSON.stringify(k)}: ${print(x, inner, `${JSON.stringify(k)}: `)}`,
  );
  return `{\n${rows.join(',\n')}\n${indent}}`;
}

function oneLine(v) {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(oneLine).join(', ')}]`;
  const rows = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`);
  return rows.length === 0 ? '{}' : `{ ${rows.join(', ')} }`;
}
console.log(
  `${shipped.game}: ${shipped.puzzles.length} shipped + ${puzzles.length - shipped.puzzles.length} new = ${puzzles.length}`,
);
