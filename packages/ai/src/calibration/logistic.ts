/**
 * The value model (issue 27): a logistic regression of the mover's result on the logits of the search's mean and of
 * the game's heuristic (`value.ts`), fitted by Newton's method on self-play positions. Pure arithmetic.
 */

/** One fitted position: features (without the constant) and the result, 1 a win, 0 a loss, ½ a draw. */
export interface Row {
  readonly x: readonly number[];
  readonly y: number;
}

/** Logits are cut at ±4 (a figure of 0.018 or 0.982): a search's 0 or 1 is not a certainty worth infinite weight. */
export const logit = (p: number): number => {
  const q = Math.min(0.982, Math.max(0.018, p));
  return Math.log(q / (1 - q));
};

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The model's chance: `w[0] + Σ w[i+1]·x[i]` through the sigmoid. */
export function predict(w: readonly number[], x: readonly number[]): number {
  let z = w[0] ?? 0;
  for (let i = 0; i < x.length; i++) z += (w[i + 1] ?? 0) * (x[i] as number);
  return sigmoid(z);
}

/**
 * Weights (constant first) maximising the log-likelihood, with a small ridge (`lambda`, not on the constant) so that
 * nearly collinear features do not swing; Newton steps until they no longer move.
 */
export function fitLogistic(rows: readonly Row[], lambda = 1e-3): number[] {
  const d = (rows[0]?.x.length ?? 0) + 1;
  const w = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 50; iter++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (const r of rows) {
      const xs = [1, ...r.x];
      const p = predict(w, r.x);
      const s = p * (1 - p);
      for (let i = 0; i < d; i++) {
        g[i] = (g[i] as number) + (r.y - p) * (xs[i] as number);
        const hi = h[i] as number[];
        for (let j = 0; j < d; j++) hi[j] = (hi[j] as number) + s * (xs[i] as number) * (xs[j] as number);
      }
    }
    const n = Math.max(1, rows.length);
    for (let i = 1; i < d; i++) {
      g[i] = (g[i] as number) - lambda * n * (w[i] as number);
      (h[i] as number[])[i] = ((h[i] as number[])[i] as number) + lambda * n;
    }
    const step = solve(h, g);
    let moved = 0;
    for (let i = 0; i < d; i++) {
      w[i] = (w[i] as number) + (step[i] as number);
      moved = Math.max(moved, Math.abs(step[i] as number));
    }
    if (moved < 1e-9) break;
  }
  return w.map((v) => Math.round(v * 1e4) / 1e4);
}

/** Gaussian elimination with partial pivoting (a d×d system, d = 3 here). */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[p] as number[])[c] as number)) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = (m[c] as number[])[c] as number;
    if (Math.abs(pivot) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = ((m[r] as number[])[c] as number) / pivot;
      for (let k = c; k <= n; k++)
        (m[r] as number[])[k] = ((m[r] as number[])[k] as number) - f * ((m[c] as number[])[k] as number);
    }
  }
  return m.map((row, i) => {
    const pivot = row[i] as number;
    return Math.abs(pivot) < 1e-12 ? 0 : (row[n] as number) / pivot;
  });
}
