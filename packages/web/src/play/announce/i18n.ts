/**
 * The live region's texts in French and English, under `announce.*` of the app's `translation` namespace, added
 * once per i18next instance by `registerAnnounceTexts` (the component calls it, so the app's files need no change).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../../i18n/addTexts.js';

const en = {
  moved: '{{name}}: {{move}}',
  yourTurn: 'Your turn.',
  yourTurnNamed: '{{name}}, your turn.',
  toPlay: '{{name}} to play.',
  over: 'The game is over.',
};

const fr: typeof en = {
  // French puts a (non-breaking) space before a colon.
  moved: '{{name}}\u00a0: {{move}}',
  yourTurn: 'À vous de jouer.',
  yourTurnNamed: '{{name}}, à vous de jouer.',
  toPlay: 'À {{name}} de jouer.',
  over: 'La partie est terminée.',
};

export const announceTexts = { en, fr } as const;

export function registerAnnounceTexts(instance: i18n): void {
  addTexts(instance, 'announce.yourTurn', { en: { announce: announceTexts.en }, fr: { announce: announceTexts.fr } });
}
