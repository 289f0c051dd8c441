import { describe, expect, it } from 'vitest';
import { axisDates } from './chartDates.js';

describe('the rating chart’s dates', () => {
  // 1 December 2026, 18:44 UTC, and a tick an hour later.
  const at = Date.UTC(2026, 11, 1, 18, 44) / 1000;
  it('are French on French pages, English on English pages, never the American short form', () => {
    process.env.TZ = 'UTC';
    const fr = axisDates([at, at + 3600], 'fr');
    expect(fr[0]).toMatch(/^1 déc\.? à? ?18:44$|^1 déc\.?,? 18:44$/);
    expect(fr.join(' ')).not.toMatch(/12\/1|pm/);
    const en = axisDates([at, at + 3600], 'en');
    expect(en[0]).toMatch(/Dec/);
    // Weeks apart: the date alone, in the page's language.
    const weeks = axisDates([at, at + 30 * 86_400], 'fr');
    expect(weeks[1]).toBe('31 déc. 2026');
  });
});
