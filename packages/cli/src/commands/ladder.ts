import { LEVEL_NAMES } from '@ludotheque/ai';
import { type AgentTally, type Outcome, runSeries, seatAgents, wilson } from '@ludotheque/engine';
import type { Command } from 'commander';
import { agentFactory, splitSpecs } from '../agents.js';
import { gameOptions, loadGame } from '../games.js';
import { CliError, type Io, parseInteger, println } from '../io.js';
import { formatTable } from '../table.js';

interface LadderFlags {
  readonly players?: string;
  readonly options?: string;
  readonly levels?: string;
  readonly games: string;
  readonly seed: string;
}

/** The ladder's rungs, weakest first: `random`, then every named level (issue 27). */
export const LADDER = ['random', ...LEVEL_NAMES] as const;

/** What a step of the ladder should score (issue 27): each level beats the one below 65-80 % of the time. */
export const TARGET = { low: 0.65, high: 0.8 } as const;

/** The agent spec of a rung: `random` as is, a level as `mcts:<level>` (IS-MCTS for hidden-information games). */
export const rungSpec = (level: string): string => (level === 'random' ? 'random' : `mcts:${level}`);

/** One measured step: the upper rung's tally against the lower one. */
export interface Step {
  readonly lower: string;
  readonly upper: string;
  readonly tally: AgentTally;
}

/**
 * `ludo ladder <game> --games N`: for each adjacent pair of levels, a seeded series (seats rotated, seed
 * `<seed>/<lower>-<upper>`) between the two, and a table of the stronger one's score with its Wilson 95 % interval.
 */
export function registerLadder(program: Command, io: Io): void {
  program
    .command('ladder')
    .description('measure each bot level against the one below / mesure chaque niveau contre le précédent')
    .argument('<game>', 'game id / jeu (linx…)')
    .option('--players <n>', 'number of players / nombre de joueurs (options.players)')
    .option('--options <json>', 'game options as JSON / options du jeu en JSON')
    .option('--levels <list>', `levels, weakest first / niveaux, du plus faible (default ${LADDER.join(',')})`)
    .option('--games <k>', 'games per pair / parties par paire', '200')
    .option('--seed <s>', 'series seed / graine', 'ladder')
    .action(async (id: string, flags: LadderFlags) => {
      const games = parseInteger(flags.games, '--games', 1, 1_000_000);
      const game = await loadGame(id);
      const options = gameOptions(game, flags);
      const levels = flags.levels === undefined ? [...LADDER] : splitSpecs(flags.levels);
      if (levels.length < 2) throw new CliError('--levels needs at least two levels / au moins deux niveaux');
      const factories = levels.map((l) => agentFactory(game, rungSpec(l))); // bad levels fail before any game
      const steps: Step[] = [];
      for (let i = 1; i < levels.length; i++) {
        const started = Date.now();
        const running = { games: 0, points: 0 };
        const result = runSeries({
          game,
          options,
          seed: `${flags.seed}/${levels[i - 1]}-${levels[i]}`,
          games,
          agents: [factories[i], factories[i - 1]].filter((f) => f !== undefined),
          // A running score every PROGRESS_EVERY games: a run cut short by a deadline still tells what its first k
          // games gave (`--games k` replays exactly those, the seeds being `<seed>/<pair>/<index>`).
          onGame: (index, played) => {
            if (!played.ok || played.value.outcome === null) return;
            running.games++;
            running.points += upperPoints(seatAgents(options.players, 2, index), played.value.outcome);
            if (running.games % PROGRESS_EVERY === 0 && running.games < games) {
              println(
                io.stderr,
                `  ${levels[i]} vs ${levels[i - 1]}: ${progressLine(running)} (${seconds(started)} s)`,
              );
            }
          },
        });
        if (result.failures.length > 0) {
          const first = result.failures[0];
          throw new Error(`${levels[i]} vs ${levels[i - 1]}, game ${first?.game}: ${first?.error.message}`);
        }
        const step = { lower: levels[i - 1] as string, upper: levels[i] as string, tally: result.agents[0] };
        steps.push(step as Step);
        // One line per pair as it ends, so a long run shows its progress (stderr: the table stays clean).
        println(io.stderr, `${step.upper} vs ${step.lower}: ${formatScore(step as Step)} (${seconds(started)} s)`);
      }
      println(io.stdout, `${game.id} ${JSON.stringify(options)} — ${games} games per pair, seed ${flags.seed}`);
      println(io.stdout, ladderTable(steps));
    });
}

/** How often a pair's running score is printed (stderr), in games. */
export const PROGRESS_EVERY = 10;

/** The upper rung's (agent 0's) points in one finished game: 1 alone in first place, 1/2 sharing it, else 0. */
export function upperPoints(assignment: readonly number[], outcome: Outcome): number {
  const firsts = new Set(assignment.filter((_, s) => outcome.ranks[s] === 1));
  if (!firsts.has(0)) return 0;
  return firsts.size === 1 ? 1 : 0.5;
}

const progressLine = (r: { games: number; points: number }): string => {
  const w = wilson(r.points, r.games);
  return `${r.games} games, ${percent(r.points / r.games)} [${percent(w.low)} – ${percent(w.high)}]`;
};

const percent = (x: number): string => `${(100 * x).toFixed(1)} %`;
const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(0);
const formatScore = (s: Step): string =>
  `${percent(s.tally.score)} [${percent(s.tally.interval.low)} – ${percent(s.tally.interval.high)}]`;

/** Whether a step's score lies in the target band (the interval, printed beside it, says how sure that is). */
export const verdict = (t: AgentTally): 'yes' | 'no' =>
  t.score >= TARGET.low && t.score <= TARGET.high ? 'yes' : 'no';

/** The table: stronger vs weaker, games, wins-draws-losses of the stronger, score, Wilson 95 %, in 65-80 %. */
export function ladderTable(steps: readonly Step[]): string {
  const header = ['level', 'vs', 'games', 'wins', 'draws', 'losses', 'score', 'Wilson 95 %', '65-80 %'];
  const rows = steps.map((s) => [
    s.upper,
    s.lower,
    String(s.tally.games),
    String(s.tally.wins),
    String(s.tally.draws),
    String(s.tally.losses),
    percent(s.tally.score),
    `${percent(s.tally.interval.low)} – ${percent(s.tally.interval.high)}`,
    verdict(s.tally),
  ]);
  return formatTable(header, rows, [false, false, true, true, true, true, true, true, false]);
}
