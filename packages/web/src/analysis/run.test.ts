import { createAgent } from '@ludotheque/ai';
import { type AnyGame, playGame, unwrap } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { runAnalysis } from './run.js';

const game = linx as unknown as AnyGame;
const options = unwrap(game.parseOptions({ players: 2 }));
const bots = [0, 1].map((seat) => unwrap(createAgent(game, 'random', `run/${seat}`)));
const { record } = unwrap(playGame(game, options, 'run-test', bots));
const moves = record.moves.length;

describe('the worker’s analysis loop', () => {
  it('reports progress after every move, 0 to the total, then the analysis of every move', async () => {
    const seen: number[] = [];
    const answer = await runAnalysis(game, record, 'seed', 20, {
      progress: (done, total) => {
        expect(total).toBe(moves);
        seen.push(done);
      },
      cancelled: () => false,
    });
    expect(seen).toEqual(Array.from({ length: moves + 1 }, (_, i) => i));
    expect(answer.ok && answer.value.moves.map((m) => m.move)).toEqual(record.moves);
  });

  it('stops between moves once cancelled, with a cancelled answer', async () => {
    let done = 0;
    const answer = await runAnalysis(game, record, 'seed', 20, {
      progress: (d) => {
        done = d;
      },
      cancelled: () => done >= 3,
    });
    expect(answer).toEqual({ ok: false, kind: 'cancelled', message: 'analysis cancelled' });
    expect(done).toBe(3);
  });

  it('answers a typed error for a game that is not over, without analysing', async () => {
    const open = { ...record, moves: record.moves.slice(0, 3), result: null };
    const answer = await runAnalysis(game, open, 'seed', 20, { progress: () => {}, cancelled: () => false });
    expect(answer.ok === false && answer.kind).toBe('options');
  });
});
