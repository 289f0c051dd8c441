import { type ComponentType, useCallback, useEffect, useMemo, useState } from 'react';
import { AnalysisPanel } from '../../analysis/AnalysisPanel.js';
import type { BoardProps } from '../../boards.js';
import { sessionRef } from '../useSession.js';
import { StepContext, type StepControl } from './context.js';
import { useMovesTexts } from './i18n.js';
import { defaultSide, pastState, stepForKey } from './step.js';
import type { PastView } from './types.js';
import './moves.css';

const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) || target.isContentEditable);

/**
 * A game's table with step-through (issue 12): a click on a move (the shared MoveList) shows the board after it, as
 * this seat saw it then — asked of the session (`viewAt`: the worker locally, the server online), so the page never
 * holds more than that seat knew. Arrows step, Escape or "Live" return. Once the game is over, any seat's side may be
 * chosen (locally; online from the published record). The board itself is given the past state: no game changes.
 */
export function SteppedBoard({ Board, ...props }: BoardProps & { readonly Board: ComponentType<BoardProps> }) {
  const { t } = useMovesTexts();
  const { state } = props;
  const snap = state.snapshot;
  const log = snap?.log ?? [];
  const total = log.length;
  const over = snap?.result != null;
  const [at, setAt] = useState<number | null>(null);
  const [side, setSide] = useState<number | null | undefined>(undefined);
  const [past, setPast] = useState<PastView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The side shown is fixed when stepping starts: at a hot-seat table, the person holding the device then.
  const [held, setHeld] = useState<number | null>(null);
  const liveSide = defaultSide(state);
  const seat = over && side !== undefined ? side : at === null ? liveSide : held;
  const hotSeat = state.mySeats.length > 1 && !over;
  // Hot-seat: when the device passes to another person (the live seat to move changed), the table goes back to live
  // and its own cover screen; the past of the previous person's hand is not left on show.
  useEffect(() => {
    if (hotSeat && at !== null && liveSide !== held) setAt(null);
  }, [hotSeat, at, liveSide, held]);
  // A new game in this page (a rematch) starts live.
  useEffect(() => {
    if (at !== null && at > total) setAt(null);
  }, [at, total]);
  useEffect(() => {
    if (at === null) return setPast(null);
    const session = sessionRef.current;
    if (!session?.viewAt) return setAt(null);
    let current = true;
    void session.viewAt(at, seat).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setPast(answer.value);
        setFailure(null);
      } else {
        setFailure(answer.message);
        setAt(null);
      }
    });
    return () => {
      current = false;
    };
  }, [at, seat]);
  useEffect(() => {
    if (at === null) return;
    const onKey = (e: KeyboardEvent) => {
      // The list steps with its own keys; a form field keeps its arrows.
      if (typing(e.target) || (e.target instanceof Element && e.target.closest('.move-list ol'))) return;
      const next = stepForKey(e.key, at, total);
      if (next === undefined) return;
      e.preventDefault();
      setAt(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, total]);
  const select = useCallback(
    (k: number | null) => {
      // Hot-seat: while the table is covered for the next person, nothing of the past is shown either.
      if (k !== null && document.querySelector('[data-testid="pass-device"]')) return;
      if (k !== null && at === null) setHeld(liveSide);
      setAt(k);
    },
    [at, liveSide],
  );
  const control: StepControl = useMemo(() => ({ at, log, select }), [at, log, select]);
  const names = (snap?.seats ?? []).map((s, i) => s.name || t('play.player', { n: i + 1 }));
  const shown = at !== null && past ? pastState(state, past) : state;
  // Nobody plays on a past position: a move asked there brings the board back to live instead.
  const play = at === null ? props.play : () => setAt(null);
  const stepping = at !== null;
  return (
    <StepContext.Provider value={control}>
      {(stepping || over) && total > 0 && (
        <div className="step-bar" data-testid="step-bar">
          <span className="step-where" aria-live="polite">
            {stepping
              ? `${at === 0 ? t('moves.atStart', { n: total }) : t('moves.at', { k: at, n: total })} — ${
                  past?.seat == null ? t('moves.seenByPublic') : t('moves.seenBy', { name: names[past.seat] ?? '' })
                }`
              : t('moves.replay')}
          </span>
          {over && (
            <label>
              {t('moves.side')}{' '}
              <select
                value={seat === null ? '' : String(seat)}
                onChange={(e) => setSide(e.target.value === '' ? null : Number(e.target.value))}
                data-testid="step-side"
              >
                {names.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for a game
                  <option key={i} value={String(i)}>
                    {n}
                  </option>
                ))}
                <option value="">{t('moves.everyone')}</option>
              </select>
            </label>
          )}
          <button type="button" className="small" onClick={() => select(0)} data-testid="step-start">
            {t('moves.start')}
          </button>
          <button
            type="button"
            className="small"
            aria-label={t('moves.back')}
            onClick={() => select(stepForKey('ArrowLeft', at, total) ?? null)}
            data-testid="step-back"
          >
            ◀
          </button>
          <button
            type="button"
            className="small"
            aria-label={t('moves.forward')}
            disabled={!stepping}
            onClick={() => setAt(stepForKey('ArrowRight', at, total) ?? null)}
            data-testid="step-forward"
          >
            ▶
          </button>
          <button
            type="button"
            className="small primary"
            disabled={!stepping}
            onClick={() => setAt(null)}
            data-testid="step-live"
          >
            {t('moves.live')}
          </button>
        </div>
      )}
      {failure && <p className="error">{t('moves.failed', { message: failure })}</p>}
      <Board {...props} state={shown} play={play} />
      {over && <AnalysisPanel state={state} />}
    </StepContext.Provider>
  );
}
