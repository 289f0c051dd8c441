import type { Kysely } from 'kysely';
import type { SocialTables } from './tables.js';

/**
 * The one question other modules ask of blocks (lobby join and pairing, chat): does anyone among these players
 * block anyone else among them? Either direction counts: a block keeps both apart.
 */
export class Blocks {
  constructor(private readonly db: Kysely<SocialTables>) {}

  /** True when a blocks b or b blocks a. */
  between(a: string, b: string): Promise<boolean> {
    return this.anyBetween([a, b]);
  }

  /** True when some player of `players` blocks another of them (one indexed query). */
  async anyBetween(players: readonly string[]): Promise<boolean> {
    const ids = [...new Set(players)];
    if (ids.length < 2) return false;
    const row = await this.db
      .selectFrom('blocks')
      .select('blocker')
      .where('blocker', 'in', ids)
      .where('blocked', 'in', ids)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The players `player` blocks (chat hides their lines from `player`). */
  async blockedBy(player: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('blocks').select('blocked').where('blocker', '=', player).execute();
    return new Set(rows.map((r) => r.blocked));
  }
}
