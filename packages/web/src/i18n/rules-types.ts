/** The rules of one game as a person reads them: sections of short paragraphs, each citing the rule ids it tells. */
export interface RulesSection {
  readonly title: string;
  readonly items: readonly string[];
}

export interface GameRules {
  readonly name: string;
  /** One sentence for the home page card. */
  readonly tagline: string;
  readonly players: string;
  readonly sections: readonly RulesSection[];
}

export const GAME_IDS = ['linx', 'superpion', 'symbolix', 'cubiko'] as const;
export type GameId = (typeof GAME_IDS)[number];

export type RulesBook = Readonly<Record<GameId, GameRules>>;
