import type { Kysely } from 'kysely';

/**
 * The players module's tables, as kysely sees them (read through `store.db.withTables<PlayersTables>()`). Times are
 * ISO strings like the games table's, so SQLite and PostgreSQL share one schema.
 */
export type PlayersTables = {
  players: {
    id: string;
    /** The display name as shown (NFC, trimmed: names.ts). */
    name: string;
    /** The name compared for uniqueness (names.ts `nameKey`); null while released by an inactive guest. */
    name_key: string | null;
    created: string;
    seen: string;
    /** Set once the guest registers an account (accounts); unique. */
    username: string | null;
    /** argon2id PHC string; never the password. */
    password_hash: string | null;
  };
  sessions: {
    /** SHA-256 (hex) of the cookie's secret: a stolen database holds no usable session. */
    secret_hash: string;
    player_id: string;
    created: string;
    seen: string;
  };
  /** An account's passkeys (WebAuthn credentials): the public key only; the private key never leaves the device. */
  passkeys: {
    /** base64url credential id. */
    id: string;
    player_id: string;
    /** base64url COSE public key. */
    public_key: string;
    counter: number;
    /** JSON array of transports (`internal`, `usb`…). */
    transports: string;
    created: string;
  };
  /** WebAuthn challenges handed out and not yet answered: single use, short-lived, shared by every node. */
  webauthn_challenges: {
    challenge: string;
    /** `register` (for `player_id`) or `login` (anybody). */
    purpose: string;
    player_id: string | null;
    created: string;
  };
  /** Which player holds which seat of which game: "my games" reads it by player. */
  game_seats: {
    game_id: string;
    seat: number;
    player_id: string;
  };
};

/** Migration `0002-players`. */
export async function playersTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('seen', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .execute();
  // Two players cannot take one name at once, even on two nodes: the second insert or rename fails and suffixes.
  await db.schema.createIndex('players_name_key').unique().on('players').column('name_key').execute();
  await db.schema
    .createTable('sessions')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('seen', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_player').on('sessions').column('player_id').execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('passkeys_player').on('passkeys').column('player_id').execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('game_seats')
    // No foreign key to games: a server given a store of its own (tests) keeps players in a separate database.
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
    // One player per seat: the first join binds it, on any node.
    .addPrimaryKeyConstraint('game_seats_pk', ['game_id', 'seat'])
    .execute();
  await db.schema.createIndex('game_seats_player').on('game_seats').column('player_id').execute();
}
