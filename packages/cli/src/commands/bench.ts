import os from 'node:os';
import { benchIsmcts, benchMcts } from '@ludotheque/ai';
import { type AnyGame, type BaseOptions, Rng, unwrap } from '@ludotheque/engine';
import type { Command } from 'commander';
import { GAME_IDS, gameOptions, loadGame } from '../games.js';
import { CliError, type Io, println } from '../io.js';
import { formatTable } from '../table.js';
import { analysisTable, timeAnalysis } from './bench-analysis.js';

/**
 * What `ludo bench` measures per game: one line per option set. Adding a game's lines is one entry here; a game
 * without an entry is benched at its minimum and maximum player counts.
 */
const BENCH_OPTIONS: Readonly<Record<string, readonly object[]>> = {
  linx: [{ players: 2 }, { players: 4 }],
  // A Cubiko playout is many simulated throws: one line, plus the cost of one throw below the table.
  cubiko: [{ players: 2 }],
};

interface BenchLine {
  readonly game: string;
  readonly players: number;
  readonly playouts: number;
  readonly mcts: number;
  /** null for games without hidden information (IS-MCTS is plain MCTS there). */
  readonly ismcts: number | null;
}

/** `ludo bench [--game id] [--seconds s]`: random playouts/s and MCTS / IS-MCTS iterations/s from the opening. */
export function registerBench(program: Command, io: Io): void {
  program
    .command('bench')
    .description('measure rules and bot speed / mesure la vitesse des règles et des bots')
    .option('--game <id>', 'only this game / seulement ce jeu')
    .option(
      '--seconds <s>',
      'seconds measured per figure, after a warm-up / secondes mesurées par chiffre, après échauffement',
      '1.5',
    )
    .option('--no-analysis', 'skip the timed game analyses / sans les analyses de partie chronométrées')
    .action(async (flags: { game?: string; seconds: string; analysis: boolean }) => {
      const seconds = Number(flags.seconds);
      if (!(seconds > 0 && seconds <= 60)) throw new CliError(`--seconds must be in (0, 60], got '${flags.seconds}'`);
      const ids = flags.game === undefined ? GAME_IDS : [flags.game];
      const games = await Promise.all(ids.map((id) => loadGame(id)));
      println(
        io.stdout,
        `ludo bench — Node ${process.version}, ${os.cpus().length} cores, ${seconds} s per figure (best of ${WINDOWS} windows, after a warm-up)`,
      );
      const lines: BenchLine[] = [];
      for (const game of games) {
        for (const raw of benchOptions(game)) {
          const options = gameOptions(game, { options: JSON.stringify(raw) });
          lines.push(benchLine(game, options, seconds));
        }
      }
      println(io.stdout, benchTable(lines));
      if (ids.includes('cubiko')) println(io.stdout, throwSpeedLine(await cubikoThrowSpeed(CUBIKO_THROWS)));
      if (flags.analysis) {
        // Issue 18: one seeded 2-player game per game, analysed at the default budget (Node; the browser's worker
        // runs the same code).
        const timings = [];
        for (const game of games) timings.push(await timeAnalysis(game));
        println(
          io.stdout,
          `analysis of one 2-player game / analyse d'une partie à 2 joueurs\n${analysisTable(timings)}`,
        );
      }
    });
}

/** Seeded throws timed for Cubiko's own line: enough for a stable median, few enough to keep the bench short. */
const CUBIKO_THROWS = 12;

/** Cubiko's cost per simulated throw (issue 7), the figure that bounds its bots and its random playouts. */
export interface ThrowSpeed {
  readonly throws: number;
  /** Median wall-clock milliseconds of one throw: the ball's run, then the cubes settling (CB-7, CB-9). */
  readonly medianMs: number;
  readonly perSecond: number;
}

/**
 * Times `n` seeded throws (`sampleThrow`, as random playouts make them) on a board of six cubes, one full CB-9
 * simulation each, after one warm-up throw. The throws are distinct, so Cubiko's run memo never answers one: call
 * it once per process (a second call with the same `n` would time the memo).
 */
export async function cubikoThrowSpeed(n: number): Promise<ThrowSpeed> {
  const { cubiko, fromSetup, sampleThrow, simulateThrow, toSetup } = await import('@ludotheque/cubiko');
  await cubiko.load?.();
  const base = toSetup(cubiko.setup(unwrap(cubiko.parseOptions({ precision: 'exact' })), Rng.seeded('bench')));
  const at = (owner: number, k: number, x: number, y: number) => ({ owner, n: k, p: [x, y, 81], q: [0, 0, 0, 1] });
  const board = [at(0, 1, 0, 0), at(0, 2, -80, 80), at(0, 3, 80, -80), at(1, 1, 80, 0), at(1, 2, 0, 80)];
  const s = unwrap(fromSetup({ ...(base as object), cubes: [...board, at(1, 3, -80, -80)], reserves: [[], []] }));
  const rng = Rng.seeded('bench/throws');
  simulateThrow(s, sampleThrow(Rng.seeded('bench/warm-up')));
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = sampleThrow(rng);
    const t0 = performance.now();
    simulateThrow(s, t);
    times.push(performance.now() - t0);
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  const mid = n >> 1;
  const medianMs = n % 2 === 1 ? (times[mid] ?? 0) : ((times[mid - 1] ?? 0) + (times[mid] ?? 0)) / 2;
  return { throws: n, medianMs, perSecond: (n * 1000) / total };
}

export function throwSpeedLine(t: ThrowSpeed): string {
  const ms = t.medianMs.toFixed(1);
  const per = t.perSecond.toFixed(1);
  return (
    `cubiko: ${ms} ms per simulated throw (median), ${per} throws/s (${t.throws} seeded throws, six cubes on the board)\n` +
    `cubiko : ${ms} ms par lancer simulé (médiane), ${per} lancers/s (${t.throws} lancers tirés, six cubes en jeu)`
  );
}

function benchOptions(game: AnyGame): readonly object[] {
  const listed = BENCH_OPTIONS[game.id];
  if (listed) return listed;
  const counts = [...new Set([game.players.min, game.players.max])];
  return counts.map((players) => ({ players }));
}

function benchLine(game: AnyGame, options: BaseOptions, seconds: number): BenchLine {
  const opening = game.setup(options, Rng.seeded('bench/opening'));
  const seat = game.toMove(opening) ?? 0;
  const view = game.view(opening, seat);
  return {
    game: game.id,
    players: options.players,
    playouts: playoutsPerSecond(game, options, seconds),
    mcts: calibrated(seconds, (n) => benchMcts(game, opening, n)),
    ismcts: game.hiddenInformation ? calibrated(seconds, (n) => benchIsmcts(game, view, seat, n)) : null,
  };
}

/**
 * Measured windows per figure. The figure is the best window: on a shared machine other processes only ever slow a
 * window down, so the fastest one is the closest to what the code itself costs.
 */
const WINDOWS = 3;

/**
 * Runs a per-iteration benchmark for about `seconds`: a short warm-up (which lets the JIT settle) estimates the
 * rate, then WINDOWS runs sized from that estimate; the best rate is the figure.
 */
function calibrated(seconds: number, run: (iterations: number) => number): number {
  let iterations = 50;
  let rate = run(iterations);
  // Grow the warm-up until it takes a noticeable time, so the estimate is not noise.
  for (let t0 = performance.now(); performance.now() - t0 < Math.min(0.3, seconds / 3) * 1000; ) {
    iterations *= 2;
    rate = run(iterations);
  }
  const size = Math.max(10, Math.round((rate * seconds) / WINDOWS));
  return Math.max(...Array.from({ length: WINDOWS }, () => run(size)));
}

/** Whole random games (every round, chance included) from seeded setups, counted for `seconds` after a warm-up. */
function playoutsPerSecond(game: AnyGame, options: BaseOptions, seconds: number): number {
  const rng = Rng.seeded('bench/playouts');
  let seed = 0;
  const playOne = () => {
    const state = game.setup(options, Rng.seeded(`bench/${seed++}`));
    while (game.toMove(state) !== null) game.play(state, game.randomMove(state, rng));
  };
  const timed = (limitMs: number): number => {
    const t0 = performance.now();
    let games = 0;
    let elapsed = 0;
    do {
      playOne();
      games++;
      elapsed = performance.now() - t0;
    } while (elapsed < limitMs);
    return (games * 1000) / elapsed;
  };
  timed(Math.min(300, (seconds * 1000) / 3));
  return Math.max(...Array.from({ length: WINDOWS }, () => timed((seconds * 1000) / WINDOWS)));
}

/** Whole numbers from 100 up; slower figures (a physics playout takes seconds) keep two significant digits. */
function figure(x: number | null): string {
  if (x === null) return '—';
  if (x >= 100) return Math.round(x).toLocaleString('en-US');
  return x > 0 ? String(Number(x.toPrecision(2))) : '0';
}

export function benchTable(lines: readonly BenchLine[]): string {
  const header = ['game', 'players', 'random playouts/s', 'MCTS iterations/s', 'IS-MCTS iterations/s'];
  const rows = lines.map((l) => [l.game, String(l.players), figure(l.playouts), figure(l.mcts), figure(l.ismcts)]);
  return formatTable(header, rows, [false, true, true, true, true]);
}
