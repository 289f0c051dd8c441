/** End of the game: SP-19 (pawns back to their owners) and SP-20 (points, the 5-capture threshold, team sums). */
import { type Outcome, rankedLast, ranksFromScores } from '@ludotheque/engine';
import { WHITE_CELLS } from './geometry.js';
import { isSuper, PIECE, subOf } from './pieces.js';
import { GREY, type SuperpionState } from './types.js';

/** Pawns of each colour on the board, tops and under pawns alike (SP-19); index 4 counts grey under pawns. */
function pawnsOnBoard(s: SuperpionState): number[] {
  const n = [0, 0, 0, 0, 0];
  for (const cell of WHITE_CELLS) {
    const v = s.board[cell] as number;
    if ((v & PIECE) === 0) continue;
    n[v & 3] = (n[v & 3] as number) + 1;
    if (isSuper(v)) n[subOf(v)] = (n[subOf(v)] as number) + 1;
  }
  return n;
}

/**
 * Each seat's own points as if the game ended now (SP-20): 1 per enemy pawn in its pile (greys included); its own
 * pawns, on the board or back in its pile, 2 each with at least 5 enemy pawns captured, else 1.
 */
export function seatScores(s: SuperpionState): number[] {
  const onBoard = pawnsOnBoard(s);
  const { seats, coloursOf } = s.seating;
  const scores: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const own = coloursOf[seat] as readonly number[];
    let enemy = 0;
    let mine = 0;
    for (let c = 0; c <= GREY; c++) {
      const inPile = s.piles[seat * 5 + c] as number;
      if (own.includes(c)) mine += inPile + (onBoard[c] as number);
      else enemy += inPile;
    }
    scores.push(enemy + mine * (enemy >= 5 ? 2 : 1));
  }
  return scores;
}

/** Scores with team-mates sharing their team's sum (SP-7 teams, SP-20). */
export function teamScores(s: SuperpionState): number[] {
  const own = seatScores(s);
  return s.seating.teamSeats.map((team) => team.reduce((sum, t) => sum + (own[t] as number), 0));
}

/** The outcome of a finished game; a resigning seat (and its team) ranks after everyone else (README Decisions). */
export function outcomeOf(s: SuperpionState): Outcome | null {
  const ranked = rankedOf(s);
  if (ranked === null || s.timedOut.length === 0) return ranked;
  return rankedLast(
    ranked,
    s.timedOut.map((seat) => s.seating.teamSeats[seat] ?? [seat]),
  );
}

function rankedOf(s: SuperpionState): Outcome | null {
  if (!s.over) return null;
  const scores = teamScores(s);
  if (s.resigned < 0) return { scores, ranks: ranksFromScores(scores) };
  const out = s.seating.teamSeats[s.resigned] as readonly number[];
  const stay = scores.map((_, i) => !out.includes(i));
  const staying = scores.filter((_, i) => stay[i]);
  const ranks = scores.map((sc, i) => (stay[i] ? 1 + staying.filter((t) => t > sc).length : staying.length + 1));
  return { scores, ranks };
}
