import { useTranslation } from 'react-i18next';
import { BOARDS } from '../boards.js';
import { botLevelOf } from '../play/botName.js';
import { SteppedBoard } from '../play/moves/SteppedBoard.js';
import { startOnlineSession } from '../play/online.js';
import type { SessionState } from '../play/session.js';
import { goHome, play, useSession } from '../play/useSession.js';
import { Problem } from './Problem.js';

/**
 * The server names bot seats in English (`Bot (hard)`); the page names them by their level in its own language,
 * as local games do (`Difficile`), and leaves every person's name as typed.
 */
function localBotNames(state: SessionState, level: (l: string) => string): SessionState {
  const snapshot = state.snapshot;
  if (!snapshot) return state;
  const seats = snapshot.seats.map((s) => {
    const l = s.kind === 'bot' ? botLevelOf(s.name) : null;
    return l ? { ...s, name: level(l) } : s;
  });
  return { ...state, snapshot: { ...snapshot, seats } };
}

// Loaded on demand (App.tsx): the protocol's schemas are only needed by online games.
export default function OnlineGame({ id, token }: { id: string; token: string | null }) {
  const { t } = useTranslation();
  const state = useSession(() => startOnlineSession(id, token), `${id}#${token}`);
  if (!state) return <p className="loading">{t('online.connecting')}</p>;
  if (!state.snapshot && state.error) return <Problem kind={state.error.kind} message={state.error.message} />;
  const Board = BOARDS[state.game];
  const label =
    state.connection === 'open'
      ? t('online.connected')
      : state.connection === 'lost'
        ? t('online.disconnected')
        : t('online.connecting');
  return (
    <>
      <p className={`connection connection-${state.connection}`} data-testid="connection">
        {label}
        {state.snapshot && state.mySeats.length === 0 && ` — ${t('online.spectating')}`}
      </p>
      {state.snapshot && Board && (
        <SteppedBoard
          Board={Board}
          state={localBotNames(state, (l) => t(`setup.levels.${l}`))}
          play={play}
          onRematch={null}
          onNewGame={goHome}
        />
      )}
      {state.snapshot && !Board && <Problem kind="unknownGame" />}
    </>
  );
}
