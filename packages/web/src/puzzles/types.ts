/** A shipped puzzle as `ludo puzzles` writes it (`packages/cli/src/puzzles/types.ts`), as far as the page reads it. */
export interface SolutionNode {
  readonly move: string;
  readonly also?: readonly string[];
  readonly next?: SolutionNode;
  readonly replies?: { readonly [told: string]: SolutionNode };
}

export interface Puzzle {
  readonly id: string;
  readonly kind: 'win' | 'captures' | 'shot';
  readonly setup: unknown;
  readonly seat: number;
  readonly turns: number;
  readonly target?: number;
  readonly solution: SolutionNode;
  readonly difficulty: { readonly rating: number; readonly level: number };
  /** Theme ids (`i18n.ts` names them); unknown ones are not shown. */
  readonly themes?: readonly string[];
}

export interface PuzzleSet {
  readonly game: string;
  readonly puzzles: readonly Puzzle[];
}
