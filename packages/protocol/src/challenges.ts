import { z } from 'zod';
import { LobbyClock } from './lobby.js';
import { JsonValue } from './messages.js';
import { SocialPlayerId } from './social.js';

/**
 * Challenges (issue 26): a player invites one player (or 2–3 for a group game) to a game with its options and a
 * clock, rated or casual. Server `challenges/`; each invitee accepts or declines with a reason (as lichess's).
 */
export const DeclineReason = z.enum(['generic', 'later', 'tooFast', 'tooSlow', 'casual', 'rated', 'variant']);
export type DeclineReason = z.infer<typeof DeclineReason>;

/** `POST /api/challenges`. `to`: the invitees (1, or 2–3 for a group of 3–4 where the game allows it). */
export const CreateChallengeRequest = z.strictObject({
  to: z.array(SocialPlayerId).min(1).max(3),
  game: z.string().min(1).max(40),
  options: z.record(z.string(), JsonValue).default({}),
  clock: LobbyClock.default(null),
  rated: z.boolean().default(false),
});
export type CreateChallengeRequest = z.input<typeof CreateChallengeRequest>;

/** `POST /api/challenges/:id/decline`. */
export const DeclineChallengeRequest = z.strictObject({ reason: DeclineReason.default('generic') });

export const ChallengeStatus = z.enum(['open', 'accepted', 'declined', 'cancelled', 'expired']);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

export const ChallengePerson = z.strictObject({ id: z.string(), name: z.string() });

/** A challenge as its challenger and invitees see it. */
export const Challenge = z.strictObject({
  id: z.string(),
  from: ChallengePerson,
  /** The invitees, each with whether they accepted already. */
  to: z.array(z.strictObject({ id: z.string(), name: z.string(), accepted: z.boolean() })),
  game: z.string(),
  options: z.record(z.string(), JsonValue),
  clock: LobbyClock,
  rated: z.boolean(),
  status: ChallengeStatus,
  /** Who declined and why, once declined. */
  declined: z.strictObject({ by: z.string(), reason: DeclineReason }).nullable(),
  /** The game, once every invitee accepted. */
  gameId: z.string().nullable(),
  /** The caller's seat in that game (joined by `#seat=N`: the seat is bound to them). */
  seat: z.number().int().min(0).optional(),
  created: z.string(),
  expires: z.string(),
});
export type Challenge = z.infer<typeof Challenge>;

/** `GET /api/challenges`: the caller's open challenges, sent and received (and lately answered sent ones). */
export const ChallengeList = z.strictObject({ incoming: z.array(Challenge), outgoing: z.array(Challenge) });
export type ChallengeList = z.infer<typeof ChallengeList>;

/** `POST /api/challenges/:id/accept`: the challenge, and the caller's seat when the game started. */
export const AcceptChallengeResponse = z.strictObject({
  challenge: Challenge,
  started: z
    .strictObject({ game: z.string(), seat: z.number().int().min(0), token: z.string(), url: z.string() })
    .nullable(),
});
export type AcceptChallengeResponse = z.infer<typeof AcceptChallengeResponse>;

export const CHALLENGE_ERRORS = [
  'badRequest',
  'unknownGame',
  'options',
  'clockConflict',
  'unknownPlayer',
  'self',
  'blocked',
  'notRegistered',
  'ratedLimit',
  'groupNotAllowed',
  'tooManyChallenges',
  'tooManyReceived',
  'rateLimited',
  'unknownChallenge',
  'notInvited',
  'notChallenger',
  'alreadyAnswered',
  'closed',
  'expired',
  'signedOut',
  'busy',
] as const;
export type ChallengeErrorCode = (typeof CHALLENGE_ERRORS)[number];
