import WebSocket from 'ws';
import { exitFlushed } from './exit.js';

/**
 * The lobby load's clients, in their own process (`lobby.ts` forks it): `watchers` lobby sockets, then `tables`
 * open tables created over HTTP by a few guests, then `probes` creations one at a time whose arrival is timed on
 * every watcher (create request sent → the `lobbyTable` frame read by each socket, one clock: this process).
 * Talks to its parent over IPC: `{ phase }` after each step (the parent reads the server's memory then), and
 * `{ report }` at the end.
 */
const [url = '', watchersArg = '1000', tablesArg = '1000', probesArg = '50'] = process.argv.slice(2);
const watchers = Number(watchersArg);
const tables = Number(tablesArg);
const probes = Number(probesArg);
const wsUrl = `${url.replace(/^http/, 'ws')}/ws/lobby`;

const tell = (m: unknown) =>
  new Promise<void>((resolve) => {
    process.send?.(m, () => resolve());
  });
/** Waits for the parent's go after a phase (it measured the server). */
const go = () => new Promise<void>((resolve) => process.once('message', () => resolve()));

/** Per watcher, when it read each table id's first frame (performance.now()). */
const seen: Map<string, number>[] = [];
const sockets: WebSocket[] = [];

function open(i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const mine = new Map<string, number>();
    seen[i] = mine;
    sockets[i] = ws;
    ws.on('message', (data: Buffer) => {
      // Only the frames' heads are read (the table id comes first): 10,000 sockets each turning every frame into a
      // string ran this process out of memory, and the time spent here is counted in the latency.
      const head = data.subarray(0, 96).toString();
      if (head.startsWith('{"type":"lobbyTable"')) {
        const at = performance.now();
        const id = /"id":"([A-Za-z0-9_-]+)"/.exec(head)?.[1];
        if (id !== undefined && !mine.has(id)) mine.set(id, at);
      } else if (head.startsWith('{"type":"lobbyBatch"')) {
        // Several changes of one window in one frame (lobby/coalesce.ts): every table in it.
        const at = performance.now();
        for (const m of data.toString().matchAll(/"type":"lobbyTable","table":\{"id":"([A-Za-z0-9_-]+)"/g))
          if (m[1] !== undefined && !mine.has(m[1])) mine.set(m[1], at);
      } else if (head.startsWith('{"type":"lobby"')) resolve();
    });
    ws.once('error', reject);
  });
}

async function guest(): Promise<string> {
  const r = await fetch(`${url}/api/me`);
  return (r.headers.getSetCookie().find((c) => c.startsWith('ludo_session=')) ?? '').split(';')[0] ?? '';
}

/**
 * A table opened by guest `jar[g]`. The server renews a guest's session now and then (players/: a new cookie in the
 * answer, the old one answered 409 `sessionRotated` for a moment): the jar keeps the newest and the request is asked
 * again, as the page does.
 */
async function create(jar: string[], g: number, i: number): Promise<string> {
  for (let tries = 0; ; tries++) {
    const r = await fetch(`${url}/api/lobby/tables`, {
      method: 'POST',
      headers: { cookie: jar[g] as string, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'linx', players: 2 + (i % 3), options: {} }),
    }).catch((e: unknown) => {
      // A kept-alive connection the server closed as this request left on it (a loaded machine): asked again.
      if (tries >= 3) throw e;
      return null;
    });
    if (r === null) continue;
    const renewed = r.headers.getSetCookie().find((c) => c.startsWith('ludo_session='));
    if (renewed !== undefined) jar[g] = renewed.split(';')[0] ?? '';
    if (r.status === 201) return ((await r.json()) as { id: string }).id;
    const text = await r.text();
    if (r.status !== 409 || !text.includes('sessionRotated') || tries >= 3)
      throw new Error(`table not created: ${r.status} ${text}`);
  }
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

const t0 = performance.now();
for (let i = 0; i < watchers; i += 250) {
  await Promise.all(Array.from({ length: Math.min(250, watchers - i) }, (_, k) => open(i + k)));
}
const connectMs = performance.now() - t0;
await tell({ phase: 'watchers' });
await go();

// The lobby filled with open tables by 20 guests, 10 requests at a time.
const cookies = await Promise.all(Array.from({ length: 20 }, guest));
let next = 0;
const fillStart = performance.now();
await Promise.all(
  Array.from({ length: 10 }, async () => {
    for (let i = next++; i < tables; i = next++) await create(cookies, i % cookies.length, i);
  }),
);
const fillSeconds = (performance.now() - fillStart) / 1000;
await tell({ phase: 'tables' });
await go();

// A fresh watcher's snapshot with the lobby full.
const snapStart = performance.now();
const snapshotBytes = await new Promise<number>((resolve, reject) => {
  const ws = new WebSocket(wsUrl);
  ws.on('message', (d) => {
    const text = d.toString();
    if (text.startsWith('{"type":"lobby"')) {
      ws.close();
      resolve(text.length);
    }
  });
  ws.once('error', reject);
});
const snapshotMs = performance.now() - snapStart;

// Probes: one creation at a time, timed to every watcher.
const all: number[] = [];
const last: number[] = [];
for (let p = 0; p < probes; p++) {
  const sent = performance.now();
  const id = await create(cookies, p % cookies.length, p);
  const deadline = performance.now() + 30_000;
  while (seen.some((m) => !m.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  const times = seen.map((m) => (m.get(id) ?? Number.NaN) - sent);
  all.push(...times);
  last.push(Math.max(...times));
  await new Promise((r) => setTimeout(r, 50));
}
const missing = all.filter((x) => Number.isNaN(x)).length;
const got = all.filter((x) => !Number.isNaN(x));
await tell({
  report: {
    connectMs,
    fillSeconds,
    snapshotBytes,
    snapshotMs,
    p50: quantile(got, 0.5),
    p99: quantile(got, 0.99),
    lastP50: quantile(last, 0.5),
    lastP99: quantile(last, 0.99),
    missing,
  },
});
for (const s of sockets) s.terminate();
exitFlushed(0);
