import type { Viewer } from '@ludotheque/engine';
import type { AwayChoiceMessage, ErrorCode } from '@ludotheque/protocol';
import type { Authority } from '../authority.js';
import type { Presence } from './presence.js';

/** An `awayChoice` or `reclaim` frame of a joined connection (ws.ts); answered only when refused. */
export async function onPresenceFrame(
  authority: Authority,
  presence: Presence,
  gameId: string,
  viewer: Viewer,
  m: AwayChoiceMessage | { readonly type: 'reclaim' },
  error: (code: ErrorCode, message: string) => void,
): Promise<void> {
  if (viewer === 'spectator') return error('spectator', 'spectators do not choose for the seats');
  try {
    // The game as this node holds it now (the connection's copy may have been replaced since the join).
    const live = await authority.open(gameId);
    if (live === null) return error('unknownGame', 'the game is gone');
    const r =
      m.type === 'reclaim' ? await presence.reclaim(live, viewer) : await presence.choose(live, viewer, m.choice);
    if (!r.ok) error(r.code, r.message);
  } catch {
    error('internal', 'the choice could not be handled now; try again');
  }
}
