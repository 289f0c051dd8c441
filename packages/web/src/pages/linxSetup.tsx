/**
 * Linx's match options on the new-game page (rules "Options"): rounds to win (LX-18) and the starting hands in turn
 * order (LX-8's Decision, default 2, 3, 4, 5 cut to the player count).
 */
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

export function LinxFields(props: {
  players: number;
  rounds: number;
  setRounds: (n: number) => void;
  hands: readonly number[];
  setHands: (h: number[]) => void;
}) {
  const { t } = useSetupTexts();
  const { players, rounds, setRounds, hands, setHands } = props;
  return (
    <>
      <label className="field">
        {t('setupMore.roundsToWin')}
        <select name="rounds" value={rounds} onChange={(e) => setRounds(Number(e.target.value))}>
          {ROUNDS_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="starting-hands">
        <legend>{t('setupMore.startingHands')}</legend>
        {hands.slice(0, players).map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one input per turn-order place, never reordered
          <label className="field" key={i}>
            {t('setupMore.handOf', { n: i + 1 })}
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
