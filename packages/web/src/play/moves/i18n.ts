/**
 * The move list's and step-through's texts in English and French, under the `moves` key of the app's `translation`
 * namespace; `useMovesTexts` adds them to the running i18next instance once (the app's own files need no change).
 */
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../i18n/addTexts.js';

const en = {
  title: 'Moves',
  none: 'No move yet.',
  notation: 'Notation',
  notationHint: 'Show the moves in the rules’ notation',
  copy: 'Copy the game',
  copied: 'Copied',
  copyFailed: 'Copy refused by the browser',
  live: 'Live',
  start: 'Start',
  back: 'Previous move',
  forward: 'Next move',
  at: 'Move {{k}} of {{n}}',
  atStart: 'Before the first move (of {{n}})',
  seenBy: 'As {{name}} saw it',
  seenByPublic: 'As everyone saw it',
  side: 'Seen by',
  everyone: 'everyone',
  replay: 'Replay the game',
  keys: 'Arrows: previous and next move; Escape: back to live.',
  failed: 'This position cannot be shown: {{message}}',
  step: 'Show the board after move {{k}}',
};
type Strings<T> = { readonly [K in keyof T]: string };

const fr: Strings<typeof en> = {
  title: 'Coups',
  none: 'Aucun coup pour l’instant.',
  notation: 'Notation',
  notationHint: 'Montrer les coups dans la notation des règles',
  copy: 'Copier la partie',
  copied: 'Copiée',
  copyFailed: 'Copie refusée par le navigateur',
  live: 'En direct',
  start: 'Début',
  back: 'Coup précédent',
  forward: 'Coup suivant',
  at: 'Coup {{k}} sur {{n}}',
  atStart: 'Avant le premier coup (sur {{n}})',
  seenBy: 'Tel {{name, que}} l’a vu',
  seenByPublic: 'Tel que tout le monde l’a vu',
  side: 'Vu par',
  everyone: 'tout le monde',
  replay: 'Revoir la partie',
  keys: 'Flèches\u00a0: coup précédent et suivant\u00a0; Échap\u00a0: retour au direct.',
  failed: 'Cette position ne peut pas être montrée\u00a0: {{message}}',
  step: 'Montrer le plateau après le coup {{k}}',
};

export const movesTexts = { en: { moves: en }, fr: { moves: fr } } as const;

/** `t` with the move list's texts registered in the running instance (existing keys kept). */
export function useMovesTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  const { i18n } = result;
  addTexts(i18n, 'moves.title', movesTexts);
  return result;
}
