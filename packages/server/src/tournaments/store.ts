import type { Kysely } from 'kysely';
import type { Database } from '../sql-store.js';
import type { TournamentTables } from './tables.js';

export type TournamentDb = Kysely<Database & TournamentTables>;
export type TournamentRow = TournamentTables['tournaments'];
export type EntryRow = TournamentTables['tournament_entries'];
export type GameRow = TournamentTables['tournament_games'];

/** A compare-and-set lost to another writer (another node paired or scored first): the transaction rolls back. */
export const LOST = Symbol('lost');

/** PostgreSQL answers `bigint` as a string: every number read is made one. */
const num = (v: unknown): number => Number(v);
const maybe = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const tournamentRow = (r: TournamentRow): TournamentRow => ({
  ...r,
  rated: num(r.rated),
  table_size: num(r.table_size),
  starts_at: num(r.starts_at),
  ends_at: maybe(r.ends_at),
  rounds: maybe(r.rounds),
  round: num(r.round),
  revision: num(r.revision),
  min_games: num(r.min_games),
  rating_min: maybe(r.rating_min),
  rating_max: maybe(r.rating_max),
  max_players: num(r.max_players),
  created: num(r.created),
  round_interval: num(r.round_interval ?? 0),
  round_ms: maybe(r.round_ms),
  next_round_at: maybe(r.next_round_at),
  round_deadline: maybe(r.round_deadline),
  berserkable: num(r.berserkable ?? 0),
});

export const entryRow = (r: EntryRow): EntryRow => ({
  ...r,
  score: num(r.score),
  streak: num(r.streak),
  paused: num(r.paused),
  withdrawn: num(r.withdrawn),
  byes: num(r.byes),
  first_seats: num(r.first_seats),
  last_first: maybe(r.last_first),
  free_since: num(r.free_since),
  rating: num(r.rating),
  joined: num(r.joined),
  berserks: num(r.berserks ?? 0),
  aborts: num(r.aborts ?? 0),
});

export const gameRow = (r: GameRow): GameRow => ({
  ...r,
  round: num(r.round),
  scored: num(r.scored),
  created: num(r.created),
  settled: num(r.settled ?? 0),
});

/** Runs `run` in one transaction; false when it threw `LOST` (rolled back, nothing changed). */
export async function inTransaction(db: TournamentDb, run: (trx: TournamentDb) => Promise<void>): Promise<boolean> {
  try {
    await db.transaction().execute((trx) => run(trx as unknown as TournamentDb));
    return true;
  } catch (e) {
    if (e === LOST) return false;
    throw e;
  }
}

/** Takes the tournament's revision from `revision` to the next one, in `trx`; throws `LOST` if it moved. */
export async function bump(
  trx: TournamentDb,
  id: string,
  revision: number,
  set: Partial<Pick<TournamentRow, 'state' | 'round' | 'next_round_at' | 'round_deadline'>> = {},
): Promise<void> {
  const r = await trx
    .updateTable('tournaments')
    .set({ ...set, revision: revision + 1 })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw LOST;
}

export async function getTournament(db: TournamentDb, id: string): Promise<TournamentRow | null> {
  const r = await db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  return r === undefined ? null : tournamentRow(r);
}

export async function entriesOf(db: TournamentDb, id: string): Promise<EntryRow[]> {
  const rows = await db.selectFrom('tournament_entries').selectAll().where('tournament_id', '=', id).execute();
  return rows.map(entryRow);
}

export async function gamesOf(db: TournamentDb, id: string): Promise<GameRow[]> {
  const rows = await db.selectFrom('tournament_games').selectAll().where('tournament_id', '=', id).execute();
  return rows.map(gameRow);
}
