import type {
  Player,
  PlayerTournaments,
  Standing,
  TournamentDetail,
  TournamentList,
  TournamentSummary,
} from '@ludotheque/protocol';
import { isWin } from './scoring.js';
import {
  type EntryRow,
  entriesOf,
  type GameRow,
  gamesOf,
  getTournament,
  type TournamentDb,
  type TournamentRow,
  tournamentRow,
} from './store.js';
import { tieBreaks } from './swiss.js';

const isBye = (g: GameRow) => g.game_id.startsWith('bye:');
const parse = <T>(text: string | null): T => JSON.parse(text ?? 'null') as T;

/** What a tournament shows to anyone (the list's rows, the page's head). */

export function summary(t: TournamentRow, players: number): TournamentSummary {
  return {
    id: t.id,
    name: t.name,
    game: t.game,
    format: t.format === 'swiss' ? 'swiss' : 'arena',
    tableSize: t.table_size,
    rated: t.rated === 1,
    clock: parse(t.clock),
    state: t.state === 'running' ? 'running' : t.state === 'finished' ? 'finished' : 'created',
    startsAt: t.starts_at,
    endsAt: t.ends_at,
    rounds: t.rounds,
    round: t.round,
    nextRoundAt: t.next_round_at,
    roundDeadline: t.round_deadline,
    players,
    private: t.password_hash !== null,
    creator: t.creator_name,
    ...(t.berserkable === 1 ? { berserkable: true } : {}),
  };
}

export async function listTournaments(db: TournamentDb): Promise<TournamentList> {
  const pick = async (states: string[], order: 'asc' | 'desc') => {
    const rows = await db
      .selectFrom('tournaments as t')
      .selectAll('t')
      .select((eb) =>
        eb
          .selectFrom('tournament_entries as e')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('e.tournament_id', '=', 't.id')
          .as('players'),
      )
      .where('t.state', 'in', states)
      .orderBy('t.starts_at', order)
      .limit(50)
      .execute();
    return rows.map((r) => summary(tournamentRow(r), Number(r.players ?? 0)));
  };
  return {
    now: await pick(['running'], 'asc'),
    soon: await pick(['created'], 'asc'),
    finished: await pick(['finished'], 'desc'),
  };
}

export async function tournamentDetail(
  db: TournamentDb,
  id: string,
  viewer: Player | null,
  now: number,
): Promise<TournamentDetail | null> {
  const t = await getTournament(db, id);
  if (t === null) return null;
  const [entries, games] = [await entriesOf(db, id), await gamesOf(db, id)];
  const names = new Map(entries.map((e) => [e.player_id, e.name]));
  const open = games.filter((g) => g.scored === 0).sort((a, b) => a.created - b.created);
  const mine = viewer === null ? undefined : entries.find((e) => e.player_id === viewer.id);
  const current =
    mine === undefined ? undefined : open.find((g) => parse<string[]>(g.players).includes(mine.player_id));
  return {
    tournament: summary(t, entries.length),
    now: now,
    standings: standings(t, entries, games),
    playing: open
      .filter((g) => !isBye(g))
      .map((g) => ({
        game: g.game_id,
        round: g.round,
        players: parse<string[]>(g.players).map((p) => ({ id: p, name: names.get(p) ?? '' })),
      })),
    me:
      mine === undefined
        ? null
        : {
            paused: mine.paused === 1,
            withdrawn: mine.withdrawn === 1,
            game:
              current === undefined
                ? null
                : { id: current.game_id, seat: parse<string[]>(current.players).indexOf(mine.player_id) },
          },
  };
}

/**
 * The standings (README "Standings"): score, then for a Swiss Buchholz and Sonneborn-Berger, for an arena the wins;
 * then the name. Games and wins are counted from the scored rows.
 */
export function standings(t: TournamentRow, entries: readonly EntryRow[], games: readonly GameRow[]): Standing[] {
  const scored = games.filter((g) => g.scored === 1 && !isBye(g) && g.ranks !== null && parse(g.ranks) !== null);
  const scores = new Map(entries.map((e) => [e.player_id, e.score]));
  const played = new Map<string, number>();
  const wins = new Map<string, number>();
  const tables = scored.map((g) => ({ players: parse<string[]>(g.players), ranks: parse<number[]>(g.ranks) }));
  for (const g of tables)
    for (const [seat, p] of g.players.entries()) {
      played.set(p, (played.get(p) ?? 0) + 1);
      if (isWin(g.ranks, seat)) wins.set(p, (wins.get(p) ?? 0) + 1);
    }
  const breaks = tieBreaks(tables, scores);
  const rows = entries.map((e) => ({
    player: e.player_id,
    name: e.name,
    score: e.score,
    games: played.get(e.player_id) ?? 0,
    wins: wins.get(e.player_id) ?? 0,
    streak: e.streak,
    paused: e.paused === 1,
    withdrawn: e.withdrawn === 1,
    buchholz: t.format === 'swiss' ? (breaks.get(e.player_id)?.buchholz ?? 0) : 0,
    sonnebornBerger: t.format === 'swiss' ? (breaks.get(e.player_id)?.sonnebornBerger ?? 0) : 0,
    berserks: e.berserks ?? 0,
  }));
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      b.buchholz - a.buchholz ||
      b.sonnebornBerger - a.sonnebornBerger ||
      b.wins - a.wins ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.player < b.player ? -1 : 1),
  );
  return rows.map((r, i) => ({ rank: i + 1, ...r }));
}

/** A player's last 20 tournaments (newest start first) with their place, points and games: their profile's list. */
export async function playerTournaments(db: TournamentDb, player: string): Promise<PlayerTournaments> {
  const rows = await db
    .selectFrom('tournament_entries as e')
    .innerJoin('tournaments as t', 't.id', 'e.tournament_id')
    .selectAll('t')
    .where('e.player_id', '=', player)
    .where('t.state', '!=', 'created')
    .orderBy('t.starts_at', 'desc')
    .limit(20)
    .execute();
  const out: PlayerTournaments = [];
  for (const raw of rows) {
    const t = tournamentRow(raw);
    const entries = await entriesOf(db, t.id);
    const table = standings(t, entries, await gamesOf(db, t.id));
    const mine = table.find((s) => s.player === player);
    if (mine === undefined) continue;
    out.push({
      tournament: summary(t, entries.length),
      rank: mine.rank,
      score: mine.score,
      games: mine.games,
      ...((mine.berserks ?? 0) > 0 ? { berserks: mine.berserks } : {}),
    });
  }
  return out;
}
