import type { AnyGame, Viewer } from '@ludotheque/engine';
import { Rng } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { EventMessage, ServerMessage } from '@ludotheque/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Authority } from './authority.js';
import { type AudienceFrame, InProcessFanout } from './fanout.js';
import { tiny } from './fixtures/tiny.js';
import { eventFrame, type LiveGame, makeLive } from './live.js';
import type { SqlStore } from './sql-store.js';
import { openSqliteStore } from './sqlite.js';
import type { StoredGame } from './store.js';

/**
 * The frames the authority builds under load: an event frame is written as text (live.ts) and must be exactly the
 * JSON of its message; frames are built only for audiences someone listens to, and the kept frames stay
 * consecutive when an audience was skipped.
 */

const game = linx as unknown as AnyGame;

/** The event message as the server built it before frames were written as text: the object, then JSON. */
function reference(live: LiveGame, viewer: Viewer, lastMove: { seat: number; text: string }): string {
  const { state } = live;
  const toMove = game.toMove(state);
  const seat = viewer === 'spectator' ? null : viewer;
  const message: EventMessage = {
    type: 'event',
    version: live.version,
    seat,
    toMove,
    view: game.view(state, viewer) as EventMessage['view'],
    legalMoves: seat !== null && toMove === seat ? game.legalMoves(state).map((m) => game.formatMove(state, m)) : [],
    result: live.result === null ? null : { scores: [...live.result.scores], ranks: [...live.result.ranks] },
    ...(live.clock === undefined
      ? {}
      : {
          clock: {
            remainingMs: [...live.clock.remainingMs],
            running: live.clock.running,
            at: live.clock.at,
            kind: live.clock.kind,
          },
        }),
    lastMove,
  };
  return JSON.stringify(message);
}

function linxGame(players: number, seed: string): LiveGame {
  const options = game.parseOptions({ players });
  if (!options.ok) throw new Error(options.error.message);
  const stored: StoredGame = {
    id: 'framesTest01',
    game: 'linx',
    options: { players },
    seed,
    seats: Array.from({ length: players }, (_, i) => ({ kind: 'human', name: `P${i}`, tokenHash: '00' })),
    created: '2026-11-29T00:00:00.000Z',
    status: 'active',
    result: null,
  };
  return makeLive(game, stored, game.setup(options.value, Rng.seeded(seed)), []);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('event frames written as text', () => {
  it('are byte for byte the JSON of the event message, for every audience of whole Linx games', () => {
    for (const players of [2, 3]) {
      const live = linxGame(players, `frames ${players}`);
      const rng = Rng.seeded(`moves ${players}`);
      const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
      let frames = 0;
      for (let seat = game.toMove(live.state); seat !== null; seat = game.toMove(live.state)) {
        const move = game.randomMove(live.state, rng);
        const lastMove = { seat, text: game.formatMove(live.state, move) };
        game.play(live.state, move);
        live.version += 1;
        live.result = game.outcome(live.state);
        for (const v of viewers) {
          const frame = eventFrame(live, v, lastMove);
          expect(frame).toBe(reference(live, v, lastMove));
          expect(EventMessage.safeParse(JSON.parse(frame)).success).toBe(true);
          frames++;
        }
      }
      // The last frames carry the result (checked above against the reference), and there were many.
      expect(live.result).not.toBeNull();
      expect(frames).toBeGreaterThan(20 * viewers.length);
    }
  });

  it('carry the clock and a platform event the same way', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const live = linxGame(2, 'clock');
    live.clock = {
      kind: 'championship',
      remainingMs: [5000, 7000],
      running: null,
      at: 1_000_000,
      timedOut: [],
      lag: { gain: 0, quota: 0, max: 0 },
    };
    const frame = eventFrame(live, 1, { seat: 0, text: 'timeUp' }, { type: 'timeUp', seat: 0 });
    const expected = JSON.parse(reference(live, 1, { seat: 0, text: 'timeUp' })) as Record<string, unknown>;
    expect(frame).toBe(JSON.stringify({ ...expected, platformEvent: { type: 'timeUp', seat: 0 } }));
    expect(JSON.parse(frame).clock).toEqual({
      remainingMs: [5000, 7000],
      running: null,
      at: 1_000_000,
      kind: 'championship',
    });
    expect(ServerMessage.safeParse(JSON.parse(frame)).success).toBe(true);
  });
});

const stores: SqlStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

async function tinyTable() {
  const store = await openSqliteStore(':memory:', { inThread: true });
  stores.push(store);
  const fanout = new InProcessFanout();
  const authority = new Authority({ tiny: tiny as unknown as AnyGame }, store, fanout, null);
  const r = await authority.create({ game: 'tiny', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
  if (!r.ok) throw new Error('create');
  const live = await authority.open(r.value.id);
  if (live === null) throw new Error('open');
  const id = r.value.id;
  /** Plays the first legal card of the seat to move. */
  const play = async () => {
    const seat = tiny.toMove(live.state as never) as number;
    const card = tiny.legalMoves(live.state as never)[0] as number;
    const m = await authority.move(id, seat, live.version, `c${card}`);
    if (!m.ok) throw new Error(m.error.message);
  };
  const listen = (audience: Viewer, got: AudienceFrame[]) => fanout.subscribe(id, (f) => got.push(f), audience);
  return { authority, fanout, live, id, play, listen };
}

describe('frames only for audiences someone listens to', () => {
  it('builds no spectator frame while nobody spectates; a spectator who comes gets a sync, then every event', async () => {
    const { authority, fanout, live, id, play, listen } = await tinyTable();
    const seat0: AudienceFrame[] = [];
    const seat1: AudienceFrame[] = [];
    listen(0, seat0);
    listen(1, seat1);
    expect(fanout.listening(id, 'spectator')).toBe(false);
    await play();
    await play();
    expect(seat0.map((f) => f.version)).toEqual([1, 2]);
    expect(seat1.map((f) => f.version)).toEqual([1, 2]);
    expect(live.history.get('spectator') ?? []).toEqual([]);
    // A spectator joining now (or coming back from version 1) gets its full view, not events nobody built.
    const [sync] = authority.catchUp(live, 'spectator', 1);
    expect(JSON.parse(sync ?? '')).toMatchObject({ type: 'sync', version: 2, seat: null });
    const watcher: AudienceFrame[] = [];
    const stop = listen('spectator', watcher);
    await play();
    expect(watcher.map((f) => f.version)).toEqual([3]);
    expect(authority.catchUp(live, 'spectator', 2)).toEqual([watcher[0]?.frame]);
    stop();
    await play();
    // Version 4 was built for nobody: the kept spectator frames stop, so coming back from 2 or 3 is a sync (never
    // version 3 followed by nothing, or by a later version as if 4 had not happened).
    for (const since of [2, 3]) {
      const back = authority.catchUp(live, 'spectator', since);
      expect(back).toHaveLength(1);
      expect(JSON.parse(back[0] ?? '')).toMatchObject({ type: 'sync', version: 4 });
    }
    // Someone spectates again from version 5: coming back from 2 must not give 3 then 5 as if they followed.
    const again: AudienceFrame[] = [];
    listen('spectator', again);
    await play();
    expect(again.map((f) => f.version)).toEqual([5]);
    expect(JSON.parse(authority.catchUp(live, 'spectator', 2)[0] ?? '')).toMatchObject({ type: 'sync', version: 5 });
    expect(authority.catchUp(live, 'spectator', 4)).toEqual([again[0]?.frame]);
    expect(seat0.map((f) => f.version)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a seat with no connection gets no frames built either, and resyncs when it comes back', async () => {
    const { authority, live, play, listen } = await tinyTable();
    const seat0: AudienceFrame[] = [];
    listen(0, seat0);
    await play();
    await play();
    expect(seat0.map((f) => f.version)).toEqual([1, 2]);
    expect(live.history.get(1) ?? []).toEqual([]);
    expect(JSON.parse(authority.catchUp(live, 1, 0)[0] ?? '')).toMatchObject({ type: 'sync', seat: 1, version: 2 });
    // Seat 0's kept frames are all there: it may come back from any version it saw.
    expect(authority.catchUp(live, 0, 0)).toEqual(seat0.map((f) => f.frame));
  });
});
