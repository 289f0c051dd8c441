export type { AgentSpec, Level } from './agent.js';
export { agentFactory, createAgent, LEVEL_NAMES, LEVELS, MAX_ITERATIONS, parseAgentSpec } from './agent.js';
export { benchIsmcts, benchMcts } from './bench.js';
export type { MoveStat, SearchOptions, SearchResult } from './common.js';
export { playout, searchMoves } from './common.js';
export { ismctsSearch } from './ismcts.js';
export { mctsSearch } from './mcts.js';
export { randomMove } from './random.js';
