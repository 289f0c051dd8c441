import type { Outcome } from '@ludotheque/engine';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { EndActions, FinalScores } from '../play/EndActions.js';
import { OutcomeLines, useOutcomeWords } from '../play/ends/EndFacts.js';
import { LookButton, EndReason as ReasonLine } from '../play/ends/EndReason.js';
import { type EndReason, endReason, leaver } from './end.js';
import type { CubikoTable } from './view.js';

export interface CubikoEndProps {
  readonly t: TFunction;
  readonly table: CubikoTable;
  readonly outcome: Outcome;
  readonly names: readonly string[];
  readonly pointsOf: (cells: readonly number[]) => number;
  readonly onRematch: (() => void) | null;
  readonly onNewGame: () => void;
  /** Sets the dialog aside to look at the final table. */
  readonly onLook: () => void;
}

/** The end dialog's title, also said on the status line. */
export function cubikoEndTitle(t: TFunction, ranks: readonly number[], names: readonly string[]): string {
  const winners = names.filter((_, i) => ranks[i] === 1);
  if (winners.length === names.length) return t('cubiko.end.draw');
  // Several winners are a plural subject ("Jade et Kilian gagnent"), listed in the page's language (`list`).
  return t('cubiko.end.won', { name: winners, context: winners.length > 1 ? 'many' : undefined });
}

export function reasonText(
  t: TFunction,
  reason: EndReason,
  names: readonly string[],
  ranks: readonly number[],
): string {
  const name = 'seat' in reason ? (names[reason.seat] ?? '') : '';
  if (reason.kind === 'configuration') {
    const shape = t(`cubiko.end.shapes.${reason.shape}`);
    // Three cubes in one cell name that cell once.
    const cells = reason.shape === 'oneCell' ? (reason.cells[0] ?? '') : reason.cells.join(', ');
    return t('cubiko.end.configuration', { name, shape, cells });
  }
  if (reason.kind === 'target') return t('cubiko.end.target', { name, count: reason.score });
  if (reason.kind === 'configurations') return t('cubiko.end.configurations', { name, count: reason.count });
  if (reason.kind === 'guard') return t('cubiko.end.guard', { turns: reason.turns });
  const seat = leaver(ranks);
  return seat === null ? t('cubiko.end.left') : t('ends.common.resigned', { name: names[seat] ?? '' });
}

/**
 * The end of a Cubiko game: who won and why (a configuration and its cells, the points target, the quiet-turn
 * guard), each player's result, then a rematch or a new game. A modal card; its first button takes the focus.
 */
export function CubikoEnd({ t, table, outcome, names, pointsOf, onRematch, onNewGame, onLook }: CubikoEndProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  // Who won, in words (issue 22: play/ends/outcome.ts).
  const words = useOutcomeWords(outcome, names);
  const title = words?.title ?? cubikoEndTitle(t, outcome.ranks, names);
  const reason = endReason(table, outcome.ranks, pointsOf);
  const line = (i: number): string => {
    const cubes = table.cubes.filter((c) => c.owner === i).length;
    if (table.scoring === 'points') return t('cubiko.end.points', { count: table.scores[i] ?? 0 });
    return t('cubiko.end.inPlay', { count: cubes });
  };
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label={title} data-testid="match-over" ref={ref}>
      <div className="overlay-card">
        <h2>{title}</h2>
        {/* Its own test id as well, which the Cubiko journeys read. */}
        <ReasonLine text={reasonText(t, reason, names, outcome.ranks)} testId="cb-end-reason" />
        <OutcomeLines words={words} />
        <FinalScores lines={names.map((name, i) => `${name} — ${line(i)}`)} ranks={outcome.ranks} />
        <div className="overlay-actions">
          <EndActions onRematch={onRematch} onNewGame={onNewGame}>
            <LookButton onLook={onLook} />
          </EndActions>
        </div>
      </div>
    </div>
  );
}
