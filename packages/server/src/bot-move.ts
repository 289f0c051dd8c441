import { createAgent } from '@ludotheque/ai';
import type { AnyGame, Seat } from '@ludotheque/engine';
import type { StoredGame } from './store.js';

/** What a bot is given: its game, its seat's view only (never the state), its level and a fresh seed. */
export interface BotJob {
  /** The game the job is for (the worker does not read it). */
  readonly gameId?: string;
  /** The player the job serves (`botOwner`): the bot threads are shared fairly between players (bot-pool.ts). */
  readonly owner?: string;
  readonly gameType: string;
  readonly view: unknown;
  readonly seat: Seat;
  readonly level: string;
  readonly seed: string;
}

/**
 * Whom a bot move serves, for the bot queue's fair shares: the first person of the game bound to a player (the
 * stored seats' `player`, written with `game_seats` by players/seats.ts), else the game itself (its people have
 * not joined yet). Every game of one player is then one owner, however many games it runs.
 */
export function botOwner(stored: Pick<StoredGame, 'id' | 'seats'>): string {
  for (const s of stored.seats) if (s.kind === 'human' && s.player !== undefined) return `player:${s.player}`;
  return `game:${stored.id}`;
}

/** The agent spec of a seat's level: `random`, else MCTS at that level (IS-MCTS for hidden-information games). */
export const agentSpec = (level: string): string => (level === 'random' ? 'random' : `mcts:${level}`);

/** Chooses a bot's move (the move value, not its notation: the authority checks and formats it on the real state). */
export function chooseBotMove(game: AnyGame, job: BotJob): unknown {
  const agent = createAgent(game, agentSpec(job.level), job.seed);
  if (!agent.ok) throw new Error(agent.error.message);
  return agent.value.chooseMove(job.view, job.seat);
}

/** Runs bot jobs somewhere: worker threads on the server, the calling thread in unit tests. */
export interface BotRunner {
  choose(job: BotJob): Promise<unknown>;
  /** Jobs waiting for a thread (the metrics' bot queue depth). */
  queued?(): number;
  close(): Promise<void>;
}

/** Runs a job in the calling thread, after the current tick (authority unit tests, tiny fixture games). */
export class InlineBots implements BotRunner {
  constructor(private readonly games: Readonly<Record<string, AnyGame>>) {}

  async choose(job: BotJob): Promise<unknown> {
    await new Promise((r) => setImmediate(r));
    const game = this.games[job.gameType];
    if (game === undefined) throw new Error(`no game ${job.gameType}`);
    return chooseBotMove(game, job);
  }

  async close(): Promise<void> {}
}
