import { createAgent } from '@ludotheque/ai';
import {
  type AnyGame,
  applyEntry,
  fail,
  type GameError,
  isTakeback,
  type Json,
  ok,
  type PlatformEvent,
  type RecordEntry,
  type Result,
  Rng,
} from '@ludotheque/engine';
import type { LocalSeat, LogEntry, TableSnapshot } from './types.js';

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
  private version = 0;

  private constructor(
    private readonly game: AnyGame,
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
    const table = new LocalTable(game, seats, seed, game.setup(parsed.value, Rng.seeded(seed)));
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

  toMove(): number | null {
    return this.game.toMove(this.state);
  }

  /**
   * True when the seat to move is a bot that should play now. A bot never deals `next` while people sit at the table
   * (they read the result first); in a game between bots only, bots deal it too, or the game would stall.
   */
  botToPlay(): boolean {
    const seat = this.toMove();
    if (seat === null || this.seats[seat]?.kind !== 'bot') return false;
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
    if (this.seats[toMove]?.kind !== 'human' && !isNext) return fail('notYourTurn', 'a bot plays this seat');
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
    const spec = seat === null ? null : this.seats[seat];
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

  private apply(seat: number, move: unknown): void {
    const text = this.game.publicMove(this.state, move, 'spectator');
    this.entries.push(this.game.formatMove(this.state, move));
    this.game.play(this.state, move);
    this.log.push({ seat, text });
    this.version++;
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
      result: this.game.outcome(this.state),
    };
  }
}
