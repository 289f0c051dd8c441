/** Applying moves and platform events: SP-9 turn structure, SP-12/14 removal, SP-15/16 promotion, SP-18 ends. */
import { fail, ok, type PlatformEvent, type Result } from '@ludotheque/engine';
import { DIAGONALS, ORTHOGONALS, pawnSteps, WHITE_CELLS } from './geometry.js';
import { decodeMove, PASS, replayPath } from './movegen.js';
import { colourOf, isSuper, PIECE, SUPER, subOf, superCode } from './pieces.js';
import type { SuperpionState } from './types.js';

const capturedCells: number[] = [];
const landingCells: number[] = [];

/** Applies a legal move, unchecked. */
export function playMove(s: SuperpionState, m: number): void {
  if (m === PASS) {
    s.passes++;
    endColourTurn(s);
    return;
  }
  const { from, to, captures, k, promo } = decodeMove(m);
  const b = s.board;
  const piece = b[from] as number;
  const seat = s.seating.seatOf[colourOf(piece)] as number;
  if (captures > 0) {
    capturedCells.length = 0;
    landingCells.length = 0;
    replayPath(s, from, to, captures, k, capturedCells, landingCells);
    for (const c of capturedCells) {
      const v = b[c] as number;
      s.piles[seat * 5 + colourOf(v)] = (s.piles[seat * 5 + colourOf(v)] as number) + 1;
      if ((v & SUPER) !== 0) s.piles[seat * 5 + subOf(v)] = (s.piles[seat * 5 + subOf(v)] as number) + 1; // a captured superpion gives 2 pawns (SP-20)
      b[c] = 0;
    }
    s.turnCaptured = true;
  }
  b[from] = 0;
  b[to] = promo > 0 ? promote(s, piece, promo - 1) : piece;
  if (s.actionsLeft === 2) s.used = to;
  else s.used2 = to;
  s.actionsLeft--;
  s.passes = 0;
  if (oneSideLeft(s)) {
    s.over = true; // SP-18a, checked after every action
    return;
  }
  if (s.actionsLeft === 0 || !canAct(s)) endColourTurn(s);
}

/** SP-16: the under pawn comes from the pile of the seat controlling the reached camp, else a grey spare. */
function promote(s: SuperpionState, pawn: number, under: number): number {
  const seat = s.seating.seatOf[subOf(pawn)] as number;
  if (seat >= 0 && (s.piles[seat * 5 + under] as number) > 0)
    s.piles[seat * 5 + under] = (s.piles[seat * 5 + under] as number) - 1;
  return superCode(colourOf(pawn), under);
}

/** SP-18a: at most one player (or team) still has pieces on the board, idle pieces ignored. */
export function oneSideLeft(s: SuperpionState): boolean {
  const { seatOf, teamOf } = s.seating;
  let teams = 0;
  for (const cell of WHITE_CELLS) {
    const v = s.board[cell] as number;
    if ((v & PIECE) === 0 || (seatOf[v & 3] as number) < 0) continue;
    teams |= 1 << (teamOf[v & 3] as number);
  }
  return (teams & (teams - 1)) === 0;
}

/** SP-9: whether an unused piece of the colour to move has any action (a step, a slide or a first jump). */
export function canAct(s: SuperpionState): boolean {
  const b = s.board;
  const colour = s.toMove;
  const enemies = s.seating.enemyMask[colour] as number;
  const steps = pawnSteps(colour, s.options.mode === 'two');
  for (const cell of WHITE_CELLS) {
    const v = b[cell] as number;
    if ((v & PIECE) === 0 || (v & 3) !== colour || cell === s.used) continue;
    const flying = isSuper(v);
    for (const o of flying ? ORTHOGONALS : steps) if (b[cell + o] === 0) return true;
    for (const o of DIAGONALS) {
      let y = cell + o;
      if (flying) while (b[y] === 0) y += o;
      const w = b[y] as number;
      if ((w & PIECE) === 0 || ((enemies >> (w & 3)) & 1) === 0) continue;
      if (b[y + o] === 0) return true;
    }
  }
  return false;
}

/** Ends the colour turn: SP-N2 counters, next acting colour, then the end conditions SP-18b, c and d. */
function endColourTurn(s: SuperpionState): void {
  s.quiet = s.turnCaptured ? 0 : s.quiet + 1;
  const acting = s.seating.acting;
  const i = acting.indexOf(s.toMove);
  s.toMove = acting[(i + 1) % acting.length] as number;
  s.actionsLeft = 2;
  s.used = -1;
  s.used2 = -1;
  s.turnCaptured = false;
  if (roundEnds(s)) s.over = true;
}

/** SP-18b, c, d as seen at the start of a colour turn. */
export function roundEnds(s: SuperpionState): boolean {
  const n = s.seating.acting.length;
  const roundStart = s.toMove === s.seating.acting[0] && s.actionsLeft === 2;
  return s.quiet >= 20 * n || s.passes >= n || (s.timeUp && roundStart);
}

/** How many sides play (teams count once): 2 in `two`, `twoSuper` and `teams`, 3 in `three`, 4 in `four`. */
export const sidesOf = (s: SuperpionState): number => new Set(s.seating.teamSeats.map((t) => t[0])).size;

/** True once every side but one has run out of table-clock time (the game then ends). */
export const timeLeftToOneSide = (s: SuperpionState): boolean =>
  s.timedOut.length > 0 && new Set(s.timedOut.map((seat) => s.seating.teamSeats[seat]?.[0])).size >= sidesOf(s) - 1;

/**
 * A seat's table clock ran out (not SP-18c's, README Decisions): two sides, a loss like a resignation; three or
 * more, the seat ranks last and a bot plays it on, until only one side has time left.
 */
function tableTimeUp(s: SuperpionState, seat: number): Result<void> {
  if (sidesOf(s) === 2) {
    s.resigned = seat;
    s.over = true;
    return ok(undefined);
  }
  if (s.timedOut.includes(seat)) return fail('event', `timeUp: seat ${seat}'s time is already up`);
  s.timedOut.push(seat);
  if (timeLeftToOneSide(s)) s.over = true;
  return ok(undefined);
}

/** Platform events (SP-18c time up; resignation and abandonment: README Decisions). */
export function applyEvent(s: SuperpionState, e: PlatformEvent): Result<void> {
  if (s.over) return fail('gameOver', 'the game is over');
  if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= s.seating.seats)
    return fail('event', `seat ${String(e.seat)} is not a seat of this game`);
  if (e.type === 'timeUp') {
    if (s.options.clockMinutes === null) return tableTimeUp(s, e.seat);
    if (s.timeUp) return fail('event', 'timeUp: the time is already up');
    s.timeUp = true;
    if (roundEnds(s)) s.over = true;
    return ok(undefined);
  }
  if (e.type === 'resign' || e.type === 'abandon') {
    s.resigned = e.seat;
    s.over = true;
    return ok(undefined);
  }
  return fail('event', 'unknown event');
}
