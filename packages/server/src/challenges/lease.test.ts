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

  it('a node that made the game and died before marking the challenge: the reader past the lease finds that game', async () => {
    const url = t.server.url;
    const [ana, bo] = [await person(url, 'Ana'), await person(url, 'Bo')];
    const made = await api('POST', '/api/challenges', ana, { to: [bo.player.id], game: 'linx' });
    const c = made.body as unknown as Challenge;
    const authority: Authority = t.server.authority;
    const create = authority.create.bind(authority);
    const open = authority.open.bind(authority);
    const ids: string[] = [];
    // The game is stored, then the node stops: nothing it would do after the creation happens (the node's own
    // look for the game included).
    let dead: 'not yet' | 'dead' | 'gone' = 'not yet';
    authority.create = async (...a: Parameters<Authority['create']>) => {
      const result = await create(...a);
      if (result.ok) ids.push(result.value.id);
      if (dead === 'not yet') {
        dead = 'dead';
        throw new Error('the node died after making its game');
      }
      return result;
    };
    authority.open = async (id: string) => {
      if (dead === 'dead') throw new Error('the node is dead');
      return open(id);
    };
    try {
      expect((await api('POST', `/api/challenges/${c.id}/accept`, bo)).status).toBe(500);
      expect(ids).toHaveLength(1);
      dead = 'gone';
      clock += LEASE + 1;
      const done = (await api('GET', `/api/challenges/${c.id}`, ana)).body as unknown as Challenge;
      // The dead node's game, not a second one (which would leave the first orphaned, each player seated twice).
      expect([done.status, done.gameId, ids.length]).toEqual(['accepted', ids[0], 1]);
      // Both players hold a seat of it, and the accepter, whose answer was lost with the node, is told of theirs.
      const sent = (await api('GET', '/api/challenges', ana)).body as unknown as ChallengeList;
      expect(typeof sent.outgoing.find((x) => x.id === c.id)?.seat).toBe('number');
      for (const who of [ana, bo]) {
        const games = (await api('GET', '/api/me/games', who)).body as unknown as { inProgress: { id: string }[] };
        expect(games.inProgress.map((g) => g.id)).toEqual([ids[0]]);
      }
      const told = (await api('GET', '/api/notifications?limit=30', bo)).body as unknown as {
        notifications: { kind: string; gameId: string | null; seat: number | null }[];
      };
      const accepted = told.notifications.filter((n) => n.kind === 'challengeAccepted');
      expect(accepted.map((n) => [n.gameId, typeof n.seat])).toEqual([[ids[0], 'number']]);
    } finally {
      authority.create = create;
      authority.open = open;
    }
  });
});
