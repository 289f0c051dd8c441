import type { Json, Outcome, PlatformEvent } from './game.js';

/** One entry of a record: a move in the rules file's notation, or a platform event. */
export type RecordEntry = string | { readonly event: PlatformEvent };

/**
 * A finished or running game as JSON: enough to rebuild it exactly (`replay`), and to read it. The seed is the
 * game's secret while it runs: the server only hands records out once the game is over.
 */
export interface GameRecord {
  readonly game: string;
  readonly options: Json;
  readonly seed: string;
  /** One per seat, in seat order: a player's name or an agent's name. */
  readonly seats: readonly { readonly name: string }[];
  readonly moves: readonly RecordEntry[];
  /** The outcome when the game is over, else null. */
  readonly result: Outcome | null;
}
