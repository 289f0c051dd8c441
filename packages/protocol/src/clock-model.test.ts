import { describe, expect, it } from 'vitest';
import {
  beginClock,
  CORRESPONDENCE_DAYS,
  clockLabel,
  creditLag,
  DAY_MS,
  lagQuotaFor,
  msUntilFlag,
  newClock,
  REALTIME_PRESETS,
  readAt,
  rulesOf,
  stepClock,
  type TableClock,
  type Turn,
} from './clock-model.js';

// Clock arithmetic as model tests: expected values worked out by hand from the README (lila's lag quota, Fischer
// increment once per turn, a correspondence deadline per move).

const blitz = rulesOf({ kind: 'realtime', baseSeconds: 180, incrementSeconds: 2 });
const bullet = rulesOf({ kind: 'realtime', baseSeconds: 60, incrementSeconds: 0 });
const post = rulesOf({ kind: 'correspondence', days: 3 });
if (blitz === null || bullet === null || post === null) throw new Error('timed settings have rules');

const turn = (now: number, next: number | null, more: Partial<Turn> = {}): Turn => ({
  now,
  next,
  measuredLagMs: 0,
  graceMs: 0,
  timedOut: [],
  ...more,
});
const started = (rules: typeof blitz, seats = 2): TableClock => beginClock(newClock(rules, seats, 0), 0, 0);

describe('real time: base and Fischer increment', () => {
  it('charges the mover its time and adds the increment when the turn passes', () => {
    const a = stepClock(blitz, started(blitz), turn(10_000, 1)).clock;
    expect(a.remainingMs).toEqual([180_000 - 10_000 + 2_000, 180_000]);
    expect(a.running).toBe(1);
    const b = stepClock(blitz, a, turn(15_000, 0)).clock;
    expect(b.remainingMs).toEqual([172_000, 180_000 - 5_000 + 2_000]);
  });

  it('a turn of several entries (Superpion SP-9) earns one increment, when it passes', () => {
    const a = stepClock(blitz, started(blitz), turn(4_000, 0)).clock; // first action, same seat to move
    expect(a.remainingMs[0]).toBe(176_000);
    const b = stepClock(blitz, a, turn(6_000, 1)).clock;
    expect(b.remainingMs[0]).toBe(180_000 - 6_000 + 2_000);
  });

  it('flags: the time left to the flag counts from the measure, and a clock never goes below 0', () => {
    const c = started(bullet);
    expect(msUntilFlag(c, 0)).toBe(60_000);
    expect(msUntilFlag(readAt(c, 20_000), 20_000)).toBe(40_000);
    expect(msUntilFlag(c, 20_000)).toBe(40_000); // not read since its turn started: the 20 s still count
    expect(msUntilFlag(c, 90_000)).toBe(0);
    expect(readAt(c, 90_000).remainingMs).toEqual([0, 60_000]);
    // Out of time, no increment: a move that lands after the flag gains nothing.
    expect(stepClock(blitz, started(blitz), turn(200_000, 1)).clock.remainingMs[0]).toBe(0);
    expect(msUntilFlag(stepClock(bullet, c, turn(1, null)).clock, 1)).toBeNull(); // game over: no clock runs
  });

  it('nothing is charged during a grace (a Cubiko replay): the next seat starts after it', () => {
    const a = stepClock(bullet, started(bullet), turn(1_000, 1, { graceMs: 4_000 })).clock;
    expect(readAt(a, 3_000).remainingMs[1]).toBe(60_000);
    expect(readAt(a, 7_000).remainingMs[1]).toBe(58_000);
    expect(msUntilFlag(a, 1_000)).toBe(64_000);
  });
});

describe('lag allowance (lila LagTracker)', () => {
  it('the quota grows with the game length: 3+2 gains 1 s a turn (the cap), 1+0 gains 0.39 s', () => {
    // 3+2: 180 + 40 x 2 = 260 s; (260 x 2/5 + 15) cs = 119 cs, capped at 100 cs.
    expect(lagQuotaFor(blitz)).toEqual({ gain: 1000, quota: 3000, max: 7000 });
    // 1+0: 60 s; (24 + 15) cs = 390 ms; starts at 3 gains, capped at 7.
    expect(lagQuotaFor(bullet)).toEqual({ gain: 390, quota: 1170, max: 2730 });
    expect(lagQuotaFor(post)).toEqual({ gain: 0, quota: 0, max: 0 });
  });

  it('credits the measured lag within the quota; a liar gains at most the quota', () => {
    let q = lagQuotaFor(bullet);
    let c = creditLag(q, 5_000);
    expect(c.credit).toBe(1170);
    q = c.lag;
    expect(q.quota).toBe(390); // 1170 + 390 - 1170
    c = creditLag(q, 5_000);
    expect(c.credit).toBe(390);
    q = c.lag;
    for (let i = 0; i < 10; i++) q = creditLag(q, 0).lag; // honest turns refill it, up to the cap
    expect(q.quota).toBe(2730);
    expect(creditLag(q, 100)).toEqual({ credit: 100, lag: { gain: 390, quota: 2730, max: 2730 } });
  });

  it('a turn is charged its time less the credit, never more than the turn took', () => {
    const a = stepClock(bullet, started(bullet), turn(3_000, 1, { measuredLagMs: 200 }));
    expect(a.credit).toBe(200);
    expect(a.clock.remainingMs[0]).toBe(60_000 - 2_800);
    const b = stepClock(bullet, started(bullet), turn(300, 1, { measuredLagMs: 1_000 }));
    expect(b.credit).toBe(300); // a lag longer than the turn is no lag of this turn
    expect(b.clock.remainingMs[0]).toBe(60_000);
    // Correspondence credits no lag.
    expect(stepClock(post, started(post), turn(3_000, 1, { measuredLagMs: 200 })).credit).toBe(0);
  });
});

describe('correspondence: a deadline per move', () => {
  it('every turn starts with the whole deadline; the flag falls at the deadline', () => {
    const a = stepClock(post, started(post), turn(DAY_MS, 1)).clock;
    expect(a.remainingMs).toEqual([2 * DAY_MS, 3 * DAY_MS]);
    expect(msUntilFlag(a, DAY_MS)).toBe(3 * DAY_MS);
    const b = stepClock(post, a, turn(2 * DAY_MS, 0)).clock;
    expect(b.remainingMs[0]).toBe(3 * DAY_MS); // a fresh deadline, not what was left
    expect(b.at + (b.remainingMs[0] ?? 0)).toBe(5 * DAY_MS);
  });
});

describe('timed-out seats (3 or more sides)', () => {
  it('their clock never runs again: the next seat is skipped while a bot plays it', () => {
    const three = started(bullet, 3);
    const a = stepClock(bullet, three, turn(1_000, 1, { timedOut: [1] })).clock;
    expect(a.running).toBeNull();
    expect(a.timedOut).toEqual([1]);
    const b = stepClock(bullet, a, turn(1_100, 2, { timedOut: [1] })).clock;
    expect(b.running).toBe(2);
    expect(b.remainingMs[2]).toBe(60_000);
  });
});

describe('the offer and its labels', () => {
  it('presets 3+2, 5+3, 10+5, 15+10; deadlines of 1 to 14 days; labels in both languages', () => {
    expect(REALTIME_PRESETS.map((p) => clockLabel(p, 'en'))).toEqual(['3+2', '5+3', '10+5', '15+10']);
    expect([...CORRESPONDENCE_DAYS]).toEqual([1, 2, 3, 5, 7, 14]);
    expect(clockLabel({ kind: 'correspondence', days: 1 }, 'fr')).toBe('1 jour par coup');
    expect(clockLabel({ kind: 'correspondence', days: 3 }, 'fr')).toBe('3 jours par coup');
    expect(clockLabel({ kind: 'correspondence', days: 1 }, 'en')).toBe('1 day per move');
    expect(clockLabel({ kind: 'realtime', baseSeconds: 3, incrementSeconds: 0 }, 'en')).toBe('3 s+0');
    expect(clockLabel({ kind: 'untimed' }, 'fr')).toBe('Sans pendule');
  });
});
