import type { Kysely } from 'kysely';

/** The challenges module's tables, as kysely sees them. */
export type ChallengesTables = {
  challenges: {
    id: string;
    from_player: string;
    from_name: string;
    game: string;
    /** The options as the game parsed them (JSON). */
    options: string;
    /** The clock setting (JSON) or null: untimed. */
    clock: string | null;
    rated: number;
    /** The invitees with their answers so far, `[{ id, name, accepted }]` (JSON): changed by compare-and-set. */
    invitees: string;
    /** `open` → `starting` (one accepter won the last acceptance) → `accepted`; or `declined`, `cancelled`. */
    status: string;
    /** `{ by, reason }` (JSON) once declined. */
    declined: string | null;
    game_id: string | null;
    created: string;
    /** ISO time past which an open challenge is expired (read as such by every query: no timer needed). */
    expires: string;
    /** Bumped by every change: the compare-and-set's witness. */
    revision: number;
    /** A `starting` row's lease (ISO): past it the starting node is taken for dead and any node finishes the start. */
    starting_due: string | null;
    /**
     * The id the game of a `starting` row is made with, written by the claim before the game is made: a node taking
     * the start over finds that game if the dead node made it, rather than making a second one.
     */
    planned_game: string | null;
  };
  /** Who is invited to which challenge (never changes after the insert): the incoming list's index. */
  challenge_invites: { challenge_id: string; player_id: string };
};

/** Migration `…-challenge-leases`: the due time a `starting` challenge carries (service.ts `settle`). */
export async function challengeLeases(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('challenges').addColumn('starting_due', 'text').execute();
}

/** Migration `…-challenge-planned-game`: the id a `starting` challenge's game is made with (service.ts `start`). */
export async function challengePlannedGame(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('challenges').addColumn('planned_game', 'text').execute();
}

/**
 * Migration `…-challenges`: the challenges and their invites, and a `data` column on notifications for what a
 * challenge's notification carries (its id, who it is from, a decline's reason).
 */
export async function challengesTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_player', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('clock', 'text')
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('invitees', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('declined', 'text')
    .addColumn('game_id', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('challenges_from').on('challenges').columns(['from_player', 'status']).execute();
  await db.schema
    .createTable('challenge_invites')
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('challenge_invites_pk', ['challenge_id', 'player_id'])
    .execute();
  await db.schema.createIndex('challenge_invites_player').on('challenge_invites').column('player_id').execute();
  await db.schema.alterTable('notifications').addColumn('data', 'text').execute();
}
