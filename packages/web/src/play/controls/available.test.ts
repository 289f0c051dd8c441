import { describe, expect, it } from 'vitest';
import type { SessionState } from '../session.js';
import type { TableSnapshot } from '../types.js';
import { availableControls } from './available.js';
import { hintCells } from './hintCells.js';

const snapshot = (patch: Partial<TableSnapshot> = {}): TableSnapshot => ({
  version: 3,
  seats: [
    { name: 'Ana', kind: 'human' },
    { name: 'bot', kind: 'bot' },
  ],
  views: [{}, null],
  toMove: 0,
  legal: ['pass'],
  log: [
    { seat: 0, text: 'R@d4' },
    { seat: 1, text: 'S@e5' },
  ],
  result: null,
  canTakeback: true,
  ...patch,
});

const state = (patch: Partial<SessionState> = {}, snap: Partial<TableSnapshot> = {}): SessionState => ({
  snapshot: snapshot(snap),
  error: null,
  connection: 'local',
  mySeats: [0],
  game: 'linx',
  options: {},
  ...patch,
});

describe('which table controls a screen offers', () => {
  it('a local game against a bot, on the person’s turn: resign, takeback, hint; no abort, no rematch', () => {
    const a = availableControls(state(), 0, true);
    expect(a).toMatchObject({ seat: 0, resign: true, takeback: 'undo', hint: true, abort: false, rematch: null });
  });

  it('no hint while the bot is to move, no takeback when the table has nothing to undo', () => {
    expect(availableControls(state({}, { toMove: 1 }), 0, true).hint).toBe(false);
    expect(availableControls(state({}, { canTakeback: false }), 0, true).takeback).toBeNull();
  });

  it('once the game is over: only a rematch (locally when the page can start one)', () => {
    const over = state({}, { result: { scores: [0, 1], ranks: [2, 1] }, toMove: null });
    expect(availableControls(over, null, true)).toMatchObject({
      resign: false,
      takeback: null,
      hint: false,
      rematch: 'start',
    });
    expect(availableControls(over, null, false).rematch).toBeNull();
  });

  it('a covered hot-seat hand acts for nobody', () => {
    const hot = state(
      { mySeats: [0, 1] },
      {
        seats: [
          { name: 'Ana', kind: 'human' },
          { name: 'Béa', kind: 'human' },
        ],
      },
    );
    expect(availableControls(hot, null, true)).toMatchObject({ seat: null, resign: false, hint: false });
    expect(availableControls(hot, 1, true)).toMatchObject({ seat: 1, resign: true, hint: false }); // Ana to move
  });

  it('online: never a hint; takeback asked only between two players; abort before any move', () => {
    const online = state({ connection: 'open', mySeats: [1] }, { canTakeback: undefined, toMove: 1 });
    expect(availableControls(online, 1, false)).toMatchObject({ hint: false, takeback: 'ask', abort: false });
    const three = state(
      { connection: 'open', mySeats: [0] },
      { seats: [...snapshot().seats, { name: 'Céline', kind: 'human' }] },
    );
    expect(availableControls(three, 0, false).takeback).toBeNull();
    const fresh = state({ connection: 'open', mySeats: [0] }, { log: [] });
    expect(availableControls(fresh, 0, false)).toMatchObject({ abort: true, takeback: null });
    const asked = state(
      { connection: 'open', offers: { takeback: { from: 1 }, rematch: null }, mySeats: [1] },
      { toMove: 1 },
    );
    expect(availableControls(asked, 1, false).takebackAsked).toBe(true);
    const over = state(
      { connection: 'open', mySeats: [1] },
      { result: { scores: [1, 0], ranks: [1, 2] }, toMove: null },
    );
    expect(availableControls(over, null, false).rematch).toBe('offer');
    expect(availableControls({ ...over, mySeats: [] }, null, false).rematch).toBeNull(); // a spectator
  });
});

describe('the cells a suggested move names', () => {
  it('reads the cells of each game’s notation', () => {
    expect([...hintCells('R@d4')]).toEqual(['d4']);
    expect([...hintCells('d3xf5xh7=b')]).toEqual(['d3', 'f5', 'h7']);
    expect([...hintCells('step d5-d6')]).toEqual(['d5', 'd6']);
    expect([...hintCells('place c3:red/star')]).toEqual(['c3']);
    expect([...hintCells('throw o=0 v=0,1250,-752 w=0,0,0')]).toEqual([]);
    expect([...hintCells('pass')]).toEqual([]);
    expect([...hintCells(null)]).toEqual([]);
  });
});

describe('a table nobody plays at (issue 25)', () => {
  it('an aborted online game offers no resign, abort, takeback or hint, and its status says aborted', async () => {
    const { frozenStatus } = await import('../frozen.js');
    const online = state({ connection: 'open' as SessionState['connection'] }, { aborted: true, log: [] });
    expect(availableControls(online, 0, false)).toMatchObject({ resign: false, abort: false, takeback: null });
    const t = ((key: string) => key) as unknown as Parameters<typeof frozenStatus>[0];
    expect(frozenStatus(t, online.snapshot)).toBe('play.aborted');
  });

  it('a past position (step-through) offers no resign or hint, even with a person to move in it', async () => {
    const { pastState } = await import('../moves/step.js');
    const past = pastState(state(), { moves: 1, version: 1, seat: 0, view: {}, toMove: 0, result: null });
    expect(past.snapshot?.replay).toBe(true);
    expect(availableControls(past, 0, true)).toMatchObject({ resign: false, hint: false, takeback: null });
  });
});
