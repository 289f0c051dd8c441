import { SqlStore } from '../sql-store.js';
import type { Store } from '../store.js';
import { MemoryAnalysisCache, SqlAnalysisCache } from './cache.js';
import { type AnalysisLimits, AnalysisService, DEFAULT_ANALYSIS_LIMITS } from './service.js';

export { registerAnalysis } from './routes.js';
export { type AnalysisLimits, AnalysisService, DEFAULT_ANALYSIS_LIMITS } from './service.js';
export { analysisTables } from './tables.js';

/** The server's analysis queue, its results kept with the games when the store is SQL (else in memory). */
export function analysisService(store: Store, limits: Partial<AnalysisLimits> = {}): AnalysisService {
  const cache = store instanceof SqlStore ? new SqlAnalysisCache(store) : new MemoryAnalysisCache();
  return new AnalysisService(cache, { ...DEFAULT_ANALYSIS_LIMITS, ...limits });
}
