import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TableSnapshot } from '../types.js';
import { announcement, logSentence, MAX_TOLD, type Say, turnLine } from './announce.js';
import { announceTexts } from './i18n.js';

function sayIn(lng: 'en' | 'fr'): Say {
  const i = createInstance();
  void i.init({
    lng,
    resources: { [lng]: { translation: { announce: announceTexts[lng] } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key, values) => i.t(key, values ?? {});
}

const snap = (over: Partial<TableSnapshot>): TableSnapshot => ({
  version: 1,
  seats: [
    { name: 'Audrey', kind: 'human' },
    { name: 'Ben', kind: 'bot' },
  ],
  views: [null, null],
  toMove: 0,
  legal: [],
  log: [],
  result: null,
  ...over,
});

const names = ['Audrey', 'Ben'];
const base = { game: 'linx', names, sentence: logSentence, lang: 'en' };

describe('whose turn', () => {
  const en = sayIn('en');
  const fr = sayIn('fr');
  it('says "your turn" to the one person at the screen, and names the seat to play otherwise', () => {
    expect(turnLine(snap({ toMove: 0 }), [0], names, en)).toBe('Your turn.');
    expect(turnLine(snap({ toMove: 1 }), [0], names, en)).toBe('Ben to play.');
    expect(turnLine(snap({ toMove: 0 }), [0], names, fr)).toBe('À vous de jouer.');
    expect(turnLine(snap({ toMove: 1 }), [0], names, fr)).toBe('À Ben de jouer.');
  });
  it('names the person whose turn it is at a hot-seat table, and tells a spectator who plays', () => {
    expect(turnLine(snap({ toMove: 1 }), [0, 1], names, fr)).toBe('Ben, à vous de jouer.');
    expect(turnLine(snap({ toMove: 0 }), [], names, en)).toBe('Audrey to play.');
  });
  it('says the game is over rather than a turn', () => {
    const result = { ranks: [1, 2], scores: [1, 0] };
    expect(turnLine(snap({ toMove: null, result }), [0], names, fr)).toBe('La partie est terminée.');
    expect(turnLine(snap({ toMove: null }), [0], names, en)).toBe('');
  });
});

describe('announcement', () => {
  const t = sayIn('en');
  const log = [
    { seat: 0, text: 'R@d4' },
    { seat: 1, text: 'P@e4' },
  ];
  it('tells only the turn when the page opens, not the game so far', () => {
    const a = announcement({ ...base, t, snap: snap({ log }), mySeats: [0], told: null });
    expect(a).toEqual({ text: 'Your turn.', told: 2 });
  });
  it('tells each new move with its mover, oldest first, then the turn', () => {
    const a = announcement({ ...base, t, snap: snap({ log }), mySeats: [0], told: 0 });
    expect(a.text).toBe('Audrey: R@d4. Ben: P@e4. Your turn.');
    const b = announcement({ ...base, t, snap: snap({ log, toMove: 1 }), mySeats: [0], told: 1 });
    expect(b.text).toBe('Ben: P@e4. Ben to play.');
  });
  it(`tells at most the last ${MAX_TOLD} moves after one change`, () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ seat: i % 2, text: `m${i}` }));
    const a = announcement({ ...base, t, snap: snap({ log: many }), mySeats: [0], told: 0 });
    expect(a.text).toBe('Ben: m3. Audrey: m4. Ben: m5. Your turn.');
  });
  it('after a takeback or a rematch (a shorter log) tells the turn only', () => {
    const a = announcement({ ...base, t, snap: snap({ log: [log[0] as never] }), mySeats: [0], told: 2 });
    expect(a).toEqual({ text: 'Your turn.', told: 1 });
  });
  it('takes its sentences from the function it is given, in the page language', () => {
    const fr = sayIn('fr');
    const sentence = ({ entry, names: n, lang }: { entry: { seat: number }; names: readonly string[]; lang: string }) =>
      `${n[entry.seat]} pose une Pierre en d4 (${lang})`;
    const a = announcement({
      ...base,
      t: fr,
      lang: 'fr',
      sentence,
      snap: snap({ log, toMove: 1 }),
      mySeats: [0],
      told: 1,
    });
    expect(a.text).toBe('Ben pose une Pierre en d4 (fr). À Ben de jouer.');
    const b = announcement({ ...base, t: fr, snap: snap({ log, toMove: 1 }), mySeats: [0], told: 1 });
    expect(b.text).toBe('Ben\u00a0: P@e4. À Ben de jouer.');
  });
});
