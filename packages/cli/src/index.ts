export { setModerator } from './commands/moderator.js';
export { GAME_IDS, gameOptions, loadGame } from './games.js';
export { CliError, type Io } from './io.js';
export { buildProgram, EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, main } from './program.js';
