import './csp.js';
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
  /** Seats that went berserk (a tournament arena): half their base, no increment. */
  berserk: z.array(z.number().int().min(0)).optional(),
});
export type ClockFrame = z.infer<typeof ClockFrame>;
