import { describe, expect, it } from 'vitest';
import { deltaText, ratingText, reasonKey } from './api.js';
import { ratingsTexts } from './i18n.js';

const r = (rating: number, provisional = false) => ({ rating, provisional, mu: 0, sigma: 0 });

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('ratings texts', () => {
  it('a provisional rating carries a question mark; differences have a sign, a true minus', () => {
    expect(ratingText(r(1086, true))).toBe('1086?');
    expect(ratingText(r(1500))).toBe('1500');
    expect(deltaText(r(1000), r(1086))).toBe('+86');
    expect(deltaText(r(1000), r(954))).toBe('\u221246');
    expect(deltaText(r(1000), r(1000))).toBe('±0');
  });

  it("the server's reasons map to their keys, anything else to a generic one", () => {
    expect(reasonKey('aborted')).toBe('ratings.reasons.aborted');
    expect(reasonKey('a seat has no account')).toBe('ratings.reasons.noAccount');
    expect(reasonKey('one account in two seats')).toBe('ratings.reasons.twice');
    expect(reasonKey('one bot level in two seats')).toBe('ratings.reasons.botTwice');
    expect(reasonKey('bots only')).toBe('ratings.reasons.botsOnly');
    expect(reasonKey('too short')).toBe('ratings.reasons.tooShort');
    expect(reasonKey('voided')).toBe('ratings.reasons.voided');
    expect(reasonKey('a seat is marked a cheater')).toBe('ratings.reasons.cheater');
    expect(reasonKey('pair limit')).toBe('ratings.reasons.pairLimit');
    expect(reasonKey(null)).toBe('ratings.reasons.other');
  });

  it('French and English have the same keys', () => {
    expect(keys(ratingsTexts.fr).sort()).toEqual(keys(ratingsTexts.en).sort());
  });
});
