/**
 * Playability report (issue 7): for each cell and precision (CB-6), how often the landing table's throw for that
 * cell and precision (src/fixtures/aims.ts, the best throw found by scripts/aims.ts; `exact` uses the `steady`
 * table) lands there from seat 0 on an empty board, over seeded samples other than the search's; and the share of
 * runs that settle before the 8 s cap (CB-7), of all runs and of the counted ones.
 * Run: nice -n 5 npx tsx packages/cubiko/scripts/playability.ts [samples=200] [precisions=exact,steady,shaky]
 * (two processes, one per precision, halve the wall-clock time on two cores).
 */
import { Rng } from '@ludotheque/engine';
import { AIMS_BY_PRECISION } from '../src/fixtures/aims.js';
import { CELL_NAMES, cellAt, cellFromThrower } from '../src/geometry.js';
import { loadPhysics, run } from '../src/physics.js';
import { launchOf, noisy } from '../src/rules.js';
import { PRECISION_P, type Precision, type Throw } from '../src/types.js';

const SAMPLES = Number(process.argv[2] ?? 200);
const PRECISIONS = (process.argv[3] ?? 'exact,steady,shaky').split(',') as Precision[];

interface Tally {
  runs: number;
  settled: number;
  counted: number;
  countedSettled: number;
}

/** The table's throw for a cell, as seat 0 throws it. */
function aimOf(precision: Precision, cell: number): Throw {
  const a = AIMS_BY_PRECISION[precision].find((x) => cellFromThrower(0, x.file, x.rank) === cell);
  if (a === undefined) throw new Error(`no ${precision} aim for ${CELL_NAMES[cell]}`);
  return { type: 'throw', offset: a.o, v: a.v, w: a.w };
}

/** Hits of one cell's throw over SAMPLES seeded noisy draws; the runs are tallied for the settle share. */
function hitsOf(precision: Precision, cell: number, tally: Tally): number {
  const t = aimOf(precision, cell);
  const rng = Rng.seeded(`playability/${cell}/${precision}`);
  let hits = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const r = run({ cubes: [], ball: launchOf(0, noisy(t, PRECISION_P[precision], rng)) });
    tally.runs++;
    if (r.settled) tally.settled++;
    const landed = r.firstContact === 'table' && r.ball !== null ? cellAt(r.ball.p[0], r.ball.p[1]) : null;
    if (landed !== null) {
      tally.counted++;
      if (r.settled) tally.countedSettled++;
    }
    if (landed === cell) hits++;
  }
  return hits;
}

const pct = (n: number, d: number): string => `${((100 * n) / d).toFixed(1)} %`;

async function main(): Promise<void> {
  await loadPhysics();
  const tally: Tally = { runs: 0, settled: 0, counted: 0, countedSettled: 0 };
  const totals = new Map<Precision, number>(PRECISIONS.map((p) => [p, 0]));
  const rows: string[] = [];
  for (let cell = 0; cell < 9; cell++) {
    const rates: string[] = [];
    for (const precision of PRECISIONS) {
      const hits = hitsOf(precision, cell, tally);
      totals.set(precision, (totals.get(precision) ?? 0) + hits);
      rates.push(pct(hits, SAMPLES));
    }
    rows.push(`| ${CELL_NAMES[cell]} | ${rates.join(' | ')} |`);
    console.error(rows[rows.length - 1]);
  }
  console.log(`samples per cell and precision: ${SAMPLES}`);
  console.log(`| cell | ${PRECISIONS.join(' | ')} |\n| --- |${' --- |'.repeat(PRECISIONS.length)}`);
  for (const r of rows) console.log(r);
  console.log(`| all | ${PRECISIONS.map((p) => pct(totals.get(p) ?? 0, 9 * SAMPLES)).join(' | ')} |`);
  console.log(
    `settled before 8 s: ${tally.settled}/${tally.runs} runs (${pct(tally.settled, tally.runs)}); ` +
      `counted throws: ${tally.countedSettled}/${tally.counted}`,
  );
  for (const precision of PRECISIONS) {
    const throws = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => {
      const t = aimOf(precision, c);
      return `${CELL_NAMES[c]} o=${t.offset} v=${t.v.join(',')} w=${t.w.join(',')}`;
    });
    console.log(`${precision} throws: ${throws.join('; ')}`);
  }
}

await main();
