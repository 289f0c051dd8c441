import type { Kysely } from 'kysely';

/** The lobby's tables as kysely sees them (JSON columns are text, booleans integers: one schema on both stores). */
export type LobbyTables = {
  lobby_tables: {
    id: string;
    game: string;
    /** The options as the game parsed them, JSON. */
    options: string;
    /** `TableSeat[]` as JSON. */
    seats: string;
    /** `TableClock` as JSON (opaque here: the schema in protocol/lobby.ts says what is valid). */
    clock: string;
    rated: number;
    creator_id: string;
    creator_name: string;
    created: string;
    /** `open` (in the lobby), `starting` (claimed by the node creating its game), `started` (a game). */
    status: string;
    /** Bumped by every change: the optimistic check that orders writers, even on two nodes. */
    revision: number;
    game_id: string | null;
    /**
     * When a node claimed it to start it (`starting`, a lease: past `leaseMs` another node takes it over), then
     * when it started (`started`: its players are told of their seat from the store for a while). Migration 0008.
     */
    claimed_at: string | null;
    /**
     * Migration `0014-lobby-presence` (issue 25). When a node last saw the creator on a lobby socket (each
     * node beats every second for its own): a table whose creator is seen nowhere for the grace leaves the lobby.
     */
    creator_seen: string | null;
    /** When the creator's last lobby socket on some node closed (null: connected, or never seen). */
    creator_left: string | null;
    /** 1: by link only (not listed). */
    private: number;
    creator_rating: number | null;
    rating_min: number | null;
    rating_max: number | null;
  };
  /** The measured waits of recent quick-match pairings (0014): each pool's expected wait is their median. */
  lobby_waits: {
    game: string;
    players: number;
    speed: string;
    rated: number;
    teams: number;
    waited_ms: number;
    at: string;
  };
  lobby_queue: {
    player_id: string;
    name: string;
    game: string;
    players: number;
    speed: string;
    /** 1: a rated wait (migration `0009-lobby-queue-rated`), 0: casual. */
    rated: number;
    /** The player's rating in this game when they queued (`ratingOf`), null when unrated. */
    rating: number | null;
    since: string;
    /** The pairing that took this entry (a random id), null while it waits. */
    claim: string | null;
    /** When that pairing took it: a lease (a claim older than `leaseMs` is a dead node's, and waits again). 0008. */
    claimed_at: string | null;
    /** 1: Linx's 4-player team game (0014). */
    teams: number;
  };
};

/** Migration `0003-lobby`. */
export async function lobbyTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lobby_tables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('seats', 'text', (c) => c.notNull())
    .addColumn('clock', 'text', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('creator_id', 'text', (c) => c.notNull())
    .addColumn('creator_name', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .execute();
  await db.schema.createIndex('lobby_tables_status').on('lobby_tables').columns(['status', 'created']).execute();
  await db.schema.createIndex('lobby_tables_creator').on('lobby_tables').columns(['creator_id', 'status']).execute();
  await db.schema
    .createTable('lobby_queue')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('speed', 'text', (c) => c.notNull())
    .addColumn('rating', 'real')
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('claim', 'text')
    .execute();
}

/** Migration `0009-lobby-queue-rated`: a quick-match wait is rated or casual (ratings/README, quick match). */
export async function lobbyQueueRated(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lobby_queue')
    .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/**
 * Migration `0012-lobby-leases` (issue 24): a claim of a queue entry or of a starting table is a lease, so a node
 * that dies mid-pairing or mid-start leaves nothing locked; a started row says since when (seats told from it).
 */
export async function lobbyLeases(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lobby_queue').addColumn('claimed_at', 'text').execute();
  await db.schema.alterTable('lobby_tables').addColumn('claimed_at', 'text').execute();
}

/**
 * Migration `0014-lobby-presence` (issue 25): who of the creators is still in the lobby (no ghost
 * tables), private tables and rating ranges, Linx's team pool, and the measured waits of quick-match pairings.
 */
export async function lobbyPresence(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lobby_tables').addColumn('creator_seen', 'text').execute();
  await db.schema.alterTable('lobby_tables').addColumn('creator_left', 'text').execute();
  await db.schema
    .alterTable('lobby_tables')
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('lobby_tables').addColumn('creator_rating', 'real').execute();
  await db.schema.alterTable('lobby_tables').addColumn('rating_min', 'real').execute();
  await db.schema.alterTable('lobby_tables').addColumn('rating_max', 'real').execute();
  await db.schema
    .alterTable('lobby_queue')
    .addColumn('teams', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('lobby_waits')
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('speed', 'text', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('teams', 'integer', (c) => c.notNull())
    .addColumn('waited_ms', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lobby_waits_at').on('lobby_waits').column('at').execute();
}
