import type { SolutionNode } from '@ludotheque/ai';
import { type AnyGame, Rng, type Seat } from '@ludotheque/engine';
import { type SymbolixState, scoreOf } from '@ludotheque/symbolix';
import type { Candidate, Miner } from './miner.js';
import { rate } from './types.js';

/** Hidden states each puzzle is verified in (determinizations of the seat's view, fixed seeds), and "many". */
export const DETERMINIZATIONS = 16;
export const MANY_STATES = 4;
export const MIN_BRANCHING = 3;
const NODE_LIMIT = 200_000;

/**
 * A line of the seat's own moves, the same text in every state, after which the seat has won by SX-16 (six
 * colours or six symbols, `winner`) in all of them, within this turn. Not the SX-17 guard: a game ended by
 * points at turn 600 is not a chain win. Null when there is none (or past the node budget).
 */
export function chainWin(game: AnyGame, states: readonly SymbolixState[], seat: Seat, first?: string): string[] | null {
  let nodes = 0;
  const search = (at: readonly SymbolixState[], only?: string): string[] | null => {
    const s0 = at[0] as SymbolixState;
    const texts = only ? [only] : game.legalMoves(s0).map((m) => game.formatMove(s0, m));
    for (const text of texts) {
      if (++nodes > NODE_LIMIT) return null;
      const after: SymbolixState[] = [];
      for (const s of at) {
        const m = game.parseMove(s, text);
        if (!m.ok || !game.isLegal(s, m.value)) break;
        const next = game.clone(s) as SymbolixState;
        game.play(next, m.value);
        after.push(next);
      }
      if (after.length < at.length) continue;
      if (after.every((x) => x.winner === seat)) return [text];
      if (after.every((x) => x.winner === -1 && game.toMove(x) === seat)) {
        const rest = search(after);
        if (rest) return [text, ...rest];
      }
    }
    return null;
  };
  return search(states, first);
}

/** How many of `states` differ in what the seat cannot see (the board's pieces, the colour cards). */
function distinct(states: readonly SymbolixState[]): number {
  return new Set(states.map((s) => `${Array.from(s.board).join()}|${Array.from(s.card).join()}`)).size;
}

/**
 * Symbolix, normal level, standard variant (covered pieces, secret colour cards: SX-4, SX-7): a turn whose jump
 * chain (SX-10, at least two jumps) wins by SX-16 in every one of 16 states consistent with the seat's view
 * (`determinize`, fixed seeds), with exactly one first move that does, at least 3 legal first moves, and no single
 * move that wins at once. The hidden pieces matter: either a first move that would win for a player who saw the
 * covered pieces fails in another consistent state (`differs`), or the line holds over at least 4 distinct hidden
 * states (`holds`); a view with one consistent state is refused.
 */
export const symbolixMiner: Miner = {
  options: { players: 2, level: 'normal', variant: 'standard' },
  agents: 'random,random',
  fromPly: 6,
  find(game: AnyGame, state: unknown, seat: Seat): Candidate | null {
    const s = state as SymbolixState;
    if (s.winner !== -1 || scoreOf(s.coll[seat] ?? []) < 3) return null;
    const firsts = game.legalMoves(s).map((m) => game.formatMove(s, m));
    if (firsts.length < MIN_BRANCHING) return null;
    // What a player who saw everything would play: the first moves that win here, in the real state.
    const fullView: string[] = [];
    for (const f of firsts) {
      if (winsAtOnce(game, s, seat, f)) return null; // a single move wins (SX-16 or SX-17 points): too easy
      const line = chainWin(game, [s], seat, f);
      if (!line) continue;
      if (line.length === 1) return null; // a single move wins at once: too easy
      fullView.push(f);
    }
    if (fullView.length === 0) return null;
    const view = game.view(s, seat);
    const states = [s];
    for (let k = 0; k < DETERMINIZATIONS - 1; k++)
      states.push(game.determinize(view, seat, Rng.seeded(`symbolix-puzzle/${k}`)) as SymbolixState);
    const many = distinct(states);
    if (many < 2) return null;
    const wins: string[][] = [];
    for (const f of fullView) {
      const line = chainWin(game, states, seat, f);
      if (line) wins.push(line);
      if (wins.length > 1) return null;
    }
    const [line] = wins;
    if (!line) return null;
    const jumps = line.filter((m) => m.startsWith('jump')).length;
    if (jumps < 2) return null;
    const hidden = fullView.length > 1 ? 'differs' : many >= MANY_STATES ? 'holds' : null;
    if (!hidden) return null;
    let solution: SolutionNode | undefined;
    for (let i = line.length - 1; i >= 0; i--)
      solution = { move: line[i] as string, ...(solution ? { next: solution } : {}) };
    if (!solution) return null;
    const themes = ['chain', hidden === 'differs' ? 'readingCovered' : 'anyCovered'];
    if (jumps >= 4) themes.push('longChain');
    if (line.some((m) => m.startsWith('swap'))) themes.push('colourChange');
    if (line[0]?.startsWith('flip')) themes.push('uncover');
    const d = (jumps - 2) * 1.2 + Math.log2(firsts.length) * 0.6 + (fullView.length - 1) * 0.5;
    return {
      kind: 'win',
      turns: 1,
      solution,
      difficulty: { ...rate(d - 1), plies: line.length, branching: firsts.length, wrong: firsts.length - 1 },
      states: many,
      themes,
      hidden,
    };
  },
};

/** After `first`, the game is over and the seat ranks first alone, by any rule (SX-16, or SX-17's points). */
function winsAtOnce(game: AnyGame, s: SymbolixState, seat: Seat, first: string): boolean {
  const after = game.clone(s);
  const m = game.parseMove(after, first);
  if (!m.ok) return false;
  game.play(after, m.value);
  const o = game.outcome(after);
  return !!o && o.ranks[seat] === 1 && o.ranks.every((r, i) => i === seat || r > 1);
}
