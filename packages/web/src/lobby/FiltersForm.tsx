import { GAME_IDS, rulesFor } from '../i18n/rules.js';
import { SPEED_FILTERS, type SpeedFilter } from './describe.js';
import type { LobbyFilters } from './filters.js';
import { useLobbyTexts } from './i18n.js';
import { RatingField } from './RatingField.js';

const PLAYER_COUNTS = [2, 3, 4, 5, 6] as const;

const bound = (v: string): number | null => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** The lobby's filters (issue 25): game, players, speed, rated or casual, the creator's rating range. */
export function FiltersForm(props: { value: LobbyFilters; onChange: (f: LobbyFilters) => void; hidden: number }) {
  const { t, i18n } = useLobbyTexts();
  const { value: f, onChange } = props;
  const set = (patch: Partial<LobbyFilters>) => onChange({ ...f, ...patch });
  return (
    <fieldset className="lobby-filters" data-testid="lobby-filters">
      <legend>{t('lobby.filters.title')}</legend>
      <label className="field">
        {t('lobby.filters.game')}
        <select name="filterGame" value={f.game} onChange={(e) => set({ game: e.target.value })}>
          <option value="">{t('lobby.filters.any')}</option>
          {GAME_IDS.map((g) => (
            <option key={g} value={g}>
              {rulesFor(g, i18n.language).name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('lobby.filters.players')}
        <select
          name="filterPlayers"
          value={f.players ?? ''}
          onChange={(e) => set({ players: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('lobby.filters.any')}</option>
          {PLAYER_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('lobby.filters.speed')}
        <select name="filterSpeed" value={f.speed} onChange={(e) => set({ speed: e.target.value as SpeedFilter | '' })}>
          <option value="">{t('lobby.filters.any')}</option>
          {SPEED_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`lobby.filters.speeds.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('lobby.filters.kind')}
        <select
          name="filterKind"
          value={f.kind}
          onChange={(e) => set({ kind: e.target.value as LobbyFilters['kind'] })}
        >
          <option value="">{t('lobby.filters.any')}</option>
          <option value="rated">{t('lobby.rated')}</option>
          <option value="casual">{t('lobby.casual')}</option>
        </select>
      </label>
      <RatingField
        label={t('lobby.filters.ratingMin')}
        name="filterRatingMin"
        value={f.ratingMin ?? ''}
        onChange={(v) => set({ ratingMin: bound(v) })}
      />
      <RatingField
        label={t('lobby.filters.ratingMax')}
        name="filterRatingMax"
        value={f.ratingMax ?? ''}
        onChange={(v) => set({ ratingMax: bound(v) })}
      />
      {props.hidden > 0 && (
        <p className="muted small" data-testid="lobby-hidden" role="status">
          {t('lobby.filters.hidden', { count: props.hidden })}
        </p>
      )}
    </fieldset>
  );
}
