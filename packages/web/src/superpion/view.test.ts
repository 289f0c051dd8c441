import { Rng, unwrap } from '@ludotheque/engine';
import { MODES as SP_MODES, seatingOf, superpion } from '@ludotheque/superpion';
import { describe, expect, it } from 'vitest';
import { clockOf, formatClock, remainingAt } from './clock.js';
import { backLineOf, campAt, isLight, onCross } from './geometry.js';
import { firstMotion, nextMotion } from './motion.js';
import { follow } from './track.js';
import { liveScores, MODES, readSuperpionView, type SpPiece, seatingFor } from './view.js';

const viewOf = (options: Record<string, unknown>) => {
  const s = superpion.setup(unwrap(superpion.parseOptions(options)), Rng.seeded('v'));
  return superpion.view(s, 0);
};

describe('reading the view (SP-N2)', () => {
  it('reads the opening: 48 pawns, blue to move with two actions (SP-5, SP-9)', () => {
    const r = readSuperpionView(viewOf({ mode: 'four' }));
    if (!r.ok) throw new Error('view unreadable');
    expect(r.table.pieces.size).toBe(48);
    // SP-5 table: d1 is blue with a red badge, n11 black with a yellow one.
    expect(r.table.pieces.get('d1')).toEqual({ colour: 0, super: false, sub: 1 });
    expect(r.table.pieces.get('n11')).toEqual({ colour: 3, super: false, sub: 2 });
    expect(r.table).toMatchObject({ toMove: 0, actionsLeft: 2, seats: 4, idle: null, used: [] });
    expect(r.table.captured).toEqual([0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]));
  });
  it('seats colours as SP-7 says, like the rules package', () => {
    expect(MODES).toEqual(SP_MODES);
    for (const mode of MODES) {
      const options = unwrap(superpion.parseOptions({ mode }));
      const idle = options.idle === null ? null : ['blue', 'red', 'yellow', 'black'].indexOf(options.idle);
      expect(seatingFor(mode, idle).seatOf).toEqual(seatingOf(options).seatOf);
    }
    const three = readSuperpionView(viewOf({ mode: 'three' }));
    expect(three.ok && three.table.coloursOf).toEqual([[0], [1], [2]]);
    expect(three.ok && three.table.idle).toBe(3);
    const two = readSuperpionView(viewOf({ mode: 'two' }));
    expect(two.ok && two.table.coloursOf).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });
  it('reads superpions, piles and used pieces', () => {
    const r = readSuperpionView({
      mode: 'two',
      pieces: { h9: { colour: 'red', super: true, under: 'grey' } },
      captured: [['yellow', 'yellow', 'grey'], []],
      toMove: 'red',
      actionsLeft: 1,
      used: ['h9'],
    });
    expect(r.ok && r.table.pieces.get('h9')).toEqual({ colour: 1, super: true, sub: 4 });
    expect(r.ok && r.table.captured).toEqual([
      [0, 0, 2, 0, 1],
      [0, 0, 0, 0, 0],
    ]);
    expect(r.ok && r.table.used).toEqual(['h9']);
  });
  it('returns an error value for malformed views, never throws', () => {
    expect(readSuperpionView(null).ok).toBe(false);
    expect(readSuperpionView({ mode: 'five' }).ok).toBe(false);
    const good = viewOf({ mode: 'four' }) as Record<string, unknown>;
    expect(readSuperpionView({ ...good, pieces: { a1: { colour: 'blue', badge: 'red' } } }).ok).toBe(false);
    expect(readSuperpionView({ ...good, captured: [[], []] }).ok).toBe(false);
    expect(readSuperpionView({ ...good, toMove: 'green' }).ok).toBe(false);
  });
  it('scores the opening as SP-20 says: 12 own pawns at 1 point (fewer than 5 captures)', () => {
    expect(liveScores(viewOf({ mode: 'four' }))?.seat).toEqual([12, 12, 12, 12]);
    expect(liveScores(viewOf({ mode: 'two' }))?.seat).toEqual([24, 24]);
    expect(liveScores(viewOf({ mode: 'teams' }))?.team).toEqual([24, 24, 24, 24]);
    expect(liveScores({ mode: 'four' })).toBeNull();
  });
});

describe('geometry (SP-1 … SP-3)', () => {
  it('has 80 light cells, 12 per camp, 4 back-line cells per camp', () => {
    let light = 0;
    const perCamp = [0, 0, 0, 0];
    const back = [0, 0, 0, 0];
    for (let r = 0; r < 14; r++)
      for (let f = 0; f < 14; f++) {
        if (!onCross(f, r) || !isLight(f, r)) continue;
        light++;
        const c = campAt(f, r);
        if (c >= 0) perCamp[c] = (perCamp[c] as number) + 1;
        const b = backLineOf(f, r);
        if (b >= 0) back[b] = (back[b] as number) + 1;
      }
    expect(light).toBe(80);
    expect(perCamp).toEqual([12, 12, 12, 12]);
    expect(back).toEqual([4, 4, 4, 4]);
    expect(backLineOf(4, 13)).toBe(2); // e14, yellow's back line
  });
});

const pawn = (colour: number, sub = 1): SpPiece => ({ colour, super: false, sub });

describe('motion between two views', () => {
  const before = new Map([
    ['d3', pawn(0)],
    ['e4', pawn(1, 0)],
    ['g6', pawn(1, 0)],
    ['b9', pawn(1, 0)],
  ]);
  const after = new Map([
    ['h7', pawn(0)],
    ['b9', pawn(1, 0)],
  ]);
  it('keeps the mover, lists its landings and the pieces it took in jump order', () => {
    const m0 = firstMotion(before);
    const m1 = nextMotion(m0, before, after, 'd3xf5xh7');
    expect(m1.ids.get('h7')).toBe(m0.ids.get('d3'));
    expect(m1.ids.get('b9')).toBe(m0.ids.get('b9'));
    expect(m1.path).toEqual(['d3', 'f5', 'h7']);
    expect(m1.taken.map((x) => x.cell)).toEqual(['e4', 'g6']);
  });
  it('animates nothing when the move does not explain the change', () => {
    const m1 = nextMotion(firstMotion(before), before, after, 'd3-d5');
    expect(m1.path).toBeNull();
    expect(m1.taken).toEqual([]);
    expect(new Set(m1.ids.values()).size).toBe(2);
  });
  it('tells the colour of each move seen arriving alone', () => {
    const log = [{ text: 'd3xf5xh7' }];
    const t0 = follow(null, { version: 1, pieces: before, toMove: 0, log: [] });
    const t1 = follow(t0, { version: 2, pieces: after, toMove: 0, log });
    expect(t1.logColours).toEqual([0]);
    expect(t1.motion.path).toEqual(['d3', 'f5', 'h7']);
    expect(follow(t1, { version: 2, pieces: after, toMove: 0, log })).toBe(t1);
    const t2 = follow(null, { version: 5, pieces: after, toMove: 1, log: [...log, { text: 'b9-d9' }] });
    expect(t2.logColours).toEqual([-1, -1]);
  });
});

describe('the game clock (SP-18c)', () => {
  it('formats minutes, hours and the last ten seconds', () => {
    expect(formatClock(25 * 60_000)).toBe('25:00');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(formatClock(9_500)).toBe('0:09.5');
    expect(formatClock(-5)).toBe('0:00.0');
  });
  it('counts down only the running clock', () => {
    const clock = { remainingMs: [60_000, 30_000], running: 1 };
    expect(remainingAt(clock, 1, 1000, 6000)).toBe(25_000);
    expect(remainingAt(clock, 0, 1000, 6000)).toBe(60_000);
    expect(remainingAt(clock, 1, 1000, 99_000)).toBe(0);
  });
  it('reads the clock of a session only when well formed', () => {
    expect(clockOf({ clock: { remainingMs: [1, 2], running: null, at: 5 } })).toEqual({
      remainingMs: [1, 2],
      running: null,
      at: 5,
    });
    expect(clockOf({ clock: { remainingMs: ['1'], running: 0 } })).toBeNull();
    expect(clockOf({ clock: null })).toBeNull();
    expect(clockOf({})).toBeNull();
  });
});
