import type { FastifyInstance } from 'fastify';
import type { Authority } from '../authority.js';
import type { Fanout } from '../fanout.js';
import type { Guard } from '../limits/guard.js';
import type { Limits } from '../limits/limits.js';
import type { GameRegistry } from '../registry.js';
import type { SqlStore } from '../sql-store.js';
import { LobbyHub } from './hub.js';
import { Lobby, type RatingOf } from './lobby.js';
import type { BindSeat, Identity } from './player.js';
import { registerLobbyRoutes } from './routes.js';
import type { LobbyTables } from './schema.js';
import { LobbyStore, type SeatTables } from './store.js';

export { LOBBY_FULL_CODE, LobbyHub } from './hub.js';
export { LOBBY_CHANNEL, Lobby, type RatingOf } from './lobby.js';
export type { BindSeat, Identity, Player } from './player.js';

export interface LobbyContext {
  readonly store: SqlStore;
  readonly authority: Authority;
  readonly games: GameRegistry;
  readonly fanout: Fanout;
  readonly guard: Guard;
  readonly limits: Limits;
  readonly identity: Identity;
  readonly bindSeat?: BindSeat;
  readonly ratingOf?: RatingOf;
  /** Watch-list refresh and pairing periods (tests shorten them). */
  readonly watchEveryMs?: number;
  readonly pairEveryMs?: number;
  /** Claims of queue entries and starting tables are leases this long (tests shorten it; lobby.ts). */
  readonly leaseMs?: number;
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
      canCreate: () => authority.makeRoom(limits.maxLiveGames, limits.idleGameMs),
      ...(ctx.ratingOf === undefined ? {} : { ratingOf: ctx.ratingOf }),
    },
  );
  const hub = new LobbyHub(
    lobby,
    ctx.fanout,
    {
      maxWatchers: limits.maxLobbyWatchers,
      watchEveryMs: ctx.watchEveryMs ?? 2_000,
      pairEveryMs: ctx.pairEveryMs ?? 1_000,
    },
    ctx.onError,
  );
  registerLobbyRoutes(app, lobby, ctx.identity, ctx.guard.createsPerAddress);
  app.get('/ws/lobby', { websocket: true }, (socket, request) => void hub.serve(socket, ctx.identity.player(request)));
  return hub;
}
