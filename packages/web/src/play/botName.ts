import { botGivenName, BOT_LEVELS as LADDER } from '@ludotheque/protocol/bots';
import type { TFunction } from 'i18next';
import { displayName } from '../players/names.js';

/**
 * The bot levels a person can pick, weakest first (`createAgent` specs `random`, `mcts:beginner` … `mcts:expert`):
 * the protocol's ladder (issue 27), so every picker lists the same levels in the same order.
 */
export const BOT_LEVELS = LADDER;
export type BotLevel = (typeof BOT_LEVELS)[number];

const isLevel = (s: string): s is BotLevel => (BOT_LEVELS as readonly string[]).includes(s);

/**
 * The level a bot's name or spec stands for, so the page can name the bot in its own language: a local spec
 * (`random`, `mcts:hard`, `ismcts:easy`) or the server's English seat name (`Margot (hard)`, before issue 25
 * `Bot (hard)`). Null for anything else (an explicit budget such as `mcts:20`, or a name a person chose), which is
 * then shown as it is. Only ever asked about a bot's seat: a person named "Ana (hard)" stays Ana (hard).
 */
export function botLevelOf(nameOrSpec: string): BotLevel | null {
  const level = /^\S.* \((\w+)\)$/.exec(nameOrSpec)?.[1] ?? nameOrSpec.replace(/^(is)?mcts:/, '');
  return isLevel(level) ? level : null;
}

interface NamedSeat {
  readonly kind: 'human' | 'bot';
  readonly name: string;
  readonly spec?: string;
}

/**
 * Every seat's name as this page says it (issue 25): a bot by its own name and its level in the page's language
 * ("Margot (facile)"; the k-th bot of a level at the table gets that level's k-th name, as the server names it:
 * protocol bots.ts), a guest in the page's language ("Guest 4821" on English pages), anyone else as typed. A bot of
 * an explicit budget (`mcts:20`) keeps its spec.
 */
export function tableNames<S extends NamedSeat>(seats: readonly S[], t: TFunction): S[] {
  const levels = seats.map((s) => (s.kind === 'bot' ? botLevelOf(s.spec ?? s.name) : null));
  return seats.map((s, i) => {
    const level = levels[i];
    if (s.kind === 'human') return s.name === '' ? s : { ...s, name: displayName(s.name, t) };
    if (level == null) return s;
    const given = botGivenName(levels, i) ?? s.name;
    return { ...s, name: t('people.bot', { name: given, level: t(`people.levels.${level}`) }) };
  });
}
