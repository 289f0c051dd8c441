import type { Kysely } from 'kysely';
import { ratingMarksTables } from '../ratings/void.js';

/** The moderation module's tables (migration `…-moderation`), as kysely sees them. */
export type ModerationTables = {
  /** One report per reporter, reported player and UTC day: the unique key is the judge (two nodes, one wins). */
  reports: {
    id: string;
    reporter: string;
    player: string;
    kind: string;
    text: string;
    /** The game of a reported chat line (null: a report of a player). */
    game_id: string | null;
    /** The reported line's `at` (chat/), and the chat around it as it was when reported (JSON `ChatContextLine[]`). */
    chat_at: number | null;
    context: string | null;
    /** `YYYY-MM-DD` (UTC) of `created`: the day of the one-a-day key. */
    day: string;
    created: string;
    status: 'open' | 'handled';
    handled_by: string | null;
    handled_at: string | null;
  };
  /** The moderator role: granted and revoked by `ludo moderator` (the CLI) only; no route writes it. */
  moderators: { player_id: string; granted: string };
  /** Every moderator action: who, what, to whom, why, when. */
  mod_actions: {
    id: string;
    moderator: string;
    player: string;
    action: string;
    reason: string;
    until: string | null;
    report_id: string | null;
    at: string;
  };
  /** A moderator's chat mute (chat/ refuses the player's lines until `until`, on every node). */
  chat_bans: { player_id: string; until: string };
  /** Closed accounts: logins refused (players/ asks), sessions deleted when closed. */
  account_closures: { player_id: string; at: string };
};

export async function moderationTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter', 'text', (c) => c.notNull())
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .addColumn('chat_at', 'bigint')
    .addColumn('context', 'text')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('handled_by', 'text')
    .addColumn('handled_at', 'text')
    .addUniqueConstraint('reports_once_a_day', ['reporter', 'player', 'day'])
    .execute();
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'created']).execute();
  await db.schema.createIndex('reports_player').on('reports').column('player').execute();
  await db.schema
    .createTable('moderators')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('granted', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mod_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('moderator', 'text', (c) => c.notNull())
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('until', 'text')
    .addColumn('report_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mod_actions_at').on('mod_actions').column('at').execute();
  await db.schema.createIndex('mod_actions_player').on('mod_actions').columns(['player', 'at']).execute();
  await db.schema
    .createTable('chat_bans')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('account_closures')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await ratingMarksTables(db);
}
