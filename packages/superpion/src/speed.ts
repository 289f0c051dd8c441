/** A bench helper (no timer inside the rules: the caller passes its clock, so this runs in any runtime). */
import { Rng } from '@ludotheque/engine';
import { generate, generated } from './movegen.js';
import { playMove } from './play.js';
import { newGame } from './setup.js';
import type { Mode, SuperpionOptions } from './types.js';
import { MODE_PLAYERS } from './types.js';

/** Plays `games` uniformly random games of `mode` to their end; returns the number of moves played. */
export function randomPlayouts(mode: Mode, games: number, seed = 1): number {
  const options: SuperpionOptions = {
    players: MODE_PLAYERS[mode],
    mode,
    idle: mode === 'three' ? 'black' : null,
    clockMinutes: null,
  };
  const rng = Rng.seeded(seed);
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const s = newGame(options, rng.clone());
    while (!s.over) {
      const n = generate(s);
      playMove(s, generated()[rng.below(n)] as number);
      moves++;
    }
  }
  return moves;
}

/** Random playouts per second of `mode` over about `budgetMs`, timed with the given clock (`performance.now`). */
export function playoutsPerSecond(
  mode: Mode,
  now: () => number,
  budgetMs = 2000,
): { playouts: number; movesPerPlayout: number; perSecond: number } {
  const start = now();
  let playouts = 0;
  let moves = 0;
  while (now() - start < budgetMs) {
    moves += randomPlayouts(mode, 1, playouts + 1);
    playouts++;
  }
  const seconds = (now() - start) / 1000;
  return { playouts, movesPerPlayout: moves / playouts, perSecond: playouts / seconds };
}
