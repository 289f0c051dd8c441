import type { Result } from './result.js';
import type { Rng } from './rng.js';

/** A seat is an index 0..players-1 in play order as the rules file numbers them. */
export type Seat = number;
/** Who a view or a told move is for: one seat, or a spectator who knows only what is public. */
export type Viewer = Seat | 'spectator';

/** Per-seat data, indexed by seat (chessops' `ByColor`, for any number of seats). */
export type BySeat<T> = readonly T[];

/** Plain JSON, the shape of setups, views and records on the wire and on disk. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every game's options carry the player count; the rest is the rules file's Options section. */
export interface BaseOptions {
  readonly players: number;
}

/**
 * The end of a game. `scores` are the game's own points per seat (rounds won, points, captured pieces...);
 * `ranks` are 1 for the winner(s), tied seats sharing a rank; team-mates get their team's score and rank.
 */
export interface Outcome {
  readonly scores: BySeat<number>;
  readonly ranks: BySeat<number>;
}

/**
 * Platform events: things that happen to a game that are not a player's move. Records keep them in order with the
 * moves so that a record replays exactly.
 */
export type PlatformEvent =
  | { readonly type: 'timeUp'; readonly seat: Seat } // the seat's clock ran out (Superpion's timed game)
  | { readonly type: 'resign'; readonly seat: Seat }
  | { readonly type: 'abandon'; readonly seat: Seat }; // left and did not come back in time

/**
 * What a game may tell the generic bots. All optional: without it they play uniformly random playouts over
 * `legalMoves` / `randomMove`.
 */
export interface BotKnowledge<S, M> {
  /** The move a playout makes here (cheaper or smarter than uniform); must return a legal move. */
  playoutPolicy?(state: S, rng: Rng): M;
  /** Returns per seat in [0, 1] for a state where a playout is cut short (same scale as `returnsOf`). */
  evaluate?(state: S): BySeat<number>;
  /** Moves a search should try in a state whose legal moves are continuous (Cubiko's throws). */
  candidateMoves?(state: S, rng: Rng): M[];
  /** How many plies a playout may run before `evaluate` is asked (default: to the end). */
  readonly playoutDepth?: number;
  /**
   * Iteration budgets of the bot levels for this game, when the generic ones do not fit (a Cubiko iteration is a
   * physics simulation, a Linx one a cheap playout).
   */
  readonly levels?: { readonly [L in BotLevel]?: number };
  /**
   * How a level of this game plays beyond its budget, when the generic style does not fit (`@ludotheque/ai`'s
   * `LEVEL_STYLE`): a softmax temperature over the root's visit counts and a blunder probability (a uniform legal
   * move instead of the search's). Tuned so that each level beats the one below 65-80 % of the time (issue 27).
   */
  readonly levelStyle?: { readonly [L in BotLevel]?: { readonly temperature?: number; readonly blunder?: number } };
  /**
   * A level's execution error applied to the move the search chose (Cubiko: an aim error on the throw, on top of the
   * rules' own skill noise), so that levels differ in hands as well as in thought. Draws only from `rng` (the
   * agent's); must return a legal move of `state` (callers keep the chosen move otherwise). Called by the generic
   * agents for a named level only.
   */
  execute?(state: S, move: M, level: BotLevel, rng: Rng): M;
}

/**
 * The named bot levels (`mcts:easy` …), weakest first; `BotKnowledge.levels` and `execute` are keyed by them.
 * `beginner`, `novice` and `expert` came with issue 27's ladder; the first three ids stay (stored games use them).
 */
export type BotLevel = 'beginner' | 'novice' | 'easy' | 'medium' | 'hard' | 'expert';

/**
 * The game contract: one plain object per game. Everything is synchronous except `load`; nothing throws on bad
 * input (Result values); `play` is unchecked and mutates, so callers validate with `isLegal` and search on clones.
 *
 * S: the game's state (mutable, compact; holds its options and its PRNG)
 * M: a move (a small integer or a small plain object; notation only at the edges)
 * V: a view, plain JSON-serialisable data (what one seat may know)
 * O: the options
 */
export interface Game<S, M, V = Json, O extends BaseOptions = BaseOptions> {
  /** The id used in URLs, records and the CLI: `linx`, `superpion`, `symbolix`, `cubiko`. */
  readonly id: string;
  readonly players: { readonly min: number; readonly max: number };
  /** True when some seat may not know part of the state (hands, piles, covered pieces); false for open games. */
  readonly hiddenInformation: boolean;

  /** One-time asynchronous start (Cubiko's physics WASM). Call before anything else; a no-op elsewhere. */
  load?(): Promise<void>;

  /** Parses options given as JSON (a partial object), filling defaults; the error names the bad key. */
  parseOptions(input: unknown): Result<O>;
  /** The options a state was set up with. */
  options(state: S): O;
  /** A new game. All chance of the setup is drawn here from `rng`, which the state then keeps as its own PRNG. */
  setup(options: O, rng: Rng): S;

  /** Validates a setup JSON (the whole state, hidden parts included) into a state. */
  fromSetup(json: unknown): Result<S>;
  /** The setup JSON of a state; `toSetup(fromSetup(x))` equals `x` for every setup this engine wrote. */
  toSetup(state: S): Json;

  /** The seat to move, or null when the game is over. */
  toMove(state: S): Seat | null;
  /** The discrete legal moves, unique, in a deterministic order (empty when the game is over). */
  legalMoves(state: S): M[];
  /**
   * True when the state also admits continuous moves (a Cubiko throw) that `legalMoves` cannot list; those are
   * checked by `isLegal` and sampled by `randomMove`. Absent means false.
   */
  hasContinuousMoves?(state: S): boolean;
  isLegal(state: S, move: M): boolean;
  /** A uniformly chosen legal move (continuous moves sampled); only called when `toMove` is not null. */
  randomMove(state: S, rng: Rng): M;
  /** Applies a legal move, unchecked. */
  play(state: S, move: M): void;
  /** Applies a platform event; an event that does not apply (wrong seat, game over) is an error and changes nothing. */
  event(state: S, e: PlatformEvent): Result<void>;

  clone(state: S): S;
  /** null while the game goes on. */
  outcome(state: S): Outcome | null;
  /**
   * The sides of a team game, each its seats (team-mates share their rank: Linx LX-17, Superpion's `teams`);
   * absent, or one seat a side, without teams. Seat events rank a whole side (seat-events.ts `absentLast`).
   */
  teams?(options: O): readonly (readonly Seat[])[];

  /** Exactly what `viewer` may know of the state now: never another seat's secrets, never the PRNG state. */
  view(state: S, viewer: Viewer): V;
  /**
   * How `move`, about to be played in `state` (the state before the move), is told to `viewer`: the notation where
   * all of it is public, less where part is secret, more where the move reveals something (a shown hand, an
   * uncovered piece, a throw's effective noised velocity).
   */
  publicMove(state: S, move: M, viewer: Viewer): string;
  /**
   * A full state consistent with what `seat` sees in `view`: hidden parts sampled from `rng` among those the seat
   * cannot rule out, and a fresh PRNG. `view(determinize(view(s, seat), seat, rng), seat)` equals `view(s, seat)`.
   */
  determinize(view: V, seat: Seat, rng: Rng): S;

  /**
   * True when `move`, about to be played in `state` (the state before it), shows `seat` something `seat` could not
   * know before: a drawn tile or card, an uncovered piece, a shown hand, a chance outcome drawn from the state's PRNG
   * (a takeback restores the PRNG, so the same move would draw the same again). Takebacks never undo such a move for
   * the seat that asks (takeback.ts `positionAfterTakeback`). Absent: no move of the game ever reveals anything
   * (perfect information and no chance after the setup). Asked only when a takeback is, never on `play`'s path; it
   * must not change `state`.
   */
  reveals?(state: S, move: M, seat: Seat): boolean;

  /**
   * True for states where perft stops although the game goes on: a finished Linx round, whose only move `next` is
   * chance outside perft (LX-N3). Absent means only the game's end stops perft.
   */
  perftLeaf?(state: S): boolean;

  /** Parses the rules file's notation; the result may still be illegal in `state`. */
  parseMove(state: S, text: string): Result<M>;
  formatMove(state: S, move: M): string;

  readonly bot?: BotKnowledge<S, M>;
}

/**
 * A game with its types erased, for registries (the CLI, the server and the web app hold one per game id).
 * Method parameters are bivariant in TypeScript, so every `Game<S, M, V, O>` is assignable here.
 */
export type AnyGame = Game<unknown, unknown, unknown, BaseOptions>;
