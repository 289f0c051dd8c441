import { conformanceChecks } from '@ludotheque/engine/kit';
import { describe, it } from 'vitest';
import { cubiko } from './index.js';

// Physics is slow: few playouts, the guard (CB-18) ends random games, passes (CB-14) keep them short.
describe('cubiko conformance', () => {
  const checks = conformanceChecks({
    game: cubiko,
    options: [
      { players: 2 },
      { players: 3, scoring: 'points', precision: 'shaky' },
      { players: 4, precision: 'exact', scoring: 'points', configurations: 1 },
    ],
    playouts: 1,
    viewRuns: 5,
    seed: 'cubiko',
  });
  for (const c of checks) it(c.name, () => c.run(), 600_000);
});
