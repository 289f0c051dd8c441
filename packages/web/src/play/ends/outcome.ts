/**
 * Who won, in words (issue 22): the end dialog's title and, with 3 or more sides, the ranking, from the outcome the
 * server (or the local table) made final — never a single winner where ranks say otherwise. One sentence per case,
 * chosen by i18next context and plural, never glued together: a single winner ("Jade gagne la partie !"), a team
 * ("Jade et Kilian gagnent la partie !"), several sides sharing the win ("Jade et Kilian gagnent ex æquo !"), a
 * draw; the screen's own player is "vous" with its own verb ("Vous gagnez la partie !", "Kilian et vous gagnez…").
 * The ranking names each rank once with its seats ("1ers ex æquo : Jade et Kilian ; 3e : Lou (temps écoulé)"), the
 * seats whose time ran out or whose stand-in played to the end marked.
 */
import type { Outcome } from '@ludotheque/engine';
import type { TFunction } from 'i18next';
import type { EndTexts } from './texts.js';

/** What the outcome alone does not say: who "you" are, whose time ran out, whose seat a bot held to the end. */
export interface EndFacts {
  /** The seats of this screen's one person; empty for a spectator or several people sharing a screen. */
  readonly you: readonly number[];
  /** Seats whose table clock ran out (a bot played them on: 3 or more sides). */
  readonly timedOut: readonly number[];
  /** Seats a stand-in still played at the end: their player did not come back (they rank last). */
  readonly absent: readonly number[];
}

export const NO_FACTS: EndFacts = { you: [], timedOut: [], absent: [] };

/** The sides of the game: its teams (each seat in one), else every seat alone. */
export function sidesOf(seats: number, teams: readonly (readonly number[])[] = []): number[][] {
  const teamed = teams.filter((side) => side.length > 1);
  if (teamed.length === 0) return Array.from({ length: seats }, (_, s) => [s]);
  return teamed.map((side) => [...side]);
}

/** "Jade, Kilian et Lou" / "Jade, Kilian and Lou": the language's own list (Intl), "you" always last. */
function listOf(t: TFunction, language: string, seats: readonly number[], names: readonly string[], facts: EndFacts) {
  const you = seats.filter((s) => facts.you.includes(s));
  const others = seats.filter((s) => !facts.you.includes(s)).map((s) => names[s] ?? '');
  const items = you.length > 0 ? [...others, t('ends.outcome.you')] : others;
  return { text: new Intl.ListFormat(language, { type: 'conjunction' }).format(items), you: you.length > 0 };
}

/** The end dialog's title (and the status line's at the end). */
export function outcomeTitle(
  t: TFunction,
  language: string,
  outcome: Outcome,
  names: readonly string[],
  teams: readonly (readonly number[])[] = [],
  facts: EndFacts = NO_FACTS,
): string {
  const sides = sidesOf(names.length, teams);
  const first = sides.filter((side) => outcome.ranks[side[0] as number] === 1);
  if (first.length === sides.length || first.length === 0) return t('ends.outcome.draw');
  if (first.length === 1) {
    const side = first[0] as number[];
    const { text, you } = listOf(t, language, side, names, facts);
    const who = side.length > 1 ? 'team' : 'one';
    // A team of "you" alone cannot be: the context is the subject's person and number.
    const context = who === 'team' ? (you ? 'teamYou' : 'team') : you ? 'you' : undefined;
    return t('ends.outcome.won', { name: text, context });
  }
  const { text, you } = listOf(t, language, first.flat(), names, facts);
  return t('ends.outcome.shared', { names: text, context: you ? 'you' : undefined });
}

/** The ranking, best first, with 3 or more sides; null with two (the title says it all). */
export function rankingText(
  t: TFunction,
  language: string,
  outcome: Outcome,
  names: readonly string[],
  teams: readonly (readonly number[])[] = [],
  facts: EndFacts = NO_FACTS,
): string | null {
  const sides = sidesOf(names.length, teams);
  if (sides.length < 3) return null;
  const ranks = [...new Set(sides.map((side) => outcome.ranks[side[0] as number] as number))].sort((a, b) => a - b);
  const places = ranks.map((rank) => {
    const seats = sides.filter((side) => outcome.ranks[side[0] as number] === rank).flat();
    const marked = seats.map((s) => {
      const name = facts.you.includes(s) ? t('ends.outcome.you') : (names[s] ?? '');
      if (facts.absent.includes(s)) return t('ends.outcome.markAbsent', { name });
      if (facts.timedOut.includes(s)) return t('ends.outcome.markTimedOut', { name });
      return name;
    });
    const tied = seats.length > 1;
    const place = t('ends.outcome.ordinal', { count: rank, ordinal: true, context: tied ? 'tied' : undefined });
    const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(marked);
    // Not `ordinal` as the variable's name: i18next reads that option as "plural by ordinal".
    return t('ends.outcome.place', { place, names: list, count: seats.length });
  });
  return places.join(t('ends.outcome.separator'));
}

/**
 * The sentence of each seat a stand-in played to the end: it ranks last whatever the bot did (engine seat-events.ts
 * `absentLast`, each game's README Decisions).
 */
export function absentTexts(t: TFunction, names: readonly string[], facts: EndFacts, frOf: (n: string) => string) {
  return facts.absent.map((s) =>
    facts.you.includes(s)
      ? t('ends.outcome.absent', { context: 'you' })
      : t('ends.outcome.absent', { name: names[s] ?? '', of: frOf(names[s] ?? '') }),
  );
}

const NBSP = '\u00a0';

export const outcomeTexts: EndTexts = {
  en: {
    you: 'you',
    draw: 'The game is drawn.',
    won: '{{name}} wins the game!',
    won_you: 'You win the game!',
    won_team: '{{name}} win the game!',
    won_teamYou: '{{name}} win the game!',
    shared: '{{names}} share the win!',
    shared_you: '{{names}} share the win!',
    ordinal_ordinal_one: '{{count}}st',
    ordinal_ordinal_two: '{{count}}nd',
    ordinal_ordinal_few: '{{count}}rd',
    ordinal_ordinal_other: '{{count}}th',
    ordinal_tied_ordinal_one: '{{count}}st',
    ordinal_tied_ordinal_two: '{{count}}nd',
    ordinal_tied_ordinal_few: '{{count}}rd',
    ordinal_tied_ordinal_other: '{{count}}th',
    place_one: '{{place}}: {{names}}',
    place_other: '{{place}}, tied: {{names}}',
    separator: '; ',
    markTimedOut: '{{name}} (out of time)',
    markAbsent: '{{name}} (seat played by a bot)',
    absent: '{{name}}’s seat was played by a bot until the end: it ranks last, whatever the bot did.',
    absent_you: 'Your seat was played by a bot until the end: it ranks last, whatever the bot did.',
    timeEnd: 'Only one player had time left: the game ends there.',
  },
  fr: {
    you: 'vous',
    draw: 'Partie nulle.',
    won: `{{name}} gagne la partie${NBSP}!`,
    won_you: `Vous gagnez la partie${NBSP}!`,
    won_team: `{{name}} gagnent la partie${NBSP}!`,
    won_teamYou: `{{name}} gagnez la partie${NBSP}!`,
    shared: `{{names}} gagnent ex æquo${NBSP}!`,
    shared_you: `{{names}} gagnez ex æquo${NBSP}!`,
    // French ordinals: 1er, 2e, 3e…; tied, the plural: 1ers, 2es…
    ordinal_ordinal_one: '{{count}}er',
    ordinal_ordinal_other: '{{count}}e',
    ordinal_tied_ordinal_one: '{{count}}ers',
    ordinal_tied_ordinal_other: '{{count}}es',
    place_one: `{{place}}${NBSP}: {{names}}`,
    place_other: `{{place}} ex æquo${NBSP}: {{names}}`,
    separator: `${NBSP}; `,
    markTimedOut: '{{name}} (temps écoulé)',
    markAbsent: '{{name}} (siège tenu par un robot)',
    absent: `Le siège {{of}} a été tenu par un robot jusqu’à la fin${NBSP}: il finit dernier, quoi qu’ait fait le robot.`,
    absent_you: `Votre siège a été tenu par un robot jusqu’à la fin${NBSP}: il finit dernier, quoi qu’ait fait le robot.`,
    timeEnd: `Il ne restait du temps qu’à une seule personne${NBSP}: la partie s’arrête là.`,
  },
};
