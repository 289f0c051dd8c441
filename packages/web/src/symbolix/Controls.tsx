import type { Outcome } from '@ludotheque/engine';
import { type ReactNode, useEffect, useRef } from 'react';
import { EndActions, FinalScores } from '../play/EndActions.js';
import { OutcomeLines, type OutcomeWords } from '../play/ends/EndFacts.js';
import { EndReason } from '../play/ends/EndReason.js';
import { moveFocusInList } from '../play/roving/dom.js';
import { useSymbolixTexts } from './i18n.js';
import type { Translate } from './log.js';
import { buttons } from './model.js';
import { CardChip } from './Panels.js';
import { endTitle } from './status.js';
import type { ActionCard, ColourCard } from './view.js';

/** A modal choice; its first button takes the focus so keyboard players can answer at once; Escape cancels. */
export function Choice(props: {
  title: string;
  hint?: string;
  /** Shown above the buttons (the final scores). */
  body?: ReactNode;
  testId: string;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const { title, hint, body, testId, onCancel, children } = props;
  const { t } = useSymbolixTexts();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div
      className="overlay sx-choice"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid={testId}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) onCancel();
      }}
    >
      <div className="overlay-card">
        <h2>{title}</h2>
        {hint && <p>{hint}</p>}
        {body}
        <div className="overlay-actions sx-choice-list">{children}</div>
        {onCancel && (
          <button type="button" className="sx-cancel" onClick={onCancel}>
            {t('symbolix.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}

/** SX-18 / the colour-change card: which two seats' colour cards are exchanged. Mandatory, so no cancel. */
export function SwapChoice(props: {
  swaps: readonly { a: number; b: number; move: string }[];
  names: readonly string[];
  onMove: (move: string) => void;
}) {
  const { t } = useSymbolixTexts();
  return (
    <Choice title={t('symbolix.swapTitle')} hint={t('symbolix.swapHint')} testId="swap-choice">
      {props.swaps.map((s) => (
        <button key={s.move} type="button" data-move={s.move} onClick={() => props.onMove(s.move)}>
          {t('symbolix.swapPair', { a: props.names[s.a] ?? '?', b: props.names[s.b] ?? '?' })}
        </button>
      ))}
    </Choice>
  );
}

/** Strategy (SX-24): the reserve card of the player's choice. */
export function RecolourChoice(props: { moves: readonly string[]; onMove: (m: string) => void; onCancel: () => void }) {
  const { t } = useSymbolixTexts();
  return (
    <Choice title={t('symbolix.recolourTitle')} testId="recolour-choice" onCancel={props.onCancel}>
      {props.moves.map((m) => {
        const colour = m.split(' ')[1] ?? '';
        return (
          <button key={m} type="button" data-move={m} onClick={() => props.onMove(m)}>
            {t('symbolix.recolourTo', { colour: t(`symbolix.colours.${colour}`) })}
          </button>
        );
      })}
    </Choice>
  );
}

export interface ActionAreaProps {
  readonly card: ColourCard | null;
  readonly hand: readonly ActionCard[] | null;
  readonly legal: readonly string[];
  readonly hint: string;
  readonly exchanging: boolean;
  readonly onMove: (move: string) => void;
  readonly onRecolourChoice: () => void;
  readonly onExchange: () => void;
}

/** The viewer's own corner: secret colour (SX-7), action cards as a hand (SX-20), and the move buttons. */
export function ActionArea(props: ActionAreaProps) {
  const { t } = useSymbolixTexts();
  const { card, hand, legal, hint, exchanging, onMove, onRecolourChoice, onExchange } = props;
  const b = buttons(legal);
  const playable = (c: ActionCard) => (c === 'pieceExchange' ? b.exchange : b.cards.includes(c));
  return (
    <section className="hand-area sx-hand-area" aria-label={t('symbolix.actions')}>
      <div className="sx-secret">
        <h2>{t('symbolix.yourColour')}</h2>
        {card && <CardChip card={card} big />}
      </div>
      {hand && (
        <div
          className="sx-hand"
          role="toolbar"
          aria-label={t('symbolix.yourCards')}
          data-testid="hand"
          onKeyDown={(e) => {
            // Arrows walk the cards (play/roving), Tab leaves the hand.
            if (moveFocusInList(e.currentTarget, e.key)) e.preventDefault();
          }}
        >
          {hand.length === 0 && <p className="muted small">{t('symbolix.noCards')}</p>}
          {hand.map((c, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: cards of one kind are identical
              key={`${c}${i}`}
              type="button"
              className={`sx-action-card sx-card-${c}${exchanging && c === 'pieceExchange' ? ' selected' : ''}`}
              disabled={!playable(c)}
              title={t(`symbolix.cardHints.${c}`)}
              data-card={c}
              onClick={() => (c === 'pieceExchange' ? onExchange() : onMove(`card ${c}`))}
            >
              <strong>{t(`symbolix.cards.${c}`)}</strong>
              <small>{t(`symbolix.cardHints.${c}`)}</small>
            </button>
          ))}
        </div>
      )}
      <p className="hint" aria-live="polite">
        {hint}
      </p>
      <div className="sx-buttons">
        {b.stop && (
          <button type="button" className="primary" data-testid="stop" onClick={() => onMove(b.stop ?? 'stop')}>
            {t('symbolix.stop')}
          </button>
        )}
        {b.recolour.length === 1 && (
          <button type="button" data-testid="recolour" onClick={() => onMove(b.recolour[0] ?? 'recolour')}>
            {t('symbolix.recolour')}
          </button>
        )}
        {b.recolour.length > 1 && (
          <button type="button" data-testid="recolour" onClick={onRecolourChoice}>
            {t('symbolix.recolour')}
          </button>
        )}
        {b.pass && (
          <button type="button" className="primary" data-testid="pass" onClick={() => onMove(b.pass ?? 'pass')}>
            {t('symbolix.pass')}
          </button>
        )}
      </div>
    </section>
  );
}

/** The end (SX-16, SX-17): the winner or the players sharing first place, and each score out of 6. */
export function GameEnd(props: {
  outcome: Outcome;
  /** Who won, in words (play/ends/outcome.ts). */
  words: OutcomeWords | null;
  /** Why the game ended (symbolix/ends.ts). */
  reason: string;
  names: readonly string[];
  onRematch: (() => void) | null;
  onNewGame: () => void;
  onLook: () => void;
}) {
  const { t } = useSymbolixTexts();
  const { outcome, words, reason, names, onRematch, onNewGame, onLook } = props;
  return (
    <Choice
      title={words?.title ?? endTitle(t as Translate, outcome.ranks, names)}
      testId="match-over"
      body={
        <>
          <EndReason text={reason} />
          <OutcomeLines words={words} />
          <FinalScores
            lines={names.map((name, i) => t('symbolix.points', { name, n: outcome.scores[i] ?? 0 }))}
            ranks={outcome.ranks}
          />
        </>
      }
    >
      <EndActions onRematch={onRematch} onNewGame={onNewGame}>
        <button type="button" onClick={onLook}>
          {t('play.lookBoard')}
        </button>
      </EndActions>
    </Choice>
  );
}
