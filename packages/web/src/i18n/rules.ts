import { rulesEn } from './rules-en.js';
import { rulesFr } from './rules-fr.js';
import type { GameId, GameRules } from './rules-types.js';

export { GAME_IDS, type GameId } from './rules-types.js';

/** Games with a board in this app; the others are listed as coming. */
export const PLAYABLE: ReadonlySet<GameId> = new Set(['linx', 'superpion', 'symbolix', 'cubiko']);

export function rulesFor(game: GameId, language: string): GameRules {
  return (language.startsWith('fr') ? rulesFr : rulesEn)[game];
}

export const isGameId = (id: string): id is GameId => id in rulesEn;
