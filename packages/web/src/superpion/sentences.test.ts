import { Rng, unwrap } from '@ludotheque/engine';
import { parseOptions, superpion } from '@ludotheque/superpion';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../play/types.js';
import { describeMove, FactsReader, moveFacts, type SpMoveFacts } from './sentences.js';

// Expected sentences written by hand from SP-N1 (notation), SP-12/SP-14 (captures) and SP-15/16 (promotion); colour
// indices as SP-7's order: 0 blue, 1 red, 2 yellow, 3 black, 4 grey.
const names = ['Audrey', 'Bruno'];
const pawn = (colour: number) => ({ colour, super: false });
const sup = (colour: number) => ({ colour, super: true });
const say = (text: string, facts: SpMoveFacts | null, lang: 'en' | 'fr', seat = 0) =>
  describeMove({ seat, text }, { names, facts }, lang);

describe('Superpion move sentences', () => {
  it('tells a simple move (SP-11, SP-13)', () => {
    const f = { mover: pawn(0), captured: [], colour: 0 };
    expect(say('d3-d5', f, 'en')).toBe('Audrey moves a blue pawn d3 → d5');
    expect(say('d3-d5', f, 'fr')).toBe('Audrey déplace un pion bleu de d3 en d5');
    expect(say('e7-h7', { mover: sup(3), captured: [], colour: 3 }, 'fr', 1)).toBe(
      'Bruno déplace un superpion noir de e7 en h7',
    );
  });
  it('tells a capture as the pieces taken and the path, with French elision and agreement (SP-12)', () => {
    const f = { mover: pawn(0), captured: [pawn(3), pawn(3)], colour: 0 };
    expect(say('d3xf5xh7', f, 'en')).toBe('Audrey’s blue pawn takes 2 black pawns: d3 × f5 × h7');
    expect(say('d3xf5xh7', f, 'fr')).toBe('Le pion bleu d’Audrey prend 2 pions noirs\u00a0: d3 × f5 × h7');
    const mixed = { mover: sup(1), captured: [pawn(3), sup(2), pawn(3)], colour: 1 };
    expect(say('c4xf7xd9xb11', mixed, 'fr', 1)).toBe(
      'Le superpion rouge de Bruno prend 2 pions noirs et un superpion jaune\u00a0: c4 × f7 × d9 × b11',
    );
    expect(say('c4xf7xd9xb11', mixed, 'en', 1)).toBe(
      'Bruno’s red superpion takes 2 black pawns and a yellow superpion: c4 × f7 × d9 × b11',
    );
    expect(say('d3xf5', { mover: pawn(0), captured: [pawn(4)], colour: 0 }, 'fr')).toBe(
      'Le pion bleu d’Audrey prend un pion gris\u00a0: d3 × f5',
    );
    expect(say('d3xf5xh7', { mover: pawn(0), captured: [pawn(4), pawn(4)], colour: 0 }, 'fr')).toBe(
      'Le pion bleu d’Audrey prend 2 pions gris\u00a0: d3 × f5 × h7',
    );
  });
  it('tells a promotion with its under pawn (SP-15, SP-16)', () => {
    const f = { mover: pawn(2), captured: [], colour: 2 };
    expect(say('e4-e2=r', f, 'en', 1)).toBe(
      'Bruno moves a yellow pawn e4 → e2, and becomes a superpion over a red pawn',
    );
    expect(say('e4-e2=g', f, 'fr', 1)).toBe(
      'Bruno déplace un pion jaune de e4 en e2, et devient superpion sur un pion gris',
    );
  });
  it('tells a pass with its colour (SP-9), and keeps what it cannot read', () => {
    expect(say('pass', { mover: null, captured: [], colour: 1 }, 'fr', 1)).toBe('Bruno passe (rouge)');
    expect(say('pass', { mover: null, captured: [], colour: 3 }, 'en', 1)).toBe('Bruno passes (black)');
    expect(say('d3-d5', null, 'en')).toBe('Audrey: d3-d5');
  });
  it('reads the facts of a real game: each pawn jump takes one enemy piece (SP-12)', () => {
    const options = { mode: 'two' };
    const s = superpion.setup(unwrap(parseOptions(options)), Rng.seeded('x'));
    const rng = Rng.seeded('sentences');
    const log: LogEntry[] = [];
    for (let k = 0; k < 400 && superpion.toMove(s) !== null; k++) {
      const m = superpion.randomMove(s, rng);
      log.push({ seat: superpion.toMove(s) as number, text: superpion.publicMove(s, m, 'spectator') });
      superpion.play(s, m);
    }
    const facts = moveFacts(options, log);
    let captures = 0;
    for (const [i, entry] of log.entries()) {
      const f = facts[i];
      expect(f).not.toBeNull();
      if (!f?.mover || f.mover.super || !entry.text.includes('x')) continue;
      captures++;
      expect(f.captured.length).toBe(entry.text.split('x').length - 1);
      // Two players: blue and red are one side, yellow and black the other (SP-7); greys are nobody's.
      const side = (c: number) => (c < 2 ? 0 : c < 4 ? 1 : 2);
      for (const p of f.captured) expect(side(p.colour)).not.toBe(side(f.mover.colour));
    }
    expect(captures).toBeGreaterThan(0);
    // Followed move by move (as the page reads a growing list), the facts are the same as read at once.
    const reader = new FactsReader();
    for (let n = 1; n <= log.length; n += 7) reader.facts(options, log.slice(0, n));
    expect(reader.facts(options, log)).toEqual(facts);
    expect(reader.facts(options, [{ seat: 0, text: 'zz' }])).toEqual([null]);
    expect(describeMove(log[0] as LogEntry, { names, facts: facts[0] ?? null }, 'en')).toMatch(
      /^Audrey moves a (blue|red) pawn /,
    );
  });
});
