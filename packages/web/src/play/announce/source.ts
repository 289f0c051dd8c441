import { logSentence, type MoveSentence } from './announce.js';

/**
 * The one place the live region's move sentences come from. Today: the log's own text with the mover's name. When
 * each game's `describeMove` (`<game>/sentences.ts`, the move list's sentences) is merged, point this at a function
 * that picks the game's one by `game`; nothing else changes.
 */
export const moveSentence: MoveSentence = logSentence;
