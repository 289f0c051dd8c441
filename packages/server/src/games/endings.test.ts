import { type GameRecord, recordFromJson, replay } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import type { TestClient } from '../fixtures/client.js';
import { storedRows } from '../fixtures/db.js';
import { closeTable, openTable } from '../fixtures/play.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { GAMES } from '../registry.js';

/**
 * Issue 22, endings: a seat whose player did not come back before the end ranks last whatever its stand-in did,
 * in the outcome the server makes final, stores, publishes and hands out in the record (which replays to it).
 */
const host = useTempServer('endings', {
  bots: new InlineBots(GAMES),
  standInLevel: 'random',
  presence: { graceMs: 200 },
});

describe('a stand-in game ends with the absent seat last', () => {
  it('three players: one leaves, a bot stands in, another resigns; the absent seat ranks 3rd, the resigner 2nd', async () => {
    const t = await openTable(host.server.url, 'linx', 3, { roundsToWin: 3 });
    const toMove = t.spectator.latest()?.toMove as number;
    const gone = toMove;
    const chooser = (gone + 1) % 3;
    const resigner = (gone + 2) % 3;
    const seat = (i: number) => t.seats[i] as TestClient;
    await seat(gone).close();
    await seat(chooser).next('presence', (p) => p.away === gone);
    seat(chooser).send({ type: 'awayChoice', choice: 'bot' });
    // The bot plays the absent seat's move.
    await seat(chooser).next('event', (e) => e.lastMove?.seat === gone);
    seat(resigner).send({ type: 'resign' });
    const end = await seat(chooser).next('event', (e) => e.result !== null);
    // Without the rule the game alone ranks the absent seat with the winner (both 0 rounds, the resigner last).
    const ranks = [0, 0, 0];
    ranks[chooser] = 1;
    ranks[resigner] = 2;
    ranks[gone] = 3;
    expect(end.result?.ranks).toEqual(ranks);
    // The stored row, the record and its replay agree.
    const row = storedRows(host.dbFile, t.id).game as { result: string; status: string };
    expect(row.status).toBe('over');
    expect((JSON.parse(row.result) as { ranks: number[] }).ranks).toEqual(ranks);
    const json: unknown = await (await fetch(`${host.server.url}/api/games/${t.id}/record`)).json();
    const record = recordFromJson(json);
    expect(record.ok).toBe(true);
    const r = (record as { value: GameRecord }).value;
    expect(r.result?.ranks).toEqual(ranks);
    expect(replay(linx, r).ok).toBe(true);
    // The same record claiming the game's own ranks (the stand-in's) does not replay.
    const unfair = { ...r, result: { scores: r.result?.scores ?? [], ranks: ranks.map((x) => (x === 3 ? 1 : x)) } };
    expect(replay(linx, unfair).ok).toBe(false);
    await closeTable(t);
  });
});
