/**
 * Playability report (issue 7): for each cell, how often the landing table's throw for it (src/fixtures/aims.ts,
 * the best throw found by scripts/aims.ts) lands there from seat 0 on an empty board at each precision (CB-6), over
 * seeded samples; and the share of runs that settle before the 8 s cap (CB-7).
 * Run: npx tsx packages/cubiko/scripts/playability.ts [samples=200]
 */
import { Rng } from '@ludotheque/engine';
import { AIMS } from '../src/fixtures/aims.js';
import { CELL_NAMES, cellAt, cellFromThrower } from '../src/geometry.js';
import { loadPhysics, run } from '../src/physics.js';
import { launchOf, noisy } from '../src/rules.js';
import { PRECISION_P, type Precision, type Throw } from '../src/types.js';

const SAMPLES = Number(process.argv[2] ?? 200);
const PRECISIONS: Precision[] = ['exact', 'steady', 'shaky'];

async function main(): Promise<void> {
  await loadPhysics();
  let runs = 0;
  let settled = 0;
  let countedRuns = 0;
  let countedSettled = 0;
  const rows: string[] = [];
  const totals: Record<Precision, number> = { exact: 0, steady: 0, shaky: 0 };
  for (const a of AIMS) {
    const cell = cellFromThrower(0, a.file, a.rank);
    const t: Throw = { type: 'throw', offset: a.o, v: a.v, w: a.w };
    const rates: string[] = [];
    for (const precision of PRECISIONS) {
      const rng = Rng.seeded(`playability/${cell}/${precision}`);
      let hits = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const r = run({ cubes: [], ball: launchOf(0, noisy(t, PRECISION_P[precision], rng)) });
        runs++;
        if (r.settled) settled++;
        const landed = r.firstContact === 'table' && r.ball !== null ? cellAt(r.ball.p[0], r.ball.p[1]) : null;
        if (landed !== null) {
          countedRuns++;
          if (r.settled) countedSettled++;
        }
        if (landed === cell) hits++;
      }
      totals[precision] += hits;
      rates.push(`${((100 * hits) / SAMPLES).toFixed(1)} %`);
    }
    rows.push(`| ${CELL_NAMES[cell]} | ${rates.join(' | ')} |`);
    console.error(rows[rows.length - 1]);
  }
  console.log(`samples per cell and precision: ${SAMPLES}`);
  console.log('| cell | exact | steady | shaky |\n| --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
  const all = AIMS.length * SAMPLES;
  console.log(`| all | ${PRECISIONS.map((p) => `${((100 * totals[p]) / all).toFixed(1)} %`).join(' | ')} |`);
  console.log(
    `settled before 8 s: ${settled}/${runs} runs (${((100 * settled) / runs).toFixed(1)} %); counted throws: ${countedSettled}/${countedRuns}`,
  );
}

await main();
