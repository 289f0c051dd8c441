/**
 * The table controls' texts in English and French, under `controls.*` of the app's `translation` namespace (and
 * the error kinds of the takeback under `errors.*`). `useControlsTexts` adds them to the running i18next instance once, so the app's
 * own resource files need no change.
 */
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../i18n/addTexts.js';
import { takebackErrorTexts } from '../offers/i18n.js';

const en = {
  controls: {
    bar: 'Table controls',
    resign: 'Resign',
    resignAsk: 'Resign this game? It ends at once and {{name}} takes the last place.',
    resignYes: 'Yes, resign',
    cancel: 'Cancel',
    takeback: 'Take back',
    takebackAsk: 'Ask to take back',
    takebackAsked: 'Takeback asked…',
    hint: 'Hint',
    hintThinking: 'Thinking…',
    hintLine: 'Suggested move: {{move}} — estimated chance to win: {{chance}} %',
    hintSeveral: 'Suggested move: {{move}} — estimated share of opponents beaten: {{chance}} %',
    abort: 'Abort the game',
    rematch: 'Rematch',
    rematchOffered: 'Rematch offered…',
    suggested: 'suggested move',
  },
  errors: {
    noTakeback: 'there is no move of yours to take back',
    unsupported: 'this is not available at this table',
    // The engine's kind at a local table, the protocol's code online (a takeback never reveals).
    ...takebackErrorTexts.en,
  },
};

const fr: typeof en = {
  controls: {
    bar: 'Commandes de la table',
    resign: 'Abandonner',
    resignAsk: 'Abandonner la partie\u00a0? Elle s’arrête aussitôt et {{name}} prend la dernière place.',
    resignYes: 'Oui, abandonner',
    cancel: 'Annuler',
    takeback: 'Reprendre le coup',
    takebackAsk: 'Demander à reprendre',
    takebackAsked: 'Reprise demandée…',
    hint: 'Conseil',
    hintThinking: 'Réflexion…',
    hintLine: 'Coup conseillé\u00a0: {{move}} — chance de gagner estimée\u00a0: {{chance}} %',
    hintSeveral: 'Coup conseillé\u00a0: {{move}} — part estimée des adversaires battus\u00a0: {{chance}} %',
    abort: 'Annuler la partie',
    rematch: 'Revanche',
    rematchOffered: 'Revanche proposée…',
    suggested: 'coup conseillé',
  },
  errors: {
    noTakeback: 'vous n’avez aucun coup à reprendre',
    unsupported: 'ce n’est pas possible à cette table',
    ...takebackErrorTexts.fr,
  },
};

export const controlsTexts = { en, fr } as const;

/** `useTranslation`, with the controls' texts registered first (once per i18next instance). */
export function useControlsTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  const { i18n } = result;
  addTexts(i18n, 'controls.bar', controlsTexts);
  return result;
}
