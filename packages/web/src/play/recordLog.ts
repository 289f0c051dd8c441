import {
  type AnyGame,
  applyEntry,
  fail,
  type GameRecord,
  ok,
  type Result,
  Rng,
  recordFromJson,
} from '@ludotheque/engine';
import type { LogEntry } from './types.js';

/**
 * The whole move list of a finished game, from its record (`GET /api/games/:id/record`, published once the game is
 * over): the record is replayed from its seed and each move is told as a spectator hears it (`publicMove` on the
 * position before it, as the local table and the server's spectator frames tell it), with the seat that played it.
 * Platform events (a timed game's `timeUp`, SP-18c) are applied but are not moves, so the list skips them, as the
 * live list does. A record that does not replay is a `record` error; nothing throws.
 */
export function recordLog(game: AnyGame, record: GameRecord): Result<LogEntry[]> {
  if (record.game !== game.id) return fail('record', `record is for ${record.game}, not ${game.id}`);
  const options = game.parseOptions(record.options);
  if (!options.ok) return fail('record', `record options: ${options.error.message}`);
  const state = game.setup(options.value, Rng.seeded(record.seed));
  const log: LogEntry[] = [];
  for (const [i, entry] of record.moves.entries()) {
    if (typeof entry === 'string') {
      const seat = game.toMove(state);
      const move = seat === null ? null : game.parseMove(state, entry);
      if (seat !== null && move?.ok && game.isLegal(state, move.value)) {
        log.push({ seat, text: game.publicMove(state, move.value, 'spectator') });
      }
    }
    // applyEntry checks the entry again and changes nothing when it fails, so a bad entry stops here cleanly.
    const applied = applyEntry(game, state, entry);
    if (!applied.ok) return fail('record', `entry ${i}: ${applied.error.message}`);
  }
  return ok(log);
}

/** How many entries of a record are moves (the length of its complete move list). */
export const movesIn = (record: GameRecord): number => record.moves.filter((m) => typeof m === 'string').length;

/**
 * `GET /api/games/:id/record`, checked with the engine's `recordFromJson`. Null while the game runs (409), when the
 * server or the network fails, or when the answer is not a record: the page then keeps the list it has.
 */
export async function fetchRecord(gameId: string): Promise<GameRecord | null> {
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/record`);
    if (!res.ok) return null;
    const parsed = recordFromJson(await res.json());
    return parsed.ok ? parsed.value : null;
  } catch {
    return null; // offline or a garbled body: the list the tab already holds stays
  }
}
