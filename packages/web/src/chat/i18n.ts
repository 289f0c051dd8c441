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
  left: '{{count}} characters left',
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
  muted: '{{name}} est masqué',
  left: '{{count}} caractères restants',
};

const errorsEn = {
  chatText: 'a message is 1 to 300 characters, without control characters',
};
const errorsFr: typeof errorsEn = {
  chatText: 'un message fait de 1 à 300 caractères, sans caractère de contrôle',
};

export const chatTexts = { en, fr } as const;

export function registerChatTexts(instance: i18n): void {
  addTexts(instance, 'chat.send', { en: { chat: en, errors: errorsEn }, fr: { chat: fr, errors: errorsFr } });
}
