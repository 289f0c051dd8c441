import { describe, expect, it } from 'vitest';
import { en } from './i18n/en.js';
import { fr } from './i18n/fr.js';
import { pickLanguage } from './i18n/index.js';
import { rulesEn } from './i18n/rules-en.js';
import { rulesFr } from './i18n/rules-fr.js';
import { formatLocalHash, localOptions, parseLocalParams } from './play/localSpec.js';
import { parseRoute } from './route.js';

describe('routes', () => {
  it('reads hash pages and the server’s invite paths with their token', () => {
    expect(parseRoute('/', '')).toEqual({ page: 'home' });
    expect(parseRoute('/', '#/rules/linx')).toEqual({ page: 'rules', game: 'linx' });
    expect(parseRoute('/', '#/learn/cubiko')).toEqual({ page: 'learn', game: 'cubiko' });
    expect(parseRoute('/', '#/lobby')).toEqual({ page: 'lobby' });
    expect(parseRoute('/', '#/mod')).toEqual({ page: 'mod' });
    expect(parseRoute('/', '#/challenges')).toEqual({ page: 'challenges' });
    expect(parseRoute('/play/abcDEF12_-', '#token=tok123')).toEqual({
      page: 'online',
      id: 'abcDEF12_-',
      token: 'tok123',
    });
    expect(parseRoute('/play/abcDEF12', '')).toEqual({ page: 'online', id: 'abcDEF12', token: null });
    const local = parseRoute('/', '#/local/linx?seats=h:Ana,b:mcts:easy&seed=s1');
    expect(local.page === 'local' && local.params.get('seed')).toBe('s1');
  });

  it('writes and reads local games in the URL, names with commas and colons included', () => {
    const seats = [
      { kind: 'human' as const, name: 'Ana, la: reine' },
      { kind: 'bot' as const, name: 'bot mcts:20', spec: 'mcts:20' },
    ];
    const hash = formatLocalHash('linx', { seats, seed: 'abc', delay: 0, teams: false, roundsToWin: 3 });
    const route = parseRoute('/', hash);
    if (route.page !== 'local') throw new Error(hash);
    const back = parseLocalParams(route.params, (s) => `bot ${s}`);
    expect(back).toEqual({ seats, seed: 'abc', delay: 0, teams: false, roundsToWin: 3 });
    expect(parseLocalParams(new URLSearchParams('seats=z:1'), (s) => s)).toBeNull();
  });

  it('writes bot specs once-encoded (`b:mcts:hard`, never `mcts%253Ahard`) and reads every name back', () => {
    const names = ['Zoé, 100 %', 'a&b=c#d?e', 'x%2Cy', ' + ', 'Ana:Ben', '%', '日本'];
    const seats = [
      ...names.map((name) => ({ kind: 'human' as const, name })),
      { kind: 'bot' as const, name: 'hard', spec: 'mcts:hard' },
    ];
    const p = { seats, seed: 's', delay: 0, teams: false, roundsToWin: null };
    const hash = formatLocalHash('linx', p);
    expect(hash).not.toContain('%25253A');
    expect(hash).not.toMatch(/%253A|%25(?!2C|25)/i);
    // The link as a browser's address bar carries it, read through the router: the same seats come back.
    expect(hash).toContain(',b:mcts:hard&');
    const url = new URL(`http://x/${hash}`);
    const route = parseRoute(url.pathname, url.hash);
    if (route.page !== 'local') throw new Error(hash);
    expect(parseLocalParams(route.params, (s) => s)?.seats).toEqual(
      seats.map((s) => (s.kind === 'bot' ? { ...s, name: s.spec } : s)),
    );
    // Links written before the fix (fully encoded seats) still read the same.
    const old = parseRoute('/', '#/local/linx?seats=h:Ana%2520B,b:mcts%253Ahard&seed=s');
    if (old.page !== 'local') throw new Error('old link');
    expect(parseLocalParams(old.params, (s) => s)?.seats).toEqual([
      { kind: 'human', name: 'Ana B' },
      { kind: 'bot', name: 'mcts:hard', spec: 'mcts:hard' },
    ]);
    // A malformed escape is a refused link (the page says so), not a thrown URIError.
    expect(parseLocalParams(new URLSearchParams('seats=h:%25E0%25A4'), (s) => s)).toBeNull();
  });

  it("carries Superpion's mode and clock minutes (SP-7, SP-18c), and refuses malformed ones", () => {
    const seats = [{ kind: 'human' as const, name: 'Ana' }];
    const p = { seats, seed: 's', delay: 0, teams: false, roundsToWin: null, mode: 'twoSuper', clockMinutes: 25 };
    const hash = formatLocalHash('superpion', p);
    expect(hash).toContain('mode=twoSuper');
    expect(hash).toContain('clock=25');
    const route = parseRoute('/', hash);
    if (route.page !== 'local') throw new Error(hash);
    expect(parseLocalParams(route.params, (s) => s)).toEqual(p);
    expect(localOptions(parseLocalParams(route.params, (s) => s))).toEqual({ mode: 'twoSuper', clockMinutes: 25 });
    expect(parseLocalParams(new URLSearchParams('seats=h:A&clock=0'), (s) => s)).toBeNull();
    expect(parseLocalParams(new URLSearchParams('seats=h:A&clock=5x'), (s) => s)).toBeNull();
    expect(parseLocalParams(new URLSearchParams('seats=h:A&mode=a%20b'), (s) => s)).toBeNull();
  });
});

describe('languages', () => {
  it('prefers ?lang=, then the stored choice, then the browser, then French', () => {
    expect(pickLanguage('en', 'fr', ['fr-FR'])).toBe('en');
    expect(pickLanguage(null, 'en', ['fr-FR'])).toBe('en');
    expect(pickLanguage(null, null, ['de-DE', 'en-US'])).toBe('en');
    expect(pickLanguage(null, null, ['de-DE'])).toBe('fr');
  });

  it('has the same keys in French and English, none left empty or untranslated', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
    expect(keys(fr)).toEqual(keys(en));
    const flat = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : flat(v)));
    const frTexts = flat(fr);
    expect(frTexts.every((s) => s.length > 0)).toBe(true);
    // Words that are the same in both languages are few; most texts must differ.
    const same = flat(en).filter((s, i) => s === frTexts[i]);
    expect(same.length).toBeLessThan(10);
  });

  it('has the rules of all four games in both languages, section for section, citing rule ids', () => {
    for (const id of ['linx', 'superpion', 'symbolix', 'cubiko'] as const) {
      expect(rulesFr[id].sections.length).toBe(rulesEn[id].sections.length);
      const ids = (r: typeof rulesEn.linx) =>
        r.sections.flatMap((s) => s.items.flatMap((i) => i.match(/\[[^\]]+\]/g) ?? []));
      expect(ids(rulesFr[id])).toEqual(ids(rulesEn[id]).map((x) => x.replace(' to ', ' à ')));
    }
    // Every Linx rule LX-1..LX-20 is told to players.
    const told = rulesEn.linx.sections.flatMap((s) => s.items).join(' ');
    for (let i = 1; i <= 20; i++) expect(told).toContain(`LX-${i}`);
  });
});
