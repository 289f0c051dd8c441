/**
 * Symbolix moves told as people read them: the shared form `describeMove(entry, context, lang)` over the readable log
 * of `log.ts` (which reads SX-N1 and what a move revealed to everyone), with the Symbolix texts of `i18n.ts`.
 */
import { type Lang, translator } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';
import { symbolixTexts } from './i18n.js';
import { describeMove as describeLogged } from './log.js';
import type { Piece } from './view.js';

export interface SymbolixMoveContext {
  readonly names: readonly string[];
  /** The piece this screen saw uncovered on a jumped cell, when the told text does not name it. */
  readonly seen?: Piece | null;
}

export function describeMove(entry: LogEntry, context: SymbolixMoveContext, lang: Lang): string {
  const name = context.names[entry.seat] ?? '?';
  return describeLogged(translator(symbolixTexts, lang), entry.text, name, context.names, context.seen ?? null);
}
