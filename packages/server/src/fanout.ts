import type { Viewer } from '@ludotheque/engine';

/** A frame for one audience of one game, serialised once and sent as is to every connection of that audience. */
export interface AudienceFrame {
  readonly gameId: string;
  readonly audience: Viewer;
  readonly version: number;
  readonly frame: string;
  /** A frame outside the version sequence (table offers, an abort, a rematch: table/): never deduplicated by version. */
  readonly side?: boolean;
}

export type FrameListener = (f: AudienceFrame) => void;

/** Told of every frame another node published (any game); this node's sockets get it once the promise settles. */
export type RemoteListener = (f: AudienceFrame) => Promise<void> | void;

/**
 * Carries events from the node that accepted a move to every connection watching the game. In-process for one node;
 * `RedisFanout` publishes the same `AudienceFrame`s between nodes (redis-fanout.ts), so the interface is
 * asynchronous-friendly (publish returns nothing to wait for) and keyed by game id.
 */
export interface Fanout {
  publish(frame: AudienceFrame): void;
  /**
   * Listens to one game: to one audience's frames when `audience` is given, else to all of them. Returns the
   * unsubscribe function.
   */
  subscribe(gameId: string, listener: FrameListener, audience?: Viewer): () => void;
  /**
   * False when no connection anywhere can receive this audience's frames of this game now, so the authority need
   * not build them (a game nobody spectates makes no spectator frames). Absent, or true, when it cannot tell
   * (several nodes: another node's sockets may listen).
   */
  listening?(gameId: string, audience: Viewer): boolean;
  /**
   * Whether a connection of this node receives this audience's frames of this game (for `publishLocal`); absent:
   * `listening` says it (one node).
   */
  listeningHere?(gameId: string, audience: Viewer): boolean;
  /**
   * Fan-outs between nodes (Redis) tell the authority of frames other nodes published, so it brings its cached
   * game up to their version before a socket can answer them. Absent for a single node.
   */
  onRemote?(listener: RemoteListener): () => void;
  /**
   * To this node's connections only (several nodes: a sync after catching up from the store, which every node
   * does for itself). Absent: `publish` is local already.
   */
  publishLocal?(frame: AudienceFrame): void;
  /**
   * Fan-outs between nodes call this once they listen again after losing their connection: what other nodes
   * published meanwhile is lost, so the authority brings its cached games up to the store (issue 15, fault 2).
   */
  onReconnect?(listener: () => void): () => void;
  /**
   * When the link between nodes last delivered a message, this node's own included (presence/hub.ts publishes
   * one every refresh, so a silence longer than that means this node cannot hear the others). Absent: one node.
   */
  heardAt?(): number;
  /** False while the link between nodes is down (`/api/ready`). Absent: always up (one node). */
  ready?(): boolean;
  /**
   * False while this node cannot hear the other nodes (Redis away or frozen): another node's seat may look gone
   * only because its news does not arrive, so nothing may be decided against it (presence/). Absent: one node.
   */
  hearing?(): boolean;
  close(): Promise<void>;
}

/** One listener and the audience it wants (undefined: every audience). */
interface Subscription {
  readonly listener: FrameListener;
  readonly audience: Viewer | undefined;
}

export class InProcessFanout implements Fanout {
  private readonly listeners = new Map<string, Set<Subscription>>();

  publish(frame: AudienceFrame): void {
    const set = this.listeners.get(frame.gameId);
    if (set === undefined) return;
    for (const s of set) if (s.audience === undefined || s.audience === frame.audience) s.listener(frame);
  }

  subscribe(gameId: string, listener: FrameListener, audience?: Viewer): () => void {
    let set = this.listeners.get(gameId);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(gameId, set);
    }
    const s: Subscription = { listener, audience };
    set.add(s);
    return () => {
      set.delete(s);
      if (set.size === 0) this.listeners.delete(gameId);
    };
  }

  listening(gameId: string, audience: Viewer): boolean {
    const set = this.listeners.get(gameId);
    if (set === undefined) return false;
    for (const s of set) if (s.audience === undefined || s.audience === audience) return true;
    return false;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
