import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Json } from '@ludotheque/engine';
import type { Command } from 'commander';
import { splitSpecs } from '../agents.js';
import { loadGame } from '../games.js';
import { CliError, type Io, parseInteger, println } from '../io.js';
import { mineCubiko } from '../puzzles/cubiko.js';
import { linxMiner } from '../puzzles/linx.js';
import { type Miner, mine } from '../puzzles/miner.js';
import { superpionMiner } from '../puzzles/superpion.js';
import { symbolixMiner } from '../puzzles/symbolix.js';
import { balanceLevels, type Puzzle, type PuzzleSet } from '../puzzles/types.js';

interface PuzzleFlags {
  readonly count: string;
  readonly seed: string;
  readonly out?: string;
  readonly from?: string;
  readonly maxGames?: string;
  readonly agents?: string;
}

const MINERS: Readonly<Record<string, Miner>> = {
  linx: linxMiner,
  superpion: superpionMiner,
  symbolix: symbolixMiner,
};

/** `ludo puzzles <game> --count N --seed S [--out FILE]`: mines puzzles from seeded bot games, as JSON. */
export function registerPuzzles(program: Command, io: Io): void {
  program
    .command('puzzles')
    .description('mine puzzles from bot games / extrait des problèmes de parties entre bots')
    .argument('<game>', 'game id / jeu (linx, superpion, symbolix, cubiko)')
    .option('--count <n>', 'puzzles to find / nombre de problèmes', '10')
    .option('--seed <s>', 'seed of the bot games, game i gets "<s>/i" / graine des parties', 'puzzles')
    .option('--from <file>', "judge this earlier set's positions first / rejuge d'abord les positions de ce fichier")
    .option('--max-games <n>', "stop after this many bot games / s'arrête après ce nombre de parties")
    .option(
      '--agents <specs>',
      "the bot games' agents instead of the miner's own / agents des parties (random,mcts:easy)",
    )
    .option('--out <file>', 'write the JSON to this file (else stdout) / écrit le JSON dans ce fichier')
    .action(async (id: string, flags: PuzzleFlags) => {
      const count = parseInteger(flags.count, '--count', 1, 100_000);
      const game = await loadGame(id);
      const maxGames =
        flags.maxGames === undefined ? undefined : parseInteger(flags.maxGames, '--max-games', 0, 10_000_000);
      const candidates = flags.from === undefined ? undefined : earlier(await readFile(flags.from, 'utf8'), flags.from);
      const generator = `ludo puzzles ${id} --count ${count} --seed ${flags.seed}${flags.from ? ` --from ${basename(flags.from)}` : ''}${maxGames === undefined ? '' : ` --max-games ${maxGames}`}${flags.agents === undefined ? '' : ` --agents ${flags.agents}`}`;
      const text = (puzzles: readonly Puzzle[]) =>
        `${JSON.stringify({ game: id, generator, puzzles: balanceLevels(puzzles) } satisfies PuzzleSet)}\n`;
      let saved = 0;
      const progress = (games: number, found: readonly Puzzle[]) => {
        io.stderr.write(`\rgames ${games} puzzles ${found.length}   `);
        // Saved as found, so a long run stopped early keeps what it mined.
        if (flags.out !== undefined && found.length > saved) {
          saved = found.length;
          writeFileSync(flags.out, text(found));
        }
      };
      let puzzles: Puzzle[];
      if (id === 'cubiko') puzzles = mineCubiko(game, { count, seed: flags.seed, progress, maxGames, candidates });
      else {
        const own = MINERS[id];
        if (!own) throw new CliError(`no puzzle miner for '${id}'`);
        // Other bots, other positions: stronger players leave more threats on the board (issue 27, Linx's yield).
        const miner = flags.agents === undefined ? own : { ...own, agents: splitSpecs(flags.agents).join(',') };
        puzzles = mine(game, miner, { count, seed: flags.seed, progress, maxGames, candidates });
      }
      io.stderr.write('\n');
      if (flags.out === undefined) io.stdout.write(text(puzzles));
      else {
        await writeFile(flags.out, text(puzzles));
        println(io.stderr, `${puzzles.length} puzzles → ${flags.out}`);
      }
    });
}

/** The positions of an earlier set (`--from`): each puzzle's setup and source. */
function earlier(text: string, file: string): { setup: Json; source: Puzzle['source'] }[] {
  try {
    const set = JSON.parse(text) as { puzzles?: { setup: Json; source: Puzzle['source'] }[] };
    if (!Array.isArray(set.puzzles)) throw new Error('no puzzles');
    return set.puzzles.map((p) => ({ setup: p.setup, source: p.source }));
  } catch (e) {
    throw new CliError(`--from ${file}: not a puzzle set (${(e as Error).message})`);
  }
}
