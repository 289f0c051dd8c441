import { cubiko } from '@ludotheque/cubiko';
import { Rng, unwrap } from '@ludotheque/engine';
import { position } from '@ludotheque/symbolix';
import { describe, expect, it } from 'vitest';
import { splitMoves } from './games.js';
import { fixture, ludo } from './testing.js';

/** SX-16's mid-chain win: red/virus jumps purple/bug then blue/key, seat 0's fifth and sixth colours. */
const NEAR_WIN = JSON.stringify(
  position({
    players: 2,
    cards: ['red', 'blue'],
    pieces: { a1: 'red/virus', a2: 'purple/bug', a4: 'blue/key', b5: 'blue/lock' },
    collections: [['red/bug', 'orange/bug', 'yellow/bug', 'green/bug'], []],
    fill: 'out',
  }),
);

describe('splitMoves (--moves with separators)', () => {
  it("splits on ';' or newlines, each entry one move", () => {
    expect(splitMoves('jump d1xd3; stop')).toEqual(['jump d1xd3', 'stop']);
    expect(splitMoves('flip c3\n step c3-c4 \r\n')).toEqual(['flip c3', 'step c3-c4']);
    expect(splitMoves('jump  d1xd3;')).toEqual(['jump d1xd3']); // one space inside, trailing ';' ignored
    expect(splitMoves('')).toEqual([]);
  });
});

/** SX-14: a captured piece goes back face up on an empty cell — `ludo moves` prints `place d4:green/bug`. */
const CAPTURED = JSON.stringify(
  position({
    players: 2,
    cards: ['red', 'blue'],
    pieces: { a1: 'red/virus' },
    collections: [['green/bug'], []],
    fill: 'out',
  }),
);

describe('ludo apply with moves that contain spaces', () => {
  it("plays Symbolix moves separated by ';' to a win, whose setup moves and perft then read (SX-16)", async () => {
    const won = await ludo(['apply', 'symbolix', '--setup', '-', '--moves', 'jump a1xa3; jump a3xa5'], NEAR_WIN);
    expect(won.err).toBe('');
    expect(won.code).toBe(0);
    const setup = JSON.parse(won.out) as { turn: Record<string, unknown>; collections: unknown[][] };
    expect(setup.turn).toMatchObject({ phase: 'over', winner: 0, chain: 'a5' });
    expect(setup.collections[0]).toHaveLength(6);
    const moves = await ludo(['moves', 'symbolix', '--setup', '-'], won.out);
    expect([moves.code, moves.out, moves.err]).toEqual([0, '', '']); // the game is over: no move
    const perft = await ludo(['perft', 'symbolix', '--setup', '-', '--depth', '1'], won.out);
    expect([perft.code, perft.out, perft.err]).toEqual([0, 'perft 1 0\n', '']);
  });

  it('takes newlines as separators too', async () => {
    const r = await ludo(['apply', 'symbolix', '--setup', '-', '--moves', 'jump a1xa3\njump a3xa5\n'], NEAR_WIN);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { turn: { winner: number } }).turn.winner).toBe(0);
  });

  it('plays a move copied from `ludo moves` as it is, with its space and no separator (SX-14)', async () => {
    const listed = await ludo(['moves', 'symbolix', '--setup', '-'], CAPTURED);
    expect(listed.out.split('\n')).toContain('place d4:green/bug');
    const r = await ludo(['apply', 'symbolix', '--setup', '-', '--moves', 'place d4:green/bug'], CAPTURED);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const setup = JSON.parse(r.out) as { board: string[]; collections: unknown[][] };
    expect(setup.board[3 * 7 + 3]).toBe('green/bug'); // d4: column d, row 4, rows of 7 from a1
    expect(setup.collections[0]).toEqual([]);
  });

  it('reads several moves with spaces from words alone, each the longest run that is a legal move', async () => {
    const r = await ludo(['apply', 'symbolix', '--setup', '-', '--moves', 'jump a1xa3 jump a3xa5'], NEAR_WIN);
    expect(r.err).toBe('');
    expect((JSON.parse(r.out) as { turn: { winner: number } }).turn.winner).toBe(0);
  });

  it('names the first word of a move that does not read, and changes nothing', async () => {
    const r = await ludo(['apply', 'symbolix', '--setup', '-', '--moves', 'jump a1xa3 jump z9'], NEAR_WIN);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^ludo: move 2 'jump': /);
  });

  it('plays a Cubiko throw then a pass in one list, as two runs of apply do (CB-N1)', async () => {
    await cubiko.load?.();
    const opts = unwrap(cubiko.parseOptions({ players: 2, precision: 'exact' }));
    const start = JSON.stringify(cubiko.toSetup(cubiko.setup(opts, Rng.seeded('cli-moves'))));
    const thrown = 'throw o=0 v=0,800,-500 w=0,0,0';
    const both = await ludo(['apply', 'cubiko', '--setup', '-', '--moves', `${thrown}; pass`], start);
    expect(both.err).toBe('');
    const first = await ludo(['apply', 'cubiko', '--setup', '-', '--moves', `${thrown};`], start);
    expect(first.out).not.toBe(`${JSON.stringify(JSON.parse(start), null, 2)}\n`); // the throw was played
    const second = await ludo(['apply', 'cubiko', '--setup', '-', '--moves', 'pass'], first.out);
    expect(both.out).toBe(second.out);
    expect(both.code).toBe(0);
  });

  it('keeps reading space-separated Linx lists', async () => {
    const r = await ludo(['apply', 'linx', '--setup', fixture('lx-n2-start.json'), '--moves', 'R@d4 S@e5 R>e5']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { board: Record<string, string[]> }).board.e5).toEqual(['bS+', 'yR-']);
  });
});
