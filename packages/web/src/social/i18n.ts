/**
 * The social module's texts (follows, friends, blocks: issue 26), in French and English, added to the i18next
 * instance by its components themselves.
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  follow: 'Follow',
  unfollow: 'Unfollow',
  block: 'Block',
  unblock: 'Unblock',
  following: 'You follow {{name}}',
  blocked: 'You block {{name}}: you will not meet at a table, in a quick match or in the chat',
  friends: 'Friends',
  friendsHint: 'Friends are the players you follow who follow you too.',
  noFriends: 'No friends yet: follow players from their profile.',
  online: 'online',
  offline: 'offline',
  watch: 'Watch',
  watchLabel: 'Watch {{name}}’s game',
  followers_one: '{{count}} player follows you',
  followers_other: '{{count}} players follow you',
  failed: 'This could not be done: try again in a moment.',
  tooMany: 'This list is full.',
  rateLimited: 'Too many changes: wait a moment.',
};
type Texts = typeof en;

const fr: Texts = {
  follow: 'Suivre',
  unfollow: 'Ne plus suivre',
  block: 'Bloquer',
  unblock: 'Débloquer',
  following: 'Vous suivez {{name}}',
  blocked:
    'Vous bloquez {{name}}\u00a0: vous ne vous rencontrerez ni à une table, ni en partie rapide, ni dans la discussion',
  friends: 'Amis',
  friendsHint: 'Vos amis sont les joueurs que vous suivez et qui vous suivent aussi.',
  noFriends: 'Pas encore d’amis\u00a0: suivez des joueurs depuis leur profil.',
  online: 'en ligne',
  offline: 'hors ligne',
  watch: 'Regarder',
  watchLabel: 'Regarder la partie {{name, de}}',
  // French: 0 and 1 take the singular (Intl.PluralRules 'fr': one).
  followers_one: '{{count}} joueur vous suit',
  followers_other: '{{count}} joueurs vous suivent',
  failed: 'Impossible pour l’instant\u00a0: réessayez dans un moment.',
  tooMany: 'Cette liste est pleine.',
  rateLimited: 'Trop de changements\u00a0: patientez un instant.',
};

export const socialTexts = { en, fr } as const;

export function registerSocialTexts(instance: i18n): void {
  addTexts(instance, 'social.follow', { en: { social: en }, fr: { social: fr } });
}
