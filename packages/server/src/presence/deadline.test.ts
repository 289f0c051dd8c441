import { describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import type { TestClient } from '../fixtures/client.js';
import { storedRows } from '../fixtures/db.js';
import { closeTable, openTable } from '../fixtures/play.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { GAMES } from '../registry.js';

// Nobody can stall (issue 22; README "Move deadline"): a connected opponent who never moves in an untimed game is
// away once its move deadline passes, connected or not, and the others get the choices. The deadline (7 days) is
// shortened to 600 ms here; the grace of a seat gone stays long, so only the deadline can make it away.
const DEADLINE_MS = 600;
const host = useTempServer('deadline', {
  bots: new InlineBots(GAMES),
  standInLevel: 'random',
  moveDeadlineMs: DEADLINE_MS,
  presence: { graceMs: 60_000 },
});

describe('the untimed move deadline', () => {
  it('a connected seat that never moves is away at its deadline; the claim is stored', async () => {
    const t = await openTable(host.server.url, 'linx', 2);
    const stalling = t.spectator.latest()?.toMove as number;
    const other = 1 - stalling;
    const mine = t.seats[other] as TestClient;
    const first = await mine.next('presence', (p) => typeof p.moveDeadline === 'number');
    const deadline = first.moveDeadline as number;
    expect(deadline).toBeGreaterThan(Date.now() - DEADLINE_MS);
    expect(deadline).toBeLessThanOrEqual(Date.now() + DEADLINE_MS);
    // Before the deadline nothing may be chosen against a connected seat.
    mine.send({ type: 'awayChoice', choice: 'claim' });
    expect((await mine.next('error')).code).toBe('notAway');
    const away = await mine.next('presence', (p) => p.away === stalling, 5_000);
    expect(Date.now()).toBeGreaterThanOrEqual(deadline - 20);
    expect(away.connected).toEqual([true, true]); // still connected: the deadline alone decides
    expect(away.claimable).toBe(true);
    mine.send({ type: 'awayChoice', choice: 'claim' });
    const end = await mine.next('event', (e) => e.result !== null);
    expect(end.result?.ranks[other]).toBe(1);
    const stored = storedRows(host.dbFile, t.id).moves as { entry: string }[];
    expect(JSON.parse((stored[stored.length - 1] as { entry: string }).entry)).toEqual({
      event: { type: 'abandon', seat: stalling },
    });
    await closeTable(t);
  });

  it('a move gives the next seat a fresh deadline; a wait after one restarts it', async () => {
    const t = await openTable(host.server.url, 'linx', 2);
    const mover = t.spectator.latest()?.toMove as number;
    const seatOf = (i: number) => t.seats[i] as TestClient;
    const before = (await seatOf(1 - mover).next('presence', (p) => typeof p.moveDeadline === 'number'))
      .moveDeadline as number;
    await new Promise((r) => setTimeout(r, 100));
    const mine = seatOf(mover).latest();
    seatOf(mover).send({ type: 'move', version: mine?.version, move: mine?.legalMoves[0] });
    await seatOf(mover).next('ack');
    const next = await seatOf(mover).next('presence', (p) => (p.moveDeadline ?? 0) > before);
    expect((next.moveDeadline as number) - before).toBeGreaterThanOrEqual(100);
    // The new seat to move stalls: away at its deadline; the first seat waits, and the deadline starts again.
    await seatOf(mover).next('presence', (p) => p.away === 1 - mover, 5_000);
    seatOf(mover).send({ type: 'awayChoice', choice: 'wait' });
    const waited = await seatOf(mover).next('presence', (p) => p.away === null);
    expect(waited.moveDeadline as number).toBeGreaterThan(Date.now());
    await closeTable(t);
  });
});
