import { useEffect, useRef, useState } from 'react';
import type { TableCommand } from '../commands.js';
import type { SessionState } from '../session.js';
import { sessionRef } from '../useSession.js';
import { availableControls } from './available.js';
import { useControlsTexts } from './i18n.js';
import './controls.css';

export interface TableControlsProps {
  readonly state: SessionState;
  /** The seat shown at this screen (the game's viewer), null while a hot-seat hand is covered or for a spectator. */
  readonly seat: number | null;
  /** A local rematch (the page starts it: seats rotated); null online, where the bar offers it to the others. */
  readonly onRematch: (() => void) | null;
  /** Names of the seats as the table shows them. */
  readonly names: readonly string[];
  /** Sends a command; the running session's by default (tests may pass their own). */
  readonly command?: (c: TableCommand) => void;
}

const send = (c: TableCommand): void => sessionRef.current?.command(c);

/**
 * The control bar every game's table shows: resign (with a confirmation), takeback, hint, abort and rematch, each
 * shown only when the session's state allows it (`available.ts`). It knows no game: commands go to the session
 * (`Session.command`), the hint comes back in `state.hint` and the board highlights it.
 */
export function TableControls({ state, seat, onRematch, names, command = send }: TableControlsProps) {
  const { t } = useControlsTexts();
  const [confirming, setConfirming] = useState(false);
  const [askedHintAt, setAskedHintAt] = useState(-1);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const a = availableControls(state, seat, onRematch !== null);
  const version = state.snapshot?.version ?? -1;
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const hint = state.hint && state.hint.seat === a.seat ? state.hint : null;
  const thinking = askedHintAt === version && !hint && !state.error;
  const resignSeat = a.seat;
  if (!a.resign && !a.takeback && !a.hint && !a.abort && !a.rematch) return null;
  const chance = hint ? Math.round(hint.winChance * 100) : 0;
  const two = (state.snapshot?.seats.length ?? 2) === 2;
  return (
    <section className="table-controls" aria-label={t('controls.bar')} data-testid="table-controls">
      <div className="table-controls-buttons">
        {a.takeback && (
          <button
            type="button"
            data-testid="takeback"
            disabled={a.takebackAsked}
            onClick={() => a.seat !== null && command({ type: 'takeback', seat: a.seat })}
          >
            {a.takebackAsked
              ? t('controls.takebackAsked')
              : t(a.takeback === 'undo' ? 'controls.takeback' : 'controls.takebackAsk')}
          </button>
        )}
        {a.hint && (
          <button
            type="button"
            data-testid="hint-button"
            disabled={thinking}
            onClick={() => {
              if (a.seat === null) return;
              setAskedHintAt(version);
              command({ type: 'hint', seat: a.seat });
            }}
          >
            {thinking ? t('controls.hintThinking') : t('controls.hint')}
          </button>
        )}
        {a.abort && (
          <button type="button" data-testid="abort" onClick={() => command({ type: 'abort' })}>
            {t('controls.abort')}
          </button>
        )}
        {a.resign && !confirming && (
          <button type="button" data-testid="resign" onClick={() => setConfirming(true)}>
            {t('controls.resign')}
          </button>
        )}
        {a.rematch && (
          <button
            type="button"
            className="primary"
            data-testid="rematch"
            disabled={a.rematchOffered}
            onClick={() => (a.rematch === 'start' && onRematch ? onRematch() : command({ type: 'rematch' }))}
          >
            {a.rematchOffered ? t('controls.rematchOffered') : t('controls.rematch')}
          </button>
        )}
      </div>
      {a.resign && confirming && resignSeat !== null && (
        <fieldset
          className="table-controls-confirm"
          data-testid="resign-ask"
          // Escape answers "no", as it closes any question (the Cancel button has the focus).
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.preventDefault();
            e.stopPropagation();
            setConfirming(false);
          }}
        >
          <legend>{t('controls.resignAsk', { name: names[resignSeat] ?? '' })}</legend>
          <button
            type="button"
            className="danger"
            data-testid="resign-confirm"
            onClick={() => {
              setConfirming(false);
              command({ type: 'resign', seat: resignSeat });
            }}
          >
            {t('controls.resignYes')}
          </button>
          <button type="button" ref={cancelRef} onClick={() => setConfirming(false)}>
            {t('controls.cancel')}
          </button>
        </fieldset>
      )}
      {hint && (
        <p className="table-controls-hint" data-testid="hint-line" aria-live="polite">
          {t(two ? 'controls.hintLine' : 'controls.hintSeveral', { move: hint.move, chance })}
        </p>
      )}
    </section>
  );
}
