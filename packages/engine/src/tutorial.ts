import type { AnyGame, Json, Seat } from './game.js';

/**
 * A game's tutorial as data (issue 18): short steps, each a prepared position and the move it asks for. Packages
 * stay text-free: a step names its sentence and explanations by key, and the web app holds the French and English
 * words (one place for translations, beside the rest of the interface).
 */
export interface Tutorial<G = never> {
  readonly game: string;
  readonly steps: readonly TutorialStep<G>[];
}

export interface TutorialStep<G = never> {
  /** Stable id, used as the text key and in saved progress (`place-first`). */
  readonly id: string;
  /** The rule ids the step teaches (`LX-11`), from `/work/shared/rules/<game>.md`. */
  readonly rules: readonly string[];
  /** A setup JSON the game's `fromSetup` accepts. */
  readonly setup: Json;
  /** The seat the learner plays; `toMove` of the setup. */
  readonly seat: Seat;
  readonly expect: Expectation<G>;
  /**
   * Wrong moves worth a specific explanation (by key); any other wrong move gets the step's `why` key. A listed
   * move is either legal-but-wrong or illegal, as `legal` says (the tutorial test checks it through the engine).
   */
  readonly wrong?: readonly WrongMove[];
}

/**
 * What counts as right: one of the listed moves (notation), any legal move, or a game-specific goal described as
 * data (Cubiko: "a throw that lets you place in b2"), checked by the game's own `reaches` on the state after.
 */
export type Expectation<G = never> =
  | { readonly kind: 'moves'; readonly moves: readonly string[] }
  | { readonly kind: 'any' }
  | { readonly kind: 'goal'; readonly goal: G };

export interface WrongMove {
  readonly move: string;
  readonly legal: boolean;
  /** Key of the explanation (`why.<key>` in the web's texts). */
  readonly why: string;
}

/** How a move answered a step. `after` is the state the move led to (for a legal move), to show before undoing. */
export type Verdict =
  | { readonly verdict: 'right'; readonly after: unknown }
  | { readonly verdict: 'wrong'; readonly why: string; readonly after: unknown }
  | { readonly verdict: 'illegal'; readonly why: string };

/** Checks a learner's move (notation) for a step, through the engine only: `fromSetup` → `parseMove` → `isLegal` → `play`. */
export function judgeMove<G>(
  game: AnyGame,
  step: TutorialStep<G>,
  text: string,
  reaches?: (before: unknown, after: unknown, goal: G) => boolean,
): Verdict {
  const start = game.fromSetup(step.setup);
  if (!start.ok) return { verdict: 'illegal', why: 'broken' };
  const state = start.value;
  const listed = step.wrong?.find((w) => w.move === text.trim());
  const parsed = game.parseMove(state, text);
  if (!parsed.ok || !game.isLegal(state, parsed.value)) return { verdict: 'illegal', why: listed?.why ?? 'illegal' };
  const canonical = game.formatMove(state, parsed.value);
  const after = game.clone(state);
  game.play(after, parsed.value);
  const expect = step.expect;
  const right =
    expect.kind === 'any' ||
    (expect.kind === 'moves' && expect.moves.includes(canonical)) ||
    (expect.kind === 'goal' && reaches !== undefined && reaches(state, after, expect.goal));
  if (right) return { verdict: 'right', after };
  return { verdict: 'wrong', why: listed?.why ?? 'wrong', after };
}
