import type { AnyGame, BaseOptions } from '@ludotheque/engine';
import { CliError, check, type Io, parseJson, readInput } from './io.js';

/**
 * The games the `ludo` command knows, by id. Adding a game is one line here (plus its package in this package's
 * dependencies and tsconfig references). Imports are lazy so that one game's weight (Cubiko's physics) is only
 * loaded when that game is asked for.
 */
const REGISTRY: Readonly<Record<string, () => Promise<AnyGame>>> = {
  linx: async () => (await import('@ludotheque/linx')).linx as unknown as AnyGame,
  superpion: async () => (await import('@ludotheque/superpion')).superpion as unknown as AnyGame,
  symbolix: async () => (await import('@ludotheque/symbolix')).symbolix as unknown as AnyGame,
  cubiko: async () => (await import('@ludotheque/cubiko')).cubiko as unknown as AnyGame,
};

export const GAME_IDS: readonly string[] = Object.keys(REGISTRY);

/** The game with that id, loaded (`load()` run once: Cubiko's physics WASM); an unknown id is a CliError. */
export async function loadGame(id: string): Promise<AnyGame> {
  const make = REGISTRY[id];
  if (!make) throw new CliError(`unknown game '${id}' (known: ${GAME_IDS.join(', ')})`);
  const game = await make();
  await game.load?.();
  return game;
}

/** What the command line says about options: `--options JSON` and the `--players N` shortcut. */
export interface OptionFlags {
  readonly options?: string;
  readonly players?: string;
}

/**
 * The game's options from `--options JSON` (the rules file's Options keys) and `--players N`, which wins over a
 * `players` key in the JSON. Validation and defaults are the game's own (`parseOptions`).
 */
export function gameOptions(game: AnyGame, flags: OptionFlags): BaseOptions {
  const raw = flags.options === undefined ? {} : parseJson(flags.options, 'options');
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CliError('invalid options: --options must be a JSON object, e.g. \'{"players":3}\'');
  }
  const input: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  if (flags.players !== undefined) {
    if (!/^\d+$/.test(flags.players)) throw new CliError(`--players must be a whole number, got '${flags.players}'`);
    input.players = Number(flags.players);
  }
  return check(game.parseOptions(input), 'invalid options');
}

/** A state from `--setup FILE|-`: the file's JSON validated by the game (`fromSetup`), else a CliError. */
export async function loadSetup(game: AnyGame, path: string, io: Io): Promise<unknown> {
  const json = parseJson(await readInput(path, io), 'setup');
  return check(game.fromSetup(json), 'invalid setup');
}

/** The legal moves of `state` in notation, sorted in plain code-unit order (what `ludo moves` prints). */
export function sortedMoves(game: AnyGame, state: unknown): string[] {
  if (game.toMove(state) === null) return [];
  const texts = game.legalMoves(state).map((m) => game.formatMove(state, m));
  return texts.sort();
}

/** True when a `--moves` list is separated by `;` or newlines rather than by whitespace. */
const hasSeparators = (text: string): boolean => /[;\n]/.test(text);

/**
 * The moves of a `--moves` list separated by `;` or newlines (Symbolix's `jump d1xd3; stop`, Cubiko's
 * `throw o=0 v=0,800,-500 w=0,0,0; place`): each entry is one move and may contain spaces. Runs of spaces inside a
 * move count as one; empty entries (a trailing `;`) are skipped.
 */
export function splitMoves(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter((t) => t.length > 0);
}

/** Parses `text` as one legal move of `state`, or says why not. */
function readMove(game: AnyGame, state: unknown, text: string): { move: unknown } | { error: string } {
  const parsed = game.parseMove(state, text);
  if (!parsed.ok) return { error: parsed.error.message };
  if (!game.isLegal(state, parsed.value)) return { error: 'illegal here' };
  return { move: parsed.value };
}

/**
 * Plays a `--moves` list, each move parsed in the state it is played in, and stops at the first bad one with a
 * CliError naming it (1-based), before anything of it is applied. With `;` or newlines the entries are the moves.
 * Without, the list is words, and each move is the longest run of the next words that reads as a legal move: so a
 * move copied from `ludo moves` as it is (`place a1:green/bomb`) plays, and so do Linx's `R@d4 S@e5`. Longest
 * first, because a move's first word can be a move of its own (Cubiko's `place`).
 */
export function applyMoveList(game: AnyGame, state: unknown, list: string): void {
  if (hasSeparators(list)) {
    applyMoves(game, state, splitMoves(list));
    return;
  }
  const words = list.split(/\s+/).filter((w) => w.length > 0);
  let at = 0;
  for (let n = 1; at < words.length; n++) {
    let played = false;
    let firstError = '';
    for (let end = words.length; end > at && !played; end--) {
      if (game.toMove(state) === null) throw new CliError(`move ${n} '${words[at]}': the game is over`);
      const read = readMove(game, state, words.slice(at, end).join(' '));
      if ('move' in read) {
        game.play(state, read.move);
        at = end;
        played = true;
      } else if (end === at + 1) firstError = read.error;
    }
    if (!played) throw new CliError(`move ${n} '${words[at]}': ${firstError}`);
  }
}

/**
 * Plays moves given in notation, one after another, each parsed in the state it is played in. Stops at the first
 * bad one with a CliError naming it (1-based), before anything of it is applied.
 */
export function applyMoves(game: AnyGame, state: unknown, texts: readonly string[]): void {
  texts.forEach((text, i) => {
    const where = `move ${i + 1} '${text}'`;
    if (game.toMove(state) === null) throw new CliError(`${where}: the game is over`);
    const read = readMove(game, state, text);
    if ('error' in read) throw new CliError(`${where}: ${read.error}`);
    game.play(state, read.move);
  });
}
