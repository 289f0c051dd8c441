/**
 * The ratings module's texts in French and English, under `ratings.*` of the `translation` namespace
 * (`registerRatingsTexts` adds them once; the app's resource files are unchanged).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  link: 'Leaderboards',
  title: 'Leaderboards',
  intro:
    'The best 100 players of each game among those who played a rated game in the last 30 days. A rating is round(1000 + 25 × (μ − 3σ)), a cautious estimate of skill; a question mark says it is still provisional (few games).',
  games: { linx: 'Linx', superpion: 'Superpion', symbolix: 'Symbolix', cubiko: 'Cubiko' },
  pick: 'Game',
  rank: 'Rank',
  player: 'Player',
  rating: 'Rating',
  played: 'Rated games',
  empty: 'No rated game of {{game}} in the last 30 days.',
  bots: 'Bots',
  botsIntro: 'Bots are rated like players: measure yourself against them.',
  bot: 'Bot ({{level}})',
  provisional: 'provisional',
  loading: 'Loading the ratings…',
  failed: 'The ratings could not be loaded. Try again later.',
  changes: 'Rating changes',
  change: '{{name}}: {{before}} → {{after}} ({{delta}})',
  /** The same after the name, which is a link of its own (players/PlayerName). */
  changeAfter: ': {{before}} → {{after}} ({{delta}})',
  pending: 'Updating the ratings…',
  unrated: 'Game not rated: {{reason}}.',
  reasons: {
    aborted: 'it was aborted',
    noAccount: 'a seat had no registered account',
    twice: 'one account held two seats',
    botTwice: 'one bot level held two seats',
    botsOnly: 'only bots played',
    tooShort: 'too short (every player must make at least two moves)',
    pairLimit: 'the same players had already reached their limit of rated games together for 24 hours',
    voided: 'a moderator voided it: one of its players was marked a cheater',
    cheater: 'one of its players is marked a cheater',
    other: 'it could not be rated',
  },
  rematchUnrated: 'A rematch now would not be rated: {{reason}}.',
  history: 'Rating history',
  historyOf: 'Ratings of {{name}}',
  noHistory: 'No rated game yet.',
  current_one: '{{game}}: {{rating}} after {{count}} rated game',
  current_other: '{{game}}: {{rating}} after {{count}} rated games',
  chart: '{{game}} rating after each rated game',
  date: 'Date',
  seeHistory: 'Rating history of {{name}}',
};

const fr: typeof en = {
  link: 'Classements',
  title: 'Classements',
  intro:
    'Les 100 meilleurs joueurs de chaque jeu parmi ceux qui ont joué une partie classée ces 30 derniers jours. La cote vaut arrondi(1000 + 25 × (μ − 3σ)), une estimation prudente du niveau\u00a0; un point d’interrogation dit qu’elle est encore provisoire (peu de parties).',
  games: { linx: 'Linx', superpion: 'Superpion', symbolix: 'Symbolix', cubiko: 'Cubiko' },
  pick: 'Jeu',
  rank: 'Rang',
  player: 'Joueur',
  rating: 'Cote',
  played: 'Parties classées',
  empty: 'Aucune partie classée de {{game}} ces 30 derniers jours.',
  bots: 'Robots',
  botsIntro: 'Les robots ont une cote comme les joueurs\u00a0: mesurez-vous à eux.',
  bot: 'Robot ({{level}})',
  provisional: 'provisoire',
  loading: 'Chargement des cotes…',
  failed: 'Les cotes n’ont pas pu être chargées. Réessayez plus tard.',
  changes: 'Évolution des cotes',
  change: '{{name}}\u00a0: {{before}} → {{after}} ({{delta}})',
  changeAfter: '\u00a0: {{before}} → {{after}} ({{delta}})',
  pending: 'Mise à jour des cotes…',
  unrated: 'Partie non classée\u00a0: {{reason}}.',
  reasons: {
    aborted: 'elle a été annulée',
    noAccount: 'une place n’avait pas de compte inscrit',
    twice: 'un même compte occupait deux places',
    botTwice: 'un même niveau de robot occupait deux places',
    botsOnly: 'seuls des robots y ont joué',
    tooShort: 'trop courte (chaque joueur doit jouer au moins deux coups)',
    pairLimit: 'les mêmes joueurs avaient déjà atteint leur limite de parties classées ensemble sur 24 heures',
    voided: 'un modérateur l’a annulée\u00a0: l’un de ses joueurs a été déclaré tricheur',
    cheater: 'l’un de ses joueurs est déclaré tricheur',
    other: 'elle n’a pas pu être classée',
  },
  rematchUnrated: 'Une revanche maintenant ne serait pas classée\u00a0: {{reason}}.',
  history: 'Évolution de la cote',
  historyOf: 'Cotes {{name, de}}',
  noHistory: 'Aucune partie classée pour l’instant.',
  current_one: '{{game}}\u00a0: {{rating}} après {{count}} partie classée',
  current_other: '{{game}}\u00a0: {{rating}} après {{count}} parties classées',
  chart: 'Cote de {{game}} après chaque partie classée',
  date: 'Date',
  seeHistory: 'Évolution de la cote {{name, de}}',
};

export const ratingsTexts = { en, fr } as const;

/** The server's refusals of ratings, shown by the page's `Problem` (`errors.<code>`). */
export function registerRatingsTexts(instance: i18n): void {
  addTexts(instance, 'ratings.link', {
    en: { ratings: en },
    fr: { ratings: fr },
  });
}
