/**
 * The tutorials' texts in French and English, under `learn` in the app's `translation` namespace: the page's own
 * words, then each game's steps (`learn.games.<game>.steps.<id>`, `.done.<id>`, `.why.<key>`).
 */
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/addTexts.js';
import { cubikoEn, cubikoFr } from './texts-cubiko.js';
import { linxEn, linxFr } from './texts-linx.js';
import { superpionEn, superpionFr } from './texts-superpion.js';
import { symbolixEn, symbolixFr } from './texts-symbolix.js';

const en = {
  link: 'Learn to play',
  heading: 'Learn {{name}}',
  step: 'Step {{n}} of {{total}}',
  right: 'Right!',
  wrong: 'Not quite.',
  illegal: 'Not allowed.',
  undone: 'The move is undone: try again.',
  retry: 'Try again',
  next: 'Next step',
  finish: 'Finish',
  finished: 'You have finished the {{name}} tutorial.',
  play: 'Play a game',
  rules: 'Read the rules',
  restart: 'Start the tutorial again',
  steps: 'Steps',
  stepDone: '{{n}}, done',
  stepTodo: '{{n}}',
  notYet: 'No tutorial for this game yet.',
  landed: 'The ball landed in {{cell}}.',
  missed: 'The throw missed: it does not count.',
  games: { linx: linxEn, superpion: superpionEn, symbolix: symbolixEn, cubiko: cubikoEn },
};

const fr: typeof en = {
  link: 'Apprendre à jouer',
  heading: 'Apprendre {{name}}',
  step: 'Étape {{n}} sur {{total}}',
  right: 'Bien joué\u00a0!',
  wrong: 'Pas tout à fait.',
  illegal: 'Coup interdit.',
  undone: 'Le coup est annulé\u00a0: réessayez.',
  retry: 'Réessayer',
  next: 'Étape suivante',
  finish: 'Terminer',
  finished: 'Vous avez terminé le tutoriel de {{name}}.',
  play: 'Jouer une partie',
  rules: 'Lire les règles',
  restart: 'Recommencer le tutoriel',
  steps: 'Étapes',
  stepDone: '{{n}}, faite',
  stepTodo: '{{n}}',
  notYet: 'Pas encore de tutoriel pour ce jeu.',
  landed: 'La balle est tombée en {{cell}}.',
  missed: 'Le lancer est manqué\u00a0: il ne compte pas.',
  games: { linx: linxFr, superpion: superpionFr, symbolix: symbolixFr, cubiko: cubikoFr },
};

export const learnTexts = { en: { learn: en }, fr: { learn: fr } } as const;

export function registerLearnTexts(instance: i18n): void {
  addTexts(instance, 'learn.link', learnTexts);
}

/** `t` with the tutorials' texts registered in the running instance. */
export function useLearnTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  registerLearnTexts(result.i18n);
  return result;
}
