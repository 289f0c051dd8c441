import { randomBytes } from 'node:crypto';
import type { Seat } from '@ludotheque/engine';
import type { Fanout } from '../fanout.js';

/** The pseudo game id presence announcements travel under on the fan-out (no socket subscribes to it). */
export const PRESENCE_CHANNEL = '~presence';

/** One node's seats connected to one game, as it announces them. */
interface Announce {
  readonly n: string;
  readonly g: string;
  readonly s: readonly Seat[];
  /** How many spectators this node holds for the game (the lobby's watch list counts them; issue 25). */
  readonly v?: number;
}

interface Remote {
  readonly seats: ReadonlySet<Seat>;
  readonly spectators: number;
  readonly at: number;
}

function parseAnnounce(text: string): Announce | null {
  try {
    const a = JSON.parse(text) as Partial<Announce>;
    if (typeof a.n !== 'string' || typeof a.g !== 'string' || !Array.isArray(a.s)) return null;
    return a.s.every((x) => Number.isInteger(x) && x >= 0) ? (a as Announce) : null;
  } catch {
    return null;
  }
}

/**
 * Which seats of a game have a connection, on any node. Each node counts its own connections per seat and
 * announces the seats it holds on the fan-out (Redis between nodes) whenever they change and every `refreshMs`;
 * another node's announcement older than three refreshes is forgotten (that node died), so a seat held only there
 * shows as gone within `3 × refreshMs`. One node alone: the fan-out is local and only its own counts matter.
 */
export class PresenceHub {
  private readonly node = randomBytes(8).toString('hex');
  private readonly local = new Map<string, Map<Seat, number>>();
  private readonly localSpectators = new Map<string, number>();
  private readonly remote = new Map<string, Map<string, Remote>>();
  private readonly listeners = new Set<(gameId: string) => void>();
  private readonly timer: NodeJS.Timeout;
  private readonly deafListeners = new Set<() => void>();
  /** Whether this node was deaf at the last refresh, and since when it hears again (0: since it started). */
  private wasDeaf = false;
  private wasUnsure = false;
  private hearingSince = 0;

  constructor(
    private readonly fanout: Fanout,
    private readonly refreshMs = 2_000,
  ) {
    fanout.onRemote?.((f) => {
      if (f.gameId === PRESENCE_CHANNEL) this.receive(f.frame);
    });
    this.timer = setInterval(() => this.refresh(), refreshMs);
    this.timer.unref();
  }

  /** A connection of `seat` joined `gameId` on this node; returns its leave. */
  add(gameId: string, seat: Seat): () => void {
    let seats = this.local.get(gameId);
    if (seats === undefined) {
      seats = new Map();
      this.local.set(gameId, seats);
    }
    const count = seats.get(seat) ?? 0;
    seats.set(seat, count + 1);
    if (count === 0) this.changed(gameId, true);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const now = (seats.get(seat) ?? 1) - 1;
      if (now > 0) return void seats.set(seat, now);
      seats.delete(seat);
      if (seats.size === 0) this.local.delete(gameId);
      this.changed(gameId, true);
    };
  }

  /** A spectator's connection joined `gameId` on this node; returns its leave (counted, announced with the seats). */
  addSpectator(gameId: string): () => void {
    this.localSpectators.set(gameId, (this.localSpectators.get(gameId) ?? 0) + 1);
    this.announce(gameId);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const now = (this.localSpectators.get(gameId) ?? 1) - 1;
      if (now > 0) this.localSpectators.set(gameId, now);
      else this.localSpectators.delete(gameId);
      this.announce(gameId);
    };
  }

  /** How many watch the game now, on every node (as fresh as `connected`). */
  spectators(gameId: string): number {
    let n = this.localSpectators.get(gameId) ?? 0;
    const now = Date.now();
    const unsure = this.unsure(now);
    for (const r of this.remote.get(gameId)?.values() ?? [])
      if (unsure || now - r.at <= 3 * this.refreshMs) n += r.spectators;
    return n;
  }

  /**
   * True while this node cannot hear the others (README "Presence knows when it cannot know"): the link to Redis
   * is down, or it delivered nothing — not even this node's own announcement, sent every refresh — for two
   * refreshes (a frozen Redis keeps its connections open and says nothing). One node alone is never deaf.
   */
  deaf(now = Date.now()): boolean {
    if (this.fanout.onRemote === undefined) return false;
    if (this.fanout.ready?.() === false) return true;
    const heard = this.fanout.heardAt?.();
    // Below the three refreshes after which another node’s seats are forgotten: deafness is seen first.
    return heard !== undefined && now - heard > 2 * this.refreshMs + Math.min(250, this.refreshMs / 2);
  }

  /**
   * Deaf, or hearing again for less than three refreshes (the others' announcements are not all back yet): what
   * this node knows of other nodes' seats cannot be trusted to show a seat gone.
   */
  unsure(now = Date.now()): boolean {
    // Deafness seen between two refreshes counts too: the next refresh starts the count from hearing again.
    if (this.deaf(now)) this.wasDeaf = true;
    if (this.wasDeaf) return true; // hearing again, not yet seen by a refresh
    return this.hearingSince > 0 && now - this.hearingSince < 3 * this.refreshMs;
  }

  /** Since when this node hears the others (0: since it started): graces are counted from it at the earliest. */
  hearsSince(): number {
    return this.hearingSince;
  }

  /** Told when this node turns deaf, hears again, or trusts what it hears again. */
  onDeafness(listener: () => void): () => void {
    this.deafListeners.add(listener);
    return () => this.deafListeners.delete(listener);
  }

  /**
   * The seats with a connection on some node now. While unsure, another node's last announcement holds however
   * old (its seats are not shown gone because this node cannot hear it).
   */
  connected(gameId: string): Set<Seat> {
    const seats = new Set(this.local.get(gameId)?.keys() ?? []);
    const now = Date.now();
    const unsure = this.unsure(now);
    for (const r of this.remote.get(gameId)?.values() ?? [])
      if (unsure || now - r.at <= 3 * this.refreshMs) for (const s of r.seats) seats.add(s);
    return seats;
  }

  /**
   * How many games have a connected seat on some node now, and how many seats are connected in all (the home
   * page's counts, stats/): this node's own and the others' last announcements, as `connected` reads them.
   */
  totals(): { games: number; seats: number } {
    const ids = new Set([...this.local.keys(), ...this.remote.keys()]);
    let games = 0;
    let seats = 0;
    for (const id of ids) {
      const n = this.connected(id).size;
      if (n > 0) games += 1;
      seats += n;
    }
    return { games, seats };
  }

  /** Told of every game whose connected seats may have changed. */
  onChange(listener: (gameId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(gameId: string, announce: boolean): void {
    if (announce) this.announce(gameId);
    for (const l of this.listeners) l(gameId);
  }

  private announce(gameId: string): void {
    if (this.fanout.onRemote === undefined) return; // one node: nobody else to tell
    const v = this.localSpectators.get(gameId) ?? 0;
    const a: Announce = {
      n: this.node,
      g: gameId,
      s: [...(this.local.get(gameId)?.keys() ?? [])],
      ...(v > 0 ? { v } : {}),
    };
    this.fanout.publish({
      gameId: PRESENCE_CHANNEL,
      audience: 'spectator',
      version: 0,
      frame: JSON.stringify(a),
      side: true,
    });
  }

  private receive(text: string): void {
    const a = parseAnnounce(text);
    if (a === null || a.n === this.node || a.g === '') return;
    let nodes = this.remote.get(a.g);
    if (nodes === undefined) {
      nodes = new Map();
      this.remote.set(a.g, nodes);
    }
    const before = nodes.get(a.n)?.seats;
    const seats = new Set(a.s);
    const spectators = typeof a.v === 'number' && Number.isInteger(a.v) && a.v > 0 ? a.v : 0;
    if (seats.size === 0 && spectators === 0) nodes.delete(a.n);
    else nodes.set(a.n, { seats, spectators, at: Date.now() });
    if (nodes.size === 0) this.remote.delete(a.g);
    const same = before !== undefined && before.size === seats.size && [...seats].every((s) => before.has(s));
    if (!same) this.changed(a.g, false);
  }

  /** Re-announces this node's games; forgets other nodes' stale announcements (and tells of the change). */
  private refresh(): void {
    for (const gameId of new Set([...this.local.keys(), ...this.localSpectators.keys()])) this.announce(gameId);
    // A node with no seat still says something every refresh: hearing it back is how it knows it is not deaf.
    if (this.local.size === 0 && this.localSpectators.size === 0 && this.fanout.onRemote !== undefined)
      this.fanout.publish({
        gameId: PRESENCE_CHANNEL,
        audience: 'spectator',
        version: 0,
        frame: JSON.stringify({ n: this.node, g: '', s: [] }),
        side: true,
      });
    const now = Date.now();
    const deaf = this.deaf(now);
    if (this.wasDeaf && !deaf) this.hearingSince = now;
    this.wasDeaf = deaf;
    const unsure = this.unsure(now);
    if (unsure !== this.wasUnsure) for (const l of this.deafListeners) l();
    this.wasUnsure = unsure;
    if (unsure) return; // other nodes' seats are kept until this node can hear them again
    for (const [gameId, nodes] of this.remote) {
      let dropped = false;
      for (const [n, r] of nodes)
        if (now - r.at > 3 * this.refreshMs) {
          nodes.delete(n);
          dropped = true;
        }
      if (nodes.size === 0) this.remote.delete(gameId);
      if (dropped) this.changed(gameId, false);
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.listeners.clear();
    this.deafListeners.clear();
  }
}
