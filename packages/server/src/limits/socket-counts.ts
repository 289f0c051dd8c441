import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Where the sockets held per player (and per address without a player) are counted (issue 23: a per-node cap is a
 * cap an attacker multiplies by the nodes). `take` answers whether `key` is below `cap` over the whole deployment and,
 * if so, counts one more socket for it on this node; `give` forgets one.
 */
export interface SocketCounts {
  take(key: string, cap: number): Promise<boolean>;
  give(key: string): void;
  /** Sockets of `key` held on this node (tests, metrics). */
  local(key: string): number;
  close(): Promise<void>;
}

/** One node: the count is this process's. */
export class MemorySocketCounts implements SocketCounts {
  protected readonly held = new Map<string, number>();

  async take(key: string, cap: number): Promise<boolean> {
    return this.takeLocal(key, cap);
  }

  protected takeLocal(key: string, cap: number): boolean {
    const n = this.held.get(key) ?? 0;
    if (n >= cap) return false;
    this.held.set(key, n + 1);
    return true;
  }

  give(key: string): void {
    const left = (this.held.get(key) ?? 1) - 1;
    if (left <= 0) this.held.delete(key);
    else this.held.set(key, left);
  }

  local(key: string): number {
    return this.held.get(key) ?? 0;
  }

  async close(): Promise<void> {}
}

export interface RedisSocketOptions {
  /** Key prefix, shared by the deployment's nodes. */
  readonly prefix?: string;
  /** How long a node's counts outlive its last heartbeat (a killed node's sockets stop counting after it). */
  readonly ttlMs?: number;
  /** How often this node says it lives (a third of the TTL by default: two beats may be missed). */
  readonly beatMs?: number;
  /** A Redis answer slower than this is taken as Redis away (this node counts alone meanwhile). */
  readonly timeoutMs?: number;
}

// Every key in one hash slot (`{…}`), so the script is valid on a cluster too. KEYS[1]: the set of nodes; KEYS[2]:
// this node's hash (key → sockets). ARGV: the node's hash name prefix, this node's id, the counted key, the cap,
// the TTL. A node whose hash has expired (it stopped beating: dead) leaves the set the first time it is read.
const TAKE = `
local total = 0
for _, node in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local hash = ARGV[1] .. node
  if redis.call('EXISTS', hash) == 0 then
    redis.call('SREM', KEYS[1], node)
  else
    total = total + tonumber(redis.call('HGET', hash, ARGV[3]) or '0')
  end
end
if total >= tonumber(ARGV[4]) then return 0 end
redis.call('HINCRBY', KEYS[2], ARGV[3], 1)
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('SADD', KEYS[1], ARGV[2])
return 1
`;
const GIVE = `
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1
`;

/**
 * Several nodes: each node keeps its sockets' counts in its own Redis hash with a TTL, refreshed by a heartbeat, and
 * a cap is checked against the sum of the live nodes' hashes (one Lua script: check and count at once, so two nodes
 * cannot both take the last place). A node that dies stops beating; its hash expires after `ttlMs` and its sockets
 * stop counting, without anyone cleaning up after it. While Redis is away (or slow past `timeoutMs`) the node counts
 * alone, in memory, so players are neither all refused nor unbounded; when Redis is back the node writes its whole
 * local count again (Redis may have restarted empty, and releases made meanwhile never reached it).
 */
export class RedisSocketCounts extends MemorySocketCounts {
  private readonly client: Redis;
  private readonly nodes: string;
  private readonly hashPrefix: string;
  private readonly hash: string;
  private readonly ttlMs: number;
  private readonly beat: NodeJS.Timeout;
  private closed = false;
  /** A command failed or timed out (it may still run later): the next beat writes the whole count again. */
  private dirty = false;

  constructor(url: string, options: RedisSocketOptions = {}) {
    super();
    const prefix = options.prefix ?? 'ludo';
    const node = randomBytes(8).toString('hex');
    this.ttlMs = options.ttlMs ?? 15_000;
    this.nodes = `{${prefix}:sockets}:nodes`;
    this.hashPrefix = `{${prefix}:sockets}:node:`;
    this.hash = `${this.hashPrefix}${node}`;
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.timeoutMs ?? 1_000,
    });
    this.client.on('error', () => undefined);
    this.client.defineCommand('takeSocket', { numberOfKeys: 2, lua: TAKE });
    this.client.defineCommand('giveSocket', { numberOfKeys: 1, lua: GIVE });
    // Connected again after an outage (or the first time): Redis gets this node's whole count.
    this.client.on('ready', () => void this.rewrite());
    this.beat = setInterval(() => void this.heartbeat(), options.beatMs ?? Math.floor(this.ttlMs / 3));
    this.beat.unref();
  }

  override async take(key: string, cap: number): Promise<boolean> {
    if (this.client.status === 'ready') {
      try {
        const taken = await (
          this.client as unknown as { takeSocket(...a: (string | number)[]): Promise<number> }
        ).takeSocket(
          this.nodes,
          this.hash,
          this.hashPrefix,
          this.hash.slice(this.hashPrefix.length),
          key,
          cap,
          this.ttlMs,
        );
        if (taken === 0) return false;
        this.held.set(key, (this.held.get(key) ?? 0) + 1);
        return true;
      } catch {
        // Redis failed this once: this node's own count decides (and the next beat's rewrite tells Redis).
        this.dirty = true;
      }
    }
    return this.takeLocal(key, cap);
  }

  override give(key: string): void {
    super.give(key);
    if (this.client.status !== 'ready') return;
    (this.client as unknown as { giveSocket(...a: string[]): Promise<number> }).giveSocket(this.hash, key).catch(() => {
      this.dirty = true;
    });
  }

  private async heartbeat(): Promise<void> {
    if (this.client.status !== 'ready') return;
    // Commands on one connection run in order: a rewrite sent now lands after any late command that timed out.
    if (this.dirty) return this.rewrite();
    await this.client
      .multi()
      .pexpire(this.hash, this.ttlMs)
      .sadd(this.nodes, this.hash.slice(this.hashPrefix.length))
      .exec()
      .catch(() => undefined);
  }

  private async rewrite(): Promise<void> {
    if (this.closed) return;
    this.dirty = false;
    const m = this.client.multi().del(this.hash);
    if (this.held.size > 0) {
      m.hset(this.hash, Object.fromEntries(this.held));
      m.pexpire(this.hash, this.ttlMs);
      m.sadd(this.nodes, this.hash.slice(this.hashPrefix.length));
    }
    await m.exec().catch(() => {
      this.dirty = true;
    });
  }

  /** Stops beating and drops the connection without releasing anything: what a killed node leaves (tests). */
  kill(): void {
    this.closed = true;
    clearInterval(this.beat);
    this.client.disconnect();
  }

  override async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.beat);
    // This node's sockets are closing with it: they stop counting now rather than after the TTL.
    await this.client.del(this.hash).catch(() => undefined);
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
