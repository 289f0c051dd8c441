import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** A request from the main thread: one compiled statement. */
export interface SqlRequest {
  readonly id: number;
  readonly sql: string;
  readonly parameters: readonly unknown[];
}
/** Several statements run in one transaction (a group commit): one message, one fsync. */
export interface SqlBatchRequest {
  readonly id: number;
  readonly batch: readonly { readonly sql: string; readonly parameters: readonly unknown[] }[];
}
export interface SqlBatchReply {
  readonly id: number;
  readonly ok: true;
  readonly results: { rows: unknown[]; changes?: number }[];
}
export type SqlReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly rows: unknown[];
      readonly changes?: number;
      readonly lastInsertRowid?: number | bigint;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

// The SQLite connection lives in this thread, so a commit's fsync (synchronous=FULL) never blocks the event loop
// that serves the games: moves keep arriving while a batch is being made durable, and join the next batch.
const { file } = workerData as { file: string };
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
const statements = new Map<string, SQLite.Statement>();

function run(req: Omit<SqlRequest, 'id'> & { id: number }): SqlReply {
  let stmt = statements.get(req.sql);
  if (stmt === undefined) {
    stmt = db.prepare(req.sql);
    // begin/commit and DDL are prepared fresh each time; DML is cached.
    if (statements.size < 500) statements.set(req.sql, stmt);
  }
  if (stmt.reader) return { id: req.id, ok: true, rows: stmt.all(...req.parameters) };
  const { changes, lastInsertRowid } = stmt.run(...req.parameters);
  return { id: req.id, ok: true, rows: [], changes, lastInsertRowid };
}

const runBatch = db.transaction((req: SqlBatchRequest): SqlBatchReply => {
  const results = req.batch.map((q) => {
    const r = run({ id: req.id, ...q });
    if (!r.ok) throw new Error(r.message);
    return r.changes === undefined ? { rows: r.rows } : { rows: r.rows, changes: r.changes };
  });
  return { id: req.id, ok: true, results };
});

parentPort?.on('message', (req: SqlRequest | SqlBatchRequest | 'close') => {
  if (req === 'close') {
    db.close();
    parentPort?.postMessage('closed');
    return;
  }
  let reply: SqlReply | SqlBatchReply;
  try {
    reply = 'batch' in req ? runBatch(req) : run(req);
  } catch (e) {
    reply = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
