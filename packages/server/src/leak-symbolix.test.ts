/**
 * Issue 6, "Web": a full online advanced Grand Secret Symbolix game with 4 players and a spectator over real sockets;
 * every frame each audience receives is checked against what the rules (SX Information, SX-23) let it know at that
 * version. The truth comes from the engine alone, by replaying the record after the end (`toSetup`, SX-N2), not from
 * the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GameRecord, Rng, type Viewer } from '@ludotheque/engine';
import { symbolix } from '@ludotheque/symbolix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './fixtures/client.js';
import { closeTable, openTable, type Table } from './fixtures/play.js';
import { type RunningServer, startServer } from './server.js';

const dir = mkdtempSync(join(tmpdir(), 'ludo-leak-sx-'));
let server: RunningServer;
beforeAll(async () => {
  // Random seats move far faster than people; the rate limit is tested elsewhere and would only slow this scan.
  server = await startServer({
    port: 0,
    dbFile: join(dir, 'leak.sqlite'),
    rateLimit: { burst: 100_000, perSecond: 100_000 },
  });
});
afterAll(async () => {
  try {
    await server?.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The SX-N2 setup JSON, only the parts the scan needs. */
interface Setup {
  board: string[];
  seen: Record<string, number[]>;
  sciKnown: string[];
  cards: { colour: string; revealed: boolean; known: number[] }[];
  reserve: string[];
  reserveKnown: Record<string, number[]>;
  collections: { piece: string; down?: boolean; known?: number[] }[][];
  hands: string[][];
  deck: string[];
  deckKnown: number;
  rng: string;
}
interface Truth {
  readonly setup: Setup;
  readonly over: boolean;
  /** What each audience should be told of the move that made this version (its `publicMove`). */
  readonly told: Map<Viewer, string> | null;
}

const cellName = (i: number) => `${'abcdefg'[i % 7]}${Math.floor(i / 7) + 1}`;

function truths(record: GameRecord, audiences: readonly Viewer[]): Truth[] {
  const options = symbolix.parseOptions(record.options);
  if (!options.ok) throw new Error(options.error.message);
  const state = symbolix.setup(options.value, Rng.seeded(record.seed));
  const snap = (told: Map<Viewer, string> | null): Truth => ({
    setup: symbolix.toSetup(state) as unknown as Setup,
    over: symbolix.toMove(state) === null,
    told,
  });
  const out = [snap(null)];
  for (const text of record.moves) {
    const move = symbolix.parseMove(state, text as string);
    if (!move.ok) throw new Error(String(text));
    const told = new Map(audiences.map((a) => [a, symbolix.publicMove(state, move.value, a)] as const));
    symbolix.play(state, move.value);
    out.push(snap(told));
  }
  return out;
}

interface ViewJson {
  cells: number[];
  cards: { colour: number }[];
  reserve: number[];
  collections: { piece: number }[][];
  hands: (number[] | null)[];
  deck: number[] | null;
  deckBottom: number[];
}

/** What a view shows that the viewer may not know (SX Information; SX-23 for face-down captures and looks). */
function viewProblems(view: ViewJson, viewer: Viewer, t: Setup): string[] {
  const problems: string[] = [];
  const knows = (seats: readonly number[] | undefined) => viewer !== 'spectator' && (seats ?? []).includes(viewer);
  t.board.forEach((p, i) => {
    if (!p.startsWith('*') || knows(t.seen[cellName(i)])) return;
    const allowed = t.sciKnown.includes(cellName(i)) ? -3 : -2;
    if (view.cells[i] !== allowed) problems.push(`covered piece at ${cellName(i)}`);
  });
  t.cards.forEach((c, s) => {
    if (!c.revealed && s !== viewer && !knows(c.known) && view.cards[s]?.colour !== -1) problems.push(`card ${s}`);
  });
  const knownReserve = Object.values(t.reserveKnown).filter((seats) => knows(seats)).length;
  if (view.reserve.length > knownReserve) problems.push('reserve');
  t.collections.forEach((coll, s) => {
    coll.forEach((c, i) => {
      if (c.down && !knows(c.known) && view.collections[s]?.[i]?.piece !== -2) problems.push(`capture ${s}:${i}`);
    });
  });
  view.hands.forEach((h, s) => {
    if (s !== viewer && h !== null) problems.push(`hand ${s}`);
  });
  if (view.deck !== null) problems.push('deck');
  if (view.deckBottom.length > t.deckKnown) problems.push('deck bottom');
  return problems;
}

/**
 * One move by the seat to move, from the legal moves it was sent, like `playRandomMove` but preferring jumps, so
 * captures (face-down ones in Grand Secret, SX-23) happen often enough to be under the scan; waits for every client.
 */
async function playJumpy(table: Table, rng: Rng): Promise<boolean> {
  const state = table.spectator.latest();
  if (state === null || state.toMove === null) return false;
  const mover = table.seats[state.toMove] as TestClient;
  const mine = mover.latest();
  if (mine === null || mine.legalMoves.length === 0) throw new Error(`seat ${state.toMove} has no legal moves`);
  const jumps = mine.legalMoves.filter((m) => m.startsWith('jump'));
  const move = jumps.length > 0 && rng.int(0, 9) < 9 ? rng.pick(jumps) : rng.pick(mine.legalMoves);
  mover.send({ type: 'move', version: mine.version, move });
  await mover.next('ack', (a) => a.version === mine.version + 1);
  for (const c of [...table.seats, table.spectator]) await c.next('event', (e) => e.version === mine.version + 1);
  return true;
}

/** Every seat (by its invite token) and a spectator joined again on new connections; resolves once all synced. */
async function joinAgain(table: Table): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  for (const invite of [...table.created.invites, null]) {
    const c = await TestClient.connect(server.url);
    c.send(invite === null ? { type: 'join', game: table.id } : { type: 'join', game: table.id, token: invite.token });
    await c.next('sync');
    clients.push(c);
  }
  return clients;
}

/** Everything wrong with one frame received by `viewer`; empty when it tells nothing it may not know. */
function scanFrame(frame: string, viewer: Viewer, all: Truth[], secrets: readonly string[]): string[] {
  const problems: string[] = [];
  if (/"(rng|seed|reserveKnown|deckKnown)"\s*:/.test(frame)) problems.push('key');
  for (const s of secrets) if (frame.includes(s)) problems.push(`secret ${s}`);
  const m = JSON.parse(frame) as {
    type: string;
    version?: number;
    view?: ViewJson;
    lastMove?: { text: string };
    history?: { text: string }[];
  };
  if ((m.type !== 'sync' && m.type !== 'event') || m.version === undefined) return problems;
  const truth = all[m.version];
  if (!truth) return [...problems, `unknown version ${m.version}`];
  // A sync's history: each move as told to this audience when it was played (no platform events in this game).
  m.history?.forEach((h, i) => {
    const then = all[i + 1];
    if (!then?.over && then?.told && h.text !== then.told.get(viewer)) problems.push(`history ${i + 1}: ${h.text}`);
  });
  if (truth.over) return problems; // at the end everything is public (SX Information)
  if (m.view) problems.push(...viewProblems(m.view, viewer, truth.setup));
  const told = m.lastMove?.text;
  if (told !== undefined && truth.told && told !== truth.told.get(viewer)) problems.push(`told ${told}`);
  return problems;
}

describe('frame scan: a full online advanced Grand Secret Symbolix game, 4 players and a spectator', () => {
  it('no seat and no spectator receives anything it may not know', async () => {
    const options = { level: 'advanced', variant: 'grandSecret' };
    const table = await openTable(server.url, 'symbolix', 4, options);
    const rng = Rng.seeded('symbolix frame scan');
    let moves = 0;
    // Mid-game, every seat and a spectator join again on new connections (another device, a reload): their sync's
    // history must be the moves as told to them, nothing more, and their frames are scanned like the others.
    let late: TestClient[] = [];
    while (await playJumpy(table, rng)) {
      moves++;
      if (moves === 12) late = await joinAgain(table);
    }
    expect(late).toHaveLength(5);
    for (const [i, client] of late.entries()) {
      const first = (i < 4 ? table.seats[i] : table.spectator) as TestClient;
      const told = first.messages.flatMap((m) => (m.type === 'event' && m.version <= 12 ? [m.lastMove] : []));
      const sync = client.messages.find((m) => m.type === 'sync');
      if (sync?.type !== 'sync') throw new Error('no sync');
      expect(sync.version).toBe(12);
      expect(sync.history).toEqual(told);
      await client.next('event', (e) => e.version === moves);
    }
    const record = (await (await fetch(`${server.url}/api/games/${table.id}/record`)).json()) as GameRecord;
    expect(record.moves.length).toBe(moves);
    const audiences: [Viewer, TestClient][] = [
      ...table.seats.map((c, seat) => [seat, c] as [Viewer, TestClient]),
      ['spectator', table.spectator],
      ...late.map((c, i) => [i < 4 ? i : 'spectator', c] as [Viewer, TestClient]),
    ];
    const all = truths(
      record,
      audiences.map(([v]) => v),
    );
    expect(all.at(-1)?.over).toBe(true);
    // Secrets in any frame: the seed and every PRNG state; the deck and reserve in full, while the game runs.
    const secrets = new Set<string>([record.seed, ...all.map((t) => t.setup.rng)]);
    let scanned = 0;
    let hiddenSeen = 0;
    for (const [viewer, client] of audiences) {
      expect(client.frames.length).toBeGreaterThan(record.moves.length - 12);
      for (const frame of client.frames) {
        expect(scanFrame(frame, viewer, all, [...secrets]), `${String(viewer)}: ${frame.slice(0, 200)}`).toEqual([]);
        scanned++;
        if (frame.includes('-2')) hiddenSeen++;
      }
    }
    expect(scanned).toBeGreaterThan(10 * (record.moves.length - 12));
    // A real game: long, with hidden pieces under the scan for most of it.
    expect(record.moves.length).toBeGreaterThan(30);
    expect(hiddenSeen).toBeGreaterThan(20);
    // Face-down captures (SX-23) and held action cards were under the scan at some versions.
    expect(all.some((t) => !t.over && t.setup.collections.some((c) => c.some((p) => p.down)))).toBe(true);
    expect(all.some((t) => !t.over && t.setup.hands.some((h) => h.length > 0))).toBe(true);

    // The scan can fail: the same frames with one secret put back in are caught.
    const frame = table.seats[1]?.frames.find((f) => {
      const m = JSON.parse(f) as { type: string; version?: number };
      return m.type === 'event' && m.version !== undefined && !all[m.version]?.over && m.version > 2;
    });
    expect(frame).toBeDefined();
    expect(JSON.parse(frame as string).view).toBeDefined();
    const m = JSON.parse(frame as string) as { version: number; view: ViewJson };
    const truth = (all[m.version] as Truth).setup;
    const covered = truth.board.findIndex((p, i) => p.startsWith('*') && !truth.seen[cellName(i)]?.includes(1));
    const unknownCard = truth.cards.findIndex((c, s) => s !== 1 && !c.revealed && !c.known.includes(1));
    const injected = [
      { ...m, view: { ...m.view, cards: m.view.cards.map((c, s) => (s === unknownCard ? { ...c, colour: 2 } : c)) } },
      { ...m, view: { ...m.view, hands: m.view.hands.map((h, s) => (s === 2 ? [0] : h)) } },
      { ...m, view: { ...m.view, cells: m.view.cells.map((c, i) => (i === covered ? 7 : c)) } },
      { ...m, view: { ...m.view, deck: [1, 2] } },
      { ...m, rng: truth.rng },
    ];
    for (const bad of injected) expect(scanFrame(JSON.stringify(bad), 1, all, [...secrets])).not.toEqual([]);
    expect(scanFrame(frame as string, 1, all, [...secrets])).toEqual([]);
    // And a face-down capture of another seat, shown to seat 1 with its identity, is caught too.
    const downFrame = table.seats[1]?.frames
      .map((f) => JSON.parse(f) as { type: string; version?: number; view?: ViewJson })
      .find((f) => {
        const t = f.version === undefined ? undefined : all[f.version];
        return (
          f.view && t && !t.over && t.setup.collections.some((c) => c.some((p) => p.down && !p.known?.includes(1)))
        );
      });
    if (downFrame?.view && downFrame.version !== undefined) {
      const t = (all[downFrame.version] as Truth).setup;
      const owner = t.collections.findIndex((c) => c.some((p) => p.down && !p.known?.includes(1)));
      const index = t.collections[owner]?.findIndex((p) => p.down && !p.known?.includes(1)) ?? -1;
      const collections = downFrame.view.collections.map((c, s) =>
        c.map((p, i) => (s === owner && i === index ? { ...p, piece: 5 } : p)),
      );
      const bad = JSON.stringify({ ...downFrame, view: { ...downFrame.view, collections } });
      expect(scanFrame(bad, 1, all, [...secrets])).toContain(`capture ${owner}:${index}`);
    }
    // And a history told to another seat (what its actor learnt of its own moves), given to seat 1, is caught.
    const syncOf = (c: TestClient) => c.frames.find((f) => f.startsWith('{"type":"sync"')) as string;
    const other = late.slice(0, 4).find((c, seat) => seat !== 1 && syncOf(c) !== syncOf(late[1] as TestClient));
    const mine = JSON.parse(syncOf(late[1] as TestClient)) as { history: unknown[] };
    const theirs = other && (JSON.parse(syncOf(other)) as { history: unknown[] }).history;
    if (theirs && JSON.stringify(theirs) !== JSON.stringify(mine.history)) {
      expect(scanFrame(JSON.stringify({ ...mine, history: theirs }), 1, all, [...secrets])).not.toEqual([]);
    }
    await closeTable(table);
    await Promise.all(late.map((c) => c.close()));
  }, 120_000);
});
