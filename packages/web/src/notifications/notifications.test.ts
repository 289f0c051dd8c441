import { describe, expect, it } from 'vitest';
import { gameHref, parseFrame } from './api.js';
import { notificationsTexts, relativeTime } from './i18n.js';

describe('web notifications', () => {
  it('opens the game at the seat; an id is encoded', () => {
    expect(gameHref({ gameId: 'abc', seat: 1 })).toBe('/play/abc#seat=1');
    expect(gameHref({ gameId: 'a/b', seat: null })).toBe('/play/a%2Fb');
  });

  it('dates relative to now, in each language', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(relativeTime('2026-12-02T09:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(relativeTime('2026-12-02T09:57:00Z', now, 'fr')).toBe('il y a 3 minutes');
    expect(relativeTime('2026-11-30T10:00:00Z', now, 'fr')).toBe('avant-hier');
  });

  it('takes only frames of the protocol', () => {
    expect(parseFrame('{"type":"notificationsRead","unread":2}')).toEqual({ type: 'notificationsRead', unread: 2 });
    expect(parseFrame('{"type":"notificationsRead","unread":-1}')).toBeNull();
    expect(parseFrame('not json')).toBeNull();
  });

  it('has every text in both languages, French with its non-breaking spaces', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(notificationsTexts.fr)).toEqual(keys(notificationsTexts.en));
    const fr = JSON.stringify(notificationsTexts.fr);
    expect(fr).not.toMatch(/ [;:!?]/);
  });
});
