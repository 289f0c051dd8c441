import { z } from 'zod';
import { DeclineReason } from './challenges.js';

/**
 * Notifications (issue 26): what a player is told happened while they were elsewhere. Stored by the server, listed
 * by `GET /api/notifications`, and pushed live as `notification` frames on the player's `/ws/notifications` socket.
 */
export const NotificationKind = z.enum([
  'yourTurn',
  'gameOver',
  // Challenges (server challenges/): one received, and the challenger's answers; a friend's game that started.
  'challenge',
  'challengeAccepted',
  'challengeDeclined',
  'friendGameStarted',
  // Moderation (server moderation/): about no game, `gameId` and `game` are ''.
  'reportHandled',
  'modWarning',
  'modMuted',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.strictObject({
  id: z.string(),
  kind: NotificationKind,
  /** The game it is about (its page: `/game/<id>`). */
  gameId: z.string(),
  /** The game's kind (`linx`…), for the text. */
  game: z.string(),
  /** The player's seat in it (the page opens at `#seat=<seat>`), null when unknown. */
  seat: z.number().int().min(0).nullable(),
  /** ISO time it was made. */
  created: z.string(),
  read: z.boolean(),
  /** A challenge's id (kinds `challenge…`): accepted or declined from the notification. */
  challenge: z.string().optional(),
  /** Who it is about: the challenger, the invitee who answered, the friend who started a game. */
  from: z.strictObject({ id: z.string(), name: z.string() }).optional(),
  /** A declined challenge's reason. */
  reason: DeclineReason.optional(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications?before=<id>&limit=<n>`: newest first. */
export const NotificationList = z.strictObject({
  notifications: z.array(Notification),
  unread: z.number().int().min(0),
  /** The id to page from (`before`), null on the last page. */
  next: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** `POST /api/notifications/read`: these ids, or every one. */
export const MarkRead = z.union([
  z.strictObject({ ids: z.array(z.string().max(64)).min(1).max(200) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof MarkRead>;

/** The frames of `/ws/notifications` (the server only sends; a hint: a page that reconnects reads the list). */
export const NotificationFrame = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('notification'), notification: Notification, unread: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('notificationsRead'), unread: z.number().int().min(0) }),
]);
export type NotificationFrame = z.infer<typeof NotificationFrame>;

/** Kinds a player may get a Web Push for. */
export const PushKind = z.enum(['yourTurn', 'challenge', 'gameOver']);
export type PushKind = z.infer<typeof PushKind>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** `POST /api/push/subscriptions`: a browser's `PushSubscription.toJSON()`, and the page's language. */
export const PushSubscriptionBody = z.strictObject({
  endpoint: z
    .string()
    .max(2048)
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'an http(s) URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
  lang: z.enum(['fr', 'en']).optional(),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** `DELETE /api/push/subscriptions`. */
export const PushUnsubscribe = z.strictObject({ endpoint: z.string().max(2048) });

/** `GET`/`PUT /api/push/settings`: which kinds the player wants pushed. */
export const PushSettings = z.strictObject({
  kinds: z.array(PushKind).max(3),
  lang: z.enum(['fr', 'en']).optional(),
});
export type PushSettings = z.infer<typeof PushSettings>;
