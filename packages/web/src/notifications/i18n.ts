import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/addTexts.js';

const NBSP = '\u00a0';

const en = {
  notifications: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    title: 'Notifications',
    empty: 'Nothing new.',
    allRead: 'Mark all read',
    kind: {
      yourTurn: 'Your turn in your {{game}} game',
      gameOver: 'Your {{game}} game is over',
      reportHandled: 'A moderator handled your report: thank you',
      modWarning: 'A moderator sent you a warning',
      modMuted: 'A moderator muted your chat for a while',
      challenge: '{{name}} challenges you to {{game}}',
      challengeAccepted: '{{name}} accepted your challenge to {{game}}',
      challengeDeclined: '{{name}} declined your challenge to {{game}}: {{reason}}',
      friendGameStarted: '{{name}} started a {{game}} game',
    },
    challenges: 'All challenges',
    push: {
      title: 'Push notifications on this device',
      yourTurn: 'When it is my turn in a correspondence game',
      challenge: 'When someone challenges me',
      gameOver: 'When one of my games is over',
      unsupported: 'This browser cannot receive push notifications.',
      denied: 'Notifications are blocked for this site in the browser settings.',
      failed: 'Push notifications could not be turned on; try again later.',
    },
  },
};

const fr: typeof en = {
  notifications: {
    bell: 'Notifications',
    bellUnread_one: `Notifications, {{count}} non lue`,
    bellUnread_other: `Notifications, {{count}} non lues`,
    title: 'Notifications',
    empty: 'Rien de nouveau.',
    allRead: 'Tout marquer comme lu',
    kind: {
      yourTurn: 'À vous de jouer dans votre partie de {{game}}',
      gameOver: 'Votre partie de {{game}} est terminée',
      reportHandled: `Un modérateur a traité votre signalement${NBSP}: merci`,
      modWarning: 'Un modérateur vous a adressé un avertissement',
      modMuted: 'Un modérateur a coupé votre discussion pour un temps',
      challenge: '{{name}} vous défie à {{game}}',
      challengeAccepted: '{{name}} a accepté votre défi à {{game}}',
      challengeDeclined: `{{name}} a refusé votre défi à {{game}}${NBSP}: {{reason}}`,
      friendGameStarted: '{{name}} a commencé une partie de {{game}}',
    },
    challenges: 'Tous les défis',
    push: {
      title: 'Notifications push sur cet appareil',
      yourTurn: 'Quand c’est mon tour dans une partie par correspondance',
      challenge: 'Quand quelqu’un me défie',
      gameOver: 'Quand une de mes parties se termine',
      unsupported: `Ce navigateur ne peut pas recevoir de notifications push.`,
      denied: `Les notifications sont bloquées pour ce site dans les réglages du navigateur.`,
      failed: `Impossible d’activer les notifications push${NBSP}; réessayez plus tard.`,
    },
  },
};

export const notificationsTexts = { en, fr } as const;

export function useNotificationsTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  addTexts(result.i18n, 'notifications.title', notificationsTexts);
  return result;
}

const NAMES: Record<string, string> = { linx: 'Linx', superpion: 'Superpion', symbolix: 'Symbolix', cubiko: 'Cubiko' };
export const gameName = (game: string): string => NAMES[game] ?? game;

/** "3 minutes ago" / "il y a 3 minutes", by Intl. */
export function relativeTime(iso: string, now: number, lang: string): string {
  const s = Math.round((Date.parse(iso) - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const a = Math.abs(s);
  if (a < 60) return rtf.format(s, 'second');
  if (a < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (a < 86_400) return rtf.format(Math.round(s / 3600), 'hour');
  return rtf.format(Math.round(s / 86_400), 'day');
}
