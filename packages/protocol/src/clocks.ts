import { z } from 'zod';

/**
 * A table's clock (issue 17), chosen when the table is created and stored with the game: untimed; real-time, a
 * base time per seat and a Fischer increment added after each of its turns; or correspondence, a deadline per move.
 * Superpion's championship clock (SP-18c) is a rules option (`clockMinutes`), not one of these.
 */
export const ClockSetting = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('untimed') }),
  z.strictObject({
    kind: z.literal('realtime'),
    /** Seconds per seat at the start (a few seconds for tests and the fast e2e option; at most 3 hours). */
    baseSeconds: z.number().int().min(1).max(10_800),
    /** Seconds added to a seat's time after each of its turns. */
    incrementSeconds: z.number().int().min(0).max(180),
  }),
  z.strictObject({
    kind: z.literal('correspondence'),
    /** Days a seat has for each move. */
    days: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(7), z.literal(14)]),
  }),
]);
export type ClockSetting = z.infer<typeof ClockSetting>;
export type RealtimeClock = Extract<ClockSetting, { kind: 'realtime' }>;

export const UNTIMED: ClockSetting = { kind: 'untimed' };

/** The real-time presets the pages offer (minutes + seconds of increment): 3+2, 5+3, 10+5, 15+10. */
export const REALTIME_PRESETS: readonly RealtimeClock[] = [
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
].map(([m, s]) => ({ kind: 'realtime', baseSeconds: (m as number) * 60, incrementSeconds: s as number }));

/** The correspondence deadlines the pages offer, in days per move. */
export const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 14] as const;

/** A real-time base in minutes when whole (`3`), else in seconds with its unit (`20 s`). */
const baseText = (seconds: number): string => (seconds % 60 === 0 ? String(seconds / 60) : `${seconds} s`);

/**
 * A clock's short label, in English or French: `Untimed` / `Sans pendule`, `5+3` (minutes + seconds, as players
 * write it), `3 days per move` / `3 jours par coup` (`1 day` / `1 jour`).
 */
export function clockLabel(setting: ClockSetting, lang: 'en' | 'fr'): string {
  if (setting.kind === 'untimed') return lang === 'fr' ? 'Sans pendule' : 'Untimed';
  if (setting.kind === 'realtime') return `${baseText(setting.baseSeconds)}+${setting.incrementSeconds}`;
  const d = setting.days;
  if (lang === 'fr') return `${d} ${d === 1 ? 'jour' : 'jours'} par coup`;
  return `${d} ${d === 1 ? 'day' : 'days'} per move`;
}

/** The clock of a frame, as the server measured it: remaining ms per seat, whose runs, when it was measured. */
export const ClockFrame = z.strictObject({
  remainingMs: z.array(z.number().min(0)),
  running: z.number().int().min(0).nullable(),
  /** The server's `Date.now()` of the measure; a correspondence deadline is `at + remainingMs[running]`. */
  at: z.number(),
  /** Which clock: the table's (`realtime`, `correspondence`) or Superpion's SP-18c (`championship`, absent before). */
  kind: z.enum(['realtime', 'correspondence', 'championship']).optional(),
  /** Seats whose time ran out and whom a bot plays for the rest of the game (3 or more sides). */
  timedOut: z.array(z.number().int().min(0)).optional(),
});
export type ClockFrame = z.infer<typeof ClockFrame>;
