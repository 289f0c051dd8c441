import type { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqlBatchReply, SqlBatchRequest, SqlReply, SqlRequest } from './sqlite-worker.js';
import { startWorker } from './threads.js';

/** One connection to the SQLite thread: each compiled query is a message, answered in order. */
class WorkerConnection implements DatabaseConnection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: SqlReply | SqlBatchReply) => void; reject: (e: Error) => void }
  >();

  constructor(readonly worker: Worker) {
    worker.on('message', (reply: SqlReply | SqlBatchReply | 'closed') => {
      if (reply === 'closed') return;
      const p = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      p?.resolve(reply);
    });
    worker.on('error', (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }

  private ask(request: SqlRequest | SqlBatchRequest): Promise<SqlReply | SqlBatchReply> {
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  /** Runs statements in one transaction in the SQLite thread: one message there and back. */
  async executeBatch(queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
    const batch = queries.map((q) => ({ sql: q.sql, parameters: q.parameters }));
    const reply = await this.ask({ id: this.nextId++, batch });
    if (!reply.ok) throw new Error(reply.message);
    if (!('results' in reply)) throw new Error('SQLite thread answered a batch with one result');
    return reply.results.map((r) => ({
      rows: r.rows,
      ...(r.changes === undefined ? {} : { numAffectedRows: BigInt(r.changes) }),
    }));
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.ask({ id: this.nextId++, sql: compiled.sql, parameters: compiled.parameters });
    if (!reply.ok) throw new Error(reply.message);
    if ('results' in reply) throw new Error('SQLite thread answered a query with a batch');
    return {
      rows: reply.rows as R[],
      ...(reply.changes === undefined ? {} : { numAffectedRows: BigInt(reply.changes) }),
      ...(reply.lastInsertRowid === undefined ? {} : { insertId: BigInt(reply.lastInsertRowid) }),
    };
  }

  /** `.stream()` gets every row at once: the store never streams, and rows cross threads in one message anyway. */
  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiled);
  }
}

/** SQLite has one connection: a mutex hands it to one transaction or query at a time (as kysely's own driver). */
class WorkerDriver implements Driver {
  private connection: WorkerConnection | null = null;
  private lock: Promise<void> = Promise.resolve();
  private unlock: (() => void) | null = null;

  constructor(private readonly file: string) {}

  async init(): Promise<void> {
    this.connection = new WorkerConnection(startWorker('sqlite-worker', { file: this.file }));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.lock;
    let release: () => void = () => {};
    this.lock = new Promise<void>((r) => {
      release = r;
    });
    await previous;
    this.unlock = release;
    if (this.connection === null) throw new Error('SQLite driver not initialised');
    return this.connection;
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    const u = this.unlock;
    this.unlock = null;
    u?.();
  }

  async destroy(): Promise<void> {
    const c = this.connection;
    this.connection = null;
    if (c === null) return;
    await new Promise<void>((resolve) => {
      // `on`, not `once`: the answer of a query still in flight may come first (it must not take the listener).
      const closed = (m: unknown) => {
        if (m !== 'closed') return;
        c.worker.off('message', closed);
        resolve();
      };
      c.worker.on('message', closed);
      c.worker.once('exit', () => resolve());
      c.worker.postMessage('close');
    });
    await c.worker.terminate();
  }
}

/** Kysely's SQLite dialect with the connection in a worker thread (better-sqlite3 itself is synchronous). */
export class SqliteWorkerDialect implements Dialect {
  private readonly driver: WorkerDriver;

  constructor(file: string) {
    this.driver = new WorkerDriver(file);
  }

  /** A group commit in one round trip, holding the connection like a kysely transaction would. */
  async runBatch(queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
    const c = (await this.driver.acquireConnection()) as WorkerConnection;
    try {
      return await c.executeBatch(queries);
    } finally {
      await this.driver.releaseConnection();
    }
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return this.driver;
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
