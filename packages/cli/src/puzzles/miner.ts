import type { SolutionNode } from '@ludotheque/ai';
import { type AnyGame, type BaseOptions, type Json, playGame, type Seat } from '@ludotheque/engine';
import { makeAgent } from '../agents.js';
import { check } from '../io.js';
import type { Difficulty, Puzzle } from './types.js';

/** What a game's miner says about one position: a puzzle without its setup, id and source. */
export interface Candidate {
  readonly kind: Puzzle['kind'];
  readonly turns: number;
  readonly target?: number;
  readonly solution: SolutionNode;
  readonly difficulty: Difficulty;
  readonly states: number;
  readonly themes: readonly string[];
  readonly hidden?: 'differs' | 'holds';
}

/** A game's puzzle miner: the options and bots of the games it mines, and the test of one position. */
export interface Miner {
  readonly options: Json;
  /** One agent spec per seat, comma separated. */
  readonly agents: string;
  /** Plies of a game worth looking at (the opening has no puzzles); default all. */
  readonly fromPly?: number;
  find(game: AnyGame, state: unknown, seat: Seat): Candidate | null;
}

/** Legal first moves and, of them, the ones not in `wrong`, in notation. */
export function wrongAndBranching(
  game: AnyGame,
  state: unknown,
  wrong: readonly string[],
): { branching: number; accepted: string[] } {
  const all = game.legalMoves(state).map((m) => game.formatMove(state, m));
  return { branching: all.length, accepted: all.filter((m) => !wrong.includes(m)) };
}

export interface MineOptions {
  readonly count: number;
  readonly seed: string;
  /** Called after each game with the puzzles found so far (the command saves them: a long run may be stopped). */
  readonly progress?: (games: number, found: readonly Puzzle[]) => void;
  /** Give up after this many games (a game whose positions never qualify must not loop forever). */
  readonly maxGames?: number;
  /** Positions judged first (an earlier set's setups and sources, `--from`): re-mined under today's rules. */
  readonly candidates?: readonly { readonly setup: Json; readonly source: Puzzle['source'] }[];
}

/** The earlier positions of `opts.candidates` that pass `test` again, in order. */
export function rejudge(
  game: AnyGame,
  opts: MineOptions,
  test: (state: unknown, seat: Seat) => Candidate | null,
): Puzzle[] {
  const found: Puzzle[] = [];
  for (const c of opts.candidates ?? []) {
    if (found.length >= opts.count) break;
    const s = game.fromSetup(c.setup);
    if (!s.ok) continue;
    const seat = game.toMove(s.value);
    if (seat === null) continue;
    const got = test(s.value, seat);
    if (!got) continue;
    const id = `${game.id}-${String(found.length + 1).padStart(4, '0')}`;
    found.push({ id, ...got, setup: game.toSetup(s.value), seat, source: c.source });
  }
  opts.progress?.(0, found);
  return found;
}

/**
 * Plays seeded bot games (`<seed>/<i>`) and tests every position where a seat is to move, until `count` puzzles are
 * found. Positions are deduplicated by setup; a puzzle's setup is the full state (hidden parts included) so the
 * engine can replay it, and its PRNG is the game's own.
 */
export function mine(game: AnyGame, miner: Miner, opts: MineOptions): Puzzle[] {
  const options = check(game.parseOptions(miner.options), 'miner options') as BaseOptions;
  const specs = miner.agents.split(',');
  const found: Puzzle[] = rejudge(game, opts, (s, seat) => miner.find(game, s, seat));
  const seen = new Set<string>(found.map((p) => JSON.stringify(p.setup)));
  const maxGames = opts.maxGames ?? opts.count * 50;
  for (let i = 0; found.length < opts.count && i < maxGames; i++) {
    const seed = `${opts.seed}/${i}`;
    const agents = specs.map((spec, k) => makeAgent(game, spec, `${seed}/${k}`));
    const positions: { ply: number; state: unknown }[] = [];
    const played = playGame(game, options, seed, agents, {
      onMove: (info) => {
        if (info.ply + 1 >= (miner.fromPly ?? 0)) positions.push({ ply: info.ply + 1, state: game.clone(info.state) });
      },
    });
    if (!played.ok) throw new Error(`bot game ${seed}: ${played.error.message}`);
    for (const { ply, state } of positions) {
      if (found.length >= opts.count) break;
      const seat = game.toMove(state);
      if (seat === null) continue;
      const setup = game.toSetup(state);
      const key = JSON.stringify(setup);
      if (seen.has(key)) continue;
      seen.add(key);
      const c = miner.find(game, state, seat);
      if (!c) continue;
      const id = `${game.id}-${String(found.length + 1).padStart(4, '0')}`;
      found.push({ id, ...c, setup, seat, source: { seed, ply } });
    }
    opts.progress?.(i + 1, found);
  }
  return found;
}
