import { randomBytes } from 'node:crypto';
import type { Notification, NotificationKind } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { NotificationsTables } from './tables.js';

/** Newest notifications kept per player; older ones are deleted as new ones arrive. */
export const KEEP_PER_PLAYER = 200;
export const PAGE_MAX = 50;

/**
 * An id that sorts by time (milliseconds in base 36, fixed width, then randomness): listing newest first and paging
 * with `before` are both orderings of the primary key.
 */
export const notificationId = (now: number): string =>
  `${now.toString(36).padStart(10, '0')}${randomBytes(6).toString('hex')}`;

type Row = NotificationsTables['notifications'];
const toNotification = (r: Row): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  gameId: r.game_id,
  game: r.game,
  seat: r.seat,
  created: r.created,
  read: r.read === 1,
  ...extra(r.data),
});

/** What a challenge's or a friend's notification carries besides its game (column `data`, JSON; challenges/). */
export type NotificationExtra = Pick<Notification, 'challenge' | 'from' | 'reason'>;
const extra = (data: string | null | undefined): NotificationExtra =>
  data === null || data === undefined ? {} : (JSON.parse(data) as NotificationExtra);

/** The stored notifications, each read and written for one player only (the route's session player). */
export class NotificationStore {
  constructor(
    private readonly db: Kysely<NotificationsTables>,
    private readonly keep = KEEP_PER_PLAYER,
  ) {}

  async add(
    player: string,
    kind: NotificationKind,
    at: { readonly gameId: string; readonly game: string; readonly seat: number | null },
    now: number,
    more?: NotificationExtra,
  ): Promise<Notification> {
    const row: Row = {
      id: notificationId(now),
      player_id: player,
      kind,
      game_id: at.gameId,
      game: at.game,
      seat: at.seat,
      created: new Date(now).toISOString(),
      read: 0,
      data: more === undefined || Object.keys(more).length === 0 ? null : JSON.stringify(more),
    };
    await this.db.insertInto('notifications').values(row).execute();
    // The cap: the newest `keep` stay (a player away for months does not grow the table without end).
    const edge = await this.db
      .selectFrom('notifications')
      .select('id')
      .where('player_id', '=', player)
      .orderBy('id', 'desc')
      .offset(this.keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (edge !== undefined)
      await this.db.deleteFrom('notifications').where('player_id', '=', player).where('id', '<', edge.id).execute();
    return toNotification(row);
  }

  async list(
    player: string,
    before: string | undefined,
    limit: number,
  ): Promise<{ notifications: Notification[]; next: string | null }> {
    let q = this.db.selectFrom('notifications').selectAll().where('player_id', '=', player);
    if (before !== undefined) q = q.where('id', '<', before);
    const rows = await q
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit).map(toNotification);
    return { notifications: page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  }

  async unread(player: string): Promise<number> {
    const r = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('player_id', '=', player)
      .where('read', '=', 0)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Marks the player's own notifications read (ids of someone else's change nothing). */
  async markRead(player: string, ids: readonly string[] | 'all'): Promise<void> {
    let q = this.db.updateTable('notifications').set({ read: 1 }).where('player_id', '=', player);
    if (ids !== 'all') q = q.where('id', 'in', ids);
    await q.execute();
  }
}
