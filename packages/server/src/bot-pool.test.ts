import { Rng } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
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
});
