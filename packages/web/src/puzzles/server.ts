import { call } from '../players/api.js';
import type { PuzzleRecord } from './ratings.js';

/** What `GET /api/puzzles/rating` and `POST /api/puzzles/:id/attempt` answer (server/src/puzzles/README.md). */
interface SolverRating {
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  readonly streak: number;
  readonly solved: readonly string[];
  readonly puzzles?: Readonly<Record<string, number>>;
}

const SCALE = 40;
const skill = (shownRating: number, sigma: number) => ({ mu: 25 + (shownRating - 1500) / SCALE, sigma });

/** A server answer as the page's record (puzzle ratings as the server shows them, σ of a shipped puzzle). */
function recordOf(r: SolverRating, before: PuzzleRecord | null): PuzzleRecord {
  const puzzles = { ...(before?.puzzles ?? {}) };
  for (const [id, shown] of Object.entries(r.puzzles ?? {})) puzzles[id] = skill(shown, 4);
  return { player: { mu: r.mu, sigma: r.sigma }, puzzles, streak: r.streak, solved: r.solved };
}

/**
 * An account's record of one game from the server, or null for a guest (403), without a server (a static page,
 * offline) or on any refusal: the page then keeps the browser's record.
 */
export async function serverRecord(game: string): Promise<PuzzleRecord | null> {
  const r = await call<SolverRating>('GET', `/api/puzzles/rating?game=${encodeURIComponent(game)}`).catch(() => null);
  return r?.ok ? recordOf(r.value, null) : null;
}

/** Tells the server an account's first outcome of a puzzle; the record it answers, or null (then keep the local). */
export async function sendAttempt(id: string, solved: boolean, before: PuzzleRecord): Promise<PuzzleRecord | null> {
  const r = await call<{ solver: SolverRating; puzzle: { id: string; rating: number } }>(
    'POST',
    `/api/puzzles/${encodeURIComponent(id)}/attempt`,
    { solved },
  ).catch(() => null);
  if (!r?.ok) return null;
  const next = recordOf(r.value.solver, before);
  return { ...next, puzzles: { ...next.puzzles, [r.value.puzzle.id]: skill(r.value.puzzle.rating, 4) } };
}
