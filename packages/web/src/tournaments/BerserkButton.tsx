import { useEffect, useState } from 'react';
import { send } from '../api/send.js';
import type { SessionState } from '../play/session.js';
import { sessionRef } from '../play/useSession.js';
import { useTournamentTexts } from './i18n.js';

/** The game's id from the page's address (`/play/<id>`), or null. */
const gameIdHere = (): string | null => /\/play\/([A-Za-z0-9_-]+)/.exec(window.location.pathname)?.[1] ?? null;

/**
 * Berserk (server tournaments/README "Berserk"): a seat of a berserkable arena's game, before its own first move,
 * halves its clock for an extra point on a win. The server decides (and refuses with a typed error otherwise); the
 * halved clock comes back in every audience's clock frame. Mounted by the game page's offers bar.
 */
export function BerserkButton({ state }: { readonly state: SessionState }) {
  const { t } = useTournamentTexts();
  const [allowed, setAllowed] = useState(false);
  const me = state.mySeats[0] ?? null;
  const realtime = state.clock?.kind === 'realtime';
  useEffect(() => {
    const id = gameIdHere();
    if (!realtime || me === null || id === null) return;
    let live = true;
    void send<{ berserkable: boolean }>('GET', `/api/tournaments/games/${id}`).then((r) => {
      if (live && r.ok) setAllowed(r.value.berserkable);
    });
    return () => {
      live = false;
    };
  }, [realtime, me]);
  const snapshot = state.snapshot;
  if (!allowed || me === null || snapshot === null || snapshot.result !== null) return null;
  if (state.clock?.berserk?.includes(me)) return <p className="berserk-mark">{t('tournaments.berserkOn')}</p>;
  if (snapshot.log.some((e) => e.seat === me && e.text !== 'berserk')) return null;
  return (
    <p>
      <button type="button" data-testid="berserk" onClick={() => sessionRef.current?.command({ type: 'berserk' })}>
        {t('tournaments.berserk')}
      </button>{' '}
      <span className="muted">{t('tournaments.berserkHint')}</span>
    </p>
  );
}
