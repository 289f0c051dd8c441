import { type ClockSetting, CORRESPONDENCE_DAYS, clockLabel, REALTIME_PRESETS } from '@ludotheque/protocol/clock-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerClockTexts } from './i18n.js';
import { formatClockParam, parseClockParam } from './view.js';

/**
 * The clock choice of the new-game page: untimed, a real-time preset or a custom base and increment, or (online
 * only) a correspondence deadline per move. The choice is a `ClockSetting`, sent with the create request online and
 * written in a local game's link (`tc=`).
 */
export function ClockFields(props: {
  value: ClockSetting;
  onChange: (c: ClockSetting) => void;
  online: boolean;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  registerClockTexts(i18n);
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const [custom, setCustom] = useState({ minutes: 5, increment: 3 });
  const current = formatClockParam(props.value) ?? '';
  // Custom is a choice of its own: a custom 5+3 is still custom (the inputs stay), though it equals a preset.
  const [isCustom, setIsCustom] = useState(false);
  const choice = isCustom ? 'custom' : current;
  const setCustomValue = (next: { minutes: number; increment: number }) => {
    setCustom(next);
    const parsed = parseClockParam(`r${Math.round(next.minutes * 60)}+${next.increment}`);
    if (parsed) props.onChange(parsed);
  };
  return (
    <fieldset disabled={props.disabled}>
      <legend>{t('clocks.heading')}</legend>
      <label className="field">
        {/* The legend says "Clock" already: the select is its time control. */}
        {t('clocks.speed')}
        <select
          name="tableClock"
          value={choice}
          onChange={(e) => {
            setIsCustom(e.target.value === 'custom');
            if (e.target.value === 'custom') return setCustomValue(custom);
            props.onChange(parseClockParam(e.target.value) ?? { kind: 'untimed' });
          }}
        >
          <option value="">{t('clocks.untimed')}</option>
          <optgroup label={t('clocks.realtime')}>
            {REALTIME_PRESETS.map((p) => (
              <option key={formatClockParam(p)} value={formatClockParam(p) ?? ''}>
                {clockLabel(p, lang)}
              </option>
            ))}
            <option value="custom">{t('clocks.custom')}</option>
          </optgroup>
          {props.online && (
            <optgroup label={t('clocks.correspondence')}>
              {CORRESPONDENCE_DAYS.map((d) => (
                <option key={d} value={`d${d}`}>
                  {t('clocks.days', { count: d })}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      {choice === 'custom' && (
        <>
          <label className="field">
            {t('clocks.customMinutes')}
            <input
              type="number"
              name="clockMinutes"
              min={0.02}
              max={180}
              step="any"
              value={custom.minutes}
              onChange={(e) => setCustomValue({ ...custom, minutes: Number(e.target.value) })}
            />
          </label>
          <label className="field">
            {t('clocks.customIncrement')}
            <input
              type="number"
              name="clockIncrement"
              min={0}
              max={180}
              value={custom.increment}
              onChange={(e) => setCustomValue({ ...custom, increment: Number(e.target.value) })}
            />
          </label>
        </>
      )}
      {!props.online && props.value.kind === 'correspondence' && (
        <p className="muted small">{t('clocks.onlineOnly')}</p>
      )}
    </fieldset>
  );
}
