import type { LinxTable } from './model.js';

/** The side that won the round just finished, from the scores before and after (LX-20 adds it to `scores`). */
export function roundWinner(before: readonly number[], after: readonly number[]): number | null {
  const i = after.findIndex((s, k) => s > (before[k] ?? 0));
  return i < 0 ? null : i;
}

/** A side's name: a seat's, or both team-mates' in team mode (LX-17: seats 0+2 and 1+3). */
export function sideName(table: LinxTable, names: readonly string[], side: number | null): string | null {
  if (side === null) return null;
  if (!table.teams) return names[side] ?? null;
  return `${names[side]} & ${names[side + 2]}`;
}
