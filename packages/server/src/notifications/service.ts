import type { Notification, NotificationFrame, NotificationKind } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { Fanout } from '../fanout.js';
import type { LiveGame } from '../live.js';
import { SqlTemplates } from '../sql-templates.js';
import type { Push } from './push.js';
import type { NotificationStore } from './store.js';

/** The fan-out key of one player's notification sockets (any node: Redis carries it like the lobby's). */
export const notifyChannel = (player: string): string => `~notify:${player}`;

type SeatTables = { game_seats: { game_id: string; seat: number; player_id: string } };

/**
 * Makes the notifications as games change: told by the authority of each entry this node committed (so each
 * entry is seen once, by one node). Stored first, then a frame on the player's channel (a hint: a page that was away
 * reads the list), then Web Push for the kinds the player opted in to.
 */
export class Notifier {
  constructor(
    private readonly db: Kysely<SeatTables>,
    readonly store: NotificationStore,
    private readonly fanout: Fanout,
    readonly push: Push | null,
    private readonly onError: (e: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The authority's hook, after an entry is committed and published; never throws, never delays the move. */
  committed = (live: LiveGame): void => {
    void this.after(live).catch(this.onError);
  };

  private async after(live: LiveGame): Promise<void> {
    const id = live.stored.id;
    const game = live.stored.game;
    if (live.result !== null) {
      const first = new Map<string, number>();
      for (const s of await this.seats(id))
        if (!first.has(s.player_id) || s.seat < (first.get(s.player_id) ?? 0)) first.set(s.player_id, s.seat);
      for (const [p, seat] of first) await this.tell(p, 'gameOver', id, game, seat);
      return;
    }
    // Real-time games are played with both people at the board: a "your turn" would only be noise.
    if (live.clock !== undefined && live.clock.kind !== 'correspondence') return;
    const next = live.game.toMove(live.state);
    const before = live.line.at(-1)?.mover ?? null;
    // Once per turn: an entry that leaves the same seat to move (a seat event, a wait) is no new turn.
    if (next === null || next === before || live.stored.seats[next]?.kind !== 'human') return;
    const seats = await this.seats(id);
    const holder = seats.find((s) => s.seat === next)?.player_id;
    const mover = seats.find((s) => s.seat === before)?.player_id;
    // One person playing both seats (a hot seat) is at the board already.
    if (holder === undefined || holder === mover) return;
    await this.tell(holder, 'yourTurn', id, game, next);
  }

  /** Read on every turn of an untimed game: compiled once (sql-templates.ts, issue 28). */
  private async seats(gameId: string) {
    const q = this.templates.compile('seats', [gameId], ([id]) =>
      this.db
        .selectFrom('game_seats')
        .selectAll()
        .where('game_id', '=', id as string)
        .compile(),
    );
    return (await this.db.executeQuery(q)).rows as { game_id: string; seat: number; player_id: string }[];
  }
  private readonly templates = new SqlTemplates();

  private async tell(player: string, kind: NotificationKind, gameId: string, game: string, seat: number | null) {
    const n = await this.store.add(player, kind, { gameId, game, seat }, this.now());
    await this.frame(player, { type: 'notification', notification: n, unread: await this.store.unread(player) });
    if (kind === 'yourTurn' && this.push !== null) await this.push.notify(player, kind, gameId, game, gameUrl(n));
  }

  /** To every notification socket of `player`, on every node. */
  async frame(player: string, frame: NotificationFrame): Promise<void> {
    this.fanout.publish({
      gameId: notifyChannel(player),
      audience: 'spectator',
      version: 0,
      frame: JSON.stringify(frame),
      side: true,
    });
  }
}

/** The web app's page of the game, at the player's seat (bound: joined without a token, web route.ts). */
export const gameUrl = (n: Pick<Notification, 'gameId' | 'seat'>): string =>
  `/play/${n.gameId}${n.seat === null ? '' : `#seat=${n.seat}`}`;
