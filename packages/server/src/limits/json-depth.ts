/**
 * True when a parsed JSON value nests deeper than `max` arrays or objects. Iterative, and it stops at the first
 * branch too deep, so options nested 10,000 deep are refused in microseconds instead of reaching the recursive
 * schema (which would walk them, or overflow the stack into a 500).
 */
export function tooDeep(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
