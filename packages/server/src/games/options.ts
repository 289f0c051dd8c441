import type { ClockTime } from '../clocks/time.js';
import type { SharedLimiter } from '../limits/shared.js';
import type { LiveGame } from '../live.js';
import type { RatingHooks } from '../ratings/hooks.js';
import type { PollerOptions } from '../timers/poller.js';

/**
 * The authority's options (its constructor's last argument; server.ts composes them). Timed games: `msPerMinute`
 * shortens a clock minute in tests (60 000 otherwise). `dealAfterMs`: how long a round end (Linx's `next`) waits
 * before the server deals the next round itself (table/deal.ts). `soleWriter`: no other node writes to this store
 * (one server on its SQLite file), so a move naming a version this node has not reached is stale at once, with no
 * store read; otherwise the copy catches up from the store first.
 */
export interface AuthorityOptions {
  readonly msPerMinute?: number;
  readonly dealAfterMs?: number;
  readonly soleWriter?: boolean;
  /** The level of the bot that plays a seat for its absent player (presence/); default `easy`. */
  readonly standInLevel?: string;
  /** The clocks' time source (clocks/time.ts): a hand-driven one in tests. */
  readonly time?: ClockTime;
  /** Rated games (ratings/): told of each creation before it is stored, and of each game this node ends. */
  readonly ratings?: RatingHooks;
  /** An untimed game's move deadline (timers/timers.ts: 7 days). */
  readonly moveDeadlineMs?: number;
  /** Told of each entry this node committed, once published (notifications/: your turn, game over). */
  readonly onCommitted?: (live: LiveGame) => void;
  /** Firing the timers other nodes left (timers/poller.ts); `false`: no poller (a test drives `pollTimers`). */
  readonly timerPoll?: PollerOptions | false;
  /** Each player's aborts in the last 24 hours, counted across nodes (table/README "Abort limit"); absent: none. */
  readonly aborts?: SharedLimiter;
}
