import './csp.js';
import { z } from 'zod';

/**
 * Presence and abandonment (issue 16): which seats have a connected player, which a bot plays for its absent
 * player, and the seat gone on its turn past the grace period (the others may then choose).
 */

/** To every audience whenever it changes, and after a join's sync. Not versioned: it is no game state. */
export const PresenceMessage = z.strictObject({
  type: z.literal('presence'),
  /** Per seat: a person connected now (bots count as connected). */
  connected: z.array(z.boolean()),
  /** Seats a bot plays until their player reclaims them. */
  standIn: z.array(z.number().int().min(0)),
  /** The seat gone on its turn longer than the grace period, or null. */
  away: z.number().int().min(0).nullable(),
  /** Whether the win may be claimed against `away` (2-player games). */
  claimable: z.boolean(),
  /**
   * Untimed games: when the seat to move's move deadline passes (ms since the epoch; issue 22, "nobody can
   * stall"), after which it is `away` connected or not. Null or absent: no deadline (a clock decides instead).
   */
  moveDeadline: z.number().int().nullable().optional(),
  /**
   * Per seat: its name now and the player holding it (issue 25): an invite seat bound after the sync (the friend
   * opened the link) is named from then on by its player's name, without a new sync.
   */
  seats: z.array(z.strictObject({ name: z.string(), player: z.string().optional() })).optional(),
});
export type PresenceMessage = z.infer<typeof PresenceMessage>;

/** Another seat's choice about the `away` seat: wait again, a bot plays it, or (2 players) claim the win. */
export const AwayChoiceMessage = z.strictObject({
  type: z.literal('awayChoice'),
  choice: z.enum(['wait', 'bot', 'claim']),
});
/** The seat's own player takes it back from its stand-in bot. */
export const ReclaimMessage = z.strictObject({ type: z.literal('reclaim') });
export type AwayChoiceMessage = z.infer<typeof AwayChoiceMessage>;
