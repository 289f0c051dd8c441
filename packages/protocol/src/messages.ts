import './csp.js';
import { z } from 'zod';
import {
  ChatHistoryMessage,
  ChatLineMessage,
  ChatOlderMessage,
  ChatPageMessage,
  ChatSendMessage,
  MuteMessage,
} from './chat.js';
import { ClockFrame } from './clocks.js';
import { PLAYER_ERROR_CODES } from './players.js';
import { AwayChoiceMessage, PresenceMessage, ReclaimMessage } from './presence.js';
import { RATING_ERROR_CODES } from './ratings.js';

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
  'goingAway', // this node is shutting down: nothing was done; reconnect (to another node) and send it again
  // Table commands (resign, takeback, abort, rematch):
  'takebackPlayers', // takebacks are for 2-player games only
  'nothingToTakeBack', // this seat has no move of its own to take back (or only across a resignation, a time-up)
  'takebackReveals', // the takeback would undo a move that showed this seat something hidden (a draw, a flipped piece)
  'takebackRated', // a rated game: a bot never accepts a takeback
  'offerPending', // an offer of this kind already waits for an answer
  'noOffer', // no offer of the other seats to answer
  'notAbortable', // a seat has moved: the game can no longer be aborted
  'tooManyAborts', // this player called off ABORTS_PER_DAY games in the last 24 hours: play it or resign
  'aborted', // the game was aborted: nothing more happens in it
  'notOver', // a rematch is offered once the game is over
  // Berserk (tournaments/README "Berserk"):
  'berserkNotTournament', // not a game of a berserkable arena with a real-time clock
  'berserkMoved', // the seat has made its first move already
  'berserkTwice', // the seat went berserk already
  ...PLAYER_ERROR_CODES,
  'chatText', // a chat message empty, longer than MAX_CHAT_CHARS or with control characters (chat.ts)
  'chatRateLimited', // too many chat messages from this player or in this chat: wait `retryAfterMs`
  'chatMuted', // a moderator muted this player's chat for `retryAfterMs` more (moderation/): nothing stored
  'notAway', // no seat is gone on its turn past the grace period (presence.ts), or the choice is not this seat's
  'claimPlayers', // the win is claimed in 2-player games only
  'notStoodIn', // a reclaim of a seat no bot plays
  ...RATING_ERROR_CODES,
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
  /** Without a token: this seat, held by the connection's player (players/: "my games" on another device). */
  seat: z.number().int().min(0).max(7).optional(),
});
export const MoveMessage = z.strictObject({
  type: z.literal('move'),
  /** The version the move was chosen at: a move on an older version is refused with `staleVersion`. */
  version,
  /** The move in the game's notation (`R@d4`). */
  move: z.string().min(1).max(200),
  /** The client's measured network lag (half its ping's round trip, ms): credited within a bound (server clocks/). */
  lag: z.number().int().min(0).max(60_000).optional(),
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

/**
 * Table commands (issue 12), each from a joined seat (never a spectator) and about the game as it is now: a
 * resignation (the engine's `resign` event), a takeback request (2 players: the opponent answers), an abort (only
 * while no person has moved), a rematch offer (once the game is over: every person answers). Answers name no offer:
 * they answer the one pending from the other seat.
 */
export const ResignMessage = z.strictObject({ type: z.literal('resign') });
export const TakebackMessage = z.strictObject({ type: z.literal('takeback') });
export const AnswerTakebackMessage = z.strictObject({ type: z.literal('answerTakeback'), accept: z.boolean() });
export const AbortMessage = z.strictObject({ type: z.literal('abort') });
export const RematchMessage = z.strictObject({ type: z.literal('rematch') });
export const AnswerRematchMessage = z.strictObject({ type: z.literal('answerRematch'), accept: z.boolean() });
/** A tournament seat halves its clock for an extra point (before its first move; tournaments/README "Berserk"). */
export const BerserkMessage = z.strictObject({ type: z.literal('berserk') });

export const ClientMessage = z.discriminatedUnion('type', [
  JoinMessage,
  MoveMessage,
  PingMessage,
  ResignMessage,
  TakebackMessage,
  AnswerTakebackMessage,
  AbortMessage,
  RematchMessage,
  AnswerRematchMessage,
  BerserkMessage,
  ViewAtMessage,
  ChatSendMessage,
  ChatOlderMessage,
  MuteMessage,
  AwayChoiceMessage,
  ReclaimMessage,
]);
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
  clock: ClockFrame.optional(),
};

export const SeatInfo = z.strictObject({
  name: z.string(),
  kind: z.enum(['human', 'bot']),
  /** The player holding the seat once it is bound (players/): its public profile is `GET /api/players/:id/profile`. */
  player: z.string().optional(),
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
    .strictObject({ type: z.enum(['timeUp', 'resign', 'abandon', 'berserk']), seat: z.number().int().min(0) })
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
  /** A rate limit's wait before the next try (`chatRateLimited`); the time left of a moderator's mute (`chatMuted`). */
  retryAfterMs: z.number().int().min(0).optional(),
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

const seatNumber = z.number().int().min(0);
/**
 * The offers pending at the table, to every audience, whenever they change (and after a join's sync): who asked
 * for a takeback, who offered a rematch and which seats accepted it so far. Not versioned: it is no game state.
 */
export const OffersMessage = z.strictObject({
  type: z.literal('offers'),
  takeback: z.strictObject({ from: seatNumber }).nullable(),
  rematch: z.strictObject({ from: seatNumber, accepted: z.array(seatNumber) }).nullable(),
});
/** The game was aborted (by seat `by`, when this node saw it) before any person moved: over with no result. */
export const AbortedMessage = z.strictObject({ type: z.literal('aborted'), by: seatNumber.optional() });
/**
 * A rematch was agreed: its game id, and for a seat its seat in the new game (rotated) and its own invite token
 * there (each seat gets only its own; a spectator gets neither and may spectate the new game).
 */
export const RematchStartedMessage = z.strictObject({
  type: z.literal('rematchStarted'),
  game: GameId,
  seat: seatNumber.optional(),
  token: SeatToken.optional(),
});

export const ServerMessage = z.discriminatedUnion('type', [
  SyncMessage,
  EventMessage,
  AckMessage,
  ErrorMessage,
  PongMessage,
  OffersMessage,
  AbortedMessage,
  RematchStartedMessage,
  PastViewMessage,
  ChatHistoryMessage,
  ChatLineMessage,
  ChatPageMessage,
  PresenceMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type SyncMessage = z.infer<typeof SyncMessage>;
export type EventMessage = z.infer<typeof EventMessage>;
export type AckMessage = z.infer<typeof AckMessage>;
export type ErrorMessage = z.infer<typeof ErrorMessage>;
export type OffersMessage = z.infer<typeof OffersMessage>;
export type AbortedMessage = z.infer<typeof AbortedMessage>;
export type RematchStartedMessage = z.infer<typeof RematchStartedMessage>;
export type PastViewMessage = z.infer<typeof PastViewMessage>;
