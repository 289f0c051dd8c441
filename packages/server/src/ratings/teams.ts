import type { Json } from '@ludotheque/engine';

/**
 * The seats that play as one team, in every game and mode that has teams:
 * - Linx's team mode (option `teams: true`, 4 players) seats 0+2 against 1+3 (LX-4, LX-17);
 * - Superpion's `teams` mode (4 players) plays blue+yellow against red+black (SP-7), seats 0+2 against 1+3
 *   (superpion options.ts `seatingOf`: seat = colour in the order blue, red, yellow, black).
 * Every other game and mode is a free-for-all (each seat its own team). Superpion's `two`/`twoSuper` give each
 * player two colours but one seat: a 2-player game, nothing to group.
 */
export function teamsOf(game: string, options: Json, seats: number): number[][] {
  const o = typeof options === 'object' && options !== null && !Array.isArray(options) ? options : {};
  const teams = (game === 'linx' && o.teams === true) || (game === 'superpion' && o.mode === 'teams');
  if (teams && seats === 4)
    return [
      [0, 2],
      [1, 3],
    ];
  return Array.from({ length: seats }, (_, i) => [i]);
}
