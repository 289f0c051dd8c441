import { describe, expect, it } from 'vitest';
import { formatClock } from '../superpion/clock.js';
import { byDeadline } from './CorrespondenceGames.js';
import { localTableClock } from './local.js';
import { deadlineOf, formatClockParam, formatDeadline, isLowTime, parseClockParam, shownMs } from './view.js';

describe('what the board shows of a clock', () => {
  it('counts the running seat down from the measure; tenths under ten seconds', () => {
    const c = { remainingMs: [12_000, 60_000], running: 0, at: 1_000, kind: 'realtime' as const };
    expect(shownMs(c, 0, 3_500)).toBe(9_500);
    expect(shownMs(c, 1, 3_500)).toBe(60_000);
    expect(formatClock(shownMs(c, 0, 3_500))).toBe('0:09.5');
    expect(isLowTime(c, 9_500)).toBe(true);
    expect(isLowTime(c, 10_000)).toBe(false);
    expect(shownMs(c, 0, 99_000)).toBe(0);
  });

  it("a correspondence deadline is a date, written in the player's time zone", () => {
    const at = Date.UTC(2026, 11, 1, 12, 0);
    const c = { remainingMs: [3 * 86_400_000, 86_400_000], running: 0, at, kind: 'correspondence' as const };
    const deadline = deadlineOf(c, 0);
    expect(deadline).toBe(Date.UTC(2026, 11, 4, 12, 0));
    expect(deadlineOf(c, 1)).toBeNull(); // not its turn
    // 4 December 2026 is a Friday; 12:00 UTC is 13:00 in Paris and 07:00 in New York.
    expect(formatDeadline(deadline ?? 0, 'fr-FR', 'Europe/Paris')).toBe('ven. 4 déc., 13:00');
    expect(formatDeadline(deadline ?? 0, 'en-GB', 'America/New_York')).toBe('Fri 4 Dec, 07:00');
    expect(isLowTime(c, 11 * 3_600_000)).toBe(true);
  });

  it("a local link's table clock reads back; a value outside the offer is refused", () => {
    const r = { kind: 'realtime' as const, baseSeconds: 300, incrementSeconds: 3 };
    expect(parseClockParam(formatClockParam(r) ?? '')).toEqual(r);
    expect(parseClockParam('d7')).toEqual({ kind: 'correspondence', days: 7 });
    for (const bad of ['d4', 'r0+0', 'r20000+1', 'r60+500', '5+3', '']) expect(parseClockParam(bad)).toBeNull();
  });
});

describe('the local table clock', () => {
  it('charges the mover and flags the seat whose time runs out', async () => {
    let now = 0;
    const shown: number[][] = [];
    const flags: number[] = [];
    const clock = localTableClock(
      { kind: 'realtime', baseSeconds: 1, incrementSeconds: 0 },
      2,
      (c) => shown.push([...c.remainingMs]),
      (seat) => flags.push(seat),
      () => now,
    );
    const snap = (version: number, toMove: number) => ({
      version,
      seats: [],
      views: [],
      toMove,
      legal: [],
      log: [],
      result: null,
    });
    clock?.onSnapshot(snap(0, 0));
    now = 400;
    clock?.onSnapshot(snap(1, 1));
    expect(shown.at(-1)).toEqual([600, 1_000]);
    now = 1_400; // seat 1's second is up
    await new Promise((r) => setTimeout(r, 1_100));
    expect(flags).toEqual([1]);
    clock?.stop();
  });
});

describe("the player page's correspondence games", () => {
  it('lists only games with a deadline, the nearest first', () => {
    const game = (id: string, deadline?: number) => ({
      id,
      game: 'linx',
      seats: [],
      mine: [0],
      created: '',
      toMove: 0,
      yourTurn: true,
      result: null,
      won: false,
      url: `/play/${id}`,
      ...(deadline === undefined ? {} : { deadline }),
    });
    expect(byDeadline([game('a', 300), game('b'), game('c', 100)]).map((g) => g.id)).toEqual(['c', 'a']);
  });
});
