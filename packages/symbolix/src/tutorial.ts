import type { Json, Tutorial } from '@ludotheque/engine';

/**
 * The Symbolix tutorial (issue 18): two players, the learner is seat 0 and holds the red colour card. Each position
 * is a hand-written SX-N2 setup on a mostly empty board: the pieces a step does not need are `out` of the box, which
 * SX-N2 allows for hand-written positions. The sentences live in the web app (`learn/texts-symbolix.ts`).
 */
const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
const SYMBOLS = ['virus', 'bug', 'worm', 'bomb', 'key', 'lock'];
const CARDS = ['colourChange', 'permutation', 'noMoving', 'noEating', 'pieceRemoval', 'pieceExchange'];

/** The 48 pieces of the normal and advanced levels (SX-3). */
const ALL_PIECES = [
  ...COLOURS.flatMap((c) => SYMBOLS.map((s) => `${c}/${s}`)),
  ...COLOURS.map((c) => `sci/${c}`),
  'change',
  'change',
  'change',
  'change',
  'zorg',
  'zorga',
];

interface Position {
  /** Cells and pieces, `*` in front when covered. */
  readonly board: Record<string, string>;
  /** Seat 0's card (hidden unless `revealed`), seat 1's is blue; the rest is the reserve. */
  readonly revealed?: boolean;
  readonly collection?: readonly string[];
  readonly turn?: Partial<Record<'phase' | 'chain', string>> & { captured?: boolean; canStep?: boolean };
  readonly changesGone?: number;
  /** Seat 0's action cards (the advanced level when given). */
  readonly hand?: readonly string[];
}

function position({ board, revealed = false, collection = [], turn = {}, changesGone = 0, hand }: Position): Json {
  const cells: string[] = [];
  for (let rank = 1; rank <= 7; rank++) {
    for (const file of 'abcdefg') cells.push(board[`${file}${rank}`] ?? '');
  }
  const used = [...Object.values(board).map((p) => p.replace('*', '')), ...collection];
  for (let i = 0; i < changesGone; i++) used.push('change');
  const out = [...ALL_PIECES];
  for (const piece of used) out.splice(out.indexOf(piece), 1);
  const advanced = hand !== undefined;
  const deck = advanced ? CARDS.flatMap((c) => [c, c, c]) : [];
  for (const card of hand ?? []) deck.splice(deck.indexOf(card), 1);
  return {
    options: { players: 2, level: advanced ? 'advanced' : 'normal', variant: 'standard' },
    board: cells,
    seen: {},
    sciKnown: [],
    first: 0,
    cards: [
      { colour: 'red', revealed, known: revealed ? [0, 1] : [0] },
      { colour: 'blue', revealed: false, known: [1] },
    ],
    reserve: ['orange', 'yellow', 'green', 'purple'],
    reserveKnown: {},
    collections: [collection.map((piece) => ({ piece, down: false, known: [] })), []],
    hands: [[...(hand ?? [])], advanced ? [deck.pop() as string] : []],
    deck,
    deckKnown: 0,
    front: [null, null],
    turn: {
      seat: 0,
      phase: turn.phase ?? 'action',
      chain: turn.chain ?? null,
      jumped: [],
      canStep: turn.canStep ?? false,
      cardUsed: false,
      limbo: null,
      captured: turn.captured ?? false,
      winner: null,
      loser: null,
    },
    changesGone,
    out,
    quiet: 0,
    turns: 0,
    rng: 'tutorial',
  };
}

/** A covered piece far from the action, so the learner always has something else to do (a wrong move to try). */
const far = { e6: '*orange/lock' };

export const symbolixTutorial: Tutorial = {
  game: 'symbolix',
  steps: [
    {
      id: 'flip',
      rules: ['SX-1', 'SX-8'],
      setup: position({ board: { c3: '*blue/bug', d3: '*red/key', e5: '*sci/green', c5: '*orange/lock' } }),
      seat: 0,
      expect: { kind: 'moves', moves: ['flip c3', 'flip d3', 'flip c5', 'flip e5'] },
    },
    {
      id: 'step',
      rules: ['SX-8', 'SX-9'],
      setup: position({ board: { c3: 'blue/bug', ...far } }),
      seat: 0,
      expect: { kind: 'moves', moves: ['step c3-c2', 'step c3-b3', 'step c3-d3', 'step c3-c4'] },
      wrong: [{ move: 'step c3-d4', legal: false, why: 'orthogonal' }],
    },
    {
      id: 'jump',
      rules: ['SX-10', 'SX-11'],
      setup: position({ board: { c3: 'red/virus', c4: 'blue/bug', e3: 'blue/key', f3: 'green/bomb', ...far } }),
      seat: 0,
      expect: { kind: 'moves', moves: ['jump c3xc5'] },
      wrong: [
        { move: 'jump e3xg3', legal: false, why: 'ownColour' },
        { move: 'step c3-c2', legal: true, why: 'jumpAsked' },
      ],
    },
    {
      id: 'chain',
      rules: ['SX-10'],
      setup: position({
        board: { c5: 'red/virus', d5: 'green/lock', ...far },
        revealed: true,
        collection: ['blue/bug'],
        turn: { phase: 'chain', chain: 'c5', captured: true },
      }),
      seat: 0,
      expect: { kind: 'moves', moves: ['jump c5xe5'] },
      wrong: [{ move: 'stop', legal: true, why: 'goOn' }],
    },
    {
      id: 'covered',
      rules: ['SX-10', 'SX-13'],
      setup: position({ board: { c3: 'red/virus', c4: '*green/worm', ...far } }),
      seat: 0,
      expect: { kind: 'moves', moves: ['jump c3xc5'] },
      wrong: [{ move: 'flip c4', legal: true, why: 'jumpAsked' }],
    },
    {
      id: 'scientifix',
      rules: ['SX-3', 'SX-10'],
      setup: position({ board: { c3: 'sci/red', c4: 'blue/bug', ...far } }),
      seat: 0,
      expect: { kind: 'moves', moves: ['jump c3xc5'] },
      wrong: [{ move: 'step c4-d4', legal: true, why: 'jumpAsked' }],
    },
    {
      id: 'win',
      rules: ['SX-16'],
      setup: position({
        board: { c3: 'red/virus', c4: 'red/bug', ...far },
        revealed: true,
        collection: ['orange/bug', 'yellow/key', 'green/lock', 'blue/bomb', 'purple/worm'],
      }),
      seat: 0,
      expect: { kind: 'moves', moves: ['jump c3xc5', 'jump c4xc2'] },
      wrong: [{ move: 'place a1:orange/bug', legal: true, why: 'noWin' }],
    },
    {
      id: 'zorg',
      rules: ['SX-19'],
      setup: position({ board: { c3: 'zorg', c4: 'blue/bug', ...far } }),
      seat: 0,
      expect: { kind: 'moves', moves: ['jump c3xc5'] },
      wrong: [{ move: 'step c3-c2', legal: true, why: 'jumpAsked' }],
    },
    {
      id: 'change',
      rules: ['SX-8', 'SX-18'],
      setup: position({ board: { c3: '*change', ...far } }),
      seat: 0,
      expect: { kind: 'moves', moves: ['flip c3'] },
      wrong: [{ move: 'flip e6', legal: true, why: 'changeAsked' }],
    },
    {
      id: 'swap',
      rules: ['SX-18'],
      setup: position({ board: far, turn: { phase: 'swap' }, changesGone: 1 }),
      seat: 0,
      expect: { kind: 'moves', moves: ['swap 0 1'] },
    },
    {
      id: 'recolour',
      rules: ['SX-15'],
      setup: position({ board: { c3: 'blue/bug', ...far }, revealed: true }),
      seat: 0,
      expect: { kind: 'moves', moves: ['recolour'] },
      wrong: [{ move: 'step c3-c2', legal: true, why: 'recolourAsked' }],
    },
    {
      id: 'card',
      rules: ['SX-20', 'SX-21'],
      setup: position({ board: { c3: 'blue/bug', c4: 'green/key', ...far }, hand: ['noEating'] }),
      seat: 0,
      expect: { kind: 'moves', moves: ['card noEating'] },
      wrong: [{ move: 'card noMoving', legal: false, why: 'notInHand' }],
    },
  ],
};
