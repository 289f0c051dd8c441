import { z } from 'zod';

/** A player id as the players module makes them (96 random bits, base64url); anything else is refused unread. */
export const SocialPlayerId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** One player in a social list: id and display name (names passed the players module's name policy). */
export const SocialPerson = z.strictObject({ id: z.string(), name: z.string() });
export type SocialPerson = z.infer<typeof SocialPerson>;

/** A friend (mutual follow): online when connected to a game on some node, `playing` that game's id (to watch it). */
export const SocialFriend = z.strictObject({
  id: z.string(),
  name: z.string(),
  online: z.boolean(),
  playing: z.string().nullable(),
});
export type SocialFriend = z.infer<typeof SocialFriend>;

/** `GET /api/social`: the caller's own lists, never another player's. */
export const SocialResponse = z.strictObject({
  following: z.array(SocialPerson),
  followers: z.number().int(),
  friends: z.array(SocialFriend),
  blocks: z.array(SocialPerson),
});
export type SocialResponse = z.infer<typeof SocialResponse>;

/** Refusals of the social routes. */
export const SOCIAL_ERRORS = ['unknownPlayer', 'self', 'tooMany', 'rateLimited', 'signedOut'] as const;
export type SocialErrorCode = (typeof SOCIAL_ERRORS)[number];
