/**
 * Why a Cubiko game ended, read from its final view and outcome (pure, for the end screen): a configuration under
 * the basic rule (CB-16, with its kind and cells), the points target or the number of configurations reached
 * (CB-17), the quiet-turn guard (CB-18), or else a player who resigned or left (platform events).
 */
import { CELL_NAMES, type CubikoTable } from './view.js';

/** CB-15's shapes of a configuration: three cubes in one cell, or one in each cell of a row, column or diagonal. */
export type ConfigurationKind = 'oneCell' | 'row' | 'column' | 'diagonal';

/** The shape of three cells (indices 0…8, a1 = 0, files across) that the rules count as a configuration. */
export function shapeOf(cells: readonly number[]): ConfigurationKind {
  const same = (f: (c: number) => number) => cells.every((c) => f(c) === f(cells[0] ?? 0));
  if (same((c) => c)) return 'oneCell';
  if (same((c) => Math.floor(c / 3))) return 'row';
  if (same((c) => c % 3)) return 'column';
  return 'diagonal';
}

export type EndReason =
  | {
      readonly kind: 'configuration';
      readonly seat: number;
      readonly shape: ConfigurationKind;
      readonly cells: string[];
    }
  | { readonly kind: 'target'; readonly seat: number; readonly score: number }
  | { readonly kind: 'configurations'; readonly seat: number; readonly count: number }
  | { readonly kind: 'guard'; readonly turns: number }
  | { readonly kind: 'left' };

/**
 * `ranks` are the outcome's (1 = first); `pointsOf` is the rules' CB-17 value of three cells (0 when they are no
 * configuration), passed in so this file needs no physics.
 */
export function endReason(
  table: CubikoTable,
  ranks: readonly number[],
  pointsOf: (cells: readonly number[]) => number,
): EndReason {
  const leaders = ranks.flatMap((r, seat) => (r === 1 ? [seat] : []));
  const first = leaders.length === 1 ? (leaders[0] ?? -1) : -1;
  // The guard first: it ends the game whatever the scores (CB-18), and only it fills `quiet` to 30 × players.
  if (table.quiet >= 30 * table.players) return { kind: 'guard', turns: table.quiet };
  if (first < 0) return { kind: 'left' };
  if (table.scoring === 'basic') {
    const cells = table.cubes.filter((c) => c.owner === first).map((c) => c.cell);
    const idx = cells.map((c) => (CELL_NAMES as readonly (string | null)[]).indexOf(c));
    // The rules say whether the cells are a configuration (CB-15); only its shape is read here.
    const counted = idx.length === 3 && idx.every((i) => i >= 0) && pointsOf(idx) > 0;
    if (!counted) return { kind: 'left' };
    return { kind: 'configuration', seat: first, shape: shapeOf(idx), cells: [...(cells as string[])].sort() };
  }
  if (table.configurationsGoal !== null) {
    const count = table.configurations[first] ?? 0;
    return count >= table.configurationsGoal ? { kind: 'configurations', seat: first, count } : { kind: 'left' };
  }
  const score = table.scores[first] ?? 0;
  return score >= table.target ? { kind: 'target', seat: first, score } : { kind: 'left' };
}

/**
 * The seat that resigned or left, when the end is a `left` one: the platform's event ranks it alone in last place
 * (game.ts: its key is below every score), so it is the only seat with the worst rank; null if that is not so.
 */
export function leaver(ranks: readonly number[]): number | null {
  const worst = Math.max(...ranks);
  const seats = ranks.flatMap((r, seat) => (r === worst ? [seat] : []));
  return seats.length === 1 && worst > 1 ? (seats[0] ?? null) : null;
}
