import { type AnyGame, type Json, judgeMove, type Tutorial, type TutorialStep, type Verdict } from '@ludotheque/engine';
import type { TableCommand } from '../play/commands.js';
import { type Session, type SessionState, Store } from '../play/session.js';
import type { LogEntry, TableSnapshot } from '../play/types.js';

/** What the page hears after each answer: the verdict, or null when the step (re)starts. */
export type Answer = Verdict | null;

/** A game and its tutorial, as `learn/tutorials.ts` loads them; `reaches` checks a goal step (Cubiko's throws). */
export interface Lesson {
  readonly game: AnyGame;
  readonly tutorial: Tutorial<unknown>;
  readonly reaches?: (before: unknown, after: unknown, goal: unknown) => boolean;
  /** Where a throw's ball landed (a cell name), or null for a miss; told after a throw step's answer (Cubiko). */
  readonly landing?: (after: unknown) => string | null;
}

/**
 * A tutorial step as a table session (play/session.ts), so each game's own table draws it and takes the learner's
 * mouse and keyboard moves as in a real game. Nothing here knows a rule: the step's position comes from the game's
 * `fromSetup`, the answer from `judgeMove` (engine). After an answer the board shows where the move led and takes no
 * further move until the page restarts the step (a wrong move, undone) or goes on.
 */
export class StepSession implements Session {
  private readonly store: Store;
  private version = 0;
  private answered = false;

  constructor(
    private readonly lesson: Lesson,
    private readonly step: TutorialStep<unknown>,
    private readonly names: readonly string[],
    private readonly onAnswer: (a: Answer) => void,
  ) {
    this.store = new Store({
      snapshot: null,
      error: null,
      connection: 'local',
      mySeats: [step.seat],
      game: lesson.tutorial.game,
      options: null,
    });
    this.restart();
  }

  get initial(): SessionState {
    return this.store.state;
  }

  /** The step's position again, the learner to move (a wrong move is undone this way). */
  restart(): void {
    const start = this.lesson.game.fromSetup(this.step.setup);
    if (!start.ok) {
      this.store.set({ snapshot: null, error: start.error });
      return;
    }
    this.answered = false;
    this.show(start.value, [], true);
    this.onAnswer(null);
  }

  subscribe(listener: (state: SessionState) => void): () => void {
    return this.store.subscribe(listener);
  }

  play(seat: number, move: string): void {
    if (this.answered || seat !== this.step.seat) return;
    const start = this.lesson.game.fromSetup(this.step.setup);
    if (!start.ok) return;
    const verdict = judgeMove(this.lesson.game, this.step, move, this.lesson.reaches);
    if (verdict.verdict !== 'illegal') {
      this.answered = true;
      const parsed = this.lesson.game.parseMove(start.value, move);
      const told = parsed.ok ? this.lesson.game.publicMove(start.value, parsed.value, 'spectator') : move;
      this.show(verdict.after, [{ seat, text: told }], false);
    }
    this.onAnswer(verdict);
  }

  /**
   * A click on a cell no legal move names (the board does nothing with it: not highlighted, not a piece that may
   * move): explained all the same, as an illegal move is. The step's listed illegal move naming that cell gives the
   * explanation, else the step's first listed illegal one (a step teaches one rule: "must touch", "doesn't beat"),
   * else the general one. True when the click was explained.
   */
  deadClick(cell: string): boolean {
    if (this.answered || !/^[a-z][0-9]{1,2}$/.test(cell)) return false;
    const start = this.lesson.game.fromSetup(this.step.setup);
    if (!start.ok || this.lesson.game.toMove(start.value) !== this.step.seat) return false;
    const state = start.value;
    const names = (text: string) => new RegExp(`(^|[^a-z0-9])${cell}(?![0-9])`).test(text);
    const live = this.lesson.game.legalMoves(state).some((m) => names(this.lesson.game.formatMove(state, m)));
    if (live) return false;
    const illegal = (this.step.wrong ?? []).filter((w) => !w.legal);
    const why = illegal.find((w) => names(w.move))?.why ?? illegal[0]?.why ?? 'illegal';
    this.onAnswer({ verdict: 'illegal', why });
    return true;
  }

  /** Table controls (resign, hint, takeback) have no meaning in a lesson; the page does not show them. */
  command(_c: TableCommand): void {}

  close(): void {}

  private show(state: unknown, log: LogEntry[], open: boolean): void {
    const { game } = this.lesson;
    const seat = this.step.seat;
    const players = this.names.length;
    const toMove = game.toMove(state);
    const legal = open && toMove === seat ? game.legalMoves(state).map((m) => game.formatMove(state, m)) : [];
    const snapshot: TableSnapshot = {
      version: ++this.version,
      seats: Array.from({ length: players }, (_, i) => ({ name: this.names[i] ?? '', kind: 'human' as const })),
      views: Array.from({ length: players }, (_, i) => (i === seat ? (game.view(state, seat) as Json) : null)),
      toMove,
      legal,
      log,
      result: null,
      canTakeback: false,
    };
    this.store.set({ snapshot, error: null });
  }
}
