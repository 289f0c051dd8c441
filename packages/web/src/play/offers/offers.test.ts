import { ClientMessage, ERROR_CODES } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { registerChatTexts } from '../../chat/i18n.js';
import { createI18n } from '../../i18n/index.js';
import { registerPlayersTexts } from '../../players/i18n.js';
import { registerRatingsTexts } from '../../ratings/i18n.js';
import type { TableCommand } from '../commands.js';
import { commandMessage } from '../online.js';
import { registerPresenceTexts } from '../presence/i18n.js';
import { registerOffersTexts } from './i18n.js';

describe('online table commands', () => {
  it('each command is a message of the protocol, without a seat (the server knows it by the token)', () => {
    const cases: [TableCommand, unknown][] = [
      [{ type: 'resign', seat: 1 }, { type: 'resign' }],
      [{ type: 'takeback', seat: 0 }, { type: 'takeback' }],
      [
        { type: 'answerTakeback', accept: false },
        { type: 'answerTakeback', accept: false },
      ],
      [{ type: 'abort' }, { type: 'abort' }],
      [{ type: 'rematch' }, { type: 'rematch' }],
      [
        { type: 'answerRematch', accept: true },
        { type: 'answerRematch', accept: true },
      ],
    ];
    for (const [command, message] of cases) {
      expect(commandMessage(command)).toEqual(message);
      expect(ClientMessage.safeParse(message).success).toBe(true);
    }
    // Never a hint online (issue 12).
    expect(commandMessage({ type: 'hint', seat: 0 })).toBeNull();
  });

  it('every error code of the protocol reads in French and English', () => {
    const i18n = createI18n('en');
    // Each module registers the codes it brings, as its components do on an online page.
    registerOffersTexts(i18n);
    registerPlayersTexts(i18n);
    registerChatTexts(i18n);
    registerPresenceTexts(i18n);
    registerRatingsTexts(i18n);
    for (const lng of ['en', 'fr'] as const) {
      for (const code of ERROR_CODES) {
        expect(i18n.exists(`errors.${code}`, { lng, fallbackLng: false }), `${lng} errors.${code}`).toBe(true);
      }
    }
    expect(i18n.t('errors.aborted', { lng: 'fr' })).toBe('la partie a été annulée');
    expect(i18n.t('offers.takebackAsked', { lng: 'fr', name: 'Audrey' })).toBe('Audrey demande à reprendre un coup');
    // The app's own error texts are kept.
    expect(i18n.t('errors.illegal', { lng: 'en' })).toBe('illegal move');
  });
});
