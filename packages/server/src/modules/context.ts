import type { FastifyInstance } from 'fastify';
import type { AnalysisService } from '../analysis/index.js';
import type { Authority } from '../authority.js';
import type { Chat } from '../chat/chat.js';
import type { Fanout } from '../fanout.js';
import type { Guard } from '../limits/guard.js';
import type { Limits } from '../limits/limits.js';
import type { SharedLimits } from '../limits/shared.js';
import type { LobbyHub, LobbyRatings } from '../lobby/index.js';
import type { ServerMetrics } from '../metrics/metrics.js';
import type { Moderation } from '../moderation/index.js';
import type { Notifier, NotifyHub, OnlineAnnouncer } from '../notifications/index.js';
import type { startPlayers } from '../players/index.js';
import type { PresenceHub } from '../presence/hub.js';
import type { Ratings } from '../ratings/service.js';
import type { GameRegistry } from '../registry.js';
import type { ServerOptions } from '../server-options.js';
import type { Blocks, Social } from '../social/index.js';
import type { SqlStore } from '../sql-store.js';
import type { Store } from '../store.js';
import type { Tournaments } from '../tournaments/index.js';

/**
 * What server.ts made before the modules register (shared by all), and what a module gives the ones after it
 * (`provided`: the later fields are null until their module ran, and stay null when it could not run, e.g. off SQL).
 */
export interface ServerContext {
  readonly options: ServerOptions;
  readonly store: Store;
  /** The store when it is SQL (SQLite or PostgreSQL): most modules live only there. */
  readonly sql: SqlStore | null;
  readonly authority: Authority;
  readonly games: GameRegistry;
  readonly gameNames: ReadonlySet<string>;
  readonly fanout: Fanout;
  readonly limits: Limits;
  readonly guard: Guard;
  readonly shared: SharedLimits;
  readonly metrics: ServerMetrics | null;
  readonly players: Awaited<ReturnType<typeof startPlayers>>;
  readonly hub: PresenceHub;
  readonly chat: Chat | null;
  readonly ratings: Ratings | null;
  readonly notifier: Notifier | null;
  readonly tournaments: Tournaments | null;
  readonly provided: Provided;
}

/** What modules hand on: to later modules (blocks, mutes) and to server.ts's close (the hubs). */
export interface Provided {
  notifyHub: NotifyHub | null;
  online: OnlineAnnouncer | null;
  analyses: AnalysisService | null;
  social: { social: Social; blocks: Blocks } | null;
  moderation: Moderation | null;
  lobby: LobbyHub | null;
}

export const nothingProvided = (): Provided => ({
  notifyHub: null,
  online: null,
  analyses: null,
  social: null,
  moderation: null,
  lobby: null,
});

/** One platform module's wiring: its routes, and what it hands on in `ctx.provided`. */
export interface ServerModule {
  readonly name: string;
  register(app: FastifyInstance, ctx: ServerContext): void | Promise<void>;
}

/** The ratings hooks a game-starting module (lobby, challenges) takes: who may play rated, a rated game began. */
export function ratingsHooks(ratings: Ratings): LobbyRatings {
  return {
    allowed: async (game, people) => (await ratings.allowance(game, people)).rated,
    started: (id, game, people) => ratings.started(id, game, people),
  };
}
