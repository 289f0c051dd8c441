/**
 * Points of one finished tournament game (README "Points"). A table of n seats counts as the n − 1 pairwise games of
 * each seat against every other: 2 for each seat ranked below it, 1 for each seat tied with it, 0 for each above. A
 * 2-player game is thus win 2 / draw 1 / loss 0 (lichess's arena), and a 4-seat table without ties gives 6, 4, 2, 0.
 */
export function tablePoints(ranks: readonly number[]): number[] {
  return ranks.map((r, i) => {
    let p = 0;
    for (const [j, other] of ranks.entries()) {
      if (j === i) continue;
      if (other > r) p += 2;
      else if (other === r) p += 1;
    }
    return p;
  });
}

/** A win: first at the table, alone (a shared first place is a draw for the streak). */
export function isWin(ranks: readonly number[], seat: number): boolean {
  const r = ranks[seat];
  return r !== undefined && ranks.every((o, j) => j === seat || o > r);
}

/** What a win is worth at a table of `size` seats (a Swiss bye scores this). */
export const winPoints = (size: number): number => 2 * (size - 1);

/** Arena streak: after this many wins in a row, each game's points are doubled until a game is not a win. */
export const STREAK_WINS = 2;

/**
 * One seat's arena points and its new streak (consecutive wins before this game). On fire (`streak` ≥ 2) the
 * game's points are doubled — a win is 4 at a 2-player table, as lichess's arena — and any game but a win ends it.
 */
export function arenaPoints(
  ranks: readonly number[],
  seat: number,
  streak: number,
): { readonly points: number; readonly streak: number } {
  const base = tablePoints(ranks)[seat] ?? 0;
  const fire = streak >= STREAK_WINS;
  return { points: fire ? 2 * base : base, streak: isWin(ranks, seat) ? streak + 1 : 0 };
}

/**
 * Berserk's extra point (README "Berserk", as lila's arena): a seat that went berserk and won — first alone, at any
 * table size — having made at least `BERSERK_MIN_MOVES` moves of its own. Not doubled on fire (lila adds it after).
 */
export const BERSERK_MIN_MOVES = 7;

export function berserkPoint(ranks: readonly number[], seat: number, berserk: boolean, moves: number): number {
  return berserk && isWin(ranks, seat) && moves >= BERSERK_MIN_MOVES ? 1 : 0;
}

/**
 * Abort dodging (README): a player to move in more than this many tournament games aborted before any move is
 * paused (arena) or withdrawn (Swiss) on the next one.
 */
export const MAX_ABORTS = 2;
