import { z } from 'zod';

/**
 * The messages between a browser and the game server, defined once: the server parses every client frame with
 * `ClientMessage` at the edge, and the web app parses server frames with `ServerMessage`. Closed unions: an unknown
 * `type` is an error, never ignored. No Node or DOM API here, so both sides import it.
 */

/** Client frames larger than this are refused with a `tooLarge` error (a move is a few bytes). */
export const MAX_CLIENT_FRAME_BYTES = 4096;
/** Frames larger than this are not even read: the socket is closed with code 1009 (message too big). */
export const MAX_SOCKET_PAYLOAD_BYTES = 65536;

/** Typed ids: a game id and a seat token are opaque base64url strings. */
export const GameId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export type GameId = z.infer<typeof GameId>;
export const SeatToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/** Every error a client can receive, as a closed vocabulary so UIs translate by code. */
export const ERROR_CODES = [
  'malformed', // not JSON, or not a message of this protocol
  'tooLarge', // frame above MAX_CLIENT_FRAME_BYTES
  'rateLimited', // too many frames on this connection
  'unknownGame', // no game with that id
  'badToken', // the token is no seat of this game
  'notJoined', // a move before a join
  'spectator', // a spectator cannot move
  'notYourTurn', // the seat is not to move
  'staleVersion', // the move was made on an older version: resync
  'notation', // the move text does not parse
  'illegal', // the move parses but is not legal here
  'gameOver', // the game has ended
  'outOfRange', // a step-through asked for a move the game has not reached (viewAt)
  'internal', // the server failed (storage); nothing was changed
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

const version = z.number().int().min(0);

export const JoinMessage = z.strictObject({
  type: z.literal('join'),
  game: GameId,
  /** A seat's invite token; absent to spectate. */
  token: SeatToken.optional(),
  /** The last version this client saw (reconnect): the server sends what it missed, or a sync. */
  since: version.optional(),
});
export const MoveMessage = z.strictObject({
  type: z.literal('move'),
  /** The version the move was chosen at: a move on an older version is refused with `staleVersion`. */
  version,
  /** The move in the game's notation (`R@d4`). */
  move: z.string().min(1).max(200),
});
export const PingMessage = z.strictObject({ type: z.literal('ping') });
/**
 * Step-through: this connection's view of the game as it was after its first `moves` moves (0: the setup). The
 * server replays the stored entries and answers a `pastView` with the joined audience's view only (a seat's own,
 * or the spectator's): a client never learns more than it was shown then.
 */
export const ViewAtMessage = z.strictObject({
  type: z.literal('viewAt'),
  moves: z.number().int().min(0),
});

export const ClientMessage = z.discriminatedUnion('type', [JoinMessage, MoveMessage, PingMessage, ViewAtMessage]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type JoinMessage = z.infer<typeof JoinMessage>;
export type MoveMessage = z.infer<typeof MoveMessage>;
export type ViewAtMessage = z.infer<typeof ViewAtMessage>;

/** JSON values (views are plain JSON). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export const JsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(JsonValue), z.record(z.string(), JsonValue)]),
);

export const OutcomeSchema = z.strictObject({
  scores: z.array(z.number()),
  ranks: z.array(z.number().int()),
});

/** The part shared by a sync and an event: what this audience may know of the game now. */
const audienceState = {
  version,
  /** This connection's seat, or null for a spectator. */
  seat: z.number().int().min(0).nullable(),
  /** The seat to move, null when the game is over. */
  toMove: z.number().int().min(0).nullable(),
  /** The game's view for this audience (`game.view(state, seat)`). */
  view: JsonValue,
  /** The legal moves in notation, only to the seat to move (empty otherwise). */
  legalMoves: z.array(z.string()),
  result: OutcomeSchema.nullable(),
  /** Timed games only: the server's game clock (remaining ms per seat, whose runs, server `Date.now()`). */
  clock: z
    .strictObject({
      remainingMs: z.array(z.number().min(0)),
      running: z.number().int().min(0).nullable(),
      at: z.number(),
    })
    .optional(),
};

export const SeatInfo = z.strictObject({
  name: z.string(),
  kind: z.enum(['human', 'bot']),
});

export const SyncMessage = z.strictObject({
  type: z.literal('sync'),
  game: GameId,
  gameType: z.string(),
  options: JsonValue,
  seats: z.array(SeatInfo),
  ...audienceState,
  /**
   * Every move so far as told to this audience, oldest first (what its events' `lastMove` said, or would have said
   * to a client connected from the start): a page opened mid-game lists the whole game. Platform events are not
   * listed (they are no moves).
   */
  history: z.array(z.strictObject({ seat: z.number().int().min(0), text: z.string() })),
});
export const EventMessage = z.strictObject({
  type: z.literal('event'),
  ...audienceState,
  /** The move that made this version, as told to this audience (`publicMove`). */
  lastMove: z.object({ seat: z.number().int().min(0), text: z.string() }),
  /** Set when this version was a platform event (a timed game's `timeUp`), not a move; `lastMove.text` names it. */
  platformEvent: z
    .strictObject({ type: z.enum(['timeUp', 'resign', 'abandon']), seat: z.number().int().min(0) })
    .optional(),
});
export const AckMessage = z.strictObject({ type: z.literal('ack'), version });
export const ErrorMessage = z.strictObject({
  type: z.literal('error'),
  code: ErrorCode,
  /** One line in English for logs; UIs translate by `code`. */
  message: z.string(),
  /** The current version when the error concerns a move (the client may resync). */
  version: version.optional(),
});
export const PongMessage = z.strictObject({ type: z.literal('pong') });
/** The answer to `viewAt`: the audience's view after `moves` moves, at record `version` (events included). */
export const PastViewMessage = z.strictObject({
  type: z.literal('pastView'),
  moves: z.number().int().min(0),
  version,
  seat: z.number().int().min(0).nullable(),
  toMove: z.number().int().min(0).nullable(),
  view: JsonValue,
  result: OutcomeSchema.nullable(),
});

export const ServerMessage = z.discriminatedUnion('type', [
  SyncMessage,
  EventMessage,
  AckMessage,
  ErrorMessage,
  PongMessage,
  PastViewMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type SyncMessage = z.infer<typeof SyncMessage>;
export type EventMessage = z.infer<typeof EventMessage>;
export type AckMessage = z.infer<typeof AckMessage>;
export type ErrorMessage = z.infer<typeof ErrorMessage>;
export type PastViewMessage = z.infer<typeof PastViewMessage>;
