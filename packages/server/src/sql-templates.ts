import { CompiledQuery } from 'kysely';

/**
 * Kysely's builders, compiled once per statement shape and reused (issue 28). Building and compiling a statement
 * costs the event loop 10–30 µs (the profile of `npm run load` at 200 games put the timer, turn and game-over
 * statements of the group commit at about a tenth of the main thread); its text does not depend on the values, only
 * its parameters do. `compile(key, values, build)` runs `build` the first time with markers in place of `values`,
 * reads where each marker landed in the parameters, and from then on gives the same text with the real values in
 * those places. A builder that puts a value anywhere but a parameter (a marker missing from the parameters, or a
 * parameter that is no marker) is compiled every time, as before.
 */
export class SqlTemplates {
  private readonly cache = new Map<string, { sql: string; order: readonly number[] } | null>();

  compile(
    key: string,
    values: readonly unknown[],
    build: (values: readonly unknown[]) => CompiledQuery,
  ): CompiledQuery {
    let t = this.cache.get(key);
    if (t === undefined) {
      // Markers no real value is: negative integers far out of every id, version and time used here, or strings
      // with a NUL (names and ids never hold one).
      const markers = values.map((v, i) => (typeof v === 'number' ? -987_654_321_000 - i : `\u0000marker${i}\u0000`));
      const probe = build(markers);
      const order = probe.parameters.map((p) => (markers as unknown[]).indexOf(p));
      // Every marker a parameter, none lost or written into the text: else the shape is not value-free.
      const clean = order.every((i) => i >= 0) && markers.every((_, i) => order.includes(i));
      t = clean ? { sql: probe.sql, order } : null;
      this.cache.set(key, t);
    }
    if (t === null) return build(values);
    return CompiledQuery.raw(
      t.sql,
      t.order.map((i) => values[i]),
    );
  }
}
