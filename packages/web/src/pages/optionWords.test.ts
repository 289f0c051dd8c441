import { describe, expect, it } from 'vitest';
import { addTexts } from '../i18n/addTexts.js';
import { rawOptionCodes } from '../i18n/check.js';
import { createI18n } from '../i18n/index.js';
import { lobbyTexts } from '../lobby/i18n.js';
import { optionWords, registerOptionWords } from './optionWords.js';

function fr() {
  const i18n = createI18n('fr');
  addTexts(i18n, 'lobby.title', lobbyTexts);
  registerOptionWords(i18n);
  return i18n.t;
}

describe('option values in words (issue 25: no "mode : two" in the lobby)', () => {
  it('names each word-valued option as the new-game page does, in French', () => {
    const t = fr();
    const said = [
      optionWords(t, 'mode', 'two'),
      optionWords(t, 'idle', 'red'),
      optionWords(t, 'precision', 'steady'),
      optionWords(t, 'scoring', 'basic'),
      optionWords(t, 'level', 'basic'),
      optionWords(t, 'variant', 'standard'),
    ];
    expect(said.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
    expect(said.flatMap((s) => rawOptionCodes(s ?? ''))).toEqual([]);
    expect(optionWords(t, 'idle', 'red')).toBe('inactif\u00a0: rouge');
    expect(optionWords(t, 'precision', 'steady')).toBe('Main sûre');
    expect(optionWords(t, 'roundsToWin', 3)).toBeNull();
  });
});
