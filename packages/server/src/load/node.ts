import { InlineBots } from '../bot-move.js';
import type { Fanout } from '../fanout.js';
import { UNLIMITED } from '../limits/limits.js';
import { RedisFanout } from '../redis-fanout.js';
import { GAMES } from '../registry.js';
import { startServer } from '../server.js';

// One node of the issue 24 fault runs (load/faults.ts), in its own process. As fixtures/serve-node.ts (PostgreSQL
// and Redis from the environment, no per-address limits: every client comes from one address), plus:
// - `LUDO_PORT`: a fixed port, so a node restarted behind nginx or HAProxy comes back where the proxy expects it;
// - `LUDO_GRACE_MS`: presence's grace before a seat gone on its turn may be claimed against (60 s by default);
// - SIGTERM drains as `ludo serve` does (`LUDO_DRAIN_DELAY_MS`), then exits 0;
// - SIGUSR2 arms "killed between commit and publish": the next game frame this node is about to publish (its
//   move already committed) kills the process with SIGKILL instead, so no other node ever hears of that version.
const postgresUrl = process.env.LUDO_POSTGRES_URL;
const redisUrl = process.env.LUDO_REDIS_URL;
if (postgresUrl === undefined || redisUrl === undefined) throw new Error('LUDO_POSTGRES_URL and LUDO_REDIS_URL');
let armed = false;
process.on('SIGUSR2', () => {
  armed = true;
});
const redis = await RedisFanout.connect(redisUrl);
// Only `publish` is changed; every other member is Redis's own (bound, as the authority calls them unbound too).
const fanout = new Proxy(redis, {
  get(target, key) {
    if (key === 'publish')
      return (frame: Parameters<Fanout['publish']>[0]) => {
        if (armed && frame.side !== true && !frame.gameId.startsWith('~')) process.kill(process.pid, 'SIGKILL');
        target.publish(frame);
      };
    const value = Reflect.get(target, key, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  },
}) as Fanout;
const server = await startServer({
  port: Number(process.env.LUDO_PORT ?? '0'),
  postgresUrl,
  redisUrl,
  fanout,
  bots: new InlineBots(GAMES),
  limits: UNLIMITED,
  ...(process.env.LUDO_GRACE_MS === undefined ? {} : { presence: { graceMs: Number(process.env.LUDO_GRACE_MS) } }),
});
process.once('SIGTERM', () => {
  void server.drain({ delayMs: Number(process.env.LUDO_DRAIN_DELAY_MS ?? '0') }).then(() => process.exit(0));
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
