// IS-MCTS iterations per CPU second (CPU time, so other load on the machine does not skew it):
// `npx tsx packages/symbolix/scripts/bench.ts`
import { ismctsSearch } from '@ludotheque/ai';
import { Rng, unwrap } from '@ludotheque/engine';
import { symbolix } from '../src/index.js';

for (const o of [
  { players: 2, level: 'basic', variant: 'standard' },
  { players: 4, level: 'advanced', variant: 'standard' },
  { players: 3, level: 'advanced', variant: 'grandSecret' },
]) {
  const s = symbolix.setup(unwrap(symbolix.parseOptions(o)), Rng.seeded('bench'));
  const rng = Rng.seeded('moves');
  for (let i = 0; i < 16 && symbolix.toMove(s) !== null; i++) symbolix.play(s, symbolix.randomMove(s, rng));
  const seat = symbolix.toMove(s) ?? 0;
  const view = symbolix.view(s, seat);
  ismctsSearch(symbolix, view, seat, { iterations: 300, rng: Rng.seeded(1) }); // warm-up
  const t = process.cpuUsage();
  ismctsSearch(symbolix, view, seat, { iterations: 2000, rng: Rng.seeded(2) });
  const u = process.cpuUsage(t);
  console.log(`${JSON.stringify(o)}: ${((2000 * 1e6) / (u.user + u.system)).toFixed(0)} iterations per CPU second`);
}
