import type { RecordEntry, Result, SeatEvent, TakebackEvent } from '@ludotheque/engine';
import { err, ok } from '@ludotheque/engine';
import type { Fanout } from '../fanout.js';
import { audiences, freshOf, type LiveGame, type Position, remember, stepEntry, syncFrame } from '../live.js';
import type { Store } from '../store.js';
import type { Residence } from './residence.js';

/**
 * The entries that rewrite what every seat knows rather than add a move to it: an agreed takeback (the position of
 * the line it leaves, rebuilt from the setup) and a seat event (who plays a seat: presence/). Each is appended like
 * a move, version-checked, and every audience then gets a fresh sync at the new version (the move list may shrink,
 * which an event cannot say). Versions still only grow. Run under the game's lock by the authority.
 */
export class Rewrites {
  constructor(
    private readonly store: Store,
    private readonly fanout: Fanout,
    private readonly residence: Residence,
  ) {}

  async takeback(
    live: LiveGame,
    t: TakebackEvent,
  ): Promise<Result<void, { code: 'internal' | 'nothingToTakeBack'; message: string }>> {
    const entry: RecordEntry = { event: t };
    const pos: Position = { state: live.state, line: [...live.line], moves: [...live.moves] };
    const entries = [...live.entries, entry];
    const why = stepEntry(live.game, freshOf(live.game, live.stored), entries, live.version, pos, audiences(live));
    if (why !== null) return err({ code: 'nothingToTakeBack', message: why });
    if (!(await this.write(live, entry))) return err({ code: 'internal', message: 'the takeback could not be stored' });
    live.state = pos.state;
    live.line = pos.line;
    live.moves.splice(0, live.moves.length, ...pos.moves);
    this.advance(live, entry);
    return ok(undefined);
  }

  /** A seat event at the game's current version; false when it could not be stored (nothing changed). */
  async seatEvent(live: LiveGame, event: SeatEvent): Promise<boolean> {
    const entry: RecordEntry = { event };
    if (!(await this.write(live, entry))) return false;
    live.line.push({ at: live.version, mover: live.game.toMove(live.state), move: false });
    this.advance(live, entry);
    return true;
  }

  /** Appends at the next version; a refusal or a failure forgets this copy (the next use reloads it). */
  private async write(live: LiveGame, entry: RecordEntry): Promise<boolean> {
    const written = await this.store
      .append({ gameId: live.stored.id, version: live.version + 1, entry })
      .catch(() => false);
    if (!written) this.residence.forget(live.stored.id);
    return written;
  }

  private advance(live: LiveGame, entry: RecordEntry): void {
    live.version += 1;
    live.entries.push(entry);
    this.publishSyncs(live);
  }

  /**
   * Every audience gets a fresh sync of the game; an audience nobody listens to on any node has its kept frames
   * dropped instead (a reconnect gets a sync).
   */
  private publishSyncs(live: LiveGame): void {
    for (const audience of audiences(live)) {
      if (this.fanout.listening?.(live.stored.id, audience) === false) {
        live.history.get(audience)?.splice(0);
        continue;
      }
      const frame = syncFrame(live, audience);
      remember(live, audience, frame);
      this.fanout.publish({ gameId: live.stored.id, audience, version: live.version, frame });
    }
  }
}
