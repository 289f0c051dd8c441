import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagContext } from '../play/ends/EndReason.js';
import { playSound } from '../play/feel/sound.js';
import type { SessionState } from '../play/session.js';
import { formatClock } from '../superpion/clock.js';
import { registerClockTexts } from './i18n.js';
import { askNotifications, mayAskNotifications, useTurnNotice } from './useTurnNotice.js';
import { deadlineOf, flaggedSeat, formatDeadline, isLowTime, shownMs } from './view.js';
import './clocks.css';

/** Boards that draw a real-time clock of their own (Superpion's seat panels, SP-18c): the strip then stays away. */
const OWN_CLOCK = new Set(['superpion']);

/** The name of the seat whose table clock ended the game, as the table names it, or null. */
export function flaggedName(
  state: SessionState,
  t: (key: string, o?: Record<string, unknown>) => string,
): string | null {
  const seat = flaggedSeat(state.clock, state.snapshot?.result != null);
  if (seat === null) return null;
  return state.snapshot?.seats[seat]?.name || t('play.player', { n: seat + 1 });
}

/**
 * Around a board: its end dialog says a seat ran out of time where the rules' reason (a time-out ends a 2-sided
 * game as a resignation does) would say it resigned.
 */
export function FlagProvider({ state, children }: { state: SessionState; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  registerClockTexts(i18n);
  return <FlagContext.Provider value={flaggedName(state, t)}>{children}</FlagContext.Provider>;
}

/** Re-renders ten times a second while a clock runs, so tenths show under 10 s. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(now, Date.now() - 100);
}

/**
 * Each seat's time under the board, for every game: `m:ss` (tenths under 10 s), a low-time mark with its sound for
 * the player whose time it is, the deadline of a correspondence move in the player's time zone, the seats a bot
 * plays since their time ran out. Online, the page title and a notification say when it is this screen's turn.
 */
export function SeatClocks({ state }: { state: SessionState }) {
  const { t, i18n } = useTranslation();
  registerClockTexts(i18n);
  // The four games' names are the same in French and English (Linx, Superpion, Symbolix, Cubiko).
  const gameName = state.game.charAt(0).toUpperCase() + state.game.slice(1);
  const clock = state.clock ?? null;
  const snap = state.snapshot;
  const now = useNow(clock?.running != null);
  const online = state.connection !== 'local';
  const myTurn = online && snap !== null && snap.result === null && state.mySeats.includes(snap.toMove ?? -1);
  const title = useCallback((s: string) => t('clocks.titleTurn', { title: s }).trim(), [t]);
  useTurnNotice(myTurn, title, t('clocks.notifyBody', { game: gameName }));
  const [canAsk, setCanAsk] = useState(mayAskNotifications);
  const warned = useRef<string | null>(null);
  const running = clock?.running ?? null;
  const left = clock && running !== null ? shownMs(clock, running, now) : null;
  const low = clock !== null && left !== null && isLowTime(clock, left);
  // One warning per turn, for a person of this screen whose time runs low.
  const turnKey = `${snap?.version ?? -1}:${running ?? -1}`;
  useEffect(() => {
    if (!low || running === null || !state.mySeats.includes(running) || warned.current === turnKey) return;
    warned.current = turnKey;
    playSound('lowTime');
  }, [low, running, state.mySeats, turnKey]);
  if (!clock || !snap || (OWN_CLOCK.has(state.game) && clock.kind !== 'correspondence')) return null;
  const lang = i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB';
  // A game ended by a table clock: the end dialog gives the rules' reason (a time-out ends it like a resignation);
  // this line says it was the clock.
  const flaggedEnd = flaggedName(state, t);
  return (
    <section className="seat-clocks" aria-label={t('clocks.seats')} data-testid="seat-clocks">
      {snap.seats.map((seat, i) => {
        const ms = shownMs(clock, i, now);
        const out = clock.timedOut?.includes(i) === true;
        const deadline = deadlineOf(clock, i);
        const classes = ['seat-clock'];
        if (clock.running === i) classes.push('running');
        if (clock.running === i && isLowTime(clock, ms)) classes.push('low');
        if (out || ms === 0) classes.push('out');
        // A correspondence seat waiting for its turn has no time of its own to show, only the mover's deadline.
        const name = seat.name || t('play.player', { n: i + 1 });
        const time =
          clock.kind === 'correspondence'
            ? deadline === null
              ? t('clocks.waiting')
              : t('clocks.deadline', { when: formatDeadline(deadline, lang) })
            : formatClock(ms);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for the whole game
          <div key={i} className={classes.join(' ')} data-testid="seat-clock" data-seat={i}>
            <span className="seat-clock-name">{name}</span>{' '}
            <span className="seat-clock-time" data-testid="seat-clock-time">
              {time}
            </span>
            {(out || ms === 0) && (
              <span className="seat-clock-note">
                {' '}
                — {t(out && snap.result === null ? 'clocks.timedOut' : 'clocks.flagged')}
              </span>
            )}
            {classes.includes('low') && <span className="sr-only"> — {t('clocks.low')}</span>}
          </div>
        );
      })}
      {flaggedEnd !== null && (
        <p className="seat-clocks-turn" role="status" data-testid="clock-end">
          {t('clocks.flagEnd', { name: flaggedEnd })}
        </p>
      )}
      {myTurn && (
        <p className="seat-clocks-turn" role="status">
          {t('clocks.yourTurn')}
        </p>
      )}
      {online && state.mySeats.length > 0 && snap.result === null && canAsk && (
        <button
          type="button"
          onClick={() => {
            setCanAsk(false);
            void askNotifications();
          }}
        >
          {t('clocks.notify')}
        </button>
      )}
    </section>
  );
}
