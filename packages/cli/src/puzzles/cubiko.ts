import { type SolutionNode, soleWinner } from '@ludotheque/ai';
import { aimFor, CELL_NAMES, type CubikoMove, type CubikoState, cellValue, progress } from '@ludotheque/cubiko';
import { type AnyGame, type Json, Rng } from '@ludotheque/engine';
import { check } from '../io.js';
import type { MineOptions } from './miner.js';
import { type Puzzle, rate } from './types.js';

/** Other PRNG states a solution is re-thrown with to measure how steady it is (difficulty, not correctness). */
const STEADINESS_TRIES = 2;
/** Puzzles taken from one mining game at most, for variety. */
const PER_GAME = 4;

/** The end-of-turn choices after a counted throw (CB-11), and the pass (CB-14: keep what the ball made). */
const FINISHES: readonly CubikoMove[] = [
  { type: 'place' },
  { type: 'move', n: 1 },
  { type: 'move', n: 2 },
  { type: 'move', n: 3 },
  { type: 'pass' },
];

/** The line (throw, then a finish) by which an aimed throw at `cell` wins this turn from `s`, or null. */
function winningLine(game: AnyGame, s: CubikoState, cell: number): SolutionNode | null {
  const aim = aimFor(s, cell);
  if (!aim) return null;
  const seat = s.toMove;
  const thrown = game.clone(s) as CubikoState;
  game.play(thrown, aim);
  const throwText = game.formatMove(s, aim);
  if (soleWinner(game, thrown, seat)) return { move: throwText };
  if (game.toMove(thrown) !== seat) return null; // missed: the turn ended without a configuration
  for (const f of FINISHES) {
    if (!game.isLegal(thrown, f)) continue;
    const done = game.clone(thrown) as CubikoState;
    game.play(done, f);
    if (soleWinner(game, done, seat)) return { move: throwText, next: { move: game.formatMove(thrown, f) } };
  }
  return null;
}

/** How many of `STEADINESS_TRIES` other noise draws (other PRNG states) the same line still wins with. */
function steadiness(game: AnyGame, setup: Json, line: SolutionNode, seat: number): number {
  let wins = 0;
  for (let i = 0; i < STEADINESS_TRIES; i++) {
    const other = check(game.fromSetup({ ...(setup as object), rng: Rng.seeded(`steady/${i}`).save() }), 'setup');
    for (let at: SolutionNode | undefined = line; at; at = at.next) {
      const m = game.parseMove(other, at.move);
      if (!m.ok || !game.isLegal(other, m.value)) break;
      game.play(other, m.value);
    }
    if (soleWinner(game, other, seat)) wins++;
  }
  return wins;
}

/** The greedy bot of the mining games: aim (with some error) at its most useful cell, then its best finish. */
function greedyMove(game: AnyGame, s: CubikoState, rng: Rng): CubikoMove {
  if (s.phase.kind === 'throw') {
    const cells = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => ({ c, v: cellValue(s, c) + rng.float() }));
    cells.sort((a, b) => b.v - a.v);
    const aim = aimFor(s, cells[0]?.c ?? 4);
    if (!aim) return { type: 'pass' };
    const e = 120;
    const [x, y, z] = aim.v;
    return { ...aim, v: [x + rng.int(-e, e), y + rng.int(-e, e), z + rng.int(-e, e)] };
  }
  return game.isLegal(s, { type: 'place' }) ? { type: 'place' } : { type: 'pass' };
}

/**
 * Cubiko trick shots (CB-9…CB-16), 2 players, `steady` precision: throw-phase positions of greedy bot games where
 * exactly one of the 9 aimed throws (the landing table's throw toward each cell, CB-6 noise drawn from the setup's
 * PRNG) lead to a configuration this turn (only the aims at cells that would complete one are simulated). Verified by simulation: the physics is deterministic, so the line wins
 * from that setup every time. Puzzles where a knocked cube, not the ball's cell, makes the win are rated harder.
 */
export function mineCubiko(game: AnyGame, opts: MineOptions): Puzzle[] {
  const options = check(game.parseOptions({ players: 2, precision: 'steady' }), 'options');
  const found: Puzzle[] = [];
  for (const c of opts.candidates ?? []) {
    if (found.length >= opts.count) break;
    const s = game.fromSetup(c.setup);
    if (!s.ok || (s.value as CubikoState).phase.kind !== 'throw') continue;
    const p = puzzleAt(
      game,
      s.value as CubikoState,
      `${game.id}-${String(found.length + 1).padStart(4, '0')}`,
      c.source,
    );
    if (p) found.push(p);
  }
  opts.progress?.(0, found);
  const boards = new Set<string>();
  const maxGames = opts.maxGames ?? opts.count * 20;
  for (let g = 0; found.length < opts.count && g < maxGames; g++) {
    const seed = `${opts.seed}/${g}`;
    const rng = Rng.seeded(`${seed}/bot`);
    const s = game.setup(options, Rng.seeded(seed)) as CubikoState;
    let fromThisGame = 0;
    for (let ply = 0; game.toMove(s) !== null && ply < 120 && found.length < opts.count; ply++) {
      // A few per game, each on a board not seen before (a missed throw leaves the board as it was).
      const board = JSON.stringify(s.cubes) + s.toMove;
      if (s.phase.kind === 'throw' && fromThisGame < PER_GAME && !boards.has(board) && worthTrying(s)) {
        boards.add(board);
        const p = puzzleAt(game, s, `${game.id}-${String(found.length + 1).padStart(4, '0')}`, { seed, ply });
        if (p) {
          found.push(p);
          fromThisGame++;
        }
      }
      const m = greedyMove(game, s, rng);
      game.play(s, game.isLegal(s, m) ? m : { type: 'pass' });
    }
    opts.progress?.(g + 1, found);
  }
  return found;
}

/** A seat two cubes from a configuration, with a cube to set down: a shot may win. */
function worthTrying(s: CubikoState): boolean {
  const seat = s.toMove;
  const cells: number[] = [];
  for (const p of s.cubes[seat] ?? []) {
    if (!p) continue;
    const [x, y] = p.p;
    if (Math.abs(x) >= 122.5 || Math.abs(y) >= 122.5) continue;
    const file = x < -245 / 6 ? 0 : x < 245 / 6 ? 1 : 2;
    const rank = y < -245 / 6 ? 0 : y < 245 / 6 ? 1 : 2;
    cells.push(rank * 3 + file);
  }
  return progress(cells) >= 2;
}

function puzzleAt(game: AnyGame, s: CubikoState, id: string, source: Puzzle['source']): Puzzle | null {
  const lines: { cell: number; line: SolutionNode }[] = [];
  // Only the cells where a cube would complete a configuration are thrown at (a simulation each, ~0.1 s): the
  // others are counted as wrong without a throw; the puzzle page judges any aim by playing it through the engine.
  for (let cell = 0; cell < 9; cell++) {
    if (cellValue(s, cell) < 3) continue;
    const line = winningLine(game, s, cell);
    if (line) lines.push({ cell, line });
  }
  // One clear answer: a single cell to aim at (the other eight are the wrong ones).
  if (lines.length !== 1) return null;
  const setup = game.toSetup(s);
  const seat = s.toMove;
  const main = lines[0] as { cell: number; line: SolutionNode };
  const steady = steadiness(game, setup, main.line, seat);
  // A knock-on win: the finish is not a placement in the aimed cell, or the throw alone won.
  const trick = main.line.next?.move !== 'place';
  const d = (9 - lines.length) * 0.35 + (trick ? 1.5 : 0) + (STEADINESS_TRIES - steady) * 0.4 - 1;
  const also = lines.slice(1).map((l) => l.line.move);
  return {
    id,
    kind: 'shot',
    setup,
    seat,
    turns: 1,
    solution: also.length ? { ...main.line, also } : main.line,
    difficulty: { ...rate(d), plies: main.line.next ? 2 : 1, branching: 9, wrong: 9 - lines.length },
    states: 1,
    source,
    aims: lines.map((l) => CELL_NAMES[l.cell] as string),
    steady: `${steady}/${STEADINESS_TRIES}`,
    themes: [trick ? 'knockOn' : 'directShot', ...(main.line.next?.move.startsWith('move') ? ['slide'] : [])],
  };
}
