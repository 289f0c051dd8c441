import type { Command } from 'commander';
import { applyMoves, loadGame, loadSetup } from '../games.js';
import { type Io, println } from '../io.js';

/** `ludo apply <game> --setup FILE|- --moves "m1 m2 …"`: the setup JSON after the moves, in `toSetup`'s key order. */
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
      'moves in notation, separated by spaces / coups en notation, séparés par des espaces',
    )
    .action(async (id: string, flags: { setup: string; moves: string }) => {
      const game = await loadGame(id);
      const state = await loadSetup(game, flags.setup, io);
      const texts = flags.moves.split(/\s+/).filter((t) => t.length > 0);
      applyMoves(game, state, texts);
      println(io.stdout, JSON.stringify(game.toSetup(state), null, 2));
    });
}
