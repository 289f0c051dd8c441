import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { LogEntry } from '../types.js';
import { useStep } from './context.js';
import { useShareDescriber } from './describer.js';
import { useMovesTexts } from './i18n.js';
import { stepForKey } from './step.js';
import './moves.css';

export interface MoveListProps {
  /** The moves as told to everyone (`publicMove`), oldest first. */
  readonly log: readonly LogEntry[];
  /** The game's sentence for one move (`<game>/sentences.ts`), in the reader's language. */
  readonly describe: (entry: LogEntry, index: number) => string;
  /** Seat names, for the copied game. */
  readonly names: readonly string[];
  /** A glyph before the move (the seat's colour emblem). */
  readonly emblem?: (entry: LogEntry, index: number) => ReactNode;
  /** A line that is no numbered move (Linx's deal of a round, LX-20), or null. */
  readonly separator?: (entry: LogEntry, index: number) => string | null;
  readonly className?: string;
}

const NOTATION_KEY = 'ludotheque.moves.notation';
const readNotation = (): boolean => {
  try {
    return localStorage.getItem(NOTATION_KEY) === '1';
  } catch {
    return false;
  }
};

/** The whole game as text for the clipboard: one numbered line per move, its seat, its notation and its sentence. */
export function gameText(log: readonly LogEntry[], names: readonly string[], describe: MoveListProps['describe']) {
  return log.map((e, i) => `${i + 1}. ${names[e.seat] ?? '?'}: ${e.text} — ${describe(e, i)}`).join('\n');
}

/**
 * The move list of every game: each move as a sentence (or, toggled, in the rules' notation; the toggle is
 * remembered), newest last and kept in sight, a copy of the whole game, and — inside a `SteppedBoard` — each move a
 * button showing the board as it was after it, the arrows stepping when the list has focus.
 */
export function MoveList({ log: given, describe, names, emblem, separator, className }: MoveListProps) {
  const { t } = useMovesTexts();
  useShareDescriber(describe);
  const step = useStep();
  const log = step?.log ?? given;
  const [notation, setNotation] = useState(readNotation);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (step?.at == null && box.current && log.length >= 0) box.current.scrollTop = box.current.scrollHeight;
  }, [log.length, step?.at]);
  const toggle = () => {
    setNotation(!notation);
    try {
      localStorage.setItem(NOTATION_KEY, notation ? '0' : '1');
    } catch {
      // storage disabled: the choice lasts for this page only
    }
  };
  const copy = () => {
    const text = gameText(log, names, describe);
    const done = navigator.clipboard?.writeText(text);
    if (!done) return setCopied('failed');
    done.then(
      () => setCopied('ok'),
      () => setCopied('failed'),
    );
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (!step) return;
    const next = stepForKey(e.key, step.at, log.length);
    if (next === undefined) return;
    e.preventDefault();
    step.select(next);
  };
  let number = 0;
  return (
    <section
      className={`moves move-list${notation ? ' show-notation' : ''}${className ? ` ${className}` : ''}`}
      aria-label={t('moves.title')}
      ref={box}
    >
      <div className="moves-head">
        <h2>{t('moves.title')}</h2>
        <button
          type="button"
          className="small"
          aria-pressed={notation}
          title={t('moves.notationHint')}
          onClick={toggle}
          data-testid="notation-toggle"
        >
          {t('moves.notation')}
        </button>
        <button type="button" className="small" onClick={copy} disabled={log.length === 0} data-testid="copy-game">
          {copied === 'ok' ? t('moves.copied') : copied === 'failed' ? t('moves.copyFailed') : t('moves.copy')}
        </button>
      </div>
      {log.length === 0 ? (
        <p className="muted">{t('moves.none')}</p>
      ) : (
        <ol data-testid="move-list" onKeyDown={onKey}>
          {log.map((entry, i) => {
            const sep = separator?.(entry, i) ?? null;
            if (sep !== null) {
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, so indices are stable
                <li key={i} className="round-sep">
                  {sep}
                </li>
              );
            }
            number++;
            const sentence = describe(entry, i);
            const body = (
              <>
                {emblem?.(entry, i)}
                <span className="move-sentence">{sentence}</span>
                <code className="move-notation">{entry.text}</code>
              </>
            );
            const shown = step?.at === i + 1;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, so indices are stable
                key={i}
                value={number}
                className={shown ? 'move-shown' : undefined}
                title={notation ? sentence : entry.text}
              >
                {step ? (
                  <button
                    type="button"
                    className="move-step"
                    aria-current={shown ? 'step' : undefined}
                    aria-label={t('app.labelled', { label: t('moves.step', { k: i + 1 }), value: sentence })}
                    onClick={() => step.select(i + 1 >= log.length && step.at !== null ? null : i + 1)}
                  >
                    {body}
                  </button>
                ) : (
                  body
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
