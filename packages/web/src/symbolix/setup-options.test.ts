import { symbolix } from '@ludotheque/symbolix';
import { describe, expect, it } from 'vitest';
import { formatLocalHash, localOptions, parseLocalParams } from '../play/localSpec.js';
import { SX_LEVELS, SX_PLAYERS, SX_VARIANTS, symbolixOptions } from './setup-options.js';

describe('Symbolix new-game choices (issue 6, rules "Options")', () => {
  it('offers 2 to 6 players (SX-5), the three levels and both variants, all accepted by the rules package', () => {
    expect(SX_PLAYERS).toEqual([2, 3, 4, 5, 6]);
    for (const players of SX_PLAYERS)
      for (const level of SX_LEVELS)
        for (const variant of SX_VARIANTS) {
          const parsed = symbolix.parseOptions(symbolixOptions({ players, level, variant }));
          expect(parsed.ok, `${players} ${level} ${variant}`).toBe(true);
        }
    expect(symbolix.parseOptions({ players: 7, level: 'basic', variant: 'standard' }).ok).toBe(false);
  });

  it('a local link keeps the level and the variant through the URL', () => {
    const seats = [
      { kind: 'human' as const, name: 'Ana' },
      { kind: 'bot' as const, name: 'Easy', spec: 'ismcts:easy' },
    ];
    const base = { seats, seed: 's1', delay: 0, teams: false, roundsToWin: null };
    const hash = formatLocalHash('symbolix', { ...base, level: 'advanced', variant: 'grandSecret' });
    expect(hash).toContain('level=advanced');
    expect(hash).toContain('variant=grandSecret');
    const parsed = parseLocalParams(new URLSearchParams(hash.split('?')[1]), () => 'Easy');
    expect(localOptions(parsed)).toEqual({ level: 'advanced', variant: 'grandSecret' });
    // A malformed value is refused by the link reader; an unknown word is left to parseOptions to judge.
    expect(parseLocalParams(new URLSearchParams('seats=h:A,h:B&level=<x>'), () => '')).toBeNull();
    const odd = parseLocalParams(new URLSearchParams('seats=h:A,h:B&variant=chaos'), () => '');
    expect(symbolix.parseOptions({ players: 2, ...localOptions(odd) }).ok).toBe(false);
  });
});
