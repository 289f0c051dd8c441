import type { Kysely } from 'kysely';

/** The chat's tables, as kysely sees them (read through `store.db.withTables<ChatTables>()`). */
export type ChatTables = {
  chat_messages: {
    id: string;
    game_id: string;
    channel: 'players' | 'spectators';
    /** The author's seat, null for a spectator. */
    seat: number | null;
    name: string | null;
    text: string;
    /** Milliseconds since the epoch. */
    at: number;
  };
  chat_mutes: {
    /** The muting player's key (chat.ts `playerKey`). */
    muter: string;
    muted: string;
  };
};

/** Migration 0004-chat: the messages of every game's two chats, and who mutes whom. */
export async function chatTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer')
    .addColumn('name', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_game').on('chat_messages').columns(['game_id', 'at']).execute();
  await db.schema
    .createTable('chat_mutes')
    .addColumn('muter', 'text', (c) => c.notNull())
    .addColumn('muted', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_mutes_pk', ['muter', 'muted'])
    .execute();
}
