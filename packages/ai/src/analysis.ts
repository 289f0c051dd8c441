import type {
  BaseOptions,
  Game,
  GameRecord,
  Json,
  RecordEntry,
  Result,
  Rng as RngType,
  Seat,
} from '@ludotheque/engine';
import { applyEntry, fail, ok, Rng, replay } from '@ludotheque/engine';
import { calibratedChance } from './calibration/apply.js';
import { adviceBudget } from './calibration/budget.js';
import { heuristicValue } from './calibration/value.js';
import { type SearchResult, searchMoves } from './common.js';
import { ismctsSearch } from './ismcts.js';
import { mctsSearch } from './mcts.js';

/** How much a move lost, by the mover's drop in chance to win (README: the thresholds). */
export type Mark = 'inaccuracy' | 'mistake' | 'blunder';

/** The drops in the mover's chance (best move's minus the played move's) from which a move is marked. */
export const MARKS: readonly { readonly mark: Mark; readonly loss: number }[] = [
  { mark: 'blunder', loss: 0.3 },
  { mark: 'mistake', loss: 0.2 },
  { mark: 'inaccuracy', loss: 0.1 },
];

export const markOf = (loss: number): Mark | null => MARKS.find((m) => loss >= m.loss)?.mark ?? null;

/** One analysed move of a record, judged from what its mover knew before playing it. */
export interface AnalysedMove {
  /** Its index in `record.moves` (what the step-through counts). */
  readonly entry: number;
  readonly seat: Seat;
  /** As the record has it. */
  readonly move: string;
  /**
   * The mover's chance to win before the move, playing the bot's preferred move ([0, 1], `Advice.winChance`):
   * the search's mean through the game's calibration map (`calibration/`), so that it is a probability that holds.
   */
  readonly before: number;
  /** The mover's chance to win after the move played, from the same view, calibrated the same way. */
  readonly after: number;
  /** The searches' own means before calibration (what `ludo calibrate` fits). */
  readonly raw?: { readonly before: number; readonly after: number };
  /** `before - after`, at least 0. */
  readonly loss: number;
  /** The bot's preferred move, in notation. */
  readonly best: string;
  readonly mark: Mark | null;
  /** What the game adds (Cubiko: the throw's aimed cell and landing chance, the best aim found). */
  readonly note?: Json;
}

export interface Analysis {
  readonly game: string;
  readonly players: number;
  readonly iterations: number;
  readonly seed: string;
  readonly moves: readonly AnalysedMove[];
}

/**
 * A game's own remarks on a move, from a determinization of the mover's view (never the true state): `played` and
 * the search's `best` are moves of `state`. Draws only from `rng`.
 */
export type MoveNote<S, M> = (state: S, played: M, best: M, rng: RngType) => Json | undefined;

export interface AnalysisOptions<S, M> {
  /** Seeds every search: the same record and seed give the same figures. */
  readonly seed: string;
  /** Iterations per search; default the Hint's budget (`adviceBudget`: `ADVICE_BUDGETS`, else the game's medium level). */
  readonly iterations?: number;
  readonly note?: MoveNote<S, M>;
}

/** An analysis done one move at a time, so a worker can report progress and stop between moves. */
export interface Analyser {
  /** How many moves there are to analyse. */
  readonly total: number;
  /** Analyses the next move; false once every move is done. */
  step(): Result<boolean>;
  /** The moves analysed so far. */
  result(): Analysis;
}

/**
 * The analysis of a record (issue 18, "Review"): for each move, two searches from the mover's view at that move
 * (`game.view(state, mover)`, searched by IS-MCTS, which only ever samples `game.determinize` of that view; open
 * games search one determinization): one over all moves gives the preferred move and the chance before, one with
 * the root restricted to the played move gives the chance after (skipped when the bot prefers the played move).
 * The true state is only used to make the view. Platform events are skipped. Seeds are the analysis seed and the
 * entry index, never the record's seed, so two games that look the same to a seat get the same figures for it.
 */
export function createAnalyser<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  record: GameRecord,
  opts: AnalysisOptions<S, M>,
): Result<Analyser> {
  // One memo for the whole analysis of a game judged without playouts: checking that the game is over replays every
  // throw, and stepping through it replays them again (Cubiko: a simulation each).
  const g = memoizedIfCostly(game);
  const whole = replay(g, record);
  if (!whole.ok) return whole;
  if (g.toMove(whole.value) !== null) return fail('options', 'analysis: the game is not over');
  const start = replay(g, record, { entries: 0 });
  if (!start.ok) return start;
  return analyserFrom(g, start.value, record.moves, opts, (entries) => replay(g, record, { entries }));
}

/**
 * The same over a line from any position (tests, puzzles): `start` is not modified. A takeback in `entries` is
 * refused: it needs the record's setup to rebuild the position.
 */
export function createLineAnalyser<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  start: S,
  entries: readonly RecordEntry[],
  opts: AnalysisOptions<S, M>,
): Result<Analyser> {
  return analyserFrom(memoizedIfCostly(game), game.clone(start), entries, opts, () =>
    fail('record', 'analysis: a takeback in a line without a record'),
  );
}

function analyserFrom<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  start: S,
  entries: readonly RecordEntry[],
  opts: AnalysisOptions<S, M>,
  rebuild: (entries: number) => Result<S>,
): Result<Analyser> {
  const iterations = opts.iterations ?? adviceBudget(game);
  if (!Number.isInteger(iterations) || iterations < 1) {
    return fail('options', `analysis: iterations must be a positive integer, got ${iterations}`);
  }
  const players = game.options(start).players;
  const moves: AnalysedMove[] = [];
  const total = entries.filter((e) => typeof e === 'string').length;
  let state = start;
  let next = 0;
  return ok({
    total,
    result: () => ({ game: game.id, players, iterations, seed: opts.seed, moves: [...moves] }),
    step: () => {
      while (next < entries.length) {
        const i = next++;
        const entry = entries[i] as RecordEntry;
        if (typeof entry === 'string') {
          const judged = judge(game, state, entry, i, iterations, opts);
          if (!judged.ok) return judged;
          moves.push(judged.value);
          const played = applyEntry(game, state, entry);
          return played.ok ? ok(true) : played;
        }
        if (!applyEntry(game, state, entry).ok) {
          // A takeback needs the entries before it: rebuild the position as the step-through does.
          const back = rebuild(i + 1);
          if (!back.ok) return back;
          state = back.value;
        }
      }
      return ok(false);
    },
  });
}

/** Runs a whole analysis at once (the server's worker, the bench). */
export function analyseRecord<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  record: GameRecord,
  opts: AnalysisOptions<S, M>,
): Result<Analysis> {
  const analyser = createAnalyser(game, record, opts);
  if (!analyser.ok) return analyser;
  for (;;) {
    const more = analyser.value.step();
    if (!more.ok) return more;
    if (!more.value) return ok(analyser.value.result());
  }
}

function judge<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  text: string,
  entry: number,
  iterations: number,
  opts: AnalysisOptions<S, M>,
): Result<AnalysedMove> {
  const seat = game.toMove(state);
  if (seat === null) return fail('record', `analysis: entry ${entry} after the end of the game`);
  const played = game.parseMove(state, text);
  if (!played.ok) return played;
  // Everything below sees only the mover's view of the position.
  const view = game.view(state, seat);
  const seed = `${opts.seed}/${entry}`;
  const searcher = viewSearcher(game, view, seat, seed, iterations);
  const all = searcher('all');
  if (!all.ok) return all;
  const probe = game.determinize(view, seat, Rng.seeded(`${seed}/probe`));
  const bestMove = all.value.move;
  const best = all.value.stats.find((s) => s.move === bestMove);
  const rawBefore = best?.mean ?? 0.5;
  const same = game.formatMove(probe, bestMove) === game.formatMove(probe, played.value);
  let rawAfter = rawBefore;
  let rawLoss = 0;
  if (!same) {
    // The loss compares like with like: two searches restricted to one root move each (the preferred one and the
    // played one), from the same determinization. The unrestricted search's mean for its chosen move is higher by
    // selection alone, so comparing it with a restricted search marked a third of all moves (issue 27).
    // A game judged without playouts (Cubiko) compares the two moves by one iteration each, the evaluation right
    // after each (a throw's landing), as its unrestricted search does (viewSearcher).
    const budget = game.bot?.playoutDepth === 0 ? 1 : iterations;
    const forced = searcher('played', played.value, budget);
    if (!forced.ok) return forced;
    const again = searcher('best', bestMove, budget);
    if (!again.ok) return again;
    rawAfter = forced.value.stats[0]?.mean ?? rawBefore;
    rawLoss = Math.max(0, (again.value.stats[0]?.mean ?? rawAfter) - rawAfter);
  }
  const players = game.options(state).players;
  // The figure shown before is calibrated; after is the same less the move's loss, so the chart and the marks agree.
  const heuristic = heuristicValue(game, view, seat, seed);
  const before = calibratedChance(game.id, players, iterations, rawBefore, heuristic);
  const after = Math.max(0, before - rawLoss);
  const loss = before - after;
  const note = opts.note?.(probe, played.value, bestMove, Rng.seeded(`${seed}/note`));
  return ok({
    entry,
    seat,
    move: text,
    before,
    after,
    raw: { before: rawBefore, after: rawAfter },
    loss,
    best: game.formatMove(probe, bestMove),
    mark: markOf(loss),
    ...(note === undefined ? {} : { note }),
  });
}

/**
 * The raw figure the analysis calibrates: the mean return of the preferred move of the search from the mover's view
 * of `state` (the analysis's "before" with the same seed and budget, before calibration). For `ludo calibrate`.
 */
export function rawChance<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  seed: string,
  iterations: number,
): number {
  const seat = game.toMove(state);
  if (seat === null) throw new Error(`${game.id}: no mover, the game is over`);
  const found = viewSearcher(game, game.view(state, seat), seat, seed, iterations)('all');
  if (!found.ok) throw new Error(found.error.message);
  return found.value.stats.find((s) => s.move === found.value.move)?.mean ?? 0.5;
}

/**
 * The searches of one analysed move, from `seat`'s view: IS-MCTS with hidden information; an open game searches
 * one determinization (only the PRNG is unknown there), the same for the preferred and the played move, so that
 * their difference is not the two deals' (common random numbers). A game whose every move is judged without a
 * playout (`playoutDepth: 0`, Cubiko: a throw is a physics run) gets its moves' results remembered for the move's
 * searches, since the tree replays the same throws from the same positions each iteration.
 */
function viewSearcher<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  view: V,
  seat: Seat,
  seed: string,
  iterations: number,
): (tag: string, only?: M, budget?: number) => Result<SearchResult<M>> {
  const judgedAtOnce = game.bot?.playoutDepth === 0;
  const searched = memoizedIfCostly(game);
  const probe = game.hiddenInformation ? null : game.determinize(view, seat, Rng.seeded(`${seed}/probe`));
  // Judged without playouts (Cubiko), an open game's search tries each root move once and no more: iterations past
  // them only go on to simulate the opponent's replies, which is where a whole game's analysis spent its 11 s
  // (issue 28: 5 s). The figure is then the game's evaluation right after each move; the maps are fitted to it.
  const rootMoves = judgedAtOnce && probe !== null ? searchMoves(game, probe, Rng.seeded(`${seed}/root`)).length : 0;
  return (tag, only, budget = iterations) => {
    const capped = only === undefined && rootMoves > 0 ? Math.min(budget, rootMoves) : budget;
    const opts = { iterations: capped, rng: Rng.seeded(`${seed}/${tag}`) };
    if (probe === null) return ismctsSearch(searched, view, seat, opts, only);
    return mctsSearch(searched, probe, opts, only);
  };
}

/** Positions remembered per analysed move: enough for a few searches' trees, small enough to bound memory. */
const MEMO_LIMIT = 2000;

/** Games already wrapped by `memoized` (an analysis's memo is shared by its moves' searches, not wrapped again). */
const MEMOIZED = new WeakSet<object>();

/** The game with `play` remembered when every move is judged without a playout (Cubiko), else the game itself. */
function memoizedIfCostly<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>): Game<S, M, V, O> {
  return game.bot?.playoutDepth === 0 && !MEMOIZED.has(game) ? memoized(game) : game;
}

/** The game with `play` remembered by (position, move): for games whose moves are costly simulations. */
function memoized<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>): Game<S, M, V, O> {
  const memo = new Map<string, S>();
  const wrapped = Object.create(game) as Game<S, M, V, O>;
  MEMOIZED.add(wrapped);
  wrapped.play = (state: S, move: M) => {
    const key = `${JSON.stringify(state)}|${JSON.stringify(move)}`;
    const known = memo.get(key);
    if (known !== undefined) {
      Object.assign(state as object, game.clone(known));
      return;
    }
    game.play(state, move);
    if (memo.size < MEMO_LIMIT) memo.set(key, game.clone(state));
  };
  return wrapped;
}

/**
 * Each seat's chance after each analysed move, for the chart: the mover's `after`; with 2 players the other seat's is
 * its complement, with more the other seats keep their last figure. Row 0 is the start: the first mover's `before`
 * (and its complement with 2 players), 0.5 for the others (nobody favoured).
 */
export function chancesOf(analysis: Analysis): number[][] {
  const start = new Array<number>(analysis.players).fill(0.5);
  const first = analysis.moves[0];
  if (first !== undefined) {
    start[first.seat] = first.before;
    if (analysis.players === 2) start[1 - first.seat] = 1 - first.before;
  }
  const rows = [start];
  let last = start;
  for (const m of analysis.moves) {
    const row = [...last];
    row[m.seat] = m.after;
    if (analysis.players === 2) row[1 - m.seat] = 1 - m.after;
    rows.push(row);
    last = row;
  }
  return rows;
}
