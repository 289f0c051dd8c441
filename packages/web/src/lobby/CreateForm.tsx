import { type ClockSetting, UNTIMED } from '@ludotheque/protocol/clock-model';
import { type FormEvent, useState } from 'react';
import { ClockFields } from '../clocks/ClockFields.js';
import type { GameId } from '../i18n/rules.js';
import { GameSelect } from '../play/GameSelect.js';
import { type Answer, openTable } from './api.js';
import { useLobbyTexts } from './i18n.js';
import { RatingField } from './RatingField.js';
import { useTableOptions } from './TableOptions.js';

/** "Open a table": the game, its rules options (the new-game page's controls), the clock, rated, private, a range. */
export function CreateForm(props: { act: (a: Promise<Answer<unknown>>) => void }) {
  const { t } = useLobbyTexts();
  const [game, setGame] = useState<GameId>('linx');
  const [rated, setRated] = useState(false);
  const [clock, setClock] = useState<ClockSetting>(UNTIMED);
  const [secret, setSecret] = useState(false);
  const [ranged, setRanged] = useState(false);
  const [min, setMin] = useState(1200);
  const [max, setMax] = useState(1800);
  const { choice, fields } = useTableOptions(game);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tableClock = clock.kind === 'untimed' ? null : clock;
    props.act(
      openTable({
        game,
        players: choice.players,
        options: choice.options,
        clock: tableClock,
        rated,
        private: secret,
        ratingRange: ranged ? { min: Math.min(min, max), max: Math.max(min, max) } : null,
      }),
    );
  };
  return (
    <form className="lobby-create" onSubmit={submit} aria-labelledby="lobby-open">
      <h2 id="lobby-open">{t('lobby.open')}</h2>
      <GameSelect label={t('lobby.game')} name="lobbyGame" value={game} onChange={setGame} />
      {fields}
      <ClockFields value={clock} onChange={setClock} online />
      <label className="check">
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} /> {t('lobby.ratedCheck')}
      </label>
      <label className="check">
        <input type="checkbox" name="lobbyPrivate" checked={secret} onChange={(e) => setSecret(e.target.checked)} />{' '}
        {t('lobby.privateCheck')}
      </label>
      <fieldset className="lobby-range">
        <label className="check">
          <input type="checkbox" name="lobbyRanged" checked={ranged} onChange={(e) => setRanged(e.target.checked)} />{' '}
          {t('lobby.rangeCheck')}
        </label>{' '}
        <RatingField
          label={t('lobby.rangeMin')}
          name="lobbyRangeMin"
          value={min}
          disabled={!ranged}
          onChange={(v) => setMin(Number(v) || 0)}
        />{' '}
        <RatingField
          label={t('lobby.rangeMax')}
          name="lobbyRangeMax"
          value={max}
          disabled={!ranged}
          onChange={(v) => setMax(Number(v) || 0)}
        />
      </fieldset>
      <p>
        <button type="submit">{t('lobby.openButton')}</button>
      </p>
    </form>
  );
}
