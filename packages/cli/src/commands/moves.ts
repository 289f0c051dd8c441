import type { Command } from 'commander';
import { loadGame, loadSetup, sortedMoves } from '../games.js';
import { type Io, println } from '../io.js';

/** `ludo moves <game> --setup FILE|-`: the legal moves, one per line, in plain code-unit order. */
export function registerMoves(program: Command, io: Io): void {
  program
    .command('moves')
    .description('list the legal moves of a setup / liste les coups légaux d’une position')
    .argument('<game>', 'game id / jeu (linx…)')
    .requiredOption(
      '--setup <file>',
      'setup JSON file, or - for stdin / fichier de position JSON, ou - pour l’entrée standard',
    )
    .action(async (id: string, flags: { setup: string }) => {
      const game = await loadGame(id);
      const state = await loadSetup(game, flags.setup, io);
      for (const move of sortedMoves(game, state)) println(io.stdout, move);
      // Continuous moves (a Cubiko throw) cannot be listed; say so rather than print an incomplete list silently.
      if (game.hasContinuousMoves?.(state)) println(io.stderr, 'note: continuous moves (throws) are also legal here');
    });
}
