import { fail, type Json, ok, parseTimedOut, type Result, Rng } from '@ludotheque/engine';
import { parseOptions } from './options.js';
import {
  ACTION_CARDS,
  type ActionCard,
  CELLS,
  CHANGE,
  COLOUR_CHANGE_CARD,
  COLOURS,
  type Colour,
  cellName,
  isScientifix,
  NO_EATING_CARD,
  NO_MOVING_CARD,
  PERMUTATION_CARD,
  parseCell,
  parsePiece,
  pieceName,
  piecesOfLevel,
  REMOVAL_CARD,
} from './pieces.js';
import { impossibility } from './reachable.js';
import {
  ADVANCED,
  blankState,
  CHAIN,
  GRAND_SECRET,
  LEVELS,
  OVER,
  PHASES,
  STRATEGY,
  SWAP,
  type SymbolixState,
  VARIANTS,
} from './state.js';

const seatsOf = (mask: number): number[] => [0, 1, 2, 3, 4, 5].filter((i) => mask & (1 << i));
const nameOrNull = (k: number): Json => (k >= 0 ? (ACTION_CARDS[k] as string) : null);

/** The setup JSON (SX-N2), keys in the order the README documents. */
export function toSetup(s: SymbolixState): Json {
  const seen: { [cell: string]: Json } = {};
  const sciKnown: string[] = [];
  for (let c = 0; c < CELLS; c++) {
    if (s.seen[c]) seen[cellName(c)] = seatsOf(s.seen[c] as number);
    if (s.sciKnown[c]) sciKnown.push(cellName(c));
  }
  const reserveKnown: { [colour: string]: Json } = {};
  for (let c = 0; c < 6; c++)
    if (s.reserveKnown[c]) reserveKnown[COLOURS[c] as string] = seatsOf(s.reserveKnown[c] as number);
  return {
    options: { players: s.players, level: LEVELS[s.level] as string, variant: VARIANTS[s.variant] as string },
    board: Array.from(s.board, (p, c) => (p < 0 ? '' : `${s.covered[c] ? '*' : ''}${pieceName(p)}`)),
    seen,
    sciKnown,
    first: s.first,
    cards: Array.from(s.card, (c, seat) => ({
      colour: COLOURS[c] as string,
      revealed: s.revealed[seat] === 1,
      known: seatsOf(s.cardKnown[seat] as number),
    })),
    reserve: s.reserve.map((c) => COLOURS[c] as string),
    reserveKnown,
    collections: s.coll.map((pieces, seat) =>
      pieces.map((p, i) => ({
        piece: pieceName(p),
        down: s.collDown[seat]?.[i] === 1,
        known: seatsOf(s.collKnown[seat]?.[i] ?? 0),
      })),
    ),
    hands: s.hands.map((h) => h.map((k) => ACTION_CARDS[k] as string)),
    deck: s.deck.map((k) => ACTION_CARDS[k] as string),
    deckKnown: s.deckKnown,
    front: Array.from(s.front, nameOrNull),
    turn: {
      seat: s.seat,
      phase: PHASES[s.phase] as string,
      chain: s.chainCell >= 0 ? cellName(s.chainCell) : null,
      jumped: s.jumped.map(cellName),
      canStep: s.canStep,
      cardUsed: s.cardUsed,
      limbo: nameOrNull(s.limbo),
      captured: s.captured,
      winner: s.winner >= 0 ? s.winner : null,
      loser: s.loser >= 0 ? s.loser : null,
    },
    changesGone: s.changesGone,
    out: s.out.map(pieceName),
    quiet: s.quiet,
    turns: s.turns,
    rng: s.rng.save(),
    // This engine's addition (README Decisions), written only once a seat's table clock ran out.
    ...(s.timedOut.length === 0 ? {} : { timedOut: [...s.timedOut] }),
  };
}

/** The setup's keys, in order (SX-N2). */
export const SETUP_KEYS: readonly string[] = [
  'options',
  'board',
  'seen',
  'sciKnown',
  'first',
  'cards',
  'reserve',
  'reserveKnown',
  'collections',
  'hands',
  'deck',
  'deckKnown',
  'front',
  'turn',
  'changesGone',
  'out',
  'quiet',
  'turns',
  'rng',
];

class SetupError {
  constructor(readonly message: string) {}
}
function need(cond: boolean, message: string): asserts cond {
  if (!cond) throw new SetupError(message);
}
type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
function arr(x: unknown, what: string, len?: number): unknown[] {
  need(
    Array.isArray(x) && (len === undefined || x.length === len),
    `'${what}' must be an array${len ? ` of ${len}` : ''}`,
  );
  return x;
}
function mask(x: unknown, players: number, what: string): number {
  let m = 0;
  for (const seat of arr(x, what)) {
    need(isInt(seat, 0, players - 1), `'${what}' holds a bad seat`);
    m |= 1 << seat;
  }
  return m;
}
function colour(x: unknown, what: string): number {
  const c = COLOURS.indexOf(x as Colour);
  need(c >= 0, `'${what}': unknown colour ${JSON.stringify(x)}`);
  return c;
}
function card(x: unknown, what: string): number {
  const k = ACTION_CARDS.indexOf(x as ActionCard);
  need(k >= 0, `'${what}': unknown action card ${JSON.stringify(x)}`);
  return k;
}
function cell(x: unknown, what: string): number {
  const c = typeof x === 'string' ? parseCell(x) : -1;
  need(c >= 0, `'${what}': bad cell ${JSON.stringify(x)}`);
  return c;
}

function readBoard(s: SymbolixState, j: Obj): void {
  arr(j.board, 'board', CELLS).forEach((x, c) => {
    need(typeof x === 'string', 'board entries are strings');
    if (x === '') return;
    const covered = x.startsWith('*');
    const p = parsePiece(covered ? x.slice(1) : x);
    need(p >= 0, `board ${cellName(c)}: unknown piece '${x}'`);
    need(!(covered && s.variant === STRATEGY), 'Strategy has no covered piece (SX-24)');
    s.board[c] = p;
    s.covered[c] = covered ? 1 : 0;
  });
  need(isObj(j.seen), "'seen' must be an object");
  for (const [name, seats] of Object.entries(j.seen)) {
    const c = cell(name, 'seen');
    need(s.covered[c] === 1, `seen ${name}: only covered pieces are seen`);
    s.seen[c] = mask(seats, s.players, 'seen');
  }
  for (const name of arr(j.sciKnown, 'sciKnown')) {
    const c = cell(name, 'sciKnown');
    need(s.covered[c] === 1 && isScientifix(s.board[c] as number), `sciKnown ${name}: not a covered Scientifix`);
    s.sciKnown[c] = 1;
  }
  // Both are set by the same failed capture (SX-23) and travel together.
  for (let c = 0; c < CELLS; c++) need(!s.seen[c] === !s.sciKnown[c], `${cellName(c)}: seen and sciKnown go together`);
}

function readCards(s: SymbolixState, j: Obj): void {
  const used = new Set<number>();
  arr(j.cards, 'cards', s.players).forEach((x, seat) => {
    need(isObj(x) && typeof x.revealed === 'boolean', `cards[${seat}] must be {colour, revealed, known}`);
    const c = colour(x.colour, `cards[${seat}]`);
    need(!used.has(c), `colour card ${COLOURS[c]} dealt twice`);
    used.add(c);
    s.card[seat] = c;
    s.revealed[seat] = x.revealed ? 1 : 0;
    s.cardKnown[seat] = mask(x.known, s.players, `cards[${seat}].known`);
    need(((s.cardKnown[seat] as number) & (1 << seat)) !== 0, `cards[${seat}]: its holder knows it`);
  });
  s.reserve = arr(j.reserve, 'reserve').map((x) => colour(x, 'reserve'));
  for (const c of s.reserve) {
    need(!used.has(c), `colour card ${COLOURS[c]} twice`);
    used.add(c);
  }
  need(used.size === 6, 'the six colour cards must be held or in the reserve (SX-6)');
  need(isObj(j.reserveKnown), "'reserveKnown' must be an object");
  for (const [name, seats] of Object.entries(j.reserveKnown)) {
    const c = colour(name, 'reserveKnown');
    need(s.reserve.includes(c), `reserveKnown ${name}: not in the reserve`);
    s.reserveKnown[c] = mask(seats, s.players, 'reserveKnown');
  }
}

function readCollections(s: SymbolixState, j: Obj): void {
  arr(j.collections, 'collections', s.players).forEach((col, seat) => {
    for (const x of arr(col, `collections[${seat}]`)) {
      need(isObj(x) && typeof x.down === 'boolean', `collections[${seat}] entries are {piece, down, known}`);
      const p = parsePiece(String(x.piece));
      need(p >= 0 && !isScientifix(p) && p !== CHANGE, `collections[${seat}]: '${x.piece}' cannot be captured`);
      need(!x.down || s.variant === GRAND_SECRET, 'face-down captures only in Grand Secret (SX-23)');
      s.coll[seat]?.push(p);
      s.collDown[seat]?.push(x.down ? 1 : 0);
      const k = mask(x.known, s.players, 'known');
      need(x.down ? (k & (1 << seat)) !== 0 : k === 0, `collections[${seat}]: the holder knows a face-down capture`);
      s.collKnown[seat]?.push(k);
    }
  });
}

function readActionCards(s: SymbolixState, j: Obj): void {
  const adv = s.level === ADVANCED;
  s.hands = arr(j.hands, 'hands', s.players).map((h) => arr(h, 'hands').map((x) => card(x, 'hands')));
  s.deck = arr(j.deck, 'deck').map((x) => card(x, 'deck'));
  need(isInt(j.deckKnown, 0, s.deck.length), "'deckKnown' must count cards of the deck");
  s.deckKnown = j.deckKnown;
  arr(j.front, 'front', s.players).forEach((x, seat) => {
    s.front[seat] = x === null ? -1 : card(x, 'front');
    need(x === null || s.front[seat] === NO_MOVING_CARD || s.front[seat] === NO_EATING_CARD, 'front: ban cards only');
  });
  const counts = [0, 0, 0, 0, 0, 0];
  for (const k of [...s.hands.flat(), ...s.deck, ...Array.from(s.front), s.limbo])
    if (k >= 0) counts[k] = (counts[k] ?? 0) + 1;
  need(
    counts.every((n) => n === (adv ? 3 : 0)),
    adv ? 'the 18 action cards must each be somewhere (SX-20)' : 'action cards only at the advanced level',
  );
}

function readTurn(s: SymbolixState, t: unknown): void {
  need(isObj(t), "'turn' must be an object");
  need(isInt(t.seat, 0, s.players - 1), 'turn.seat out of range');
  s.seat = t.seat;
  s.phase = PHASES.indexOf(t.phase as (typeof PHASES)[number]);
  need(s.phase >= 0, `turn.phase must be one of ${PHASES.join(', ')}`);
  s.chainCell = t.chain === null ? -1 : cell(t.chain, 'turn.chain');
  // The chain's piece: in the chain phase, in a swap it triggered mid-chain (SX-18), and after a win mid-chain.
  need(s.chainCell < 0 || [CHAIN, SWAP, OVER].includes(s.phase), 'turn.chain is set only during a chain');
  need(s.chainCell < 0 || (s.board[s.chainCell] !== -1 && !s.covered[s.chainCell]), 'turn.chain: no uncovered piece');
  s.jumped = arr(t.jumped, 'turn.jumped').map((x) => cell(x, 'turn.jumped'));
  need(typeof t.canStep === 'boolean' && typeof t.cardUsed === 'boolean' && typeof t.captured === 'boolean', 'flags');
  s.canStep = t.canStep;
  s.cardUsed = t.cardUsed;
  s.captured = t.captured;
  s.limbo = t.limbo === null ? -1 : card(t.limbo, 'turn.limbo');
  need(
    [-1, COLOUR_CHANGE_CARD, PERMUTATION_CARD, REMOVAL_CARD].includes(s.limbo),
    'turn.limbo: an after-turn card only',
  );
  need(t.winner === null || isInt(t.winner, 0, s.players - 1), 'turn.winner: a seat or null');
  s.winner = t.winner === null ? -1 : (t.winner as number);
  need(s.winner < 0 || s.phase === OVER, 'a winner ends the game');
  need(t.loser === null || isInt(t.loser, 0, s.players - 1), 'turn.loser: a seat or null');
  s.loser = t.loser === null ? -1 : (t.loser as number);
  need(s.loser < 0 || (s.phase === OVER && s.winner < 0), 'a resignation ends the game without a winner');
}

function readAll(j: unknown): SymbolixState {
  need(isObj(j), 'a setup is a JSON object');
  need(isObj(j.options), "'options' must be an object");
  for (const k of Object.keys(j)) need(SETUP_KEYS.includes(k) || k === 'timedOut', `unknown setup key '${k}'`);
  const o = parseOptions(j.options);
  need(o.ok, o.ok ? '' : o.error.message);
  need(typeof j.rng === 'string', "'rng' must be a string");
  const s = blankState(
    o.value.players,
    LEVELS.indexOf(o.value.level),
    VARIANTS.indexOf(o.value.variant),
    Rng.restore(j.rng),
  );
  readBoard(s, j);
  need(isInt(j.first, 0, s.players - 1), "'first' must be a seat");
  s.first = j.first;
  readCards(s, j);
  readCollections(s, j);
  readTurn(s, j.turn);
  readActionCards(s, j);
  for (const k of ['changesGone', 'quiet', 'turns'] as const) need(isInt(j[k], 0, 100000), `'${k}' must be a count`);
  s.changesGone = j.changesGone as number;
  s.quiet = j.quiet as number;
  s.turns = j.turns as number;
  s.out = arr(j.out, 'out').map((x) => {
    const p = parsePiece(String(x));
    need(p >= 0, `out: unknown piece ${JSON.stringify(x)}`);
    return p;
  });
  const timedOut = parseTimedOut(j.timedOut, s.players);
  need(timedOut !== null && (timedOut.length === 0 || s.players > 2), "'timedOut': distinct seats, 3 or more players");
  s.timedOut = timedOut ?? [];
  const all = [...Array.from(s.board).filter((p) => p >= 0), ...s.coll.flat(), ...s.out];
  for (let i = 0; i < s.changesGone; i++) all.push(CHANGE);
  const want = piecesOfLevel(s.level);
  need(
    JSON.stringify(all.sort((a, b) => a - b)) === JSON.stringify(want.sort((a, b) => a - b)),
    'the pieces on the board, in collections, gone and out must be exactly the level’s 48 (SX-3)',
  );
  const why = impossibility(s);
  need(why === null, `impossible position: ${why}`);
  return s;
}

/** Validates a setup JSON into a state (SX-N2); every problem is a typed `setup` error. */
export function fromSetup(json: unknown): Result<SymbolixState> {
  try {
    return ok(readAll(json));
  } catch (e) {
    if (e instanceof SetupError) return fail('setup', e.message);
    throw e;
  }
}
