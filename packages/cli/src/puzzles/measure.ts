import type { AnyGame, Json, Seat } from '@ludotheque/engine';
import type { Puzzle } from './types.js';

/**
 * Issue 27's figures of a shipped set, read with the rules' engines from each puzzle's setup (not the miners' search):
 * how many puzzles turn on what is hidden, and how many tempting wrong answers each has.
 */

/** The share of `puzzles` whose answer turns on what is hidden (`differs` or `holds`); 1 for an open game's none. */
export function hiddenShare(puzzles: readonly Puzzle[]): number {
  if (puzzles.length === 0) return 0;
  return puzzles.filter((p) => p.hidden === 'differs' || p.hidden === 'holds').length / puzzles.length;
}

/** The game's rule for "looks good at a glance": a shallow, one-move judgement of a first move in `state`. */
type Glance = (game: AnyGame, state: unknown, seat: Seat, text: string) => boolean;

const after = (game: AnyGame, state: unknown, text: string): unknown | null => {
  const s = game.clone(state);
  const m = game.parseMove(s, text);
  if (!m.ok || !game.isLegal(s, m.value)) return null;
  game.play(s, m.value);
  return s;
};

/** Some seat other than `seat` ranks first alone (the game is lost for `seat`). */
const lostFor = (game: AnyGame, s: unknown, seat: Seat): boolean => {
  const o = game.outcome(s);
  return !!o && o.ranks[seat] !== 1;
};

/**
 * Linx (LX-15): a move after which the opponent cannot align at once (no reply ends the round its way) looks safe
 * to a one-move look-ahead; Symbolix (SX-10): a first jump starts a chain; Superpion (SP-10): a first action that
 * takes pieces looks like progress.
 */
export const GLANCES: Readonly<Record<string, Glance>> = {
  linx: (game, state, seat, text) => {
    const s = after(game, state, text);
    if (s === null || lostFor(game, s, seat)) return false;
    return game.legalMoves(s).every((r) => {
      const t = game.clone(s);
      game.play(t, r);
      return !lostFor(game, t, seat);
    });
  },
  symbolix: (_game, _state, _seat, text) => text.startsWith('jump'),
  superpion: (_game, _state, _seat, text) => /x/.test(text),
};

/**
 * The tempting wrong answers of `p`: legal first moves other than the answer that pass the game's glance. They are
 * wrong by the puzzle's own proof (exactly one first move works, checked again in `quality.test.ts`).
 */
export function tempting(game: AnyGame, p: Puzzle): number {
  const glance = GLANCES[game.id];
  if (!glance) return 0;
  const s = game.fromSetup(p.setup as Json);
  if (!s.ok) return 0;
  return game
    .legalMoves(s.value)
    .map((m) => game.formatMove(s.value, m))
    .filter((text) => text !== p.solution.move && glance(game, s.value, p.seat, text)).length;
}
