import type { Challenge, ChallengeList } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { useTempServer } from '../fixtures/temp-server.js';
import { call, type Person, person } from '../lobby/fixtures/people.js';

/**
 * The cap on challenges RECEIVED (README "Limits"): many challengers together cannot flood one player. A small cap
 * (3) stands for the default 50; each challenger sends one, so the senders' own cap never meets.
 */
const t = useTempServer('challenges-inbox', { challenges: { maxOpenIncoming: 3 } });
const api = (method: string, path: string, who: Person, body?: unknown) => call(t.server.url, method, path, who, body);
const challenge = (from: Person, to: Person) =>
  api('POST', '/api/challenges', from, { to: [to.player.id], game: 'linx' });

describe('challenges received per player', () => {
  it('past the cap a new challenge to that player is 429 tooManyReceived, nothing stored; an answer frees a place', async () => {
    const url = t.server.url;
    const dan = await person(url, 'Dan');
    const senders = [
      await person(url, 'A1'),
      await person(url, 'A2'),
      await person(url, 'A3'),
      await person(url, 'A4'),
    ];
    const sent: Challenge[] = [];
    for (const s of senders.slice(0, 3)) {
      const made = await challenge(s, dan);
      expect(made.status).toBe(201);
      sent.push(made.body as unknown as Challenge);
    }
    const late = senders[3] as Person;
    const refused = await challenge(late, dan);
    expect([refused.status, refused.body.error]).toEqual([429, 'tooManyReceived']);
    const list = (await api('GET', '/api/challenges', dan)).body as unknown as ChallengeList;
    expect(list.incoming).toHaveLength(3);
    // Another player is not concerned by Dan's full inbox.
    expect((await challenge(late, senders[0] as Person)).status).toBe(201);
    // Dan declines one: a place is free.
    const first = sent[0] as Challenge;
    expect((await api('POST', `/api/challenges/${first.id}/decline`, dan, { reason: 'later' })).status).toBe(200);
    expect((await challenge(late, dan)).status).toBe(201);
  });
});
