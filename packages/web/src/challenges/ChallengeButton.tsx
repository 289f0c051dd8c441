import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../players/names.js';
import { usePlayer } from '../players/PlayerContext.js';
import { registerChallengeTexts } from './i18n.js';

// The form brings the games' option controls and the clock fields: loaded when the button is pressed.
const ChallengeForm = lazy(() => import('./ChallengeForm.js').then((m) => ({ default: m.ChallengeForm })));

/**
 * "Challenge" (on a profile, in the friends list) or "Challenge again" (the end screen, `again` with the game
 * just played): opens the challenge form for this player. Hidden for oneself and for a visitor without a player.
 */
export function ChallengeButton(props: {
  readonly player: string;
  readonly name: string;
  readonly game?: string;
  readonly again?: boolean;
}) {
  const { t, i18n } = useTranslation();
  registerChallengeTexts(i18n);
  const { player: me } = usePlayer();
  const [open, setOpen] = useState(false);
  if (me === null || me.id === props.player) return null;
  const shown = displayName(props.name, t);
  return (
    <span className="challenge">
      <button
        type="button"
        aria-expanded={open}
        aria-label={t(props.again ? 'challenges.againLabel' : 'challenges.challengeLabel', { name: shown })}
        onClick={() => setOpen((o) => !o)}
        data-testid="challenge-button"
      >
        {t(props.again ? 'challenges.again' : 'challenges.challenge')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChallengeForm
            player={props.player}
            name={props.name}
            {...(props.game === undefined ? {} : { game: props.game })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </span>
  );
}
