import { describe, expect, it } from 'vitest';
import advanced from './fixtures/golden-advanced-4p.json' with { type: 'json' };
import grandSecret from './fixtures/golden-grand-secret-3p.json' with { type: 'json' };
import { GOLDEN_GAMES, playthrough } from './golden.js';

const FILES: Record<string, unknown> = {
  'golden-advanced-4p.json': advanced,
  'golden-grand-secret-3p.json': grandSecret,
};

describe('golden playthroughs (scripts/golden.ts regenerates them)', () => {
  for (const g of GOLDEN_GAMES)
    it(g.file, () => {
      expect(JSON.parse(JSON.stringify(playthrough(g.options, g.seed)))).toEqual(FILES[g.file]);
    });
});
