import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateGameRequest, CreateGameResponse } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { createGame, TestClient } from '../fixtures/client.js';
import { storedRows } from '../fixtures/db.js';
import { createRatedGame, makeAccounts, storeOf } from '../fixtures/rated.js';
import { Players } from '../players/players.js';
import type { PlayersTables } from '../players/tables.js';
import { GAMES } from '../registry.js';
import { type RunningServer, startServer } from '../server.js';

/**
 * Takebacks never reveal, and a bot never accepts one in a rated game (table/README.md): the attacks
 * replayed against a real server on real SQLite, each refusal leaving the stored rows as they were.
 */
const dir = mkdtempSync(join(tmpdir(), 'ludo-takeback-'));
const dbFile = join(dir, 'games.sqlite');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, dbFile, bots: new InlineBots(GAMES) });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = (id: string) => storedRows(dbFile, id);
const vsBot = (game: string): CreateGameRequest => ({
  game,
  options: {},
  seats: [
    { kind: 'human', name: 'Ada' },
    { kind: 'bot', level: 'random' },
  ],
});

/** Joins seat `seat` of a created game and waits for the position where that seat is to move. */
async function joinToMove(created: CreateGameResponse, seat: number, headers?: Record<string, string>) {
  const c = await TestClient.connect(server.url, headers);
  c.send({ type: 'join', game: created.id, token: created.invites.find((v) => v.seat === seat)?.token });
  const sync = await c.next('sync');
  const turn: { version: number; legalMoves: string[]; view: unknown } =
    sync.toMove === seat ? sync : await c.next('event', (e) => e.toMove === seat);
  return { c, turn };
}

/** Sends `move` at `version` and waits for its ack and its event. */
async function move(c: TestClient, version: number, text: string): Promise<void> {
  c.send({ type: 'move', version, move: text });
  await c.next('ack', (a) => a.version === version + 1);
  await c.next('event', (e) => e.version === version + 1);
}

/** After this seat's move: waits until it is to move again (the bot's replies stored), and returns that frame. */
async function backToMe(c: TestClient, seat: number) {
  const now = c.latest();
  if (now?.toMove === seat) return now;
  return c.next('event', (e) => e.toMove === seat && e.version > (now?.version ?? 0));
}

/** A takeback that must be refused with `code`, the stored rows unchanged. */
async function refusedTakeback(c: TestClient, id: string, code: string): Promise<void> {
  const before = rows(id);
  c.send({ type: 'takeback' });
  expect((await c.next('error')).code).toBe(code);
  expect(rows(id)).toEqual(before);
}

describe('takebacks never reveal', () => {
  it('SX-8 the peek: a piece flipped against a bot cannot be taken back; it stays face up, nothing is stored', async () => {
    const created = (await (await createGame(server.url, vsBot('symbolix'))).json()) as CreateGameResponse;
    const { c, turn } = await joinToMove(created, 0);
    const flip = turn.legalMoves.find((m) => m.startsWith('flip')) as string;
    await move(c, turn.version, flip);
    const seen = await backToMe(c, 0);
    await refusedTakeback(c, created.id, 'takebackReveals');
    // Refused again and again: the piece is never covered again, the position never goes back.
    await refusedTakeback(c, created.id, 'takebackReveals');
    expect(c.messages.filter((m) => m.type === 'sync')).toHaveLength(1);
    expect(c.latest()?.view).toEqual(seen.view);
    expect(c.latest()?.version).toBe(seen.version);
    await c.close();
  });

  it('SX-9 a step that showed nothing is taken back with consent; then the flip before it cannot be', async () => {
    const created = (await (
      await createGame(server.url, {
        game: 'symbolix',
        options: {},
        seats: [
          { kind: 'human', name: 'Ada' },
          { kind: 'human', name: 'Bea' },
        ],
      })
    ).json()) as CreateGameResponse;
    // SX-6 draws who starts: `me` is that seat, `other` the other.
    const clients = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    const [a, b] = clients;
    for (const [i, c] of clients.entries())
      c.send({ type: 'join', game: created.id, token: created.invites[i]?.token });
    const sync = await (a as TestClient).next('sync');
    await (b as TestClient).next('sync');
    const me = sync.toMove as number;
    const ada = clients[me] as TestClient;
    const other = clients[1 - me] as TestClient;
    let version = sync.version;
    await move(ada, version, 'flip d5');
    version++;
    const afterFlip = ada.latest();
    const step = afterFlip?.legalMoves.find((m) => m === 'step d5-d4');
    expect(step).toBeDefined();
    await move(ada, version, step as string);
    version++;
    ada.send({ type: 'takeback' });
    await other.next('offers', (m) => m.takeback?.from === me);
    other.send({ type: 'answerTakeback', accept: true });
    const back = await ada.next('sync', (m) => m.version === version + 1);
    expect(back.view).toEqual(afterFlip?.view);
    expect(back.toMove).toBe(me);
    await refusedTakeback(ada, created.id, 'takebackReveals');
    await Promise.all([ada.close(), other.close()]);
  });

  it('LX-11 a face-up tile against a bot drew from the pile: its takeback is refused, the hand unchanged', async () => {
    const created = (await (await createGame(server.url, vsBot('linx'))).json()) as CreateGameResponse;
    const { c, turn } = await joinToMove(created, 0);
    const up = turn.legalMoves.find((m) => m.includes('@')) as string;
    await move(c, turn.version, up);
    const drawn = ((await backToMe(c, 0)).view as { hand: string[] }).hand;
    await refusedTakeback(c, created.id, 'takebackReveals');
    expect((c.latest()?.view as { hand: string[] } | undefined)?.hand).toEqual(drawn);
    await c.close();
  });
});

describe('takebacks never reveal: chance', () => {
  it('CB-6 a throw’s noise came from the seeded PRNG: its takeback against a bot is refused', async () => {
    const created = (await (await createGame(server.url, vsBot('cubiko'))).json()) as CreateGameResponse;
    const { c, turn } = await joinToMove(created, 0);
    await move(c, turn.version, 'throw o=0 v=0,1800,-600 w=0,0,0');
    await backToMe(c, 0);
    await refusedTakeback(c, created.id, 'takebackReveals');
    await c.close();
  });
});

describe('rated games: takebacks need the opponent’s consent, and a bot never gives it', () => {
  const cookieOf = async (player: string) => {
    const players = new Players(storeOf(server).db.withTables<PlayersTables>());
    return { cookie: `ludo_session=${await players.openSession(player)}` };
  };

  it('against a bot in a rated game the takeback is refused (takebackRated), even of a move that showed nothing', async () => {
    const store = storeOf(server);
    const { adabot: ada = '' } = await makeAccounts(store, ['adabot']);
    const created = await createRatedGame(server.authority, store, vsBot('superpion'), [ada, null]);
    const { c, turn } = await joinToMove(created, 0, await cookieOf(ada));
    await move(c, turn.version, turn.legalMoves[0] as string);
    await backToMe(c, 0);
    await refusedTakeback(c, created.id, 'takebackRated');
    await c.close();
  });

  it('between people in a rated game the takeback waits for the opponent, who may accept it', async () => {
    const store = storeOf(server);
    const { cleo = '', dora = '' } = await makeAccounts(store, ['cleo', 'dora']);
    const request: CreateGameRequest = {
      game: 'superpion',
      options: {},
      seats: [
        { kind: 'human', name: 'Cleo' },
        { kind: 'human', name: 'Dora' },
      ],
    };
    const created = await createRatedGame(server.authority, store, request, [cleo, dora]);
    const { c, turn } = await joinToMove(created, 0, await cookieOf(cleo));
    const d = await TestClient.connect(server.url, await cookieOf(dora));
    d.send({ type: 'join', game: created.id, token: created.invites[1]?.token });
    await d.next('sync');
    await move(c, turn.version, turn.legalMoves[0] as string);
    const before = rows(created.id);
    c.send({ type: 'takeback' });
    await d.next('offers', (m) => m.takeback?.from === 0);
    expect(rows(created.id)).toEqual(before); // asked, not applied
    d.send({ type: 'answerTakeback', accept: true });
    const back = await c.next('sync', (m) => m.version === turn.version + 2);
    expect(back.view).toEqual(turn.view);
    await Promise.all([c.close(), d.close()]);
  });
});
