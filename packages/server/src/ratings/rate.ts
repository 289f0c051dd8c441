import type { Played, RecordEntry } from '@ludotheque/engine';
import { type Options, type Rating, rate, rating } from 'openskill';

/** A newcomer's rating: openskill's defaults, μ 25, σ 25/3. */
export const NEW_RATING: Rating = rating();

/**
 * τ, the dynamics per game, as openskill recommends (its README and defaults): τ = μ₀/300 (25/300 ≈ 0.083) added
 * to σ in quadrature before each game, so σ never shrinks to nothing after hundreds of games, with
 * `preventSigmaIncrease` so one game's τ never makes a rating go down after a win.
 */
export const DYNAMICS: Options = { tau: NEW_RATING.mu / 300, preventSigmaIncrease: true };
/** No dynamics: openskill's bare defaults (its published test values are computed with these). */
export const NO_DYNAMICS: Options = {};

/**
 * Time away: σ² grows by `TAU_PER_DAY`² for each whole day since the subject's last rated game, capped at a
 * newcomer's σ (Glicko's rating-deviation growth, c² × t). A settled σ of about 1.7 is provisional again (σ > 4)
 * after about 5 months away and a newcomer's again after about 2 years: (25/3)² − 1.7² ≈ 66.5 = 730 × 0.302².
 */
export const TAU_PER_DAY = 0.302;
const DAY_MS = 86_400_000;

/** A rating after `days` whole days without a rated game (see `TAU_PER_DAY`). */
export function afterAbsence(r: Rating, lastPlayed: string | null, now: number): Rating {
  if (lastPlayed === null) return r;
  const days = Math.floor((now - Date.parse(lastPlayed)) / DAY_MS);
  if (!(days > 0)) return r;
  const sigma = Math.min(NEW_RATING.sigma, Math.sqrt(r.sigma * r.sigma + TAU_PER_DAY * TAU_PER_DAY * days));
  return { mu: r.mu, sigma: Math.max(r.sigma, sigma) };
}

/** One seat's part in a rated game. */
export interface SeatChange {
  readonly seat: number;
  /** A player id, or `bot:<level>` (bots: one rating per game and level). */
  readonly subject: string;
  /** The rank the rating used: the outcome's, or last for a seat that left or ran out of time. */
  readonly rank: number;
  readonly before: Rating;
  readonly after: Rating;
}

export interface GameToRate {
  /** Per seat. */
  readonly subjects: readonly string[];
  /** The outcome's ranks per seat (1 is best, ties share). */
  readonly ranks: readonly number[];
  /** Seats that play together (each seat in exactly one team). */
  readonly teams: readonly (readonly number[])[];
  /** Seats that lose whatever the outcome says: abandoned, timed out or resigned (`lostSeats`). */
  readonly lost: ReadonlySet<number>;
  /** Ratings before the game; a subject missing here is new. */
  readonly priors: ReadonlyMap<string, Rating>;
}

/** Seats whose record has an `abandon`, `timeUp` or `resign` platform event: they rank last (issue 17). */
export function lostSeats(entries: readonly RecordEntry[]): Set<number> {
  const lost = new Set<number>();
  for (const e of entries) {
    if (typeof e === 'string') continue;
    const ev = e.event as { type?: unknown; seat?: unknown };
    if ((ev.type === 'abandon' || ev.type === 'timeUp' || ev.type === 'resign') && typeof ev.seat === 'number')
      lost.add(ev.seat);
  }
  return lost;
}

/**
 * The rating update of one game with openskill's Plackett-Luce model (its default): each team is a list of its
 * seats' ratings, ranked by the outcome (a team ranks as its worst seat, so a team-mate who left sinks the team).
 * A subject in several seats is refused before this (`twiceSeated`); were it given, each seat is rated from its
 * prior and the subject keeps the mean.
 */
export function rateGame(
  g: GameToRate,
  dynamics: Options = DYNAMICS,
): { seats: SeatChange[]; next: Map<string, Rating> } {
  const last = Math.max(0, ...g.ranks) + 1;
  const seatRank = g.ranks.map((r, seat) => (g.lost.has(seat) ? last : r));
  const prior = (seat: number): Rating => g.priors.get(g.subjects[seat] as string) ?? NEW_RATING;
  const worst = g.teams.map((t) => Math.max(...t.map((s) => seatRank[s] as number)));
  // Shown as competition ranks among the teams (1 + the teams strictly better): a 2v2 ranks 1 and 2, never 1 and 4.
  const teamRanks = worst.map((r) => 1 + worst.filter((o) => o < r).length);
  const rated = rate(
    g.teams.map((t) => t.map(prior)),
    { ...dynamics, rank: teamRanks },
  );
  const seats: SeatChange[] = [];
  g.teams.forEach((team, ti) => {
    team.forEach((seat, k) => {
      const after = rated[ti]?.[k];
      if (after === undefined) throw new Error('openskill returned fewer ratings than given');
      seats.push({
        seat,
        subject: g.subjects[seat] as string,
        rank: teamRanks[ti] as number,
        before: prior(seat),
        after,
      });
    });
  });
  seats.sort((a, b) => a.seat - b.seat);
  const bySubject = new Map<string, Rating[]>();
  for (const s of seats) bySubject.set(s.subject, [...(bySubject.get(s.subject) ?? []), s.after]);
  const next = new Map<string, Rating>();
  for (const [subject, list] of bySubject)
    next.set(subject, {
      mu: list.reduce((a, r) => a + r.mu, 0) / list.length,
      sigma: list.reduce((a, r) => a + r.sigma, 0) / list.length,
    });
  return { seats, next };
}

/**
 * Per seat, the moves of that seat still in effect (record entries that are moves, not platform events; a move taken
 * back does not count): from the replayed line (server live.ts `rebuild`), each entry with the seat that was to move.
 */
export function movesPerSeat(line: readonly Played[], seats: number): number[] {
  const n = Array.from({ length: seats }, () => 0);
  for (const p of line) if (p.move && p.mover !== null && p.mover < seats) n[p.mover] = (n[p.mover] as number) + 1;
  return n;
}

/** A game counts only once every person made at least this many moves (README, "Too short"). */
export const MIN_MOVES = 2;

/**
 * The subjects seated twice or more (one account, or one bot level, in two seats): such a game is not rated at all
 * (README). Bots only: nobody is rated either (`botsOnly`).
 */
export function twiceSeated(subjects: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const s of subjects) (seen.has(s) ? twice : seen).add(s);
  return [...twice].sort();
}
