import { writeFile } from 'node:fs/promises';
import {
  type AgentTally,
  type AnyGame,
  type BaseOptions,
  type GameRecord,
  runSeries,
  type SeriesResult,
} from '@ludotheque/engine';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { agentFactory, splitSpecs } from '../agents.js';
import { gameOptions, loadGame } from '../games.js';
import { CliError, type Io, parseInteger, println } from '../io.js';
import { formatTable } from '../table.js';

interface MatchFlags {
  readonly players?: string;
  readonly options?: string;
  readonly agents: string;
  readonly games: string;
  readonly seed: string;
  readonly record?: string;
}

/** `ludo match <game> --agents a,b --games K --seed S`: a seeded series with seats rotated, then a table. */
export function registerMatch(program: Command, io: Io): void {
  program
    .command('match')
    .description('play a series of bot games / joue une série de parties entre bots')
    .argument('<game>', 'game id / jeu (linx…)')
    .option('--players <n>', 'number of players / nombre de joueurs (options.players)')
    .option('--options <json>', 'game options as JSON (keys of the rules file) / options du jeu en JSON')
    .option(
      '--agents <specs>',
      'agents, comma separated / agents séparés par des virgules: random, mcts:easy|medium|hard, ismcts:…, mcts:500',
      'mcts:hard,random',
    )
    .option('--games <k>', 'number of games / nombre de parties', '20')
    .option('--seed <s>', 'series seed, game i gets "<s>/i" / graine de la série', 'ludo')
    .option('--record <file>', 'write the game records (JSON) to this file / enregistre les parties dans ce fichier')
    .action(async (id: string, flags: MatchFlags) => {
      const games = parseInteger(flags.games, '--games', 1, 1_000_000);
      const game = await loadGame(id);
      const options = gameOptions(game, flags);
      const factories = splitSpecs(flags.agents).map((spec) => agentFactory(game, spec));
      // Fail on an unwritable record file now, not after a long series.
      if (flags.record !== undefined) await writeRecords(flags.record, []);
      const records: GameRecord[] = [];
      const result = runWithProgress(
        io,
        games,
        (onGame) => runSeries({ game, options, seed: flags.seed, games, agents: factories, onGame }),
        (i, record) => {
          records[i] = record;
        },
      );
      printSeries(io, game, options, flags.seed, result);
      if (flags.record !== undefined) await writeRecords(flags.record, records);
      if (result.failures.length > 0) {
        const first = result.failures[0];
        // An agent that fails is a bug of ours, not bad input: status 1.
        throw new Error(`${result.failures.length} game(s) failed; game ${first?.game}: ${first?.error.message}`);
      }
    });
}

type OnGame = Parameters<typeof runSeries>[0]['onGame'];

/** Runs the series with a progress bar on stderr (drawn only on a terminal), collecting each game's record. */
function runWithProgress(
  io: Io,
  total: number,
  run: (onGame: NonNullable<OnGame>) => SeriesResult,
  keep: (i: number, record: GameRecord) => void,
): SeriesResult {
  const bar = new SingleBar({
    stream: io.stderr,
    format: 'games / parties {bar} {value}/{total} | {duration_formatted} | eta {eta_formatted}',
    hideCursor: true,
  });
  bar.start(total, 0);
  try {
    return run((i, played) => {
      if (played.ok) keep(i, played.value.record);
      bar.increment();
    });
  } finally {
    bar.stop();
  }
}

function percent(x: number): string {
  return `${(100 * x).toFixed(1)} %`;
}

/** The header line and the per-agent table: games, wins, draws, losses, score, Wilson 95 % interval. */
export function printSeries(io: Io, game: AnyGame, options: BaseOptions, seed: string, result: SeriesResult): void {
  println(
    io.stdout,
    `${game.id} ${JSON.stringify(options)} — ${result.games} games / parties, seed ${JSON.stringify(seed)}, seats rotated`,
  );
  const rows = result.agents.map((a: AgentTally) => [
    a.name,
    String(a.games),
    String(a.wins),
    String(a.draws),
    String(a.losses),
    a.meanReturn.toFixed(3),
    percent(a.score),
    `${percent(a.interval.low)} – ${percent(a.interval.high)}`,
  ]);
  // Mean return: the fraction of opponents finished ahead of (engine `returnsOf`), finer than wins with 3–4 seats.
  const header = ['agent', 'games', 'wins', 'draws', 'losses', 'mean return', 'score', 'Wilson 95 %'];
  println(io.stdout, formatTable(header, rows, [false, true, true, true, true, true, true, true]));
  if (result.unfinished > 0) println(io.stdout, `unfinished games (no result): ${result.unfinished}`);
}

/** One record as an object when there is one game, else an array of records, so `ludo replay` reads either. */
async function writeRecords(path: string, records: readonly GameRecord[]): Promise<void> {
  const kept = records.filter((r) => r !== undefined);
  const json = kept.length === 1 ? kept[0] : kept;
  try {
    await writeFile(path, `${JSON.stringify(json, null, 2)}\n`);
  } catch (e) {
    throw new CliError(`cannot write ${path} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
