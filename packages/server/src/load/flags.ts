import type pg from 'pg';
import { createGame, joinGame, type TestClient } from '../fixtures/client.js';

/** How long a loaded node may take to answer a flag game's join or move. */
const WAIT_MS = 30_000;

/**
 * Late flags (issue 24: "flags within 1 s whichever node holds the game, even dead"): timed games made on one node
 * just before a fault, whose first mover moves once and whose other seat never comes, so its flag falls during or
 * after the fault. The deadline is the driver's own: the first move's send time + the clock's base (the seat
 * never moved, so no increment, no lag credit) — never the server's row — so time given back after a crash shows
 * as lateness. The time-up is looked up in the store: its `created` minus that deadline is how late it fell.
 */
export interface FlagGame {
  readonly id: string;
  /** The earliest the flag may fall (ms since the epoch): the first move was sent then, the clock's base after. */
  readonly deadline: number;
}

export interface FlagReport {
  readonly games: number;
  /** Time-ups stored against the seat that never came. */
  readonly stored: number;
  /** Games whose flag had not fallen when looked up (each counts as never). */
  readonly missing: number;
  /** How late the stored time-ups fell after the deadline (ms; negative: early). */
  readonly maxLateMs: number;
  readonly p99LateMs: number;
  readonly minLateMs: number;
}

export const NO_FLAGS: FlagReport = { games: 0, stored: 0, missing: 0, maxLateMs: 0, p99LateMs: 0, minLateMs: 0 };

/**
 * `count` timed Linx games on `url`: made and joined a few at a time (a loaded machine answers slowly), then every
 * first move sent at once, so every deadline falls `baseSeconds` after this returns, less the acks' round trip.
 * `made`: every game made (the driver's own time-ups, never a wrong outcome), `measured`: those whose first move
 * was acked (a first mover whose own clock ran out while the others were made is left out).
 */
export async function startFlagGames(
  url: string,
  count: number,
  baseSeconds: number,
): Promise<{ readonly measured: FlagGame[]; readonly made: readonly string[] }> {
  const made: { id: string; seat: TestClient; version: number; move: string }[] = [];
  const one = async () => {
    const res = await createGame(url, {
      game: 'linx',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
      clock: { kind: 'realtime', baseSeconds, incrementSeconds: 0 },
    });
    if (res.status !== 201) throw new Error(`flag game not created: ${res.status}`);
    const created = (await res.json()) as { id: string; invites: { token: string }[] };
    const probe = await joinGame(url, created.id);
    const mover = (await probe.next('sync', () => true, WAIT_MS)).toMove as number;
    await probe.close();
    const seat = await joinGame(url, created.id, created.invites[mover]?.token);
    const sync = await seat.next('sync', () => true, WAIT_MS);
    made.push({ id: created.id, seat, version: sync.version, move: sync.legalMoves[0] as string });
  };
  try {
    for (let i = 0; i < count; i += 4) await Promise.all(Array.from({ length: Math.min(4, count - i) }, one));
    const sent = made.map((m) => {
      const sentAt = Date.now();
      m.seat.send({ type: 'move', version: m.version, move: m.move });
      // The other seat's clock runs from the commit, after the send: the deadline cannot be earlier than this.
      return { id: m.id, deadline: sentAt + baseSeconds * 1000 };
    });
    // A first move refused or unanswered (a loaded node) leaves its game out of the measure, said on stderr.
    const answered = await Promise.all(
      made.map((m) =>
        Promise.race([
          m.seat.next('ack', () => true, WAIT_MS).then(() => 'ack'),
          m.seat.next('error', () => true, WAIT_MS).then((e) => e.code),
        ]).catch((e: unknown) => String(e)),
      ),
    );
    const left = answered.filter((a) => a !== 'ack');
    if (left.length > 0) process.stderr.write(`flag games left out (first move not acked): ${left.join(', ')}\n`);
    return { measured: sent.filter((_, i) => answered[i] === 'ack'), made: made.map((m) => m.id) };
  } finally {
    for (const m of made) await m.seat.close().catch(() => undefined);
  }
}

/**
 * The time-ups of the flag games as stored, measured against their deadlines; waits for them until `waitMs` past
 * the last deadline (a flag not stored by then is `missing`).
 */
export async function lateFlags(db: pg.Client, games: readonly FlagGame[], waitMs = 10_000): Promise<FlagReport> {
  if (games.length === 0) return NO_FLAGS;
  const until = Math.max(...games.map((g) => g.deadline)) + waitMs;
  const read = () =>
    db.query<{ game_id: string; created: string; entry: string }>(
      'SELECT game_id, created, entry FROM moves WHERE game_id = ANY($1) AND version = 2',
      [games.map((g) => g.id)],
    );
  let rows = await read();
  while (rows.rows.length < games.length && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    rows = await read();
  }
  const byId = new Map(rows.rows.map((r) => [r.game_id, r]));
  const late: number[] = [];
  for (const g of games) {
    const r = byId.get(g.id);
    if (r === undefined) continue;
    const event = (JSON.parse(r.entry) as { event?: { type?: string } }).event;
    if (event?.type === 'timeUp') late.push(Date.parse(r.created) - g.deadline);
  }
  late.sort((a, b) => a - b);
  const at = (q: number) => late[Math.min(late.length - 1, Math.ceil(q * late.length) - 1)] ?? Number.NaN;
  return {
    games: games.length,
    stored: late.length,
    missing: games.length - late.length,
    maxLateMs: late.length === 0 ? Number.NaN : (late[late.length - 1] as number),
    p99LateMs: at(0.99),
    minLateMs: late.length === 0 ? Number.NaN : (late[0] as number),
  };
}
