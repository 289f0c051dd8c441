import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatLine } from '@ludotheque/protocol';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../fixtures/browser.js';
import { createLinxPair, joinGame, TestClient } from '../fixtures/client.js';
import { closeTable, openTable, type Table } from '../fixtures/play.js';
import { type RunningServer, startServer } from '../server.js';

/** A real server on a fresh SQLite file; the chat budget is the default one (5 at once). */
const dir = mkdtempSync(join(tmpdir(), 'ludo-chat-'));
const dbFile = join(dir, 'games.sqlite');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, dbFile });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const storedChat = (id: string) => {
  const db = new SQLite(dbFile, { readonly: true });
  try {
    return db.prepare('SELECT channel, seat, name, text FROM chat_messages WHERE game_id = ? ORDER BY at, id').all(id);
  } finally {
    db.close();
  }
};
const seat = (t: Table, i: number) => t.seats[i] as TestClient;
const say = (c: TestClient, text: string) => c.send({ type: 'chat', text });
const lineFrom = (c: TestClient, text: string) => c.next('chatLine', (m) => m.line.text === text);
/** Waits for `mark` (sent after), then says whether `text` came before it. */
async function saw(c: TestClient, text: string, mark: string): Promise<boolean> {
  await lineFrom(c, mark);
  return c.messages.some((m) => m.type === 'chatLine' && m.line.text === text);
}

describe('chat', () => {
  it('keeps the players’ chat and the spectators’ chat apart, stored and replayed on join', async () => {
    const t = await openTable(server.url, 'linx', 2);
    for (const c of [...t.seats, t.spectator]) expect((await c.next('chatHistory')).lines).toEqual([]);
    say(seat(t, 0), 'bonjour');
    for (const c of t.seats) expect((await lineFrom(c, 'bonjour')).line).toMatchObject({ seat: 0, name: 'Player 1' });
    say(t.spectator, 'go seat 1');
    const spectated = await lineFrom(t.spectator, 'go seat 1');
    expect(spectated.line).toMatchObject({ channel: 'spectators', seat: null, name: null });
    // The players never get the spectators' line: a later players' line arrives with nothing before it.
    say(seat(t, 1), 'salut');
    for (const c of t.seats) expect(await saw(c, 'go seat 1', 'salut')).toBe(false);
    expect(t.spectator.messages.some((m) => m.type === 'chatLine' && m.line.channel === 'players')).toBe(false);
    expect(storedChat(t.id)).toEqual([
      { channel: 'players', seat: 0, name: 'Player 1', text: 'bonjour' },
      { channel: 'spectators', seat: null, name: null, text: 'go seat 1' },
      { channel: 'players', seat: 1, name: 'Player 2', text: 'salut' },
    ]);
    const again = await joinGame(server.url, t.id, t.created.invites[0]?.token);
    expect((await again.next('chatHistory')).lines.map((l: ChatLine) => l.text)).toEqual(['bonjour', 'salut']);
    const watcher = await joinGame(server.url, t.id);
    expect((await watcher.next('chatHistory')).lines.map((l: ChatLine) => l.text)).toEqual(['go seat 1']);
    await Promise.all([again.close(), watcher.close(), closeTable(t)]);
  });

  it('refuses empty, too long and control-character messages, storing nothing; 300 after trimming is fine', async () => {
    const t = await openTable(server.url, 'linx', 2);
    // Refused messages spend the budget too (5 at once): the bad ones are shared between the two seats.
    const bad = ['   ', 'x'.repeat(301), 'bell\u0007', 'two\nlines', 'rtl \u202e txet', '\u0000'];
    for (const [i, text] of bad.entries()) {
      const c = seat(t, i % 2);
      say(c, text);
      expect((await c.next('error')).code, JSON.stringify(text)).toBe('chatText');
    }
    const c = seat(t, 0);
    expect(storedChat(t.id)).toEqual([]);
    // 300 characters (é counts once) inside spaces: trimmed and kept.
    const longest = 'é'.repeat(300);
    say(c, `  ${longest}  `);
    expect((await lineFrom(c, longest)).line.text).toBe(longest);
    await closeTable(t);
  });

  it('rate-limits each connection: 5 at once, the 6th refused and not stored', async () => {
    const t = await openTable(server.url, 'linx', 2);
    const c = seat(t, 1);
    for (let i = 1; i <= 6; i++) say(c, `m${i}`);
    expect((await c.next('error')).code).toBe('chatRateLimited');
    await lineFrom(c, 'm5');
    expect(storedChat(t.id).map((r) => (r as { text: string }).text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    await closeTable(t);
  });

  it('stores and sends injection strings as plain text, byte for byte', async () => {
    const t = await openTable(server.url, 'linx', 2);
    const evil = ['<img src=x onerror=alert(1)>', '<script>alert("x")</script>', "'; DROP TABLE games; --", '{{7*7}}'];
    for (const text of evil) {
      say(seat(t, 0), text);
      expect((await lineFrom(seat(t, 1), text)).line.text).toBe(text);
    }
    expect(storedChat(t.id).map((r) => (r as { text: string }).text)).toEqual(evil);
    // The raw frame holds the JSON string of the text, nothing escaped into entities.
    expect(seat(t, 1).frames.some((f) => f.includes('"text":"<img src=x onerror=alert(1)>"'))).toBe(true);
    await closeTable(t);
  });

  it('mutes per player on the server: hidden live and in the history, after a reconnect too, until unmuted', async () => {
    const t = await openTable(server.url, 'linx', 2);
    say(seat(t, 1), 'before');
    await lineFrom(seat(t, 0), 'before');
    seat(t, 0).send({ type: 'mute', seat: 1, muted: true });
    const muted = await seat(t, 0).next('chatHistory', (m) => m.muted.length > 0);
    expect(muted).toEqual({ type: 'chatHistory', lines: [], muted: [1], more: false });
    say(seat(t, 1), 'noisy');
    await lineFrom(seat(t, 1), 'noisy');
    say(seat(t, 0), 'mark');
    expect(await saw(seat(t, 0), 'noisy', 'mark')).toBe(false);
    // A reload: the same seat joins again and finds its mute.
    const back = await joinGame(server.url, t.id, t.created.invites[0]?.token);
    const history = await back.next('chatHistory');
    expect(history.muted).toEqual([1]);
    expect(history.lines.map((l) => l.text)).toEqual(['mark']);
    // Bad mutes: oneself, no such seat, a spectator muting.
    back.send({ type: 'mute', seat: 0, muted: true });
    expect((await back.next('error')).code).toBe('malformed');
    back.send({ type: 'mute', seat: 9, muted: true });
    expect((await back.next('error')).code).toBe('malformed');
    t.spectator.send({ type: 'mute', seat: 0, muted: true });
    expect((await t.spectator.next('error')).code).toBe('spectator');
    back.send({ type: 'mute', seat: 1, muted: false });
    const unmuted = await back.next('chatHistory', (m) => m.muted.length === 0);
    expect(unmuted.lines.map((l) => l.text)).toEqual(['before', 'noisy', 'mark']);
    await Promise.all([back.close(), closeTable(t)]);
  });

  it('is part of the record download once the game is over, both chats', async () => {
    const t = await openTable(server.url, 'linx', 2);
    say(seat(t, 0), 'gg');
    say(t.spectator, 'nice');
    await lineFrom(seat(t, 1), 'gg');
    await lineFrom(t.spectator, 'nice');
    seat(t, 1).send({ type: 'resign' });
    await seat(t, 0).next('event', (e) => e.result !== null);
    const record = (await (await fetch(`${server.url}/api/games/${t.id}/record`)).json()) as { chat: ChatLine[] };
    expect(record.chat.map((l) => [l.channel, l.text])).toEqual([
      ['players', 'gg'],
      ['spectators', 'nice'],
    ]);
    await closeTable(t);
  });

  it('names authors by their player name, and a mute follows the player into the next game', async () => {
    const [zoe, yann] = [new Browser(server.url), new Browser(server.url)];
    await zoe.json('POST', '/api/me/name', { name: 'Zoé' });
    await yann.json('POST', '/api/me/name', { name: 'Yann' });
    const sit = async (b: Browser, game: string, token: string | undefined) => {
      const c = await TestClient.connect(server.url, { cookie: b.cookie ?? '' });
      c.send({ type: 'join', game, token });
      await c.next('chatHistory');
      return c;
    };
    const first = await createLinxPair(server.url);
    const z1 = await sit(zoe, first.id, first.invites[0]?.token);
    const y1 = await sit(yann, first.id, first.invites[1]?.token);
    y1.send({ type: 'chat', text: 'salut Zoé' });
    expect((await lineFrom(z1, 'salut Zoé')).line).toMatchObject({ seat: 1, name: 'Yann' });
    z1.send({ type: 'mute', seat: 1, muted: true });
    await z1.next('chatHistory', (m) => m.muted.length === 1);
    // Another game, seats swapped: Zoé's mute is of Yann the player, not of a seat.
    const second = await createLinxPair(server.url);
    const y2 = await sit(yann, second.id, second.invites[0]?.token);
    const z2 = await sit(zoe, second.id, second.invites[1]?.token);
    expect(z2.messages.find((m) => m.type === 'chatHistory')).toMatchObject({ muted: [0] });
    y2.send({ type: 'chat', text: 'encore moi' });
    await lineFrom(y2, 'encore moi');
    z2.send({ type: 'chat', text: 'calme' });
    expect(await saw(z2, 'encore moi', 'calme')).toBe(false);
    await Promise.all([z1, y1, y2, z2].map((c) => c.close()));
  });
});
