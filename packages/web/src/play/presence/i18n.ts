/**
 * The seat strip's texts (presence of each seat at an online table, the abandonment choice, the reclaim) and their
 * error codes, in French and English; `registerPresenceTexts` adds them to the i18next instance once.
 */
import type { i18n } from 'i18next';
import { addTexts } from '../../i18n/addTexts.js';

const en = {
  label: 'Players at the table',
  online: 'online',
  offline: 'disconnected',
  bot: 'bot',
  standIn: 'a bot plays for now',
  you: '(you)',
  away: '{{name}} has been gone for a while on their turn.',
  wait: 'Wait',
  bot_play: 'Let a bot play',
  claim: 'Claim the win',
  reclaimText: 'A bot is playing for you.',
  reclaim: 'Take my seat back',
  deadline: 'Next move due by {{date}}',
  awayDeadline: '{{name}} has not moved before the move deadline.',
};
type Texts = typeof en;

const fr: Texts = {
  label: 'Joueurs à la table',
  online: 'en ligne',
  offline: 'hors ligne',
  bot: 'robot',
  standIn: 'un robot joue à sa place',
  you: '(vous)',
  away: '{{name}} n’est plus là depuis un moment, et c’est son tour.',
  wait: 'Attendre',
  bot_play: 'Laisser un robot jouer',
  claim: 'Réclamer la victoire',
  reclaimText: 'Un robot joue à votre place.',
  reclaim: 'Reprendre ma place',
  deadline: 'Prochain coup à jouer avant le {{date}}',
  awayDeadline: '{{name}} n’a pas joué avant la date limite du coup.',
};

const errorsEn = {
  notAway: 'nobody is away any more',
  claimPlayers: 'the win is claimed in games of two players only',
  notStoodIn: 'no bot plays this seat',
};
const errorsFr: typeof errorsEn = {
  notAway: 'plus personne n’est absent',
  claimPlayers: 'la victoire ne se réclame qu’à deux joueurs',
  notStoodIn: 'aucun robot ne joue à cette place',
};

export const presenceTexts = { en, fr } as const;

export function registerPresenceTexts(instance: i18n): void {
  addTexts(instance, 'presence.reclaim', {
    en: { presence: en, errors: errorsEn },
    fr: { presence: fr, errors: errorsFr },
  });
}
