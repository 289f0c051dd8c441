import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../session.js';
import { announcement, type MoveSentence, type Say } from './announce.js';
import { registerAnnounceTexts } from './i18n.js';
import { moveSentence } from './source.js';

export interface AnnouncerProps {
  readonly state: SessionState;
  /** How a move is told; `source.ts`'s choice unless a page passes its own. */
  readonly sentence?: MoveSentence;
}

/**
 * A polite live region (issue 12, "Everyone can play"): after each new position it says the moves just played, as
 * sentences, and whose turn it is, so a screen reader user follows the game and knows when to play. Visually hidden;
 * always in the page, so the screen reader is listening before the first change.
 */
export function Announcer({ state, sentence = moveSentence }: AnnouncerProps) {
  const { t, i18n } = useTranslation();
  registerAnnounceTexts(i18n);
  const snap = state.snapshot;
  const told = useRef<number | null>(null);
  const [text, setText] = useState('');
  const version = snap?.version ?? -1;
  const length = snap?.log.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once per new position (not again on a re-render)
  useEffect(() => {
    if (!snap) return;
    const names = snap.seats.map((s, i) => s.name || t('play.player', { n: i + 1 }));
    const said = announcement({
      game: state.game,
      snap,
      mySeats: state.mySeats,
      names,
      told: told.current,
      sentence,
      lang: i18n.language,
      t: t as Say,
    });
    told.current = said.told;
    setText(said.text);
  }, [version, length, snap?.toMove, snap?.result]);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="announce">
      {text}
    </div>
  );
}
