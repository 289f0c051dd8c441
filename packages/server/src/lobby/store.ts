import type {
  MatchSpeed,
  OpenTable,
  QueuePool,
  QueueWait,
  QuickMatchRequest,
  TableSeat,
  WatchEntry,
} from '@ludotheque/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../sql-store.js';
import type { LobbyTables } from './schema.js';

/** The tables the lobby reads and writes. */
export type LobbyDb = Database & LobbyTables & SeatTables;
type Db = Kysely<LobbyDb>;
/** players/'s `game_seats`, which a lobby game's seats are bound in, in the transaction that starts it. */
export type SeatTables = { game_seats: { game_id: string; seat: number; player_id: string } };

const iso = (ms: number) => new Date(ms).toISOString();
/** Thrown inside a transaction to roll it back: a compare-and-set lost to another writer. */
const LOST = new Error('lost to another writer');

/** Binds each person's seat to its player (players/ seats.ts: the first binding of a seat wins, on any node). */
async function bindSeats(trx: Db, gameId: string, players: readonly (string | null)[]): Promise<void> {
  const rows = players.flatMap((p, seat) => (p === null ? [] : [{ game_id: gameId, seat, player_id: p }]));
  if (rows.length === 0) return;
  await trx
    .insertInto('game_seats')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_id', 'seat']).doNothing())
    .execute();
}
type TableRow = LobbyTables['lobby_tables'];

/** A table row read back: the table as the lobby shows it, with its revision and status. */
export interface StoredTable {
  readonly table: OpenTable;
  readonly revision: number;
  readonly status: string;
  /** When a node last saw its creator on a lobby socket, and when their last one closed (ms; null: never/no). */
  readonly creatorSeen: number | null;
  readonly creatorLeft: number | null;
}

export interface QueueEntry {
  readonly player: string;
  readonly name: string;
  readonly game: string;
  readonly players: number;
  readonly speed: MatchSpeed;
  /** A rated wait (ratings/: accounts only) meets only rated ones; a casual one only casual ones. */
  readonly rated: boolean;
  readonly rating: number | null;
  readonly since: number;
  /** Linx's 4-player team game: a pool of its own. */
  readonly teams?: boolean;
}

const toTable = (r: TableRow): StoredTable => ({
  table: {
    id: r.id,
    game: r.game,
    options: JSON.parse(r.options) as OpenTable['options'],
    seats: JSON.parse(r.seats) as TableSeat[],
    clock: JSON.parse(r.clock) as OpenTable['clock'],
    rated: Number(r.rated) === 1,
    creator: { player: r.creator_id, name: r.creator_name },
    created: r.created,
    private: Number(r.private) === 1,
    creatorRating: r.creator_rating === null ? null : Number(r.creator_rating),
    ratingRange:
      r.rating_min === null || r.rating_max === null ? null : { min: Number(r.rating_min), max: Number(r.rating_max) },
  },
  revision: Number(r.revision),
  status: r.status,
  creatorSeen: r.creator_seen === null ? null : Date.parse(r.creator_seen),
  creatorLeft: r.creator_left === null ? null : Date.parse(r.creator_left),
});

/** How many recent measured waits make a pool's expected wait, and how far back they are read. */
export const WAIT_SAMPLES = 20;
export const WAIT_HORIZON_MS = 24 * 3_600_000;
/** The lobby's players beat in chunks of this many ids (one UPDATE each). */
const BEAT_CHUNK = 500;
const poolKey = (p: { game: string; players: number; speed: string; rated: boolean; teams?: boolean | undefined }) =>
  `${p.game}/${p.players}/${p.speed}/${p.rated}/${p.teams === true}`;

/** How many open tables a snapshot lists, newest first (changes to any table are pushed all the same). */
export const LISTED_TABLES = 200;
/** How many live games the watch list shows. */
export const WATCH_LIST_SIZE = 50;

/**
 * The lobby's rows in the shared store (SQLite or PostgreSQL). Every change of a table is a compare-and-set on its
 * revision, every claim of a queue entry a compare-and-set on its `claim`: two nodes acting at once never both
 * win, and the loser reads again.
 */
export class LobbyStore {
  constructor(private readonly db: Db) {}

  async insertTable(t: OpenTable): Promise<void> {
    await this.db
      .insertInto('lobby_tables')
      .values({
        id: t.id,
        game: t.game,
        options: JSON.stringify(t.options),
        seats: JSON.stringify(t.seats),
        clock: JSON.stringify(t.clock),
        rated: t.rated ? 1 : 0,
        creator_id: t.creator.player,
        creator_name: t.creator.name,
        created: t.created,
        status: 'open',
        revision: 0,
        game_id: null,
        claimed_at: null,
        // Null until a node sees the creator on a lobby socket (its next beat): a table made over the bare API by a
        // client that never opens one is not taken for a ghost.
        creator_seen: null,
        creator_left: null,
        private: t.private === true ? 1 : 0,
        creator_rating: t.creatorRating ?? null,
        rating_min: t.ratingRange?.min ?? null,
        rating_max: t.ratingRange?.max ?? null,
      })
      .execute();
  }

  /** The creator's private open tables (by link only: listed to them alone). */
  async privateTablesOf(player: string): Promise<OpenTable[]> {
    const rows = await this.db
      .selectFrom('lobby_tables')
      .selectAll()
      .where('status', '=', 'open')
      .where('private', '=', 1)
      .where('creator_id', '=', player)
      .orderBy('created', 'desc')
      .execute();
    return rows.map((r) => toTable(r).table);
  }

  /** These players are on a lobby socket of this node now: their open tables are seen (and not left). */
  async creatorsSeen(players: readonly string[], now: number): Promise<void> {
    for (let i = 0; i < players.length; i += BEAT_CHUNK) {
      await this.db
        .updateTable('lobby_tables')
        // A socket that closed after this beat read its players (a beat in flight) stays left.
        .set({
          creator_seen: iso(now),
          creator_left: sql<string | null>`CASE WHEN creator_left < ${iso(now)} THEN NULL ELSE creator_left END`,
        })
        .where('status', '=', 'open')
        .where('creator_id', 'in', players.slice(i, i + BEAT_CHUNK))
        .execute();
    }
  }

  /** The player's last lobby socket on a node closed: their open tables are left from `now` (unless seen again). */
  async creatorLeft(player: string, now: number): Promise<void> {
    await this.db
      .updateTable('lobby_tables')
      .set({ creator_left: iso(now) })
      .where('status', '=', 'open')
      .where('creator_id', '=', player)
      .where('creator_left', 'is', null)
      .execute();
  }

  /**
   * Open tables whose creator's last lobby socket closed before `cutoff`, or whom no node has seen since `cutoff`
   * (their node died): ghosts, which leave the lobby. A creator never seen on a socket is not one (README).
   */
  async ghostTables(cutoff: number): Promise<StoredTable[]> {
    const rows = await this.db
      .selectFrom('lobby_tables')
      .selectAll()
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('creator_seen', '<', iso(cutoff)), eb('creator_left', '<', iso(cutoff))]))
      .limit(100)
      .execute();
    return rows.map(toTable);
  }

  async table(id: string): Promise<StoredTable | null> {
    const row = await this.db.selectFrom('lobby_tables').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toTable(row);
  }

  /** The newest open tables, at most `LISTED_TABLES` (a snapshot stays small whatever the lobby holds). */
  async openTables(): Promise<OpenTable[]> {
    const rows = await this.db
      .selectFrom('lobby_tables')
      .selectAll()
      .where('status', '=', 'open')
      .where('private', '=', 0)
      .orderBy('created', 'desc')
      .limit(LISTED_TABLES)
      .execute();
    return rows.map((r) => toTable(r).table);
  }

  async openTablesOf(player: string): Promise<number> {
    const r = await this.db
      .selectFrom('lobby_tables')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', player)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Writes new seats (and status) only if nobody changed the table since `revision`; false when someone did. A
   * table going `starting` is claimed at `now` (its lease: `staleStarting`).
   */
  async updateTable(
    id: string,
    revision: number,
    seats: readonly TableSeat[],
    status: string,
    now = Date.now(),
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('lobby_tables')
      .set({
        seats: JSON.stringify(seats),
        status,
        revision: revision + 1,
        claimed_at: status === 'starting' ? iso(now) : null,
      })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * The table's game is made: in one transaction the table becomes `started` (only while this node's claim, the
   * `starting` row at `revision`, still holds: a claim taken over after its lease lost) and its human seats are
   * bound to their players (`game_seats`, players/). False when the claim was lost (nothing written).
   */
  async markStarted(id: string, revision: number, gameId: string, players: readonly (string | null)[]) {
    return this.inTransaction(async (trx) => {
      const r = await trx
        .updateTable('lobby_tables')
        .set({ status: 'started', game_id: gameId, claimed_at: iso(Date.now()), revision: revision + 1 })
        .where('id', '=', id)
        .where('revision', '=', revision)
        .where('status', '=', 'starting')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw LOST;
      await bindSeats(trx, gameId, players);
    });
  }

  async deleteTable(id: string, revision: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('lobby_tables')
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** Tables a node claimed to start longer than `leaseMs` ago and never started (that node died). */
  async staleStarting(now: number, leaseMs: number): Promise<StoredTable[]> {
    const rows = await this.db
      .selectFrom('lobby_tables')
      .selectAll()
      .where('status', '=', 'starting')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', iso(now - leaseMs))]))
      .limit(20)
      .execute();
    return rows.map(toTable);
  }

  /** Takes over a stale `starting` table (compare-and-set on its revision): its lease starts again from `now`. */
  async reclaimStarting(id: string, revision: number, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('lobby_tables')
      .set({ revision: revision + 1, claimed_at: iso(now) })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .where('status', '=', 'starting')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** A game made for a claim that was lost meanwhile: called off (nobody was told of it; the store refuses moves). */
  async abortOrphan(gameId: string): Promise<void> {
    await this.db
      .updateTable('games')
      .set({ status: 'aborted' })
      .where('id', '=', gameId)
      .where('status', '=', 'active')
      .execute();
  }

  /**
   * The player's seat in a lobby game started since `since` (a table or a quick match, still active), from the
   * store: a player who missed its `lobbySeat` (Redis away, their node died, a reload) finds it here on any node.
   */
  async recentSeat(
    player: string,
    since: number,
  ): Promise<{ game: string; seat: number; table: string | null } | null> {
    const row = await this.db
      .selectFrom('lobby_tables as t')
      .innerJoin('game_seats as s', 's.game_id', 't.game_id')
      .innerJoin('games as g', 'g.id', 't.game_id')
      .select(['t.id', 't.seats', 's.game_id', 's.seat', 't.claimed_at'])
      .where('s.player_id', '=', player)
      .where('t.status', '=', 'started')
      .where('t.claimed_at', '>=', iso(since))
      .where('g.status', '=', 'active')
      .orderBy('t.claimed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row === undefined) return null;
    // A quick match's row lists no seats (it was never an open table).
    return { game: row.game_id, seat: Number(row.seat), table: row.seats === '[]' ? null : row.id };
  }

  private async inTransaction(run: (trx: Db) => Promise<void>): Promise<boolean> {
    try {
      await this.db.transaction().execute((trx) => run(trx as unknown as Db));
      return true;
    } catch (e) {
      if (e === LOST) return false;
      throw e;
    }
  }

  /**
   * The live games of the lobby (tables and quick matches that became games), most recently moved first: the last
   * entry of each by the moves' primary key.
   */
  async watchList(now = Date.now(), recentMs = Number.POSITIVE_INFINITY): Promise<WatchEntry[]> {
    const since = Number.isFinite(recentMs) ? iso(now - recentMs) : '';
    const rows = await this.db
      .selectFrom('lobby_tables as t')
      .innerJoin('games as g', 'g.id', 't.game_id')
      .select(['g.id', 'g.game', 'g.seats', 'g.created'])
      .select((eb) =>
        eb
          .selectFrom('moves as m')
          .select('m.created')
          .whereRef('m.game_id', '=', 'g.id')
          .orderBy('m.version', 'desc')
          .limit(1)
          .as('last'),
      )
      .select((eb) =>
        eb
          .selectFrom('moves as m')
          .select('m.version')
          .whereRef('m.game_id', '=', 'g.id')
          .orderBy('m.version', 'desc')
          .limit(1)
          .as('version'),
      )
      .where('t.status', '=', 'started')
      .where('g.status', '=', 'active')
      .execute();
    return (
      rows
        .map((r) => ({
          game: r.id,
          gameType: r.game,
          seats: (JSON.parse(r.seats) as { name: string }[]).map((s) => s.name),
          moves: Number(r.version ?? 0),
          lastMoveAt: r.last ?? r.created,
        }))
        // Issue 25: a game nobody moved in for `recentMs` is not worth watching (its players may all have left).
        .filter((w) => w.lastMoveAt >= since)
        .sort((a, b) => (a.lastMoveAt < b.lastMoveAt ? 1 : a.lastMoveAt > b.lastMoveAt ? -1 : 0))
        .slice(0, WATCH_LIST_SIZE)
    );
  }

  /** Forgets the rows of lobby games that are over (the watch list reads only the active ones). */
  async forgetFinished(): Promise<void> {
    const over = this.db.selectFrom('games').select('id').where('status', '!=', 'active');
    await this.db.deleteFrom('lobby_tables').where('status', '=', 'started').where('game_id', 'in', over).execute();
    await this.db
      .deleteFrom('lobby_waits')
      .where('at', '<', iso(Date.now() - WAIT_HORIZON_MS))
      .execute();
  }

  /** Each pool's expected wait: the median of its last `WAIT_SAMPLES` measured waits within `WAIT_HORIZON_MS`. */
  async waits(now = Date.now()): Promise<QueueWait[]> {
    const rows = await this.db
      .selectFrom('lobby_waits')
      .selectAll()
      .where('at', '>=', iso(now - WAIT_HORIZON_MS))
      .orderBy('at', 'desc')
      .limit(5_000)
      .execute();
    const pools = new Map<string, { wait: Omit<QueueWait, 'expectedMs'>; samples: number[] }>();
    for (const r of rows) {
      const wait = {
        game: r.game,
        players: Number(r.players),
        speed: r.speed as MatchSpeed,
        rated: Number(r.rated) === 1,
        ...(Number(r.teams) === 1 ? { teams: true } : {}),
      };
      const key = poolKey(wait);
      const pool = pools.get(key) ?? { wait, samples: [] };
      pools.set(key, pool);
      if (pool.samples.length < WAIT_SAMPLES) pool.samples.push(Number(r.waited_ms));
    }
    return [...pools.values()].map(({ wait, samples }) => ({ ...wait, expectedMs: median(samples) }));
  }

  // The quick-match queue.

  /**
   * False when the player already waits (one entry per player: the primary key). An entry of theirs under a live
   * claim (a pairing in progress) counts as waiting; one whose claim's lease ran out is a dead node's and stays.
   */
  async enqueue(e: QueueEntry): Promise<boolean> {
    const r = await this.db
      .insertInto('lobby_queue')
      .values({
        player_id: e.player,
        name: e.name,
        game: e.game,
        players: e.players,
        speed: e.speed,
        rated: e.rated ? 1 : 0,
        rating: e.rating,
        since: new Date(e.since).toISOString(),
        claim: null,
        claimed_at: null,
        teams: e.teams === true ? 1 : 0,
      })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The player's wait, if they wait (a pairing in flight still counts: it may fail, or its node die). */
  async queued(player: string): Promise<QuickMatchRequest | null> {
    const r = await this.db
      .selectFrom('lobby_queue')
      .select(['game', 'players', 'speed', 'rated', 'teams'])
      .where('player_id', '=', player)
      .executeTakeFirst();
    return r === undefined
      ? null
      : {
          game: r.game,
          players: Number(r.players),
          speed: r.speed as MatchSpeed,
          rated: Number(r.rated) === 1,
          ...(Number(r.teams) === 1 ? { teams: true } : {}),
        };
  }

  /**
   * Removes the player's entry, claimed or not: a cancel wins over a pairing in flight (whose transaction then
   * finds an entry gone and rolls back: `paired`). False when there was none (or the pairing already committed).
   */
  async dequeue(player: string): Promise<boolean> {
    const r = await this.db.deleteFrom('lobby_queue').where('player_id', '=', player).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  async waiting(now = Date.now(), leaseMs = Number.POSITIVE_INFINITY): Promise<QueueEntry[]> {
    const rows = await this.db
      .selectFrom('lobby_queue')
      .selectAll()
      .where((eb) => this.free(eb, now, leaseMs))
      .orderBy('since')
      .execute();
    return rows.map((r) => ({
      player: r.player_id,
      name: r.name,
      game: r.game,
      players: Number(r.players),
      speed: r.speed as MatchSpeed,
      rated: Number(r.rated) === 1,
      rating: r.rating === null ? null : Number(r.rating),
      since: Date.parse(r.since),
      ...(Number(r.teams) === 1 ? { teams: true } : {}),
    }));
  }

  /** Unclaimed, or claimed by a pairing whose lease ran out (its node died, or its transaction failed). */
  // biome-ignore lint/suspicious/noExplicitAny: kysely's expression builder of this one table
  private free(eb: any, now: number, leaseMs: number) {
    if (!Number.isFinite(leaseMs)) return eb('claim', 'is', null);
    return eb.or([eb('claim', 'is', null), eb('claimed_at', '<', iso(now - leaseMs))]);
  }

  /**
   * Takes these entries for one pairing, all or none, in one transaction: false (nothing taken) when another
   * pairing holds one. The claim is a lease from `now`: if this node dies before `paired`, it lapses.
   */
  async claim(players: readonly string[], claim: string, now = Date.now(), leaseMs = Number.POSITIVE_INFINITY) {
    return this.inTransaction(async (trx) => {
      for (const p of players) {
        const r = await trx
          .updateTable('lobby_queue')
          .set({ claim, claimed_at: iso(now) })
          .where('player_id', '=', p)
          .where((eb) => this.free(eb, now, leaseMs))
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw LOST;
      }
    });
  }

  /**
   * A pairing's game is made: in one transaction its entries leave the queue (only while the claim still holds
   * every one of them), each seat is bound to its player (`game_seats`) and the match is kept as a started row
   * (watch list, and where a player who missed `lobbySeat` finds their seat: `recentSeat`). False: the claim was
   * lost (its lease ran out and another pairing took an entry); nothing written.
   */
  async paired(claim: string, gameId: string, order: readonly QueueEntry[], rowId: string): Promise<boolean> {
    return this.inTransaction(async (trx) => {
      const r = await trx.deleteFrom('lobby_queue').where('claim', '=', claim).executeTakeFirst();
      if (Number(r.numDeletedRows) !== order.length) throw LOST;
      await bindSeats(
        trx,
        gameId,
        order.map((e) => e.player),
      );
      const first = order[0] as QueueEntry;
      const now = iso(Date.now());
      // Each person's measured wait, for the pool's expected wait (issue 25).
      await trx
        .insertInto('lobby_waits')
        .values(
          order.map((e) => ({
            game: e.game,
            players: e.players,
            speed: e.speed,
            rated: e.rated ? 1 : 0,
            teams: e.teams === true ? 1 : 0,
            waited_ms: Math.max(0, Math.round(Date.parse(now) - e.since)),
            at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('lobby_tables')
        .values({
          id: rowId,
          game: first.game,
          options: '{}',
          seats: '[]',
          clock: 'null',
          rated: 0,
          creator_id: first.player,
          creator_name: first.name,
          created: now,
          status: 'started',
          revision: 0,
          game_id: gameId,
          claimed_at: now,
          creator_seen: null,
          creator_left: null,
          private: 0,
          creator_rating: null,
          rating_min: null,
          rating_max: null,
        })
        .execute();
    });
  }

  /** Gives a claim's entries back to the queue (a failed pairing); a dead node's lapse by their lease instead. */
  async release(claim: string): Promise<void> {
    await this.db
      .updateTable('lobby_queue')
      .set({ claim: null, claimed_at: null })
      .where('claim', '=', claim)
      .execute();
  }

  static pools(entries: readonly QueueEntry[]): QueuePool[] {
    const pools = new Map<string, QueuePool>();
    for (const e of entries) {
      const key = poolKey(e);
      const p = pools.get(key);
      pools.set(key, {
        game: e.game,
        players: e.players,
        speed: e.speed,
        rated: e.rated,
        ...(e.teams === true ? { teams: true } : {}),
        waiting: (p?.waiting ?? 0) + 1,
      });
    }
    return [...pools.values()];
  }
}

function median(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(
    sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2,
  );
}
