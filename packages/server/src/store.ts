import type { Json, Outcome, RecordEntry } from '@ludotheque/engine';

/**
 * A seat as stored: a person (with the hash of their invite token, and the player who first joined with it:
 * players/seats.ts) or a bot of a level.
 */
export type StoredSeat =
  | { readonly kind: 'human'; readonly name: string; readonly tokenHash: string; readonly player?: string }
  | { readonly kind: 'bot'; readonly name: string; readonly level: string };

/** `aborted`: cancelled by a seat before any person moved (table/), over with no result. */
export type GameStatus = 'active' | 'over' | 'aborted';

/** One row of the games table: everything that, with the moves, rebuilds the game. */
export interface StoredGame {
  readonly id: string;
  readonly game: string;
  readonly options: Json;
  /** Secret until the game is over. */
  readonly seed: string;
  readonly seats: readonly StoredSeat[];
  readonly created: string;
  readonly status: GameStatus;
  readonly result: Outcome | null;
  /** The seat that called the game off at the table (table/ abort); absent when the platform aborted it. */
  readonly abortedBy?: number;
}

/** A game still being played, as a restart sees it (authority.resumeAll). */
export interface ActiveGame {
  readonly id: string;
  readonly options: Json;
  /** Milliseconds since the epoch of its last entry, or of its creation when it has none. */
  readonly touched: number;
  /** False while it has no entry (nobody has moved). */
  readonly started: boolean;
}

/** One move appended at `version` (the version the game has once the entry is applied: 1 for the first move). */
export interface AppendRequest {
  readonly gameId: string;
  readonly version: number;
  readonly entry: RecordEntry;
  /** Set when this entry ends the game: written in the same transaction. */
  readonly result?: Outcome;
  /** A timed game: when this entry was made and the lag credited (clocks/), written in the same transaction. */
  readonly turn?: { readonly atMs: number; readonly creditMs: number };
  /** The game's due time after this entry (timers/): set, replaced or (null) cleared in the same transaction. */
  readonly timer?: { readonly kind: 'flag' | 'move'; readonly dueMs: number } | null;
}

/**
 * Event-sourced storage for the authority. `append` resolves only once the entry is durably committed; it resolves
 * false when another entry already holds that version (the unique (game, version) key orders concurrent writers,
 * even across server nodes).
 */
export interface Store {
  createGame(game: StoredGame): Promise<void>;
  getGame(id: string): Promise<StoredGame | null>;
  /** Entries in version order, from `afterVersion` + 1. */
  getMoves(id: string, afterVersion?: number): Promise<RecordEntry[]>;
  /** When each entry was committed (ms since the epoch), in version order: timed games rebuild their clock from it. */
  getMoveTimes(id: string): Promise<number[]>;
  append(request: AppendRequest): Promise<boolean>;
  /**
   * Marks an active game aborted, only while it has no entry after `version` (a move committed meanwhile, on any
   * node, wins); false when it did not apply. `by`: the seat that called it off at the table, kept with the
   * status (tournaments/ "Abort dodging" counts against it).
   */
  abort(id: string, version: number, by?: number): Promise<boolean>;
  /** The game's status as stored now (another node may have aborted it); absent: only this node writes. */
  status?(id: string): Promise<GameStatus | null>;
  /** Ids of the games still being played (a restarted server resumes them). */
  activeGames(): Promise<string[]>;
  /** The games still being played, with their options and when each was last touched (its last entry, or created). */
  activeGamesTouched(): Promise<ActiveGame[]>;
  /** Resolves when the database answers a trivial query (`/api/ready`: health/). */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
