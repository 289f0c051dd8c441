import type { MatchSpeed, OpenTable, QueuePool, QuickMatchRequest, TableSeat, WatchEntry } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../sql-store.js';
import type { LobbyTables } from './schema.js';

type Db = Kysely<Database & LobbyTables>;
type TableRow = LobbyTables['lobby_tables'];

/** A table row read back: the table as the lobby shows it, with its revision and status. */
export interface StoredTable {
  readonly table: OpenTable;
  readonly revision: number;
  readonly status: string;
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
  },
  revision: Number(r.revision),
  status: r.status,
});

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
      })
      .execute();
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

  /** Writes new seats (and status) only if nobody changed the table since `revision`; false when someone did. */
  async updateTable(id: string, revision: number, seats: readonly TableSeat[], status: string): Promise<boolean> {
    const r = await this.db
      .updateTable('lobby_tables')
      .set({ seats: JSON.stringify(seats), status, revision: revision + 1 })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async markStarted(id: string, gameId: string): Promise<void> {
    await this.db
      .updateTable('lobby_tables')
      .set({ status: 'started', game_id: gameId })
      .where('id', '=', id)
      .execute();
  }

  async deleteTable(id: string, revision: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('lobby_tables')
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /**
   * The live games of the lobby (tables and quick matches that became games), most recently moved first: the last
   * entry of each by the moves' primary key.
   */
  async watchList(): Promise<WatchEntry[]> {
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
    return rows
      .map((r) => ({
        game: r.id,
        gameType: r.game,
        seats: (JSON.parse(r.seats) as { name: string }[]).map((s) => s.name),
        moves: Number(r.version ?? 0),
        lastMoveAt: r.last ?? r.created,
      }))
      .sort((a, b) => (a.lastMoveAt < b.lastMoveAt ? 1 : a.lastMoveAt > b.lastMoveAt ? -1 : 0))
      .slice(0, WATCH_LIST_SIZE);
  }

  /** Forgets the rows of lobby games that are over (the watch list reads only the active ones). */
  async forgetFinished(): Promise<void> {
    const over = this.db.selectFrom('games').select('id').where('status', '!=', 'active');
    await this.db.deleteFrom('lobby_tables').where('status', '=', 'started').where('game_id', 'in', over).execute();
  }

  /** A started game of the lobby that is not a table (a quick match): kept as a started row for the watch list. */
  async insertStartedMatch(id: string, gameId: string, game: string, creator: { player: string; name: string }) {
    await this.db
      .insertInto('lobby_tables')
      .values({
        id,
        game,
        options: '{}',
        seats: '[]',
        clock: 'null',
        rated: 0,
        creator_id: creator.player,
        creator_name: creator.name,
        created: new Date().toISOString(),
        status: 'started',
        revision: 0,
        game_id: gameId,
      })
      .execute();
  }

  // The quick-match queue.

  /** False when the player already waits (one entry per player: the primary key). */
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
      })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async queued(player: string): Promise<QuickMatchRequest | null> {
    const r = await this.db
      .selectFrom('lobby_queue')
      .select(['game', 'players', 'speed', 'rated'])
      .where('player_id', '=', player)
      .where('claim', 'is', null)
      .executeTakeFirst();
    return r === undefined
      ? null
      : { game: r.game, players: Number(r.players), speed: r.speed as MatchSpeed, rated: Number(r.rated) === 1 };
  }

  /** Removes a waiting entry (not one a pairing already took); false when there was none. */
  async dequeue(player: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('lobby_queue')
      .where('player_id', '=', player)
      .where('claim', 'is', null)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  async waiting(): Promise<QueueEntry[]> {
    const rows = await this.db
      .selectFrom('lobby_queue')
      .selectAll()
      .where('claim', 'is', null)
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
    }));
  }

  /** Takes these entries for one pairing, all or none: false (and nothing taken) when another pairing got one. */
  async claim(players: readonly string[], claim: string): Promise<boolean> {
    let taken = 0;
    for (const p of players) {
      const r = await this.db
        .updateTable('lobby_queue')
        .set({ claim })
        .where('player_id', '=', p)
        .where('claim', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) break;
      taken++;
    }
    if (taken === players.length) return true;
    await this.release(claim);
    return false;
  }

  async release(claim: string): Promise<void> {
    await this.db.updateTable('lobby_queue').set({ claim: null }).where('claim', '=', claim).execute();
  }

  async dropClaim(claim: string): Promise<void> {
    await this.db.deleteFrom('lobby_queue').where('claim', '=', claim).execute();
  }

  static pools(entries: readonly QueueEntry[]): QueuePool[] {
    const pools = new Map<string, QueuePool>();
    for (const e of entries) {
      const key = `${e.game}/${e.players}/${e.speed}/${e.rated}`;
      const p = pools.get(key);
      pools.set(key, {
        game: e.game,
        players: e.players,
        speed: e.speed,
        rated: e.rated,
        waiting: (p?.waiting ?? 0) + 1,
      });
    }
    return [...pools.values()];
  }
}
