/**
 * The review's texts in English and French, under the `analysis` key of the app's `translation` namespace; added
 * to the running i18next instance once by `useAnalysisTexts` (the app's own files need no change).
 */
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  title: 'Analysis',
  start: 'Analyse the game',
  again: 'Analyse again',
  running: 'Analysing: move {{done}} of {{total}}',
  cancel: 'Cancel',
  cancelled: 'Analysis cancelled.',
  failed: 'The analysis failed: {{message}}',
  explain:
    'Each move is judged from what its player knew then: their chance to win before it (with the bot’s preferred move) and after the move played.',
  thresholds: 'Marks: inaccuracy from 10 points of chance lost, mistake from 20, blunder from 30.',
  chart: 'Each player’s chance to win over the game. Click a point to see the board after that move.',
  chartAxis: 'Moves',
  chance: 'Chance to win (%)',
  move: '{{k}}. {{name}}: {{move}}',
  figures: '{{before}} % → {{after}} %',
  preferred: 'Bot’s move: {{move}}',
  show: 'Show the board after move {{k}}',
  marks: {
    inaccuracy: 'Inaccuracy',
    mistake: 'Mistake',
    blunder: 'Blunder',
  },
  aimed: 'Aimed at cell {{cell}}: lands there {{chance}} % of the time',
  aimedNowhere: 'Aimed off the board',
  bestAim: 'best aim found: cell {{cell}} ({{chance}} %)',
};
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

const fr: Strings<typeof en> = {
  title: 'Analyse',
  start: 'Analyser la partie',
  again: 'Analyser à nouveau',
  running: 'Analyse\u00a0: coup {{done}} sur {{total}}',
  cancel: 'Annuler',
  cancelled: 'Analyse annulée.',
  failed: 'L’analyse a échoué\u00a0: {{message}}',
  explain:
    'Chaque coup est jugé d’après ce que son joueur savait alors\u00a0: sa chance de gagner avant (avec le coup préféré du robot) et après le coup joué.',
  thresholds: 'Marques\u00a0: imprécision dès 10 points de chance perdus, erreur dès 20, gaffe dès 30.',
  chart:
    'La chance de gagner de chaque joueur au fil de la partie. Cliquez sur un point pour voir le plateau après ce coup.',
  chartAxis: 'Coups',
  chance: 'Chance de gagner (%)',
  move: '{{k}}. {{name}}\u00a0: {{move}}',
  figures: '{{before}} % → {{after}} %',
  preferred: 'Coup du robot\u00a0: {{move}}',
  show: 'Montrer le plateau après le coup {{k}}',
  marks: {
    inaccuracy: 'Imprécision',
    mistake: 'Erreur',
    blunder: 'Gaffe',
  },
  aimed: 'Visait la case {{cell}}\u00a0: y tombe {{chance}} % du temps',
  aimedNowhere: 'Visait hors du plateau',
  bestAim: 'meilleure visée trouvée\u00a0: case {{cell}} ({{chance}} %)',
};

export const analysisTexts = { en: { analysis: en }, fr: { analysis: fr } } as const;

/** `t` with the review's texts registered in the running instance (existing keys kept). */
export function useAnalysisTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  addTexts(result.i18n, 'analysis.title', analysisTexts);
  return result;
}
