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
  /** Hello (issue 28): the sender is new or hears again, and asks every node to announce all it holds. */
  readonly h?: 1;
}

interface Remote {
  readonly seats: ReadonlySet<Seat>;
  readonly spectators: number;
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
 * announces the seats it holds on the fan-out (Redis between nodes) whenever they change. Every `refreshMs` it sends
 * one heartbeat for the whole node, and re-announces a slice of its games so that each is told again every
 * `slowRefreshMs` (issue 28: the cost is in proportion to what changes, not to the games held, where every game was
 * re-announced every refresh). A node not heard for three refreshes is forgotten with all its seats (it died), so a
 * seat held only there shows as gone within `3 × refreshMs`. A node that starts, or hears again after being deaf,
 * or hears a node it did not know, says hello (`h`): every node then announces all it holds, at once. One node
 * alone: the fan-out is local and only its own counts matter.
 */
export class PresenceHub {
  private readonly node = randomBytes(8).toString('hex');
  private readonly local = new Map<string, Map<Seat, number>>();
  private readonly localSpectators = new Map<string, number>();
  private readonly remote = new Map<string, Map<string, Remote>>();
  /** When each other node was last heard (any message of its), and the games it announced seats of. */
  private readonly nodesHeard = new Map<string, number>();
  private readonly nodeGames = new Map<string, Set<string>>();
  /** Which slice of this node's games the next refresh re-announces, and when this node last said hello. */
  private slice = 0;
  private helloAt = Number.NEGATIVE_INFINITY;
  private helloWanted = true;
  private readonly slices: number;
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
    slowRefreshMs = 30_000,
  ) {
    this.slices = Math.max(1, Math.round(slowRefreshMs / refreshMs));
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
    for (const [node, r] of this.remote.get(gameId) ?? []) if (unsure || this.fresh(node, now)) n += r.spectators;
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
    for (const [node, r] of this.remote.get(gameId) ?? [])
      if (unsure || this.fresh(node, now)) for (const s of r.seats) seats.add(s);
    return seats;
  }

  /** Whether another node was heard within three refreshes. */
  private fresh(node: string, now: number): boolean {
    return now - (this.nodesHeard.get(node) ?? Number.NEGATIVE_INFINITY) <= 3 * this.refreshMs;
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
    if (a === null || a.n === this.node) return;
    const now = Date.now();
    // A node not known (new, or forgotten after a silence): it may hold seats it will not announce again soon.
    if (!this.fresh(a.n, now) && a.h !== 1) this.hello(now);
    this.nodesHeard.set(a.n, now);
    if (a.h === 1) this.announceAll();
    if (a.g === '') return;
    let games = this.nodeGames.get(a.n);
    if (games === undefined) {
      games = new Set();
      this.nodeGames.set(a.n, games);
    }
    let nodes = this.remote.get(a.g);
    if (nodes === undefined) {
      nodes = new Map();
      this.remote.set(a.g, nodes);
    }
    const before = nodes.get(a.n)?.seats;
    const seats = new Set(a.s);
    const spectators = typeof a.v === 'number' && Number.isInteger(a.v) && a.v > 0 ? a.v : 0;
    if (seats.size === 0 && spectators === 0) {
      nodes.delete(a.n);
      games.delete(a.g);
    } else {
      nodes.set(a.n, { seats, spectators });
      games.add(a.g);
    }
    if (nodes.size === 0) this.remote.delete(a.g);
    const same = before !== undefined && before.size === seats.size && [...seats].every((s) => before.has(s));
    if (!same) this.changed(a.g, false);
  }

  /** Every game this node holds seats or spectators of, announced now (a hello asked for it). */
  private announceAll(): void {
    for (const gameId of new Set([...this.local.keys(), ...this.localSpectators.keys()])) this.announce(gameId);
  }

  /** Asks every node to announce all it holds (at most once a refresh; else at the next one). */
  private hello(now: number): void {
    if (now - this.helloAt < this.refreshMs) {
      this.helloWanted = true;
      return;
    }
    this.helloWanted = false;
    this.helloAt = now;
    this.heartbeat(true);
  }

  private heartbeat(hello: boolean): void {
    if (this.fanout.onRemote === undefined) return;
    this.fanout.publish({
      gameId: PRESENCE_CHANNEL,
      audience: 'spectator',
      version: 0,
      frame: JSON.stringify(hello ? { n: this.node, g: '', s: [], h: 1 } : { n: this.node, g: '', s: [] }),
      side: true,
    });
  }

  /**
   * The node's heartbeat (hearing it back is how a node knows it is not deaf; the others, that it lives), one slice
   * of its games re-announced, and the nodes not heard for three refreshes forgotten (and told of the change).
   */
  private refresh(): void {
    const now = Date.now();
    const deaf = this.deaf(now);
    if (this.wasDeaf && !deaf) {
      this.hearingSince = now;
      // What this node announced while deaf, and what the others did, may be lost: everything is told again.
      this.announceAll();
      this.helloAt = Number.NEGATIVE_INFINITY;
      this.helloWanted = true;
    }
    if (this.helloWanted && !deaf) this.hello(now);
    else this.heartbeat(false);
    if (this.fanout.onRemote !== undefined) {
      const phase = this.slice++ % this.slices;
      let i = 0;
      for (const gameId of this.local.keys()) if (i++ % this.slices === phase) this.announce(gameId);
      for (const gameId of this.localSpectators.keys())
        if (!this.local.has(gameId) && i++ % this.slices === phase) this.announce(gameId);
    }
    this.wasDeaf = deaf;
    const unsure = this.unsure(now);
    if (unsure !== this.wasUnsure) for (const l of this.deafListeners) l();
    this.wasUnsure = unsure;
    if (unsure) return; // other nodes' seats are kept until this node can hear them again
    for (const [node, heard] of this.nodesHeard) {
      if (now - heard <= 3 * this.refreshMs) continue;
      this.nodesHeard.delete(node);
      const games = this.nodeGames.get(node) ?? new Set<string>();
      this.nodeGames.delete(node);
      for (const gameId of games) {
        const nodes = this.remote.get(gameId);
        if (nodes === undefined) continue;
        nodes.delete(node);
        if (nodes.size === 0) this.remote.delete(gameId);
        this.changed(gameId, false);
      }
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.listeners.clear();
    this.deafListeners.clear();
  }
}
