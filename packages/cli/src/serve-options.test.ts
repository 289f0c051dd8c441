import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecurring, resolveServeOptions, withoutSecrets } from './commands/serve-options.js';
import { ludo } from './testing.js';

/** Issue 15: `ludo serve` reads its configuration from the environment too, flags first; URLs never printed. */

const DEFAULTS = { dbFile: './data/ludotheque.sqlite', staticDir: '/web/dist' };

describe('resolveServeOptions', () => {
  it('takes the defaults when neither flag nor variable is given', () => {
    expect(resolveServeOptions({}, {}, DEFAULTS)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dbFile: './data/ludotheque.sqlite',
      staticDir: '/web/dist',
      logLevel: 'info',
      drainDelayMs: 0,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const env = {
      LUDO_PORT: '9000',
      LUDO_HOST: '0.0.0.0',
      LUDO_DB_FILE: '/var/lib/ludo.sqlite',
      LUDO_STATIC_DIR: '/srv/web',
      LUDO_POSTGRES_URL: 'postgresql://ludo:pw@db/ludo',
      LUDO_REDIS_URL: 'redis://cache:6379',
      LUDO_LOG_LEVEL: 'warn',
      LUDO_METRICS_PORT: '9100',
      LUDO_DRAIN_DELAY_MS: '5000',
      LUDO_TRUST_PROXY: 'true',
    };
    expect(resolveServeOptions({}, env, DEFAULTS)).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dbFile: '/var/lib/ludo.sqlite',
      staticDir: '/srv/web',
      postgresUrl: 'postgresql://ludo:pw@db/ludo',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      metricsPort: 9100,
      drainDelayMs: 5000,
      trustProxy: true,
    });
  });

  it('lets a flag override its variable, and LUDO_POSTGRES_URL override DATABASE_URL', () => {
    const env = { LUDO_PORT: '9000', LUDO_POSTGRES_URL: 'postgresql://a/x', DATABASE_URL: 'postgresql://b/y' };
    const fromEnv = resolveServeOptions({ host: '::1' }, env, DEFAULTS);
    expect([fromEnv.port, fromEnv.host, fromEnv.postgresUrl]).toEqual([9000, '::1', 'postgresql://a/x']);
    const flags = resolveServeOptions({ port: '7000', postgres: 'postgresql://c/z' }, env, DEFAULTS);
    expect([flags.port, flags.postgresUrl]).toEqual([7000, 'postgresql://c/z']);
    expect(resolveServeOptions({}, { DATABASE_URL: 'postgresql://b/y' }, DEFAULTS).postgresUrl).toBe(
      'postgresql://b/y',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(resolveServeOptions({}, { LUDO_PORT: '', LUDO_REDIS_URL: '' }, DEFAULTS)).toMatchObject({ port: 8080 });
    expect(resolveServeOptions({}, { LUDO_REDIS_URL: '' }, DEFAULTS).redisUrl).toBeUndefined();
  });

  it('reads the connection caps (issue 23) from their flags or variables, flags first', () => {
    const env = {
      LUDO_MAX_SOCKETS_PER_PLAYER: '8',
      LUDO_MAX_SOCKETS_PER_ADDRESS: '64',
      LUDO_MAX_CONNECTIONS_PER_ADDRESS: '0',
      LUDO_MAX_SOCKETS: '30000',
      LUDO_MAX_LOBBY_WATCHERS: '12000',
      LUDO_DESCRIPTOR_RESERVE: '512',
    };
    expect(resolveServeOptions({ maxSocketsPerPlayer: '16' }, env, DEFAULTS).limits).toEqual({
      maxSocketsPerPlayer: 16,
      maxSocketsPerAddress: 64,
      maxConnectionsPerAddress: 0,
      maxSockets: 30000,
      maxLobbyWatchers: 12000,
      descriptorReserve: 512,
    });
    expect(() => resolveServeOptions({}, { LUDO_MAX_SOCKETS_PER_PLAYER: '0' }, DEFAULTS)).toThrow(
      /LUDO_MAX_SOCKETS_PER_PLAYER must be between 1/,
    );
    expect(() => resolveServeOptions({ maxSockets: 'many' }, {}, DEFAULTS)).toThrow(/--max-sockets must be a whole/);
  });

  it('names the variable or the flag that is wrong', () => {
    expect(() => resolveServeOptions({}, { LUDO_PORT: 'eighty' }, DEFAULTS)).toThrow(/LUDO_PORT must be a whole/);
    expect(() => resolveServeOptions({ port: '70000' }, {}, DEFAULTS)).toThrow(/--port must be between/);
    expect(() => resolveServeOptions({}, { LUDO_TRUST_PROXY: 'yes' }, DEFAULTS)).toThrow(/LUDO_TRUST_PROXY must/);
    expect(() => resolveServeOptions({}, { LUDO_LOG_LEVEL: 'loud' }, DEFAULTS)).toThrow(/LUDO_LOG_LEVEL must be/);
  });
});

/** The README's example: an hourly Linx arena of 55 minutes. */
const HOURLY_LINX = [
  {
    key: 'hourly-linx',
    everyMinutes: 60,
    request: { name: 'Linx horaire', game: 'linx', format: 'arena', minutes: 55 },
  },
];

describe('the recurring tournaments file (--tournaments / LUDO_TOURNAMENTS_FILE)', () => {
  it('is named by its flag or its variable, the flag first', () => {
    expect(resolveServeOptions({}, { LUDO_TOURNAMENTS_FILE: '/etc/a.json' }, DEFAULTS).tournamentsFile).toBe(
      '/etc/a.json',
    );
    const both = resolveServeOptions({ tournaments: 'b.json' }, { LUDO_TOURNAMENTS_FILE: 'a.json' }, DEFAULTS);
    expect(both.tournamentsFile).toBe('b.json');
  });

  it('reads an array, or an object with `recurring`, and says what is wrong with a bad file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-tournaments-'));
    try {
      const file = (name: string, text: string) => {
        const path = join(dir, name);
        writeFileSync(path, text);
        return path;
      };
      expect(readRecurring(file('a.json', JSON.stringify(HOURLY_LINX)))).toEqual(HOURLY_LINX);
      expect(readRecurring(file('b.json', JSON.stringify({ recurring: HOURLY_LINX })))).toEqual(HOURLY_LINX);
      expect(() => readRecurring(join(dir, 'none.json'))).toThrow(/cannot read the tournaments file .*ENOENT/);
      expect(() => readRecurring(file('c.json', '{ nope'))).toThrow(/is not JSON/);
      expect(() => readRecurring(file('d.json', '{"key":"x"}'))).toThrow(/must hold an array/);
      expect(() => readRecurring(file('e.json', '[{"key":"x","everyMinutes":60}]'))).toThrow(
        /entry 1: request must be an object/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('withoutSecrets', () => {
  it('hides a URL and its password, even percent-encoded', () => {
    const url = 'postgresql://ludo:p%40ss@db:5432/ludo';
    expect(withoutSecrets(`connect ${url} failed`, [url])).toBe('connect [url] failed');
    expect(withoutSecrets('auth failed for p@ss / p%40ss', [url])).toBe('auth failed for [redacted] / [redacted]');
  });
});

describe('ludo serve from the environment', () => {
  const withEnv = async <T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> => {
    const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
    Object.assign(process.env, vars);
    try {
      return await run();
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  };

  it('never prints the database URL nor its password when the database is unreachable', async () => {
    // Port 1 on the loopback: nothing listens, the driver fails at once.
    const url = 'postgresql://ludo:s3cret-pw@127.0.0.1:1/ludo';
    const run = await withEnv({ LUDO_POSTGRES_URL: url, LUDO_PORT: '0', LUDO_LOG_LEVEL: 'silent' }, () =>
      ludo(['serve']),
    );
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/^ludo: the server could not start/);
    expect(run.out + run.err).not.toContain('s3cret-pw');
    expect(run.out + run.err).not.toContain('127.0.0.1:1/ludo');
  });

  it('serves on the port and the file the variables give, and drains on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-serve-env-'));
    try {
      const file = join(dir, 'games.sqlite');
      const vars = { LUDO_PORT: '0', LUDO_DB_FILE: file, LUDO_LOG_LEVEL: 'silent', LUDO_STATIC_DIR: dir };
      const run = await withEnv(vars, async () => {
        const before = process.listenerCount('SIGTERM');
        const running = ludo(['serve']);
        // In-process: the command's own SIGTERM listener is called, the process is not killed.
        const started = Date.now();
        while (process.listenerCount('SIGTERM') === before && Date.now() - started < 10_000)
          await new Promise((r) => setTimeout(r, 20));
        process.emit('SIGTERM');
        return running;
      });
      expect(run.code).toBe(0);
      expect(run.out).toContain(`(db ${file})`);
      expect(run.out).toMatch(/draining[\s\S]*stopped/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes the recurring tournaments to the server: an hourly Linx arena announced; a bad entry stops it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-serve-tournaments-'));
    try {
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify([{ ...HOURLY_LINX[0], everyMinutes: 1 }]));
      const base = { LUDO_PORT: '0', LUDO_DB_FILE: join(dir, 'a.sqlite'), LUDO_LOG_LEVEL: 'silent' };
      const refused = await withEnv({ ...base, LUDO_TOURNAMENTS_FILE: bad }, () => ludo(['serve']));
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(/recurring tournament hourly-linx: everyMinutes/);
      const good = join(dir, 'good.json');
      writeFileSync(good, JSON.stringify(HOURLY_LINX));
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const p = (probe.address() as { port: number }).port;
          probe.close(() => resolve(p));
        });
      });
      const vars = { ...base, LUDO_PORT: String(port), LUDO_DB_FILE: join(dir, 'b.sqlite'), LUDO_STATIC_DIR: dir };
      let announced: string[] = [];
      const run = await withEnv(vars, async () => {
        const running = ludo(['serve', '--tournaments', good]);
        // The scheduler's first pass (1 s) makes the next occurrence, on the hour, listed under "soon".
        const started = Date.now();
        while (announced.length === 0 && Date.now() - started < 15_000) {
          await new Promise((r) => setTimeout(r, 200));
          const list = await fetch(`http://127.0.0.1:${port}/api/tournaments`)
            .then((r) => r.json() as Promise<{ soon: { id: string; startsAt: number; endsAt: number }[] }>)
            .catch(() => null);
          announced = (list?.soon ?? [])
            .filter((x) => x.id.startsWith('r-hourly-linx-'))
            .map((x) => `${x.startsAt % 3_600_000} ${x.endsAt - x.startsAt}`);
        }
        process.emit('SIGTERM');
        return running;
      });
      expect(run.code).toBe(0);
      expect(announced).toEqual([`0 ${55 * 60_000}`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
