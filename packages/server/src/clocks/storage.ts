import { ClockSetting } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';

/**
 * The clocks' own tables (migration `0005-clocks`): a timed table's setting and start, and each entry's time and
 * lag credit as the clock saw them (its time source: the server's clock, a hand-driven one in tests). A restart or
 * another node rebuilds the clock from these rows alone (past.ts).
 */
export type ClockTables = {
  game_clocks: { game_id: string; setting: string; started_ms: number | string };
  clock_turns: { game_id: string; version: number; at_ms: number | string; credit_ms: number };
};

export async function clocksTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_clocks')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('setting', 'text', (c) => c.notNull())
    .addColumn('started_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('clock_turns')
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .addColumn('credit_ms', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clock_turns_pk', ['game_id', 'version'])
    .execute();
}

/** A stored table clock: its setting, when it started, and its turns by version. */
export interface StoredClock {
  readonly setting: ClockSetting;
  readonly startedMs: number;
  readonly turns: ReadonlyMap<number, { readonly at: number; readonly credit: number }>;
}

export class ClockStore {
  private readonly db: Kysely<ClockTables>;

  /** Over the store's connection (`SqlStore.db`), whatever its other tables. */
  static of<DB>(db: Kysely<DB>): ClockStore {
    return new ClockStore(db.withTables<ClockTables>() as unknown as Kysely<ClockTables>);
  }

  private constructor(db: Kysely<ClockTables>) {
    this.db = db;
  }

  async save(gameId: string, setting: ClockSetting, startedMs: number): Promise<void> {
    await this.db
      .insertInto('game_clocks')
      .values({ game_id: gameId, setting: JSON.stringify(setting), started_ms: startedMs })
      .execute();
  }

  /** One entry's time; a second write of a version (a retried commit) keeps the first. */
  async turn(gameId: string, version: number, atMs: number, creditMs: number): Promise<void> {
    await this.db
      .insertInto('clock_turns')
      .values({ game_id: gameId, version, at_ms: atMs, credit_ms: creditMs })
      .onConflict((oc) => oc.columns(['game_id', 'version']).doNothing())
      .execute();
  }

  /** The game's table clock, or null when it is untimed (or its setting no longer parses: treated as untimed). */
  async load(gameId: string): Promise<StoredClock | null> {
    const row = await this.db.selectFrom('game_clocks').selectAll().where('game_id', '=', gameId).executeTakeFirst();
    if (row === undefined) return null;
    const setting = ClockSetting.safeParse(JSON.parse(row.setting));
    if (!setting.success) return null;
    const rows = await this.db
      .selectFrom('clock_turns')
      .select(['version', 'at_ms', 'credit_ms'])
      .where('game_id', '=', gameId)
      .execute();
    const turns = new Map(rows.map((r) => [r.version, { at: Number(r.at_ms), credit: r.credit_ms }] as const));
    return { setting: setting.data, startedMs: Number(row.started_ms), turns };
  }

  /** The ids among `ids` that have a table clock (a restart loads them all, so their flags fall on time). */
  async timed(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom('game_clocks')
        .select('game_id')
        .where('game_id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const r of rows) found.add(r.game_id);
    }
    return found;
  }
}
