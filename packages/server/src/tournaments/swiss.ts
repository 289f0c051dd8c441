/**
 * Swiss pairing, written here (README "Swiss": `tournament-pairings` is GPL-3.0, which this project does not take).
 * Two seats: the Monrad system with backtracking — players ranked by score, then rating, then id; the top unpaired
 * player meets the highest-ranked player they have not met and who does not want the same seat (both having had
 * seat 0 more often, or both less), backtracking when the rest cannot be paired so; then the seat rule is dropped,
 * then (a field too small for it) the no-repeat rule. An odd count gives one bye, to the lowest-ranked player without one yet. 3+ seats: tables filled in rank
 * order, avoiding table-mates already met where another player is free (fewer repeats, not none).
 */
export interface SwissPlayer {
  readonly id: string;
  readonly score: number;
  readonly rating: number;
  /** Everyone this player sat with so far. */
  readonly met: ReadonlySet<string>;
  readonly byes: number;
  /** Games played so far (byes aside), how many from seat 0 (who moves first), and whether the last one was. */
  readonly games: number;
  readonly firstSeats: number;
  readonly lastFirst: boolean | null;
}

export interface SwissRound {
  /** Each table's players in seat order. */
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
}

/** Ranking order for pairing: score, then rating, then id (a fixed order, so every node pairs alike). */
export function ranked(players: readonly SwissPlayer[]): SwissPlayer[] {
  return [...players].sort(
    (a, b) => b.score - a.score || b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Backtracking steps before repeats are allowed (a field where no pairing without repeats exists, late rounds). */
const BUDGET = 200_000;

/** First seats minus second seats so far: above 0 wants the second seat, below 0 the first. */
const balance = (p: SwissPlayer) => 2 * p.firstSeats - p.games;

/** Both want the same seat: one of them would get it again (FIDE's colour preference, in first-seat terms). */
const clash = (p: SwissPlayer, q: SwissPlayer) =>
  (balance(p) > 0 && balance(q) > 0) || (balance(p) < 0 && balance(q) < 0);

interface Pass {
  readonly repeats: boolean;
  readonly colours: boolean;
}

function pairAll(list: readonly SwissPlayer[], pass: Pass, budget: { left: number }): SwissPlayer[][] | null {
  if (list.length === 0) return [];
  const [p, ...rest] = list as [SwissPlayer, ...SwissPlayer[]];
  for (const [i, q] of rest.entries()) {
    if (--budget.left < 0) return null;
    if (!pass.repeats && p.met.has(q.id)) continue;
    if (pass.colours && clash(p, q)) continue;
    const others = pairAll([...rest.slice(0, i), ...rest.slice(i + 1)], pass, budget);
    if (others !== null) return [[p, q], ...others];
  }
  return null;
}

/** First-seat balance: the lower balance goes first; then the one not first last time; then the higher ranked. */
function seatOrder(a: SwissPlayer, b: SwissPlayer): [SwissPlayer, SwissPlayer] {
  if (balance(a) !== balance(b)) return balance(a) < balance(b) ? [a, b] : [b, a];
  if (a.lastFirst !== b.lastFirst) return a.lastFirst === true ? [b, a] : [a, b];
  return [a, b];
}

function pairTwo(order: SwissPlayer[]): SwissRound {
  // Bye candidates from the bottom, those without a bye first: the first that leaves a pairing without repeats.
  const candidates =
    order.length % 2 === 0
      ? [null]
      : [...order.filter((p) => p.byes === 0).reverse(), ...order.filter((p) => p.byes > 0).reverse()];
  // Passes, each relaxing the one before: no repeats and no seat clash; no repeats; anything (a small late field).
  const passes: Pass[] = [
    { repeats: false, colours: true },
    { repeats: false, colours: false },
    { repeats: true, colours: false },
  ];
  for (const pass of passes) {
    for (const bye of candidates) {
      const rest = bye === null ? order : order.filter((p) => p !== bye);
      const pairs = pairAll(rest, pass, { left: BUDGET });
      if (pairs === null) continue;
      return {
        tables: pairs.map(([a, b]) => seatOrder(a as SwissPlayer, b as SwissPlayer).map((p) => p.id)),
        byes: bye === null ? [] : [bye.id],
      };
    }
  }
  throw new Error('swiss: no pairing');
}

function pairTables(order: SwissPlayer[], size: number, minSeats: number): SwissRound {
  const full = Math.floor(order.length / size);
  let left = order.length - full * size;
  const byes: SwissPlayer[] = [];
  if (left > 0 && left < minSeats) {
    // Too few for a table: byes, lowest-ranked without one first.
    const pool = [...order.filter((p) => p.byes === 0).reverse(), ...order.filter((p) => p.byes > 0).reverse()];
    byes.push(...pool.slice(0, left));
    left = 0;
  }
  const free = order.filter((p) => !byes.includes(p));
  const sizes = [...Array.from({ length: full }, () => size), ...(left > 0 ? [left] : [])];
  const tables: string[][] = [];
  for (const n of sizes) {
    const table: SwissPlayer[] = [free.shift() as SwissPlayer];
    while (table.length < n) {
      const fresh = free.findIndex((q) => table.every((t) => !t.met.has(q.id)));
      const [q] = free.splice(Math.max(fresh, 0), 1);
      table.push(q as SwissPlayer);
    }
    // Seat 0 to the one with the fewest first seats (then the higher ranked); the others in rank order.
    const first = table.reduce((a, b) => (b.firstSeats < a.firstSeats ? b : a));
    tables.push([first, ...table.filter((t) => t !== first)].map((p) => p.id));
  }
  return { tables, byes: byes.map((p) => p.id) };
}

/** One round's tables and byes; `size` seats a table, `minSeats` the game's fewest players (a smaller last table). */
export function pairSwiss(players: readonly SwissPlayer[], size = 2, minSeats = 2): SwissRound {
  const order = ranked(players);
  if (order.length < 2) return { tables: [], byes: order.map((p) => p.id) };
  return size === 2 ? pairTwo(order) : pairTables(order, size, minSeats);
}

/** One scored game for tie-breaks: its players in seat order and their ranks. */
export interface PlayedTable {
  readonly players: readonly string[];
  readonly ranks: readonly number[];
}

/**
 * Buchholz (the sum of the final scores of everyone met, a bye adding nothing) and Sonneborn-Berger (each table-mate's
 * final score times the share of their pairwise game won: 1 for a seat beaten, ½ for a tie), README "Tie-breaks".
 */
export function tieBreaks(
  games: readonly PlayedTable[],
  scores: ReadonlyMap<string, number>,
): Map<string, { buchholz: number; sonnebornBerger: number }> {
  const out = new Map<string, { buchholz: number; sonnebornBerger: number }>();
  for (const id of scores.keys()) out.set(id, { buchholz: 0, sonnebornBerger: 0 });
  for (const g of games)
    for (const [i, p] of g.players.entries())
      for (const [j, q] of g.players.entries()) {
        if (i === j) continue;
        const t = out.get(p);
        const s = scores.get(q) ?? 0;
        if (t === undefined) continue;
        t.buchholz += s;
        const ri = g.ranks[i] as number;
        const rj = g.ranks[j] as number;
        t.sonnebornBerger += ri < rj ? s : ri === rj ? s / 2 : 0;
      }
  return out;
}
