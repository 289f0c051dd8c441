import type { Json, Seat, Viewer } from '../game.js';

/** A kit failure: the check's run() throws this, with what failed and where. */
export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
}

export function failCheck(message: string): never {
  throw new ConformanceError(message);
}

/** JSON text cut to a readable length for failure messages. */
export function show(x: unknown, max = 1500): string {
  let text: string;
  try {
    text = JSON.stringify(x) ?? String(x);
  } catch {
    text = String(x);
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** The first path where two JSON values differ, or null when they are equal (object key order ignored). */
export function jsonDiff(a: unknown, b: unknown, path = '$'): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b) ? null : `${path}: ${show(a, 200)} ≠ ${show(b, 200)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array ≠ object`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: length ${a.length} ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDiff(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) {
    if (!(k in ra) || !(k in rb)) return `${path}.${k}: present on one side only`;
    const d = jsonDiff(ra[k], rb[k], `${path}.${k}`);
    if (d !== null) return d;
  }
  return null;
}

/** Every seat, then 'spectator'. */
export function viewersOf(players: number): Viewer[] {
  return [...Array.from({ length: players }, (_, s): Seat => s), 'spectator'];
}

/** Up to `n` items spread evenly over `items` (all of them when there are fewer). */
export function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);
}

/** A stable text for a move, to compare moves across states (notation may depend on the state). */
export const moveKey = (m: unknown): string => show(m, Number.POSITIVE_INFINITY);

/** The PRNG text of a setup, when it is an object with a string `rng` field. */
export function rngText(setup: Json): string | null {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) return null;
  const rng = setup.rng;
  return typeof rng === 'string' && rng.length >= 8 ? rng : null;
}

/** Runs `fn`, turning a throw of the game's code into a failure that says where it happened. */
export function guard<T>(where: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ConformanceError) throw e;
    const text = e instanceof Error ? (e.stack ?? e.message) : String(e);
    return failCheck(`${where}: threw ${text}`);
  }
}
