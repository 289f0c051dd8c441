import { rate, rating } from 'openskill';

/**
 * Puzzle ratings with openskill (Plackett–Luce, the ratings library of the platform): each attempt is a game
 * between the solver and the puzzle, won by the solver when solved at the first try. One record per game. The
 * arithmetic is the server's (`server/src/puzzles/rating.ts`, which keeps accounts' ratings across devices): a
 * solver starts at μ 25, σ 25/6, so one miss costs tens of points, not hundreds; τ 25/300; shown as
 * 1500 + 40 × (μ − 25), puzzles starting at their shipped difficulty rating with σ 4. A guest's records stay in
 * this browser (`localStorage`, key `ludo.puzzles.v2`, one record per game).
 */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

export interface PuzzleRecord {
  readonly player: Skill;
  readonly puzzles: Readonly<Record<string, Skill>>;
  readonly streak: number;
  readonly solved: readonly string[];
}

const KEY = 'ludo.puzzles.v2';
const SCALE = 40;
const NEW_SOLVER: Skill = { mu: 25, sigma: 25 / 6 };
const PUZZLE_SIGMA = 4;
const TAU = 25 / 300;

export const shown = (s: Skill): number => Math.round(1500 + SCALE * (s.mu - 25));
export const skillOf = (shownRating: number): Skill => ({ mu: 25 + (shownRating - 1500) / SCALE, sigma: PUZZLE_SIGMA });

export function emptyRecord(): PuzzleRecord {
  return { player: NEW_SOLVER, puzzles: {}, streak: 0, solved: [] };
}

const okSkill = (s: unknown): s is Skill =>
  typeof s === 'object' && s !== null && Number.isFinite((s as Skill).mu) && Number.isFinite((s as Skill).sigma);

function readAll(storage: Storage | null): Record<string, unknown> {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {}; // a damaged record starts afresh rather than breaking the page
  }
}

/** This browser's record of one game's puzzles. */
export function loadRecord(game: string, storage: Storage | null = globalThis.localStorage ?? null): PuzzleRecord {
  const parsed = readAll(storage)[game] as Partial<PuzzleRecord> | undefined;
  if (typeof parsed !== 'object' || parsed === null) return emptyRecord();
  const puzzles: Record<string, Skill> = {};
  if (typeof parsed.puzzles === 'object' && parsed.puzzles !== null)
    for (const [id, s] of Object.entries(parsed.puzzles)) if (okSkill(s)) puzzles[id] = { mu: s.mu, sigma: s.sigma };
  return {
    player: okSkill(parsed.player) ? parsed.player : NEW_SOLVER,
    puzzles,
    streak: Number.isInteger(parsed.streak) ? (parsed.streak as number) : 0,
    solved: Array.isArray(parsed.solved) ? parsed.solved.filter((x) => typeof x === 'string') : [],
  };
}

export function saveRecord(
  game: string,
  r: PuzzleRecord,
  storage: Storage | null = globalThis.localStorage ?? null,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...readAll(storage), [game]: r }));
  } catch {
    // Storage full or refused (private mode): the ratings then last for this visit only.
  }
}

/** The puzzle's current skill: its own record, else its shipped rating. */
export const puzzleSkill = (r: PuzzleRecord, id: string, initial: number): Skill => r.puzzles[id] ?? skillOf(initial);

/**
 * The level (1 … 5) a puzzle shows: its shipped level until solvers have attempted it, then the level of its current
 * rating, in the bands the shipped ratings were cut in (`ludo puzzles`: 1000 … 1750, 150 points a level), so a
 * puzzle that many solvers miss climbs a level and one that all solve drops.
 */
export function puzzleLevel(
  r: PuzzleRecord,
  id: string,
  shipped: { readonly rating: number; readonly level: number },
): number {
  const moved = r.puzzles[id];
  if (!moved) return shipped.level;
  const at = shown(moved);
  return at < 1150 ? 1 : at < 1300 ? 2 : at < 1450 ? 3 : at < 1600 ? 4 : 5;
}

/** The record after one attempt: both ratings move, the streak grows or resets, a solve is remembered. */
export function afterAttempt(r: PuzzleRecord, id: string, initial: number, solvedFirstTry: boolean): PuzzleRecord {
  const p = puzzleSkill(r, id, initial);
  const [[player], [puzzle]] = rate([[rating(r.player)], [rating(p)]], {
    rank: solvedFirstTry ? [1, 2] : [2, 1],
    tau: TAU,
    preventSigmaIncrease: true,
  }) as [[Skill], [Skill]];
  return {
    player: { mu: player.mu, sigma: player.sigma },
    puzzles: { ...r.puzzles, [id]: { mu: puzzle.mu, sigma: puzzle.sigma } },
    streak: solvedFirstTry ? r.streak + 1 : 0,
    solved: solvedFirstTry && !r.solved.includes(id) ? [...r.solved, id] : r.solved,
  };
}
