import type { QuickMatchRequest } from '@ludotheque/protocol';
import { useEffect, useRef, useState } from 'react';
import { cancelQuickMatch, quickMatch } from '../lobby/api.js';
import { useLobbyTexts } from '../lobby/i18n.js';
import { useLobby } from '../lobby/useLobby.js';
import { usePlayer } from '../players/PlayerContext.js';
import { useHomeTexts } from './i18n.js';

/**
 * A quick-pairing wait, loaded on the first click (it brings the lobby's schemas): the lobby socket opens first
 * (the server drops the wait of a player with no lobby socket, and tells the seat on it), then the wait is sent
 * to the lobby's quick match; when paired, the page follows the player's own seat link.
 */
export default function Pairing(props: { request: QuickMatchRequest; game: string; clock: string; onEnd: () => void }) {
  const { t } = useHomeTexts();
  useLobbyTexts(); // the lobby's refusals (`lobby.errors.*`) in words: this chunk loads them, the first page does not
  const me = usePlayer().player;
  const [lobby, setLobby] = useLobby(me?.id ?? null);
  const [problem, setProblem] = useState('');
  const sent = useRef(false);
  const { request, game, clock, onEnd } = props;
  useEffect(() => {
    if (lobby.connection !== 'live' || sent.current) return;
    sent.current = true;
    void quickMatch(request).then((r) => {
      if (!r.ok) {
        const reason = t(`lobby.errors.${r.code}`, { defaultValue: r.message });
        return setProblem(t('home.failed', { reason }));
      }
      if (r.value.started) setLobby((s) => ({ ...s, started: r.value.started ?? null }));
      else setLobby((s) => ({ ...s, queued: r.value.queued }));
    });
  }, [lobby.connection, request, setLobby, t]);
  const url = lobby.started?.url ?? null;
  useEffect(() => {
    if (url !== null) window.location.assign(url);
  }, [url]);
  const cancel = () => {
    void cancelQuickMatch().finally(onEnd);
  };
  const kind = lobby.queued?.rated === true ? 'rated' : 'casual';
  const others =
    lobby.queue.find(
      (p) =>
        p.game === request.game &&
        p.players === request.players &&
        p.speed === request.speed &&
        p.rated === (kind === 'rated'),
    )?.waiting ?? 0;
  return (
    <div className="home-waiting" role="status" data-testid="home-waiting">
      {problem !== '' ? (
        <p role="alert">{problem}</p>
      ) : url !== null ? (
        <p>{t('home.paired')}</p>
      ) : lobby.queued === null ? (
        <p>{t('home.connecting')}</p>
      ) : (
        <p>
          <span className="home-spinner" aria-hidden="true" />
          {t('home.waiting', { game, clock })}{' '}
          <span className="muted small">
            ({t(`home.waitingKind.${kind}`)}
            {others > 1 ? ` · ${t('home.waitingOthers', { count: others })}` : ''})
          </span>
        </p>
      )}
      <button type="button" onClick={problem !== '' ? onEnd : cancel} data-testid="home-cancel">
        {t('home.cancel')}
      </button>
    </div>
  );
}
