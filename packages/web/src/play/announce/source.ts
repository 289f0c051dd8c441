import { describedMove } from '../moves/describer.js';
import { logSentence, type MoveSentence } from './announce.js';

/**
 * The one place the live region's move sentences come from: the sentence the move list on screen gives the move
 * (its game's `describeMove`, `<game>/sentences.ts`), so what is read is what is shown; the log's own text with the
 * mover's name when no move list is mounted.
 */
export const moveSentence: MoveSentence = (m) => describedMove(m.entry, m.index) ?? logSentence(m);
