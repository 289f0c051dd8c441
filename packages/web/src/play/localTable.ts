import { createAgent } from '@ludotheque/ai';
import {
  type AnyGame,
  applyEntry,
  fail,
  firstReveal,
  type GameError,
  isSeatEvent,
  isTakeback,
  type Json,
  ok,
  type PlatformEvent,
  type RecordEntry,
  type Result,
  Rng,
} from '@ludotheque/engine';
import { timedOutSeats } from '@ludotheque/protocol/clock-model';
import { clockMinutesOf } from './clock.js';
import type { Hint } from './commands.js';
import { hintFor } from './controls/hint.js';
import type { LocalSeat, LogEntry, TableSnapshot } from './types.js';

/** The bot that plays on for a person whose table clock ran out (3 or more sides), as the server's `easy`. */
const TIMED_OUT_BOT = 'mcts:easy';

/**
 * A game played on this device: the engine's state, the bots, the public move list. It runs inside the Web Worker
 * (worker.ts) and, having no DOM or worker API, in unit tests too. Moves arrive in notation and are checked with
 * the engine before anything changes (a refused move is a typed error and changes nothing).
 */
export class LocalTable {
  private state: unknown;
  private readonly log: LogEntry[] = [];
  /** The game's record entries so far (moves in notation, platform events), what a saved game replays. */
  private readonly entries: RecordEntry[] = [];
  /**
   * Who decided each entry: the seat for a move chosen by a person or a bot, null for a platform event or a forced
   * `next` (LX-20, not a choice). A takeback goes back to a person's decision, so it must know which entries are.
   */
  private readonly deciders: (number | null)[] = [];
  private version = 0;

  private constructor(
    private readonly game: AnyGame,
    private readonly options: Json,
    private readonly seats: readonly LocalSeat[],
    private readonly seed: string,
    state: unknown,
  ) {
    this.state = state;
  }

  /**
   * A new table, or one resumed from its record `entries` (a saved game, a takeback): the entries are replayed
   * through the engine, each checked, so a damaged save is an error and never a wrong position.
   */
  static create(
    game: AnyGame,
    options: Json,
    seed: string,
    seats: readonly LocalSeat[],
    entries: readonly RecordEntry[] = [],
  ): Result<LocalTable> {
    const base = typeof options === 'object' && options !== null && !Array.isArray(options) ? options : {};
    const parsed = game.parseOptions({ ...base, players: seats.length });
    if (!parsed.ok) return parsed;
    for (const [i, seat] of seats.entries()) {
      if (seat.kind === 'bot') {
        const agent = createAgent(game, seat.spec, `${seed}/bot${i}`);
        if (!agent.ok) return agent;
      }
    }
    const table = new LocalTable(game, options, seats, seed, game.setup(parsed.value, Rng.seeded(seed)));
    for (const [i, entry] of entries.entries()) {
      const r = table.replayEntry(entry);
      if (!r.ok) return fail('record', `entry ${i}: ${r.error.message}`);
    }
    return ok(table);
  }

  private replayEntry(entry: RecordEntry): Result<void> {
    if (typeof entry !== 'string') {
      // An online record's agreed takeback needs the entries before it (the engine's `replay` applies it).
      if (isTakeback(entry.event)) return fail('record', 'a takeback entry cannot be resumed at a local table');
      // Who played a seat online (a bot standing in): nothing to play at a local table.
      // A tournament berserk too (a clock matter only).
      if (isSeatEvent(entry.event) || entry.event.type === 'berserk') return ok(undefined);
      return this.event(entry.event);
    }
    const seat = this.toMove();
    const parsed = seat === null ? null : this.game.parseMove(this.state, entry);
    if (seat === null || !parsed?.ok || !this.game.isLegal(this.state, parsed.value)) {
      return applyEntry(this.game, this.game.clone(this.state), entry); // the engine's own words for the refusal
    }
    this.apply(seat, parsed.value);
    return ok(undefined);
  }

  /** The record entries so far, oldest first. */
  recordEntries(): readonly RecordEntry[] {
    return [...this.entries];
  }

  /** The position's version (each move and event adds one), what a hint's answer is matched against. */
  positionVersion(): number {
    return this.version;
  }

  toMove(): number | null {
    return this.game.toMove(this.state);
  }

  /**
   * True when the seat to move is a bot that should play now. A bot never deals `next` while people sit at the table
   * (they read the result first); in a game between bots only, bots deal it too, or the game would stall.
   */
  botToPlay(): boolean {
    const seat = this.toMove();
    if (seat === null || this.seatAt(seat)?.kind !== 'bot') return false;
    return !this.onlyNext() || !this.hasPeople();
  }

  private hasPeople(): boolean {
    return this.seats.some((s) => s.kind === 'human');
  }

  private onlyNext(): boolean {
    const legal = this.game.legalMoves(this.state);
    return legal.length === 1 && this.game.formatMove(this.state, legal[0]) === 'next';
  }

  /** A person's move in notation, for `seat`. `next` (LX-20) may be asked by any person at the table. */
  play(seat: number, text: string): Result<void> {
    const toMove = this.toMove();
    if (toMove === null) return fail('gameOver', 'the game is over');
    const parsed = this.game.parseMove(this.state, text);
    if (!parsed.ok) return parsed;
    const isNext = this.onlyNext() && text.trim() === 'next';
    if (seat !== toMove && !(isNext && this.seats[seat]?.kind === 'human')) {
      return fail('notYourTurn', `seat ${seat} is not to move`);
    }
    if (this.seatAt(toMove)?.kind !== 'human' && !isNext) return fail('notYourTurn', 'a bot plays this seat');
    if (!this.game.isLegal(this.state, parsed.value)) return fail('illegal', `${text} is not legal here`);
    this.apply(toMove, parsed.value);
    return ok(undefined);
  }

  /**
   * A platform event (a timed game's `timeUp`, SP-18c): the game applies it or refuses it unchanged. It is not a
   * move, so the move list does not grow; the version does, so the page sees a new position.
   */
  event(e: PlatformEvent): Result<void> {
    if (this.toMove() === null) return fail('gameOver', 'the game is over');
    const r = this.game.event(this.state, e);
    if (!r.ok) return r;
    this.entries.push({ event: e });
    this.deciders.push(null);
    this.version++;
    return ok(undefined);
  }

  /**
   * The bot to move chooses from its own seat's view only (never the state) and plays. Each decision gets its own
   * seed (the table's seed, the seat, the version), so a game resumed from its record, or replayed after a takeback,
   * sees the same bot moves as the game that was never interrupted.
   */
  playBot(): Result<void> {
    const seat = this.toMove();
    const spec = seat === null ? null : this.seatAt(seat);
    if (seat === null || spec?.kind !== 'bot') return fail('notYourTurn', 'no bot to move');
    const made = createAgent(this.game, spec.spec, `${this.seed}/bot${seat}/${this.version}`);
    if (!made.ok) return made;
    const agent = made.value;
    const move = agent.chooseMove(this.game.view(this.state, seat), seat);
    if (!this.game.isLegal(this.state, move)) {
      const error: GameError = { kind: 'illegal', message: `bot ${agent.name} chose an illegal move` };
      return { ok: false, error };
    }
    this.apply(seat, move);
    return ok(undefined);
  }

  /**
   * Who plays a seat now: its sitter, or a bot once the seat's table clock ran out with 3 or more sides (the games'
   * README Decisions; protocol `timedOutSeats`, the same predicate as the server's). SP-18c's time-up is nobody's.
   */
  private seatAt(seat: number): LocalSeat | undefined {
    const sitter = this.seats[seat];
    if (sitter?.kind !== 'human' || !timedOutSeats(this.entries, clockMinutesOf(this.options) !== null).includes(seat))
      return sitter;
    return { kind: 'bot', name: sitter.name, spec: TIMED_OUT_BOT };
  }

  private apply(seat: number, move: unknown): void {
    const text = this.game.publicMove(this.state, move, 'spectator');
    this.deciders.push(this.onlyNext() ? null : seat);
    this.entries.push(this.game.formatMove(this.state, move));
    this.game.play(this.state, move);
    this.log.push({ seat, text });
    this.version++;
  }

  /**
   * Resigns `seat` (the engine's `resign` event; each game's README says what it means at 3–6 players). Only a
   * person's own seat resigns: a bot's seat is not the page's to give up.
   */
  resign(seat: number): Result<void> {
    if (this.seats[seat]?.kind !== 'human') return fail('notYourTurn', `seat ${seat} is not a person's here`);
    return this.event({ type: 'resign', seat });
  }

  /**
   * How many entries a takeback keeps, or null when there is nothing to take back: the record up to (not
   * including) the last decision made by a person at this screen, so against bots it undoes the person's previous
   * move and every bot move since, and at a hot-seat table the last person's move (undoing only a bot's would be
   * useless: seeded per decision, it would play the same move again). Never after the game has ended, and never
   * across a platform event (a timed game's `timeUp` is the clock's, not a move to undo).
   */
  takebackTarget(): number | null {
    if (this.toMove() === null) return null;
    for (let i = this.deciders.length - 1; i >= 0; i--) {
      const seat = this.deciders[i];
      if (typeof this.entries[i] !== 'string') return null;
      if (seat !== null && seat !== undefined && this.seats[seat]?.kind === 'human') return i;
    }
    return null;
  }

  /**
   * The table as it was before the last person's decision (`takebackTarget`), replayed from its record; refused
   * (`takebackReveals`, nothing changes) when a move it undoes — that person's or a bot's reply — showed that person
   * something hidden: the same seed would deal the same again, so the takeback would be a peek (engine takeback.ts).
   */
  takeback(): Result<LocalTable> {
    const keep = this.takebackTarget();
    if (keep === null) return fail('illegal', 'there is no move of yours to take back');
    const back = LocalTable.create(this.game, this.options, this.seed, this.seats, this.entries.slice(0, keep));
    if (!back.ok) return back;
    const asker = this.deciders[keep] as number;
    const shown = firstReveal(this.game, this.game.clone(back.value.state), this.entries.slice(keep), asker);
    if (!shown.ok) return shown;
    if (shown.value >= 0) {
      const text = String(this.entries[keep + shown.value]);
      return fail('takebackReveals', `"${text}" showed seat ${asker} something hidden: it cannot be taken back`);
    }
    return back;
  }

  /** The bot's advice for `seat` (a person here, to move), from that seat's view only (`controls/hint.ts`). */
  hint(seat: number): Result<Hint> {
    if (this.seats[seat]?.kind !== 'human') return fail('notYourTurn', `seat ${seat} is not a person's here`);
    if (this.toMove() === null) return fail('gameOver', 'the game is over');
    return hintFor(this.game, this.state, seat, `${this.seed}/hint${seat}/${this.version}`);
  }

  snapshot(): TableSnapshot {
    const toMove = this.toMove();
    const humanToMove = toMove !== null && this.seats[toMove]?.kind === 'human';
    const legal =
      toMove !== null && (humanToMove || this.onlyNext())
        ? this.game.legalMoves(this.state).map((m) => this.game.formatMove(this.state, m))
        : [];
    return {
      version: this.version,
      seats: this.seats.map((s) => ({ name: s.name, kind: s.kind })),
      // Only people's seats get a view: a bot's view is never sent to the page.
      views: this.seats.map((s, i) => (s.kind === 'human' ? (this.game.view(this.state, i) as Json) : null)),
      // What a screen with no person's seat draws (a game between bots): the public parts only.
      spectatorView: this.hasPeople() ? null : (this.game.view(this.state, 'spectator') as Json),
      toMove,
      legal,
      log: [...this.log],
      entries: [...this.entries],
      canTakeback: this.takebackTarget() !== null,
      result: this.game.outcome(this.state),
    };
  }
}
