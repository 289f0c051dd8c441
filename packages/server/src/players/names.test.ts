import { describe, expect, it } from 'vitest';
import { guestName, nameKey, normalizeName, reserved, suffixed } from './names.js';

describe('display names (issue 16: 1–24 characters, normalised, nothing invisible)', () => {
  it('normalises to NFC, trims and collapses spaces of any kind', () => {
    expect(normalizeName('  Ada \u00A0\u3000 Lovelace ')).toEqual({ ok: true, value: 'Ada Lovelace' });
    expect(normalizeName('Zoe\u0301')).toEqual({ ok: true, value: 'Zoé' });
  });

  it('refuses every invisible or reordering character, wherever it is', () => {
    const invisible = [
      '\u0000x', // Cc
      'x\u200D', // zero-width joiner (Cf)
      '\uFEFFx', // byte order mark (Cf)
      'Ada\u202Eevil', // right-to-left override (Cf)
      'a\u2066b\u2069', // isolates (Cf)
      '\uE000', // private use (Co)
      'x\u0378', // unassigned (Cn)
      'a\u2028b', // line separator (Zl)
      'a\u2029b', // paragraph separator (Zp)
      '\u3164', // Hangul filler
      'x\u2800', // braille blank
      '\uFFA0x', // half-width Hangul filler
      '\u0301\u0301', // combining marks only: nothing to see
    ];
    for (const name of invisible)
      expect(normalizeName(name), JSON.stringify(name)).toEqual({ ok: false, error: 'invisible' });
  });

  it('allows the joiners of emoji sequences, and only there (issue 23)', () => {
    for (const name of ['👩‍💻', '👨‍👩‍👧‍👦', '🏳️‍🌈', '👩🏽‍💻 Ada', 'Ada 🧑‍🚀', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'])
      expect(normalizeName(name), JSON.stringify(name)).toEqual({ ok: true, value: name });
    // A joiner or tag anywhere else is the zero-width trick: between letters, at either end, after a letter.
    for (const name of [
      'A\u200Dda',
      '\u200D💻',
      '💻\u200D',
      'a\u200D💻',
      '💻\u200D\u200D💻',
      'x\u{E0067}\u{E007F}',
      '🏴\u{E007F}',
    ])
      expect(normalizeName(name), JSON.stringify(name)).toEqual({ ok: false, error: 'invisible' });
  });

  it('keeps the new guests\' form for the server: no person is named "Invité 1234" or "Guest 12" (issue 23)', () => {
    for (const name of [
      'Invité 1234',
      'invite 1234',
      'INVITÉ 12',
      'Guest 7',
      'guest-7',
      'Invité４８２１',
      'Ｇｕｅｓｔ 3',
      'Invité\u00A099',
    ])
      expect(normalizeName(name), name).toEqual({ ok: false, error: 'reserved' });
    for (const name of ['Invité', 'Guest of honour', 'Invités 12', 'Invité 12 bis', 'Ada 1234'])
      expect(normalizeName(name).ok, name).toBe(true);
    expect(reserved(guestName(4821))).toBe(true);
  });

  it('counts characters as they are seen: 24 at most', () => {
    expect(normalizeName('')).toEqual({ ok: false, error: 'empty' });
    expect(normalizeName(' \u00A0 ')).toEqual({ ok: false, error: 'empty' });
    expect(normalizeName('a'.repeat(24)).ok).toBe(true);
    expect(normalizeName('a'.repeat(25))).toEqual({ ok: false, error: 'tooLong' });
    // Family emoji (each 7 code points, one grapheme): 9 are 63 code points, 10 are 70, over the 64 allowed.
    expect(normalizeName('👨‍👩‍👧‍👦'.repeat(9)).ok).toBe(true);
    expect(normalizeName('👨‍👩‍👧‍👦'.repeat(10))).toEqual({ ok: false, error: 'tooLong' });
    expect(normalizeName('🎲'.repeat(24)).ok).toBe(true);
  });

  it('compares names without case or compatibility forms', () => {
    expect(nameKey('ADA')).toBe(nameKey('ada'));
    expect(nameKey('\uFF21\uFF44\uFF41')).toBe('ada'); // full-width "Ａｄａ"
    expect(nameKey('Zoé')).not.toBe(nameKey('Zoe'));
  });

  it('suffixes within the length', () => {
    expect(suffixed('Ada', 1)).toBe('Ada');
    expect(suffixed('Ada', 2)).toBe('Ada 2');
    expect(suffixed('x'.repeat(24), 12)).toBe(`${'x'.repeat(21)} 12`);
    expect(suffixed(`${'x'.repeat(20)} yyy`, 2)).toBe(`${'x'.repeat(20)} y 2`);
    expect(guestName(4821)).toBe('Invité 4821');
  });
});
