import { Command, CommanderError } from 'commander';
import { registerApply } from './commands/apply.js';
import { registerBench } from './commands/bench.js';
import { registerCalibrate } from './commands/calibrate.js';
import { registerLadder } from './commands/ladder.js';
import { registerMatch } from './commands/match.js';
import { registerModerator } from './commands/moderator.js';
import { registerMoves } from './commands/moves.js';
import { registerPerft } from './commands/perft.js';
import { registerPlay } from './commands/play.js';
import { registerPuzzles } from './commands/puzzles.js';
import { registerReplay } from './commands/replay.js';
import { registerServe } from './commands/serve.js';
import { CliError, type Io, println } from './io.js';

/** Exit statuses: 0 done, 2 bad input (the user can fix it), 1 a bug of ours. */
export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 1;

/** Every command of `ludo`, one file each under `commands/`; `serve` is registered by the server's author. */
const COMMANDS: readonly ((program: Command, io: Io) => void)[] = [
  registerPlay,
  registerMoves,
  registerPerft,
  registerApply,
  registerMatch,
  registerLadder,
  registerReplay,
  registerBench,
  registerCalibrate,
  registerPuzzles,
  registerServe,
  registerModerator,
];

/** Commander's messages can span lines ("error: …\n(Did you mean …?)"); the user gets one line. */
function oneLine(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join(' ');
}

export function buildProgram(io: Io): Command {
  const program = new Command('ludo')
    .description('Ludothèque: play, check and measure Linx, Superpion, Symbolix and Cubiko')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(`ludo: ${oneLine(s).replace(/^error: /, '')}\n`),
    });
  for (const register of COMMANDS) register(program, io);
  return program;
}

/**
 * Runs `ludo` with these arguments (without `node` and the script) and returns the exit status. Bad input gives
 * one line on stderr and status 2, never a stack trace.
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT;
    if (e instanceof CliError) {
      println(io.stderr, `ludo: ${e.message}`);
      return EXIT_BAD_INPUT;
    }
    const message = e instanceof Error ? e.message : String(e);
    println(io.stderr, `ludo: internal error: ${oneLine(message)}`);
    return EXIT_INTERNAL;
  }
}
