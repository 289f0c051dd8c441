import type { CreateGameRequest } from '@ludotheque/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { Emblem } from '../linx/Glyphs.js';
import { COLOUR_NAMES } from '../linx/model.js';
import { formatLocalHash, freshSeed } from '../play/localSpec.js';
import type { LocalSeat } from '../play/types.js';

const MODES = ['bots', 'hotseat', 'online'] as const;
type Mode = (typeof MODES)[number];
const LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
type Level = (typeof LEVELS)[number];

export const botSpec = (level: Level): string => (level === 'random' ? 'random' : `mcts:${level}`);

export function NewGame({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<Mode>('bots');
  const [players, setPlayers] = useState(2);
  const [teams, setTeams] = useState(false);
  const [level, setLevel] = useState<Level>('easy');
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  const [onlineBots, setOnlineBots] = useState<boolean[]>([false, false, false, false]);
  const [status, setStatus] = useState<string>('');
  if (!isGameId(game)) return <p>{t('errors.unknownGame')}</p>;
  const rules = rulesFor(game, i18n.language);
  const nameOf = (i: number) => names[i]?.trim() || t('play.player', { n: i + 1 });

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const seats = Array.from({ length: players }, (_, i) => i);
    if (mode !== 'online') {
      const local: LocalSeat[] = seats.map((i) =>
        mode === 'hotseat' || i === 0
          ? { kind: 'human', name: mode === 'bots' ? names[0]?.trim() || t('play.you') : nameOf(i) }
          : { kind: 'bot', name: '', spec: botSpec(level) },
      );
      const p = { seats: local, seed: freshSeed(), delay: 600, teams: players === 4 && teams, roundsToWin: null };
      window.location.hash = formatLocalHash(game, p);
      return;
    }
    const request: CreateGameRequest = {
      game,
      options: players === 4 && teams ? { teams: true } : {},
      seats: seats.map((i) => (i > 0 && onlineBots[i] ? { kind: 'bot', level } : { kind: 'human', name: nameOf(i) })),
    };
    setStatus(t('setup.creating'));
    const { createOnlineGame } = await import('../play/online.js');
    const r = await createOnlineGame(request);
    if (!r.ok) return setStatus(t('setup.createFailed', { message: r.message }));
    sessionStorage.setItem(`ludotheque.invites.${r.value.id}`, JSON.stringify(r.value));
    window.location.hash = `#/invites/${r.value.id}`;
  };

  return (
    <form className="new-game" onSubmit={start}>
      <h1>{t('setup.heading', { name: rules.name })}</h1>
      <fieldset className="modes">
        <legend>{t('setup.mode')}</legend>
        {MODES.map((m) => (
          <label key={m} className={`mode-card${mode === m ? ' checked' : ''}`}>
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <strong>{t(`setup.${m}`)}</strong>
            <span className="muted small">{t(`setup.${m}Hint`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('setup.players')}</legend>
        <div className="row">
          {[2, 3, 4].map((n) => (
            <label key={n} className="chip">
              <input type="radio" name="players" checked={players === n} onChange={() => setPlayers(n)} />
              {n}
            </label>
          ))}
        </div>
        {players === 4 && (
          <label className="check">
            <input type="checkbox" checked={teams} onChange={(e) => setTeams(e.target.checked)} /> {t('setup.teams')}
          </label>
        )}
      </fieldset>
      {(mode === 'bots' || mode === 'online') && (
        <label className="field">
          {t('setup.level')}
          <select value={level} onChange={(e) => setLevel(e.target.value as Level)} name="level">
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`setup.levels.${l}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset>
        <legend>{t('setup.names')}</legend>
        {Array.from({ length: mode === 'bots' ? 1 : players }, (_, i) => (
          <div className="seat-line" key={COLOUR_NAMES[i]}>
            <span className={`swatch tile-${COLOUR_NAMES[i]}`}>
              <Emblem colour={COLOUR_NAMES[i] ?? 'neutral'} size={14} />
            </span>
            <label className="field">
              {t('setup.name', { n: i + 1 })} ({t(`colours.${COLOUR_NAMES[i]}`)})
              <input
                value={names[i] ?? ''}
                maxLength={40}
                name={`name${i}`}
                onChange={(e) => setNames(names.map((v, k) => (k === i ? e.target.value : v)))}
              />
            </label>
            {mode === 'online' && i > 0 && (
              <label className="check">
                <input
                  type="checkbox"
                  name={`bot${i}`}
                  checked={onlineBots[i] ?? false}
                  onChange={(e) => setOnlineBots(onlineBots.map((v, k) => (k === i ? e.target.checked : v)))}
                />{' '}
                {t('setup.bot')}
              </label>
            )}
          </div>
        ))}
      </fieldset>
      <button type="submit" className="primary big">
        {t('setup.start')}
      </button>
      <output aria-live="polite">{status}</output>
    </form>
  );
}
