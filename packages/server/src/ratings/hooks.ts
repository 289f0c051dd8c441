/** What the authority tells the ratings module (ratings/service.ts implements it). */
export interface RatingHooks {
  /** A game is about to be stored; a rated one gets its pending marker first. */
  created(id: string, request: { readonly game: string; readonly rated?: boolean | undefined }): Promise<void>;
  /** Whether a game was created rated (its rematch is rated too). */
  isRated(id: string): Promise<boolean>;
  /** This node committed the entry that ended the game. */
  over(id: string): void;
}
