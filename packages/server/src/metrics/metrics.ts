import { createServer, type Server } from 'node:http';
import { ERROR_CODES } from '@ludotheque/protocol';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when Prometheus scrapes (nothing is counted per move for them). */
export interface MetricSources {
  readonly liveGames: () => number;
  readonly botQueue: () => number;
}

type MoveCode = 'accepted' | (typeof ERROR_CODES)[number];

/**
 * The server's Prometheus metrics, in a registry of its own (several servers in one process keep theirs apart).
 * The per-move work is one counter increment and one histogram observation on pre-bound children.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly moves: Record<MoveCode, Counter.Internal>;
  private readonly moveSeconds: Histogram;
  private readonly commitSeconds: Histogram;
  private readonly connections: Gauge;
  private readonly refusals: Counter<'reason'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    const moves = new Counter({
      name: 'ludo_moves_total',
      help: 'Moves received from seats, by answer: accepted or the error code',
      labelNames: ['code'],
      registers,
    });
    // Every code starts at 0, so a rate over it exists before its first move.
    const children: Partial<Record<MoveCode, Counter.Internal>> = {};
    for (const code of ['accepted', ...ERROR_CODES] as MoveCode[]) {
      moves.inc({ code }, 0);
      children[code] = moves.labels(code);
    }
    this.moves = children as Record<MoveCode, Counter.Internal>;
    this.moveSeconds = new Histogram({
      name: 'ludo_move_seconds',
      help: 'From a move frame read to its answer (accepted moves: durably committed)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.commitSeconds = new Histogram({
      name: 'ludo_commit_seconds',
      help: 'One group commit of the store (one transaction, one fsync)',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers,
    });
    this.connections = new Gauge({ name: 'ludo_connections', help: 'Open WebSocket connections', registers });
    this.refusals = new Counter({
      name: 'ludo_refusals_total',
      help: 'Requests and connections refused or closed by a limit, by reason',
      labelNames: ['reason'],
      registers,
    });
    new Gauge({
      name: 'ludo_live_games',
      help: 'Games held in memory',
      registers,
      collect() {
        this.set(sources.liveGames());
      },
    });
    new Gauge({
      name: 'ludo_bot_queue_depth',
      help: 'Bot moves waiting for a worker thread',
      registers,
      collect() {
        this.set(sources.botQueue());
      },
    });
  }

  move(code: MoveCode, ms: number): void {
    this.moves[code].inc();
    this.moveSeconds.observe(ms / 1000);
  }

  /** A move refused before it reached the authority (a rate limit): counted, not timed. */
  refusedMove(code: MoveCode): void {
    this.moves[code].inc();
  }

  commit(ms: number): void {
    this.commitSeconds.observe(ms / 1000);
  }

  connected(delta: 1 | -1): void {
    this.connections.inc(delta);
  }

  refused(reason: string): void {
    this.refusals.labels(reason).inc();
  }
}

/** `GET /metrics` on a port of its own (keep it off the public one: it tells the load and the error rates). */
export async function serveMetrics(metrics: ServerMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
