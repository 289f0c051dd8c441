/** The bot levels a person can pick (`createAgent` specs `random`, `mcts:easy`…). */
export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

const isLevel = (s: string): s is BotLevel => (BOT_LEVELS as readonly string[]).includes(s);

/**
 * The level a bot's name or spec stands for, so the page can name the bot in its own language: a local spec
 * (`random`, `mcts:hard`, `ismcts:easy`) or the server's English seat name (`Bot (hard)`). Null for anything else
 * (an explicit budget such as `mcts:20`, or a name a person chose), which is then shown as it is.
 */
export function botLevelOf(nameOrSpec: string): BotLevel | null {
  const level = /^Bot \((\w+)\)$/.exec(nameOrSpec)?.[1] ?? nameOrSpec.replace(/^(is)?mcts:/, '');
  return isLevel(level) ? level : null;
}
