// Quick local timing (not a test). Rates are per second of this process's CPU time (process.cpuUsage), so that a
// machine shared with other jobs still gives comparable figures; wall-clock rates are printed beside them.
// Run: npx tsx packages/linx/scripts/speed.ts
import { Rng } from '@ludotheque/engine';
import { linx } from '../src/index.js';

const { benchMcts, benchIsmcts } = await import('@ludotheque/ai');

/** Runs `body` (which returns a count) and gives count per CPU second and per wall second. */
function timed(body: () => number): { cpu: number; wall: number } {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const count = body();
  const c = process.cpuUsage(c0);
  const wall = (performance.now() - w0) / 1000;
  return { cpu: count / ((c.user + c.system) / 1e6), wall: count / wall };
}

function optionsOf(players: number) {
  const opts = linx.parseOptions({ players });
  if (!opts.ok) throw new Error(opts.error.message);
  return opts.value;
}

/** Whole matches (setup, random moves or the playout policy, `next` deals) to the end. */
function playouts(players: number, matches: number, policy: boolean): number {
  const opts = optionsOf(players);
  const rng = Rng.seeded(`speed-${players}`);
  const choose = linx.bot?.playoutPolicy;
  for (let i = 0; i < matches; i++) {
    const s = linx.setup(opts, rng);
    while (linx.toMove(s) !== null) linx.play(s, policy && choose ? choose(s, rng) : linx.randomMove(s, rng));
  }
  return matches;
}

const fmt = (r: { cpu: number; wall: number }) => `${Math.round(r.cpu)}/s CPU (${Math.round(r.wall)}/s wall)`;

for (const players of [2, 3, 4]) {
  playouts(players, 2000, false); // warm-up
  const random = timed(() => playouts(players, 20000, false));
  const policy = timed(() => playouts(players, 20000, true));
  console.log(`${players} players: random playouts ${fmt(random)}; policy playouts ${fmt(policy)}`);
}

// Generic MCTS and IS-MCTS (packages/ai) from the opening. A search answers at once when there is one legal move,
// so the opening is taken at the first real choice.
for (const players of [2, 3, 4]) {
  const s = linx.setup(optionsOf(players), Rng.seeded(1));
  const rng = Rng.seeded(2);
  while (linx.legalMoves(s).length < 2) linx.play(s, linx.randomMove(s, rng));
  benchMcts(linx, s, 2000); // warm-up
  const seat = linx.toMove(s) ?? 0;
  const mcts = timed(() => (benchMcts(linx, s, 20000) > 0 ? 20000 : 0));
  const ismcts = timed(() => (benchIsmcts(linx, linx.view(s, seat), seat, 20000) > 0 ? 20000 : 0));
  console.log(`${players} players (ply ${s.turns}): MCTS ${fmt(mcts)} iterations; IS-MCTS ${fmt(ismcts)} iterations`);
}
