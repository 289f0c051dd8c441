import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSnapshot } from '../types.js';
import { cueFor, type Seen } from './cues.js';
import { mutedNow, playSound, setMuted } from './sound.js';
import { registerFeelTexts } from './texts.js';
import './feel.css';
import './fit.css';

/** Plays the sound each change of the table calls for (cues.ts); the game says which told moves are captures. */
export function useTableSounds(
  snap: TableSnapshot | null,
  myTurn: boolean,
  isCapture: (text: string) => boolean = () => false,
): void {
  const seen = useRef<Seen | null>(null);
  useEffect(() => {
    if (!snap) return;
    const cue = cueFor(seen.current, snap, myTurn, isCapture);
    seen.current = { logLength: snap.log.length, myTurn, over: snap.result !== null };
    if (cue) playSound(cue);
  });
}

/** The sound on/off switch of a table's bar, remembered in the browser. */
export function SoundToggle() {
  const { t, i18n } = useTranslation();
  registerFeelTexts(i18n);
  const [muted, setState] = useState(mutedNow);
  return (
    <button
      type="button"
      className="sound-toggle"
      aria-pressed={!muted}
      data-testid="sound-toggle"
      title={t(muted ? 'feel.common.soundOff' : 'feel.common.soundOn')}
      onClick={() => {
        setMuted(!muted);
        setState(!muted);
      }}
    >
      <Speaker muted={muted} /> {t('feel.common.sound')}
    </button>
  );
}

/** A small loudspeaker, crossed out when muted (drawn: emoji fonts are not everywhere). */
function Speaker({ muted }: { muted: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor" stroke="currentColor">
      <path d="M2 6h3l4-3v10l-4-3H2z" stroke="none" />
      {muted ? (
        <path d="M11 5l4 6M15 5l-4 6" strokeWidth="1.6" />
      ) : (
        <path d="M11 5a4 4 0 0 1 0 6" fill="none" strokeWidth="1.6" />
      )}
    </svg>
  );
}
