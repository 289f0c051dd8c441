import type { WebSocket } from 'ws';
import type { Fanout } from '../fanout.js';
import { send, sendFramed, wireFrame } from '../ws.js';
import { Coalescer } from './coalesce.js';
import { LOBBY_CHANNEL, type Lobby, playerChannel } from './lobby.js';
import type { Player } from './player.js';

const OPEN = 1;
/** Close code for a watcher beyond this node's limit: "try again later". */
export const LOBBY_FULL_CODE = 1013;

export interface HubOptions {
  /** Lobby sockets this node holds at most (a socket beyond it is closed with 1013). */
  readonly maxWatchers: number;
  /** How often this node re-reads the watch list and tells its watchers when it changed (moves reorder it). */
  readonly watchEveryMs: number;
  /** How often this node tries to pair the waiting players (besides at each arrival). */
  readonly pairEveryMs: number;
  /** The lobby's news of this window goes to each watcher as one frame (0: each change at once). */
  readonly coalesceMs: number;
  /**
   * How often this node says which players it holds lobby sockets of (their tables are seen) and removes the
   * tables whose creator left (issue 25). 1 s.
   */
  readonly beatMs?: number;
}

/**
 * This node's lobby sockets (`GET /ws/lobby`): each gets a snapshot, then every change published on the fan-out by
 * any node, and its player's private news (their seat tokens). Sockets only listen: any frame they send is ignored.
 */
export class LobbyHub {
  private readonly watchers = new Set<WebSocket>();
  private readonly byPlayer = new Map<string, { sockets: Set<WebSocket>; unsubscribe: () => void }>();
  private readonly unsubscribe: () => void;
  private readonly timers: NodeJS.Timeout[] = [];
  private lastWatch = '';
  private readonly news: Coalescer;
  /** Set by `close`: sockets closing after it are this node going away, not their players leaving. */
  private closed = false;
  private readonly players = new Map<WebSocket, Player | null>();
  private readonly unReconnect: () => void;

  constructor(
    private readonly lobby: Lobby,
    private readonly fanout: Fanout,
    private readonly options: HubOptions,
    private readonly onError: (e: unknown) => void,
  ) {
    this.news = new Coalescer(options.coalesceMs, (frame) => {
      // Encoded and framed once for every watcher (10,000 watchers were 10,000 UTF-8 encodings of the same frame,
      // then 10,000 WebSocket framings of the same bytes: issue 28).
      const wire = wireFrame(frame);
      for (const s of this.watchers) sendFramed(s, wire);
    });
    this.unsubscribe = fanout.subscribe(LOBBY_CHANNEL, (f) => {
      if (f.frame.startsWith('{"type":"lobbyWatch"')) this.lastWatch = f.frame;
      this.news.add(f.frame);
    });
    const every = (ms: number, run: () => Promise<unknown>) => {
      if (ms <= 0) return;
      const t = setInterval(() => void run().catch(onError), ms);
      t.unref();
      this.timers.push(t);
    };
    every(options.watchEveryMs, () => this.refreshWatch());
    every(options.pairEveryMs, async () => {
      await this.lobby.pair();
      await this.lobby.recover();
    });
    // Issue 24: what the other nodes published while this one could not hear them (a table filled, a pairing, a
    // seat granted) is lost with the fan-out; every socket gets the lobby again from the store, its seat included.
    this.unReconnect = fanout.onReconnect?.(() => void this.resend().catch(onError)) ?? (() => undefined);
    every(60_000, () => this.lobby.store.forgetFinished());
    // Issue 25, no ghost tables: the creators here are seen; tables whose creator is seen nowhere go.
    every(options.beatMs ?? 1_000, async () => {
      // The time is taken before the players are read: a socket closing meanwhile is left after it (store.ts).
      const now = Date.now();
      await this.lobby.beat([...this.byPlayer.keys()], now);
      await this.lobby.sweepGhosts();
    });
  }

  get size(): number {
    return this.watchers.size;
  }

  async serve(socket: WebSocket, player: Player | null): Promise<void> {
    if (this.watchers.size >= this.options.maxWatchers) {
      socket.close(LOBBY_FULL_CODE, 'the lobby is full on this server; try again');
      return;
    }
    // Subscribed before the snapshot is read, so no change falls between the two (a change seen twice is harmless:
    // every frame says the whole of what it changes).
    this.watchers.add(socket);
    this.players.set(socket, player);
    const subscribedAt = performance.now();
    if (player !== null) this.addPlayer(player.id, socket);
    socket.on('close', () => this.drop(socket, player));
    socket.on('error', () => this.drop(socket, player));
    socket.on('message', () => undefined);
    try {
      const snapshot = await this.lobby.snapshot(player, subscribedAt);
      send(socket, JSON.stringify(snapshot));
    } catch (e) {
      this.onError(e);
      if (socket.readyState === OPEN) socket.close(1011, 'the lobby could not be read');
    }
  }

  private addPlayer(id: string, socket: WebSocket): void {
    let entry = this.byPlayer.get(id);
    if (entry === undefined) {
      const sockets = new Set<WebSocket>();
      const unsubscribe = this.fanout.subscribe(playerChannel(id), (f) => {
        for (const s of sockets) send(s, f.frame);
      });
      entry = { sockets, unsubscribe };
      this.byPlayer.set(id, entry);
      // Back (a reload, another node after a drain): their tables are theirs again at once, not at the next beat.
      void this.lobby.beat([id]).catch(this.onError);
    }
    entry.sockets.add(socket);
  }

  /** Every socket's lobby again, from the store (after the fan-out was away: its frames were lost). */
  private async resend(): Promise<void> {
    const subscribedAt = performance.now();
    await Promise.all(
      [...this.watchers].map(async (socket) => {
        const snapshot = await this.lobby.snapshot(this.players.get(socket) ?? null, subscribedAt);
        if (this.watchers.has(socket)) send(socket, JSON.stringify(snapshot));
      }),
    );
  }

  private drop(socket: WebSocket, player: Player | null): void {
    this.players.delete(socket);
    if (!this.watchers.delete(socket) || player === null) return;
    const entry = this.byPlayer.get(player.id);
    if (entry === undefined) return;
    entry.sockets.delete(socket);
    if (entry.sockets.size > 0) return;
    entry.unsubscribe();
    this.byPlayer.delete(player.id);
    // This node is going away (a drain): the entry stays, a row in the store; the page reconnects to another node
    // (and its tables stay if it does within the grace: the other node's beat sees it).
    if (this.closed) return;
    // Their tables leave the lobby a grace from now, unless a socket of theirs comes back (sweepGhosts).
    void this.lobby.store.creatorLeft(player.id, Date.now()).catch(this.onError);
    // Nobody could be told of a match for them any more (their seat token reaches them on a lobby socket): a
    // player who closed every lobby page of this node leaves the queue.
    void this.lobby.cancel(player).catch(this.onError);
  }

  /** Moves reorder the watch list: read it again and tell this node's watchers when it changed. */
  private async refreshWatch(): Promise<void> {
    if (this.watchers.size === 0) return;
    const frame = JSON.stringify({ type: 'lobbyWatch', watch: await this.lobby.watchList() });
    if (frame === this.lastWatch) return;
    this.lastWatch = frame;
    this.news.add(frame);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    this.unReconnect();
    this.unsubscribe();
    this.news.close();
    for (const e of this.byPlayer.values()) e.unsubscribe();
    this.byPlayer.clear();
  }
}
