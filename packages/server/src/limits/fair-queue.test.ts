import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

/** Runs the queue on one worker with a fake clock: every job takes `cost(owner)` ms; returns the order served. */
function serve(q: FairQueue<string>, clock: { now: number }, cost: (owner: string) => number, n: number): string[] {
  const order: string[] = [];
  for (let i = 0; i < n; i++) {
    const next = q.shift();
    if (next === undefined) break;
    order.push(next.item);
    clock.now += cost(next.key);
    q.done(next.key, cost(next.key));
  }
  return order;
}

describe('the fair queue (issue 23: fair shares of the bot and analysis threads)', () => {
  it("serves a newcomer's job before the flooder's 100th, in fact right after the flooder's first", () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(30_000, () => clock.now);
    for (let i = 1; i <= 100; i++) q.push('flooder', `flood-${i}`);
    q.push('newcomer', 'mine');
    const order = serve(q, clock, () => 50, 101);
    expect(order.indexOf('mine')).toBeLessThan(order.indexOf('flood-100'));
    // FIFO would serve it 101st; the flooder's first job had already been taken when it came, at equal use.
    expect(order.slice(0, 2)).toEqual(['flood-1', 'mine']);
    expect(order.filter((j) => j.startsWith('flood'))).toEqual(Array.from({ length: 100 }, (_, i) => `flood-${i + 1}`));
  });

  it('a light player arriving while two flooders are busy goes first every time it asks', () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(30_000, () => clock.now);
    for (let i = 0; i < 50; i++) {
      q.push('a', `a${i}`);
      q.push('b', `b${i}`);
    }
    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      serve(q, clock, () => 50, 7);
      q.push('light', `light${round}`);
      const before = serve(q, clock, () => 50, 50);
      waits.push(before.indexOf(`light${round}`));
      for (const j of before) if (j !== `light${round}`) q.push(j[0] as string, j);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0]);
  });

  it('a light player who has played for long still goes before busy newcomers (no credit for arriving late)', () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(30_000, () => clock.now);
    // The light player asks a job every 300 ms for 20 s, alone: 67 jobs of 5 ms.
    for (let i = 0; i < 67; i++) {
      q.push('light', `warm${i}`);
      serve(q, clock, () => 5, 1);
      clock.now += 295;
    }
    // Then 50 busy players arrive, ten jobs each, and the light player asks again, between their jobs.
    for (let p = 0; p < 50; p++) for (let g = 0; g < 10; g++) q.push(`busy${p}`, `b${p}-${g}`);
    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      // It thinks 300 ms between two moves: 60 of the busy players' jobs.
      const between = serve(q, clock, () => 5, 60);
      for (const j of between) q.push(j.slice(1, j.indexOf('-')).replace(/^/, 'busy'), j);
      q.push('light', `light${round}`);
      const order: string[] = [];
      for (let next = q.shift(); next !== undefined; next = q.shift()) {
        order.push(next.item);
        // One of its searches costs eight times the others': it still goes first the next time.
        const cost = next.item === 'light1' ? 40 : 5;
        clock.now += cost;
        q.done(next.key, cost);
        if (next.item === `light${round}`) break;
      }
      waits.push(order.length - 1);
      // The busy players' jobs come back (each answered at once).
      for (const j of order) if (j.startsWith('b')) q.push(j.slice(1, j.indexOf('-')).replace(/^/, 'busy'), j);
    }
    // The first time, the newcomers that came at the same clock may each go first once; never again after.
    // ("Least use lately" put the 50 newcomers' 500 jobs first: a use of 0 against the light player's 335 ms.)
    expect(waits[0]).toBeLessThanOrEqual(50);
    expect(waits.slice(1)).toEqual([0, 0, 0, 0]);
  });

  it('busy players share equally (round-robin while their use is equal), each in its own order', () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(30_000, () => clock.now);
    for (const p of ['p', 'q', 'r']) for (let i = 0; i < 4; i++) q.push(p, `${p}${i}`);
    expect(serve(q, clock, () => 10, 12)).toEqual([
      'p0',
      'q0',
      'r0',
      'p1',
      'q1',
      'r1',
      'p2',
      'q2',
      'r2',
      'p3',
      'q3',
      'r3',
    ]);
  });

  it('a player whose jobs cost ten times more gets a tenth as many turns', () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(30_000, () => clock.now);
    for (let i = 0; i < 200; i++) {
      q.push('heavy', `h${i}`);
      q.push('cheap', `c${i}`);
    }
    const order = serve(q, clock, (o) => (o === 'heavy' ? 100 : 10), 110);
    const heavy = order.filter((j) => j.startsWith('h')).length;
    expect(heavy).toBeGreaterThanOrEqual(9);
    expect(heavy).toBeLessThanOrEqual(11);
  });

  it('use fades: a player who was busy long ago is a newcomer again', () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(1_000, () => clock.now);
    q.push('old', 'old0');
    serve(q, clock, () => 5_000, 1);
    q.push('new', 'new0');
    serve(q, clock, () => 10, 1);
    clock.now += 60_000;
    for (let i = 1; i <= 5; i++) q.push('new', `new${i}`);
    for (let i = 1; i <= 5; i++) q.push('old', `old${i}`);
    // Old's 5 s of work are forgiven after a minute idle: it is served among the first few, then they take turns
    // (unforgiven, all of new's would go first, and 490 more of them).
    const order = serve(q, clock, () => 30, 10);
    expect(order.indexOf('old1')).toBeLessThan(3);
    expect(order.indexOf('old2')).toBeLessThan(order.indexOf('new5'));
  });

  it('ahead counts the jobs served before one, and remove and drain take jobs out', () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(30_000, () => clock.now);
    for (let i = 0; i < 5; i++) q.push('f', `f${i}`);
    q.push('n', 'n0');
    expect(q.ahead('n', 'n0')).toBe(1);
    expect(q.ahead('f', 'f3')).toBe(4);
    expect(q.remove('f', 'f0')).toBe(true);
    expect(q.size).toBe(5);
    expect(q.drain().sort()).toEqual(['f1', 'f2', 'f3', 'f4', 'n0']);
    expect(q.size).toBe(0);
  });

  it('a pace holds a paced owner to its rate whatever the load, and says when its next job may start', () => {
    const clock = { now: 0 };
    const pace = { burst: 3, perSecond: 2, applies: (key: string) => key.startsWith('player:') };
    const q = new FairQueue<string>(30_000, () => clock.now, 50, pace);
    for (let i = 0; i < 10; i++) q.push('player:script', `s${i}`);
    // Its burst, then nothing although the thread is free: the other jobs wait, counted, not refused.
    expect(serve(q, clock, () => 0, 10)).toEqual(['s0', 's1', 's2']);
    expect(q.size).toBe(7);
    expect(q.readyIn()).toBe(500);
    // Another player is not held by that pace, and owners outside `applies` are not paced at all.
    q.push('player:ada', 'a0');
    q.push('unclaimed', 'u0');
    expect(serve(q, clock, () => 0, 5).sort()).toEqual(['a0', 'u0']);
    clock.now += 500;
    expect(serve(q, clock, () => 0, 5)).toEqual(['s3']);
    clock.now += 10_000;
    expect(serve(q, clock, () => 0, 10)).toEqual(['s4', 's5', 's6']);
  });

  it('shiftWhere passes over an owner whose next job does not fit, and keeps it first for later (issue 28)', () => {
    const clock = { now: 0 };
    const q = new FairQueue<string>(30_000, () => clock.now);
    q.push('ana', 'ana-on-thread-2');
    q.push('ben', 'ben-1');
    q.push('ben', 'ben-2');
    // Thread 1 is free: Ana's job must wait for thread 2, so Ben's first runs.
    expect(q.shiftWhere((job) => !job.includes('thread-2'))).toEqual({ key: 'ben', item: 'ben-1' });
    expect(q.shiftWhere((job) => !job.includes('thread-2'))).toEqual({ key: 'ben', item: 'ben-2' });
    expect(q.shiftWhere((job) => !job.includes('thread-2'))).toBeUndefined();
    expect(q.shift()).toEqual({ key: 'ana', item: 'ana-on-thread-2' });
    expect(q.size).toBe(0);
  });
});
