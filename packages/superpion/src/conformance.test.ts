/// <reference types="node" />
// Reads the perft fixtures from disk (Node, vitest) to give them to the kit as extra setups.
import { readdirSync, readFileSync } from 'node:fs';
import type { Json } from '@ludotheque/engine';
import { conformanceChecks } from '@ludotheque/engine/kit';
import { describe, it } from 'vitest';
import { superpion } from './index.js';

const dir = new URL('./fixtures/perft/', import.meta.url);
const setups: Json[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { setup: Json }).setup);

describe('superpion conformance kit', () => {
  const checks = conformanceChecks({
    game: superpion,
    options: [
      { mode: 'four' },
      { mode: 'teams' },
      { mode: 'three' },
      { mode: 'three', idle: 'red' },
      { mode: 'two' },
      { mode: 'twoSuper', clockMinutes: 25 },
    ],
    setups,
    playouts: 6,
    seed: 'superpion-kit',
  });
  for (const c of checks) it(c.name, () => c.run());
});
