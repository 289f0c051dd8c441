/**
 * The moderation module's texts (reports, the moderators' page, what a warned or muted player reads: issue 26), in
 * French and English, added to the i18next instance by its components themselves.
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const NBSP = '\u00a0';

const en = {
  report: 'Report',
  reportPlayer: 'Report {{name}}',
  reportLine: 'Report this message by {{name}}',
  dialogTitle: 'Report {{name}}',
  kindLabel: 'Reason',
  kind: { cheating: 'Cheating', abuse: 'Abuse or insults', other: 'Something else' },
  textLabel: 'What happened (up to 500 characters)',
  send: 'Send the report',
  cancel: 'Cancel',
  sent: 'Thank you: a moderator will look at it. You will be told when it is handled.',
  errors: {
    alreadyReported: 'You already reported this player today.',
    badText: 'Say what happened in 1 to 500 characters, without control characters.',
    rateLimited: 'Too many reports: wait a while.',
    notRegistered: 'Reports are made from an account: sign in first.',
    failed: 'The report could not be sent: try again in a moment.',
  },
  chatMuted: 'A moderator muted your chat until {{time}}.',
  warningTitle: 'A moderator’s warning',
  warningOn: 'On {{date}}: {{reason}}',
  mutedNotice: 'A moderator muted your chat until {{time}}.',
  dismiss: 'Close',
  page: {
    title: 'Moderation',
    notModerator: 'This page is for moderators.',
    loading: 'Loading…',
    open: 'Open reports',
    none: 'No open report.',
    by: '{{kind}}: {{player}}, reported by {{reporter}}',
    chat: 'The chat around the reported message',
    games: 'Their games',
    actions: 'What was done about {{name}}',
    noActions: 'Nothing yet.',
    act: 'Act on {{name}}',
    action: 'Action',
    actionKind: {
      warn: 'Warn',
      mute: 'Mute the chat',
      cheater: 'Mark a cheater (void their rated games)',
      close: 'Close the account',
      dismiss: 'Dismiss the report',
    },
    minutes: 'For how many minutes',
    reason: 'Why (the log’s; a warning’s is shown to the player)',
    confirm: 'Do it',
    done: 'Done.',
    failed: 'This could not be done: {{error}}',
    log: 'Moderators’ log',
    logLine: '{{moderator}} — {{action}} — {{player}}: {{reason}}',
    until: 'until {{time}}',
  },
};
type Texts = typeof en;

const fr: Texts = {
  report: 'Signaler',
  reportPlayer: 'Signaler {{name}}',
  reportLine: 'Signaler ce message {{name, de}}',
  dialogTitle: 'Signaler {{name}}',
  kindLabel: 'Motif',
  kind: { cheating: 'Triche', abuse: 'Insultes ou harcèlement', other: 'Autre chose' },
  textLabel: 'Ce qui s’est passé (500 caractères au plus)',
  send: 'Envoyer le signalement',
  cancel: 'Annuler',
  sent: `Merci${NBSP}: un modérateur va l’examiner. Vous serez prévenu quand il sera traité.`,
  errors: {
    alreadyReported: 'Vous avez déjà signalé ce joueur aujourd’hui.',
    badText: 'Dites ce qui s’est passé en 1 à 500 caractères, sans caractère de contrôle.',
    rateLimited: `Trop de signalements${NBSP}: patientez un moment.`,
    notRegistered: `Les signalements se font depuis un compte${NBSP}: connectez-vous d’abord.`,
    failed: `Le signalement n’a pas pu être envoyé${NBSP}: réessayez dans un instant.`,
  },
  chatMuted: 'Un modérateur a coupé votre discussion jusqu’à {{time}}.',
  warningTitle: 'Avertissement d’un modérateur',
  warningOn: `Le {{date}}${NBSP}: {{reason}}`,
  mutedNotice: 'Un modérateur a coupé votre discussion jusqu’à {{time}}.',
  dismiss: 'Fermer',
  page: {
    title: 'Modération',
    notModerator: 'Cette page est réservée aux modérateurs.',
    loading: 'Chargement…',
    open: 'Signalements ouverts',
    none: 'Aucun signalement ouvert.',
    by: `{{kind}}${NBSP}: {{player}}, signalé par {{reporter}}`,
    chat: 'La discussion autour du message signalé',
    games: 'Ses parties',
    actions: 'Ce qui a été fait au sujet {{name, de}}',
    noActions: 'Rien pour l’instant.',
    act: 'Agir au sujet {{name, de}}',
    action: 'Action',
    actionKind: {
      warn: 'Avertir',
      mute: 'Couper la discussion',
      cheater: 'Déclarer tricheur (annule ses parties classées)',
      close: 'Fermer le compte',
      dismiss: 'Classer le signalement',
    },
    minutes: 'Pendant combien de minutes',
    reason: 'Pourquoi (pour le journal\u00a0; celui d’un avertissement est montré au joueur)',
    confirm: 'Valider',
    done: 'Fait.',
    failed: `Impossible${NBSP}: {{error}}`,
    log: 'Journal des modérateurs',
    logLine: `{{moderator}} — {{action}} — {{player}}${NBSP}: {{reason}}`,
    until: 'jusqu’à {{time}}',
  },
};

export const moderationTexts = { en, fr } as const;

export function registerModerationTexts(instance: i18n): void {
  addTexts(instance, 'moderation.report', { en: { moderation: en }, fr: { moderation: fr } });
}
