/**
 * Linx's match options on the new-game page (rules "Options"): rounds to win (LX-18) and the starting hands in turn
 * order (LX-8's Decision, default 2, 3, 4, 5 cut to the player count), offered as words: rising, equal, or per player.
 */
import { useState } from 'react';
import { useSetupTexts } from './setupTexts.js';

export const DEFAULT_HANDS: readonly number[] = [2, 3, 4, 5];
export const ROUNDS_CHOICES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** LX-8 allows 0..15 tiles per starting hand (a colour has 15 tiles). */
export const HAND_MAX = 15;

/** The options of a choice as `linx.parseOptions` reads them; defaults are left out so links stay short. */
export function linxOptions(players: number, rounds: number, hands: readonly number[]) {
  const cut = hands.slice(0, players);
  const isDefault = cut.every((h, i) => h === DEFAULT_HANDS[i]);
  return {
    ...(rounds !== 2 ? { roundsToWin: rounds } : {}),
    ...(isDefault ? {} : { startingHands: cut }),
  };
}

/** A hand size typed by a person, kept within 0..15 (an empty or bad field keeps the previous value). */
export function clampHand(text: string, previous: number): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(HAND_MAX, Math.max(0, n)) : previous;
}

/**
 * The starting hands as a box would word them (issue 25): the rule's rising hands by default, equal hands, or set per
 * player, each player named by their place in the turn ("first to play"), never by a typed list of numbers first.
 */
export const HAND_PRESETS = ['rising', 'equal3', 'equal5', 'custom'] as const;
export type HandPreset = (typeof HAND_PRESETS)[number];

export const handsOfPreset = (preset: HandPreset, custom: readonly number[]): number[] =>
  preset === 'rising'
    ? [...DEFAULT_HANDS]
    : preset === 'equal3'
      ? [3, 3, 3, 3]
      : preset === 'equal5'
        ? [5, 5, 5, 5]
        : [...custom];

export function presetOfHands(hands: readonly number[], players: number): HandPreset {
  const cut = hands.slice(0, players);
  for (const p of ['rising', 'equal3', 'equal5'] as const)
    if (
      handsOfPreset(p, [])
        .slice(0, players)
        .every((h, i) => h === cut[i])
    )
      return p;
  return 'custom';
}

export function LinxFields(props: {
  players: number;
  rounds: number;
  setRounds: (n: number) => void;
  hands: readonly number[];
  setHands: (h: number[]) => void;
}) {
  const { t } = useSetupTexts();
  const { players, rounds, setRounds, hands, setHands } = props;
  const [preset, setPreset] = useState<HandPreset>(() => presetOfHands(hands, players));
  const shown = hands.slice(0, players);
  return (
    <>
      <label className="field">
        {t('setupMore.roundsToWin')}
        <select name="rounds" value={rounds} onChange={(e) => setRounds(Number(e.target.value))}>
          {ROUNDS_CHOICES.map((n) => (
            <option key={n} value={n}>
              {t('setupMore.rounds', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="starting-hands">
        <legend>{t('setupMore.startingHands')}</legend>
        {HAND_PRESETS.map((p) => (
          <label className="check" key={p}>
            <input
              type="radio"
              name="handPreset"
              value={p}
              checked={preset === p}
              onChange={() => {
                setPreset(p);
                setHands(handsOfPreset(p, hands));
              }}
            />{' '}
            {t(`setupMore.hands.${p}`, { list: DEFAULT_HANDS.slice(0, players).join(', ') })}
          </label>
        ))}
        {preset === 'custom' &&
          shown.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one input per turn-order place, never reordered
            <label className="field" key={i}>
              {t(`setupMore.handPlace.${i}`)}
              <input
                type="number"
                name={`hand${i}`}
                min={0}
                max={HAND_MAX}
                value={h}
                onChange={(e) => setHands(hands.map((v, k) => (k === i ? clampHand(e.target.value, v) : v)))}
              />
            </label>
          ))}
      </fieldset>
    </>
  );
}
