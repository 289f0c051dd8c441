import type { Analysis } from '@ludotheque/ai';
import type { Kysely } from 'kysely';
import type { SqlStore } from '../sql-store.js';
import type { AnalysisTables } from './tables.js';

/** Where finished analyses are kept: with the game in the store's database, or in memory for a store without one. */
export interface AnalysisCache {
  get(gameId: string): Promise<Analysis | null>;
  put(gameId: string, analysis: Analysis): Promise<void>;
}

export class SqlAnalysisCache implements AnalysisCache {
  private readonly db: Kysely<AnalysisTables>;
  constructor(store: SqlStore) {
    this.db = store.db.withTables<AnalysisTables>();
  }

  async get(gameId: string): Promise<Analysis | null> {
    const row = await this.db.selectFrom('analyses').select('body').where('game_id', '=', gameId).executeTakeFirst();
    return row === undefined ? null : (JSON.parse(row.body) as Analysis);
  }

  async put(gameId: string, analysis: Analysis): Promise<void> {
    const row = {
      game_id: gameId,
      iterations: analysis.iterations,
      body: JSON.stringify(analysis),
      created: new Date().toISOString(),
    };
    // Two nodes may finish the same game's analysis: both wrote the same figures, the first one stays.
    await this.db
      .insertInto('analyses')
      .values(row)
      .onConflict((c) => c.column('game_id').doNothing())
      .execute();
  }
}

export class MemoryAnalysisCache implements AnalysisCache {
  private readonly kept = new Map<string, Analysis>();
  async get(gameId: string): Promise<Analysis | null> {
    return this.kept.get(gameId) ?? null;
  }
  async put(gameId: string, analysis: Analysis): Promise<void> {
    if (!this.kept.has(gameId)) this.kept.set(gameId, analysis);
  }
}
