import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingChanges } from '../ratings/RatingChanges.js';

/** The buttons every game's end dialog offers: a rematch when there can be one, a new game, and any of its own. */
export function EndActions(props: { onRematch: (() => void) | null; onNewGame: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {props.onRematch && (
        <button type="button" className="primary" onClick={props.onRematch}>
          {t('play.rematch')}
        </button>
      )}
      <button type="button" onClick={props.onNewGame}>
        {t('play.newGame')}
      </button>
      {props.children}
    </>
  );
}

/**
 * Each seat's final result, one line per seat in seat order; `data-rank` is its place (1 for first). An online rated
 * game's rating changes follow (ratings/).
 */
export function FinalScores({ lines, ranks }: { lines: readonly string[]; ranks: readonly number[] }) {
  return (
    <>
      <ul className="final-scores">
        {lines.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats never reorder
          <li key={i} data-rank={ranks[i]}>
            {text}
          </li>
        ))}
      </ul>
      <RatingChanges />
    </>
  );
}
