import type { AnyGame } from '../game.js';
import { judgeMove, type Tutorial, type TutorialStep } from '../tutorial.js';

/**
 * What a step claims once its expected move is played, written by hand in the game's test from the rules text
 * (never from the tutorial data): `before` is the step's position, `after` the state the move led to. Throws (or
 * returns false) when the claim does not hold.
 */
export type StepClaim = (after: unknown, before: unknown, move: string) => boolean | undefined;

/** One step's checks, for `it(step.id, () => …)`: each throws an Error naming what failed. */
export interface TutorialCheck {
  readonly name: string;
  run(): void;
}

/**
 * Checks a tutorial through the engine alone: every setup loads (`fromSetup`) with the learner's seat to move; each
 * listed expected move parses, `isLegal` accepts it, `play` applies it and the step's hand-written claim holds;
 * each listed wrong move is legal or illegal as the step says; and `judgeMove` (what the page uses) agrees.
 * `claims` must hold one claim per step id, so a new step cannot go unchecked.
 */
export function tutorialChecks<G>(
  game: AnyGame,
  tutorial: Tutorial<G>,
  claims: Readonly<Record<string, StepClaim>>,
  reaches?: (before: unknown, after: unknown, goal: G) => boolean,
): TutorialCheck[] {
  const ids = new Set(tutorial.steps.map((s) => s.id));
  const checks: TutorialCheck[] = [
    {
      name: 'steps have unique ids, rule ids, and a claim each',
      run() {
        if (ids.size !== tutorial.steps.length) throw new Error('duplicate step ids');
        for (const s of tutorial.steps) {
          if (s.rules.length === 0) throw new Error(`${s.id}: no rule ids`);
          if (!claims[s.id]) throw new Error(`${s.id}: no claim in the test`);
        }
        for (const id of Object.keys(claims)) if (!ids.has(id)) throw new Error(`claim for unknown step ${id}`);
      },
    },
  ];
  for (const step of tutorial.steps) checks.push({ name: step.id, run: () => checkStep(game, step, claims, reaches) });
  return checks;
}

function load(game: AnyGame, step: TutorialStep<unknown>): unknown {
  const r = game.fromSetup(step.setup);
  if (!r.ok) throw new Error(`${step.id}: setup refused: ${r.error.message}`);
  if (game.toMove(r.value) !== step.seat) throw new Error(`${step.id}: seat ${step.seat} is not to move`);
  return r.value;
}

function checkStep<G>(
  game: AnyGame,
  step: TutorialStep<G>,
  claims: Readonly<Record<string, StepClaim>>,
  reaches?: (before: unknown, after: unknown, goal: G) => boolean,
): void {
  const claim = claims[step.id];
  const expected = step.expect.kind === 'moves' ? step.expect.moves : [];
  for (const text of expected) {
    const before = load(game, step);
    const parsed = game.parseMove(before, text);
    if (!parsed.ok || !game.isLegal(before, parsed.value)) throw new Error(`${step.id}: expected ${text} is not legal`);
    const after = game.clone(before);
    game.play(after, parsed.value);
    if (claim?.(after, before, text) === false) throw new Error(`${step.id}: the claim fails after ${text}`);
    if (judgeMove(game, step, text, reaches).verdict !== 'right') throw new Error(`${step.id}: ${text} judged wrong`);
  }
  if (step.expect.kind !== 'moves' && claim?.(null, load(game, step), '') === false) {
    throw new Error(`${step.id}: the claim fails`);
  }
  for (const wrong of step.wrong ?? []) {
    const state = load(game, step);
    const parsed = game.parseMove(state, wrong.move);
    const legal = parsed.ok && game.isLegal(state, parsed.value);
    if (legal !== wrong.legal)
      throw new Error(`${step.id}: ${wrong.move} legal=${legal}, the step says ${wrong.legal}`);
    const verdict = judgeMove(game, step, wrong.move, reaches);
    const expectedVerdict = wrong.legal ? 'wrong' : 'illegal';
    if (verdict.verdict !== expectedVerdict) throw new Error(`${step.id}: ${wrong.move} judged ${verdict.verdict}`);
  }
}
