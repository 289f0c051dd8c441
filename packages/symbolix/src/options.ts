import { fail, ok, type Result, type Rng } from '@ludotheque/engine';
import { CELLS, CENTRE, piecesOfLevel } from './pieces.js';
import { startTurn } from './play.js';
import {
  ADVANCED,
  allSeats,
  bit,
  blankState,
  LEVELS,
  type Level,
  STRATEGY,
  type SymbolixOptions,
  type SymbolixState,
  VARIANTS,
  type Variant,
} from './state.js';

export const DEFAULT_OPTIONS: SymbolixOptions = { players: 2, level: 'basic', variant: 'standard' };

/** Options as JSON (partial), defaults filled; the error names the bad key. */
export function parseOptions(input: unknown): Result<SymbolixOptions> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object' || Array.isArray(input)) return fail('options', 'options must be an object');
  const o = input as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!['players', 'level', 'variant'].includes(k)) return fail('options', `unknown option '${k}'`);
  const players = o.players ?? DEFAULT_OPTIONS.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 6)
    return fail('options', "'players' must be an integer from 2 to 6 (SX-5)");
  const level = o.level ?? DEFAULT_OPTIONS.level;
  if (!LEVELS.includes(level as Level)) return fail('options', `'level' must be one of ${LEVELS.join(', ')}`);
  const variant = o.variant ?? DEFAULT_OPTIONS.variant;
  if (!VARIANTS.includes(variant as Variant)) return fail('options', `'variant' must be one of ${VARIANTS.join(', ')}`);
  return ok({ players, level: level as Level, variant: variant as Variant });
}

export const optionsOf = (s: SymbolixState): SymbolixOptions => ({
  players: s.players,
  level: LEVELS[s.level] as Level,
  variant: VARIANTS[s.variant] as Variant,
});

/** A new game (SX-1, SX-6, SX-20, SX-24): every draw comes from `rng`, which the state keeps. */
export function setup(options: SymbolixOptions, rng: Rng): SymbolixState {
  const n = options.players;
  const s = blankState(n, LEVELS.indexOf(options.level), VARIANTS.indexOf(options.variant), rng);
  const pieces = rng.shuffle(piecesOfLevel(s.level));
  let i = 0;
  for (let c = 0; c < CELLS; c++) {
    if (c === CENTRE) continue;
    s.board[c] = pieces[i++] as number;
    s.covered[c] = s.variant === STRATEGY ? 0 : 1;
  }
  // SX-6: a first draw decides who starts, then the cards are shuffled again and dealt secretly.
  const draw = rng.shuffle([0, 1, 2, 3, 4, 5]).slice(0, n);
  s.first = draw.indexOf(Math.min(...draw));
  const cards = rng.shuffle([0, 1, 2, 3, 4, 5]);
  for (let seat = 0; seat < n; seat++) {
    s.card[seat] = cards[seat] as number;
    s.revealed[seat] = s.variant === STRATEGY ? 1 : 0;
    s.cardKnown[seat] = s.variant === STRATEGY ? allSeats(s) : bit(seat);
  }
  s.reserve = cards.slice(n);
  if (s.variant === STRATEGY) for (const c of s.reserve) s.reserveKnown[c] = allSeats(s);
  if (s.level === ADVANCED) {
    const deck: number[] = [];
    for (let k = 0; k < 6; k++) deck.push(k, k, k); // SX-20
    s.deck = rng.shuffle(deck);
    for (let seat = 0; seat < n; seat++) s.hands[seat]?.push(s.deck.pop() as number);
  }
  startTurn(s, s.first);
  return s;
}
