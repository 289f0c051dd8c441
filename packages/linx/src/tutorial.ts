import type { Json, Tutorial } from '@ludotheque/engine';

/**
 * The Linx tutorial (issue 18): two players, the learner is yellow (seat 0) and always to move. Each position is a
 * hand-written LX-N2 setup (few tiles per colour, which LX-N2 allows); the sentences live in the web app
 * (`packages/web/src/learn/texts-linx.ts`), keyed by step id.
 */
interface Position {
  readonly turns: number;
  readonly board: Record<string, string[]>;
  readonly hand: string[];
  readonly pile?: string[];
}

function position({ turns, board, hand, pile = ['R', 'P', 'S', 'P'] }: Position): Json {
  return {
    game: 'linx',
    players: 2,
    teams: false,
    roundsToWin: 2,
    startingHands: [2, 3],
    round: 1,
    scores: [0, 0],
    firstPlayer: 0,
    toMove: turns % 2,
    turns,
    passes: 0,
    roundOver: false,
    board,
    hands: [hand, ['P', 'R', 'S']],
    piles: [pile, ['S', 'R', 'P']],
    rng: 'tutorial',
  };
}

export const linxTutorial: Tutorial = {
  game: 'linx',
  steps: [
    {
      id: 'first',
      rules: ['LX-6', 'LX-11'],
      setup: position({ turns: 0, board: {}, hand: ['P', 'R'] }),
      seat: 0,
      expect: { kind: 'moves', moves: ['P@d4', 'R@d4'] },
      wrong: [{ move: 'R@c3', legal: false, why: 'centre' }],
    },
    {
      id: 'touch',
      rules: ['LX-11'],
      setup: position({ turns: 2, board: { d4: ['yR+'], e4: ['bR+'] }, hand: ['R', 'R'] }),
      seat: 0,
      expect: { kind: 'any' },
      wrong: [{ move: 'R@a1', legal: false, why: 'touch' }],
    },
    {
      id: 'window',
      rules: ['LX-5'],
      setup: position({
        turns: 4,
        board: { c4: ['yR+'], d4: ['bR+'], e4: ['yR+'], f4: ['bR+'] },
        hand: ['R', 'R'],
      }),
      seat: 0,
      expect: { kind: 'any' },
      wrong: [{ move: 'R@g4', legal: false, why: 'window' }],
    },
    {
      id: 'cover',
      rules: ['LX-3', 'LX-12'],
      setup: position({ turns: 4, board: { d4: ['yP+'], e4: ['bS+'], e5: ['bP+'] }, hand: ['R'] }),
      seat: 0,
      expect: { kind: 'moves', moves: ['R>e4'] },
      wrong: [
        { move: 'R>e5', legal: false, why: 'beats' },
        { move: 'R@d5', legal: true, why: 'coverAsked' },
      ],
    },
    {
      id: 'final',
      rules: ['LX-12'],
      setup: position({ turns: 4, board: { d4: ['yS+', 'bR-'], e4: ['yR+'], d5: ['bS+'] }, hand: ['P'] }),
      seat: 0,
      expect: { kind: 'any' },
      wrong: [{ move: 'P>d4', legal: false, why: 'faceDown' }],
    },
    {
      id: 'line',
      rules: ['LX-14', 'LX-15'],
      setup: position({ turns: 4, board: { c4: ['yR+'], d4: ['yP+'], d5: ['bR+'], c5: ['bP+'] }, hand: ['S'] }),
      seat: 0,
      expect: { kind: 'moves', moves: ['S@b4', 'S@e4'] },
      wrong: [{ move: 'S@e5', legal: true, why: 'notLine' }],
    },
    {
      id: 'diagonal',
      rules: ['LX-14', 'LX-15'],
      setup: position({ turns: 4, board: { c3: ['yR+'], d4: ['yP+'], d3: ['bR+'], c4: ['bP+'] }, hand: ['S'] }),
      seat: 0,
      expect: { kind: 'moves', moves: ['S@b2', 'S@e5'] },
      wrong: [{ move: 'S@e4', legal: true, why: 'notLine' }],
    },
    {
      id: 'faces',
      rules: ['LX-14'],
      setup: position({
        turns: 6,
        board: { b4: ['bS+'], c4: ['bS+', 'yR-'], d4: ['bP+', 'yS-'], d5: ['yP+'] },
        hand: ['R'],
      }),
      seat: 0,
      expect: { kind: 'moves', moves: ['R>b4'] },
      wrong: [{ move: 'R@e4', legal: true, why: 'mixed' }],
    },
    {
      id: 'block',
      rules: ['LX-12', 'LX-15'],
      setup: position({ turns: 4, board: { d4: ['bR+'], e4: ['bR+'], d5: ['yS+'], e5: ['yR+'] }, hand: ['P'] }),
      seat: 0,
      expect: { kind: 'moves', moves: ['P>d4', 'P>e4'] },
      wrong: [{ move: 'P@d3', legal: true, why: 'threat' }],
    },
    {
      id: 'pass',
      rules: ['LX-13'],
      setup: position({ turns: 4, board: { d4: ['yS+', 'bR-'], e4: ['bS+', 'yR-'] }, hand: [] }),
      seat: 0,
      expect: { kind: 'moves', moves: ['pass'] },
    },
  ],
};
