import { useTranslation } from 'react-i18next';
import { BOARDS } from '../boards.js';
import { startOnlineSession } from '../play/online.js';
import { goHome, play, useSession } from '../play/useSession.js';

// Loaded on demand (App.tsx): the protocol's schemas are only needed by online games.
export default function OnlineGame({ id, token }: { id: string; token: string | null }) {
  const { t } = useTranslation();
  const state = useSession(() => startOnlineSession(id, token), `${id}#${token}`);
  if (!state) return <p className="loading">{t('online.connecting')}</p>;
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
      {state.snapshot && Board && <Board state={state} play={play} onRematch={null} onNewGame={goHome} />}
      {state.snapshot && !Board && <p className="error">{t('errors.unknownGame')}</p>}
      {!state.snapshot && state.error && (
        <p className="error" role="alert">
          {t(`errors.${state.error.kind}`, { defaultValue: state.error.message })}
        </p>
      )}
    </>
  );
}
