import type { Outcome } from '@ludotheque/engine';
import type { MyGame, MyGamesResponse } from '@ludotheque/protocol';
import { spectateUrl } from '@ludotheque/protocol';
import { deadlineOf } from '../clocks/deadline.js';
import { type LiveGame, seatInfos } from '../live.js';
import type { GameStatus, StoredSeat } from '../store.js';
import type { PlayersDb } from './players.js';

/** The most recent seats read for one page: enough for any player's page, bounded for the database. */
const MAX_ROWS = 500;
/** Games in progress looked up in memory (each is loaded, or replayed, to know whose turn it is). */
const MAX_IN_PROGRESS = 50;
const MAX_FINISHED = 50;

/** Whether the seats `mine` won: one of them ranks first while some seat does not (a draw for all is no win). */
export function won(result: Outcome | null, mine: readonly number[]): boolean {
  if (result === null) return false;
  const all = result.ranks.every((r) => r === 1);
  return !all && mine.some((s) => result.ranks[s] === 1);
}

export interface Row {
  readonly id: string;
  readonly game: string;
  readonly status: GameStatus;
  readonly result: string | null;
  readonly seats: string;
  readonly created: string;
  readonly seat: number;
}

/**
 * The games whose seats `playerId` holds (`game_seats`), newest first, each once with the player's seats in order:
 * one indexed, bounded query, shared by "my games" (`played`: all but aborted games) and the public profile
 * (`finished`: games over only).
 */
export async function seatedGames(
  db: PlayersDb,
  playerId: string,
  which: 'played' | 'finished',
): Promise<{ row: Row; mine: number[] }[]> {
  const rows: Row[] = await db
    .selectFrom('game_seats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select(['g.id', 'g.game', 'g.status', 'g.result', 'g.seats', 'g.created', 's.seat'])
    .where('s.player_id', '=', playerId)
    .$call((q) => (which === 'finished' ? q.where('g.status', '=', 'over') : q.where('g.status', '!=', 'aborted')))
    .orderBy('g.created', 'desc')
    .limit(MAX_ROWS)
    .execute();
  const byGame = new Map<string, { row: Row; mine: number[] }>();
  for (const row of rows) {
    const seen = byGame.get(row.id);
    if (seen === undefined) byGame.set(row.id, { row, mine: [row.seat] });
    else seen.mine.push(row.seat);
  }
  const games = [...byGame.values()];
  for (const g of games) g.mine.sort((a, b) => a - b);
  return games;
}

/**
 * "My games" (issue 16): the games whose seats the player holds (`game_seats`), from one indexed query; the games
 * in progress are opened through the authority for whose turn it is. Aborted games are left out (nothing was played).
 */
export async function myGames(
  db: PlayersDb,
  playerId: string,
  open: (id: string) => Promise<LiveGame | null>,
): Promise<MyGamesResponse> {
  const games = await seatedGames(db, playerId, 'played');
  const totals = new Map<string, { game: string; played: number; won: number }>();
  const finished: MyGame[] = [];
  const active: { row: Row; mine: number[] }[] = [];
  for (const { row, mine } of games) {
    if (row.status === 'active') {
      active.push({ row, mine });
      continue;
    }
    const result = row.result === null ? null : (JSON.parse(row.result) as Outcome);
    const entry = totals.get(row.game) ?? { game: row.game, played: 0, won: 0 };
    entry.played++;
    if (won(result, mine)) entry.won++;
    totals.set(row.game, entry);
    if (finished.length < MAX_FINISHED) finished.push(summary(row, mine, null, result));
  }
  const inProgress = await Promise.all(
    active.slice(0, MAX_IN_PROGRESS).map(async ({ row, mine }) => {
      const live = await open(row.id).catch(() => null);
      // A game that ended since the row was read is still listed here, with its result.
      const toMove = live === null || live.status !== 'active' ? null : live.game.toMove(live.state);
      const deadline = live === null ? null : deadlineOf(live);
      return { ...summary(row, mine, toMove, live?.result ?? null), ...(deadline === null ? {} : { deadline }) };
    }),
  );
  // The player's turn first, then the newest (the query's order, kept by the stable sort).
  inProgress.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn));
  return {
    inProgress,
    finished,
    totals: [...totals.values()].sort((a, b) => a.game.localeCompare(b.game)),
  };
}

export function summary(row: Row, mine: number[], toMove: number | null, result: Outcome | null): MyGame {
  const seats = JSON.parse(row.seats) as StoredSeat[];
  return {
    id: row.id,
    game: row.game,
    seats: seatInfos(seats),
    mine,
    created: row.created,
    toMove,
    yourTurn: toMove !== null && mine.includes(toMove),
    result: result === null ? null : { scores: [...result.scores], ranks: [...result.ranks] },
    won: won(result, mine),
    // A game in progress opens on the player's (first) seat, joined by player (no token on this device).
    url: row.status === 'active' ? `${spectateUrl(row.id)}#seat=${mine[0] ?? 0}` : spectateUrl(row.id),
  };
}
