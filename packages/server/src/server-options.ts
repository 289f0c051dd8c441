import type { AnalysisLimits } from './analysis/index.js';
import type { BotRunner } from './bot-move.js';
import type { Fanout } from './fanout.js';
import type { Limits, Rate } from './limits/limits.js';
import type { LobbyContext, RatingOf } from './lobby/index.js';
import type { LoggerOption } from './logs/logger.js';
import type { NotificationsOptions } from './notifications/index.js';
import type { LoginLimits } from './players/index.js';
import type { PresenceOptions } from './presence/presence.js';
import type { RatingsOptions } from './ratings/service.js';
import type { GameRegistry } from './registry.js';
import type { Store } from './store.js';
import type { PollerOptions } from './timers/poller.js';
import type { TournamentsOptions } from './tournaments/index.js';
import type { RateLimit } from './ws.js';

/** What `startServer` takes (server.ts); every field has a default. */
export interface ServerOptions {
  /** 0 for an ephemeral port (tests). Default 8080. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** The SQLite file; default `./data/ludotheque.sqlite`. Ignored when `store` or `postgresUrl` is given. */
  readonly dbFile?: string;
  /** PostgreSQL instead of SQLite (`postgresql://user@host/db`): the store several nodes share. */
  readonly postgresUrl?: string;
  /** A store to use as is (takes precedence over `postgresUrl` and `dbFile`). */
  readonly store?: Store;
  /** The analysis queue's bounds (analysis/README.md). */
  readonly analysis?: Partial<AnalysisLimits>;
  /** Redis (`redis://host:port`) to carry events between several nodes; one node alone needs none. */
  readonly redisUrl?: string;
  /** The built web app (`packages/web/dist`), served when the folder exists. */
  readonly staticDir?: string;
  readonly games?: GameRegistry;
  readonly fanout?: Fanout;
  /** Where bots think: worker threads by default. */
  readonly bots?: BotRunner;
  /** Frames per connection (the same as `limits.framesPerConnection`). */
  readonly rateLimit?: RateLimit;
  /** How long a Linx round end waits before the server deals the next round itself (5 s; tests use less). */
  readonly dealAfterMs?: number;
  /**
   * Behind a reverse proxy that terminates TLS: trust its `X-Forwarded-*` headers (the client's address, and
   * `https`, which turns HSTS on). Off by default: a client could otherwise claim any address. `true` trusts one
   * hop (the balancer: the address it saw, the last of `X-Forwarded-For`, never one a client wrote before it); a
   * number trusts that many hops (a CDN in front of the balancer: 2).
   */
  readonly trustProxy?: boolean | number;
  /**
   * How long the database or Redis may be away before `/api/ready` answers 503 (health/: a blip of a shared
   * service must not mark every node down at once). Default 10 s.
   */
  readonly readyGraceMs?: number;
  /** Every bound on what clients may cost (limits/limits.ts; README "Limits" lists the defaults). */
  readonly limits?: Partial<Limits>;
  /** Login attempts per (username, address) and per address (players/account-routes.ts; README "Limits"). */
  readonly logins?: Partial<LoginLimits>;
  /** Request and error logs (logs/logger.ts); off unless given. */
  readonly logger?: LoggerOption;
  /** Prometheus `GET /metrics` on this port (0: ephemeral), off the public one; no metrics when absent. */
  readonly metricsPort?: number;
  /** Default 127.0.0.1. */
  readonly metricsHost?: string;
  /** Timed games: a clock minute in milliseconds (tests shorten it; 60 000 otherwise). */
  readonly clockMsPerMinute?: number;
  /** A player's rating in a game for quick-match pairing (the ratings module); none: any pairing. */
  readonly ratingOf?: RatingOf;
  /** The lobby's periods, frame window, leases and graces (lobby/index.ts `LobbyContext`; tests shorten them). */
  readonly lobbyTimers?: Pick<
    LobbyContext,
    'watchEveryMs' | 'pairEveryMs' | 'coalesceMs' | 'leaseMs' | 'creatorGraceMs' | 'beatMs' | 'watchRecentMs'
  >;
  /** Presence and abandonment: the grace period (60 s) and the correspondence hook (presence/README.md). */
  readonly presence?: PresenceOptions & { readonly refreshMs?: number };
  /** The level of the bot that plays for an absent player (default `easy`). */
  readonly standInLevel?: string;
  /** An untimed game's move deadline (timers/: 7 days; tests shorten it). */
  readonly moveDeadlineMs?: number;
  /** The timer poller's periods (timers/poller.ts; tests shorten them). */
  readonly timerPoll?: PollerOptions;
  /** Chat messages per connection (chat/; default 5 at once, then one every 2 s). */
  readonly chatRate?: Rate;
  /** Rated games (ratings/): who counts as registered, where failures are told. */
  readonly ratings?: RatingsOptions;
  /** Notifications and Web Push (notifications/): the VAPID subject, how many kept per player. */
  readonly notifications?: NotificationsOptions;
  /** Reports and moderation (moderation/): its clock (mutes' ends, the day of a report; tests move it). */
  readonly moderation?: { readonly now?: () => number };
  /** Tournaments (tournaments/): the scheduler's clock and period (tests drive them). */
  readonly tournaments?: TournamentsOptions;
  /** Challenges (challenges/): the clock they expire by (tests move it), their lifetime, the open ones per player. */
  readonly challenges?: {
    readonly now?: () => number;
    readonly ttlMs?: number;
    readonly maxOpenOutgoing?: number;
    readonly maxOpenIncoming?: number;
    /** How long a node holds a challenge's start before another finishes it (15 s). */
    readonly startingLeaseMs?: number;
  };
}
