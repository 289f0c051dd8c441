import { MAX_CHAT_CHARS } from '@ludotheque/protocol';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { registerChatTexts } from './i18n.js';
import { charactersLeft } from './left.js';

async function texts(lng: 'fr' | 'en') {
  const i = createInstance();
  await i.init({ lng, resources: {} });
  registerChatTexts(i);
  return i.t.bind(i);
}

describe('the chat input (issue 23)', () => {
  it('counts down to 0, never below, the characters as the server counts them', () => {
    expect(charactersLeft('')).toBe(MAX_CHAT_CHARS);
    expect(charactersLeft('  ab  ')).toBe(MAX_CHAT_CHARS - 2);
    expect(charactersLeft('😀'.repeat(3))).toBe(MAX_CHAT_CHARS - 3);
    expect(charactersLeft('x'.repeat(MAX_CHAT_CHARS + 5))).toBe(0);
  });

  it('says the characters left with plurals, in French and English', async () => {
    const fr = await texts('fr');
    expect([0, 1, 2, 300].map((count) => fr('chat.left', { count }))).toEqual([
      '0 caractère restant',
      '1 caractère restant',
      '2 caractères restants',
      '300 caractères restants',
    ]);
    const en = await texts('en');
    expect([0, 1, 2].map((count) => en('chat.left', { count }))).toEqual([
      '0 characters left',
      '1 character left',
      '2 characters left',
    ]);
  });

  it('tells a chat rate limit as a chat message with the wait, not as a refused move', async () => {
    const fr = await texts('fr');
    expect(fr('chat.tooFast', { count: 3 })).toBe('Vous écrivez trop vite\u00a0: attendez 3\u00a0s');
    const en = await texts('en');
    expect(en('chat.tooFast', { count: 1 })).toBe('You are writing too fast: wait 1 second');
  });
});
