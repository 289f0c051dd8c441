import { type AnyGame, perft, perftTable } from '@ludotheque/engine';
import type { Command } from 'commander';
import { loadGame, loadSetup } from '../games.js';
import { type Io, parseInteger, println } from '../io.js';

/**
 * `ludo perft <game> --setup FILE|- --depth D`: `perft d count` for d = 1..D (LX-N3 for Linx). `--divide` first
 * prints each legal move with the count below it at depth D - 1, the usual way to find which move a wrong count
 * comes from.
 */
export function registerPerft(program: Command, io: Io): void {
  program
    .command('perft')
    .description('count move sequences from a setup / compte les suites de coups depuis une position')
    .argument('<game>', 'game id / jeu (linx…)')
    .requiredOption(
      '--setup <file>',
      'setup JSON file, or - for stdin / fichier de position JSON, ou - pour l’entrée standard',
    )
    .requiredOption('--depth <d>', 'deepest depth counted / profondeur maximale')
    .option('--divide', 'also count below each legal move / compte aussi sous chaque coup légal')
    .action(async (id: string, flags: { setup: string; depth: string; divide?: boolean }) => {
      const depth = parseInteger(flags.depth, '--depth', 1, 12);
      const game = await loadGame(id);
      const state = await loadSetup(game, flags.setup, io);
      if (flags.divide) {
        for (const [move, count] of divide(game, state, depth)) println(io.stdout, `${move} ${count}`);
      }
      perftTable(game, state, depth).forEach((count, i) => {
        println(io.stdout, `perft ${i + 1} ${count}`);
      });
    });
}

/** Each root move (notation, code-unit order) with the perft count of depth - 1 after it. */
function divide(game: AnyGame, state: unknown, depth: number): [string, number][] {
  if (game.toMove(state) === null || game.perftLeaf?.(state)) return [];
  const rows = game.legalMoves(state).map((move): [string, number] => {
    const next = game.clone(state);
    game.play(next, move);
    return [game.formatMove(state, move), perft(game, next, depth - 1)];
  });
  return rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
