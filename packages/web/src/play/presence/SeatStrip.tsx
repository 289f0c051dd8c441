import { useTranslation } from 'react-i18next';
import { PlayerName } from '../../players/PlayerName.js';
import { useSeatRatings } from '../../ratings/useSeatRatings.js';
import type { SessionState } from '../session.js';
import { sessionRef } from '../useSession.js';
import { registerPresenceTexts } from './i18n.js';
import './presence.css';

/**
 * The seats of an online table with their presence in words (not only a colour): online, disconnected, a bot, a
 * bot playing for an absent player. When the seat to move has been gone past the grace period, the other seats
 * choose: wait, let a bot play, or (two players) claim the win; a seat a bot plays for gets its Take back button.
 * Nothing at a local table (no `presence` there).
 */
export function SeatStrip({ state }: { readonly state: SessionState }) {
  const { t, i18n } = useTranslation();
  registerPresenceTexts(i18n);
  const { presence, snapshot } = state;
  // Each person's rating in this game beside the name (issue 25); hooks before the early return.
  const ratings = useSeatRatings(state.game, snapshot?.seats.map((s) => s.player) ?? []);
  if (!presence || snapshot === null) return null;
  const me = state.mySeats[0] ?? null;
  const name = (seat: number) => snapshot.seats[seat]?.name || t('play.player', { n: seat + 1 });
  const send = sessionRef.current?.send;
  const status = (i: number) => {
    if (snapshot.seats[i]?.kind === 'bot') return t('presence.bot');
    const where = presence.connected[i] ? t('presence.online') : t('presence.offline');
    return presence.standIn.includes(i) ? `${where}, ${t('presence.standIn')}` : where;
  };
  const over = snapshot.result !== null;
  // Untimed games: the seat to move's deadline (server timers/), written in this reader's time zone.
  const deadline =
    presence.moveDeadline == null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          presence.moveDeadline,
        );
  return (
    <section className="seat-strip" aria-label={t('presence.label')} data-testid="seat-strip">
      <ul>
        {snapshot.seats.map((_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for the game
            key={i}
            className={presence.connected[i] ? 'seat-online' : 'seat-offline'}
            data-testid={`seat-${i}`}
          >
            <span className="seat-dot" aria-hidden="true" />
            <span className="seat-name">
              <PlayerName name={name(i)} player={snapshot.seats[i]?.player} rating={ratings[i]} />
            </span>{' '}
            {i === me && <span>{t('presence.you')} </span>}
            <span className="seat-status">{status(i)}</span>
          </li>
        ))}
      </ul>
      {!over && deadline !== null && (
        <p className="seat-deadline" data-testid="move-deadline">
          {t('presence.deadline', { date: deadline })}
        </p>
      )}
      {!over && presence.away !== null && me !== null && me !== presence.away && (
        <fieldset className="seat-choice" data-testid="away-choice">
          <legend>
            {t(presence.connected[presence.away] ? 'presence.awayDeadline' : 'presence.away', {
              name: name(presence.away),
            })}
          </legend>
          <button type="button" onClick={() => send?.({ type: 'awayChoice', choice: 'wait' })}>
            {t('presence.wait')}
          </button>{' '}
          <button type="button" onClick={() => send?.({ type: 'awayChoice', choice: 'bot' })}>
            {t('presence.bot_play')}
          </button>{' '}
          {presence.claimable && (
            <button type="button" onClick={() => send?.({ type: 'awayChoice', choice: 'claim' })}>
              {t('presence.claim')}
            </button>
          )}
        </fieldset>
      )}
      {!over && me !== null && presence.standIn.includes(me) && (
        <div className="seat-choice">
          <p>{t('presence.reclaimText')}</p>
          <button type="button" className="primary" onClick={() => send?.({ type: 'reclaim' })}>
            {t('presence.reclaim')}
          </button>
        </div>
      )}
    </section>
  );
}
