import type { Challenge, ChallengeList } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import type { Authority } from '../authority.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { call, type Person, person } from '../lobby/fixtures/people.js';

/**
 * The `starting` lease (README): the node that won the last acceptance dies between the claim and the game (here its
 * game creation throws once, as a crash would stop it). The challenge is not stuck until it expires: past the lease
 * the next reader finishes the start, exactly once even when two read at the same moment. SQLite, a moved clock.
 */
let clock = Date.UTC(2026, 0, 5, 12);
const LEASE = 15_000;
const t = useTempServer('challenges-lease', { challenges: { now: () => clock, startingLeaseMs: LEASE } });
const api = (method: string, path: string, who: Person, body?: unknown) => call(t.server.url, method, path, who, body);

describe('a challenge left starting by a dead node', () => {
  it('stays closed to answers during the lease, then any reader makes its one game', async () => {
    const url = t.server.url;
    const [ana, bo] = [await person(url, 'Ana'), await person(url, 'Bo')];
    const made = await api('POST', '/api/challenges', ana, { to: [bo.player.id], game: 'linx' });
    expect(made.status).toBe(201);
    const c = made.body as unknown as Challenge;

    const authority: Authority = t.server.authority;
    const create = authority.create.bind(authority);
    let creations = 0;
    let dead = true;
    authority.create = async (...a: Parameters<Authority['create']>) => {
      if (dead) {
        dead = false;
        throw new Error('the node died before its game was made');
      }
      creations++;
      return create(...a);
    };
    try {
      expect((await api('POST', `/api/challenges/${c.id}/accept`, bo)).status).toBe(500);
      // Within the lease nothing moves: no game, and no second accept.
      clock += LEASE - 1;
      expect((await api('GET', `/api/challenges/${c.id}`, ana)).body).toMatchObject({ status: 'open', gameId: null });
      expect((await api('POST', `/api/challenges/${c.id}/accept`, bo)).body.error).toBe('closed');
      expect(creations).toBe(0);

      // Past it, two readers at once (the challenger's page and the invitee's list): one game, seen by both.
      clock += 2;
      const [one, list] = await Promise.all([
        api('GET', `/api/challenges/${c.id}`, ana),
        api('GET', '/api/challenges', bo),
      ]);
      const done = one.body as unknown as Challenge;
      expect(done.status).toBe('accepted');
      expect(done.gameId).not.toBeNull();
      expect(creations).toBe(1);
      const after = (await api('GET', '/api/challenges', ana)).body as unknown as ChallengeList;
      expect(after.outgoing.find((x) => x.id === c.id)?.gameId).toBe(done.gameId);
      // The reader that lost the take-over may still see it starting (shown open); once made, nobody does.
      expect(list.status).toBe(200);
      const mine = (await api('GET', '/api/challenges', bo)).body as unknown as ChallengeList;
      expect(mine.incoming.some((x) => x.id === c.id)).toBe(false);
      // Each player holds a seat of that game.
      expect(typeof after.outgoing.find((x) => x.id === c.id)?.seat).toBe('number');
    } finally {
      authority.create = create;
    }
  });
});
