import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BOARDS } from '../boards.js';
import { ChatPanel } from '../chat/ChatPanel.js';
import { FlagProvider, SeatClocks } from '../clocks/SeatClocks.js';
import { Announcer } from '../play/announce/Announcer.js';
import { tableNames } from '../play/botName.js';
import { EndFactsProvider } from '../play/ends/EndFacts.js';
import { SteppedBoard } from '../play/moves/SteppedBoard.js';
import { startOnlineSession } from '../play/online.js';
import { SeatStrip } from '../play/presence/SeatStrip.js';
import type { SessionState } from '../play/session.js';
import { goHome, play, sessionRef, useSession } from '../play/useSession.js';
import { SeatTaken } from '../players/SeatTaken.js';
import { OnlineGameId, TableSeatsContext } from '../ratings/context.js';
import { useOnlineSave } from '../saves/hooks.js';
import { Problem } from './Problem.js';

/**
 * The seats as this page names them (play/botName.ts `tableNames`): bots by their own names and their levels in the
 * page's language ("Margot (facile)"), guests in the page's language, every other person's name as typed.
 */
function localNames(state: SessionState, t: TFunction): SessionState {
  const snapshot = state.snapshot;
  if (!snapshot) return state;
  return { ...state, snapshot: { ...snapshot, seats: tableNames(snapshot.seats, t) } };
}

// Loaded on demand (App.tsx): the protocol's schemas are only needed by online games.
export default function OnlineGame({ id, token, seat }: { id: string; token: string | null; seat?: number }) {
  const { t } = useTranslation();
  const state = useSession(() => startOnlineSession(id, token, seat), `${id}#${token}#${seat}`);
  // The home page's Continue lists the games this browser joined as a seat (the token stays on this device).
  useOnlineSave(id, token, state);
  if (!state) return <p className="loading">{t('online.connecting')}</p>;
  if (!state.snapshot && state.error?.kind === 'seatTaken') return <SeatTaken id={id} />;
  if (!state.snapshot && state.error) return <Problem kind={state.error.kind} message={state.error.message} />;
  const Board = BOARDS[state.game];
  const named = localNames(state, t);
  const label =
    state.connection === 'open'
      ? t('online.connected')
      : state.connection === 'lost'
        ? t('online.disconnected')
        : t('online.connecting');
  const table = named.snapshot ? { game: named.game, seats: named.snapshot.seats } : null;
  return (
    <OnlineGameId.Provider value={id}>
      <TableSeatsContext.Provider value={table}>
        <p className={`connection connection-${state.connection}`} data-testid="connection">
          {label}
          {state.snapshot && state.mySeats.length === 0 && ` — ${t('online.spectating')}`}
        </p>
        {state.snapshot && Board && (
          <FlagProvider state={named}>
            <EndFactsProvider state={named}>
              <SteppedBoard
                Board={Board}
                state={named}
                play={play}
                onRematch={
                  // A seat offers the rematch to the others (the offers bar shows their answers and then its link).
                  state.mySeats.length > 0 && !state.offers?.rematch && !state.rematchUrl
                    ? () => sessionRef.current?.command({ type: 'rematch' })
                    : null
                }
                onNewGame={goHome}
              />
            </EndFactsProvider>
          </FlagProvider>
        )}
        {state.snapshot && Board && <SeatClocks state={named} />}
        {state.snapshot && Board && <Announcer state={named} />}
        {state.snapshot && Board && <SeatStrip state={named} />}
        {state.snapshot && Board && <ChatPanel state={named} gameId={id} />}
        {state.snapshot && !Board && <Problem kind="unknownGame" />}
      </TableSeatsContext.Provider>
    </OnlineGameId.Provider>
  );
}
