import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { absentTexts, type EndFacts, NO_FACTS, outcomeTexts, outcomeTitle, rankingText } from './outcome.js';
import { frOf, registerEndTexts } from './texts.js';

/** Issue 22: end texts by case (i18next contexts and plurals), in French and English, the expected text by hand. */
function translator(lng: 'en' | 'fr'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  registerEndTexts(i, 'outcome', outcomeTexts);
  return i.t;
}
const en = translator('en');
const fr = translator('fr');
const NB = '\u00a0';
const o = (ranks: number[], scores = ranks.map(() => 0)) => ({ ranks, scores });
const facts = (f: Partial<EndFacts>): EndFacts => ({ ...NO_FACTS, ...f });
const two = ['Jade', 'Rémi'];
const three = ['Jade', 'Kilian', 'Lou'];
const four = ['Jade', 'Kilian', 'Lou', 'Ana'];
const teams = [
  [0, 2],
  [1, 3],
];

describe('the title', () => {
  it('two players: the winner, or "you" with its own verb', () => {
    expect(outcomeTitle(en, 'en', o([2, 1]), two)).toBe('Rémi wins the game!');
    expect(outcomeTitle(fr, 'fr', o([2, 1]), two)).toBe(`Rémi gagne la partie${NB}!`);
    expect(outcomeTitle(en, 'en', o([1, 2]), two, [], facts({ you: [0] }))).toBe('You win the game!');
    expect(outcomeTitle(fr, 'fr', o([1, 2]), two, [], facts({ you: [0] }))).toBe(`Vous gagnez la partie${NB}!`);
    expect(outcomeTitle(fr, 'fr', o([1, 1]), two)).toBe('Partie nulle.');
    expect(outcomeTitle(en, 'en', o([1, 1]), two)).toBe('The game is drawn.');
  });

  it('three players sharing the win: a plural verb, never "Jade & Kilian gagne"', () => {
    expect(outcomeTitle(fr, 'fr', o([1, 1, 3]), three)).toBe(`Jade et Kilian gagnent ex æquo${NB}!`);
    expect(outcomeTitle(en, 'en', o([1, 1, 3]), three)).toBe('Jade and Kilian share the win!');
    expect(outcomeTitle(fr, 'fr', o([1, 1, 3]), three, [], facts({ you: [0] }))).toBe(
      `Kilian et vous gagnez ex æquo${NB}!`,
    );
    expect(outcomeTitle(en, 'en', o([1, 1, 3]), three, [], facts({ you: [1] }))).toBe('Jade and you share the win!');
  });

  it('teams: the team-mates together, a plural verb', () => {
    expect(outcomeTitle(fr, 'fr', o([1, 3, 1, 3]), four, teams)).toBe(`Jade et Lou gagnent la partie${NB}!`);
    expect(outcomeTitle(en, 'en', o([1, 3, 1, 3]), four, teams)).toBe('Jade and Lou win the game!');
    expect(outcomeTitle(fr, 'fr', o([1, 3, 1, 3]), four, teams, facts({ you: [2] }))).toBe(
      `Jade et vous gagnez la partie${NB}!`,
    );
    expect(outcomeTitle(en, 'en', o([3, 1, 3, 1]), four, teams, facts({ you: [2] }))).toBe(
      'Kilian and Ana win the game!',
    );
  });
});

describe('the ranking (3 or more sides)', () => {
  it('ties share an ordinal in the plural; a timed-out seat is marked', () => {
    const timedOut = facts({ timedOut: [2] });
    expect(rankingText(fr, 'fr', o([1, 1, 3]), three, [], timedOut)).toBe(
      `1ers ex æquo${NB}: Jade et Kilian${NB}; 3e${NB}: Lou (temps écoulé)`,
    );
    expect(rankingText(en, 'en', o([1, 1, 3]), three, [], timedOut)).toBe(
      '1st, tied: Jade and Kilian; 3rd: Lou (out of time)',
    );
  });

  it('four players, each rank; "you" and a stand-in seat', () => {
    const f = facts({ you: [1], absent: [3] });
    expect(rankingText(fr, 'fr', o([2, 1, 3, 4]), four, [], f)).toBe(
      `1er${NB}: vous${NB}; 2e${NB}: Jade${NB}; 3e${NB}: Lou${NB}; 4e${NB}: Ana (siège tenu par un robot)`,
    );
    expect(rankingText(en, 'en', o([2, 1, 3, 4]), four, [], f)).toBe(
      '1st: you; 2nd: Jade; 3rd: Lou; 4th: Ana (seat played by a bot)',
    );
  });

  it('none with two sides (two players, or two teams)', () => {
    expect(rankingText(en, 'en', o([1, 2]), two)).toBeNull();
    expect(rankingText(en, 'en', o([1, 3, 1, 3]), four, teams)).toBeNull();
  });
});

describe('a seat a bot held to the end', () => {
  it('says it ranks last, with the elided "de" in French', () => {
    expect(absentTexts(fr, three, facts({ absent: [0, 2] }), frOf)).toEqual([
      `Le siège de Jade a été tenu par un robot jusqu’à la fin${NB}: il finit dernier, quoi qu’ait fait le robot.`,
      `Le siège de Lou a été tenu par un robot jusqu’à la fin${NB}: il finit dernier, quoi qu’ait fait le robot.`,
    ]);
    expect(absentTexts(fr, four, facts({ absent: [3] }), frOf)[0]).toContain('Le siège d’Ana');
    expect(absentTexts(en, three, facts({ absent: [2], you: [2] }), frOf)).toEqual([
      'Your seat was played by a bot until the end: it ranks last, whatever the bot did.',
    ]);
  });
});
