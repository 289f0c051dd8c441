import { randomBytes } from 'node:crypto';
import type { Viewer } from '@ludotheque/engine';
import { Redis } from 'ioredis';
import { type AudienceFrame, type Fanout, type FrameListener, InProcessFanout, type RemoteListener } from './fanout.js';

/** The one channel every node of a deployment publishes on and listens to (a prefix separates deployments). */
export const DEFAULT_CHANNEL = 'ludo:frames';

export interface RedisFanoutOptions {
  /** Channel name; tests give each run its own. Default `ludo:frames`. */
  readonly channel?: string;
  /** Called when Redis fails (publish lost, connection dropped); default: one line on stderr. */
  readonly onError?: (e: Error) => void;
  /** How often this node sends itself an echo through Redis (default 500 ms; 0: never, hearing is then the links). */
  readonly echoMs?: number;
  /** With no echo back for this long, this node cannot hear the others (default 2 s: issue 24, a frozen Redis). */
  readonly deafAfterMs?: number;
}

/** An echo a node sends itself (`{"e":"<node>"}`): not a frame, never handed to listeners. */
const ECHO = '{"e":"';

/** What travels on the channel: one audience's frame, already filtered by the authority that accepted the move. */
interface Wire {
  /** The publishing node: a node drops its own messages (its local connections got them directly). */
  readonly n: string;
  readonly g: string;
  readonly a: Viewer;
  readonly v: number;
  readonly f: string;
  /** Set for a side frame (AudienceFrame.side). */
  readonly s?: 1;
}

function parseWire(text: string): Wire | null {
  try {
    const w = JSON.parse(text) as Partial<Wire>;
    const audienceOk = w.a === 'spectator' || (typeof w.a === 'number' && Number.isInteger(w.a) && w.a >= 0);
    if (typeof w.n !== 'string' || typeof w.g !== 'string' || typeof w.v !== 'number' || typeof w.f !== 'string')
      return null;
    return audienceOk ? (w as Wire) : null;
  } catch {
    return null;
  }
}

/**
 * The fan-out between several server nodes over Redis pub/sub: one publisher and one subscriber connection per node
 * (a subscribed connection can do nothing else), one channel for every game with the game id in each message.
 *
 * Why one channel rather than one per game: a node caches games nobody watches on it (resumed at start, or
 * loaded for a bot), and it must learn of every new version to keep those caches fresh; a per-game SUBSCRIBE would
 * also leave a window, while Redis confirms it, where an event is lost for a socket that just joined.
 *
 * Only the per-audience frames the authority produced travel (never a state, a seed or a hand of another seat), each
 * with its version: the authority of a receiving node brings its cached game up to that version from the store
 * before the frame reaches its sockets (`onRemote`). Frames of this node reach its own sockets directly, without
 * the round trip.
 */
export class RedisFanout implements Fanout {
  private readonly local = new InProcessFanout();
  private readonly remoteListeners = new Set<RemoteListener>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly node = randomBytes(8).toString('hex');
  /** Per game, the delivery of its last frame received (frames wait for the ones before them). */
  private readonly queues = new Map<string, Promise<void>>();
  private closed = false;
  /** When this node last heard its own echo through Redis (performance.now()). */
  private lastEcho = performance.now();
  private deaf = false;
  /** When the subscription last delivered anything, own messages included (presence/hub.ts: `heardAt`). */
  private lastMessage = Date.now();
  private echoTimer: NodeJS.Timeout | null = null;
  /** When each other node's echo was last heard: one that falls silent while this node still hears died. */
  private readonly peers = new Map<string, number>();

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly channel: string,
    private readonly onError: (e: Error) => void,
    echoMs: number,
    private readonly deafAfterMs: number,
  ) {
    sub.on('message', (ch: string, message: string) => {
      if (ch !== this.channel) return;
      this.lastMessage = Date.now();
      if (message.startsWith(ECHO)) this.heard(message);
      else this.receive(message);
    });
    // A frozen Redis (SIGSTOP, a stalled host) keeps both TCP links open: neither ioredis nor a status says
    // anything is wrong, yet nothing is heard. This node publishes an echo to itself through the channel; with
    // none back for `deafAfterMs` it knows it cannot hear the others (readiness, presence), and once one comes
    // back it catches up from the store like after a reconnect, since frames were lost meanwhile.
    if (echoMs > 0) {
      this.echoTimer = setInterval(() => this.echo(), echoMs);
      this.echoTimer.unref();
    }
    // Issue 15, fault 2: `ready` again after a reconnect (this instance is built once the first one happened).
    // ioredis resubscribes by itself, but only after `ready` is emitted; subscribing once more (a no-op for Redis)
    // resolves once the subscription is confirmed, so the catch-up that follows cannot miss a frame published
    // between the store read and the subscription. Frames published while the link was down are lost: the
    // listeners bring their games up to the store.
    sub.on('ready', () => {
      if (this.closed) return;
      sub.subscribe(this.channel).then(
        () => {
          if (!this.closed) for (const l of this.reconnectListeners) l();
        },
        (e: unknown) => this.onError(e instanceof Error ? e : new Error(String(e))),
      );
    });
  }

  /** True while both connections are up and this node hears its own echo through Redis (`/api/ready`). */
  ready(): boolean {
    return this.pub.status === 'ready' && this.sub.status === 'ready' && this.hearing();
  }

  /**
   * When Redis last delivered a message on the channel (presence/hub.ts: its own announcements come back every
   * refresh, so a silence of two refreshes means deaf, sooner than `deafAfterMs` when refreshes are short).
   */
  heardAt(): number {
    return this.lastMessage;
  }

  /** False once no echo came back for `deafAfterMs`: frames from other nodes may be lost now. */
  hearing(): boolean {
    if (this.echoTimer === null) return true;
    if (!this.deaf && performance.now() - this.lastEcho > this.deafAfterMs) this.deaf = true;
    return !this.deaf;
  }

  private echo(): void {
    if (this.closed) return;
    if (this.hearing()) this.losePeers();
    this.pub.publish(this.channel, `${ECHO}${this.node}"}`).catch(() => undefined);
  }

  /**
   * Issue 24, "a game stale forever": a node killed between a commit and its publish leaves the others behind the
   * store, and no frame will ever come to tell them. A node whose echo stopped while this one still hears its own
   * has died (or lost Redis): every cached game is brought up to the store, as after a reconnect.
   */
  private losePeers(): void {
    const now = performance.now();
    let lost = false;
    for (const [peer, at] of this.peers) {
      if (now - at <= this.deafAfterMs) continue;
      this.peers.delete(peer);
      lost = true;
    }
    if (lost) for (const l of this.reconnectListeners) l();
  }

  private heard(message: string): void {
    if (message !== `${ECHO}${this.node}"}`) {
      const peer = message.slice(ECHO.length, -2);
      if (peer.length > 0 && peer.length <= 32) this.peers.set(peer, performance.now());
      return;
    }
    this.lastEcho = performance.now();
    if (!this.deaf) return;
    this.deaf = false;
    for (const l of this.reconnectListeners) l();
  }

  /** Connects both connections and subscribes; resolves once Redis has confirmed the subscription. */
  static async connect(url: string, options: RedisFanoutOptions = {}): Promise<RedisFanout> {
    const onError = options.onError ?? ((e: Error) => console.error(`redis fan-out: ${e.message}`));
    // Fail fast at start (a wrong URL is an error, not an endless retry); reconnect later once running.
    const make = () => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    // A frozen Redis answers nothing while its link stays up: without a bound every publish would wait in
    // ioredis's queue for as long as it lasts (memory growing with each move).
    const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, commandTimeout: 2_000 });
    const sub = make();
    for (const c of [pub, sub]) c.on('error', onError);
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      const fanout = new RedisFanout(
        pub,
        sub,
        options.channel ?? DEFAULT_CHANNEL,
        onError,
        options.echoMs ?? 500,
        options.deafAfterMs ?? 2_000,
      );
      await sub.subscribe(fanout.channel);
      return fanout;
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      throw e;
    }
  }

  publish(frame: AudienceFrame): void {
    this.local.publish(frame);
    if (this.closed) return;
    const wire: Wire = { n: this.node, g: frame.gameId, a: frame.audience, v: frame.version, f: frame.frame };
    if (frame.side) (wire as { s?: 1 }).s = 1;
    this.pub.publish(this.channel, JSON.stringify(wire)).catch((e: unknown) => {
      this.onError(e instanceof Error ? e : new Error(String(e)));
    });
  }

  subscribe(gameId: string, listener: FrameListener, audience?: Viewer): () => void {
    return this.local.subscribe(gameId, listener, audience);
  }

  publishLocal(frame: AudienceFrame): void {
    this.local.publish(frame);
  }

  listeningHere(gameId: string, audience: Viewer): boolean {
    return this.local.listening(gameId, audience);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onRemote(listener: RemoteListener): () => void {
    this.remoteListeners.add(listener);
    return () => this.remoteListeners.delete(listener);
  }

  private receive(message: string): void {
    const w = parseWire(message);
    if (w === null || w.n === this.node) return;
    // A frame says its node is alive as well as its echo does: a node killed between its first frames and its next
    // echo (within `echoMs` of this node hearing it at all) is then missed too, and its lost frames are caught up.
    if (w.n.length > 0 && w.n.length <= 32) this.peers.set(w.n, performance.now());
    const frame: AudienceFrame = {
      gameId: w.g,
      audience: w.a,
      version: w.v,
      frame: w.f,
      ...(w.s ? { side: true } : {}),
    };
    // The authority first (it brings its cached game up to this version from the store), then this node's
    // sockets: a socket never sees a version this node does not have yet. Listeners are told at once; deliveries
    // of one game are chained so its frames reach sockets in the order they were published.
    const ready = Promise.all([...this.remoteListeners].map((l) => l(frame))).catch((e: unknown) => {
      this.onError(e instanceof Error ? e : new Error(String(e)));
    });
    const queued = Promise.all([this.queues.get(frame.gameId), ready]).then(() => {
      if (this.queues.get(frame.gameId) === queued) this.queues.delete(frame.gameId);
      if (!this.closed) this.local.publish(frame);
    });
    this.queues.set(frame.gameId, queued);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.echoTimer !== null) clearInterval(this.echoTimer);
    this.remoteListeners.clear();
    this.reconnectListeners.clear();
    await this.local.close();
    // quit waits for pending replies (the last publishes) before closing.
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
