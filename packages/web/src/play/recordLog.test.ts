import { type AnyGame, type GameRecord, type Json, type RecordEntry, Rng, replay } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { LocalTable } from './localTable.js';
import { recordLog } from './recordLog.js';
import { loadLocalGame } from './registry.js';

interface Played {
  readonly record: GameRecord;
  /** The move list the live table showed while the game was played. */
  readonly shown: readonly { seat: number; text: string }[];
}

/**
 * Plays a game at a table of people choosing uniformly among the legal moves (fixed seed), writing its record entry
 * by entry as the server stores it; `timeUpAt` sends a timed game's platform event (SP-18c) after that many moves.
 */
function playOut(game: AnyGame, options: Json, players: number, seed: string, maxMoves: number, timeUpAt = -1): Played {
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'human' as const, name: `P${i}` }));
  const created = LocalTable.create(game, options, seed, seats);
  if (!created.ok) throw new Error(created.error.message);
  const table = created.value;
  const pick = Rng.seeded(`${seed}/pick`);
  const moves: RecordEntry[] = [];
  for (let n = 0; n < maxMoves; n++) {
    const snap = table.snapshot();
    if (snap.toMove === null) break;
    if (n === timeUpAt) {
      const event = { type: 'timeUp' as const, seat: snap.toMove };
      expect(table.event(event).ok).toBe(true);
      moves.push({ event });
      continue;
    }
    const text = snap.legal[pick.below(snap.legal.length)] as string;
    const played = table.play(snap.toMove, text);
    if (!played.ok) throw new Error(played.error.message);
    moves.push(text);
  }
  const end = table.snapshot();
  const base = typeof options === 'object' && options !== null && !Array.isArray(options) ? options : {};
  const record: GameRecord = {
    game: game.id,
    options: { ...base, players },
    seed,
    seats: seats.map((s) => ({ name: s.name })),
    moves,
    result: end.result,
  };
  return { record, shown: end.log };
}

async function load(id: string): Promise<AnyGame> {
  const game = await loadLocalGame(id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

describe('the move list of a finished online game, from its record', () => {
  it('is the list the live table showed, seat by seat, for Linx, Superpion and Symbolix played to the end', async () => {
    const cases: [string, Json, number][] = [
      ['linx', { roundsToWin: 1 }, 3],
      ['superpion', { mode: 'two' }, 2],
      ['symbolix', { level: 'basic', variant: 'standard' }, 3],
    ];
    for (const [id, options, players] of cases) {
      const game = await load(id);
      const { record, shown } = playOut(game, options, players, `log-${id}`, 4000);
      expect(record.result, `${id} ended`).not.toBeNull();
      // The record is a valid one, checked by the engine's own replay (result included).
      expect(replay(game, record).ok, id).toBe(true);
      const log = recordLog(game, record);
      if (!log.ok) throw new Error(log.error.message);
      expect(log.value.length).toBe(record.moves.length);
      expect(log.value, id).toEqual(shown);
      // Every seat moved at least once and no entry is blank.
      expect(new Set(log.value.map((e) => e.seat)).size, id).toBe(players);
      expect(log.value.every((e) => e.text.length > 0)).toBe(true);
    }
  });

  it("skips a timed game's timeUp event, which is not a move (SP-18c), but applies it", async () => {
    const game = await load('superpion');
    const { record, shown } = playOut(game, { mode: 'two', clockMinutes: 5 }, 2, 'log-timeup', 4000, 3);
    expect(record.moves.filter((m) => typeof m !== 'string')).toHaveLength(1);
    const log = recordLog(game, record);
    if (!log.ok) throw new Error(log.error.message);
    expect(log.value).toHaveLength(record.moves.length - 1);
    expect(log.value).toEqual(shown);
  });

  it('tells Cubiko throws too (the game whose rules load lazily)', async () => {
    const game = await load('cubiko');
    const { record, shown } = playOut(game, { precision: 'exact' }, 2, 'log-cubiko', 12);
    expect(record.moves.length).toBeGreaterThan(0);
    const log = recordLog(game, record);
    if (!log.ok) throw new Error(log.error.message);
    expect(log.value).toEqual(shown);
  });

  it('refuses a record of another game, bad options or an entry that does not replay, without throwing', async () => {
    const game = await load('linx');
    const { record } = playOut(game, {}, 2, 'log-bad', 6);
    expect(recordLog(game, { ...record, game: 'symbolix' })).toMatchObject({ ok: false, error: { kind: 'record' } });
    expect(recordLog(game, { ...record, options: { players: 9 } })).toMatchObject({ ok: false });
    const garbled = { ...record, moves: [...record.moves.slice(0, 2), 'zz99', ...record.moves.slice(2)] };
    const r = recordLog(game, garbled);
    expect(r).toMatchObject({ ok: false, error: { kind: 'record' } });
    expect(r.ok ? '' : r.error.message).toContain('entry 2');
  });
});
