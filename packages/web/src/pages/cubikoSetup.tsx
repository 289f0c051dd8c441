/**
 * Cubiko's choices on the new-game page (issue 7, "Web"; rules "Options"): 2 to 4 players (CB-4), the precision
 * of the throws (CB-6: exact, steady, shaky) and the scoring (basic, or points up to a target, CB-17). The values
 * are the rules package's option names, so they go unchanged into local links and online requests.
 */

import { useCubikoTexts } from '../cubiko/i18n.js';
import { ChipChoice } from './ChipChoice.js';
import { useSetupTexts } from './setupTexts.js';

export const CB_PLAYERS: readonly number[] = [2, 3, 4];
export const CB_PRECISIONS = ['exact', 'steady', 'shaky'] as const;
export const CB_SCORINGS = ['basic', 'points'] as const;
export type CbPrecision = (typeof CB_PRECISIONS)[number];
export type CbScoring = (typeof CB_SCORINGS)[number];
/** CB-17 allows 1…999; the page offers a range people actually play to. */
export const CB_TARGET_MIN = 1;
export const CB_TARGET_MAX = 99;

export interface CubikoChoice {
  readonly players: number;
  readonly precision: CbPrecision;
  readonly scoring: CbScoring;
  /** Points to reach under `points` scoring (CB-17, default 9); not sent under the basic rule. */
  readonly target: number;
  /** Under `points` scoring, what ends the game: the target, or a number of configurations scored (CB-17). */
  readonly endBy: 'target' | 'configurations';
  readonly configurations: number;
}

/** CB "Options" defaults: 2 players, `steady`, basic rule, target 9. */
export const DEFAULT_CUBIKO: CubikoChoice = {
  players: 2,
  precision: 'steady',
  scoring: 'basic',
  target: 9,
  endBy: 'target',
  configurations: 3,
};
export const CB_END_BY = ['target', 'configurations'] as const;

/** The options of a choice, as `cubiko.parseOptions` reads them; `target` only matters under points scoring. */
export function cubikoOptions(c: CubikoChoice): {
  players: number;
  precision: CbPrecision;
  scoring: CbScoring;
  target?: number;
  configurations?: number;
} {
  const base = { players: c.players, precision: c.precision, scoring: c.scoring };
  if (c.scoring !== 'points') return base;
  return c.endBy === 'configurations' ? { ...base, configurations: c.configurations } : { ...base, target: c.target };
}

/** A target typed by a person, kept within the offered range (an empty or bad field falls back to 9). */
export function clampTarget(text: string): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n)) return DEFAULT_CUBIKO.target;
  return Math.min(CB_TARGET_MAX, Math.max(CB_TARGET_MIN, n));
}

/** The fieldset: players, precision and scoring as radio chips, the target when scoring by points. */
export function CubikoFields(props: { value: CubikoChoice; onChange: (c: CubikoChoice) => void }) {
  const { t } = useCubikoTexts();
  const more = useSetupTexts().t;
  const { value, onChange } = props;
  return (
    <fieldset className="cubiko-setup">
      <legend>{t('setup.players')}</legend>
      <ChipChoice
        name="cbPlayers"
        values={CB_PLAYERS}
        value={value.players}
        onChange={(n) => onChange({ ...value, players: n })}
      />
      <ChipChoice
        name="cbPrecision"
        label={more('setupMore.precision')}
        values={CB_PRECISIONS}
        value={value.precision}
        onChange={(p) => onChange({ ...value, precision: p })}
        text={(p) => t(`cubiko.precision.${p}`)}
      />
      <ChipChoice
        name="cbScoring"
        label={more('setupMore.scoring')}
        values={CB_SCORINGS}
        value={value.scoring}
        onChange={(sc) => onChange({ ...value, scoring: sc })}
        text={(sc) => t(`cubiko.scoring.${sc}`)}
      />
      {value.scoring === 'points' && (
        <ChipChoice
          name="cbEndBy"
          label={more('setupMore.endBy')}
          values={CB_END_BY}
          value={value.endBy}
          onChange={(e) => onChange({ ...value, endBy: e })}
          text={(e) => more(e === 'target' ? 'setupMore.endPoints' : 'setupMore.endConfigurations')}
        />
      )}
      {value.scoring === 'points' && value.endBy === 'configurations' && (
        <label className="field">
          {more('setupMore.configurations')}
          <input
            type="number"
            name="cbConfigurations"
            min={CB_TARGET_MIN}
            max={CB_TARGET_MAX}
            value={value.configurations}
            onChange={(e) => onChange({ ...value, configurations: clampTarget(e.target.value) })}
          />
        </label>
      )}
      {value.scoring === 'points' && value.endBy === 'target' && (
        <label className="field">
          {more('setupMore.target')}
          <input
            type="number"
            name="cbTarget"
            min={CB_TARGET_MIN}
            max={CB_TARGET_MAX}
            value={value.target}
            onChange={(e) => onChange({ ...value, target: clampTarget(e.target.value) })}
          />
        </label>
      )}
    </fieldset>
  );
}
