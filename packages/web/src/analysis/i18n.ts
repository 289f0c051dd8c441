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
    'Each move is judged from what its player knew then: their chance to win before it (with the bot’s preferred move) and after the move played. The chances are measured against games played on: of the positions given 70 %, about 70 in 100 were won.',
  thresholds:
    'Marks: inaccuracy from {{inaccuracy}} points of chance lost, mistake from {{mistake}}, blunder from {{blunder}}.',
  chart: 'Each player’s chance to win over the game. Click a point, or a move below, to see the board after that move.',
  chartAxis: 'Moves',
  chance: 'Chance to win',
  move: '{{k}}. {{sentence}}',
  figures: 'chance to win {{before}} → {{after}}',
  lost: ' ({{points}} points of chance lost)',
  preferred: '— the bot would have played: {{move}}',
  marks: {
    inaccuracy: 'Inaccuracy',
    mistake: 'Mistake',
    blunder: 'Blunder',
  },
  aimed: 'Aimed at {{cell}}: lands there {{chance}} of the time',
  aimedNowhere: 'Aimed off the board',
  bestAim: 'best aim found: {{cell}} ({{chance}})',
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
    'Chaque coup est jugé d’après ce que son joueur savait alors\u00a0: sa chance de gagner avant (avec le coup préféré du robot) et après le coup joué. Les chances sont mesurées sur des parties jouées jusqu’au bout\u00a0: des positions données à 70\u00a0%, environ 70 sur 100 ont été gagnées.',
  thresholds:
    'Marques\u00a0: imprécision dès {{inaccuracy}} points de chance perdus, erreur dès {{mistake}}, gaffe dès {{blunder}}.',
  chart:
    'La chance de gagner de chaque joueur au fil de la partie. Cliquez sur un point, ou sur un coup ci-dessous, pour voir le plateau après ce coup.',
  chartAxis: 'Coups',
  chance: 'Chance de gagner',
  move: '{{k}}. {{sentence}}',
  figures: 'chance de gagner {{before}} → {{after}}',
  lost: ' ({{points}} points de chance perdus)',
  preferred: '— le robot aurait joué\u00a0: {{move}}',
  marks: {
    inaccuracy: 'Imprécision',
    mistake: 'Erreur',
    blunder: 'Gaffe',
  },
  aimed: 'Visait {{cell}}\u00a0: y tombe {{chance}} du temps',
  aimedNowhere: 'Visait hors du plateau',
  bestAim: 'meilleure visée trouvée\u00a0: {{cell}} ({{chance}})',
};

export const analysisTexts = { en: { analysis: en }, fr: { analysis: fr } } as const;

/** `t` with the review's texts registered in the running instance (existing keys kept). */
export function useAnalysisTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  addTexts(result.i18n, 'analysis.title', analysisTexts);
  return result;
}
