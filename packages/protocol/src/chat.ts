import './csp.js';
import { z } from 'zod';

/**
 * Table chat (issue 16): one chat for a game's players, a separate one for its spectators (players never see the
 * spectators' chat live; both are in the record download once the game is over). Text only.
 */

/** The longest message, counted in characters after trimming (the server checks; the schema bounds the frame). */
export const MAX_CHAT_CHARS = 300;

/** Lines a chat page holds: a join gets the newest page, `chatOlder` the page before (issue 23: sent paged). */
export const CHAT_PAGE_LINES = 50;

/** A message written at the table (to the writer's own chat: players' or spectators'). */
export const ChatSendMessage = z.strictObject({ type: z.literal('chat'), text: z.string().max(2000) });
/** A player mutes (or unmutes) another seat's player: stored for the muting player, it survives a reload. */
export const MuteMessage = z.strictObject({
  type: z.literal('mute'),
  seat: z.number().int().min(0),
  muted: z.boolean(),
});

/** The page of this connection's chat before the line at `before` (its `at`): answered with `chatPage`. */
export const ChatOlderMessage = z.strictObject({ type: z.literal('chatOlder'), before: z.number().int().min(0) });

export const ChatChannel = z.enum(['players', 'spectators']);
export type ChatChannel = z.infer<typeof ChatChannel>;

/** One message as shown: its author's seat (null for a spectator) and name (null: a spectator without a name). */
export const ChatLine = z.strictObject({
  channel: ChatChannel,
  seat: z.number().int().min(0).nullable(),
  name: z.string().nullable(),
  text: z.string(),
  /** Milliseconds since the epoch, server time. */
  at: z.number(),
});
export type ChatLine = z.infer<typeof ChatLine>;

/**
 * After a join (and after a mute changes): the newest page of the chat this connection may read (at most
 * CHAT_PAGE_LINES, oldest first), whether older lines exist, and the seats it mutes.
 */
export const ChatHistoryMessage = z.strictObject({
  type: z.literal('chatHistory'),
  lines: z.array(ChatLine),
  muted: z.array(z.number().int().min(0)),
  more: z.boolean().optional(),
});
/** The answer to `chatOlder`: the page before (oldest first), and whether there are older ones still. */
export const ChatPageMessage = z.strictObject({
  type: z.literal('chatPage'),
  lines: z.array(ChatLine),
  more: z.boolean(),
});
/** A new message in this connection's chat. */
export const ChatLineMessage = z.strictObject({ type: z.literal('chatLine'), line: ChatLine });

export type ChatSendMessage = z.infer<typeof ChatSendMessage>;
export type MuteMessage = z.infer<typeof MuteMessage>;
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessage>;
export type ChatLineMessage = z.infer<typeof ChatLineMessage>;
export type ChatOlderMessage = z.infer<typeof ChatOlderMessage>;
export type ChatPageMessage = z.infer<typeof ChatPageMessage>;
