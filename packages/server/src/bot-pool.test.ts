import { Rng } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { botOwner } from './bot-move.js';
import { WorkerBots } from './bot-pool.js';

describe('bots in worker threads', () => {
  it('answer a legal move from a seat view alone, and fail cleanly for an unknown game', async () => {
    const bots = new WorkerBots(1);
    try {
      const options = linx.parseOptions({ players: 3 });
      if (!options.ok) throw new Error('options');
      const state = linx.setup(options.value, Rng.seeded('bot pool'));
      const seat = linx.toMove(state) as number;
      for (const level of ['random', 'easy']) {
        const move = await bots.choose({ gameType: 'linx', view: linx.view(state, seat), seat, level, seed: 's' });
        expect(linx.isLegal(state, move as never)).toBe(true);
      }
      await expect(bots.choose({ gameType: 'chess', view: null, seat: 0, level: 'random', seed: 's' })).rejects.toThrow(
        'no game chess',
      );
    } finally {
      await bots.close();
    }
  });

  it("share the threads fairly between players: a newcomer's move comes before the flooder's 30th (issue 23)", async () => {
    const bots = new WorkerBots(1);
    try {
      const options = linx.parseOptions({ players: 2 });
      if (!options.ok) throw new Error('options');
      const state = linx.setup(options.value, Rng.seeded('fair bots'));
      const seat = linx.toMove(state) as number;
      const job = (owner: string, seed: string) => ({
        gameType: 'linx',
        owner,
        view: linx.view(state, seat),
        seat,
        level: 'random',
        seed,
      });
      const done: string[] = [];
      const flood = Array.from({ length: 30 }, (_, i) =>
        bots.choose(job('player:flooder', `f${i}`)).then(() => done.push(`flood-${i + 1}`)),
      );
      const mine = bots.choose(job('player:newcomer', 'n')).then(() => done.push('mine'));
      await Promise.all([...flood, mine]);
      // In arrival order (FIFO) it would be 31st; the flooder's first job was already on the thread.
      expect(done.indexOf('mine')).toBeLessThanOrEqual(2);
      expect(done.indexOf('mine')).toBeLessThan(done.indexOf('flood-30'));
    } finally {
      await bots.close();
    }
  });
});

describe("paced bots (issue 23: a player's bot moves beyond its pace wait)", () => {
  it("runs a paced player's moves at its rate though the thread is free, and another player's at once", async () => {
    // 2 at once, then one per 100 ms.
    const bots = new WorkerBots(1, undefined, true, { burst: 2, perSecond: 10 });
    try {
      const options = linx.parseOptions({ players: 2 });
      if (!options.ok) throw new Error('options');
      const state = linx.setup(options.value, Rng.seeded('paced bots'));
      const seat = linx.toMove(state) as number;
      const job = (owner: string, seed: string) => ({
        gameType: 'linx',
        owner,
        view: linx.view(state, seat),
        seat,
        level: 'random',
        seed,
      });
      const started = performance.now();
      const at: number[] = [];
      const flood = Array.from({ length: 5 }, (_, i) =>
        bots.choose(job('player:script', `s${i}`)).then(() => at.push(performance.now() - started)),
      );
      const other = await bots.choose(job('player:ada', 'a')).then(() => performance.now() - started);
      await Promise.all(flood);
      // Five moves: two at once, three more at least 100 ms apart (fails without the pace: all within a few ms).
      expect(at[4]).toBeGreaterThanOrEqual(280);
      expect(other).toBeLessThan(at[4] as number);
      expect(bots.queued()).toBe(0);
    } finally {
      await bots.close();
    }
  });
});

describe('botOwner', () => {
  it('is the first seat bound to a player, else the game (people who have not joined yet)', () => {
    const human = { kind: 'human', name: 'A', tokenHash: 'h' } as const;
    const bot = { kind: 'bot', name: 'B', level: 'easy' } as const;
    expect(botOwner({ id: 'g1', seats: [bot, human, { ...human, player: 'p9' }] })).toBe('player:p9');
    expect(botOwner({ id: 'g1', seats: [bot, human] })).toBe('game:g1');
  });
});
