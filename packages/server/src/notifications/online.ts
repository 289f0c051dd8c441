import { randomBytes } from 'node:crypto';
import type { Fanout } from '../fanout.js';

/** The fan-out key of the nodes' lists of players with an open page (their notification socket). */
export const ONLINE_CHANNEL = '~online';

/**
 * Who has a page of the site open, on any node (issue 26: friends are online on the home or lobby page too, not
 * only at a game): every page of a player keeps a `/ws/notifications` socket, so each node announces the players of
 * its notification sockets every `everyMs` over the fan-out, and a node's list counts while fresh (3 periods: a
 * node that died drops out by itself). Cost: one frame per node per period, the size of its player list.
 */
export class OnlineAnnouncer {
  private readonly node = randomBytes(6).toString('hex');
  private readonly others = new Map<string, { players: Set<string>; at: number }>();
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly fanout: Fanout,
    private readonly local: { players(): Iterable<string>; has(player: string): boolean },
    private readonly everyMs = 3000,
  ) {
    this.unsubscribe = fanout.subscribe(ONLINE_CHANNEL, (f) => {
      const told = JSON.parse(f.frame) as { node: string; players: string[] };
      if (told.node !== this.node) this.others.set(told.node, { players: new Set(told.players), at: Date.now() });
    });
    this.timer = setInterval(() => this.announce(), everyMs);
    this.timer.unref();
  }

  announce(): void {
    // One node alone: nobody else to tell (its own list is read locally), and a list of every player every period
    // would be a cost of what exists.
    if (this.fanout.onRemote === undefined) return;
    this.fanout.publish({
      gameId: ONLINE_CHANNEL,
      audience: 'spectator',
      version: 0,
      frame: JSON.stringify({ node: this.node, players: [...this.local.players()] }),
      side: true,
    });
  }

  isOnline(player: string): boolean {
    if (this.local.has(player)) return true;
    const fresh = Date.now() - 3 * this.everyMs;
    for (const [node, o] of this.others) {
      if (o.at < fresh) this.others.delete(node);
      else if (o.players.has(player)) return true;
    }
    return false;
  }

  close(): void {
    clearInterval(this.timer);
    this.unsubscribe();
  }
}
