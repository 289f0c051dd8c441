/**
 * Linx moves told as people read them (the move list, the live region): each text is the move as told to everyone
 * (`publicMove`, LX-N1: `R@d4`, `S>e5`, `pass P,R`, `next`) turned into a sentence in the reader's language. Tile
 * names are the rules' rock, paper, scissors (LX-2), in French the game's Pierre, Feuille, Ciseaux.
 */

import { type Lang, type Texts, translator } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';

/** Exported for the checks over every text (`i18n/check.test.ts`). */
export const linxSentenceTexts: Readonly<Record<Lang, Texts>> = {
  en: {
    up: '{{name}} places {{tile}} on {{cell}}',
    down: '{{name}} places {{tile}} face down on {{cell}}',
    pass: '{{name}} passes and shows {{hand}}',
    passEmpty: '{{name}} passes with an empty hand',
    next: 'Round {{round}} is dealt',
    tile: { R: 'Rock', P: 'Paper', S: 'Scissors' },
    shown: { R: 'Rock', P: 'Paper', S: 'Scissors' },
  },
  fr: {
    up: '{{name}} pose {{tile}} en {{cell}}',
    down: '{{name}} pose {{tile}} face cachée en {{cell}}',
    pass: '{{name}} passe et montre {{hand}}',
    passEmpty: '{{name}} passe, la main vide',
    next: 'La manche {{round}} est distribuée',
    // With their articles: "une Pierre", "une Feuille", "des Ciseaux" (a plural noun).
    tile: { R: 'une Pierre', P: 'une Feuille', S: 'des Ciseaux' },
    shown: { R: 'Pierre', P: 'Feuille', S: 'Ciseaux' },
  },
};

export interface LinxMoveContext {
  /** Seat names, in seat order. */
  readonly names: readonly string[];
  /** The round a `next` deals (LX-20): the page counts them along the list. */
  readonly round?: number;
}

/** A shown hand (LX-13) in order, repeated tiles counted: "Paper ×2, Rock". */
function handText(t: ReturnType<typeof translator>, types: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const x of types) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].map(([x, n]) => `${t(`shown.${x}`)}${n > 1 ? ` ×${n}` : ''}`).join(', ');
}

/** One move as a sentence; a text that is no Linx move is shown as it came (it is still the game's record). */
export function describeMove(entry: LogEntry, context: LinxMoveContext, lang: Lang): string {
  const t = translator(linxSentenceTexts, lang);
  const name = context.names[entry.seat] ?? '?';
  const text = entry.text.trim();
  const placed = /^([RPS])([@>])([a-i][1-9])$/.exec(text);
  if (placed) {
    const [, type, sign, cell] = placed;
    return t(sign === '@' ? 'up' : 'down', { name, tile: t(`tile.${type}`), cell: cell ?? '' });
  }
  if (text === 'pass') return t('passEmpty', { name });
  const pass = /^pass ([RPS](?:,[RPS])*)$/.exec(text);
  if (pass) return t('pass', { name, hand: handText(t, (pass[1] ?? '').split(',')) });
  if (text === 'next') return t('next', { round: context.round ?? '?' });
  return `${name}: ${entry.text}`;
}
