import type { Agent } from './agent.js';
import type { BaseOptions, Game, Json, Outcome, Seat } from './game.js';
import { returnsOf } from './outcome.js';
import type { GameRecord, RecordEntry } from './record.js';
import { fail, type GameError, ok, type Result } from './result.js';
import { Rng } from './rng.js';
import { wilson } from './stats.js';

/** What `onMove` is told after each move: the state is the live one, after the move (do not mutate it). */
export interface MoveInfo<S, M> {
  /** 0 for the first move of the game. */
  readonly ply: number;
  readonly seat: Seat;
  readonly agent: string;
  readonly move: M;
  /** The move in the rules file's notation, as written in the record. */
  readonly notation: string;
  readonly state: S;
}

export interface PlayOptions<S, M> {
  /** Stop after this many moves (the outcome is then null). Default: play to the end. */
  readonly maxPlies?: number;
  readonly onMove?: (info: MoveInfo<S, M>) => void;
}

export interface PlayedGame<S> {
  readonly state: S;
  readonly record: GameRecord;
  /** null when the game was cut short by `maxPlies`. */
  readonly outcome: Outcome | null;
}

/**
 * Plays one game between agents, one per seat, from `game.setup(options, Rng.seeded(seed))`. Each agent is asked
 * with its own seat's view only. An agent that answers an illegal move (or throws) ends the match with an error
 * naming it: the move is never played, so a buggy bot cannot corrupt a game.
 */
export function playGame<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  options: O,
  seed: string,
  agents: readonly Agent<V, M>[],
  opts: PlayOptions<S, M> = {},
): Result<PlayedGame<S>> {
  if (agents.length !== options.players) {
    return fail('options', `${game.id}: ${agents.length} agents for ${options.players} seats`);
  }
  const state = game.setup(options, Rng.seeded(seed));
  const moves: RecordEntry[] = [];
  const maxPlies = opts.maxPlies ?? Number.POSITIVE_INFINITY;
  for (let seat = game.toMove(state); seat !== null && moves.length < maxPlies; seat = game.toMove(state)) {
    const agent = agents[seat];
    if (agent === undefined) return fail('notYourTurn', `${game.id}: no agent for seat ${seat}`);
    const chosen = agentMove(game, state, agent, seat);
    if (!chosen.ok) return chosen;
    const notation = game.formatMove(state, chosen.value);
    game.play(state, chosen.value);
    opts.onMove?.({ ply: moves.length, seat, agent: agent.name, move: chosen.value, notation, state });
    moves.push(notation);
  }
  const outcome = game.toMove(state) === null ? game.outcome(state) : null;
  const record: GameRecord = {
    game: game.id,
    options: options as unknown as Json,
    seed,
    seats: agents.map((a) => ({ name: a.name })),
    moves,
    result: outcome,
  };
  return ok({ state, record, outcome });
}

/**
 * Asks `agent` for its move at `seat` with that seat's view only, and checks it: an illegal move or an exception
 * becomes an `illegal` error naming the agent (the server's bot seats play one move at a time through this).
 */
export function agentMove<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  agent: Agent<V, M>,
  seat: Seat,
): Result<M> {
  const who = `agent "${agent.name}" (seat ${seat})`;
  let move: M;
  try {
    move = agent.chooseMove(game.view(state, seat), seat);
  } catch (e) {
    return fail('illegal', `${game.id}: ${who} failed to choose a move: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!game.isLegal(state, move)) {
    return fail('illegal', `${game.id}: ${who} chose an illegal move: ${describeMove(game, state, move)}`);
  }
  return ok(move);
}

/** A best-effort text for a move that may be nonsense (formatMove is only defined for well-formed moves). */
function describeMove<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, move: M): string {
  try {
    return `${game.formatMove(state, move)} (${JSON.stringify(move)})`;
  } catch {
    return String(JSON.stringify(move));
  }
}

/** Makes a fresh agent for one seat of one game, seeded so a seeded series reproduces. */
export interface AgentFactory<V = unknown, M = unknown> {
  readonly name: string;
  create(seed: string): Agent<V, M>;
}

export interface SeriesConfig<S, M, V, O extends BaseOptions> {
  readonly game: Game<S, M, V, O>;
  readonly options: O;
  readonly seed: string;
  readonly games: number;
  readonly agents: readonly AgentFactory<V, M>[];
  /** Rotate agents between games so no agent keeps the first seat (default true). */
  readonly rotate?: boolean;
  /** Games longer than this are cut short and count for no one (default: no limit). */
  readonly maxPlies?: number;
  readonly onGame?: (index: number, result: Result<PlayedGame<S>>) => void;
}

/** One agent's tally over a series. Scores count a win 1, a draw (a shared first place) 1/2. */
export interface AgentTally {
  readonly name: string;
  /** Finished games this agent played in. */
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Mean of `returnsOf` over its seats and games (0 when it played none). */
  readonly meanReturn: number;
  /** (wins + draws / 2) / games, 0 when it played none. */
  readonly score: number;
  /** Wilson 95 % interval on `score`. */
  readonly interval: { readonly low: number; readonly high: number };
}

export interface SeriesResult {
  /** Games asked for. */
  readonly games: number;
  /** Per agent factory, in the order given. */
  readonly agents: readonly AgentTally[];
  /** Games cut short by `maxPlies` (they count for no one). */
  readonly unfinished: number;
  /** Games that ended in an error (an illegal move...), with their index; they count for no one. */
  readonly failures: readonly { readonly game: number; readonly error: GameError }[];
}

/**
 * The agent index of each seat in game `index`: seat s plays agent (s + index) mod agentCount, so with more seats
 * than agents they repeat around the table (4 seats, 2 agents: A B A B, i.e. one team each in a 0+2 / 1+3 game).
 */
export function seatAgents(players: number, agentCount: number, index: number, rotate = true): number[] {
  const shift = rotate ? index : 0;
  return Array.from({ length: players }, (_, s) => (s + shift) % agentCount);
}

interface Tally {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  returns: number;
}

/** Plays `games` seeded games (`${seed}/${i}`) and tallies each agent's results. */
export function runSeries<S, M, V, O extends BaseOptions>(config: SeriesConfig<S, M, V, O>): SeriesResult {
  const { game, options, seed, agents } = config;
  const tallies: Tally[] = agents.map(() => ({ games: 0, wins: 0, draws: 0, losses: 0, returns: 0 }));
  const failures: { game: number; error: GameError }[] = [];
  let unfinished = 0;
  for (let i = 0; i < config.games; i++) {
    const gameSeed = `${seed}/${i}`;
    const assignment = seatAgents(options.players, agents.length, i, config.rotate ?? true);
    const seated = seatFactories(agents, assignment, gameSeed);
    const played = seated.ok ? playGame(game, options, gameSeed, seated.value, { maxPlies: config.maxPlies }) : seated;
    config.onGame?.(i, played);
    if (!played.ok) failures.push({ game: i, error: played.error });
    else if (played.value.outcome === null) unfinished++;
    else tallyGame(tallies, assignment, played.value.outcome);
  }
  return {
    games: config.games,
    agents: agents.map((f, a) => finish(f.name, tallies[a] as Tally)),
    unfinished,
    failures,
  };
}

/** One fresh agent per seat, seeded `${gameSeed}/${seat}`; no agents, or a factory that throws, is an error. */
function seatFactories<V, M>(
  agents: readonly AgentFactory<V, M>[],
  assignment: readonly number[],
  gameSeed: string,
): Result<Agent<V, M>[]> {
  if (agents.length === 0) return fail('options', 'a series needs at least one agent');
  const seated: Agent<V, M>[] = [];
  for (const [s, a] of assignment.entries()) {
    const factory = agents[a] as AgentFactory<V, M>;
    try {
      seated.push(factory.create(`${gameSeed}/${s}`));
    } catch (e) {
      return fail(
        'options',
        `agent "${factory.name}" could not be made: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }
  return ok(seated);
}

/**
 * Adds one finished game: an agent wins when one of its seats is ranked first and no other agent's seat is; it
 * draws when it shares first place with another agent; else it loses. Its return is the mean over its seats, so
 * an agent holding both seats of a team is counted once, not twice.
 */
function tallyGame(tallies: Tally[], assignment: readonly number[], outcome: Outcome): void {
  const returns = returnsOf(outcome);
  const firsts = new Set(assignment.filter((_, s) => outcome.ranks[s] === 1));
  tallies.forEach((t, a) => {
    const seats = assignment.flatMap((x, s) => (x === a ? [s] : []));
    if (seats.length === 0) return;
    t.games++;
    t.returns += seats.reduce((sum, s) => sum + (returns[s] ?? 0), 0) / seats.length;
    if (!firsts.has(a)) t.losses++;
    else if (firsts.size === 1) t.wins++;
    else t.draws++;
  });
}

function finish(name: string, t: Tally): AgentTally {
  const points = t.wins + t.draws / 2;
  return {
    name,
    games: t.games,
    wins: t.wins,
    draws: t.draws,
    losses: t.losses,
    meanReturn: t.games > 0 ? t.returns / t.games : 0,
    score: t.games > 0 ? points / t.games : 0,
    interval: wilson(points, t.games),
  };
}
