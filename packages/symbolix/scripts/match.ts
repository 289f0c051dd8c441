// Bot strength check: `npx tsx packages/symbolix/scripts/match.ts <players> <level> <variant> <games> <agentA> <agentB>`
// [batch] (seats rotated, fixed seed per batch; a running tally is printed after every game).
import { createAgent } from '@ludotheque/ai';
import { type AgentFactory, runSeries, unwrap } from '@ludotheque/engine';
import { symbolix } from '../src/index.js';

const [
  players = '2',
  level = 'basic',
  variant = 'standard',
  games = '20',
  a = 'ismcts:hard',
  b = 'random',
  batch = '0',
] = process.argv.slice(2);
const options = unwrap(symbolix.parseOptions({ players: Number(players), level, variant }));

const factory = (spec: string): AgentFactory => ({
  name: spec,
  create: (seed: string) => unwrap(createAgent(symbolix, spec, seed)) as ReturnType<AgentFactory['create']>,
});

const start = Date.now();
const tally = { a: 0, n: 0 };
const r = runSeries({
  game: symbolix,
  options,
  seed: `match/${players}/${level}/${variant}/${batch}`,
  games: Number(games),
  agents: [factory(a), factory(b)],
  onGame: (i, g) => {
    // seat s plays agent (s + i) mod 2 (the engine's rotation): tally agent A's first places as we go
    const ranks = g.ok ? (g.value.outcome?.ranks ?? []) : [];
    const aFirst = ranks.some((r, seat) => r === 1 && (seat + i) % 2 === 0);
    const bFirst = ranks.some((r, seat) => r === 1 && (seat + i) % 2 === 1);
    tally.a += aFirst && !bFirst ? 1 : aFirst ? 0.5 : 0;
    tally.n++;
    console.log(`game ${i}: ranks ${JSON.stringify(ranks)}; ${a} so far ${tally.a}/${tally.n}`);
  },
});
console.log(`\n${JSON.stringify(options)} ${games} games in ${((Date.now() - start) / 1000).toFixed(0)} s`);
for (const t of r.agents)
  console.log(
    `${t.name}: score ${(100 * t.score).toFixed(1)} % (W ${t.wins} D ${t.draws} L ${t.losses}), Wilson 95 % [${(100 * t.interval.low).toFixed(1)}, ${(100 * t.interval.high).toFixed(1)}], mean return ${t.meanReturn.toFixed(3)}`,
  );
console.log(`unfinished ${r.unfinished}, failures ${r.failures.length}`);
