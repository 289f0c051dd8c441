/**
 * Bot knowledge for the generic searchers: a playout policy that keeps pieces out of reach and likes promotions,
 * and an evaluation of cut-short playouts from the SP-20 score.
 */
import type { BotKnowledge, Rng } from '@ludotheque/engine';
import { DIAGONALS } from './geometry.js';
import { decodeMove, generate, generated } from './movegen.js';
import { isSuper, PIECE } from './pieces.js';
import { seatScores } from './score.js';
import type { SuperpionMove, SuperpionState } from './types.js';

/** Whether a piece of `colour` moving from `from` to `to` could be jumped there at once (SP-12, SP-14). */
export function enPrise(s: SuperpionState, colour: number, from: number, to: number): boolean {
  const b = s.board;
  const enemies = s.seating.enemyMask[colour] as number;
  for (const o of DIAGONALS) {
    const behind = to - o;
    if (b[behind] !== 0 && behind !== from) continue; // no landing cell for a jump along this line
    let y = to + o;
    let dist = 1;
    while (b[y] === 0 || y === from) {
      y += o;
      dist++;
    }
    const v = b[y] as number;
    if ((v & PIECE) === 0 || ((enemies >> (v & 3)) & 1) === 0) continue;
    if (dist === 1 || isSuper(v)) return true;
  }
  return false;
}

const SAMPLES = 4;

/**
 * Captures are compulsory (SP-10), so a capture is taken whenever there is one; among simple moves, a promotion first,
 * else up to SAMPLES random tries for a move that does not leave the piece en prise.
 */
function playoutPolicy(s: SuperpionState, rng: Rng): SuperpionMove {
  const n = generate(s);
  const buf = generated();
  const first = buf[0] as number;
  const pick = buf[rng.below(n)] as number;
  if (n === 1 || decodeMove(first).captures > 0) return pick;
  for (let i = 0; i < n; i++) if ((buf[i] as number) % 8 !== 0) return buf[i] as number; // a promotion (SP-15)
  let move = pick;
  for (let t = 0; t < SAMPLES; t++) {
    const d = decodeMove(move);
    if (!enPrise(s, s.toMove, d.from, d.to)) return move;
    move = buf[rng.below(n)] as number;
  }
  return move;
}

/** Points as if the game ended now, plus a bonus per superpion on the board (they win the endgame). */
function material(s: SuperpionState): number[] {
  const own = seatScores(s);
  const { seatOf } = s.seating;
  for (let cell = 0; cell < s.board.length; cell++) {
    const v = s.board[cell] as number;
    if ((v & PIECE) === 0 || !isSuper(v)) continue;
    const seat = seatOf[v & 3] as number;
    if (seat >= 0) own[seat] = (own[seat] as number) + 2;
  }
  return s.seating.teamSeats.map((team) => team.reduce((sum, t) => sum + (own[t] as number), 0));
}

/** Per seat in [0, 1]: the soft share of other seats it leads (the scale of the engine's `returnsOf`). */
function evaluate(s: SuperpionState): number[] {
  const m = material(s);
  return m.map((mine, i) => {
    let v = 0;
    for (let j = 0; j < m.length; j++) if (j !== i) v += 1 / (1 + Math.exp(((m[j] as number) - mine) / 3));
    return m.length > 1 ? v / (m.length - 1) : 1;
  });
}

/**
 * Plies a playout runs before `evaluate` judges it: about two rounds of colour turns, enough to see the exchanges a
 * move starts; full random games (about 200 plies) cost a search more and tell it little.
 */
export const PLAYOUT_DEPTH = 16;

export const bot: BotKnowledge<SuperpionState, SuperpionMove> = {
  playoutPolicy,
  evaluate,
  playoutDepth: PLAYOUT_DEPTH,
  // Issue 27's ladder (packages/ai/README.md, "Ladder"): the old beginner (30 % blunders) beat `random` 50 of 50,
  // so levels are told apart by how often they blunder, from 80 % (72 % against random, 200 games) down to none.
  // hard and expert search 300 and 1,000 iterations, not 1,000 and 3,000: a 3,000-iteration series costs hours on
  // a shared machine, so that ladder could never be measured (nor 3,000 against 1,000). `medium` stays 300 (the
  // Hint reads it).
  levels: { beginner: 80, novice: 80, easy: 80, medium: 300, hard: 300, expert: 1000 },
  levelStyle: {
    beginner: { blunder: 0.8 },
    novice: { blunder: 0.64 },
    easy: { blunder: 0.45 },
    medium: { blunder: 0.28 },
    hard: { blunder: 0.12 },
  },
};
