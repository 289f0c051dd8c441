import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSnapshot } from '../types.js';
import { cueFor, type Seen } from './cues.js';
import { mutedNow, playSound, setMuted } from './sound.js';
import { registerFeelTexts } from './texts.js';
import './feel.css';

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
      <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span> {t('feel.common.sound')}
    </button>
  );
}
