import type { BaseOptions, Game, Seat } from '@ludotheque/engine';

/**
 * A forced win as a strategy tree, in notation. At a node of the solving seat, `move` is its move; `next` follows
 * when the same seat moves again (a Symbolix chain, Superpion's second action), `replies` when another seat answers:
 * one entry per answer as told to the solver (`publicMove`), so the tree only uses what the seat will see.
 * Neither, when the move wins at once.
 */
export interface SolutionNode {
  readonly move: string;
  /** Other moves here that work as well (they lead elsewhere: a page accepts them as a solve). */
  readonly also?: readonly string[];
  readonly next?: SolutionNode;
  readonly replies?: { readonly [told: string]: SolutionNode };
}

/** True when the game is over and `seat` is the sole winner (rank 1, nobody else at rank 1). */
export function soleWinner<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, seat: Seat): boolean {
  const o = game.outcome(state);
  if (o?.ranks[seat] !== 1) return false;
  return o.ranks.every((r, i) => i === seat || r !== 1);
}

interface Ctx<S, M, V, O extends BaseOptions> {
  readonly game: Game<S, M, V, O>;
  readonly seat: Seat;
  /** Search nodes visited; the search gives up (null) past `limit`. */
  nodes: number;
  readonly limit: number;
}

/**
 * Searches a strategy for `seat` that wins in every one of `states` within `turns` of its own turns (a turn is a
 * run of consecutive moves by the seat), choosing each move from what the seat knows only: the same move in every
 * state of a node, and the opponents' moves told as `publicMove` tells them. `states` must all be the seat's to
 * move and share its view: for hidden information, the caller enumerates the states consistent with it (the game
 * knows how); for open games one state. Exhaustive: every opponent move of every state is answered. Returns null
 * when there is none, or when the search passed `nodeLimit` nodes (then nothing is claimed).
 */
export function forcedWin<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  states: readonly S[],
  seat: Seat,
  turns: number,
  nodeLimit = 2_000_000,
): SolutionNode | null {
  const ctx: Ctx<S, M, V, O> = { game, seat, nodes: 0, limit: nodeLimit };
  try {
    return seatNode(ctx, states, turns);
  } catch (e) {
    if (e === LIMIT) return null;
    throw e;
  }
}

const LIMIT = Symbol('node limit');

/** Moves legal in every state, in the first state's order, by notation (moves may be numbers specific to a state). */
function commonMoves<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, states: readonly S[]): string[] {
  const first = states[0] as S;
  const texts = game.legalMoves(first).map((m) => game.formatMove(first, m));
  return texts.filter((t) =>
    states.every((s) => {
      const p = game.parseMove(s, t);
      return p.ok && game.isLegal(s, p.value);
    }),
  );
}

function playText<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, text: string): S {
  const next = game.clone(state);
  const p = game.parseMove(next, text);
  if (!p.ok) throw new Error(`unparsable move ${text}`);
  game.play(next, p.value);
  return next;
}

function seatNode<S, M, V, O extends BaseOptions>(
  ctx: Ctx<S, M, V, O>,
  states: readonly S[],
  turns: number,
): SolutionNode | null {
  if (turns <= 0) return null;
  const { game, seat } = ctx;
  const first = states[0] as S;
  for (const m of game.legalMoves(first)) {
    if (++ctx.nodes > ctx.limit) throw LIMIT;
    const text = game.formatMove(first, m);
    // Lazily, state by state: a move illegal in one state, or not winning at once on the last turn, fails early.
    const after: S[] = [];
    for (const s of states) {
      const p = game.parseMove(s, text);
      if (!p.ok || !game.isLegal(s, p.value)) break;
      const next = game.clone(s);
      game.play(next, p.value);
      if (turns === 1 && game.toMove(next) !== seat && !soleWinner(game, next, seat)) break;
      after.push(next);
    }
    if (after.length < states.length) continue;
    const rest = continuation(ctx, after, turns);
    if (rest) return { move: text, ...rest };
  }
  return null;
}

/** After the seat's move: won everywhere, the seat again (same turn), or the others' answers (next turn). */
function continuation<S, M, V, O extends BaseOptions>(
  ctx: Ctx<S, M, V, O>,
  states: readonly S[],
  turns: number,
): { next?: SolutionNode; replies?: Record<string, SolutionNode> } | null {
  const { game, seat } = ctx;
  if (states.every((s) => soleWinner(game, s, seat))) return {};
  if (states.some((s) => game.toMove(s) === null)) return null;
  const mover = game.toMove(states[0] as S);
  if (states.some((s) => game.toMove(s) !== mover)) return null;
  if (mover === seat) {
    const next = seatNode(ctx, states, turns);
    return next ? { next } : null;
  }
  // Another seat moves: no turn left to answer with, or group every answer line of every state by how the seat
  // is told it, then answer each group.
  if (turns <= 1) return null;
  const replies: Record<string, SolutionNode> = {};
  for (const [told, group] of opponentLines(ctx, states)) {
    if (group.some((s) => game.toMove(s) === null)) return null;
    const answer = seatNode(ctx, group, turns - 1);
    if (!answer) return null;
    replies[told] = answer;
  }
  return { replies };
}

/**
 * Every line of the other seats' moves until the seat is to move again or the game ends, grouped by how the seat
 * is told them (told moves joined by ` ; ` when an opponent makes several, as Superpion's two colours do).
 */
function opponentLines<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>, states: readonly S[]): Map<string, S[]> {
  const { game, seat } = ctx;
  const done = new Map<string, S[]>();
  let open: [string, S][] = states.map((s) => ['', s]);
  while (open.length > 0) {
    const further: [string, S][] = [];
    for (const [key, s] of open) {
      const mover = game.toMove(s);
      if (mover === null || mover === seat) {
        const group = done.get(key);
        if (group) group.push(s);
        else done.set(key, [s]);
        continue;
      }
      for (const m of game.legalMoves(s)) {
        if (++ctx.nodes > ctx.limit) throw LIMIT;
        const told = game.publicMove(s, m, seat);
        const after = game.clone(s);
        game.play(after, m);
        further.push([key ? `${key} ; ${told}` : told, after]);
      }
    }
    open = further;
  }
  return done;
}

/** The strategy beginning with `first` (notation, legal in every state) if it wins as `forcedWin` says, else null. */
export function winsWith<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  states: readonly S[],
  seat: Seat,
  first: string,
  turns: number,
  nodeLimit = 2_000_000,
): SolutionNode | null {
  const ctx: Ctx<S, M, V, O> = { game, seat, nodes: 0, limit: nodeLimit };
  try {
    const rest = continuation(
      ctx,
      states.map((s) => playText(game, s, first)),
      turns,
    );
    return rest ? { move: first, ...rest } : null;
  } catch (e) {
    if (e === LIMIT) return null;
    throw e;
  }
}

/** The seat's first moves (notation) that do not lead to a forced win within `turns`: the tempting wrong ones. */
export function losingFirstMoves<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  states: readonly S[],
  seat: Seat,
  turns: number,
  nodeLimit = 2_000_000,
): string[] | null {
  const ctx: Ctx<S, M, V, O> = { game, seat, nodes: 0, limit: nodeLimit };
  const wrong: string[] = [];
  try {
    for (const text of commonMoves(game, states)) {
      const after = states.map((s) => playText(game, s, text));
      if (!continuation(ctx, after, turns)) wrong.push(text);
    }
  } catch (e) {
    if (e === LIMIT) return null;
    throw e;
  }
  return wrong;
}

/** The number of seat moves in the main line of a tree (first reply followed), a measure of its depth. */
export function lineLength(node: SolutionNode): number {
  let n = 0;
  let at: SolutionNode | undefined = node;
  while (at) {
    n++;
    at = at.next ?? (at.replies ? Object.values(at.replies)[0] : undefined);
  }
  return n;
}

/** The seat's best run of consecutive moves for a score, each step with every move that keeps the best. */
export interface BestRun {
  /** The best score reachable by the seat's own moves before another seat moves (or the game ends). */
  readonly best: number;
  /** One best line, in notation; `also[i]` lists the other moves at step i that reach `best` too. */
  readonly line: readonly string[];
  readonly also: readonly (readonly string[])[];
  /** The best score after each first move, in the order of `legalMoves`. */
  readonly firstMoves: readonly { readonly move: string; readonly best: number }[];
}

/**
 * Exhaustive search of the seat's current run of moves (a Superpion player's colour turns, a Symbolix turn):
 * every sequence of its moves until another seat is to move or the game ends, scored by `score` at its end.
 * Returns null past `nodeLimit` nodes. No opponent moves inside a run, so the best line is forced. `goesOn` may end
 * a run earlier (a Superpion colour turn).
 */
export function bestRun<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  seat: Seat,
  score: (s: S) => number,
  nodeLimit = 2_000_000,
  goesOn: (s: S) => boolean = (s) => game.toMove(s) === seat,
): BestRun | null {
  let nodes = 0;
  const value = (s: S): number => {
    if (++nodes > nodeLimit) throw LIMIT;
    if (!goesOn(s)) return score(s);
    let best = Number.NEGATIVE_INFINITY;
    for (const m of game.legalMoves(s)) {
      const next = game.clone(s);
      game.play(next, m);
      best = Math.max(best, value(next));
    }
    return best;
  };
  try {
    if (game.toMove(state) !== seat) return null;
    const scored = (s: S) =>
      game.legalMoves(s).map((m) => {
        const next = game.clone(s);
        game.play(next, m);
        return { move: game.formatMove(s, m), next, best: value(next) };
      });
    const firstAll = scored(state);
    const best = Math.max(...firstAll.map((x) => x.best));
    const line: string[] = [];
    const also: string[][] = [];
    let level = firstAll;
    for (;;) {
      const good = level.filter((x) => x.best === best);
      const pick = good[0];
      if (!pick) break;
      line.push(pick.move);
      also.push(good.slice(1).map((x) => x.move));
      if (!goesOn(pick.next)) break;
      level = scored(pick.next);
    }
    return { best, line, also, firstMoves: firstAll.map(({ move, best }) => ({ move, best })) };
  } catch (e) {
    if (e === LIMIT) return null;
    throw e;
  }
}
