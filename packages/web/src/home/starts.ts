import type { CreateGameRequest } from '@ludotheque/protocol';
import type { GameId } from '../i18n/rules.js';

/** The bot of a first game: MCTS at its easy level (the new-game page's default level). */
export const FIRST_BOT = 'mcts:easy';

/** Two-seat options for each game (Superpion's SP-7 mode `two`; Symbolix and Cubiko count their players). */
const TWO_SEATS: Readonly<Record<GameId, Record<string, string | number>>> = {
  linx: {},
  superpion: { mode: 'two' },
  symbolix: { players: 2 },
  cubiko: { players: 2 },
};

/** The local page of a game against one easy bot, the player first, on a fresh deal. */
export function computerHash(game: GameId, seed: string): string {
  const mode = game === 'superpion' ? '&mode=two' : '';
  return `#/local/${game}?seats=h:,b:${FIRST_BOT}&seed=${seed}&delay=600${mode}`;
}

/** An online game for two people with the rules' defaults, untimed: the second seat's link goes to the friend. */
export function friendRequest(game: GameId, names: readonly [string, string]): CreateGameRequest {
  return {
    game,
    options: { ...TWO_SEATS[game] },
    seats: names.map((name) => ({ kind: 'human' as const, name })),
  };
}
