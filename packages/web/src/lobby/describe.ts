import type { ClockSetting } from '@ludotheque/protocol/clock-model';
import type { TFunction } from 'i18next';

/**
 * A game's options in words (issue 25: no raw codes such as "mode : two" or "précision : steady" in a lobby row),
 * one phrase each, in the page's language; texts under `lobby.describe.*` (i18n.ts). What the players count is
 * said by the seats, so it is not repeated. An option this describer does not know is left out rather than shown as
 * a code; `describeOptions` is the one describer of the lobby's rows and the home page's tables.
 */
export function describeOptions(
  t: TFunction,
  language: string,
  game: string,
  options: Readonly<Record<string, unknown>>,
): string[] {
  const d = (key: string, values: Record<string, unknown> = {}) => t(`lobby.describe.${key}`, values);
  const out: string[] = [];
  switch (game) {
    case 'linx': {
      if (options.teams === true) out.push(d('linx.teams'));
      if (typeof options.roundsToWin === 'number') out.push(d('linx.rounds', { count: options.roundsToWin }));
      const hands = options.startingHands;
      if (Array.isArray(hands) && hands.every((h) => typeof h === 'number') && hands.length > 0) {
        const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(
          hands.map((h) => new Intl.NumberFormat(language).format(h)),
        );
        // LX-8: entry k is the k-th player's in turn order from the round's first player.
        out.push(d('linx.hands', { list, count: hands[hands.length - 1] }));
      }
      break;
    }
    case 'superpion': {
      if (typeof options.mode === 'string' && ['four', 'teams', 'three', 'two', 'twoSuper'].includes(options.mode))
        out.push(d(`superpion.modes.${options.mode}`));
      if (options.mode === 'three' && typeof options.idle === 'string' && COLOURS.includes(options.idle))
        out.push(d(`superpion.idle.${options.idle}`));
      if (typeof options.clockMinutes === 'number')
        out.push(d('superpion.championship', { count: options.clockMinutes }));
      break;
    }
    case 'symbolix': {
      if (typeof options.level === 'string' && ['basic', 'normal', 'advanced'].includes(options.level))
        out.push(d(`symbolix.levels.${options.level}`));
      if (typeof options.variant === 'string' && ['standard', 'grandSecret', 'strategy'].includes(options.variant))
        out.push(d(`symbolix.variants.${options.variant}`));
      break;
    }
    case 'cubiko': {
      if (typeof options.precision === 'string' && ['exact', 'steady', 'shaky'].includes(options.precision))
        out.push(d(`cubiko.precision.${options.precision}`));
      if (options.scoring === 'points') {
        if (typeof options.configurations === 'number')
          out.push(d('cubiko.configurations', { count: options.configurations }));
        else if (typeof options.target === 'number') out.push(d('cubiko.target', { count: options.target }));
      } else if (options.scoring === 'basic') out.push(d('cubiko.basic'));
      break;
    }
  }
  return out;
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
