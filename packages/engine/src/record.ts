import type { AnyGame, BaseOptions, Game, Json, Outcome, PlatformEvent } from './game.js';
import { fail, type GameError, ok, type Result } from './result.js';
import { Rng } from './rng.js';
import { finalOutcome, isSeatEvent, SEAT_EVENT_TYPES } from './seat-events.js';
import { type EntryEvent, isBerserk, isTakeback, type Played, positionAfterTakeback } from './takeback.js';

/**
 * One entry of a record: a move in the rules file's notation, a platform event, or an agreed takeback (takeback.ts:
 * the position goes back to an earlier version; the record replays it exactly).
 */
export type RecordEntry = string | { readonly event: EntryEvent };

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

/** A record from its parts; the result is `result` when given, else the outcome of `state`, else null. */
export function makeRecord<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  parts: {
    options: O;
    seed: string;
    seats: readonly string[];
    moves: readonly RecordEntry[];
    state?: S;
    result?: Outcome | null;
  },
): GameRecord {
  return {
    game: game.id,
    options: parts.options as unknown as Json,
    seed: parts.seed,
    seats: parts.seats.map((name) => ({ name })),
    moves: [...parts.moves],
    result:
      parts.result !== undefined
        ? parts.result
        : parts.state === undefined
          ? null
          : finalOutcome(game as AnyGame, parts.state, parts.moves),
  };
}

export interface ReplayOptions {
  /** Replay only the first `entries` entries; the result is then never checked (for stepping through a game). */
  readonly entries?: number;
}

const recordError = (message: string): Result<never> => fail('record', message);

/**
 * Rebuilds the state a record describes: its options, the setup from `Rng.seeded(seed)`, then each entry in order
 * (a move must parse and be legal, an event must apply), and finally the outcome must be the record's result.
 * Any failure is a `record` error naming the entry's index; nothing throws.
 */
export function replay<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  record: GameRecord,
  opts: ReplayOptions = {},
): Result<S> {
  if (record.game !== game.id) return recordError(`record is for game "${record.game}", not "${game.id}"`);
  const options = game.parseOptions(record.options);
  if (!options.ok) return recordError(`record options: ${options.error.message}`);
  if (record.seats.length !== options.value.players) {
    return recordError(`record has ${record.seats.length} seats for ${options.value.players} players`);
  }
  const fresh = () => game.setup(options.value, Rng.seeded(record.seed));
  let state = fresh();
  // The entries in effect: a takeback drops the last ones and rebuilds the position from the setup.
  let line: Played[] = [];
  const count = Math.min(opts.entries ?? record.moves.length, record.moves.length);
  for (let i = 0; i < count; i++) {
    const entry = record.moves[i] as RecordEntry;
    if (typeof entry !== 'string' && isTakeback(entry.event)) {
      if (game.toMove(state) === null) return recordError(`entry ${i}: a takeback after the end of the game`);
      // Never across a move that showed the asker something hidden (takeback.ts): such a record is invalid.
      const after = positionAfterTakeback(game, fresh, record.moves, line, entry.event);
      if (!after.ok) return recordError(`entry ${i}: ${after.error.message}`);
      line = after.value.line;
      state = after.value.state;
      continue;
    }
    const mover = game.toMove(state);
    const applied = applyEntry(game, state, entry);
    if (!applied.ok) return recordError(`entry ${i}: ${applied.error.message}`);
    line.push({ at: i, mover, move: typeof entry === 'string' });
  }
  if (opts.entries !== undefined) return ok(state);
  // Made final as the server made it: a seat its stand-in still played ranks last (seat-events.ts `absentLast`).
  const outcome = game.toMove(state) === null ? finalOutcome(game as AnyGame, state, record.moves) : null;
  if (!sameOutcome(outcome, record.result)) {
    return recordError(
      `the replayed result ${JSON.stringify(outcome)} is not the record's ${JSON.stringify(record.result)}`,
    );
  }
  return ok(state);
}

/**
 * Plays one record entry on `state`, or changes nothing and says why. A takeback is refused here: it needs the
 * entries before it (`replay` applies it).
 */
export function applyEntry<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  entry: RecordEntry,
): Result<void, GameError> {
  if (typeof entry !== 'string') {
    if (isTakeback(entry.event)) return fail('record', 'a takeback is applied by replay, with the entries before it');
    // Who plays a seat: no change to the position, but only while the game goes on.
    if (isSeatEvent(entry.event) || isBerserk(entry.event))
      return game.toMove(state) === null
        ? fail('gameOver', `${entry.event.type} after the end of the game`)
        : ok(undefined);
    const done = game.event(state, entry.event);
    return done.ok ? done : fail(done.error.kind, `event ${JSON.stringify(entry.event)}: ${done.error.message}`);
  }
  if (game.toMove(state) === null) return fail('gameOver', `move "${entry}" after the end of the game`);
  const move = game.parseMove(state, entry);
  if (!move.ok) return fail(move.error.kind, `move "${entry}": ${move.error.message}`);
  if (!game.isLegal(state, move.value)) return fail('illegal', `move "${entry}" is illegal here`);
  game.play(state, move.value);
  return ok(undefined);
}

/** Both null, or the same scores and ranks seat by seat. */
export function sameOutcome(a: Outcome | null, b: Outcome | null): boolean {
  if (a === null || b === null) return a === b;
  const same = (x: readonly number[], y: readonly number[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return same(a.scores, b.scores) && same(a.ranks, b.ranks);
}

const EVENT_TYPES: readonly string[] = [
  'timeUp',
  'resign',
  'abandon',
  'takeback',
  'berserk',
  ...SEAT_EVENT_TYPES,
] satisfies EntryEvent['type'][];

/** Validates a parsed JSON value as a record, without throwing; unknown keys are dropped. */
export function recordFromJson(json: unknown): Result<GameRecord> {
  if (!isObject(json)) return recordError('a record must be an object');
  const { game, options, seed, seats, moves, result } = json;
  if (typeof game !== 'string') return recordError('record.game must be a string');
  if (!isJson(options)) return recordError('record.options must be JSON');
  if (typeof seed !== 'string') return recordError('record.seed must be a string');
  if (!Array.isArray(seats) || !seats.every((s) => isObject(s) && typeof s.name === 'string')) {
    return recordError('record.seats must be an array of { name: string }');
  }
  if (!Array.isArray(moves)) return recordError('record.moves must be an array');
  const entries: RecordEntry[] = [];
  for (const [i, m] of moves.entries()) {
    const entry = entryFromJson(m);
    if (entry === null) return recordError(`record.moves[${i}] is neither a move text nor { event }`);
    entries.push(entry);
  }
  const outcome = outcomeFromJson(result);
  if (outcome === undefined) return recordError('record.result must be null or { scores: number[], ranks: number[] }');
  const names = seats.map((s) => ({ name: String((s as { name: string }).name) }));
  return ok({ game, options, seed, seats: names, moves: entries, result: outcome });
}

function entryFromJson(m: unknown): RecordEntry | null {
  if (typeof m === 'string') return m;
  if (!isObject(m) || !isObject(m.event)) return null;
  const { type, seat } = m.event;
  if (typeof type !== 'string' || !EVENT_TYPES.includes(type)) return null;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return null;
  if (type === 'takeback') {
    const { to } = m.event;
    if (typeof to !== 'number' || !Number.isInteger(to) || to < 0) return null;
    return { event: { type, seat, to } };
  }
  if (type === 'wait' || type === 'standIn') {
    const { by } = m.event;
    if (typeof by !== 'number' || !Number.isInteger(by) || by < 0) return null;
    return { event: { type, seat, by } };
  }
  if (type === 'reclaim' || type === 'berserk') return { event: { type, seat } };
  return { event: { type: type as PlatformEvent['type'], seat } };
}

/** The outcome, null, or undefined when malformed. */
function outcomeFromJson(r: unknown): Outcome | null | undefined {
  if (r === null) return null;
  if (!isObject(r)) return undefined;
  const { scores, ranks } = r;
  const numbers = (x: unknown): x is number[] =>
    Array.isArray(x) && x.every((v) => typeof v === 'number' && Number.isFinite(v));
  if (!numbers(scores) || !numbers(ranks) || scores.length !== ranks.length) return undefined;
  return { scores: [...scores], ranks: [...ranks] };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** True for plain JSON data (finite numbers, no functions, no cycles deeper than the JSON itself allows). */
export function isJson(x: unknown, depth = 0): x is Json {
  if (depth > 100) return false;
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) return x.every((v) => isJson(v, depth + 1));
  if (isObject(x)) {
    const proto = Object.getPrototypeOf(x);
    return (proto === Object.prototype || proto === null) && Object.values(x).every((v) => isJson(v, depth + 1));
  }
  return false;
}
