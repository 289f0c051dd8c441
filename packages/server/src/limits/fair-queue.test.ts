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
    q.push('new', 'new1');
    q.push('old', 'old1');
    // Both uses have faded to nothing: the one served longest ago goes first.
    expect(serve(q, clock, () => 10, 2)).toEqual(['old1', 'new1']);
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
});
