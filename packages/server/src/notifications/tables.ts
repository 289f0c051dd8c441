import type { Kysely } from 'kysely';

/** The notifications module's tables, as kysely sees them (`store.db.withTables<NotificationsTables>()`). */
export type NotificationsTables = {
  notifications: {
    id: string;
    player_id: string;
    kind: string;
    game_id: string;
    game: string;
    seat: number | null;
    /** ISO time; ids sort the same way (time first), so paging by id is paging by time. */
    created: string;
    read: number;
    /** A challenge's id, who it is from, a decline's reason (JSON; column added by challenges/ migration). */
    data?: string | null;
  };
  /** One row per browser that asked for pushes (the endpoint is its push service's URL: unique). */
  push_subscriptions: {
    endpoint: string;
    player_id: string;
    p256dh: string;
    auth: string;
    created: string;
  };
  /** Per player: the kinds they want pushed (JSON array) and their language for the push texts (null: both). */
  push_settings: {
    player_id: string;
    kinds: string;
    lang: string | null;
  };
  /** The server's VAPID key pair, made by the first node that starts (base64url, as web-push makes them). */
  push_vapid: {
    id: string;
    public_key: string;
    private_key: string;
  };
};

/** Migration `…-notifications`. */
export async function notificationsTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_player').on('notifications').columns(['player_id', 'id']).execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_player').on('push_subscriptions').column('player_id').execute();
  await db.schema
    .createTable('push_settings')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('lang', 'text')
    .execute();
  await db.schema
    .createTable('push_vapid')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .execute();
}
