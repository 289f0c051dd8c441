/**
 * Bots report (issue 7): per bot level, (1) how often the bot's throws land on the cell it aimed at, over the throws
 * of seeded 2-player games between two bots of that level (`steady` precision, positions reached by bot play), and
 * (2) how long a throw-phase decision takes: over those games, and on a fixed board of six cubes.
 * The aimed cell is `targetOf` the throw the search chose, caught before the level's aim error (`bot.execute`).
 * Uses the generic agent of `@ludotheque/ai` exactly as `ludo match` does (a dev-time tool: the package itself
 * does not depend on ai).
 * Run: npx tsx packages/cubiko/scripts/landing.ts [games per level=4] [max plies=60] [levels=easy,medium,hard]
 */
import { createAgent } from '@ludotheque/ai';
import { type Agent, type BotLevel, playGame, Rng, unwrap } from '@ludotheque/engine';
import { AIM_ERROR, bot, targetOf } from '../src/bot.js';
import { type CubikoView, cubiko, fromSetup, toSetup } from '../src/index.js';
import type { CubikoMove, CubikoState } from '../src/types.js';

const GAMES = Number(process.argv[2] ?? 4);
const MAX_PLIES = Number(process.argv[3] ?? 60);
const LEVELS = (process.argv[4] ?? 'easy,medium,hard').split(',') as BotLevel[];

/** What the instrumented game saw: the cell the last chosen throw aimed at (null: not a table throw). */
const seen: { target: number | null } = { target: null };

/** Cubiko whose `execute` first notes the aimed cell of the search's choice, then applies the level's error. */
const watched = {
  ...cubiko,
  bot: {
    ...bot,
    execute: (s: CubikoState, m: CubikoMove, level: BotLevel, rng: Rng): CubikoMove => {
      seen.target = targetOf(s, m);
      return bot.execute?.(s, m, level, rng) ?? m;
    },
  },
};

/** Throw-phase decisions of the timed agents: their durations (ms) and how many were a pass (CB-14). */
interface Decisions {
  readonly times: number[];
  /** The same decisions' CPU time (ms, user + system): what they cost whatever else the machine runs. */
  readonly cpu: number[];
  passes: number;
}

const newDecisions = (): Decisions => ({ times: [], cpu: [], passes: 0 });

/** The agent, timed on throw-phase decisions. */
function timed(level: BotLevel, seed: string, into: Decisions): Agent<CubikoView, CubikoMove> {
  const agent = unwrap(createAgent(watched, `mcts:${level}`, seed));
  return {
    name: agent.name,
    chooseMove: (view, seat) => {
      const throwing = (view as { phase: unknown }).phase === 'throw';
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const m = agent.chooseMove(view, seat);
      const c = process.cpuUsage(c0);
      if (throwing) into.times.push(performance.now() - t0);
      if (throwing) into.cpu.push((c.user + c.system) / 1000);
      if (throwing && m.type === 'pass') into.passes++;
      return m;
    },
  };
}

const quantile = (xs: number[], q: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? Number.NaN;
const median = (xs: number[]): number => quantile(xs, 0.5);
const fmt = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** Plays GAMES seeded games at `level` and counts aimed throws and those landing on their cell (CB-9). */
function landing(level: BotLevel): { aimed: number; landed: number; decisions: Decisions } {
  const out = { aimed: 0, landed: 0, decisions: newDecisions() };
  const options = unwrap(cubiko.parseOptions({ players: 2, precision: 'steady' }));
  for (let g = 0; g < GAMES; g++) {
    const agents = [0, 1].map((seat) => timed(level, `landing/${level}/${g}/${seat}`, out.decisions));
    seen.target = null;
    playGame(watched, options, `landing/${g}`, agents, {
      maxPlies: MAX_PLIES,
      onMove: ({ move, state }) => {
        if (move.type !== 'throw' || seen.target === null) return;
        out.aimed++;
        if (state.phase.kind === 'placement' && state.phase.cell === seen.target) out.landed++;
        seen.target = null;
      },
    });
  }
  return out;
}

/** The bench's board: six cubes, three of each seat, seat 0 to throw. */
function sixCubes(): CubikoState {
  const base = toSetup(cubiko.setup(unwrap(cubiko.parseOptions({ players: 2 })), Rng.seeded('decide')));
  const at = (owner: number, n: number, x: number, y: number) => ({ owner, n, p: [x, y, 81], q: [0, 0, 0, 1] });
  const cubes = [at(0, 1, 0, 0), at(0, 2, -80, 80), at(0, 3, 80, -80), at(1, 1, 80, 0), at(1, 2, 0, 80)];
  return unwrap(fromSetup({ ...(base as object), cubes: [...cubes, at(1, 3, -80, -80)], reserves: [[], []] }));
}

async function main(): Promise<void> {
  await cubiko.load?.();
  const board = sixCubes();
  // One untimed decision first: the first simulations of a process also compile Rapier's WASM and warm the JIT.
  timed('hard', 'warm-up', newDecisions()).chooseMove(cubiko.view(board, 0), 0);
  const head = '| level | aim error | iterations | aimed throws | on target | passes / throw turns |';
  console.log(`${head} decision wall: median / 90 % / max | CPU: median / 90 % / max |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const fixed: string[] = [];
  for (const level of LEVELS) {
    const r = landing(level);
    const rate = r.aimed > 0 ? `${((100 * r.landed) / r.aimed).toFixed(1)} % (${r.landed}/${r.aimed})` : '—';
    const { times, cpu, passes } = r.decisions;
    const cells = `${r.aimed} | ${rate} | ${passes}/${times.length}`;
    const spread = (xs: number[]) => `${fmt(median(xs))} / ${fmt(quantile(xs, 0.9))} / ${fmt(Math.max(...xs))}`;
    const when = `${spread(times)} | ${spread(cpu)}`;
    console.log(`| ${level} | ±${AIM_ERROR[level]} mm/s | ${bot.levels?.[level]} | ${cells} | ${when} |`);
    const fixedBoard = newDecisions();
    for (let i = 0; i < 5; i++) timed(level, `decide/${i}`, fixedBoard).chooseMove(cubiko.view(board, 0), 0);
    const f = fixedBoard;
    fixed.push(
      `${level}: wall median ${fmt(median(f.times))}, max ${fmt(Math.max(...f.times))}, CPU ${fmt(median(f.cpu))}`,
    );
  }
  console.log(`\nDecision on a six-cube board (5 seeded agents each): ${fixed.join('; ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
