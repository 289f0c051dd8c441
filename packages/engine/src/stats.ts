/**
 * The Wilson score interval for a proportion (Wilson 1927): unlike the normal approximation it stays inside [0, 1]
 * and is sensible for small series and for scores near 0 or 1, which is what bot matches of a few dozen games give.
 * `successes` may be fractional (draws count a half). With `n` = 0 nothing is known: the interval is [0, 1].
 */
export function wilson(successes: number, n: number, z = 1.96): { low: number; high: number } {
  if (!(n > 0)) return { low: 0, high: 1 };
  const p = Math.min(1, Math.max(0, successes / n));
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
