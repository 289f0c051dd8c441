import { Rng } from '@ludotheque/engine';
import type {
  GameRatings,
  Leaderboard,
  ModReportDetail,
  NotificationList,
  RatingHistory,
  StartedSeat,
} from '@ludotheque/protocol';
import { rate, rating } from 'openskill';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import type { TestClient } from '../fixtures/client.js';
import { createRated, playEach, storeOf } from '../fixtures/rated.js';
import { LobbyClient } from '../lobby/fixtures/lobby-client.js';
import { account, call, joinAs, type Person, person } from '../lobby/fixtures/people.js';
import type { RunningServer } from '../server.js';
import { grantModerator, revokeModerator } from './roles.js';

/** Issue 26, reports and moderation, on SQLite and on PostgreSQL (the store is the truth: every check reads it). */
const closing: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closing.splice(0)) await c.close();
});
let names = 0;
/** Usernames unique over the file: the PostgreSQL backend's servers share one database. */
const fresh = (base: string) => `${base}${++names}`;

/** openskill's own update (its API, not ours) with the τ the README gives: τ = 25/300, σ never grows by τ. */
const OPENSKILL = { tau: 25 / 300, preventSigmaIncrease: true };
/** The shown number as the ratings README defines it: round(1000 + 25 (μ − 3σ)). */
const shownOf = (r: { mu: number; sigma: number }) => Math.round(1000 + 25 * (r.mu - 3 * r.sigma));

describe.each(backends('moderation'))('moderation on $name', (backend) => {
  let clock = Date.now();
  let server: RunningServer | null = null;
  const start = async () => {
    server ??= await backend.start({
      moderation: { now: () => clock },
      lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50 },
    });
    return server;
  };
  const api = async (method: string, path: string, who: Person | null, body?: unknown) =>
    call((await start()).url, method, path, who, body);
  const someone = async (name: string): Promise<Person> =>
    account((await start()).url, name, fresh(name.toLowerCase()));
  const moderator = async (name: string): Promise<Person> => {
    const s = await start();
    const username = fresh(name.toLowerCase());
    const p = await account(s.url, name, username);
    expect((await grantModerator(storeOf(s).db.withTables(), username)).ok).toBe(true);
    return p;
  };
  const seatSocket = async (who: Person, s: StartedSeat): Promise<TestClient> => {
    const c = await joinAs((await start()).url, who, s.game, s.token);
    closing.push(c);
    await c.next('sync');
    await c.next('chatHistory');
    return c;
  };
  /** Two accounts paired by a casual quick match: their seats. */
  const paired = async (a: Person, b: Person): Promise<[StartedSeat, StartedSeat]> => {
    const url = (await start()).url;
    const [la, lb] = [await LobbyClient.connect(url, a.headers), await LobbyClient.connect(url, b.headers)];
    closing.push(la, lb);
    await la.next('lobby');
    await lb.next('lobby');
    const body = { game: 'linx', players: 2, speed: 'untimed', rated: false };
    expect((await api('POST', '/api/lobby/queue', a, body)).status).toBe(200);
    const second = await api('POST', '/api/lobby/queue', b, body);
    const bSeat = (second.body.started as StartedSeat | undefined) ?? (await lb.next('lobbySeat'));
    return [await la.next('lobbySeat'), bSeat];
  };
  const notifications = async (who: Person) =>
    (await api('GET', '/api/notifications', who)).body as unknown as NotificationList;

  it('reports: accounts only, text as the chat’s policy, one per reporter and player a day, rate-limited', async () => {
    const [ana, ben] = [await someone('Ana'), await someone('Ben')];
    const guest = await person((await start()).url, 'Gus');
    const body = { target: { player: ben.player.id }, kind: 'abuse', text: 'insults' };
    expect((await api('POST', '/api/reports', null, body)).status).toBe(401);
    expect((await api('POST', '/api/reports', guest, body)).body.error).toBe('notRegistered');
    for (const bad of [
      { ...body, text: 'x'.repeat(501) },
      { ...body, text: '   ' },
      { ...body, text: 'a\u202eb' },
      { ...body, kind: 'spam' },
      { ...body, target: { player: ana.player.id } },
    ])
      expect((await api('POST', '/api/reports', ana, bad)).status).toBe(400);
    expect((await api('POST', '/api/reports', ana, { ...body, target: { player: 'nobody' } })).status).toBe(404);
    const first = await api('POST', '/api/reports', ana, { ...body, text: 'x'.repeat(500) });
    expect(first.status).toBe(201);
    const again = await api('POST', '/api/reports', ana, { ...body, kind: 'cheating' });
    expect([again.status, again.body.error]).toEqual([409, 'alreadyReported']);
    const rows = await backend.rows(await start(), 'select kind from reports where reporter = ? and player = ?', [
      ana.player.id,
      ben.player.id,
    ]);
    expect(rows).toEqual([{ kind: 'abuse' }]);
    // The next day (the report's clock), the same pair may report again.
    clock += 86_400_000;
    expect((await api('POST', '/api/reports', ana, body)).status).toBe(201);
    // 10 reports an hour per player, refused ones counted: the 11th is 429 with a wait.
    const cy = await someone('Cy');
    for (let i = 0; i < 10; i++)
      expect((await api('POST', '/api/reports', cy, { ...body, target: { player: `none${i}` } })).status).toBe(404);
    const limited = await api('POST', '/api/reports', cy, body);
    expect([limited.status, limited.body.error]).toEqual([429, 'rateLimited']);
  });

  it('every /api/mod route answers 403 to no session, a guest and a plain account; no route grants the role', async () => {
    const s = await start();
    const [plain, mod] = [await someone('Plain'), await moderator('Mia')];
    const guest = await person(s.url, 'Guy');
    const target = await someone('Tom');
    const reported = await api('POST', '/api/reports', plain, {
      target: { player: target.player.id },
      kind: 'other',
      text: 'odd',
    });
    const id = String(reported.body.id);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/mod/me'],
      ['GET', '/api/mod/reports'],
      ['GET', '/api/mod/reports?status=handled'],
      ['GET', `/api/mod/reports/${id}`],
      ['GET', '/api/mod/log'],
      ['POST', '/api/mod/actions', { player: target.player.id, action: 'warn', reason: 'be nice' }],
    ];
    for (const [method, path, body] of routes) {
      for (const who of [null, guest, plain]) {
        const r = await api(method, path, who, body);
        expect([path, r.status, r.body.error]).toEqual([path, 403, 'notModerator']);
      }
      expect([path, (await api(method, path, mod, body)).status]).toEqual([path, 200]);
    }
    // Nothing a plain account tried was done: one action in the log, the moderator's.
    const log = (await api('GET', '/api/mod/log', mod)).body.actions as { moderator: { id: string } }[];
    expect(log.map((a) => a.moderator.id)).toEqual([mod.player.id]);
    // No web route writes the role: the likely spellings are refused and the table holds the moderator only.
    for (const [method, path] of [
      ['POST', '/api/mod/moderators'],
      ['PUT', `/api/mod/moderators/${plain.player.id}`],
      ['POST', '/api/moderators'],
      ['PUT', `/api/moderators/${plain.player.id}`],
      ['POST', '/api/mod/grant'],
    ] as const) {
      for (const who of [plain, mod]) {
        const r = await api(method, path, who, { player: plain.player.id, username: 'plain' });
        expect(r.status === 403 || r.status === 404).toBe(true);
      }
    }
    const holders = await backend.rows(s, 'select player_id from moderators where player_id in (?, ?)', [
      plain.player.id,
      mod.player.id,
    ]);
    expect(holders).toEqual([{ player_id: mod.player.id }]);
    // A revoke holds at the next request (the role is read from the store each time).
    const username = (
      (await backend.rows(s, 'select username from players where id = ?', [mod.player.id]))[0] as { username: string }
    ).username;
    await revokeModerator(storeOf(s).db.withTables(), username);
    expect((await api('GET', '/api/mod/me', mod)).status).toBe(403);
  });

  it('a chat line reported in context; warn and mute: the chat refuses the muted player until it ends; reporter told', async () => {
    const [ria, sol] = [await someone('Ria'), await someone('Sol')];
    const [riaSeat, solSeat] = await paired(ria, sol);
    const [riaSocket, solSocket] = [await seatSocket(ria, riaSeat), await seatSocket(sol, solSeat)];
    for (const [socket, text] of [
      [riaSocket, 'hello'],
      [solSocket, 'you are <b>bad</b>'],
      [riaSocket, 'why?'],
    ] as const) {
      socket.send({ type: 'chat', text });
      await riaSocket.next('chatLine', (m) => m.line.text === text);
    }
    const line = riaSocket.messages.find((m) => m.type === 'chatLine' && m.line.text === 'you are <b>bad</b>');
    const at = line?.type === 'chatLine' ? line.line.at : -1;
    const target = { gameId: riaSeat.game, channel: 'players', at };
    // A stranger cannot report a line of a game in progress they do not sit at.
    const stranger = await someone('Stan');
    expect((await api('POST', '/api/reports', stranger, { target, kind: 'abuse', text: 'x' })).status).toBe(403);
    expect(
      (await api('POST', '/api/reports', ria, { target: { ...target, at: 1 }, kind: 'abuse', text: 'x' })).status,
    ).toBe(404);
    const made = await api('POST', '/api/reports', ria, { target, kind: 'abuse', text: 'rude' });
    expect(made.status).toBe(201);

    const mod = await moderator('Max');
    const open = (await api('GET', '/api/mod/reports', mod)).body.reports as { id: string; player: { id: string } }[];
    const mine = open.find((r) => r.id === made.body.id);
    expect(mine?.player.id).toBe(sol.player.id);
    const detail = (await api('GET', `/api/mod/reports/${String(made.body.id)}`, mod))
      .body as unknown as ModReportDetail;
    expect(detail.chat.map((l) => [l.text, l.reported])).toEqual([
      ['hello', false],
      ['you are <b>bad</b>', true],
      ['why?', false],
    ]);
    expect(detail.games[0]?.id).toBe(riaSeat.game);

    const warned = await api('POST', '/api/mod/actions', mod, {
      player: sol.player.id,
      action: 'warn',
      reason: 'Be polite at the table.',
    });
    expect(warned.status).toBe(200);
    expect(((await api('GET', '/api/me/moderation', sol)).body.warnings as { reason: string }[])[0]?.reason).toBe(
      'Be polite at the table.',
    );
    expect((await notifications(sol)).notifications[0]?.kind).toBe('modWarning');
    clock += 1000;
    const bad = await api('POST', '/api/mod/actions', mod, { player: sol.player.id, action: 'mute', reason: 'x' });
    expect([bad.status, bad.body.error]).toEqual([400, 'badMinutes']);
    const muted = await api('POST', '/api/mod/actions', mod, {
      player: sol.player.id,
      action: 'mute',
      reason: 'insults in chat',
      minutes: 60,
      report: made.body.id,
    });
    expect(muted.status).toBe(200);
    solSocket.send({ type: 'chat', text: 'still here' });
    const refused = await solSocket.next('error', (m) => m.code === 'chatMuted');
    expect(refused.retryAfterMs).toBe(60 * 60_000);
    expect(
      (await backend.rows(await start(), 'select count(*) as n from chat_messages where text = ?', ['still here']))[0],
    ).toEqual({ n: backend.name === 'SQLite' ? 0 : '0' });
    expect((await api('GET', '/api/me/moderation', sol)).body.mutedUntil).toBe(
      new Date(clock + 3_600_000).toISOString(),
    );
    // The reporter is told, once; the report left the open list.
    const told = (await notifications(ria)).notifications.filter((n) => n.kind === 'reportHandled');
    expect(told).toHaveLength(1);
    const still = (await api('GET', '/api/mod/reports', mod)).body.reports as { id: string }[];
    expect(still.some((r) => r.id === made.body.id)).toBe(false);
    // Another moderator reads the log: who, what, why, when.
    const other = await moderator('Noa');
    const log = (await api('GET', '/api/mod/log', other)).body.actions as {
      moderator: { name: string };
      action: string;
      reason: string;
      player: { id: string };
    }[];
    expect(log.filter((a) => a.player.id === sol.player.id).map((a) => [a.moderator.name, a.action, a.reason])).toEqual(
      [
        ['Max', 'mute', 'insults in chat'],
        ['Max', 'warn', 'Be polite at the table.'],
      ],
    );
    // An hour on, the mute is over.
    clock += 3_600_001;
    solSocket.send({ type: 'chat', text: 'sorry' });
    await riaSocket.next('chatLine', (m) => m.line.text === 'sorry');
  });

  it('a closed account cannot log in and its sessions end', async () => {
    const s = await start();
    const username = fresh('zed');
    const zed = await account(s.url, 'Zed', username);
    const mod = await moderator('Ode');
    expect(
      (await api('POST', '/api/mod/actions', mod, { player: zed.player.id, action: 'close', reason: 'spam' })).status,
    ).toBe(200);
    const me = await api('GET', '/api/me', zed);
    expect(me.body.id).not.toBe(zed.player.id);
    const login = await call(s.url, 'POST', '/api/account/login', null, {
      username,
      password: `${username} long enough password`,
    });
    expect([login.status, login.body.error]).toEqual([403, 'accountClosed']);
    expect(await backend.rows(s, 'select player_id from sessions where player_id = ?', [zed.player.id])).toEqual([]);
  });

  it('a cheater marked: their rated games voided, ratings hidden, the opponents’ recomputed as openskill says', async () => {
    const s = await start();
    const [che, bob, cat] = [await someone('Che'), await someone('Bob'), await someone('Cat')];
    const store = storeOf(s);
    const humans = [
      { kind: 'human' as const, name: 'P1' },
      { kind: 'human' as const, name: 'P2' },
    ];
    /** A rated Linx game of these two, two moves each, then `loser` resigns: rated once it ends. */
    const game = async (a: Person, b: Person, loser: 0 | 1, seed: string) => {
      const id = await createRated(s.authority, store, { game: 'linx', options: {}, seats: humans }, [
        a.player.id,
        b.player.id,
      ]);
      await playEach(s.authority, id, Rng.seeded(seed), 2, [0, 1]);
      expect((await s.authority.command(id, loser, { type: 'resign' })).ok).toBe(true);
      for (let i = 0; i < 200; i++) {
        const g = (await api('GET', `/api/games/${id}/ratings`, null)).body as unknown as GameRatings;
        if (g.status !== 'pending') return g;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('not settled');
    };
    // Bob beats Cat, the cheater beats Bob, then Cat beats Bob.
    expect((await game(bob, cat, 1, 'g1')).status).toBe('rated');
    const voided = await game(che, bob, 1, 'g2');
    expect(voided.status).toBe('rated');
    expect((await game(bob, cat, 0, 'g3')).status).toBe('rated');
    const mod = await moderator('Vic');
    const marked = await api('POST', '/api/mod/actions', mod, {
      player: che.player.id,
      action: 'cheater',
      reason: 'engine moves',
    });
    expect(marked.status).toBe(200);
    // Expected from openskill directly: game 1 then game 3, as if game 2 had never been played.
    const [[b1], [c1]] = rate([[rating()], [rating()]], { ...OPENSKILL, rank: [1, 2] }) as [
      [{ mu: number; sigma: number }],
      [{ mu: number; sigma: number }],
    ];
    const [[b3], [c3]] = rate([[b1], [c1]], { ...OPENSKILL, rank: [2, 1] }) as [
      [{ mu: number; sigma: number }],
      [{ mu: number; sigma: number }],
    ];
    const history = async (p: Person) =>
      (await api('GET', `/api/players/${p.player.id}/ratings`, null)).body as unknown as RatingHistory;
    const bobNow = (await history(bob)).games[0];
    expect(bobNow?.history).toHaveLength(2);
    expect(bobNow?.current.mu).toBeCloseTo(b3.mu, 10);
    expect(bobNow?.current.sigma).toBeCloseTo(b3.sigma, 10);
    expect(bobNow?.current.rating).toBe(shownOf(b3));
    expect((await history(cat)).games[0]?.current.rating).toBe(shownOf(c3));
    // The cheater's ratings are hidden; the voided game says so.
    expect((await history(che)).games).toEqual([]);
    const board = (await api('GET', '/api/ratings/linx', null)).body as unknown as Leaderboard;
    expect(board.players.some((p) => p.player === che.player.id)).toBe(false);
    expect(board.players.find((p) => p.player === bob.player.id)?.rating).toBe(shownOf(b3));
    const after = (await api('GET', `/api/games/${voided.gameId}/ratings`, null)).body as unknown as GameRatings;
    expect([after.status, after.reason]).toEqual(['unrated', 'voided']);
    // A later game of the cheater is not rated.
    const later = await game(che, cat, 1, 'g4');
    expect([later.status, later.reason]).toEqual(['unrated', 'a seat is marked a cheater']);
  });
});
