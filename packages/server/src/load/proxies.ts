import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startPostgres } from '../fixtures/postgres.js';
import { startRedis } from '../fixtures/redis.js';
import { type RunningServer, startServer } from '../server.js';

/**
 * Issue 23, "one address, many people", measured through real proxies on loopback: one node with `--trust-proxy`
 * and the default limits behind the README's nginx and HAProxy samples (adapted to plain HTTP on 127.0.0.1).
 * Through each: `people` guests from `addresses` client addresses (127.0.1.x) each open a game and a lobby socket,
 * and one more address opens `flood` sockets without a session. Reports what passed and was refused, the health
 * checks' answers, and whether HAProxy ever marked the node DOWN.
 * Usage: `node dist/load/proxies.js [people=200] [addresses=40] [flood=300] [nodes=1]` (needs nginx and haproxy on
 * PATH; two nodes share a temporary PostgreSQL and Redis, as in production).
 */
const [people = 200, addresses = 40, flood = 300, nodeCount = 1] = process.argv.slice(2).map(Number);
const dir = mkdtempSync(join(tmpdir(), 'ludo-proxies-'));
const NGINX = 18_181;
const HAPROXY = 18_182;

const postgres = nodeCount > 1 ? await startPostgres() : null;
const redis = nodeCount > 1 ? await startRedis() : null;
const servers: RunningServer[] = [];
for (let i = 0; i < nodeCount; i++)
  servers.push(
    await startServer({
      port: 0,
      trustProxy: true,
      ...(postgres === null || redis === null
        ? { dbFile: join(dir, 'db.sqlite') }
        : { postgresUrl: postgres.url, redisUrl: redis.url }),
    }),
  );
const nodes = servers.map((s) => `127.0.0.1:${s.port}`);

writeFileSync(
  join(dir, 'nginx.conf'),
  `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/nginx.err warn; worker_processes 1;
events { worker_connections 8192; }
http {
  access_log off;
  upstream ludo { ${nodes.map((n) => `server ${n} max_fails=2 fail_timeout=10s;`).join(' ')} keepalive 32; }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${NGINX};
    location /ws {
      proxy_pass http://ludo; proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade; proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 75s; proxy_send_timeout 75s; proxy_next_upstream error timeout http_503;
    }
    location / {
      proxy_pass http://ludo; proxy_http_version 1.1;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_503;
    }
  }
}
`,
);
writeFileSync(
  join(dir, 'haproxy.cfg'),
  `global
  maxconn 8192
  stats socket ${dir}/haproxy.sock level admin
defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 75s
  timeout server 75s
frontend web
  bind 127.0.0.1:${HAPROXY}
  default_backend ludo
backend ludo
  option httpchk GET /api/ready
  http-check expect status 200
  timeout tunnel 75s
${nodes.map((n, i) => `  server n${i} ${n} check inter 2s fall 1 rise 2`).join('\n')}
`,
);

const children: ChildProcess[] = [
  spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' }),
  spawn('haproxy', ['-f', join(dir, 'haproxy.cfg')], { stdio: 'inherit' }),
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** HAProxy's view of the node (`show stat`'s status column), read over its stats socket. */
function haproxyStatus(): Promise<string> {
  return new Promise((resolve) => {
    const s = connect(join(dir, 'haproxy.sock'));
    let got = '';
    s.on('data', (d) => {
      got += d.toString();
    });
    s.on('error', () => resolve('?'));
    s.on('close', () => {
      const rows = got.split('\n').filter((l) => /^ludo,n\d+,/.test(l));
      resolve(rows.map((r) => r.split(',')[17] ?? '?').join(' ') || '?');
    });
    s.end('show stat\n');
  });
}

/** GET through a proxy from a given local address; the status and the session cookie it set, if any. */
function get(port: number, path: string, from: string, cookie = ''): Promise<{ status: number; cookie: string }> {
  return new Promise((resolve, reject) => {
    const r = request(
      { host: '127.0.0.1', port, path, localAddress: from, headers: cookie ? { cookie } : {} },
      (res) => {
        res.resume();
        const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ludo_session=')) ?? '';
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: set.split(';')[0] ?? '' }));
      },
    );
    r.on('error', reject);
    r.end();
  });
}

const sockets: WebSocket[] = [];
function upgrade(port: number, path: string, from: string, cookie: string): Promise<number> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
    localAddress: from,
    headers: cookie ? { cookie } : {},
    perMessageDeflate: false,
  });
  return new Promise((resolve) => {
    ws.once('open', () => {
      sockets.push(ws);
      resolve(101);
    });
    ws.once('unexpected-response', (_q, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', () => resolve(0));
  });
}

const count = (xs: number[]) => {
  const by: Record<string, number> = {};
  for (const x of xs) by[x] = (by[x] ?? 0) + 1;
  return by;
};

let sawDown = false;
const watch = setInterval(() => {
  void haproxyStatus().then((s) => {
    if (s.includes('DOWN')) sawDown = true;
  });
}, 500);
const report: Record<string, unknown> = {};
try {
  await sleep(1_500);
  for (const [name, port] of [
    ['nginx', NGINX],
    ['haproxy', HAPROXY],
  ] as const) {
    const t0 = performance.now();
    const players: { from: string; cookie: string }[] = [];
    for (let i = 0; i < people; i++) {
      const from = `127.0.1.${1 + (i % addresses)}`;
      players.push({ from, cookie: (await get(port, '/api/me', from)).cookie });
    }
    const upgrades: number[] = [];
    for (let i = 0; i < players.length; i += 50)
      upgrades.push(
        ...(await Promise.all(
          players
            .slice(i, i + 50)
            .flatMap((p) => [upgrade(port, '/ws', p.from, p.cookie), upgrade(port, '/ws/lobby', p.from, p.cookie)]),
        )),
      );
    // One address floods sockets without a session: its share fills, nobody else's.
    const flooded = await Promise.all(Array.from({ length: flood }, () => upgrade(port, '/ws', '127.0.2.1', '')));
    const late = await Promise.all(players.slice(0, 20).map((p) => upgrade(port, '/ws', p.from, p.cookie)));
    const checks = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(port, i % 2 ? '/api/health' : '/api/ready', '127.0.2.1')),
    );
    report[name] = {
      guests: players.filter((p) => p.cookie !== '').length,
      players: count(upgrades),
      flood: count(flooded),
      playersAfterFlood: count(late),
      checks: count(checks.map((c) => c.status)),
      seconds: Math.round((performance.now() - t0) / 100) / 10,
    };
  }
  await sleep(5_000); // two more HAProxy checks with every socket held
  report.nodes = nodeCount;
  report.open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  report.haproxyStatus = await haproxyStatus();
  report.haproxyEverDown = sawDown;
  report.loadavg = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(JSON.stringify(report, null, 2));
} finally {
  clearInterval(watch);
  for (const s of sockets) s.terminate();
  for (const c of children) c.kill('SIGTERM');
  for (const server of servers) await server.close();
  await redis?.stop();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}
