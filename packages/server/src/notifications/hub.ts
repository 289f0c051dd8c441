import type { WebSocket } from 'ws';
import type { Fanout } from '../fanout.js';
import { send } from '../ws.js';
import { notifyChannel } from './service.js';

/** A socket beyond the node's bound is told to come back later (the page then reads the list on its own). */
const FULL_CODE = 1013;

/**
 * This node's `/ws/notifications` sockets: each listens to its player's channel (one fan-out subscription per
 * player on this node, however many pages). The socket only listens; a visitor without a player is closed.
 */
export class NotifyHub {
  private readonly byPlayer = new Map<string, { sockets: Set<WebSocket>; unsubscribe: () => void }>();
  private count = 0;

  constructor(
    private readonly fanout: Fanout,
    private readonly maxSockets: number,
  ) {}

  serve(socket: WebSocket, player: string | null): void {
    if (player === null) {
      socket.close(4401, 'no player');
      return;
    }
    if (this.count >= this.maxSockets) {
      socket.close(FULL_CODE, 'try again later');
      return;
    }
    this.count++;
    let entry = this.byPlayer.get(player);
    if (entry === undefined) {
      const sockets = new Set<WebSocket>();
      const unsubscribe = this.fanout.subscribe(notifyChannel(player), (f) => {
        for (const s of sockets) send(s, f.frame);
      });
      entry = { sockets, unsubscribe };
      this.byPlayer.set(player, entry);
    }
    const mine = entry;
    mine.sockets.add(socket);
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      this.count--;
      mine.sockets.delete(socket);
      if (mine.sockets.size > 0) return;
      mine.unsubscribe();
      this.byPlayer.delete(player);
    };
    socket.on('close', drop);
    socket.on('error', drop);
    socket.on('message', () => undefined);
  }

  /** The players with a notification socket on this node (their pages are open: online, `online.ts`). */
  players(): Iterable<string> {
    return this.byPlayer.keys();
  }

  /** Whether `player` has a notification socket on this node. */
  has(player: string): boolean {
    return this.byPlayer.has(player);
  }

  close(): void {
    for (const e of this.byPlayer.values()) e.unsubscribe();
    this.byPlayer.clear();
  }
}
