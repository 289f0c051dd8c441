import { Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';

const fresh = (players: number) => symbolix.setup({ players, level: 'basic', variant: 'standard' }, Rng.seeded(3));

describe('timeUp of a table clock (README Decisions)', () => {
  it('two players: a loss, like a resignation', () => {
    const s = fresh(2);
    expect(symbolix.event(s, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(symbolix.toMove(s)).toBeNull();
    expect(symbolix.outcome(s)?.ranks).toEqual([2, 1]);
  });

  it('three players: the seat ranks last and the game goes on; with one seat left on time it ends', () => {
    const s = fresh(3);
    expect(symbolix.event(s, { type: 'timeUp', seat: 1 }).ok).toBe(true);
    expect(symbolix.toMove(s)).not.toBeNull();
    expect(symbolix.event(s, { type: 'timeUp', seat: 1 }).ok).toBe(false);
    const again = unwrap(symbolix.fromSetup(symbolix.toSetup(s)));
    expect(again.timedOut).toEqual([1]);
    // A bot's determinized state knows it too (the view says it).
    const v = symbolix.view(again, 0);
    expect(symbolix.view(symbolix.determinize(v, 0, Rng.seeded(1)), 0)).toEqual(v);
    expect(symbolix.event(again, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(symbolix.toMove(again)).toBeNull();
    // Nobody has collected anything: seat 2 first, then 0, and 1 (out first) last.
    expect(symbolix.outcome(again)?.ranks).toEqual([2, 3, 1]);
    expect(unwrap(symbolix.fromSetup(symbolix.toSetup(again))).timedOut).toEqual([1, 0]);
  });
});
