import { z } from 'zod';
import { BOT_LEVELS } from './bots.js';
import { REALTIME_PRESETS } from './clock-model.js';
import { ClockSetting } from './clocks.js';
import { GameId, JsonValue, SeatToken } from './messages.js';

/**
 * The lobby (issue 16): open tables, the quick-match queue and the watch list. Actions are HTTP requests (the
 * player is the session's); news comes over the lobby's own WebSocket, `GET /ws/lobby`, which only pushes.
 */

/** A table or queue id: opaque base64url. */
export const TableId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * A table's clock (clocks.ts), or `null`: untimed. The lobby stores it as it is (an opaque JSON field in the store)
 * and gives it to the game it starts.
 */
export const LobbyClock = ClockSetting.nullable();
export type LobbyClock = z.infer<typeof LobbyClock>;

export const BotLevel = z.enum(BOT_LEVELS);
export type BotLevel = z.infer<typeof BotLevel>;

/** A seat of an open table: free, a person (their player id and name), or a bot of a level. */
export const TableSeat = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('free') }),
  z.strictObject({ kind: z.literal('human'), player: z.string(), name: z.string() }),
  z.strictObject({ kind: z.literal('bot'), level: BotLevel }),
]);
export type TableSeat = z.infer<typeof TableSeat>;

export const OpenTable = z.strictObject({
  id: TableId,
  game: z.string(),
  /** The game's options as the game parsed them (defaults filled). */
  options: z.record(z.string(), JsonValue),
  seats: z.array(TableSeat),
  clock: LobbyClock,
  rated: z.boolean(),
  creator: z.strictObject({ player: z.string(), name: z.string() }),
  created: z.string(),
  /** By link only (issue 25): never listed nor pushed to every watcher; anyone with its id may join it. */
  private: z.boolean().optional(),
  /** The creator's rating in this game when the table was opened (ratings/), null when they have none. */
  creatorRating: z.number().nullable().optional(),
  /** Who may sit: only a player whose rating in this game is within it (null: anyone). */
  ratingRange: z.strictObject({ min: z.number(), max: z.number() }).nullable().optional(),
});
export type OpenTable = z.infer<typeof OpenTable>;

/** A live game anyone may watch, most recently moved first. */
export const WatchEntry = z.strictObject({
  game: GameId,
  gameType: z.string(),
  seats: z.array(z.string()),
  moves: z.number().int().min(0),
  /** When its last entry (or its start) was committed, ISO 8601. */
  lastMoveAt: z.string(),
  /** How many watch it now, on every node (issue 25). */
  spectators: z.number().int().min(0).optional(),
});
export type WatchEntry = z.infer<typeof WatchEntry>;

/** Quick-match speeds, each one of the clocks' presets (3+2 and 10+5, lichess's usual blitz and rapid). */
export const MatchSpeed = z.enum(['blitz', 'rapid', 'untimed']);
export type MatchSpeed = z.infer<typeof MatchSpeed>;
export const SPEED_CLOCKS: Readonly<Record<MatchSpeed, ClockSetting | null>> = {
  blitz: REALTIME_PRESETS[0] ?? null,
  rapid: REALTIME_PRESETS[2] ?? null,
  untimed: null,
};

/** How many wait in one quick-match pool. */
export const QueuePool = z.strictObject({
  game: z.string(),
  players: z.number().int().min(1),
  speed: MatchSpeed,
  /** Rated and casual waits are separate pools (a rated wait meets only rated ones). */
  rated: z.boolean(),
  /** Linx's 4-player team game (LX-17) is a pool of its own. */
  teams: z.boolean().optional(),
  waiting: z.number().int().min(0),
});
export type QueuePool = z.infer<typeof QueuePool>;

/**
 * The expected wait of a quick-match pool (issue 25): the median of the waits of its recent pairings, measured and
 * stored at each pairing; null when none is known (the page says "—").
 */
export const QueueWait = z.strictObject({
  game: z.string(),
  players: z.number().int().min(1),
  speed: MatchSpeed,
  rated: z.boolean(),
  teams: z.boolean().optional(),
  expectedMs: z.number().int().min(0).nullable(),
});
export type QueueWait = z.infer<typeof QueueWait>;

/** A table's rating range: whole ratings, min ≤ max. */
export const RatingRange = z
  .strictObject({ min: z.number().int().min(0).max(4000), max: z.number().int().min(0).max(4000) })
  .refine((r) => r.min <= r.max, { message: 'min must not be above max' });

// HTTP bodies.
export const CreateTableRequest = z.strictObject({
  game: z.string().min(1).max(40),
  options: z.record(z.string(), JsonValue).default({}),
  players: z.number().int().min(1).max(8),
  clock: LobbyClock.default(null),
  rated: z.boolean().default(false),
  /** By link only: not listed (issue 25). */
  private: z.boolean().default(false),
  /** Only players rated within it may sit (null: anyone). */
  ratingRange: RatingRange.nullable().default(null),
});
export type CreateTableRequest = z.input<typeof CreateTableRequest>;
export const FillBotsRequest = z.strictObject({ level: BotLevel });
export const QuickMatchRequest = z.strictObject({
  game: z.string().min(1).max(40),
  players: z.number().int().min(2).max(8),
  speed: MatchSpeed,
  /**
   * Rated or casual (server ratings/README): absent, rated for a registered account and casual for a guest; a guest
   * asking for rated is refused (403 `notRegistered`).
   */
  rated: z.boolean().optional(),
  /** Linx with 4 players as two teams (LX-4, LX-17); only there. */
  teams: z.boolean().optional(),
});
export type QuickMatchRequest = z.infer<typeof QuickMatchRequest>;

/** A game that started with the caller in it: their own seat and token there. */
export const StartedSeat = z.strictObject({
  game: GameId,
  seat: z.number().int().min(0),
  /**
   * Absent when the seat is told again from the store (a snapshot: tokens are stored hashed): the seat is bound to
   * the player, whose session joins it by seat (`url` ends in `#seat=N`).
   */
  token: SeatToken.optional(),
  url: z.string(),
  /** The table it came from, or null for a quick match. */
  table: TableId.nullable(),
  /**
   * Whether the game counts for rating, said before its first move (server ratings/README); a rated table or wait
   * may start casual: `unratedReason` `pair limit` (the same people's rated games of the day are used up).
   */
  rated: z.boolean().optional(),
  unratedReason: z.string().nullable().optional(),
});
export type StartedSeat = z.infer<typeof StartedSeat>;

/** Answer to every table action: the table as it is now (or, once it started, its game and the caller's seat). */
export const TableResponse = z.strictObject({
  table: OpenTable.nullable(),
  started: StartedSeat.optional(),
});
export type TableResponse = z.infer<typeof TableResponse>;

// Lobby socket frames (server → client).
export const LobbySnapshot = z.strictObject({
  type: z.literal('lobby'),
  tables: z.array(OpenTable),
  watch: z.array(WatchEntry),
  queue: z.array(QueuePool),
  /** The expected wait of every pool with recent pairings (issue 25). */
  waits: z.array(QueueWait).optional(),
  /** The quick-match pool this player waits in, if any. */
  queued: QuickMatchRequest.nullable(),
  /** A lobby game that started lately with this player in it (told again from the store: a missed `lobbySeat`). */
  started: StartedSeat.nullable().optional(),
});
export const TableChanged = z.strictObject({ type: z.literal('lobbyTable'), table: OpenTable });
/** A table left the lobby: it started (`game` set) or its last person left. */
export const TableGone = z.strictObject({ type: z.literal('lobbyTableGone'), id: TableId, game: GameId.optional() });
export const WatchChanged = z.strictObject({ type: z.literal('lobbyWatch'), watch: z.array(WatchEntry) });
export const QueueChanged = z.strictObject({
  type: z.literal('lobbyQueue'),
  queue: z.array(QueuePool),
  waits: z.array(QueueWait).optional(),
});
/**
 * To one player only (every lobby socket of theirs, on any node): a game started with them in it, and their own
 * seat token there (never another's).
 */
export const SeatGranted = StartedSeat.extend({ type: z.literal('lobbySeat') });
export type SeatGranted = z.infer<typeof SeatGranted>;
/** To one player: their quick-match wait, after a change on another tab or node (null: not waiting). */
export const QueuedChanged = z.strictObject({ type: z.literal('lobbyQueued'), queued: QuickMatchRequest.nullable() });

/**
 * Several changes at once (issue 23): the server gathers the lobby's news of a short window (50 ms) and sends them
 * as one frame, applied in order; one change alone is sent as itself.
 */
export const LobbyBatch = z.strictObject({
  type: z.literal('lobbyBatch'),
  changes: z.array(z.discriminatedUnion('type', [TableChanged, TableGone, WatchChanged, QueueChanged])).max(10_000),
});
export type LobbyBatch = z.infer<typeof LobbyBatch>;

export const LobbyMessage = z.discriminatedUnion('type', [
  LobbySnapshot,
  LobbyBatch,
  TableChanged,
  TableGone,
  WatchChanged,
  QueueChanged,
  SeatGranted,
  QueuedChanged,
]);
export type LobbyMessage = z.infer<typeof LobbyMessage>;
export type LobbySnapshot = z.infer<typeof LobbySnapshot>;

/** The lobby's HTTP error codes (besides the shared ones of `HttpError`). */
export const LOBBY_ERRORS = [
  'unknownTable', // 404: no open table with that id
  'tableFull', // 409: no free seat
  'tableStarted', // 409: the table became a game
  'alreadySeated', // 409: this player already sits at this table
  'notSeated', // 409: leave without a seat
  'notCreator', // 403: only the creator fills seats with bots
  'tooManyTables', // 429: this player has as many open tables as allowed
  'tooManyGames', // 429: this player has as many unfinished games as allowed
  'alreadyQueued', // 409: this player already waits for a quick match
  'notQueued', // 409: cancel without waiting
  'noPlayer', // 401: no player (no session)
  'notRegistered', // 403: a rated table seats registered accounts only (ratings/)
  'creatorGone', // 409: the table's creator left the lobby (issue 25: no game against an absent player)
  'ratingOutOfRange', // 403: the table seats only players rated within its range
  'blocked', // 403: one of the two blocks the other (social/, issue 26)
] as const;
export const LobbyErrorCode = z.enum(LOBBY_ERRORS);
export type LobbyErrorCode = z.infer<typeof LobbyErrorCode>;
export const LobbyError = z.strictObject({ error: LobbyErrorCode, message: z.string() });
export type LobbyError = z.infer<typeof LobbyError>;

export const parseLobbyMessage = (text: string): LobbyMessage | null => {
  try {
    const r = LobbyMessage.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
};

/**
 * `GET /api/stats` (server stats/): the home page's live counts, read at most once a second per node. `online`: the
 * people connected to a game on some node (each connected seat once); `games`: the games with one of them; `watch`:
 * the liveliest game to watch now (most connected seats, then the latest move, moved in the last minutes, someone still at it), or null.
 * A plain type: the home page reads it without the schemas (its first chunk carries no zod, issue 28).
 */
export interface HomeStats {
  readonly online: number;
  readonly games: number;
  readonly watch: WatchEntry | null;
}
