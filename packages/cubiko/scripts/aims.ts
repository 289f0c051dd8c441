/**
 * Builds the bots' landing table (src/fixtures/aims.ts): a grid of throws from the south seat on an empty board
 * at `exact` precision, then, per cell, the grid throws whose neighbours land in the same cell are tried under
 * `steady` noise and the best kept. Run: npx tsx packages/cubiko/scripts/aims.ts [samples] [output]
 */
import { writeFileSync } from 'node:fs';
import { Rng } from '@ludotheque/engine';
import { cellAt } from '../src/geometry.js';
import { loadPhysics, run } from '../src/physics.js';
import { launchOf, noisy } from '../src/rules.js';
import type { Throw } from '../src/types.js';

const SAMPLES = Number(process.argv[2] ?? 24);
const OUT = process.argv[3] ?? '../src/fixtures/aims.ts';
const KEEP = 8;
/** Optional narrowing for a second pass: AIMS_OFFSET=150 AIMS_VY=500,600 AIMS_CELLS=1,2 (defaults: the full table). */
const env = (name: string, dflt: string) => (process.env[name] ?? dflt).split(',').map(Number);
const OFFSET = Number(process.env.AIMS_OFFSET ?? 0);
const CELLS = env('AIMS_CELLS', '0,1,2,3,4,5,6,7,8');

function land(t: Throw): number | null {
  const r = run({ cubes: [], ball: launchOf(0, t) });
  if (r.firstContact !== 'table' || r.ball === null) return null;
  return cellAt(r.ball.p[0], r.ball.p[1]);
}

async function main(): Promise<void> {
  await loadPhysics();
  const VX = [-300, -200, -100, 0, 100, 200, 300];
  const VY = env('AIMS_VY', '500,600,700,800,900,1000,1100,1200,1300,1400');
  const VZ = Array.from({ length: 19 }, (_, i) => -3000 + 250 * i);
  const grid = new Map<string, number | null>();
  const key = (i: number, j: number, k: number) => `${i},${j},${k}`;
  const throwAt = (i: number, j: number, k: number): Throw => ({
    type: 'throw',
    offset: OFFSET,
    v: [VX[i] as number, VY[j] as number, VZ[k] as number],
    w: [0, 0, 0],
  });
  for (let i = 0; i < VX.length; i++)
    for (let j = 0; j < VY.length; j++)
      for (let k = 0; k < VZ.length; k++) grid.set(key(i, j, k), land(throwAt(i, j, k)));
  console.error('grid done');
  const aims: string[] = [];
  for (const cell of CELLS) {
    const cands: { t: Throw; n: number }[] = [];
    for (let i = 0; i < VX.length; i++)
      for (let j = 0; j < VY.length; j++)
        for (let k = 0; k < VZ.length; k++) {
          if (grid.get(key(i, j, k)) !== cell) continue;
          let n = 0;
          for (const [a, b, c] of [
            [1, 0, 0],
            [-1, 0, 0],
            [0, 1, 0],
            [0, -1, 0],
            [0, 0, 1],
            [0, 0, -1],
          ] as const)
            if (grid.get(key(i + a, j + b, k + c)) === cell) n++;
          cands.push({ t: throwAt(i, j, k), n });
        }
    cands.sort((x, y) => y.n - x.n);
    let best: { t: Throw; rate: number } | null = null;
    for (const c of cands.slice(0, KEEP)) {
      const rng = Rng.seeded(`aims/${cell}`);
      let hits = 0;
      for (let s = 0; s < SAMPLES; s++) if (land(noisy(c.t, 20, rng)) === cell) hits++;
      const rate = hits / SAMPLES;
      if (best === null || rate > best.rate) best = { t: c.t, rate };
    }
    console.error('cell', cell, cands.length, best?.rate);
    if (best === null) continue;
    const t = best.t;
    aims.push(
      `  { file: ${cell % 3}, rank: ${Math.floor(cell / 3)}, o: ${t.offset}, v: [${t.v.join(', ')}], w: [${t.w.join(', ')}], rate: ${best.rate} },`,
    );
  }
  const text = `/**
 * The bots' landing table, written by scripts/aims.ts (${SAMPLES} steady samples per candidate): per cell seen from the
 * thrower (file from their left, rank away from them), the throw most often landing there on an empty board.
 */
export interface Aim {
  readonly file: number;
  readonly rank: number;
  readonly o: number;
  readonly v: readonly [number, number, number];
  readonly w: readonly [number, number, number];
  /** Landing rate at \`steady\` precision measured by the script. */
  readonly rate: number;
}
export const AIMS: readonly Aim[] = [
${aims.join('\n')}
];
`;
  writeFileSync(new URL(OUT, import.meta.url), text);
}

await main();
