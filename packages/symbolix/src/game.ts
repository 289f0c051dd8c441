import {
  fail,
  type Game,
  type Outcome,
  ok,
  type PlatformEvent,
  type Result,
  type Rng,
  rankedLast,
} from '@ludotheque/engine';
import { bot } from './bot.js';
import { determinize } from './determinize.js';
import { isLegalMove, legalMoves } from './movegen.js';
import { formatMove, parseMove, type SymbolixMove } from './moves.js';
import { optionsOf, parseOptions, setup } from './options.js';
import { playMove } from './play.js';
import { reveals } from './reveals.js';
import { fromSetup, toSetup } from './setupJson.js';
import { cloneState, OVER, type SymbolixOptions, type SymbolixState, scoreOf } from './state.js';
import { publicMove, type SymbolixView, view } from './view.js';

/**
 * SX-16 / SX-17: a winner ranks first and the others share second; after the stalemate guard the best score wins,
 * then the most pieces held. Scores are SX-17's points for everyone.
 */
export function outcomeOf(s: SymbolixState): Outcome | null {
  const ranked = rankedOf(s);
  return ranked === null || s.timedOut.length === 0
    ? ranked
    : rankedLast(
        ranked,
        s.timedOut.map((seat) => [seat]),
      );
}

function rankedOf(s: SymbolixState): Outcome | null {
  if (s.phase !== OVER) return null;
  const scores = s.coll.map(scoreOf);
  if (s.winner >= 0) return { scores, ranks: scores.map((_, i) => (i === s.winner ? 1 : 2)) };
  const keys = s.coll.map((c, i) => (i === s.loser ? -1 : (scores[i] as number) * 100 + c.length));
  return { scores, ranks: keys.map((k) => 1 + keys.filter((t) => t > k).length) };
}

/** Resignation, abandonment and (two players) time-up end the game: that seat ranks last, the others by SX-17's. */
function event(s: SymbolixState, e: PlatformEvent): Result<void> {
  if (s.phase === OVER) return fail('gameOver', 'the game is over');
  if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= s.players) return fail('event', 'no such seat');
  if (e.type === 'timeUp' && s.players > 2) return timeUp(s, e.seat);
  endTurnless(s);
  s.loser = e.seat;
  return ok(undefined);
}

/**
 * A seat's table clock ran out with 3 or more players (README Decisions; with two it loses like a resignation):
 * it ranks last and a bot plays it on; once only one seat has time left the game ends, SX-17's ranking for the rest.
 */
function timeUp(s: SymbolixState, seat: number): Result<void> {
  if (s.timedOut.includes(seat)) return fail('event', `seat ${seat}'s time is already up`);
  s.timedOut.push(seat);
  if (s.timedOut.length >= s.players - 1) endTurnless(s);
  return ok(undefined);
}

/** The game ends where it stands, the turn's pending parts dropped. */
function endTurnless(s: SymbolixState): void {
  s.phase = OVER;
  s.chainCell = -1;
  s.jumped = [];
  s.canStep = false;
}

export const symbolix: Game<SymbolixState, SymbolixMove, SymbolixView, SymbolixOptions> = {
  id: 'symbolix',
  players: { min: 2, max: 6 },
  hiddenInformation: true,
  parseOptions,
  options: optionsOf,
  setup,
  fromSetup,
  toSetup,
  toMove: (s) => (s.phase === OVER ? null : s.seat),
  legalMoves: (s) => (s.phase === OVER ? [] : legalMoves(s)),
  isLegal: (s, m) => s.phase !== OVER && isLegalMove(s, m),
  randomMove: (s: SymbolixState, rng: Rng) => rng.pick(legalMoves(s)),
  play: playMove,
  event,
  clone: cloneState,
  outcome: outcomeOf,
  view,
  publicMove,
  // Takebacks never reveal: a flip, an uncovered jump, a card seen, a recolour's draw (reveals.ts).
  reveals,
  determinize,
  parseMove: (_s, text) => parseMove(text),
  formatMove: (_s, m) => formatMove(m),
  bot,
};
