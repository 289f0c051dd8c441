/**
 * Every bot level a person can pick, weakest first (issue 27's ladder): `random` (uniform legal moves), then the
 * search levels `beginner` … `expert` (`@ludotheque/ai`'s LEVELS). Pickers list them in this order; the first ids
 * (`random`, `easy`, `medium`, `hard`) are those of stored games and the server's stand-in bot (`easy`).
 */
export const BOT_LEVELS = ['random', 'beginner', 'novice', 'easy', 'medium', 'hard', 'expert'] as const;
export type BotLevelId = (typeof BOT_LEVELS)[number];

/**
 * Bots' own names (issue 25): a bot is "Margot (easy)", not "Easy", and three bots at one table are three people.
 * A fixed list per level, disjoint across levels, chosen by seat: the k-th bot of a level at a table (in seat order)
 * is that level's k-th name. So the server (which stores the seat's name) and the page (which names a bot of an
 * older game, or a local table's) agree without asking each other, and a reload never renames anybody.
 * First names that read the same in French and English; the level is said in the page's language beside it.
 */
export const BOT_NAMES = {
  random: ['Lulu', 'Bob', 'Nina', 'Toto', 'Zoé', 'Hugo', 'Lila', 'Max'],
  beginner: ['Pablo', 'Nora', 'Basile', 'Anna', 'Jules', 'Elsa', 'Marius', 'Clara'],
  novice: ['Paul', 'Emma', 'Simon', 'Mila', 'Tom', 'Alice', 'Lucas', 'Eva'],
  easy: ['Margot', 'Félix', 'Léa', 'Oscar', 'Jade', 'Noé', 'Rosa', 'Théo'],
  medium: ['Camille', 'Victor', 'Inès', 'Gaspard', 'Chloé', 'Bruno', 'Alma', 'Louis'],
  hard: ['Hélène', 'Arthur', 'Iris', 'Léon', 'Maud', 'Rémi', 'Sacha', 'Yves'],
  expert: ['Agathe', 'Gustave', 'Diane', 'Édouard', 'Olga', 'Boris', 'Irène', 'Igor'],
} as const satisfies Record<BotLevelId, readonly string[]>;
export type BotNameLevel = keyof typeof BOT_NAMES;

const isNamedLevel = (level: string): level is BotNameLevel => Object.hasOwn(BOT_NAMES, level);

/**
 * The own name of the bot at `seat`, given every seat's bot level (null for a person's seat). A level without a list
 * (an explicit budget such as `mcts:20`) gets null: it is shown by its spec.
 */
export function botGivenName(levels: readonly (string | null)[], seat: number): string | null {
  const level = levels[seat];
  if (level == null || !isNamedLevel(level)) return null;
  const names = BOT_NAMES[level];
  let k = 0;
  for (let i = 0; i < seat; i++) if (levels[i] === level) k++;
  // More than eight bots of one level cannot sit at one table (8 seats at most): the modulo is only a guard.
  return names[k % names.length] as string;
}

/** The name the server stores for a bot seat: "Margot (easy)" (the page says the level in its own language). */
export function botSeatName(levels: readonly (string | null)[], seat: number): string {
  const level = levels[seat] ?? '';
  const given = botGivenName(levels, seat);
  return given === null ? `Bot (${level})` : `${given} (${level})`;
}
