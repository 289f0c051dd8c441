import type { AnyGame } from '@ludotheque/engine';
import { superpion } from '@ludotheque/superpion';
import { describe, expect, it } from 'vitest';
import { clockMinutesOf, startClock, switchClock, untilTimeUp } from './clock.js';
import { LocalTable } from './localTable.js';

describe('the local game clock (SP-18c)', () => {
  it('charges each seat only the time it was to move', () => {
    let c = startClock(2, 1, 1000); // 60 000 ms each
    expect(untilTimeUp(c, 5000)).toBeNull(); // nothing runs before the first position
    c = switchClock(c, 0, 2000); // seat 0 to move at t=2s
    expect(untilTimeUp(c, 12_000)).toBe(50_000);
    c = switchClock(c, 1, 17_000); // seat 0 thought 15 s
    expect(c.remainingMs).toEqual([45_000, 60_000]);
    c = switchClock(c, 1, 20_000); // seat 1 plays its first action and keeps the move (SP-9: two actions)
    c = switchClock(c, 0, 27_000);
    expect(c.remainingMs).toEqual([45_000, 50_000]);
    expect(c.running).toBe(0);
  });

  it('never goes below zero and stops on a null or unknown mover', () => {
    let c = switchClock(startClock(3, 1, 0), 2, 0);
    c = switchClock(c, null, 90_000);
    expect(c.remainingMs).toEqual([60_000, 60_000, 0]);
    expect(c.running).toBeNull();
    expect(switchClock(c, 7, 1).running).toBeNull();
  });

  it('reads the minutes from the options, untimed otherwise', () => {
    expect(clockMinutesOf({ mode: 'two', clockMinutes: 25 })).toBe(25);
    expect(clockMinutesOf({ mode: 'two' })).toBeNull();
    expect(clockMinutesOf({ clockMinutes: 'x' })).toBeNull();
    expect(clockMinutesOf(null)).toBeNull();
  });
});

describe('a local table told timeUp (SP-18c)', () => {
  const game = superpion as unknown as AnyGame;
  const people = [
    { kind: 'human' as const, name: 'Ana' },
    { kind: 'human' as const, name: 'Ben' },
  ];
  const make = (options: object) => {
    const r = LocalTable.create(game, { mode: 'two', ...options }, 'clock-1', people);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('at the start of a round the game ends at once', () => {
    const t = make({ clockMinutes: 5 });
    expect(t.event({ type: 'timeUp', seat: 0 }).ok).toBe(true);
    const snap = t.snapshot();
    expect(snap.result).not.toBeNull();
    expect(snap.version).toBe(1);
    expect(snap.log).toEqual([]); // an event is not a move
    expect(t.event({ type: 'timeUp', seat: 0 }).ok).toBe(false);
  });

  it('mid-round the round is finished through its last colour first', () => {
    const t = make({ clockMinutes: 5 });
    expect(t.play(0, t.snapshot().legal[0] as string).ok).toBe(true);
    expect(t.event({ type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(t.snapshot().result).toBeNull();
    // Mode two: blue and red are seat 0, yellow and black seat 1; eight actions end the round (SP-9).
    for (let i = 0; i < 7 && !t.snapshot().result; i++) {
      const s = t.snapshot();
      expect(t.play(s.toMove ?? -1, s.legal[0] as string).ok).toBe(true);
    }
    expect(t.snapshot().result).not.toBeNull();
  });

  it("without SP-18c it is a table clock's time-up (issue 17): two sides, a loss for that seat", () => {
    const t = make({});
    const r = t.event({ type: 'timeUp', seat: 0 });
    expect(r.ok).toBe(true);
    expect(t.snapshot().result?.ranks).toEqual([2, 1]); // superpion README Decisions
    const again = t.event({ type: 'timeUp', seat: 1 });
    expect(again.ok ? null : again.error.kind).toBe('gameOver');
  });
});
