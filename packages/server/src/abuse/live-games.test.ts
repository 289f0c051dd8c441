import type { CreateGameResponse, OpenTable } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { backends } from '../fixtures/backends.js';
import { call, joinAs, type Person, person } from '../lobby/fixtures/people.js';
import { GAMES } from '../registry.js';

// Issue 23, "Creation lock": the unfinished games of one player (and of one address) are bounded, counted in the
// store, so a flooder meets its own bound and never the server's `maxLiveGames`, on one node and on two.
const two = { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] };
const limits = {
  maxLiveGamesPerPlayer: 3,
  maxLiveGamesPerAddress: 6,
  createsPerAddress: { burst: 100, perSecond: 100 },
};

describe.each(backends('live-games'))('unfinished games per player ($name)', (backend) => {
  it('a player past its bound gets 429 tooManyGames on every node; others still create; a finished game frees a place', async () => {
    const a = await backend.start({ limits, bots: new InlineBots(GAMES) });
    // PostgreSQL: a second node of the same deployment counts the same rows.
    const b = backend.name === 'PostgreSQL' ? await backend.start({ limits, bots: new InlineBots(GAMES) }) : a;
    const create = async (url: string, who: Person | null) => call(url, 'POST', '/api/games', who, two);
    const ada = await person(a.url, 'Ada');
    const games: CreateGameResponse[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await create(i % 2 === 0 ? a.url : b.url, ada);
      expect(r.status).toBe(201);
      games.push(r.body as unknown as CreateGameResponse);
    }
    for (const url of [a.url, b.url]) {
      const refused = await create(url, ada);
      expect([refused.status, refused.body.error]).toEqual([429, 'tooManyGames']);
    }
    // A lobby seat is a game too: Ada can open no table now.
    const table = await call(a.url, 'POST', '/api/lobby/tables', ada, { game: 'linx', players: 2 });
    expect([table.status, table.body.error]).toEqual([429, 'tooManyGames']);
    // Another player behind the same address is not locked out by Ada.
    const bob = await person(b.url, 'Bob');
    expect((await create(b.url, bob)).status).toBe(201);
    // Ada resigns one game: it is over, and she may create one more.
    const first = games[0] as CreateGameResponse;
    const c = await joinAs(a.url, ada, first.id, first.invites[0]?.token);
    await c.next('sync');
    c.send({ type: 'resign' });
    await c.next('event', (e) => e.result !== null);
    await c.close();
    expect((await create(b.url, ada)).status).toBe(201);
    expect((await create(a.url, ada)).status).toBe(429);
    // The address's own bound (6: Ada 3 + Bob 1 unfinished) holds for requests with no player.
    expect((await create(a.url, null)).status).toBe(201);
    expect((await create(b.url, null)).status).toBe(201);
    const anonymous = await create(a.url, null);
    expect([anonymous.status, anonymous.body.error]).toEqual([429, 'tooManyGames']);
    // Refused creations left no reservation behind: every owner row is a game.
    const rows = await backend.rows(a, "SELECT count(*) AS n FROM game_owners WHERE game_id LIKE 'pending:%'");
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('games a player sits in through the lobby count: past the bound no table, no bots, no quick match', async () => {
    const a = await backend.start({ limits, bots: new InlineBots(GAMES), lobbyTimers: { pairEveryMs: 50 } });
    const cy = await person(a.url, 'Cy');
    for (let i = 0; i < 3; i++) {
      const opened = await call(a.url, 'POST', '/api/lobby/tables', cy, { game: 'linx', players: 2 });
      expect(opened.status).toBe(201);
      const filled = await call(
        a.url,
        'POST',
        `/api/lobby/tables/${(opened.body as unknown as OpenTable).id}/bots`,
        cy,
        {
          level: 'random',
        },
      );
      expect(filled.status).toBe(200);
    }
    const rows = await backend.rows(a, 'SELECT count(*) AS n FROM game_seats WHERE player_id = ?', [cy.player.id]);
    expect(Number(rows[0]?.n)).toBe(3);
    for (const [path, body] of [
      ['/api/lobby/tables', { game: 'linx', players: 2 }],
      ['/api/lobby/queue', { game: 'linx', players: 2, speed: 'untimed' }],
      ['/api/games', two],
    ] as const) {
      const r = await call(a.url, 'POST', path, cy, body);
      expect([path, r.status, r.body.error]).toEqual([path, 429, 'tooManyGames']);
    }
  });
});
