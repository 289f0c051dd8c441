import type { Seat } from './game.js';

/**
 * A player the match runner, the server's bot seats and the CLI can ask for a move. An agent sees only its seat's
 * view (never the state), so a bot can never read what its seat may not know. Agents are made for one game by a
 * factory (`@ludotheque/ai`'s `createAgent`), seeded, so a seeded match reproduces.
 */
export interface Agent<V = unknown, M = unknown> {
  /** Shown in match tables and records: `random`, `mcts:hard`, `ismcts:easy`, a player's name. */
  readonly name: string;
  chooseMove(view: V, seat: Seat): M;
}
