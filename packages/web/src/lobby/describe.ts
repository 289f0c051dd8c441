import type { ClockSetting } from '@ludotheque/protocol/clock-model';
import type { i18n, TFunction } from 'i18next';
import { cubikoTexts } from '../cubiko/i18n.js';
import { addTexts } from '../i18n/addTexts.js';
import { DEFAULT_HANDS, presetOfHands } from '../pages/linxSetup.js';
import { setupTexts } from '../pages/setupTexts.js';
import { CHAMPIONSHIP_MINUTES } from '../pages/superpionSetup.js';
import { registerSuperpionTexts } from '../superpion/i18n.js';
import { registerSymbolixTexts } from '../symbolix/i18n.js';

/**
 * A game's options in words (issue 25: no raw codes such as "mode : two" or "précision : steady" in a lobby row),
 * one phrase each, in the page's language. Each phrase is the new-game form's own text for that option (its chip,
 * its select option, or its field's label with the value), so a table reads in the lobby as it was chosen; no text
 * of its own. What the players count is said by the seats; an option the form does not offer is left out rather than
 * shown as a code. `describeOptions` is the one describer of the lobby's rows and the home page's tables; the
 * caller's instance must hold the form's texts (`registerDescribeTexts`).
 */
export function describeOptions(
  t: TFunction,
  language: string,
  game: string,
  options: Readonly<Record<string, unknown>>,
): string[] {
  const labelled = (label: string, value: string) => t('app.labelled', { label: t(label), value });
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const out: string[] = [];
  switch (game) {
    case 'linx': {
      if (options.teams === true) out.push(t('setup.teams'));
      if (typeof options.roundsToWin === 'number')
        out.push(labelled('setupMore.roundsToWin', number(options.roundsToWin)));
      const hands = options.startingHands;
      if (Array.isArray(hands) && hands.every((h) => typeof h === 'number') && hands.length > 0) {
        // LX-8: entry k is the k-th player's in turn order from the round's first player.
        const preset = presetOfHands(hands, hands.length);
        if (preset !== 'custom')
          out.push(t(`setupMore.hands.${preset}`, { list: DEFAULT_HANDS.slice(0, hands.length).join(', ') }));
        else
          out.push(
            labelled(
              'setupMore.startingHands',
              new Intl.ListFormat(language, { type: 'conjunction' }).format(hands.map(number)),
            ),
          );
      }
      break;
    }
    case 'superpion': {
      if (typeof options.mode === 'string' && ['four', 'teams', 'three', 'two', 'twoSuper'].includes(options.mode))
        out.push(t(`superpion.modes.${options.mode}`));
      if (options.mode === 'three' && typeof options.idle === 'string' && COLOURS.includes(options.idle))
        out.push(labelled('setupMore.idle', t(`superpion.coloursCap.${options.idle}`)));
      if (typeof options.clockMinutes === 'number')
        out.push(
          options.clockMinutes === CHAMPIONSHIP_MINUTES
            ? t('setupMore.championship')
            : t('setup.minutes', { n: options.clockMinutes }),
        );
      break;
    }
    case 'symbolix': {
      if (typeof options.level === 'string' && ['basic', 'normal', 'advanced'].includes(options.level))
        out.push(t(`symbolix.levels.${options.level}`));
      if (options.variant === 'standard') out.push(t('symbolix.setup.standard'));
      else if (typeof options.variant === 'string' && ['grandSecret', 'strategy'].includes(options.variant))
        out.push(t(`symbolix.variants.${options.variant}`));
      break;
    }
    case 'cubiko': {
      if (typeof options.precision === 'string' && ['exact', 'steady', 'shaky'].includes(options.precision))
        out.push(t(`cubiko.precision.${options.precision}`));
      if (options.scoring === 'points') {
        out.push(t('cubiko.scoring.points'));
        if (typeof options.configurations === 'number')
          out.push(labelled('setupMore.configurations', number(options.configurations)));
        else if (typeof options.target === 'number') out.push(labelled('setupMore.target', number(options.target)));
      } else if (options.scoring === 'basic') out.push(t('cubiko.scoring.basic'));
      break;
    }
  }
  return out;
}

/** Puts in an instance the form's texts the describer says (Superpion's and Cubiko's are otherwise added lazily). */
export function registerDescribeTexts(instance: i18n): void {
  registerSuperpionTexts(instance);
  addTexts(instance, 'cubiko.title', { en: { cubiko: cubikoTexts.en }, fr: { cubiko: cubikoTexts.fr } });
  addTexts(instance, 'setupMore.idle', setupTexts);
  registerSymbolixTexts(instance);
}

const COLOURS: readonly string[] = ['blue', 'red', 'yellow', 'black'];

/** The lobby's speed categories, as lichess's (estimated time = base + 40 × increment). */
export const SPEED_FILTERS = ['untimed', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
export type SpeedFilter = (typeof SPEED_FILTERS)[number];

/** A table clock's category: blitz under 8 minutes of estimated time, rapid under 25, classical beyond. */
export function speedOf(clock: ClockSetting | null): SpeedFilter {
  if (clock === null || clock.kind === 'untimed') return 'untimed';
  if (clock.kind === 'correspondence') return 'correspondence';
  const estimated = clock.baseSeconds + 40 * clock.incrementSeconds;
  return estimated < 480 ? 'blitz' : estimated < 1500 ? 'rapid' : 'classical';
}
