/**
 * Speed of the simulator: milliseconds per simulated throw (median) and throws per second, over seeded throws from
 * `sampleThrow` on a board with six cubes, each throw a full CB-9 run (the throw, then the cubes settling).
 * Run: npx tsx packages/cubiko/scripts/bench.ts [throws]
 */
import { Rng, unwrap } from '@ludotheque/engine';
import { cubiko, fromSetup, sampleThrow, simulateThrow, toSetup } from '../src/index.js';

const N = Number(process.argv[2] ?? 60);

async function main(): Promise<void> {
  await cubiko.load?.();
  const base = toSetup(cubiko.setup(unwrap(cubiko.parseOptions({ precision: 'exact' })), Rng.seeded('bench')));
  const at = (owner: number, n: number, x: number, y: number) => ({ owner, n, p: [x, y, 81], q: [0, 0, 0, 1] });
  const s = unwrap(
    fromSetup({
      ...(base as object),
      cubes: [
        at(0, 1, 0, 0),
        at(0, 2, -80, 80),
        at(0, 3, 80, -80),
        at(1, 1, 80, 0),
        at(1, 2, 0, 80),
        at(1, 3, -80, -80),
      ],
      reserves: [[], []],
    }),
  );
  const rng = Rng.seeded('bench/throws');
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  let steps = 0;
  let settled = 0;
  for (let i = 0; i < N; i++) {
    const t = sampleThrow(rng);
    const t0 = performance.now();
    const r = simulateThrow(s, t, 0);
    times.push(performance.now() - t0);
    steps += r.run.steps;
    if (r.run.settled) settled++;
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / N;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(N / 2)] ?? 0;
  const mean = times.reduce((a, b) => a + b, 0) / N;
  console.log(
    `cubiko: ${N} throws, median ${median.toFixed(1)} ms/throw, mean ${mean.toFixed(1)} ms, ${(1000 / mean).toFixed(1)} throws/s, ` +
      `${(steps / N).toFixed(0)} steps/throw on average, ${settled}/${N} settled before 8 s; ` +
      `CPU time ${cpuMs.toFixed(1)} ms/throw (what an idle core would take)`,
  );
}

await main();
