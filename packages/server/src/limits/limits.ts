import type { SharedRate } from './shared.js';

/** A token bucket's shape: `burst` at once, `perSecond` sustained. */
export interface Rate {
  readonly burst: number;
  readonly perSecond: number;
}

/**
 * Every bound the server puts on what one client can cost it (README, "Limits"). Production defaults below; tests
 * pass small values so nothing waits for minutes.
 */
export interface Limits {
  /** A connection whose unsent frames (ws `bufferedAmount`) pass this is closed with 1013 and gets no more frames. */
  readonly maxBufferedBytes: number;
  /** How long a slow reader closed with 1013 may take to read its close frame before its socket is destroyed. */
  readonly slowReaderGraceMs: number;
  /** WebSocket pings every this often; a connection that answered none of the last two is terminated. 0: off. */
  readonly pingIntervalMs: number;
  /** An HTTP request (headers and body) must arrive whole within this. */
  readonly requestTimeoutMs: number;
  /**
   * Open TCP connections (HTTP and WebSocket) per peer address; past it a request is answered 429, the health
   * checks excepted. Not applied behind a trusted proxy (every peer is the proxy). 0: no cap.
   */
  readonly maxConnectionsPerAddress: number;
  /**
   * WebSockets one player (session cookie) holds, over every node sharing Redis (on this node without Redis); one
   * more is refused 429 at its upgrade.
   */
  readonly maxSocketsPerPlayer: number;
  /** WebSockets without a player per client address (the forwarded one with `trustProxy`), over the nodes; 429. */
  readonly maxSocketsPerAddress: number;
  /**
   * With Redis, how long a node's socket counts outlive its last heartbeat (a third of it): a node that dies stops
   * counting its sockets against their players after this (limits/socket-counts.ts).
   */
  readonly socketCountTtlMs: number;
  /** WebSockets one node holds in all (kept below `descriptors - descriptorReserve`); 503 at the upgrade past it. */
  readonly maxSockets: number;
  /**
   * The descriptors this node may spend on connections; null: read at start (the open-file limit less what is open
   * then). Tests pass a small number.
   */
  readonly descriptors: number | null;
  /**
   * Descriptors kept from WebSockets: plain requests and the health checks use them. Past `descriptors - reserve/2`
   * open connections, only the health checks are answered; past `descriptors - reserve/8`, refused at accept.
   */
  readonly descriptorReserve: number;
  /** Frames per connection (every frame type). */
  readonly framesPerConnection: Rate;
  /** Moves per seat, shared by every connection holding that seat's token. */
  readonly movesPerSeat: Rate;
  /**
   * Bot moves started per player (every game of theirs against bots), whatever the load: past it their bot moves
   * wait in the fair queue (bot-pool.ts). A person never reaches it; a script keeping games against bots going flat
   * out does, and so cannot fill the main thread with their moves either.
   */
  readonly botMovesPerPlayer: Rate;
  /** Moves per remote address, every seat and game together. */
  readonly movesPerAddress: Rate;
  /** Joins per remote address. */
  readonly joinsPerAddress: Rate;
  /** Step-through answers (`viewAt`): each replays the game from its setup, so far dearer than a move. */
  readonly pastViewsPerAddress: Rate;
  /** Game creations (`POST /api/games`) per remote address. */
  readonly createsPerAddress: Rate;
  /** New guest players (a cookie-less `/api/me`, or any action that makes one) per remote address: each is a row. */
  readonly guestsPerAddress: Rate;
  /** Games held in memory at most; a creation beyond it, when no idle game can leave, answers 503 `busy`. */
  readonly maxLiveGames: number;
  /** A game with no move for this long and nobody watching leaves memory (it reloads from the store on next use). */
  readonly idleGameMs: number;
  /** How often idle games and unused rate buckets are swept. */
  readonly sweepIntervalMs: number;
  /** On start, active untimed games last touched longer ago than this are not loaded (they load on first use). */
  readonly resumeWindowMs: number;
  /**
   * Unfinished games one player (guest or account; an address where no player is known) may have created or sit in
   * at once, counted in the store (live-games.ts); past it a creation or a lobby seat answers 429 `tooManyGames`.
   */
  readonly maxLiveGamesPerPlayer: number;
  /** Unfinished games created from one address at once, whichever players made them (guests are cheap to make). */
  readonly maxLiveGamesPerAddress: number;
  /** Open lobby tables one player may have created at once (lobby/). */
  readonly maxOpenTablesPerPlayer: number;
  /**
   * Lobby seat changes per player (join, leave, fill with bots), counted across nodes (`SharedLimits`): each one is a
   * frame to every watcher. 429 past it, with `Retry-After`.
   */
  readonly lobbyActionsPerPlayer: SharedRate;
  /** Lobby tables opened and quick matches entered per player, across nodes (each may become a game). */
  readonly lobbyCreatesPerPlayer: SharedRate;
  /** Chat messages per player (every connection and game of one player together), counted on every node (chat/). */
  readonly chatPerPlayer: SharedRate;
  /** Chat messages per chat room (a game's players' chat, or its spectators'), whoever writes, on every node. */
  readonly chatPerRoom: SharedRate;
  /**
   * Public profiles read per player (`GET /api/players/:id/profile`: several queries each), counted across nodes;
   * 429 past it, with `Retry-After`. A request without a session counts on its address only.
   */
  readonly profilesPerPlayer: SharedRate;
  /** Public profiles read per client address (the forwarded one with `trustProxy`), every player's, all nodes. */
  readonly profilesPerAddress: SharedRate;
  /** Lines kept per chat room: older ones are deleted as new ones come (chat/). */
  readonly maxChatLines: number;
  /** Lobby sockets (`/ws/lobby`) one node holds; one beyond it is closed with 1013 (lobby/). */
  readonly maxLobbyWatchers: number;
  /** Games whose every seat is a bot are refused on the public API unless this is true (tools, benchmarks). */
  readonly allowBotOnlyGames: boolean;
}

export const DEFAULT_LIMITS: Limits = {
  maxBufferedBytes: 1024 * 1024,
  slowReaderGraceMs: 10_000,
  pingIntervalMs: 5_000, // a lost connection shows as "disconnected" to the others within 15 s (presence/)
  requestTimeoutMs: 10_000,
  maxConnectionsPerAddress: 1_024,
  maxSocketsPerPlayer: 32,
  maxSocketsPerAddress: 256,
  socketCountTtlMs: 15_000,
  maxSockets: 50_000,
  descriptors: null,
  descriptorReserve: 256,
  framesPerConnection: { burst: 40, perSecond: 20 },
  movesPerSeat: { burst: 100, perSecond: 10 },
  botMovesPerPlayer: { burst: 60, perSecond: 2 },
  movesPerAddress: { burst: 400, perSecond: 200 },
  joinsPerAddress: { burst: 60, perSecond: 2 },
  pastViewsPerAddress: { burst: 30, perSecond: 5 },
  createsPerAddress: { burst: 30, perSecond: 0.2 },
  guestsPerAddress: { burst: 60, perSecond: 0.5 },
  maxLiveGames: 5_000,
  idleGameMs: 30 * 60_000,
  sweepIntervalMs: 60_000,
  resumeWindowMs: 6 * 3_600_000,
  allowBotOnlyGames: false,
  maxLiveGamesPerPlayer: 20,
  maxLiveGamesPerAddress: 200,
  maxOpenTablesPerPlayer: 3,
  chatPerPlayer: { points: 5, durationSec: 10 },
  chatPerRoom: { points: 30, durationSec: 10 },
  maxChatLines: 200,
  maxLobbyWatchers: 20_000,
  lobbyActionsPerPlayer: { points: 30, durationSec: 30 },
  lobbyCreatesPerPlayer: { points: 10, durationSec: 60 },
  profilesPerPlayer: { points: 60, durationSec: 60 },
  profilesPerAddress: { points: 300, durationSec: 60 },
};

/** No bound at all (the load script: 400 connections and thousands of games from one address). */
const NONE: Rate = { burst: Number.MAX_SAFE_INTEGER, perSecond: Number.MAX_SAFE_INTEGER };
export const UNLIMITED: Partial<Limits> = {
  maxConnectionsPerAddress: 0,
  maxSocketsPerPlayer: Number.MAX_SAFE_INTEGER,
  maxSocketsPerAddress: Number.MAX_SAFE_INTEGER,
  maxSockets: Number.MAX_SAFE_INTEGER,
  framesPerConnection: NONE,
  movesPerSeat: NONE,
  botMovesPerPlayer: NONE,
  movesPerAddress: NONE,
  joinsPerAddress: NONE,
  pastViewsPerAddress: NONE,
  createsPerAddress: NONE,
  guestsPerAddress: NONE,
  maxLiveGames: Number.MAX_SAFE_INTEGER,
  maxLiveGamesPerPlayer: Number.MAX_SAFE_INTEGER,
  maxLiveGamesPerAddress: Number.MAX_SAFE_INTEGER,
  chatPerPlayer: { points: Number.MAX_SAFE_INTEGER, durationSec: 1 },
  chatPerRoom: { points: Number.MAX_SAFE_INTEGER, durationSec: 1 },
  maxLobbyWatchers: Number.MAX_SAFE_INTEGER,
  lobbyActionsPerPlayer: { points: Number.MAX_SAFE_INTEGER, durationSec: 1 },
  lobbyCreatesPerPlayer: { points: Number.MAX_SAFE_INTEGER, durationSec: 1 },
  profilesPerPlayer: { points: Number.MAX_SAFE_INTEGER, durationSec: 1 },
  profilesPerAddress: { points: Number.MAX_SAFE_INTEGER, durationSec: 1 },
};

export const resolveLimits = (given: Partial<Limits> = {}): Limits => ({ ...DEFAULT_LIMITS, ...given });
