/**
 * The saved games' texts (the home page's Continue, a save that cannot be opened) in French and English, under the
 * `saves` key of the app's `translation` namespace, added once per i18next instance (superpion/i18n.ts's way).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  heading: 'Continue',
  current: 'Games in progress',
  finished: 'Finished games',
  local: 'On this device',
  online: 'Online',
  moves_one: '{{count}} move',
  moves_other: '{{count}} moves',
  asSeat: 'your seat: {{name}}',
  resume: 'Continue',
  replay: 'Replay',
  delete: 'Delete',
  confirm: 'Delete this game?',
  yes: 'Yes, delete',
  no: 'Keep it',
  winner_one: 'Winner: {{names}}',
  winner_other: 'Winners: {{names}}',
  drawn: 'Drawn game',
  and: ' and ',
  unknownGame: 'Unknown game',
  cannotOpen: 'This saved game can no longer be opened: {{reason}}.',
  reasons: {
    format: 'it was saved by another version of the app',
    damaged: 'its data is damaged',
    broken: 'its moves no longer replay',
  },
  listFailed: 'The saved games cannot be read in this browser.',
  unavailable: 'This browser cannot save games: this one will not survive a reload.',
  damagedTitle: 'This saved game cannot be opened',
  otherTab: 'This game is open in another tab.',
  playHere: 'Play it here',
  movedAway: 'This game is now played in another tab.',
};

type Texts = { readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : Texts2<(typeof en)[K]> };
type Texts2<T> = { readonly [K in keyof T]: string };

const fr: Texts = {
  heading: 'Continuer',
  current: 'Parties en cours',
  finished: 'Parties terminées',
  local: 'Sur cet appareil',
  online: 'En ligne',
  moves_one: '{{count}} coup',
  moves_other: '{{count}} coups',
  asSeat: 'votre place\u00a0: {{name}}',
  resume: 'Reprendre',
  replay: 'Revoir',
  delete: 'Supprimer',
  confirm: 'Supprimer cette partie\u00a0?',
  yes: 'Oui, supprimer',
  no: 'La garder',
  winner_one: 'Vainqueur\u00a0: {{names}}',
  winner_other: 'Vainqueurs\u00a0: {{names}}',
  drawn: 'Partie nulle',
  and: ' et ',
  unknownGame: 'Jeu inconnu',
  cannotOpen: 'Cette partie enregistrée ne peut plus être ouverte\u00a0: {{reason}}.',
  reasons: {
    format: 'elle a été enregistrée par une autre version de l’application',
    damaged: 'ses données sont abîmées',
    broken: 'ses coups ne se rejouent plus',
  },
  listFailed: 'Les parties enregistrées ne peuvent pas être lues dans ce navigateur.',
  unavailable: 'Ce navigateur ne peut pas enregistrer les parties\u00a0: celle-ci ne survivra pas à un rechargement.',
  damagedTitle: 'Cette partie enregistrée ne peut pas être ouverte',
  otherTab: 'Cette partie est ouverte dans un autre onglet.',
  playHere: 'La jouer ici',
  movedAway: 'Cette partie se joue maintenant dans un autre onglet.',
};

export const savesTexts = { fr, en } as const;

/** Adds the texts under `saves.*` of the `translation` namespace, once per instance. */
export function registerSavesTexts(instance: i18n): void {
  addTexts(instance, 'saves.heading', { en: { saves: savesTexts.en }, fr: { saves: savesTexts.fr } });
}
