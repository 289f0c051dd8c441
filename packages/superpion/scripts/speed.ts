// Random playouts per second for each mode: `npx tsx packages/superpion/scripts/speed.ts [budgetMs]`.
import { performance } from 'node:perf_hooks';
import { MODES, playoutsPerSecond } from '../src/index.js';

const budget = Number(process.argv[2] ?? 3000);
for (const mode of MODES) {
  const r = playoutsPerSecond(mode, () => performance.now(), budget);
  console.log(
    `${mode.padEnd(9)} ${r.perSecond.toFixed(1).padStart(8)} playouts/s  ${r.movesPerPlayout.toFixed(0)} moves/playout  (${r.playouts} playouts)`,
  );
}
