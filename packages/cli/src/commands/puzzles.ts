import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { loadGame } from '../games.js';
import { CliError, type Io, parseInteger, println } from '../io.js';
import { mineCubiko } from '../puzzles/cubiko.js';
import { linxMiner } from '../puzzles/linx.js';
import { type Miner, mine } from '../puzzles/miner.js';
import { superpionMiner } from '../puzzles/superpion.js';
import { symbolixMiner } from '../puzzles/symbolix.js';
import type { Puzzle, PuzzleSet } from '../puzzles/types.js';

interface PuzzleFlags {
  readonly count: string;
  readonly seed: string;
  readonly out?: string;
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
    .option('--out <file>', 'write the JSON to this file (else stdout) / écrit le JSON dans ce fichier')
    .action(async (id: string, flags: PuzzleFlags) => {
      const count = parseInteger(flags.count, '--count', 1, 100_000);
      const game = await loadGame(id);
      const generator = `ludo puzzles ${id} --count ${count} --seed ${flags.seed}`;
      const text = (puzzles: readonly Puzzle[]) =>
        `${JSON.stringify({ game: id, generator, puzzles } satisfies PuzzleSet)}\n`;
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
      if (id === 'cubiko') puzzles = mineCubiko(game, { count, seed: flags.seed, progress });
      else {
        const miner = MINERS[id];
        if (!miner) throw new CliError(`no puzzle miner for '${id}'`);
        puzzles = mine(game, miner, { count, seed: flags.seed, progress });
      }
      io.stderr.write('\n');
      if (flags.out === undefined) io.stdout.write(text(puzzles));
      else {
        await writeFile(flags.out, text(puzzles));
        println(io.stderr, `${puzzles.length} puzzles → ${flags.out}`);
      }
    });
}
