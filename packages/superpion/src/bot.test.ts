/** Bot knowledge: the playout policy plays legal moves and avoids en prise squares; evaluate is per seat in [0,1]. */
import { type Json, Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { enPrise, parseCell, superpion } from './index.js';
import { position } from './testing/positions.js';

const load = (j: Json) => unwrap(superpion.fromSetup(j));
const policy = superpion.bot?.playoutPolicy;
const evaluate = superpion.bot?.evaluate;

describe('bot knowledge', () => {
  it('the playout policy only plays legal moves, to the end of games in every mode', () => {
    if (!policy) throw new Error('no playout policy');
    for (const mode of ['four', 'teams', 'three', 'two', 'twoSuper']) {
      const rng = Rng.seeded(`policy/${mode}`);
      const s = superpion.setup(unwrap(superpion.parseOptions({ mode })), rng.clone());
      while (superpion.toMove(s) !== null) {
        const m = policy(s, rng);
        expect(superpion.isLegal(s, m)).toBe(true);
        superpion.play(s, m);
      }
    }
  });
  it("en prise (SP-12, SP-14): next to an enemy with the cell behind free, or on an enemy superpion's diagonal", () => {
    const s = load(position('four', 'f5:blue:red h9:red:yellow l5:yellow:*grey c6:red:blue'));
    const cell = (n: string) => parseCell(n);
    expect(enPrise(s, 0, cell('f5'), cell('g8'))).toBe(true); // red h9 jumps g8 to f7
    expect(enPrise(s, 0, cell('f5'), cell('f7'))).toBe(false);
    expect(enPrise(s, 0, cell('f5'), cell('h5'))).toBe(false);
    expect(enPrise(s, 0, cell('f5'), cell('i8'))).toBe(true); // red h9 jumps i8 to j7 (the superpion cannot: h9 blocks its landing)
    expect(enPrise(s, 0, cell('f5'), cell('j7'))).toBe(true); // yellow superpion l5 flies over j7 to i8
  });
  it('prefers a promotion among simple moves', () => {
    if (!policy) throw new Error('no playout policy');
    const s = load(position('four', 'g12:blue:yellow k12:yellow:black c6:red:blue'));
    expect(superpion.formatMove(s, policy(s, Rng.seeded(1)))).toBe('g12-g14=g');
  });
  it('evaluate gives each seat a value in [0, 1], the material leader the most, team-mates alike', () => {
    if (!evaluate) throw new Error('no evaluate');
    const four = evaluate(load(position('four', 'f5:blue:*red d9:blue:red c6:red:blue g12:yellow:red')));
    expect(four.length).toBe(4);
    for (const v of four) expect(v >= 0 && v <= 1).toBe(true);
    expect(four[0]).toBe(Math.max(...four));
    const teams = evaluate(load(position('teams', 'f5:blue:red d9:blue:red c6:red:blue g12:yellow:red')));
    expect(teams[0]).toBeCloseTo(teams[2] as number);
    expect(teams[1]).toBeCloseTo(teams[3] as number);
    expect(teams[0]).toBeGreaterThan(teams[1] as number);
  });
});
