import type { Json, Outcome, RecordEntry } from '@ludotheque/engine';
import { CompiledQuery, type Kysely, type QueryResult, sql } from 'kysely';
import { graceEnd } from './presence/graces.js';
import { SqlTemplates } from './sql-templates.js';
import type { ActiveGame, AppendRequest, GameStatus, Store, StoredGame, StoredSeat } from './store.js';
import { type TimerKind, timerWrite, turnWrite } from './timers/storage.js';

/** The tables, as kysely sees them. JSON columns are text so SQLite and PostgreSQL share one schema. */
export interface Database {
  games: {
    id: string;
    game: string;
    options: string;
    seed: string;
    seats: string;
    created: string;
    status: GameStatus;
    result: string | null;
    /** The seat that called the game off at the table (migration 0026); null when the platform aborted it. */
    aborted_by?: number | null;
  };
  moves: {
    game_id: string;
    version: number;
    entry: string;
    created: string;
  };
}

interface PendingGame {
  readonly game: StoredGame;
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

interface Pending {
  readonly request: AppendRequest;
  readonly resolve: (ok: boolean) => void;
  readonly reject: (e: unknown) => void;
}

/**
 * The store over kysely, for SQLite and PostgreSQL alike. Appends are group-committed: every append requested while
 * the previous transaction was running is written in the next single transaction, and all are acknowledged when it
 * commits. With `synchronous=FULL` a commit costs an fsync, so this is what lets many games move at once.
 */
export class SqlStore implements Store {
  private queue: Pending[] = [];
  private creates: PendingGame[] = [];
  private flushing = false;
  private scheduled = false;
  /** INSERT texts by row count (insertSql). */
  private readonly inserts = new Map<number, string>();
  /** The group commit's other statements, compiled once per shape. */
  private readonly templates = new SqlTemplates();
  /** Transactions and appends committed so far (the load script reports the mean batch size). */
  readonly stats = { batches: 0, appends: 0, commitMs: 0 };
  /** Told of each group commit's duration (the server's commit-time histogram, when metrics are on). */
  onCommit: ((ms: number) => void) | null = null;

  /**
   * `runBatch` runs compiled statements in one transaction and returns their results in order; by default through a
   * kysely transaction, one statement at a time (PostgreSQL, in-thread SQLite).
   */
  constructor(
    /** The connection, for the platform modules (players/, lobby/…) that keep their own tables beside the games. */
    readonly db: Kysely<Database>,
    private readonly runBatch: (queries: readonly CompiledQuery[]) => Promise<QueryResult<unknown>[]> = (queries) =>
      db.transaction().execute(async (trx) => {
        const results: QueryResult<unknown>[] = [];
        for (const q of queries) results.push(await trx.executeQuery(q));
        return results;
      }),
    /**
     * Several nodes share this store (PostgreSQL): appends take a share lock on their games' rows and an abort an
     * exclusive one, so an abort and a move of one game are ordered by the database, never both committed. One
     * writer (SQLite) needs no lock: its transactions run one after the other.
     */
    private readonly rowLocks = false,
  ) {}

  /** Joins the next group commit like an append: creating a game costs no fsync of its own. */
  createGame(g: StoredGame): Promise<void> {
    return new Promise((resolve, reject) => {
      this.creates.push({ game: g, resolve, reject });
      this.schedule();
    });
  }

  async getGame(id: string): Promise<StoredGame | null> {
    const row = await this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      game: row.game,
      options: JSON.parse(row.options),
      seed: row.seed,
      seats: JSON.parse(row.seats) as StoredSeat[],
      created: row.created,
      status: row.status,
      result: row.result === null ? null : (JSON.parse(row.result) as Outcome),
      ...(row.aborted_by === null || row.aborted_by === undefined ? {} : { abortedBy: row.aborted_by }),
    };
  }

  async getMoves(id: string, afterVersion = 0): Promise<RecordEntry[]> {
    const rows = await this.db
      .selectFrom('moves')
      .select(['entry', 'version'])
      .where('game_id', '=', id)
      .where('version', '>', afterVersion)
      .orderBy('version')
      .execute();
    return rows.map((r) => JSON.parse(r.entry) as RecordEntry);
  }

  async getMoveTimes(id: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('moves')
      .select(['created', 'version'])
      .where('game_id', '=', id)
      .orderBy('version')
      .execute();
    return rows.map((r) => Date.parse(r.created));
  }

  /**
   * Marks an active game aborted while no entry came after `version`. On PostgreSQL the game's row is locked first
   * (FOR UPDATE, waiting for any group commit holding it), and only then are the moves read, by a statement whose
   * snapshot sees what those commits wrote: a move committed on another node first wins, and an append after
   * this abort is refused by `writeBatch` (it reads the status under its own lock).
   */
  async abort(id: string, version: number, by?: number): Promise<boolean> {
    // Behind the appends already queued: an abort never overtakes a move that was accepted before it.
    await this.drained();
    return this.db.transaction().execute(async (trx) => {
      if (this.rowLocks) await sql`select id from games where id = ${id} for update`.execute(trx);
      const r = await trx
        .updateTable('games')
        .set({ status: 'aborted', ...(by === undefined ? {} : { aborted_by: by }) })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('moves').select('version').where('game_id', '=', id).where('version', '>', version),
            ),
          ),
        )
        .executeTakeFirst();
      const aborted = Number(r.numUpdatedRows) === 1;
      // An aborted game leaves no abandonment grace (presence/graces.ts).
      if (aborted) await trx.executeQuery(graceEnd(trx as unknown as Kysely<unknown>, id));
      return aborted;
    });
  }

  /** A game's status as stored now (another node may have aborted it): null when there is no such game. */
  async status(id: string): Promise<GameStatus | null> {
    const row = await this.db.selectFrom('games').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status ?? null;
  }

  private async drained(): Promise<void> {
    while (this.flushing || this.scheduled || this.queue.length > 0 || this.creates.length > 0)
      await new Promise((r) => setTimeout(r, 2));
  }

  async activeGames(): Promise<string[]> {
    const rows = await this.db.selectFrom('games').select('id').where('status', '=', 'active').execute();
    return rows.map((r) => r.id);
  }

  async activeGamesTouched(): Promise<ActiveGame[]> {
    // The last entry of each game by the primary key (one index probe per game), not a scan of every move.
    const rows = await this.db
      .selectFrom('games as g')
      .select(['g.id', 'g.options', 'g.created'])
      .select((eb) =>
        eb
          .selectFrom('moves as m')
          .select('m.created')
          .whereRef('m.game_id', '=', 'g.id')
          .orderBy('m.version', 'desc')
          .limit(1)
          .as('last'),
      )
      .where('g.status', '=', 'active')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      options: JSON.parse(r.options) as Json,
      touched: Date.parse(r.last ?? r.created),
      started: r.last !== null,
    }));
  }

  append(request: AppendRequest): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    // Start after the current I/O phase: every write that arrived with this one joins the same transaction.
    if (this.flushing || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** Writes queued appends in one transaction per round until the queue is empty. */
  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0 || this.creates.length > 0) {
        const batch = this.queue;
        const games = this.creates;
        this.queue = [];
        this.creates = [];
        // Two appends of one version in one batch: the first is the candidate, the later ones lose at once.
        const seen = new Set<string>();
        const candidates: Pending[] = [];
        for (const p of batch) {
          const k = key(p.request.gameId, p.request.version);
          if (seen.has(k)) p.resolve(false);
          else {
            seen.add(k);
            candidates.push(p);
          }
        }
        try {
          const started = performance.now();
          const written = await this.writeBatch(
            games.map((g) => g.game),
            candidates.map((p) => p.request),
          );
          const ms = performance.now() - started;
          this.stats.commitMs += ms;
          this.onCommit?.(ms);
          this.stats.batches++;
          this.stats.appends += candidates.length;
          for (const g of games) g.resolve();
          for (const p of candidates) p.resolve(written.has(key(p.request.gameId, p.request.version)));
        } catch (e) {
          for (const g of games) g.reject(e);
          for (const p of candidates) p.reject(e);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /**
   * The `game_seats` rows of a new game's seats that already belong to a player (a lobby table, a quick match, a
   * rematch: issue 22), written in the game's own transaction so no join can come between the game and its
   * binding. Only for a player the players table knows (a seat naming none stays unbound rather than failing the
   * whole group commit); an existing row is kept.
   */
  private seatRows(g: StoredGame): CompiledQuery[] {
    const db = this.db.withTables<SeatTables>();
    return g.seats.flatMap((s, seat) => {
      if (s.kind !== 'human' || s.player === undefined) return [];
      return [
        db
          .insertInto('game_seats')
          .columns(['game_id', 'seat', 'player_id'])
          .expression(
            db
              .selectFrom('players')
              // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
              .select([
                sql<string>`cast(${g.id} as text)`.as('game_id'),
                sql<number>`cast(${seat} as integer)`.as('seat'),
                'id',
              ])
              .where('id', '=', s.player),
          )
          .onConflict((oc) => oc.columns(['game_id', 'seat']).doNothing())
          .compile(),
      ];
    });
  }

  /**
   * One transaction: insert every entry that does not conflict (RETURNING says which did), and close the games they
   * end — only where this batch's row is the one stored at that version. Compiled here and run as one unit, so a
   * threaded driver makes one round trip per batch.
   */
  private async writeBatch(games: readonly StoredGame[], requests: readonly AppendRequest[]): Promise<Set<string>> {
    const created = new Date().toISOString();
    const queries: CompiledQuery[] = games.flatMap((g) => [
      this.db.insertInto('games').values(gameRow(g)).compile(),
      ...this.seatRows(g),
    ]);
    const ids = [...new Set(requests.map((r) => r.gameId))];
    // Several nodes: a share lock on the games appended to, so an abort (FOR UPDATE) waits for this commit or this
    // commit for it; the statements after this one then see an abort committed before (read committed).
    if (this.rowLocks && ids.length > 0)
      queries.push(
        sql`select id from games where id in (${sql.join(ids)}) for key share`.compile(this.db as Kysely<unknown>),
      );
    const firstInsert = queries.length;
    for (let i = 0; i < requests.length; i += INSERT_CHUNK) {
      const chunk = requests.slice(i, i + INSERT_CHUNK);
      const parameters: unknown[] = [];
      for (const r of chunk) parameters.push(r.gameId, r.version, JSON.stringify(r.entry), created);
      queries.push(CompiledQuery.raw(this.insertSql(chunk.length), parameters));
    }
    const inserts = queries.length;
    // An entry after an abort is refused in the same transaction (whichever node appends): taken out again here,
    // and not acknowledged (`written` leaves it out).
    const refusedAt = queries.length;
    if (ids.length > 0)
      queries.push(
        this.db
          .deleteFrom('moves')
          .where('created', '=', created)
          .where('game_id', 'in', (eb) =>
            eb.selectFrom('games').select('id').where('id', 'in', ids).where('status', '=', 'aborted'),
          )
          .returning(['game_id', 'version'])
          .compile(),
      );
    // The clock's turn and the game's timer (timers/), written only where this batch's entry is the one stored.
    const untyped = this.db as unknown as Kysely<unknown>;
    // Compiled once per shape (sql-templates.ts): values rounded here, as the builders would have.
    const t = this.templates;
    const entries = requests.map((r) => JSON.stringify(r.entry));
    for (const [i, r] of requests.entries()) {
      const head = [r.gameId, r.version, entries[i], created];
      if (r.turn !== undefined)
        queries.push(
          t.compile('turn', [...head, Math.round(r.turn.atMs), Math.round(r.turn.creditMs)], ([g, v, en, c, at, cr]) =>
            turnWrite(untyped, entryOf(g, v, en, c), { atMs: at as number, creditMs: cr as number }),
          ),
        );
      if (r.timer === null)
        queries.push(t.compile('timer off', head, ([g, v, en, c]) => timerWrite(untyped, entryOf(g, v, en, c), null)));
      else if (r.timer !== undefined)
        queries.push(
          t.compile('timer', [...head, r.timer.kind, Math.round(r.timer.dueMs)], ([g, v, en, c, kind, due]) =>
            timerWrite(untyped, entryOf(g, v, en, c), { kind: kind as TimerKind, dueMs: due as number }),
          ),
        );
    }
    for (const [i, r] of requests.entries()) {
      if (r.result === undefined) continue;
      queries.push(
        t.compile(
          'over',
          [r.gameId, r.version, entries[i], created, JSON.stringify(r.result)],
          ([g, v, en, c, res]) => {
            const ours = this.db
              .selectFrom('moves')
              .select('version')
              .where('game_id', '=', g as string)
              .where('version', '=', v as number)
              .where('entry', '=', en as string)
              .where('created', '=', c as string);
            return this.db
              .updateTable('games')
              .set({ status: 'over', result: res as string })
              .where('id', '=', g as string)
              .where((eb) => eb.exists(ours))
              .compile();
          },
        ),
      );
      // A finished game leaves no abandonment grace (presence/graces.ts).
      queries.push(t.compile('grace end', [r.gameId], ([g]) => graceEnd(untyped, g as string)));
    }
    const results = await this.runBatch(queries);
    const written = new Set<string>();
    for (const result of results.slice(firstInsert, inserts)) {
      for (const row of result.rows as { game_id: string; version: number }[]) {
        written.add(key(row.game_id, Number(row.version)));
      }
    }
    for (const row of (results[refusedAt]?.rows ?? []) as { game_id: string; version: number }[])
      written.delete(key(row.game_id, Number(row.version)));
    return written;
  }

  /**
   * The text of the INSERT of `rows` moves, compiled by kysely once per row count (the dialect's placeholders and
   * quoting) and reused: building and compiling the query of every group commit cost the event loop more than the
   * SQLite thread spent running it. The parameters go row by row in column order, as the compiled text expects
   * (checked here on the first compile of each count: a mismatch would be a kysely change, and fails loudly).
   */
  private insertSql(rows: number): string {
    let sql = this.inserts.get(rows);
    if (sql !== undefined) return sql;
    const probe = Array.from({ length: rows }, (_, i) => ({
      game_id: `g${i}`,
      version: i,
      entry: `e${i}`,
      created: `c${i}`,
    }));
    const compiled = this.db
      .insertInto('moves')
      .values(probe)
      .onConflict((oc) => oc.doNothing())
      .returning(['game_id', 'version'])
      .compile();
    const order = probe.flatMap((r) => [r.game_id, r.version, r.entry, r.created]);
    if (JSON.stringify(compiled.parameters) !== JSON.stringify(order)) throw new Error('unexpected INSERT parameters');
    sql = compiled.sql;
    this.inserts.set(rows, sql);
    return sql;
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {
    while (this.flushing || this.scheduled || this.queue.length > 0 || this.creates.length > 0)
      await new Promise((r) => setTimeout(r, 5));
    await this.db.destroy();
  }
}

/** `game_seats` (players/tables.ts) as the store writes it: the seats a new game is created bound with. */
type SeatTables = {
  game_seats: { game_id: string; seat: number; player_id: string };
  players: { id: string };
};

const gameRow = (g: StoredGame): Database['games'] => ({
  id: g.id,
  game: g.game,
  options: JSON.stringify(g.options),
  seed: g.seed,
  seats: JSON.stringify(g.seats),
  created: g.created,
  status: g.status,
  result: g.result === null ? null : JSON.stringify(g.result),
});

/** Rows per INSERT statement: far below SQLite's bound-parameter limit. */
const INSERT_CHUNK = 500;

const key = (gameId: string, version: number): string => `${gameId}\u0000${version}`;

/** A template's values as the timers' and clocks' builders take them. */
const entryOf = (gameId: unknown, version: unknown, entry: unknown, created: unknown) => ({
  gameId: gameId as string,
  version: version as number,
  entry: entry as string,
  created: created as string,
});
