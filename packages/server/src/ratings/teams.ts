import type { Json } from '@ludotheque/engine';

/**
 * The seats that play as one team, when a game has teams: Linx's team mode seats 0+2 against 1+3 (LX-4, LX-17).
 * Every other game and mode is a free-for-all (each seat its own team).
 */
export function teamsOf(game: string, options: Json, seats: number): number[][] {
  const teams = typeof options === 'object' && options !== null && !Array.isArray(options) && options.teams === true;
  if (game === 'linx' && teams && seats === 4)
    return [
      [0, 2],
      [1, 3],
    ];
  return Array.from({ length: seats }, (_, i) => [i]);
}
