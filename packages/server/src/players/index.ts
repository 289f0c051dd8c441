import type { Player } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SharedLimits, type SharedRate } from '../limits/shared.js';
import type { LiveGame } from '../live.js';
import { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';
import type { Store } from '../store.js';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits, registerAccountRoutes } from './account-routes.js';
import { addressKey } from './address.js';
import { myGames } from './my-games.js';
import { registerPasskeyRoutes } from './passkey-routes.js';
import { Players, type PlayersDb } from './players.js';
import { profileOf } from './profile.js';
import { registerPlayers } from './routes.js';
import { registerSeatRoutes, rotateGuest } from './seat-routes.js';
import { SeatBinder } from './seats.js';
import type { PlayersTables } from './tables.js';

export type { Player } from '@ludotheque/protocol';
export { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './account-routes.js';
export { SESSION_COOKIE } from './cookie.js';
export { Players, type PlayersDb } from './players.js';
export { SeatBinder } from './seats.js';
export type { PlayersTables } from './tables.js';

/** The defaults of limits/ `profilesPerPlayer` and `profilesPerAddress` (a module started without the server's). */
const DEFAULT_PROFILE_RATE: SharedRate = { points: 60, durationSec: 60 };
const DEFAULT_PROFILE_ADDRESS_RATE: SharedRate = { points: 300, durationSec: 60 };

/** The players module as the server and the other modules see it. */
export interface PlayersModule {
  /** Players and sessions in the store (names, guests, sessions). */
  readonly players: Players;
  /** Invite tokens bind seats to players (WebSocket joins). */
  readonly seats: SeatBinder;
  /** The request's player; a new guest (and its cookie) when it had none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Player>;
  /**
   * A module that seats a player by HTTP (the lobby: a table made or joined, a quick match) calls this on success: a
   * guest's session rotates (seat-routes.ts), so a cookie planted before stops acting for it.
   */
  seated(request: FastifyRequest, reply: FastifyReply, player: Player): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the players module on the store's own connection (its tables beside the games). A store that is no SQL
 * store (tests wrap one in plain objects) gets an in-memory SQLite database of its own for players.
 */
export async function startPlayers(
  app: FastifyInstance,
  store: Store,
  options: {
    readonly logins?: Partial<LoginLimits>;
    /** Where limits are counted (limits/shared.ts: Redis with several nodes); absent: this process alone. */
    readonly shared?: SharedLimits;
    /** The authority's `open`: "my games" asks it whose turn it is in the games in progress. */
    readonly open?: (id: string) => Promise<LiveGame | null>;
    /** Ratings' rule for taking a seat (a rated game needs an account), applied by `POST /api/games/:id/seat`. */
    readonly mayTakeSeat?: (gameId: string, player: Player | null) => Promise<boolean>;
    /**
     * Whether this address (its /64 for IPv6: address.ts) may make one more guest (limits/ `guestsPerAddress`, counted
     * in `shared` by server.ts); absent: always.
     */
    readonly newGuest?: (address: string) => boolean | Promise<boolean>;
    /** Whether a moderator closed this account (moderation/): its logins are refused. */
    readonly closed?: (playerId: string) => Promise<boolean>;
    /** Public profiles read per player and per address (limits/ `profilesPerPlayer`, `profilesPerAddress`). */
    readonly profileRates?: { readonly perPlayer: SharedRate; readonly perAddress: SharedRate };
  } = {},
): Promise<PlayersModule> {
  const own = store instanceof SqlStore ? null : await openSqliteStore(':memory:', { inThread: true });
  const db: PlayersDb = (own ?? (store as SqlStore)).db.withTables<PlayersTables>();
  const players = new Players(db);
  const http = await registerPlayers(app, players, options.newGuest);
  const gate = registerAccountRoutes(
    app,
    players,
    http,
    { ...DEFAULT_LOGIN_LIMITS, ...options.logins },
    options.shared ?? SharedLimits.memory(),
    options.closed,
  );
  registerPasskeyRoutes(app, players, http, gate);
  const open = options.open ?? (async () => null);
  const seats = new SeatBinder(db, (player) => players.alive(player));
  registerSeatRoutes(app, players, seats, http, open, options.mayTakeSeat);
  app.get('/api/me/games', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.player === null) return { inProgress: [], finished: [], totals: [] };
    return myGames(db, request.player.id, open);
  });
  // Each profile is several queries: read at a bounded rate per player and per address, on every node (issue 23).
  const shared = options.shared ?? SharedLimits.memory();
  const rates = options.profileRates ?? { perPlayer: DEFAULT_PROFILE_RATE, perAddress: DEFAULT_PROFILE_ADDRESS_RATE };
  const profilesByPlayer = shared.limiter('profile-player', rates.perPlayer);
  const profilesByAddress = shared.limiter('profile-address', rates.perAddress);
  app.get<{ Params: { id: string } }>('/api/players/:id/profile', async (request, reply) => {
    const taken = request.player === null ? { ok: true as const } : await profilesByPlayer.consume(request.player.id);
    const both = taken.ok ? await profilesByAddress.consume(addressKey(request.ip)) : taken;
    if (!both.ok) {
      const seconds = Math.max(1, Math.ceil(both.retryAfterMs / 1000));
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ error: 'rateLimited', message: `too many profiles read; wait ${seconds} s` });
    }
    const id = request.params.id;
    const profile = id.length > 64 ? null : await profileOf(db, id);
    if (profile === null) return reply.code(404).send({ error: 'unknownPlayer', message: 'no player has this id' });
    return profile;
  });
  return {
    players,
    seats,
    ensure: http.ensure,
    seated: (request, reply, player) => rotateGuest(players, request, reply, player),
    close: async () => {
      await own?.close();
    },
  };
}
