import { legalMoves } from './movegen.js';
import { cellName, isScientifix } from './pieces.js';
import {
  ADVANCED,
  allSeats,
  CARD_TARGET,
  CHAIN,
  GRAND_SECRET,
  hasWon,
  OVER,
  QUIET_LIMIT,
  STRATEGY,
  SWAP,
  type SymbolixState,
  TURN_LIMIT,
} from './state.js';

/**
 * Why a well-formed state cannot arise from play, or null when nothing rules it out. Each test is an invariant of
 * `play.ts` (the rule it follows is named); a position that breaks one would let a move lose a card, score a
 * phantom win or leave the seat to move without a move. States met in play, wins mid-chain included, pass: the
 * conformance kit reads back every step of random and policy games.
 */
export function impossibility(s: SymbolixState): string | null {
  return turnProblem(s) ?? cardProblem(s) ?? colourCardProblem(s) ?? endProblem(s);
}

/** The turn's chain, jumped pieces and swap (SX-8, SX-10, SX-18). */
function turnProblem(s: SymbolixState): string | null {
  const chain = s.chainCell >= 0;
  if (s.phase === CHAIN && !chain) return 'turn.chain is set in the chain phase';
  // A win mid-chain ends the game with the chain's piece where it landed (SX-16: "at once").
  if (s.phase === OVER && chain && s.winner !== s.seat) return 'turn.chain in a finished game: only a win mid-chain';
  if (s.canStep && (s.phase !== CHAIN || s.jumped.length > 0)) return 'turn.canStep: only just after a flip (SX-8)';
  if (s.jumped.length > 0 && !chain) return 'turn.jumped: only during a chain (SX-10)';
  for (const [i, c] of s.jumped.entries()) {
    if (s.jumped.indexOf(c) !== i) return `turn.jumped names ${cellName(c)} twice (SX-10)`;
    // Symbolix, Zorg and Zorga jumped are captured and leave the board; only a Scientifix stays (SX-10).
    if (!isScientifix(s.board[c] as number)) return `turn.jumped ${cellName(c)}: not a Scientifix (SX-10)`;
    if (s.covered[c] && !(s.variant === GRAND_SECRET && s.sciKnown[c])) {
      return `turn.jumped ${cellName(c)}: a jumped Scientifix is uncovered, or known to all in Grand Secret (SX-23)`;
    }
  }
  if (s.phase === SWAP && (s.level === 0 || s.changesGone === 0)) {
    return 'a swap phase follows a colour-change piece that left the game, at the normal or advanced level (SX-18)';
  }
  return null;
}

/** Action cards within a turn (SX-21). */
function cardProblem(s: SymbolixState): string | null {
  if (s.cardUsed && s.level !== ADVANCED) return 'turn.cardUsed: action cards only at the advanced level (SX-20)';
  if (s.phase === CARD_TARGET && s.limbo < 0) return 'the cardTarget phase needs the played card in turn.limbo';
  if (s.limbo >= 0 && !s.cardUsed) return 'turn.limbo holds a card played this turn: turn.cardUsed must be true';
  // The seat's own ban card goes under the deck as its turn starts; one played this turn counts as its card.
  const front = s.front[s.seat] as number;
  if (front >= 0 && !s.cardUsed) return `front[${s.seat}]: the seat to move's ban card left at the start of its turn`;
  if (front >= 0 && s.limbo >= 0)
    return 'one action card per turn: a ban in front of the seat to move and a limbo card';
  return null;
}

/** Colour cards: what is revealed is known to all, and Strategy hides nothing (SX-7, SX-11, SX-24). */
function colourCardProblem(s: SymbolixState): string | null {
  const all = allSeats(s);
  for (let seat = 0; seat < s.players; seat++) {
    if (s.variant === STRATEGY && !s.revealed[seat]) return `cards[${seat}]: Strategy deals colour cards face up`;
    if (s.revealed[seat] && s.cardKnown[seat] !== all) return `cards[${seat}]: a revealed card is known to every seat`;
  }
  if (s.variant === STRATEGY && s.reserve.some((c) => s.reserveKnown[c] !== all)) {
    return 'reserveKnown: in Strategy every seat knows the reserve (SX-24)';
  }
  return null;
}

/** The end (SX-16, SX-17) and the seat to move's moves. */
function endProblem(s: SymbolixState): string | null {
  if (s.winner >= 0 && !hasWon(s.coll[s.winner] as number[])) {
    return `turn.winner ${s.winner} does not hold 6 colours or 6 symbols (SX-16)`;
  }
  if (s.phase !== OVER) {
    // Every capture and exchange is checked at once, so a winning collection ends the game (SX-16).
    const won = s.coll.findIndex((c) => hasWon(c));
    if (won >= 0) return `collections[${won}] has won (SX-16), yet the game goes on`;
    if (s.quiet >= QUIET_LIMIT || s.turns >= TURN_LIMIT) return 'the stalemate guard has ended the game (SX-17)';
    // The action phase always has a move (SX-25's pass), a swap phase too; a chain or a card's target may not.
    const open = s.phase !== CHAIN && s.phase !== CARD_TARGET;
    if (!open && legalMoves(s).length === 0)
      return 'the seat to move has no legal move (a turn ends when none is left)';
  } else if (
    s.winner < 0 &&
    s.loser < 0 &&
    s.timedOut.length < s.players - 1 &&
    s.quiet < QUIET_LIMIT &&
    s.turns < TURN_LIMIT
  ) {
    return 'a finished game needs a winner (SX-16), a loser, one seat with time left, or the stalemate guard (SX-17)';
  }
  if (s.quiet > s.turns) return "'quiet' counts completed turns: at most 'turns' (SX-17)";
  return null;
}
