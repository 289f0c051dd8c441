import { type CompiledQuery, type Kysely, sql } from 'kysely';

/**
 * Timers as rows (migration `0010-timers`): one due time per game still being played — a clock's flag (real time,
 * correspondence, SP-18c) or an untimed game's move deadline — written in the transaction of the entry that sets it
 * (sql-store.ts `writeBatch`), so a node that dies takes none of them with it. `claimed_by`/`lease_ms`: the node
 * that took the timer to fire it, until when (timers/README.md).
 */
export type TimerTables = {
  game_timers: {
    game_id: string;
    /** `flag`: the clock's time-up (an entry is appended when due); `move`: an untimed move deadline. */
    kind: string;
    due_ms: number | string;
    /** The game's version when the timer was set: firing it is version-checked like any entry. */
    version: number;
    claimed_by: string | null;
    lease_ms: number | string | null;
  };
};

export type TimerKind = 'flag' | 'move';

/** A game's due time as written with an entry; null: the game has none any more (over, or its clock stopped). */
export interface TimerRow {
  readonly kind: TimerKind;
  readonly dueMs: number;
}

export async function timersTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_timers')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('due_ms', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('lease_ms', 'bigint')
    .execute();
  await db.schema.createIndex('game_timers_due').on('game_timers').columns(['kind', 'due_ms']).execute();
}

/** What `writeBatch` checks before writing a side row: this batch's entry is the one stored at that version. */
export interface EntryWritten {
  readonly gameId: string;
  readonly version: number;
  readonly entry: string;
  readonly created: string;
}

/** `where exists (the entry as this batch wrote it)`, on the moves table. */
function ours(db: Kysely<unknown>, e: EntryWritten) {
  return (db as Kysely<{ moves: { game_id: string; version: number; entry: string; created: string } }>)
    .selectFrom('moves')
    .select(sql<number>`1`.as('one'))
    .where('game_id', '=', e.gameId)
    .where('version', '=', e.version)
    .where('entry', '=', e.entry)
    .where('created', '=', e.created);
}

/**
 * The statement that sets (or clears) a game's timer in the entry's transaction, only where the entry is this
 * batch's: an entry that lost its version to another node sets nothing (the winner's transaction set its own).
 */
export function timerWrite(db: Kysely<unknown>, e: EntryWritten, timer: TimerRow | null): CompiledQuery {
  const t = db as unknown as Kysely<TimerTables & { moves: { game_id: string } }>;
  if (timer === null)
    return t
      .deleteFrom('game_timers')
      .where('game_id', '=', e.gameId)
      .where((eb) => eb.exists(ours(db, e) as never))
      .compile();
  const row = ours(db, e)
    .clearSelect()
    .select([
      sql<string>`cast(${e.gameId} as text)`.as('game_id'),
      sql<string>`cast(${timer.kind} as text)`.as('kind'),
      sql<number>`cast(${Math.round(timer.dueMs)} as bigint)`.as('due_ms'),
      sql<number>`cast(${e.version} as integer)`.as('version'),
    ]);
  return t
    .insertInto('game_timers')
    .columns(['game_id', 'kind', 'due_ms', 'version'])
    .expression(row as never)
    .onConflict((oc) =>
      oc.column('game_id').doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        due_ms: eb.ref('excluded.due_ms'),
        version: eb.ref('excluded.version'),
        claimed_by: null,
        lease_ms: null,
      })),
    )
    .compile();
}

/** The clock's turn row (clocks/storage.ts `clock_turns`) in the entry's transaction: time spent is never lost. */
export function turnWrite(
  db: Kysely<unknown>,
  e: EntryWritten,
  turn: { atMs: number; creditMs: number },
): CompiledQuery {
  const t = db as unknown as Kysely<{
    clock_turns: { game_id: string; version: number; at_ms: number; credit_ms: number };
  }>;
  const row = ours(db, e)
    .clearSelect()
    .select([
      sql<string>`cast(${e.gameId} as text)`.as('game_id'),
      sql<number>`cast(${e.version} as integer)`.as('version'),
      sql<number>`cast(${Math.round(turn.atMs)} as bigint)`.as('at_ms'),
      sql<number>`cast(${Math.round(turn.creditMs)} as integer)`.as('credit_ms'),
    ]);
  return t
    .insertInto('clock_turns')
    .columns(['game_id', 'version', 'at_ms', 'credit_ms'])
    .expression(row as never)
    .onConflict((oc) => oc.columns(['game_id', 'version']).doNothing())
    .compile();
}

/** A due timer claimed by this node. */
export interface Claimed {
  readonly gameId: string;
  readonly kind: TimerKind;
  readonly dueMs: number;
  readonly version: number;
}

export class TimerStore {
  private readonly db: Kysely<TimerTables>;

  static of<DB>(db: Kysely<DB>): TimerStore {
    return new TimerStore(db.withTables<TimerTables>() as unknown as Kysely<TimerTables>);
  }

  private constructor(db: Kysely<TimerTables>) {
    this.db = db;
  }

  /** Sets a game's timer outside an entry (a new game, a rewrite): the last write wins. */
  async save(gameId: string, version: number, timer: TimerRow | null): Promise<void> {
    if (timer === null) {
      await this.db.deleteFrom('game_timers').where('game_id', '=', gameId).execute();
      return;
    }
    const values = { game_id: gameId, kind: timer.kind, due_ms: Math.round(timer.dueMs), version };
    await this.db
      .insertInto('game_timers')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('game_id')
          .doUpdateSet({ ...values, claimed_by: null, lease_ms: null })
          .where('game_timers.version', '<=', version),
      )
      .execute();
  }

  /** Drops a game's timer set at `version` or before (its game is over, aborted, or its copy has nothing due). */
  async clear(gameId: string, version: number): Promise<void> {
    await this.db.deleteFrom('game_timers').where('game_id', '=', gameId).where('version', '<=', version).execute();
  }

  /** The ids among `ids` without a timer row (games made before timers were stored). */
  async without(ids: readonly string[]): Promise<Set<string>> {
    const missing = new Set(ids);
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom('game_timers')
        .select('game_id')
        .where('game_id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const r of rows) missing.delete(r.game_id);
    }
    return missing;
  }

  /** One game's timer, or null. */
  async load(gameId: string): Promise<(TimerRow & { version: number }) | null> {
    const r = await this.db.selectFrom('game_timers').selectAll().where('game_id', '=', gameId).executeTakeFirst();
    return r === undefined ? null : { kind: r.kind as TimerKind, dueMs: Number(r.due_ms), version: r.version };
  }

  /**
   * Claims up to `limit` flags due at `dueBy` or before that no live lease holds, for `leaseMs` from `now`: one
   * atomic UPDATE … RETURNING, so two nodes polling at once never both take a row (PostgreSQL re-checks the WHERE
   * on the row it waited for; SQLite writes one at a time).
   */
  async claim(node: string, now: number, dueBy: number, leaseMs: number, limit = 100): Promise<Claimed[]> {
    const ids = this.db
      .selectFrom('game_timers')
      .select('game_id')
      .where('kind', '=', 'flag')
      .where('due_ms', '<=', dueBy)
      .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_ms', '<', now)]))
      .orderBy('due_ms')
      .limit(limit);
    const rows = await this.db
      .updateTable('game_timers')
      .set({ claimed_by: node, lease_ms: now + leaseMs })
      .where('game_id', 'in', ids)
      .where('kind', '=', 'flag')
      .where('due_ms', '<=', dueBy)
      .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_ms', '<', now)]))
      .returning(['game_id', 'kind', 'due_ms', 'version'])
      .execute();
    return rows.map((r) => ({
      gameId: r.game_id,
      kind: r.kind as TimerKind,
      dueMs: Number(r.due_ms),
      version: r.version,
    }));
  }
}
