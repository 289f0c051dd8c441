import type { Outcome } from '@ludotheque/engine';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EndActions, FinalScores } from '../play/EndActions.js';
import { OutcomeLines, useOutcomeWords } from '../play/ends/EndFacts.js';
import { EndReason, LookButton } from '../play/ends/EndReason.js';

/** A modal card; its first button takes the focus so keyboard players can answer at once. */
function Dialog(props: { title: string; children: React.ReactNode; testId: string; opaque?: boolean }) {
  const { title, children, testId, opaque } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div
      className={opaque ? 'overlay overlay-opaque' : 'overlay'}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid={testId}
      ref={ref}
    >
      <div className="overlay-card">
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/**
 * Hot-seat: covers the whole table (hand not even rendered) until the next person says they hold the device. A game
 * whose secrets are not a hand gives its own `hintKey` and `readyKey` (Symbolix).
 */
export function PassDevice(props: { name: string; onReady: () => void; hintKey?: string; readyKey?: string }) {
  const { name, onReady, hintKey = 'play.passDeviceHint', readyKey = 'play.ready' } = props;
  const { t } = useTranslation();
  return (
    <Dialog title={t('play.passDevice', { name })} testId="pass-device" opaque>
      <p>{t(hintKey, { name })}</p>
      <button type="button" className="primary" onClick={onReady}>
        {t(readyKey, { name })}
      </button>
    </Dialog>
  );
}

export interface RoundEndProps {
  readonly round: number;
  /** The side that won the round (seat, or team index), or null for a drawn round (LX-16). */
  readonly winner: string | null;
  readonly team: boolean;
  readonly canDeal: boolean;
  /** Why the round ended (linx/ends.ts). */
  readonly reason: string;
  readonly onDeal: () => void;
  readonly onLook: () => void;
}

export function RoundEnd({ round, winner, team, canDeal, reason, onDeal, onLook }: RoundEndProps) {
  const { t } = useTranslation();
  const title =
    winner === null
      ? t('play.roundDrawn', { n: round })
      : t(team ? 'play.roundWonTeam' : 'play.roundWon', { name: winner, n: round });
  return (
    <Dialog title={title} testId="round-over">
      <EndReason text={reason} />
      <div className="overlay-actions">
        {canDeal ? (
          <button type="button" className="primary" onClick={onDeal}>
            {t('play.nextRound')}
          </button>
        ) : (
          <p className="muted">{t('online.waiting')}</p>
        )}
        <LookButton onLook={onLook} />
      </div>
    </Dialog>
  );
}

export function MatchEnd({
  outcome,
  names,
  onRematch,
  onNewGame,
  scoreKey = 'play.roundsWon',
  reasons = [],
  onLook,
  teams = [],
}: {
  outcome: Outcome;
  names: readonly string[];
  onRematch: (() => void) | null;
  onNewGame: () => void;
  /** How a final score reads (a plural key): Linx counts rounds won, Superpion points (SP-20). */
  scoreKey?: string;
  /** Why the game ended (each game's `ends.ts`), one sentence each. */
  reasons?: readonly string[];
  /** Sets the dialog aside to look at the final position. */
  onLook?: () => void;
  /** The game's sides when it has teams (team-mates share their rank). */
  teams?: readonly (readonly number[])[];
}) {
  const { t } = useTranslation();
  // Ranks, not a single winner (issue 22): one sentence per case (play/ends/outcome.ts).
  const words = useOutcomeWords(outcome, names, teams);
  const title = words?.title ?? '';
  return (
    <Dialog title={title} testId="match-over">
      {reasons.map((text) => (
        <EndReason key={text} text={text} />
      ))}
      <OutcomeLines words={words} />
      <FinalScores
        lines={names.map((name, i) => `${name} — ${t(scoreKey, { count: outcome.scores[i] ?? 0 })}`)}
        ranks={outcome.ranks}
      />
      <div className="overlay-actions">
        <EndActions onRematch={onRematch} onNewGame={onNewGame}>
          {onLook && <LookButton onLook={onLook} />}
        </EndActions>
      </div>
    </Dialog>
  );
}
