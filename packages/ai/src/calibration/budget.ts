import type { BaseOptions, Game } from '@ludotheque/engine';
import { LEVELS } from '../agent.js';

/**
 * Iterations per search of the hint and the analysis, per game, where the game's `medium` level is too slow for a
 * whole-game analysis within 5 s (issue 28: Superpion took 12.8 s, Cubiko 26 s). The calibration maps are fitted at
 * these budgets, so the chance shown holds at the budget that runs (README: the measurements).
 */
export const ADVICE_BUDGETS: Readonly<Record<string, number>> = { cubiko: 6, superpion: 100, symbolix: 150 };

/** The hint's and the analysis's default budget for a game. */
export function adviceBudget<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>): number {
  return ADVICE_BUDGETS[game.id] ?? game.bot?.levels?.medium ?? LEVELS.medium;
}
