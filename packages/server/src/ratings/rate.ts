import type { RecordEntry } from '@ludotheque/engine';
import { type Rating, rate, rating } from 'openskill';

/** A newcomer's rating: openskill's defaults, μ 25, σ 25/3. */
export const NEW_RATING: Rating = rating();

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
 * A subject in several seats (two bots of one level) is rated in each from its prior, and keeps the mean.
 */
export function rateGame(g: GameToRate): { seats: SeatChange[]; next: Map<string, Rating> } {
  const last = Math.max(0, ...g.ranks) + 1;
  const seatRank = g.ranks.map((r, seat) => (g.lost.has(seat) ? last : r));
  const prior = (seat: number): Rating => g.priors.get(g.subjects[seat] as string) ?? NEW_RATING;
  const teamRanks = g.teams.map((t) => Math.max(...t.map((s) => seatRank[s] as number)));
  const rated = rate(
    g.teams.map((t) => t.map(prior)),
    { rank: teamRanks },
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
