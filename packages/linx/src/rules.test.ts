import { Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { NEUTRAL_BOARD, position, setupOf } from './fixtures/build.js';
import { linx } from './game.js';
import type { LinxState } from './types.js';

const opts = (o: object) => unwrap(linx.parseOptions(o));
const legal = (s: LinxState): string[] => linx.legalMoves(s).map((m) => linx.formatMove(s, m));
const setupJson = (s: LinxState) => linx.toSetup(s) as Record<string, unknown>;
/** Plays a move given in notation, checking it is legal first. */
function mv(s: LinxState, text: string): void {
  const m = unwrap(linx.parseMove(s, text));
  expect(linx.isLegal(s, m), `${text} should be legal`).toBe(true);
  linx.play(s, m);
}
const isLegalText = (s: LinxState, text: string) => linx.isLegal(s, unwrap(linx.parseMove(s, text)));

describe('components', () => {
  it('LX-1 seat 0 plays yellow, seat 1 blue', () => {
    const s = position({ hands: [['R'], ['P']] });
    mv(s, 'R@d4');
    mv(s, 'P@e4');
    expect(setupJson(s).board).toEqual({ d4: ['yR+'], e4: ['bP+'] });
  });

  it('LX-2 each colour gets 5 tiles of each type, split between hand and pile', () => {
    for (const players of [2, 3, 4]) {
      const j = setupJson(linx.setup(opts({ players }), Rng.seeded(players)));
      const hands = j.hands as string[][];
      const piles = j.piles as string[][];
      for (let seat = 0; seat < players; seat++) {
        const all = [...(hands[seat] as string[]), ...(piles[seat] as string[])].sort();
        expect(all).toEqual([...'PPPPPRRRRRSSSSS']);
      }
    }
  });

  it('LX-3 R beats S, S beats P, P beats R: only the beating type covers', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['bP+'], f4: ['yS+'] }, hands: [[], ['P', 'R', 'S']], toMove: 1 });
    const downs = legal(s).filter((m) => m.includes('>'));
    expect(downs.sort()).toEqual(['P>d4', 'R>f4', 'S>e4']);
  });
});

describe('players and board', () => {
  it('LX-4 2 to 4 players, teams only with 4', () => {
    expect(linx.parseOptions({ players: 1 }).ok).toBe(false);
    expect(linx.parseOptions({ players: 5 }).ok).toBe(false);
    expect(linx.parseOptions({ players: 3, teams: true }).ok).toBe(false);
    expect(unwrap(linx.parseOptions({ players: 4, teams: true })).teams).toBe(true);
    const e = linx.parseOptions({ players: 'two' });
    expect(!e.ok && e.error.kind === 'options' && e.error.message.includes('players')).toBe(true);
    expect(unwrap(linx.parseOptions({}))).toEqual({ players: 2, teams: false, roundsToWin: 2, startingHands: [2, 3] });
    for (const bad of [{ roundsToWin: 0 }, { startingHands: [2] }, { startingHands: [2, 16] }, { colour: 1 }]) {
      const r = linx.parseOptions(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(Object.keys(bad)[0]);
    }
  });

  it('LX-5 a face-up tile that would break the 4×4 window is refused', () => {
    // d4..g4 already span 4 columns: nothing can go in column c, but row 5 still fits.
    const s = position({ board: { d4: ['yR+'], e4: ['bR+'], f4: ['yP+'], g4: ['bP+'] }, hands: [['S'], []] });
    expect(isLegalText(s, 'S@c4')).toBe(false);
    expect(isLegalText(s, 'S@c5')).toBe(false);
    expect(isLegalText(s, 'S@d5')).toBe(true);
    expect(legal(s).filter((m) => m.includes('@'))).toEqual(
      ['S@d3', 'S@e3', 'S@f3', 'S@g3', 'S@d5', 'S@e5', 'S@f5', 'S@g5'].sort(byCell),
    );
  });

  it('LX-5 with 5×5 for 3 and 4 players', () => {
    const s = position({
      players: 4,
      board: { c5: ['yR+'], d5: ['bR+'], e5: ['pP+'], f5: ['gP+'] },
      hands: [['S'], [], [], []],
    });
    expect(isLegalText(s, 'S@g5')).toBe(true);
    expect(isLegalText(s, 'S@b5')).toBe(true);
    mv(s, 'S@g5');
    expect(isLegalText(s, 'S@b5')).toBe(false);
  });

  it('LX-6 the first tile goes on the centre, the frame is 7×7 or 9×9', () => {
    const s2 = position({ hands: [['R'], []] });
    expect(legal(s2)).toEqual(['R@d4']);
    expect(linx.parseMove(s2, 'R@h1').ok).toBe(false);
    expect(linx.parseMove(s2, 'R@g7').ok).toBe(true);
    const s4 = position({ players: 4, hands: [['P'], [], [], []] });
    expect(legal(s4)).toEqual(['P@e5']);
    expect(linx.parseMove(s4, 'R@i9').ok).toBe(true);
  });
});

/** Orders cells as legalMoves does: by row, then column. */
function byCell(a: string, b: string): number {
  const key = (m: string) => Number(m.slice(3)) * 10 + m.charCodeAt(2);
  return key(a) - key(b);
}

describe('setup of a round', () => {
  it('LX-7 piles are shuffled from the PRNG: seeds differ, a seed repeats', () => {
    const o = opts({ players: 2 });
    const a = setupJson(linx.setup(o, Rng.seeded(1)));
    const b = setupJson(linx.setup(o, Rng.seeded(1)));
    const c = setupJson(linx.setup(o, Rng.seeded(2)));
    expect(a).toEqual(b);
    expect(a.piles).not.toEqual(c.piles);
  });

  it('LX-8 starting hands follow turn order from the first player', () => {
    for (let seed = 0; seed < 6; seed++) {
      const s = linx.setup(opts({ players: 4 }), Rng.seeded(seed));
      const j = setupJson(s);
      const sizes = (j.hands as string[][]).map((h) => h.length);
      const first = j.firstPlayer as number;
      for (let k = 0; k < 4; k++) expect(sizes[(first + k) % 4]).toBe(2 + k);
      expect((j.piles as string[][]).map((p) => p.length)).toEqual(sizes.map((n) => 15 - n));
    }
    const custom = setupJson(linx.setup(opts({ players: 3, startingHands: [0, 1, 15] }), Rng.seeded(3)));
    const f = custom.firstPlayer as number;
    expect((custom.hands as string[][]).map((h) => h.length)[(f + 2) % 3]).toBe(15);
  });

  it('LX-9 three players: the neutral block, which counts for nobody and can be covered', () => {
    const s = linx.setup(opts({ players: 3 }), Rng.seeded(9));
    expect(setupJson(s).board).toEqual({
      d4: ['nP+'],
      d5: ['nS+'],
      d6: ['nR+'],
      e4: ['nS+'],
      e5: ['nR+'],
      e6: ['nP+'],
      f4: ['nR+'],
      f5: ['nP+'],
      f6: ['nS+'],
    });
    // The first tile must touch the block: the 16 cells around it, nothing further.
    const t = position({ players: 3, hands: [['P'], [], []] });
    const ups = legal(t).filter((m) => m.includes('@'));
    expect(ups).toHaveLength(16);
    expect(isLegalText(t, 'P@b5')).toBe(false);
    expect(isLegalText(t, 'P>e5')).toBe(true); // P beats the neutral R
    // Two yellow tiles in line with a neutral tile do not align.
    const u = position({ players: 3, board: { ...NEUTRAL_BOARD, c4: ['yR+'] }, hands: [['R'], [], []], toMove: 0 });
    mv(u, 'R@b4'); // b4 c4 yellow, d4 neutral
    expect(u.roundOver).toBe(false);
    // Covered neutral tiles are gone: three yellow face-down tops on d5 e5 f5 align.
    const v = position({
      players: 3,
      board: { ...NEUTRAL_BOARD, d5: ['nS+', 'yR-'], e5: ['nR+', 'yP-'] },
      hands: [['S'], [], []],
      toMove: 0,
    });
    mv(v, 'S>f5');
    expect(v.roundOver).toBe(true);
    expect(v.scores).toEqual([1, 0, 0]);
  });

  it('LX-10 the first player of round 1 is seeded; later rounds rotate', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 30; seed++) firsts.add(linx.setup(opts({ players: 3 }), Rng.seeded(seed)).firstPlayer);
    expect([...firsts].sort()).toEqual([0, 1, 2]);
    const s = position({ players: 3, firstPlayer: 2, roundOver: true, passes: 3, turns: 3, scores: [0, 0, 0] });
    expect(legal(s)).toEqual(['next']);
    mv(s, 'next');
    expect(s.firstPlayer).toBe(0);
    expect(s.round).toBe(2);
    expect(linx.toMove(s)).toBe(0);
  });
});

describe('turn', () => {
  it('LX-11 face up: adjacent (diagonal included), then draw 2, fewer when the pile is short', () => {
    const s = position({ board: { d4: ['yR+'] }, hands: [[], ['P', 'S']], piles: [[], ['R']], toMove: 1 });
    expect(isLegalText(s, 'P@e5')).toBe(true);
    expect(isLegalText(s, 'P@f6')).toBe(false);
    expect(isLegalText(s, 'P@d4')).toBe(false);
    mv(s, 'P@e5');
    expect(setupJson(s).hands).toEqual([[], ['R', 'S']]);
    const t = position({ board: { d4: ['yR+'] }, hands: [[], ['P']], piles: [[], ['R', 'S', 'P']], toMove: 1 });
    mv(t, 'P@c3');
    expect(setupJson(t).hands).toEqual([[], ['R', 'S']]);
    expect(setupJson(t).piles).toEqual([[], ['P']]);
  });

  it('LX-12 face down: beats any face-up top (own and neutral too), draws nothing, is never covered', () => {
    const s = position({ board: { d4: ['yS+'], e4: ['bP+'] }, hands: [['R', 'S'], ['P']], piles: [['P'], ['R']] });
    expect(isLegalText(s, 'R>d4')).toBe(true); // own tile
    expect(isLegalText(s, 'S>e4')).toBe(true);
    expect(isLegalText(s, 'S>d4')).toBe(false); // S does not beat S
    mv(s, 'R>d4');
    expect(setupJson(s).hands).toEqual([['S'], ['P']]); // nothing drawn
    expect(setupJson(s).board).toEqual({ d4: ['yS+', 'yR-'], e4: ['bP+'] });
    expect(isLegalText(s, 'P>d4')).toBe(false); // P would beat R, but d4 is face down
  });

  it('LX-13 pass only when no move; it draws 2', () => {
    const s = position({ board: { d4: ['yR+'] }, hands: [[], ['S']], piles: [[], ['R', 'P', 'S']], toMove: 1 });
    expect(isLegalText(s, 'pass')).toBe(false);
    const t = position({ board: { d4: ['yR+'] }, hands: [[], []], piles: [[], ['R', 'P', 'S']], toMove: 1 });
    expect(legal(t)).toEqual(['pass']);
    expect(linx.publicMove(t, linx.legalMoves(t)[0] as number, 0)).toBe('pass');
    mv(t, 'pass');
    expect(setupJson(t).hands).toEqual([[], ['P', 'R']]);
    expect(t.passes).toBe(0); // it drew
  });

  it('LX-13 a hand that cannot be played is shown by the pass', () => {
    // A full 4×4 window (no face-up cell can be added) of R and S only, colours laid so nothing aligns; blue
    // holds an S, which beats only P: no move, so blue passes and shows its S.
    const colours = ['yybb', 'bbyy', 'yybb', 'bbyy'];
    const types = ['RSRS', 'RSSR', 'SRRS', 'SRSR'];
    const board: Record<string, string[]> = {};
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 4; c++) board[`${'defg'[c]}${r + 4}`] = [`${colours[r]?.[c]}${types[r]?.[c]}+`];
    }
    const r = linx.fromSetup(setupOf({ board, hands: [[], ['S']], toMove: 1 }));
    if (!r.ok) return expect.unreachable(r.error.message);
    const s = r.value;
    expect(legal(s)).toEqual(['pass']);
    expect(linx.publicMove(s, linx.legalMoves(s)[0] as number, 'spectator')).toBe('pass S');
  });
});

describe('end of a round', () => {
  it('LX-14 only tops count and faces never mix', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['yP+'], f4: ['bP+'] }, hands: [['S'], []], toMove: 0 });
    mv(s, 'S>f4'); // yS- beside two face-up yellows: no alignment
    expect(s.roundOver).toBe(false);
    const t = position({
      board: { d4: ['bS+', 'yR-'], e4: ['bP+', 'yS-'], f4: ['bR+'] },
      hands: [['P'], []],
      toMove: 0,
    });
    mv(t, 'P>f4'); // three face-down yellows
    expect(t.roundOver).toBe(true);
    expect(t.scores).toEqual([1, 0]);
  });

  it('LX-15 the round ends at once; a winning face-up tile still draws (LX-20)', () => {
    const s = position({
      board: { d4: ['yR+'], e5: ['yP+'], e4: ['bS+'] },
      hands: [['S'], ['R']],
      piles: [['R', 'P'], []],
      toMove: 0,
    });
    mv(s, 'S@f6'); // d4 e5 f6 diagonal
    expect(s.roundOver).toBe(true);
    expect(s.scores).toEqual([1, 0]);
    expect(setupJson(s).hands).toEqual([['P', 'R'], ['R']]);
    expect(linx.toMove(s)).toBe(1); // (firstPlayer + turns) mod players
    expect(legal(s)).toEqual(['next']);
    expect(linx.perftLeaf?.(s)).toBe(true);
  });

  it('LX-16 a deadlock goes to the most face-up tops; a tie scores nothing', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['bR+'], d5: ['yP+'] } });
    mv(s, 'pass');
    expect(s.roundOver).toBe(false);
    mv(s, 'pass');
    expect(s.roundOver).toBe(true);
    expect(s.scores).toEqual([1, 0]);
    const t = position({ board: { d4: ['yR+'], e4: ['bR+'], d5: ['yP+', 'bS-'] } });
    mv(t, 'pass');
    mv(t, 'pass');
    expect(t.roundOver).toBe(true);
    expect(t.scores).toEqual([0, 0]);
  });

  it('LX-16 a pass that draws resets the deadlock count', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['bR+'] }, piles: [[], ['R']], hands: [[], []] });
    mv(s, 'pass');
    expect(s.passes).toBe(1);
    mv(s, 'pass'); // blue draws R
    expect(s.passes).toBe(0);
    expect(s.roundOver).toBe(false);
  });

  it('LX-17 team mode: team-mates align together; tallies add both colours', () => {
    const s = position({
      players: 4,
      teams: true,
      board: { e5: ['yR+'], f5: ['pS+'], e6: ['bP+'] },
      hands: [['P'], [], [], []],
      toMove: 0,
      turns: 4,
    });
    mv(s, 'P@g5'); // y p y in a row: team 0
    expect(s.roundOver).toBe(true);
    expect(s.scores).toEqual([1, 0]);
    const t = position({ players: 4, teams: true, board: { e5: ['yR+'], f5: ['bS+'], e6: ['gP+'], d4: ['pP+'] } });
    for (let i = 0; i < 4; i++) mv(t, 'pass');
    expect(t.scores).toEqual([0, 0]); // 2 against 2
  });
});

describe('match', () => {
  it('LX-18 the first to roundsToWin wins the match', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['yP+'] }, hands: [['S'], []], scores: [1, 1], round: 3 });
    mv(s, 'S@f4');
    expect(linx.toMove(s)).toBeNull();
    expect(linx.legalMoves(s)).toEqual([]);
    expect(linx.outcome(s)).toEqual({ scores: [2, 1], ranks: [1, 2] });
    const t = position({
      players: 4,
      teams: true,
      roundsToWin: 1,
      board: { e5: ['bR+'], f5: ['gS+'] },
      hands: [[], ['P'], [], []],
      toMove: 1,
      turns: 5,
    });
    mv(t, 'P@g5');
    expect(linx.outcome(t)).toEqual({ scores: [0, 1, 0, 1], ranks: [3, 1, 3, 1] });
  });

  it('LX-19 the round ends after its 200th turn unless that turn aligned', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['bR+'], d5: ['yP+'] }, hands: [['S'], []], turns: 199 });
    expect(linx.toMove(s)).toBe(1);
    mv(s, 'pass');
    expect(s.roundOver).toBe(true);
    expect(s.scores).toEqual([1, 0]);
  });

  it('LX-20 next deals a fresh round from the state PRNG and keeps scores', () => {
    const s = linx.setup(opts({ players: 2 }), Rng.seeded(20));
    const rng = Rng.seeded('play');
    while (!s.roundOver) linx.play(s, linx.randomMove(s, rng));
    const scores = s.scores.slice();
    const first = s.firstPlayer;
    const again = linx.clone(s);
    mv(s, 'next');
    linx.play(again, linx.parseMove(again, 'next').ok ? again.cfg.NEXT : -1);
    expect(setupJson(s)).toEqual(setupJson(again)); // the deal is a function of the state
    expect(s.scores).toEqual(scores);
    expect(s.firstPlayer).toBe((first + 1) % 2);
    expect(setupJson(s).board).toEqual({});
    expect(s.turns).toBe(0);
  });
});

describe('platform events', () => {
  it('resign and abandon end the match with that seat (team) last', () => {
    const s = position({ players: 3, scores: [1, 0, 0], round: 2 });
    expect(linx.event(s, { type: 'resign', seat: 7 }).ok).toBe(false);
    expect(linx.event(s, { type: 'resign', seat: 0 }).ok).toBe(true);
    expect(linx.toMove(s)).toBeNull();
    expect(linx.outcome(s)).toEqual({ scores: [1, 0, 0], ranks: [3, 1, 1] });
    const again = linx.event(s, { type: 'abandon', seat: 1 });
    expect(!again.ok && again.error.kind).toBe('gameOver');
    const t = position({ players: 4, teams: true });
    expect(linx.event(t, { type: 'abandon', seat: 3 }).ok).toBe(true);
    expect(linx.outcome(t)?.ranks).toEqual([1, 3, 1, 3]);
    expect(unwrap(linx.fromSetup(linx.toSetup(t))).resigned).toBe(3);
  });

  it('timeUp (README Decisions): two sides lose the match; three sides rank last and play on', () => {
    const two = position({ players: 2 });
    expect(linx.event(two, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(linx.outcome(two)?.ranks).toEqual([2, 1]);
    const teams = position({ players: 4, teams: true });
    expect(linx.event(teams, { type: 'timeUp', seat: 1 }).ok).toBe(true);
    expect(linx.outcome(teams)?.ranks).toEqual([1, 3, 1, 3]); // seats 1 and 3 are one side (LX-4)
    const s = position({ players: 3, scores: [1, 0, 0], round: 2 });
    expect(linx.event(s, { type: 'timeUp', seat: 1 }).ok).toBe(true);
    expect(linx.toMove(s)).not.toBeNull(); // the match goes on, seat 1 played by a bot
    expect(linx.event(s, { type: 'timeUp', seat: 1 }).ok).toBe(false);
    const again = unwrap(linx.fromSetup(linx.toSetup(s)));
    expect(again.timedOut).toEqual([1]);
    // Seat 0 runs out too: only seat 2 has time left, the match ends; the first out (1) ranks last.
    expect(linx.event(again, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(linx.toMove(again)).toBeNull();
    expect(linx.outcome(again)).toEqual({ scores: [1, 0, 0], ranks: [2, 3, 1] });
    expect(linx.fromSetup({ ...setupJson(two), timedOut: [0] }).ok).toBe(false); // two sides: no such state
  });
});

describe('random moves', () => {
  it('randomMove picks every legal move and nothing else', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['bP+'] }, hands: [['S', 'P'], []], piles: [['R'], []] });
    const legalSet = new Set(linx.legalMoves(s));
    const seen = new Set<number>();
    const rng = Rng.seeded('rm');
    for (let i = 0; i < 2000; i++) seen.add(linx.randomMove(s, rng));
    expect(seen).toEqual(legalSet);
  });
});
