/// <reference types="node" />
// Tests run in Node (vitest) and read their fixtures from disk; the rules code itself uses no Node API.
import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { NEUTRAL_BOARD, setupOf } from './fixtures/build.js';
import { linx } from './game.js';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

describe('LX-N2 setup JSON', () => {
  it('the rules file example round-trips exactly, keys in order', () => {
    const example = fixture('lx-n2-example');
    const s = unwrap(linx.fromSetup(example));
    expect(JSON.stringify(linx.toSetup(s))).toBe(JSON.stringify(example));
  });

  it('the example is what R@d4 S@e5 R>e5 gives from a suitable start', () => {
    const s = unwrap(linx.fromSetup(fixture('lx-n2-start')));
    for (const text of ['R@d4', 'S@e5', 'R>e5']) {
      const m = unwrap(linx.parseMove(s, text));
      expect(linx.isLegal(s, m)).toBe(true);
      linx.play(s, m);
    }
    expect(JSON.stringify(linx.toSetup(s))).toBe(JSON.stringify(fixture('lx-n2-example')));
  });

  it('setups written by the engine round-trip for every player count, through whole matches', () => {
    for (const options of [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, teams: true }]) {
      const s = linx.setup(unwrap(linx.parseOptions(options)), Rng.seeded(JSON.stringify(options)));
      const rng = Rng.seeded(1);
      while (linx.toMove(s) !== null) {
        const json = linx.toSetup(s);
        const back = unwrap(linx.fromSetup(json));
        expect(linx.toSetup(back)).toEqual(json);
        linx.play(s, linx.randomMove(s, rng));
      }
      expect(linx.toSetup(unwrap(linx.fromSetup(linx.toSetup(s))))).toEqual(linx.toSetup(s));
    }
  });

  it('a missing rng falls back to a fixed default, any other text is hashed', () => {
    const { rng: _rng, ...noRng } = fixture('lx-n2-example');
    const a = linx.toSetup(unwrap(linx.fromSetup(noRng))) as Record<string, unknown>;
    const b = linx.toSetup(unwrap(linx.fromSetup({ ...noRng, rng: '…' }))) as Record<string, unknown>;
    expect(a.rng).toMatch(/^[0-9a-f]{32}$/);
    expect(a.rng).not.toBe(b.rng);
  });
});

describe('LX-N2 validation rejects', () => {
  const base = (): Record<string, unknown> => fixture('lx-n2-example');
  const cases: [string, (j: Record<string, unknown>) => unknown][] = [
    ['a non-object', () => 'linx'],
    ['an unknown key', (j) => ({ ...j, colour: 1 })],
    [
      'a missing key',
      (j) => {
        const { passes: _passes, ...rest } = j;
        return rest;
      },
    ],
    ['another game', (j) => ({ ...j, game: 'cubiko' })],
    ['1 player', (j) => ({ ...j, players: 1 })],
    ['teams with 2 players', (j) => ({ ...j, teams: true })],
    ['roundsToWin 0', (j) => ({ ...j, roundsToWin: 0 })],
    ['startingHands too short', (j) => ({ ...j, startingHands: [2] })],
    ['round 0', (j) => ({ ...j, round: 0 })],
    ['scores of the wrong length', (j) => ({ ...j, scores: [0] })],
    ['scores above roundsToWin', (j) => ({ ...j, scores: [3, 0] })],
    ['more rounds won than played', (j) => ({ ...j, scores: [1, 0] })],
    ['firstPlayer out of range', (j) => ({ ...j, firstPlayer: 2 })],
    ['an inconsistent toMove', (j) => ({ ...j, toMove: 0 })],
    ['turns above 200', (j) => ({ ...j, turns: 201, toMove: 1 })],
    ['passes above the players', (j) => ({ ...j, passes: 3 })],
    ['a non-boolean roundOver', (j) => ({ ...j, roundOver: 'no' })],
    ['a cell outside the frame', (j) => ({ ...j, board: { ...(j.board as object), h1: ['yR+'] } })],
    ['a bad tile text', (j) => ({ ...j, board: { d4: ['yX+'], e5: ['bS+', 'yR-'] } })],
    ['a colour not in play', (j) => ({ ...j, board: { d4: ['pR+'], e5: ['bS+', 'yR-'] } })],
    ['a neutral tile with 2 players', (j) => ({ ...j, board: { d4: ['nR+'], e5: ['bS+', 'yR-'] } })],
    ['a face-down tile alone', (j) => ({ ...j, board: { d4: ['yR-'], e5: ['bS+', 'yR-'] } })],
    ['a covering tile that does not beat', (j) => ({ ...j, board: { d4: ['yR+'], e5: ['bS+', 'yP-'] } })],
    ['a face-up tile on top', (j) => ({ ...j, board: { d4: ['yR+'], e5: ['bS+', 'yR+'] } })],
    ['a stack of three', (j) => ({ ...j, board: { d4: ['yR+'], e5: ['bS+', 'yR-', 'bP-'] } })],
    [
      'tiles outside a 4×4 window',
      (j) => ({ ...j, board: { ...(j.board as object), a1: ['yS+'] }, turns: 5, toMove: 1 }),
    ],
    ['tiles not connected', (j) => ({ ...j, board: { ...(j.board as object), g4: ['yS+'] }, turns: 5, toMove: 1 })],
    ['no centre tile', (j) => ({ ...j, board: { e5: ['bS+', 'yR-'], f6: ['yR+'] } })],
    [
      'six tiles of one type in a colour',
      (j) => ({
        ...j,
        hands: [
          ['P', 'R'],
          ['P', 'P', 'R', 'S'],
        ],
      }),
    ],
    [
      'a hand type that is not R, P or S',
      (j) => ({
        ...j,
        hands: [
          ['P', 'X'],
          ['P', 'P', 'R', 'S'],
        ],
      }),
    ],
    ['a pile of 16', (j) => ({ ...j, piles: [[...'RRRRRPPPPPSSSSSS'], (j.piles as unknown[])[1]] })],
    ['more tiles than turns', (j) => ({ ...j, turns: 1, toMove: 1 })],
    [
      'an alignment in a running round',
      (j) => ({ ...j, board: { c3: ['yR+'], d4: ['yR+'], e5: ['yP+'] }, hands: [['S'], ['P', 'P', 'R', 'S']] }),
    ],
    [
      "an alignment that is not the last mover's",
      (j) => ({
        ...j,
        board: { c3: ['bR+'], d4: ['bR+'], e5: ['bP+'] },
        hands: [['P', 'S'], []],
        piles: [[], []],
        roundOver: true,
        scores: [0, 1],
      }),
    ],
    ['a round over for no reason', (j) => ({ ...j, roundOver: true })],
    ['a won match in a running round', (j) => ({ ...j, scores: [2, 0], round: 3 })],
    ['a bad rng', (j) => ({ ...j, rng: 42 })],
  ];
  for (const [name, edit] of cases) {
    it(name, () => {
      const j = edit(base());
      const r = linx.fromSetup(j);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.kind).toBe('setup');
    });
  }

  it('3 players: a missing or wrong neutral block, a green tile', () => {
    const ok = setupOf({ players: 3 });
    expect(linx.fromSetup(ok).ok).toBe(true);
    const { e5: _e5, ...holed } = NEUTRAL_BOARD;
    expect(linx.fromSetup({ ...ok, board: holed }).ok).toBe(false);
    expect(linx.fromSetup({ ...ok, board: {} }).ok).toBe(false);
    expect(linx.fromSetup({ ...ok, board: { ...NEUTRAL_BOARD, e5: ['nP+'] } }).ok).toBe(false);
    expect(linx.fromSetup({ ...ok, board: { ...NEUTRAL_BOARD, e5: ['yR+'] }, turns: 1, toMove: 1 }).ok).toBe(false);
    expect(linx.fromSetup({ ...ok, board: { ...NEUTRAL_BOARD, c5: ['gR+'] }, turns: 1, toMove: 1 }).ok).toBe(false);
    expect(linx.fromSetup({ ...ok, board: { ...NEUTRAL_BOARD, c7: ['nR+'] }, turns: 1, toMove: 1 }).ok).toBe(false);
  });
});
