/**
 * The clocks' texts in English and French (issue 17), under the `clocks` key of the app's `translation` namespace,
 * added to an i18next instance once by `registerClockTexts` (the components call it themselves).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  heading: 'Clock',
  speed: 'Time control',
  seats: 'Time of each seat',
  untimed: 'Untimed',
  realtime: 'Real time',
  custom: 'Custom',
  customMinutes: 'Minutes per player',
  customIncrement: 'Seconds added per move',
  correspondence: 'Correspondence',
  days_one: '{{count}} day per move',
  days_other: '{{count}} days per move',
  onlineOnly: 'Correspondence games are played online.',
  deadline: 'to move before {{when}}',
  waiting: 'waiting',
  timedOut: 'out of time: a bot plays on',
  flagged: 'out of time',
  flagEnd: '{{name}} ran out of time.',
  low: 'little time left',
  yourTurn: 'Your turn.',
  titleTurn: '(Your turn) {{title}}',
  notify: 'Tell me when it is my turn',
  notifyTitle: 'Ludothèque',
  notifyBody: '{{game}}: your turn.',
  byDeadline: 'Correspondence games, by deadline',
};

const fr: typeof en = {
  heading: 'Pendule',
  speed: 'Cadence',
  seats: 'Temps de chaque place',
  untimed: 'Sans pendule',
  realtime: 'Temps réel',
  custom: 'Personnalisée',
  customMinutes: 'Minutes par joueur',
  customIncrement: 'Secondes ajoutées par coup',
  correspondence: 'Par correspondance',
  days_one: '{{count}} jour par coup',
  days_other: '{{count}} jours par coup',
  onlineOnly: 'Les parties par correspondance se jouent en ligne.',
  deadline: 'doit jouer avant le {{when}}',
  waiting: 'en attente',
  timedOut: 'temps écoulé\u00a0: un robot joue à sa place',
  flagged: 'temps écoulé',
  flagEnd: 'Temps écoulé pour {{name}}.',
  low: 'presque plus de temps',
  yourTurn: 'À vous de jouer.',
  titleTurn: '(À vous) {{title}}',
  notify: 'Me prévenir quand c’est mon tour',
  notifyTitle: 'Ludothèque',
  notifyBody: '{{game}}\u00a0: à vous de jouer.',
  byDeadline: 'Parties par correspondance, par échéance',
};

export function registerClockTexts(instance: i18n): void {
  addTexts(instance, 'clocks.heading', { en: { clocks: en }, fr: { clocks: fr } });
}
