import { z } from 'zod';

/**
 * Reports and moderation (issue 26). A report names a player, or a line of a game's chat (by its game and `at`,
 * which is unique per chat: chat/ stores a node's lines at strictly increasing times). Moderators' routes are under
 * `/api/mod/…` and answer 403 to anybody else.
 */
export const REPORT_TEXT_MAX = 500;

export const ReportKind = z.enum(['cheating', 'abuse', 'other']);
export type ReportKind = z.infer<typeof ReportKind>;

const Id = z.string().min(1).max(64);

/** `POST /api/reports`: a player, or a chat line (the reported player is its author). */
export const ReportBody = z.strictObject({
  target: z.union([
    z.strictObject({ player: Id }),
    z.strictObject({ gameId: Id, channel: z.enum(['players', 'spectators']), at: z.number().int().min(0) }),
  ]),
  kind: ReportKind,
  /** Checked by the server as a chat line is (trimmed, no control character), 1 to REPORT_TEXT_MAX characters. */
  text: z.string().max(4 * REPORT_TEXT_MAX),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ModActionKind = z.enum(['warn', 'mute', 'cheater', 'close', 'dismiss']);
export type ModActionKind = z.infer<typeof ModActionKind>;

/** The longest chat mute a moderator may give: 30 days. */
export const MAX_MUTE_MINUTES = 30 * 24 * 60;

/** `POST /api/mod/actions`: what, to whom, why (the log's), for which report (handled by it, its reporter told). */
export const ModActionBody = z.strictObject({
  player: Id,
  action: ModActionKind,
  reason: z.string().max(4 * REPORT_TEXT_MAX),
  /** A mute's length. */
  minutes: z.number().int().min(1).max(MAX_MUTE_MINUTES).optional(),
  report: Id.optional(),
});
export type ModActionBody = z.infer<typeof ModActionBody>;

export const ChatContextLine = z.strictObject({
  seat: z.number().int().nullable(),
  name: z.string().nullable(),
  text: z.string(),
  at: z.number(),
  /** The reported line itself. */
  reported: z.boolean(),
});
export type ChatContextLine = z.infer<typeof ChatContextLine>;

export const ModReport = z.strictObject({
  id: z.string(),
  reporter: z.strictObject({ id: z.string(), name: z.string() }),
  player: z.strictObject({ id: z.string(), name: z.string() }),
  kind: ReportKind,
  text: z.string(),
  gameId: z.string().nullable(),
  created: z.string(),
  status: z.enum(['open', 'handled']),
});
export type ModReport = z.infer<typeof ModReport>;

export const ModAction = z.strictObject({
  id: z.string(),
  moderator: z.strictObject({ id: z.string(), name: z.string() }),
  player: z.strictObject({ id: z.string(), name: z.string() }),
  action: ModActionKind,
  reason: z.string(),
  until: z.string().nullable(),
  report: z.string().nullable(),
  at: z.string(),
});
export type ModAction = z.infer<typeof ModAction>;

/** `GET /api/mod/reports/:id`: the report, the chat around the reported line (as it was when reported), games. */
export const ModReportDetail = z.strictObject({
  report: ModReport,
  chat: z.array(ChatContextLine),
  games: z.array(
    z.strictObject({ id: z.string(), game: z.string(), status: z.string(), created: z.string(), url: z.string() }),
  ),
  actions: z.array(ModAction),
});
export type ModReportDetail = z.infer<typeof ModReportDetail>;

/** `GET /api/me/moderation`: what moderators did to the session's player that they should see. */
export const MyModeration = z.strictObject({
  mutedUntil: z.string().nullable(),
  warnings: z.array(z.strictObject({ reason: z.string(), at: z.string() })),
});
export type MyModeration = z.infer<typeof MyModeration>;
