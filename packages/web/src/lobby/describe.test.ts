import type { OpenTable } from '@ludotheque/protocol';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOptions, speedOf } from './describe.js';
import { NO_FILTERS, passes } from './filters.js';
import { lobbyTexts } from './i18n.js';

// Issue 25: lobby rows read as words. Every option set below is what each game's parseOptions gives.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'fr',
    resources: { fr: { translation: lobbyTexts.fr }, en: { translation: lobbyTexts.en } },
  });
});
const words = (lng: string, game: string, options: Record<string, unknown>) =>
  describeOptions(i18n.getFixedT(lng), lng, game, options);

const RAW =
  /\b(two|three|four|teams|twoSuper|red|black|blue|yellow|steady|shaky|exact|basic|grandSecret|strategy|advanced|idle|mode|precision|level|lobby\.)\b/;

describe('the options in words', () => {
  it('says each game’s options in correct French, with no raw code', () => {
    expect(words('fr', 'linx', { players: 3, teams: false, roundsToWin: 1, startingHands: [2, 3, 4] })).toEqual([
      'en 1 manche gagnante',
      'mains de départ de 2, 3 et 4 tuiles',
    ]);
    expect(words('fr', 'linx', { players: 4, teams: true, roundsToWin: 2, startingHands: [2, 3, 4, 5] })[0]).toBe(
      'deux équipes de deux',
    );
    expect(words('fr', 'superpion', { players: 3, mode: 'three', idle: 'red', clockMinutes: 25 })).toEqual([
      'trois couleurs en jeu',
      'pions rouges inactifs',
      'pendule de championnat de 25 minutes',
    ]);
    expect(words('fr', 'superpion', { players: 2, mode: 'two', idle: null, clockMinutes: null })).toEqual([
      'deux couleurs chacun, côte à côte',
    ]);
    expect(words('fr', 'symbolix', { players: 2, level: 'basic', variant: 'grandSecret' })).toEqual([
      'niveau de base',
      'variante Grand Secret',
    ]);
    expect(
      words('fr', 'cubiko', { players: 2, precision: 'steady', scoring: 'points', target: 9, configurations: null }),
    ).toEqual(['main sûre', 'règle des points, 9 points pour gagner']);
    // English words may be the codes themselves ("two"); a key or a camel-case code never.
    for (const lng of ['fr', 'en'])
      for (const [game, options] of [
        ['superpion', { mode: 'twoSuper', idle: null }],
        ['superpion', { mode: 'teams' }],
        ['cubiko', { precision: 'shaky', scoring: 'basic', target: 9, configurations: null }],
        ['cubiko', { precision: 'exact', scoring: 'points', target: 9, configurations: 1 }],
        ['symbolix', { level: 'advanced', variant: 'strategy' }],
      ] as const)
        for (const phrase of words(lng, game, options))
          expect(phrase).not.toMatch(lng === 'fr' ? RAW : /lobby\.|twoSuper|grandSecret|[a-z][A-Z]/);
  });

  it('says English plurals right and leaves unknown options out rather than showing a code', () => {
    expect(words('en', 'linx', { roundsToWin: 1, startingHands: [1, 1] })).toEqual([
      'first to win 1 round',
      'starting hands of 1 and 1 tile',
    ]);
    expect(words('en', 'cubiko', { precision: 'wobbly', future: 'x' })).toEqual([]);
  });
});

describe('the filters', () => {
  const table = (patch: Partial<OpenTable>): OpenTable => ({
    id: 'AAAAAAAAAAAA',
    game: 'linx',
    options: {},
    seats: [{ kind: 'human', player: 'p', name: 'Ana' }, { kind: 'free' }],
    clock: null,
    rated: false,
    creator: { player: 'p', name: 'Ana' },
    created: '2026-12-01T12:00:00.000Z',
    creatorRating: 1500,
    ...patch,
  });
  const blitz = { kind: 'realtime', baseSeconds: 180, incrementSeconds: 2 } as const;

  it('keep a table only when it fits every filter set', () => {
    expect(speedOf(blitz)).toBe('blitz');
    expect(speedOf({ kind: 'realtime', baseSeconds: 600, incrementSeconds: 5 })).toBe('rapid');
    expect(speedOf(null)).toBe('untimed');
    expect(passes(NO_FILTERS, table({}))).toBe(true);
    expect(passes({ ...NO_FILTERS, game: 'cubiko' }, table({}))).toBe(false);
    expect(passes({ ...NO_FILTERS, players: 3 }, table({}))).toBe(false);
    expect(passes({ ...NO_FILTERS, players: 2 }, table({}))).toBe(true);
    expect(passes({ ...NO_FILTERS, speed: 'blitz' }, table({ clock: blitz }))).toBe(true);
    expect(passes({ ...NO_FILTERS, speed: 'blitz' }, table({}))).toBe(false);
    expect(passes({ ...NO_FILTERS, kind: 'rated' }, table({}))).toBe(false);
    expect(passes({ ...NO_FILTERS, ratingMin: 1400, ratingMax: 1600 }, table({}))).toBe(true);
    expect(passes({ ...NO_FILTERS, ratingMin: 1600 }, table({}))).toBe(false);
    expect(passes({ ...NO_FILTERS, ratingMax: 2000 }, table({ creatorRating: null }))).toBe(false);
  });
});
