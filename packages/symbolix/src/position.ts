import { type Json, Rng } from '@ludotheque/engine';
import { ACTION_CARDS, CELLS, CHANGE, parseCell, parsePiece, pieceName, piecesOfLevel } from './pieces.js';
import { LEVELS, type VARIANTS } from './state.js';

/** A hand-written position: only what matters is given, the rest is filled in (tests, puzzles, the board's demos). */
export interface PositionSpec {
  players: number;
  level?: (typeof LEVELS)[number];
  variant?: (typeof VARIANTS)[number];
  /** Cell → piece, `*` in front for a covered piece: `{ d4: 'red/virus', e4: '*sci/blue' }`. */
  pieces: Record<string, string>;
  /** Each seat's colour card. */
  cards: string[];
  revealed?: boolean[];
  seat?: number;
  collections?: string[][];
  hands?: string[][];
  front?: (string | null)[];
  changesGone?: number;
  /** Where the pieces not given go: covered on the board from g7 backwards (default), or out of the box. */
  fill?: 'board' | 'out';
  rng?: string;
}

/**
 * The setup JSON (SX-N2) of a hand-written position. Pieces not placed nor collected are put covered on the empty
 * cells from g7 backwards, so that the setup holds exactly the level's 48 pieces; cards not dealt form the reserve;
 * action cards not in hands form the deck.
 */
export function position(spec: PositionSpec): Json {
  const level = spec.level ?? 'basic';
  const variant = spec.variant ?? 'standard';
  const board: string[] = Array.from({ length: CELLS }, () => '');
  const left = piecesOfLevel(LEVELS.indexOf(level));
  const use = (name: string): void => {
    const i = left.indexOf(parsePiece(name));
    if (i >= 0) left.splice(i, 1);
  };
  for (const [cell, name] of Object.entries(spec.pieces)) {
    board[parseCell(cell)] = name;
    use(name.replace('*', ''));
  }
  const collections = Array.from({ length: spec.players }, (_, i) => spec.collections?.[i] ?? []);
  for (const col of collections) for (const name of col) use(name.replace('*', ''));
  for (let i = 0; i < (spec.changesGone ?? 0); i++) use(pieceName(CHANGE));
  for (let c = CELLS - 1; c >= 0 && left.length > 0 && spec.fill !== 'out'; c--)
    if (board[c] === '') board[c] = `*${pieceName(left.shift() as number)}`;
  const colours = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
  const adv = level === 'advanced';
  const hands = Array.from({ length: spec.players }, (_, i) => (adv ? (spec.hands?.[i] ?? []) : []));
  const deck: string[] = [];
  if (adv) {
    const used = [...hands.flat(), ...(spec.front ?? []).filter((x): x is string => x !== null)];
    for (const k of ACTION_CARDS) for (let n = 3 - used.filter((x) => x === k).length; n > 0; n--) deck.push(k);
  }
  const all = (1 << spec.players) - 1;
  return {
    options: { players: spec.players, level, variant },
    board: variant === 'strategy' ? board.map((x) => x.replace('*', '')) : board,
    seen: {},
    sciKnown: [],
    first: 0,
    cards: spec.cards.map((colour, i) => {
      const open = variant === 'strategy' || spec.revealed?.[i] === true;
      return {
        colour,
        revealed: open,
        known: [...Array(spec.players).keys()].filter((s) => (open ? all : 1 << i) & (1 << s)),
      };
    }),
    reserve: colours.filter((c) => !spec.cards.includes(c)),
    reserveKnown:
      variant === 'strategy'
        ? Object.fromEntries(
            colours.filter((c) => !spec.cards.includes(c)).map((c) => [c, [...Array(spec.players).keys()]]),
          )
        : {},
    collections: collections.map((col, seat) =>
      col.map((name) => ({
        piece: name.replace('*', ''),
        down: name.startsWith('*'),
        known: name.startsWith('*') ? [seat] : [],
      })),
    ),
    hands,
    deck,
    deckKnown: 0,
    front: Array.from({ length: spec.players }, (_, i) => spec.front?.[i] ?? null),
    turn: {
      seat: spec.seat ?? 0,
      phase: 'action',
      chain: null,
      jumped: [],
      canStep: false,
      cardUsed: false,
      limbo: null,
      captured: false,
      winner: null,
      loser: null,
    },
    changesGone: spec.changesGone ?? 0,
    out: left.map(pieceName),
    quiet: 0,
    turns: 0,
    rng: Rng.seeded(spec.rng ?? 'position').save(), // canonical, so the setup round-trips
  };
}
