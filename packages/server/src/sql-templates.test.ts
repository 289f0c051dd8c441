import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqlTemplates } from './sql-templates.js';
import { timerWrite, turnWrite } from './timers/storage.js';

const dialects = {
  sqlite: new Kysely<unknown>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  postgres: new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

const entry = (g: unknown, v: unknown, e: unknown, c: unknown) => ({
  gameId: g as string,
  version: v as number,
  entry: e as string,
  created: c as string,
});

describe('SqlTemplates', () => {
  for (const [name, db] of Object.entries(dialects))
    it(`gives the statement the builder gives, for every value (${name})`, () => {
      const t = new SqlTemplates();
      let builds = 0;
      const timer = (values: readonly unknown[]) => {
        builds++;
        return timerWrite(db, entry(values[0], values[1], values[2], values[3]), {
          kind: values[4] as 'flag',
          dueMs: values[5] as number,
        });
      };
      const turn = (values: readonly unknown[]) =>
        turnWrite(db, entry(values[0], values[1], values[2], values[3]), {
          atMs: values[4] as number,
          creditMs: values[5] as number,
        });
      for (const values of [
        ['g1', 3, '{"move":"a1"}', '2026-12-02T04:00:00.000Z', 'flag', 1_800_000_000_000],
        ['another game', 41, '{"type":"wait","seat":1}', '2026-12-02T05:00:00.000Z', 'move', 12],
        // The same value twice: each place still gets its own.
        ['x', 7, 'x', 'x', 'move', 7],
      ]) {
        for (const [key, build] of [
          ['timer', timer],
          ['turn', turn],
        ] as const) {
          const got = t.compile(key, values, build);
          const want = build(values);
          expect(got.sql).toBe(want.sql);
          expect(got.parameters).toEqual(want.parameters);
        }
      }
      // Built twice for its template (two probes), then once per check above: never again to compile.
      expect(builds).toBe(2 + 3);
    });

  it('compiles every time a builder that writes a value into the text', () => {
    const t = new SqlTemplates();
    let builds = 0;
    const build = (values: readonly unknown[]) => {
      builds++;
      return sql`select ${sql.lit(values[0] as number)} as n`.compile(dialects.sqlite);
    };
    expect(t.compile('literal', [5], build).sql).toBe('select 5 as n');
    expect(t.compile('literal', [6], build).sql).toBe('select 6 as n');
    expect(builds).toBe(4); // two probes, then each call built as before
  });
});
