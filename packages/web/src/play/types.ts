import type { Json, Outcome, PlatformEvent, RecordEntry } from '@ludotheque/engine';
import type { AnalysisAnswer } from '../analysis/types.js';
import type { Hint, TableCommand } from './commands.js';
import type { PastAnswer } from './moves/types.js';

/** Who sits at a seat: a person at this screen, or a bot by its `createAgent` spec (`mcts:easy`, `random`…). */
export type LocalSeat =
  | { readonly kind: 'human'; readonly name: string }
  | { readonly kind: 'bot'; readonly name: string; readonly spec: string };

export interface LogEntry {
  readonly seat: number;
  /** The move as told to everyone (`publicMove` for a spectator): a pass shows the hand it revealed. */
  readonly text: string;
}

/**
 * What a table shows after each change, locally or online: the views it may hold (one per seat whose person sits
 * at this screen, null elsewhere), the seat to move and its legal moves in notation, the public move list.
 */
export interface TableSnapshot {
  readonly version: number;
  /** `player`: online, the player holding the seat (its profile: players/PlayerName). */
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot'; readonly player?: string }[];
  readonly views: readonly (Json | null)[];
  readonly toMove: number | null;
  /** Legal moves of `toMove` when a person here plays it, else empty. */
  readonly legal: readonly string[];
  readonly log: readonly LogEntry[];
  /**
   * The record entries so far (moves in notation, platform events): local tables only, so the page can save the game
   * (its seed is in the page's link anyway). Never drawn: the board shows views and the public `log` only.
   */
  readonly entries?: readonly RecordEntry[];
  readonly result: Outcome | null;
  /** Local tables: whether a takeback has something to undo now (`LocalTable.takebackTarget`). */
  readonly canTakeback?: boolean;
  /** Online spectators get the public view here (no seat of theirs). */
  readonly spectatorView?: Json | null;
  /**
   * The game was aborted (online, before anyone moved): over with no result. `toMove` is null and `legal` empty, so
   * no page says "your turn" or offers a move; the status says aborted (`frozenStatus`).
   */
  readonly aborted?: boolean;
  /** A past position shown by step-through (`moves/step.ts` `pastState`): nobody plays, no bot thinks, no control. */
  readonly replay?: boolean;
}

export type ToWorker =
  | {
      readonly type: 'start';
      readonly game: string;
      readonly options: Json;
      readonly seed: string;
      readonly seats: readonly LocalSeat[];
      /** A pause before each bot move so people can follow (0 in tests). */
      readonly botDelayMs: number;
      /** A resumed game: the record entries to replay before play goes on (a saved game, a takeback). */
      readonly entries?: readonly RecordEntry[];
    }
  | { readonly type: 'move'; readonly seat: number; readonly move: string }
  /** A platform event the page decides (a timed game's `timeUp`, kept by the page's clock: SP-18c). */
  | { readonly type: 'event'; readonly event: PlatformEvent }
  /** A table control (`commands.ts`): resign, takeback and hint are decided here; the rest is the page's or the server's. */
  | { readonly type: 'command'; readonly command: TableCommand }
  /** Step-through: `seat`'s view after the first `moves` moves, if this screen may see it (moves/pastView.ts). */
  | { readonly type: 'viewAt'; readonly id: number; readonly moves: number; readonly seat: number | null }
  /** Review of the finished game (analysis/), and its cancellation. */
  | { readonly type: 'analyse'; readonly id: number; readonly iterations?: number }
  | { readonly type: 'cancelAnalysis'; readonly id: number };

export type FromWorker =
  | { readonly type: 'state'; readonly snapshot: TableSnapshot }
  | { readonly type: 'hint'; readonly hint: Hint; readonly version: number }
  | { readonly type: 'error'; readonly kind: string; readonly message: string }
  | { readonly type: 'pastView'; readonly id: number; readonly answer: PastAnswer }
  | { readonly type: 'analysisProgress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'analysis'; readonly id: number; readonly answer: AnalysisAnswer };
