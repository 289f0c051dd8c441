/**
 * The table chat's texts (chat/ChatPanel.tsx) and the chat's error codes, in French and English, added to the
 * i18next instance by the panel itself.
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  players: 'Players’ chat',
  spectators: 'Spectators’ chat',
  empty: 'No messages yet.',
  message: 'Message',
  send: 'Send',
  spectator: 'Spectator',
  mute: 'Mute {{name}}',
  unmute: 'Unmute {{name}}',
  muted: '{{name}} is muted',
  left_one: '{{count}} character left',
  left_other: '{{count}} characters left',
  older: 'Older messages',
  tooFast_one: 'You are writing too fast: wait {{count}} second',
  tooFast_other: 'You are writing too fast: wait {{count}} seconds',
};
type Texts = typeof en;

const fr: Texts = {
  players: 'Discussion des joueurs',
  spectators: 'Discussion des spectateurs',
  empty: 'Aucun message pour l’instant.',
  message: 'Message',
  send: 'Envoyer',
  spectator: 'Spectateur',
  mute: 'Masquer {{name}}',
  unmute: 'Ne plus masquer {{name}}',
  muted: '{{name}}\u00a0: messages masqués',
  // French: 0 and 1 take the singular (Intl.PluralRules 'fr': one).
  left_one: '{{count}} caractère restant',
  left_other: '{{count}} caractères restants',
  older: 'Messages plus anciens',
  tooFast_one: 'Vous écrivez trop vite : attendez {{count}} s',
  tooFast_other: 'Vous écrivez trop vite : attendez {{count}} s',
};

const errorsEn = {
  chatText: 'a message is 1 to 300 characters, without control characters',
  chatRateLimited: 'too many chat messages: wait a moment',
  // The page says when the mute ends (moderation.chatMuted); this is the error's plain line.
  chatMuted: 'a moderator muted your chat for a while',
};
const errorsFr: typeof errorsEn = {
  chatText: 'un message fait de 1 à 300 caractères, sans caractère de contrôle',
  chatRateLimited: 'trop de messages dans la discussion : patientez un instant',
  chatMuted: 'un modérateur a coupé votre discussion pour un temps',
};

export const chatTexts = { en, fr } as const;

export function registerChatTexts(instance: i18n): void {
  addTexts(instance, 'chat.send', { en: { chat: en, errors: errorsEn }, fr: { chat: fr, errors: errorsFr } });
}
