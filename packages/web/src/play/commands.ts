/**
 * What a player may do at a table besides moving (issue 12's table controls), the same words for a local table (the
 * worker decides at once) and an online one (the server decides, or asks the other seats). Every command that
 * changes the game is a platform event in its record, so the record still replays exactly.
 */
export type TableCommand =
  /** Gives up the game for `seat` (the engine's `resign` event; each game's README says what it means at 3–6 players). */
  | { readonly type: 'resign'; readonly seat: number }
  /** Local: undo back to `seat`'s previous decision (bots' moves with it). Online (2 players): ask the opponent. */
  | { readonly type: 'takeback'; readonly seat: number }
  /** Online: the answer to the opponent's takeback request. */
  | { readonly type: 'answerTakeback'; readonly accept: boolean }
  /** Online: cancels a game no seat has moved in yet. */
  | { readonly type: 'abort' }
  /** A new game with the seats rotated; local: at once; online: offered to the others, who accept or decline. */
  | { readonly type: 'rematch' }
  | { readonly type: 'answerRematch'; readonly accept: boolean }
  /** Online, a berserkable arena's game: halve one's clock for an extra point (server tournaments/README). */
  | { readonly type: 'berserk' }
  /** Local: the bot's choice for `seat`, from that seat's view only. */
  | { readonly type: 'hint'; readonly seat: number };

/** Pending offers at an online table, as the server tells them (null when none). */
export interface TableOffers {
  readonly takeback: { readonly from: number } | null;
  readonly rematch: { readonly from: number; readonly accepted: readonly number[] } | null;
}

/** A hint's answer: the move the bot would make for `seat`, in notation, and its estimated chance to win (0–1). */
export interface Hint {
  readonly seat: number;
  readonly move: string;
  readonly winChance: number;
}
