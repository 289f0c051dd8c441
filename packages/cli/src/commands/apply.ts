import type { Command } from 'commander';
import { applyMoveList, loadGame, loadSetup } from '../games.js';
import { type Io, println } from '../io.js';

/**
 * `ludo apply <game> --setup FILE|- --moves "m1 m2 …"` (or `"m1; m2"` for moves with spaces): the setup JSON after the
 * moves, in `toSetup`'s key order.
 */
export function registerApply(program: Command, io: Io): void {
  program
    .command('apply')
    .description('play moves on a setup and print the new setup / joue des coups et affiche la position obtenue')
    .argument('<game>', 'game id / jeu (linx…)')
    .requiredOption(
      '--setup <file>',
      'setup JSON file, or - for stdin / fichier de position JSON, ou - pour l’entrée standard',
    )
    .requiredOption(
      '--moves <moves>',
      "moves in notation as `ludo moves` prints them, separated by spaces (or by ';' or newlines) / coups en notation tels que `ludo moves` les affiche, séparés par des espaces (ou par des ';' ou des retours à la ligne)",
    )
    .action(async (id: string, flags: { setup: string; moves: string }) => {
      const game = await loadGame(id);
      const state = await loadSetup(game, flags.setup, io);
      applyMoveList(game, state, flags.moves);
      println(io.stdout, JSON.stringify(game.toSetup(state), null, 2));
    });
}
