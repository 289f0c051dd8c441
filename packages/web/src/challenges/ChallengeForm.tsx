import type { Challenge } from '@ludotheque/protocol';
import { type ClockSetting, UNTIMED } from '@ludotheque/protocol/clock-model';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockFields } from '../clocks/ClockFields.js';
import { GAME_IDS, type GameId } from '../i18n/rules.js';
import { useTableOptions } from '../lobby/TableOptions.js';
import { GameSelect } from '../play/GameSelect.js';
import { displayName } from '../players/names.js';
import { usePlayer } from '../players/PlayerContext.js';
import { cancelChallenge, createChallenge, fetchChallenge, seatHref } from './api.js';
import { errorKey, registerChallengeTexts } from './i18n.js';
import './challenges.css';

/** How often the challenger's page asks whether the challenge was answered. */
export const ANSWER_POLL_MS = 1500;

/**
 * The challenge form: a game, its options (the lobby's controls), a clock, rated or casual. Once sent, it waits for
 * the answer: accepted → the game at the challenger's seat; declined → the reason in words; expired.
 */
export function ChallengeForm(props: {
  readonly player: string;
  readonly name: string;
  readonly game?: string;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  registerChallengeTexts(i18n);
  const { player: me } = usePlayer();
  const heading = useId();
  const first = (GAME_IDS as readonly string[]).includes(props.game ?? '') ? (props.game as GameId) : 'linx';
  const [game, setGame] = useState<GameId>(first);
  const [clock, setClock] = useState<ClockSetting>(UNTIMED);
  const [rated, setRated] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Challenge | null>(null);
  const [busy, setBusy] = useState(false);
  const { choice, fields } = useTableOptions(game);
  const shown = displayName(props.name, t);
  const registered = me?.registered === true;

  const id = sent?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    let live = true;
    const timer = setInterval(
      () =>
        void fetchChallenge(id).then((r) => {
          if (!live || !r.ok) return;
          setSent(r.value);
          if (r.value.status === 'accepted' && r.value.gameId !== null)
            window.location.assign(seatHref(r.value.gameId, r.value.seat));
          if (r.value.status !== 'open') clearInterval(timer);
        }),
      ANSWER_POLL_MS,
    );
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    // A challenge is for two: the options' own seat count (Linx 2–4, Superpion's modes) is not asked here.
    const r = await createChallenge({
      to: [props.player],
      game,
      options: choice.options,
      clock: clock.kind === 'untimed' ? null : clock,
      rated,
    });
    setBusy(false);
    if (r.ok) {
      setProblem(null);
      setSent(r.value);
    } else setProblem(r.error);
  };

  if (sent !== null) {
    const reason = sent.declined === null ? '' : t(`challenges.reason.${sent.declined.reason}`);
    return (
      <div className="challenge-form" role="status" data-testid="challenge-sent" data-status={sent.status}>
        <p>
          {sent.status === 'open' && t('challenges.sent', { name: shown })}
          {sent.status === 'accepted' && t('challenges.accepted', { name: shown })}
          {sent.status === 'declined' && t('challenges.declined', { name: shown, reason })}
          {sent.status === 'expired' && t('challenges.expired')}
          {sent.status === 'cancelled' && t('challenges.cancelled')}
        </p>
        {sent.status === 'open' && (
          <button
            type="button"
            onClick={() => void cancelChallenge(sent.id).then((r) => (r.ok ? setSent(r.value) : setProblem(r.error)))}
          >
            {t('challenges.cancel')}
          </button>
        )}{' '}
        <button type="button" onClick={props.onClose}>
          {t('challenges.close')}
        </button>
        {problem !== null && <p role="alert">{t(errorKey(problem))}</p>}
      </div>
    );
  }
  return (
    <form className="challenge-form" aria-labelledby={heading} onSubmit={(e) => void submit(e)}>
      <h3 id={heading}>{t('challenges.title', { name: shown })}</h3>
      <GameSelect label={t('challenges.game')} name="challengeGame" value={game} onChange={setGame} />
      {fields}
      <ClockFields value={clock} onChange={setClock} online />
      <label className="check">
        <input
          type="checkbox"
          name="challengeRated"
          checked={rated}
          disabled={!registered}
          onChange={(e) => setRated(e.target.checked)}
        />{' '}
        {t('challenges.rated')}
      </label>
      {!registered && <p className="muted">{t('challenges.ratedGuest')}</p>}
      <p>
        <button type="submit" disabled={busy} data-testid="challenge-send">
          {t('challenges.send')}
        </button>{' '}
        <button type="button" onClick={props.onClose}>
          {t('challenges.close')}
        </button>
      </p>
      {problem !== null && (
        <p role="alert" data-testid="challenge-problem">
          {t(errorKey(problem))}
        </p>
      )}
    </form>
  );
}
