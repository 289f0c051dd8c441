/**
 * Symbolix's choices on the new-game page (issue 6, "Web"; rules "Options"): 2 to 6 players (SX-1), the level
 * (basic, normal, advanced) and the variant (none, Grand Secret SX-23, Strategy SX-24). The values are the rules
 * package's option names, so they go unchanged into local links and online requests.
 */
import { ChipChoice } from '../pages/ChipChoice.js';
import { useSymbolixTexts } from './i18n.js';

export const SX_PLAYERS: readonly number[] = [2, 3, 4, 5, 6];
/** Stable React keys for up to six seat lines (Linx's colour names run out at four). */
export const SEAT_KEYS: readonly string[] = ['seat1', 'seat2', 'seat3', 'seat4', 'seat5', 'seat6'];
export const SX_LEVELS = ['basic', 'normal', 'advanced'] as const;
export const SX_VARIANTS = ['standard', 'grandSecret', 'strategy'] as const;
export type SxLevel = (typeof SX_LEVELS)[number];
export type SxVariant = (typeof SX_VARIANTS)[number];

export interface SymbolixChoice {
  readonly players: number;
  readonly level: SxLevel;
  readonly variant: SxVariant;
}

export const DEFAULT_SYMBOLIX: SymbolixChoice = { players: 2, level: 'basic', variant: 'standard' };

/** The options of a choice, as `symbolix.parseOptions` reads them (the players come from the seats locally). */
export function symbolixOptions(c: SymbolixChoice): { players: number; level: SxLevel; variant: SxVariant } {
  return { players: c.players, level: c.level, variant: c.variant };
}

/** The fieldset: players, level and variant as radio chips, with a one-line hint for each variant. */
export function SymbolixFields(props: { value: SymbolixChoice; onChange: (c: SymbolixChoice) => void }) {
  const { t } = useSymbolixTexts();
  const { value, onChange } = props;
  const hint = value.variant === 'standard' ? '' : t(`symbolix.setup.${value.variant}Hint`);
  return (
    <fieldset className="symbolix-setup">
      <legend>{t('setup.players')}</legend>
      <ChipChoice
        name="sxPlayers"
        values={SX_PLAYERS}
        value={value.players}
        onChange={(n) => onChange({ ...value, players: n })}
      />
      <ChipChoice
        name="sxLevel"
        label={t('symbolix.setup.level')}
        values={SX_LEVELS}
        value={value.level}
        onChange={(l) => onChange({ ...value, level: l })}
        text={(l) => t(`symbolix.levels.${l}`)}
      />
      <ChipChoice
        name="sxVariant"
        label={t('symbolix.setup.variant')}
        values={SX_VARIANTS}
        value={value.variant}
        onChange={(v) => onChange({ ...value, variant: v })}
        text={(v) => (v === 'standard' ? t('symbolix.setup.standard') : t(`symbolix.variants.${v}`))}
      />
      {hint && <p className="muted small">{hint}</p>}
    </fieldset>
  );
}
