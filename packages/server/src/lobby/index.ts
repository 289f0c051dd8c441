import type { FastifyInstance } from 'fastify';
import type { Authority } from '../authority.js';
import type { Fanout } from '../fanout.js';
import type { Limits } from '../limits/limits.js';
import type { SharedLimits } from '../limits/shared.js';
import type { GameRegistry } from '../registry.js';
import type { SqlStore } from '../sql-store.js';
import { LobbyHub } from './hub.js';
import { Lobby, type LobbyBlocks, type LobbyRatings, type RatingOf } from './lobby.js';
import type { Identity } from './player.js';
import { registerLobbyRoutes } from './routes.js';
import type { LobbyTables } from './schema.js';
import { LobbyStore, type SeatTables } from './store.js';

export { LOBBY_FULL_CODE, LobbyHub } from './hub.js';
export { LOBBY_CHANNEL, Lobby, type LobbyRatings, type RatingOf } from './lobby.js';
export type { Identity, Player } from './player.js';

export interface LobbyContext {
  readonly store: SqlStore;
  readonly authority: Authority;
  readonly games: GameRegistry;
  readonly fanout: Fanout;
  readonly limits: Limits;
  /** Limits counted across nodes: the per-player lobby rates. */
  readonly shared: SharedLimits;
  readonly identity: Identity;
  readonly ratingOf?: RatingOf;
  /** Rated games (ratings/): the per-pair limit at pairing and at each start. */
  readonly ratings?: LobbyRatings;
  /** Watch-list refresh and pairing periods (tests shorten them). */
  readonly watchEveryMs?: number;
  readonly pairEveryMs?: number;
  /** Lobby news within this window goes to each watcher as one frame (default 50 ms; 0: each at once). */
  readonly coalesceMs?: number;
  /** Claims of queue entries and starting tables are leases this long (tests shorten it; lobby.ts). */
  readonly leaseMs?: number;
  /** A table outlives its creator's last lobby socket this long (4 s), checked every `beatMs` (1 s). */
  readonly creatorGraceMs?: number;
  readonly beatMs?: number;
  /** The watch list shows games with a move this recent (5 minutes). */
  readonly watchRecentMs?: number;
  /** Who is at a game, on every node (presence/): the watch list's connected players and spectators. */
  readonly liveness?: (game: string) => { readonly players: number; readonly spectators: number };
  /** Blocks (social/, issue 26): no seat at a table, nor a quick match, between a blocker and the blocked. */
  readonly blocks?: LobbyBlocks;
  readonly onError: (e: unknown) => void;
}

/** The lobby on this node: its HTTP routes, `GET /ws/lobby`, and the timers that pair players and reorder the watch list. */
export function registerLobby(app: FastifyInstance, ctx: LobbyContext): LobbyHub {
  const { limits, authority } = ctx;
  const lobby = new Lobby(
    new LobbyStore(ctx.store.db.withTables<LobbyTables & SeatTables>()),
    authority,
    ctx.games,
    ctx.fanout,
    {
      maxOpenTablesPerPlayer: limits.maxOpenTablesPerPlayer,
      onError: ctx.onError,
      ...(ctx.leaseMs === undefined ? {} : { leaseMs: ctx.leaseMs }),
      ...(ctx.creatorGraceMs === undefined ? {} : { creatorGraceMs: ctx.creatorGraceMs }),
      ...(ctx.watchRecentMs === undefined ? {} : { watchRecentMs: ctx.watchRecentMs }),
      ...(ctx.liveness === undefined ? {} : { liveness: ctx.liveness }),
      canCreate: () => authority.makeRoom(limits.maxLiveGames, limits.idleGameMs),
      ...(ctx.ratingOf === undefined ? {} : { ratingOf: ctx.ratingOf }),
      ...(ctx.ratings === undefined ? {} : { ratings: ctx.ratings }),
      ...(ctx.blocks === undefined ? {} : { blocks: ctx.blocks }),
    },
  );
  const hub = new LobbyHub(
    lobby,
    ctx.fanout,
    {
      maxWatchers: limits.maxLobbyWatchers,
      watchEveryMs: ctx.watchEveryMs ?? 2_000,
      pairEveryMs: ctx.pairEveryMs ?? 1_000,
      coalesceMs: ctx.coalesceMs ?? 50,
      ...(ctx.beatMs === undefined ? {} : { beatMs: ctx.beatMs }),
    },
    ctx.onError,
  );
  registerLobbyRoutes(app, lobby, ctx.identity, {
    actions: ctx.shared.limiter('lobbyActions', limits.lobbyActionsPerPlayer),
    creates: ctx.shared.limiter('lobbyCreates', limits.lobbyCreatesPerPlayer),
  });
  app.get('/ws/lobby', { websocket: true }, (socket, request) => void hub.serve(socket, ctx.identity.player(request)));
  return hub;
}
