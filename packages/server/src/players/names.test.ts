import { describe, expect, it } from 'vitest';
import { guestName, nameKey, normalizeName, suffixed } from './names.js';

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

  it('counts characters as they are seen: 24 at most', () => {
    expect(normalizeName('')).toEqual({ ok: false, error: 'empty' });
    expect(normalizeName(' \u00A0 ')).toEqual({ ok: false, error: 'empty' });
    expect(normalizeName('a'.repeat(24)).ok).toBe(true);
    expect(normalizeName('a'.repeat(25))).toEqual({ ok: false, error: 'tooLong' });
    // 24 family emoji (each 7 code points, one grapheme): 24 characters, but 168 code points is too much.
    expect(normalizeName('👨‍👩‍👧‍👦'.repeat(3)).ok).toBe(false);
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
