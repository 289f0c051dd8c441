import type { BaseOptions, Game, Seat } from '@ludotheque/engine';
import { Rng } from '@ludotheque/engine';
import { now } from './common.js';
import { ismctsSearch } from './ismcts.js';
import { mctsSearch } from './mcts.js';

/** Plain MCTS iterations per second from `state` (for `npm run bench`; never asserted in tests). */
export function benchMcts<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  iterations: number,
): number {
  const start = now();
  const r = mctsSearch(game, state, { iterations, rng: Rng.seeded('bench') });
  return rate(r.ok ? r.value.iterations : 0, now() - start);
}

/** IS-MCTS iterations per second for `seat` from `view` (determinization included in the cost). */
export function benchIsmcts<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  view: V,
  seat: Seat,
  iterations: number,
): number {
  const start = now();
  const r = ismctsSearch(game, view, seat, { iterations, rng: Rng.seeded('bench') });
  return rate(r.ok ? r.value.iterations : 0, now() - start);
}

const rate = (iterations: number, millis: number): number => (iterations * 1000) / Math.max(millis, 1e-3);
