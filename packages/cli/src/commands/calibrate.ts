import { readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import {
  adviceBudget,
  type CalibrationMap,
  calibrationFor,
  fitLogistic,
  isotonicKnots,
  logit,
  type MarkOutcome,
  mapChance,
  markOutcomes,
  type Position,
  type Reliability,
  reliability,
  type Sample,
  samplePositions,
  valueFeatures,
} from '@ludotheque/ai';
import type { AnyGame } from '@ludotheque/engine';
import type { Command } from 'commander';
import { loadGame } from '../games.js';
import { CliError, type Io, parseInteger, println } from '../io.js';
import { formatTable } from '../table.js';
import { analysisNote } from './analysis-notes.js';

interface CalibrateFlags {
  readonly positions: string;
  readonly seed: string;
  readonly perGame: string;
  readonly iterations?: string;
  readonly fit?: string;
  readonly marks?: string;
  readonly save?: string;
  readonly agent: string;
  readonly from?: string;
  readonly check?: string;
  readonly model: string;
}

/** How `--fit` maps a figure: isotonic on the raw mean, Platt (logistic on its logit), or the value model. */
const MODELS = ['isotonic', 'platt', 'value'] as const;
type Model = (typeof MODELS)[number];

/**
 * `ludo calibrate GAME [--positions N --seed S]` (issue 27): positions from seeded 2-player `mcts:medium` self-play,
 * the analysis search's raw chance at each and the mover's result by playing on; prints the reliability table of
 * the raw figure and of the stored map (`@ludotheque/ai`'s `CALIBRATION`). `--fit FILE` writes a map fitted on
 * these positions (isotonic) as JSON, to paste into the table — fit and check with different seeds.
 */
export function registerCalibrate(program: Command, io: Io): void {
  program
    .command('calibrate')
    .description('check the chance to win against self-play results / vérifie la chance de gagner')
    .argument('<game>', 'game id / jeu (linx…)')
    .option('--positions <n>', 'positions sampled / positions tirées', '500')
    .option('--seed <s>', 'seed of the games / graine des parties', 'held-out')
    .option('--per-game <k>', 'positions drawn per game / positions par partie', '4')
    .option('--iterations <n>', 'search budget / budget de recherche (default: the analysis budget)')
    .option('--marks <games>', 'also analyse this many easy-vs-medium games: results per mark / résultats par marque')
    .option('--agent <spec>', 'self-play bots / robots des parties', 'mcts:medium')
    .option('--save <file>', 'write the positions (raw, outcome) as JSON / écrit les positions en JSON')
    .option('--from <file>', 'read positions saved by --save instead of playing / lit des positions enregistrées')
    .option('--check <file>', 'also judge a map written by --fit / juge aussi une table écrite par --fit')
    .option('--model <kind>', 'map fitted by --fit: isotonic, platt or value / modèle ajusté', 'isotonic')
    .option('--fit <file>', 'write a map fitted on these positions / écrit une table ajustée sur ces positions')
    .action(async (id: string, flags: CalibrateFlags) => {
      const positions = parseInteger(flags.positions, '--positions', 1, 100_000);
      const perGame = parseInteger(flags.perGame, '--per-game', 1, 1000);
      const game: AnyGame = await loadGame(id);
      const iterations =
        flags.iterations === undefined
          ? adviceBudget(game)
          : parseInteger(flags.iterations, '--iterations', 1, 1_000_000);
      const options = game.parseOptions({ players: 2 });
      if (!options.ok) throw new CliError(options.error.message);
      if (!(MODELS as readonly string[]).includes(flags.model)) {
        throw new CliError(`--model: one of ${MODELS.join(', ')}, got '${flags.model}'`);
      }
      const t0 = performance.now();
      // Long runs save as they go: a run stopped early still leaves its positions.
      const save = flags.save;
      const onGame =
        save === undefined ? undefined : (so: readonly Sample[]) => writeFileSync(save, `${JSON.stringify(so)}\n`);
      const samples =
        flags.from === undefined
          ? samplePositions(game, options.value, {
              positions,
              seed: flags.seed,
              iterations,
              perGame,
              agent: flags.agent,
              ...(onGame === undefined ? {} : { onGame }),
            })
          : readPositions(flags.from).slice(0, positions);
      const seconds = (performance.now() - t0) / 1000;
      if (flags.save !== undefined) await writeFile(flags.save, `${JSON.stringify(samples)}\n`);
      const [load1] = os.loadavg();
      println(
        io.stdout,
        `ludo calibrate ${id} — ${samples.length} positions (${perGame} per game${gamesOf(samples)}), seed '${flags.seed}', ` +
          `${iterations} iterations/search, ${flags.agent} self-play, ${seconds.toFixed(0)} s, load ${load1?.toFixed(1)}`,
      );
      println(io.stdout, `raw search value / valeur brute\n${reliabilityTable(reliability(samples))}`);
      const map = calibrationFor(id, 2, iterations);
      if (map !== null) {
        const shown = samples.map((s) => ({ raw: mapChance(map, s.raw, s.heuristic), outcome: s.outcome }));
        const kind = map.weights === undefined ? 'isotonic' : 'value model';
        println(
          io.stdout,
          `calibrated (${kind} fitted on ${map.positions} positions, seed '${map.seed}') / calibrée\n` +
            reliabilityTable(reliability(shown)),
        );
      } else println(io.stdout, `no stored map for ${id} at ${iterations} iterations / pas de table enregistrée`);
      if (flags.check !== undefined) {
        const candidate = JSON.parse(readFileSync(flags.check, 'utf8')) as CalibrationMap;
        const shown = samples.map((s) => ({ raw: mapChance(candidate, s.raw, s.heuristic), outcome: s.outcome }));
        println(
          io.stdout,
          `map of ${flags.check} (${candidate.positions} positions, seed '${candidate.seed}') / table à juger\n` +
            reliabilityTable(reliability(shown)),
        );
      }
      if (flags.marks !== undefined) {
        const games = parseInteger(flags.marks, '--marks', 1, 10_000);
        const note = await analysisNote(id);
        const rows = markOutcomes(game, options.value, {
          games,
          seed: `${flags.seed}/marks`,
          ...(note === undefined ? {} : { note }),
          // Progress on stderr: a run stopped early still shows the table of the games it finished.
          onGame: (so, n) =>
            println(io.stderr, `marks, ${n} of ${games} games / marques, ${n} parties sur ${games}\n${marksTable(so)}`),
        });
        println(io.stdout, `marks in ${games} mcts:easy vs mcts:medium games / marques\n${marksTable(rows)}`);
      }
      if (flags.fit !== undefined) {
        const fitted = fitMap(id, iterations, flags.seed, samples, flags.model as Model);
        await writeFile(flags.fit, `${JSON.stringify(fitted)}\n`);
        println(io.stdout, `fitted map written to ${flags.fit} (${fitted.knots.length} knots)`);
      }
    });
}

/** Positions pooled per run before the isotonic fit (`isotonicKnots`): no knot rests on fewer. */
export const FIT_CHUNK = 25;

/**
 * A map fitted on positions: isotonic on the raw mean (runs of `FIT_CHUNK`), Platt (a logistic on the raw mean's
 * logit alone: two parameters, smooth, for sets whose isotonic steps rest on few games), or the value model (a
 * logistic on the logits of the raw mean and of the game's heuristic, `heuristicValue`).
 */
export function fitMap(
  game: string,
  iterations: number,
  seed: string,
  samples: readonly Position[],
  model: Model = 'isotonic',
): CalibrationMap {
  const base = { game, players: 2, iterations, positions: samples.length, seed };
  if (model === 'isotonic') return { ...base, knots: isotonicKnots(samples, FIT_CHUNK) };
  if (model === 'platt') {
    const [b, a] = fitLogistic(samples.map((s) => ({ x: [logit(s.raw)], y: s.outcome })));
    return { ...base, knots: [], weights: [b ?? 0, a ?? 0, 0] };
  }
  return {
    ...base,
    knots: [],
    weights: fitLogistic(samples.map((s) => ({ x: valueFeatures(s.raw, s.heuristic), y: s.outcome }))),
  };
}

/** Positions written by `--save` (a JSON array of `{ raw, outcome, game, ply, heuristic? }`). */
function readPositions(file: string): Position[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new CliError(`--from: ${file} holds no list of positions`);
  return parsed.filter(
    (p): p is Position => typeof p?.raw === 'number' && typeof p?.outcome === 'number' && typeof p?.game === 'number',
  );
}

const gamesOf = (samples: readonly Position[]) => {
  const n = new Set(samples.map((s) => s.game)).size;
  return `, ${n} game${n === 1 ? '' : 's'}`;
};

const pct = (v: number) => v.toFixed(3);

/** The reliability diagram as a table, then Brier against the constant forecast and the worst bin gap. */
export function reliabilityTable(r: Reliability): string {
  const rows = r.bins.map((b) => [
    `${b.lo.toFixed(1)}–${b.hi.toFixed(1)}`,
    String(b.count),
    pct(b.predicted),
    pct(b.observed),
    (b.observed - b.predicted).toFixed(3),
  ]);
  const table = formatTable(['bin', 'count', 'predicted', 'observed', 'gap'], rows, [false, true, true, true, true]);
  return (
    `${table}\nBrier ${pct(r.brier)}, constant ${pct(r.base)} → ${pct(r.constantBrier)}, ` +
    `skill ${(r.skill * 100).toFixed(1)} % (≥ 20 % asked), worst gap (bins ≥ 20) ${pct(r.worstGap)} (≤ 0.08 asked)`
  );
}

/** Per mark: how many moves, and the mean final result of their movers. */
export function marksTable(rows: readonly MarkOutcome[]): string {
  return formatTable(
    ['mark', 'moves', 'mover result'],
    rows.map((r) => [r.mark, String(r.moves), Number.isNaN(r.result) ? '—' : r.result.toFixed(3)]),
    [false, true, true],
  );
}
