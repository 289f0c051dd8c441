import { CompiledQuery } from 'kysely';

/**
 * Kysely's builders, compiled once per statement shape and reused (issue 28). Building and compiling a statement
 * costs the event loop 10–30 µs (the profile of `npm run load` at 200 games put the timer, turn and game-over
 * statements of the group commit at about a tenth of the main thread); its text does not depend on the values, only
 * its parameters do. `compile(key, values, build)` runs `build` the first time twice with markers in place of
 * `values`, reads where each marker landed in the parameters, and from then on gives the same text with the real
 * values in those places. A builder that puts a value anywhere but a parameter as is is compiled every time, as
 * before.
 */
export class SqlTemplates {
  private readonly cache = new Map<string, Template | null>();

  compile(
    key: string,
    values: readonly unknown[],
    build: (values: readonly unknown[]) => CompiledQuery,
  ): CompiledQuery {
    let t = this.cache.get(key);
    if (t === undefined) {
      t = template(values, build);
      this.cache.set(key, t);
    }
    if (t === null) return build(values);
    const { order, constants } = t;
    return CompiledQuery.raw(
      t.sql,
      order.map((i, k) => (i >= 0 ? values[i] : constants[k])),
    );
  }
}

/** Where each parameter comes from: the index of a value, or -1 for a constant of the builder's (`constants`). */
interface Template {
  readonly sql: string;
  readonly order: readonly number[];
  readonly constants: readonly unknown[];
}

/**
 * Two probes with different markers (negative integers far out of every id, version and time used here, or
 * strings with a NUL, which names and ids never hold): a parameter equal to a value's marker in both comes from
 * that value; one equal in both probes is the builder's constant (a `null` it sets); anything else (a value the
 * builder transformed, or wrote into the text) makes the shape uncacheable.
 */
function template(values: readonly unknown[], build: (values: readonly unknown[]) => CompiledQuery): Template | null {
  const markers = (round: number) =>
    values.map((v, i) =>
      typeof v === 'number' ? -987_654_321_000 - 1000 * round - i : `\u0000marker${round}.${i}\u0000`,
    );
  const [m1, m2] = [markers(1), markers(2)] as [unknown[], unknown[]];
  const [p1, p2] = [build(m1), build(m2)];
  if (p1.sql !== p2.sql || p1.parameters.length !== p2.parameters.length) return null;
  const order: number[] = [];
  const constants: unknown[] = [];
  for (const [k, p] of p1.parameters.entries()) {
    const i = m1.indexOf(p);
    if (i >= 0 && p2.parameters[k] === m2[i]) {
      order.push(i);
      constants.push(undefined);
    } else if (i < 0 && p2.parameters[k] === p && !m2.includes(p)) {
      order.push(-1);
      constants.push(p);
    } else return null;
  }
  // Every value a parameter: one missing was written into the text, or dropped.
  return values.every((_, i) => order.includes(i)) ? { sql: p1.sql, order, constants } : null;
}
