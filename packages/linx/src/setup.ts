import { fail, type Json, ok, parseTimedOut, type Result, Rng } from '@ludotheque/engine';
import { cellIndex, cellName, parseTile, tileText } from './notation.js';
import { parseOptions } from './options.js';
import { alignedAt, emptyState, NEUTRAL_BLOCK, placeUp, seatToMove } from './rules.js';
import {
  beatenBy,
  type Cfg,
  inc,
  type LinxOptions,
  type LinxState,
  NEUTRAL,
  PER_COLOUR,
  PER_TYPE,
  sideOf,
  TURN_LIMIT,
  TYPES,
  tileCode,
  tileDown,
  tileOwner,
  tileType,
} from './types.js';

const KEYS = [
  'game',
  'players',
  'teams',
  'roundsToWin',
  'startingHands',
  'round',
  'scores',
  'firstPlayer',
  'toMove',
  'turns',
  'passes',
  'roundOver',
  'board',
  'hands',
  'piles',
] as const;
/** `rng` is optional (LX-N2); `resigned` and `timedOut` are this engine's additions, written only when set. */
const OPTIONAL = ['rng', 'resigned', 'timedOut'] as const;
/** The PRNG used when a setup has no `rng` (LX-N2: a fixed default). */
export const DEFAULT_RNG = 'linx';

/** Hand or pile types in plain string order (LX-N2): P, R, S. */
const SORTED_TYPES = [1, 0, 2] as const;

/** LX-N2: the whole state as JSON, keys in the rules file's order. */
export function toSetup(s: LinxState): Json {
  const { cfg, b } = s;
  const o = cfg.options;
  const board: { [cell: string]: Json } = {};
  const names: [string, number][] = [];
  for (let fc = 0; fc < cfg.cells; fc++) if (b[cfg.padOf[fc] as number]) names.push([cellName(cfg, fc), fc]);
  names.sort((x, y) => (x[0] < y[0] ? -1 : 1));
  for (const [name, fc] of names) {
    const pad = cfg.padOf[fc] as number;
    const under = b[cfg.UNDER + pad] as number;
    const top = b[pad] as number;
    board[name] = under ? [tileText(under), tileText(top)] : [tileText(top)];
  }
  const setup: { [key: string]: Json } = {
    game: 'linx',
    players: o.players,
    teams: o.teams,
    roundsToWin: o.roundsToWin,
    startingHands: o.startingHands.slice(),
    round: s.round,
    scores: s.scores.slice(),
    firstPlayer: s.firstPlayer,
    toMove: seatToMove(s),
    turns: s.turns,
    passes: s.passes,
    roundOver: s.roundOver,
    board,
    hands: handsOf(s),
    piles: pilesOf(s),
    rng: s.rng.save(),
  };
  if (s.resigned >= 0) setup.resigned = s.resigned;
  if (s.timedOut.length > 0) setup.timedOut = [...s.timedOut];
  return setup;
}

/** Each seat's hand as sorted type letters. */
export function handsOf(s: LinxState): string[][] {
  const { cfg, b } = s;
  const hands: string[][] = [];
  for (let seat = 0; seat < cfg.players; seat++) {
    const hand: string[] = [];
    for (const t of SORTED_TYPES) for (let i = b[cfg.HAND + seat * 3 + t] as number; i > 0; i--) hand.push(TYPES[t]);
    hands.push(hand);
  }
  return hands;
}

function pilesOf(s: LinxState): string[][] {
  const { cfg, b } = s;
  const piles: string[][] = [];
  for (let seat = 0; seat < cfg.players; seat++) {
    const pile: string[] = [];
    for (let i = b[cfg.PTR + seat] as number; i < PER_COLOUR; i++) {
      pile.push(TYPES[b[cfg.PILE + seat * PER_COLOUR + i] as number] as string);
    }
    piles.push(pile);
  }
  return piles;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const bad = (message: string): Result<never> => fail('setup', message);

/** LX-N2: validates a setup into a state; every impossible position is a typed error. */
export function fromSetup(json: unknown): Result<LinxState> {
  if (!isRecord(json)) return bad('a setup must be a JSON object');
  for (const k of Object.keys(json)) {
    if (!(KEYS as readonly string[]).includes(k) && !(OPTIONAL as readonly string[]).includes(k)) {
      return bad(`unknown key "${k}"`);
    }
  }
  for (const k of KEYS) if (!(k in json)) return bad(`missing key "${k}"`);
  if (json.game !== 'linx') return bad('"game" must be "linx"');
  const opts = parseOptions({
    players: json.players,
    teams: json.teams,
    roundsToWin: json.roundsToWin,
    startingHands: json.startingHands,
  });
  if (!opts.ok) return bad(opts.error.message);
  if (json.rng !== undefined && typeof json.rng !== 'string') return bad('"rng" must be a string');
  const s = emptyState(opts.value, Rng.restore(typeof json.rng === 'string' ? json.rng : DEFAULT_RNG));
  const steps = [readCounters, readBoard, readHandsAndPiles, checkGeometry, checkTileCounts, checkConsistency];
  for (const step of steps) {
    const r = step(s, json);
    if (!r.ok) return r;
  }
  return ok(s);
}

function readCounters(s: LinxState, j: Record<string, unknown>): Result<void> {
  const { cfg } = s;
  const { round, scores, firstPlayer, turns, passes, roundOver, resigned } = j;
  if (!isInt(round) || round < 1) return bad('"round" must be an integer ≥ 1');
  if (!Array.isArray(scores) || scores.length !== cfg.sides) {
    return bad(`"scores" must have ${cfg.sides} entries (per ${cfg.teams ? 'team' : 'seat'})`);
  }
  for (const x of scores) {
    if (!isInt(x) || x < 0 || x > cfg.options.roundsToWin) return bad('"scores" entries must be 0..roundsToWin');
  }
  if (!isInt(firstPlayer) || firstPlayer < 0 || firstPlayer >= cfg.players) return bad('"firstPlayer" out of range');
  if (!isInt(turns) || turns < 0 || turns > TURN_LIMIT) return bad(`"turns" must be 0..${TURN_LIMIT} (LX-19)`);
  if (!isInt(passes) || passes < 0 || passes > Math.min(cfg.players, turns)) return bad('"passes" out of range');
  if (typeof roundOver !== 'boolean') return bad('"roundOver" must be true or false');
  if (resigned !== undefined && (!isInt(resigned) || resigned < 0 || resigned >= cfg.players)) {
    return bad('"resigned" must be a seat');
  }
  if (j.toMove !== (firstPlayer + turns) % cfg.players) {
    return bad('"toMove" must be (firstPlayer + turns) mod players (LX-N2)');
  }
  s.round = round;
  s.scores = scores.slice() as number[];
  s.firstPlayer = firstPlayer;
  s.turns = turns;
  s.passes = passes;
  s.roundOver = roundOver;
  s.resigned = isInt(resigned) ? resigned : -1;
  const timedOut = parseTimedOut(j.timedOut, cfg.players);
  if (timedOut === null || (timedOut.length > 0 && cfg.sides === 2)) {
    return bad('"timedOut" must be distinct seats, with 3 sides only');
  }
  s.timedOut = timedOut;
  return ok(undefined);
}

/** The neutral tile LX-9 puts on a frame cell, or 0. */
function neutralAt(cfg: Cfg, fc: number): number {
  if (cfg.players !== 3) return 0;
  const i = cfg.n - ((fc / cfg.f) | 0);
  const j = (fc % cfg.f) - (cfg.n - 2);
  const type = NEUTRAL_BLOCK[i]?.[j];
  return type === undefined ? 0 : tileCode(NEUTRAL, type, 0);
}

function readStack(s: LinxState, name: string, stack: unknown): Result<number[]> {
  const { cfg } = s;
  if (!Array.isArray(stack) || stack.length < 1 || stack.length > 2) {
    return bad(`board "${name}" must list 1 or 2 tiles, bottom first`);
  }
  const tiles: number[] = [];
  for (const text of stack) {
    const t = typeof text === 'string' ? parseTile(text) : 0;
    if (!t) return bad(`board "${name}": "${String(text)}" is not a tile (yR+, bS-, nP+…)`);
    const owner = tileOwner(t);
    if (owner !== NEUTRAL && owner >= cfg.players) return bad(`board "${name}": colour not in play (LX-1)`);
    if (owner === NEUTRAL && (cfg.players !== 3 || tileDown(t))) return bad(`board "${name}": no neutral tile here`);
    tiles.push(t);
  }
  const [bottom, top] = tiles as [number, number | undefined];
  if (tileDown(bottom)) return bad(`board "${name}": a face-down tile never lies alone or under another (LX-12)`);
  if (top !== undefined && (!tileDown(top) || beatenBy(tileType(top)) !== tileType(bottom))) {
    return bad(`board "${name}": a covering tile is face down and beats the tile under it (LX-12)`);
  }
  return ok(tiles);
}

function readBoard(s: LinxState, j: Record<string, unknown>): Result<void> {
  const { cfg, b } = s;
  if (!isRecord(j.board)) return bad('"board" must be an object of cells');
  for (const [name, stack] of Object.entries(j.board)) {
    const fc = cellIndex(cfg, name);
    if (fc < 0) return bad(`"${name}" is not a cell of the ${cfg.f}×${cfg.f} frame (LX-6)`);
    const r = readStack(s, name, stack);
    if (!r.ok) return r;
    const [bottom, top] = r.value as [number, number | undefined];
    const neutral = neutralAt(cfg, fc);
    if (tileOwner(bottom) === NEUTRAL ? bottom !== neutral : neutral !== 0) {
      return bad(`"${name}" must hold the neutral block's tile at the bottom (LX-9)`);
    }
    const pad = cfg.padOf[fc] as number;
    placeUp(s, pad, bottom);
    if (top !== undefined) {
      b[cfg.UNDER + pad] = bottom;
      b[pad] = top;
    }
  }
  return ok(undefined);
}

function readTypes(list: unknown, what: string, max: number): Result<number[]> {
  if (!Array.isArray(list) || list.length > max) return bad(`${what} must be an array of at most ${max} types`);
  const types: number[] = [];
  for (const x of list) {
    const t = TYPES.indexOf(x as (typeof TYPES)[number]);
    if (t < 0) return bad(`${what}: "${String(x)}" is not R, P or S`);
    types.push(t);
  }
  return ok(types);
}

function readHandsAndPiles(s: LinxState, j: Record<string, unknown>): Result<void> {
  const { cfg, b } = s;
  const { hands, piles } = j;
  if (!Array.isArray(hands) || hands.length !== cfg.players) return bad('"hands" must have one entry per seat');
  if (!Array.isArray(piles) || piles.length !== cfg.players) return bad('"piles" must have one entry per seat');
  for (let seat = 0; seat < cfg.players; seat++) {
    const hand = readTypes(hands[seat], `hands[${seat}]`, PER_COLOUR);
    if (!hand.ok) return hand;
    for (const t of hand.value) inc(b, cfg.HAND + seat * 3 + t);
    const pile = readTypes(piles[seat], `piles[${seat}]`, PER_COLOUR);
    if (!pile.ok) return pile;
    const ptr = PER_COLOUR - pile.value.length;
    b[cfg.PTR + seat] = ptr;
    pile.value.forEach((t, i) => {
      b[cfg.PILE + seat * PER_COLOUR + ptr + i] = t;
    });
  }
  return ok(undefined);
}

/** LX-5, LX-6, LX-9, LX-11: window, centre or neutral block, connectivity. */
function checkGeometry(s: LinxState): Result<void> {
  const { cfg, b } = s;
  if (s.occupied === 0) return cfg.players === 3 ? bad('the neutral block is missing (LX-9)') : ok(undefined);
  if (s.maxR - s.minR >= cfg.n || s.maxC - s.minC >= cfg.n) {
    return bad(`the tiles do not fit in a ${cfg.n}×${cfg.n} window (LX-5)`);
  }
  if (cfg.players === 3) {
    for (let fc = 0; fc < cfg.cells; fc++) {
      if (neutralAt(cfg, fc) && !b[cfg.padOf[fc] as number]) return bad('the neutral block is incomplete (LX-9)');
    }
  } else if (!b[cfg.centre]) return bad('the first tile of a round lies on the centre cell (LX-6)');
  const seen = new Uint8Array(cfg.area);
  const todo = [cfg.centre]; // the centre is occupied in every position (LX-6, LX-9)
  seen[cfg.centre] = 1;
  let reached = 0;
  while (todo.length > 0) {
    const pad = todo.pop() as number;
    reached++;
    for (const d of cfg.around) {
      const q = pad + d;
      if (b[q] && !seen[q]) {
        seen[q] = 1;
        todo.push(q);
      }
    }
  }
  return reached === s.occupied ? ok(undefined) : bad('the tiles are not connected (LX-11)');
}

/** LX-2: at most 5 tiles of a type per colour across board, hand and pile. */
function checkTileCounts(s: LinxState): Result<void> {
  const { cfg, b } = s;
  const counts = new Uint8Array(12);
  for (let pad = 0; pad < cfg.area; pad++) {
    for (const t of [b[pad] as number, b[cfg.UNDER + pad] as number]) {
      if (t && tileOwner(t) !== NEUTRAL) inc(counts, tileOwner(t) * 3 + tileType(t));
    }
  }
  for (let seat = 0; seat < cfg.players; seat++) {
    for (let t = 0; t < 3; t++)
      counts[seat * 3 + t] = (counts[seat * 3 + t] as number) + (b[cfg.HAND + seat * 3 + t] as number);
    for (let i = b[cfg.PTR + seat] as number; i < PER_COLOUR; i++) {
      inc(counts, seat * 3 + (b[cfg.PILE + seat * PER_COLOUR + i] as number));
    }
  }
  for (let i = 0; i < 12; i++) {
    if ((counts[i] as number) > PER_TYPE) return bad(`more than 5 tiles of one type in one colour (LX-2)`);
  }
  return ok(undefined);
}

/** Scores, round end and alignments that could have arisen (LX-15, LX-16, LX-18, LX-19). */
function checkConsistency(s: LinxState): Result<void> {
  const { cfg, b } = s;
  const o: LinxOptions = cfg.options;
  const total = s.scores.reduce((x, y) => x + y, 0);
  if (total > s.round - (s.roundOver ? 0 : 1)) return bad('"scores" add up to more rounds than were played');
  if (s.scores.filter((x) => x >= o.roundsToWin).length > 1) return bad('two sides cannot both have won the match');
  if (!s.roundOver && s.scores.some((x) => x >= o.roundsToWin)) return bad('a won match ends on a finished round');
  let placed = 0;
  const alignedSides = new Set<number>();
  for (let pad = 0; pad < cfg.area; pad++) {
    const t = b[pad] as number;
    if (t && tileOwner(t) !== NEUTRAL) placed++;
    const under = b[cfg.UNDER + pad] as number;
    if (under && tileOwner(under) !== NEUTRAL) placed++;
    if (t && alignedAt(s, pad)) alignedSides.add(sideOf(cfg, tileOwner(t)));
  }
  if (placed > s.turns) return bad('more tiles were placed than turns were played');
  const lastMover = (s.firstPlayer + s.turns - 1 + cfg.players) % cfg.players;
  if (alignedSides.size > 0) {
    if (!s.roundOver) return bad('an alignment ends the round at once (LX-15)');
    if (s.turns === 0 || alignedSides.size > 1 || !alignedSides.has(sideOf(cfg, lastMover))) {
      return bad('only the last mover can have made an alignment (LX-15)');
    }
  } else if (s.roundOver !== (s.passes >= cfg.players || s.turns >= TURN_LIMIT)) {
    return bad('a round ends by an alignment, a deadlock (LX-16) or the 200th turn (LX-19)');
  }
  return ok(undefined);
}
