import type { OpenTable } from '@ludotheque/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTexts } from '../i18n/addTexts.js';
import { createI18n } from '../i18n/index.js';
import { describeOptions, registerDescribeTexts, speedOf } from './describe.js';
import { NO_FILTERS, passes } from './filters.js';
import { lobbyTexts } from './i18n.js';

// Issue 25: lobby rows read as words, the new-game form's own words. Every option set below is what each game's
// parseOptions gives; the expected French is written out here, not read from the describer.
const i18n = createI18n('fr');
beforeAll(() => {
  addTexts(i18n, 'lobby.title', lobbyTexts);
  registerDescribeTexts(i18n);
});
const words = (lng: string, game: string, options: Record<string, unknown>) =>
  describeOptions(i18n.getFixedT(lng), lng, game, options);

const RAW =
  /\b(two|three|four|teams|twoSuper|red|black|blue|yellow|steady|shaky|exact|basic|grandSecret|strategy|advanced|idle|mode|precision|level|lobby\.|setupMore\.)\b/;

describe('the options in words', () => {
  it('says each game’s options in correct French, with no raw code', () => {
    expect(words('fr', 'linx', { players: 3, teams: false, roundsToWin: 1, startingHands: [2, 3, 4] })).toEqual([
      'Manches à gagner pour la partie\u00a0: 1',
      'Croissantes, comme la règle\u00a0: 2, 3, 4 tuiles dans l’ordre du tour',
    ]);
    expect(words('fr', 'linx', { players: 3, startingHands: [2, 6, 4] })).toEqual([
      'Tuiles en main au départ\u00a0: 2, 6 et 4',
    ]);
    expect(words('fr', 'linx', { players: 4, teams: true, roundsToWin: 2, startingHands: [2, 3, 4, 5] })[0]).toBe(
      'Équipes (jaune et rose contre bleu et vert)',
    );
    expect(words('fr', 'superpion', { players: 3, mode: 'three', idle: 'red', clockMinutes: 25 })).toEqual([
      '3 joueurs',
      'Camp inactif (ne joue jamais)\u00a0: Rouge',
      '25 min par joueur (championnat)',
    ]);
    expect(words('fr', 'superpion', { players: 2, mode: 'twoSuper', idle: null, clockMinutes: 10 })).toEqual([
      '2 joueurs, camps opposés',
      '10 min par joueur',
    ]);
    expect(words('fr', 'symbolix', { players: 2, level: 'basic', variant: 'grandSecret' })).toEqual([
      'Niveau de base',
      'Grand Secret',
    ]);
    expect(
      words('fr', 'cubiko', { players: 2, precision: 'steady', scoring: 'points', target: 9, configurations: null }),
    ).toEqual(['Main sûre', 'Règle des points', 'Points pour gagner\u00a0: 9']);
    // English words may be the codes themselves ("two"); a key or a camel-case code never.
    for (const lng of ['fr', 'en'])
      for (const [game, options] of [
        ['superpion', { mode: 'twoSuper', idle: null }],
        ['superpion', { mode: 'teams' }],
        ['cubiko', { precision: 'shaky', scoring: 'basic', target: 9, configurations: null }],
        ['cubiko', { precision: 'exact', scoring: 'points', target: 9, configurations: 1 }],
        ['symbolix', { level: 'advanced', variant: 'strategy' }],
        ['symbolix', { level: 'normal', variant: 'standard' }],
      ] as const)
        for (const phrase of words(lng, game, options))
          expect(phrase).not.toMatch(lng === 'fr' ? RAW : /lobby\.|setupMore\.|twoSuper|grandSecret|[a-z][A-Z]/);
  });

  it('says English plurals right and leaves unknown options out rather than showing a code', () => {
    expect(words('en', 'linx', { roundsToWin: 1, startingHands: [1, 1] })).toEqual([
      'Rounds to win the match: 1',
      'Tiles in hand at the start: 1 and 1',
    ]);
    expect(words('en', 'cubiko', { precision: 'wobbly', future: 'x' })).toEqual([]);
  });

  // The keys the new-game form shows for each option value (NewGame.tsx, linxSetup.tsx, cubikoSetup.tsx,
  // symbolix/setup-options.tsx), listed here by hand: the lobby's word must be the form's very text.
  const FORM: [string, Record<string, unknown>, string, Record<string, unknown>?][] = [
    ['linx', { teams: true }, 'setup.teams'],
    ['linx', { startingHands: [3, 3, 3] }, 'setupMore.hands.equal3'],
    ['linx', { startingHands: [5, 5] }, 'setupMore.hands.equal5'],
    ['linx', { startingHands: [2, 3, 4, 5] }, 'setupMore.hands.rising', { list: '2, 3, 4, 5' }],
    ...(['four', 'teams', 'three', 'two', 'twoSuper'] as const).map(
      (mode): [string, Record<string, unknown>, string] => ['superpion', { mode }, `superpion.modes.${mode}`],
    ),
    ['superpion', { clockMinutes: 25 }, 'setupMore.championship'],
    ['superpion', { clockMinutes: 5 }, 'setup.minutes', { n: 5 }],
    ...(['basic', 'normal', 'advanced'] as const).map((level): [string, Record<string, unknown>, string] => [
      'symbolix',
      { level },
      `symbolix.levels.${level}`,
    ]),
    ['symbolix', { variant: 'standard' }, 'symbolix.setup.standard'],
    ['symbolix', { variant: 'grandSecret' }, 'symbolix.variants.grandSecret'],
    ['symbolix', { variant: 'strategy' }, 'symbolix.variants.strategy'],
    ...(['exact', 'steady', 'shaky'] as const).map((precision): [string, Record<string, unknown>, string] => [
      'cubiko',
      { precision },
      `cubiko.precision.${precision}`,
    ]),
    ['cubiko', { scoring: 'basic' }, 'cubiko.scoring.basic'],
    ['cubiko', { scoring: 'points' }, 'cubiko.scoring.points'],
  ];
  it.each(['fr', 'en'])('uses the new-game form’s word for each option value (%s)', (lng) => {
    const t = i18n.getFixedT(lng);
    for (const [game, options, key, values] of FORM) {
      const word = t(key, values ?? {});
      expect(i18n.exists(key, { lng, fallbackLng: false }), key).toBe(true);
      expect(words(lng, game, options), `${game} ${JSON.stringify(options)}`).toContain(word);
    }
    // Idle camp: the form's label and its option, as one labelled phrase.
    expect(words(lng, 'superpion', { mode: 'three', idle: 'blue' })).toContain(
      t('app.labelled', { label: t('setupMore.idle'), value: t('superpion.coloursCap.blue') }),
    );
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
