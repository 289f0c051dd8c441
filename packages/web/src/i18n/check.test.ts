import { describe, expect, it } from 'vitest';
import { englishIn, frenchFindings, keyDifferences, missingNbsp, rawKeys } from './check.js';
import { everything } from './everyText.js';

describe('the texts', () => {
  const { fr, en } = everything();

  it('have the same keys in French and English', () => {
    expect(keyDifferences(fr, en)).toEqual([]);
  });

  it('put a non-breaking space before : ; ! ? in French', () => {
    const found = [...fr].flatMap(([key, text]) => missingNbsp(text).map((s) => `${key}: ${s}`));
    expect(found).toEqual([]);
  });

  it('leave no English word in French', () => {
    const found = [...fr].flatMap(([key, text]) => englishIn(text).map((w) => `${key}: ${w}`));
    expect(found).toEqual([]);
  });

  it('show no key raw inside a text', () => {
    const found = [...fr, ...en].flatMap(([key, text]) => rawKeys(text).map((k) => `${key}: ${k}`));
    expect(found).toEqual([]);
  });

  it('say "robot" in French, never "bot"', () => {
    expect([...fr].filter(([, text]) => /\bbots?\b/i.test(text)).map(([k]) => k)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find the slips of issue 25', () => {
    expect(frenchFindings('Regarder: Linx')).toEqual(['nbsp: Regarder:']);
    expect(frenchFindings('Pendule :')).toEqual(['nbsp: Pendule :']);
    expect(frenchFindings('Pendule\u00a0: 5 min')).toEqual([]);
    expect(frenchFindings('First to 1 rounds')).toContain('english: rounds');
    expect(frenchFindings('superpion.coloursCap.bluesuperpion.idleShort')).toContain(
      'raw key: superpion.coloursCap.bluesuperpion.idleShort',
    );
    expect(frenchFindings('mode\u00a0: two')).toEqual(['code: two']);
    expect(frenchFindings('Il est 10:30, voir https://a.fr')).toEqual([]);
  });
});
