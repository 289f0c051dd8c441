import type { Viewer } from '@ludotheque/engine';

/** A frame for one audience of one game, serialised once and sent as is to every connection of that audience. */
export interface AudienceFrame {
  readonly gameId: string;
  readonly audience: Viewer;
  readonly version: number;
  readonly frame: string;
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
  /** Listens to every audience of one game; returns the unsubscribe function. */
  subscribe(gameId: string, listener: FrameListener): () => void;
  /**
   * Fan-outs between nodes (Redis) tell the authority of frames other nodes published, so it brings its cached
   * game up to their version before a socket can answer them. Absent for a single node.
   */
  onRemote?(listener: RemoteListener): () => void;
  close(): Promise<void>;
}

export class InProcessFanout implements Fanout {
  private readonly listeners = new Map<string, Set<FrameListener>>();

  publish(frame: AudienceFrame): void {
    const set = this.listeners.get(frame.gameId);
    if (set === undefined) return;
    for (const l of set) l(frame);
  }

  subscribe(gameId: string, listener: FrameListener): () => void {
    let set = this.listeners.get(gameId);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(gameId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(gameId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
