import { rate, rating } from 'openskill';

/**
 * Puzzle ratings with openskill (Plackett–Luce, the ratings library of the platform): each attempt is a game
 * between the player and the puzzle, won by the player when solved at the first try. Kept in this browser
 * (localStorage): puzzles run entirely in the page, guests included, so no server round trip or migration is
 * needed; a player's rating is per browser. Shown on a familiar scale: 1500 + 60 × (μ − 25), puzzles starting at
 * their shipped difficulty rating.
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

const KEY = 'ludo.puzzles.v1';
const SCALE = 60;

export const shown = (s: Skill): number => Math.round(1500 + SCALE * (s.mu - 25));
export const skillOf = (shownRating: number): Skill => rating({ mu: 25 + (shownRating - 1500) / SCALE, sigma: 4 });

export function emptyRecord(): PuzzleRecord {
  const r = rating();
  return { player: { mu: r.mu, sigma: r.sigma }, puzzles: {}, streak: 0, solved: [] };
}

export function loadRecord(storage: Storage | null = globalThis.localStorage ?? null): PuzzleRecord {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return emptyRecord();
    const parsed = JSON.parse(raw) as Partial<PuzzleRecord>;
    const fresh = emptyRecord();
    const okSkill = (s: unknown): s is Skill =>
      typeof s === 'object' && s !== null && Number.isFinite((s as Skill).mu) && Number.isFinite((s as Skill).sigma);
    return {
      player: okSkill(parsed.player) ? parsed.player : fresh.player,
      puzzles: typeof parsed.puzzles === 'object' && parsed.puzzles !== null ? parsed.puzzles : {},
      streak: Number.isInteger(parsed.streak) ? (parsed.streak as number) : 0,
      solved: Array.isArray(parsed.solved) ? parsed.solved.filter((x) => typeof x === 'string') : [],
    };
  } catch {
    return emptyRecord(); // a damaged record starts afresh rather than breaking the page
  }
}

export function saveRecord(r: PuzzleRecord, storage: Storage | null = globalThis.localStorage ?? null): void {
  try {
    storage?.setItem(KEY, JSON.stringify(r));
  } catch {
    // Storage full or refused (private mode): the ratings then last for this visit only.
  }
}

/** The puzzle's current skill: its own record, else its shipped rating. */
export const puzzleSkill = (r: PuzzleRecord, id: string, initial: number): Skill => r.puzzles[id] ?? skillOf(initial);

/** The record after one attempt: both ratings move, the streak grows or resets, a solve is remembered. */
export function afterAttempt(r: PuzzleRecord, id: string, initial: number, solvedFirstTry: boolean): PuzzleRecord {
  const p = puzzleSkill(r, id, initial);
  const [[player], [puzzle]] = rate([[rating(r.player)], [rating(p)]], { rank: solvedFirstTry ? [1, 2] : [2, 1] }) as [
    [Skill],
    [Skill],
  ];
  return {
    player: { mu: player.mu, sigma: player.sigma },
    puzzles: { ...r.puzzles, [id]: { mu: puzzle.mu, sigma: puzzle.sigma } },
    streak: solvedFirstTry ? r.streak + 1 : 0,
    solved: solvedFirstTry && !r.solved.includes(id) ? [...r.solved, id] : r.solved,
  };
}
