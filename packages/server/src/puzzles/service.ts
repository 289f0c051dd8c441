import type { Kysely } from 'kysely';
import type { Rating } from 'openskill';
import { NEW_SOLVER, puzzleFromShipped, rateAttempt, shownPuzzleRating } from './rating.js';
import type { Shipped } from './shipped.js';
import type { PuzzlesTables } from './tables.js';

/** A solver's rating in one game, as the routes answer it. */
export interface SolverRating {
  readonly game: string;
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  readonly attempts: number;
  readonly streak: number;
  /** The puzzles of this game solved at the first try. */
  readonly solved: readonly string[];
}

export type AttemptResult =
  | {
      readonly ok: true;
      /** False when the solver had tried this puzzle before: only the first attempt is rated. */
      readonly rated: boolean;
      readonly solver: SolverRating;
      readonly puzzle: { readonly id: string; readonly rating: number };
    }
  | { readonly ok: false; readonly error: 'unknownPuzzle' };

/**
 * Puzzle ratings kept for accounts (README): one openskill rating per solver and game, one per puzzle, moved once
 * per solver and puzzle, at the first attempt. Every read and write is the player's own; one transaction per
 * attempt, so two devices answering the same puzzle at once rate it once (the attempts table's key).
 */
export class PuzzleRatings {
  constructor(
    private readonly db: Kysely<PuzzlesTables>,
    private readonly shipped: () => ReadonlyMap<string, Shipped>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async rating(player: string, game: string): Promise<SolverRating> {
    return this.read(this.db, player, game);
  }

  async attempt(player: string, puzzle: string, solved: boolean): Promise<AttemptResult> {
    const shipped = this.shipped().get(puzzle);
    if (!shipped) return { ok: false, error: 'unknownPuzzle' };
    const { game } = shipped;
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const first = await tx
        .insertInto('puzzle_attempts')
        .values({ player, puzzle, game, solved: solved ? 1 : 0, created: at })
        .onConflict((c) => c.columns(['player', 'puzzle']).doNothing())
        .executeTakeFirst();
      const skillRow = await tx.selectFrom('puzzle_skills').selectAll().where('puzzle', '=', puzzle).executeTakeFirst();
      const skill: Rating = skillRow ? { mu: skillRow.mu, sigma: skillRow.sigma } : puzzleFromShipped(shipped.rating);
      if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) {
        return {
          ok: true,
          rated: false,
          solver: await this.read(tx, player, game),
          puzzle: { id: puzzle, rating: shownPuzzleRating(skill) },
        } as const;
      }
      const before = await this.solverRow(tx, player, game);
      const next = rateAttempt(before ?? NEW_SOLVER, skill, solved);
      const streak = solved ? (before?.streak ?? 0) + 1 : 0;
      await tx
        .insertInto('puzzle_solvers')
        .values({ player, game, mu: next.solver.mu, sigma: next.solver.sigma, attempts: 1, streak, updated: at })
        .onConflict((c) =>
          c.columns(['player', 'game']).doUpdateSet({
            mu: next.solver.mu,
            sigma: next.solver.sigma,
            attempts: (before?.attempts ?? 0) + 1,
            streak,
            updated: at,
          }),
        )
        .execute();
      await tx
        .insertInto('puzzle_skills')
        .values({ puzzle, game, mu: next.puzzle.mu, sigma: next.puzzle.sigma, attempts: 1 })
        .onConflict((c) =>
          c.column('puzzle').doUpdateSet({
            mu: next.puzzle.mu,
            sigma: next.puzzle.sigma,
            attempts: (skillRow?.attempts ?? 0) + 1,
          }),
        )
        .execute();
      return {
        ok: true,
        rated: true,
        solver: await this.read(tx, player, game),
        puzzle: { id: puzzle, rating: shownPuzzleRating(next.puzzle) },
      } as const;
    });
  }

  /** The puzzles' current ratings of one game (those solvers have moved), for the page's choice of puzzle. */
  async puzzleRatings(game: string): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('puzzle_skills')
      .select(['puzzle', 'mu', 'sigma'])
      .where('game', '=', game)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.puzzle, shownPuzzleRating(r)]));
  }

  private solverRow(db: Kysely<PuzzlesTables>, player: string, game: string) {
    return db
      .selectFrom('puzzle_solvers')
      .selectAll()
      .where('player', '=', player)
      .where('game', '=', game)
      .executeTakeFirst();
  }

  private async read(db: Kysely<PuzzlesTables>, player: string, game: string): Promise<SolverRating> {
    const row = await this.solverRow(db, player, game);
    const solved = await db
      .selectFrom('puzzle_attempts')
      .select('puzzle')
      .where('player', '=', player)
      .where('game', '=', game)
      .where('solved', '=', 1)
      .orderBy('puzzle')
      .execute();
    const r = row ? { mu: row.mu, sigma: row.sigma } : NEW_SOLVER;
    return {
      game,
      rating: shownPuzzleRating(r),
      mu: r.mu,
      sigma: r.sigma,
      attempts: row?.attempts ?? 0,
      streak: row?.streak ?? 0,
      solved: solved.map((s) => s.puzzle),
    };
  }
}
