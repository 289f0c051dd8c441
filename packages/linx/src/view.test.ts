import { Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { position } from './fixtures/build.js';
import { linx } from './game.js';
import { cellAt, cellCoords, cellIndex, cellName, decodeTile, geometry } from './notation.js';

const opts = (o: object) => unwrap(linx.parseOptions(o));

describe('views (Information)', () => {
  it('a seat sees its own hand and the sizes of the others; a spectator sees no hand', () => {
    const s = position({
      board: { d4: ['yR+'] },
      hands: [
        ['P', 'S'],
        ['R', 'R', 'S'],
      ],
      piles: [['R'], ['P', 'P']],
      toMove: 1,
    });
    const v0 = linx.view(s, 0);
    expect(v0.hand).toEqual(['P', 'S']);
    expect(v0.handSizes).toEqual([2, 3]);
    expect(v0.pileSizes).toEqual([1, 2]);
    expect(v0.board).toEqual({ d4: ['yR+'] });
    expect(v0.toMove).toBe(1);
    expect(linx.view(s, 1).hand).toEqual(['R', 'R', 'S']);
    const spectator = linx.view(s, 'spectator');
    expect(spectator.hand).toBeNull();
    expect(spectator.viewer).toBe('spectator');
  });

  it('no view holds the PRNG state or pile contents', () => {
    const s = linx.setup(opts({ players: 3 }), Rng.seeded(5));
    const secret = (linx.toSetup(s) as { rng: string }).rng;
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const text = JSON.stringify(linx.view(s, viewer));
      expect(text).not.toContain(secret);
      expect(text).not.toContain('piles');
    }
  });

  it('moves are told in full: a face-down type is public, a pass shows the hand', () => {
    const s = position({ board: { d4: ['yS+'] }, hands: [['R'], []], toMove: 0 });
    expect(linx.publicMove(s, unwrap(linx.parseMove(s, 'R>d4')), 1)).toBe('R>d4');
    const u = position({ board: { d4: ['yS+', 'bR-'] }, hands: [[], []], piles: [[], ['S']], toMove: 1 });
    expect(linx.publicMove(u, u.cfg.PASS, 0)).toBe('pass');
  });
});

describe('determinize', () => {
  it('keeps the view and the own hand, redeals the hidden tiles among the unseen ones', () => {
    const s = linx.setup(opts({ players: 4 }), Rng.seeded(11));
    const rng = Rng.seeded('d');
    for (let i = 0; i < 12; i++) linx.play(s, linx.randomMove(s, rng));
    const v = linx.view(s, 2);
    const hands = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const d = linx.determinize(v, 2, Rng.seeded(k));
      expect(linx.view(d, 2)).toEqual(v);
      const j = linx.toSetup(d) as { hands: string[][]; piles: string[][]; board: Record<string, string[]> };
      hands.add(JSON.stringify(j.hands));
      // Each colour still holds exactly its 15 tiles: board + hand + pile (LX-2).
      for (let seat = 0; seat < 4; seat++) {
        const letter = 'ybpg'[seat] as string;
        const onBoard = Object.values(j.board)
          .flat()
          .filter((t) => t[0] === letter)
          .map((t) => t[1] as string);
        const all = [...onBoard, ...(j.hands[seat] as string[]), ...(j.piles[seat] as string[])].sort();
        expect(all.join('')).toBe('PPPPPRRRRRSSSSS');
      }
      expect((j.hands[2] as string[]).join()).toBe((v.hand as string[]).join());
    }
    expect(hands.size).toBeGreaterThan(1);
  });
});

describe('helpers for the web app', () => {
  it('cell names and tiles decode', () => {
    const s = position({ players: 3 });
    expect(cellName(s.cfg, cellIndex(s.cfg, 'i9'))).toBe('i9');
    expect(cellIndex(s.cfg, 'j1')).toBe(-1);
    expect(decodeTile('nR+')).toEqual({ owner: null, type: 'R', faceDown: false });
    expect(decodeTile('bS-')).toEqual({ owner: 1, type: 'S', faceDown: true });
    expect(decodeTile('xS-')).toBeNull();
    expect(geometry(2)).toEqual({ window: 4, frame: 7, centre: 'd4' });
    expect(geometry(3)).toEqual({ window: 5, frame: 9, centre: 'e5' });
    expect(cellAt(4, 4)).toBe('e5');
    expect(cellCoords('c7')).toEqual({ col: 2, row: 6 });
    expect(cellCoords('z1')).toBeNull();
  });
});
