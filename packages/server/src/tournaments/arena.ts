/**
 * Arena pairing (README "Arena"): the free players (not paused, not withdrawn, in no unscored game) are sorted by
 * score; the first meets the free player of the closest score who was not their last opponent. Their last opponent
 * is taken only when nobody else can come (`othersActive` false: every other player is paused or withdrawn);
 * otherwise they wait for the next player who finishes, as on lichess. Tables of 3+ seats form
 * as soon as that many players are free, in score order.
 */
export interface FreePlayer {
  readonly id: string;
  readonly score: number;
  /** Who they last played (a 2-seat arena), null before their first game. */
  readonly last: string | null;
  /** When they became free (ms): among equal scores the longest waiting goes first. */
  readonly since: number;
}

export function pairArena(free: readonly FreePlayer[], size = 2, othersActive = false): string[][] {
  const order = [...free].sort(
    (a, b) => b.score - a.score || a.since - b.since || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const tables: string[][] = [];
  if (size > 2) {
    while (order.length >= size) tables.push(order.splice(0, size).map((p) => p.id));
    return tables;
  }
  const alone = order.length === 2 && !othersActive;
  while (order.length >= 2) {
    const p = order.shift() as FreePlayer;
    let best = -1;
    for (const [i, q] of order.entries()) {
      if (q.id === p.last || q.last === p.id) continue;
      if (best < 0 || Math.abs(q.score - p.score) < Math.abs((order[best] as FreePlayer).score - p.score)) best = i;
    }
    if (best < 0 && alone) best = 0;
    if (best < 0) continue; // only their last opponent is free, and others will be: p waits for the next one
    const [q] = order.splice(best, 1);
    // Seat 0 alternates by nothing known here: the longer waiting player moves first.
    tables.push([p.id, (q as FreePlayer).id]);
  }
  return tables;
}
