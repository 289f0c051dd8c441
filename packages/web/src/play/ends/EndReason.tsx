import { createContext, type ReactElement, useContext, useState } from 'react';
import './ends.css';
import { useTranslation } from 'react-i18next';

/**
 * The name of the seat whose table clock ended the game (clocks/ `FlagProvider`), or null: its resignation sentence
 * then says it ran out of time (each game's Decision ends a 2-sided game on time as on a resignation).
 */
export const FlagContext = createContext<string | null>(null);

/** The sentence saying why a round or a game ended, under the end dialog's title. */
export function EndReason({ text, testId = 'end-reason' }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const flagged = useContext(FlagContext);
  const shown =
    flagged !== null && text === t('ends.common.resigned', { name: flagged })
      ? t('clocks.flagEnd', { name: flagged })
      : text;
  return (
    <p className="end-reason" data-testid={testId}>
      {shown}
    </p>
  );
}

/**
 * "See the board": an end dialog (round or match) set aside until the position changes, and the button that brings
 * it back. `aside` is true while the board is shown; `restore` is the button to draw instead of the dialog.
 */
export function useSetAside(version: number): { aside: boolean; setAside: () => void; restore: ReactElement } {
  const { t } = useTranslation();
  const [hiddenAt, setHiddenAt] = useState(-1);
  const restore = (
    <button type="button" className="show-result" data-testid="show-result" onClick={() => setHiddenAt(-1)}>
      {t('play.showResult')}
    </button>
  );
  return { aside: hiddenAt === version, setAside: () => setHiddenAt(version), restore };
}

/** The "See the board" button of an end dialog. */
export function LookButton({ onLook }: { onLook: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" data-testid="look-board" onClick={onLook}>
      {t('play.lookBoard')}
    </button>
  );
}
