/**
 * The challenges' texts (issue 26), French and English, added to i18next by the module's components themselves
 * (and listed in i18n/everyText.ts for the French check).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const NBSP = '\u00a0';

const en = {
  challenge: 'Challenge',
  challengeLabel: 'Challenge {{name}}',
  again: 'Challenge again',
  againLabel: 'Challenge {{name}} again',
  title: 'Challenge {{name}}',
  game: 'Game',
  rated: 'Rated game',
  ratedGuest: 'Rated games are for registered players.',
  send: 'Send the challenge',
  close: 'Close',
  sent: 'Challenge sent to {{name}}: waiting for an answer…',
  accepted: '{{name}} accepted: the game starts.',
  declined: '{{name}} declined: {{reason}}',
  expired: 'The challenge expired without an answer.',
  cancelled: 'Challenge taken back.',
  cancel: 'Take back',
  page: 'Challenges',
  incoming: 'Challenges received',
  outgoing: 'Challenges sent',
  none: 'No challenge.',
  from: '{{name}} challenges you to {{game}}',
  to: 'To {{name}}, {{game}}',
  casual: 'casual',
  ratedBadge: 'rated',
  accept: 'Accept',
  decline: 'Decline',
  reasonLabel: 'Reason',
  go: 'Go to the game',
  status: { open: 'waiting', accepted: 'accepted', declined: 'declined', cancelled: 'taken back', expired: 'expired' },
  reason: {
    generic: 'not now.',
    later: 'later, please.',
    tooFast: 'this clock is too fast.',
    tooSlow: 'this clock is too slow.',
    casual: 'a casual game, please.',
    rated: 'a rated game, please.',
    variant: 'not this game or these options.',
  },
  errors: {
    blocked: 'You cannot challenge this player.',
    notRegistered: 'A rated challenge is between registered players only.',
    ratedLimit: 'You have played enough rated games together today: play casual.',
    tooManyChallenges: 'You have too many open challenges: wait for answers.',
    tooManyReceived: 'This player already has too many challenges waiting: try again later.',
    rateLimited: 'Too many challenges: wait a moment.',
    clockConflict: 'This clock cannot be used with these options.',
    options: 'These options are not valid.',
    closed: 'This challenge is no longer open.',
    expired: 'This challenge has expired.',
    failed: 'This could not be done: try again in a moment.',
  },
};
type Texts = typeof en;

const fr: Texts = {
  challenge: 'Défier',
  challengeLabel: 'Défier {{name}}',
  again: 'Défier à nouveau',
  againLabel: 'Défier {{name}} à nouveau',
  title: 'Défier {{name}}',
  game: 'Jeu',
  rated: 'Partie classée',
  ratedGuest: 'Les parties classées sont réservées aux joueurs inscrits.',
  send: 'Envoyer le défi',
  close: 'Fermer',
  sent: `Défi envoyé à {{name}}${NBSP}: en attente d’une réponse…`,
  accepted: `{{name}} a accepté${NBSP}: la partie commence.`,
  declined: `{{name}} a refusé${NBSP}: {{reason}}`,
  expired: 'Le défi a expiré sans réponse.',
  cancelled: 'Défi retiré.',
  cancel: 'Retirer',
  page: 'Défis',
  incoming: 'Défis reçus',
  outgoing: 'Défis envoyés',
  none: 'Aucun défi.',
  from: '{{name}} vous défie à {{game}}',
  to: 'À {{name}}, {{game}}',
  casual: 'amicale',
  ratedBadge: 'classée',
  accept: 'Accepter',
  decline: 'Refuser',
  reasonLabel: 'Motif',
  go: 'Aller à la partie',
  status: { open: 'en attente', accepted: 'accepté', declined: 'refusé', cancelled: 'retiré', expired: 'expiré' },
  reason: {
    generic: 'pas maintenant.',
    later: 'plus tard, s’il vous plaît.',
    tooFast: 'cette cadence est trop rapide.',
    tooSlow: 'cette cadence est trop lente.',
    casual: 'une partie amicale, s’il vous plaît.',
    rated: 'une partie classée, s’il vous plaît.',
    variant: 'pas ce jeu ni ces options.',
  },
  errors: {
    blocked: 'Vous ne pouvez pas défier ce joueur.',
    notRegistered: 'Un défi classé est réservé aux joueurs inscrits.',
    ratedLimit: `Vous avez assez joué de parties classées ensemble aujourd’hui${NBSP}: jouez en amicale.`,
    tooManyChallenges: `Vous avez trop de défis en attente${NBSP}: attendez les réponses.`,
    tooManyReceived: `Ce joueur a déjà trop de défis en attente${NBSP}: réessayez plus tard.`,
    rateLimited: `Trop de défis${NBSP}: patientez un instant.`,
    clockConflict: 'Cette cadence ne va pas avec ces options.',
    options: 'Ces options ne sont pas valides.',
    closed: 'Ce défi n’est plus ouvert.',
    expired: 'Ce défi a expiré.',
    failed: `Impossible pour l’instant${NBSP}: réessayez dans un moment.`,
  },
};

export const challengesTexts = { en: { challenges: en }, fr: { challenges: fr } } as const;

export function registerChallengeTexts(instance: i18n): void {
  addTexts(instance, 'challenges.challenge', challengesTexts);
}

const KNOWN = new Set(Object.keys(en.errors));
/** The key of a refusal's sentence (anything unknown: `failed`). */
export const errorKey = (code: string): string => `challenges.errors.${KNOWN.has(code) ? code : 'failed'}`;
