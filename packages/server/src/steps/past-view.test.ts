import { Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../fixtures/client.js';
import { closeTable, openTable, playRandomMove } from '../fixtures/play.js';
import { useTempServer } from '../fixtures/temp-server.js';

const temp = useTempServer('steps');

describe('step through online: viewAt answers the joined audience its own past view', () => {
  it('gives each seat and the spectator exactly the view it was sent at that move, and refuses bad moves', async () => {
    const table = await openTable(temp.server.url, 'linx', 2);
    const clients = [...table.seats, table.spectator];
    // What each audience was shown live after k moves (the sync, then each event): the expected past views.
    const shown = clients.map((c) => [c.latest()?.view]);
    const rng = Rng.seeded('steps');
    for (let k = 1; k <= 5; k++) {
      await playRandomMove(table, rng);
      for (const [i, c] of clients.entries()) shown[i]?.push(c.latest()?.view);
    }
    for (const [i, c] of clients.entries()) {
      for (const k of [0, 2, 5]) {
        c.send({ type: 'viewAt', moves: k });
        const past = await c.next('pastView', (m) => m.moves === k);
        expect(past.view).toEqual(shown[i]?.[k]);
        expect(past.seat).toBe(i < 2 ? i : null);
        expect(past.version).toBe(k);
      }
    }
    // A seat's past view holds its own hand (LX information): never the other seat's.
    const [mine, theirs] = [shown[0]?.[2], shown[1]?.[2]] as { hand?: unknown }[];
    expect(mine?.hand).toBeDefined();
    expect(mine).not.toEqual(theirs);
    const seat0 = table.seats[0] as TestClient;
    seat0.send({ type: 'viewAt', moves: 6 });
    expect((await seat0.next('error')).code).toBe('outOfRange');
    seat0.send({ type: 'viewAt', moves: -1 });
    expect((await seat0.next('error')).code).toBe('malformed');
    seat0.send({ type: 'viewAt', moves: 1, seat: 1 });
    expect((await seat0.next('error')).code).toBe('malformed');
    const stranger = await TestClient.connect(temp.server.url);
    stranger.send({ type: 'viewAt', moves: 0 });
    expect((await stranger.next('error')).code).toBe('notJoined');
    await stranger.close();
    await closeTable(table);
  });
});
